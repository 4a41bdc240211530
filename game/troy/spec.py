"""The Trojan War's registration: its options, how a game starts, its computer player."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.troy import TroyPlayer
from game.common import GameState
from game.spec import Computer, GameRules, RuleOption
from game.troy.chance import Chance
from game.troy.data import SIDE_NAMES
from game.troy.rules import TroyState


def new_state(options: Mapping[str, Any], seed: int) -> TroyState:
    """Turn 1's first decision; every die and god comes from ``seed``."""
    return TroyState(seed=seed, less_bloody=bool(options["less_bloody"]),
                     exchange=bool(options["exchange"]))


def fix_chance(state: GameState[Any], outcomes: Sequence[str]) -> None:
    """From now on ``state`` rolls and draws ``outcomes`` in order (dice faces
    and god ids; ChanceExhausted past the end)."""
    assert isinstance(state, TroyState)
    state.chance = Chance(0, list(outcomes))


RULES = GameRules(
    key="troy",
    side_names=SIDE_NAMES,
    options=(
        RuleOption("less_bloody", (False, True), False),
        RuleOption("exchange", (False, True), False),
    ),
    new_state=new_state,
    from_text=TroyState.from_text,
    computer=Computer(player=TroyPlayer),
    has_chance=True,
    fix_chance=fix_chance,
)
