"""Helpers for the Trojan War's scene tests."""

from __future__ import annotations

from game.troy.rules import TroyState
from scenes.core.app import App


def run_until(app: App, done, limit: int = 3000, dt: float = 0.05) -> None:
    """Step time (and only time) until ``done()``."""
    for _ in range(limit):
        if done():
            return
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
