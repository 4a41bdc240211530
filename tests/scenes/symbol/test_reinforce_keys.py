"""Reinforcing by keyboard alone: the hint bar names the keys that work where
the focus is, the cursor waits on a lit cell so each piece is one Enter, the
arrows keep to their row of buttons, and a reinforcement is played only whole
or when the player confirms fewer pieces."""

from __future__ import annotations

import pytest

from game.symbol.board import INDEX
from game.symbol.pieces import LETTERS
from game.symbol.positions import position
from scenes.core.base import Act, InputAction
from scenes.games import GameSetup
from scenes.symbol.play import SymbolPlayScene
from scenes.ui.dialogs import ConfirmDialog
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


def focus_on(app, scene: SymbolPlayScene, key: str) -> None:
    """Walk the panel's focus to the button ``key`` with the arrows."""
    for act in (Act.LEFT, Act.RIGHT, Act.UP, Act.DOWN):
        for _i in range(len(scene.chips)):
            if focused(scene) == key:
                return
            before = focused(scene)
            press(app, act)
            if focused(scene) == before:
                break
    assert focused(scene) == key, f"the arrows never reach {key}"


def reinforce_by_keys(app, scene: SymbolPlayScene, kind: str) -> None:
    """Tab into the panel, press Reinforce, Tab back to the pieces and choose ``kind``:
    the cursor is back on the board, on a cell that kind can go to."""
    press(app, Act.NEXT)
    assert scene.controls.zone == "panel" and focused(scene) == "reinforce"
    press(app, Act.CONFIRM)
    assert scene.mode == "reinforce" and scene.controls.zone == "board"
    press(app, Act.NEXT)
    focus_on(app, scene, f"type:{kind}")
    press(app, Act.CONFIRM)
    assert scene.builder.kind == INDEX_TYPE[kind]
    assert scene.controls.zone == "board"
    assert (scene.cursor, INDEX_TYPE[kind]) in scene.builder.place_options()


INDEX_TYPE = {k: t for t, k in enumerate(LETTERS)}


def test_after_choosing_a_piece_kind_the_cursor_waits_on_a_lit_cell(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"d1": "L", "d7": "l"}, res="FE/fe"))
    app.push(scene)
    app.step(DT)
    press(app, Act.NEXT)
    press(app, Act.CONFIRM)               # Reinforce: the cursor is on the board
    assert "Cursor" in labels(scene) and "Place piece" in labels(scene)
    press(app, Act.NEXT)                  # among the piece buttons now
    assert {"Choose", "Press the button", "Board", "Cancel"} <= set(labels(scene))
    before = scene.cursor
    press(app, Act.RIGHT)                 # the arrows move among the buttons, as the bar says
    assert scene.cursor == before
    focus_on(app, scene, "type:E")
    press(app, Act.CONFIRM)               # Earth chosen: back on the board, on a lit cell
    assert scene.controls.zone == "board" and "Cursor" in labels(scene)
    press(app, Act.CONFIRM)
    assert scene.builder.placed == [(scene.cursor, INDEX_TYPE["E"])]


def test_left_from_the_first_piece_button_stays_in_its_row(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"d1": "L", "d7": "l"}, res="FE/fe"))
    app.push(scene)
    app.step(DT)
    press(app, Act.NEXT)
    press(app, Act.CONFIRM)
    press(app, Act.NEXT)
    first = min((c for c in scene.chips if c.key.startswith("type:")),
                key=lambda c: c.rect.left)
    focus_on(app, scene, first.key)
    press(app, Act.LEFT, 3)               # the row's end: no jump to the bottom row
    assert focused(scene) == first.key
    press(app, Act.DOWN)                  # Down goes to the row below, Up comes back
    below = scene.chips[scene.controls.focus]
    assert below.rect.top > first.rect.top
    press(app, Act.UP)
    assert scene.chips[scene.controls.focus].rect.top == first.rect.top


def test_two_pieces_take_five_presses_and_the_kind_running_out_commits_nothing(app) -> None:
    # three regions held: two pieces to place, one Earth and one Fire in reserve
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"c1": "L", "a2": "E", "f1": "A", "d7": "l"},
                                     res="FE/fe"))
    app.push(scene)
    app.step(DT)
    assert scene.builder.reinforce_limit() == 2
    press(app, Act.NEXT)                  # 1: Tab to the buttons, on Reinforce
    press(app, Act.CONFIRM)               # 2: Reinforce; the cursor waits on a lit cell
    kind = scene.builder.kind
    press(app, Act.CONFIRM)               # 3: the first piece; its kind has run out
    assert len(scene.builder.placed) == 1 and scene.builder.kind != kind
    assert not scene.moves and scene.controls.zone == "board"
    press(app, Act.NEXT)                  # Tab, Enter once committed 1 of 2: now Tab
    assert focused(scene) == f"type:{LETTERS[scene.builder.kind]}"   # rests on the kind
    press(app, Act.CONFIRM)               # left, and Enter picks it: back on the board
    assert not scene.moves and scene.controls.zone == "board"
    press(app, Act.CONFIRM)               # 4: the second piece; focus on Place
    assert len(scene.builder.placed) == 2 and focused(scene) == "place"
    press(app, Act.CONFIRM)               # 5: played
    assert scene.moves[-1].text.startswith("+") and "," in scene.moves[-1].text


