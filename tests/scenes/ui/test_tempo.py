"""The animation speed: every animator follows it, instant still applies each step in
order, slides take longer the farther they go, and the setting is kept and checked."""

from __future__ import annotations

import json

import pygame
import pytest

from game.common import Event
from scenes.core.settings import Settings, load_settings, save_settings
from scenes.essentia.board import BoardView
from scenes.essentia.fx import move_anims
from scenes.menus.settings import SettingsScene
from scenes.ui import anim, effects
from tests.support import DT, key, make_app


def timed(seconds: float, log: list[str], name: str) -> anim.Sequence:
    """A step that lasts ``seconds`` and notes when it ends."""
    return anim.Sequence([anim.Delay(seconds), anim.Call(lambda: log.append(name))])


def clock_time_to_idle(animator: anim.Animator) -> float:
    """Seconds of the clock, in frames of DT, until the animator is idle."""
    t = 0.0
    while not animator.idle:
        animator.update(DT)
        t += DT
    return t


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_animations_take_their_time_divided_by_the_speed(speed: str) -> None:
    anim.set_speed(speed)
    log: list[str] = []
    animator = anim.Animator()
    animator.add(timed(0.6, log, "first"))
    animator.add(timed(0.6, log, "second"))
    assert clock_time_to_idle(animator) == pytest.approx(1.2 / anim.SPEEDS[speed], abs=DT)
    assert log == ["first", "second"]


def test_slow_is_slower_than_normal_and_fast_faster() -> None:
    scales = [anim.SPEEDS[s] for s in ("slow", "normal", "fast", "instant")]
    assert scales == sorted(scales) and len(set(scales)) == 4


def test_instant_finishes_every_step_at_the_next_frame_in_order() -> None:
    anim.set_speed("instant")
    log: list[str] = []
    idle: list[bool] = []
    animator = anim.Animator(on_idle=lambda: idle.append(True))
    animator.add(timed(3.0, log, "moved"))
    animator.add(anim.Parallel([timed(1.0, log, "captured"), anim.Delay(2.0)]))
    animator.add(timed(0.5, log, "game over"))
    assert not animator.idle            # queued, not yet played
    animator.update(DT)
    assert animator.idle and log == ["moved", "captured", "game over"] and idle == [True]


def test_an_animator_may_keep_its_own_tempo() -> None:
    """The app's speed is the default; a tempo passed in is followed instead."""
    anim.set_speed("slow")
    animator = anim.Animator(tempo=anim.Tempo("fast"))
    animator.add(anim.Delay(1.0))
    assert clock_time_to_idle(animator) == pytest.approx(0.5, abs=DT)


def test_an_unknown_speed_is_refused() -> None:
    with pytest.raises(ValueError):
        anim.set_speed("warp")
    assert anim.TEMPO.speed == anim.DEFAULT_SPEED


# -- slides -------------------------------------------------------------------------------------
def test_a_slide_takes_longer_the_farther_it_goes() -> None:
    """Over any distance a board allows (Symbol's diagonal is under 800 pixels)."""
    img = pygame.Surface((10, 10))
    times = [effects.Slide(img, [(0, 0), (d, 0)]).duration for d in range(40, 841, 40)]
    assert all(a < b for a, b in zip(times, times[1:], strict=False))
    assert times[0] >= effects.SLIDE_BASE


def test_an_essentia_slide_of_more_cells_lasts_longer() -> None:
    """A golem sliding up the c-file: each further cell adds time, at a readable pace."""
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    board = BoardView()
    durations = []
    for n in range(1, 8):
        path = [f"c{r}" for r in range(1, n + 2)]
        moved = Event("moved", {"player": 0, "frm": path[0], "to": path[-1], "path": path,
                                "jump": False})
        (step,) = move_anims(board, [moved], lambda name: None)
        durations.append(step.duration)
    assert all(a < b for a, b in zip(durations, durations[1:], strict=False))
    assert durations[0] >= 0.25 and durations[-1] <= effects.SLIDE_MAX


# -- the setting --------------------------------------------------------------------------------
@pytest.mark.parametrize("speed", list(anim.SPEEDS))
def test_the_speed_is_saved_with_the_settings(tmp_path, speed: str) -> None:
    path = tmp_path / "settings.json"
    assert save_settings(Settings(animation_speed=speed), path)
    loaded, notice = load_settings(path)
    assert notice is None and loaded.animation_speed == speed


def test_settings_from_before_the_speed_existed_play_at_normal(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"fullscreen": False, "volume": 0.4}))
    loaded, notice = load_settings(path)
    assert notice is None and loaded.animation_speed == "normal" and loaded.volume == 0.4


@pytest.mark.parametrize("bad", ["warp", "", 2, None, True, ["fast"], "x" * 500])
def test_a_speed_the_app_cannot_have_written_is_a_damaged_file(tmp_path, bad) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": 0.4, "animation_speed": bad}))
    loaded, notice = load_settings(path)
    assert loaded == Settings() and notice and "damaged" in notice
    assert (tmp_path / "settings.json.damaged").exists()


def test_the_settings_screen_changes_the_speed_for_every_game_and_remembers_it(
        tmp_path) -> None:
    app = make_app(tmp_path)
    try:
        app.push(SettingsScene())
        scene = app.top
        scene.list.focus_on("Animation speed")
        assert scene.list.focused.value == "normal"
        key(app, pygame.K_RIGHT)
        assert anim.TEMPO.speed == "fast" and app.settings.animation_speed == "fast"
        key(app, pygame.K_RIGHT)
        assert anim.TEMPO.speed == "instant"
    finally:
        app.close()
    anim.set_speed("normal")
    again = make_app(tmp_path)           # the next start plays at the chosen speed
    try:
        assert again.settings.animation_speed == "instant" and anim.TEMPO.speed == "instant"
    finally:
        again.close()
