"""The board's foresight overlay: what the focused action would do, and what
threatens the leader of the side to move.

Under the stacks: the blast area, tinted and outlined. Over them: ghost arrows
from pushed stacks to where they land (a faint copy of the stack there), red
crosses on everything that would leave the board, a tag saying the action ends
the game, and warning rings on a threatened leader and the enemy cells that
threaten it (now, or once the previewed action is played). Drawing only reads
the models it is given.
"""

from __future__ import annotations

import math

import pygame

from game.symbol.board import NEIGHBOURS
from scenes.core import theme
from scenes.core.i18n import _
from scenes.symbol.board import BoardView, Stack, stack_image
from scenes.symbol.preview import TAGS, Preview
from scenes.ui.threats import draw_tag

BLAST_FILL = (255, 112, 40)
BLAST_EDGE = (255, 160, 70)
CROSS = (236, 58, 48)
GHOST = (250, 240, 215)
TAG_FILL = {"win": theme.GOLD, "loss": theme.DANGER, "draw": theme.INK_DIM}


def draw_under(surface: pygame.Surface, view: BoardView, preview: Preview | None) -> None:
    """The blast area of the previewed action, beneath the pieces."""
    if preview is None or not preview.blast:
        return
    pulse = 0.5 + 0.5 * math.sin(view.t * 4.0)
    for c in preview.blast:
        r = view.cell_rect(c)
        tint = pygame.Surface(r.size, pygame.SRCALPHA)
        tint.fill((*BLAST_FILL, int(70 + 40 * pulse)))
        surface.blit(tint, r)
    # the outline of the whole area: edges whose neighbour lies outside it
    for c in preview.blast:
        r = view.cell_rect(c)
        for n, (a, b) in _edges(view, c, r):
            if n not in preview.blast:
                pygame.draw.line(surface, BLAST_EDGE, a, b, 3)


Edge = tuple[tuple[int, int], tuple[int, int]]


def _edges(view: BoardView, c: int, r: pygame.Rect) -> list[tuple[int, Edge]]:
    """(neighbour across the edge or -1, (start, end)) for each side of a cell."""
    sides: dict[tuple[int, int], Edge] = {
        (0, -1): (r.topleft, r.topright), (0, 1): (r.bottomleft, r.bottomright),
        (-1, 0): (r.topleft, r.bottomleft), (1, 0): (r.topright, r.bottomright)}
    across: dict[tuple[int, int], int] = {}
    for n in NEIGHBOURS[c]:
        nr = view.cell_rect(n)
        d = ((nr.x > r.x) - (nr.x < r.x), (nr.y > r.y) - (nr.y < r.y))
        across[d] = n
    return [(across.get(d, -1), edge) for d, edge in sides.items()]


def draw_over(surface: pygame.Surface, view: BoardView, preview: Preview | None,
              shown: dict[int, Stack]) -> None:
    """Pushes, losses and the game's end, over the pieces."""
    if preview is None:
        return
    for frm, to in preview.pushes:
        stack = shown.get(frm)
        if stack is not None:
            ghost = stack_image(stack[1], stack[0], view.cell).copy()
            ghost.set_alpha(110)
            surface.blit(ghost, ghost.get_rect(center=view.cell_rect(to).center))
        _arrow(surface, view.center(frm), view.center(to), view.cell)
    fire = view.center(preview.at)
    for c in preview.crushed:
        # a short arrow the way the push goes: the stack has nowhere to land
        x, y = view.center(c)
        dx, dy = x - fire[0], y - fire[1]
        _arrow(surface, (x, y), (x + dx * 0.55, y + dy * 0.55), view.cell)
    for c in preview.lost:
        _cross(surface, view.cell_rect(c))
    if preview.ending:
        draw_tag(surface, view.cell_rect(preview.at), view.rect, _(TAGS[preview.ending]),
                 TAG_FILL[preview.ending])


def _arrow(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float],
           cell: int) -> None:
    """A ghost arrow from ``a`` to ``b``, its head short of the cell centre."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    start = (a[0] + ux * cell * 0.22, a[1] + uy * cell * 0.22)
    tip = (b[0] - ux * cell * 0.12, b[1] - uy * cell * 0.12)
    head = cell * 0.2
    left = (tip[0] - ux * head - uy * head * 0.6, tip[1] - uy * head + ux * head * 0.6)
    right = (tip[0] - ux * head + uy * head * 0.6, tip[1] - uy * head - ux * head * 0.6)
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    neck = (tip[0] - ux * head * 0.8, tip[1] - uy * head * 0.8)
    pygame.draw.line(layer, (10, 10, 14, 170), start, neck, 9)
    pygame.draw.polygon(layer, (10, 10, 14, 170), _grow([tip, left, right], 2.5))
    pygame.draw.line(layer, (*GHOST, 230), start, neck, 5)
    pygame.draw.polygon(layer, (*GHOST, 235), [tip, left, right])
    surface.blit(layer, (0, 0))


def _grow(pts: list[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    """A polygon pushed out from its centre by ``by`` pixels (an outline)."""
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    out = []
    for x, y in pts:
        d = math.hypot(x - cx, y - cy) or 1.0
        out.append((x + (x - cx) / d * by, y + (y - cy) / d * by))
    return out


def _cross(surface: pygame.Surface, r: pygame.Rect) -> None:
    """A red cross over a cell whose pieces would leave the board."""
    inner = r.inflate(-int(r.width * 0.44), -int(r.height * 0.44))
    for a, b in ((inner.topleft, inner.bottomright), (inner.topright, inner.bottomleft)):
        pygame.draw.line(surface, (24, 8, 8), a, b, 11)
    for a, b in ((inner.topleft, inner.bottomright), (inner.topright, inner.bottomleft)):
        pygame.draw.line(surface, CROSS, a, b, 6)
