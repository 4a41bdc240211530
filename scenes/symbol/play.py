"""Symbol on screen: leader placement, moves, reinforcements, detonations.

``start_game`` is what the pre-game screen calls. The play scene keeps the
engine's state, a *shown* board for animation, and a small mode machine:

    idle      pick one of your stacks (or Reinforce from the panel)
    selected  a stack is picked: toggle piece types, choose a destination
    stop      a reach capture can stop on several cells: choose one
    reinforce pick pieces from the reserve and drop them on lit cells

Keys and pads drive a board cursor; Tab / RB moves the focus into the
panel's buttons and back (scenes/play_keys.py has the shared scheme); Enter /
A finishes an animation. The mouse can do everything directly.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game.common import Outcome
from game.symbol import (
    DETONATE,
    MOVE,
    PLACE,
    REACH,
    REINFORCE,
    RESIGN,
    SymbolState,
)
from game.symbol.board import HOME, NAMES
from game.symbol.pieces import LETTERS, counts_of, pack
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.saves import SavedGame
from scenes.games import GAMES, GameSetup
from scenes.symbol import board as sb
from scenes.symbol.ai import accepts_draw, make_computer
from scenes.symbol.board import BoardView, Stack, sprites_marker, stack_image
from scenes.symbol.fx import build
from scenes.symbol.panel import NAMES as PIECE_NAMES
from scenes.symbol.panel import (
    SHORT,
    Chip,
    draw_chip,
    draw_legend,
    draw_moves,
    draw_player_card,
    layout_row,
    setup_text,
)
from scenes.symbol.save import Story, restore, variants_of
from scenes.symbol.save import save as save_game
from scenes.symbol.story import story
from scenes.ui.anim import Animator
from scenes.ui.move_list import MoveScroll
from scenes.ui.play_keys import (
    ANIMATING_HINTS,
    CURSOR_HINT,
    END_HINTS,
    MENU_HINT,
    RULES_HINT,
    UNDO_HINT,
    HintBars,
    is_skip,
)
from scenes.ui.thinking import Thinker, draw_spinner
from scenes.ui.widgets import (
    Backdrop,
    ConfirmDialog,
    Hint,
    HintBar,
    blit_text,
    device_of,
    draw_panel,
    wrap_text,
)

PANEL_X = 690
PANEL_W = 560
CONTEXT_BOTTOM = 282 + 196       # the context box's lower edge (see _draw_panel)


def new_state(setup: GameSetup) -> SymbolState:
    flags = variants_of(setup)
    custom = setup.options.get("army", "basic") != "basic" or "unlimited" in flags
    return SymbolState.new(flags, choose_armies=custom)


def start_game(setup: GameSetup) -> Scene:
    """The pre-game screen's entry point: army choice if any, then the board."""
    state = new_state(setup)
    return _screen_for(setup, state, Story(state.to_text()))


def resume_game(saved: SavedGame) -> Scene:
    """Reopen a saved game on the screen of its phase (army choice or board);
    ValueError or NotationError for a save that does not fit."""
    back = restore(saved)
    scene = _screen_for(saved.setup, back.state, back.story, back.history, back.floor)
    if isinstance(scene, SymbolPlayScene):
        scene.last_story = story(back.last_events, scene.sides)
    return scene


def _screen_for(setup: GameSetup, state: SymbolState, tale: Story,
                history: list[tuple[int, tuple | None, str]] | None = None,
                floor: int = 0) -> Scene:
    if state.to_move() is not None and state.pending[state.side]:
        from scenes.symbol.army import SymbolArmyScene

        return SymbolArmyScene(setup, state, tale)
    return SymbolPlayScene(setup, state, tale, history, floor)


def shown_of(state: SymbolState) -> dict[int, Stack]:
    out: dict[int, Stack] = {}
    for c in range(49):
        st = state.stack_at(c)
        if st is not None:
            out[c] = (st[0], st[1].upper())
    return out


def describe(letters: str) -> str:
    """``"LEEW"`` -> ``"Leader, 2 Earth, Water"``."""
    parts = []
    for k in dict.fromkeys(letters.upper()):
        n = letters.upper().count(k)
        parts.append(f"{n} {PIECE_NAMES[k]}" if n > 1 else PIECE_NAMES[k])
    return ", ".join(parts)


def _canon(placements: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted(placements, key=lambda p: (NAMES[p[0]], p[1])))


