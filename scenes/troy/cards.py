"""The story's announcement cards, painted: a banner, a decisive moment, and the
end-of-turn summary.

Each card fills one whole region of the screen and is opaque from its first
frame to its last, so it never lies half over text or shows text through it:
a banner over the centre (or, when what it announces is in the centre, over
the event strip below the prompt), a moment over the centre, the summary over
the prompt and the event strip (the army's result stays in sight above it).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.art import troy as troy_art
from scenes.art.troy_portraits import portrait
from scenes.core import theme
from scenes.troy.layout import ARMY_SUM_Y, CENTRE, INFO, PROMPT, SIDE_INK
from scenes.troy.table import greyed
from scenes.ui.widgets import blit_text, draw_panel, fit_size, wrap_text

LOW = pygame.Rect(INFO)
"""Where a banner goes that announces something in the centre."""

SUMMARY = PROMPT.union(INFO)
SUMMARY_SEAMS = (CENTRE.bottom - 44, ARMY_SUM_Y - 6, ARMY_SUM_Y - 44, CENTRE.top + 74)
"""Where a long summary rising over the centre's foot may stop: between the lines of
the army battle it covers (over its verdict, its sums, its totals, its columns), so
none shows cut in half at the card's edge."""
ARMY_BAND = pygame.Rect(CENTRE.left, CENTRE.bottom - 100, CENTRE.width, 100)
"""The army battle's verdict card: over the sums at the foot of the battle, so its
dice and totals stay in view under the news they decide."""
"""Where the end-of-turn summary stays until the player goes on."""


