"""Essentia games survive a closed window: played through the app, closed,
reopened on the same folder and continued from the pre-game screen."""

from __future__ import annotations

import pygame

from game.essentia import EssentiaState
from game.essentia.layout import INDEX
from game.essentia.notation import action_declared, action_to
from game.essentia.rules import dealt_game
from scenes.core.replay import replay
from scenes.core.saves import SavedGame, read_save, write_save
from scenes.essentia import start_game
from scenes.essentia.dialogs import PowerChooser, ResultScene
from scenes.essentia.play import PlayScene
from scenes.essentia.setup import SetupScene
from scenes.games import GameSetup
from scenes.menus.pregame import PregameScene
from tests.support import DT, click, key, make_app, step_until
from tests.support.essentia import NEAR_END, continue_saved, press_button, run


def at(scene, cell: str) -> tuple[int, int]:
    return scene.board.center(INDEX[cell])


def wait_until(app, done, limit: float = 60.0) -> None:
    app.step(DT)
    step_until(app, done, limit)


def test_hot_seat_game_continues_with_its_move_list_and_its_end_removes_the_save(
        tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    click(app, at(scene, "c4"))
    click(app, at(scene, "c5"))
    assert isinstance(app.top, PowerChooser)
    click(app, app.top.list.rects()[1].center)          # Plateau
    run(app, 2.4)                                       # the slide, then the power shown
    click(app, at(scene, "h9"))
    click(app, at(scene, "h8"))                         # window closes mid-animation
    position = scene.state.to_text()
    app.close()

    app, resumed = continue_saved(tmp_path)
    assert isinstance(resumed, PlayScene)
    assert resumed.state.to_text() == position
    assert resumed.state.power_at("c5") == "plateau"
    assert resumed.notation == ["c4c5=T", "h9h8"] and resumed.first == 0
    assert resumed.state.to_move() == 0 and resumed.human_turn()
    assert resumed.setup == GameSetup("essentia")
    assert resumed.last_move() == (INDEX["h9"], INDEX["h8"])   # still highlighted
    assert resumed.buttons.buttons[0].enabled           # undo reaches before the resume
    key(app, pygame.K_u)
    assert resumed.notation == ["c4c5=T"] and resumed.state.to_move() == 1
    assert resumed.last_move() == (INDEX["c4"], INDEX["c5"])
    assert read_save(app, "essentia")[0].extra["moves"] == ["c4c5=T"]
    click(app, at(resumed, "h9"))
    click(app, at(resumed, "h8"))
    run(app, 1.0)
    assert resumed.state.to_text() == position and resumed.notation == ["c4c5=T", "h9h8"]
    click(app, at(resumed, "c5"))
    click(app, at(resumed, "c9"))                       # slide onto the spring golem
    run(app, 3.0)
    assert isinstance(app.top, ResultScene) and app.top.outcome.winner == 0
    assert resumed.notation == ["c4c5=T", "h9h8", "c5c9"]
    assert resumed.tallies()[0].captured == 1
    assert read_save(app, "essentia") == (None, None)
    app.close()
    assert read_save(make_app(tmp_path), "essentia") == (None, None)


def test_undo_after_a_resume_takes_back_only_the_new_move(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    click(app, at(scene, "c4"))
    click(app, at(scene, "c3"))
    app.close()
    app, resumed = continue_saved(tmp_path)
    click(app, at(resumed, "h9"))
    click(app, at(resumed, "h8"))
    run(app, 1.0)
    key(app, pygame.K_u)
    assert resumed.notation == ["c4c3"] and resumed.state.to_move() == 1
    assert resumed.last_move() == (INDEX["c4"], INDEX["c3"])
    assert read_save(app, "essentia")[0].extra["moves"] == ["c4c3"]
    app.close()


def loses_at_once(state: EssentiaState, action: int) -> bool:
    """After ``action`` the opponent has a winning reply."""
    after = state.copy()
    after.play(action)
    for reply in after.legal_actions():
        after.play(reply)
        won = after.outcome() is not None
        after.undo()
        if won:
            return True
    return False


def click_a_plain_move(app, scene: PlayScene) -> None:
    """Click a move without a circle that leaves the computer no winning reply."""
    action = next(a for a in scene.state.legal_actions() if action_declared(a) is None
                  and not loses_at_once(scene.state, a))
    click(app, scene.board.center(action & 127))
    click(app, scene.board.center(action_to(action)))


def test_against_the_computer_the_sides_survive_and_the_computer_replies(tmp_path) -> None:
    setup = GameSetup("essentia", vs_computer=True, human_side=1, difficulty="easy", seed=4)
    app = make_app(tmp_path)
    scene = PlayScene(setup, dealt_game(1))             # Dawn, the computer, moves first
    app.push(scene)
    wait_until(app, lambda: scene.human_turn() and not scene.busy)
    assert len(scene.notation) == 1
    click_a_plain_move(app, scene)
    saved, _ = read_save(app, "essentia")               # written as soon as the move is made
    assert saved is not None and saved.setup == setup
    assert replay(saved, EssentiaState.from_text)[0].to_text() == scene.state.to_text()
    history = list(scene.notation)
    app.close()

    app, resumed = continue_saved(tmp_path)
    assert isinstance(resumed, PlayScene) and resumed.setup == setup
    assert resumed.board.flipped                         # still seen from Twilight's side
    assert resumed.notation == history and resumed.state.to_move() == 0
    wait_until(app, lambda: resumed.human_turn() and not resumed.busy)
    assert len(resumed.notation) == 3 and resumed.notation[:2] == history
    assert read_save(app, "essentia")[0].extra["moves"] == resumed.notation
    app.close()


def place_a_tile(app, scene: SetupScene) -> None:
    """Skip the animation playing, then click the first cell the tile may go to."""
    while scene.busy:
        key(app, pygame.K_RETURN)
    click(app, at(scene, scene.state.placement_cells()[0]))


def test_a_strategic_setup_continues_on_the_setup_screen_then_plays(tmp_path) -> None:
    setup = GameSetup("essentia", options={"circles": "on", "tiles": "strategic"}, seed=3)
    app = make_app(tmp_path)
    scene = start_game(setup)
    app.push(scene)
    for _ in range(3):
        place_a_tile(app, scene)
    assert scene.state.tiles_left() == 25
    position = scene.state.to_text()
    app.close()

    app, resumed = continue_saved(tmp_path)
    assert isinstance(resumed, SetupScene) and resumed.setup == setup
    assert resumed.state.to_text() == position and resumed.mode == "strategic"
    assert resumed.state.to_move() == 1 and not resumed.can_undo()
    while resumed.placing:
        place_a_tile(app, resumed)
    wait_until(app, lambda: isinstance(app.top, PlayScene))
    play = app.top
    saved, _ = read_save(app, "essentia")
    assert saved is not None and saved.position == play.state.to_text()
    app.close()
    app, again = continue_saved(tmp_path)
    assert isinstance(again, PlayScene) and again.state.to_text() == play.state.to_text()
    assert again.notation == [] and again.first == play.state.to_move()
    app.close()


def test_a_hidden_placement_keeps_its_face_down_tiles(tmp_path) -> None:
    setup = GameSetup("essentia", vs_computer=True, human_side=0, difficulty="easy",
                      options={"tiles": "random"}, seed=8)
    app = make_app(tmp_path)
    scene = start_game(setup)
    app.push(scene)
    click(app, at(scene, "d4"))
    position = scene.state.to_text()
    assert "?" in position.split()[2]
    app.close()
    app, resumed = continue_saved(tmp_path)
    assert isinstance(resumed, SetupScene) and resumed.state.to_text() == position
    wait_until(app, lambda: resumed.human_turn() and not resumed.busy)   # the computer places
    assert resumed.state.tiles_left() == 26
    app.close()


def test_the_demo_saves_nothing_and_leaves_a_players_save_alone(tmp_path) -> None:
    app = make_app(tmp_path)
    mine = SavedGame(GameSetup("essentia"), NEAR_END, {"notation": [], "first": 0})
    assert write_save(app, mine)
    demo = GameSetup("essentia", vs_computer=True, human_side=None, difficulty="easy", seed=1)
    scene = PlayScene(demo, EssentiaState.from_text(NEAR_END))
    app.push(scene)
    wait_until(app, lambda: scene.over)
    app.close()
    assert read_save(make_app(tmp_path), "essentia") == (mine, None)


def test_a_save_that_does_not_fit_is_dropped_with_a_notice(tmp_path) -> None:
    app = make_app(tmp_path)
    won = NEAR_END.replace("2g4g", "2G4g").replace("2G5/8/8/2G5", "8/8/8/2G5")
    bad = [SavedGame(GameSetup("essentia"), "not a position", {}),
           SavedGame(GameSetup("essentia"), NEAR_END, {"notation": "c4c3"}),
           SavedGame(GameSetup("essentia"), won, {})]
    for saved in bad:
        assert write_save(app, saved)
        app.push(PregameScene("essentia"))
        app.step(DT)
        key(app, pygame.K_RETURN)
        pre = app.top
        assert isinstance(pre, PregameScene) and pre.notice
        assert pre.list.focused.label == "Start game"
        assert read_save(app, "essentia") == (None, None)
        app.pop()
    app.close()


def test_resigning_or_a_truce_ends_the_save_and_a_finished_game_is_final(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    click(app, at(scene, "c4"))
    click(app, at(scene, "c3"))
    run(app, 1.0)
    assert read_save(app, "essentia")[0] is not None
    press_button(app, scene, "resign")
    click(app, app.top.list.rects()[0].center)          # yes, resign
    assert scene.over
    assert scene.state.outcome().reason == "resign" and scene.state.outcome().winner == 0
    run(app, 1.0)                                       # the end card is up: the save goes
    assert read_save(app, "essentia") == (None, None)
    app.pop()                                           # look at the board
    assert not scene.buttons.buttons[0].enabled         # no Undo after the end
    key(app, pygame.K_u)                                # the resignation stands
    assert scene.over and read_save(app, "essentia") == (None, None)
    assert "over" in scene.toast.message
    app.close()                                         # closing a finished game saves nothing
    assert read_save(make_app(tmp_path), "essentia") == (None, None)

    app = make_app(tmp_path)
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    click(app, at(scene, "c4"))
    click(app, at(scene, "c3"))
    run(app, 1.0)
    press_button(app, scene, "truce")
    click(app, app.top.list.rects()[0].center)          # Dawn accepts Twilight's offer
    assert scene.over
    run(app, 1.0)
    assert read_save(app, "essentia") == (None, None)
    app.pop()
    key(app, pygame.K_u)
    assert scene.state.outcome().reason == "agreement" and scene.notation == ["c4c3"]
    app.close()
    assert read_save(make_app(tmp_path), "essentia") == (None, None)


def test_quitting_to_the_menu_keeps_the_game_for_later(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    click(app, at(scene, "c4"))
    click(app, at(scene, "c3"))
    key(app, pygame.K_p)
    pause = app.top
    click(app, pause.list.rects()[-1].center)           # Quit to menu
    click(app, app.top.list.rects()[0].center)          # yes
    assert type(app.top).__name__ == "TitleScene"
    app.push(PregameScene("essentia"))
    app.step(DT)
    assert app.top.list.focused.label == "Continue the saved game"
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, PlayScene) and app.top.notation == ["c4c3"]
    app.close()
