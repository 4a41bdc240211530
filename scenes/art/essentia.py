"""Essentia's art: the two golems (Dawn a round sun, Twilight an angular diamond
and crescent), the terrain tiles, each with its own pattern and brightness so the
board reads in grey scale, and the power icons.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import cache

import pygame

from scenes.art.draw import grad_circle, render, shade
from scenes.core import theme

TERRAINS = ("plains", "plateau", "rocks", "mountain", "forest", "spring",
            "circle_active", "circle_inactive")
POWERS = ("plains", "plateau", "rocks", "mountain", "forest", "spring")


# --------------------------------------------------------------------------- Essentia golems

@cache
def golem(player: int, size: int) -> pygame.Surface:
    """Essentia golem: Dawn a round sun with rays, Twilight an angular crescent diamond."""
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player}")
    return render(size, size, _paint_sun_golem if player == 0 else _paint_moon_golem)


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
    grad_circle(s, (c, c), w * 0.30, shade(body, 0.55), shade(body, -0.08),
                 offset=(-w * 0.08, -w * 0.09))
    # face: round eyes, calm smile
    eye = shade(edge, -0.45)
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
    pygame.draw.polygon(s, shade(body, 0.30), [t2, (c, c), l2])
    pygame.draw.polygon(s, shade(body, 0.08), [t2, r2, (c, c)])
    pygame.draw.polygon(s, shade(body, -0.15), [l2, (c, c), b2])
    pygame.draw.polygon(s, shade(body, -0.35), [(c, c), r2, b2])
    # crescent on the brow
    moon = (228, 236, 255)
    pygame.draw.circle(s, moon, (c, c - w * 0.16), w * 0.10)
    pygame.draw.circle(s, shade(body, 0.22), (c + w * 0.05, c - w * 0.19), w * 0.085)
    # angular slit eyes
    for dx in (-1, 1):
        ex = c + dx * w * 0.12
        ey = c + w * 0.04
        pts = [(ex - w * 0.07, ey - dx * 0 - w * 0.02), (ex + w * 0.07, ey - w * 0.02),
               (ex + dx * w * 0.05, ey + w * 0.03)]
        pygame.draw.polygon(s, moon, pts)
    # jaw notch
    pygame.draw.line(s, shade(edge, -0.3), (c - w * 0.08, c + w * 0.20),
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
        pygame.draw.rect(s, shade(base, -0.45), rect, border_radius=r)
        inner = rect.inflate(-w * 0.05, -w * 0.05)
        pygame.draw.rect(s, base, inner, border_radius=r)
        # soft top-left highlight / bottom-right shade for a raised look
        hi = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(hi, (*shade(base, 0.25), 255), inner.move(-w * 0.01, -w * 0.01),
                         int(w * 0.025), border_radius=r)
        s.blit(hi, (0, 0))
        clip = s.get_clip()
        s.set_clip(inner.inflate(-w * 0.03, -w * 0.03))
        paint(s, w, random.Random(terrain))
        s.set_clip(clip)

    return render(size, size, full)


def _tufts(s: pygame.Surface, w: float, rng: random.Random) -> None:
    col = shade(TILE_COLORS["plains"], -0.45)
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
    dark, light = shade(base, -0.35), shade(base, 0.3)
    for i in range(5):
        y = w * (0.16 + i * 0.17)
        pygame.draw.line(s, shade(base, -0.12), (0, y), (w, y + w * 0.02), max(1, int(w * 0.02)))
    # a flat-topped mesa
    mesa = [(w * 0.14, w * 0.74), (w * 0.30, w * 0.38), (w * 0.70, w * 0.38), (w * 0.86, w * 0.74)]
    pygame.draw.polygon(s, dark, mesa)
    pygame.draw.polygon(s, light, [(w * 0.30, w * 0.38), (w * 0.70, w * 0.38),
                                   (w * 0.66, w * 0.45), (w * 0.34, w * 0.45)])
    for i in range(3):
        y = w * (0.52 + i * 0.07)
        pygame.draw.line(s, shade(base, -0.5), (w * (0.27 - i * 0.025), y),
                         (w * (0.73 + i * 0.025), y), max(1, int(w * 0.012)))


def _rocks(s: pygame.Surface, w: float, rng: random.Random) -> None:
    base = TILE_COLORS["rocks"]
    spots = [(0.28, 0.30, 0.13), (0.68, 0.26, 0.10), (0.50, 0.62, 0.16), (0.22, 0.72, 0.08),
             (0.80, 0.66, 0.09)]
    for x, y, r in spots:
        rect = pygame.Rect(0, 0, w * r * 2, w * r * 1.5)
        rect.center = (round(w * x), round(w * y))
        pygame.draw.ellipse(s, shade(base, -0.55), rect.move(w * 0.015, w * 0.02))
        pygame.draw.ellipse(s, shade(base, 0.25), rect)
        hl = rect.inflate(-rect.w * 0.45, -rect.h * 0.55).move(-rect.w * 0.12, -rect.h * 0.14)
        pygame.draw.ellipse(s, shade(base, 0.55), hl)


def _mountain(s: pygame.Surface, w: float, rng: random.Random) -> None:
    base = TILE_COLORS["mountain"]
    peaks = [((0.36, 0.20), 0.30, 0.80), ((0.68, 0.34), 0.24, 0.80)]
    for (px, py), half, foot in peaks:
        tip = (w * px, w * py)
        l_, r_ = (w * (px - half), w * foot), (w * (px + half), w * foot)
        pygame.draw.polygon(s, shade(base, 0.18), [tip, l_, r_])
        pygame.draw.polygon(s, shade(base, -0.35), [tip, (w * px, w * foot), r_])
        cap = 0.32
        cl = (tip[0] + (l_[0] - tip[0]) * cap, tip[1] + (l_[1] - tip[1]) * cap)
        cr = (tip[0] + (r_[0] - tip[0]) * cap, tip[1] + (r_[1] - tip[1]) * cap)
        mid = (w * px, cl[1] - w * 0.02)
        pygame.draw.polygon(s, (240, 240, 248), [tip, cl, (mid[0] - w * 0.04, mid[1] + w * 0.04),
                                                 mid, (mid[0] + w * 0.04, mid[1] + w * 0.04), cr])


def _forest(s: pygame.Surface, w: float, rng: random.Random) -> None:
    base = TILE_COLORS["forest"]
    leaf, leaf_hi = shade(base, 0.30), shade(base, 0.55)
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
        pygame.draw.circle(s, shade(base, 0.25 + 0.12 * i), (c, c + w * 0.04), w * r,
                           max(1, int(w * 0.022)))
    # water drop
    drop_top = (c, w * 0.20)
    pygame.draw.circle(s, (236, 248, 255), (c, w * 0.55), w * 0.13)
    pygame.draw.polygon(s, (236, 248, 255), [drop_top, (c - w * 0.125, w * 0.51),
                                             (c + w * 0.125, w * 0.51)])
    pygame.draw.circle(s, shade(base, 0.2), (c - w * 0.04, w * 0.57), w * 0.035)


def _circle_active(s: pygame.Surface, w: float, rng: random.Random) -> None:
    c = w / 2
    glow = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    for i in range(10):
        pygame.draw.circle(glow, (255, 200, 90, 14), (c, c), w * (0.46 - i * 0.012))
    s.blit(glow, (0, 0))
    pygame.draw.circle(s, theme.GOLD, (c, c), w * 0.36, max(1, int(w * 0.05)))
    pygame.draw.circle(s, shade(theme.GOLD, 0.4), (c, c), w * 0.26, max(1, int(w * 0.018)))
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

    return render(size, size, paint)
