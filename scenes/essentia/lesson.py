"""Essentia's lesson adapter: the play screen on a lesson's position, and where
the task card sits (over the tallies and the move list, which a lesson does
not need; the turn card and the terrain's power card stay in view). A set-up
position opens the set-up screen instead (scenes/essentia/setup_lesson.py)."""

from __future__ import annotations

import pygame

from game.essentia import EssentiaState
from scenes.essentia.play import PlayScene
from scenes.essentia.setup_lesson import SetupLessonScreen
from scenes.essentia.table import PANEL
from scenes.games import GameSetup

LESSON_CARD = pygame.Rect(PANEL.left, PANEL.top + 236, PANEL.w, PANEL.h - 236 - 68)


def lesson_screen(setup: GameSetup, state: EssentiaState) -> PlayScene | SetupLessonScreen:
    if state.phase == "setup":
        return SetupLessonScreen(setup, state)
    return PlayScene(setup, state)
