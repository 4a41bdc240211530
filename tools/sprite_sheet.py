"""Render every sprite onto one sheet (PNG) to judge the art, e.g. in grey scale.

Usage: SDL_VIDEODRIVER=dummy python tools/sprite_sheet.py out.png
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from scenes.art import essentia as essentia_art  # noqa: E402
from scenes.art import symbol as symbol_art  # noqa: E402
from scenes.art import troy as troy_art  # noqa: E402
from scenes.core import theme  # noqa: E402


def sheet() -> pygame.Surface:
    """All sprites laid out in rows on the game backdrop."""
    surf = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    surf.fill(theme.BG)
    x, y = 20, 20
    for p in (0, 1):
        surf.blit(essentia_art.golem(p, 80), (x, y))
        x += 90
    for t in (*essentia_art.TERRAINS, "back"):
        surf.blit(essentia_art.tile(t, 80), (x, y))
        x += 88
    x, y = 20, 110
    for t in essentia_art.POWERS:
        surf.blit(essentia_art.power_icon(t, 40), (x, y))
        x += 48
    # golems on tiles
    for i, t in enumerate(essentia_art.TERRAINS):
        surf.blit(essentia_art.tile(t, 72), (320 + i * 76, y))
        surf.blit(essentia_art.golem(i % 2, 60), (326 + i * 76, y + 6))
    x, y = 20, 200
    for p in (0, 1):
        for k in symbol_art.SYMBOL_KINDS:
            surf.blit(symbol_art.symbol_cell("land" if k in "EL" else "water", 72), (x, y))
            surf.blit(symbol_art.symbol_piece(k, p, 72), (x, y))
            x += 76
    surf.blit(symbol_art.symbol_stack(("E", "F", "D"), 0, 72), (x, y))
    surf.blit(symbol_art.symbol_stack(("W", "A"), 1, 72), (x + 76, y))
    x, y = 20, 290
    surf.blit(troy_art.hero_card("Achilles", 5, 5, "F", 0), (x, y))
    surf.blit(troy_art.hero_card("Hector", 5, 5, "E", 1), (x + 160, y))
    surf.blit(troy_art.hero_card("Ajax, son of Telamon", 4, 5, "F", 0), (x + 320, y))
    surf.blit(troy_art.god_card("Athena"), (x + 480, y))
    surf.blit(troy_art.card_back(), (x + 640, y))
    surf.blit(troy_art.hero_token("odysseus", 0, 56), (x + 800, y))
    surf.blit(troy_art.hero_token("aeneas", 1, 56), (x + 860, y))
    for n in range(10):
        surf.blit(troy_art.die_face(n, 56), (x + 800 + (n % 5) * 60, y + 70 + (n // 5) * 60))
    return surf


if __name__ == "__main__":
    pygame.font.init()
    pygame.image.save(sheet(), sys.argv[1] if len(sys.argv) > 1 else "sheet.png")
