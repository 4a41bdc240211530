"""Symbol survives a closed window: the game comes back where it was left.

Each test plays through the app with posted input, closes it as a closed
window would (``app.close()``), opens a new app on the same folder and
continues from the pre-game screen's first row.
"""

from __future__ import annotations

import pygame
import pytest

from game.common import Outcome
from game.symbol import SymbolState
from game.symbol.positions import position
from scenes.core.base import Act, InputAction
from scenes.core.replay import replay
from scenes.core.saves import SavedGame, read_save, write_save
from scenes.games import GameSetup
from scenes.menus.pregame import PregameScene
from scenes.symbol import resume_game, start_game
from scenes.symbol.army import SymbolArmyScene
from scenes.symbol.end import SymbolEndScene
from scenes.symbol.play import SymbolPlayScene
from tests.support import DT, click, key, make_app, step_until
from tests.support.symbol import FirstMove, at, press_chip, settle


@pytest.fixture
def quick_computer(monkeypatch):
    monkeypatch.setattr(SymbolPlayScene, "make_computer", lambda self: FirstMove())


def wait_for_computer(app, scene: SymbolPlayScene, side: int) -> None:
    step_until(app, lambda: scene.side != side or scene.over, 30)
    settle(app)


def act(app, a: Act, times: int = 1) -> None:
    for _ in range(times):
        app.dispatch(InputAction(a))
        app.step(DT)


def reopen(app, tmp_path):
    """Close the window and start the program again on the same folder."""
    app.close()
    return make_app(tmp_path)


def continue_saved(app):
    """From the title: Symbol's pre-game screen, one confirm on its first row."""
    app.push(PregameScene("symbol"))
    app.step(DT)
    assert app.top.list.focused.label == "Continue the saved game"
    key(app, pygame.K_RETURN)
    return app.top


def reinforce(app, scene: SymbolPlayScene, kind: str, cell: str) -> None:
    press_chip(app, scene, "reinforce")
    press_chip(app, scene, f"type:{kind}")
    click(app, at(scene, cell))
    press_chip(app, scene, "place")
    settle(app)


def test_hot_seat_with_armies_chosen_resumes_the_board_move_list_and_undo(tmp_path) -> None:
    app = make_app(tmp_path)
    setup = GameSetup("symbol", options={"army": "custom", "forces": "basic",
                                         "tiebreak": True})
    app.push(start_game(setup))
    app.step(DT)
    army = app.top
    assert isinstance(army, SymbolArmyScene)
    act(app, Act.CONFIRM, 2)                       # both take the preset army
    scene = app.top
    assert isinstance(scene, SymbolPlayScene)
    click(app, at(scene, "d2"))
    settle(app)
    click(app, at(scene, "d6"))
    settle(app)
    reinforce(app, scene, "F", "d3")
    position_before = scene.state.to_text()
    moves = [m.text for m in scene.moves]
    assert moves == ["L@d2", "l@d6", "+d3F"]
    saved = read_save(app, "symbol")[0]                # saved as it went
    assert saved is not None and saved.extra["moves"] == moves
    assert replay(saved, SymbolState.from_text)[0].to_text() == position_before

    app = reopen(app, tmp_path)
    back = continue_saved(app)
    assert isinstance(back, SymbolPlayScene)
    assert back.state.to_text() == position_before and back.side == 1
    assert "tiebreak" in back.state.flags and back.setup == setup
    assert [m.text for m in back.moves] == moves
    assert back.last_story == "Player 1 reinforced: Fire on d3."   # what just happened
    assert not back.setup.vs_computer and not back.view.flipped
    press_chip(app, back, "undo")                   # undo reaches before the resume
    assert back.state.stack_at("d3") is None and back.side == 0
    reinforce(app, back, "A", "d3")
    assert back.state.stack_at("d3") == (0, "A")
    app.close()


def test_a_save_made_while_choosing_armies_reopens_the_army_screen_with_every_variant(
        tmp_path) -> None:
    app = make_app(tmp_path)
    setup = GameSetup("symbol", options={"army": "openpool", "forces": "desertion",
                                         "tiebreak": True})
    app.push(start_game(setup))
    app.step(DT)
    act(app, Act.CONFIRM)                           # player 1 takes the even army
    army = app.top
    assert isinstance(army, SymbolArmyScene) and army.player == 1
    first = army.state.reserve(0)

    app = reopen(app, tmp_path)
    back = continue_saved(app)
    assert isinstance(back, SymbolArmyScene) and back.player == 1 and back.size == 8
    assert back.state.flags == {"unlimited", "desertion", "tiebreak", "openpool"}
    assert back.state.reserve(0) == first
    act(app, Act.CONFIRM)
    scene = app.top
    assert isinstance(scene, SymbolPlayScene) and scene.state.flags == back.state.flags
    click(app, at(scene, "d1"))
    settle(app)

    app = reopen(app, tmp_path)                    # the armies survive the next save too
    again = continue_saved(app)
    assert isinstance(again, SymbolPlayScene) and again.side == 1
    assert again.state.reserve(0) == {k: n for k, n in first.items() if k != "L"}
    assert again.state.flags == {"unlimited", "desertion", "tiebreak", "openpool"}
    assert [m.text for m in again.moves] == ["L@d1"]
    app.close()


