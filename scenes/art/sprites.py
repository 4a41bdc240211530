"""Every piece, tile, card and die, drawn by code once and cached.

Shapes are painted at 4x and smooth-scaled down, which gives clean
antialiased edges without shipping image files. The two sides always
differ in shape as well as colour (Dawn: round sun, Twilight: angular
diamond and crescent; Symbol player 1 shows the circle face; Greek tokens
are octagons, Trojan tokens round), and every terrain has its own pattern
and brightness so the board still reads in grey scale.

Players are 0 and 1 as in ``game.common`` (Essentia 0 = Dawn, Symbol 0 =
player 1, Troy 0 = Greek).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import cache

import pygame

from scenes.core import theme

SS = 4  # supersampling factor

Color = tuple[int, int, int] | tuple[int, int, int, int]
Pts = list[tuple[float, float]]

TERRAINS = ("plains", "plateau", "rocks", "mountain", "forest", "spring",
            "circle_active", "circle_inactive")
POWERS = ("plains", "plateau", "rocks", "mountain", "forest", "spring")
SYMBOL_KINDS = ("E", "W", "A", "F", "D", "L")
SYMBOL_NAMES = {"E": "Earth", "W": "Water", "A": "Air", "F": "Fire", "D": "Death",
                "L": "Leader"}


# --------------------------------------------------------------------------- helpers

def _render(w: int, h: int, paint: Callable[[pygame.Surface, float], None]) -> pygame.Surface:
    """Paint at SS times the size (coordinates in 0..w*SS), then smooth-scale down."""
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    paint(big, SS)
    return pygame.transform.smoothscale(big, (w, h))


def _shade(c: Color, k: float) -> tuple[int, int, int]:
    """Lighten (k > 0) or darken (k < 0) a colour."""
    r, g, b = c[0], c[1], c[2]
    if k >= 0:
        return (int(r + (255 - r) * k), int(g + (255 - g) * k), int(b + (255 - b) * k))
    return (int(r * (1 + k)), int(g * (1 + k)), int(b * (1 + k)))


def _poly(cx: float, cy: float, r: float, n: int, rot: float = 0.0) -> Pts:
    return [(cx + r * math.cos(rot + i * math.tau / n), cy + r * math.sin(rot + i * math.tau / n))
            for i in range(n)]


def _grad_circle(s: pygame.Surface, c: tuple[float, float], r: float, inner: Color,
                 outer: Color, steps: int = 24, offset: tuple[float, float] = (0, 0)) -> None:
    """A disc shaded from ``outer`` at the rim to ``inner`` near a highlight offset."""
    for i in range(steps):
        k = i / (steps - 1)
        rr = r * (1 - k * 0.85)
        col = tuple(int(outer[j] + (inner[j] - outer[j]) * k) for j in range(3))
        pygame.draw.circle(s, col, (c[0] + offset[0] * k, c[1] + offset[1] * k), rr)


def _text(surf: pygame.Surface, text: str, size: int, color: Color, center: tuple[float, float],
          kind: str = "ui-bold") -> None:
    img = theme.font(max(6, size), kind).render(text, True, color)
    surf.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def _fit_text(surf: pygame.Surface, text: str, size: int, color: Color,
              center: tuple[float, float], max_w: int, kind: str = "title-bold") -> None:
    while size > 8 and theme.font(size, kind).size(text)[0] > max_w:
        size -= 1
    _text(surf, text, size, color, center, kind)


# --------------------------------------------------------------------------- Essentia golems

@cache
def golem(player: int, size: int) -> pygame.Surface:
    """Essentia golem: Dawn a round sun with rays, Twilight an angular crescent diamond."""
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player}")
    return _render(size, size, _paint_sun_golem if player == 0 else _paint_moon_golem)


def _paint_sun_golem(s: pygame.Surface, k: float) -> None:
    w = s.get_width()
    c = w / 2
    edge, body = theme.SIDE_LIGHT_EDGE, theme.SIDE_LIGHT
    # shadow
    pygame.draw.circle(s, (0, 0, 0, 90), (c + w * 0.03, c + w * 0.05), w * 0.40)
    # rays: 8 rounded triangles
    for i in range(8):
        a = i * math.tau / 8 - math.pi / 2
        tip = (c + math.cos(a) * w * 0.48, c + math.sin(a) * w * 0.48)
        l_ = (c + math.cos(a - 0.28) * w * 0.30, c + math.sin(a - 0.28) * w * 0.30)
        r_ = (c + math.cos(a + 0.28) * w * 0.30, c + math.sin(a + 0.28) * w * 0.30)
        pygame.draw.polygon(s, edge, [tip, l_, r_])
        inner = [(c + math.cos(a) * w * 0.44, c + math.sin(a) * w * 0.44),
                 (c + math.cos(a - 0.2) * w * 0.31, c + math.sin(a - 0.2) * w * 0.31),
                 (c + math.cos(a + 0.2) * w * 0.31, c + math.sin(a + 0.2) * w * 0.31)]
        pygame.draw.polygon(s, theme.GOLD, inner)
    # body
    pygame.draw.circle(s, edge, (c, c), w * 0.335)
    _grad_circle(s, (c, c), w * 0.30, _shade(body, 0.55), _shade(body, -0.08),
                 offset=(-w * 0.08, -w * 0.09))
    # face: round eyes, calm smile
    eye = _shade(edge, -0.45)
    for dx in (-1, 1):
        pygame.draw.circle(s, eye, (c + dx * w * 0.10, c - w * 0.03), w * 0.045)
        pygame.draw.circle(s, (255, 250, 235), (c + dx * w * 0.10 - w * 0.012, c - w * 0.045),
                           w * 0.014)
    arc = pygame.Rect(0, 0, w * 0.22, w * 0.14)
    arc.center = (round(c), round(c + w * 0.06))
    pygame.draw.arc(s, eye, arc, math.pi * 1.1, math.pi * 1.9, max(1, int(w * 0.025)))


def _paint_moon_golem(s: pygame.Surface, k: float) -> None:
    w = s.get_width()
    c = w / 2
    edge, body = theme.SIDE_DARK_EDGE, theme.SIDE_DARK
    top, right, bottom, left = (c, w * 0.05), (w * 0.93, c), (c, w * 0.95), (w * 0.07, c)
    shadow = [(x + w * 0.03, y + w * 0.05) for x, y in (top, right, bottom, left)]
    pygame.draw.polygon(s, (0, 0, 0, 90), shadow)
    pygame.draw.polygon(s, edge, [top, right, bottom, left])
    inset = w * 0.06
    t2, r2, b2, l2 = (c, w * 0.05 + inset * 1.4), (w * 0.93 - inset * 1.4, c), \
        (c, w * 0.95 - inset * 1.4), (w * 0.07 + inset * 1.4, c)
    # four facets lit from the top-left
    pygame.draw.polygon(s, _shade(body, 0.30), [t2, (c, c), l2])
    pygame.draw.polygon(s, _shade(body, 0.08), [t2, r2, (c, c)])
    pygame.draw.polygon(s, _shade(body, -0.15), [l2, (c, c), b2])
    pygame.draw.polygon(s, _shade(body, -0.35), [(c, c), r2, b2])
    # crescent on the brow
    moon = (228, 236, 255)
    pygame.draw.circle(s, moon, (c, c - w * 0.16), w * 0.10)
    pygame.draw.circle(s, _shade(body, 0.22), (c + w * 0.05, c - w * 0.19), w * 0.085)
    # angular slit eyes
    for dx in (-1, 1):
        ex = c + dx * w * 0.12
        ey = c + w * 0.04
        pts = [(ex - w * 0.07, ey - dx * 0 - w * 0.02), (ex + w * 0.07, ey - w * 0.02),
               (ex + dx * w * 0.05, ey + w * 0.03)]
        pygame.draw.polygon(s, moon, pts)
    # jaw notch
    pygame.draw.line(s, _shade(edge, -0.3), (c - w * 0.08, c + w * 0.20),
                     (c + w * 0.08, c + w * 0.20), max(1, int(w * 0.02)))


# --------------------------------------------------------------------------- Essentia tiles

TILE_COLORS: dict[str, tuple[int, int, int]] = {
    "plains": (198, 200, 118),
    "plateau": (186, 122, 74),
    "rocks": (128, 124, 118),
    "mountain": (84, 74, 92),
    "forest": (40, 92, 56),
    "spring": (52, 128, 196),
    "circle_active": (58, 44, 28),
    "circle_inactive": (48, 48, 54),
    "back": (30, 34, 58),
}


@cache
def tile(terrain: str, size: int) -> pygame.Surface:
    """A square Essentia terrain tile; ``terrain`` is one of TERRAINS or "back"."""
    if terrain not in TILE_COLORS:
        raise ValueError(f"unknown terrain {terrain!r}")
    paint = _TILE_PAINTERS[terrain]

    def full(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        base = TILE_COLORS[terrain]
        r = int(w * 0.08)
        rect = s.get_rect()
        pygame.draw.rect(s, _shade(base, -0.45), rect, border_radius=r)
        inner = rect.inflate(-w * 0.05, -w * 0.05)
        pygame.draw.rect(s, base, inner, border_radius=r)
        # soft top-left highlight / bottom-right shade for a raised look
        hi = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(hi, (*_shade(base, 0.25), 255), inner.move(-w * 0.01, -w * 0.01),
                         int(w * 0.025), border_radius=r)
        s.blit(hi, (0, 0))
        clip = s.get_clip()
        s.set_clip(inner.inflate(-w * 0.03, -w * 0.03))
        paint(s, w, random.Random(terrain))
        s.set_clip(clip)

    return _render(size, size, full)


def _tufts(s: pygame.Surface, w: float, rng: random.Random) -> None:
    col = _shade(TILE_COLORS["plains"], -0.45)
    lw = max(1, int(w * 0.018))
    for gx in range(3):
        for gy in range(3):
            x = w * (0.22 + gx * 0.28) + rng.uniform(-w * 0.04, w * 0.04) + (gy % 2) * w * 0.07
            y = w * (0.26 + gy * 0.26) + rng.uniform(-w * 0.03, w * 0.03)
            h = w * 0.09
            for dx in (-0.04, 0.0, 0.04):
                tip = (x + dx * w * 0.9, y - h * (1.0 - abs(dx) * 5))
                pygame.draw.line(s, col, (x, y), tip, lw)


def _plateau(s: pygame.Surface, w: float, rng: random.Random) -> None:
    base = TILE_COLORS["plateau"]
    dark, light = _shade(base, -0.35), _shade(base, 0.3)
    for i in range(5):
        y = w * (0.16 + i * 0.17)
        pygame.draw.line(s, _shade(base, -0.12), (0, y), (w, y + w * 0.02), max(1, int(w * 0.02)))
    # a flat-topped mesa
    mesa = [(w * 0.14, w * 0.74), (w * 0.30, w * 0.38), (w * 0.70, w * 0.38), (w * 0.86, w * 0.74)]
    pygame.draw.polygon(s, dark, mesa)
    pygame.draw.polygon(s, light, [(w * 0.30, w * 0.38), (w * 0.70, w * 0.38),
                                   (w * 0.66, w * 0.45), (w * 0.34, w * 0.45)])
    for i in range(3):
        y = w * (0.52 + i * 0.07)
        pygame.draw.line(s, _shade(base, -0.5), (w * (0.27 - i * 0.025), y),
                         (w * (0.73 + i * 0.025), y), max(1, int(w * 0.012)))


def _rocks(s: pygame.Surface, w: float, rng: random.Random) -> None:
    base = TILE_COLORS["rocks"]
    spots = [(0.28, 0.30, 0.13), (0.68, 0.26, 0.10), (0.50, 0.62, 0.16), (0.22, 0.72, 0.08),
             (0.80, 0.66, 0.09)]
    for x, y, r in spots:
        rect = pygame.Rect(0, 0, w * r * 2, w * r * 1.5)
        rect.center = (round(w * x), round(w * y))
        pygame.draw.ellipse(s, _shade(base, -0.55), rect.move(w * 0.015, w * 0.02))
        pygame.draw.ellipse(s, _shade(base, 0.25), rect)
        hl = rect.inflate(-rect.w * 0.45, -rect.h * 0.55).move(-rect.w * 0.12, -rect.h * 0.14)
        pygame.draw.ellipse(s, _shade(base, 0.55), hl)


def _mountain(s: pygame.Surface, w: float, rng: random.Random) -> None:
    base = TILE_COLORS["mountain"]
    peaks = [((0.36, 0.20), 0.30, 0.80), ((0.68, 0.34), 0.24, 0.80)]
    for (px, py), half, foot in peaks:
        tip = (w * px, w * py)
        l_, r_ = (w * (px - half), w * foot), (w * (px + half), w * foot)
        pygame.draw.polygon(s, _shade(base, 0.18), [tip, l_, r_])
        pygame.draw.polygon(s, _shade(base, -0.35), [tip, (w * px, w * foot), r_])
        cap = 0.32
        cl = (tip[0] + (l_[0] - tip[0]) * cap, tip[1] + (l_[1] - tip[1]) * cap)
        cr = (tip[0] + (r_[0] - tip[0]) * cap, tip[1] + (r_[1] - tip[1]) * cap)
        mid = (w * px, cl[1] - w * 0.02)
        pygame.draw.polygon(s, (240, 240, 248), [tip, cl, (mid[0] - w * 0.04, mid[1] + w * 0.04),
                                                 mid, (mid[0] + w * 0.04, mid[1] + w * 0.04), cr])


def _forest(s: pygame.Surface, w: float, rng: random.Random) -> None:
    base = TILE_COLORS["forest"]
    leaf, leaf_hi = _shade(base, 0.30), _shade(base, 0.55)
    trunk = (90, 60, 36)
    for x, y, sc in ((0.28, 0.52, 0.9), (0.70, 0.48, 0.95), (0.50, 0.74, 1.0)):
        cx, by = w * x, w * y
        hh = w * 0.34 * sc
        pygame.draw.rect(s, trunk, (cx - w * 0.025, by, w * 0.05, w * 0.09 * sc))
        for j in range(3):
            top = by - hh + j * hh * 0.28
            half = w * (0.10 + j * 0.035) * sc
            bot = top + hh * 0.5
            pygame.draw.polygon(s, leaf, [(cx, top), (cx - half, bot), (cx + half, bot)])
            pygame.draw.polygon(s, leaf_hi, [(cx, top), (cx - half, bot), (cx - half * 0.3, bot)])


def _spring(s: pygame.Surface, w: float, rng: random.Random) -> None:
    base = TILE_COLORS["spring"]
    c = w / 2
    for i, r in enumerate((0.40, 0.31, 0.22)):
        pygame.draw.circle(s, _shade(base, 0.25 + 0.12 * i), (c, c + w * 0.04), w * r,
                           max(1, int(w * 0.022)))
    # water drop
    drop_top = (c, w * 0.20)
    pygame.draw.circle(s, (236, 248, 255), (c, w * 0.55), w * 0.13)
    pygame.draw.polygon(s, (236, 248, 255), [drop_top, (c - w * 0.125, w * 0.51),
                                             (c + w * 0.125, w * 0.51)])
    pygame.draw.circle(s, _shade(base, 0.2), (c - w * 0.04, w * 0.57), w * 0.035)


def _circle_active(s: pygame.Surface, w: float, rng: random.Random) -> None:
    c = w / 2
    glow = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    for i in range(10):
        pygame.draw.circle(glow, (255, 200, 90, 14), (c, c), w * (0.46 - i * 0.012))
    s.blit(glow, (0, 0))
    pygame.draw.circle(s, theme.GOLD, (c, c), w * 0.36, max(1, int(w * 0.05)))
    pygame.draw.circle(s, _shade(theme.GOLD, 0.4), (c, c), w * 0.26, max(1, int(w * 0.018)))
    star = []
    for i in range(16):
        r = w * (0.20 if i % 2 == 0 else 0.08)
        a = -math.pi / 2 + i * math.tau / 16
        star.append((c + r * math.cos(a), c + r * math.sin(a)))
    pygame.draw.polygon(s, (255, 236, 180), star)
    for i in range(8):
        a = i * math.tau / 8
        pygame.draw.circle(s, theme.GOLD, (c + math.cos(a) * w * 0.42, c + math.sin(a) * w * 0.42),
                           w * 0.018)


def _circle_inactive(s: pygame.Surface, w: float, rng: random.Random) -> None:
    c = w / 2
    col = (120, 120, 128)
    lw = max(1, int(w * 0.035))
    rect = pygame.Rect(0, 0, w * 0.72, w * 0.72)
    rect.center = (round(c), round(c))
    for i in range(12):
        a0 = i * math.tau / 12
        pygame.draw.arc(s, col, rect, a0, a0 + math.tau / 24, lw)
    off = w * 0.2
    pygame.draw.line(s, col, (c - off, c - off), (c + off, c + off), lw)
    pygame.draw.line(s, col, (c - off, c + off), (c + off, c - off), lw)


def _back(s: pygame.Surface, w: float, rng: random.Random) -> None:
    gold = theme.GOLD_DIM
    step = w / 4
    lw = max(1, int(w * 0.012))
    for i in range(-4, 9):
        pygame.draw.line(s, gold, (i * step, 0), (i * step + w, w), lw)
        pygame.draw.line(s, gold, (i * step, w), (i * step + w, 0), lw)
    c = w / 2
    dia = [(c, c - w * 0.2), (c + w * 0.2, c), (c, c + w * 0.2), (c - w * 0.2, c)]
    pygame.draw.polygon(s, TILE_COLORS["back"], dia)
    pygame.draw.polygon(s, theme.GOLD, dia, max(1, int(w * 0.03)))
    pygame.draw.circle(s, theme.GOLD, (c, c), w * 0.06)


_TILE_PAINTERS: dict[str, Callable[[pygame.Surface, float, random.Random], None]] = {
    "plains": _tufts, "plateau": _plateau, "rocks": _rocks, "mountain": _mountain,
    "forest": _forest, "spring": _spring, "circle_active": _circle_active,
    "circle_inactive": _circle_inactive, "back": _back,
}


# --------------------------------------------------------------------------- power icons

# (dx, dy, kind): "slide" = a long arrow, "step" = one cell, "hit" = capture only,
# "jump" = knight's landing spot
_POWER_MOVES: dict[str, list[tuple[int, int, str]]] = {
    "plains": [(dx, dy, "slide") for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy],
    "plateau": [(dx, dy, "slide") for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))],
    "mountain": [(dx, dy, "slide") for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1))],
    "rocks": [(dx, dy, "short") for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]
    + [(dx, dy, "hit") for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1))],
    "forest": [(dx, dy, "jump") for dx, dy in ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2),
                                               (2, -1), (-1, -2), (-2, -1))],
    "spring": [(dx, dy, "step") for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy],
}


@cache
def power_icon(terrain: str, size: int) -> pygame.Surface:
    """A movement glyph: long arrows slide, short arrows and dots step, red crosses
    capture only, a ring of dots is the forest's knight jump."""
    if terrain not in _POWER_MOVES:
        raise ValueError(f"no power for {terrain!r}")

    def paint(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        c = w / 2
        pygame.draw.circle(s, (16, 18, 26, 235), (c, c), w * 0.49)
        pygame.draw.circle(s, TILE_COLORS.get(terrain, theme.GOLD), (c, c), w * 0.49,
                           max(1, int(w * 0.05)))
        cell = w * 0.17
        lw = max(1, int(w * 0.055))
        ink = theme.INK
        for dx, dy, kind in _POWER_MOVES[terrain]:
            if kind in ("slide", "short"):
                n = math.hypot(dx, dy)
                reach = 0.38 if kind == "slide" else 0.25
                ex, ey = c + dx / n * w * reach, c + dy / n * w * reach
                pygame.draw.line(s, ink, (c, c), (ex, ey), lw)
                ux, uy = dx / n, dy / n
                hd = w * 0.06
                bx, by = ex - ux * hd, ey - uy * hd
                pygame.draw.polygon(s, ink, [(ex + ux * hd * 0.8, ey + uy * hd * 0.8),
                                             (bx - uy * hd, by + ux * hd),
                                             (bx + uy * hd, by - ux * hd)])
            elif kind == "step":
                pygame.draw.circle(s, ink, (c + dx * cell * 1.2, c + dy * cell * 1.2), w * 0.055)
            elif kind == "hit":
                x, y, r = c + dx * cell * 1.25, c + dy * cell * 1.25, w * 0.075
                pygame.draw.line(s, theme.DANGER, (x - r, y - r), (x + r, y + r), lw)
                pygame.draw.line(s, theme.DANGER, (x - r, y + r), (x + r, y - r), lw)
            else:
                pygame.draw.circle(s, ink, (c + dx * cell, c + dy * cell), w * 0.045)
        pygame.draw.circle(s, theme.GOLD, (c, c), w * 0.07)

    return _render(size, size, paint)


# --------------------------------------------------------------------------- Symbol

SYMBOL_COLORS: dict[str, tuple[int, int, int]] = {
    "E": (70, 158, 78),     # green
    "W": (56, 128, 214),    # blue
    "A": (232, 234, 242),   # white
    "F": (214, 68, 48),     # red
    "D": (34, 32, 38),      # black
    "L": (242, 200, 56),    # yellow
}


def _symbol_outline(kind: str, c: float, r: float) -> Pts:
    """The silhouette of each element: square, drop, triangle, flame, octagon, crown."""
    if kind == "E":
        return _poly(c, c, r * 1.05, 4, math.pi / 4)
    if kind == "W":
        pts = [(c + r * 0.9 * math.cos(a), c + r * 0.22 + r * 0.72 * math.sin(a))
               for a in [math.pi * (-0.15 + i * 1.3 / 20) for i in range(21)]]
        return [(c, c - r * 1.0)] + pts
    if kind == "A":
        return _poly(c, c + r * 0.18, r * 1.08, 3, -math.pi / 2)
    if kind == "F":
        pts = []
        for i in range(21):
            a = math.pi * (-0.1 + i * 1.2 / 20)
            pts.append((c + r * 0.8 * math.cos(a), c + r * 0.3 + r * 0.66 * math.sin(a)))
        return pts + [(c - r * 0.78, c - r * 0.1), (c - r * 0.5, c - r * 0.55),
                      (c - r * 0.3, c - r * 0.15), (c, c - r * 1.05), (c + r * 0.3, c - r * 0.15),
                      (c + r * 0.5, c - r * 0.55), (c + r * 0.78, c - r * 0.1)]
    if kind == "D":
        return _poly(c, c, r * 0.98, 8, math.pi / 8)
    if kind == "L":
        return [(c - r, c - r * 0.55), (c - r * 0.5, c - r * 0.05), (c, c - r * 0.85),
                (c + r * 0.5, c - r * 0.05), (c + r, c - r * 0.55), (c + r * 0.85, c + r * 0.8),
                (c - r * 0.85, c + r * 0.8)]
    raise ValueError(f"unknown Symbol piece {kind!r}")


@cache
def symbol_piece(kind: str, player: int, size: int) -> pygame.Surface:
    """A Symbol unit: shape and colour name the element; player 1 (0) shows the circle face.

    Player 2's pieces are the plain face with a dark rim and a notched band, so
    the sides differ in mark as well as in the rim colour.
    """
    kind = kind.upper()
    if kind not in SYMBOL_COLORS:
        raise ValueError(f"unknown Symbol piece {kind!r}")
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player}")

    def paint(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        c = w / 2
        r = w * 0.40
        body = SYMBOL_COLORS[kind]
        rim = theme.SIDE_LIGHT if player == 0 else theme.SIDE_DARK_EDGE
        pts = _symbol_outline(kind, c, r)
        pygame.draw.polygon(s, (0, 0, 0, 110), [(x + w * 0.03, y + w * 0.05) for x, y in pts])
        grow = [(c + (x - c) * 1.13, c + (y - c) * 1.13) for x, y in pts]
        pygame.draw.polygon(s, rim, grow)
        pygame.draw.polygon(s, _shade(body, -0.35), pts)
        inner = [(c + (x - c) * 0.88 - w * 0.01, c + (y - c) * 0.88 - w * 0.012) for x, y in pts]
        pygame.draw.polygon(s, body, inner)
        hi = [(c + (x - c) * 0.5 - w * 0.06, c + (y - c) * 0.5 - w * 0.07) for x, y in pts]
        pygame.draw.polygon(s, _shade(body, 0.22), hi)
        if player == 0:
            mark = (250, 246, 230) if kind not in ("A", "L") else (40, 36, 30)
            pygame.draw.circle(s, mark, (c, c + r * 0.12), w * 0.13, max(1, int(w * 0.045)))
        else:
            mark = (20, 26, 48) if kind not in ("D",) else (120, 150, 220)
            pygame.draw.line(s, mark, (c - w * 0.12, c + r * 0.12), (c + w * 0.12, c + r * 0.12),
                             max(1, int(w * 0.05)))

    return _render(size, size, paint)


@cache
def symbol_stack(kinds: tuple[str, ...], player: int, size: int) -> pygame.Surface:
    """A stack of one side's pieces: up to four shown offset, a badge with the count."""
    if not kinds:
        raise ValueError("a stack holds at least one piece")
    order = sorted(kinds, key=lambda k: SYMBOL_KINDS.index(k.upper()))
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    shown = list(dict.fromkeys(k.upper() for k in order))[-3:]   # one of each kind, max 3
    n = len(shown)
    piece = int(size * (0.86 if n == 1 else 0.62 if n == 2 else 0.54))
    # fanned from the lower left up to the right so every silhouette stays visible
    span = size - piece
    for i, kind in enumerate(shown):
        img = symbol_piece(kind, player, piece)
        f = 0.5 if n == 1 else i / (n - 1)
        out.blit(img, (span * f, span * (1 - f) * 0.85 + span * 0.08))
    if len(kinds) > 1:
        r = max(6, int(size * 0.15))
        cx, cy = size - r - 1, r + 1
        pygame.draw.circle(out, theme.BG, (cx, cy), r)
        pygame.draw.circle(out, theme.GOLD, (cx, cy), r, max(1, r // 5))
        _text(out, str(len(kinds)), int(r * 1.3), theme.INK, (cx, cy + 1))
    return out


@cache
def symbol_cell(kind: str, size: int) -> pygame.Surface:
    """A Symbol board cell: textured land or rippled water."""
    if kind not in ("land", "water"):
        raise ValueError(f"cell is land or water, not {kind!r}")

    def paint(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        base = (98, 124, 70) if kind == "land" else (34, 78, 128)
        pygame.draw.rect(s, _shade(base, -0.4), s.get_rect())
        pygame.draw.rect(s, base, s.get_rect().inflate(-w * 0.04, -w * 0.04))
        rng = random.Random(kind)
        lw = max(1, int(w * 0.02))
        if kind == "land":
            for _ in range(7):
                x, y = rng.uniform(0.15, 0.85) * w, rng.uniform(0.15, 0.85) * w
                pygame.draw.circle(s, _shade(base, -0.18), (x, y), w * rng.uniform(0.02, 0.04))
        else:
            for row in range(3):
                y = w * (0.28 + row * 0.24)
                pts = [(w * (0.12 + i * 0.038), y + math.sin(i * 0.7 + row) * w * 0.03)
                       for i in range(21)]
                pygame.draw.lines(s, _shade(base, 0.25), False, pts, lw)

    return _render(size, size, paint)


@cache
def symbol_emblem(player: int, size: int) -> pygame.Surface:
    """The one picture of a Symbol side, wherever a side is named: its leader
    on the plate the board puts under that side's stacks (a light disc for
    player 1, a blue diamond for player 2)."""
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player}")

    def paint(s: pygame.Surface, k: float) -> None:
        c = s.get_width() / 2
        if player == 0:
            pygame.draw.circle(s, theme.SIDE_LIGHT_EDGE, (c, c), c - k * 0.5)
            pygame.draw.circle(s, theme.SIDE_LIGHT, (c, c), c - k * 2.5)
        else:
            r = c - k * 0.5
            pygame.draw.polygon(s, (200, 215, 255), [(c, c - r), (c + r, c), (c, c + r),
                                                     (c - r, c)])
            r -= k * 2.5
            pygame.draw.polygon(s, theme.SIDE_DARK, [(c, c - r), (c + r, c), (c, c + r),
                                                     (c - r, c)])

    out = _render(size, size, paint)
    leader = symbol_piece("L", player, max(6, round(size * (0.64 if player == 0 else 0.58))))
    _blit_outlined(out, leader, (size / 2, size / 2))
    return out


def _blit_outlined(out: pygame.Surface, piece: pygame.Surface,
                   center: tuple[float, float]) -> None:
    """A piece with a dark one-pixel outline, so light pieces (air, leader) stay
    apart from a light plate."""
    at = piece.get_rect(center=center)
    edge = pygame.mask.from_surface(piece, 100).to_surface(setcolor=(*PIECE_EDGE, 255),
                                                            unsetcolor=(0, 0, 0, 0))
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        out.blit(edge, at.move(dx, dy))
    out.blit(piece, at)


# --------------------------------------------------------------------------- Troy

_CHAR_NAMES = {"E": "Experience", "F": "Strength", "H": "Skill", "A": "Cunning", "V": "Speed"}


def _card_frame(s: pygame.Surface, fill: Color, edge: Color, k: float) -> None:
    rect = s.get_rect()
    r = int(rect.w * 0.07)
    pygame.draw.rect(s, (0, 0, 0, 110), rect.move(k * 2, k * 3).inflate(-k * 4, -k * 4),
                     border_radius=r)
    pygame.draw.rect(s, edge, rect.inflate(-k * 4, -k * 4), border_radius=r)
    pygame.draw.rect(s, fill, rect.inflate(-rect.w * 0.06, -rect.w * 0.06), border_radius=r)


def _helmet(s: pygame.Surface, c: tuple[float, float], r: float, col: Color,
            dark: Color) -> None:
    """Greek crest helmet: a triangle-crowned head-piece."""
    x, y = c
    pygame.draw.polygon(s, dark, [(x - r * 0.9, y - r * 0.55), (x, y - r * 1.15),
                                  (x + r * 0.9, y - r * 0.55)])
    pygame.draw.polygon(s, col, [(x - r * 0.7, y - r * 0.6), (x, y - r * 1.0),
                                 (x + r * 0.7, y - r * 0.6)])
    pygame.draw.ellipse(s, col, (x - r * 0.7, y - r * 0.7, r * 1.4, r * 1.6))
    pygame.draw.rect(s, dark, (x - r * 0.5, y - r * 0.15, r * 0.35, r * 0.22))
    pygame.draw.rect(s, dark, (x + r * 0.15, y - r * 0.15, r * 0.35, r * 0.22))
    pygame.draw.rect(s, dark, (x - r * 0.08, y - r * 0.15, r * 0.16, r * 0.85))


def _shield(s: pygame.Surface, c: tuple[float, float], r: float, col: Color,
            dark: Color) -> None:
    """Trojan round shield with a crescent and boss."""
    pygame.draw.circle(s, dark, c, r)
    pygame.draw.circle(s, col, c, r * 0.86)
    pygame.draw.circle(s, dark, c, r * 0.86, max(1, int(r * 0.06)))
    pygame.draw.circle(s, dark, c, r * 0.55, max(1, int(r * 0.05)))
    pygame.draw.circle(s, (228, 236, 255), c, r * 0.2)


def _sword(s: pygame.Surface, c: tuple[float, float], h: float) -> None:
    """Power: an upright sword."""
    x, y = c
    ink = theme.INK
    pygame.draw.polygon(s, ink, [(x, y - h * 0.5), (x + h * 0.08, y - h * 0.35),
                                 (x + h * 0.08, y + h * 0.18), (x - h * 0.08, y + h * 0.18),
                                 (x - h * 0.08, y - h * 0.35)])
    pygame.draw.rect(s, theme.GOLD, (x - h * 0.24, y + h * 0.16, h * 0.48, h * 0.09))
    pygame.draw.rect(s, theme.GOLD, (x - h * 0.05, y + h * 0.25, h * 0.10, h * 0.2))
    pygame.draw.circle(s, theme.GOLD, (x, y + h * 0.48), h * 0.06)


def _heater(s: pygame.Surface, c: tuple[float, float], h: float) -> None:
    """Resistance: a heater shield."""
    x, y = c
    pts = [(x - h * 0.4, y - h * 0.45), (x + h * 0.4, y - h * 0.45), (x + h * 0.4, y)]
    pts += [(x + h * 0.4 * math.cos(a), y + h * 0.5 * math.sin(a))
            for a in [i * math.pi / 12 for i in range(1, 12)]]
    pts += [(x - h * 0.4, y)]
    pygame.draw.polygon(s, theme.INK, pts)
    pygame.draw.line(s, theme.GOLD, (x, y - h * 0.4), (x, y + h * 0.42), max(1, int(h * 0.08)))


@cache
def hero_card(name: str, power: int, resistance: int, character: str, side: int,
              size: tuple[int, int] = (150, 210)) -> pygame.Surface:
    """A Troy hero card: name, side emblem, Power (sword), Resistance (shield), Character."""
    if side not in (0, 1):
        raise ValueError(f"side must be 0 or 1, not {side}")
    w, h = size
    light = side == 0
    fill = (54, 44, 34) if light else (26, 32, 56)
    edge = theme.SIDE_LIGHT if light else theme.SIDE_DARK

    def paint(s: pygame.Surface, k: float) -> None:
        W, H = s.get_size()
        _card_frame(s, fill, edge, k)
        band = pygame.Rect(W * 0.06, H * 0.05, W * 0.88, H * 0.16)
        pygame.draw.rect(s, edge, band, border_radius=int(W * 0.04))
        art_c = (W * 0.5, H * 0.48)
        pygame.draw.circle(s, _shade(fill, 0.12), art_c, W * 0.30)
        if light:
            _helmet(s, art_c, W * 0.22, theme.SIDE_LIGHT, theme.SIDE_LIGHT_EDGE)
        else:
            _shield(s, art_c, W * 0.24, theme.SIDE_DARK, theme.SIDE_DARK_EDGE)
        # stat plates
        for i in range(2):
            plate = pygame.Rect(W * (0.08 + i * 0.47), H * 0.74, W * 0.38, H * 0.19)
            pygame.draw.rect(s, _shade(fill, -0.4), plate, border_radius=int(W * 0.04))
            pygame.draw.rect(s, edge, plate, max(1, int(k)), border_radius=int(W * 0.04))
        _sword(s, (W * 0.18, H * 0.835), H * 0.13)
        _heater(s, (W * 0.64, H * 0.835), H * 0.11)

    img = _render(w, h, paint)
    ink = (40, 30, 18) if light else (240, 244, 255)
    _fit_text(img, name, int(h * 0.085), ink, (w * 0.5, h * 0.13), int(w * 0.82))
    _text(img, str(power), int(h * 0.11), theme.INK, (w * 0.35, h * 0.835))
    _text(img, str(resistance), int(h * 0.11), theme.INK, (w * 0.82, h * 0.835))
    # character letter badge
    bx, by, br = w * 0.80, h * 0.30, h * 0.075
    pygame.draw.circle(img, theme.GOLD, (bx, by), br)
    pygame.draw.circle(img, (30, 24, 14), (bx, by), br, max(1, int(br * 0.15)))
    _text(img, character, int(br * 1.3), (30, 24, 14), (bx, by + 1))
    label = _CHAR_NAMES.get(character, "")
    if label:
        _text(img, label, int(h * 0.055), theme.INK_DIM, (w * 0.5, h * 0.68), "ui-semibold")
    return img


@cache
def hero_token(name: str, side: int, size: int) -> pygame.Surface:
    """A small hero counter: Greek octagon, Trojan disc, with the hero's initials."""
    if side not in (0, 1):
        raise ValueError(f"side must be 0 or 1, not {side}")
    light = side == 0

    def paint(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        c = w / 2
        body = theme.SIDE_LIGHT if light else theme.SIDE_DARK
        edge = theme.SIDE_LIGHT_EDGE if light else theme.SIDE_DARK_EDGE
        if light:
            outer = _poly(c, c, w * 0.48, 8, math.pi / 8)
            pygame.draw.polygon(s, edge, outer)
            pygame.draw.polygon(s, body, _poly(c, c, w * 0.41, 8, math.pi / 8))
        else:
            pygame.draw.circle(s, edge, (c, c), w * 0.47)
            pygame.draw.circle(s, body, (c, c), w * 0.40)
            pygame.draw.circle(s, _shade(body, 0.3), (c, c), w * 0.34, max(1, int(w * 0.02)))

    img = _render(size, size, paint)
    caps = [w for w in name.replace(",", "").split() if w[:1].isupper()]
    initials = caps[0][0] + caps[-1][0] if len(caps) > 1 else name[:2]
    _text(img, initials, int(size * 0.36), (40, 28, 10) if light else (240, 244, 255),
          (size / 2, size / 2 + 1), "title-bold")
    return img


@cache
def god_card(name: str, size: tuple[int, int] = (150, 210)) -> pygame.Surface:
    """A god drawn from the bowl: gold frame, radiant emblem, the god's name."""
    w, h = size

    def paint(s: pygame.Surface, k: float) -> None:
        W, H = s.get_size()
        _card_frame(s, (62, 48, 78), theme.GOLD, k)
        c = (W * 0.5, H * 0.45)
        for i in range(16):
            a = i * math.tau / 16
            r1, r2 = W * 0.14, W * (0.36 if i % 2 == 0 else 0.28)
            pygame.draw.line(s, _shade(theme.GOLD, 0.2), (c[0] + math.cos(a) * r1,
                             c[1] + math.sin(a) * r1), (c[0] + math.cos(a) * r2,
                             c[1] + math.sin(a) * r2), int(k * 2))
        pygame.draw.circle(s, theme.GOLD, c, W * 0.13)
        pygame.draw.circle(s, (255, 240, 200), c, W * 0.08)
        # laurel line under the name
        pygame.draw.line(s, theme.GOLD_DIM, (W * 0.2, H * 0.78), (W * 0.8, H * 0.78), int(k))

    img = _render(w, h, paint)
    _fit_text(img, name, int(h * 0.11), theme.INK, (w * 0.5, h * 0.86), int(w * 0.84))
    _text(img, "GOD", int(h * 0.06), theme.GOLD, (w * 0.5, h * 0.11), "ui-bold")
    return img


@cache
def card_back(size: tuple[int, int] = (150, 210)) -> pygame.Surface:
    """The back of every Troy card: wine red with a gold meander border."""
    w, h = size

    def paint(s: pygame.Surface, k: float) -> None:
        W, H = s.get_size()
        _card_frame(s, (92, 30, 34), theme.GOLD_DIM, k)
        inner = pygame.Rect(W * 0.12, H * 0.09, W * 0.76, H * 0.82)
        pygame.draw.rect(s, theme.GOLD, inner, int(k * 1.5), border_radius=int(W * 0.03))
        # meander ticks
        step = W * 0.08
        x = inner.left + step / 2
        while x < inner.right - step / 2:
            for y in (inner.top + step * 0.6, inner.bottom - step * 0.6):
                pygame.draw.rect(s, theme.GOLD_DIM, (x - step * 0.25, y - step * 0.25,
                                                      step * 0.5, step * 0.5), int(k))
            x += step
        c = inner.center
        pygame.draw.circle(s, theme.GOLD, c, W * 0.2, int(k * 2))
        _helmet(s, (c[0], c[1] + W * 0.05), W * 0.13, theme.GOLD, (92, 30, 34))

    return _render(w, h, paint)


@cache
def die_face(value: int, size: int) -> pygame.Surface:
    """One face of a d10 (a kite), numbered 0-9; 6 and 9 underlined to tell them apart."""
    if not 0 <= value <= 9:
        raise ValueError(f"a d10 shows 0-9, not {value}")

    def paint(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        c = w / 2
        kite = [(c, w * 0.04), (w * 0.94, w * 0.58), (c, w * 0.96), (w * 0.06, w * 0.58)]
        pygame.draw.polygon(s, (0, 0, 0, 100), [(x + w * 0.02, y + w * 0.03) for x, y in kite])
        pygame.draw.polygon(s, (120, 26, 30), kite)
        inner = [(c, w * 0.12), (w * 0.84, w * 0.58), (c, w * 0.88), (w * 0.16, w * 0.58)]
        pygame.draw.polygon(s, (204, 56, 52), inner)
        pygame.draw.polygon(s, (228, 96, 84), [(c, w * 0.12), (c, w * 0.5), (w * 0.16, w * 0.58)])
        pygame.draw.line(s, (150, 36, 36), (w * 0.16, w * 0.58), (w * 0.84, w * 0.58),
                         max(1, int(k)))

    img = _render(size, size, paint)
    _text(img, str(value), int(size * 0.42), (255, 246, 224), (size / 2, size * 0.47),
          "ui-bold")
    if value in (6, 9):
        y = size * 0.66
        pygame.draw.line(img, (255, 246, 224), (size * 0.42, y), (size * 0.58, y),
                         max(1, size // 24))
    return img


def die_faces(size: int) -> Callable[[int], pygame.Surface]:
    """A face function for ``anim.DieRoll``."""
    return lambda n: die_face(n, size)


PLATE = (176, 180, 194)          # mid-light slate: black and white pieces both stand out
PLATE_EDGE = (92, 98, 118)
PIECE_EDGE = (26, 28, 40)


@cache
def symbol_token(kind: str, player: int, size: int) -> pygame.Surface:
    """A Symbol piece on a round light plate, for the side panel's small icons.

    At icon size on the dark panel player 2's dark-rimmed death piece would
    vanish; the plate gives every piece of both sides a ground to read on.
    The board keeps the bare pieces (``symbol_piece``).
    """
    piece = symbol_piece(kind, player, max(8, round(size * 0.86)))

    def paint(s: pygame.Surface, k: float) -> None:
        c = s.get_width() / 2
        pygame.draw.circle(s, PLATE_EDGE, (c, c), c - k * 0.5)
        pygame.draw.circle(s, PLATE, (c, c), c - k * 1.5)
        pygame.draw.circle(s, _shade(PLATE, 0.18), (c - c * 0.1, c - c * 0.12), c * 0.62)

    out = _render(size, size, paint)
    _blit_outlined(out, piece, (size / 2, size / 2 + 0.5))
    return out
