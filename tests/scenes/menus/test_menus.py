"""Menu navigation driven by posted events: keyboard, mouse and controller alone."""

from __future__ import annotations

import pygame
import pytest

from scenes import games
from scenes.core.app import App
from scenes.core.base import Act, InputAction, Scene
from scenes.menus.pause import PauseScene
from tests.support import DT, click, key, make_app, pad_button, post, stick, stones, top_name


class FakePlay(Scene):
    """A stand-in play scene: Menu opens the shared pause menu."""

    def __init__(self, setup: games.GameSetup) -> None:
        super().__init__()
        self.setup = setup

    def handle(self, action: InputAction) -> None:
        if action.act in (Act.MENU, Act.CANCEL):
            assert self.app is not None
            self.app.push(PauseScene(self.setup.game))


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()
    games._registered.clear()


def center_of(app: App, label: str) -> tuple[int, int]:
    lst = app.top.list
    for item, rect in zip(lst.shown(), lst.rects(), strict=True):
        if item.label == label:
            return rect.center
    raise AssertionError(f"no item {label!r}")


def test_keyboard_reaches_symbol_and_back(app: App) -> None:
    games.register_play("symbol", FakePlay)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert top_name(app) == "PregameScene" and app.top.info.key == "symbol"
    assert app.top.list.focused.label == "Start game"
    key(app, pygame.K_ESCAPE)
    assert top_name(app) == "TitleScene"


def test_mouse_alone_opens_settings_and_comes_back(app: App) -> None:
    click(app, center_of(app, "Settings"))
    assert top_name(app) == "SettingsScene"
    click(app, center_of(app, "Back"))
    assert top_name(app) == "TitleScene"


def test_mouse_hover_moves_the_focus(app: App) -> None:
    x, y = center_of(app, "Rules")
    for pos in ((x - 40, y), (x, y)):     # the pointer moves onto the row
        post(pygame.MOUSEMOTION, pos=pos, rel=(40, 0), buttons=(0, 0, 0))
        app.step(DT)
    assert app.top.list.focused.label == "Rules"


def test_controller_alone_starts_a_registered_game_and_pauses_it(app: App) -> None:
    games.register_play("troy", FakePlay)
    stick(app, 1, 1.0)                  # down to Symbol
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, -1))   # d-pad down: Troy
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 0))
    app.step(DT)
    pad_button(app, 0)                  # A
    assert app.top.info.key == "troy"
    pad_button(app, 0)                  # A on "Start game"
    assert top_name(app) == "FakePlay"
    assert app.top.setup.game == "troy" and app.top.setup.seed == 1
    assert [type(s).__name__ for s in app.stack] == ["TitleScene", "FakePlay"]
    pad_button(app, 7)                  # Start: pause
    assert top_name(app) == "PauseScene"
    pad_button(app, 1)                  # B: resume
    assert top_name(app) == "FakePlay"


def test_pause_quit_to_menu_asks_first(app: App) -> None:
    games.register_play("essentia", FakePlay)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert top_name(app) == "FakePlay"
    key(app, pygame.K_p)
    assert app.top.title == "Paused"
    for _ in range(3):
        key(app, pygame.K_DOWN)
    assert app.top.list.focused.label == "Quit to menu"
    key(app, pygame.K_RETURN)
    assert top_name(app) == "ConfirmDialog"
    assert app.top.hints.hints[-1].label == "Keep playing"     # Esc keeps playing
    key(app, pygame.K_RETURN)           # focus starts on "Keep playing"
    assert top_name(app) == "PauseScene"
    key(app, pygame.K_RETURN)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)           # "Quit"
    assert [type(s).__name__ for s in app.stack] == ["TitleScene"]


def test_pregame_choices_reach_the_game_and_are_remembered(app: App) -> None:
    games.register_play("essentia", FakePlay)
    key(app, pygame.K_RETURN)
    pre = app.top
    pre.list.focus = 0
    key(app, pygame.K_RIGHT)            # opponent: computer
    assert pre.side.visible and pre.difficulty.visible
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)            # side: Twilight
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)            # difficulty: hard
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)            # circles: inactive
    pre.list.focus_on("Start game")
    key(app, pygame.K_RETURN)
    setup = app.top.setup
    assert (setup.vs_computer, setup.human_side, setup.difficulty) == (True, 1, "hard")
    assert setup.options["circles"] == "off" and setup.options["tiles"] == "deal"
    assert not setup.is_human(0) and setup.is_human(1)
    assert app.settings.pregame["essentia"]["difficulty"] == "hard"
    app.return_to_title()
    key(app, pygame.K_RETURN)
    assert app.top.opponent.value is True and app.top.difficulty.value == "hard"


