"""Helpers for the Trojan War's scene tests."""

from __future__ import annotations

import pygame

from game.troy.rules import TroyState
from scenes.core.app import App
from scenes.menus.pregame import PregameScene
from scenes.troy.beats import Summary
from scenes.troy.keys import settle_time
from scenes.troy.overlays import PassScene
from scenes.troy.play import TroyPlayScene
from tests.support import DT, key, make_app, pad_button

CONTINUE = "Continue the saved game"


def settle(app: App) -> None:
    """Time for an open decision to take Enter, as a player's look at it: a press as
    it opens, or one of a run of taps, is taken as one meant to skip the story."""
    scene = app.top
    while isinstance(scene, TroyPlayScene) and scene.decision is not None \
            and not scene.busy and not scene.taps.ready(settle_time(scene)):
        app.step(0.1)


def choose(app: App, pad: bool = False) -> None:
    """A player's Enter (A) at a decision: after a look at it, not as one of a run of
    taps (those are taken as hurrying the story on)."""
    settle(app)
    if pad:
        pad_button(app, 0)
    else:
        key(app, pygame.K_RETURN)


def run_until(app: App, done, limit: int = 3000, dt: float = 0.05) -> None:
    """Step time until ``done()``, going on (Enter) past each turn's summary, which
    waits for the player; a decision it ends on is ready for keys."""
    for _ in range(limit):
        if done():
            settle(app)
            return
        scene = app.top
        if isinstance(scene, TroyPlayScene) and scene.summing_up():
            key(app, pygame.K_RETURN)
            continue
        app.step(dt)
    raise AssertionError("condition not reached")


def before_the_horse(seed: int):
    """A game played (first legal decision each time) up to the decision whose play
    rolls the Horse: (state, that decision)."""
    state = TroyState(seed=seed)
    for _ in range(5000):
        action = state.legal_actions()[0]
        trial = state.copy()
        if any(e.kind == "horse_boarded" for e in trial.play(action)):
            return state, action
        state.play(action)
    raise AssertionError("the game never reached the Horse")


def play_scene(app: App) -> TroyPlayScene:
    return next(s for s in app.stack if isinstance(s, TroyPlayScene))


def decide(app: App, scene: TroyPlayScene, until, limit: int = 4000) -> None:
    """Skip stories and take the focused choice (readying at pass screens) until ``until()``."""
    for _ in range(limit):
        if until():
            settle(app)
            return
        if isinstance(app.top, PassScene):
            key(app, pygame.K_RETURN)
        elif not scene.animator.idle:
            scene.skip_all()
            app.step(DT)
        elif scene.waiting and scene.choices and app.top is scene:
            settle(app)
            key(app, pygame.K_RETURN)
        else:
            app.step(0.05)
    raise AssertionError("condition not reached")


def continue_saved(tmp_path) -> tuple[App, TroyPlayScene]:
    """A new app on the same folder: the pre-game screen, one confirm on Continue."""
    app = make_app(tmp_path)
    app.push(PregameScene("troy"))
    app.step(DT)
    assert app.top.list.focused.label == CONTINUE
    key(app, pygame.K_RETURN)
    scene = play_scene(app)
    return app, scene


def skip_to_decision(app: App, scene: TroyPlayScene, limit: int = 4000) -> None:
    """Tab to the player's next decision, and past the card of what the skip passed."""
    scene.skip_all()
    for _ in range(limit):
        if scene.waiting and not scene.busy:
            settle(app)
            return
        if scene.skipping.showing():
            scene.skip_all()                     # Tab again ends the card
        app.step(DT)
    raise AssertionError("no decision came")


def card(scene: TroyPlayScene) -> Summary | None:
    """The skip's card, while it is up."""
    step = scene.animator.queue[0] if scene.animator.queue else None
    if step is None or step is not scene.skipping.card:
        return None
    return next(c for c in step.children if isinstance(c, Summary))
