"""The computer's army for Symbol: the most even one the box allows.

Its moves and its answer to a draw offer are the search player's
(game/ai/players.py), which the play-screen base asks.
"""

from __future__ import annotations

from game.symbol import SymbolState
from game.symbol.pieces import UNIT_LETTERS


def balanced_army(state: SymbolState) -> tuple[int, ...]:
    """The army closest to even counts among those allowed (basic when it fits)."""
    options = state.army_options()
    even = state.army_size() / len(UNIT_LETTERS)
    return min(options, key=lambda u: (max(u) - min(u), sum(abs(n - even) for n in u)))
