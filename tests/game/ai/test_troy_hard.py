"""The hard Troy player judges choices by the final result, not raw points."""

from __future__ import annotations

import random

import pytest

from game.ai import troy_outlook as O
from game.ai.troy import choose
from game.troy import data as D
from game.troy.rules import TroyState

G, T = D.GREEK, D.TROJAN
PAD = ["9", "0"] * 60  # the Greek wins every round: short, decisive duels


def greek_pick(state: TroyState, level: str, seed: int) -> set[str]:
    action = choose(state, level, random.Random(seed))
    assert state.is_legal(action)
    return set(action[5:].split(","))


def test_hard_keeps_achilles_out_when_points_no_longer_matter() -> None:
    # Turn 11, the track at -20 (the Horse's +2 is safe) and Hector dead: any
    # duel can only cost the Greeks Achilles' +2 on the Horse roll.
    s = TroyState.at_turn(11, chance=["0"] + PAD, vp=-20, status={"hector": "dead"},
                          sinon_seen=True)
    s.play("pick:aeneas,sarpedon,glaucus,deiphobus")
    assert s.to_move() == G and s.stage == "pick"
    for seed in range(5):
        assert "achilles" not in greek_pick(s, "hard", seed)
    # With the track at 0 every point counts, and Achilles fights.
    s = TroyState.at_turn(11, chance=["0"] + PAD, vp=0, status={"hector": "dead"},
                          sinon_seen=True)
    s.play("pick:aeneas,sarpedon,glaucus,deiphobus")
    assert "achilles" in greek_pick(s, "hard", 0)


def test_hard_counters_a_revealed_hero_with_a_strong_one() -> None:
    s = TroyState.at_turn(2, chance=["2", "zeus", "hera"] + PAD)  # Calchas
    s.play("pick:paris,aeneas,sarpedon,hector")
    s.play("reveal:1")
    for seed in range(5):
        first = choose(s, "hard", random.Random(seed))[5:].split(",")[0]
        assert first in ("achilles", "ajax_t", "diomedes")  # Paris faces a killer


def test_hard_cancels_the_duel_that_risks_paris() -> None:
    s = TroyState.at_turn(1, chance=["0", "zeus", "hera"] + PAD)
    s.play("pick:paris,sarpedon,aeneas,glaucus")
    s.play("pick:achilles,nestor,idomeneus,menelaus")
    assert s.stage == "cancel" and s.to_move() == T
    assert choose(s, "hard", random.Random(0)) == "cancel:1"


def spare_position(trojans: str, greeks: str, rounds: int) -> TroyState:
    chance = ["0", "zeus", "hera"] + ["9", "0"] * rounds + ["0"] + PAD
    s = TroyState.at_turn(1, chance=chance)
    s.play(trojans)
    s.play(greeks)
    s.play("cancel:4")
    assert s.stage == "spare" and s.to_move() == G
    return s


def test_hard_spares_helenus_for_odysseus_and_kills_hector() -> None:
    s = spare_position("pick:helenus,aeneas,sarpedon,hector",
                       "pick:odysseus,diomedes,ajax_t,achilles", 3)
    assert choose(s, "hard", random.Random(0)) == "spare"  # +1 on the Horse roll
    s = spare_position("pick:hector,aeneas,sarpedon,helenus",
                       "pick:achilles,diomedes,ajax_t,odysseus", 5)
    assert choose(s, "hard", random.Random(0)) == "kill"  # a dead Hector is worth more


def test_outlook_follows_the_horse_and_the_track() -> None:
    assert O.horse_chance(0) == pytest.approx(0.4)  # 6-9 on the d10
    assert O.horse_chance(2) == pytest.approx(0.6)
    assert O.track_modifier(-10) == 2 and O.track_modifier(-1) == 1
    assert O.track_modifier(0) == 0 and O.track_modifier(1) == -1
    # At the end a failed Horse is a draw at 0 and a Trojan win at +1.
    assert O.final_greek_score(0, 0) == pytest.approx(0.4 + 0.6 * 0.5)
    assert O.final_greek_score(1, 0) == pytest.approx(0.3)
    # Trojan points lower the Greek score, and matter less the more turns remain.
    for left in (0, 5, 10):
        scores = [O.score(G, vp, left, 1.0) for vp in range(-15, 16)]
        assert all(a >= b for a, b in zip(scores, scores[1:], strict=False))
    late = O.score(G, -1, 0, 1.0) - O.score(G, 1, 0, 1.0)
    early = O.score(G, -1, 10, 1.0) - O.score(G, 1, 10, 1.0)
    assert late > early > 0
    assert O.score(T, 3, 4, 1.0) == pytest.approx(1 - O.score(G, 3, 4, 1.0))
