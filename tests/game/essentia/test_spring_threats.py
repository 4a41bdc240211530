"""The engine names every capture that would win the game at once: an enemy golem
that can take a golem standing on a spring. The screen warns with it."""

from __future__ import annotations

import random

from game.ai.games import new_game
from game.essentia.actions import action_of
from game.essentia.layout import INDEX
from game.essentia.rules import EssentiaState

DEALT = ("MFSMMSFM/FTFRTPTT/RRRFRRRR/RRRRRRRR/MPCTTCMM/FRRRRRRR/RRFRRFRR/RTRPPRTR/"
         "RRSRRSRM gggggggg/gggggggg/8/8/8/8/8/GGGGGGGG/GGGGGGGG D on 0 1")


def test_a_move_that_puts_a_spring_golem_in_reach_is_a_threat() -> None:
    state = EssentiaState.from_text(DEALT)
    assert state.spring_threats(1) == [] and state.spring_threats(0) == []
    state.play(state.parse_action("d2d7"))     # Dawn's golem jumps from the forest d7
    assert (INDEX["d7"], INDEX["c9"]) in state.spring_threats(1)


def test_the_threats_are_exactly_the_captures_that_win_at_once() -> None:
    for seed in range(12):
        rng = random.Random(seed)
        state = new_game("essentia", seed=seed)
        for _ in range(200):
            mover = state.to_move()
            if mover is None:
                break
            winning = set()
            for action in state.legal_actions():
                after = state.copy()
                after.play(action)
                outcome = after.outcome()
                move = action_of(action)
                if state.is_capture(action) and outcome is not None and \
                        outcome.winner == mover and state.terrain_at(move.to) == "spring":
                    winning.add((move.frm, move.to))
            assert set(state.spring_threats(1 - mover)) == winning
            state.play(rng.choice(list(state.legal_actions())))
