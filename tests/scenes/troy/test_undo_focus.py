"""Undo in the Trojan War keeps the focus where the player was (Enter after an undo
never throws away a hero), and a refused undo gives its true reason."""

from __future__ import annotations

import pygame
import pytest

from game.troy import data as D
from scenes.games import GameSetup
from scenes.troy.play import TroyPlayScene
from tests.support import key, make_app
from tests.support.troy import choose, decide, run_until


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def test_undoing_a_placed_hero_leaves_the_focus_on_him(app) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=D.TROJAN,
                                    difficulty="easy", seed=4))
    app.push(scene)
    run_until(app, lambda: scene.waiting and scene.choices and scene.animator.idle)
    assert scene.state.stage == "pick"
    choose(app)
    choose(app)                                            # two heroes placed
    placed = [h for h in scene.sel.values() if h]
    assert len(placed) == 2
    key(app, pygame.K_u)                                   # the second taken off
    assert [h for h in scene.sel.values() if h] == placed[:1]
    assert scene.choices[scene.focus].key == ("hero", placed[1])
    choose(app)                                            # Enter puts him back
    assert [h for h in scene.sel.values() if h] == placed


def test_undo_after_the_opponents_secret_picks_says_so(app) -> None:
    # turn 3: the Trojans pick first; the computer's secret picks are in when the Greek picks
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=D.GREEK,
                                    difficulty="easy", seed=4))
    app.push(scene)
    decide(app, scene, lambda: scene.state.turn == 3 and scene.state.stage == "pick"
           and scene.waiting and bool(scene.choices) and scene.animator.idle)
    assert scene.state.committed[D.TROJAN]
    before = scene.state.to_text()
    key(app, pygame.K_u)
    assert scene.state.to_text() == before
    assert scene.toast.message == \
        "Nothing to undo: your opponent has chosen heroes in secret since"


def test_undo_of_a_cancel_focuses_it_again_and_the_turns_card_forgets_it(app) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=False, seed=7))   # Priam: 2 cancels
    app.push(scene)
    decide(app, scene, lambda: scene.waiting and scene.state.stage == "cancel"
           and scene.animator.idle and app.top is scene)
    cancelled = scene.choices[scene.focus].key
    choose(app)                                            # the first cancel
    run_until(app, lambda: scene.waiting and scene.animator.idle)
    assert len(scene.board.turn_news) == 1                 # the turn's card will name it
    key(app, pygame.K_u)                                   # taken back
    assert scene.state.stage == "cancel" and scene.waiting
    assert scene.choices[scene.focus].key == cancelled     # the choice taken back
    assert scene.board.turn_news == []                     # and no longer news
    choose(app)                                            # made again: named once
    run_until(app, lambda: scene.waiting and scene.animator.idle)
    assert len(scene.board.turn_news) == 1
