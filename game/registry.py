"""The games Triptych plays: every list of games is read from here.

The built-in games are registered below, in the order the menus show them; a
test (or a tool) may ``register`` one more for the life of the process and
``unregister`` it again. Anything that names a game by key — the computer
players, the command lines, saves, the online server — asks ``get(key)``.
"""

from __future__ import annotations

from game.essentia.spec import RULES as ESSENTIA
from game.spec import GameRules
from game.symbol.spec import RULES as SYMBOL
from game.troy.spec import RULES as TROY

_GAMES: dict[str, GameRules] = {rules.key: rules for rules in (ESSENTIA, SYMBOL, TROY)}


class UnknownGame(ValueError):
    """A game key that names no registered game."""


def keys() -> tuple[str, ...]:
    """Every registered game's key, in menu order."""
    return tuple(_GAMES)


def get(key: str) -> GameRules:
    """The rules of game ``key``; UnknownGame when there is none."""
    try:
        return _GAMES[key]
    except (KeyError, TypeError):
        raise UnknownGame(
            f"unknown game {key!r}: expected one of {', '.join(_GAMES)}") from None


def register(rules: GameRules) -> None:
    """Add a game after the built-in ones (tests, tools); its key must be new."""
    if not rules.key.isidentifier() or rules.key in _GAMES:
        raise ValueError(f"cannot register a game as {rules.key!r}")
    _GAMES[rules.key] = rules


def unregister(key: str) -> None:
    """Forget a game ``register`` added; the built-in games stay."""
    if key in (ESSENTIA.key, SYMBOL.key, TROY.key):
        raise ValueError(f"{key!r} is built in")
    _GAMES.pop(key, None)
