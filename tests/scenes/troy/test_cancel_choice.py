"""Choosing a challenge to cancel (or for Thersites): every challenge is shown with its
odds, those the rules forbid are greyed, and the focus starts on the opponent's
strongest challenge, never on the player's own best."""

from __future__ import annotations

import pygame
import pytest

from game.ai.troy_odds import duel_odds
from game.troy import data as D
from scenes.games import GameSetup
from scenes.troy.play import TroyPlayScene
from tests.support import DT, key, make_app
from tests.support.troy import decide

THERSITES_SEED = 3   # turn 1's event die shows 3 with this seed


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def reach(app, scene: TroyPlayScene, stage: str) -> None:
    """Take the focused choice of each decision until ``stage`` is asked."""
    decide(app, scene, lambda: bool(scene.waiting and scene.choices and scene.animator.idle
                                    and scene.state.stage == stage))
    app.step(DT)


def check_choices(scene: TroyPlayScene, stage: str) -> None:
    st, b = scene.state, scene.board
    legal = set(st.legal_actions())
    fought = {s for s in range(4) if None not in b.spaces[s] and not b.cancelled[s]}
    assert {int(c.key.split(":")[1]) - 1 for c in scene.choices} == fought
    for c in scene.choices:
        assert c.enabled == (c.key in legal)                  # greyed when the rules forbid
    gods = tuple(g for g in b.gods if g)
    odds = {s: duel_odds(*b.spaces[s], gods, b.mandatory if s == 0 else None)[0]
            for s in fought}
    assert scene.frame.duel_odds == odds                      # all shown at once
    me = st.to_move()
    mine = {s: p if me == D.GREEK else 1 - p for s, p in odds.items()}
    focused = scene.choices[scene.focus]
    assert focused.enabled
    allowed = [int(c.key.split(":")[1]) - 1 for c in scene.choices if c.enabled]
    assert mine[int(focused.key.split(":")[1]) - 1] == min(mine[s] for s in allowed)


def test_cancel_and_thersites_show_all_odds_grey_the_forbidden_and_focus_the_threat(app
                                                                                    ) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=D.TROJAN,
                                    difficulty="easy", seed=THERSITES_SEED))
    app.push(scene)
    assert scene.state.random_event_id() == "thersites"
    reach(app, scene, "cancel")
    check_choices(scene, "cancel")
    key(app, pygame.K_RETURN)
    reach(app, scene, "thersites")
    check_choices(scene, "thersites")
    assert any(not c.enabled for c in scene.choices)          # Achilles' duel, greyed
