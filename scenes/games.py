"""The three games as data: names, sides, pre-game options and how to start one.

A game's play scene is found by module name: the package ``scenes/<key>/`` with

    def start_game(setup: GameSetup) -> Scene: ...

and the pre-game screen starts it (replacing itself, so the stack is title +
game). A play
scene opens ``scenes.menus.pause.PauseScene(game)`` on Act.MENU (P, Start) and on
Act.CANCEL when nothing is selected (Esc, B), and shows its own clickable
pause/undo/rules buttons so the mouse alone suffices.
``register_play`` overrides the lookup (tests, tools).
Option rows are plain data (``OptionSpec``), so a game's variants are listed
here and arrive in ``GameSetup.options`` keyed by ``OptionSpec.key``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.symbol.board import SIDE_NAMES as SYMBOL_SIDES
from scenes.art import essentia as essentia_art
from scenes.art import symbol as symbol_art
from scenes.art import troy as troy_art
from scenes.core.base import Scene
from scenes.core.i18n import N_

DIFFICULTIES = (("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard"))


@dataclass(frozen=True)
class OptionSpec:
    """One game-specific row on the pre-game screen."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    note: str = ""          # one line under the label: what the option changes


@dataclass(frozen=True)
class GameInfo:
    """What the menus need to know about one game."""

    key: str
    title: str                      # in English: shown through _()
    tagline: str
    sides: tuple[str, str]          # player 0, player 1
    options: tuple[OptionSpec, ...] = ()
    blurb: str = ""


@dataclass
class GameSetup:
    """Everything the pre-game screen decided, handed to the play scene.

    ``human_side`` is None in hot-seat (both sides human), else 0 or 1.
    """

    game: str
    vs_computer: bool = False
    human_side: int | None = None
    difficulty: str = "normal"
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None

    def is_human(self, player: int) -> bool:
        return not self.vs_computer or player == self.human_side


PlayFactory = Callable[[GameSetup], Scene]

GAMES: dict[str, GameInfo] = {
    "essentia": GameInfo(
        key="essentia",
        title=N_("Essentia"),
        tagline="Golems draw their power from the ground they stand on",
        sides=("Dawn", "Twilight"),
        blurb="Capture an enemy golem on a spring, or leave your rival with no golem "
              "on any spring.",
        options=(
            OptionSpec("circles", "Circles of essence",
                       (("on", "Active"), ("off", "Inactive"), ("wild", "Wild (active)"),
                        ("sealed", "Sealed (inactive)")), "on"),
            OptionSpec("tiles", "Terrain set-up",
                       (("deal", "Deal randomly"), ("random", "Hidden placement"),
                        ("strategic", "Strategic")), "deal"),
        ),
    ),
    "symbol": GameInfo(
        key="symbol",
        title=N_("Symbol"),
        tagline="Earth, water, air, fire and death fight over land and sea",
        sides=SYMBOL_SIDES,
        blurb="Capture or destroy the enemy leader. Fire pushes, death explodes.",
        options=(
            OptionSpec("army", "Armies",
                       (("basic", "Basic (3 of each)"), ("custom", "Custom"),
                        ("openpool", "Custom, open pool")), "basic",
                       "Basic: 3 of each colour. Custom: choose your 15."),
            OptionSpec("forces", "Forces",
                       (("basic", "Standard (15 units)"), ("unlimited", "Unlimited (8)"),
                        ("desertion", "Unlimited + desertion")), "basic",
                       "Unlimited: 8 units; desertion: captives join you."),
            OptionSpec("tiebreak", "Territorial tie-break", ((False, "Off"), (True, "On")),
                       False, "A draw goes to whoever holds more regions."),
        ),
    ),
    "troy": GameInfo(
        key="troy",
        title=N_("The Trojan War"),
        tagline="Heroes duel under the eyes of the gods, until the Horse",
        sides=("Greeks", "Trojans"),
        blurb="Twelve turns of duels and battles; then the Greeks gamble on the Horse.",
        options=(
            OptionSpec("less_bloody", "Less bloody duels", ((False, "Off"), (True, "On")),
                       False, "A result die of 0 leaves the loser unharmed (1 VP)."),
            OptionSpec("exchange", "Prisoner exchange", ((False, "Off"), (True, "On")), False,
                       "After each turn the sides may trade prisoners."),
        ),
    ),
}

ORDER = ("essentia", "symbol", "troy")

_registered: dict[str, PlayFactory] = {}


def side_pieces(game: str, size: int) -> tuple[Any, Any]:
    """A typical piece of each side of ``game`` (player 0, player 1), as surfaces."""
    if game == "essentia":
        return essentia_art.golem(0, size), essentia_art.golem(1, size)
    if game == "symbol":
        return symbol_art.symbol_emblem(0, size), symbol_art.symbol_emblem(1, size)
    return troy_art.hero_token("Achilles", 0, size), troy_art.hero_token("Hector", 1, size)


def register_play(game: str, factory: PlayFactory) -> None:
    """Use ``factory`` to start ``game`` instead of its play module (tests, tools)."""
    _registered[game] = factory


def play_factory(game: str) -> PlayFactory:
    """How to start ``game``: its play module's ``start_game``, imported on first use."""
    if game in _registered:
        return _registered[game]
    module = importlib.import_module(f"scenes.{game}")
    factory = getattr(module, "start_game", None)
    if not callable(factory):
        raise ImportError(f"scenes.{game} must define start_game(setup) -> Scene")
    return factory


def resume_factory(game: str) -> Callable[[Any], Scene] | None:
    """How to reopen a saved ``game`` (``resume_game(saved)`` in its play
    module), or None when that screen cannot resume (``register_play`` fakes)."""
    if game in _registered:
        return None
    module = importlib.import_module(f"scenes.{game}")
    factory = getattr(module, "resume_game", None)
    return factory if callable(factory) else None

