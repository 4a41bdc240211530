"""Helpers for Symbol's scene tests: settling animations, pointing at cells,
pressing panel chips, and a computer that answers at once."""

from __future__ import annotations

from game.symbol.board import INDEX
from scenes.core.base import Act
from scenes.symbol.end import SymbolEndScene
from scenes.symbol.play import SymbolPlayScene
from tests.support import DT, click


def settle(app, seconds: float = 6.0) -> None:
    """Run frames until the play scene waits: its animations over and, once the
    game has ended, its end card up."""
    for _ in range(int(seconds / DT)):
        app.step(DT)
        top = app.top
        if isinstance(top, SymbolEndScene):
            return
        if isinstance(top, SymbolPlayScene) and not top.busy \
                and (not top.over or top.result_shown):
            return


def at(scene: SymbolPlayScene, cell: str) -> tuple[int, int]:
    x, y = scene.view.center(INDEX[cell])
    return (int(x), int(y))


def press_chip(app, scene: SymbolPlayScene, key: str) -> None:
    chip = scene.chip(key)
    assert chip is not None and chip.enabled, f"no enabled chip {key}"
    click(app, chip.rect.center)


class FirstMove:
    """A computer that answers at once with its first legal action."""

    game, level = "symbol", "test"

    def choose(self, state, stop=None):
        return state.legal_actions()[0]


def reach_chip(press, scene: SymbolPlayScene, key: str) -> None:
    """Walk the panel's focus to the button ``key`` with arrows alone, as a player
    would: up to the first row, then each row from its left end, row by row down.
    ``press(act)`` sends one arrow (Act.UP, DOWN, LEFT or RIGHT) by any device."""
    def on() -> bool:
        return scene.chips[scene.controls.focus].key == key

    for _i in range(4):
        press(Act.UP)
    for _row in range(5):
        for _i in range(8):
            press(Act.LEFT)
        for _i in range(8):
            if on():
                return
            press(Act.RIGHT)
        if on():
            return
        press(Act.DOWN)
    assert on(), f"the arrows never reach {key}"
