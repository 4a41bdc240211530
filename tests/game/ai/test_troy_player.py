"""The Trojan War behind the common player interface: always a legal choice."""

from __future__ import annotations

import random

import pytest

from game.ai.players import LEVELS, make_player

pytest.importorskip("game.ai.troy")
from game.troy.rules import TroyState  # noqa: E402


@pytest.mark.parametrize("level", LEVELS)
def test_troy_player_chooses_legal_actions_through_a_game(level: str) -> None:
    state = TroyState(seed=4)
    players = [make_player("troy", level, seed=s) for s in (0, 1)]
    rng = random.Random(1)
    for _ in range(400):
        side = state.to_move()
        if side is None:
            break
        before = state.to_text()
        action = players[side].choose(state) if rng.random() < 0.5 else None
        assert state.to_text() == before  # the player works on its own copy
        if action is None:
            action = rng.choice(list(state.legal_actions()))
        assert action in state.legal_actions()
        state.play(action)


def test_troy_demo_plays_to_the_end() -> None:
    from game.ai.games import demo_steps, new_game

    state = new_game("troy", seed=8)
    steps = list(demo_steps("troy", seed=8, state=state, max_plies=2000))
    assert steps
    assert state.outcome() is not None
