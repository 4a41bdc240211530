"""A game registered from the tests alone (tests/support/stones.py) is a game
like the three: the title lists it, its pre-game screen offers its options,
its save is kept and continued, the demo plays it and the command line takes
it — and not a line of shared code names it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import main
from game import registry
from game.ai.players import make_player
from scenes.core.saves import read_save
from scenes.menus.demo import DemoScene
from scenes.menus.pregame import PregameScene
from tests.support import DT, key, make_app, step_until, top_name
from tests.support.stones import Stones, StonesScreen, TakeOne, registered

ROOT = Path(__file__).resolve().parents[2]
SHARED = ("game/registry.py", "game/spec.py", "game/ai", "scenes/games.py", "scenes/spec.py",
          "scenes/play.py", "scenes/menus", "scenes/core", "scenes/lessons", "scenes/ui",
          "main.py")


@pytest.fixture
def stones():
    with registered():
        yield


def test_no_shared_code_names_the_extra_game() -> None:
    for name in SHARED:
        path = ROOT / name
        for file in [path] if path.is_file() else sorted(path.rglob("*.py")):
            assert "stones" not in file.read_text(encoding="utf-8").lower(), file


def test_the_title_lists_it_and_its_pregame_screen_offers_its_options(tmp_path, stones) -> None:
    app = make_app(tmp_path)
    assert "Stones" in [item.label for item in app.top.list.items]
    app.top.list.focus_on("Stones")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, PregameScene) and app.top.info.key == "stones"
    pre = app.top
    pre.list.focus_on("Pile")
    assert pre.option_items["pile"].value == 7              # the rules' default
    key(app, pygame.K_RIGHT)
    assert pre.option_items["pile"].value == 10
    pre.list.focus_on("Start game")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, StonesScreen)
    assert app.top.state.pile == 10                          # the option reached the rules


def test_its_game_is_saved_and_continued_from_the_pregame_screen(tmp_path, stones) -> None:
    app = make_app(tmp_path)
    app.push(PregameScene("stones"))
    app.step(DT)
    pre = app.top
    pre.list.focus_on("Opponent")
    key(app, pygame.K_RIGHT)                                 # against the computer
    pre.list.focus_on("Start game")
    key(app, pygame.K_RETURN)
    screen = app.top
    assert isinstance(screen, StonesScreen) and isinstance(screen.computer, TakeOne)
    key(app, pygame.K_RETURN)                                # take one; it takes one
    step_until(app, lambda: not screen.busy and screen.human_turn(), 10)
    assert screen.state.pile == 5
    saved, notice = read_save(app, "stones")
    assert saved is not None and notice is None and saved.extra["moves"] == ["1", "1"]
    app.return_to_title()
    app.push(PregameScene("stones"))
    app.step(DT)
    assert app.top.resume.enabled
    app.top.list.focus_on("Continue the saved game")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, StonesScreen) and app.top.state.pile == 5
    assert [m.text for m in app.top.moves] == ["1", "1"]


def test_the_demo_plays_it_to_its_end(tmp_path, stones) -> None:
    app = make_app(tmp_path)
    demo = DemoScene(("stones",), seed=3)
    app.push(demo)
    step_until(app, lambda: demo.stage is not None and demo.stage.ended, 30)
    game = demo.stage.stack[0]
    assert isinstance(game, StonesScreen) and game.state.outcome() is not None
    assert game.state.pile == 0
    assert top_name(app) == "DemoScene"


def test_the_command_line_and_the_computer_players_take_it(stones) -> None:
    args = main.parse_args(["--game", "stones"])
    assert args.game == "stones"
    app = main.build_app(args)
    try:
        assert isinstance(app.top, PregameScene) and app.top.info.key == "stones"
    finally:
        app.close()
    assert isinstance(make_player("stones", "normal"), TakeOne)
    assert registry.get("stones").start({"pile": 10}).pile == 10
    assert registry.get("stones").start({"pile": 3}).pile == 7   # not a choice: the default
    assert Stones.from_text("4 1").to_move() == 1


def test_once_unregistered_it_is_gone_everywhere(tmp_path) -> None:
    with registered():
        assert "stones" in registry.keys()
    assert registry.keys() == ("essentia", "symbol", "troy")
    with pytest.raises(SystemExit):
        main.parse_args(["--game", "stones"])
    app = make_app(tmp_path)
    assert "Stones" not in [item.label for item in app.top.list.items]