def test_against_the_computer_it_replies_after_the_resume(tmp_path, quick_computer) -> None:
    app = make_app(tmp_path)
    setup = GameSetup("symbol", vs_computer=True, human_side=1, difficulty="hard")
    app.push(start_game(setup))
    scene = app.top
    wait_for_computer(app, scene, 0)                # the computer places its leader
    click(app, at(scene, "d6"))
    assert scene.side == 0                          # closed while the computer thinks
    moves = [m.text for m in scene.moves]

    app = reopen(app, tmp_path)
    back = continue_saved(app)
    assert isinstance(back, SymbolPlayScene)
    assert back.setup == setup and back.view.flipped and back.who(1) == "You"
    assert [m.text for m in back.moves] == moves
    wait_for_computer(app, back, 0)
    assert back.side == 1 and len(back.moves) == len(moves) + 1
    assert back.moves[-1].player == 0
    press_chip(app, back, "undo")                   # your move and its reply go back
    assert [m.text for m in back.moves] == moves[:1]
    app.close()


def test_quitting_to_the_menu_keeps_the_game(tmp_path) -> None:
    app = make_app(tmp_path)
    app.push(start_game(GameSetup("symbol")))
    scene = app.top
    click(app, at(scene, "c1"))
    settle(app)
    act(app, Act.MENU)
    app.top.list.focus_on("Quit to menu")
    act(app, Act.CONFIRM)
    act(app, Act.UP)                                # the question defaults to staying
    act(app, Act.CONFIRM)
    assert type(app.top).__name__ == "TitleScene"
    back = continue_saved(app)
    assert isinstance(back, SymbolPlayScene) and back.state.stack_at("c1") == (0, "L")
    app.close()


