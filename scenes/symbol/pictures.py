"""Symbol's pictures in the rules reader (``symbol:piece:fire:2``,
``symbol:stack:earth+fire``, ``symbol:cell:d4``, ``symbol:emblem:1``), drawn by
its own art."""

from __future__ import annotations

import pygame

from scenes.art import symbol as art

PIECES = {"earth": "E", "water": "W", "air": "A", "fire": "F", "death": "D", "leader": "L"}


def _player(rest: list[str]) -> int:
    """``1`` or ``2`` as written in a target (player 1 when left out) -> 0 or 1."""
    if not rest:
        return 0
    (number,) = rest
    return {"1": 0, "2": 1}[number]


def rules_picture(kind: str, rest: list[str], size: int) -> pygame.Surface:
    """The picture of a rules text's target; ValueError or KeyError for none."""
    name, *side = rest
    if kind == "piece":
        return art.symbol_piece(PIECES[name], _player(side), size)
    if kind == "stack":
        kinds = tuple(PIECES[n] for n in name.split("+"))
        return art.symbol_stack(kinds, _player(side), size)
    if kind == "cell" and not side:
        return art.symbol_cell(name, size)
    if kind == "emblem" and not side:
        return art.symbol_emblem(_player([name]), size)
    raise ValueError(kind)
