"""The Symbol board on screen: geometry, terrain, regions, stacks and marks.

Drawing only reads what it is given (a cell -> stack mapping, marks, a
cursor), so the play scene can show the board as it stood part-way through
an animated action instead of the engine's final position.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from game.symbol.board import (
    CELLS,
    COAST,
    FILES,
    HOME,
    LAND,
    REGION,
    REGION_CELLS,
    SHORE,
    SIZE,
    TERRAIN,
    file_of,
    rank_of,
)
from game.symbol.pieces import LETTERS
from scenes.art import symbol as symbol_art
from scenes.core import theme
from scenes.ui.widgets import blit_text

Stack = tuple[int, str]          # (owner 0/1, letters in stack order, upper case)
# Marks a cell can carry, drawn over the terrain.
MOVE, CAPTURE, REACH, STOP = "move", "capture", "reach", "stop"
PLACE, DETONATE = "place", "detonate"
PUSH_COLOUR = (255, 140, 50)      # a step that pushes enemy stacks (fire)


def draw_move_dot(surface: pygame.Surface, pos: tuple[int, int], push: bool = False,
                  join: bool = False, scale: float = 1.0) -> None:
    """A destination dot: a cross on it where the group joins a friendly stack; a
    step that pushes is fire-coloured with four arrowheads pointing out (``scale``:
    smaller in the legend)."""
    x, y = pos
    if push:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            tip = (x + 19 * scale * dx, y + 19 * scale * dy)
            side = (-dy * 6 * scale, dx * 6 * scale)
            back = (x + 11 * scale * dx, y + 11 * scale * dy)
            pts = [tip, (back[0] + side[0], back[1] + side[1]),
                   (back[0] - side[0], back[1] - side[1])]
            pygame.draw.polygon(surface, (20, 20, 20), pts)
            pygame.draw.polygon(surface, PUSH_COLOUR, [
                (tip[0] - 2 * dx, tip[1] - 2 * dy),
                (back[0] + side[0] * 0.6, back[1] + side[1] * 0.6),
                (back[0] - side[0] * 0.6, back[1] - side[1] * 0.6)])
    pygame.draw.circle(surface, (20, 20, 20), pos, round(10 * scale))
    pygame.draw.circle(surface, PUSH_COLOUR if push else theme.FOCUS, pos, round(8 * scale))
    if join:
        pygame.draw.line(surface, (20, 20, 20), (x - 4, y), (x + 4, y), 2)
        pygame.draw.line(surface, (20, 20, 20), (x, y - 4), (x, y + 4), 2)


def merge(a: str, b: str) -> str:
    """Two stacks' letters joined, in stack order."""
    return "".join(sorted(a + b, key=LETTERS.index))


def remove(a: str, b: str) -> str:
    """Letters ``a`` less the letters ``b`` (each removed once)."""
    out = list(a)
    for ch in b:
        if ch in out:
            out.remove(ch)
    return "".join(out)


def side_colour(player: int) -> tuple[int, int, int]:
    return theme.SIDE_LIGHT if player == 0 else theme.SIDE_DARK


