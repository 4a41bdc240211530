"""The Essentia board on screen: cell geometry, terrain, golems, marks, cursor.

Shared by the setup and play scenes. It only reads the rules state through
its public inspection methods and never changes it; what an animation is
currently drawing is passed in as sets of hidden cells so the board does not
draw the same golem or tile twice.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from game.essentia import EssentiaState
from game.essentia.layout import CELLS, FILE_LETTERS, FILES, RANKS
from scenes.art import essentia as essentia_art
from scenes.core import theme
from scenes.core.base import Act
from scenes.ui.widgets import blit_text

CELL = 68
ORIGIN = (60, 26)
GOLEM_SIZE = 54

# How a destination is marked: shape differs as well as colour.
MOVE, CAPTURE, CIRCLE = "move", "capture", "circle"


def tile_name(state: EssentiaState, cell: int) -> str:
    """The sprite name for a cell's terrain (circles by state, face-down as 'back')."""
    t = state.terrain_at(cell)
    if t == "hidden":
        return "back"
    if t == "circle":
        return "circle_active" if state.circles in ("on", "wild") else "circle_inactive"
    return t


class BoardView:
    """Where each cell is on screen (Dawn at the bottom unless flipped)."""

    def __init__(self, origin: tuple[int, int] = ORIGIN, cell: int = CELL,
                 flipped: bool = False) -> None:
        self.origin, self.cell, self.flipped = origin, cell, flipped
        self.rect = pygame.Rect(origin[0], origin[1], FILES * cell, RANKS * cell)

    # -- geometry --------------------------------------------------------------
    def colrow(self, c: int) -> tuple[int, int]:
        f, r = c % FILES, c // FILES
        return (FILES - 1 - f, r) if self.flipped else (f, RANKS - 1 - r)

    def cell_rect(self, c: int) -> pygame.Rect:
        col, row = self.colrow(c)
        return pygame.Rect(self.origin[0] + col * self.cell, self.origin[1] + row * self.cell,
                           self.cell, self.cell)

    def center(self, c: int) -> tuple[int, int]:
        return self.cell_rect(c).center

    def cell_at(self, pos: tuple[int, int] | None) -> int | None:
        """The cell under a logical point, or None off the board."""
        if pos is None or not self.rect.collidepoint(pos):
            return None
        col = (pos[0] - self.origin[0]) // self.cell
        row = (pos[1] - self.origin[1]) // self.cell
        f, r = (FILES - 1 - col, row) if self.flipped else (col, RANKS - 1 - row)
        return r * FILES + f

    def step(self, c: int, act: Act) -> int:
        """Move the cursor one cell in a screen direction (stops at the edge)."""
        col, row = self.colrow(c)
        dc, dr = {Act.LEFT: (-1, 0), Act.RIGHT: (1, 0), Act.UP: (0, -1),
                  Act.DOWN: (0, 1)}.get(act, (0, 0))
        col = min(FILES - 1, max(0, col + dc))
        row = min(RANKS - 1, max(0, row + dr))
        f, r = (FILES - 1 - col, row) if self.flipped else (col, RANKS - 1 - row)
        return r * FILES + f

    # -- drawing ---------------------------------------------------------------
    def draw_frame(self, surface: pygame.Surface) -> None:
        """The board's wooden frame and its file/rank coordinates."""
        outer = self.rect.inflate(26, 26)
        pygame.draw.rect(surface, (16, 14, 12), outer.move(4, 6), border_radius=16)
        pygame.draw.rect(surface, (70, 52, 34), outer, border_radius=16)
        pygame.draw.rect(surface, theme.GOLD_DIM, outer, 2, border_radius=16)
        pygame.draw.rect(surface, (24, 22, 20), self.rect.inflate(4, 4), border_radius=4)
        for f in range(FILES):
            c = f
            x = self.center(c)[0]
            blit_text(surface, FILE_LETTERS[f], 15, (x, outer.bottom + 2), kind="ui-bold",
                      color=theme.INK_DIM, anchor="midtop")
        for r in range(RANKS):
            y = self.center(r * FILES)[1]
            blit_text(surface, str(r + 1), 15, (outer.left - 6, y), kind="ui-bold",
                      color=theme.INK_DIM, anchor="midright")

    def draw_terrain(self, surface: pygame.Surface, state: EssentiaState,
                     hidden: Iterable[int] = (), dimmed: Iterable[int] = ()) -> None:
        """Every cell's tile; ``hidden`` cells show the bare board (a tile is in flight)."""
        hidden, dimmed = set(hidden), set(dimmed)
        size = self.cell - 2
        veil = pygame.Surface((size, size), pygame.SRCALPHA)
        veil.fill((10, 10, 16, 150))
        for c in range(CELLS):
            rect = self.cell_rect(c)
            name = "rocks" if c in hidden else tile_name(state, c)
            surface.blit(essentia_art.tile(name, size), rect.move(1, 1))
            if c in dimmed:
                surface.blit(veil, rect.move(1, 1))

    def golem_image(self, player: int) -> pygame.Surface:
        return essentia_art.golem(player, GOLEM_SIZE)

    def draw_golems(self, surface: pygame.Surface, state: EssentiaState,
                    hidden: Iterable[int] = (), selected: int | None = None,
                    t: float = 0.0) -> None:
        hidden = set(hidden)
        for c in range(CELLS):
            p = state.golem_at(c)
            if p is None or c in hidden:
                continue
            x, y = self.center(c)
            if c == selected:
                pulse = 0.5 + 0.5 * math.sin(t * 6)
                glow = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
                pygame.draw.circle(glow, (*theme.FOCUS, int(70 + 60 * pulse)),
                                   (self.cell // 2, self.cell // 2), self.cell // 2 - 2)
                surface.blit(glow, glow.get_rect(center=(x, y)))
                y -= 4
            img = self.golem_image(p)
            surface.blit(img, img.get_rect(center=(x, y)))
            if state.power_at(c) is not None and tile_name(state, c) == "circle_active":
                power = state.power_at(c)
                assert power is not None
                icon = essentia_art.power_icon(power, 28)
                rect = self.cell_rect(c)
                surface.blit(icon, icon.get_rect(bottomright=(rect.right - 1, rect.bottom - 1)))

    def draw_marks(self, surface: pygame.Surface, marks: dict[int, str], t: float,
                   faint: bool = False) -> None:
        """Destinations: a dot for a move, red corners for a capture, a dot in a gold
        frame for entering a circle (which asks for a power)."""
        a = 120 if faint else 235
        pulse = 0.5 + 0.5 * math.sin(t * 4)
        for c, kind in marks.items():
            rect = self.cell_rect(c)
            s = pygame.Surface(rect.size, pygame.SRCALPHA)
            h = self.cell // 2
            if kind == CAPTURE:
                col = (*theme.DANGER, a)
                m, ln, w = 5, 18, 5
                for sx, sy in ((0, 0), (1, 0), (0, 1), (1, 1)):
                    x = m if sx == 0 else self.cell - m
                    y = m if sy == 0 else self.cell - m
                    dx = ln if sx == 0 else -ln
                    dy = ln if sy == 0 else -ln
                    pygame.draw.line(s, col, (x, y), (x + dx, y), w)
                    pygame.draw.line(s, col, (x, y), (x, y + dy), w)
                pygame.draw.circle(s, (*theme.DANGER, a // 3), (h, h), h - 6, 4)
            elif kind == CIRCLE:    # a move's dot, framed: entering asks for a power
                pygame.draw.rect(s, (*theme.FOCUS, a), s.get_rect().inflate(-4, -4), 4,
                                 border_radius=8)
                _dot(s, h, 10 + 1.5 * pulse, a)
            else:
                _dot(s, h, 10 + 1.5 * pulse, a)
            surface.blit(s, rect)

    def draw_open_circles(self, surface: pygame.Surface, cells: Iterable[int],
                          t: float) -> None:
        """Circles a golem may enter this turn: a pulsing gold frame round the cell,
        so the chance to declare a power is seen before any golem is picked."""
        pulse = 0.5 + 0.5 * math.sin(t * 3)
        for c in cells:
            rect = self.cell_rect(c).inflate(-2, -2)
            glow = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
            inner = glow.get_rect().inflate(-6, -6)
            pygame.draw.rect(glow, (*theme.FOCUS, int(60 + 70 * pulse)), glow.get_rect(), 6,
                             border_radius=12)
            pygame.draw.rect(glow, (*theme.FOCUS, 235), inner, 3, border_radius=9)
            surface.blit(glow, glow.get_rect(center=rect.center))

    def draw_cursor(self, surface: pygame.Surface, c: int, t: float,
                    color: tuple[int, int, int] = theme.FOCUS) -> None:
        """The keyboard/controller cursor: a pulsing frame with corner brackets."""
        rect = self.cell_rect(c)
        pulse = 0.5 + 0.5 * math.sin(t * 5)
        grow = int(2 + 3 * pulse)
        frame = rect.inflate(grow, grow)
        pygame.draw.rect(surface, (0, 0, 0), frame.move(1, 2), 4, border_radius=8)
        pygame.draw.rect(surface, color, frame, 3, border_radius=8)
        ln = 14
        for x, y, dx, dy in ((frame.left, frame.top, 1, 1), (frame.right - 1, frame.top, -1, 1),
                             (frame.left, frame.bottom - 1, 1, -1),
                             (frame.right - 1, frame.bottom - 1, -1, -1)):
            pygame.draw.line(surface, (255, 250, 230), (x, y), (x + dx * ln, y), 3)
            pygame.draw.line(surface, (255, 250, 230), (x, y), (x, y + dy * ln), 3)

    def mark_last_move(self, surface: pygame.Surface, cells: Iterable[int]) -> None:
        """The last move's origin and destination: a gold wash and a gold frame,
        strong enough to spot the computer's reply at a glance."""
        cells = list(cells)
        self.tint_cells(surface, cells, (*theme.GOLD, 80))
        for c in cells:
            rect = self.cell_rect(c).inflate(-4, -4)
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 1), 4, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=6)

    def tint_cells(self, surface: pygame.Surface, cells: Iterable[int],
                   color: tuple[int, int, int, int]) -> None:
        s = pygame.Surface((self.cell - 2, self.cell - 2), pygame.SRCALPHA)
        s.fill(color)
        for c in cells:
            surface.blit(s, self.cell_rect(c).move(1, 1))


def _dot(s: pygame.Surface, h: int, r: float, a: int) -> None:
    """A move's green dot, shadowed, in the middle of a cell's surface ``s``."""
    pygame.draw.circle(s, (10, 12, 18, a // 2), (h + 1, h + 2), r + 3)
    pygame.draw.circle(s, (*theme.GOOD, a), (h, h), r)
    pygame.draw.circle(s, (235, 255, 240, a), (h, h), r, 2)