def test_winning_removes_the_save(tmp_path) -> None:
    app = make_app(tmp_path)
    st = position({"d1": "L", "e6": "E", "d7": "l", "a5": "w"}, side=2, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    click(app, at(scene, "a5"))
    click(app, at(scene, "b5"))
    settle(app)
    assert read_save(app, "symbol")[0] is not None
    click(app, at(scene, "e6"))
    click(app, at(scene, "d7"))                     # the leader is captured
    settle(app)
    assert isinstance(app.top, SymbolEndScene)
    assert read_save(app, "symbol") == (None, None)
    app.close()                                     # closing the end card saves nothing
    assert read_save(make_app(tmp_path), "symbol") == (None, None)


def test_resigning_removes_the_save(tmp_path, quick_computer) -> None:
    app = make_app(tmp_path)
    app.push(start_game(GameSetup("symbol", vs_computer=True, human_side=0)))
    scene = app.top
    click(app, at(scene, "d1"))
    wait_for_computer(app, scene, 1)
    assert read_save(app, "symbol")[0] is not None
    act(app, Act.MENU)
    app.top.list.focus_on("Resign")
    act(app, Act.CONFIRM)
    act(app, Act.UP)
    act(app, Act.CONFIRM)
    settle(app)
    assert isinstance(app.top, SymbolEndScene)
    assert read_save(app, "symbol") == (None, None)
    app.close()


def test_the_demo_writes_no_save_and_keeps_a_players_save(tmp_path, quick_computer) -> None:
    app = make_app(tmp_path)
    mine = SavedGame(GameSetup("symbol"), SymbolState().to_text(),
                     {"start": SymbolState().to_text(), "actions": []})
    demo = GameSetup("symbol", vs_computer=True, human_side=None)
    app.push(start_game(demo))
    scene = app.top
    wait_for_computer(app, scene, 0)
    wait_for_computer(app, scene, 1)
    assert len(scene.moves) >= 2
    app.close()
    app = make_app(tmp_path)
    assert read_save(app, "symbol") == (None, None)
    assert write_save(app, mine)
    # a demo game that ends must not wipe the person's save
    again = start_game(demo)
    app.push(again)
    again.state.resign(0)
    again.result_shown = True
    again.save()
    assert read_save(app, "symbol")[0] == mine
    app.close()


def test_a_save_whose_options_do_not_fit_its_position_is_dropped(tmp_path) -> None:
    app = make_app(tmp_path)
    plain = SymbolState().to_text()
    write_save(app, SavedGame(GameSetup("symbol", options={"tiebreak": True}), plain,
                              {"start": plain, "actions": []}))
    app.push(PregameScene("symbol"))
    app.step(DT)
    key(app, pygame.K_RETURN)
    pre = app.top
    assert isinstance(pre, PregameScene) and pre.notice
    assert read_save(app, "symbol") == (None, None)
    with pytest.raises(ValueError):
        resume_game(SavedGame(GameSetup("symbol"), "not a position", {}))
    app.close()


def test_a_save_whose_moves_do_not_replay_is_refused(tmp_path) -> None:
    start = SymbolState().to_text()
    for moves in (["L@d1", "l@d1"], ["L@d1", "nonsense"], ["L@d1", "l@d7", "resign", "a1-a2"]):
        with pytest.raises(ValueError):
            resume_game(SavedGame(GameSetup("symbol"), start, {"moves": moves}))
    app = make_app(tmp_path)
    write_save(app, SavedGame(GameSetup("symbol"), start, {"moves": ["L@d1", "l@d1"]}))
    app.push(PregameScene("symbol"))
    app.step(DT)
    key(app, pygame.K_RETURN)                        # Continue the saved game
    pre = app.top
    assert isinstance(pre, PregameScene) and pre.notice   # dropped with a notice
    assert read_save(app, "symbol") == (None, None)
    app.close()


def test_a_save_from_before_the_move_list_resumes_at_its_position() -> None:
    """A save that kept its actions under other names still opens where it was left,
    with nothing before it to take back."""
    st = SymbolState()
    st.play(st.parse_action("L@d1"))
    st.play(st.parse_action("l@d7"))
    saved = SavedGame(GameSetup("symbol"), st.to_text(),
                      {"start": SymbolState().to_text(), "actions": [[0, "L@d1"], [1, "l@d7"]]})
    scene = resume_game(saved)
    assert isinstance(scene, SymbolPlayScene)
    assert scene.state.to_text() == st.to_text()
    assert scene.moves == [] and not scene.can_undo()


def test_repetitions_before_the_close_still_count_after_it(tmp_path) -> None:
    app = make_app(tmp_path)
    st = position({"d1": "L", "b2": "A", "d7": "l", "f6": "a"}, side=1, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    steps = [("b2", "b3"), ("f6", "f5"), ("b3", "b2"), ("f5", "f6")] * 2
    for frm, to in steps[:-1]:
        click(app, at(scene, frm))
        click(app, at(scene, to))
        settle(app)
    assert not scene.over

    app = reopen(app, tmp_path)
    back = continue_saved(app)
    assert isinstance(back, SymbolPlayScene) and len(back.moves) == 7
    click(app, at(back, "f5"))
    click(app, at(back, "f6"))                      # the third time this position stands
    settle(app)
    end = app.top
    assert isinstance(end, SymbolEndScene) and end.title == "A draw"
    assert read_save(app, "symbol") == (None, None)
    app.close()


def test_a_game_closed_before_its_end_card_comes_back_to_it(tmp_path) -> None:
    app = make_app(tmp_path)
    st = position({"d1": "L", "d4": "D", "e5": "d", "f6": "d", "g7": "l"}, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    app.step(DT)
    scene.play(st.parse_action("!d4"))    # the chain takes player 2's leader
    assert scene.over and not scene.result_shown
    app = reopen(app, tmp_path)           # closed while the blast still plays
    back = continue_saved(app)
    assert isinstance(back, SymbolPlayScene) and back.over
    settle(app)
    end = app.top
    assert isinstance(end, SymbolEndScene) and end.title == "Player 1 wins!"
    assert "destroyed" in end.reason
    assert read_save(app, "symbol") == (None, None)   # gone once the card is up
    app.close()


def test_a_resignation_closed_before_its_end_card_comes_back_to_it(tmp_path,
                                                                   quick_computer) -> None:
    app = make_app(tmp_path)
    st = position({"d1": "L", "c2": "E", "d7": "l"}, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0), st)
    app.push(scene)
    app.step(DT)
    scene.resign(0)
    app = reopen(app, tmp_path)
    back = continue_saved(app)
    assert isinstance(back, SymbolPlayScene) and back.state.outcome() == Outcome(1, "resign")
    settle(app)
    end = app.top
    assert isinstance(end, SymbolEndScene) and end.title == "The computer wins"
    app.close()
