"""The nine god emblems of The Trojan War, drawn in code: each god's sign in a
medallion of that god's colour, so a drawn god is known at a glance.

Zeus the thunderbolt, Hera a peacock feather under a diadem, Athena the owl on
an olive branch, Apollo the lyre before the sun, Artemis the bow under the
crescent moon, Ares a crested helmet and spear, Aphrodite the scallop shell
and a dove, Hephaestus hammer and anvil, Poseidon the trident over the waves.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

import pygame

from scenes.art.draw import Color, render, shade
from scenes.art.troy_pen import BRONZE, GOLD, INK, IRON, WHITE, Pen


def _zeus(pen: Pen) -> None:
    for i in range(12):
        a = i * math.tau / 12
        pen.line((250, 240, 170), (0.5 + 0.3 * math.cos(a), 0.5 + 0.3 * math.sin(a)),
                 (0.5 + 0.42 * math.cos(a), 0.5 + 0.42 * math.sin(a)), 0.02)
    pts = [(0.56, 0.1), (0.34, 0.5), (0.48, 0.5), (0.38, 0.9), (0.68, 0.42), (0.53, 0.42),
           (0.66, 0.1)]
    pen.poly(shade(GOLD, -0.45), [(x + 0.02, y + 0.02) for x, y in pts])
    pen.poly(GOLD, pts)
    pen.poly((255, 246, 200), [(0.58, 0.14), (0.42, 0.46), (0.47, 0.46), (0.6, 0.16)])


def _hera(pen: Pen) -> None:
    pen.line((60, 110, 70), (0.5, 0.92), (0.5, 0.34), 0.02)
    for i in range(14):   # the barbs of the feather
        y = 0.36 + i * 0.04
        for d in (-1, 1):
            pen.line((80, 150, 100), (0.5, y), (0.5 + d * (0.2 - i * 0.01), y - 0.06), 0.012)
    pen.ellipse((40, 140, 110), 0.31, 0.3, 0.38, 0.4)
    pen.ellipse((60, 90, 190), 0.36, 0.36, 0.28, 0.28)
    pen.ellipse(GOLD, 0.4, 0.41, 0.2, 0.2)
    pen.ellipse((20, 40, 110), 0.44, 0.45, 0.12, 0.12)
    pts = [(0.24, 0.26), (0.3, 0.12), (0.38, 0.2), (0.5, 0.06), (0.62, 0.2), (0.7, 0.12),
           (0.76, 0.26)]
    pen.poly(shade(GOLD, -0.4), [(x, y + 0.015) for x, y in pts])
    pen.poly(GOLD, pts)
    for x in (0.3, 0.5, 0.7):
        pen.circle((220, 60, 80), (x, 0.2 if x != 0.5 else 0.14), 0.022)


def _athena(pen: Pen) -> None:
    pen.line((110, 80, 40), (0.1, 0.82), (0.9, 0.78), 0.03)
    for x in (0.2, 0.34, 0.68, 0.82):
        pen.ellipse((120, 150, 80), x - 0.05, 0.82, 0.1, 0.05)
    body = (150, 120, 90)
    pen.ellipse(shade(body, -0.3), 0.27, 0.26, 0.46, 0.58)
    pen.ellipse(body, 0.29, 0.28, 0.42, 0.54)
    pen.ellipse(shade(body, 0.35), 0.37, 0.52, 0.26, 0.28)
    pen.poly(shade(body, -0.3), [(0.3, 0.34), (0.3, 0.18), (0.42, 0.3)])
    pen.poly(shade(body, -0.3), [(0.7, 0.34), (0.7, 0.18), (0.58, 0.3)])
    for x in (0.41, 0.59):
        pen.circle(WHITE, (x, 0.4), 0.085)
        pen.circle(GOLD, (x, 0.4), 0.055)
        pen.circle(INK, (x, 0.4), 0.03)
    pen.poly((220, 170, 60), [(0.46, 0.46), (0.54, 0.46), (0.5, 0.55)])
    for x in (0.42, 0.5, 0.58):
        pen.line(shade(body, -0.4), (x, 0.62), (x + 0.02, 0.68), 0.012)


def _apollo(pen: Pen) -> None:
    for i in range(16):
        a = i * math.tau / 16
        r = 0.44 if i % 2 else 0.38
        pen.poly((250, 190, 80), [(0.5 + 0.3 * math.cos(a - 0.12), 0.46 + 0.3 * math.sin(a - 0.12)),
                                  (0.5 + r * math.cos(a), 0.46 + r * math.sin(a)),
                                  (0.5 + 0.3 * math.cos(a + 0.12),
                                   0.46 + 0.3 * math.sin(a + 0.12))])
    pen.circle((252, 210, 100), (0.5, 0.46), 0.3)
    dark = shade(GOLD, -0.5)
    for d in (-1, 1):   # the two horns of the lyre
        pen.poly(dark, [(0.5 + d * 0.06, 0.78), (0.5 + d * 0.2, 0.62), (0.5 + d * 0.2, 0.36),
                        (0.5 + d * 0.27, 0.2), (0.5 + d * 0.22, 0.18), (0.5 + d * 0.14, 0.34),
                        (0.5 + d * 0.13, 0.6), (0.5 + d * 0.02, 0.72)])
    pen.ellipse(dark, 0.34, 0.68, 0.32, 0.16)
    pen.rect(dark, 0.27, 0.24, 0.46, 0.04, 0.02)
    for x in (0.42, 0.47, 0.53, 0.58):
        pen.line(WHITE, (x, 0.27), (x, 0.7), 0.008)


def _artemis(pen: Pen) -> None:
    outer = [(0.5 + 0.3 * math.cos(a), 0.42 + 0.3 * math.sin(a))
             for a in [math.pi * (0.55 + 0.9 * i / 20) for i in range(21)]]
    inner = [(0.58 + 0.24 * math.cos(a), 0.4 + 0.24 * math.sin(a))
             for a in [math.pi * (1.45 - 0.9 * i / 20) for i in range(21)]]
    pen.poly((236, 236, 250), outer + inner)
    for x, y in ((0.72, 0.2), (0.8, 0.34), (0.66, 0.1)):
        pen.circle(WHITE, (x, y), 0.012)
    pen.arc((140, 96, 50), (0.22, 0.62), 0.36, -0.3 * math.pi, 0.3 * math.pi, 0.035)
    top = (0.22 + 0.36 * math.cos(-0.3 * math.pi), 0.62 + 0.36 * math.sin(-0.3 * math.pi))
    bottom = (top[0], 0.62 + 0.36 * math.sin(0.3 * math.pi))
    pen.line(WHITE, top, bottom, 0.008)
    pen.line((230, 220, 190), (0.3, 0.62), (0.82, 0.62), 0.014)
    pen.poly(IRON, [(0.86, 0.62), (0.8, 0.59), (0.8, 0.65)])
    pen.poly((200, 60, 60), [(0.3, 0.62), (0.26, 0.59), (0.34, 0.59)])


def _ares(pen: Pen) -> None:
    pen.line((120, 80, 40), (0.78, 0.1), (0.3, 0.94), 0.03)
    pen.poly(IRON, [(0.8, 0.04), (0.84, 0.16), (0.76, 0.2), (0.74, 0.12)])
    red = (190, 40, 40)
    pen.poly(shade(red, -0.4), [(0.22, 0.34), (0.3, 0.16), (0.5, 0.08), (0.72, 0.12),
                                (0.84, 0.26), (0.74, 0.3), (0.56, 0.22), (0.36, 0.3)])
    pen.poly(red, [(0.25, 0.33), (0.32, 0.18), (0.5, 0.11), (0.7, 0.15), (0.8, 0.26),
                   (0.72, 0.28), (0.56, 0.2), (0.36, 0.29)])
    dark = shade(BRONZE, -0.4)
    pen.circle(dark, (0.5, 0.48), 0.22)
    pen.poly(dark, [(0.28, 0.48), (0.3, 0.78), (0.44, 0.82), (0.44, 0.56), (0.56, 0.56),
                    (0.56, 0.82), (0.7, 0.78), (0.72, 0.48)])
    pen.circle(BRONZE, (0.5, 0.47), 0.2)
    pen.poly(BRONZE, [(0.3, 0.47), (0.32, 0.76), (0.43, 0.79), (0.43, 0.55), (0.57, 0.55),
                      (0.57, 0.79), (0.68, 0.76), (0.7, 0.47)])
    for dx in (-0.075, 0.075):
        pen.ellipse(INK, 0.5 + dx - 0.055, 0.49, 0.11, 0.05)
    pen.rect(BRONZE, 0.475, 0.46, 0.05, 0.13)
    pen.rect(INK, 0.465, 0.59, 0.07, 0.2, 0.02)
    pen.ellipse(shade(BRONZE, 0.45), 0.38, 0.32, 0.12, 0.06)


def _aphrodite(pen: Pen) -> None:
    shell = (250, 214, 210)
    c = (0.5, 0.78)
    for i in range(9):
        a0 = math.pi * (1.08 + i * 0.093)
        pen.poly(shade(shell, -0.3 if i % 2 else -0.15),
                 [c, (c[0] + 0.42 * math.cos(a0), c[1] + 0.42 * math.sin(a0)),
                  (c[0] + 0.44 * math.cos(a0 + 0.05), c[1] + 0.44 * math.sin(a0 + 0.05)),
                  (c[0] + 0.42 * math.cos(a0 + 0.093), c[1] + 0.42 * math.sin(a0 + 0.093))])
    for i in range(9):
        a = math.pi * (1.12 + i * 0.093)
        pen.line(shade(shell, -0.4), c, (c[0] + 0.4 * math.cos(a), c[1] + 0.4 * math.sin(a)),
                 0.01)
    pen.ellipse(shade(shell, -0.3), 0.38, 0.74, 0.24, 0.1)
    dove = WHITE   # a dove flying over the shell
    pen.ellipse(dove, 0.4, 0.2, 0.24, 0.1)
    pen.circle(dove, (0.66, 0.22), 0.045)
    pen.poly((240, 170, 60), [(0.7, 0.21), (0.76, 0.23), (0.7, 0.24)])
    pen.poly(dove, [(0.46, 0.22), (0.38, 0.06), (0.6, 0.2)])
    pen.poly(shade(dove, -0.15), [(0.52, 0.24), (0.62, 0.1), (0.6, 0.24)])
    pen.poly(dove, [(0.42, 0.24), (0.3, 0.2), (0.32, 0.3)])
    pen.circle(INK, (0.67, 0.21), 0.009)


def _hephaestus(pen: Pen) -> None:
    dark = (50, 50, 56)
    pen.poly(dark, [(0.14, 0.56), (0.86, 0.56), (0.8, 0.66), (0.62, 0.68), (0.66, 0.86),
                    (0.34, 0.86), (0.38, 0.68), (0.2, 0.66)])
    pen.poly((90, 90, 100), [(0.16, 0.57), (0.84, 0.57), (0.79, 0.63), (0.21, 0.63)])
    pen.rect(dark, 0.28, 0.84, 0.44, 0.06, 0.01)
    for i in range(8):
        a = math.pi * (1.1 + i * 0.11)
        pen.line((255, 190, 80), (0.5 + 0.06 * math.cos(a), 0.54 + 0.06 * math.sin(a)),
                 (0.5 + 0.2 * math.cos(a), 0.54 + 0.2 * math.sin(a)), 0.014)
    pen.line((130, 90, 50), (0.62, 0.5), (0.86, 0.14), 0.04)
    pen.poly(shade(IRON, -0.3), [(0.4, 0.36), (0.6, 0.5), (0.72, 0.34), (0.52, 0.2)])
    pen.poly(IRON, [(0.43, 0.35), (0.6, 0.47), (0.69, 0.34), (0.53, 0.23)])


def _poseidon(pen: Pen) -> None:
    for row, col in ((0.7, (40, 90, 160)), (0.8, (70, 140, 200))):
        pts = [(0.05, 0.95)] + [(0.05 + i * 0.045, row + 0.04 * math.sin(i * 1.2))
                                for i in range(21)] + [(0.95, 0.95)]
        pen.poly(col, pts)
    dark = shade(GOLD, -0.45)
    pen.line(dark, (0.5, 0.3), (0.5, 0.92), 0.045)
    pen.line(GOLD, (0.5, 0.3), (0.5, 0.92), 0.025)
    pen.arc(dark, (0.5, 0.22), 0.18, 0.05 * math.pi, 0.95 * math.pi, 0.045)
    pen.arc(GOLD, (0.5, 0.22), 0.18, 0.05 * math.pi, 0.95 * math.pi, 0.025)
    for x, top in ((0.32, 0.1), (0.5, 0.04), (0.68, 0.1)):
        pen.line(GOLD, (x, top + 0.06), (x, 0.38 if x != 0.5 else 0.3), 0.028)
        pen.poly(GOLD, [(x, top - 0.03), (x + 0.05, top + 0.08), (x, top + 0.05),
                        (x - 0.05, top + 0.08)])


# god id -> (medallion colour, emblem)
EMBLEMS: dict[str, tuple[Color, Callable[[Pen], None]]] = {
    "zeus": ((40, 56, 120), _zeus),
    "hera": ((70, 40, 90), _hera),
    "athena": ((84, 92, 80), _athena),
    "apollo": ((200, 110, 40), _apollo),
    "artemis": ((26, 36, 80), _artemis),
    "ares": ((90, 30, 30), _ares),
    "aphrodite": ((196, 110, 150), _aphrodite),
    "hephaestus": ((120, 56, 30), _hephaestus),
    "poseidon": ((30, 90, 120), _poseidon),
}


@cache
def emblem(god: str, size: int) -> pygame.Surface:
    """The round emblem of ``god`` (an id of game/troy/data.py), ``size`` pixels wide."""
    if god not in EMBLEMS:
        raise ValueError(f"no emblem for god {god!r}")
    bg, draw = EMBLEMS[god]

    def paint(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        art = pygame.Surface((w, w), pygame.SRCALPHA)
        for i in range(12):
            col = shade(bg, 0.3 * i / 11)
            pygame.draw.circle(art, col, (w / 2, w / 2), w * (0.5 - i * 0.025))
        draw(Pen(art))
        mask = pygame.Surface((w, w), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (w / 2, w / 2), w / 2 - k)
        art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(art, (0, 0))
        pygame.draw.circle(s, GOLD, (w / 2, w / 2), w / 2 - k, max(1, int(k * 1.5)))

    return render(size, size, paint)
