"""Essentia play: the board, the side panel, hot-seat or against the computer.

The shared play-screen base (scenes/play.py) runs the session: undo, the
truce offer and resignation, saves replayed on resume, the end card, toasts
and the hint bar. This screen adds what is Essentia's own: the board with its
cursor, selection and move marks, the circle-power chooser, the warning before
a golem leaves its side's last spring, and the side panel. It asks the rules
for legal moves, threats and outcomes and turns each move's events into
animations; it never re-derives a rule.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from game.common import Event, Outcome
from game.essentia import EssentiaAction, EssentiaState
from game.essentia.events import EssentiaEvent
from game.essentia.layout import INDEX, NAMES
from game.essentia.notation import action_from, action_to
from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.core.i18n import N_, _
from scenes.core.replay import Move
from scenes.essentia.board import BoardView
from scenes.essentia.dialogs import PowerChooser, ResultScene
from scenes.essentia.focus import Focus, focus_on
from scenes.essentia.fx import move_anims
from scenes.essentia.panel import (
    Button,
    ButtonRow,
    Tally,
    draw_moves,
    draw_power_card,
    draw_tallies,
    move_spots,
    turns_fitting,
)
from scenes.essentia.review import EssentiaReviewBoard
from scenes.essentia.table import PANEL, draw_turn_card
from scenes.essentia.words import (
    move_words,
    not_yours,
    reason_text,
    reply_words,
    side_to_move,
    unreachable_text,
)
from scenes.games import GameSetup
from scenes.play import PlayScreen
from scenes.play_words import headline
from scenes.ui.anim import Call
from scenes.ui.coach import draw_hint_marks
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.hints import Hint, HintBar, device_of
from scenes.ui.move_list import MoveScroll
from scenes.ui.play_keys import CURSOR_HINT
from scenes.ui.threats import draw_tag, draw_threats
from scenes.ui.widgets import Backdrop, blit_fit

TOP_CARD = pygame.Rect(PANEL.left, PANEL.top, PANEL.w, 104)
MOVES_RECT = pygame.Rect(PANEL.left, TOP_CARD.bottom + 272, PANEL.w,
                         PANEL.bottom - 68 - (TOP_CARD.bottom + 272))
POWER_CARD = pygame.Rect(PANEL.left, TOP_CARD.bottom + 10, PANEL.w, 112)  # the golem in focus
HOME_CURSOR = (INDEX["e2"], INDEX["e8"])   # where each side's cursor starts: its own golems
DIRECTIONS = (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT)


class PlayScene(PlayScreen):
    """One game of Essentia from the first move to the end card."""

    draw_word = "truce"

    def __init__(self, setup: GameSetup, state: EssentiaState, *,
                 start_text: str | None = None, moves: list[Move] | None = None) -> None:
        super().__init__(setup, state, start_text=start_text, moves=moves or ())
        self.state: EssentiaState = state
        start = EssentiaState.from_text(self.start_text)
        self.first = start.to_move() or 0
        self.start_counts = (start.golem_count(0), start.golem_count(1))
        self.board = BoardView(flipped=setup.own_side == 1)
        self.backdrop = Backdrop(seed=11, motes=30)
        self.selected: int | None = None
        human = setup.own_side if setup.own_side is not None else state.to_move()
        self.cursor = HOME_CURSOR[human or 0]
        self.buttons = ButtonRow([Button("undo", N_("Undo"), "U"), Button("truce", N_("Truce")),
                                  Button("resign", N_("Resign")),
                                  Button("rules", N_("Rules"), "F1"),
                                  Button("menu", N_("Menu"), "P")],
                                 pygame.Rect(PANEL.left, PANEL.bottom - 58, PANEL.w, 58))
        self.moves_scroll = MoveScroll()
        self.moves_scroll.follow()
        self.focus = Focus(self.cursor)
        # the other side's last move, for the turn card: (moves played, move, captured)
        self.reply: tuple[int, int, bool] | None = None
        self._focus_key: tuple | None = None
        self.refresh()

    # -- what the screen shows -------------------------------------------------------
    @property
    def notation(self) -> list[str]:
        """The move list in notation, oldest first (also before a resume)."""
        return [m.text for m in self.moves]

    @property
    def hints(self) -> HintBar:
        return self.hint_bar

    def focus_moves(self) -> tuple[int | None, list[EssentiaAction]]:
        """The golem whose moves are shown (selected, else under the cursor)."""
        return self.focus.cell, self.focus.moves

    def refresh(self) -> None:
        """Recompute the focus, the buttons and the hint bar after the state, the
        cursor, the selection or the device changed (drawing only reads them)."""
        cell = self.selected if self.selected is not None else self.cursor
        my_turn = self.human_turn()
        device = device_of(self.app)
        key = (len(self.moves), self.state.key(), self.over, cell, self.selected, my_turn,
               device, self.cursor)
        if key != self._focus_key:
            self._focus_key = key
            self.focus = focus_on(self.state, cell, self.selected, my_turn, device, self.cursor)
        self.sync_buttons()
        self._refresh_hints()

    def language_changed(self) -> None:
        """The focus card keeps words: word it again in the new language."""
        super().language_changed()
        self._focus_key = None
        self.refresh()

    def sync_buttons(self) -> None:
        """Grey out what cannot be used now; with the computer on both sides (the
        demo) nobody may undo, offer a truce or resign."""
        self.buttons.enable("undo", self.has_person() and self.can_undo())
        self.buttons.enable("truce", self.draw_open())
        self.buttons.enable("resign", self.offers_open())

    def last_move(self) -> tuple[int, int] | None:
        """Origin and destination of the last move (highlighted), also when it
        was played before a resume."""
        if not self.moves:
            return None
        a = self.state.parse_action(self.moves[-1].text)
        return a.frm, a.to

    def tallies(self) -> tuple[Tally, Tally]:
        """Golems left, springs held, and enemy golems taken since play began."""
        now = (self.state.golem_count(0), self.state.golem_count(1))
        start = self.start_counts
        return (Tally(now[0], self.state.springs_held(0), start[1] - now[1]),
                Tally(now[1], self.state.springs_held(1), start[0] - now[0]))

    def turn_banner(self) -> tuple[int | None, str]:
        """The panel's top card: the side to move, or the winner (None: a truce)
        once the deciding move has landed — the news waits for its animation."""
        outcome = self.state.outcome()
        if outcome is None:
            return self.state.to_move(), "to move"
        if self.busy and self.moves:
            return self.moves[-1].player, "to move"
        return outcome.winner, "wins"

    # -- the base's hooks ------------------------------------------------------------
    def show_events(self, events: list[Event]) -> None:
        moved = next((e for e in events if e.kind == EssentiaEvent.MOVED), None)
        if moved is not None and self.moves and not self.setup.is_human(moved["player"]):
            self.reply = (len(self.moves), self.state.parse_action(self.moves[-1].text),
                          any(e.kind == EssentiaEvent.CAPTURED for e in events))
        for anim in move_anims(self.board, events, self.sound):
            self.animator.add(anim)
        if any(e.kind == "game_over" for e in events):
            self.animator.add(Call(lambda: None))

    def state_changed(self) -> None:
        self.selected = None
        self.moves_scroll.follow()
        self.refresh()

    def result_card(self, outcome: Outcome) -> ResultScene:
        who = (self.who(0), self.who(1))
        return ResultScene(outcome, who, self.setup, self.rematch, self.view_board)

    def play_hints(self) -> list[Hint]:
        # Esc / B opens the menu too when nothing is selected, but the bar names the
        # menu once (P / Start); Esc earns its own entry only while it deselects
        back = [Hint("Esc", "B", N_("Deselect"), Act.CANCEL)] if self.selected is not None else []
        return [CURSOR_HINT, Hint("Enter", "A", N_("Select / move")), *back,
                Hint("Tab", "RB", N_("Next golem"), Act.NEXT)]

    def toast_midbottom(self) -> tuple[int, int]:
        """Over the move list's heading: never over a move (the last ones are what a
        player looks at, the game over most of all), nor the board or the buttons."""
        return PANEL.centerx, MOVES_RECT.top + 62

    def move_at(self, pos: tuple[int, int] | None) -> int | None:
        return next((i for r, i in move_spots(MOVES_RECT, len(self.moves), self.moves_scroll)
                     if pos is not None and r.collidepoint(pos)), None)

    def hint_steps_aside(self) -> bool:
        """A warning on the golem's card about the move aimed at outweighs the hint
        (unless the move aimed at is the hinted one: its card says the cost)."""
        return bool(self.focus.warning) and [self.selected, self.cursor] != self.hint_cells

    def hint_area(self) -> pygame.Rect:
        """The hint card covers the golem's card: the move list stays in view."""
        return POWER_CARD

    def hint_marks(self, action: Hashable) -> list[int]:
        assert isinstance(action, int)
        return [action_from(action), action_to(action)]

    def hint_words(self, action: Hashable) -> str:
        assert isinstance(action, int)
        return move_words(action)

    def review_board(self) -> EssentiaReviewBoard:
        return EssentiaReviewBoard(self.board.flipped)

    # -- input -----------------------------------------------------------------------
    def handle(self, action: InputAction) -> None:
        key = self.buttons.hit(action.pos) if action.act == Act.CLICK else None
        if key in ("rules", "menu"):
            self.press(key)          # never held back by an animation
        else:
            super().handle(action)
        self.refresh()

    def handle_play(self, action: InputAction) -> None:
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
            else:
                self.review_from_list(action.pos)
            return
        if a == Act.POINT:
            self.buttons.point(action.pos)
            cell = self.board.cell_at(action.pos)
            if cell is not None:
                self.cursor = cell
        elif a == Act.SCROLL:
            turns = (len(self.moves) + 1) // 2
            self.moves_scroll.scroll(action.value, turns, turns_fitting(MOVES_RECT))
        elif a == Act.CANCEL:
            if self.selected is None:
                self.open_pause()
            else:
                self.selected = None
        elif a in DIRECTIONS:
            self.cursor = self.board.step(self.cursor, a)
        elif a == Act.CONFIRM:
            self.confirm(self.cursor)
        elif a in (Act.NEXT, Act.PREV):
            self.next_golem(1 if a == Act.NEXT else -1)

    def press(self, key: str) -> None:
        """A panel button (mouse)."""
        {"undo": self.undo, "truce": self.offer_draw, "resign": self.ask_resign,
         "rules": self.open_rules, "menu": self.open_pause}[key]()

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
        """Select a golem, move the selected one, or deselect; after the end,
        bring back the end card."""
        if self.over:
            if self.result_shown:
                self.show_result()
            return
        if not self.can_act():
            if not self.busy and not self.human_turn():
                self.say(_("Wait: it is your friend's move") if self.setup.online
                         else _("Wait: the computer is thinking"))
            return
        if self.selected is not None:
            moves = [a for a in self.state.moves_from(self.selected) if a.to == cell]
            if moves:
                self.choose(moves)
                return
            if cell == self.selected:
                self.selected = None
                self.sound("cancel")
                return
            if self.state.golem_at(cell) != self.state.to_move():
                self.say_unreachable(self.selected, cell)     # the golem stays selected
                return
        owner = self.state.golem_at(cell)
        if owner == self.state.to_move():
            if self.state.moves_from(cell):
                self.selected = cell
                self.sound("menu")
            else:
                self.say(_("That golem has no move from here"))
        elif owner is not None:
            self.say(not_yours(owner))
        else:
            self.selected = None

    def say_unreachable(self, frm: int, to: int) -> None:
        """A click where the selected golem cannot go: say why (the engine's reason)."""
        code, cell = self.state.unreachable(frm, to)
        self.sound("cancel")
        self.say(unreachable_text(code, self.state.power_at(frm), NAMES[frm], NAMES[to], cell),
                 4.0)

    def choose(self, moves: Sequence[int]) -> None:
        """One destination: ask for the circle's power if there is a choice."""
        if len(moves) > 1:
            assert self.app is not None
            hint = self.coach.suggestion if self.coach is not None else None
            hinted = hint.action if hint is not None and isinstance(hint.action, int) else None
            self.app.push(PowerChooser(list(moves), self.try_move,
                                       self.board.center(action_to(moves[0])), hinted=hinted))
        else:
            self.try_move(moves[0])

    def try_move(self, action: int) -> None:
        """Play it, after a confirmation if it would abandon the last spring."""
        if self.state.abandons_springs(action):
            assert self.app is not None
            self.app.push(ConfirmDialog(
                _("Leave your last spring?"), lambda: self.move(action),
                yes=_("Move and lose"), no=_("Keep it"),
                detail=_("No golem of yours would stand on a spring: you lose at once.")))
            return
        self.move(action)

    def move(self, action: int) -> None:
        """A person's move, played through the base (animated, saved)."""
        self.play(action)

    # -- frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        super().update(dt)
        self.refresh()

    def draw_play(self, surface: pygame.Surface) -> None:
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
            board.draw_open_circles(surface, self.focus.circles, self.t)
            board.draw_marks(surface, self.focus.marks, self.t, faint=self.focus.faint)
        board.draw_golems(surface, self.state, hidden, self.selected, self.t)
        if not self.busy and not self.over and self.focus.open_to:
            # can be taken: ringed, without the marks a golem on a spring in danger gets
            draw_threats(surface, board.cell_rect, self.t, self.focus.open_to, ())
        threats = self.focus.threats if not self.busy and not self.over else ()
        draw_threats(surface, board.cell_rect, self.t, {victim for _frm, victim in threats}, ())
        if self.hint_cells:
            draw_hint_marks(surface, [board.center(c) for c in self.hint_cells], board.cell,
                            self.t)
        self.animator.draw(surface)
        board.draw_cursor(surface, self.cursor, self.t)
        if not self.busy and not self.over and self.focus.warning:   # the move aimed at
            draw_tag(surface, board.cell_rect(self.cursor), board.rect,
                     _("This loses") if self.focus.loses else
                     _("Could be taken") if self.focus.taken else _("Then you could lose"),
                     theme.DANGER)
        # the threatening golems' marks over the tag: it must never hide one of them
        draw_threats(surface, board.cell_rect, self.t, (), {frm for frm, _v in threats})
        self.draw_panel(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        top = TOP_CARD
        outcome = self.state.outcome()
        side, verb = self.turn_banner()
        who = (self.who(0), self.who(1))
        news = "" if side is None else \
            headline(self.setup, outcome) if verb == "wins" and outcome is not None \
            else side_to_move(side)     # as the end card says it ("The computer wins")
        if self.task_done and verb != "wins":
            side, news, who = self.setup.human_side, _("Task done"), ("", "")
        reason = ""
        if verb == "wins" and outcome is not None:    # how it ended, under the headline
            reason = reason_text(outcome, self.setup.human_side if self.setup.vs_computer
                                 else None)
        danger = self.focus.danger if verb != "wins" and self.human_turn() else ""
        # what the other side just did stays in words on the turn card; a danger then
        # goes on the power card instead
        replied = self.reply is not None and self.reply[0] == len(self.moves) \
            and self.human_turn()
        line = reply_words(self.reply[1], self.reply[2]) if replied and self.reply \
            else who[side] if side is not None else ""
        draw_turn_card(surface, top, side, news, reason or line,
                       self.thinking and not self.human_turn(), self.t,
                       "" if replied else danger)
        if reason and outcome is not None and outcome.winner is None:
            blit_fit(surface, _("Truce: the game is drawn"), 34,
                     (top.left + 24, top.top + 14), top.w - 48, kind="title-bold",
                     color=theme.GOLD)
            blit_fit(surface, reason, 20, (top.left + 24, top.top + 58), top.w - 48,
                     kind="ui-semibold", color=theme.INK)
        focus = self.focus
        draw_power_card(surface, POWER_CARD, focus.power, focus.title, focus.detail,
                        focus.warning or (danger if replied else ""))
        draw_tallies(surface, pygame.Rect(PANEL.left, top.bottom + 132, PANEL.w, 130),
                     self.tallies(), who, self.state.to_move())
        draw_moves(surface, MOVES_RECT, self.notation, self.first, self.moves_scroll)
        self.buttons.draw(surface)
