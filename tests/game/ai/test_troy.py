"""The Troy computer player: legal, and blind to what it may not see.

(Its speed, a fraction of a millisecond a decision, is measured by
``bench/ai_speed.py``, never here.)"""

from __future__ import annotations

import random

import pytest

from game.ai.troy import LEVELS, choose, duel_odds
from game.troy.rules import TroyState


def random_positions(n: int) -> list[TroyState]:
    rng = random.Random(11)
    out = []
    for seed in range(n):
        s = TroyState(seed=seed)
        stop = rng.randrange(120)
        while s.to_move() is not None and stop:
            s.play(choose(s, "random", rng))
            stop -= 1
        if s.to_move() is not None:
            out.append(s)
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_returns_a_legal_action(level: str) -> None:
    rng = random.Random(5)
    for s in random_positions(40):
        action = choose(s, level, rng)
        assert s.is_legal(action), (s.stage, action)


def test_choices_never_depend_on_hidden_picks() -> None:
    # Two games alike in all the Greek may see: same event roll, Trojans picked
    # different heroes face down, and the future dice differ.
    a = TroyState.at_turn(1, seed=1, chance=None)
    b = TroyState.at_turn(1, seed=2, chance=None)
    while a.event != b.event:
        b = TroyState.at_turn(1, seed=b.chance.seed + 1)
    a.play("pick:hector,aeneas,sarpedon,glaucus")
    b.play("pick:paris,helenus,polydamas,deiphobus")
    assert a.view(0) == b.view(0)
    for level in LEVELS:
        picks_a = [choose(a, level, random.Random(k)) for k in range(20)]
        picks_b = [choose(b, level, random.Random(k)) for k in range(20)]
        assert picks_a == picks_b


def test_duel_odds_favour_the_stronger_hero() -> None:
    win, _, _ = duel_odds("achilles", "polydamas", ("zeus", "hera"))
    assert win > 0.9
    fair, _, _ = duel_odds("glaucus", "glaucus", ("zeus", "hera"))
    assert fair == pytest.approx(0.5)


def test_normal_cancels_its_worst_duel() -> None:
    s = TroyState.at_turn(1, chance=["0", "zeus", "hera"] + ["9", "0"] * 60)
    s.play("pick:hector,polydamas,sarpedon,aeneas")
    s.play("pick:nestor,achilles,diomedes,ajax_t")
    assert s.stage == "cancel" and s.to_move() == 1
    assert choose(s, "normal", random.Random(0)) == "cancel:2"  # Polydamas against Achilles
