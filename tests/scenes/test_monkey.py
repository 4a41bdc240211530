"""Thousands of random inputs across every reachable screen: nothing may crash."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes import games
from scenes.core.base import Act, InputAction, Scene
from scenes.core.input import KEYMAP
from scenes.menus import title as menu
from scenes.menus.pause import PauseScene
from tests.support import DT, make_app

KEYS = [*KEYMAP, pygame.K_F11, pygame.K_F5, pygame.K_x, pygame.K_RETURN, pygame.K_ESCAPE]
EVENTS = 4000
QUIET = 2.0        # seconds of the monkey's pauses: past the (shortened) attract wait


def random_event(rng: random.Random) -> pygame.event.Event:
    """One plausible-or-odd event from any device, including hot-plug and resizes."""
    kind = rng.random()
    pos = (rng.randint(-20, 1300), rng.randint(-20, 740))
    if kind < 0.35:
        k = rng.choice(KEYS)
        mod = rng.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL])
        t = pygame.KEYDOWN if rng.random() < 0.7 else pygame.KEYUP
        return pygame.event.Event(t, key=k, mod=mod, unicode="", scancode=0)
    if kind < 0.55:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if kind < 0.68:
        t = rng.choice([pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEBUTTONUP])
        return pygame.event.Event(t, pos=pos, button=rng.choice([1, 1, 1, 2, 3, 4, 5]))
    if kind < 0.72:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
    iid = rng.choice([0, 1, 100, 101, 999])
    if kind < 0.82:
        return pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=iid,
                                  button=rng.randint(0, 12))
    if kind < 0.88:
        return pygame.event.Event(pygame.JOYAXISMOTION, instance_id=iid,
                                  axis=rng.randint(0, 5), value=rng.uniform(-1, 1))
    if kind < 0.93:
        return pygame.event.Event(pygame.JOYHATMOTION, instance_id=iid, hat=0,
                                  value=(rng.randint(-1, 1), rng.randint(-1, 1)))
    if kind < 0.96:
        return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=iid,
                                  button=rng.randint(0, 20))
    if kind < 0.975:
        return pygame.event.Event(pygame.JOYDEVICEADDED, device_index=rng.randint(0, 2))
    if kind < 0.99:
        return pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=iid)
    w, h = rng.randint(200, 2600), rng.randint(150, 1500)
    return pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))


class StubPlay(Scene):
    """A play screen for a game whose board is not built: only the pause menu."""

    def __init__(self, setup: games.GameSetup) -> None:
        super().__init__()
        self.game = setup.game

    def handle(self, action: InputAction) -> None:
        if action.act in (Act.MENU, Act.CANCEL) and self.app is not None:
            self.app.push(PauseScene(self.game))


@pytest.mark.slow
def test_monkey_never_crashes_and_visits_many_screens(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(games, "_registered", {"symbol": StubPlay})
    monkeypatch.setattr(menu, "IDLE_TO_DEMO", QUIET - 0.5)
    rng = random.Random(3)
    visited: set[str] = set()
    app = make_app(tmp_path)
    restarts = 0
    sent = 0
    try:
        while sent < EVENTS:
            for _ in range(rng.randint(1, 4)):
                pygame.event.post(random_event(rng))
                sent += 1
            app.step(DT * rng.choice([0.5, 1, 1, 2]))
            if rng.random() < 0.03:     # the monkey walks away: the title's demo may start
                pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
                for _ in range(round(QUIET / 0.1)):
                    app.step(0.1)
            for scene in app.stack:
                visited.add(type(scene).__name__)
            if not app.running:       # the monkey chose Quit: start again
                app.close()
                app = make_app(tmp_path)
                restarts += 1
    finally:
        app.close()
    expected = {"TitleScene", "PregameScene", "SettingsScene", "RulesScene", "ConfirmDialog",
                "PauseScene", "DemoScene", "OnlineMenuScene"}
    assert expected <= visited
    assert restarts < EVENTS // 50
