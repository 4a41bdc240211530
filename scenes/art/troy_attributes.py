"""The parts a hero's portrait is made of: bust, face, hair and beard, helmets
and caps, and each hero's sign from the myth (spear, bow, shields, the heel,
the cup, the apple, the dawn...). Each returns a Paint for the portrait's list."""

from __future__ import annotations

import math

import pygame

from scenes.art.draw import Color, Pts, shade
from scenes.art.troy_pen import (
    BRONZE,
    GOLD,
    INK,
    IRON,
    RED,
    SKIN,
    WHITE,
    Paint,
    Pen,
    part,
)

# --------------------------------------------------------------------------- the bust

def bust(armour: Color, skin: Color = SKIN, trim: Color = GOLD) -> Paint:
    """Shoulders in armour with a trimmed neckline, the neck and the head."""
    def paint(pen: Pen) -> None:
        pen.ellipse(shade(armour, -0.35), 0.1, 0.72, 0.8, 0.6)
        pen.ellipse(armour, 0.13, 0.74, 0.74, 0.56)
        pen.rect(shade(skin, -0.18), 0.43, 0.58, 0.14, 0.18)
        pen.arc(trim, (0.5, 0.7), 0.11, 0.15 * math.pi, 0.85 * math.pi, 0.025)
        pen.circle(shade(skin, -0.25), (0.5, 0.46), 0.165)
        pen.circle(skin, (0.5, 0.455), 0.155)
    return part(paint)


def face(skin: Color = SKIN, brows: Color = INK) -> Paint:
    """Eyes, brows and a nose line, for a bare-headed hero."""
    def paint(pen: Pen) -> None:
        for dx in (-0.06, 0.06):
            pen.ellipse(WHITE, 0.5 + dx - 0.03, 0.435, 0.06, 0.035)
            pen.circle(INK, (0.5 + dx, 0.452), 0.016)
            pen.line(brows, (0.5 + dx - 0.035, 0.418), (0.5 + dx + 0.03, 0.414), 0.014)
        pen.line(shade(skin, -0.35), (0.5, 0.46), (0.49, 0.51), 0.012)
        pen.line(shade(skin, -0.45), (0.47, 0.545), (0.53, 0.545), 0.012)
    return part(paint)


def hair(color: Color, style: str = "short") -> Paint:
    """Hair over the head: short, long (to the shoulders), curly, or a bald crown."""
    def paint(pen: Pen) -> None:
        if style == "long":
            pen.poly(color, [(0.34, 0.4), (0.3, 0.7), (0.4, 0.72), (0.38, 0.45)])
            pen.poly(color, [(0.66, 0.4), (0.7, 0.7), (0.6, 0.72), (0.62, 0.45)])
        if style == "bald":
            pen.ellipse(color, 0.33, 0.38, 0.07, 0.13)
            pen.ellipse(color, 0.6, 0.38, 0.07, 0.13)
            return
        pen.poly(color, [(0.34, 0.46), (0.335, 0.38), (0.4, 0.3), (0.5, 0.285), (0.6, 0.3),
                         (0.665, 0.38), (0.66, 0.46), (0.63, 0.39), (0.5, 0.37), (0.37, 0.39)])
        if style == "curly":
            for i in range(7):
                x = 0.35 + i * 0.05
                pen.circle(color, (x, 0.34 - 0.03 * math.sin(i / 6 * math.pi)), 0.04)
    return part(paint)


def beard(color: Color, style: str = "full") -> Paint:
    """A beard: short (chin), full, long (to the chest), with a moustache."""
    def paint(pen: Pen) -> None:
        low = {"short": 0.6, "full": 0.66, "long": 0.8}[style]
        pen.poly(color, [(0.36, 0.47), (0.38, 0.56), (0.44, low - 0.02), (0.5, low),
                         (0.56, low - 0.02), (0.62, 0.56), (0.64, 0.47), (0.6, 0.53),
                         (0.4, 0.53)])
        pen.poly(color, [(0.44, 0.53), (0.5, 0.515), (0.56, 0.53), (0.55, 0.55), (0.45, 0.55)])
        if style == "long":
            for x in (0.45, 0.5, 0.55):
                pen.line(shade(color, -0.15), (x, 0.6), (x + (x - 0.5) * 0.3, 0.76), 0.01)
    return part(paint)


