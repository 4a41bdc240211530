"""The Trojan War survives a closed window: saved at decisions, resumed exactly,
hidden picks still hidden, dice not yet seen still shown, and a finished game
leaves no save."""

from __future__ import annotations

from functools import partial

import pygame
import pytest

from game.troy.rules import TroyState
from scenes.core.replay import replay
from scenes.core.saves import read_save, write_save
from scenes.games import GameSetup
from scenes.menus.pregame import PregameScene
from scenes.troy.lines import worded
from scenes.troy.overlays import PassScene, TroyResultScene
from scenes.troy.play import TroyPlayScene
from tests.support import DT, key, make_app
from tests.support.troy import choose, continue_saved, decide, play_scene, run_until

CONTINUE = "Continue the saved game"
SLOW_FRAME = 0.1     # the app's longest frame (MAX_DT)




def test_hot_seat_save_after_the_first_secret_picks_passes_the_controls_again(tmp_path
                                                                            ) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=False, seed=4))
    app.push(scene)
    first = scene.state.first
    decide(app, scene, lambda: scene.state.committed[first])     # first player's picks in
    run_until(app, lambda: isinstance(app.top, PassScene))
    assert app.top.side == 1 - first
    position, story = scene.state.to_text(), list(scene.board.chronicle)
    app.close()                                                  # the window closes
    saved = read_save(app, "troy")[0]
    assert saved is not None and replay(saved, TroyState.from_text)[0].to_text() == position

    app, scene = continue_saved(tmp_path)
    assert not scene.setup.vs_computer and scene.seed == 4
    assert scene.state.to_text() == position and scene.board.chronicle == story
    run_until(app, lambda: isinstance(app.top, PassScene))
    assert app.top.side == 1 - first and scene.state.to_move() == 1 - first
    # behind the pass screen and after it, the first player's picks stay face down
    assert [scene.board.spaces[s][first] for s in range(4)] == ["hidden"] * 4
    key(app, pygame.K_RETURN)
    assert scene.waiting and scene.state.stage == "pick"
    assert [scene.board.spaces[s][first] for s in range(4)] == ["hidden"] * 4
    app.close()


def test_hot_seat_close_while_the_first_picks_are_laid_keeps_them_face_down(tmp_path
                                                                           ) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=False, seed=4))
    app.push(scene)
    first = scene.state.first
    decide(app, scene, lambda: scene.state.committed[first])
    assert not scene.animator.idle                               # the cards are being laid
    app.close()

    app, scene = continue_saved(tmp_path)
    assert not scene.animator.idle                               # laid again, face down
    laid = []
    for _ in range(400):
        if isinstance(app.top, PassScene):
            break
        laid += [scene.board.spaces[s][first] for s in range(4)]
        app.step(DT)
    assert isinstance(app.top, PassScene) and app.top.side == 1 - first
    assert set(laid) == {None, "hidden"}
    app.close()


def test_vs_computer_save_while_it_thinks_resumes_with_its_reply(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=1,
                                    difficulty="easy", seed=5))
    app.push(scene)
    decide(app, scene, lambda: scene.thinker.task is not None and len(scene.moves) >= 3)
    computer = scene.state.to_move()
    assert computer == 0
    position = scene.state.to_text()
    app.close()                                                  # closed mid-thought

    app, scene = continue_saved(tmp_path)
    assert scene.setup.vs_computer and scene.setup.human_side == 1
    assert scene.setup.difficulty == "easy"
    assert scene.state.to_text() == position
    played = len(scene.moves)
    run_until(app, lambda: len(scene.moves) > played)            # the computer replies
    assert scene.moves[played].player == computer
    run_until(app, lambda: scene.waiting and scene.animator.idle)
    assert scene.state.to_move() == 1
    # the board shows only what the Trojan player may see: face-down Greeks stay hidden
    seen = [[row["greek"], row["trojan"]] for row in scene.state.view(1)["challenges"]]
    assert scene.board.spaces == seen
    app.close()


