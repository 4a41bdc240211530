"""The registered games as the screens see them, and how to start one.

Every list of games the menus show is read from the registry
(``game/registry.py``, in menu order); what the screens need to know of a game
is its ``GameScreens`` (``scenes/spec.py``), found as ``SCREENS`` in the
package ``scenes/<key>/`` and imported on first use, so the shared screens
never import a game's screens. ``register_screens`` adds one for a game that
has no package there (tests, tools); ``register_play`` overrides how a game
starts (tests, tools).

A play scene opens ``scenes.menus.pause.PauseScene(game)`` on Act.MENU (P,
Start) and on Act.CANCEL when nothing is selected (Esc, B), and shows its own
clickable pause/undo/rules buttons so the mouse alone suffices. The pre-game
options arrive in ``GameSetup.options`` keyed by ``OptionSpec.key``, cleaned
by the rules (``GameRules.clean_options``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from game import registry
from scenes.core.base import Scene
from scenes.core.i18n import N_, _
from scenes.spec import GameScreens

# TRANSLATORS: the computer's difficulty levels on the pre-game screen
DIFFICULTIES = (("easy", N_("Easy")), ("normal", N_("Normal")), ("hard", N_("Hard")))


@dataclass
class GameSetup:
    """Everything the pre-game screen decided, handed to the play scene.

    ``human_side`` is None in hot-seat (both sides at this screen), else the side
    the person at this screen plays: against the computer, or ``online`` against
    a friend at another computer (the game then runs on a server).
    """

    game: str
    vs_computer: bool = False
    human_side: int | None = None
    difficulty: str = "normal"
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    online: bool = False

    def is_human(self, player: int) -> bool:
        """A person at this screen plays ``player``."""
        if self.vs_computer or self.online:
            return player == self.human_side
        return True

    @property
    def hot_seat(self) -> bool:
        """Both sides are played at this screen, taking turns."""
        return not self.vs_computer and not self.online

    @property
    def own_side(self) -> int | None:
        """The one side the person at this screen plays (the board is seen from it),
        or None in hot-seat or when the computer plays itself."""
        return None if self.hot_seat else self.human_side

    def who(self, player: int) -> str:
        """The person behind a side, in words: 'You', and 'Computer' or 'Your
        friend' against the computer or online; 'Player 1' or 'Player 2' at one
        screen."""
        if self.vs_computer:
            return _("You") if player == self.human_side else _("Computer")
        if self.online:
            return _("You") if player == self.human_side else _("Your friend")
        return _("Player {n}").format(n=player + 1)


PlayFactory = Callable[[GameSetup], Scene]

_screens: dict[str, GameScreens] = {}
_registered: dict[str, PlayFactory] = {}


def screens(game: str) -> GameScreens:
    """What the screens know of ``game`` (its ``scenes.<game>.SCREENS``, imported
    on first use and checked against its rules); registry.UnknownGame for none."""
    found = _screens.get(game)
    if found is None:
        registry.get(game)
        found = importlib.import_module(f"scenes.{game}").SCREENS
        if not isinstance(found, GameScreens) or found.key != game:
            raise ImportError(f"scenes.{game}.SCREENS must be the GameScreens of {game}")
        found.check()
        _screens[game] = found
    return found


def register_screens(found: GameScreens) -> None:
    """Use ``found`` for its game (a game registered by a test or a tool)."""
    found.check()
    _screens[found.key] = found


def forget_screens(game: str) -> None:
    """Undo ``register_screens`` (and any cached import) for ``game``."""
    _screens.pop(game, None)
    _registered.pop(game, None)


def order() -> tuple[str, ...]:
    """Every game, in menu order."""
    return registry.keys()


class _Catalog(Mapping[str, GameScreens]):
    """``GAMES[key]``: the registered games' screens records, in menu order."""

    def __getitem__(self, key: str) -> GameScreens:
        try:
            return screens(key)
        except registry.UnknownGame:
            raise KeyError(key) from None

    def __iter__(self) -> Iterator[str]:
        return iter(registry.keys())

    def __len__(self) -> int:
        return len(registry.keys())

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and key in registry.keys()


GAMES: Mapping[str, GameScreens] = _Catalog()


def side_names(game: str) -> tuple[str, str]:
    """``game``'s two sides (player 0, player 1) in the current language."""
    a, b = screens(game).sides
    return _(a), _(b)


def win_headline(game: str, winner: int) -> str:
    """The headline when ``winner`` wins ``game`` ("Dawn wins!", "Greeks win!"),
    a whole sentence per side so each language words it its own way."""
    return _(screens(game).wins[winner])


def side_pieces(game: str, size: int) -> tuple[pygame.Surface, pygame.Surface]:
    """A typical piece of each side of ``game`` (player 0, player 1), as surfaces."""
    return screens(game).pieces(size)


def register_play(game: str, factory: PlayFactory) -> None:
    """Use ``factory`` to start ``game`` instead of its screens' (tests, tools)."""
    _registered[game] = factory


def play_factory(game: str) -> PlayFactory:
    """How to start ``game``: its screens' ``start``."""
    if game in _registered:
        return _registered[game]
    return screens(game).start


def resume_factory(game: str) -> Callable[[Any], Scene] | None:
    """How to reopen a saved ``game``, or None when that screen cannot resume
    (``register_play`` fakes, a game that keeps no saves)."""
    if game in _registered:
        return None
    return screens(game).resume