def corinthian(metal: Color, crest: str = "tall", crest_color: Color = RED) -> Paint:
    """A Greek helmet: bronze dome, cheek guards, a T-shaped opening; and its crest."""
    def paint(pen: Pen) -> None:
        _crest(pen, crest, crest_color)
        dark = shade(metal, -0.4)
        pen.poly(dark, [(0.32, 0.42), (0.34, 0.62), (0.45, 0.66), (0.45, 0.5), (0.55, 0.5),
                        (0.55, 0.66), (0.66, 0.62), (0.68, 0.42)])
        pen.circle(dark, (0.5, 0.42), 0.185)
        pen.circle(metal, (0.5, 0.415), 0.17)
        pen.poly(metal, [(0.34, 0.42), (0.355, 0.6), (0.44, 0.635), (0.44, 0.5), (0.56, 0.5),
                         (0.56, 0.635), (0.645, 0.6), (0.66, 0.42)])
        pen.ellipse(shade(metal, 0.4), 0.4, 0.29, 0.1, 0.05)
        for dx in (-0.06, 0.06):   # eye holes, with the eyes in the shadow
            pen.ellipse(INK, 0.5 + dx - 0.045, 0.43, 0.09, 0.045)
            pen.circle(WHITE, (0.5 + dx, 0.452), 0.012)
        pen.rect(metal, 0.48, 0.42, 0.04, 0.1)         # the nose guard
        pen.rect(INK, 0.465, 0.52, 0.07, 0.13, 0.02)    # the mouth slot
        pen.line(dark, (0.335, 0.41), (0.665, 0.41), 0.01)
    return part(paint)


def _crest(pen: Pen, kind: str, color: Color) -> None:
    dark = shade(color, -0.35)
    if kind == "tall":       # a tall horsehair ridge seen from the front
        pen.rect(dark, 0.455, 0.06, 0.09, 0.24, 0.04)
        pen.rect(color, 0.47, 0.07, 0.06, 0.23, 0.03)
    elif kind == "plume":    # Hector's great nodding plume, sweeping down behind
        pen.poly(dark, [(0.46, 0.28), (0.4, 0.1), (0.5, 0.0), (0.68, 0.02), (0.86, 0.14),
                        (0.96, 0.4), (0.92, 0.7), (0.82, 0.42), (0.68, 0.24), (0.56, 0.28)])
        pen.poly(color, [(0.49, 0.26), (0.44, 0.11), (0.52, 0.03), (0.67, 0.05), (0.83, 0.16),
                         (0.92, 0.4), (0.9, 0.6), (0.8, 0.4), (0.66, 0.25), (0.55, 0.27)])
        for i in range(5):
            pen.line(dark, (0.5 + i * 0.08, 0.06 + i * 0.03), (0.56 + i * 0.07, 0.2 + i * 0.06),
                     0.01)
    elif kind == "transverse":  # side to side, as a captain wears it
        pen.ellipse(dark, 0.18, 0.14, 0.64, 0.2)
        pen.ellipse(color, 0.2, 0.155, 0.6, 0.16)
        pen.rect(dark, 0.47, 0.2, 0.06, 0.1)
    elif kind == "flame":    # Athena kindled a flame on Diomedes' helmet
        pen.poly((236, 120, 40), [(0.38, 0.3), (0.36, 0.16), (0.42, 0.2), (0.44, 0.04),
                                  (0.5, 0.16), (0.56, 0.0), (0.6, 0.18), (0.65, 0.1),
                                  (0.63, 0.3)])
        pen.poly((252, 214, 90), [(0.43, 0.3), (0.44, 0.2), (0.48, 0.22), (0.51, 0.1),
                                  (0.54, 0.22), (0.58, 0.17), (0.58, 0.3)])
    elif kind == "boar":     # a boar's-tusk helmet's tusk rows, on top
        pen.ellipse(dark, 0.4, 0.2, 0.2, 0.1)