def test_closing_while_the_gods_are_drawn_shows_them_again_on_resume(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=3))
    app.push(scene)
    # the last pick of the turn draws the gods: close before they are shown
    decide(app, scene, lambda: scene.state.gods and not scene.animator.idle)
    gods = list(scene.state.gods)
    assert scene.board.gods == [None, None]
    position = scene.state.to_text()
    app.close()

    app, scene = continue_saved(tmp_path)
    assert scene.state.to_text() == position and scene.state.gods == gods
    assert not scene.animator.idle and scene.board.gods == [None, None]   # not yet seen
    run_until(app, lambda: scene.animator.idle)
    assert scene.board.gods == gods                                       # shown in turn
    app.close()


def test_a_kill_or_spare_question_resumes_over_the_same_duel(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0,
                                    difficulty="easy", seed=1))
    app.push(scene)
    decide(app, scene, lambda: scene.state.stage == "spare" and scene.waiting
           and scene.animator.idle)
    duel, story = scene.board.duel, list(scene.board.chronicle)
    news = [[worded(t) for t in item] for item in scene.board.turn_news]
    assert duel is not None and duel.verdict and duel.round >= 1 and news
    app.close()

    app, scene = continue_saved(tmp_path)
    run_until(app, lambda: scene.waiting)
    assert scene.state.stage == "spare" and scene.state.to_move() == 0
    assert scene.board.duel == duel and scene.board.chronicle == story
    # the turn's card will still list what was told before closing
    assert [[worded(t) for t in item] for item in scene.board.turn_news] == news
    assert "would kill" in scene.question[0]
    assert [c.label for c in scene.choices] == ["Kill (+3 VP)", "Spare: prisoner"]
    app.close()


def test_undo_still_takes_back_a_cancel_made_before_the_window_closed(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=False, seed=7))
    app.push(scene)
    assert scene.state.random_event_id() == "priam"              # each side cancels one
    decide(app, scene, lambda: scene.state.stage == "cancel" and scene.waiting
           and scene.animator.idle)
    first = scene.state.to_move()
    key(app, pygame.K_RETURN)                                    # first cancel
    run_until(app, lambda: scene.waiting)
    assert scene.state.to_move() == 1 - first
    app.close()

    app, scene = continue_saved(tmp_path)
    run_until(app, lambda: scene.waiting)
    assert scene.state.to_move() == 1 - first and sum(scene.board.cancelled) == 1
    key(app, pygame.K_u)                                         # no die rolled since
    assert scene.state.to_move() == first and not any(scene.board.cancelled)
    app.close()


def test_quitting_to_the_menu_keeps_the_game_for_later(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=3))
    app.push(scene)
    decide(app, scene, lambda: len(scene.moves) >= 2 and scene.waiting
           and scene.animator.idle)
    position = scene.state.to_text()
    app.return_to_title()                                        # Pause > Quit to menu
    app.push(PregameScene("troy"))
    app.step(DT)
    assert app.top.list.focused.label == CONTINUE
    key(app, pygame.K_RETURN)
    scene = play_scene(app)
    assert scene.state.to_text() == position and scene.setup.human_side == 0
    run_until(app, lambda: scene.waiting)
    assert scene.state.to_move() == 0
    app.close()


def test_finishing_the_game_removes_the_save(tmp_path) -> None:
    app = make_app(tmp_path)
    setup = GameSetup("troy", vs_computer=True, human_side=1, difficulty="easy", seed=9)
    scene = TroyPlayScene(setup, state=TroyState.at_turn(11, seed=9), seed=9)
    app.push(scene)
    run_until(app, lambda: scene.waiting or scene.thinker.task is not None)
    assert read_save(app, "troy")[0] is not None
    decide(app, scene, lambda: isinstance(app.top, TroyResultScene))
    assert read_save(app, "troy") == (None, None)
    app.close()                                                  # and closing keeps none
    assert read_save(app, "troy") == (None, None)