class SymbolPlayScene(Scene):
    """One game of Symbol from leader placement to the end screen."""

    def __init__(self, setup: GameSetup, state: SymbolState, tale: Story | None = None,
                 history: list[tuple[int, tuple | None, str]] | None = None,
                 floor: int = 0) -> None:
        super().__init__()
        self.setup = setup
        self.state = state
        self.tale = tale if tale is not None else Story(state.to_text())
        self.sides = GAMES["symbol"].sides
        flipped = setup.vs_computer and setup.human_side == 1
        self.view = BoardView(origin=(56, 46), cell=82, flipped=flipped)
        self.backdrop = Backdrop(seed=11, motes=30)
        self.shown = shown_of(state)
        self.animator = Animator(on_idle=self._after_animation)
        # (player, action, notation); a resumed game whose story could not be replayed
        # shows its earlier moves with no action, and undo stops at ``undo_floor``
        self.history: list[tuple[int, tuple | None, str]] = list(history or [])
        self.undo_floor = floor
        self.t = 0.0
        self.zone = "board"
        self.mode = "idle"
        self.sel: int | None = None
        self.group: dict[str, int] = {}
        self.dest: dict[int, list[tuple]] = {}
        self.stops: list[tuple] = []
        self.placed: list[tuple[int, int]] = []
        self.reinf_type = 0
        self.message = ""
        self.last_story = ""    # the last action in words, shown until the next one
        self.scroll = MoveScroll()
        self.chips: list[Chip] = []
        self.focus = 0
        self.thinker = Thinker()
        self.computer = make_computer(setup.difficulty, setup.seed) if setup.vs_computer else None
        self.final: Outcome | None = None      # a draw agreed or a resignation out of turn
        self.ended = False
        self.destroyed = False
        self.banner = 0.0
        self.end_card: Scene | None = None
        self.hint_bars = HintBars()
        self._legal: list[tuple] | None = None
        self.cursor = self._home_cell()
        self._after_animation()

    # -- helpers -----------------------------------------------------------------
    @property
    def side(self) -> int | None:
        return self.state.to_move()

    def human_turn(self) -> bool:
        s = self.side
        return s is not None and self.setup.is_human(s) and self.final is None

    def has_person(self) -> bool:
        """Someone at the screen plays (not the computer against itself)."""
        return not self.setup.vs_computer or self.setup.human_side is not None

    def who(self, p: int) -> str:
        if not self.setup.vs_computer:
            return ""
        return "(you)" if p == self.setup.human_side else "(computer)"

    def legal(self) -> list[tuple]:
        if self._legal is None:
            self._legal = self.state.legal_actions()
        return self._legal

    def _home_cell(self) -> int:
        p = self.side if self.side is not None else 0
        return 3 if p == 0 else 45

    def _sound(self, name: str) -> None:
        if self.app is not None:
            self.app.play_sound(name)

    def busy(self) -> bool:
        return not self.animator.idle

    # -- modes and marks -----------------------------------------------------------
    def placing_leader(self) -> bool:
        return any(a[0] == PLACE for a in self.legal())

    def marks(self) -> dict[int, str]:
        if self.busy() or not self.human_turn():
            return {}
        if self.placing_leader():
            return {a[1]: sb.PLACE for a in self.legal() if a[0] == PLACE}
        if self.mode == "selected":
            out = {}
            for c, acts in self.dest.items():
                a = acts[0]
                if a[0] == REACH:
                    out[c] = sb.REACH
                else:
                    st = self.state.stack_at(c)
                    out[c] = sb.CAPTURE if st is not None and st[0] != self.side else sb.MOVE
            return out
        if self.mode == "stop":
            out = {a[3]: sb.STOP for a in self.stops}
            out[self.stops[0][4]] = sb.REACH
            return out
        if self.mode == "reinforce":
            return {c: sb.PLACE for c, t in self.place_options() if t == self.reinf_type}
        if self.mode == "detonate" and self.sel is not None:
            return {self.sel: sb.DETONATE}
        return {}

    def reinforce_actions(self) -> set[tuple]:
        return {a[1] for a in self.legal() if a[0] == REINFORCE}

    def place_options(self) -> set[tuple[int, int]]:
        """(cell, type) placements that may be added to those already chosen."""
        sets = self.reinforce_actions()
        elems = {e for pl in sets for e in pl}
        return {e for e in elems if _canon([*self.placed, e]) in sets}

    def reinforce_limit(self) -> int:
        return self.state.reinforcement_count()

    def _group_letters(self) -> str:
        return "".join(k * n for k, n in sorted(self.group.items(),
                                                 key=lambda kv: LETTERS.index(kv[0])))

    def _compute_dest(self) -> None:
        self.dest = {}
        if self.sel is None or not self.group:
            return
        g = pack([self.group.get(k, 0) for k in LETTERS])
        for a in self.legal():
            if a[0] in (MOVE, REACH) and a[1] == self.sel and a[2] == g:
                key = a[3] if a[0] == MOVE else a[4]
                self.dest.setdefault(key, []).append(a)

    def select(self, c: int) -> None:
        st = self.state.stack_at(c)
        assert st is not None
        self.sel = c
        self.mode = "selected"
        counts = counts_of(pack(self.state.counts_at(c)))
        self.group = {LETTERS[t]: n for t, n in enumerate(counts) if n}
        self._compute_dest()
        if not self.dest:
            self._explain_no_moves()
        else:
            self.message = "Choose a lit cell. Piece buttons below leave some behind."
        self._sound("menu")
        self._refresh()

    def _explain_no_moves(self) -> None:
        letters = self._group_letters()
        if not letters:
            self.message = "Pick at least one piece type."
        elif not any(k in letters for k in "EWAF"):
            self.message = ("Leader and death pieces do not move by themselves: pick them "
                            "together with a moving piece" + (
                                ", or Detonate." if "D" in letters else "."))
        elif letters not in self.state.movable_groups(self.sel or 0):
            self.message = "Those pieces cannot split off: what stays must be able to stand here."
        else:
            self.message = "This group has nowhere to go."

    def toggle(self, k: str) -> None:
        assert self.sel is not None
        full = {LETTERS[t]: n for t, n in enumerate(self.state.counts_at(self.sel)) if n}
        # all of a type -> one fewer each press -> none -> all again
        if k not in self.group:
            self.group[k] = full[k]
        elif self.group[k] > 1:
            self.group[k] -= 1
        else:
            del self.group[k]
        self._compute_dest()
        if self.dest:
            self.message = f"Moving {describe(self._group_letters())}."
        else:
            self._explain_no_moves()
        self._refresh()

    def deselect(self) -> None:
        self.mode = "idle"
        self.sel = None
        self.group = {}
        self.dest = {}
        self.stops = []
        self.placed = []
        self.message = ""
        self._refresh()

    # -- panel chips ---------------------------------------------------------------
    def _refresh(self) -> None:
        """Rebuild the panel's buttons for the current mode and lay them out."""
        chips: list[Chip] = []
        p = self.side if self.side is not None else 0
        human = self.human_turn() and not self.placing_leader()
        if human and self.mode == "selected" and self.sel is not None:
            full = {LETTERS[t]: n for t, n in enumerate(self.state.counts_at(self.sel)) if n}
            if len(full) > 1 or sum(full.values()) > 1:
                for k, n in full.items():
                    g = self.group.get(k, 0)
                    label = f"{PIECE_NAMES[k]} {g}/{n}" if n > 1 else PIECE_NAMES[k]
                    chips.append(Chip(f"pick:{k}", label, lambda k=k: self.toggle(k),
                                      on=k in self.group, icon=k, player=p))
            if full.get("D") and any(a[0] == DETONATE and a[1] == self.sel
                                     for a in self.legal()):
                chips.append(Chip("detonate", "Detonate", self.ask_detonate, danger=True))
        if human and self.mode == "stop":
            for a in self.stops:
                chips.append(Chip(f"stop:{NAMES[a[3]]}", f"Stop on {NAMES[a[3]]}",
                                  lambda a=a: self.play(a)))
        if human and self.mode == "reinforce":
            res = self.state.reserve(p)
            used = Counter(t for _, t in self.placed)
            opts = {t for _, t in self.place_options()}
            for t in range(1, 6):
                k = LETTERS[t]
                left = res.get(k, 0) - used[t]
                if res.get(k, 0):
                    chips.append(Chip(f"type:{k}", f"{PIECE_NAMES[k]} {left}",
                                      lambda t=t: self.pick_type(t), enabled=t in opts,
                                      on=t == self.reinf_type, icon=k, player=p))
            n = len(self.placed)
            chips.append(Chip("place", f"Place {n}/{self.reinforce_limit()}", self.commit_reinforce,
                              enabled=n > 0))
            chips.append(Chip("clear", "Clear", self.clear_placed, enabled=n > 0))
        # context buttons sit at the foot of the context box; two rows start higher
        rows_end = layout_row(chips, PANEL_X + 18, 0, PANEL_W - 36)
        layout_row(chips, PANEL_X + 18, min(392, CONTEXT_BOTTOM - rows_end), PANEL_W - 36)
        bottom: list[Chip] = []
        can_reinforce = human and bool(self.reinforce_actions()) and self.mode != "reinforce"
        bottom.append(Chip("reinforce", f"Reinforce ({self.reinforce_limit()})",
                           self.start_reinforce, enabled=can_reinforce))
        bottom.append(Chip("undo", "Undo", self.undo, enabled=self.can_undo()))
        playing = self.final is None and self.side is not None
        bottom.append(Chip("draw", "Draw?", self.offer_draw, enabled=playing
                           and self.human_turn()))
        # with the computer on both sides (the demo) nobody may resign
        bottom.append(Chip("resign", "Resign", self.ask_resign,
                           enabled=playing and self.has_person(), danger=True))
        bottom.append(Chip("rules", "Rules", self.rules))
        bottom.append(Chip("menu", "Menu", self.pause))
        layout_row(bottom, PANEL_X + 6, 622, PANEL_W, h=40, gap=6)
        self.chips = chips + bottom
        if self.focus >= len(self.chips):
            self.focus = 0
        if self.zone == "panel" and not self.chips[self.focus].enabled:
            self._move_focus(1)

    def chip(self, key: str) -> Chip | None:
        return next((c for c in self.chips if c.key == key), None)

    def _move_focus(self, step: int) -> None:
        n = len(self.chips)
        for _ in range(n):
            self.focus = (self.focus + step) % n
            if self.chips[self.focus].enabled:
                return

    def focus_chip(self, key: str) -> None:
        for i, c in enumerate(self.chips):
            if c.key == key:
                self.focus = i
                self.zone = "panel"
                return

    # -- actions -----------------------------------------------------------------
    def play(self, action: tuple) -> None:
        """Apply one action and queue its animation; input waits until it ends."""
        player = self.state.to_move()
        assert player is not None
        text = self.state.action_text(action)
        events = self.state.play(action)
        self.last_story = story(events, self.sides)
        self.history.append((player, action, text))
        self._legal = None
        self.mode = "idle"
        self.sel = None
        self.group, self.dest, self.stops, self.placed = {}, {}, [], []
        self.zone = "board"
        self.focus = 0          # a new turn's panel focus starts on its first button
        self.scroll.follow()
        self.message = ""
        self.destroyed = any(e.kind == "exploded" and any(r[2].upper().startswith("L")
                                                          for r in e.get("removed", []))
                             for e in events)
        self.save()
        steps = build(events, self.shown, self.view, self._sound, seed=len(self.history))
        for s in steps:
            self.animator.add(s)
        self._refresh()
        if not steps:
            self._after_animation()

    def _after_animation(self) -> None:
        self.shown = shown_of(self.state)
        self._legal = None
        out = self.state.outcome()
        if out is not None:
            self.finish(out)
            return
        if self.human_turn() and not self.setup.vs_computer and self.history:
            self.banner = 1.1
        if self.human_turn():
            if self.placing_leader():
                home = [c for c in HOME[self.side or 0] if self.state.stack_at(c) is None]
                if self.cursor not in home and home:
                    self.cursor = self._home_cell() if self._home_cell() in home else home[0]
                self.message = "Place your leader on any empty cell of your land zone."
            else:
                lc = self.state.leader_cell(self.side or 0)
                own = self.state.stack_at(self.cursor)
                if (own is None or own[0] != self.side) and lc is not None:
                    self.cursor = lc
        self._refresh()
        self._maybe_think()

    @property
    def task(self) -> Any:
        """The computer's thinking in progress, if any."""
        return self.thinker.task

    def _maybe_think(self) -> None:
        if self.computer is None or self.thinker.busy or self.ended:
            return
        if self.side is None or self.setup.is_human(self.side) or self.final is not None:
            return
        self.thinker.start(self.computer, self.state)

    def _poll_computer(self, dt: float) -> None:
        ready, action = self.thinker.poll(dt)
        if ready:
            self.play(action)

    def finish(self, out: Outcome) -> None:
        if self.ended:
            return
        self.ended = True
        self.thinker.cancel()
        self.save()
        self._refresh()
        from scenes.symbol.end import SymbolEndScene, reason_text

        ctrl = self.state.region_control()
        regions = (ctrl.count(0), ctrl.count(1))
        reason = reason_text(out, self.sides, self.destroyed,
                             regions if "tiebreak" in self.state.flags else None)
        n = len(self.history)
        sub = (f"{n} action{'s' if n != 1 else ''} \u00b7 regions held "
               f"{regions[0]} to {regions[1]}")
        self._sound("win")
        self.end_card = SymbolEndScene(out, self.sides, reason, self.rematch, sub,
                                       self.view_board)
        self.show_result()

    def show_result(self) -> None:
        """Open (or reopen, after looking at the board) the end card."""
        if self.app is not None and self.end_card is not None:
            self.app.push(self.end_card)

    def view_board(self) -> None:
        self.message = "Game over: press Enter for the result."

    def rematch(self) -> None:
        assert self.app is not None
        self.app.replace(start_game(self.setup))

    def exit(self) -> None:
        """Leaving the screen (menu, rematch, a closed window): stop thinking and
        keep the game for next time."""
        self.thinker.cancel()
        self.save()

    def save(self) -> None:
        """Keep the game in progress as it stands (a finished one is forgotten)."""
        save_game(self.app, self.setup, self.state, self.tale,
                  [(p, t) for p, _, t in self.history[self.undo_floor:]],
                  over=self.ended or self.final is not None)

    def start_reinforce(self) -> None:
        if not self.reinforce_actions():
            return
        self.mode = "reinforce"
        self.sel = None
        self.placed = []
        opts = sorted({t for _, t in self.place_options()})
        self.reinf_type = opts[0] if opts else 0
        lead = self.state.leader_cell(self.side or 0)
        if lead is not None:
            self.cursor = lead
        self.zone = "board"
        self.message = self._reinforce_prompt()
        self._sound("menu")
        self._refresh()

    def _reinforce_prompt(self) -> str:
        n = self.reinforce_limit()
        return (f"Place up to {n} piece{'s' if n != 1 else ''} on the lit cells, then press "
                "Place. Piece buttons choose the kind.")

    def pick_type(self, t: int) -> None:
        self.reinf_type = t
        self._refresh()

    def add_placement(self, c: int) -> None:
        self.placed.append((c, self.reinf_type))
        self._sound("move")
        opts = {t for _, t in self.place_options()}
        if self.reinf_type not in opts and opts:
            self.reinf_type = min(opts)
        self._refresh()
        if len(self.placed) >= self.reinforce_limit() or not opts:
            self.focus_chip("place")
            self.message = ("Press Place to confirm. To take a piece back, pick its cell "
                            "again or use Take back below.")

    def clear_placed(self) -> None:
        self.placed = []
        self.message = self._reinforce_prompt()
        self._refresh()

    def commit_reinforce(self) -> None:
        pl = _canon(self.placed)
        if pl and pl in self.reinforce_actions():
            self.play((REINFORCE, pl))

    def ask_detonate(self) -> None:
        c = self.sel
        if c is None or self.app is None:
            return
        self.mode = "detonate"
        self.app.push(ConfirmDialog(
            f"Detonate the death piece on {NAMES[c]}?", lambda: self.play((DETONATE, c)),
            yes="Detonate", no="Cancel",
            detail=f"Every piece on {NAMES[c]} and the eight cells around it is destroyed, "
                   "yours too. Death pieces in the blast explode in turn."))

    def ask_resign(self) -> None:
        if self.app is None or not self.has_person():
            return
        self.app.push(ConfirmDialog("Resign this game?", self.resign, yes="Resign",
                                    no="Play on"))

    def resign(self) -> None:
        loser = self.side if not self.setup.vs_computer else self.setup.human_side
        if loser is None:
            return
        self.thinker.cancel()
        if self.side == loser and self.animator.idle:
            self.play((RESIGN,))
        else:
            self.final = Outcome(1 - loser, "resign")
            self.finish(self.final)

    def offer_draw(self) -> None:
        if self.app is None or self.side is None:
            return
        if self.setup.vs_computer:
            computer = 1 - (self.setup.human_side or 0)
            if accepts_draw(self.state, computer):
                self.agree_draw()
            else:
                self.message = "The computer declines the draw."
            return
        other = self.sides[1 - self.side]
        self.app.push(ConfirmDialog(f"{other}, do you accept a draw?", self.agree_draw,
                                    yes="Accept draw", no="Decline",
                                    detail=f"{self.sides[self.side]} offers a draw."))

    def agree_draw(self) -> None:
        out = Outcome(None, "agreement")
        if "tiebreak" in self.state.flags:
            ctrl = self.state.region_control()
            a, b = ctrl.count(0), ctrl.count(1)
            if a != b:
                out = Outcome(0 if a > b else 1, "agreement")
        self.final = out
        self.finish(out)

    def can_undo(self) -> bool:
        """Something of a person's to take back (the computer's opening is not)."""
        return not self.ended and any(self.setup.is_human(p)
                                      for p, _, _ in self.history[self.undo_floor:])

    def undo(self) -> None:
        """Take back the last action; against the computer, its reply too."""
        if not self.can_undo():
            return
        self.thinker.cancel()
        self.animator.clear()
        while len(self.history) > self.undo_floor:
            player, _, _ = self.history.pop()
            self.state.undo()
            if self.setup.is_human(player):
                break
        self._legal = None
        self.last_story = ""
        self.shown = shown_of(self.state)
        self.deselect()
        self.message = "Took back the last move."
        self.save()
        self._sound("menu")
        self._after_animation()
        self.message = "Took back the last move."

    def rules(self) -> None:
        if self.app is not None:
            from scenes.menus.rules_reader import RulesScene

            self.app.push(RulesScene("symbol"))

    def pause(self) -> None:
        if self.app is None:
            return
        from scenes.menus.pause import PauseScene

        extra: list[tuple[str, object]] = []
        if not self.ended and self.final is None:
            extra = [("Offer a draw", self.offer_draw), ("Resign", self.ask_resign)]
        self.app.push(PauseScene("symbol", extra))

    # -- input -------------------------------------------------------------------
    def board_confirm(self, c: int) -> None:
        if not self.human_turn():
            return
        if self.placing_leader():
            for a in self.legal():
                if a[0] == PLACE and a[1] == c:
                    self.play(a)
                    return
            self.message = "Your leader goes on an empty cell of your own land (ranks " + (
                "1\u20132)." if self.side == 0 else "6\u20137).")
            return
        st = self.state.stack_at(c)
        own = st is not None and st[0] == self.side
        if self.mode == "reinforce":
            if (c, self.reinf_type) in self.place_options():
                self.add_placement(c)
            elif any(pc == c for pc, _ in self.placed):
                idx = max(i for i, (pc, _) in enumerate(self.placed) if pc == c)
                self.placed.pop(idx)
                self.message = self._reinforce_prompt()
                self._refresh()
            else:
                self.message = f"{PIECE_NAMES[LETTERS[self.reinf_type]]} cannot be placed on " \
                               f"{NAMES[c]}."
            return
        if self.mode == "stop":
            for a in self.stops:
                if a[3] == c:
                    self.play(a)
                    return
            self.mode = "selected"
            self._refresh()
            return
        if self.mode == "selected":
            if c in self.dest:
                acts = self.dest[c]
                if len(acts) == 1:
                    self.play(acts[0])
                else:
                    self.mode = "stop"
                    self.stops = sorted(acts, key=lambda a: NAMES[a[3]])
                    self.message = f"Capture {NAMES[c]} by reach: choose where the group stops."
                    self._refresh()
                return
            if c == self.sel:
                self.deselect()
                return
        if own:
            self.select(c)
        else:
            self.deselect()
            if st is not None:
                self.message = "That stack belongs to your opponent."

    def handle(self, action: InputAction) -> None:
        a = action.act
        if a == Act.CLICK:
            hint = self.hints().hit(action.pos)
            if hint is not None:
                action = InputAction(hint, "mouse")
                a = hint
        if a == Act.MENU:
            self.pause()
            return
        if a == Act.HELP:
            self.rules()
            return
        if a == Act.SCROLL:
            self.scroll.scroll(action.value)
            return
        if self.ended:
            if a == Act.CONFIRM or (a == Act.CLICK and self.view.cell_at(action.pos) is not None):
                self.show_result()
            return
        if self.busy():
            if is_skip(a):
                self.animator.finish()
            elif a == Act.CANCEL:
                self.pause()
            return
        if a == Act.UNDO:
            if self.mode == "reinforce" and self.placed:
                self.placed.pop()
                self.message = self._reinforce_prompt()
                self._refresh()
            elif self.can_undo():
                self.undo()
            return
        if a in (Act.POINT, Act.CLICK):
            self._pointer(action)
            return
        if a in (Act.NEXT, Act.PREV):
            self.zone = "panel" if self.zone == "board" else "board"
            if self.zone == "panel" and not self.chips[self.focus].enabled:
                self._move_focus(1)
            self._sound("menu")
            return
        if a == Act.CANCEL:
            if self.mode == "reinforce":      # the hint bar says Cancel, from either zone
                self.zone = "board"
                self.deselect()
            elif self.zone == "panel":
                self.zone = "board"
            elif self.mode == "stop":
                self.mode = "selected"
                self._refresh()
            elif self.mode in ("selected", "reinforce", "detonate"):
                self.deselect()
            else:
                self.pause()
            return
        if self.zone == "panel":
            if a in (Act.LEFT, Act.UP):
                self._move_focus(-1)
            elif a in (Act.RIGHT, Act.DOWN):
                self._move_focus(1)
            elif a == Act.CONFIRM:
                ch = self.chips[self.focus]
                if ch.enabled:
                    ch.press()
            return
        step = {Act.UP: (0, -1), Act.DOWN: (0, 1), Act.LEFT: (-1, 0), Act.RIGHT: (1, 0)}
        if a in step:
            self.cursor = self.view.step(self.cursor, *step[a])
        elif a == Act.CONFIRM:
            self.board_confirm(self.cursor)

    def _pointer(self, action: InputAction) -> None:
        c = self.view.cell_at(action.pos)
        if c is not None:
            self.cursor = c
            self.zone = "board"
            if action.act == Act.CLICK:
                self.board_confirm(c)
            return
        for i, ch in enumerate(self.chips):
            if ch.rect.collidepoint(action.pos or (-1, -1)):
                self.focus = i
                self.zone = "panel"
                if action.act == Act.CLICK and ch.enabled:
                    ch.press()
                return

    # -- frame -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        self.view.t = self.t
        self.backdrop.update(dt)
        self.banner = max(0.0, self.banner - dt)
        self.animator.update(dt)
        if self.animator.idle:
            self._poll_computer(dt)

    def hints(self) -> HintBar:
        """The keys that work right now (play, animation, or the finished game)."""
        if self.ended:
            return self.hint_bars.get(END_HINTS)
        if self.busy():
            return self.hint_bars.get(ANIMATING_HINTS)
        if not self.human_turn():     # the computer is thinking: the board waits
            hs = [Hint("Tab", "RB", "Panel buttons", Act.NEXT), UNDO_HINT, RULES_HINT,
                  MENU_HINT]
        elif self.mode == "reinforce":
            hs = [CURSOR_HINT, Hint("Enter", "A", "Place piece"),
                  Hint("Tab", "RB", "Pieces / Place"), Hint("U", "Y", "Take back", Act.UNDO),
                  Hint("Esc", "B", "Cancel", Act.CANCEL)]
        elif self.zone == "panel":
            hs = [Hint("\u2190\u2192", "D-pad", "Choose"), Hint("Enter", "A", "Press"),
                  Hint("Tab", "RB", "Board"), Hint("Esc", "B", "Board", Act.CANCEL),
                  UNDO_HINT, MENU_HINT]
        else:
            # Esc / B opens the menu too when nothing is picked, but the bar names the
            # menu once (P / Start); Esc earns its own entry only while it steps back
            back = [] if self.mode == "idle" else [Hint("Esc", "B", "Back", Act.CANCEL)]
            hs = [CURSOR_HINT, Hint("Enter", "A", "Select / move"), *back,
                  Hint("Tab", "RB", "Panel buttons", Act.NEXT), UNDO_HINT, RULES_HINT, MENU_HINT]
        return self.hint_bars.get(hs)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        view = self.view
        view.draw_terrain(surface, self._control())
        if self.history and self.animator.idle and self.history[-1][1] is not None:
            _, last, _ = self.history[-1]
            self._draw_last(surface, last)
        marks = self.marks()
        view.draw_marks(surface, marks)
        if self.sel is not None and self.mode in ("selected", "stop", "detonate"):
            view.draw_selected(surface, self.sel)
        view.draw_stacks(surface, self.shown)
        view.draw_move_dots(surface, marks, set(self.shown))
        for c, t in self.placed:
            img = stack_image(LETTERS[t], self.side or 0, view.cell).copy()
            img.set_alpha(170)
            off = 8 * sum(1 for pc, _ in self.placed[: self.placed.index((c, t))] if pc == c)
            surface.blit(img, img.get_rect(center=(view.center(c)[0] + off,
                                                   view.center(c)[1] - off)))
        self.animator.draw(surface)
        if self.human_turn() and not self.busy() and self.zone == "board":
            view.draw_cursor(surface, self.cursor)
        self._draw_panel(surface)
        self._draw_banner(surface)
        self.hints().draw(surface, device_of(self.app))

    def _control(self) -> list[int | None]:
        ctrl: list[set[int]] = [set() for _ in range(9)]
        from game.symbol.board import REGION

        for c, (owner, _) in self.shown.items():
            ctrl[REGION[c]].add(owner)
        return [next(iter(s)) if len(s) == 1 else None for s in ctrl]

    def _draw_last(self, surface: pygame.Surface, a: tuple) -> None:
        cells: list[int] = []
        if a[0] in (MOVE, REACH):
            cells = [a[1], a[3]] + ([a[4]] if a[0] == REACH else [])
        elif a[0] in (PLACE, DETONATE):
            cells = [a[1]]
        elif a[0] == REINFORCE:
            cells = [c for c, _ in a[1]]
        for c in cells:
            r = self.view.cell_rect(c)
            tint = pygame.Surface(r.size, pygame.SRCALPHA)
            tint.fill((255, 240, 180, 40))
            surface.blit(tint, r)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        x = PANEL_X
        blit_text(surface, "Symbol", 34, (x + 4, 8), kind="title-bold", color=theme.GOLD)
        described = setup_text(str(self.setup.options.get("army", "basic")), self.state.flags)
        blit_text(surface, described, 16, (x + PANEL_W - 6, 22), color=theme.INK_DIM,
                  anchor="topright")
        thinking = self.task is not None
        for p in (0, 1):
            rect = pygame.Rect(x, 56 + p * 112, PANEL_W, 104)
            draw_player_card(surface, rect, p, self.sides[p], self.who(p),
                             self.side == p and not self.ended, self.state.reserve(p),
                             self.state.controlled_regions(p),
                             self.state.reinforcement_count(p) if self.state.reserve(p) else 0,
                             self.t, thinking=thinking and self.side == p)
        ctx = pygame.Rect(x, 282, PANEL_W, CONTEXT_BOTTOM - 282)
        draw_panel(surface, ctx, alpha=225, radius=12)
        self._draw_context(surface, ctx)
        draw_moves(surface, pygame.Rect(x, 486, PANEL_W, 128),
                   [(p, t) for p, _, t in self.history], self.scroll)
        for i, ch in enumerate(self.chips):
            draw_chip(surface, ch, self.zone == "panel" and i == self.focus
                      and not self.busy(), self.t)

    def _draw_context(self, surface: pygame.Surface, ctx: pygame.Rect) -> None:
        x, y = ctx.left + 16, ctx.top + 10
        side = self.side
        if self.ended:
            title = "Game over"
        elif side is None:
            title = ""
        elif not self.setup.is_human(side):
            title = f"{self.sides[side]} (computer) is thinking"
        elif self.placing_leader():
            title = f"{self.sides[side]}: place your leader"
        elif self.mode == "reinforce":
            title = f"Reinforce: {len(self.placed)} of {self.reinforce_limit()} placed"
        elif self.mode in ("selected", "stop", "detonate") and self.sel is not None:
            st = self.state.stack_at(self.sel)
            title = f"{NAMES[self.sel]}: {describe(st[1]) if st else ''}"
        else:
            title = f"{self.sides[side]}: select a stack, or Reinforce"
        if side is not None and not self.ended:
            sprites_marker(surface, side, (x + 8, y + 13), 8)
        blit_text(surface, title, 20, (x + 24, y), kind="ui-bold", color=theme.INK)
        y += 32
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if self.message:
            lines.append((self.message, theme.INK_DIM))
        if self.last_story and self.mode == "idle" and not self.busy():
            lines.append((self.last_story, theme.INK))
        if side is not None and not self.setup.is_human(side) and not self.ended:
            draw_spinner(surface, (ctx.right - 30, ctx.top + 22), self.t)
            if self.setup.is_human(1 - side):     # not when the computer plays itself (demo)
                lines.append(("You can still undo your move, open the menu or read the rules "
                              "while it thinks.", theme.INK_FAINT))
        if self.mode == "selected" and self.group:
            powers = [SHORT[k] for k in "EWAF" if k in self.group]
            if self.cursor in self.dest:
                lines.append((self._preview(self.cursor), theme.GOLD))
            elif powers:
                lines.append(("Moves as: " + ", ".join(powers), theme.INK_FAINT))
            draw_legend(surface, ctx.left + 16, ctx.bottom - 26)
        elif not self.busy() and self.mode == "idle" and self.human_turn() \
                and not self.placing_leader():
            cur = self.state.stack_at(self.cursor)
            if cur is not None:
                owner = self.sides[cur[0]]
                lines.append((f"{NAMES[self.cursor]}: {owner} \u2014 {describe(cur[1])}",
                              theme.INK_DIM))
            else:
                lines.append((f"{NAMES[self.cursor]}: {self.state.terrain(self.cursor)}, "
                              "empty", theme.INK_FAINT))
            if len(self.history) < 6:
                lines.append(("Pick one of your stacks to move it, or Reinforce to bring "
                              "pieces from your reserve next to your leader. Tab reaches the "
                              "buttons below.", theme.INK_FAINT))
        fnt = theme.font(17)
        top_chips = min((c.rect.top for c in self.chips_in_context()), default=ctx.bottom)
        rows = [(line, col) for s, col in lines for line in wrap_text(s, fnt, ctx.width - 32)]
        room = max(0, (top_chips - 4 - y) // 22)
        if len(rows) > room and room:
            # a cut sentence says so rather than stopping mid-phrase
            line, col = rows[room - 1]
            while line and fnt.size(line + " \u2026")[0] > ctx.width - 32:
                line = line[:-1]
            rows[room - 1] = (line.rstrip(" ,+") + " \u2026", col)
        for line, col in rows[:room]:
            blit_text(surface, line, 17, (x, y), color=col)
            y += 22

    def _preview(self, c: int) -> str:
        """What choosing cell ``c`` would do, in words."""
        acts = self.dest[c]
        st = self.state.stack_at(c)
        if acts[0][0] == REACH:
            stops = ", ".join(NAMES[a[3]] for a in acts)
            what = describe(st[1]) if st else "the stack"
            return f"{NAMES[c]}: capture {what} by reach, stopping on {stops}."
        if st is not None and st[0] != self.side:
            boom = " It holds death: everything around explodes!" if "D" in st[1].upper() else ""
            return f"{NAMES[c]}: capture {describe(st[1])}.{boom}"
        if st is not None:
            return f"{NAMES[c]}: join your stack there."
        return f"{NAMES[c]}: move here."

    def _draw_banner(self, surface: pygame.Surface) -> None:
        """Hot-seat: whose turn it is, shown over the board as the turn passes."""
        if self.banner <= 0 or self.side is None:
            return
        alpha = int(255 * min(1.0, self.banner / 0.4))
        r = self.view.rect
        card = pygame.Surface((380, 70), pygame.SRCALPHA)
        pygame.draw.rect(card, (12, 13, 20, int(alpha * 0.85)), card.get_rect(), border_radius=14)
        pygame.draw.rect(card, (*theme.GOLD, alpha), card.get_rect(), 2, border_radius=14)
        img = theme.font(30, "title-bold").render(f"{self.sides[self.side]} to move", True,
                                                  theme.GOLD)
        img.set_alpha(alpha)
        card.blit(img, img.get_rect(center=(200, 35)))
        sprites_marker(card, self.side, (34, 35), 11)
        surface.blit(card, card.get_rect(center=r.center))

    def chips_in_context(self) -> list[Chip]:
        return [c for c in self.chips if c.rect.top < 600]
