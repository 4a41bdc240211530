"""The Trojan War's lesson adapter: the play screen on a lesson's position, and
where the task card sits (over the other side's roster, which a lesson does not
need: the enemy's heroes show on the challenge spaces; the person's roster, the
challenges, the prompt, the gods and the VP track stay in view)."""

from __future__ import annotations

import pygame

from game.troy.rules import TroyState
from scenes.games import GameSetup
from scenes.troy.layout import ROSTER
from scenes.troy.play import TroyPlayScene


def lesson_card(side: int | None) -> pygame.Rect:
    """Over the roster of the side the person does not play."""
    return pygame.Rect(ROSTER[1 - (side or 0)])


def lesson_screen(setup: GameSetup, state: TroyState) -> TroyPlayScene:
    """The play screen on the lesson's position, the die the task speaks of thrown
    again as the lesson opens."""
    scene = TroyPlayScene(setup, state=state, seed=0)
    scene.tell_position()
    return scene
