"""Essentia's registration: its options, how a game starts, its computer player."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.essentia import PROFILE
from game.common import GameState
from game.essentia.rules import SIDE_NAMES, EssentiaState
from game.spec import Computer, GameRules, RuleOption

# the pre-game choices of the terrain set-up, as the rules name the modes
SETUP_MODES = {"deal": "instant", "random": "random", "strategic": "strategic"}


def new_state(options: Mapping[str, Any], seed: int) -> EssentiaState:
    """The game at the start of its set-up, as the options describe it."""
    circles = str(options["circles"])
    variant = circles if circles in ("wild", "sealed") else None
    return EssentiaState.new_game(circles in ("on", "wild"), variant,
                                  SETUP_MODES[str(options["tiles"])], seed=seed)


def seat_position(state: GameState[Any], seat: int) -> str:
    """The position either player may hold: in set-up, without the seed that
    foretells the face-down tiles, the deal and the first player."""
    assert isinstance(state, EssentiaState)
    return state.seat_text()


RULES = GameRules(
    key="essentia",
    side_names=SIDE_NAMES,
    options=(
        RuleOption("circles", ("on", "off", "wild", "sealed"), "on"),
        RuleOption("tiles", ("deal", "random", "strategic"), "deal"),
    ),
    new_state=new_state,
    from_text=EssentiaState.from_text,
    computer=Computer(profile=lambda: PROFILE),
    opening_options={"circles": "on", "tiles": "random"},
    has_chance=True,
    seat_position=seat_position,
    # the deal, the reveal of the face-down tiles and the draw of the first player
    revealing_events=frozenset({"tile_revealed", "first_player"}),
)
