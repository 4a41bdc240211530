"""Reinforcing by keyboard alone: the hint bar names the keys that work where
the focus is, and once nothing more can be placed, Tab and Enter confirm."""

from __future__ import annotations

import pytest

from game.symbol.board import INDEX
from game.symbol.pieces import LETTERS
from game.symbol.positions import position
from scenes.core.base import Act, InputAction
from scenes.games import GameSetup
from scenes.symbol.play import SymbolPlayScene
from tests.support import DT, make_app


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def press(app, act: Act, times: int = 1) -> None:
    for _ in range(times):
        app.dispatch(InputAction(act, "keyboard"))
        app.step(DT)


def labels(scene: SymbolPlayScene) -> list[str]:
    return [h.label for h in scene.hint_bar.hints]


def focused(scene: SymbolPlayScene) -> str:
    return scene.chips[scene.controls.focus].key


def reinforce_by_keys(app, scene: SymbolPlayScene, kind: str) -> None:
    """Tab into the panel, press Reinforce, Tab back to the pieces and choose ``kind``."""
    press(app, Act.NEXT)
    assert scene.controls.zone == "panel" and focused(scene) == "reinforce"
    press(app, Act.CONFIRM)
    assert scene.mode == "reinforce" and scene.controls.zone == "board"
    press(app, Act.NEXT)
    while focused(scene) != f"type:{kind}":
        press(app, Act.RIGHT)
    press(app, Act.CONFIRM)
    assert scene.builder.kind == INDEX_TYPE[kind]


INDEX_TYPE = {k: t for t, k in enumerate(LETTERS)}


def test_after_choosing_a_piece_kind_the_hints_name_the_panel_keys(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"d1": "L", "d7": "l"}, res="FE/fe"))
    app.push(scene)
    app.step(DT)
    press(app, Act.NEXT)
    press(app, Act.CONFIRM)               # Reinforce: the cursor is on the board
    assert "Cursor" in labels(scene) and "Place piece" in labels(scene)
    press(app, Act.NEXT)                  # among the piece buttons now
    while focused(scene) != "type:E":
        press(app, Act.RIGHT)
    press(app, Act.CONFIRM)               # Earth chosen; the focus stays on the buttons
    assert scene.controls.zone == "panel"
    assert "Cursor" not in labels(scene) and "Place piece" not in labels(scene)
    assert {"Choose", "Press", "Board", "Cancel"} <= set(labels(scene))
    before = scene.cursor
    press(app, Act.LEFT)                  # the arrows move among the buttons, as the bar says
    assert scene.cursor == before and focused(scene) != "type:E"
    press(app, Act.NEXT)                  # back on the board: the cursor keys again
    assert "Cursor" in labels(scene)


def test_after_the_last_placement_tab_stays_on_place_and_enter_confirms(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"d1": "L", "d7": "l"}, res="FE/fe"))
    app.push(scene)
    app.step(DT)
    assert scene.builder.reinforce_limit() == 1
    reinforce_by_keys(app, scene, "E")
    press(app, Act.NEXT)                  # to the board; the cursor rests on the leader
    assert scene.controls.zone == "board" and scene.cursor == INDEX["d1"]
    press(app, Act.UP)
    press(app, Act.CONFIRM)               # the one piece this turn: placed on d2
    assert scene.builder.placed == [(INDEX["d2"], INDEX_TYPE["E"])]
    assert scene.controls.zone == "panel" and focused(scene) == "place"
    assert "Tab" not in [h.keys for h in scene.hint_bar.hints]
    press(app, Act.NEXT)                  # Tab: nothing left on the board, Place keeps it
    assert scene.controls.zone == "panel" and focused(scene) == "place"
    press(app, Act.PREV)
    assert scene.controls.zone == "panel" and focused(scene) == "place"
    press(app, Act.CONFIRM)               # confirms, never takes the piece back
    assert scene.moves[-1].text == "+d2E"
    assert scene.state.stack_at("d2") == (0, "E") and scene.side == 1


def test_with_room_for_more_tab_still_reaches_the_board(app) -> None:
    # three regions held: two pieces to place, so the board is still the place to go
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"c1": "L", "a2": "E", "f1": "A", "d7": "l"},
                                     res="E2/e2"))
    app.push(scene)
    app.step(DT)
    assert scene.builder.reinforce_limit() == 2
    reinforce_by_keys(app, scene, "E")
    press(app, Act.NEXT)
    press(app, Act.RIGHT)
    press(app, Act.CONFIRM)               # first piece, on d1
    assert len(scene.builder.placed) == 1 and scene.controls.zone == "board"
    press(app, Act.NEXT)
    assert scene.controls.zone == "panel"
    press(app, Act.NEXT)
    assert scene.controls.zone == "board"


def test_taking_back_the_last_placement_by_key_lets_tab_reach_the_board_again(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"d1": "L", "d7": "l"}, res="FE/fe"))
    app.push(scene)
    app.step(DT)
    reinforce_by_keys(app, scene, "E")
    press(app, Act.NEXT)
    press(app, Act.UP)
    press(app, Act.CONFIRM)
    assert focused(scene) == "place" and "Take back" in labels(scene)
    assert "Undo" not in labels(scene)    # U names one thing: the piece placed
    press(app, Act.UNDO)                  # U: the piece comes back off the board
    assert scene.builder.placed == [] and scene.mode == "reinforce"
    assert not scene.moves and "Take back" not in labels(scene)
    press(app, Act.NEXT)
    assert scene.controls.zone == "board"
