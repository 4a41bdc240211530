"""A duel opens with a taunt; a game's duels go through every taunt before one is
heard again, in an order each game shuffles."""

from __future__ import annotations

from scenes.troy.duel_tellers import taunt_for
from scenes.troy.lines import TAUNTS


def test_no_taunt_comes_again_before_every_other_was_heard() -> None:
    for seed in range(20):
        heard = [taunt_for(seed, turn, space) for turn in range(1, 13) for space in range(4)]
        for start in range(len(heard) - len(TAUNTS) + 1):
            window = heard[start:start + len(TAUNTS)]
            assert sorted(window) == list(range(len(TAUNTS))), (seed, start)


def test_games_open_their_duels_with_different_taunts() -> None:
    openings = {tuple(taunt_for(seed, 1, space) for space in range(4)) for seed in range(20)}
    assert len(openings) > 10