class BoardView:
    """Where each cell is on screen; player 1's rank 1 at the bottom unless flipped."""

    def __init__(self, origin: tuple[int, int] = (64, 40), cell: int = 80,
                 flipped: bool = False) -> None:
        self.x, self.y = origin
        self.cell = cell
        self.flipped = flipped
        self.t = 0.0

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.cell * SIZE, self.cell * SIZE)

    def cell_rect(self, c: int) -> pygame.Rect:
        f, r = file_of(c), rank_of(c) - 1
        last = SIZE - 1
        col, row = (last - f, r) if self.flipped else (f, last - r)
        return pygame.Rect(self.x + col * self.cell, self.y + row * self.cell, self.cell, self.cell)

    def center(self, c: int) -> tuple[float, float]:
        r = self.cell_rect(c)
        return (float(r.centerx), float(r.centery))

    def cell_at(self, pos: tuple[int, int] | None) -> int | None:
        if pos is None or not self.rect.collidepoint(pos):
            return None
        col = int(pos[0] - self.x) // self.cell
        row = int(pos[1] - self.y) // self.cell
        last = SIZE - 1
        f, r = (last - col, row) if self.flipped else (col, last - row)
        return r * SIZE + f

    def step(self, c: int, dx: int, dy: int) -> int:
        """The cell one screen step away (dy < 0 is up), clamped to the board."""
        if self.flipped:
            dx, dy = -dx, -dy
        f = min(SIZE - 1, max(0, file_of(c) + dx))
        r = min(SIZE - 1, max(0, rank_of(c) - 1 - dy))
        return r * SIZE + f

    # -- drawing ----------------------------------------------------------------
    def draw_terrain(self, surface: pygame.Surface, control: list[int | None]) -> None:
        surface.blit(_terrain(self.cell, self.flipped), (self.x - 28, self.y - 28))
        self._draw_regions(surface, control)

    def _draw_regions(self, surface: pygame.Surface, control: list[int | None]) -> None:
        for reg, cells in enumerate(REGION_CELLS):
            owner = control[reg] if reg < len(control) else None
            box = self.cell_rect(cells[0]).unionall([self.cell_rect(c) for c in cells])
            if owner is not None:
                tint = pygame.Surface(box.size, pygame.SRCALPHA)
                tint.fill((*side_colour(owner), 26))
                surface.blit(tint, box)
                pygame.draw.rect(surface, side_colour(owner), box.inflate(-4, -4), 2,
                                 border_radius=6)
            # a small flag in the corner saying who holds it
            fx, fy = box.left + 9, box.top + 9
            if owner is not None:
                draw_emblem(surface, owner, (fx, fy), 14)

    def draw_move_dots(self, surface: pygame.Surface, marks: dict[int, str],
                       occupied: set[int], pushes: set[int] | frozenset[int] = frozenset()
                       ) -> None:
        """Destination dots over the stacks: centred on empty cells, in the
        corner where the group would join a friendly stack; a step that pushes
        (``pushes``) has a fire-coloured dot with four arrowheads pointing out."""
        for c, kind in marks.items():
            if kind != MOVE:
                continue
            r = self.cell_rect(c)
            pos = (r.right - 14, r.bottom - 14) if c in occupied else r.center
            draw_move_dot(surface, pos, push=c in pushes, join=c in occupied)

    def draw_marks(self, surface: pygame.Surface, marks: dict[int, str]) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.t * 4.0)
        for c, kind in marks.items():
            r = self.cell_rect(c)
            cx, cy = r.center
            if kind == MOVE:
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                glow.fill((255, 230, 150, int(30 + 25 * pulse)))
                surface.blit(glow, r)
                pygame.draw.rect(surface, (255, 225, 140), r.inflate(-6, -6), 1, border_radius=6)
            elif kind == PLACE:
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                glow.fill((140, 230, 160, int(40 + 30 * pulse)))
                surface.blit(glow, r)
                pygame.draw.rect(surface, theme.GOOD, r.inflate(-8, -8), 3, border_radius=8)
            elif kind in (CAPTURE, REACH, DETONATE):
                col = theme.DANGER if kind != DETONATE else (255, 150, 60)
                inner = r.inflate(-12, -12)
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                glow.fill((*col, int(40 + 40 * pulse)))
                surface.blit(glow, r)
                n = 14
                for sx, sy in ((0, 0), (1, 0), (0, 1), (1, 1)):
                    x = inner.right - 1 if sx else inner.left
                    y = inner.bottom - 1 if sy else inner.top
                    dx, dy = (-n if sx else n), (-n if sy else n)
                    pygame.draw.line(surface, col, (x, y), (x + dx, y), 4)
                    pygame.draw.line(surface, col, (x, y), (x, y + dy), 4)
                if kind == REACH:
                    # dashed ring: captured from the next cell, not entered
                    rad = int(r.width * 0.40)
                    for i in range(12):
                        a0 = i * math.tau / 12 + self.t
                        pygame.draw.arc(surface, col, pygame.Rect(cx - rad, cy - rad, rad * 2,
                                                                  rad * 2), a0, a0 + 0.3, 3)
            elif kind == STOP:
                pygame.draw.rect(surface, theme.FOCUS, r.inflate(-10, -10), 2, border_radius=8)
                pygame.draw.circle(surface, theme.FOCUS, (cx, cy), 5)

    def draw_stacks(self, surface: pygame.Surface, shown: dict[int, Stack],
                    skip: set[int] | None = None) -> None:
        for c, (owner, letters) in shown.items():
            if skip and c in skip:
                continue
            img = stack_image(letters, owner, self.cell)
            surface.blit(img, img.get_rect(center=self.cell_rect(c).center))

    def draw_cursor(self, surface: pygame.Surface, c: int, colour=theme.FOCUS) -> None:
        r = self.cell_rect(c).inflate(4, 4)
        pulse = 0.5 + 0.5 * math.sin(self.t * 5.0)
        pygame.draw.rect(surface, (10, 10, 14), r.inflate(2, 2), 2, border_radius=8)
        pygame.draw.rect(surface, colour, r, 3 + int(pulse * 1.5), border_radius=7)

    def draw_tint(self, surface: pygame.Surface, cells: list[int]) -> None:
        """A warm wash over cells (where the last action happened)."""
        for c in cells:
            r = self.cell_rect(c)
            tint = pygame.Surface(r.size, pygame.SRCALPHA)
            tint.fill((255, 240, 180, 40))
            surface.blit(tint, r)

    def draw_selected(self, surface: pygame.Surface, c: int) -> None:
        r = self.cell_rect(c).inflate(-4, -4)
        pygame.draw.rect(surface, (255, 255, 255), r, 3, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD, r.inflate(-6, -6), 2, border_radius=5)


