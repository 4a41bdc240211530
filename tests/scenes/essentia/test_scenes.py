"""Essentia on screen, driven as a player would: real input events through the
app, time stepped explicitly, from a near-finished position to the end card."""

from __future__ import annotations

import pygame
import pytest

from game.essentia import EssentiaState
from game.essentia.layout import INDEX
from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.essentia import start_game
from scenes.essentia.dialogs import PowerChooser, ResultScene
from scenes.essentia.play import PlayScene
from scenes.essentia.setup import SetupScene
from scenes.essentia.words import reply_words
from scenes.games import GameSetup
from scenes.menus.pause import PauseScene
from scenes.ui.dialogs import ConfirmDialog
from tests.support import DT, click, key, make_app, post
from tests.support.essentia import NEAR_END, Scripted, at, run, wait_for_computer


def play_app(tmp_path, setup: GameSetup, position: str = NEAR_END):
    app = make_app(tmp_path)
    scene = PlayScene(setup, EssentiaState.from_text(position))
    app.push(scene)
    return app, scene


def hat(app, x: int, y: int) -> None:
    """Tap the d-pad (a plain joystick hat) once: press, frame, release."""
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(x, y))
    app.step(DT)
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 0))
    app.step(DT)


def button(app, b: int) -> None:
    post(pygame.JOYBUTTONDOWN, instance_id=0, button=b)
    post(pygame.JOYBUTTONUP, instance_id=0, button=b)
    app.step(DT)


def test_mouse_hot_seat_game_with_circle_power_undo_and_victory(tmp_path) -> None:
    app, scene = play_app(tmp_path, GameSetup("essentia"))
    click(app, at(app, "c4"))
    assert scene.selected == INDEX["c4"]
    click(app, at(app, "c5"))
    chooser = app.top
    assert isinstance(chooser, PowerChooser)
    labels = [it.label for it in chooser.list.shown()]
    assert labels == ["Forest", "Plateau", "Rocks", "Cancel"]
    click(app, chooser.list.rects()[1].center)          # Plateau
    assert app.top is scene
    assert scene.notation == ["c4c5=T"]
    assert scene.state.power_at("c5") == "plateau"
    # a click waits while the move animates, then is acted on (never dropped)
    click(app, at(app, "h9"))
    assert scene.selected is None
    run(app, 2.4)                                       # the slide and the power shown
    assert scene.selected == INDEX["h9"]
    click(app, at(app, "h8"))
    run(app, 1.0)
    assert scene.state.golem_at("h8") == 1
    key(app, pygame.K_u)                                # undo Twilight's step
    assert scene.state.golem_at("h9") == 1 and scene.state.golem_at("h8") is None
    assert scene.notation == ["c4c5=T"]
    click(app, at(app, "h9"))
    click(app, at(app, "h8"))
    run(app, 1.0)
    click(app, at(app, "c5"))
    click(app, at(app, "c9"))                           # slide onto the spring golem
    assert not isinstance(app.top, ResultScene)         # the capture plays first
    assert scene.turn_banner() == (0, "to move")        # and the panel keeps the news
    run(app, 3.0)
    assert scene.turn_banner() == (0, "wins")
    result = app.top
    assert isinstance(result, ResultScene)
    assert result.outcome.winner == 0 and result.outcome.reason == "spring-capture"
    assert result.headline == "Dawn wins!"
    assert "capture" in app.sounds_played and "win" in app.sounds_played
    click(app, result.list.rects()[-1].center)          # Main menu
    assert type(app.top).__name__ == "TitleScene"
    app.close()