def boar_tusks(pen: Pen) -> None:
    """Rows of white boar's tusks across a helmet dome (Idomeneus of Crete)."""
    for row, y in enumerate((0.3, 0.36, 0.42)):
        for i in range(6 - row % 2):
            x = 0.37 + i * 0.052 + (0.026 if row % 2 else 0)
            pen.poly(WHITE, [(x - 0.022, y + 0.03), (x, y - 0.015), (x + 0.022, y + 0.03)])
            pen.poly(shade(WHITE, -0.3), [(x - 0.022, y + 0.03), (x, y - 0.015),
                                          (x + 0.022, y + 0.03)], 0.006)


def phrygian(color: Color, trim: Color = GOLD) -> Paint:
    """A Phrygian cap: soft, its peak curling forward, lappets down to the jaw."""
    def paint(pen: Pen) -> None:
        dark = shade(color, -0.35)
        pen.poly(dark, [(0.32, 0.44), (0.31, 0.6), (0.38, 0.62), (0.37, 0.42)])
        pen.poly(dark, [(0.68, 0.44), (0.69, 0.6), (0.62, 0.62), (0.63, 0.42)])
        body = [(0.32, 0.42), (0.33, 0.3), (0.38, 0.2), (0.3, 0.16), (0.24, 0.2), (0.26, 0.12),
                (0.36, 0.08), (0.5, 0.1), (0.62, 0.18), (0.68, 0.3), (0.68, 0.42)]
        pen.poly(dark, [(x, y + 0.01) for x, y in body])
        pen.poly(color, body)
        pen.rect(trim, 0.32, 0.39, 0.36, 0.04, 0.015)
        pen.line(dark, (0.38, 0.2), (0.52, 0.3), 0.01)
    return part(paint)


def pilos(color: Color) -> Paint:
    """The traveller's felt cap, a rounded cone (Odysseus)."""
    def paint(pen: Pen) -> None:
        pen.poly(shade(color, -0.3), [(0.31, 0.4), (0.41, 0.12), (0.5, 0.08), (0.59, 0.12),
                                      (0.69, 0.4)])
        pen.poly(color, [(0.33, 0.39), (0.42, 0.13), (0.5, 0.1), (0.58, 0.13), (0.67, 0.39)])
        pen.rect(shade(color, -0.3), 0.31, 0.37, 0.38, 0.045, 0.02)
    return part(paint)


def crown(color: Color = GOLD, points: int = 5, y: float = 0.3) -> Paint:
    """A king's gold crown of ``points`` points, with a red gem."""
    def paint(pen: Pen) -> None:
        pts = [(0.34, y + 0.08)]
        for i in range(points):
            x0 = 0.34 + i * 0.32 / points
            pts += [(x0, y), (x0 + 0.16 / points, y - 0.07)]
        pts += [(0.66, y), (0.66, y + 0.08)]
        pen.poly(shade(color, -0.35), [(x, py + 0.008) for x, py in pts])
        pen.poly(color, pts)
        pen.circle(RED, (0.5, y + 0.04), 0.022)
    return part(paint)


def wreath(color: Color, y: float = 0.34) -> Paint:
    """A leaf wreath round the brow (laurel for the seer)."""
    def paint(pen: Pen) -> None:
        for side in (-1, 1):
            for i in range(5):
                a = math.pi * (0.95 - i * 0.11) if side < 0 else math.pi * (0.05 + i * 0.11)
                x, yy = 0.5 + 0.17 * math.cos(a), y + 0.09 - 0.11 * math.sin(a)
                pen.ellipse(shade(color, -0.25), x - 0.03, yy - 0.017, 0.06, 0.034)
                pen.ellipse(color, x - 0.025, yy - 0.013, 0.05, 0.026)
    return part(paint)


