"""Settings survive restarts, never crash on a bad file, and are written atomically."""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs.windows
import pygame
import pytest

from scenes.core.settings import Settings, load_settings, save_settings
from scenes.core.userdir import data_dir, platform_dirs, user_data_dir
from tests.support import key, make_app


def test_round_trip(tmp_path) -> None:
    path = tmp_path / "sub" / "settings.json"
    s = Settings(fullscreen=True, volume=0.3, pregame={"troy": {"less_bloody": True}})
    assert save_settings(s, path)
    loaded, notice = load_settings(path)
    assert loaded == s and notice is None


def test_missing_file_gives_defaults_quietly(tmp_path) -> None:
    loaded, notice = load_settings(tmp_path / "none.json")
    assert loaded == Settings() and notice is None


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", "", "\x00\x01", '"text"'])
def test_corrupt_file_gives_defaults_and_a_notice(tmp_path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    loaded, notice = load_settings(path)
    assert loaded == Settings() and notice and "defaults" in notice


@pytest.mark.parametrize("content", [{"fullscreen": "yes"}, {"volume": 7}, {"volume": -0.1},
                                     {"volume": True}, {"pregame": [1]},
                                     {"pregame": {"troy": "less_bloody"}}])
def test_values_the_app_cannot_have_written_mean_a_damaged_file(tmp_path, content) -> None:
    """Types and ranges are checked: the file is kept aside, defaults come with a notice."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"fullscreen": True, "volume": 0.2, **content}))
    loaded, notice = load_settings(path)
    assert loaded == Settings() and notice and "settings.json.damaged" in notice
    assert not path.exists() and (tmp_path / "settings.json.damaged").exists()


def test_remembered_choices_that_no_longer_fit_are_forgotten_quietly(tmp_path) -> None:
    """Options change between versions: an unknown game, key or choice is dropped."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": 0.5, "pregame": {
        "chess": {"x": 1}, "troy": {"less_bloody": True, "exchange": "maybe", "colour": "red",
                                   "difficulty": "insane", "vs_computer": True}}}))
    loaded, notice = load_settings(path)
    assert notice is None and loaded.volume == 0.5
    assert loaded.pregame == {"troy": {"less_bloody": True, "vs_computer": True}}


def test_save_leaves_no_temp_files_and_replaces_whole(tmp_path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(volume=0.1), path)
    save_settings(Settings(volume=0.9), path)
    assert os.listdir(tmp_path) == ["settings.json"]
    assert json.loads(path.read_text())["volume"] == 0.9