def test_controller_game_against_the_computer_undo_takes_back_its_reply(tmp_path) -> None:
    setup = GameSetup("essentia", vs_computer=True, human_side=0, difficulty="easy")
    app, scene = play_app(tmp_path, setup)
    scene.computer = Scripted(["h9h8", "h8h7"])
    assert scene.cursor == INDEX["e2"]
    for _ in range(2):
        hat(app, -1, 0)
    for _ in range(2):
        hat(app, 0, 1)
    assert scene.cursor == INDEX["c4"]
    button(app, 0)                       # A: select
    hat(app, 0, 1)
    button(app, 0)                       # A: move onto the circle
    assert isinstance(app.top, PowerChooser)
    hat(app, 0, -1)                      # focus Plateau
    button(app, 0)
    assert scene.state.power_at("c5") == "plateau"
    wait_for_computer(app, scene)
    assert scene.notation == ["c4c5=T", "h9h8"]
    assert scene.reply is not None and scene.reply[0] == 2     # the turn card words it
    assert reply_words(scene.reply[1], scene.reply[2]) == "Their move: Golem from h9 to h8"
    button(app, 3)                       # Y: undo takes back the reply and our move
    assert scene.notation == []
    assert scene.state.golem_at("c4") == 0 and scene.state.golem_at("h9") == 1
    assert scene.state.to_move() == 0
    button(app, 0)                       # cursor is still on c5: nothing of ours there
    for _ in range(1):
        hat(app, 0, -1)
    button(app, 0)
    hat(app, 0, 1)
    button(app, 0)
    hat(app, 0, -1)
    button(app, 0)
    wait_for_computer(app, scene)
    assert scene.notation[-1] == "h9h8"
    for _ in range(4):
        hat(app, 0, 1)                   # up the c-file to c9
    assert scene.cursor == INDEX["c9"]
    hat(app, 0, -1)
    hat(app, 0, -1)
    hat(app, 0, -1)
    hat(app, 0, -1)
    assert scene.cursor == INDEX["c5"]
    button(app, 0)
    for _ in range(4):
        hat(app, 0, 1)
    button(app, 0)
    run(app, 3.0)
    assert isinstance(app.top, ResultScene)
    assert app.top.outcome.winner == 0 and app.top.headline == "You win!"
    app.close()


