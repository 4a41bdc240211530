"""Positions where one move loses at once and another does not, from real games.

Each trap is a position (in the game's own notation), the move that walks
into the loss and the opponent's winning reply. The Symbol ones come from
seeded games between the computer's levels (``game.ai.bench``'s players),
replayed from the start; the Essentia one rebuilds the game a player
reported: after their e2e9 the normal computer played g5d2 and lost its c9
spring. In each, a computer whose search was cut short by a busy machine
played the losing move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.essentia.rules import EssentiaState
from game.symbol.state import SymbolState


@dataclass(frozen=True)
class Trap:
    name: str
    game: str
    start: str                  # a position in notation
    moves: tuple[str, ...]      # played from it (the game so far)
    losing: str                 # the move that loses at once
    reply: str                  # the opponent's win after it

    def position(self) -> Any:
        cls = EssentiaState if self.game == "essentia" else SymbolState
        state = cls.from_text(self.start)
        for text in self.moves:
            state.play(state.parse_action(text))
        return state


SYMBOL_START = "7/7/7/7/7/7/7 LD3F3A3W3E3/ld3f3a3w3e3 1 0 -"

TRAPS = (
    Trap("essentia-e2e9-g5d2", "essentia",
         # Dawn's plateau golem has just slid e2e9, taking a golem there: along
         # rank 9 it now attacks Twilight's only spring golem, on c9. Twilight
         # must block on d9 (d8d9); taking on d2 (g5d2) loses.
         "FRSRTSRM/RMRTRPRR/RRPRRRRT/RRRRRRRR/RFCRRCMR/RRRTRRRR/RPRRRRMR/RTRRRRRF/MRSRRSRT "
         "2g1G3/gg1g3g/2g2g1g/8/1G4g1/6G1/1G6/2GG2G1/G1G2G1G W on 0 20",
         (), "g5d2", "e9c9"),
    Trap("symbol-leader-to-the-edge", "symbol", SYMBOL_START,
         # Player 2's leader (with a water) steps e6-f7 onto the board's edge;
         # player 1's fire and water on d3 answer d3-g6 and push it off.
         ("L@d1", "l@d7", "+d1W", "+e7f", "+d1F", "+d7w", "d1[FW]-d3", "d7-e6", "+d4D"),
         "e6-f7", "d3-g6"),
    Trap("symbol-reinforce-instead-of-defend", "symbol", SYMBOL_START,
         # Player 1's fire and water on e3 can sail e3-e6, beside player 2's
         # leader on the edge at d7, and push it off the board; reinforcing with
         # a fire on e7 does nothing against it.
         ("L@d1", "l@d7", "+d1W", "+d6f", "+d1F", "+d7w", "d1[FW]-d3", "+d5d", "d3-e3"),
         "+e7f", "e3-e6"),
    Trap("symbol-leader-left-on-the-edge", "symbol", SYMBOL_START,
         # Player 2's leader stands on the edge at d7; player 1's fire and water
         # on d3 can sail d3-d6 and push it off. A death piece placed on f6 does
         # not help; stepping the leader off the edge (d7-c6, d7-e6) does.
         ("L@d1", "l@d7", "+d1W", "+e7f", "+d1F", "+d7w", "d1[FW]-d3"),
         "+f6d", "d3-d6"),
)


def loses_at_once(state: Any, action: Any) -> bool:
    """Whether ``action`` by the side to move loses, or lets the opponent win
    with its very next action -- read from the rules alone (every reply tried)."""
    me = state.to_move()
    after = state.copy()
    after.play(action)
    outcome = after.outcome()
    if outcome is not None:
        return outcome.winner is not None and outcome.winner != me
    for reply in after.legal_actions():
        probe = after.copy()
        probe.play(reply)
        outcome = probe.outcome()
        if outcome is not None and outcome.winner is not None and outcome.winner != me:
            return True
    return False
