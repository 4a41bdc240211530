"""The Trojan War's own animation beats: an announcement banner over the centre,
and a thrown die that stays inside its panel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.core import theme
from scenes.troy.table import draw_banner
from scenes.ui import anim, effects


class Banner(anim.Anim):
    """An announcement card for ``duration`` seconds: over the centre, or ``low``
    when it announces something in the centre (which it must not hide)."""

    def __init__(self, title: str, lines: list[str], duration: float,
                 color: Any = theme.GOLD, low: bool = False) -> None:
        super().__init__(duration)
        self.title, self.lines, self.color, self.low = title, lines, color, low

    def draw(self, surface: pygame.Surface) -> None:
        draw_banner(surface, self.title, self.lines, self.progress, self.color, self.low)


class PanelDie(effects.DieRoll):
    """A thrown die kept inside ``bounds``: its hop never crosses a panel's title or the
    turn track above the panel."""

    def __init__(self, value: int, pos: tuple[int, int], face: Callable[[int], pygame.Surface],
                 bounds: pygame.Rect, **kw: Any) -> None:
        super().__init__(value, pos, face, **kw)
        self.bounds = bounds
        side = face(value).get_width()
        self.reach = side * 0.72 + 2   # half the diagonal: the tumbling die at any angle

    @property
    def pos(self) -> tuple[float, float]:
        x, y = super().pos
        b, r = self.bounds, self.reach
        return (min(max(x, b.left + r), b.right - r), min(max(y, b.top + r), b.bottom - r))


def steps(*fns: Callable[[], object]) -> anim.Call:
    """One beat that runs ``fns`` in order when it is reached (bind their arguments
    now, with functools.partial, so a loop's later values do not leak in)."""
    def run() -> None:
        for fn in fns:
            fn()
    return anim.Call(run)
