"""The computer opponent for Symbol, as the play scenes use it.

The search players live in game/ai; while Symbol's search profile is not
there (or fails), a one-ply greedy player with the same ``choose`` method
keeps the game playable. Army choice and draw offers are decided here with
simple, explainable rules.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Hashable
from typing import Any

from game.symbol import ARMY, DETONATE, MOVE, REACH, REINFORCE, SymbolState

LEVELS = {"easy": "easy", "normal": "normal", "hard": "hard"}


def material(state: SymbolState, player: int) -> int:
    """Units a player still has, on the board and in reserve (leader counts 1)."""
    n = sum(state.reserve(player).values())
    for c in range(49):
        st = state.stack_at(c)
        if st is not None and st[0] == player:
            n += len(st[1])
    return n


class GreedyPlayer:
    """Takes the best immediate gain: wins, then material, then regions."""

    game, level = "symbol", "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any, stop: threading.Event | None = None) -> Hashable:
        s = state.copy()
        me = s.to_move()
        actions = list(s.legal_actions())
        if not actions:
            raise ValueError("the side to move has no legal action")
        if actions[0][0] == ARMY:
            return (ARMY, balanced_army(s))
        moves = [a for a in actions if a[0] in (MOVE, REACH, DETONATE)]
        reinf = [a for a in actions if a[0] == REINFORCE]
        if len(reinf) > 30:
            reinf = self.rng.sample(reinf, 30)
        pool = moves + reinf or actions
        best, best_score = pool[0], -1e9
        for a in pool:
            if stop is not None and stop.is_set():
                break
            s.play(a)
            out = s.outcome()
            if out is not None:
                score = 1e6 if out.winner == me else -1e6 if out.winner is not None else -50
            else:
                score = 10 * (material(s, me) - material(s, 1 - me))
                score += 2 * s.controlled_regions(me) - s.controlled_regions(1 - me)
                score += self.rng.random()
            s.undo()
            if score > best_score:
                best, best_score = a, score
        return best


def balanced_army(state: SymbolState) -> tuple[int, ...]:
    """The army closest to even counts among those allowed (basic when it fits)."""
    options = state.army_options()
    size = state.army_size()
    even = size / 5
    return min(options, key=lambda u: (max(u) - min(u), sum(abs(n - even) for n in u)))


def make_computer(level: str, seed: int | None = None) -> Any:
    """A player for Symbol at ``level``: the search player, or the greedy stand-in."""
    try:
        from game.ai.players import make_player

        return make_player("symbol", LEVELS.get(level, "normal"), seed)
    except (ImportError, AttributeError, ValueError):
        return GreedyPlayer(seed)


def accepts_draw(state: SymbolState, computer: int) -> bool:
    """The computer takes a draw only when it is behind in units."""
    return material(state, computer) < material(state, 1 - computer)
