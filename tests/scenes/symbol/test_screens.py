"""The Symbol screens as a player sees them: what is drawn where.

Set SYMBOL_SHOTS=folder to also save the frames as PNGs for a look by eye
(army choice, a selected stack with its moves, reinforcement, an explosion,
the victory card).
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.symbol import DETONATE
from game.symbol.board import INDEX
from game.symbol.positions import position
from scenes.core.base import Act, InputAction
from scenes.games import GameSetup
from scenes.symbol import start_game
from scenes.symbol.end import SymbolEndScene
from scenes.symbol.play import SymbolPlayScene
from tests.support import DT, click, make_app

MIDGAME = {"d1": "L", "c2": "FAE", "e2": "AW", "b3": "W", "f1": "D", "g2": "E", "b1": "E",
           "d7": "l", "c6": "ee", "e5": "w", "d4": "f", "b6": "a", "f6": "d", "g5": "ww",
           "c4": "w", "e6": "da"}


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def shot(app, name: str) -> pygame.Surface:
    folder = os.environ.get("SYMBOL_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(Path(folder) / f"symbol-{name}.png"))
    return app.screen


def share(surface: pygame.Surface, rect: pygame.Rect, test) -> float:
    """Fraction of pixels in ``rect`` for which ``test(r, g, b)`` holds."""
    hits = total = 0
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            r, g, b, _ = surface.get_at((x, y))
            hits += bool(test(r, g, b))
            total += 1
    return hits / total


def reddish(r, g, b):
    return r > 170 and g < 120 and b < 110


def test_army_screen_and_midgame_selection_show_what_to_do(app) -> None:
    app.push(start_game(GameSetup("symbol", options={"army": "custom"})))
    for _ in range(3):
        app.step(DT)
    army = app.top
    shot(app, "army")
    assert army.list.focused.label == "Confirm"      # one press takes the basic army

    st = position(MIDGAME, res="D2F2AWE/df2a2we")
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0), st)
    app.replace(scene)
    app.step(DT)
    quiet = app.screen.copy()
    click(app, scene.view.center(INDEX["c2"]))
    app.dispatch(InputAction(Act.POINT, "mouse", scene.view.cell_rect(INDEX["c4"]).center))
    for _ in range(10):
        app.step(DT)
    frame = shot(app, "selected")
    # the two enemy stacks in reach are framed in red; an empty destination is lit
    for cell in ("c4", "d4"):
        rect = scene.view.cell_rect(INDEX[cell])
        assert share(frame, rect, reddish) > share(quiet, rect, reddish) + 0.03
    lit = scene.view.cell_rect(INDEX["d3"])
    assert frame.get_at(lit.center) != quiet.get_at(lit.center)
    assert "capture Water" in scene.builder.preview(INDEX["c4"])


def test_reinforcement_mode_lights_the_cells_next_to_the_leader(app) -> None:
    st = position({"d1": "L", "d7": "l"}, res="D2F2AWE/df2a2we")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    app.step(DT)
    click(app, scene.chip("reinforce").rect.center)
    click(app, scene.chip("type:E").rect.center)
    for _ in range(5):
        app.step(DT)
    frame = shot(app, "reinforce")
    lit = {c for c, kind in scene.marks().items() if kind == "place"}
    assert lit == {INDEX[n] for n in ("c1", "c2", "d1", "d2", "e1", "e2")}

    def greenish(r, g, b):      # the bright green frame of a placement cell
        return g > 180 and g - r > 50 and g - b > 30
    assert share(frame, scene.view.cell_rect(INDEX["c2"]), greenish) > \
        share(frame, scene.view.cell_rect(INDEX["a2"]), greenish)


def test_explosion_frame_and_victory_card(app) -> None:
    st = position({"d1": "L", "d4": "D", "e5": "d", "f6": "d", "g7": "l"}, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    scene.controls.select(INDEX["d4"])
    scene.play((DETONATE, INDEX["d4"]))
    centre = scene.view.cell_rect(INDEX["d4"])
    before = app.screen.copy()
    for _ in range(32):
        app.step(DT)
    frame = shot(app, "explosion")

    def hot(r, g, b):
        return r > 200 and g > 120 and b < 150
    assert share(frame, centre.inflate(80, 80), hot) > share(before, centre.inflate(80, 80), hot)
    for _ in range(300):
        app.step(DT)
        if isinstance(app.top, SymbolEndScene):
            break
    for _ in range(10):
        app.step(DT)
    shot(app, "victory")
    end = app.top
    assert isinstance(end, SymbolEndScene)
    assert end.title == "Player 1 wins!" and "destroyed" in end.reason