def test_place_with_pieces_still_to_place_asks_first(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"c1": "L", "a2": "E", "f1": "A", "d7": "l"},
                                     res="E2/e2"))
    app.push(scene)
    app.step(DT)
    press(app, Act.NEXT)
    press(app, Act.CONFIRM)
    press(app, Act.CONFIRM)               # one piece of two
    press(app, Act.NEXT)
    focus_on(app, scene, "place")
    press(app, Act.CONFIRM)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and "only 1 piece" in dialog.question
    press(app, Act.CONFIRM)               # the focus starts on "Keep placing"
    assert app.top is scene and not scene.moves and len(scene.builder.placed) == 1
    press(app, Act.CONFIRM)               # Place again, and this time yes
    press(app, Act.UP)
    press(app, Act.CONFIRM)
    assert app.top is scene and len(scene.moves) == 1
    assert scene.moves[-1].text.count(",") == 0


def test_after_the_last_placement_tab_stays_on_place_and_enter_confirms(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"d1": "L", "d7": "l"}, res="FE/fe"))
    app.push(scene)
    app.step(DT)
    assert scene.builder.reinforce_limit() == 1
    reinforce_by_keys(app, scene, "E")
    scene.controls.cursor = INDEX["d2"]
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
    press(app, Act.CONFIRM)               # first piece
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
    press(app, Act.CONFIRM)
    assert focused(scene) == "place" and "Take back" in labels(scene)
    assert "Undo" not in labels(scene)    # U names one thing: the piece placed
    press(app, Act.UNDO)                  # U: the piece comes back off the board
    assert scene.builder.placed == [] and scene.mode == "reinforce"
    assert not scene.moves and "Take back" not in labels(scene)
    press(app, Act.NEXT)
    assert scene.controls.zone == "board"


def test_a_refused_placement_is_forgotten_once_a_placement_is_made(app) -> None:
    """Earth cannot go on the water: the panel says so; the next good placement (or a
    new kind) takes that word away rather than leaving it under the new choice."""
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"d2": "L", "d7": "l"}, res="E2/e"))
    app.push(scene)
    app.step(DT)
    reinforce_by_keys(app, scene, "E")
    b = scene.builder
    b.choose(INDEX["d3"])                         # water, beside the leader
    assert b.refused and "cannot be placed on d3" in b.message
    b.choose(INDEX["c2"])                         # land: placed
    assert b.placed == [(INDEX["c2"], INDEX_TYPE["E"])]
    assert not b.refused and "cannot be placed" not in b.message


def test_among_the_buttons_the_bar_names_the_way_back_to_the_board_once(app) -> None:
    """Tab and Esc both lead back to the board from the buttons: one entry says so."""
    scene = SymbolPlayScene(GameSetup("symbol"), position({"d1": "L", "d7": "l"}, res="FE/fe"))
    app.push(scene)
    app.step(DT)
    press(app, Act.NEXT)                  # to the buttons
    assert scene.controls.zone == "panel"
    assert labels(scene).count("Board") == 1
    press(app, Act.CANCEL)
    assert scene.controls.zone == "board"


def test_right_runs_on_into_the_wrapped_row_of_piece_buttons_but_not_below(app) -> None:
    """Five kinds in reserve wrap the piece buttons onto two rows: Right from the
    first reaches every one of them, in reading order, and stops before the
    session's buttons; Left walks back the same way."""
    from scenes.symbol.controls import SESSION_ROW_Y
    scene = SymbolPlayScene(GameSetup("symbol"), position(
        {"c1": "L", "a2": "E", "f1": "A", "d7": "l"}, res="D2F2A2W2E2/d2f2a2w2e2"))
    app.push(scene)
    app.step(DT)
    press(app, Act.NEXT)
    press(app, Act.CONFIRM)
    press(app, Act.NEXT)
    context = [c for c in scene.controls.chips_in_context() if c.enabled]
    assert len({c.rect.top for c in context}) == 2          # the row wraps
    reading = sorted(context, key=lambda c: (c.rect.top, c.rect.left))
    focus_on(app, scene, reading[0].key)
    walked = [focused(scene)]
    for _ in range(len(scene.chips)):
        press(app, Act.RIGHT)
        if focused(scene) == walked[-1]:
            break
        walked.append(focused(scene))
    assert walked == [c.key for c in reading]
    assert scene.chips[scene.controls.focus].rect.top < SESSION_ROW_Y
    press(app, Act.LEFT, len(reading) - 1)
    assert focused(scene) == reading[0].key
