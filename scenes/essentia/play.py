"""Essentia play: the board, the side panel, hot-seat or against the computer.

The setup scene hands the position at the start of play to ``PlayScene``;
a resumed game is that start position with its moves replayed
(scenes/essentia/session.py). The scene asks the rules for legal moves,
threats and outcomes, and turns the events of each move into animations; it
never re-derives a rule.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.common import IllegalActionError
from game.essentia import SIDE_NAMES, EssentiaState
from game.essentia.layout import INDEX
from game.essentia.notation import action_from, action_to
from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.essentia.dialogs import PowerChooser, ResultScene, reason_text
from scenes.essentia.focus import Focus, focus_on
from scenes.essentia.fx import move_anims
from scenes.essentia.panel import (
    Button,
    ButtonRow,
    Tally,
    draw_moves,
    draw_power_card,
    draw_tallies,
)
from scenes.essentia.table import PANEL, TableScene, who_label
from scenes.games import GameSetup, play_factory
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
HOME_CURSOR = (INDEX["e2"], INDEX["e8"])   # where each side's cursor starts: its own golems


class PlayScene(TableScene):
    """One game of Essentia from the first move to the end card."""

    def __init__(self, setup: GameSetup, state: EssentiaState) -> None:
        super().__init__(setup, state)
        self.start = state.to_text()         # the save replays the moves from here
        self.first = state.to_move() or 0
        self.start_counts = (state.golem_count(0), state.golem_count(1))
        self.notation: list[str] = []
        self.selected: int | None = None
        self.result_wait = 0.0
        self.result_shown = False
        human = setup.human_side if setup.vs_computer else self.first
        self.cursor = HOME_CURSOR[human or 0]
        self.buttons = ButtonRow([Button("undo", "Undo", "U"), Button("truce", "Truce"),
                                  Button("resign", "Resign"), Button("rules", "Rules", "F1"),
                                  Button("menu", "Menu", "P")],
                                 pygame.Rect(PANEL.left, PANEL.bottom - 58, PANEL.w, 58))
        self.hint_bars = HintBars()
        self.moves_scroll = MoveScroll()
        self.focus = Focus(self.cursor)
        self._focus_key: tuple | None = None
        self.refresh()

    def replay(self, moves: list[str]) -> None:
        """Play a saved game's moves again, without animation: the move list,
        the last move and undo come back whole. NotationError/IllegalActionError
        for a move that does not fit."""
        for text in moves:
            side = self.state.to_move()
            if side is None:
                raise IllegalActionError(f"{text}: the game was already over")
            self.state.play(self.state.parse_action(text))
            self.record(side)
            self.notation.append(text)
        human = self.setup.human_side if self.setup.vs_computer else self.state.to_move()
        self.cursor = HOME_CURSOR[human or 0]
        self.moves_scroll.follow()
        self.refresh()

    def save_extra(self) -> dict[str, Any]:
        """The start of play and the moves since, in notation (replayed on resume)."""
        return {"start": self.start, "moves": list(self.notation)}

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

    # -- state questions -----------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.outcome() is not None

    def can_act(self) -> bool:
        """A human may move now: no animation, game on, their turn."""
        return not self.busy and not self.over and self.human_turn()

    def can_undo(self) -> bool:
        """A person's move to take back; a finished game is final."""
        return not self.over and super().can_undo()

    def focus_moves(self) -> tuple[int | None, list[int]]:
        """The golem whose moves are shown (selected, else under the cursor)."""
        return self.focus.cell, self.focus.moves

    def refresh(self) -> None:
        """Recompute the focus and the buttons after the state, the cursor, the
        selection or the device changed (drawing only reads them)."""
        cell = self.selected if self.selected is not None else self.cursor
        my_turn = self.human_turn()
        device = device_of(self.app)
        key = (len(self.state.history), self.state.key(), cell, self.selected, my_turn, device)
        if key != self._focus_key:
            self._focus_key = key
            self.focus = focus_on(self.state, cell, self.selected, my_turn, self.prompt)
        self.sync_buttons()

    def sync_buttons(self) -> None:
        """Grey out what cannot be used now; with the computer on both sides (the
        demo) nobody may undo, offer a truce or resign."""
        person = self.has_person()
        self.buttons.enable("undo", person and self.can_undo())
        self.buttons.enable("truce", person and not self.over)
        self.buttons.enable("resign", person and not self.over)

    # -- input -----------------------------------------------------------------------
    def handle(self, action: InputAction) -> None:
        self.respond(bumped(action, self.hints))
        self.refresh()

    def respond(self, action: InputAction) -> None:
        a = action.act
        if a == Act.CLICK:
            key = self.buttons.hit(action.pos)
            if key is not None:
                self.press(key)
                return
            cell = self.board.cell_at(action.pos)
            if cell is not None:
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
        """Jump the cursor to the next golem of the side to move that can move,
        in reading order on screen."""
        def reading(c: int) -> tuple[int, int]:
            return self.board.colrow(c)[::-1]

        origins = sorted(self.state.movable_golems(), key=reading)
        if not origins:
            return
        here = reading(self.cursor)
        later = [c for c in origins if (reading(c) > here) == (step > 0) and reading(c) != here]
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
            self.say(f"That is a {SIDE_NAMES[owner]} golem: pick one of yours")
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
        self.selected = None
        self.changed()
        for anim in move_anims(self.board, events, self.sound):
            self.animator.add(anim)
        if any(e.kind == "game_over" for e in events):
            self.animator.add(Call(lambda: None))

    def computer_plays(self, action: Hashable) -> None:
        assert isinstance(action, int)
        self.play(action)

    def changed(self) -> None:
        """After every change of the game: keep it (or forget a finished one)
        and recompute what the screen shows."""
        self.save_game()
        self.refresh()

    # -- panel actions ---------------------------------------------------------------
    def undo(self) -> None:
        if self.busy:
            return
        if self.over:
            self.say("The game is over: it stands as played")
            return
        n = self.undo_plies()
        if n == 0:
            self.say("Nothing to undo")
            return
        del self.notation[len(self.movers):]
        self.selected = None
        self.changed()
        self.sound("cancel")
        self.say("Took back " + ("your move and the computer's reply"
                                 if n > 1 and self.setup.vs_computer else "the last move"))

    def offer_truce(self) -> None:
        """Hot-seat: the other side is asked to accept. Against the computer: a
        confirmed offer, which the computer's player answers."""
        if self.over or self.busy or not self.has_person():
            return
        side = self.state.to_move()
        assert side is not None and self.app is not None
        if self.setup.vs_computer:
            if side != self.setup.human_side:
                self.say("Offer a truce on your own turn")
                return
            self.app.push(ConfirmDialog("Offer the computer a truce?", self.computer_answers,
                                        yes="Offer a truce", no="Play on",
                                        detail="If the computer accepts, the game ends "
                                               "as a draw."))
            return
        other = SIDE_NAMES[1 - side]
        self.app.push(ConfirmDialog(f"{other}, {SIDE_NAMES[side]} offers a truce. Accept?",
                                    self.agree, yes="Accept the truce", no="Play on",
                                    detail="A truce ends the game as a draw."))

    def computer_answers(self) -> None:
        """The computer's player judges the offered truce from its own side."""
        human = self.setup.human_side
        assert self.player is not None and human is not None
        if self.player.accepts_draw(self.state, 1 - human):
            self.agree()
        else:
            self.say("The computer declines the truce")

    def agree(self) -> None:
        side = self.state.to_move()
        assert side is not None
        self.cancel_thinking()
        self.state.agree_draw()
        self.record(side)
        self.notation.append("truce")
        self.changed()

    def ask_resign(self) -> None:
        if self.over or not self.has_person():
            return
        side = self.state.to_move()
        if self.setup.vs_computer:
            side = self.setup.human_side
        assert side is not None and self.app is not None
        self.app.push(ConfirmDialog(f"{SIDE_NAMES[side]} resigns?", lambda: self.resign(side),
                                    yes="Resign", no="Play on",
                                    detail=f"{SIDE_NAMES[1 - side]} will win the game."))

    def resign(self, side: int) -> None:
        self.cancel_thinking()
        self.state.resign(side)
        self.record(side)
        self.selected = None
        self.changed()

    def show_result(self) -> None:
        outcome = self.state.outcome()
        assert outcome is not None and self.app is not None
        self.toast_time = 0.0    # an older message would linger under the end card
        who = (who_label(self.setup, 0), who_label(self.setup, 1))
        self.app.push(ResultScene(outcome, who, self.rematch, self.view_board))

    def view_board(self) -> None:
        self.say(f"Game over: {self.prompt('for the end card', 'the board')}", 4.0)

    def rematch(self) -> None:
        """The same choices, the next seed, from the setup phase again."""
        assert self.app is not None
        setup = GameSetup(self.setup.game, self.setup.vs_computer, self.setup.human_side,
                          self.setup.difficulty, dict(self.setup.options),
                          None if self.setup.seed is None else self.setup.seed + 1)
        self.app.replace(play_factory(setup.game)(setup))

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
        self.refresh()

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
        if not self.busy and not self.over:
            board.draw_marks(surface, self.focus.marks, self.t, faint=self.focus.faint)
        board.draw_golems(surface, self.state, hidden, self.selected, self.t)
        self.animator.draw(surface)
        board.draw_cursor(surface, self.cursor, self.t)
        self.draw_panel(surface)
        self.draw_toast(surface)
        self.hints.draw(surface, device_of(self.app))

    def turn_banner(self) -> tuple[int | None, str]:
        """The panel's top card: the side to move, or the winner (None: a truce)
        once the deciding move has landed — the news waits for its animation."""
        outcome = self.state.outcome()
        if outcome is None:
            return self.state.to_move(), "to move"
        if self.busy and self.movers:
            return self.movers[-1], "to move"
        return outcome.winner, "wins"

    def draw_panel(self, surface: pygame.Surface) -> None:
        top = pygame.Rect(PANEL.left, PANEL.top, PANEL.w, 104)
        outcome = self.state.outcome()
        side, verb = self.turn_banner()
        self.draw_turn_card(surface, top, side, verb)
        if verb == "wins" and outcome is not None:
            if outcome.winner is None:
                blit_text(surface, "Truce: the game is drawn", 34,
                          (top.left + 24, top.top + 14), kind="title-bold", color=theme.GOLD)
            blit_text(surface, reason_text(outcome), 17, (top.left + 112, top.top + 82),
                      color=theme.INK_DIM)
        focus = self.focus
        draw_power_card(surface, pygame.Rect(PANEL.left, top.bottom + 10, PANEL.w, 112),
                        focus.power, focus.title, focus.detail)
        who = (who_label(self.setup, 0), who_label(self.setup, 1))
        draw_tallies(surface, pygame.Rect(PANEL.left, top.bottom + 132, PANEL.w, 130),
                     self.tallies(), who, self.state.to_move())
        moves_rect = pygame.Rect(PANEL.left, top.bottom + 272, PANEL.w,
                                 PANEL.bottom - 68 - (top.bottom + 272))
        draw_moves(surface, moves_rect, self.notation, self.first, self.moves_scroll)
        self.buttons.draw(surface)

    def last_move(self) -> tuple[int, int] | None:
        """Origin and destination of the last move played on this board (also
        before a resume: the save replays it)."""
        history = self.state.history
        for a in reversed(history[len(history) - len(self.movers):] if self.movers else []):
            if isinstance(a, int):
                return action_from(a), action_to(a)
        return None

    def tallies(self) -> tuple[Tally, Tally]:
        """Golems left, springs held, and enemy golems taken since play began."""
        now = (self.state.golem_count(0), self.state.golem_count(1))
        start = self.start_counts
        return (Tally(now[0], self.state.springs_held(0), start[1] - now[1]),
                Tally(now[1], self.state.springs_held(1), start[0] - now[0]))
