"""Symbol's registration: its options, how a game starts, its computer player."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.symbol import PROFILE
from game.spec import Computer, GameRules, RuleOption
from game.symbol.board import SIDE_NAMES
from game.symbol.state import SymbolState


def variants(options: Mapping[str, Any]) -> list[str]:
    """The rules' variant flags the options stand for."""
    out = []
    forces = options.get("forces", "basic")
    if forces == "unlimited":
        out.append("unlimited")
    elif forces == "desertion":
        out += ["unlimited", "desertion"]
    if options.get("tiebreak"):
        out.append("tiebreak")
    if options.get("openpool") or options.get("army") == "openpool":
        out.append("openpool")
    return out


def new_state(options: Mapping[str, Any], seed: int) -> SymbolState:
    """The game at its first decision: the armies to choose, or the leaders to
    place (Symbol has no chance: the seed changes nothing)."""
    flags = variants(options)
    custom = options.get("army", "basic") != "basic" or "unlimited" in flags
    return SymbolState.new(flags, choose_armies=custom)


RULES = GameRules(
    key="symbol",
    side_names=SIDE_NAMES,
    options=(
        RuleOption("army", ("basic", "custom", "openpool"), "basic"),
        RuleOption("forces", ("basic", "unlimited", "desertion"), "basic"),
        RuleOption("tiebreak", (False, True), False),
    ),
    new_state=new_state,
    from_text=SymbolState.from_text,
    computer=Computer(profile=lambda: PROFILE),
)
