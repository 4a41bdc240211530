"""How every sprite is painted: at 4x, smooth-scaled down, cached by callers.

Shapes are painted at ``SS`` times their size and smooth-scaled down, which
gives clean antialiased edges without shipping image files.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.core import theme

SS = 4  # supersampling factor

Color = tuple[int, int, int] | tuple[int, int, int, int]
Pts = list[tuple[float, float]]


def render(w: int, h: int, paint: Callable[[pygame.Surface, float], None]) -> pygame.Surface:
    """Paint at SS times the size (coordinates in 0..w*SS), then smooth-scale down."""
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    paint(big, SS)
    return pygame.transform.smoothscale(big, (w, h))


def shade(c: Color, k: float) -> tuple[int, int, int]:
    """Lighten (k > 0) or darken (k < 0) a colour."""
    r, g, b = c[0], c[1], c[2]
    if k >= 0:
        return (int(r + (255 - r) * k), int(g + (255 - g) * k), int(b + (255 - b) * k))
    return (int(r * (1 + k)), int(g * (1 + k)), int(b * (1 + k)))


def poly(cx: float, cy: float, r: float, n: int, rot: float = 0.0) -> Pts:
    return [(cx + r * math.cos(rot + i * math.tau / n), cy + r * math.sin(rot + i * math.tau / n))
            for i in range(n)]


def grad_circle(s: pygame.Surface, c: tuple[float, float], r: float, inner: Color,
                 outer: Color, steps: int = 24, offset: tuple[float, float] = (0, 0)) -> None:
    """A disc shaded from ``outer`` at the rim to ``inner`` near a highlight offset."""
    for i in range(steps):
        k = i / (steps - 1)
        rr = r * (1 - k * 0.85)
        col = tuple(int(outer[j] + (inner[j] - outer[j]) * k) for j in range(3))
        pygame.draw.circle(s, col, (c[0] + offset[0] * k, c[1] + offset[1] * k), rr)


def draw_text(surf: pygame.Surface, text: str, size: int, color: Color, center: tuple[float, float],
          kind: str = "ui-bold") -> None:
    img = theme.font(max(6, size), kind).render(text, True, color)
    surf.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def fit_text(surf: pygame.Surface, text: str, size: int, color: Color,
              center: tuple[float, float], max_w: int, kind: str = "title-bold",
              smallest: int = 8) -> None:
    draw_text(surf, text, theme.fit_size(text, size, kind, max_w, smallest), color, center, kind)