def feathers(colors: tuple[Color, ...]) -> Paint:
    """A Lycian crown of feathers."""
    def paint(pen: Pen) -> None:
        n = len(colors)
        for i, c in enumerate(colors):
            a = math.pi * (0.8 - 0.6 * i / max(1, n - 1))
            x, y = 0.5 + 0.3 * math.cos(a), 0.34 - 0.3 * math.sin(a)
            base = (0.5 + 0.1 * math.cos(a), 0.34 - 0.05 * math.sin(a))
            pen.line(shade(c, -0.3), base, (x, y), 0.05)
            pen.line(c, base, (x, y), 0.035)
        pen.rect(GOLD, 0.34, 0.32, 0.32, 0.05, 0.02)
    return part(paint)


# --------------------------------------------------------------------------- attributes

def spear(x: float = 0.22, tilt: float = 0.06, metal: Color = BRONZE) -> Paint:
    """An upright spear beside the bust."""
    def paint(pen: Pen) -> None:
        top, bottom = (x + tilt, 0.06), (x - tilt, 1.0)
        pen.line((120, 82, 44), top, bottom, 0.03)
        tip = [(top[0], top[1] - 0.04), (top[0] + 0.04, top[1] + 0.08), (top[0], top[1] + 0.13),
               (top[0] - 0.04, top[1] + 0.08)]
        pen.poly(shade(metal, -0.3), tip)
        pen.poly(metal, [(a * 0.9 + top[0] * 0.1, b) for a, b in tip])
    return part(paint)


def bow(x: float = 0.8, color: Color = (150, 96, 50), big: bool = False) -> Paint:
    """A recurved bow held upright, its string and an arrow."""
    def paint(pen: Pen) -> None:
        h = 0.36 if big else 0.3
        top, bottom = (x, 0.5 - h), (x, 0.5 + h)
        pen.line((236, 230, 210), top, bottom, 0.008)
        pen.arc(shade(color, -0.3), (x - 0.3, 0.5), 0.36 if big else 0.31, -0.26 * math.pi,
                0.26 * math.pi, 0.04)
        pen.arc(color, (x - 0.3, 0.5), 0.36 if big else 0.31, -0.26 * math.pi,
                0.26 * math.pi, 0.026)
        pen.line((230, 220, 190), (x - 0.02, 0.62), (x + 0.13, 0.3), 0.012)
        pen.poly(IRON, [(x + 0.13, 0.26), (x + 0.15, 0.31), (x + 0.11, 0.31)])
    return part(paint)


def round_shield(x: float, y: float, r: float, face_color: Color, rim: Color = BRONZE,
                 emblem: str = "") -> Paint:
    """A round hoplite shield with a rim and an emblem (lambda, tower, boss)."""
    def paint(pen: Pen) -> None:
        pen.circle(shade(rim, -0.4), (x, y), r + 0.012)
        pen.circle(rim, (x, y), r)
        pen.circle(face_color, (x, y), r * 0.82)
        ink = shade(face_color, -0.55)
        if emblem == "lambda":
            pen.poly(ink, [(x - r * 0.45, y + r * 0.45), (x, y - r * 0.55),
                           (x + r * 0.45, y + r * 0.45), (x + r * 0.25, y + r * 0.45),
                           (x, y - r * 0.1), (x - r * 0.25, y + r * 0.45)])
        elif emblem == "tower":
            pen.rect(ink, x - r * 0.4, y - r * 0.2, r * 0.8, r * 0.6)
            for i in range(3):
                pen.rect(ink, x - r * 0.4 + i * r * 0.3, y - r * 0.45, r * 0.2, r * 0.3)
        else:
            pen.circle(shade(rim, 0.2), (x, y), r * 0.25)
    return part(paint)


def tower_shield(x: float = 0.2) -> Paint:
    """Ajax's shield 'like a tower': tall, of seven ox-hides and bronze."""
    def paint(pen: Pen) -> None:
        pen.rect((80, 52, 30), x - 0.14, 0.2, 0.28, 0.82, 0.06)
        pen.rect((150, 100, 56), x - 0.12, 0.22, 0.24, 0.78, 0.05)
        for i in range(1, 7):
            pen.line((110, 72, 40), (x - 0.12, 0.22 + i * 0.1), (x + 0.12, 0.22 + i * 0.1),
                     0.01)
        pen.rect(BRONZE, x - 0.03, 0.22, 0.06, 0.78)
    return part(paint)


