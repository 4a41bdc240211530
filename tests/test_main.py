"""The command line: good options run the game, bad ones get a clear error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("argv", [
    ["--game", "chess"], ["--frames", "0"], ["--frames", "many"], ["--seed", "-3"],
    ["--screenshot", "out.jpg"], ["--bogus"], ["extra"], ["--game", "troy", "--gallery"],
])
def test_bad_arguments_are_a_clear_usage_error(argv: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main.parse_args(argv)
    assert exc.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_good_arguments_parse() -> None:
    args = main.parse_args(["--game", "symbol", "--seed", "42", "--frames", "3",
                            "--fullscreen", "--screenshot", "x.png"])
    assert (args.game, args.seed, args.frames, args.fullscreen) == ("symbol", 42, 3, True)
    assert args.screenshot == Path("x.png")


def test_game_option_opens_its_pregame_menu_over_the_title(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TRIPTYCH_DATA_DIR", str(tmp_path))
    app = main.build_app(main.parse_args(["--game", "troy", "--seed", "5"]))
    try:
        assert [type(s).__name__ for s in app.stack] == ["TitleScene", "PregameScene"]
        assert app.top.info.key == "troy" and app.seed == 5
    finally:
        app.close()


def test_frames_and_screenshot_run_headless_and_exit_zero(tmp_path) -> None:
    shot = tmp_path / "shots" / "title.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TRIPTYCH_DATA_DIR": str(tmp_path)}
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--frames", "5",
                           "--screenshot", str(shot)], env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)


def test_gallery_option_opens_the_effects_gallery(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TRIPTYCH_DATA_DIR", str(tmp_path))
    app = main.build_app(main.parse_args(["--gallery"]))
    try:
        assert type(app.top).__name__ == "GalleryScene"
        assert type(app.stack[0]).__name__ == "TitleScene"
    finally:
        app.close()
