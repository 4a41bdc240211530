"""Review: step through every move of a game and see the board as it was.

Written once for the games: the play screen hands over the start position and
the moves (what a save holds, scenes/core/replay.py), the review replays them
through the engine to every ply, and the game's own ``ReviewBoard`` draws the
position with its board view. Left / right (keys, d-pad, wheel) step a move,
PgUp / PgDn (LB / RB) jump to the start or the end, a click on the move list
goes to that move. Leaving pops the review: the game (or its end card)
underneath is exactly as it was, since the review works on its own copies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from game.common import Event, GameState
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _, ngettext, pgettext
from scenes.core.replay import Move, S
from scenes.ui.hints import Hint, HintBar, bumped, device_of
from scenes.ui.move_list import turn_rows
from scenes.ui.widgets import Backdrop, draw_panel, fit_size, text, wrap_text

ROW_H = 30
PANEL_MARGIN = 24


STORY_ROOM = 4
"""Lines kept for the move's story above the move list, used or not."""
STORY_MOST = 7
"""Lines at most for a move's story (in smaller type when it needs them)."""

class ReviewBoard(Protocol):
    """A game's board for the review: ``show`` a position (when the ply changes),
    ``tick`` its clock each frame (pulses, glows), then ``draw`` it as shown.
    ``area`` is where it draws; the panel goes right of it."""

    area: pygame.Rect

    def show(self, state: Any, events: Sequence[Event]) -> None: ...

    def caption(self) -> str:
        """What the shown move did, in words ("" when the game tells nothing more)."""
        ...

    def tick(self, t: float) -> None: ...

    def draw(self, surface: pygame.Surface, t: float) -> None: ...


def replay_all(start_text: str, moves: Sequence[Move], from_text: Callable[[str], S]
               ) -> tuple[list[GameState[Any]], list[list[Event]]]:
    """The position after every ply (0 = the start) and each move's events."""
    state = from_text(start_text)
    states: list[GameState[Any]] = [state.copy()]
    events: list[list[Event]] = [[]]
    for move in moves:
        events.append(state.play(state.parse_action(move.text)))
        states.append(state.copy())
    return states, events


