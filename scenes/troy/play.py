"""The Trojan War play scene: twelve turns from the first event to the Horse.

The scene holds the rules state, a displayed ``Board`` that lags it, and an
animation queue. Each decision (the human's through the on-screen choices,
the computer's from a ``Thinker`` off the render loop) is played on the
state; the events it returns become animation beats that update the board
one by one. Only when the queue is empty does the next decision open, so
the screen never runs ahead of the story. CONFIRM finishes the current
beat, NEXT skips to the next decision (the shared scheme is in
scenes/ui/play_keys.py). The game is saved at every decision and when the
screen closes (scenes/core/saves.py; what the save holds: ``resume_game``).

Its parts live beside it: the choices of each decision (decisions.py), the
story told as beats (story.py, duel_story.py) and the painting (screen.py).
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

from game.ai.players import ThinkingTask, make_player
from game.common import Event
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.core.base import Act, InputAction, Scene
from scenes.core.saves import SavedGame, clear_save, write_save
from scenes.games import GameSetup
from scenes.troy.board import Board
from scenes.troy.decisions import Choice, DecisionsMixin
from scenes.troy.duel_story import DuelStoryMixin
from scenes.troy.overlays import PassScene, TroyResultScene
from scenes.troy.saving import restore_shown, shown_of
from scenes.troy.screen import PaintMixin, compose
from scenes.troy.story import StoryMixin
from scenes.ui import anim
from scenes.ui.play_keys import END_HINTS, MENU_HINT, RULES_HINT, UNDO_HINT, HintBars
from scenes.ui.thinking import Thinker
from scenes.ui.widgets import (
    Backdrop,
    Hint,
    HintBar,
)

G, T = D.GREEK, D.TROJAN


FINAL_EVENTS = ("die_rolled", "god_drawn", "hero_revealed")


THINK_MIN = 0.35  # seconds the thinking shows: shorter than a board game's, Troy has many


def start_game(setup: GameSetup) -> Scene:
    """The entry the pre-game screen calls (found by module name)."""
    return TroyPlayScene(setup)


def resume_game(saved: SavedGame) -> Scene:
    """Reopen a saved game where its screen left it ("Continue the saved game").

    The save holds the position at the last decision the screen showed (plus
    the undoable decisions just before it, replayed so Undo still reaches
    them) and, when the window closed while a decision's story was still
    playing, that decision: it is played again on the same seeded chance, so
    its dice are shown, not skipped. ValueError (or the engine's
    NotationError / IllegalActionError) for a save that does not fit.
    """
    if saved.game != "troy":
        raise ValueError("not a Trojan War save")
    extra = saved.extra
    seed = extra["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the save has no seed")
    target = TroyState.from_text(saved.position)
    if target.outcome() is not None:
        raise ValueError("the saved game is already over")
    opts = saved.setup.options
    if (target.less_bloody, target.exchange_rule) != (bool(opts.get("less_bloody")),
                                                      bool(opts.get("exchange"))):
        raise ValueError("the saved position was played with other options")
    scene = TroyPlayScene(saved.setup, state=TroyState.from_text(str(extra["base"])), seed=seed)
    scene.replay_tail([str(a) for a in extra["tail"]])
    scene.board.sync(scene.state.view(scene._viewer()))
    restore_shown(scene.board, extra["shown"])
    if extra.get("opening"):
        scene.pending = {**scene._checkpoint(), "opening": True}
        scene._animate(scene._opening_events(), scene._viewer())
    for action in extra.get("replay", []):
        if scene.state.to_move() is None:
            raise ValueError("the saved decisions run past the end of the game")
        scene.play(str(action))
    if scene.state.to_text() != saved.position:
        raise ValueError("the saved story does not lead to the saved position")
    return scene


class TroyPlayScene(DecisionsMixin, StoryMixin, DuelStoryMixin, PaintMixin, Scene):
    """A whole game of The Trojan War, hot-seat or against the computer."""

    def __init__(self, setup: GameSetup, *, state: TroyState | None = None,
                 seed: int | None = None) -> None:
        """A new game, or (``state`` and ``seed`` given) a saved one resumed."""
        super().__init__()
        self.setup = setup
        if seed is None:
            seed = setup.seed if setup.seed is not None else random.randrange(1 << 30)
        self.seed = seed
        opts = setup.options
        self.state = state if state is not None else TroyState(
            seed=seed, less_bloody=bool(opts.get("less_bloody")),
            exchange=bool(opts.get("exchange")))
        self.ai = {p: make_player("troy", setup.difficulty, seed=seed + 17 * (p + 1))
                   for p in (G, T) if not setup.is_human(p)}
        self.board = Board()
        self.animator = anim.Animator()
        self.backdrop = Backdrop(seed=41, motes=30)
        self.t = 0.0
        self.shown_vp: float | None = None
        self.thinker = Thinker(THINK_MIN)
        self.seat: int | None = None        # hot-seat: who may see hidden picks now
        self.choices: list[Choice] = []
        self.focus = 0
        self.prompt: tuple[str, str] = ("", "")
        self.waiting = False                # a human decision is open
        self.sel: dict[int, str | None] = {}   # pick mode: space -> hero id
        self.pick_target: int | None = None
        self.swap_first: int | None = None
        self.records: list[tuple[int, bool]] = []   # (actor, final) per play
        self.finished = False
        self.end_card: TroyResultScene | None = None
        self.message = ""
        self.fast_forward = False           # Tab: skip every beat until a person decides
        # saving: the undoable decisions since the last die (and the position before
        # them), and the last decision point while a story since then still plays
        self.tail_base: str | None = None
        self.tail_actions: list[str] = []
        self.pending: dict[str, Any] | None = None
        self._written = ""
        self.board.sync(self.state.view(self._viewer()))
        if state is None:
            self.pending = {**self._checkpoint(), "opening": True}
            self._animate(self._opening_events(), self._viewer())
        self.hint_bars = HintBars()
        self.hint_bar = self.hints
        self.frame = compose(self)

    @property
    def hints(self) -> HintBar:
        """The keys that work right now: skipping the story, deciding, or the end.

        A game with nobody at the controls (the demo) offers no skip, decision or
        undo keys: there is no one to press them."""
        if not self.has_human:
            return self.hint_bars.get([RULES_HINT, MENU_HINT])
        if self.finished and self.animator.idle:
            return self.hint_bars.get(END_HINTS)
        if not self.animator.idle:
            return self.hint_bars.get([Hint("Enter", "A", "Skip step", Act.CONFIRM),
                                       Hint("Tab", "RB", "Skip to your decision", Act.NEXT),
                                       RULES_HINT, MENU_HINT])
        if not self.waiting or not self.choices:
            return self.hint_bars.get([RULES_HINT, MENU_HINT])
        return self.hint_bars.get([Hint("\u2190\u2191\u2192\u2193", "D-pad", "Move"),
                                   Hint("Enter", "A", "Select", Act.CONFIRM),
                                   Hint("Tab", "RB", "Next choice", Act.NEXT),
                                   UNDO_HINT, RULES_HINT, MENU_HINT])

    @property
    def has_human(self) -> bool:
        """Whether a person plays either side (not in the computer-only demo)."""
        return self.setup.is_human(G) or self.setup.is_human(T)

    # ------------------------------------------------------------------ who sees what

    @property
    def task(self) -> ThinkingTask | None:
        """The computer's thinking in progress, if any."""
        return self.thinker.task

    def _viewer(self) -> int | None:
        if self.setup.vs_computer:
            return self.setup.human_side
        st = self.state
        if st.stage in ("pick", "reveal") and self.seat == st.to_move():
            return self.seat
        return None

    def _opening_events(self) -> list[Event]:
        """The first turn's events happen inside the state's constructor: replay them."""
        v = self.state.view(None)
        evs = [Event("turn_started", {"turn": v["turn"]})]
        roll = self.state.event
        rid, name, _ = D.RANDOM_EVENTS[roll]
        evs.append(Event("die_rolled", {"who": None, "purpose": "event", "value": roll}))
        evs.append(Event("event_drawn", {"event": rid, "name": name, "mandatory": False,
                                         "roll": roll}))
        return evs

    # ------------------------------------------------------------------ playing

    def play(self, action: str) -> None:
        """Apply one decision (human or computer), queue its story and save."""
        actor = self.state.to_move()
        assert actor is not None
        checkpoint = self._checkpoint() if self.pending is None else None
        before = self.state.to_text() if self.tail_base is None else None
        events = self.state.play(action)
        final = any(e.kind in FINAL_EVENTS for e in events)
        self.records.append((actor, final))
        self._remember(action, final, before)
        if checkpoint is not None:
            self.pending = checkpoint
        assert self.pending is not None
        self.pending["replay"] = [*self.pending.get("replay", []), action]
        self.waiting = False
        self.choices = []
        self.sel = {}
        self.swap_first = None
        if not self.setup.vs_computer:
            self.seat = None
        if actor in self.ai or (not self.setup.vs_computer):
            self._note_decision(actor, action)
        self._animate(events, self._viewer())
        if self.state.outcome() is not None:
            if self.app is not None and self.has_human:
                clear_save(self.app, "troy")   # a finished game is never continued
        else:
            self._save()

    # ------------------------------------------------------------------ saving

    def _remember(self, action: str, final: bool, before: str | None) -> None:
        """Keep the run of undoable decisions since the last die, god or reveal."""
        if final:
            self.tail_base, self.tail_actions = None, []
            return
        if self.tail_base is None:
            assert before is not None
            self.tail_base = before
        self.tail_actions.append(action)

    def replay_tail(self, actions: list[str]) -> None:
        """Play the saved undoable decisions again (so Undo can take them back)."""
        for action in actions:
            actor = self.state.to_move()
            if actor is None:
                raise ValueError("the saved decisions run past the end of the game")
            before = self.state.to_text() if self.tail_base is None else None
            events = self.state.play(action)
            if any(e.kind in FINAL_EVENTS for e in events):
                raise ValueError("a saved undoable decision rolled a die")
            self.records.append((actor, False))
            self._remember(action, False, before)

    def _checkpoint(self) -> dict[str, Any]:
        """The save's extra at a decision point: seed, the position before the
        undoable decisions, those decisions, and what the screen shows."""
        return {"seed": self.seed,
                "base": self.tail_base if self.tail_base is not None else self.state.to_text(),
                "tail": list(self.tail_actions), "shown": shown_of(self.board)}

    def _save(self) -> None:
        """Keep the game as a save: at a decision point as it stands, while a story
        still plays as the last decision point plus the decisions since."""
        if self.app is None or not self.has_human or self.state.outcome() is not None:
            return
        busy = self.pending is not None and not self.animator.idle
        extra = self.pending if busy else self._checkpoint()
        assert extra is not None
        saved = SavedGame(self.setup, self.state.to_text(), extra)
        stamp = json.dumps(saved.to_dict(), sort_keys=True)
        if stamp != self._written and write_save(self.app, saved):
            self._written = stamp

    def _note_decision(self, actor: int, action: str) -> None:
        side = D.SIDE_DISPLAY[actor]
        if action.startswith("cancel:") or action.startswith("pick:"):
            return  # told by the events themselves
        words = {"reroll": "re-roll their die (Sinon)", "keep": "keep their die",
                 "spare": "spare the loser", "kill": "finish the loser",
                 "noswap": "keep their heroes in place", "noexchange": "offer no exchange",
                 "accept": "accept the exchange", "refuse": "refuse the exchange"}
        if action in words:
            self.board.note(f"The {side} {words[action]}.")

    def _undoable(self) -> int:
        """How many plays an undo would take back (0: not allowed now).

        A decision can be taken back only while no die, god or hidden hero has
        been shown since: chance is seeded, so otherwise undo would peek ahead.
        """
        if not self.waiting or not self.records:
            return 0
        n = 0
        for actor, final in reversed(self.records):
            if final:
                return 0
            n += 1
            if self.setup.vs_computer and actor in self.ai:
                continue
            if not self.setup.vs_computer and self.state.stage in ("pick", "reveal"):
                return 0  # hot-seat: the controls have changed hands behind a pass screen
            return n
        return 0

    def undo(self) -> bool:
        """Take back a pick in progress, else the last decision when allowed."""
        if self.state.stage == "pick" and self.waiting and any(self.sel.values()):
            last = max((s for s, h in self.sel.items() if h), key=lambda s: s)
            self.sel[last] = None
            self.pick_target = self._next_target()
            self._build_choices()
            return True
        n = self._undoable()
        if not n:
            self.message = "Nothing to undo: the dice have spoken since."
            return False
        for _ in range(n):
            self.state.undo()
            self.records.pop()
            self.tail_actions.pop()
        if not self.tail_actions:
            self.tail_base = None
        self.board.sync(self.state.view(self._viewer()))
        self.message = "Decision taken back."
        self._open_decision()
        return True

    # ------------------------------------------------------------------ frame loop

    def update(self, dt: float) -> None:
        self.t += dt
        self.backdrop.update(dt)
        was_busy = not self.animator.idle
        self.animator.update(dt)
        if was_busy and self.animator.idle:
            self._settle()
        if self.thinker.busy:
            ready, action = self.thinker.poll(dt)
            if ready:
                self.play(str(action))
        if self.fast_forward and not self.animator.idle:
            self.skip_all()   # the computer's story since the skip, up to the person's turn
        if self.animator.idle and self.task is None and not self.waiting and not self.finished:
            self._settle()
        self.hint_bar = self.hints
        self.frame = compose(self)

    def _settle(self) -> None:
        """Animations are done: re-sync the picture and open the next decision."""
        self.shown_vp = None
        self.pending = None
        self.board.sync(self.state.view(self._viewer()))
        self._open_decision()

    def _open_decision(self) -> None:
        st = self.state
        if st.outcome() is not None or st.to_move() not in self.ai:
            self.fast_forward = False
        if st.outcome() is not None:
            if not self.finished:
                self.finished = True
                self._show_result()
            return
        actor = st.to_move()
        if actor is None:
            return
        self._save()
        if actor in self.ai:
            if not self.thinker.busy:
                self.thinker.start(self.ai[actor], st)
                self.prompt = (f"The {D.SIDE_DISPLAY[actor]} are thinking\u2026", "")
            return
        if not self.setup.vs_computer and st.stage in ("pick", "reveal") and self.seat != actor:
            if self.app is not None and not isinstance(self.app.top, PassScene):
                why = ("Choose your heroes in secret." if st.stage == "pick"
                       else "Turn one enemy hero face up, then choose your heroes.")
                self.waiting = True
                self.app.push(PassScene(actor, why, self._take_seat))
            return
        self.waiting = True
        self._build_choices(fresh=True)

    def _take_seat(self) -> None:
        self.seat = self.state.to_move()
        self.board.sync(self.state.view(self._viewer()))
        self._build_choices(fresh=True)

    def _show_result(self) -> None:
        out = self.state.outcome()
        assert out is not None and self.app is not None
        horse = None
        if self.state.horse is not None:
            die, total, _ok = self.state.horse
            horse = (die, total, self.state.horse_modifiers()[1])
        self.app.play_sound("win")
        human = self.setup.human_side if self.setup.vs_computer else None
        self.end_card = TroyResultScene(out.winner, out.reason, self.state.vp, horse,
                                        self._rematch, human, self._view_board)
        self.app.push(self.end_card)

    def _view_board(self) -> None:
        self.message = "Game over: press Enter for the result."

    def show_result(self) -> None:
        """Reopen the end card after looking at the final board."""
        if self.app is not None and self.end_card is not None:
            self.app.push(self.end_card)

    def _rematch(self) -> None:
        assert self.app is not None
        self.app.replace(TroyPlayScene(replace(self.setup, seed=self.seed + 1)))

    def exit(self) -> None:
        """Leaving the screen (a closed window, quitting, a rematch): keep the game."""
        self.thinker.cancel()
        self._save()

    # ------------------------------------------------------------------ input

    def handle(self, action: InputAction) -> None:
        a = action.act
        if a == Act.CLICK and (hint := self.hint_bar.hit(action.pos)) is not None:
            a = hint
            action = InputAction(hint, "mouse")
        if a in (Act.MENU,):
            self._pause()
            return
        if a == Act.HELP:
            from scenes.menus.rules_reader import RulesScene

            assert self.app is not None
            self.app.push(RulesScene("troy"))
            return
        if not self.animator.idle:
            if a in (Act.CONFIRM, Act.CLICK):
                self.skip_beat()
            elif a == Act.NEXT:
                self.skip_all()
            elif a == Act.CANCEL:
                self._pause()
            return
        if self.finished:
            if a in (Act.CONFIRM, Act.CLICK):
                self.show_result()
            elif a == Act.CANCEL:
                self._pause()
            return
        if not self.waiting or not self.choices:
            if a == Act.CANCEL:
                self._pause()
            return
        self.message = ""
        if a == Act.UNDO:
            self.undo()
        elif a == Act.CANCEL:
            if self.state.stage == "pick" and any(self.sel.values()):
                self.undo()
            elif self.swap_first is not None:
                self.swap_first = None
                self._build_choices()
            else:
                self._pause()
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

    def _pause(self) -> None:
        from scenes.menus.pause import PauseScene

        assert self.app is not None
        self.app.push(PauseScene("troy"))

    def skip_beat(self) -> None:
        """Finish the animation beat on screen now (its effects still apply)."""
        if self.animator.queue:
            self.animator.finish_step()
            if self.animator.idle:
                self._settle()

    def skip_all(self) -> None:
        """Skip to the next decision a person makes, past the computer's moves too."""
        self.fast_forward = True
        while self.animator.queue:
            self.skip_beat()







    # pick helpers