def pelta(x: float = 0.22, y: float = 0.78) -> Paint:
    """The Amazon's crescent shield (pelta), horns up."""
    def paint(pen: Pen) -> None:
        outer = [(x + 0.2 * math.cos(a), y + 0.2 * math.sin(a))
                 for a in [math.pi * (-0.15 + 1.3 * i / 20) for i in range(21)]]
        inner = [(x + 0.12 * math.cos(a), y - 0.06 + 0.12 * math.sin(a))
                 for a in [math.pi * (1.15 - 1.3 * i / 20) for i in range(21)]]
        pen.poly((90, 40, 30), outer + inner)
        pen.poly((178, 70, 46), [(x + (px - x) * 0.9, y + (py - y) * 0.9)
                                 for px, py in outer + inner])
        pen.circle(GOLD, (x, y + 0.12), 0.03)
    return part(paint)


def labrys(x: float = 0.8, y: float = 0.3) -> Paint:
    """The double axe of Crete (and of the Amazons)."""
    def paint(pen: Pen) -> None:
        pen.line((110, 76, 40), (x, y - 0.12), (x, y + 0.7), 0.03)
        for d in (-1, 1):
            pen.poly(shade(IRON, -0.3), [(x, y - 0.02), (x + d * 0.15, y - 0.12),
                                         (x + d * 0.12, y + 0.05), (x + d * 0.15, y + 0.2),
                                         (x, y + 0.1)])
            pen.poly(IRON, [(x, y), (x + d * 0.13, y - 0.09), (x + d * 0.1, y + 0.05),
                            (x + d * 0.13, y + 0.17), (x, y + 0.08)])
    return part(paint)


def sword(x: float = 0.8, y: float = 0.18) -> Paint:
    """A raised short sword (xiphos)."""
    def paint(pen: Pen) -> None:
        pen.poly(shade(IRON, -0.3), [(x, y - 0.04), (x + 0.04, y + 0.1), (x + 0.03, y + 0.42),
                                     (x - 0.03, y + 0.42), (x - 0.04, y + 0.1)])
        pen.poly(shade(IRON, 0.3), [(x, y), (x + 0.015, y + 0.1), (x + 0.01, y + 0.4),
                                    (x - 0.01, y + 0.4), (x - 0.015, y + 0.1)])
        pen.rect(GOLD, x - 0.08, y + 0.42, 0.16, 0.035, 0.01)
        pen.rect((110, 70, 40), x - 0.018, y + 0.455, 0.036, 0.12)
    return part(paint)


def torch(x: float = 0.8) -> Paint:
    """A burning torch: the sack of Troy."""
    def paint(pen: Pen) -> None:
        pen.line((110, 72, 40), (x - 0.04, 0.95), (x + 0.02, 0.32), 0.035)
        pen.poly((230, 96, 30), [(x - 0.06, 0.32), (x - 0.05, 0.2), (x, 0.24), (x + 0.02, 0.08),
                                 (x + 0.06, 0.22), (x + 0.1, 0.18), (x + 0.09, 0.32)])
        pen.poly((252, 210, 90), [(x - 0.03, 0.32), (x, 0.24), (x + 0.03, 0.16), (x + 0.06, 0.32)])
    return part(paint)


def cup(x: float = 0.78, y: float = 0.74) -> Paint:
    """Nestor's golden cup with two handles."""
    def paint(pen: Pen) -> None:
        dark = shade(GOLD, -0.35)
        for d in (-1, 1):
            pen.arc(dark, (x + d * 0.1, y), 0.05, -0.5 * math.pi, 0.5 * math.pi * d, 0.018)
        pen.poly(dark, [(x - 0.12, y - 0.05), (x + 0.12, y - 0.05), (x + 0.06, y + 0.08),
                        (x - 0.06, y + 0.08)])
        pen.poly(GOLD, [(x - 0.1, y - 0.04), (x + 0.1, y - 0.04), (x + 0.05, y + 0.065),
                        (x - 0.05, y + 0.065)])
        pen.rect(dark, x - 0.015, y + 0.07, 0.03, 0.08)
        pen.rect(GOLD, x - 0.07, y + 0.14, 0.14, 0.03, 0.01)
    return part(paint)