def draw_emblem(surface: pygame.Surface, player: int, center: tuple[float, float],
                size: int) -> None:
    """The side's emblem (``symbol_art.symbol_emblem``) centred on ``center``."""
    img = symbol_art.symbol_emblem(player, size)
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


@cache
def _terrain(cell: int, flipped: bool) -> pygame.Surface:
    """Cells, the shoreline, region outlines and coordinates, drawn once."""
    view = BoardView((28, 28), cell, flipped)
    size = cell * SIZE + 56
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    frame = pygame.Rect(0, 0, size, size).inflate(-8, -8)
    pygame.draw.rect(s, (14, 15, 22), frame, border_radius=14)
    pygame.draw.rect(s, theme.GOLD_DIM, frame, 2, border_radius=14)
    for c in CELLS:
        r = view.cell_rect(c)
        kind = "land" if TERRAIN[c] == LAND else "water"
        s.blit(symbol_art.symbol_cell(kind, cell), r)
        if c in SHORE or c in COAST:
            # shore land is sandier, coast water shallower: both read as "by the waterline"
            tint = pygame.Surface(r.size, pygame.SRCALPHA)
            tint.fill((226, 204, 140, 46) if c in SHORE else (120, 200, 220, 40))
            s.blit(tint, r)
    # the waterline: a sandy band with a foam edge between ranks 2|3 and 5|6
    for c in SHORE:
        r = view.cell_rect(c)
        water_above = (c in HOME[0]) != flipped   # player 1's shore: water above unless flipped
        y = r.top if water_above else r.bottom
        pygame.draw.line(s, (236, 214, 150), (r.left, y), (r.right, y), 5)
        pygame.draw.line(s, (225, 245, 250), (r.left, y + (-4 if water_above else 4)),
                         (r.right, y + (-4 if water_above else 4)), 1)
    # region outlines: faint inner lines where the region changes
    for c in CELLS:
        r = view.cell_rect(c)
        for d, (x0, y0, x1, y1) in ((1, (r.right, r.top, r.right, r.bottom)),
                                    (SIZE, (r.left, r.top, r.right, r.top))):
            other = c + d
            if d == 1 and file_of(c) == SIZE - 1 or other >= len(CELLS):
                continue
            if flipped:
                x0, y0, x1, y1 = ((r.left, r.top, r.left, r.bottom) if d == 1
                                  else (r.left, r.bottom, r.right, r.bottom))
            if REGION[other] != REGION[c]:
                pygame.draw.line(s, (250, 240, 210, 120), (x0, y0), (x1, y1), 2)
    # coordinates
    last = SIZE - 1
    for i in range(SIZE):
        f = last - i if flipped else i
        x = view.cell_rect(f).centerx
        blit_text(s, FILES[f], 16, (x, size - 14), kind="ui-semibold",
                  color=theme.INK_DIM, anchor="center")
        blit_text(s, FILES[f], 16, (x, 14), kind="ui-semibold",
                  color=theme.INK_DIM, anchor="center")
        rank = i if flipped else last - i
        y = view.cell_rect(rank * SIZE).centery
        blit_text(s, str(rank + 1), 16, (14, y), kind="ui-semibold", color=theme.INK_DIM,
                  anchor="center")
        blit_text(s, str(rank + 1), 16, (size - 14, y), kind="ui-semibold",
                  color=theme.INK_DIM, anchor="center")
    return s


