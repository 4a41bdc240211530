"""Symbol's lesson adapter: the play screen on a lesson's position, and where
the task card sits (over the players' cards, which a lesson does not need; the
context box, which explains the selected stack, and the buttons stay in view)."""

from __future__ import annotations

import pygame

from game.symbol import SymbolState
from scenes.games import GameSetup
from scenes.symbol.controls import CONTEXT_TOP, PANEL_W, PANEL_X
from scenes.symbol.play import SymbolPlayScene

LESSON_CARD = pygame.Rect(PANEL_X, 8, PANEL_W, CONTEXT_TOP - 10 - 8)


def lesson_screen(setup: GameSetup, state: SymbolState) -> SymbolPlayScene:
    return SymbolPlayScene(setup, state)
