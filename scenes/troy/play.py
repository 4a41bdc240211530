"""The Trojan War play scene: twelve turns from the first event to the Horse.

It stands on the shared play-screen base (scenes/play.py: the moves played,
the computer's turn, undo, resignation, saves, the end card, toasts) and adds
what is the Trojan War's own. The scene holds a displayed ``Board`` that lags
the rules state: the events of each decision become animation beats that
update the board one by one, and only when the queue is empty does the next
decision open, so the screen never runs ahead of the story. CONFIRM finishes
the current beat, NEXT skips to the next decision a person makes.

Undo keeps the game's own limits, applied through the base: a decision whose
story showed a die, a god or a hidden hero cannot be taken back (chance is
seeded, so undo would peek ahead), nor, in hot-seat, one made before the
controls changed hands behind a pass screen. There is no draw offer: the
pause menu offers Resign only.

Its parts live beside it: the choices of each decision (decisions.py), the
story told as beats (story.py, duel_story.py) and the painting (screen.py).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any

from game.ai.explain import Reason
from game.ai.players import Player, make_player
from game.common import Event, Outcome
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.core.replay import Move
from scenes.core.saves import SavedGame
from scenes.games import GameSetup
from scenes.online.link import Snapshot
from scenes.online.story import moves_of
from scenes.play import PlayScreen, headline, resign_line
from scenes.troy.board import Board
from scenes.troy.chronicle import Chronicle, build, retold, skip_summary
from scenes.troy.chronicle_view import CHRONICLE_HINT, ChronicleScene
from scenes.troy.layout import CHRONICLE_BUTTON, PROMPT
from scenes.troy.lines import DECISIONS, line
from scenes.troy.overlays import PassScene, TroyResultScene
from scenes.troy.parts import Choice
from scenes.troy.saving import restore_shown, shown_of
from scenes.troy.screen import PaintMixin
from scenes.troy.story import StoryMixin
from scenes.troy.words import decision_words, hero_name
from scenes.ui.coach import HINT_HINT
from scenes.ui.play_keys import MENU_HINT, RULES_HINT, UNDO_HINT
from scenes.ui.reasons import sentence
from scenes.ui.result_card import ResultCard
from scenes.ui.thinking import Thinker
from scenes.ui.widgets import Backdrop, Hint, HintBar, bumped

G, T = D.GREEK, D.TROJAN
FINAL_EVENTS = ("die_rolled", "god_drawn", "hero_revealed")   # chance shown: no undo past it
THINK_MIN = 0.35  # seconds the thinking shows: shorter than a board game's, Troy has many
SKIP_HINTS = (Hint("Enter", "A", N_("Skip step"), Act.CONFIRM),
              Hint("Tab", "RB", N_("Skip to your decision"), Act.NEXT))
DECIDE_HINTS = (Hint("\u2190\u2191\u2192\u2193", "D-pad", N_("Move")),
                Hint("Enter", "A", N_("Select"), Act.CONFIRM),
                Hint("Tab", "RB", N_("Next choice"), Act.NEXT))


def start_game(setup: GameSetup) -> Scene:
    """The entry the pre-game screen calls (found by module name)."""
    return TroyPlayScene(setup)


def online_game(setup: GameSetup, snapshot: Snapshot) -> PlayScreen:
    """The game as the server shows this side: the position it may hold (the
    friend's face-down heroes as stand-ins, no seed) and every ply's events,
    told in the chronicle, never replayed."""
    scene = TroyPlayScene(setup, state=TroyState.from_text(snapshot.position), seed=0,
                          start_text=snapshot.start)
    scene.ply_events = [e.events for e in snapshot.entries]
    scene.moves = moves_of(snapshot.entries)
    scene.told = len(scene.moves)
    scene.chronicle = scene.chronicle_of(scene.moves)
    return scene


def resume_game(saved: SavedGame) -> Scene:
    """Reopen a saved game where its screen left it ("Continue the saved game").

    The save is the start position and the decisions since (the base's), plus
    how many of them the screen had told and what it showed then: those are
    replayed silently (so Undo still reaches them), the rest are played again
    on the same seeded chance, so dice not yet seen are shown, not skipped.
    ValueError (or the engine's NotationError / IllegalActionError) for a save
    that does not fit.
    """
    if saved.game != "troy":
        raise ValueError("not a Trojan War save")
    extra = saved.extra
    seed, texts, told = extra["seed"], extra["moves"], extra["told"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the save has no seed")
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts) or \
            not isinstance(told, int) or not 0 <= told <= len(texts):
        raise ValueError("the saved decisions are damaged")
    state = TroyState.from_text(saved.position)
    opts = saved.setup.options
    if (state.less_bloody, state.exchange_rule) != (bool(opts.get("less_bloody")),
                                                    bool(opts.get("exchange"))):
        raise ValueError("the saved position was played with other options")
    moves: list[Move] = []
    floor = 0
    for text in texts[:told]:
        player = state.to_move()
        if player is None:
            raise ValueError("the saved decisions run past the end of the game")
        events = state.play(state.parse_action(text))
        moves.append(Move(player, text))
        if any(e.kind in FINAL_EVENTS for e in events):
            floor = len(moves)
    scene = TroyPlayScene(saved.setup, state=state, seed=seed, start_text=saved.position,
                          moves=moves, undo_floor=floor)
    restore_shown(scene.board, extra["shown"])
    scene.keep_turn = int(extra.get("keep_turn", 0))
    scene.shown_at = shown_of(scene.board)
    if extra.get("opening"):
        scene.tell_opening()
    for text in texts[told:]:
        if scene.state.to_move() is None:
            raise ValueError("the saved decisions run past the end of the game")
        scene.play(scene.state.parse_action(text))
    ending = extra.get("ending")
    if ending in ("resign 0", "resign 1"):
        scene.resign(int(ending[-1]))        # closed in its last seconds: the card comes up
    elif ending is not None:
        raise ValueError("the saved ending is damaged")
    return scene


class TroyPlayScene(StoryMixin, PaintMixin):
    """A whole game of The Trojan War, hot-seat or against the computer."""

    draw_word = None          # the rules have no agreed draw

    def __init__(self, setup: GameSetup, *, state: TroyState | None = None,
                 seed: int | None = None, start_text: str | None = None,
                 moves: Sequence[Move] = (), undo_floor: int = 0) -> None:
        """A new game, or (``state`` and ``seed`` given) a saved or set-up one."""
        if seed is None:
            seed = setup.seed if setup.seed is not None else random.randrange(1 << 30)
        self.seed = seed
        opening = state is None
        if state is None:
            opts = setup.options
            state = TroyState(seed=seed, less_bloody=bool(opts.get("less_bloody")),
                              exchange=bool(opts.get("exchange")))
        super().__init__(setup, state, start_text=start_text, moves=moves,
                         undo_floor=undo_floor)
        self.state: TroyState = state
        self.thinker = Thinker(THINK_MIN)
        self.animator.on_idle = self._settle
        self.board = Board()
        self.backdrop = Backdrop(seed=41, motes=30)
        self.shown_vp: float | None = None
        self.seat: int | None = None        # hot-seat: who may see hidden picks now
        self.choices: list[Choice] = []
        self.focus = 0
        self.question: tuple[str, str] = ("", "")   # the decision open: title, explanation
        self.waiting = False                # a human decision is open
        self.sel: dict[int, str | None] = {}   # pick mode: space -> hero id
        self.pick_target: int | None = None
        self.swap_first: int | None = None
        self.floor_event = "die_rolled"     # what set the undo floor: the refusal's reason
        self.focus_after_undo: object = None   # the focused choice's key when undo was asked
        self.keep_turn = 0                  # Sinon: "keep all this turn" chosen in that turn
        self.message = ""                   # a word on the decision open, in the prompt
        self.fast_forward = False           # Tab: skip every beat until a person decides
        self.stale = True                   # the state changed since the board last settled
        # what a save keeps of the screen: the moves whose story it told, what it showed
        self.told = len(self.moves)
        self.opening = False
        # the whole game in words (rebuilt from the moves after an undo), and what a
        # skip to the player's decision passed over: from which entry, and in brief
        # online, each ply's events as the server told them (the chance is the
        # server's: the chronicle is told from them, never replayed)
        self.ply_events: list[list[Event]] | None = None
        self.chronicle: Chronicle = self.chronicle_of(self.moves)
        self.skip_mark: int | None = None
        self.skipped_from: int | None = None
        self.skipped_note = ""
        self.board.sync(self.state.view(self._viewer()))
        self.shown_at = shown_of(self.board)
        if opening:
            self.tell_opening()
        self.hint_bar = self.hints
        self.frame = self.compose()

    # ------------------------------------------------------------------ base hooks
    def make_computer(self) -> Player:
        human = self.setup.human_side
        side = T if human is None else 1 - human
        return make_player("troy", self.setup.difficulty, seed=self.seed + 17 * (side + 1))

    def show_events(self, events: list[Event]) -> None:
        player = self.moves[-1].player if self.moves else None
        if self.ending is None and self.moves:
            if self.ply_events is not None:
                self.ply_events.append(events)
            self.chronicle.add(events, player, self.moves[-1].text)
        else:                    # a resignation: no decision of the board caused it
            self.chronicle.add(events)
        if player is not None and self.setup.is_human(player):
            self.skipped_note, self.skipped_from = "", None
        final = [e.kind for e in events if e.kind in FINAL_EVENTS]
        if final:
            self.undo_floor = len(self.moves)
            self.floor_event = "die_rolled" if "die_rolled" in final else final[-1]
        self.waiting = False
        self.choices, self.sel, self.swap_first = [], {}, None
        if self.setup.hot_seat and not (self.state.stage in ("pick", "reveal")
                                               and self.state.to_move() == self.seat):
            self.seat = None     # the controls change hands; a reveal leaves them where they are
        if player is not None and events and events[0].kind != "game_over" and \
                (not self.setup.is_human(player) or self.setup.hot_seat):
            self._note_decision(player, self.moves[-1].text)
        self._animate(events, self._viewer())

    def state_changed(self) -> None:
        self.stale = True
        self.message = ""
        if not self.busy:
            self._settle()

    def result_card(self, outcome: Outcome) -> Scene:
        horse = None
        if self.state.horse is not None:
            die, total, _ok = self.state.horse
            horse = (die, total, self.state.horse_modifiers()[1])
        return TroyResultScene(outcome.winner, outcome.reason, self.state.vp, horse,
                               self.rematch, headline(self.setup, outcome), self.view_board,
                               resign_line(self.setup, outcome))

    def save_extra(self) -> dict[str, Any]:
        return {"seed": self.seed, "told": self.told, "shown": self.shown_at,
                "opening": self.opening, "keep_turn": self.keep_turn}

    def can_undo(self) -> bool:
        """The base's rule, or a pick open (undo takes its last placed hero off)."""
        return super().can_undo() or (self.state.stage == "pick" and self.waiting
                                      and bool(self.choices))

    def undo_refusal(self) -> str | None:
        if self.setup.hot_seat and self.state.stage in ("pick", "reveal"):
            return _("Nothing to undo: the controls have changed hands since")
        return None

    def nothing_to_undo(self) -> str:
        """The true reason: the opponent's secret picks since, or else the chance shown
        (a die, a god, a hidden hero turned up) that undo would let a player peek past."""
        mine = [i for i, m in enumerate(self.moves) if self.setup.is_human(m.player)]
        if not mine:
            return _("Nothing to undo")
        if any(not self.setup.is_human(m.player) and m.text.startswith("pick:")
               for m in self.moves[mine[-1] + 1:]):
            return _("Nothing to undo: your opponent has chosen heroes in secret since")
        return {"god_drawn": _("Nothing to undo: the gods have been drawn since"),
                "hero_revealed": _("Nothing to undo: the heroes have been revealed since"),
                }.get(self.floor_event, _("Nothing to undo: the dice have spoken since"))

    def toast_midbottom(self) -> tuple[int, int]:
        return PROMPT.centerx, PROMPT.bottom - 6     # over the prompt, clear of the table

    def hint_words(self, action: Hashable) -> str:
        view = self.state.view(self.state.to_move())
        spaces = list(view["pick"][1]) if view["stage"] == "pick" else []
        return decision_words(str(action), spaces)

    def hint_reason(self, reason: Reason) -> str:
        return sentence(reason, hero_name)

    # ------------------------------------------------------------------ questions
    @property
    def hints(self) -> HintBar:
        """The keys that work right now: skipping the story, deciding, or the end.

        A game with nobody at the controls (the demo) offers no skip, decision or
        undo keys: there is no one to press them."""
        if not self.has_person():
            hints: Sequence[Hint] = (CHRONICLE_HINT, RULES_HINT, MENU_HINT)
        elif self.busy:
            hints = (*SKIP_HINTS, CHRONICLE_HINT, RULES_HINT, MENU_HINT)
        elif self.over and self.referee is None:    # a lesson says what happened itself
            hints = (Hint("Enter", "A", N_("Show the result"), Act.CONFIRM), CHRONICLE_HINT,
                     RULES_HINT, MENU_HINT)
        elif not self.waiting or not self.choices:
            hints = (CHRONICLE_HINT, RULES_HINT, MENU_HINT)
        else:
            hint = [HINT_HINT] if self.hint_offered() else []
            hints = (*DECIDE_HINTS, *hint, *([UNDO_HINT] if self.can_undo() else []),
                     CHRONICLE_HINT, RULES_HINT, MENU_HINT)
        return self.hint_bars.get(hints)

    def _picking(self) -> bool:
        return self.state.stage == "pick" and self.waiting and any(self.sel.values())

    def _viewer(self) -> int | None:
        if self.setup.own_side is not None:
            return self.setup.own_side
        st = self.state
        if st.stage in ("pick", "reveal") and self.seat == st.to_move():
            return self.seat
        return None

    def tell_opening(self) -> None:
        """The first turn's events happen inside the state's constructor: tell them."""
        v = self.state.view(None)
        roll = self.state.event
        rid, name, _ = D.RANDOM_EVENTS[roll]
        self.opening = True
        self._animate([Event("turn_started", {"turn": v["turn"]}),
                       Event("die_rolled", {"who": None, "purpose": "event", "value": roll}),
                       Event("event_drawn", {"event": rid, "name": name, "mandatory": False,
                                             "roll": roll})], self._viewer())

    # ------------------------------------------------------------------ the story told
    def _note_decision(self, actor: int, action: str) -> None:
        if action.startswith("cancel:") or action.startswith("pick:"):
            return  # told by the events themselves
        if action in DECISIONS:
            self.board.note(line("decision", side=actor, action=action))

    def _settle(self) -> None:
        """The story is told: re-sync the picture and open the next decision."""
        if self.busy or not self.stale and not self.opening:
            return
        self.stale, self.opening = False, False
        self.shown_vp = None
        self.told = len(self.moves)
        self.board.sync(self.state.view(self._viewer()))
        self.shown_at = shown_of(self.board)
        self.save()
        self._open_decision()

    def _open_decision(self) -> None:
        st = self.state
        actor = st.to_move()
        if actor is None or self.setup.is_human(actor):
            self.fast_forward = False
            self._sum_up_skip()
        if actor is None:
            return
        if not self.setup.is_human(actor):
            if self.setup.online:
                self.question = ((_("Your friend decides for the Greeks\u2026"),
                                  _("Your friend decides for the Trojans\u2026"))[actor], "")
            elif self.computer is None:   # a lesson: the other side plays only its replies
                self.question = (
                    (_("Now the Greeks would decide"), _("Now the Trojans would decide"))[actor],
                    _("The lesson stops before their decision: go on when you are ready."))
            else:
                self.question = ((_("The Greeks are thinking\u2026"),
                                  _("The Trojans are thinking\u2026"))[actor], "")
            return
        if self.setup.hot_seat and st.stage in ("pick", "reveal") and self.seat != actor:
            if self.app is not None and not isinstance(getattr(self.app, "top", None),
                                                       PassScene):
                why = (N_("Choose your heroes in secret.") if st.stage == "pick"
                       else N_("Turn one enemy hero face up, then choose your heroes."))
                self.waiting = True
                self.app.push(PassScene(actor, why, self._take_seat, self.open_pause))
            return
        if st.stage == "reroll" and self.keep_turn == st.turn:
            self.play("keep")       # the player chose to keep every die of this turn
            return
        self.waiting = True
        self._build_choices(fresh=True)

    def _sum_up_skip(self) -> None:
        """After a skip, one line on what it passed over, pointing to the chronicle."""
        mark, self.skip_mark = self.skip_mark, None
        if mark is None:
            return
        skipped = self.chronicle.since(mark)
        if not skipped:
            return
        self.skipped_from = mark
        self.skipped_note = skip_summary(skipped)

    def review_extras(self) -> list[tuple[str, object]]:
        """The Trojan War is reviewed through its chronicle, turn by turn."""
        return [(N_("Chronicle"), self.open_chronicle)] if self.moves else []

    def offer_review(self, card: Scene) -> Scene:
        if isinstance(card, ResultCard):
            card.offer_review(self.open_chronicle, N_("Read the chronicle"))
        return card

    def language_changed(self) -> None:
        """The chronicle is worded as it is written: write it again, from the same
        moves, in the new language."""
        super().language_changed()
        self.chronicle = self.chronicle_of(self.moves)

    def open_chronicle(self) -> None:
        """The chronicle over the game; the story playing is finished first, so the
        chronicle never tells what the board has not shown."""
        if self.app is None:
            return
        if self.busy:
            self.animator.finish()
        self.app.push(ChronicleScene(self.chronicle, self.skipped_from))

    def _take_seat(self) -> None:
        self.seat = self.state.to_move()
        self.board.sync(self.state.view(self._viewer()))
        self._build_choices(fresh=True)

    # ------------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        super().update(dt)        # the story, a kept click, the computer, the end card
        if self.fast_forward and self.busy:
            self.skip_all()       # the computer's story since the skip, up to a person's turn
        if self.stale and not self.busy:
            self._settle()
        self.hint_bar = self.hints
        self.frame = self.compose()

    def _refresh_hints(self) -> None:
        self.hint_bar = self.hints

    def undo_choice(self) -> bool:
        """Undo first takes the last placed hero off the pick being laid."""
        if not self._picking():
            return False
        last = max(s for s, h in self.sel.items() if h)
        hero, self.sel[last] = self.sel[last], None
        self.pick_target = self._next_target()
        self._build_choices()
        self._focus_key(("hero", hero))     # on the hero taken off: Enter puts him back
        return True

    def undo(self) -> None:
        """Undo through the base; a pick open with no hero on it yet has nothing to undo
        unless a decision before it may be taken back."""
        if not self.over and not self._picking() and not PlayScreen.can_undo(self):
            self.say(self.nothing_to_undo())
            return
        if self.choices and not self._picking():
            self.focus_after_undo = self.choices[self.focus].key
        count = len(self.moves)
        super().undo()
        self.focus_after_undo = None        # used by the decision reopened, or not at all
        if len(self.moves) != count:
            self.chronicle = self.chronicle_of(self.moves)
            self.skipped_note, self.skipped_from, self.skip_mark = "", None, None

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hint_bar)
        a = action.act
        if a == Act.REVIEW or (a == Act.CLICK and action.pos is not None
                            and CHRONICLE_BUTTON.collidepoint(action.pos)):
            self.open_chronicle()
            return
        if self.busy and a not in (Act.MENU, Act.HELP, Act.UNDO):
            if a in (Act.CONFIRM, Act.CLICK):
                self.skip_beat()
            elif a == Act.NEXT:
                self.skip_all()
            elif a == Act.CANCEL:
                self.open_pause()
            return
        if self.over and a in (Act.CONFIRM, Act.CLICK, Act.CANCEL):
            if a == Act.CANCEL:
                self.open_pause()
            elif self.result_shown:
                self.show_result()
            return
        super().handle(action)

    def handle_play(self, action: InputAction) -> None:
        """The choices of the decision open: focus, select, step back."""
        a = action.act
        if not self.waiting or not self.choices:
            if a == Act.CANCEL:
                self.open_pause()
            return
        self.message = ""
        if a == Act.CANCEL:
            if self.state.stage == "pick" and any(self.sel.values()):
                self.undo()
            elif self.swap_first is not None:
                self.swap_first = None
                self._build_choices()
            else:
                self.open_pause()
        elif a in (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT):
            self._move_focus(a)
        elif a in (Act.NEXT, Act.PREV):
            self._cycle_focus(1 if a == Act.NEXT else -1)
        elif a == Act.CONFIRM:
            self._activate(self.focus)
        elif a in (Act.POINT, Act.CLICK) and action.pos is not None:
            for i, c in enumerate(self.choices):
                if c.rect.collidepoint(action.pos) and c.enabled:
                    self.focus = i
                    if a == Act.CLICK:
                        self._activate(i)
                    return

    def _told_mark(self) -> int:
        """How many chronicle entries the board had told before the story on screen:
        the entries of the moves whose story is still playing come after it."""
        untold = self.moves[self.told:]
        if not untold:
            return len(self.chronicle)
        return len(self.chronicle_of(self.moves[:self.told]))

    def chronicle_of(self, moves: Sequence[Move]) -> Chronicle:
        """The chronicle of ``moves`` (the first of the game's): replayed from the
        start, or online told from the events the server sent."""
        if self.ply_events is not None:
            return retold(self.start_text, [(m.player, m.text, events) for m, events
                                            in zip(moves, self.ply_events, strict=False)])
        return build(self.start_text, moves)

    def skip_beat(self) -> None:
        """Finish the animation beat on screen now (its effects still apply)."""
        self.animator.finish_step()

    def skip_all(self) -> None:
        """Skip to the next decision a person makes, past the computer's moves too."""
        if self.skip_mark is None:
            self.skip_mark = self._told_mark()
        self.fast_forward = True
        self.animator.finish()
