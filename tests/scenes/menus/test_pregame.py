"""The pre-game screen after a game: the focus starts on "Start game" every
time, so one confirm starts the next game, whatever the mouse was doing."""

from __future__ import annotations

import pygame
import pytest

from scenes import games
from scenes.core.base import Scene
from tests.support import DT, click, key, make_app, post


class FakePlay(Scene):
    def __init__(self, setup: games.GameSetup) -> None:
        super().__init__()
        self.setup = setup


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()
    games._registered.clear()


def row_center(app, label: str) -> tuple[int, int]:
    lst = app.top.list
    return next(r.center for it, r in zip(lst.shown(), lst.rects(), strict=True)
                if it.label == label)


def test_focus_starts_on_start_game_after_each_game_even_with_the_mouse_resting(app) -> None:
    games.register_play("symbol", FakePlay)
    title_row = row_center(app, "Symbol")
    for round_no in range(3):
        click(app, title_row)                       # the title's Symbol row, by mouse
        pre = app.top
        assert type(pre).__name__ == "PregameScene"
        # the resting pointer jitters (or the system repeats its position)
        post(pygame.MOUSEMOTION, pos=(title_row[0] + 2, title_row[1] + 1), rel=(2, 1),
             buttons=(0, 0, 0))
        app.step(DT)
        assert pre.list.focused.label == "Start game", f"round {round_no}"
        if round_no == 1:
            pre.list.focus_on("Opponent")
            key(app, pygame.K_RIGHT)                # against the computer: more rows
            pre.list.focus_on("Start game")
        key(app, pygame.K_RETURN)                   # one confirm starts the game
        assert isinstance(app.top, FakePlay)
        app.return_to_title()
        app.step(DT)


def test_hovering_still_moves_the_focus_once_the_mouse_really_moves(app) -> None:
    key(app, pygame.K_RETURN)
    pre = app.top
    assert pre.list.focused.label == "Start game"
    target = row_center(app, "Opponent")
    post(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0))
    app.step(DT)
    post(pygame.MOUSEMOTION, pos=(target[0] + 40, target[1]), rel=(40, 0), buttons=(0, 0, 0))
    app.step(DT)
    assert pre.list.focused.label == "Opponent"
    click(app, row_center(app, "Back"))
    assert type(app.top).__name__ == "TitleScene"
