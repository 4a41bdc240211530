"""The Trojan War play scene: twelve turns from the first event to the Horse.

The scene holds the rules state, a displayed ``Board`` that lags it, and an
animation queue. Each decision (the human's through the on-screen choices,
the computer's from a ``Thinker`` off the render loop) is played on the
state; the events it returns become animation beats that update the board
one by one. Only when the queue is empty does the next decision open, so
the screen never runs ahead of the story. CONFIRM finishes the current
beat, NEXT skips to the next decision (the shared scheme is in
scenes/play_keys.py). The game is saved at every decision and when the
screen closes (scenes/saves.py; what the save holds: ``resume_game``).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.ai.players import ThinkingTask, make_player
from game.ai.troy import duel_odds
from game.common import Event
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.art import sprites
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.saves import SavedGame, clear_save, write_save
from scenes.games import GameSetup
from scenes.troy import view as V
from scenes.troy.overlays import PassScene, TroyResultScene
from scenes.troy.saving import restore_shown, shown_of
from scenes.ui import anim
from scenes.ui.play_keys import END_HINTS, MENU_HINT, RULES_HINT, UNDO_HINT, HintBars
from scenes.ui.thinking import Thinker, draw_spinner
from scenes.ui.widgets import (
    Backdrop,
    Hint,
    HintBar,
    blit_text,
    device_of,
    draw_focus,
    draw_panel,
    text,
)

G, T = D.GREEK, D.TROJAN
FINAL_EVENTS = ("die_rolled", "god_drawn", "hero_revealed")
THINK_MIN = 0.35  # seconds the thinking shows: shorter than a board game's, Troy has many
TAUNTS = (
    "\u201cYour spear is swifter in your boasts than in your hand.\u201d",
    "\u201cGo home to your ships; the gods have forgotten you.\u201d",
    "\u201cToday the dogs of Troy will feast.\u201d",
    "\u201cI know your father's name, and I shall know your grave.\u201d",
    "\u201cStand, if your knees will hold you.\u201d",
    "\u201cYour shield is fine bronze. It will look well in my tent.\u201d",
)
ERAS = {1: "Before the Iliad", 3: "The Iliad", 9: "After the Iliad", 12: "The Trojan Horse"}


def era(turn: int) -> str:
    return ERAS[max(k for k in ERAS if k <= turn)]


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


def duel_mods(hero: str, opp: str, gods: list[str | None], bow: bool) -> list[tuple[str, int]]:
    """The itemised die modifiers of ``hero`` against ``opp`` (as the rules count them)."""
    h, o = D.BY_ID[hero], D.BY_ID[opp]
    mods = [("Power", h.power)]
    ch = D.CHARACTER_TABLE[h.character][o.character]
    if ch:
        mods.append((f"Character {h.character} vs {o.character}", ch))
    drawn = [g for g in gods if g]
    row = D.god_row(h.id, h.side)
    if D.ZEUS not in drawn:
        mods += [(D.GOD_NAMES[g], row[g]) for g in drawn if row.get(g)]
    elif any(row.get(g) for g in drawn):
        mods.append(("Zeus cancels gods", 0))   # says why the other god's help is missing
    if bow and h.id == "paris":
        mods.append(("Apollo's bow", D.PARIS_BOW_BONUS))
    return mods


def percent(p: float) -> str:
    """A chance as a player reads it: never a flat 0% or 100% while dice can still turn."""
    if p > 0.995:
        return ">99%"
    if p < 0.005:
        return "<1%"
    return f"{round(p * 100)}%"


def hero_line(hid: str) -> str:
    """Power, Resistance and what the hero's Character is good against."""
    h = D.BY_ID[hid]
    row = D.CHARACTER_TABLE[h.character]
    good = [D.CHARACTERS[o] for o, v in row.items() if v > 0]
    bad = [D.CHARACTERS[o] for o, v in row.items() if v < 0]
    out = f"{h.name}: Power {h.power}, Resistance {h.resistance}, " \
          f"{D.CHARACTERS[h.character]} ({h.character})"
    if good:
        out += f"; +1 against {', '.join(good)}"
    if bad:
        out += f"; \u22121 against {', '.join(bad)}"
    return out + "."


@dataclass
class Choice:
    """One thing the player can pick on screen: a rect, and what it does."""

    rect: pygame.Rect
    label: str
    do: Callable[[], None]
    enabled: bool = True
    kind: str = "button"   # "button", "row" (roster hero), "space" (board)
    key: Any = None


class Banner(anim.Anim):
    """An announcement card over the centre for ``duration`` seconds."""

    def __init__(self, title: str, lines: list[str], duration: float,
                 color: Any = theme.GOLD) -> None:
        super().__init__(duration)
        self.title, self.lines, self.color = title, lines, color

    def draw(self, surface: pygame.Surface) -> None:
        V.draw_banner(surface, self.title, self.lines, self.progress, self.color)


class PanelDie(anim.DieRoll):
    """A thrown die kept inside ``bounds``: its hop never crosses a panel's title or the
    turn track above the panel."""

    def __init__(self, value: int, pos: tuple[int, int], face: Callable[[int], pygame.Surface],
                 bounds: pygame.Rect, **kw: Any) -> None:
        super().__init__(value, pos, face, **kw)
        self.bounds = bounds
        side = face(value).get_width()
        self.reach = side * 0.72 + 2   # half the diagonal: the tumbling die at any angle

    @property
    def pos(self) -> tuple[float, float]:
        x, y = super().pos
        b, r = self.bounds, self.reach
        return (min(max(x, b.left + r), b.right - r), min(max(y, b.top + r), b.bottom - r))


