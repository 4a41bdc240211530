"""One art direction: palette, fonts and spacing shared by every screen.

Dark parchment-and-ink backdrop with warm gold accents. The two sides of
every game use a colour-blind-safe pair (warm ivory/amber vs deep blue/
violet) and always differ in shape or symbol as well as colour.
"""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from scenes.core.resources import resource_path

WIDTH, HEIGHT = 1280, 720

# Backdrop and text
BG = (22, 24, 33)
BG_PANEL = (34, 37, 50)
BG_PANEL_HI = (48, 52, 70)
INK = (236, 230, 214)
INK_DIM = (160, 156, 146)
INK_FAINT = (100, 100, 108)
GOLD = (232, 185, 80)
GOLD_DIM = (150, 118, 52)
FOCUS = (255, 214, 102)
DANGER = (220, 96, 80)
GOOD = (120, 200, 140)

# The two sides (Okabe-Ito derived: orange vs blue stays distinct for all
# common colour-vision deficiencies; shapes differ as well)
SIDE_LIGHT = (240, 200, 120)     # Dawn / player 1 / Greeks
SIDE_LIGHT_EDGE = (150, 95, 30)
SIDE_DARK = (70, 120, 210)       # Twilight / player 2 / Trojans
SIDE_DARK_EDGE = (20, 40, 90)

FONT_FILES = {
    "ui": "Inter-Regular.otf",
    "ui-semibold": "Inter-SemiBold.otf",
    "ui-bold": "Inter-Bold.otf",
    "title": "EBGaramond12-Regular.otf",
    "title-bold": "LinLibertine_RB.otf",   # EB Garamond 12 Bold lacks accented letters
    "symbols": "DejaVuSans.ttf",
}


@cache
def font(size: int, kind: str = "ui") -> pygame.font.Font:
    """A bundled font at ``size`` px; ``kind`` is a key of FONT_FILES."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(resource_path("assets", "fonts", FONT_FILES[kind])), size)


@lru_cache(maxsize=2048)
def fit_size(s: str, size: int, kind: str, width: int, floor: int = 16) -> int:
    """The largest size up to ``size`` (never under ``floor``) at which ``s`` is at
    most ``width`` px wide: a longer language's label shrinks instead of running
    into its neighbour. The one shrink-to-fit rule of every screen; remembered,
    as screens ask for it every frame they draw."""
    while size > floor and font(size, kind).size(s)[0] > width:
        size -= 1
    return size
