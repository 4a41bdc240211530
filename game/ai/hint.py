"""The hint: the move the computer would play for the person, and why.

``Advisor`` is a computer player whose choice is a ``Suggestion`` (the action,
its notation and the reason from ``game.ai.explain``, a code the screens put
in words), so a screen thinks about it off the frame exactly as it does about
the computer's moves.
It plays at the hard level in Essentia and Symbol, whose deeper search does
not hand the enemy a piece two plies on (players found the normal level's
hints giving golems away), and at the normal level in the Trojan War, whose
odds-weighted choice is already the one its reasons explain. No level plays
carelessly or suggests a move after which the opponent wins at once when
another move avoids it. It searches its level's nodes, not its time, so a busy
machine makes a hint slower, never weaker, and a position asked twice gets one
answer. The hard level takes about a second a hint on the reference machine
(measured in the README); the screen thinks about it off the frame.
"""

from __future__ import annotations

import threading
import zlib
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from game.ai.explain import Reason, explain
from game.ai.players import make_player

HINT_LEVELS = {"essentia": "hard", "symbol": "hard", "troy": "normal"}


def hint_level(game: str) -> str:
    """The level the hint plays ``game`` at."""
    return HINT_LEVELS.get(game, "normal")


@dataclass(frozen=True)
class Suggestion:
    """A suggested action for the side to move, in notation, with its reason."""

    action: Hashable
    text: str
    reason: Reason


class Advisor:
    """Answers ``choose`` with a Suggestion instead of a bare action."""

    def __init__(self, game: str, seed: int | None = None,
                 time_budget: float | None = None, node_budget: int | None = None) -> None:
        self.game, self.level = game, hint_level(game)
        # seeded (0 when the game is not): it searches its level's nodes, the same
        # search on any machine however busy, only slower there
        self.seed = seed or 0
        self.player = make_player(game, self.level, self.seed, time_budget, node_budget)

    def choose(self, state: Any, stop: threading.Event | None = None) -> Suggestion:
        """The hint for ``state``: asked afresh each time, so one position always
        gets one answer, whatever was asked before."""
        self.player.forget(self.seed ^ zlib.crc32(state.to_text().encode()))
        action = self.player.choose(state, stop)
        return Suggestion(action, state.action_text(action), explain(state, action))

    def accepts_draw(self, state: Any, me: int | None = None) -> bool:
        return False   # an advisor never ends a game
