"""The decision open on the Trojan War screen: its stage handler (stages/), its
choices laid out on screen, and the focus among them.

Mouse, keys and pad reach every choice: a click or Enter takes one, the arrows
(d-pad) move the focus to the nearest choice that way, Esc steps back a choice
being made. (Tab is the story's skip key and moves nothing here.)
"""

from __future__ import annotations

from typing import Any

from scenes.core.base import Act
from scenes.troy.stages import Choice, Stage

NUDGES = {Act.LEFT: (-1, 0), Act.RIGHT: (1, 0), Act.UP: (0, -1), Act.DOWN: (0, 1)}


def nearest(choices: list[Choice], focus: int, act: Act) -> int | None:
    """The enabled choice nearest the focused one in the direction of ``act``."""
    cur = choices[focus].rect.center
    dx, dy = NUDGES[act]
    best, best_score = None, 1e18
    for i, c in enumerate(choices):
        if i == focus or not c.enabled:
            continue
        vx, vy = c.rect.centerx - cur[0], c.rect.centery - cur[1]
        along = vx * dx + vy * dy
        if along <= 0:
            continue
        score = along + 2.5 * (abs(vx * dy) + abs(vy * dx))
        if score < best_score:
            best, best_score = i, score
    return best


class Decision:
    """One decision, from the moment it opens to the action it plays."""

    def __init__(self, stage: Stage, focus: Any = None, guided: bool = True) -> None:
        """``guided``: the focus opens where the stage advises (a safe or likely
        choice); a lesson, which asks the player to find it, opens on the first."""
        self.stage = stage
        self.choices: list[Choice] = []
        self.focus = 0
        if focus is None and guided:
            focus = stage.first_focus(stage.choices())
        self.lay_out(focus)

    @property
    def focused(self) -> Choice | None:
        if 0 <= self.focus < len(self.choices):
            return self.choices[self.focus]
        return None

    @property
    def focus_key(self) -> Any:
        c = self.focused
        return None if c is None else c.key

    def lay_out(self, focus: Any = None) -> None:
        """The stage's choices again (its state changed); the focus on ``focus``'s key,
        else where it was, else the first enabled choice."""
        keep = focus if focus is not None else self.focus_key
        self.choices = self.stage.choices()
        self.focus = 0
        if not self.focus_on(keep) and self.choices and not self.choices[0].enabled:
            self.cycle(1)

    def focus_on(self, key: Any) -> bool:
        """Put the focus on the enabled choice with ``key``; False when there is none."""
        for i, c in enumerate(self.choices):
            if c.key == key and c.enabled:
                self.focus = i
                return True
        return False

    def cycle(self, step: int) -> None:
        n = len(self.choices)
        for k in range(1, n + 1):
            j = (self.focus + step * k) % n
            if self.choices[j].enabled:
                self.focus = j
                return

    def move(self, act: Act) -> bool:
        """Spatial navigation; True when the focus moved."""
        if not self.choices:
            return False
        best = nearest(self.choices, self.focus, act)
        if best is None:
            return False
        self.focus = best
        return True

    def activate(self, i: int | None = None) -> bool:
        """Take choice ``i`` (the focused one by default); True when it was taken."""
        i = self.focus if i is None else i
        if 0 <= i < len(self.choices) and self.choices[i].enabled:
            self.focus = i
            self.choices[i].do()
            return True
        return False

    def at(self, pos: tuple[int, int]) -> int | None:
        """The enabled choice under ``pos``."""
        for i, c in enumerate(self.choices):
            if c.enabled and c.rect.collidepoint(pos):
                return i
        return None