def test_menu_opens_even_while_a_move_animates_and_the_thinking_shows(tmp_path) -> None:
    setup = GameSetup("essentia", vs_computer=True, human_side=0, difficulty="easy")
    app, scene = play_app(tmp_path, setup)
    released = False
    real_poll = scene.thinker.poll

    def stuck_poll(dt):                  # the computer's answer is not in until released
        return real_poll(dt) if released else (False, None)

    scene.computer = Scripted(["h9h8"])
    scene.thinker.poll = stuck_poll
    click(app, at(app, "c4"))
    click(app, at(app, "c3"))
    assert scene.busy
    key(app, pygame.K_p)
    assert isinstance(app.top, PauseScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    frame = app.frame
    run(app, 1.0)                        # the computer is stuck thinking; frames go on
    assert scene.thinking and app.frame >= frame + 60
    assert scene.state.to_move() == 1
    released = True
    wait_for_computer(app, scene)
    assert scene.notation == ["c4c3", "h9h8"]
    app.close()


def test_leaving_the_last_spring_asks_first(tmp_path) -> None:
    app, scene = play_app(tmp_path, GameSetup("essentia"))
    click(app, at(app, "c1"))
    click(app, at(app, "c2"))
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    assert "spring" in dialog.question
    key(app, pygame.K_ESCAPE)            # keep it
    assert scene.state.golem_at("c1") == 0 and scene.notation == []
    app.close()


def test_hot_seat_truce_ends_in_a_draw_with_the_reason(tmp_path) -> None:
    app, scene = play_app(tmp_path, GameSetup("essentia"))
    app.dispatch(InputAction(Act.CLICK, "mouse", scene.buttons.buttons[1].rect.center))
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and "truce" in dialog.question
    click(app, dialog.list.rects()[0].center)
    run(app, 1.0)
    result = app.top
    assert isinstance(result, ResultScene)
    assert result.outcome.winner is None and result.outcome.reason == "agreement"
    assert "truce" in result.headline.lower()
    app.close()


def test_hover_shows_what_an_enemy_golem_could_do(tmp_path) -> None:
    state = EssentiaState.from_text(NEAR_END)
    assert state.golem_moves(INDEX["h9"])           # Twilight's golem, Dawn to move
    app, scene = play_app(tmp_path, GameSetup("essentia"))
    post(pygame.MOUSEMOTION, pos=at(app, "h9"), rel=(0, 0), buttons=(0, 0, 0))
    app.step(DT)
    cell, moves = scene.focus_moves()
    assert cell == INDEX["h9"] and {m >> 7 & 127 for m in moves} == {INDEX["g9"], INDEX["h8"]}
    app.close()


def drive_setup(app, scene: SetupScene, limit: float = 600.0) -> PlayScene:
    """Place every tile by clicking legal cells (the computer places its own);
    ``limit`` is game time, not the wall clock."""
    for _ in range(int(limit / DT)):
        if isinstance(app.top, PlayScene):
            return app.top
        if scene.placing and scene.mode != "instant" and scene.human_turn() and not scene.busy:
            cell = sorted(scene.legal_cells())[len(scene.state.history) % 5]
            app.dispatch(InputAction(Act.CLICK, "mouse", scene.board.center(cell)))
        elif scene.busy and len(scene.state.history) % 3 == 0:
            app.dispatch(InputAction(Act.CONFIRM))          # skip the animation
        app.step(DT)
    raise AssertionError("setup did not finish")


@pytest.mark.parametrize("tiles,vs", [("deal", False), ("random", False), ("strategic", False),
                                      ("strategic", True)])
def test_setup_completes_and_hands_a_valid_position_to_play(tmp_path, tiles, vs) -> None:
    app = make_app(tmp_path)
    setup = GameSetup("essentia", vs_computer=vs, human_side=0 if vs else None,
                      difficulty="easy", options={"circles": "on", "tiles": tiles}, seed=9)
    scene = start_game(setup)
    assert isinstance(scene, SetupScene)
    app.push(scene)
    play = drive_setup(app, scene)
    state = play.state
    assert state.phase == "play" and state.outcome() is None
    counts = {t: sum(state.terrain_at(c) == t for c in range(72))
              for t in ("plateau", "mountain", "plains", "forest")}
    assert counts == {"plateau": 8, "mountain": 8, "plains": 4, "forest": 8}
    assert [sum(state.golem_at(c) == p for c in range(72)) for p in (0, 1)] == [16, 16]
    assert EssentiaState.from_text(state.to_text()).to_text() == state.to_text()
    if tiles == "random":
        assert "flip" in app.sounds_played
    app.close()


def test_strategic_setup_refuses_a_cell_outside_the_due_half(tmp_path) -> None:
    app = make_app(tmp_path)
    setup = GameSetup("essentia", options={"tiles": "strategic"}, seed=2)
    scene = SetupScene(setup)
    app.push(scene)
    click(app, scene.board.center(INDEX["b3"]))          # Dawn: own half first
    run(app, 1.0)
    click(app, scene.board.center(INDEX["e7"]))          # Twilight: own half first
    run(app, 1.0)
    click(app, scene.board.center(INDEX["g2"]))          # Dawn now owes Twilight's half
    assert scene.state.terrain_at("g2") == "rocks"
    assert "Twilight's half" in scene.toast.message
    click(app, scene.board.center(INDEX["g7"]))
    assert scene.state.terrain_at("g7") != "rocks"
    app.close()


def test_screenshot_script_writes_setup_and_play_pictures(tmp_path) -> None:
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[3] / "tools" / "screenshots.py"
    spec = importlib.util.spec_from_file_location("screenshots", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(tmp_path)
    for name in ("setup-strategic", "setup-random", "setup-deal", "play-selected",
                 "play-circle", "victory"):
        img = pygame.image.load(str(tmp_path / f"{name}.png"))
        assert img.get_size() == (1280, 720)
    # strategic setup: cells outside the due half are dimmed
    shot = pygame.image.load(str(tmp_path / "setup-strategic.png"))
    from scenes.essentia.board import BoardView

    board = BoardView()
    dim_px = shot.get_at(board.cell_rect(INDEX["a2"]).move(10, 10).topleft)
    lit_px = shot.get_at(board.cell_rect(INDEX["a7"]).move(10, 10).topleft)
    assert sum(dim_px[:3]) < sum(lit_px[:3]) * 0.7


def test_the_computers_tile_in_a_strategic_set_up_is_framed_in_gold(tmp_path) -> None:
    """The computer lays a tile: it is framed like a last move, so the player sees
    where it went without comparing boards."""
    app = make_app(tmp_path)
    setup = GameSetup("essentia", vs_computer=True, human_side=0, difficulty="easy",
                      options={"circles": "on", "tiles": "strategic"}, seed=9)
    scene = start_game(setup)
    app.push(scene)
    for _ in range(int(60 / DT)):
        if scene.moves and scene.moves[-1].player == 1 and scene.human_turn() \
                and not scene.busy:
            break
        if scene.human_turn() and not scene.busy:
            cell = sorted(scene.legal_cells())[0]
            app.dispatch(InputAction(Act.CLICK, "mouse", scene.board.center(cell)))
        app.step(DT)
    cell = INDEX[scene.moves[-1].text.split("@")[1]]
    app.step(DT)
    frame = scene.board.cell_rect(cell).inflate(-4, -4)
    assert app.screen.get_at((frame.centerx, frame.top + 1))[:3] == theme.GOLD
    app.close()
