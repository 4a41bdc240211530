"""Essentia play: the board, the side panel, hot-seat or against the computer.

``start_game`` is the entry point the pre-game screen looks up; it opens
the setup scene, which hands the finished position to ``PlayScene``.
``resume_game`` reopens a saved game on the screen of its phase.
The scene asks the rules for legal moves and turns the events of each move
into animations; it never re-derives a rule.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.common import NotationError, Outcome
from game.essentia import EssentiaState
from game.essentia.notation import action_declared, action_to
from scenes.core import storage, theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.saves import SavedGame
from scenes.essentia.board import CAPTURE, CIRCLE, MOVE, POWER_TEXT
from scenes.essentia.dialogs import PowerChooser, ResultScene, reason_text
from scenes.essentia.fx import move_anims
from scenes.essentia.panel import (
    Button,
    ButtonRow,
    Tally,
    draw_moves,
    draw_power_card,
    draw_tallies,
)
from scenes.essentia.table import PANEL, SIDES, TableScene, who_label
from scenes.games import GameSetup
from scenes.ui.anim import Call
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
from scenes.ui.widgets import ConfirmDialog, Hint, HintBar, blit_text, bumped, device_of

RESULT_DELAY = 0.6   # seconds between the last animation and the end card


def start_game(setup: GameSetup) -> Scene:
    """The registry's entry point: the setup phase first, then play."""
    from scenes.essentia.setup import SetupScene

    return SetupScene(setup)


MAX_MOVES = 100_000  # far beyond a game: 100 moves without a capture end one
_CELL = storage.whole(0, 71)
SAVE_EXTRA = storage.Record(optional={
    "notation": (storage.list_of(storage.string(12), MAX_MOVES), storage.ABSENT),
    "first": (storage.one_of(0, 1), storage.ABSENT),
    "start_counts": (storage.optional(storage.pair(storage.whole(0, 72), storage.whole(0, 72))),
                     storage.ABSENT),
    "last": (storage.optional(storage.pair(_CELL, _CELL)), storage.ABSENT),
})  # what save_extra() writes, with ranges: checked before resume_game sees it


def resume_game(saved: SavedGame) -> Scene:
    """Reopen a saved game: the setup screen if tiles were still going down,
    else the board with its move list. ValueError / NotationError for a save
    that does not fit (the pre-game screen then drops it)."""
    from scenes.essentia.setup import SetupScene

    if saved.game != "essentia":
        raise ValueError(f"not an Essentia save: {saved.game!r}")
    state = EssentiaState.from_text(saved.position)
    if state.outcome() is not None:
        raise ValueError("the saved game is already over")
    if state.phase == "setup":
        return SetupScene(saved.setup, state)
    return PlayScene.resumed(saved.setup, state, saved.extra)


def _story(extra: dict[str, Any], state: EssentiaState) -> tuple[list[str], int, list[int] | None]:
    """The move list, the side that moved first and the golem counts when play
    began, from a save's ``extra`` (a save without them starts a fresh list)."""
    notation = extra.get("notation", [])
    first = extra.get("first", state.to_move())
    counts = extra.get("start_counts")
    if not isinstance(notation, list) or not all(isinstance(m, str) for m in notation):
        raise ValueError("the saved move list is damaged")
    if first not in (0, 1):
        raise ValueError("the saved first player is damaged")
    if counts is not None and (not isinstance(counts, list) or len(counts) != 2
                               or not all(isinstance(n, int) and n >= 0 for n in counts)):
        raise ValueError("the saved golem counts are damaged")
    return notation, first, counts


def golem_moves(state: EssentiaState, cell: int) -> list[int]:
    """Moves the golem on ``cell`` has, whoever's turn it is (for hover previews)."""
    owner = state.golem_at(cell)
    if owner is None:
        return []
    if owner == state.to_move():
        return state.moves_from(cell)
    fields = state.to_text().split(" ")
    fields[2] = "DW"[owner]
    try:
        other = EssentiaState.from_text(" ".join(fields))
    except NotationError:
        return []
    return other.moves_from(cell) if other.outcome() is None else []


def marks_for(state: EssentiaState, moves: list[int]) -> dict[int, str]:
    """Destination -> how to mark it (capture, circle entry or plain move)."""
    out: dict[int, str] = {}
    for a in moves:
        to = action_to(a)
        if state.golem_at(to) is not None:
            out[to] = CAPTURE
        elif action_declared(a) is not None:
            out[to] = CIRCLE
        else:
            out.setdefault(to, MOVE)
    return out


