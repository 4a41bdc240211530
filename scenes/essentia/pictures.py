"""Essentia's pictures in the rules reader (``essentia:tile:forest``,
``essentia:golem:dawn``, ``essentia:power:mountain``), drawn by its own art."""

from __future__ import annotations

import pygame

from scenes.art import essentia as art

SIDES = {"dawn": 0, "twilight": 1}


def rules_picture(kind: str, rest: list[str], size: int) -> pygame.Surface:
    """The picture of a rules text's target; ValueError or KeyError for none."""
    (name,) = rest
    if kind == "tile" and name in art.TERRAINS:
        return art.tile(name, size)
    if kind == "golem":
        return art.golem(SIDES[name], size)
    if kind == "power" and name in art.POWERS:
        return art.power_icon(name, size)
    raise ValueError(kind)
