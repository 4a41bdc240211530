"""Normal and hard never walk into a loss the opponent takes next move, when
another move avoids it -- on any machine, however busy.

The traps are positions from real games (tests/game/ai/one_move.py) where a
computer whose search a busy machine cut short played the losing move. Each
level is asked as it plays: seeded (its node budget), unseeded with a clock
that jumps past its deadline at every reading (a machine too loaded to finish
a ply in time), and with a node budget spent before its first look at the
position. No test reads the real clock.
"""

from __future__ import annotations

import pytest

from game.ai.players import SETTINGS, make_player
from tests.game.ai.one_move import TRAPS, Trap, loses_at_once


class JumpingClock:
    """Ten seconds pass between any two readings."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 10.0
        return self.now


@pytest.mark.parametrize("trap", TRAPS, ids=lambda t: t.name)
def test_each_trap_is_real(trap: Trap) -> None:
    state = trap.position()
    losing = state.parse_action(trap.losing)
    assert loses_at_once(state, losing)
    after = state.copy()
    after.play(losing)
    after.play(after.parse_action(trap.reply))
    assert after.outcome() is not None and after.outcome().winner != state.to_move()
    assert any(not loses_at_once(state, a) for a in state.legal_actions())


def players(game: str, level: str) -> list:
    """The level as it may play: rushed by a busy machine (eight seeds of its
    choices among equals), seeded, and starved of nodes."""
    out = []
    for k in range(8):
        rushed = make_player(game, level, seed=k, time_budget=SETTINGS[level].time)
        rushed.clock = JumpingClock()
        out.append(rushed)
    out.append(make_player(game, level, seed=1))
    out.append(make_player(game, level, seed=1, node_budget=1))
    return out


@pytest.mark.parametrize("trap", TRAPS, ids=lambda t: t.name)
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_computer_never_allows_a_one_move_loss(trap: Trap, level: str) -> None:
    state = trap.position()
    before = state.to_text()
    for player in players(trap.game, level):
        action = player.choose(state)
        assert not loses_at_once(state, action), (player.limits(), state.action_text(action))
    assert state.to_text() == before
