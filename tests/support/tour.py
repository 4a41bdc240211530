"""A tour of every screen a player can reach, for checks that look at all of them.

Each stop builds a headless App (its settings in a folder of its own) and
yields it at one or more moments worth looking at: ``(moment, app)``. The
text checks (tests/scenes/test_every_screen_speaks.py) draw each moment in
each language. A new screen joins the game by joining this tour.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

from scenes.core.app import App
from scenes.games import GameSetup, play_factory
from scenes.menus.demo import DemoScene
from scenes.menus.gallery import PAGES, GalleryScene
from scenes.menus.pause import PauseScene
from scenes.menus.pregame import PregameScene
from scenes.menus.rules_reader import RulesScene
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene
from scenes.play import PlayScreen
from tests.support import DT, FakePad, key
from tests.support.symbol_tour import symbol_moments

GAMES = ("essentia", "symbol", "troy")
Moments = Iterator[tuple[str, App]]


def fresh(folder: Path, language: str) -> App:
    folder.mkdir(parents=True, exist_ok=True)
    app = App(seed=1, settings_path=folder / "settings.json", audio=False,
              open_device=FakePad, language=language)
    pygame.event.clear()
    app.push(TitleScene())
    return app


def run(app: App, seconds: float, dt: float = 0.1) -> None:
    """Let ``seconds`` pass in coarse steps (as a slow machine would)."""
    for _ in range(round(seconds / dt)):
        app.step(dt)


def menus(folder: Path, language: str) -> Moments:
    app = fresh(folder / "title", language)
    yield "title", app
    key(app, pygame.K_DOWN)
    yield "title, second game focused", app
    app.push(SettingsScene())
    yield "settings", app
    for game in GAMES:
        app = fresh(folder / game, language)
        app.push(PregameScene(game))
        app.step(DT)
        yield f"pre-game {game}", app
        app.push(play_factory(game)(GameSetup(game, seed=3)))
        app.push(PauseScene(game))
        yield f"{game} paused", app


def rules(folder: Path, language: str) -> Moments:
    for game in GAMES:
        app = fresh(folder / game, language)
        scene = RulesScene(game)
        app.push(scene)
        for page in range(scene.page_count()):
            run(app, 0.5)
            yield f"rules {game} page {page + 1}", app
            key(app, pygame.K_PAGEDOWN)


def gallery(folder: Path, language: str) -> Moments:
    for page in range(len(PAGES)):
        app = fresh(folder / str(page), language)
        app.push(GalleryScene(page))
        run(app, 0.5)
        yield f"gallery page {page + 1}", app


def game_screens(game: str) -> Callable[[Path, str], Moments]:
    """One game: its first screen in hot-seat and against the computer, then the
    computer playing itself (the demo), looked at every few seconds."""

    def moments(folder: Path, language: str) -> Moments:
        for vs in (False, True):
            app = fresh(folder / str(vs), language)
            setup = GameSetup(game, vs_computer=vs, human_side=0 if vs else None, seed=3)
            app.push(play_factory(game)(setup))
            run(app, 1.0)
            yield f"{game} {'against the computer' if vs else 'hot-seat'}", app
        app = fresh(folder / "demo", language)
        app.push(DemoScene((game,), seed=2))
        for second in range(8, 64, 8):
            run(app, 8.0)
            yield f"{game} demo at {second} s", app

    return moments


def hint_and_review(folder: Path, language: str) -> Moments:
    """Essentia and Symbol against the computer: the hint's card on the board, then
    the review of the moves so far."""
    for game in ("essentia", "symbol"):
        app = fresh(folder / f"aids-{game}", language)
        setup = GameSetup(game, vs_computer=True, human_side=0, seed=3)
        app.push(play_factory(game)(setup))
        run(app, 1.0)
        scene = app.top
        if not isinstance(scene, PlayScreen):      # Essentia's set-up comes first
            continue
        key(app, pygame.K_i)
        run(app, 1.0)
        yield f"{game} hint", app
        key(app, pygame.K_r)
        yield f"{game} review", app


STOPS: dict[str, Callable[[Path, str], Moments]] = {
    "menus": menus, "rules": rules, "gallery": gallery,
    **{game: game_screens(game) for game in GAMES},
    "symbol": symbol_moments(game_screens("symbol"), fresh, run),
    "hint and review": hint_and_review,
}
