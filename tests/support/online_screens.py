"""Two headless game windows playing each other through a real server (the
screens' side of online play; tests/support/online.py drives raw clients).

``Pair`` starts the server in this process (127.0.0.1, a free port, a
database in the test's folder; stopped when the test ends), makes two Apps
whose Settings name it, and steps both. Waiting for the network is the only
waiting these tests do: ``until`` steps both apps and, when nothing has
changed, blocks on the clients' arrival events (a long run of idle frames is
called a hang: a safety net, never a deadline a test depends on).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from game.online.host import LocalServer, start_local_server
from scenes.core.app import App
from scenes.online import session
from scenes.play import PlayScreen
from tests.support import DT, make_app, post

IDLE_ROUNDS = 12_000    # frames with nothing new from the network before a wait is a hang
NETWORK_WAIT = 0.005    # seconds an idle frame blocks on a link's next arrival


def type_text(app: App, text: str) -> None:
    """Type ``text`` as the keyboard would: its characters arrive as text input."""
    post(pygame.TEXTINPUT, text=text)
    app.step(DT)


def links_of(app: App) -> list[Any]:
    """The network links the app's scenes hold (to wait on their arrivals)."""
    out = []
    for scene in app.stack:
        link = getattr(scene, "link", None)
        remote = getattr(scene, "remote", None)
        if remote is not None:
            link = remote.link
        if link is not None:
            out.append(link)
    return out


def until(apps: list[App], done: Callable[[], bool], what: str = "") -> None:
    """Step every app until ``done()``; between idle frames, block on the network's
    next arrival. No clock is read: a hang is a long run of frames in which nothing
    arrived (a safety net, never a deadline the test depends on)."""
    idle = 0
    while not done():
        for app in apps:
            app.step(DT)
        if done():
            return
        arrived = any(link.client.wait(NETWORK_WAIT) for app in apps for link in links_of(app))
        idle = 0 if arrived else idle + 1
        if idle > IDLE_ROUNDS:
            raise AssertionError(f"still waiting for {what or done}: nothing arrived for "
                                 f"{IDLE_ROUNDS} frames; the screens: "
                                 f"{[_state_of(app) for app in apps]}")


def _state_of(app: App) -> str:
    """What a stuck wait reports of one window: its top screen, last note, link."""
    screen = app.top
    toast = getattr(getattr(screen, "toast", None), "message", "")
    links = [(link.status.state, link.ply, link.to_act, link.sending) for link in links_of(app)]
    moves = len(getattr(screen, "moves", []))
    return f"{type(screen).__name__} moves={moves} toast={toast!r} links={links}"


def top(app: App) -> Any:
    return app.top


class Pair:
    """A host and a guest, and the server between them."""

    def __init__(self, folder: Path, server: LocalServer) -> None:
        self.server = server
        self.host = make_app(folder / "host")
        self.guest = make_app(folder / "guest")
        for app in (self.host, self.guest):
            app.settings.online_server = server.url
            app.set_animation_speed("instant")     # the story is not what is tested here
        self.apps = [self.host, self.guest]

    def until(self, done: Callable[[], bool], what: str = "") -> None:
        until(self.apps, done, what)

    def screens(self) -> tuple[PlayScreen, PlayScreen]:
        a, b = self.host.top, self.guest.top
        assert isinstance(a, PlayScreen) and isinstance(b, PlayScreen), (a, b)
        return a, b

    def playing(self) -> bool:
        return all(isinstance(app.top, PlayScreen) and app.top.remote is not None
                   for app in self.apps)

    def play_randomly(self, rng: random.Random, plies: int = 2000) -> None:
        """Both sides play random legal actions until the game ends."""
        for _ in range(plies):
            self.until(lambda: self.playing() and (self._actor() is not None or self._over()),
                       "a side to act")
            if self._over():
                return
            screen = self._actor()
            assert screen is not None
            count = len(screen.moves)
            action = rng.choice(list(screen.state.legal_actions()))
            screen.play(action)
            self.until(lambda s=screen, n=count: s.app is None or s.app.top is not s
                       or len(s.moves) > n, "the server to answer")
        raise AssertionError("the game did not end")

    def _actor(self) -> PlayScreen | None:
        for app in self.apps:
            screen = app.top
            if isinstance(screen, PlayScreen) and screen.can_act():
                return screen
        return None

    def _over(self) -> bool:
        return all(isinstance(app.top, PlayScreen) and app.top.over or
                   not isinstance(app.top, PlayScreen) for app in self.apps) and any(
            isinstance(app.top, PlayScreen) or type(app.top).__name__.endswith("Card")
            or type(app.top).__name__ == "ResultScene" for app in self.apps)

    def close(self) -> None:
        for app in self.apps:
            app.close()


@contextmanager
def pair(folder: Path) -> Iterator[Pair]:
    """Two players and a server of their own, gone when the block ends."""
    server = start_local_server(folder / "server.db", host="127.0.0.1", port=0,
                                public_host="127.0.0.1")
    couple = Pair(folder, server)
    try:
        yield couple
    finally:
        couple.close()
        server.stop()
        session.stop_local_server()
