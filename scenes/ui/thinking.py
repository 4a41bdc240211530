"""The computer's turn as every play scene shows it: thinking off the render
loop, for at least a moment, with one spinner.

A reply that lands in the same frame as the player's move feels abrupt and
hides what happened, so ``Thinker`` holds a finished answer until
``min_time`` has passed (counted in the frames' ``dt``). The scenes only
start, poll and cancel. With ``TRIPTYCH_INLINE_COMPUTER=1`` (the test suite)
the choice is made inside ``start``, so no test waits on a thread.
"""

from __future__ import annotations

import math
import os
from collections.abc import Hashable
from typing import Any

import pygame

from game.ai.players import ThinkingTask

MIN_THINK = 0.45     # seconds the thinking shows, even when the answer is instant


class Thinker:
    """One computer decision at a time: ``start``, then ``poll`` each frame."""

    def __init__(self, min_time: float = MIN_THINK, inline: bool | None = None) -> None:
        self.min_time = min_time
        self.inline = os.environ.get("TRIPTYCH_INLINE_COMPUTER") == "1" if inline is None \
            else inline
        self.task: ThinkingTask | None = None
        self.elapsed = 0.0

    @property
    def busy(self) -> bool:
        return self.task is not None

    def start(self, player: Any, state: Any) -> None:
        """Think about ``state`` (copied) in the background."""
        self.cancel()
        self.task = ThinkingTask(player)
        self.task.start(state, inline=self.inline)
        self.elapsed = 0.0

    def poll(self, dt: float) -> tuple[bool, Hashable]:
        """(True, action) once the answer is in and shown long enough."""
        if self.task is None:
            return False, None
        self.elapsed += dt
        if not self.task.done or self.elapsed < self.min_time:
            return False, None
        task, self.task = self.task, None
        return True, task.result

    def cancel(self) -> None:
        """Drop the thinking in progress (undo, resign, leaving the screen)."""
        if self.task is not None:
            self.task.cancel()
            self.task = None


def draw_spinner(surface: pygame.Surface, center: tuple[int, int], t: float,
                 radius: int = 14) -> None:
    """Eight beads chasing round a circle, brightest at the head."""
    for i in range(8):
        a = t * 6 + i * math.tau / 8
        k = i / 8
        col = (int(90 + 160 * k), int(80 + 120 * k), int(40 + 40 * k))
        pygame.draw.circle(surface, col, (center[0] + radius * math.cos(a),
                                          center[1] + radius * math.sin(a)),
                           2 + 3 * k * radius / 16)
