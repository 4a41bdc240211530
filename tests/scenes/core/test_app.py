"""The app loop: scene stack hooks, see-through drawing, letterbox, quitting."""

from __future__ import annotations

import pygame
import pytest

from scenes.core import app as app_module
from scenes.core import theme as app_theme
from scenes.core.app import App, letterbox, set_window_icon
from scenes.core.base import Act, InputAction, Scene
from tests.support import DT, key, make_app, post


class Probe(Scene):
    """Records hooks and what it saw."""

    def __init__(self, name: str, log: list[str], opaque: bool = True) -> None:
        super().__init__()
        self.name, self.log, self.opaque = name, log, opaque
        self.handled: list[Act] = []
        self.time = 0.0

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def handle(self, action: InputAction) -> None:
        self.handled.append(action.act)

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")


@pytest.fixture
def app(tmp_path) -> App:
    a = make_app(tmp_path, title=False)
    yield a
    a.close()


def test_push_pop_replace_call_enter_and_exit_hooks(app: App) -> None:
    log: list[str] = []
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    app.push(a)
    app.push(b)
    app.replace(c)
    app.pop()
    assert log == ["enter a", "enter b", "exit b", "enter c", "exit c", "enter a"]
    assert app.top is a and a.app is app


def test_popping_the_last_scene_ends_the_app(app: App) -> None:
    app.push(Probe("only", []))
    app.pop()
    assert not app.running


def test_only_the_top_scene_gets_input_and_time(app: App) -> None:
    log: list[str] = []
    below, above = Probe("below", log), Probe("above", log)
    app.push(below)
    app.push(above)
    key(app, pygame.K_RETURN)
    assert above.handled == [Act.CONFIRM] and below.handled == []
    assert above.time == pytest.approx(DT) and below.time == 0.0


def test_see_through_scene_draws_the_scene_below_first(app: App) -> None:
    log: list[str] = []
    app.push(Probe("game", log))
    app.push(Probe("pause", log, opaque=False))
    log.clear()
    app.draw()
    assert log == ["draw game", "draw pause"]
    app.push(Probe("full", log))
    log.clear()
    app.draw()
    assert log == ["draw full"]


def test_window_close_quits_from_any_screen(app: App) -> None:
    app.push(Probe("x", []))
    post(pygame.QUIT)
    app.step(DT)
    assert not app.running


def test_letterbox_keeps_the_16_9_picture_centred() -> None:
    assert letterbox((1280, 720)) == pygame.Rect(0, 0, 1280, 720)
    assert letterbox((1920, 1080)) == pygame.Rect(0, 0, 1920, 1080)
    wide = letterbox((2000, 720))
    assert wide.size == (1280, 720) and wide.x == 360
    tall = letterbox((640, 1000))
    assert tall.size == (640, 360) and tall.y == 320


def test_mouse_positions_map_back_to_logical_coordinates(app: App) -> None:
    app.view = letterbox((2000, 720))        # bars left and right
    assert app.to_logical((360, 0)) == (0, 0)
    assert app.to_logical((360 + 640, 360)) == (640, 360)
    assert app.to_logical((100, 300)) is None          # on a bar
    app.view = letterbox((640, 360))          # half size
    assert app.to_logical((320, 180)) == (640, 360)


def test_resize_event_rescales_and_mouse_still_lands(app: App) -> None:
    probe = Probe("p", [])
    app.push(probe)
    pygame.display.set_mode((1000, 720), pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, w=1000, h=720, size=(1000, 720))
    app.step(DT)
    assert app.view.width == 1000 and app.view.height == 562
    post(pygame.MOUSEBUTTONUP, pos=(500, 360), button=1)
    app.step(DT)
    assert Act.CLICK in probe.handled


def test_f11_toggles_fullscreen_and_remembers_it(app: App) -> None:
    app.push(Probe("p", []))
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert (app.settings_path).exists()


def test_controller_x_toggles_fullscreen(app: App) -> None:
    app.push(Probe("p", []))
    post(pygame.JOYBUTTONDOWN, instance_id=0, button=2)
    app.step(DT)
    assert app.settings.fullscreen


def test_a_long_stall_does_not_jump_animations(app: App) -> None:
    probe = Probe("p", [])
    app.push(probe)
    app.step(2.0)
    assert probe.time == pytest.approx(0.1)


def test_sounds_are_requested_by_name(app: App) -> None:
    app.play_sound("menu")
    app.play_sound("capture")
    assert app.sounds_played[-2:] == ["menu", "capture"]


def test_the_window_gets_the_game_icon_before_it_opens(tmp_path, monkeypatch) -> None:
    calls: list[str] = []
    icons: list[pygame.Surface] = []
    real_set_mode = pygame.display.set_mode

    def set_icon(surface: pygame.Surface) -> None:
        calls.append("icon")
        icons.append(surface)

    def set_mode(*args, **kwargs) -> pygame.Surface:
        calls.append("window")
        return real_set_mode(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_icon", set_icon)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app = make_app(tmp_path)
    try:
        assert calls[:2] == ["icon", "window"]
        icon = icons[0]
        assert icon.get_size() == (256, 256)
        # the triptych's gold frame at the top edge, transparent corners
        assert icon.get_at((128, 8))[:3] == app_theme.GOLD
        assert icon.get_at((0, 0)).a == 0
    finally:
        app.close()


def test_a_missing_icon_file_does_not_stop_the_game(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(app_module, "ICON_FILE", ("assets", "no-such-icon.png"))
    assert set_window_icon() is False
    app = make_app(tmp_path)
    app.close()
