"""Hot-seat Calchas: the Greek player who turned a Trojan face up keeps the controls
to place his heroes; no second pass screen, and his clicks place heroes."""

from __future__ import annotations

import pygame
import pytest

from game.troy import data as D
from scenes.games import GameSetup
from scenes.troy.overlays import PassScene
from scenes.troy.play import TroyPlayScene
from tests.support import click, key, make_app
from tests.support.troy import choose, run_until

CALCHAS_SEED = 6   # turn 1's event die shows 2 with this seed


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def test_after_a_calchas_reveal_the_greek_places_heroes_without_a_second_pass(app) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=False, seed=CALCHAS_SEED))
    app.push(scene)
    assert scene.state.random_event_id() == "calchas"
    run_until(app, lambda: isinstance(app.top, PassScene))
    assert app.top.side == D.TROJAN
    key(app, pygame.K_RETURN)                              # the Trojan takes the controls
    for _ in range(5):
        choose(app)                                        # four heroes, then commit
    run_until(app, lambda: isinstance(app.top, PassScene))
    assert app.top.side == D.GREEK
    key(app, pygame.K_RETURN)                              # the Greek takes them
    run_until(app, lambda: scene.waiting and scene.state.stage == "reveal")
    space = next(c for c in scene.choices if c.kind == "space")
    click(app, space.rect.center)                          # Calchas: turn one Trojan up
    passes = 0
    for _ in range(400):
        passes += isinstance(app.top, PassScene)
        if scene.waiting and scene.choices and scene.animator.idle:
            break
        app.step(0.05)
    assert passes == 0 and app.top is scene and scene.state.stage == "pick"
    assert scene.state.to_move() == D.GREEK
    hero = next(c for c in scene.choices if c.kind == "row" and c.enabled)
    click(app, hero.rect.center)                           # the click places the hero
    assert hero.key[1] in scene.sel.values()
    # the Trojan picks stay hidden except the one Calchas turned up
    assert sum(1 for s in range(4) if scene.board.spaces[s][D.TROJAN] == "hidden") == 3