def apple(x: float = 0.24, y: float = 0.76) -> Paint:
    """The golden apple of discord, given to Aphrodite by Paris."""
    def paint(pen: Pen) -> None:
        pen.circle(shade(GOLD, -0.35), (x, y), 0.075)
        pen.circle(GOLD, (x - 0.005, y - 0.005), 0.065)
        pen.circle(shade(GOLD, 0.5), (x - 0.025, y - 0.025), 0.018)
        pen.line((90, 60, 30), (x, y - 0.06), (x + 0.01, y - 0.1), 0.012)
        pen.ellipse((90, 150, 70), x + 0.01, y - 0.12, 0.06, 0.03)
    return part(paint)


def snake(x: float = 0.22, y: float = 0.8) -> Paint:
    """The serpent whose bite lamed Philoctetes."""
    def paint(pen: Pen) -> None:
        pts = [pen.p(x - 0.12 + i * 0.012, y + 0.05 * math.sin(i * 0.5)) for i in range(22)]
        pygame.draw.lines(pen.s, (40, 80, 40), False, pts, pen.n(0.04))
        pygame.draw.lines(pen.s, (90, 150, 70), False, pts, pen.n(0.024))
        pen.circle((90, 150, 70), (x + 0.14, y + 0.05 * math.sin(21 * 0.5)), 0.028)
        pen.circle(INK, (x + 0.15, y - 0.01 + 0.05 * math.sin(21 * 0.5)), 0.007)
    return part(paint)


def heel(x: float = 0.2, y: float = 0.84) -> Paint:
    """Achilles' heel: a golden foot with the arrow that found it."""
    def paint(pen: Pen) -> None:
        pen.poly(shade(GOLD, -0.3), [(x - 0.02, y - 0.12), (x + 0.04, y - 0.12),
                                     (x + 0.05, y + 0.02), (x + 0.13, y + 0.04),
                                     (x + 0.13, y + 0.08), (x - 0.04, y + 0.08), (x - 0.05, y)])
        pen.poly(GOLD, [(x - 0.01, y - 0.11), (x + 0.03, y - 0.11), (x + 0.04, y + 0.03),
                        (x + 0.12, y + 0.05), (x + 0.12, y + 0.07), (x - 0.03, y + 0.07),
                        (x - 0.04, y)])
        pen.line(RED, (x - 0.14, y - 0.02), (x - 0.045, y + 0.04), 0.014)
        pen.poly(RED, [(x - 0.04, y + 0.045), (x - 0.08, y + 0.0), (x - 0.065, y + 0.04)])
    return part(paint)


def bolt(x: float, y: float, s: float, color: Color = GOLD) -> Paint:
    """A small thunderbolt (Sarpedon, son of Zeus)."""
    def paint(pen: Pen) -> None:
        pts = [(x, y - s), (x + s * 0.45, y - s), (x + s * 0.1, y - s * 0.1),
               (x + s * 0.5, y - s * 0.1), (x - s * 0.2, y + s), (x, y + s * 0.1),
               (x - s * 0.35, y + s * 0.1)]
        pen.poly(shade(color, -0.4), [(a + 0.008, b + 0.008) for a, b in pts])
        pen.poly(color, pts)
    return part(paint)


def eye_omen(x: float = 0.8, y: float = 0.24) -> Paint:
    """The seer's sign: an open eye in a ring of light, with a bird of omen."""
    def paint(pen: Pen) -> None:
        for i in range(12):
            a = i * math.tau / 12
            pen.line((250, 230, 150), (x + 0.07 * math.cos(a), y + 0.07 * math.sin(a)),
                     (x + 0.11 * math.cos(a), y + 0.11 * math.sin(a)), 0.012)
        pen.ellipse(WHITE, x - 0.07, y - 0.035, 0.14, 0.07)
        pen.circle((60, 110, 170), (x, y), 0.028)
        pen.circle(INK, (x, y), 0.012)
        bx, by = x - 0.02, y + 0.3
        pen.poly(INK, [(bx - 0.1, by - 0.03), (bx, by + 0.01), (bx + 0.1, by - 0.03),
                       (bx + 0.02, by + 0.03), (bx, by + 0.05), (bx - 0.02, by + 0.03)])
    return part(paint)


