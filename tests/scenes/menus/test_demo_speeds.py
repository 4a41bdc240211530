"""A whole demo game of each game at every animation speed: the speed changes how
long the animations take, never what happens, nor what the screen shows at the end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scenes import games
from scenes.menus import demo
from scenes.menus.demo import DemoScene
from scenes.symbol.fx import shown_of as symbol_shown
from scenes.troy.saving import shown_of as troy_shown
from scenes.ui import anim
from tests.support import make_app

STEP = 0.1          # the app's largest frame step: a whole game in few frames
DRAW_EVERY = 40     # frames between two drawn frames (drawing is the costly part)
# Frames a whole game may take at the slowest speed (measured: Troy ~3,600, Symbol
# ~950, Essentia ~350 with seed 3); a game that never ends fails, it does not hang.
FRAME_LIMIT = 6000


def play_demo_game(tmp_path: Path, game: str, speed: str) -> tuple[Any, int]:
    """One seeded demo game of ``game`` at ``speed``, stepped to its end card; the
    play scene and the frames it took."""
    app = make_app(tmp_path / speed)
    try:
        app.set_animation_speed(speed)
        scene = DemoScene((game,), seed=3)
        app.push(scene)
        stage = scene.stage
        assert stage is not None
        frames = 0
        while not stage.ended and frames < FRAME_LIMIT:
            scene.update(STEP)
            if frames % DRAW_EVERY == 0:
                app.draw()
            frames += 1
        assert scene.stage is stage, "the game gave way to the next one before its end"
        assert stage.ended, f"no end card after {frames} frames at {speed}"
        app.draw()                                   # the end card over the final board
        play = stage.stack[0]
        assert play.animator.idle and play.state.outcome() is not None
        return play, frames
    finally:
        app.close()


def screen_of(play: Any) -> Any:
    """What the play screen shows beyond the engine's state, where it keeps its own."""
    if play.game == "symbol":
        assert play.shown == symbol_shown(play.state)      # the shown board caught up
        return play.shown
    if play.game == "troy":
        return troy_shown(play.board), play.shown_vp
    return None


def ending(play: Any) -> tuple[Any, ...]:
    """Everything a game's end is judged by: the moves, the position, the outcome
    and what the screen shows."""
    return ([m.text for m in play.moves], play.state.to_text(), play.state.outcome(),
            screen_of(play))


# game -> (ending, frames) of its demo game at instant speed, played once per process
_INSTANT: dict[str, tuple[tuple[Any, ...], int]] = {}


def instant_ending(tmp_path: Path, game: str) -> tuple[tuple[Any, ...], int]:
    if game not in _INSTANT:
        play, frames = play_demo_game(tmp_path, game, "instant")
        _INSTANT[game] = (ending(play), frames)
    return _INSTANT[game]


@pytest.fixture(autouse=True)
def random_players(monkeypatch) -> None:
    """Seeded random players: the same game at every speed, decided in no time."""
    monkeypatch.setattr(demo, "LEVEL", "random")


@pytest.mark.parametrize("speed", list(anim.SPEEDS))
@pytest.mark.parametrize("game", games.order())
def test_a_whole_demo_game_ends_the_same_at_every_speed(tmp_path, game: str,
                                                        speed: str) -> None:
    reference, instant_frames = instant_ending(tmp_path, game)
    play, frames = play_demo_game(tmp_path, game, speed)
    assert anim.TEMPO.speed == speed
    assert len(play.moves) > 5 and ending(play) == reference
    if speed != "instant":
        assert frames > instant_frames      # the animations were played, not skipped


def test_the_demo_gives_a_slow_game_the_time_to_end(monkeypatch) -> None:
    """At a slow speed a game takes longer, so the demo waits longer before the next."""
    anim.set_speed("slow")
    assert demo.game_limit() == pytest.approx(demo.GAME_LIMIT / anim.SPEEDS["slow"])
    for speed in ("normal", "fast", "instant"):
        anim.set_speed(speed)
        assert demo.game_limit() == demo.GAME_LIMIT
