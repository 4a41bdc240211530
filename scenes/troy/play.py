"""The Trojan War play scene: twelve turns from the first event to the Horse.

It stands on the shared play-screen base (scenes/play.py: the moves played,
the computer's turn, undo, resignation, saves, the end card, toasts) and is
made of parts it holds rather than inherits:

- ``board`` (board.py), the displayed picture, lagging the rules on purpose:
  each decision's events are told as beats (story.py, beats.py) that change it
  one by one, and only when the story is told does the next decision open, so
  the screen never runs ahead of it;
- ``decision`` (decision.py), the decision open, with the handler of its stage
  (stages/), which reads what the decision means from ``state.view``;
- ``plies`` (plies.py), every decision with its events and the position after
  it, from which the chronicle and the review on the board are written;
- ``skipping`` (skipping.py), Enter, Skip duel and Tab over the story, and
  what a skip passed over;
- the painting (screen.py) from a ``Frame`` composed in ``update``.

``viewer`` is the one seat whose hidden picks the screen may show: the person
against the computer, nobody in the demo, and in hot-seat the player who has
taken the controls behind a pass screen to choose in secret.

Enter (A, a click) finishes the beat on screen and ends the turn's summary,
PgUp (LB, the Skip duel button) skips the rest of the duel (its end said in the
prompt), Tab (RB) skips to the next decision a person makes, but not past the
moments that decide the game; what it passed over (duels won and lost, the
armies, heroes joining, the VP) is summed up on a card before that decision.
Undo keeps the game's own limits, applied through the base: a decision whose
story showed a die, a god or a hidden hero cannot be taken back (chance is
seeded, so undo would peek ahead), nor, in hot-seat, one made before the
controls changed hands behind a pass screen. There is no draw
offer: the pause menu offers Resign only.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from game.ai.explain import Reason
from game.ai.players import Player, make_player
from game.common import Event, Outcome
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.core.replay import Move
from scenes.games import GameSetup
from scenes.play import PlayScreen
from scenes.play_words import headline, resign_line
from scenes.troy import beats, pace
from scenes.troy.advice import advice_sentence
from scenes.troy.board import Board
from scenes.troy.chronicle import Chronicle, build
from scenes.troy.chronicle_view import ChronicleScene
from scenes.troy.decision import Decision
from scenes.troy.keys import SETTLE, STANDING, bar_keys, decision_key, story_key
from scenes.troy.layout import CHRONICLE_BUTTON, INFO
from scenes.troy.lines import DECISIONS, line
from scenes.troy.overlays import PassScene, TroyResultScene
from scenes.troy.plies import Ply, opening, position_die, replay
from scenes.troy.prompt_words import awaiting, nothing_to_undo
from scenes.troy.review import TroyReviewScene, told_board
from scenes.troy.saving import shown_of
from scenes.troy.screen import Frame, compose, paint
from scenes.troy.skipping import Skipping
from scenes.troy.stages import STAGES, Choice, Context, PickStage
from scenes.troy.story import tell
from scenes.troy.telling import Telling
from scenes.troy.words import hero_name, move_words
from scenes.ui.anim import Animator
from scenes.ui.enter_guard import EnterGuard
from scenes.ui.hints import HintBar, bumped
from scenes.ui.play_keys import UNDO_HINT
from scenes.ui.result_card import ResultCard
from scenes.ui.thinking import Thinker
from scenes.ui.widgets import Backdrop

G, T = D.GREEK, D.TROJAN
FINAL_EVENTS = ("die_rolled", "god_drawn", "hero_revealed")   # chance shown: no undo past it
THINK_MIN = 0.35  # seconds the thinking shows: shorter than a board game's, Troy has many
class TroyPlayScene(PlayScreen):
    """A whole game of The Trojan War, hot-seat or against the computer."""

    draw_word = None          # the rules have no agreed draw
    standing_hints = (UNDO_HINT, *STANDING)

    def __init__(self, setup: GameSetup, *, state: TroyState | None = None,
                 seed: int | None = None, start_text: str | None = None,
                 moves: Sequence[Move] = (), undo_floor: int = 0,
                 plies: Sequence[Ply] | None = None) -> None:
        """A new game, or (``state`` and ``seed`` given) a saved or set-up one. A new
        game without a seed draws one and keeps it in its save, so it replays.
        ``plies``: the story of ``moves`` as it was told, when chance was decided
        elsewhere (by default the moves are played again on the start's chance)."""
        if seed is None:
            seed = setup.seed if setup.seed is not None else random.randrange(1 << 30)
        self.seed = seed
        opening_told = state is None
        if state is None:
            opts = setup.options
            state = TroyState(seed=seed, less_bloody=bool(opts.get("less_bloody")),
                              exchange=bool(opts.get("exchange")))
        super().__init__(setup, state, start_text=start_text, moves=moves,
                         undo_floor=undo_floor)
        self.state: TroyState = state
        self.thinker = Thinker(THINK_MIN)
        self.animator = Animator(on_idle=self._settle)
        self.board = Board()
        self.backdrop = Backdrop(seed=41, motes=30)
        self.viewer: int | None = setup.own_side
        self.decision: Decision | None = None
        self.awaiting: tuple[str, str] = ("", "")   # a side's turn that is not a person's
        self.waiting = False                # a person's decision is open (or a pass screen)
        self.floor_event = "die_rolled"     # what set the undo floor: the refusal's reason
        self.focus_after_undo: object = None   # the choice to focus once undo reopens one
        self.keep_turn = 0                  # Sinon: "keep every die this turn" in that turn
        self.message = ""                   # a word on the decision open, in the prompt
        self.taps = EnterGuard(SETTLE)      # the decision open, the Enters, story or decision
        self.hurried = False                # Enter hurried the story since the last decision
        self.stale = True                   # the state changed since the board last settled
        self.told = len(self.moves)         # the moves whose story the board has told
        self.opening = False
        self.start_events = opening(TroyState.from_text(self.start_text))
        self.plies: list[Ply] = list(plies) if plies is not None else \
            replay(self.start_text, self.moves)
        self.chronicle: Chronicle = build(self.start_events, self.plies)
        if plies is not None:       # told elsewhere (online): the board as its story left it
            self.board = told_board(self.start_text, self.start_events, self.plies,
                                    self.viewer, seed)
        self.skipping = Skipping(self)
        self.board.sync(self.state.view(self.viewer))
        self.shown_at = shown_of(self.board)
        if opening_told:
            self.tell_opening()
        self.hint_bar = self.hints
        self.frame: Frame = compose(self)

    # ------------------------------------------------------------------ base hooks
    def make_computer(self) -> Player:
        human = self.setup.human_side
        side = T if human is None else 1 - human
        return make_player("troy", self.setup.difficulty, seed=self.seed + 17 * (side + 1))

    def show_events(self, events: list[Event]) -> None:
        """The engine here has played a decision (or a resignation): take its ply."""
        player = self.moves[-1].player if self.ending is None and self.moves else None
        action = self.moves[-1].text if player is not None else ""
        self.take(Ply(player, action, tuple(events), self.state.to_text()))

    def take(self, ply: Ply) -> None:
        """One ply of the game, wherever its chance was decided: keep it, write the
        chronicle, and tell its events on the board (the state already stands after
        it). The screen never plays chance itself to tell a ply."""
        player, action, events = ply.player, ply.action, list(ply.events)
        self.hurried = False
        self.plies.append(ply)
        self.chronicle.add(events, player, action or None)
        if player is not None and self.setup.is_human(player):
            self.skipping.skipped, self.skipping.passed_from = None, None
        final = [e.kind for e in events if e.kind in FINAL_EVENTS]
        if final:
            self.undo_floor = len(self.moves)
            self.floor_event = "die_rolled" if "die_rolled" in final else final[-1]
        self.waiting, self.decision = False, None
        if self.setup.hot_seat and not (self.state.stage in ("pick", "reveal")
                                               and self.state.to_move() == self.viewer):
            self.viewer = None   # the controls change hands; a reveal leaves them where they are
        if player is not None and events and events[0].kind != "game_over" and \
                (not self.setup.is_human(player) or self.setup.hot_seat) \
                and action in DECISIONS:
            self.board.note(line("decision", side=player, action=action))
        self.tell(events, batch=len(self.plies))

    def tell(self, events: Sequence[Event], batch: int | None = None) -> None:
        """Queue the story of ``events`` on the animator; ``batch``: their place in the
        chronicle (0 the start's events, then one a ply), None for a story it lacks."""
        duel = self.board.duel
        telling = Telling(list(events), viewer=self.viewer,
                          waits=self.has_person() and self.referee is None,
                          summary=pace.LESSON_SUMMARY if self.referee else pace.SUMMARY,
                          taunt_seed=self.seed,
                          duel=("duel", duel.space) if duel is not None else None,
                          briseis=self.board.briseis, prompt=self.prompt)
        beats.queue(tell(events, telling), self.animator, self.board, self.sound, batch,
                    self._told)

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
        """The base's rule, or a pick being laid (undo takes its last placed hero off)."""
        return super().can_undo() or self._laying()

    def undo_refusal(self) -> str | None:
        if self.setup.hot_seat and self.state.stage in ("pick", "reveal"):
            return _("Nothing to undo: the controls have changed hands since")
        return None

    def nothing_to_undo(self) -> str:
        return nothing_to_undo(self.setup, self.moves, self.floor_event)

    def toast_midbottom(self) -> tuple[int, int]:
        """Over the event strip: the prompt under a toast would hide what to do now."""
        return INFO.centerx, INFO.bottom - 12

    def hint_area(self) -> pygame.Rect:
        """The hint card covers the event strip whole, always there: never the prompt."""
        return INFO

    def hint_words(self, action: Hashable) -> str:
        return move_words(self.state.view(self.state.to_move()), str(action))

    def hint_reason(self, reason: Reason) -> str:
        return advice_sentence(reason, hero_name)

    # ------------------------------------------------------------------ questions
    @property
    def hints(self) -> HintBar:
        """The keys that work right now (scenes/troy/keys.py)."""
        return self.hint_bars.get(bar_keys(self))

    @property
    def question(self) -> tuple[str, str]:
        """The decision open in words (title, explanation), or whose turn it is."""
        return self.decision.stage.question() if self.decision is not None else self.awaiting

    @property
    def choices(self) -> list[Choice]:
        """The choices of the decision open (none while nobody here decides)."""
        return self.decision.choices if self.decision is not None else []

    @property
    def focus(self) -> int:
        return self.decision.focus if self.decision is not None else 0

    @property
    def sel(self) -> dict[int, str | None]:
        """The pick being laid: challenge space -> hero id (empty but for a pick)."""
        stage = self.decision.stage if self.decision is not None else None
        return stage.sel if isinstance(stage, PickStage) else {}

    @property
    def shown_vp(self) -> float | None:
        """The VP marker while it slides (None when it stands on the track's value)."""
        return self.board.shown_vp

    @property
    def finished(self) -> bool:
        """The game is over and its story told."""
        return self.over and not self.busy

    def _laying(self) -> bool:
        """A pick is being laid: a hero is on a space, not yet committed."""
        return any(self.sel.values())

    def summing_up(self) -> bool:
        """The turn's summary is on screen, waiting for the player to go on."""
        step = self.animator.queue[0] if self.animator.queue else None
        return step is not None and any(isinstance(c, beats.Summary) and c.waiting
                                        and not c.finished
                                        for c in getattr(step, "children", ()))

    def duel_rounds_left(self) -> bool:
        """A duel's rounds are playing (Skip duel offered): its winner not yet known."""
        return self.duel_tag() is not None and self.board.duel is not None \
            and self.board.duel.winner is None

    def duel_tag(self) -> Any:
        """The tag of the duel whose beats are playing, or None."""
        if not self.animator.queue:
            return None
        tag = self.animator.queue[0].tag
        return tag if isinstance(tag, tuple) and tag[:1] == ("duel",) else None

    def tell_opening(self) -> None:
        """The first turn's events happen inside the state's constructor: tell them."""
        self.opening = True
        self.tell(opening(self.state), batch=0)

    def _told(self, at: tuple[int, int]) -> None:
        """A beat has been shown: the story has told event ``at`` ((batch, event))."""
        self.skipping.told_at = at

    def tell_position(self) -> None:
        """A position that opens in the middle of a duel or a battle (a lesson's): the
        die its decision is about is thrown again, so the player sees it land."""
        die = position_die(self.state.view(self.viewer))
        if die is None:
            return
        duel = self.board.duel
        if duel is not None and die["purpose"] == "duel":
            duel.round, duel.dice, duel.totals = 0, [None, None], [None, None]
        elif duel is not None:
            duel.result_die = None
        self.opening = True
        self.tell([die])

    # ------------------------------------------------------------------ the story told
    def _settle(self) -> None:
        """The story is told: re-sync the picture and open the next decision."""
        if self.busy or not self.stale and not self.opening:
            return
        self.stale, self.opening = False, False
        self.told = len(self.moves)
        self.board.sync(self.state.view(self.viewer))
        self.shown_at = shown_of(self.board)
        self.save()
        self._open_decision()

    def _open_decision(self) -> None:
        st = self.state
        actor = st.to_move()
        # answered for the player: every die kept this turn, or a 9 no re-roll can beat
        kept = st.stage == "reroll" and (self.keep_turn == st.turn or self._unbeatable())
        if (actor is None or self.setup.is_human(actor)) and not kept:
            self.skipping.active = False
            self.skipping.sum_up(card=actor is not None)
        if actor is None:
            return
        if not self.setup.is_human(actor):
            self.awaiting = awaiting(self.setup, actor, lesson=self.computer is None)
            return
        if self.setup.hot_seat and st.stage in ("pick", "reveal") and self.viewer != actor:
            if self.app is not None and not isinstance(getattr(self.app, "top", None),
                                                       PassScene):
                why = (N_("Choose your heroes in secret.") if st.stage == "pick"
                       else N_("Turn one enemy hero face up, then choose your heroes."))
                self.waiting = True
                self.app.push(PassScene(actor, why, self._take_seat, self.open_pause))
            return
        if kept:
            # the player chose to keep every die of this turn (or the die is a 9); a
            # lesson may refuse the keep, and then the decision opens (asked again,
            # not answered again)
            turn, self.keep_turn = self.keep_turn, 0
            if self._keep():
                self.keep_turn = turn
                return
            self.skipping.active = False        # refused: the decision opens after all
            self.skipping.sum_up()
        self._open_stage()

    def _open_stage(self) -> None:
        """The decision's stage handler, with the focus where it was before an undo."""
        view = self.state.view(self.state.to_move())
        ctx = Context(view=view, board=self.board, play=lambda action: self.play(action),
                      refresh=self._relay,
                      say=self._say_in_prompt, keep_turn=self._keep_this_turn)
        focus, self.focus_after_undo = self.focus_after_undo, None
        self.decision = Decision(STAGES[view["stage"]](ctx), focus,
                                 guided=self.referee is None)    # a lesson gives nothing away
        self.waiting = True
        self.taps.open()

    def _relay(self, focus: Any = None) -> None:
        """The decision's own choice changed (a hero placed): lay it out again."""
        if self.decision is not None:
            self.message = ""
            self.decision.lay_out(focus)

    def _say_in_prompt(self, message: str) -> None:
        self.message = message

    def _keep_this_turn(self) -> None:
        """Sinon: keep this die and every later one this turn without being asked
        (the screen answers ``keep`` for the player; the rules still ask)."""
        turn = self.state.turn
        if self._keep():
            self.keep_turn = turn

    def _unbeatable(self) -> bool:
        """Sinon asks after a duel or army die that shows 9: no new roll can be higher,
        so the screen keeps it rather than ask (a result die's worth depends on the
        table, and is always asked)."""
        view = self.state.view(self.state.to_move())
        return view["context"] in ("duel", "army") and view["decision"]["better"] == 0

    def _keep(self) -> bool:
        """Answer ``keep`` for the player; False when it was not taken (a lesson's
        step asked for something else)."""
        count = len(self.moves)
        self.play("keep")
        return len(self.moves) > count or (self.remote is not None and self.remote.sending)

    def review_extras(self) -> list[tuple[str, object]]:
        """The pause menu's way back over the game, on the board (the chronicle has its
        own key and button)."""
        return [(N_("Review on the board"), self.open_review)]

    def offer_review(self, card: Scene) -> Scene:
        if isinstance(card, ResultCard):
            card.offer_review(lambda: self.open_review(N_("Back to the result")),
                              N_("Review on the board"))
        return card

    def open_review(self, leave_label: str | None = None, ply: int | None = None) -> None:
        """Step through the game so far on the board, turn by turn and beat by beat."""
        if self.app is None:
            return
        self.drop_hint()        # the story waits, paused, where it is: the review
        self.app.push(TroyReviewScene(self.start_text, self.start_events, self.plies,
                                      self.viewer, self.seed,
                                      leave_label or N_("Back to the game"), ply,
                                      told=(self.skipping.told_at or (0, -1)) if self.busy
                                      else None))

    def language_changed(self) -> None:
        """The chronicle is worded as it is written: write it again, from the same
        plies, in the new language; the decision's words too."""
        super().language_changed()
        self.chronicle = build(self.start_events, self.plies)
        if self.decision is not None:
            self.decision.lay_out()

    def open_chronicle(self) -> None:
        """The chronicle over the game, up to what the board has shown: the story
        playing waits under it and goes on where it was (a card waiting for the player,
        a decision's choice, the turn's summary are all still to come)."""
        if self.app is None:
            return
        told = self.chronicle.head(self.skipping.told_mark()) if self.busy else self.chronicle
        self.app.push(ChronicleScene(told, self.skipping.passed_from))

    def enter(self) -> None:
        """On top again (the chronicle, the pause or the rules closed): an open
        decision waits again before Enter takes it, seen anew, not half-remembered."""
        super().enter()
        self.taps.open()

    def _take_seat(self) -> None:
        self.viewer = self.state.to_move()
        self.board.sync(self.state.view(self.viewer))
        self._open_stage()
        self.taps.open_for = SETTLE     # the pass screen's "ready" was the pause before it

    # ------------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        super().update(dt)        # the story, a kept click, the computer, the end card
        self.taps.tick(dt, opened=self.decision is not None and not self.busy)
        if self.skipping.active and self.busy:
            self.skipping.to_moment()   # the story since the skip, up to a person's turn
        if self.stale and not self.busy:
            self._settle()
        self.hint_bar = self.hints
        self.frame = compose(self)

    def _refresh_hints(self) -> None:
        self.hint_bar = self.hints

    def undo_choice(self) -> bool:
        """Undo first takes the last placed hero off the pick being laid."""
        if self.decision is None:
            return False
        return self.decision.stage.take_back() is not None

    def undo(self) -> None:
        """Undo through the base; a pick open with no hero on it yet has nothing to undo
        unless a decision before it may be taken back."""
        if not self.over and not self._laying() and not PlayScreen.can_undo(self):
            self.say(self.nothing_to_undo())
            return
        if not self._laying():      # the choice taken back, else where the focus was
            undone = next((m.text for m in reversed(self.moves)
                           if self.setup.is_human(m.player)), None)
            self.focus_after_undo = undone if undone is not None else \
                None if self.decision is None else self.decision.focus_key
        count = len(self.moves)
        super().undo()
        self.focus_after_undo = None        # used by the decision reopened, or not at all
        if len(self.moves) != count:
            self.plies = self.plies[:len(self.moves)]
            self.chronicle = build(self.start_events, self.plies)
            self.board.take_story(told_board(self.start_text, self.start_events, self.plies,
                                             self.viewer, self.seed))
            self.skipping.forget()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hint_bar)
        a = action.act
        if a == Act.REVIEW or (a == Act.CLICK and action.pos is not None
                            and CHRONICLE_BUTTON.collidepoint(action.pos)):
            self.open_chronicle()
            return
        if self.busy and a not in (Act.MENU, Act.HELP, Act.UNDO):
            story_key(self, action)
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
        decision_key(self, action)

    def take_choice(self, i: int) -> None:
        if self.decision is not None:
            self.sound("menu")
            self.decision.activate(i)

    def skip_beat(self) -> None:
        """Finish the beat on screen now (its changes still apply); at the turn's
        summary, go on."""
        self.animator.finish_step()

    def skip_duel(self) -> None:
        self.skipping.duel()

    def skip_all(self) -> None:
        """Tab: to the next decision a person makes (scenes/troy/skipping.py)."""
        self.skipping.all()

    def draw_play(self, surface: Any) -> None:
        """Everything but the toast and the hint bar, which the base draws on top."""
        paint(surface, self)

