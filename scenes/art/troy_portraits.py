"""The twenty-two hero portraits of The Trojan War, drawn in code.

Each hero is a bust in a round medallion, told apart at card size by what the
myth gives him: Achilles' golden helmet and spear (his heel in the corner),
Odysseus' felt cap and bow, Nestor's white beard and cup, Paris' Phrygian cap,
bow and apple, Hector's great plume, Penthesilea's crescent shield, Memnon the
Ethiopian king of the dawn, and so on. A portrait is a list of parts painted
in order over a background colour; ``portrait(hero_id, size)`` is cached, so
drawing a card costs one blit.
"""

from __future__ import annotations

from functools import cache

import pygame

from scenes.art.draw import Color, render, shade
from scenes.art.troy_attributes import (
    apple,
    beard,
    boar_tusks,
    bolt,
    bow,
    bust,
    corinthian,
    crown,
    cup,
    dawn_rays,
    eye_omen,
    face,
    feathers,
    hair,
    hearth,
    heel,
    javelins,
    labrys,
    pelta,
    phrygian,
    pilos,
    round_shield,
    sceptre,
    snake,
    spear,
    sword,
    torch,
    tower_shield,
    wave,
    wreath,
)
from scenes.art.troy_pen import (
    BRONZE,
    GOLD,
    INK,
    IRON,
    RED,
    SKIN_DARK,
    SKIN_OLD,
    WHITE,
    Paint,
    part,
)

# --------------------------------------------------------------------------- the heroes

BG_GREEK = (120, 92, 56)
BG_TROJAN = (52, 70, 120)

