"""Symbol's lesson adapter: the play screen on a lesson's position, and where
the task card sits (over the move list and the lower side panel; the player
cards stay in view, and the context box with its chips moves up above it)."""

from __future__ import annotations

import pygame

from game.symbol import SymbolState
from scenes.games import GameSetup
from scenes.symbol.controls import PANEL_W, PANEL_X, SESSION_ROW_Y
from scenes.symbol.play import SymbolPlayScene

LESSON_CARD = pygame.Rect(PANEL_X, 486, PANEL_W, SESSION_ROW_Y - 8 - 486)


def lesson_screen(setup: GameSetup, state: SymbolState) -> SymbolPlayScene:
    return SymbolPlayScene(setup, state)
