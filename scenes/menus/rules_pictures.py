"""The pictures a rules page shows, drawn by the games' own art modules.

A rules text names a picture with a language-neutral target,
``game:kind:name`` (``essentia:tile:forest``, ``symbol:piece:fire:2``,
``troy:god:zeus``), so the same marker works in every translation and the
reader shows exactly what the board shows.
"""

from __future__ import annotations

import pygame

from game.troy.data import GODS, HERO_IDS
from scenes.art import essentia as essentia_art
from scenes.art import symbol as symbol_art
from scenes.art import troy as troy_art
from scenes.art.troy_gods import emblem
from scenes.art.troy_portraits import portrait

SYMBOL_PIECES = {"earth": "E", "water": "W", "air": "A", "fire": "F", "death": "D",
                 "leader": "L"}
ESSENTIA_SIDES = {"dawn": 0, "twilight": 1}


class PictureError(ValueError):
    """A rules text names a picture that does not exist."""


def picture(target: str, size: int) -> pygame.Surface:
    """The picture ``target`` names, ``size`` px tall (the art functions cache it)."""
    parts = target.strip().split(":")
    try:
        game, kind, *rest = parts
        if game == "essentia":
            return _essentia(kind, rest, size)
        if game == "symbol":
            return _symbol(kind, rest, size)
        if game == "troy":
            return _troy(kind, rest, size)
    except (ValueError, KeyError) as exc:
        raise PictureError(f"no rules picture {target!r}") from exc
    raise PictureError(f"no rules picture {target!r}")


def check(target: str) -> str | None:
    """Why ``target`` cannot be shown, or None when it can."""
    try:
        picture(target, 16)
    except PictureError as exc:
        return str(exc)
    return None


def _essentia(kind: str, rest: list[str], size: int) -> pygame.Surface:
    (name,) = rest
    if kind == "tile" and name in essentia_art.TERRAINS:
        return essentia_art.tile(name, size)
    if kind == "golem":
        return essentia_art.golem(ESSENTIA_SIDES[name], size)
    if kind == "power" and name in essentia_art.POWERS:
        return essentia_art.power_icon(name, size)
    raise ValueError(kind)


def _player(rest: list[str]) -> int:
    """``1`` or ``2`` as written in a target (player 1 when left out) -> 0 or 1."""
    if not rest:
        return 0
    (number,) = rest
    return {"1": 0, "2": 1}[number]


def _symbol(kind: str, rest: list[str], size: int) -> pygame.Surface:
    name, *side = rest
    if kind == "piece":
        return symbol_art.symbol_piece(SYMBOL_PIECES[name], _player(side), size)
    if kind == "stack":
        kinds = tuple(SYMBOL_PIECES[n] for n in name.split("+"))
        return symbol_art.symbol_stack(kinds, _player(side), size)
    if kind == "cell" and not side:
        return symbol_art.symbol_cell(name, size)
    if kind == "emblem" and not side:
        return symbol_art.symbol_emblem(_player([name]), size)
    raise ValueError(kind)


def _troy(kind: str, rest: list[str], size: int) -> pygame.Surface:
    if kind == "horse" and not rest:
        return troy_art.wooden_horse(round(size / 0.95))
    (name,) = rest
    if kind == "hero" and name in HERO_IDS:
        return portrait(name, size)
    if kind == "god" and name in GODS:
        return emblem(name, size)
    if kind == "die" and name.isdigit():
        return troy_art.die_face(int(name), size)
    raise ValueError(kind)
