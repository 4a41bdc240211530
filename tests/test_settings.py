"""Settings survive restarts, never crash on a bad file, and are written atomically."""

from __future__ import annotations

import json
import os

import pytest
from shell_support import make_app

from scenes.settings import Settings, data_dir, load_settings, save_settings


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


def test_odd_values_fall_back_per_field(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"fullscreen": "yes", "volume": 7, "pregame": [1]}))
    loaded, _ = load_settings(path)
    assert loaded.fullscreen is False and loaded.volume == 1.0 and loaded.pregame == {}


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
