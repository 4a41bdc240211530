"""What a game tells the generic search: how to judge, order and open.

Each searched game (Essentia, Symbol) exposes one ``PROFILE`` of this shape
in its own module under ``game/ai/``; the players are written once on top.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from game.ai.search import Evaluate, Noisy, Order


@dataclass(frozen=True)
class GameProfile:
    """Game knowledge for the search players.

    ``opening`` answers setup-phase decisions (tile placement, army choice,
    leader placement) with a heuristic, or returns None to let the search
    decide; ``noise`` is the size of a careless player's misjudgement, in
    evaluation units (about one piece).
    """

    evaluate: Evaluate
    order: Order
    noisy: Noisy | None
    opening: Callable[[Any, random.Random, str], Hashable | None]
    noise: float