def test_the_demo_neither_saves_nor_clears_a_players_save(tmp_path) -> None:
    app = make_app(tmp_path)
    app.push(TroyPlayScene(GameSetup("troy", vs_computer=False, seed=4)))
    app.close()                                           # a player's game, saved
    mine, _ = read_save(app, "troy")
    assert mine is not None
    app = make_app(tmp_path)
    demo = GameSetup("troy", vs_computer=True, human_side=None, difficulty="easy", seed=2)
    scene = TroyPlayScene(demo, state=TroyState.at_turn(11, seed=2), seed=2)
    app.push(scene)
    run_until(app, lambda: scene.skip_all() or scene.finished)
    app.close()
    assert read_save(app, "troy")[0] == mine


def test_closing_during_the_opening_shows_the_first_event_die_on_resume(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=False, seed=6))
    app.push(scene)
    app.step(DT)
    roll = scene.state.event
    assert scene.board.event_roll is None                        # still rolling
    app.close()

    app, scene = continue_saved(tmp_path)
    assert not scene.animator.idle and scene.board.event_roll is None
    run_until(app, lambda: scene.animator.idle)
    assert scene.board.event_roll == roll and worded(scene.board.chronicle[0]) == "Turn 1 begins."
    run_until(app, lambda: isinstance(app.top, PassScene))
    app.close()


def test_a_save_whose_story_does_not_fit_is_dropped_with_a_notice(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=False, seed=4))
    app.push(scene)
    app.close()
    saved, _ = read_save(app, "troy")
    saved.extra["moves"] = ["pick:achilles"]                     # not what was played
    assert write_save(app, saved)
    app = make_app(tmp_path)
    app.push(PregameScene("troy"))
    app.step(DT)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, PregameScene) and app.top.notice
    assert read_save(app, "troy") == (None, None)
    app.close()


@pytest.mark.slow
@pytest.mark.parametrize("human", [1, None])
def test_the_save_survives_a_close_at_any_moment_until_the_end_card(tmp_path, human) -> None:
    """Time passes in the app's longest frames (0.1 s, a slow machine's): the saves
    are looked at every half second of the story all the same."""
    app = make_app(tmp_path)
    setup = GameSetup("troy", vs_computer=human is not None, human_side=human,
                      difficulty="easy", seed=9)
    scene = TroyPlayScene(setup, state=TroyState.at_turn(11, seed=9), seed=9)
    app.push(scene)
    for _ in range(2000):                          # turn 11 told in full, decided by Enter
        if scene.over:
            break                                  # the last decision: the rest is story
        if isinstance(app.top, PassScene):
            key(app, pygame.K_RETURN)
        elif scene.waiting and scene.choices and scene.animator.idle and app.top is scene:
            choose(app)
        else:
            app.step(SLOW_FRAME)
    assert scene.over and scene.busy
    closes = []
    while not isinstance(app.top, TroyResultScene):
        saved = read_save(app, "troy")[0]
        assert saved is not None, "the save went before the end card came up"
        closes.append(saved)
        for _ in range(5):                                   # half a second of the story
            if scene.summing_up():                           # the turn's summary waits
                key(app, pygame.K_RETURN)
            app.step(SLOW_FRAME)
            if isinstance(app.top, TroyResultScene):
                break
    assert len(closes) > 20                                  # the ending took its time
    assert read_save(app, "troy") == (None, None)            # and the card took the save
    app.close()
    for saved in (closes[0], closes[len(closes) // 2], closes[-1]):   # closed then
        assert write_save(app, saved)
        app, scene = continue_saved(tmp_path)
        run_until(app, partial(lambda a: isinstance(a.top, TroyResultScene), app), limit=2000,
                  dt=SLOW_FRAME)
        assert scene.board.horse is not None and scene.board.horse.verdict  # the ending told
        app.close()
        assert read_save(app, "troy") == (None, None)