def test_unwritable_folder_is_reported_not_raised(tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert save_settings(Settings(), blocker / "settings.json") is False


def test_app_shows_notice_for_a_corrupt_file_and_keeps_running(tmp_path) -> None:
    (tmp_path / "settings.json").write_text("{{{{")
    app = make_app(tmp_path)
    try:
        assert app.notice and app.settings == Settings()
        app.step(1 / 60)
        assert app.running and app.top.notice_time > 0
    finally:
        app.close()


def test_volume_change_is_saved_for_next_time(tmp_path) -> None:
    app = make_app(tmp_path)
    app.set_volume(0.2)
    app.close()
    again = make_app(tmp_path)
    try:
        assert again.settings.volume == pytest.approx(0.2)
    finally:
        again.close()


def test_data_dir_override(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("TRIPTYCH_DATA_DIR", str(tmp_path))
    assert data_dir() == tmp_path


# Where Triptych kept its files before it asked platformdirs: the same folders,
# so nobody's settings or saves go missing.
LEGACY = {
    "linux": "{HOME}/.local/share/Triptych",
    "win32": "{APPDATA}/Triptych",
    "darwin": "{HOME}/Library/Application Support/Triptych",
}


@pytest.mark.parametrize("system", sorted(LEGACY))
@pytest.mark.parametrize("xdg", [False, True])
def test_the_data_folder_from_platformdirs_is_where_it_always_was(
        system: str, xdg: bool, monkeypatch, tmp_path) -> None:
    home, appdata = tmp_path / "home", tmp_path / "AppData" / "Roaming"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("APPDATA", str(appdata))
    if xdg:
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    else:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    # off Windows, resolve the roaming folder as Windows' fallback does: from %APPDATA%
    monkeypatch.setattr(platformdirs.windows, "get_win_folder",
                        platformdirs.windows.get_win_folder_from_env_vars)
    expected = LEGACY[system].format(HOME=home, APPDATA=appdata)
    if xdg and system == "linux":
        expected = f"{tmp_path}/xdg/Triptych"           # the XDG base directory rule
    assert user_data_dir(platform_dirs(system)) == Path(expected)
    assert not Path(expected).exists()                  # asking creates nothing


def test_the_data_folder_is_platformdirs_answer_for_this_system(monkeypatch) -> None:
    monkeypatch.delenv("TRIPTYCH_DATA_DIR")
    assert data_dir() == user_data_dir(platform_dirs())
    assert data_dir().name == "Triptych" and data_dir().is_absolute()


def test_a_file_of_binary_junk_gives_defaults_and_a_notice(tmp_path) -> None:
    (tmp_path / "settings.json").write_bytes(b"\xff\xfe\x00\x80 not text")
    app = make_app(tmp_path)
    try:
        assert app.settings == Settings() and app.notice
        app.step(1 / 60)
        assert app.running and app.top.notice_time > 0
    finally:
        app.close()


def test_a_volume_that_is_not_a_number_is_a_damaged_file(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"volume": NaN, "fullscreen": true}')
    settings, notice = load_settings(path)
    assert settings == Settings() and notice and "damaged" in notice


def test_the_title_shows_a_notice_once_and_a_good_save_clears_it(tmp_path) -> None:
    from scenes.menus.settings import SettingsScene

    (tmp_path / "settings.json").write_text("{{{{")
    app = make_app(tmp_path)
    try:
        title = app.top
        assert title.notice_time > 0
        title.notice_time = 0.0            # shown, and its time is up
        app.push(SettingsScene())
        app.pop()
        assert title.notice_time == 0.0    # coming back does not nag again
        app.set_volume(0.4)                # the damaged file is replaced whole
        assert app.notice is None
        assert load_settings(tmp_path / "settings.json") == (app.settings, None)
    finally:
        app.close()


def test_settings_screen_says_when_a_change_cannot_be_saved(tmp_path) -> None:
    from scenes.core import theme
    from scenes.menus.settings import SettingsScene

    blocker = tmp_path / "file"
    blocker.write_text("x")
    app = make_app(tmp_path)
    app.settings_path = blocker / "settings.json"
    try:
        scene = SettingsScene()
        app.push(scene)
        scene.list.focus = 1                # Volume
        key(app, pygame.K_LEFT)
        assert app.running and app.settings.volume == pytest.approx(0.6)
        assert app.notice and "could not be saved" in app.notice
        app.draw()
        assert tuple(app.screen.get_at((scene.list.center_x, 520)))[:3] == theme.DANGER
    finally:
        app.close()


def test_a_pad_plugged_in_on_the_settings_screen_sets_the_sound_volume_for_good(tmp_path) -> None:
    from scenes.menus.settings import SettingsScene
    from tests.support import pad_button, post

    app = make_app(tmp_path)
    try:
        app.push(SettingsScene())
        post(pygame.JOYDEVICEADDED, device_index=0)      # FakePad: instance id 100
        post(pygame.JOYHATMOTION, instance_id=100, hat=0, value=(0, -1))   # d-pad down
        post(pygame.JOYHATMOTION, instance_id=100, hat=0, value=(0, 0))
        app.step(1 / 60)
        assert app.top.list.focused.label == "Volume" and app.last_device == "controller"
        for _ in range(3):
            post(pygame.JOYHATMOTION, instance_id=100, hat=0, value=(1, 0))
            post(pygame.JOYHATMOTION, instance_id=100, hat=0, value=(0, 0))
            app.step(1 / 60)
        assert app.sounds.volume == pytest.approx(1.0)   # 70% -> 100%, at the mixer
        post(pygame.JOYDEVICEREMOVED, instance_id=100)   # unplugged mid-screen
        app.step(1 / 60)
        pad_button(app, 1, instance_id=100)              # unknown ids act as a generic pad: B
        assert app.running and type(app.top).__name__ == "TitleScene"
    finally:
        app.close()
    again = make_app(tmp_path)
    try:
        assert again.settings.volume == pytest.approx(1.0)
        assert again.sounds.volume == pytest.approx(1.0)
    finally:
        again.close()