def test_hot_seat_hides_computer_rows(app: App) -> None:
    key(app, pygame.K_RETURN)
    labels = [it.label for it in app.top.list.shown()]
    assert "You play" not in labels and "Difficulty" not in labels
    assert app.top.setup().human_side is None


def test_clicking_a_choice_row_cycles_it(app: App) -> None:
    key(app, pygame.K_RETURN)
    pre = app.top
    shown = pre.list.shown()
    rect = pre.list.rects()[shown.index(pre.option_items["circles"])]
    click(app, (rect.right - 20, rect.centery))
    assert pre.option_items["circles"].value == "off"
    click(app, (rect.left + 20, rect.centery))       # left half: back again
    assert pre.option_items["circles"].value == "on"


def test_escape_on_title_asks_before_quitting(app: App) -> None:
    key(app, pygame.K_ESCAPE)
    assert top_name(app) == "ConfirmDialog"
    key(app, pygame.K_ESCAPE)
    assert app.running and top_name(app) == "TitleScene"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert not app.running


def test_quit_item_asks_like_esc(app: App) -> None:
    key(app, pygame.K_UP)               # wraps to "Quit"
    assert app.top.list.focused.label == "Quit"
    key(app, pygame.K_RETURN)
    assert app.running and top_name(app) == "ConfirmDialog"     # "Quit the game?"
    key(app, pygame.K_RETURN)           # the focus starts on "Stay"
    assert app.running and top_name(app) == "TitleScene"
    key(app, pygame.K_RETURN)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert not app.running


def test_clickable_hint_works_as_back(app: App) -> None:
    key(app, pygame.K_RETURN)
    app.draw()
    rect = next(r for r, h in app.top.hints.rects if h.act == Act.CANCEL)
    click(app, rect.center)
    assert top_name(app) == "TitleScene"


def test_settings_volume_and_fullscreen_from_the_menu(app: App) -> None:
    click(app, center_of(app, "Settings"))
    assert app.top.list.focused.label == "Fullscreen"
    key(app, pygame.K_RIGHT)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    app.step(DT)
    assert app.top.list.items[0].value is False      # the row follows F11
    key(app, pygame.K_DOWN)
    before = app.settings.volume
    key(app, pygame.K_LEFT)
    assert app.settings.volume == pytest.approx(before - 0.1)


def test_settings_open_the_gallery(app: App) -> None:
    click(app, center_of(app, "Settings"))
    app.top.list.focus_on("Effects gallery")
    key(app, pygame.K_RETURN)
    assert top_name(app) == "GalleryScene"


def test_help_key_opens_rules_of_the_focused_game(app: App) -> None:
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_F1)
    assert top_name(app) == "RulesScene" and app.top.game == "troy"
    key(app, pygame.K_ESCAPE)
    assert top_name(app) == "TitleScene"


def test_a_games_screens_are_found_by_its_package_name(monkeypatch) -> None:
    import sys
    import types

    for game in games.order():                               # every game has its board
        assert callable(games.play_factory(game))
    with stones.registered():
        games.forget_screens("stones")                       # found by name, as a package's
        good = types.ModuleType("scenes.stones")
        good.SCREENS = stones.SCREENS
        monkeypatch.setitem(sys.modules, "scenes.stones", good)
        assert games.play_factory("stones") is stones.SCREENS.start
        games.forget_screens("stones")
        monkeypatch.setitem(sys.modules, "scenes.stones", types.ModuleType("scenes.stones"))
        with pytest.raises(AttributeError, match="SCREENS"):
            games.play_factory("stones")
    with pytest.raises(ValueError, match="unknown game"):     # no registration, no screens
        games.play_factory("good")


def test_language_changes_at_once_and_is_remembered(app: App) -> None:
    click(app, center_of(app, "Settings"))
    app.top.list.focus_on("Language")
    while app.settings.language != "es":
        key(app, pygame.K_RIGHT)
    # the screen speaks Spanish at once, without a restart, and keeps its place
    assert app.top.list.focused.label == "Idioma"
    assert [i.label for i in app.top.list.items][:2] == ["Pantalla completa", "Volumen"]
    reloaded = make_app(app.settings_path.parent)
    assert reloaded.settings.language == "es"
