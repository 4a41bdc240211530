"""Helpers for Essentia's scene tests: a near-finished position, a scripted
computer, time stepping, pointing at cells and pressing panel buttons."""

from __future__ import annotations

import pygame

from game.essentia.layout import INDEX
from scenes.essentia.play import PlayScene
from scenes.essentia.setup import SetupScene
from scenes.menus.pregame import PregameScene
from tests.support import DT, click, key, make_app, step_until

# Dawn's c4 golem (rocks) can step onto the active circle c5; declaring plateau
# there lets it slide up the c-file onto Twilight's spring golem on c9.
NEAR_END = ("RRSRRSRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRSRRSRR "
            "2g4g/8/8/8/8/2G5/8/8/2G5 D on 0 1")


def run(app, seconds: float) -> None:
    for _ in range(int(seconds / DT) + 1):
        app.step(DT)


def at(app, cell: str) -> tuple[int, int]:
    scene = next(s for s in app.stack if isinstance(s, PlayScene | SetupScene))
    return scene.board.center(INDEX[cell])


class Scripted:
    """A computer player that replies with prepared moves, in order."""

    game, level = "essentia", "scripted"

    def __init__(self, moves: list[str]) -> None:
        self.moves = moves

    def choose(self, state, stop=None):
        legal = state.legal_actions()
        for text in self.moves:
            action = state.parse_action(text)
            if action in legal:
                return action
        return legal[0]


def wait_for_computer(app, scene: PlayScene, limit: float = 30.0) -> None:
    """Step frames until the computer has answered and its move has animated."""
    app.step(DT)
    step_until(app, lambda: scene.human_turn() and not scene.busy, limit)


def continue_saved(tmp_path):
    """A fresh app on the same folder, continued from the pre-game screen."""
    app = make_app(tmp_path)
    app.push(PregameScene("essentia"))
    app.step(DT)
    assert app.top.list.focused.label == "Continue the saved game"
    key(app, pygame.K_RETURN)
    return app, app.top


def press_button(app, scene: PlayScene, name: str) -> None:
    scene.refresh()
    button = next(b for b in scene.buttons.buttons if b.key == name)
    click(app, button.rect.center)