def hearth(x: float = 0.8, y: float = 0.74) -> Paint:
    """The sacred fire of Troy in a bowl, which Aeneas carried away."""
    def paint(pen: Pen) -> None:
        pen.poly((236, 120, 40), [(x - 0.08, y - 0.02), (x - 0.06, y - 0.12), (x - 0.02, y - 0.08),
                                  (x, y - 0.2), (x + 0.03, y - 0.09), (x + 0.07, y - 0.13),
                                  (x + 0.08, y - 0.02)])
        pen.poly((252, 214, 90), [(x - 0.04, y - 0.02), (x, y - 0.12), (x + 0.04, y - 0.02)])
        pen.ellipse(shade(BRONZE, -0.3), x - 0.12, y - 0.04, 0.24, 0.1)
        pen.poly(BRONZE, [(x - 0.11, y), (x + 0.11, y), (x + 0.05, y + 0.09), (x - 0.05, y + 0.09)])
        pen.rect(BRONZE, x - 0.06, y + 0.12, 0.12, 0.03, 0.01)
        pen.rect(shade(BRONZE, -0.3), x - 0.015, y + 0.08, 0.03, 0.05)
    return part(paint)


def sceptre(x: float = 0.8) -> Paint:
    """A king's sceptre topped with a golden eagle-knob."""
    def paint(pen: Pen) -> None:
        pen.line(shade(GOLD, -0.35), (x, 0.2), (x - 0.03, 1.0), 0.03)
        pen.line(GOLD, (x, 0.2), (x - 0.03, 1.0), 0.016)
        pen.circle(shade(GOLD, -0.35), (x, 0.17), 0.05)
        pen.circle(GOLD, (x, 0.17), 0.04)
        pen.poly(GOLD, [(x - 0.09, 0.12), (x, 0.16), (x + 0.09, 0.12), (x + 0.05, 0.19),
                        (x - 0.05, 0.19)])
    return part(paint)


def dawn_rays() -> Paint:
    """Memnon's mother is the Dawn: rays rising behind him."""
    def paint(pen: Pen) -> None:
        for i in range(11):
            a = math.pi * (1.05 + i * 0.09)
            pen.poly((250, 170, 110), [(0.5, 0.62), (0.5 + 0.7 * math.cos(a - 0.04),
                                                     0.62 + 0.7 * math.sin(a - 0.04)),
                                       (0.5 + 0.7 * math.cos(a + 0.04),
                                        0.62 + 0.7 * math.sin(a + 0.04))])
    return part(paint)


def javelins() -> Paint:
    """Two light javelins crossed behind the bust: a swift skirmisher."""
    def paint(pen: Pen) -> None:
        for a, b in (((0.12, 0.1), (0.82, 0.98)), ((0.88, 0.1), (0.18, 0.98))):
            pen.line((130, 90, 50), a, b, 0.022)
            dx, dy = (b[0] - a[0]) * 0.1, (b[1] - a[1]) * 0.1
            pen.poly(IRON, [(a[0] - dy * 0.4, a[1] + dx * 0.4), (a[0] - dx * 0.6, a[1] - dy * 0.6),
                            (a[0] + dy * 0.4, a[1] - dx * 0.4), (a[0] + dx, a[1] + dy)])
    return part(paint)


def wave() -> Paint:
    """Poseidon's wave that drowned the Locrian Ajax."""
    def paint(pen: Pen) -> None:
        for row, col in ((0.86, (50, 96, 160)), (0.93, (80, 140, 200))):
            pts: Pts = [(0.0, 1.0)]
            pts += [(i / 20, row + 0.03 * math.sin(i * 1.1)) for i in range(21)]
            pts.append((1.0, 1.0))
            pen.poly(col, pts)
    return part(paint)
