"""Symbol on screen: one game from leader placement to the end card.

The play-screen base (scenes/play.py) keeps what the three games share: the
moves, the computer, undo, draw offers, resignation, saves, the end card, the
toasts and the hint bar. This screen adds what is Symbol's own: the board
with its *shown* stacks while actions animate (scenes/symbol/fx.py), the
action builder (building.py) driven by the controls (controls.py), the side
panel and the context box (panel.py, context.py). Every outcome, tie-break
included, is the engine's.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from game.common import Event, GameState, Outcome
from game.symbol import Detonate, Reach, SymbolState
from game.symbol import Move as GroupMoveAction
from game.symbol.board import NAMES, control_of, region_presence
from game.symbol.pieces import LETTERS
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _, ngettext
from scenes.core.replay import Move
from scenes.games import GameSetup
from scenes.play import PlayScreen
from scenes.play_words import headline
from scenes.symbol.board import BoardView, stack_image
from scenes.symbol.building import ActionBuilder, GroupMove, touched_cells
from scenes.symbol.context import ContextBox, compose, draw_context
from scenes.symbol.controls import (
    CONTEXT_BOTTOM,
    CONTEXT_TOP,
    PANEL_W,
    PANEL_X,
    Controls,
)
from scenes.symbol.end import SymbolEndScene, leader_destroyed, reason_text
from scenes.symbol.fx import build, shown_of
from scenes.symbol.overlay import draw_over, draw_under
from scenes.symbol.panel import (
    Chip,
    PlayerCard,
    draw_banner,
    draw_chip,
    draw_moves,
    draw_player_card,
    move_spots,
    setup_text,
    turns_fitting,
)
from scenes.symbol.preview import Foresight, preview_of
from scenes.symbol.review import SymbolReviewBoard
from scenes.symbol.story import story
from scenes.symbol.words import action_words
from scenes.ui.coach import draw_hint_marks
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.hints import Hint
from scenes.ui.move_list import MoveScroll, turn_rows
from scenes.ui.threats import draw_threats
from scenes.ui.widgets import Backdrop, blit_text, fit_size

BANNER_TIME = 1.1
CONTEXT_RECT = pygame.Rect(PANEL_X, CONTEXT_TOP, PANEL_W, CONTEXT_BOTTOM - CONTEXT_TOP)
MOVES_RECT = pygame.Rect(PANEL_X, 486, PANEL_W, 128)
PLAYER_CARDS = tuple(pygame.Rect(PANEL_X, 56 + p * 112, PANEL_W, 104) for p in (0, 1))


class SymbolPlayScene(PlayScreen):
    """One game of Symbol from leader placement to the end screen."""

    def __init__(self, setup: GameSetup, state: SymbolState, *, start_text: str | None = None,
                 moves: Sequence[Move] = (), undo_floor: int = 0) -> None:
        super().__init__(setup, state, start_text=start_text, moves=moves,
                         undo_floor=undo_floor)
        self.state: SymbolState = state
        flipped = setup.own_side == 1
        self.view = BoardView(origin=(56, 46), cell=82, flipped=flipped)
        self.backdrop = Backdrop(seed=11, motes=30)
        self.shown = shown_of(state)
        self.animator.on_idle = self._after_animation
        self.scroll = MoveScroll()
        self.banner = 0.0
        self.destroyed = False  # a leader fell to an explosion (destroyed, not captured)
        # the last two actions' events, each with the move count it left and who played
        self.tales: list[tuple[int, list[Event], int | None]] = []
        self.move_cells: dict[int, list[int]] = {}   # move count -> cells that move touched
        self.builder = ActionBuilder(state, self.sound)
        self.controls = Controls(self, self.builder)
        # what drawing shows, composed when something changes and in update
        self.context = ContextBox()
        self.cards: list[PlayerCard] = []
        self.control: list[int | None] = []
        self.board_marks: dict[int, str] = {}
        self.last_cells: list[int] = []
        self.foresight = Foresight()     # the focused action's preview, threats to the leader
        self._after_animation()

    # -- what the scene shows its players (and tests) ------------------------------
    @property
    def side(self) -> int | None:
        return self.state.to_move()

    @property
    def cursor(self) -> int:
        return self.controls.cursor

    @cursor.setter
    def cursor(self, cell: int) -> None:
        self.controls.cursor = cell

    @property
    def chips(self) -> list[Chip]:
        return self.controls.chips

    def chip(self, key: str) -> Chip | None:
        return self.controls.chip(key)

    @property
    def mode(self) -> str:
        return self.builder.mode

    @property
    def dest(self) -> dict[int, list[GroupMove]]:
        return self.builder.dest

    @property
    def last_story(self) -> str:
        """What the last action did, in words, until another is played or undone; after
        the other side's reply, the person's own action before it as well, so a quick
        reply never hides what one's own move did."""
        n, own = len(self.moves), self.setup.own_side
        told = [(count, events, mover) for count, events, mover in self.tales if count <= n]
        if not told or told[-1][0] != n:
            return ""
        shown = told[-2:] if (len(told) > 1 and told[-2][0] == n - 1 and own is not None
                              and told[-2][2] == own and told[-1][2] != own) else told[-1:]
        return "\n".join(story(events, self.sides) for _n, events, _m in shown)

    def adopt(self, state: GameState[Any]) -> None:
        assert isinstance(state, SymbolState)
        super().adopt(state)
        self.state = state
        self.builder.state = state

    def tell(self, events: list[Event]) -> None:
        """Say in words what ``events`` did (the last action; a resume retells it),
        and note a leader destroyed by a blast (the end card says so)."""
        n = len(self.moves)
        mover = self.moves[-1].player if self.moves else None
        self.tales = [t for t in self.tales if t[0] < n][-1:] + [(n, events, mover)]
        self.destroyed = self.destroyed or leader_destroyed(events)
        self._compose()

    def marks(self) -> dict[int, str]:
        """Cell -> mark for the choice being built (none while the board waits)."""
        if not self.can_act():
            return {}
        return self.builder.marks()

    def actions_played(self) -> int:
        return len(self.moves)

    def session_chips(self) -> list[Chip]:
        """The buttons of the game around the board: undo, draw, resign, rules, menu."""
        return [
            Chip("undo", _("Undo"), self.undo, enabled=self.can_undo()),
            # TRANSLATORS: the button that offers the opponent a draw
            Chip("draw", _("Draw?"), self.offer_draw,
                 enabled=self.draw_open()),
            # with the computer on both sides (the demo), or in a lesson, nobody may resign
            Chip("resign", _("Resign"), self.ask_resign, enabled=self.offers_open(),
                 danger=True),
            Chip("rules", _("Rules"), self.open_rules),
            Chip("menu", _("Menu"), self.open_pause),
        ]

    def refuse(self, why: str) -> None:
        """A choice did nothing: the panel says why; a lesson's card says it too (it
        answers every try where the learner is looking)."""
        if self.in_lesson():
            self.say(why)

    def ask_detonate(self, c: int) -> None:
        if self.app is None:
            return
        name = NAMES[c]
        rule = _("Every piece on {cell} and the eight cells around it is destroyed, "
                 "yours too. Death pieces in the blast explode in turn.").format(cell=name)
        # what this blast would do, the engine's word: a game it ends is said first
        ahead = preview_of(self.state, Detonate(c))
        said = [line for line in ahead.text.split("\n") if line]
        lines = [said[0], rule, *said[1:]] if ahead.ending else [rule, *said]
        self.app.push(ConfirmDialog(
            _("Detonate the death piece on {cell}?").format(cell=name),
            partial(self.detonate, c), yes=_("Detonate"), no=_("Cancel"),
            detail="\n".join(lines)))

    def ask_fewer(self, placed: int, limit: int, on_yes: Callable[[], None]) -> None:
        """Place pressed with pieces still placeable: play fewer only when asked to."""
        if self.app is None:
            return
        self.app.push(ConfirmDialog(
            ngettext("Reinforce with only {placed} piece?", "Reinforce with only {placed} "
                     "pieces?", placed).format(placed=placed),
            on_yes, yes=ngettext("Place it", "Place them", placed), no=_("Keep placing"),
            detail=_("You may place up to {limit}: the others stay in your reserve.").format(
                limit=limit)))

    def detonate(self, c: int) -> None:
        self.play(Detonate(c))

    # -- the base's hooks ----------------------------------------------------------
    def show_events(self, events: list[Event]) -> None:
        n = len(self.moves)
        self.foresight.forget()
        self.controls.new_turn()     # the choice being built belonged to the position left
        self.tell(events)
        cells = touched_cells(events)
        if cells:
            self.move_cells[n] = cells
        self.scroll.follow()
        for step in build(events, self.shown, self.view, self.sound, seed=n):
            self.animator.add(step)

    def state_changed(self) -> None:
        self.foresight.forget()
        self.controls.new_turn()
        if self.busy:
            self.controls.refresh()
            self._compose()
        else:
            self._after_animation()

    def move_refused(self) -> None:
        """The group stays picked and the cursor where it was: the next try is one
        cell away, not a walk back from the corner."""
        if self.builder.mode == "stop":
            self.builder.back_to_destinations()
        if self.builder.mode != "selected":
            self.state_changed()
            return
        self.controls.refresh()
        self._compose()

    def undo_choice(self) -> bool:
        """Undo first takes back the last piece of a reinforcement being built."""
        return self.controls.take_back()

    def result_card(self, outcome: Outcome) -> Scene:
        regions = (self.state.controlled_regions(0), self.state.controlled_regions(1))
        n = len(self.moves)
        # TRANSLATORS: the end card's small print: "31 actions · regions held: 2 (Player 1),
        # 6 (Player 2)" ({first}, {second}: how many regions each side holds at the end)
        sub = ngettext("{count} action \u00b7 regions held: {first} ({side1}), {second} "
                       "({side2})",
                       "{count} actions \u00b7 regions held: {first} ({side1}), {second} "
                       "({side2})", n).format(count=n, side1=self.sides[0], first=regions[0],
                                 side2=self.sides[1], second=regions[1])
        return SymbolEndScene(outcome, headline(self.setup, outcome),
                              reason_text(self.state, self.sides, self.destroyed,
                                          self.setup.own_side, self.setup.online),
                              self.rematch, sub, self.view_board)

    def play_hints(self) -> list[Hint]:
        if self.over or self.busy:
            return []
        if not self.human_turn():     # the computer is thinking: the board waits
            return [Hint("Tab", "RB", N_("Buttons"), Act.NEXT)]
        return self.controls.hints()

    def hint_area(self) -> pygame.Rect:
        """The hint card covers the other side's card: the asking side's own card
        (its reserve, a danger to its leader), the move list and the context box
        with its buttons stay in view."""
        return PLAYER_CARDS[1 - (self.state.to_move() or 0)]

    def hint_words(self, action: Hashable) -> str:
        assert isinstance(action, tuple)
        return action_words(action) or str(self.state.action_text(action))

    def toast_midbottom(self) -> tuple[int, int]:
        """Over the move list's heading, clear of the board on the left: never over
        a move (the last ones are what a player looks at, the game over most of all)."""
        return PANEL_X + PANEL_W // 2, MOVES_RECT.top + 34

    def hint_moves(self, action: Hashable) -> bool:
        """A group moving (or capturing by reach) goes somewhere; a reinforcement, a
        leader placed or a detonation is marked where it happens."""
        return isinstance(action, (GroupMoveAction, Reach))

    def hint_marks(self, action: Hashable) -> list[int]:
        """The cells the suggested action plays on, as the engine would play it."""
        assert isinstance(action, tuple)
        return touched_cells(self.state.copy().play(action))

    def review_board(self) -> SymbolReviewBoard:
        return SymbolReviewBoard(self.view.flipped, self.sides)

    def move_at(self, pos: tuple[int, int] | None) -> int | None:
        spots = move_spots(MOVES_RECT, [(m.player, m.text) for m in self.moves], self.scroll)
        return next((i for r, i in spots if pos is not None and r.collidepoint(pos)), None)

    def handle_play(self, action: InputAction) -> None:
        a = action.act
        if a == Act.CLICK and self.review_from_list(action.pos):
            pass
        elif a == Act.SCROLL:
            rows = len(turn_rows([(m.player, m.text) for m in self.moves]))
            self.scroll.scroll(action.value, rows, turns_fitting(MOVES_RECT))
        elif self.busy or self.answering:    # an animation, or the computer weighs a draw
            if a == Act.CANCEL:
                self.open_pause()
        elif self.over:
            on_board = a == Act.CLICK and self.view.cell_at(action.pos) is not None
            if on_board and self.result_shown:
                self.show_result()
            elif a == Act.CANCEL:
                self.open_pause()
        elif not self.controls.handle(action) and a == Act.CANCEL:
            self.open_pause()
        self._compose()

    # -- after an animation, an undo, a resume -------------------------------------
    def _after_animation(self) -> None:
        self.shown = shown_of(self.state)
        self.foresight.forget()
        self.builder.new_position()
        if not self.over:
            if self.human_turn() and self.setup.hot_seat and self.moves:
                self.banner = BANNER_TIME
            if self.human_turn():
                self.controls.place_cursor()
        self.controls.refresh()
        self._compose()

    def _compose(self) -> None:
        """Everything drawing shows, read from the state and the choice being built."""
        self.control = control_of(region_presence((c, o) for c, (o, _) in self.shown.items()))
        self.board_marks = self.marks()
        looking = self.can_act() and not self.builder.placing_leader()
        self.foresight.update(self.state, self.controls.focused_action() if looking else None,
                              self.side if looking else None)
        self.last_cells = [] if self.busy else self.move_cells.get(len(self.moves), [])
        self.cards = [
            PlayerCard(p, self.sides[p], self._who_note(p), self.side == p, self.state.reserve(p),
                       self.state.controlled_regions(p),
                       self.state.reinforcement_count(p) if self.state.reserve(p) else 0,
                       thinking=self.thinking and self.side == p,
                       in_danger=self.foresight.leader is not None and self.side == p)
            for p in (0, 1)]
        self.context = compose(self, CONTEXT_RECT, self.controls.chips_top())
        self._refresh_hints()

    def _who_note(self, p: int) -> str:
        """The note after a side's name on its card, against the computer or online."""
        if self.setup.own_side is None:
            return ""
        if p == self.setup.own_side:
            return _("(you)")
        return _("(computer)") if self.setup.vs_computer else _("(your friend)")

    def language_changed(self) -> None:
        """Say the builder's advice, the buttons and the preview in the language just
        chosen (the last actions are worded as they are drawn)."""
        super().language_changed()
        b = self.builder
        b.message = b.reinforce_prompt() if b.mode == "reinforce" else ""
        if self.human_turn() and not self.over and b.placing_leader():
            self.controls.place_cursor()
        self.foresight.forget()
        self.controls.refresh()
        self._compose()

    # -- frame --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.view.t = self.t
        self.backdrop.update(dt)
        self.banner = max(0.0, self.banner - dt)
        self._compose()

    def draw_play(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        view = self.view
        view.draw_terrain(surface, self.control)
        view.draw_tint(surface, self.last_cells)
        view.draw_marks(surface, self.board_marks)
        draw_under(surface, view, self.foresight.preview)
        sel = self.builder.sel
        if sel is not None and self.mode in ("selected", "stop", "detonate"):
            view.draw_selected(surface, sel)
        view.draw_stacks(surface, self.shown)
        view.draw_move_dots(surface, self.board_marks, set(self.shown),
                            self.builder.pushes if self.builder.mode == "selected" else set())
        self._draw_placed(surface)
        leader = self.foresight.leader
        draw_threats(surface, view.cell_rect, view.t, [] if leader is None else [leader],
                     self.foresight.threat_cells)
        ahead = self.foresight.preview
        if ahead is not None and ahead.exposed_leader is not None:
            draw_threats(surface, view.cell_rect, view.t, [ahead.exposed_leader],
                         ahead.exposed_cells)
        draw_over(surface, view, ahead, self.shown)
        if self.hint_cells and not self.busy:
            draw_hint_marks(surface, [(int(x), int(y)) for x, y in map(view.center,
                                                                      self.hint_cells)],
                            view.cell, self.t, self.hint_arrow)
        self.animator.draw(surface)
        if self.human_turn() and not self.busy and self.controls.zone == "board":
            view.draw_cursor(surface, self.cursor)
        self._draw_panel(surface)
        if self.banner > 0 and self.side is not None:
            alpha = int(255 * min(1.0, self.banner / 0.4))
            draw_banner(surface, view.rect.center, self.sides[self.side], self.side, alpha)

    def _draw_placed(self, surface: pygame.Surface) -> None:
        """The reinforcement being built, as see-through pieces on their cells."""
        placed = self.builder.placed
        for i, (c, t) in enumerate(placed):
            img = stack_image(LETTERS[t], self.side or 0, self.view.cell).copy()
            img.set_alpha(170)
            off = 8 * sum(1 for pc, _kind in placed[:i] if pc == c)
            x, y = self.view.center(c)
            surface.blit(img, img.get_rect(center=(x + off, y - off)))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        x = PANEL_X
        title = blit_text(surface, _("Symbol"), 34, (x + 4, 8), kind="title-bold",
                          color=theme.GOLD)
        described = setup_text(str(self.setup.options.get("army", "basic")), self.state.flags)
        room = x + PANEL_W - 6 - title.right - 16
        size = fit_size(described, 16, "ui", room, floor=12)
        blit_text(surface, described, size, (x + PANEL_W - 6, 30), color=theme.INK_DIM,
                  anchor="midright")
        for card in self.cards:
            shown = replace(card, active=False) if self.task_done else card   # none to move
            draw_player_card(surface, PLAYER_CARDS[card.player].move(x - PANEL_X, 0),
                             shown, self.t)
        draw_context(surface, CONTEXT_RECT, self.context, self.t)
        draw_moves(surface, MOVES_RECT, [(m.player, m.text) for m in self.moves], self.scroll)
        focused = self.controls.focus if self.controls.zone == "panel" and not self.busy else -1
        for i, ch in enumerate(self.chips):
            draw_chip(surface, ch, i == focused, self.t)
