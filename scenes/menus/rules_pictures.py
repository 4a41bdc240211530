"""The pictures a rules page shows, drawn by the games' own art (each game's
screens record names its ``picture``).

A rules text names a picture with a language-neutral target,
``game:kind:name`` (``essentia:tile:forest``, ``symbol:piece:fire:2``,
``troy:god:zeus``), so the same marker works in every translation and the
reader shows exactly what the board shows.
"""

from __future__ import annotations

import pygame

from game import registry
from scenes.games import screens


class PictureError(ValueError):
    """A rules text names a picture that does not exist."""


def picture(target: str, size: int) -> pygame.Surface:
    """The picture ``target`` names, ``size`` px tall (the art functions cache it)."""
    try:
        game, kind, *rest = target.strip().split(":")
        draw = screens(game).picture
        if draw is not None:
            return draw(kind, rest, size)
    except (ValueError, KeyError, registry.UnknownGame) as exc:
        raise PictureError(f"no rules picture {target!r}") from exc
    raise PictureError(f"no rules picture {target!r}")


def check(target: str) -> str | None:
    """Why ``target`` cannot be shown, or None when it can."""
    try:
        picture(target, 16)
    except PictureError as exc:
        return str(exc)
    return None
