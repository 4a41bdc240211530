"""Drawing the Trojan War's portraits and emblems: their palette and a pen that
works in unit coordinates on a supersampled medallion."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.art.draw import Color, Pts

Paint = Callable[[pygame.Surface, float], None]
"""One part of a picture: paints a supersampled surface (its scale ``k``)."""

SKIN = (226, 184, 146)
SKIN_OLD = (214, 176, 146)
SKIN_DARK = (112, 72, 48)
BRONZE = (196, 150, 70)
GOLD = (236, 196, 88)
IRON = (150, 154, 164)
INK = (34, 24, 18)
RED = (196, 44, 40)
WHITE = (240, 236, 226)


# --------------------------------------------------------------------------- geometry

class Pen:
    """Drawing in unit coordinates (0..1 across the medallion) on a supersampled surface."""

    def __init__(self, s: pygame.Surface) -> None:
        self.s = s
        self.w = s.get_width()

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (x * self.w, y * self.w)

    def pts(self, pts: Pts) -> Pts:
        return [self.p(x, y) for x, y in pts]

    def poly(self, color: Color, pts: Pts, width: float = 0) -> None:
        pygame.draw.polygon(self.s, color, self.pts(pts), self.n(width) if width else 0)

    def circle(self, color: Color, c: tuple[float, float], r: float, width: float = 0) -> None:
        pygame.draw.circle(self.s, color, self.p(*c), r * self.w, self.n(width) if width else 0)

    def ellipse(self, color: Color, x: float, y: float, w: float, h: float,
                width: float = 0) -> None:
        rect = pygame.Rect(x * self.w, y * self.w, w * self.w, h * self.w)
        pygame.draw.ellipse(self.s, color, rect, self.n(width) if width else 0)

    def rect(self, color: Color, x: float, y: float, w: float, h: float, radius: float = 0) -> None:
        rect = pygame.Rect(x * self.w, y * self.w, w * self.w, h * self.w)
        pygame.draw.rect(self.s, color, rect, border_radius=int(radius * self.w))

    def line(self, color: Color, a: tuple[float, float], b: tuple[float, float],
             width: float) -> None:
        pygame.draw.line(self.s, color, self.p(*a), self.p(*b), self.n(width))

    def arc(self, color: Color, c: tuple[float, float], r: float, a0: float, a1: float,
            width: float) -> None:
        """An arc of the circle (c, r) from angle a0 to a1 (radians, y down), as a thick line."""
        steps = 24
        pts = [self.p(c[0] + r * math.cos(a0 + (a1 - a0) * i / steps),
                      c[1] + r * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
        pygame.draw.lines(self.s, color, False, pts, self.n(width))

    def n(self, width: float) -> int:
        return max(1, round(width * self.w))


def part(paint: Callable[[Pen], None]) -> Paint:
    """A part painted with a Pen over the whole surface."""
    return lambda s, k: paint(Pen(s))