@cache
def stack_image(letters: str, owner: int, cell: int) -> pygame.Surface:
    """One side's stack in a cell: each kind present shown once, with its count.

    One kind fills the cell; two sit side by side, three in a triangle, four in
    a 2x2 grid; more in a 3x2 grid. A base plate in the side's colour and shape names the owner even
    where pieces are small.
    """
    out = pygame.Surface((cell, cell), pygame.SRCALPHA)
    kinds = list(dict.fromkeys(letters.upper()))
    counts = {k: letters.upper().count(k) for k in kinds}
    c = cell // 2
    plate = pygame.Surface((cell, cell), pygame.SRCALPHA)
    col = side_colour(owner)
    if owner == 0:
        pygame.draw.circle(plate, (*col, 70), (c, c), int(cell * 0.45))
        pygame.draw.circle(plate, (*col, 190), (c, c), int(cell * 0.45), 2)
    else:
        r = int(cell * 0.47)
        pts = [(c, c - r), (c + r, c), (c, c + r), (c - r, c)]
        pygame.draw.polygon(plate, (*col, 80), pts)
        pygame.draw.polygon(plate, (*col, 220), pts, 2)
    out.blit(plate, (0, 0))
    n = len(kinds)
    if n == 1:
        slots = [(0.5, 0.5)]
        size = int(cell * 0.74)
    elif n == 2:                            # side by side across the middle
        slots = [(0.29, 0.5), (0.71, 0.5)]
        size = int(cell * 0.46)
    elif n == 3:                            # a triangle, balanced on the plate
        slots = [(0.29, 0.3), (0.71, 0.3), (0.5, 0.72)]
        size = int(cell * 0.44)
    elif n == 4:
        slots = [(0.29, 0.29), (0.71, 0.29), (0.29, 0.71), (0.71, 0.71)]
        size = int(cell * 0.44)
    else:
        slots = [(x, y) for y in (0.32, 0.68) for x in (0.2, 0.5, 0.8)][:n]
        size = int(cell * 0.34)
    for k, (fx, fy) in zip(kinds, slots, strict=False):
        img = symbol_art.symbol_piece(k, owner, size)
        pos = (int(fx * cell), int(fy * cell))
        out.blit(img, img.get_rect(center=pos))
        if counts[k] > 1:
            _badge(out, str(counts[k]), (pos[0] + size * 0.36, pos[1] - size * 0.34),
                   max(8, int(size * 0.22)))
    return out


def _badge(surface: pygame.Surface, label: str, center: tuple[float, float], r: int) -> None:
    x, y = int(center[0]), int(center[1])
    pygame.draw.circle(surface, (12, 12, 16), (x, y), r + 1)
    pygame.draw.circle(surface, theme.GOLD, (x, y), r, max(1, r // 4))
    blit_text(surface, label, int(r * 1.45), (x, y + 1), kind="ui-bold", color=theme.INK,
              anchor="center")

