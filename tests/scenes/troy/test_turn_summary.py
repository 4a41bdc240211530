"""The end-of-turn summary tells the turn's points as the engine scored them, however
the turn's events were split between decisions and however many beats were queued
before it."""

from __future__ import annotations

import random

import pytest

from game.ai.troy import choose
from game.troy import data as D
from scenes.games import GameSetup
from scenes.troy.beats import Summary
from scenes.troy.lines import worded
from scenes.troy.play import TroyPlayScene
from tests.support import make_app

G, T = D.GREEK, D.TROJAN


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def turn_banners(scene: TroyPlayScene) -> list[Summary]:
    return [c for step in scene.animator.queue for c in getattr(step, "children", ())
            if isinstance(c, Summary)]


def test_the_turn_summary_is_the_engines_vp_change_for_a_hundred_turns(app, monkeypatch
                                                                       ) -> None:
    monkeypatch.setattr("scenes.core.saves.saves_dir", lambda app: None)  # no disk writes
    turns = 0
    for seed in range(10):
        scene = TroyPlayScene(GameSetup("troy", seed=seed))
        app.push(scene)                        # hot-seat: the test plays both sides
        rng = random.Random(seed)
        scored, track = [0, 0], 0
        scene.animator.finish()
        while scene.state.to_move() is not None:
            action = choose(scene.state, "random", rng)
            events = scene.play(action)
            banners = iter(turn_banners(scene))
            for e in events:
                if e.kind == "vp_scored":
                    scored[e["side"]] += e["vp"]
                elif e.kind == "vp_track":
                    change = e["vp"] - track
                    assert change == scored[T] - scored[G]
                    moves = (f"the track moves {abs(change)} towards the Trojans" if change > 0
                             else f"the track moves {abs(change)} towards the Greeks"
                             if change < 0 else "the track does not move")
                    banner = next(banners)
                    assert worded(banner.title) == f"End of turn {e['turn']}"
                    assert worded(banner.lines[0]) == (
                        f"Greeks {scored[G]} VP, Trojans {scored[T]} VP this turn: {moves}.")
                    turns += 1
                    scored, track = [0, 0], e["vp"]
            scene.animator.finish()
            assert scene.board.vp == track          # the track drawn ends where the engine's is
        app.return_to_title()
    assert turns >= 100
