"""How an Essentia game ends by choice on screen: a truce offered to the
computer is confirmed first and answered by the computer's player; a
resignation is the engine's; a finished game is final; undo against the
computer reaches back past a resume."""

from __future__ import annotations

import pygame

from game.essentia import EssentiaState
from scenes.core import theme
from scenes.core.base import Act
from scenes.core.saves import SavedGame, read_save, write_save
from scenes.essentia import resume_game
from scenes.essentia.dialogs import ResultScene
from scenes.essentia.play import PlayScene
from scenes.games import GameSetup
from scenes.menus.pregame import PregameScene
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.hints import HintBar
from scenes.ui.widgets import text
from tests.support import DT, click, key, make_app
from tests.support.essentia import (
    NEAR_END,
    Scripted,
    at,
    continue_saved,
    press_button,
    run,
    wait_for_computer,
)

VS = GameSetup("essentia", vs_computer=True, human_side=0, difficulty="easy")


class Judge(Scripted):
    """Replies with prepared moves and answers truce offers as told."""

    def __init__(self, moves: list[str], answer: bool) -> None:
        super().__init__(moves)
        self.answer = answer
        self.asked: list[tuple[str, int]] = []

    def accepts_draw(self, state, me=None) -> bool:
        self.asked.append((state.to_text(), me))
        return self.answer


