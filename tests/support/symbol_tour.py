"""Symbol's moments of the screen tour beyond its opening screens: the army
choice, a reinforcement being placed, a fire move's preview with the leader in
danger, the detonation question and the end card."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

from game.symbol.board import NAMES
from game.symbol.positions import position
from scenes.core.app import App
from scenes.games import GameSetup
from scenes.symbol.entry import start_game
from scenes.symbol.play import SymbolPlayScene
from tests.support import DT, click, key, post
from tests.support.symbol import at, press_chip

Moments = Iterator[tuple[str, App]]
RES = "D2F2A2W2E2/d2f2a2w2e2"
# Player 1's fire on d3 faces four enemy stacks around d4 (pushes and crushes),
# and an enemy death piece on c2 stands next to player 1's leader on d1.
PUSHES = {"d1": "L", "d3": "F", "b2": "E", "d7": "l", "c5": "w", "e5": "a", "e4": "f",
          "c3": "a", "c2": "d"}
# Player 1's death piece on e5 next to player 2's leader: detonating it wins.
BLAST = {"b2": "L", "e5": "DA", "e6": "l", "f5": "d", "g4": "w", "g6": "e"}


def symbol_moments(openings: Callable[[Path, str], Moments],
                   fresh: Callable[[Path, str], App],
                   run: Callable[[App, float], None]) -> Callable[[Path, str], Moments]:
    def moments(folder: Path, language: str) -> Moments:
        yield from openings(folder, language)
        app = fresh(folder / "army", language)
        app.push(start_game(GameSetup("symbol", options={"army": "custom"}, seed=3)))
        run(app, 0.5)
        yield "symbol army choice", app
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        app.step(DT)
        yield "symbol army choice, one unit too many", app

        app = fresh(folder / "reinforce", language)
        scene = _open(app, PUSHES)
        press_chip(app, scene, "reinforce")
        yield "symbol reinforcement", app
        first = NAMES[min(scene.builder.place_options())[0]]
        click(app, at(scene, first))
        yield "symbol reinforcement, one piece placed", app

        app = fresh(folder / "fire", language)
        scene = _open(app, PUSHES)
        click(app, at(scene, "d3"))
        post(pygame.MOUSEMOTION, pos=at(scene, "d4"), rel=(0, 0), buttons=(0, 0, 0))
        app.step(DT)
        yield "symbol fire move preview, leader in danger", app

        app = fresh(folder / "blast", language)
        scene = _open(app, BLAST)
        click(app, at(scene, "e5"))
        press_chip(app, scene, "detonate")
        yield "symbol detonation question", app
        key(app, pygame.K_UP)                   # "No" has the focus: up to "Detonate"
        key(app, pygame.K_RETURN)
        run(app, 8.0)
        yield "symbol end card", app

    return moments


def _open(app: App, pieces: dict[str, str]) -> SymbolPlayScene:
    scene = SymbolPlayScene(GameSetup("symbol"), position(pieces, res=RES))
    app.push(scene)
    app.step(DT)
    return scene
