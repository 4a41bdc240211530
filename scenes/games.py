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

Every name and label here is written before a language is chosen: it is
marked with ``N_`` and translated with ``_`` where it is shown (``side_names``
and ``win_headline`` do it for the sides).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from scenes.art import essentia as essentia_art
from scenes.art import symbol as symbol_art
from scenes.art import troy as troy_art
from scenes.core.base import Scene
from scenes.core.i18n import N_, _

# TRANSLATORS: the computer's difficulty levels on the pre-game screen
DIFFICULTIES = (("easy", N_("Easy")), ("normal", N_("Normal")), ("hard", N_("Hard")))


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
    title: str
    tagline: str
    sides: tuple[str, str]          # player 0, player 1
    # the headline when that side wins, a whole sentence (else "{side} wins!")
    wins: tuple[str, str] | None = None
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
        # TRANSLATORS: a game's name (the designer's own: not translated in es/de)
        title=N_("Essentia"),
        tagline=N_("Golems draw their power from the ground they stand on"),
        # TRANSLATORS: Essentia's sides, as labels (Dawn: la Aurora; Twilight: el Ocaso)
        sides=(N_("Dawn"), N_("Twilight")),
        wins=(N_("Dawn wins!"), N_("Twilight wins!")),
        blurb=N_("Capture an enemy golem on a spring, or leave your rival with no golem "
                 "on any spring."),
        options=(
            OptionSpec("circles", N_("Circles of essence"),
                       # TRANSLATORS: choices for the circles of essence
                       (("on", N_("Active")), ("off", N_("Inactive")),
                        ("wild", N_("Wild (active)")), ("sealed", N_("Sealed (inactive)"))),
                       "on",
                       N_("Active: entering a circle declares its power. Inactive: no golem "
                          "may stop on one.")),
            OptionSpec("tiles", N_("Terrain set-up"),
                       (("deal", N_("Deal randomly")), ("random", N_("Hidden placement")),
                        # TRANSLATORS: a way to set up the terrain (strategic placement)
                        ("strategic", N_("Strategic"))), "deal",
                       N_("Deal: laid out at once. Hidden: placed face down in turn. "
                          "Strategic: picked and placed face up in turn.")),
        ),
    ),
    "symbol": GameInfo(
        key="symbol",
        title=N_("Symbol"),
        tagline=N_("Earth, water, air, fire and death fight over land and sea"),
        # the rules' own SIDE_NAMES (game/symbol/board.py), shown in the player's language
        sides=(N_("Player 1"), N_("Player 2")),
        wins=(N_("Player 1 wins!"), N_("Player 2 wins!")),
        blurb=N_("Capture or destroy the enemy leader. Fire pushes, death explodes."),
        options=(
            OptionSpec("army", N_("Armies"),
                       (("basic", N_("Basic (3 of each)")), ("custom", N_("Custom")),
                        ("openpool", N_("Custom, open pool"))), "basic",
                       N_("Basic: 3 of each colour. Custom: choose your 15.")),
            OptionSpec("forces", N_("Forces"),
                       (("basic", N_("Standard (15 units)")), ("unlimited", N_("Unlimited (8)")),
                        ("desertion", N_("Unlimited + desertion"))), "basic",
                       N_("Unlimited: 8 units; desertion: captives join you.")),
            OptionSpec("tiebreak", N_("Territorial tie-break"),
                       # TRANSLATORS: an option switched off / on
                       ((False, N_("Off")), (True, N_("On"))), False,
                       N_("A draw goes to whoever holds more regions.")),
        ),
    ),
    "troy": GameInfo(
        key="troy",
        title=N_("The Trojan War"),
        tagline=N_("Heroes duel under the eyes of the gods, until the Horse"),
        sides=(N_("Greeks"), N_("Trojans")),
        wins=(N_("Greeks win!"), N_("Trojans win!")),
        blurb=N_("Twelve turns of duels and battles; then the Greeks gamble on the Horse."),
        options=(
            OptionSpec("less_bloody", N_("Less bloody duels"),
                       ((False, N_("Off")), (True, N_("On"))), False,
                       N_("A result die of 0 leaves the loser unharmed (1 VP).")),
            OptionSpec("exchange", N_("Prisoner exchange"),
                       ((False, N_("Off")), (True, N_("On"))), False,
                       N_("After each turn the sides may trade prisoners.")),
        ),
    ),
}

ORDER = ("essentia", "symbol", "troy")


def side_names(game: str) -> tuple[str, str]:
    """``game``'s two sides (player 0, player 1) in the current language."""
    a, b = GAMES[game].sides
    return _(a), _(b)


def win_headline(game: str, winner: int) -> str:
    """The headline when ``winner`` wins ``game`` ("Dawn wins!", "Greeks win!"),
    a whole sentence per side so each language words it its own way."""
    wins = GAMES[game].wins
    if wins is None:
        return _("{side} wins!").format(side=side_names(game)[winner])
    return _(wins[winner])

_registered: dict[str, PlayFactory] = {}


def side_pieces(game: str, size: int) -> tuple[Any, Any]:
    """A typical piece of each side of ``game`` (player 0, player 1), as surfaces."""
    if game == "essentia":
        return essentia_art.golem(0, size), essentia_art.golem(1, size)
    if game == "symbol":
        return symbol_art.symbol_emblem(0, size), symbol_art.symbol_emblem(1, size)
    return troy_art.hero_token("achilles", 0, size), troy_art.hero_token("hector", 1, size)


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