# hero id -> (background, parts painted in order)
PORTRAITS: dict[str, tuple[Color, tuple[Paint, ...]]] = {
    "achilles": ((150, 110, 50), (spear(0.8, -0.04), bust((210, 170, 80)), beard((150, 100, 40),
                                  "short"), corinthian(GOLD, "tall", RED), heel())),
    "ajax_t": ((96, 80, 64), (bust((140, 110, 70)), beard(INK, "full"),
                              corinthian((160, 120, 70), "tall", (60, 60, 60)), tower_shield())),
    "diomedes": ((110, 60, 40), (spear(0.82, 0.02), bust((180, 140, 80)),
                                 beard((90, 60, 30), "short"),
                                 corinthian(BRONZE, "flame"))),
    "agamemnon": ((96, 50, 96), (sceptre(0.82), bust((130, 40, 60)), beard(INK, "full"),
                                 hair(INK, "short"), face(), crown())),
    "odysseus": ((72, 96, 84), (bow(0.78), bust((120, 90, 60)), beard((110, 70, 40), "short"),
                                face(), pilos((140, 96, 56)))),
    "ajax_o": ((60, 90, 120), (javelins(), wave(), bust((220, 210, 180)), face(),
                               beard(INK, "short"), pilos(IRON))),
    "menelaus": ((120, 70, 50), (bust((170, 60, 50)), beard((200, 100, 40), "full"),
                                 corinthian(BRONZE, "transverse", (200, 40, 40)),
                                 round_shield(0.2, 0.78, 0.17, (180, 50, 40), emblem="lambda"))),
    "patroclus": ((70, 100, 120), (sword(0.8), bust((60, 90, 160)),
                                   hair((120, 80, 40), "curly"), face())),
    "idomeneus": ((60, 110, 110), (labrys(0.8, 0.28), bust((170, 130, 70)),
                                   beard((60, 40, 30), "full"),
                                   corinthian((150, 130, 100), "boar"), part(boar_tusks))),
    "nestor": ((70, 80, 110), (bust((90, 90, 150), SKIN_OLD), hair(WHITE, "bald"),
                               face(SKIN_OLD, (200, 200, 200)), beard(WHITE, "long"), cup())),
    "neoptolemus": ((130, 40, 30), (torch(0.8), bust((160, 60, 40)),
                                    hair((200, 80, 30), "long"), face(),
                                    hair((200, 80, 30), "curly"))),
    "philoctetes": ((70, 90, 50), (bow(0.78, (110, 70, 40), big=True), bust((120, 100, 70)),
                                   hair((70, 50, 30), "long"), face(),
                                   beard((70, 50, 30), "full"), snake())),
    "hector": ((40, 60, 110), (spear(0.16, 0.04), bust((170, 140, 80)),
                               beard((50, 36, 24), "short"),
                               corinthian((220, 190, 120), "plume", (150, 30, 40)))),
    "aeneas": ((60, 110, 80), (bust((150, 130, 90)), beard((100, 70, 40), "short"),
                               corinthian(BRONZE, "tall", (60, 140, 80)), hearth())),
    "sarpedon": ((90, 60, 130), (spear(0.84, 0.0, GOLD), bust((110, 70, 140)), hair(INK, "long"),
                                 face(), beard(INK, "short"), crown(points=3, y=0.3),
                                 bolt(0.18, 0.3, 0.1))),
    "glaucus": ((120, 110, 50), (round_shield(0.8, 0.74, 0.18, GOLD, GOLD), bust(GOLD),
                                 hair((90, 60, 30), "short"), face(),
                                 feathers(((230, 60, 50), (240, 220, 90), (60, 160, 220),
                                           (240, 220, 90), (230, 60, 50))))),
    "deiphobus": ((90, 40, 60), (javelins(), bust((120, 50, 60)), face(), beard(INK, "full"),
                                 phrygian(BRONZE, (120, 80, 40)))),
    "paris": ((50, 100, 90), (bow(0.8, (200, 150, 60)), bust((60, 120, 110)),
                              face(), phrygian((200, 60, 60)), apple())),
    "helenus": ((40, 50, 90), (bust(WHITE, trim=(120, 100, 180)), hair((80, 60, 40), "long"),
                               face(), beard((80, 60, 40), "short"),
                               wreath((90, 150, 80)), eye_omen())),
    "polydamas": ((60, 70, 90), (bust((90, 100, 110)), hair((60, 40, 30), "short"), face(),
                                 beard((60, 40, 30), "full"), phrygian((60, 90, 150)),
                                 round_shield(0.8, 0.76, 0.17, (200, 190, 160),
                                              emblem="tower"))),
    "memnon": ((200, 110, 80), (dawn_rays(), spear(0.16, 0.03), bust(GOLD, SKIN_DARK),
                                hair(INK, "curly"), face(SKIN_DARK), beard(INK, "short"),
                                crown(GOLD, 5, 0.27))),
    "penthesilea": ((110, 60, 90), (labrys(0.8, 0.26), bust((170, 130, 90)),
                                    hair((160, 90, 40), "long"), face(),
                                    phrygian((220, 200, 180), (178, 70, 46)), pelta())),
}


@cache
def portrait(hero: str, size: int) -> pygame.Surface:
    """The round portrait of ``hero`` (an id of game/troy/data.py), ``size`` pixels wide."""
    if hero not in PORTRAITS:
        raise ValueError(f"no portrait for hero {hero!r}")
    bg, parts = PORTRAITS[hero]

    def paint(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        art = pygame.Surface((w, w), pygame.SRCALPHA)
        grad = shade(bg, 0.25)
        for i in range(12):  # a soft light behind the head
            col = tuple(int(bg[j] + (grad[j] - bg[j]) * i / 11) for j in range(3))
            pygame.draw.circle(art, col, (w * 0.5, w * 0.42), w * (0.72 - i * 0.04))
        for paint_part in parts:
            paint_part(art, k)
        mask = pygame.Surface((w, w), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (w / 2, w / 2), w / 2 - k)
        art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(art, (0, 0))
        pygame.draw.circle(s, shade(bg, -0.5), (w / 2, w / 2), w / 2 - k, max(1, int(k * 1.5)))

    return render(size, size, paint)