class PlayScene(TableScene):
    """One game of Essentia from the first move to the end card."""

    def __init__(self, setup: GameSetup, state: EssentiaState) -> None:
        super().__init__(setup, state)
        self.selected: int | None = None
        self.resigned: int | None = None
        self.result_wait = 0.0
        self.result_shown = False
        self.first = state.to_move() or 0
        self.notation: list[str] = []
        self.resumed_moves = 0      # moves in the list from before a resume (no undo)
        self.resumed_last: tuple[int, int] | None = None   # its last move, highlighted
        self.start_counts = self.golem_counts()
        self._preview: tuple[Hashable, int, list[int]] | None = None
        human = setup.human_side if setup.vs_computer else self.first
        self.cursor = self._start_cursor(human if human is not None else 0)
        self.buttons = ButtonRow([Button("undo", "Undo", "U"), Button("truce", "Truce"),
                                  Button("resign", "Resign"), Button("rules", "Rules", "F1"),
                                  Button("menu", "Menu", "P")],
                                 pygame.Rect(PANEL.left, PANEL.bottom - 58, PANEL.w, 58))
        self.hint_bars = HintBars()
        self.moves_scroll = MoveScroll()

    @classmethod
    def resumed(cls, setup: GameSetup, state: EssentiaState, extra: dict[str, Any]
                ) -> PlayScene:
        """A saved game, its move list and tallies as they were."""
        scene = cls(setup, state)
        notation, first, counts = _story(extra, state)
        scene.notation, scene.first = list(notation), first
        scene.resumed_moves = len(notation)
        if counts is not None:
            scene.start_counts = list(counts)
        last = extra.get("last")
        if last is not None:
            if not (isinstance(last, list) and len(last) == 2
                    and all(isinstance(c, int) and 0 <= c < 72 for c in last)):
                raise ValueError("the saved last move is damaged")
            scene.resumed_last = (last[0], last[1])
        human = setup.human_side if setup.vs_computer else state.to_move()
        scene.cursor = scene._start_cursor(human if human is not None else 0)
        scene.moves_scroll.follow()
        return scene

    def save_extra(self) -> dict[str, Any]:
        last = self.last_move()
        return {"notation": list(self.notation), "first": self.first,
                "start_counts": list(self.start_counts),
                "last": None if last is None else list(last)}

    @property
    def hints(self) -> HintBar:
        """The keys that work right now (play, animation, or the finished game)."""
        if self.busy or (self.over and not self.result_shown):
            return self.hint_bars.get(ANIMATING_HINTS)
        if self.over:
            return self.hint_bars.get(END_HINTS)
        # Esc / B opens the menu too when nothing is selected, but the bar names the
        # menu once (P / Start); Esc earns its own entry only while it deselects
        back = [Hint("Esc", "B", "Deselect", Act.CANCEL)] if self.selected is not None else []
        return self.hint_bars.get([CURSOR_HINT, Hint("Enter", "A", "Select / move"), *back,
                                   Hint("Tab", "RB", "Next golem", Act.NEXT),
                                   UNDO_HINT, RULES_HINT, MENU_HINT])

    def _start_cursor(self, side: int) -> int:
        return (1 if side == 0 else 7) * 8 + 4

    # -- state questions -----------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.resigned is not None:
            return Outcome(1 - self.resigned, "resigned")
        return self.state.outcome()

    @property
    def over(self) -> bool:
        return self.outcome() is not None

    def can_act(self) -> bool:
        """A human may move now: no animation, game on, their turn."""
        return not self.busy and not self.over and self.human_turn()

    def focus_moves(self) -> tuple[int | None, list[int]]:
        """The golem whose moves are shown (selected, else under the cursor)."""
        cell = self.selected if self.selected is not None else self.cursor
        key = (self.state.key(), len(self.state.history))
        if self._preview is None or self._preview[:2] != (key, cell):
            self._preview = (key, cell, golem_moves(self.state, cell))
        return cell, self._preview[2]

    # -- input -----------------------------------------------------------------------
    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        a = action.act
        if a == Act.CLICK:
            self.sync_buttons()
            key = self.buttons.hit(action.pos)
            if key is not None:
                self.press(key)
                return
            cell = self.board.cell_at(action.pos)
            if cell is None:
                return
            self.cursor = cell
            self.confirm(cell)
            return
        if a == Act.POINT:
            self.buttons.point(action.pos)
        if a == Act.SCROLL:
            self.moves_scroll.scroll(action.value)
            return
        if a == Act.MENU or (a == Act.CANCEL and self.selected is None):
            self.open_pause()
            return
        if self.handle_common(action):
            return
        if self.busy and is_skip(a):
            self.finish_animations()
            return
        if a == Act.CONFIRM:
            self.confirm(self.cursor)
        elif a == Act.CANCEL:
            self.selected = None
        elif a == Act.UNDO:
            self.undo()
        elif a in (Act.NEXT, Act.PREV):
            self.next_golem(1 if a == Act.NEXT else -1)

    def press(self, key: str) -> None:
        """A panel button (mouse)."""
        if key == "undo":
            self.undo()
        elif key == "truce":
            self.offer_truce()
        elif key == "resign":
            self.ask_resign()
        elif key == "rules":
            self.handle_common(InputAction(Act.HELP, "mouse"))
        elif key == "menu":
            self.open_pause()

    def pause_extras(self) -> list[tuple[str, object]]:
        """Truce and resign (no Undo row: U / Y and the panel button do that, and a
        seventh row would run the pause card into the hint bar)."""
        return [("Offer a truce", self.offer_truce), ("Resign", self.ask_resign)]

    def next_golem(self, step: int) -> None:
        """Jump the cursor to the next golem of the side to move that can move."""
        side = self.state.to_move()
        if side is None:
            return
        origins = sorted({a & 127 for a in self.state.legal_actions()},
                         key=lambda c: self.board.colrow(c)[::-1])
        if not origins:
            return
        here = self.board.colrow(self.cursor)[::-1]
        later = [c for c in origins if (self.board.colrow(c)[::-1] > here) == (step > 0)
                 and self.board.colrow(c)[::-1] != here]
        if step > 0:
            self.cursor = later[0] if later else origins[0]
        else:
            self.cursor = later[-1] if later else origins[-1]

    def confirm(self, cell: int) -> None:
        """Select a golem, move the selected one, or deselect."""
        if self.over:
            if self.result_shown:
                self.show_result()
            return
        if not self.can_act():
            if not self.busy and not self.human_turn():
                self.say("Wait: the computer is thinking")
            return
        side = self.state.to_move()
        if self.selected is not None:
            moves = [a for a in self.state.moves_from(self.selected) if action_to(a) == cell]
            if moves:
                self.choose(moves)
                return
            if cell == self.selected:
                self.selected = None
                self.sound("cancel")
                return
        owner = self.state.golem_at(cell)
        if owner == side:
            if self.state.moves_from(cell):
                self.selected = cell
                self.sound("menu")
            else:
                self.say("That golem has no move from here")
        elif owner is not None:
            self.say(f"That is a {SIDES[owner]} golem: pick one of yours")
        else:
            self.selected = None

    def choose(self, moves: list[int]) -> None:
        """One destination: ask for the circle's power if there is a choice."""
        if len(moves) > 1:
            assert self.app is not None
            self.app.push(PowerChooser(moves, self.try_move,
                                       self.board.center(action_to(moves[0]))))
        else:
            self.try_move(moves[0])

    def try_move(self, action: int) -> None:
        """Play it, after a confirmation if it would abandon the last spring."""
        if self.state.abandons_springs(action):
            assert self.app is not None
            self.app.push(ConfirmDialog(
                "Leave your last spring?", lambda: self.play(action),
                yes="Move and lose", no="Keep it",
                detail="No golem of yours would stand on a spring: you lose at once."))
            return
        self.play(action)

    def play(self, action: int) -> None:
        side = self.state.to_move()
        assert side is not None
        self.notation.append(self.state.action_text(action))
        self.moves_scroll.follow()
        events = self.state.play(action)
        self.record(side)
        self.save_game()
        self.selected = None
        for anim in move_anims(self.board, events, self.sound):
            self.animator.add(anim)
        if any(e.kind == "game_over" for e in events):
            self.animator.add(Call(lambda: None))

    def computer_plays(self, action: Hashable) -> None:
        assert isinstance(action, int)
        self.play(action)

    # -- panel actions ---------------------------------------------------------------
    def undo(self) -> None:
        if self.busy:
            return
        if self.resigned is not None:
            self.resigned = None
            self.result_shown = False
            self.save_game()
            self.say("Resignation taken back")
            return
        n = self.undo_plies()
        if n == 0:
            self.say("Nothing to undo")
            return
        self.notation = self.notation[:self.resumed_moves + len(self.movers)]
        self.save_game()
        self.selected = None
        self.result_shown = False
        self.result_wait = 0.0
        self.sound("cancel")
        self.say("Took back " + ("your move and the computer's reply"
                                 if n > 1 and self.setup.vs_computer else "the last move"))

    def offer_truce(self) -> None:
        if self.over or self.busy or not self.has_person():
            return
        side = self.state.to_move()
        assert side is not None and self.app is not None
        if self.setup.vs_computer:
            human = self.setup.human_side
            assert human is not None
            if self.state.to_move() != human:
                self.say("Offer a truce on your own turn")
                return
            mine = sum(1 for c in range(72) if self.state.golem_at(c) == human)
            theirs = sum(1 for c in range(72) if self.state.golem_at(c) == 1 - human)
            if theirs <= mine:
                self.agree()
            else:
                self.say("The computer declines the truce")
            return
        other = SIDES[1 - side]
        self.app.push(ConfirmDialog(f"{other}, {SIDES[side]} offers a truce. Accept?",
                                    self.agree, yes="Accept the truce", no="Play on",
                                    detail="A truce ends the game as a draw."))

    def agree(self) -> None:
        side = self.state.to_move()
        self.state.agree_truce()
        if side is not None:
            self.record(side)
        self.notation.append("truce")
        self.save_game()

    def ask_resign(self) -> None:
        if self.over or not self.has_person():
            return
        side = self.state.to_move()
        if self.setup.vs_computer:
            side = self.setup.human_side
        assert side is not None and self.app is not None
        self.app.push(ConfirmDialog(f"{SIDES[side]} resigns?", lambda: self.resign(side),
                                    yes="Resign", no="Play on",
                                    detail=f"{SIDES[1 - side]} will win the game."))

    def resign(self, side: int) -> None:
        self.cancel_thinking()
        self.resigned = side
        self.save_game()

    def show_result(self) -> None:
        outcome = self.outcome()
        assert outcome is not None and self.app is not None
        self.toast_time = 0.0    # an older message would linger under the end card
        who = (who_label(self.setup, 0), who_label(self.setup, 1))
        self.app.push(ResultScene(outcome, who, self.rematch, self.view_board))

    def view_board(self) -> None:
        self.say(f"Game over: {self.prompt('for the end card', 'the board')}", 4.0)

    def rematch(self) -> None:
        assert self.app is not None
        from scenes.essentia.setup import SetupScene

        setup = GameSetup(self.setup.game, self.setup.vs_computer, self.setup.human_side,
                          self.setup.difficulty, dict(self.setup.options),
                          None if self.setup.seed is None else self.setup.seed + 1)
        self.app.replace(SetupScene(setup))

    # -- frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.tick(dt)
        self.update_computer(dt)
        if self.over and not self.busy and not self.result_shown:
            self.result_wait += dt
            if self.result_wait >= RESULT_DELAY:
                self.result_shown = True
                self.sound("win")
                self.show_result()

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        board = self.board
        board.draw_frame(surface)
        hidden = {c for kind, c in self.animator.hidden() if kind == "golem"}
        board.draw_terrain(surface, self.state)
        last = self.last_move()
        if last is not None:
            board.mark_last_move(surface, last)
        if self.selected is not None:
            board.tint_cells(surface, [self.selected], (*theme.FOCUS, 60))
        cell, moves = self.focus_moves()
        if not self.busy and not self.over:
            faint = self.selected is None and (self.state.golem_at(cell) != self.state.to_move()
                                               or not self.human_turn())
            board.draw_marks(surface, marks_for(self.state, moves), self.t, faint=faint)
        board.draw_golems(surface, self.state, hidden, self.selected, self.t)
        self.animator.draw(surface)
        board.draw_cursor(surface, self.cursor, self.t)
        self.draw_panel(surface, cell, moves)
        self.draw_toast(surface)
        self.hints.draw(surface, device_of(self.app))

    def turn_banner(self) -> tuple[int | None, str]:
        """The panel's top card: the side to move, or the winner (None: a truce)
        once the deciding move has landed — the news waits for its animation."""
        outcome = self.outcome()
        if outcome is None:
            return self.state.to_move(), "to move"
        if self.busy and self.movers:
            return self.movers[-1], "to move"
        return outcome.winner, "wins"

    def draw_panel(self, surface: pygame.Surface, cell: int | None, moves: list[int]) -> None:
        state = self.state
        top = pygame.Rect(PANEL.left, PANEL.top, PANEL.w, 104)
        outcome = self.outcome()
        side, verb = self.turn_banner()
        self.draw_turn_card(surface, top, side, verb)
        if verb == "wins" and outcome is not None:
            if outcome.winner is None:
                blit_text(surface, "Truce: the game is drawn", 34,
                          (top.left + 24, top.top + 14), kind="title-bold", color=theme.GOLD)
            blit_text(surface, reason_text(outcome), 17, (top.left + 112, top.top + 82),
                      color=theme.INK_DIM)
        self.draw_focus_card(surface, pygame.Rect(PANEL.left, top.bottom + 10, PANEL.w, 112),
                             cell, moves)
        tallies = self.tallies()
        who = (who_label(self.setup, 0), who_label(self.setup, 1))
        draw_tallies(surface, pygame.Rect(PANEL.left, top.bottom + 132, PANEL.w, 130),
                     tallies, who, state.to_move())
        moves_rect = pygame.Rect(PANEL.left, top.bottom + 272, PANEL.w,
                                 PANEL.bottom - 68 - (top.bottom + 272))
        draw_moves(surface, moves_rect, self.notation, self.first, self.moves_scroll)
        self.sync_buttons()
        self.buttons.draw(surface)

    def sync_buttons(self) -> None:
        """Grey out what cannot be used now; with the computer on both sides (the
        demo) nobody may undo, offer a truce or resign."""
        person = self.has_person()
        self.buttons.enable("undo", person and (self.can_undo() or self.resigned is not None))
        self.buttons.enable("truce", person and not self.over)
        self.buttons.enable("resign", person and not self.over)

    def draw_focus_card(self, surface: pygame.Surface, rect: pygame.Rect, cell: int | None,
                        moves: list[int]) -> None:
        state = self.state
        if cell is None:
            draw_power_card(surface, rect, None, "", "")
            return
        from game.essentia.layout import NAMES

        name = NAMES[cell]
        owner = state.golem_at(cell)
        power = state.power_at(cell)
        terrain = state.terrain_at(cell)
        if owner is None:
            if terrain == "circle":
                detail = ("An active circle: a golem entering it chooses its power."
                          if state.circles in ("on", "wild") else
                          "An inactive circle: no golem may stop here.")
                draw_power_card(surface, rect, None, f"{name}: circle of essence", detail)
                return
            text = POWER_TEXT.get(power or "", "").split(": ", 1)[-1]
            draw_power_card(surface, rect, power, f"{name}: {terrain}",
                            f"A golem here {text[0].lower() + text[1:]}." if text else "")
            return
        marks = marks_for(state, moves)
        caps = sum(1 for k in marks.values() if k == CAPTURE)
        n = len(marks)
        head = f"{SIDES[owner]} golem on {name}"
        if cell == self.selected:
            head = f"Selected: {head}"
        line = POWER_TEXT.get(power or "", "")
        count = f"{n} destination{'s' if n != 1 else ''}"
        if caps:
            count += f", {caps} capture{'s' if caps != 1 else ''}"
        if owner == state.to_move() and self.human_turn() and cell != self.selected and n:
            count += f" — {self.prompt('to select')}"
        elif cell == self.selected:
            count += " — pick a marked cell"
        draw_power_card(surface, rect, power, head, f"{line}. {count}.")

    def last_move(self) -> tuple[int, int] | None:
        """Origin and destination of the last move (highlighted), also when it
        was played before a resume."""
        hist = self.state.history
        if not self.movers:
            return self.resumed_last
        if not hist or not isinstance(hist[-1], int):
            return None
        a = hist[-1]
        return (a & 127, action_to(a))

    def golem_counts(self) -> list[int]:
        counts = [0, 0]
        for c in range(72):
            p = self.state.golem_at(c)
            if p is not None:
                counts[p] += 1
        return counts

    def tallies(self) -> tuple[Tally, Tally]:
        now, start = self.golem_counts(), self.start_counts
        return (Tally(now[0], self.state.springs_held(0), start[1] - now[1]),
                Tally(now[1], self.state.springs_held(1), start[0] - now[0]))
