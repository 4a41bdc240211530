"""The computer opponent for Symbol, as the play scenes use it.

The search player lives in game/ai; the preset army and draw offers are
decided here with simple, explainable rules.
"""

from __future__ import annotations

from typing import Any

from game.ai.players import make_player
from game.symbol import SymbolState

LEVELS = {"easy": "easy", "normal": "normal", "hard": "hard"}


def material(state: SymbolState, player: int) -> int:
    """Units a player still has, on the board and in reserve (leader counts 1)."""
    n = sum(state.reserve(player).values())
    for c in range(49):
        st = state.stack_at(c)
        if st is not None and st[0] == player:
            n += len(st[1])
    return n


def balanced_army(state: SymbolState) -> tuple[int, ...]:
    """The army closest to even counts among those allowed (basic when it fits)."""
    options = state.army_options()
    size = state.army_size()
    even = size / 5
    return min(options, key=lambda u: (max(u) - min(u), sum(abs(n - even) for n in u)))


def make_computer(level: str, seed: int | None = None) -> Any:
    """The search player for Symbol at ``level`` (normal when the level is unknown)."""
    return make_player("symbol", LEVELS.get(level, "normal"), seed)


def accepts_draw(state: SymbolState, computer: int) -> bool:
    """The computer takes a draw only when it is behind in units."""
    return material(state, computer) < material(state, 1 - computer)