class TroyPlayScene(Scene):
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
        self.board = V.Board()
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
        if a == Act.CLICK and (hint := self.hints.hit(action.pos)) is not None:
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

    def _activate(self, i: int) -> None:
        if 0 <= i < len(self.choices) and self.choices[i].enabled:
            if self.app is not None:
                self.app.play_sound("menu")
            self.choices[i].do()

    def _cycle_focus(self, step: int) -> None:
        n = len(self.choices)
        for k in range(1, n + 1):
            j = (self.focus + step * k) % n
            if self.choices[j].enabled:
                self.focus = j
                return

    def _move_focus(self, a: Act) -> None:
        """Spatial navigation: the nearest enabled choice in that direction."""
        if not self.choices:
            return
        cur = self.choices[self.focus].rect.center
        dx, dy = {Act.LEFT: (-1, 0), Act.RIGHT: (1, 0), Act.UP: (0, -1), Act.DOWN: (0, 1)}[a]
        best, best_score = None, 1e18
        for i, c in enumerate(self.choices):
            if i == self.focus or not c.enabled:
                continue
            vx, vy = c.rect.centerx - cur[0], c.rect.centery - cur[1]
            along = vx * dx + vy * dy
            if along <= 0:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            score = along + 2.5 * across
            if score < best_score:
                best, best_score = i, score
        if best is not None:
            self.focus = best
            if self.app is not None:
                self.app.play_sound("menu")

    # ------------------------------------------------------------------ decisions
    def _button_row(self, labels: list[tuple[str, Callable[[], None]]]) -> list[Choice]:
        out = []
        w = min(172, (V.PROMPT.width - 20) // max(1, len(labels)) - 10)
        x = V.PROMPT.right - 12 - len(labels) * (w + 10) + 10
        for label, fn in labels:
            r = pygame.Rect(x, V.PROMPT.bottom - 46, w, 38)
            out.append(Choice(r, label, fn))
            x += w + 10
        return out

    def _build_choices(self, fresh: bool = False) -> None:
        st = self.state
        stage, actor = st.stage, st.to_move()
        assert actor is not None
        side = D.SIDE_DISPLAY[actor]
        old_key = self.choices[self.focus].key if self.choices and not fresh else None
        ch: list[Choice] = []
        legal = st.legal_actions() if stage != "pick" else []
        go = self._go
        if stage == "pick":
            if fresh:
                heroes, spaces = st.pick_slots(actor)
                self.sel = {s: None for s in spaces}
                self.pick_target = spaces[0] if spaces else None
            heroes = [D.HEROES[i].id for i in st.pick_slots(actor)[0]]
            n = 0
            for i in D.SIDE_HEROES[actor]:
                h = D.HEROES[i]
                status = self.board.status.get(h.id, "available")
                if status == "absent" and h.id == "neoptolemus" and \
                        self.board.status.get("achilles") != "dead":
                    continue
                r = V.roster_row(actor, n)
                n += 1
                ch.append(Choice(r, h.name, lambda hid=h.id: self._toggle_hero(hid),
                                 enabled=h.id in heroes, kind="row", key=("hero", h.id)))
            for s in self.sel:
                ch.append(Choice(V.card_rect(s, actor), f"Challenge {s + 1}",
                                 lambda s=s: self._target(s), kind="space", key=("space", s)))
            full = all(self.sel.values())
            commit = self._button_row([("Clear", self._clear_picks),
                                       ("Commit heroes", self._commit)])
            commit[1].enabled = full
            commit[0].enabled = any(self.sel.values())
            commit[1].key, commit[0].key = ("commit",), ("clear",)
            ch += commit
            spaces_txt = ", ".join(str(s + 1) for s in self.sel)
            self.prompt = (f"{side}: choose heroes for challenges {spaces_txt}",
                           "Select heroes in your list; select a space to choose where the next "
                           "one goes. Picks stay face down until the gods are drawn.")
        elif stage == "reveal":
            opp = 1 - actor
            who = "Calchas" if st.random_event_id() == "calchas" or actor == G else "Helenus"
            for a in legal:
                s = int(a.split(":")[1]) - 1
                ch.append(Choice(V.card_rect(s, opp), f"Reveal {s + 1}", lambda a=a: go(a),
                                 kind="space", key=a))
            self.prompt = (f"{who}: {side}, turn one enemy hero face up",
                           "Then place your heroes knowing it; that duel cannot be cancelled.")
        elif stage in ("cancel", "thersites"):
            for a in legal:
                s = int(a.split(":")[1]) - 1
                ch.append(Choice(V.space_rect(s), f"Challenge {s + 1}", lambda a=a: go(a),
                                 kind="space", key=a))
            if stage == "cancel":
                priam = st.random_event_id() == "priam"
                self.prompt = (f"{side}: cancel one challenge",
                               "That duel will not be fought." +
                               (" Priam: each side cancels one." if priam else "") +
                               " Mandatory and revealed duels cannot be cancelled.")
            else:
                self.prompt = (f"Thersites: {side}, pick a duel to win outright",
                               "1 VP and the loser is unharmed; not against Achilles or Ajax "
                               "son of Telamon.")
        elif stage == "swap":
            swappable = sorted({int(x) - 1 for a in legal if a.startswith("swap:")
                                for x in a[5:].split(",")})
            for s in swappable:
                ch.append(Choice(V.card_rect(s, G), f"Space {s + 1}",
                                 lambda s=s: self._swap_pick(s), kind="space", key=("sw", s)))
            ch += self._button_row([("No swap", lambda: go("noswap"))])
            ch[-1].key = "noswap"
            first = "" if self.swap_first is None else \
                f" First: challenge {self.swap_first + 1}; now the second."
            self.prompt = (f"Cassandra: {side}, swap two of your heroes?",
                           "Select two of your heroes on the board, or choose No swap." + first)
        elif stage == "reroll":
            v = st.view(actor)
            ctx = v["context"]
            die = {"duel": st.gdie, "result": st.res_die, "army": st.army_die}.get(ctx, -1)
            ch += self._button_row([(f"Re-roll ({st.rerolls} left)", lambda: go("reroll")),
                                    ("Keep", lambda: go("keep"))])
            ch[0].key, ch[1].key = "reroll", "keep"
            what = {"duel": "duel die", "result": "result die", "army": "army die"}.get(ctx, "die")
            self.prompt = (f"Sinon: {side}, re-roll your {what}?",
                           f"It shows {die}. Sinon grants two re-rolls this turn.")
        elif stage == "spare":
            w = st.spaces(actor)[st.duel]
            lo = st.spaces(1 - actor)[st.duel]
            ch += self._button_row([("Kill (+3 VP)", lambda: go("kill")),
                                    ("Spare: prisoner", lambda: go("spare"))])
            why = " Helen's event turns this wound into a death." \
                if st.random_event_id() == "helen" and st.res_die not in (0, 1, 2) else ""
            self.prompt = (f"{side}: {D.HEROES[w].name} would kill {D.HEROES[lo].name}",
                           "Kill for 3 VP, or spare him as your prisoner for no VP." + why)
        elif stage == "exchange":
            labels = [("No exchange", lambda: go("noexchange"))]
            for a in legal:
                if a.startswith("exchange:"):
                    g, t = a[9:].split(",")
                    labels.append((f"{V.hero_name(g).split(',')[0]} for "
                                   f"{V.hero_name(t).split(',')[0]}", lambda a=a: go(a)))
            ch += self._button_row(labels[:3])
            self.prompt = (f"{side}: offer a prisoner exchange?",
                           "Your captured hero comes home, theirs goes back.")
        elif stage == "exchange_reply":
            g, t = (D.HEROES[i].id for i in st.offer)
            ch += self._button_row([("Accept", lambda: go("accept")),
                                    ("Refuse", lambda: go("refuse"))])
            self.prompt = (f"{side}: exchange {V.hero_name(t)} for {V.hero_name(g)}?",
                           "The Greeks offer to trade prisoners.")
        self.choices = ch
        self.focus = 0
        keys = [c.key for c in ch]
        if old_key is not None and old_key in keys and ch[keys.index(old_key)].enabled:
            self.focus = keys.index(old_key)
        elif stage == "reroll":
            self._focus_key("keep")
        elif stage == "swap" and self.swap_first is None:
            self._focus_key("noswap")
        elif stage == "swap":
            self._focus_key(next(c.key for c in ch if c.kind == "space"
                                 and c.key != ("sw", self.swap_first)))
        elif not ch[0].enabled:
            self._cycle_focus(1)

    def _go(self, action: str) -> None:
        self.play(action)

    # pick helpers
    def _next_target(self) -> int | None:
        for s, h in self.sel.items():
            if h is None:
                return s
        return None

    def _toggle_hero(self, hid: str) -> None:
        placed = [s for s, h in self.sel.items() if h == hid]
        if placed:
            self.sel[placed[0]] = None
            self.pick_target = placed[0]
        else:
            target = self.pick_target if self.pick_target is not None else self._next_target()
            if target is None:
                self.message = "Every space is filled: commit, or select a hero to take him off."
                return
            self.sel[target] = hid
            self.pick_target = self._next_target()
        self._build_choices()
        if self.pick_target is None:
            self._focus_key(("commit",))
        elif not placed:
            self._focus_next_free_hero()

    def _focus_key(self, key: Any) -> None:
        for i, c in enumerate(self.choices):
            if c.key == key and c.enabled:
                self.focus = i

    def _focus_next_free_hero(self) -> None:
        start = self.focus
        n = len(self.choices)
        for k in range(1, n + 1):
            c = self.choices[(start + k) % n]
            if c.kind == "row" and c.enabled and c.key[1] not in self.sel.values():
                self.focus = (start + k) % n
                return

    def _target(self, s: int) -> None:
        if self.sel.get(s):
            self.sel[s] = None
        self.pick_target = s
        self._build_choices()
        self._focus_next_free_hero()

    def _clear_picks(self) -> None:
        for s in self.sel:
            self.sel[s] = None
        self.pick_target = self._next_target()
        self._build_choices()

    def _commit(self) -> None:
        ids = [self.sel[s] for s in sorted(self.sel)]
        if not all(ids):
            return
        self.play("pick:" + ",".join(ids))  # type: ignore[arg-type]

    def _swap_pick(self, s: int) -> None:
        if self.swap_first is None:
            self.swap_first = s
            self._build_choices()
        elif self.swap_first == s:
            self.swap_first = None
            self._build_choices()
        else:
            a, b = sorted((self.swap_first, s))
            self.play(f"swap:{a + 1},{b + 1}")

    # ------------------------------------------------------------------ events -> beats
    def _animate(self, events: list[Event], viewer: int | None) -> None:
        """Queue one beat per event; each beat ends by updating the board."""
        b = self.board
        q = self.animator
        sound = self._sound
        faces = sprites.die_faces(58)
        i = 0
        while i < len(events):
            e = events[i]
            k = e.kind
            if k == "turn_started":
                t = e["turn"]
                lines = [era(t)]
                back = [V.hero_name(x["hero"]).split(",")[0] for x in events[i + 1:]
                        if x.kind == "hero_recovered"]
                new = [V.hero_name(x["hero"]).split(",")[0] for x in events[i + 1:]
                       if x.kind == "reinforcement"]
                if back:
                    lines.append("Back in the fight: " + ", ".join(back))
                if new:
                    lines.append("Reinforcements arrive: " + ", ".join(new))
                q.add(anim.Call(lambda t=t: (b.new_turn(t), b.note(f"Turn {t} begins."))))
                q.add(Banner(f"Turn {t}", lines, 1.2 + 0.4 * (len(lines) - 1)))
            elif k in ("hero_recovered", "reinforcement"):
                q.add(anim.Call(lambda h=e["hero"]: b.status.__setitem__(h, "available")))
            elif k == "die_rolled":
                self._die_beat(e, faces)
            elif k == "event_drawn":
                self._event_beat(e)
            elif k == "event_void":
                q.add(anim.Call(lambda r=e["reason"]: b.note(f"Sinon: {r}.")))
                q.add(Banner("Sinon has no effect", [e["reason"] + "."], 1.0))
            elif k == "briseis_moved":
                to = "Achilles'" if e["to"] == "achilles" else "Agamemnon's"
                q.add(anim.Call(lambda to=e["to"]: setattr(b, "briseis", to)))
                b_line = f"Briseis goes to {to} tent."
                if e["to"] == "achilles":
                    b_line += " Achilles fights again."
                q.add(anim.Call(lambda s=b_line: b.note(s)))
            elif k == "hero_placed":
                side, s = e["side"], e["space"] - 1
                shown = e["hero"] if e["face_up"] or side == viewer else "hidden"
                q.add(anim.Call(lambda s=s, side=side, h=shown: self._place(s, side, h)))
                q.add(anim.Delay(0.12))
            elif k == "hero_revealed":
                self._reveal_beat(e, viewer)
            elif k == "god_drawn":
                side, god = e["side"], e["god"]
                pos = V.god_slot(side)
                front = sprites.god_card(D.GOD_NAMES[god], (62, 86))
                back = sprites.card_back((62, 86))
                if side == G:
                    q.add(anim.Call(lambda: b.note("Each side draws a god from the bowl.")))
                q.add(anim.Call(lambda side=side: (b.god_flipping.add(side), sound("flip"))))
                q.add(anim.CardFlip(back, front, pos, duration=0.55))
                q.add(anim.Call(lambda side=side, god=god: (
                    b.god_flipping.discard(side), b.gods.__setitem__(side, god))))
                if side == T:
                    gods = [x["god"] for x in events if x.kind == "god_drawn"]
                    if len(gods) == 2:
                        q.add(Banner("The gods take sides",
                                     [f"{D.GOD_NAMES[g]} ({D.SIDE_DISPLAY[s]}): {V.god_line(g)}"
                                      for s, g in enumerate(gods)], 2.0))
            elif k == "challenge_cancelled":
                s = e["space"] - 1
                who = D.SIDE_DISPLAY[e["side"]]
                q.add(anim.Call(lambda s=s, who=who: (b.cancelled.__setitem__(s, True),
                                                      b.note(f"The {who} cancel challenge "
                                                             f"{s + 1}."))))
                q.add(Banner(f"The {who} cancel challenge {s + 1}",
                             ["That duel will not be fought."], 1.1))
            elif k == "heroes_swapped":
                s1, s2 = (x - 1 for x in e["spaces"])
                h1, h2 = e["heroes"]
                q.add(anim.Call(lambda s1=s1, s2=s2, h1=h1, h2=h2: (
                    self._place(s1, G, h1), self._place(s2, G, h2))))
                q.add(Banner("Cassandra: the Greeks swap", [
                    f"{V.hero_name(h1)} now fights on challenge {s1 + 1}, "
                    f"{V.hero_name(h2)} on {s2 + 1}."], 1.4))
            elif k == "duel_started":
                self._duel_start_beat(e)
            elif k == "reroll":
                q.add(Banner("Sinon: the Greeks re-roll", [f"{e['left']} re-roll(s) left."], 0.9))
            elif k == "round_tied":
                q.add(anim.Call(lambda e=e: self._round_log(e, None)))
                q.add(anim.Delay(0.6))
            elif k == "wound":
                q.add(anim.Call(lambda e=e: self._round_log(e, e["side"])))
                img = text("Wound!", 30, "title-bold", theme.DANGER)
                cx, cy = V.duel_card_pos(e["side"])
                q.add(anim.FloatText(img, (cx, cy), duration=0.7, rise=50))
            elif k == "duel_result":
                self._duel_result_beat(e)
            elif k in ("hero_killed", "hero_serious", "hero_wounded"):
                st = {"hero_killed": "dead", "hero_serious": "serious",
                      "hero_wounded": "wounded"}[k]
                q.add(anim.Call(lambda h=e["hero"], st=st: b.status.__setitem__(h, st)))
                if e.get("winner"):
                    q.add(anim.Call(lambda h=e["hero"]: b.note(
                        f"{V.hero_name(h)} wins but is left wounded.")))
            elif k == "vp_scored":
                self._vp_beat(e)
            elif k == "army_battle":
                w = e["winner"]
                verdict = ("A draw: no VP" if w is None else
                           f"The {V.SIDE_WORD[w]} army wins: +2 VP")
                q.add(anim.Call(lambda v=verdict: self._army_verdict(v)))
                q.add(anim.Delay(1.1))
            elif k == "vp_track":
                self._track_beat(e)
            elif k == "horse_boarded":
                mods = next((x["modifiers"] for x in events if x.kind == "horse_roll"),
                            self.state.horse_modifiers()[1])
                q.add(anim.Call(lambda h=e["heroes"], m=mods: self._open_horse(h, m)))
                q.add(anim.Delay(1.6))
            elif k == "horse_roll":
                ok = e["success"]
                verdict = ("The Horse enters Troy!" if ok else
                           "The Trojans burn the Horse outside the walls.")
                q.add(anim.Call(lambda e=e, v=verdict: self._horse_verdict(e, v)))
                q.add(anim.Delay(2.0))
            elif k == "prisoners_exchanged":
                names = " and ".join(V.hero_name(h) for h in e["heroes"])
                q.add(anim.Call(lambda e=e: [b.status.__setitem__(h, "available")
                                             for h in e["heroes"]]))
                q.add(Banner("Prisoners exchanged", [f"{names} go home."], 1.3))
            i += 1

    def _sound(self, name: str) -> None:
        if self.app is not None:
            self.app.play_sound(name)

    def _place(self, s: int, side: int, hid: str) -> None:
        self.board.spaces[s][side] = hid

    def _die_beat(self, e: Event, faces: Callable[[int], pygame.Surface]) -> None:
        b, q = self.board, self.animator
        purpose, who, value = e["purpose"], e.get("who"), e["value"]
        seed = len(b.chronicle) * 7 + value
        if purpose == "event":
            pos = (V.CENTRE.centerx, V.CENTRE.top + 70)
            q.add(anim.Parallel([anim.Call(lambda: self._sound("dice")),
                                 PanelDie(value, pos, faces, V.CENTRE, duration=0.8,
                                          seed=seed)]))
            q.add(anim.Call(lambda v=value: setattr(b, "event_roll", v)))
        elif purpose == "duel":
            def start(who: int = who) -> None:
                d = b.duel
                if d is None:
                    return
                if who == G:
                    d.round += 1
                    d.dice, d.totals = [None, None], [None, None]
                d.rolling[who] = True
                self._sound("dice")

            def land(who: int = who, e: Event = e) -> None:
                d = b.duel
                if d is None:
                    return
                d.rolling[who] = False
                d.dice[who], d.totals[who] = e["value"], e["total"]
                d.mods[who] = list(e["modifiers"])
            q.add(anim.Call(start))
            q.add(PanelDie(value, V.die_pos(who), faces, V.PANEL_BODY, duration=0.75,
                           seed=seed))
            q.add(anim.Call(land))
        elif purpose == "result":
            def rstart() -> None:
                if b.duel is not None:
                    b.duel.result_rolling = True
                    b.duel.verdict = f"{D.SIDE_DISPLAY[who]} roll for the result"
                self._sound("dice")

            def rland(v: int = value) -> None:
                if b.duel is not None:
                    b.duel.result_rolling = False
                    b.duel.result_die = v
            q.add(anim.Call(rstart))
            q.add(PanelDie(value, V.result_die_pos(), sprites.die_faces(40), V.PANEL_BODY,
                           duration=0.8, seed=seed))
            q.add(anim.Call(rland))
        elif purpose == "army":
            def astart(who: int = who, e: Event = e) -> None:
                b.duel = None
                if b.army is None:
                    b.army = V.ArmyShow()
                    for side in (G, T):
                        b.army.mods[side] = [("Duels won", b.duels_won[side])] + [
                            (D.GOD_NAMES[g], D.god_row(None, side)[g]) for g in b.gods
                            if g and D.ZEUS not in b.gods and D.god_row(None, side).get(g)]
                b.army.mods[who] = list(e["modifiers"])
                b.army.rolling[who] = True
                b.army.verdict = ""
                self._sound("dice")

            def aland(who: int = who, e: Event = e) -> None:
                if b.army is not None:
                    b.army.rolling[who] = False
                    b.army.dice[who], b.army.totals[who] = e["value"], e["total"]
            q.add(anim.Call(astart))
            q.add(PanelDie(value, V.army_die_pos(who), sprites.die_faces(64), V.PANEL_BODY,
                           duration=0.8, seed=seed))
            q.add(anim.Call(aland))
        elif purpose == "horse":
            def hstart() -> None:
                if b.horse is not None:
                    b.horse.rolling = True
                self._sound("dice")

            def hland(v: int = value) -> None:
                if b.horse is not None:
                    b.horse.rolling, b.horse.die = False, v
            q.add(anim.Call(hstart))
            q.add(PanelDie(value, V.horse_die_pos(), sprites.die_faces(72), V.PANEL_BODY,
                           duration=1.3, seed=seed))
            q.add(anim.Call(hland))

    def _event_beat(self, e: Event) -> None:
        b, q = self.board, self.animator
        if not e["mandatory"]:
            name, line = V.event_words(e["event"])
            roll = e.get("roll")
            q.add(anim.Call(lambda ev=e["event"], r=roll: (
                setattr(b, "event", ev), setattr(b, "event_roll", r),
                b.note(f"Event: {name}."))))
            nothing = e["event"] == "none"
            q.add(Banner(f"Event: {name}", [f"The die shows {e.get('roll')}. {line}"],
                         1.0 if nothing else 2.2))
            return
        ev = next(m for m in D.MANDATORY.values() if m.id == e["event"])
        state = e.get("state", "applies")
        home = ev.void_if_briseis_home and self.board.briseis == "achilles"
        extra = {"applies": ev.text,
                 "void": "Void: Briseis is in Achilles' tent." if home
                 else "Void: a hero is dead or a prisoner.",
                 "postponed": "Postponed: a hero cannot fight yet."}[state]
        line = f"{ev.name} \u2014 {extra}"
        q.add(anim.Call(lambda line=line: (b.mandatory_lines.append(line), b.note(line))))
        q.add(Banner(f"Mandatory: {ev.name}", [extra], 2.0,
                     theme.DANGER if state == "applies" else theme.INK_DIM))

    def _reveal_beat(self, e: Event, viewer: int | None) -> None:
        b, q = self.board, self.animator
        side, s, hid = e["side"], e["space"] - 1, e["hero"]
        if b.spaces[s][side] == hid and e.get("by") is None:
            return
        q.add(anim.Call(lambda: (b.flipping.add((s, side)), self._sound("flip"))))
        q.add(anim.CardFlip(sprites.card_back(V.CARD), V.hero_card(hid), V.card_pos(s, side),
                            duration=0.32))
        q.add(anim.Call(lambda: (b.flipping.discard((s, side)), self._place(s, side, hid))))
        if e.get("by") is not None:
            who = "Calchas" if e["by"] == G else "Helenus"
            q.add(Banner(f"{who} reveals {V.hero_name(hid)}",
                         [f"Challenge {s + 1} is face up and cannot be cancelled."], 1.4))

    def _duel_start_beat(self, e: Event) -> None:
        b, q = self.board, self.animator
        s = e["space"] - 1
        g, t = e["greek"], e["trojan"]

        def open_duel() -> None:
            bow = b.turn == 9 and s == 0 and bool(b.mandatory) and \
                {g, t} == {"achilles", "paris"}
            d = V.DuelShow(space=s, heroes=(g, t), to_death=e["to_death"])
            speaker = (g, t)[(b.turn + s) % 2]
            taunt = TAUNTS[(self.seed + 3 * b.turn + s) % len(TAUNTS)]
            d.taunt = f"{V.hero_name(speaker).split(',')[0]}: {taunt}"
            d.mods = [duel_mods(g, t, b.gods, bow), duel_mods(t, g, b.gods, bow)]
            b.duel = d
            b.army = None
            b.note(f"Duel on challenge {s + 1}: {V.hero_name(g)} vs {V.hero_name(t)}.")
        q.add(anim.Call(open_duel))
        q.add(anim.Delay(0.9))

    def _round_log(self, e: Event, loser: int | None) -> None:
        d = self.board.duel
        if d is None:
            return
        parts = []
        for side in (G, T):
            die, tot = d.dice[side], d.totals[side]
            mod = (tot - die) if die is not None and tot is not None else 0
            parts.append(f"{die} {V.signed(mod)} = {tot}")
        line = f"Round {d.round}: {parts[0]} against {parts[1]}: "
        if loser is None:
            line += "tie, no wound"
        else:
            d.wounds[loser] = e["wounds"]
            line += f"{V.hero_name(e['hero']).split(',')[0]} wounded ({e['wounds']}/" \
                    f"{e['resistance']})"
        d.log.append(line)

    def _duel_result_beat(self, e: Event) -> None:
        b, q = self.board, self.animator
        s = e["space"] - 1
        wh, lh, res = e["winner_hero"], e["loser_hero"], e["result"]
        verdict = f"{V.hero_name(wh).split(',')[0]} wins: {V.hero_name(lh).split(',')[0]} " \
                  f"{V.RESULT_WORDS[res]}"
        if e.get("thersites"):
            q.add(anim.Call(lambda: (setattr(b, "thersites", s), b.note(
                f"Thersites: {V.hero_name(wh)} wins challenge {s + 1} outright."))))
            q.add(Banner("Thersites mocks the Greeks", [
                f"{V.hero_name(wh)} wins challenge {s + 1} over {V.hero_name(lh)}: "
                "1 VP, no harm done."], 1.6))
            return

        def settle() -> None:
            d = b.duel
            if d is not None:
                d.verdict, d.winner = verdict, e["winner"]
                d.loser_gone = res in ("dead", "prisoner", "spared")
            if res in ("prisoner", "spared"):
                b.status[lh] = "prisoner"
                b.captors[lh] = wh
            b.duels_won[e["winner"]] += 1
            b.note(verdict + ".")
        if res == "dead":
            side = 1 - e["winner"]
            img = V.hero_card(lh, V.DUEL_CARD)
            q.add(anim.Call(lambda: self._sound("capture")))
            q.add(anim.Parallel([anim.Call(settle),
                                 anim.Capture(img, V.duel_card_pos(side), duration=0.9)]))
        else:
            q.add(anim.Call(settle))
        q.add(anim.Delay(1.2))

    def _vp_beat(self, e: Event) -> None:
        b, q = self.board, self.animator
        side, vp = e["side"], e["vp"]
        reason = V.REASON_WORDS.get(e["reason"], "")
        label = f"{D.SIDE_DISPLAY[side]} +{vp} VP" + (f" ({reason})" if reason else "")
        img = text(label, 22, "ui-bold", V.SIDE_INK[side])
        if b.army is not None or e["reason"] == "army":
            start = (V.CENTRE.centerx, V.CENTRE.bottom - 60)
        else:
            start = (V.CENTRE.centerx, V.CENTRE.bottom - 70)
        end = (V.vp_x(b.vp + (vp if side == T else -vp)), V.VP_TRACK_Y + 14)
        q.add(anim.Call(lambda: b.turn_vp.__setitem__(side, b.turn_vp[side] + vp)))
        q.add(anim.Sequence([anim.FloatText(img, start, duration=0.5, rise=12),
                             anim.Slide(img, [start, end], duration=0.55)]))

    def _track_beat(self, e: Event) -> None:
        b, q = self.board, self.animator
        old, new, delta = b.vp, e["vp"], e["delta"]

        def tween(v: float) -> None:
            self.shown_vp = v
        q.add(anim.Tween(old, new, 0.7 if old != new else 0.01, anim.cubic_in_out, tween))
        q.add(anim.Call(lambda: (setattr(b, "vp", new), setattr(self, "shown_vp", None))))
        gv, tv = b.turn_vp
        lines = [f"Greeks {gv} VP, Trojans {tv} VP this turn: track {V.signed(delta)}",
                 f"The track stands at {V.signed(new)} \u2014 {V.vp_words(new)}."]
        q.add(Banner(f"End of turn {e['turn']}", lines, 1.8))

    def _army_verdict(self, verdict: str) -> None:
        if self.board.army is not None:
            self.board.army.verdict = verdict
        self.board.note(verdict + ".")

    def _open_horse(self, heroes: list[str], mods: list[tuple[str, int]]) -> None:
        self.board.duel = self.board.army = None
        self.board.horse = V.HorseShow(heroes=list(heroes), mods=[tuple(m) for m in mods])

    def _horse_verdict(self, e: Event, verdict: str) -> None:
        h = self.board.horse
        if h is not None:
            h.die, h.total, h.verdict = e["value"], e["total"], verdict
        self.board.note(verdict)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        b = self.board
        self.backdrop.draw(surface)
        V.draw_track(surface, b)
        V.draw_vp_track(surface, b, self.shown_vp)
        picking = self.waiting and self.state.stage == "pick" and bool(self.choices)
        actor = self.state.to_move()
        for side in (G, T):
            picked = {h: s for s, h in self.sel.items() if h} if picking and side == actor \
                else None
            V.draw_roster(surface, b, side, active=picking and side == actor, picked=picked,
                          t=self.t)
        if b.horse is not None:
            V.draw_horse_panel(surface, b.horse)
        elif b.duel is not None:
            V.draw_duel(surface, b.duel, self.t)
        elif b.army is not None:
            V.draw_army(surface, b.army, b)
        else:
            hid = self.focused_hero() if picking else None
            V.draw_spaces(surface, b, hide_own=self.sel if picking else None,
                          quiet=set(self.pick_odds(hid)) if hid else None,
                          pick_side=actor if picking else None,
                          target=self.pick_target if picking else None,
                          pickable=list(self.sel) if picking else None)
        if picking and b.duel is None and (hid := self.focused_hero()) is not None:
            for s, win in self.pick_odds(hid).items():
                r = V.card_rect(s, actor)  # type: ignore[arg-type]
                blit_text(surface, V.hero_name(hid).split(",")[0], 14, (r.centerx, r.top + 14),
                          kind="ui-bold", color=theme.INK, anchor="midtop")
                blit_text(surface, f"{round(win * 100)}%", 28, (r.centerx, r.top + 44),
                          kind="ui-bold", color=theme.GOOD if win >= 0.5 else theme.DANGER,
                          anchor="midtop")
                blit_text(surface, "to win here", 13, (r.centerx, r.top + 80),
                          color=theme.INK_DIM, anchor="midtop")
                blit_text(surface, "(before gods)", 12, (r.centerx, r.top + 98),
                          color=theme.INK_FAINT, anchor="midtop")
        self._draw_prompt(surface)
        V.draw_info(surface, b)
        self.animator.draw(surface)
        self._draw_choices(surface)
        self.hints.draw(surface, device_of(self.app))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        r = V.PROMPT
        busy = not self.animator.idle
        actor = self.state.to_move()
        border = V.SIDE_INK[actor] if actor is not None and self.waiting else theme.GOLD_DIM
        draw_panel(surface, r, border=border, alpha=235)
        x = r.left + 16
        if busy:
            line = b.chronicle[-1] if (b := self.board).chronicle else ""
            blit_text(surface, V._fit(line, 18, r.width - 40), 18, (x, r.top + 12),
                      kind="ui-semibold", color=theme.INK)
            if self.has_human:   # nobody to skip in a demo
                blit_text(surface, "Enter / A: skip this step  \u00b7  Tab / RB: skip to "
                          "your next decision", 14, (x, r.top + 40), color=theme.INK_DIM)
            return
        if self.task is not None:
            draw_spinner(surface, (x + 14, r.centery), self.t, 12)
            blit_text(surface, self.prompt[0], 20, (x + 40, r.centery), kind="ui-bold",
                      color=theme.INK, anchor="midleft")
            return
        if self.finished:
            blit_text(surface, "Game over", 19, (x, r.top + 10), kind="ui-bold", color=theme.GOLD)
            if self.has_human:
                blit_text(surface, "Enter / A or a click: show the result again", 14,
                          (x, r.top + 36), color=theme.FOCUS)
            return
        if not self.waiting:
            return
        title, sub = self.prompt
        width = r.width - 32
        if any(c.kind == "button" for c in self.choices):
            width = min(c.rect.left for c in self.choices if c.kind == "button") - x - 12
        blit_text(surface, V._fit(title, 19, r.width - 32), 19, (x, r.top + 10),
                  kind="ui-bold", color=V.SIDE_INK[actor] if actor is not None else theme.GOLD)
        fnt = theme.font(14)
        from scenes.ui.widgets import wrap_text
        y = r.top + 36
        hid = self.focused_hero()
        if hid is not None and not self.message:
            sub = hero_line(hid)
        elif (odds := self.focused_duel_odds()) and not self.message:
            sub = f"{sub} {odds}"
        for ln in wrap_text(self.message or sub, fnt, max(200, width))[:3]:
            blit_text(surface, ln, 14, (x, y),
                      color=theme.FOCUS if self.message else theme.INK_DIM)
            y += 17

    def _draw_choices(self, surface: pygame.Surface) -> None:
        if not self.waiting or not self.animator.idle:
            return
        for i, c in enumerate(self.choices):
            focused = i == self.focus
            if c.kind == "button":
                fill = theme.BG_PANEL_HI if focused else theme.BG_PANEL
                col = theme.FOCUS if focused else (theme.INK if c.enabled else theme.INK_FAINT)
                draw_panel(surface, c.rect, fill=fill, border=theme.GOLD if c.enabled
                           else theme.INK_FAINT, alpha=250, radius=10)
                blit_text(surface, V._fit(c.label, 17, c.rect.width - 16), 17, c.rect.center,
                          kind="ui-bold", color=col, anchor="center")
            elif c.kind == "space" and c.enabled:
                pygame.draw.rect(surface, theme.GOLD_DIM, c.rect.inflate(6, 6), 2,
                                 border_radius=12)
            if c.kind == "space" and self.swap_first is not None and c.key == ("sw",
                                                                                self.swap_first):
                pygame.draw.rect(surface, theme.GOOD, c.rect.inflate(10, 10), 4,
                                 border_radius=12)
            if focused and c.enabled:
                if c.kind == "button":
                    pygame.draw.rect(surface, theme.FOCUS, c.rect, 3, border_radius=10)
                else:
                    draw_focus(surface, c.rect, self.t)

    def pick_odds(self, hid: str) -> dict[int, float]:
        """Chance the focused hero beats each face-up enemy on an open space (gods unknown)."""
        actor = self.state.to_move()
        if actor is None:
            return {}
        out = {}
        for s, mine in self.sel.items():
            opp = self.board.spaces[s][1 - actor]
            if mine is None and opp not in (None, "hidden"):
                bow = self.board.turn == 9 and s == 0 and self.board.mandatory
                out[s] = duel_odds(hid, opp, None, bool(bow))[0]
        return out

    def focused_duel_odds(self) -> str:
        """The focused challenge's odds with this turn's gods, when cancelling or Thersites."""
        if self.state.stage not in ("cancel", "thersites") or not self.waiting or \
                not self.choices or self.choices[self.focus].kind != "space":
            return ""
        s = int(str(self.choices[self.focus].key).split(":")[1]) - 1
        g, t = self.board.spaces[s]
        if g in (None, "hidden") or t in (None, "hidden"):
            return ""
        gods = tuple(x for x in self.board.gods if x)
        bow = self.board.turn == 9 and s == 0 and bool(self.board.mandatory)
        win = duel_odds(g, t, gods, bow)[0]
        return (f"Challenge {s + 1} with these gods: Greeks win {percent(win)}, "
                f"Trojans {percent(1 - win)}.")

    def focused_hero(self) -> str | None:
        if self.waiting and self.choices and self.choices[self.focus].kind == "row":
            return self.choices[self.focus].key[1]
        return None