def test_a_truce_offered_to_the_computer_is_confirmed_then_answered_by_its_player(
        tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(VS, EssentiaState.from_text(NEAR_END))
    judge = Judge(["h9h8"], answer=False)
    scene.computer = judge
    app.push(scene)
    press_button(app, scene, "truce")
    assert isinstance(app.top, ConfirmDialog) and "truce" in app.top.question
    assert not scene.over and judge.asked == []          # one click ends nothing
    key(app, pygame.K_ESCAPE)                            # changed my mind
    assert app.top is scene and judge.asked == []
    press_button(app, scene, "truce")
    click(app, app.top.list.rects()[0].center)           # offer it
    # the old screen accepted on golem counts (2 against 2); the player decides now,
    # off the frame like a move
    run(app, 1.0)
    assert judge.asked == [(NEAR_END, 1)] and not scene.over
    assert scene.toast.message == "The computer declines the truce"
    judge.answer = True
    press_button(app, scene, "truce")
    click(app, app.top.list.rects()[0].center)
    run(app, 0.5)
    assert scene.state.outcome().reason == "agreement" and scene.state.outcome().winner is None
    run(app, 1.0)
    assert isinstance(app.top, ResultScene) and "truce" in app.top.headline.lower()
    app.close()


def test_resigning_against_the_computer_is_the_engines_resignation(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(VS, EssentiaState.from_text(NEAR_END))
    scene.computer = Scripted(["h9h8"])
    app.push(scene)
    press_button(app, scene, "resign")
    assert isinstance(app.top, ConfirmDialog) and not scene.over
    click(app, app.top.list.rects()[0].center)
    assert scene.state.outcome().winner == 1 and scene.state.outcome().reason == "resign"
    assert scene.state.history[-1] == "resign" and not scene.can_undo()
    run(app, 1.0)
    assert isinstance(app.top, ResultScene) and "resigned" in app.top.reason_lines()[0]
    assert app.top.headline == "The computer wins"
    app.close()


def test_undo_against_the_computer_reaches_back_past_a_resume(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(VS, EssentiaState.from_text(NEAR_END))
    scene.computer = Scripted(["h9h8"])
    app.push(scene)
    click(app, at(app, "c4"))
    click(app, at(app, "c3"))
    wait_for_computer(app, scene)
    assert scene.notation == ["c4c3", "h9h8"]
    app.close()

    app, resumed = continue_saved(tmp_path)
    assert isinstance(resumed, PlayScene) and resumed.notation == ["c4c3", "h9h8"]
    resumed.computer = Scripted(["h9h8"])
    assert resumed.can_undo()
    key(app, pygame.K_u)                                 # my move and its reply
    assert resumed.notation == [] and resumed.state.to_text() == NEAR_END
    assert resumed.toast.message == "Took back your move and the computer's reply"
    assert resumed.last_move() is None
    app.close()


def test_an_older_save_or_one_whose_moves_do_not_replay_is_refused(tmp_path) -> None:
    app = make_app(tmp_path)
    after = EssentiaState.from_text(NEAR_END)
    after.play(after.parse_action("c4c3"))
    wrong = SavedGame(GameSetup("essentia"), NEAR_END, {"moves": ["c4c3", "c1c2"]})
    older = SavedGame(GameSetup("essentia"), after.to_text(),
                      {"notation": ["c4c3"], "first": 0})
    for saved in (wrong, older):
        assert write_save(app, saved)
        app.push(PregameScene("essentia"))
        app.step(DT)
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, PregameScene) and app.top.notice
        assert read_save(app, "essentia") == (None, None)
        app.pop()
    app.close()


def test_undo_is_offered_after_a_resume_and_not_after_the_end(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    assert Act.UNDO not in {h.act for h in scene.hints.hints}      # nothing to take back
    click(app, at(app, "c4"))
    click(app, at(app, "c3"))
    run(app, 1.0)
    app.close()
    app, resumed = continue_saved(tmp_path)
    app.step(DT)
    assert Act.UNDO in {h.act for h in resumed.hints.hints}
    resumed.resign(1)
    run(app, 1.0)
    app.pop()                                            # back to the final board
    app.step(DT)
    assert Act.UNDO not in {h.act for h in resumed.hints.hints}
    app.close()


def test_messages_sit_clear_of_the_board(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    click(app, at(app, "h9"))                            # a Twilight golem on Dawn's turn
    assert scene.toast.message == "That is a Twilight golem: pick one of yours"
    img = text(scene.toast.message, 21, "ui-semibold", theme.INK)
    rect = img.get_rect().inflate(36, 18)
    rect.midbottom = scene.toast_midbottom()
    assert not rect.colliderect(scene.board.rect.inflate(26, 26))
    assert all(not rect.colliderect(b.rect) for b in scene.buttons.buttons)
    assert rect.bottom <= theme.HEIGHT - HintBar.HEIGHT
    app.close()


def test_a_save_that_cannot_be_written_is_told_and_the_game_goes_on(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    (tmp_path / "saves" / "essentia.json").mkdir(parents=True)     # the file cannot go there
    click(app, at(app, "c4"))
    click(app, at(app, "c3"))
    assert app.banner.startswith("Could not save: ")
    assert scene.notation == ["c4c3"] and scene.state.to_move() == 1
    app.close()


def test_a_game_closed_before_its_end_card_comes_back_to_it(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(VS, EssentiaState.from_text(NEAR_END))
    scene.computer = Scripted(["h9h8"])
    app.push(scene)
    press_button(app, scene, "resign")
    click(app, app.top.list.rects()[0].center)
    assert scene.over and not scene.result_shown
    app.pop()                                            # the window closes at once
    saved, _ = read_save(app, "essentia")
    assert saved is not None
    resumed = resume_game(saved)
    app.push(resumed)
    run(app, 1.0)
    assert isinstance(app.top, ResultScene)
    assert read_save(app, "essentia") == (None, None)    # gone once the card is up
    app.close()


def test_leaving_a_finished_game_does_not_claim_it_is_saved(tmp_path) -> None:
    """After the end, the pause menu's Main menu does not say the game is saved (a
    finished game is not kept): it says nothing is lost."""
    from game.essentia import EssentiaState
    from scenes.essentia.play import PlayScene
    from scenes.games import GameSetup
    from scenes.menus.pause import PauseScene
    from scenes.ui.dialogs import ConfirmDialog
    from tests.support import DT, make_app
    from tests.support.essentia import NEAR_END
    app = make_app(tmp_path)
    state = EssentiaState.from_text(NEAR_END)
    scene = PlayScene(GameSetup("essentia"), state)
    app.push(scene)
    def ends(action) -> bool:
        after = state.copy()
        after.play(action)
        return after.outcome() is not None
    scene.play(next(a for a in state.legal_actions() if ends(a)))
    for _ in range(200):
        app.step(DT)
    assert scene.over
    while app.top is not scene:
        app.pop()
    scene.open_pause()
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause._ask_quit()
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    assert "nothing is lost" in dialog.detail and "saved" not in dialog.detail
