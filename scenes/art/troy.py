"""The Trojan War's art: hero cards and tokens (Greek tokens octagons, Trojan
tokens round), god cards, the card back and the ten-sided die's faces.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

import pygame

from scenes.art.draw import Color, draw_text, fit_text, poly, render, shade
from scenes.art.troy_gods import EMBLEMS, emblem
from scenes.art.troy_portraits import PORTRAITS, portrait
from scenes.core import theme
from scenes.core.i18n import N_, _, keeps_text

# --------------------------------------------------------------------------- Troy

_CHAR_NAMES = {"E": N_("Experience"), "F": N_("Strength"), "H": N_("Skill"), "A": N_("Cunning"),
               "V": N_("Speed")}


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


@keeps_text
def hero_card(name: str, power: int, resistance: int, character: str, side: int,
              size: tuple[int, int] = (150, 210), hero: str | None = None,
              letter: str | None = None) -> pygame.Surface:
    """A Troy hero card: name, the hero's portrait (``hero``, an id; the side's emblem
    when None), Power (sword), Resistance (shield), Character (the rules' letter,
    shown as ``letter`` when the player's language writes it otherwise)."""
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
        if hero in PORTRAITS:   # a rim for the portrait, which is blitted after the paint
            pygame.draw.circle(s, edge, (W * 0.5, H * 0.44), W * 0.31)
        else:
            pygame.draw.circle(s, shade(fill, 0.12), art_c, W * 0.30)
            if light:
                _helmet(s, art_c, W * 0.22, theme.SIDE_LIGHT, theme.SIDE_LIGHT_EDGE)
            else:
                _shield(s, art_c, W * 0.24, theme.SIDE_DARK, theme.SIDE_DARK_EDGE)
        # stat plates
        for i in range(2):
            plate = pygame.Rect(W * (0.08 + i * 0.47), H * 0.74, W * 0.38, H * 0.19)
            pygame.draw.rect(s, shade(fill, -0.4), plate, border_radius=int(W * 0.04))
            pygame.draw.rect(s, edge, plate, max(1, int(k)), border_radius=int(W * 0.04))
        _sword(s, (W * 0.18, H * 0.835), H * 0.13)
        _heater(s, (W * 0.64, H * 0.835), H * 0.11)

    img = render(w, h, paint)
    if hero in PORTRAITS:
        face = portrait(hero, round(w * 0.58))
        img.blit(face, face.get_rect(center=(w * 0.5, h * 0.44)))
    ink = (40, 30, 18) if light else (240, 244, 255)
    # no text under 12 px: callers pass a name that fits (scenes/troy/words.short_name)
    fit_text(img, name, max(13, int(h * 0.1)), ink, (w * 0.5, h * 0.13), int(w * 0.84),
             smallest=12)
    draw_text(img, str(power), int(h * 0.11), theme.INK, (w * 0.35, h * 0.835))
    draw_text(img, str(resistance), int(h * 0.11), theme.INK, (w * 0.82, h * 0.835))
    # character letter badge
    bx, by, br = w * 0.80, h * 0.30, h * 0.075
    pygame.draw.circle(img, theme.GOLD, (bx, by), br)
    pygame.draw.circle(img, (30, 24, 14), (bx, by), br, max(1, int(br * 0.15)))
    shown = letter or character
    draw_text(img, shown, max(12, int(br * (1.3 if len(shown) == 1 else 1.05))), (30, 24, 14),
              (bx, by + 1))
    label = _(_CHAR_NAMES[character]) if character in _CHAR_NAMES else ""
    if label:
        fit_text(img, label, max(12, int(h * 0.055)), theme.INK_DIM, (w * 0.5, h * 0.68),
                 int(w * 0.92), "ui-semibold", smallest=12)
    return img


@cache
def hero_token(hero: str, side: int, size: int) -> pygame.Surface:
    """A small hero counter: the hero's portrait (``hero`` is an id of
    game/troy/data.py) in a Greek octagon or a Trojan disc. A face, not initials:
    it reads the same in every language."""
    if side not in (0, 1):
        raise ValueError(f"side must be 0 or 1, not {side}")
    light = side == 0

    def paint(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        c = w / 2
        body = theme.SIDE_LIGHT if light else theme.SIDE_DARK
        edge = theme.SIDE_LIGHT_EDGE if light else theme.SIDE_DARK_EDGE
        if light:
            pygame.draw.polygon(s, edge, poly(c, c, w * 0.5, 8, math.pi / 8))
            pygame.draw.polygon(s, body, poly(c, c, w * 0.44, 8, math.pi / 8))
        else:
            pygame.draw.circle(s, edge, (c, c), w * 0.49)
            pygame.draw.circle(s, body, (c, c), w * 0.43)

    img = render(size, size, paint)
    face = portrait(hero, max(8, round(size * 0.78)))
    img.blit(face, face.get_rect(center=(size / 2, size / 2)))
    return img


@keeps_text
def god_card(name: str, size: tuple[int, int] = (150, 210),
             god_id: str | None = None) -> pygame.Surface:
    """A god drawn from the bowl: gold frame, the god's own emblem (``god_id``, or the
    English ``name``; a plain sun for one that is not one of the nine), the god's
    name as given (in the player's language)."""
    w, h = size
    god = (god_id or name).lower()

    def paint(s: pygame.Surface, k: float) -> None:
        W, H = s.get_size()
        _card_frame(s, (62, 48, 78), theme.GOLD, k)
        c = (W * 0.5, H * 0.45)
        # laurel line under the name
        pygame.draw.line(s, theme.GOLD_DIM, (W * 0.2, H * 0.78), (W * 0.8, H * 0.78), int(k))
        if god in EMBLEMS:  # the emblem's drop shadow; the emblem is blitted on top
            pygame.draw.circle(s, shade(theme.GOLD, -0.5), (c[0] + k, c[1] + k * 2), W * 0.37)
            return
        for i in range(16):
            a = i * math.tau / 16
            r1, r2 = W * 0.14, W * (0.36 if i % 2 == 0 else 0.28)
            pygame.draw.line(s, shade(theme.GOLD, 0.2), (c[0] + math.cos(a) * r1,
                             c[1] + math.sin(a) * r1), (c[0] + math.cos(a) * r2,
                             c[1] + math.sin(a) * r2), int(k * 2))
        pygame.draw.circle(s, theme.GOLD, c, W * 0.13)
        pygame.draw.circle(s, (255, 240, 200), c, W * 0.08)

    img = render(w, h, paint)
    if god in EMBLEMS:
        sign = emblem(god, round(w * 0.72))
        img.blit(sign, sign.get_rect(center=(w * 0.5, h * 0.45)))
    fit_text(img, name, max(12, int(h * 0.11)), theme.INK, (w * 0.5, h * 0.86), int(w * 0.9),
             smallest=12)
    if h * 0.06 >= 12:     # the word only where it can be read
        # TRANSLATORS: the caption at the top of a god's card
        fit_text(img, _("GOD"), int(h * 0.06), theme.GOLD, (w * 0.5, h * 0.11), int(w * 0.9),
                 "ui-bold", smallest=12)
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

    return render(w, h, paint)


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

    img = render(size, size, paint)
    draw_text(img, str(value), int(size * 0.42), (255, 246, 224), (size / 2, size * 0.47),
          "ui-bold")
    if value in (6, 9):
        y = size * 0.66
        pygame.draw.line(img, (255, 246, 224), (size * 0.42, y), (size * 0.58, y),
                         max(1, size // 24))
    return img


def die_faces(size: int) -> Callable[[int], pygame.Surface]:
    """A face function for ``DieRoll`` (scenes/ui/anim.py)."""
    return lambda n: die_face(n, size)


WOOD, WOOD_DARK, WOOD_LIGHT = (150, 100, 56), (92, 58, 30), (196, 146, 90)


@cache
def wooden_horse(width: int) -> pygame.Surface:
    """The Trojan Horse, facing right, on a wheeled platform, with the hatch in its belly
    (``width`` wide, 0.95 times as tall)."""
    def paint(s: pygame.Surface, k: float) -> None:
        W = s.get_width()

        def p(x: float, y: float) -> tuple[float, float]:
            return (x * W, y * W)

        def pl(col: Color, pts: list[tuple[float, float]]) -> None:
            pygame.draw.polygon(s, col, [p(x, y) for x, y in pts])

        # platform and wheels
        pygame.draw.rect(s, WOOD_DARK, (*p(0.04, 0.78), 0.92 * W, 0.06 * W),
                         border_radius=int(W * 0.02))
        for x in (0.16, 0.4, 0.62, 0.84):
            pygame.draw.circle(s, (60, 40, 22), p(x, 0.86), W * 0.075)
            pygame.draw.circle(s, WOOD, p(x, 0.86), W * 0.055)
            pygame.draw.circle(s, (60, 40, 22), p(x, 0.86), W * 0.018)
        # legs
        for x in (0.2, 0.3, 0.62, 0.72):
            pygame.draw.rect(s, WOOD_DARK if x in (0.3, 0.72) else WOOD,
                             (*p(x, 0.48), 0.07 * W, 0.31 * W))
        # tail
        pl(WOOD_DARK, [(0.14, 0.36), (0.06, 0.5), (0.08, 0.64), (0.14, 0.46), (0.18, 0.4)])
        # body
        pygame.draw.ellipse(s, WOOD_DARK, (*p(0.12, 0.28), 0.7 * W, 0.3 * W))
        pygame.draw.ellipse(s, WOOD, (*p(0.13, 0.29), 0.68 * W, 0.27 * W))
        for i in range(1, 5):   # planks
            y = 0.3 + i * 0.05
            pygame.draw.line(s, WOOD_DARK, p(0.16, y), p(0.78, y), max(1, int(k)))
        # neck and head
        pl(WOOD_DARK, [(0.64, 0.34), (0.74, 0.08), (0.84, 0.02), (0.97, 0.14), (0.95, 0.2),
                       (0.84, 0.18), (0.8, 0.42)])
        pl(WOOD, [(0.66, 0.34), (0.75, 0.1), (0.84, 0.05), (0.95, 0.15), (0.93, 0.18),
                  (0.83, 0.16), (0.79, 0.4)])
        pl(WOOD_DARK, [(0.74, 0.09), (0.76, 0.0), (0.8, 0.05)])          # ear
        pl((70, 44, 24), [(0.72, 0.1), (0.66, 0.2), (0.62, 0.32), (0.68, 0.24), (0.74, 0.14)])
        pygame.draw.circle(s, (30, 20, 12), p(0.85, 0.1), W * 0.014)     # eye
        # hatch in the belly, gold studs along the back
        pygame.draw.rect(s, WOOD_DARK, (*p(0.38, 0.4), 0.16 * W, 0.1 * W),
                         border_radius=int(W * 0.01))
        pygame.draw.rect(s, WOOD_LIGHT, (*p(0.385, 0.405), 0.15 * W, 0.09 * W),
                         max(1, int(k)), border_radius=int(W * 0.01))
        for i in range(7):
            pygame.draw.circle(s, theme.GOLD, p(0.2 + i * 0.08, 0.31 + 0.012 * math.sin(i)),
                               W * 0.008)

    return render(width, round(width * 0.95), paint)
