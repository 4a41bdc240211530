"""The attract demo: the computer plays itself game after game; any real
input returns to the title at once without doing anything there."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import main
from game.ai import players
from scenes import games
from scenes.core.app import App
from scenes.core.base import Scene
from scenes.menus import demo
from scenes.menus import title as menu
from scenes.menus.demo import DemoScene
from tests.support import DT, click, key, make_app, pad_button, post, stick, top_name

STEP = 0.1     # the app's largest frame step: long stretches of demo time, few frames


class EndCard(Scene):
    opaque = False


class QuickGame(Scene):
    """A stand-in play scene that ends by itself after a second, like a real
    one: by pushing its end card."""

    made: list[games.GameSetup] = []

    def __init__(self, setup: games.GameSetup) -> None:
        super().__init__()
        self.setup = setup
        self.t = 0.0
        self.exited = False
        QuickGame.made.append(setup)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.t >= 1.0 and self.app is not None and self.app.top is self:
            self.app.push(EndCard())

    def exit(self) -> None:
        self.exited = True


@pytest.fixture
def quick(monkeypatch):
    """Every game is a QuickGame."""
    QuickGame.made = []
    monkeypatch.setattr(games, "_registered", {k: QuickGame for k in games.order()})
    return QuickGame.made


@pytest.fixture
def app(tmp_path: Path):
    a = make_app(tmp_path)
    yield a
    a.close()


def run(app: App, seconds: float, dt: float = STEP) -> None:
    for _ in range(round(seconds / dt)):
        app.step(dt)


def in_demo(app: App, playlist: tuple[str, ...] = games.order()) -> DemoScene:
    scene = DemoScene(playlist)
    app.push(scene)
    app.step(DT)
    assert app.top is scene
    return scene


def title_untouched(app: App) -> bool:
    """Back on the title alone, its focus still on the first game."""
    return ([type(s).__name__ for s in app.stack] == ["TitleScene"]
            and app.top.list.focused.label == games.GAMES["essentia"].title)


# -- the command line -----------------------------------------------------------------------
def test_demo_option_takes_an_optional_game() -> None:
    assert main.parse_args(["--demo"]).demo == "all"
    assert main.parse_args(["--demo", "troy", "--frames", "3"]).demo == "troy"
    assert main.parse_args(["--demo", "--frames", "3"]).demo == "all"
    for bad in (["--demo", "chess"], ["--demo", "--game", "troy"], ["--demo", "--gallery"]):
        with pytest.raises(SystemExit):
            main.parse_args(bad)


def test_demo_option_opens_the_demo_over_the_title(tmp_path, monkeypatch, quick) -> None:
    monkeypatch.setenv("TRIPTYCH_DATA_DIR", str(tmp_path))
    for argv, playlist in ((["--demo"], list(games.order())), (["--demo", "symbol"], ["symbol"])):
        app = main.build_app(main.parse_args([*argv, "--seed", "4"]))
        try:
            assert [type(s).__name__ for s in app.stack] == ["TitleScene", "DemoScene"]
            assert app.top.playlist == playlist
            assert quick[-1].game == playlist[0] and quick[-1].seed == 4
        finally:
            app.close()


# -- pacing ---------------------------------------------------------------------------------
def test_games_follow_each_other_with_the_end_card_held_between(app: App, quick) -> None:
    scene = in_demo(app)
    first = scene.stage.stack[0]
    assert quick[0].game == "essentia" and quick[0].vs_computer and quick[0].human_side is None
    assert not quick[0].is_human(0) and not quick[0].is_human(1)
    run(app, 1.0 / games.screens("essentia").demo.speed + 0.2)
    assert isinstance(scene.stage.top, EndCard)          # the game ended, its card is up
    run(app, demo.RESULT_HOLD - 0.5)
    assert scene.stage.stack[0] is first and len(quick) == 1
    run(app, 1.0)
    assert first.exited and [s.game for s in quick] == ["essentia", "symbol"]
    run(app, 2 * (demo.RESULT_HOLD + 1.0))
    assert [s.game for s in quick] == ["essentia", "symbol", "troy", "essentia"]
    assert len({s.seed for s in quick}) == 4              # a new game each time
    assert top_name(app) == "DemoScene"


def test_a_game_that_runs_too_long_gives_way(app: App, monkeypatch, quick) -> None:
    monkeypatch.setattr(demo, "GAME_LIMIT", 0.5)
    monkeypatch.setattr(QuickGame, "update", lambda self, dt: None)   # never ends
    in_demo(app, ("troy", "essentia"))
    run(app, 0.6)
    assert [s.game for s in quick] == ["troy", "essentia"]


def test_one_game_demo_replays_that_game(app: App, quick) -> None:
    in_demo(app, ("symbol",))
    run(app, 3 * (1.0 + demo.RESULT_HOLD) + 1)
    assert [s.game for s in quick] == ["symbol"] * 4


def waiting_tasks(monkeypatch) -> set[players.ThinkingTask]:
    """The computer's decisions started and neither taken nor cancelled: each would
    be a thinking thread still alive outside the tests (which think inline)."""
    waiting: set[players.ThinkingTask] = set()
    start, cancel = players.ThinkingTask.start, players.ThinkingTask.cancel
    result = players.ThinkingTask.result

    def started(self, state, inline: bool = False) -> None:
        waiting.add(self)
        start(self, state, inline)

    def cancelled(self) -> None:
        waiting.discard(self)
        cancel(self)

    def taken(self):
        waiting.discard(self)
        return result.fget(self)

    monkeypatch.setattr(players.ThinkingTask, "start", started)
    monkeypatch.setattr(players.ThinkingTask, "cancel", cancelled)
    monkeypatch.setattr(players.ThinkingTask, "result", property(taken))
    return waiting


def test_thousands_of_frames_of_real_games_into_the_next_one(app: App, monkeypatch) -> None:
    """Quick computer players so a whole Essentia game fits in a test."""
    monkeypatch.setattr(demo, "LEVEL", "easy")
    waiting = waiting_tasks(monkeypatch)
    scene = in_demo(app, ("essentia", "symbol"))
    frames = 0
    while scene.round < 2 and frames < 3000:
        app.step(STEP)
        frames += 1
        assert len(waiting) <= 1                # no pile of abandoned thinking
    assert scene.round == 2 and scene.game == "symbol", "the Essentia game did not end"
    run(app, 20)
    assert top_name(app) == "DemoScene" and scene.stage is not None
    assert scene.stage.stack[0].moves                    # Symbol is under way


# -- leaving --------------------------------------------------------------------------------
def test_enter_returns_to_the_title_without_opening_a_game(app: App, quick) -> None:
    in_demo(app)
    key(app, pygame.K_RETURN)
    assert title_untouched(app)
    key(app, pygame.K_RETURN)                 # the title works as usual afterwards
    assert top_name(app) == "PregameScene"


@pytest.mark.parametrize("k", [pygame.K_q, pygame.K_ESCAPE, pygame.K_DOWN, pygame.K_F1,
                               pygame.K_LSHIFT])
def test_any_key_returns_to_the_title(app: App, quick, k: int) -> None:
    in_demo(app)
    key(app, k)
    assert title_untouched(app)
    run(app, 1.0)                             # a held arrow would have repeated by now
    assert title_untouched(app)


def test_a_click_returns_without_clicking_the_menu(app: App, quick) -> None:
    title = app.stack[0]
    settings = next(r for i, r in zip(title.list.shown(), title.list.rects(), strict=True)
                    if i.label == "Settings")
    in_demo(app)
    click(app, settings.center)
    assert title_untouched(app)
    click(app, settings.center)
    assert top_name(app) == "SettingsScene"


def test_a_wheel_turn_or_right_click_returns(app: App, quick) -> None:
    in_demo(app)
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    app.step(DT)
    assert title_untouched(app)
    in_demo(app)
    click(app, (640, 360), button=3)
    assert title_untouched(app)


def test_a_nudged_mouse_does_not_end_the_demo_but_a_moved_one_does(app: App, quick) -> None:
    in_demo(app)
    for pos in ((600, 300), (601, 301), (602, 299), (599, 302)):
        post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        app.step(DT)
    assert top_name(app) == "DemoScene"
    post(pygame.MOUSEMOTION, pos=(680, 330), rel=(78, 28), buttons=(0, 0, 0))
    app.step(DT)
    assert title_untouched(app)


def test_a_mouse_drag_ends_the_demo_and_its_release_clicks_nothing(app: App, quick) -> None:
    title = app.stack[0]
    quit_row = next(r for i, r in zip(title.list.shown(), title.list.rects(), strict=True)
                    if i.label == "Quit")
    in_demo(app)
    post(pygame.MOUSEMOTION, pos=(200, 200), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=quit_row.center, rel=(5, 5), buttons=(1, 0, 0))
    app.step(DT)
    assert title_untouched(app)
    post(pygame.MOUSEBUTTONUP, pos=quit_row.center, button=1)
    app.step(DT)
    assert title_untouched(app) and app.running


@pytest.mark.parametrize("button", [0, 1, 7])      # A, B, Start on a plain pad
def test_a_pad_button_returns_without_pressing_the_menu(app: App, quick, button: int) -> None:
    in_demo(app)
    pad_button(app, button)
    assert title_untouched(app)


def test_a_game_controller_button_returns(app: App, quick) -> None:
    in_demo(app)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=3, button=pygame.CONTROLLER_BUTTON_A)
    app.step(DT)
    post(pygame.CONTROLLERBUTTONUP, instance_id=3, button=pygame.CONTROLLER_BUTTON_A)
    app.step(DT)
    assert title_untouched(app)


def test_a_stick_past_its_dead_zone_returns_and_does_not_move_the_focus(app: App, quick) -> None:
    in_demo(app)
    for value in (0.1, -0.2, 0.3):                      # a resting stick's drift
        post(pygame.JOYAXISMOTION, instance_id=0, axis=1, value=value)
        app.step(DT)
    assert top_name(app) == "DemoScene"
    for value in (0.8, 0.9, 0.95, 0.9):                 # pushed down, and held a while
        post(pygame.JOYAXISMOTION, instance_id=0, axis=1, value=value)
        run(app, 0.5, DT)
    assert title_untouched(app)
    post(pygame.JOYAXISMOTION, instance_id=0, axis=1, value=0.0)
    app.step(DT)
    stick(app, 1, 0.9)                                  # let go: the stick moves the focus again
    assert app.top.list.focused.label == games.GAMES["symbol"].title


# -- the title's attract loop ---------------------------------------------------------------
def test_the_title_starts_the_demo_after_the_idle_time_and_not_before(app: App, quick) -> None:
    run(app, menu.IDLE_TO_DEMO - 1.0)
    assert top_name(app) == "TitleScene"
    key(app, pygame.K_DOWN)                             # someone is there: the wait starts over
    run(app, menu.IDLE_TO_DEMO - 1.0)
    assert top_name(app) == "TitleScene"
    run(app, 1.5)
    assert top_name(app) == "DemoScene"
    key(app, pygame.K_SPACE)
    assert top_name(app) == "TitleScene"
    assert app.top.list.focused.label == games.GAMES["symbol"].title   # untouched by Space
    run(app, menu.IDLE_TO_DEMO - 1.0)
    assert top_name(app) == "TitleScene"                # the wait restarts on return
    run(app, 1.5)
    assert top_name(app) == "DemoScene"
    assert quick[-1].game == "symbol"                   # each attract run opens with the next game


def test_the_title_waits_while_a_dialog_is_open(app: App, quick) -> None:
    key(app, pygame.K_ESCAPE)                           # "Quit the game?"
    run(app, menu.IDLE_TO_DEMO + 2)
    assert top_name(app) == "ConfirmDialog"


# -- the computer's thinking ----------------------------------------------------------------
@pytest.mark.parametrize("game", games.order())
def test_leaving_cancels_the_computers_thinking(app: App, monkeypatch, game: str) -> None:
    tasks: list[players.ThinkingTask] = []

    def start(task: players.ThinkingTask, state, inline: bool = False) -> None:
        tasks.append(task)                 # thinking that never ends by itself

    monkeypatch.setattr(players.ThinkingTask, "start", start)
    in_demo(app, (game,))
    for _ in range(600):
        if tasks:
            break
        app.step(STEP)
    assert tasks, "the computer never started thinking"
    assert not tasks[-1].done                            # thinking now
    key(app, pygame.K_x)
    assert title_untouched(app)
    assert all(t.cancelled for t in tasks)