def fitted(lines: list[str], width: int, room: int, size: int, floor: int = 12,
           kind: str = "ui") -> tuple[int, list[str]]:
    """``lines`` wrapped in ``width`` at the largest size (down to ``floor``) whose
    lines fit ``room`` px of height; at ``floor`` the lines that fit."""
    while True:
        fnt = theme.font(size, kind)
        wrapped = [w for ln in lines for w in wrap_text(ln, fnt, width)]
        if len(wrapped) * (size + 5) <= room or size <= floor:
            return size, wrapped[: max(1, room // (size + 5))]
        size -= 1


def draw_card(surface: pygame.Surface, rect: pygame.Rect, title: str, lines: list[str],
              color: Any, *, title_size: int = 30, top: int | None = None,
              left: int | None = None) -> None:
    """An opaque card over ``rect``: a title and its lines, centred (or from ``left``)."""
    draw_panel(surface, rect, fill=(40, 34, 30), border=color, alpha=255, radius=12)
    x0 = rect.left if left is None else left
    width = rect.right - x0 - 40
    size = fit_size(title, title_size, "title-bold", width, floor=16)
    y = rect.top + 12 if top is None else top
    cx = (x0 + rect.right) // 2
    blit_text(surface, title, size, (cx, y), kind="title-bold", color=color, anchor="midtop")
    y += size + 10
    body, wrapped = fitted(lines, width, rect.bottom - 10 - y, 18)
    for ln in wrapped:
        blit_text(surface, ln, body, (cx, y), color=theme.INK, anchor="midtop")
        y += body + 5


def draw_banner(surface: pygame.Surface, title: str, lines: list[str], color: Any,
                low: bool) -> None:
    """A banner over the centre, or (``low``) over the event strip."""
    if low:
        draw_card(surface, LOW, title, lines, color, title_size=24, top=LOW.top + 8)
    else:
        draw_card(surface, CENTRE, title, lines, color, title_size=34,
                  top=CENTRE.top + CENTRE.height // 2 - 70)


PORTRAIT = 132


def draw_moment(surface: pygame.Surface, kind: str, hero: str | None, side: int | None,
                title: str, lines: list[str], u: float) -> None:
    """A decisive moment over the centre: the hero's portrait (struck and greyed for
    a death, chained for a capture, marked for a serious wound) and what it means.
    ``u`` runs 0..1 over the card's life (the stroke falls in its first third)."""
    color = theme.DANGER if kind in ("killed", "serious", "sulk") else (
        SIDE_INK[side] if side is not None else theme.GOLD)
    card = ARMY_BAND if kind == "army" else CENTRE
    draw_panel(surface, card, fill=(34, 28, 26), border=color, alpha=255, radius=12)
    left = card.left + 24
    if hero is not None:
        img = portrait(hero, PORTRAIT)
        struck = min(1.0, u * 3)
        if kind == "killed" and struck >= 1:
            img = greyed(img)
        box = img.get_rect(midleft=(left, card.centery))
        surface.blit(img, box)
        _mark(surface, kind, box, struck)
        left = box.right + 24
    elif kind == "army" and side is not None:
        emblem = troy_art.hero_token("agamemnon" if side == 0 else "hector", side, 80)
        box = emblem.get_rect(midleft=(left + 18, card.centery))
        surface.blit(emblem, box)
        left = box.right + 30
    draw_card_text(surface, pygame.Rect(left, card.top, card.right - left, card.height),
                   title, lines, color, pad=60 if card is CENTRE else 16)


def draw_card_text(surface: pygame.Surface, rect: pygame.Rect, title: str, lines: list[str],
                   color: Any, pad: int = 60) -> None:
    """A title and lines, left-aligned and centred on ``rect``'s height, ``pad`` px
    of it kept clear above and below."""
    width = rect.width - 24
    # the title shrinks, and wraps onto a second line when it still does not fit
    size, heads = fitted([title], width, 2 * (34 + 5), 34, floor=18, kind="title-bold")
    head_h = len(heads) * (size + 5)
    body, wrapped = fitted(lines, width, rect.height - head_h - pad, 20)
    height = head_h + 7 + len(wrapped) * (body + 5)
    y = rect.centery - height // 2
    for head in heads:
        blit_text(surface, head, size, (rect.left, y), kind="title-bold", color=color)
        y += size + 5
    y += 7
    for ln in wrapped:
        blit_text(surface, ln, body, (rect.left, y), color=theme.INK)
        y += body + 5


def _mark(surface: pygame.Surface, kind: str, box: pygame.Rect, u: float) -> None:
    """What befalls the hero, drawn over his portrait as ``u`` runs 0..1."""
    if kind == "killed":
        a = box.topleft
        b = (box.left + box.width * u, box.top + box.height * u)
        pygame.draw.line(surface, theme.DANGER, a, b, 9)
    elif kind == "captured":
        for k in range(2):
            y = box.top + box.height * (0.38 + 0.26 * k)
            pygame.draw.line(surface, (170, 170, 180), (box.left - 6, y),
                             (box.left - 6 + (box.width + 12) * u, y), 7)
            for n in range(int(6 * u)):
                x = box.left + n * box.width / 5
                pygame.draw.circle(surface, (110, 110, 120), (round(x), round(y)), 7, 3)
    elif kind == "serious":
        c, r = box.center, box.width * 0.32 * u
        pygame.draw.line(surface, theme.DANGER, (c[0] - r, c[1] - r), (c[0] + r, c[1] + r), 10)
        pygame.draw.line(surface, theme.DANGER, (c[0] + r, c[1] - r), (c[0] - r, c[1] + r), 10)
    elif kind == "sulk":
        # the tent's flap closing over him
        w = box.width * 0.5 * u
        pygame.draw.polygon(surface, (120, 90, 50), [box.topleft, (box.left + w, box.bottom),
                                                     box.bottomleft])
        pygame.draw.polygon(surface, (120, 90, 50), [box.topright, (box.right - w, box.bottom),
                                                     box.bottomright])
    elif kind in ("return", "reinforcement"):
        glow = int(6 + 4 * math.sin(u * math.pi))
        pygame.draw.circle(surface, theme.GOLD, box.center, box.width // 2 + 4, glow)


def draw_summary(surface: pygame.Surface, title: str, lines: list[str], prompt: str,
                 color: Any) -> None:
    """The end-of-turn summary over the prompt and the event strip, with what goes on;
    it rises over the foot of the centre, to a seam of what it covers
    (``SUMMARY_SEAMS``), when its lines need more room than that at full size,
    rather than shrink them."""
    width = SUMMARY.width - 48
    size = fit_size(title, 28, "title-bold", width, floor=16)
    body = 19
    need = sum(len(wrap_text(ln, theme.font(body), width)) for ln in lines) * (body + 5)
    rise = need - (SUMMARY.height - 62 - size)
    if rise > 0:
        top = next((y for y in SUMMARY_SEAMS if y <= SUMMARY.top - rise), SUMMARY_SEAMS[-1])
        rise = SUMMARY.top - top
    rise = max(0, rise)
    card = pygame.Rect(SUMMARY.left, SUMMARY.top - rise, SUMMARY.width, SUMMARY.height + rise)
    draw_panel(surface, card, fill=(40, 34, 30), border=color, alpha=255, radius=12)
    x = card.left + 24
    y = card.top + 12
    blit_text(surface, title, size, (x, y), kind="title-bold", color=color)
    y += size + 10
    body, wrapped = fitted(lines, width, card.bottom - 40 - y, body)
    for ln in wrapped:
        blit_text(surface, ln, body, (x, y), color=theme.INK)
        y += body + 5
    if prompt:
        p = fit_size(prompt, 15, "ui-semibold", width, floor=12)
        blit_text(surface, prompt, p, (x, SUMMARY.bottom - 12), kind="ui-semibold",
                  color=theme.FOCUS, anchor="bottomleft")
