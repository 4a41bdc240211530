"""The Trojan War's pictures in the rules reader (``troy:hero:hector``,
``troy:god:zeus``, ``troy:die:7``, ``troy:horse``), drawn by its own art."""

from __future__ import annotations

import pygame

from game.troy.data import GODS, HERO_IDS
from scenes.art import troy as art
from scenes.art.troy_gods import emblem
from scenes.art.troy_portraits import portrait


def rules_picture(kind: str, rest: list[str], size: int) -> pygame.Surface:
    """The picture of a rules text's target; ValueError or KeyError for none."""
    if kind == "horse" and not rest:
        return art.wooden_horse(round(size / 0.95))
    (name,) = rest
    if kind == "hero" and name in HERO_IDS:
        return portrait(name, size)
    if kind == "god" and name in GODS:
        return emblem(name, size)
    if kind == "die" and name.isdigit():
        return art.die_face(int(name), size)
    raise ValueError(kind)
