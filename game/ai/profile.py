"""What a game tells the generic search: how to judge, order and open.

Each searched game (Essentia, Symbol) exposes one ``PROFILE`` of this shape
in its own module under ``game/ai/``; the players are written once on top.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.search import Evaluate, Noisy, Order


@dataclass(frozen=True)
class GameProfile:
    """Game knowledge for the search players.

    ``opening`` answers setup-phase decisions (tile placement, army choice,
    leader placement) with a heuristic, or returns None to let the search
    decide; ``noise`` is the size of a careless player's misjudgement, in
    evaluation units (about one piece). ``speed`` is the search's nodes per
    second on the reference machine (README, "Computer players"): a level's
    seconds times it make the node budget a seeded player searches by.
    ``finishers`` lists the actions of the side to move that may end the game
    at once (a superset of its winning ones: the one-move check plays them
    all); ``material`` is the worth of a player's pieces, in evaluation units;
    ``can_win`` says whether a player still has the means to win at all
    (None: always).
    """

    evaluate: Evaluate
    order: Order
    noisy: Noisy | None
    opening: Callable[[Any, random.Random, str], Hashable | None]
    noise: float
    speed: int
    finishers: Callable[[Any], Sequence[Hashable]]
    material: Callable[[Any, int], float]
    can_win: Callable[[Any, int], bool] | None = None


def cached_evaluation(
    evaluate_state: Evaluate, position_key: Callable[[Any], Hashable], limit: int = 200_000
) -> Evaluate:
    """Memoise an evaluation by (position, player): a search meets the same
    positions again through transpositions and iterative deepening. The cache
    forgets everything when it holds ``limit`` entries."""
    scores: dict[tuple[Hashable, int], float] = {}

    def evaluate(state: Any, player: int) -> float:
        key = (position_key(state), player)
        value = scores.get(key)
        if value is None:
            if len(scores) >= limit:
                scores.clear()
            value = scores[key] = evaluate_state(state, player)
        return value

    return evaluate