class ReviewScene(Scene):
    """The moves of a game, one ply at a time, over the game's own board."""

    def __init__(self, board: ReviewBoard, start_text: str, moves: Sequence[Move],
                 from_text: Callable[[str], GameState[Any]], sides: Sequence[str], *,
                 leave_label: str = N_("Back to the game"), ply: int | None = None,
                 named: Callable[[GameState[Any], str], str] | None = None,
                 ending: str = "") -> None:
        """``ply``: the position to open on (after that many moves; the last by
        default). ``named``: a move in words, from the position it was played in and
        its notation (as the game's hint names moves); else its notation.
        ``ending``: how the game ended after the last move, said under its story."""
        super().__init__()
        self.board, self.moves, self.sides = board, list(moves), sides
        self.named, self.ending = named, ending
        self.states, self.events = replay_all(start_text, self.moves, from_text)
        self.first = self.states[0].to_move() or 0
        self.rows = turn_rows([(m.player, m.text) for m in self.moves], self.first)
        self.backdrop = Backdrop(seed=5, motes=20)
        self.hint_bar = HintBar([
            # TRANSLATORS: review hint-bar labels: to the start position, one move
            # back, one move on, to the position after the last move.
            Hint("PgUp", "LB", N_("To the start"), Act.PREV),
            Hint("\u2190", "D-pad \u2190", N_("Previous move"), Act.LEFT),
            Hint("\u2192", "D-pad \u2192", N_("Next move"), Act.RIGHT),
            Hint("PgDn", "RB", N_("To the end"), Act.NEXT),
            Hint("Esc", "B", leave_label, Act.CANCEL)])
        self.panel = pygame.Rect(board.area.right + PANEL_MARGIN, 18, 0, 640)
        self.panel.width = theme.WIDTH - 20 - self.panel.left
        self.t = 0.0
        self.ply = -1
        self.row_rects: list[tuple[pygame.Rect, int]] = []   # clickable move -> ply
        self.heading, self.detail = "", ""
        self.story_lines: list[str] = []
        self.story_size = 18
        self.bar_top = self.rows_top = 0
        self.go(len(self.moves) if ply is None else ply)

    @property
    def state(self) -> GameState[Any]:
        """The position shown: the engine's state after ``ply`` moves."""
        return self.states[self.ply]

    def go(self, ply: int) -> None:
        """Show the position after ``ply`` moves (clamped to the game)."""
        ply = max(0, min(len(self.moves), ply))
        if ply == self.ply:
            return
        self.ply = ply
        self.board.show(self.states[ply], self.events[ply])
        self._layout()

    def _layout(self) -> None:
        """The panel's texts and the clickable rows of the move list around the ply."""
        # counted in the move list's numbered turns (a move and its reply), as it shows them
        total = self.rows[-1][0] if self.rows else 0
        if self.ply == 0:
            self.heading = _("Start position")
            self.detail = ngettext("{n} turn in all", "{n} turns in all", total).format(n=total)
        else:
            move = self.moves[self.ply - 1]
            turn = self.rows[self._row_of(self.ply)][0]
            self.heading = _("Turn {n} of {total}").format(n=turn, total=total)
            said = move.text if self.named is None else \
                self.named(self.states[self.ply - 1], move.text)
            # TRANSLATORS: {side} is a side's or player's name, {move} the move in words
            # ("Golem from e8 to f9") or in notation
            self.detail = _("{side}: {move}").format(side=self.sides[move.player], move=said)
        inner = self.panel.width - 48
        caption = self.board.caption()
        if self.ending and self.moves and self.ply == len(self.moves):
            caption = f"{caption}\n{self.ending}" if caption else self.ending
        for size in (18, 17, 16, 15, 14):       # smaller type before a cut line
            self.story_size = size
            self.story_lines = wrap_text(caption, theme.font(size), inner)
            if len(self.story_lines) <= STORY_MOST:
                break
        self.story_lines = self.story_lines[:STORY_MOST]
        step = self.story_size + 6
        # room for four lines of the story whatever this move's: the list stays put as
        # the steps go by (a longer story, rare, still pushes it down)
        self.bar_top = self.panel.top + 150 + step * max(STORY_ROOM, len(self.story_lines)) + 14
        self.rows_top = top = self.bar_top + 58
        self.row_rects = []
        fit = max(1, (self.panel.bottom - 16 - top) // ROW_H)
        current_row = max(0, (self._row_of(self.ply) if self.ply else 0))
        start = max(0, min(current_row - fit // 2, len(self.rows) - fit))
        ply = self._first_ply_of_row(start)
        for i, (_n, a, b) in enumerate(self.rows[start:start + fit]):
            y = top + i * ROW_H
            for k, txt in enumerate((a, b)):
                if not txt or txt == "\u2026":
                    continue
                ply += 1
                rect = pygame.Rect(self.panel.left + 80 + k * 190, y, 180, ROW_H - 4)
                self.row_rects.append((rect, ply))
        self._rows_start, self._rows_fit = start, fit

    def _row_of(self, ply: int) -> int:
        """The move-list row holding move ``ply`` (1-based)."""
        count = 0
        for r, (_n, a, b) in enumerate(self.rows):
            count += sum(1 for txt in (a, b) if txt and txt != "\u2026")
            if count >= ply:
                return r
        return len(self.rows) - 1

    def _first_ply_of_row(self, row: int) -> int:
        """How many moves come before ``row``."""
        return sum(sum(1 for txt in (a, b) if txt and txt != "\u2026")
                   for _n, a, b in self.rows[:row])

    def language_changed(self) -> None:
        self._layout()

    # -- input ---------------------------------------------------------------------
    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hint_bar)
        a = action.act
        before = self.ply
        if a in (Act.LEFT, Act.UP):
            self.go(self.ply - 1)
        elif a in (Act.RIGHT, Act.DOWN):
            self.go(self.ply + 1)
        elif a == Act.PREV:
            self.go(0)
        elif a == Act.NEXT:
            self.go(len(self.moves))
        elif a == Act.SCROLL:
            self.go(self.ply - action.value)
        elif a == Act.CLICK:
            for rect, ply in self.row_rects:
                if action.pos is not None and rect.collidepoint(action.pos):
                    self.go(ply)
        elif a in (Act.CANCEL, Act.MENU, Act.REVIEW):
            self.leave()
            return
        if self.ply != before and self.app is not None:
            self.app.play_sound("menu")

    def leave(self) -> None:
        if self.app is not None:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.t += dt
        self.backdrop.update(dt)
        self.board.tick(self.t)

    # -- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        self.board.draw(surface, self.t)
        p = self.panel
        draw_panel(surface, p, border=theme.GOLD)
        # TRANSLATORS: title of the screen that steps through a game's moves.
        title = text(pgettext("title", "Review"), 34, "title-bold", theme.GOLD)
        surface.blit(title, (p.left + 24, p.top + 14))
        surface.blit(text(self.heading, 26, "ui-bold", theme.INK), (p.left + 24, p.top + 72))
        size = fit_size(self.detail, 20, "ui", p.width - 48, floor=12)   # a move in words
        surface.blit(text(self.detail, size, "ui", theme.INK_DIM), (p.left + 24, p.top + 110))
        for i, line in enumerate(self.story_lines):
            surface.blit(text(line, self.story_size, "ui", theme.INK),
                         (p.left + 24, p.top + 146 + i * (self.story_size + 6)))
        self._draw_bar(surface, pygame.Rect(p.left + 24, self.bar_top, p.width - 48, 8))
        surface.blit(text(_("Moves · click one to see the board after it"), 16, "ui",
                          theme.INK_DIM), (p.left + 24, self.bar_top + 22))
        self._draw_rows(surface)
        self.hint_bar.draw(surface, device_of(self.app))

    def _draw_bar(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """How far through the game the shown position is."""
        pygame.draw.rect(surface, theme.BG, rect, border_radius=4)
        if self.moves:
            done = rect.copy()
            done.width = max(8, rect.width * self.ply // len(self.moves))
            pygame.draw.rect(surface, theme.GOLD_DIM, done, border_radius=4)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        top = self.rows_top
        for i, (n, _a, _b) in enumerate(self.rows[self._rows_start:self._rows_start +
                                                 self._rows_fit]):
            img = text(f"{n}.", 18, "ui", theme.INK_DIM)
            surface.blit(img, img.get_rect(topright=(self.panel.left + 66, top + i * ROW_H + 2)))
        for rect, ply in self.row_rects:
            current = ply == self.ply
            if current:
                pygame.draw.rect(surface, theme.BG_PANEL_HI, rect, border_radius=6)
                pygame.draw.rect(surface, theme.FOCUS, rect, 2, border_radius=6)
            move = self.moves[ply - 1]
            img = text(move.text, 18, "ui-bold" if current else "ui",
                       theme.FOCUS if current else theme.INK)
            surface.blit(img, img.get_rect(midleft=(rect.left + 10, rect.centery)))
