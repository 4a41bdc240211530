"""Whole random games of The Trojan War keep every invariant of the state."""

from __future__ import annotations

import random

import pytest

from game.ai.troy import choose
from game.troy.rules import TroyState


@pytest.mark.slow
def test_300_seeded_games_keep_invariants() -> None:
    rng = random.Random(7)
    for seed in range(300):
        s = TroyState(seed=seed)
        vp_sum = 0
        step = 0
        while s.to_move() is not None:
            level = "random" if seed % 2 else "normal"
            action = choose(s, level, rng)
            if step % 7 == 0:
                assert TroyState.from_text(s.to_text()) == s
                twin = s.copy()
                before = s.copy()
                s.play(action)
                s.undo()
                assert s == before
            events = s.play(action)
            if step % 7 == 0:
                twin_events = twin.play(action)
                assert [e.data for e in twin_events] == [e.data for e in events]
                assert twin == s  # same chance, same story
            for e in events:
                if e.kind == "vp_scored":
                    vp_sum += e["signed"]
            step += 1
        assert s.turn == 12 and s.outcome() is not None
        assert s.vp == vp_sum
        assert s.legal_actions() == []


def test_fighters_are_fit_when_duels_start() -> None:
    rng = random.Random(3)
    for seed in range(40):
        s = TroyState(seed=seed)
        while s.to_move() is not None:
            if s.stage == "cancel" and not s.cancellers[1:]:
                for sp in s.fought():
                    for h in (s.space_g[sp], s.space_t[sp]):
                        assert s.hero_status(h) == "available"
            s.play(choose(s, "random", rng))


def test_playing_without_records_reaches_the_same_positions() -> None:
    rng = random.Random(5)
    for seed in range(20):
        told, quiet = TroyState(seed=seed), TroyState(seed=seed)
        story = 0
        while told.to_move() is not None:
            action = choose(told, "normal", rng)
            story += len(told.play(action))  # the story, for the scenes
            assert quiet.play(action, record=False) == []
            assert quiet == told
        assert story > 100
        quiet.undo()
        told.undo()
        assert quiet == told
