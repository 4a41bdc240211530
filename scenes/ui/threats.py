"""Warnings on the board: rings on a piece the enemy can take next move and marks
on the enemy pieces that threaten it (Symbol's leader, Essentia's golems on
springs), now or once a previewed move is played; and a tag on the aimed-at cell
saying what the move would lead to ("This loses"), over any panel's words.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import pygame

from scenes.core import theme
from scenes.ui.widgets import text


def draw_threats(surface: pygame.Surface, cell_rect: Callable[[int], pygame.Rect], t: float,
                 victims: Iterable[int], cells: Iterable[int]) -> None:
    """A pulsing red ring on each threatened piece's cell (``victims``) and a red
    "!" mark in the corner of each enemy cell that threatens one (``cells``)."""
    pulse = 0.5 + 0.5 * math.sin(t * 6.0)
    for victim in victims:
        r = cell_rect(victim)
        ring = pygame.Surface(r.size, pygame.SRCALPHA)
        rad = int(r.width * 0.47)
        pygame.draw.circle(ring, (20, 8, 8, 200), ring.get_rect().center, rad, 7)
        pygame.draw.circle(ring, (*theme.DANGER, int(170 + 85 * pulse)),
                           ring.get_rect().center, rad - 1, 4)
        surface.blit(ring, r)
    for c in cells:
        cr = cell_rect(c)
        centre = (cr.left + 15, cr.top + 15)
        pts = [(centre[0], centre[1] - 12), (centre[0] + 12, centre[1] + 9),
               (centre[0] - 12, centre[1] + 9)]
        pygame.draw.polygon(surface, (20, 12, 12), [(x, y + 1) for x, y in pts])
        pygame.draw.polygon(surface, theme.DANGER, pts)
        mark = text("!", 16, "ui-bold", (20, 12, 12))
        surface.blit(mark, mark.get_rect(center=(centre[0], centre[1] + 2)))


def draw_tag(surface: pygame.Surface, cell: pygame.Rect, bounds: pygame.Rect, label: str,
             fill: tuple[int, int, int]) -> None:
    """A pill on the aimed-at ``cell``'s upper edge (kept within ``bounds``, the board
    and a margin), naming what the move would lead to."""
    img = text(label, 18, "ui-bold", theme.BG)
    pill = img.get_rect().inflate(22, 10)
    pill.center = (cell.centerx, cell.top)      # on the cell's upper edge, hiding little
    pill.clamp_ip(bounds.inflate(40, 40))
    pygame.draw.rect(surface, (12, 12, 16), pill.inflate(4, 4), border_radius=12)
    pygame.draw.rect(surface, fill, pill, border_radius=10)
    surface.blit(img, img.get_rect(center=pill.center))
