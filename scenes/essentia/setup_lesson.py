"""The set-up screen in a lesson: the same board, pool and keys as a real
set-up, judged by the lesson (scenes/lessons/lesson.py) like a play screen.

The lesson screen expects what the play base offers (a referee asked before
the person's action, no save, its own pause, the scripted replies played
through ``play``); this screen adds just that to ``SetupScene``. It never hands
the position over to play, and the instant deal waits for the player's Enter,
A or click instead of dealing by itself, so that the deal is the step's action.
The task card sits over the turn card and the mode's info card (the task says
what the mode does); the tile pool stays in view.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.common import Event
from game.essentia import EssentiaState
from game.essentia.notation import DEAL
from scenes.essentia.setup import INFO_CARD, SetupScene
from scenes.essentia.table import PANEL
from scenes.games import GameSetup

#: where the lesson's task card sits on this screen (the lesson asks the screen first)
SETUP_CARD = pygame.Rect(PANEL.left, PANEL.top, PANEL.w, INFO_CARD.bottom - PANEL.top)


class SetupLessonScreen(SetupScene):
    """One set-up action, asked for by a lesson."""

    lesson_card = SETUP_CARD

    def __init__(self, setup: GameSetup, state: EssentiaState) -> None:
        super().__init__(setup, state)
        self.referee: Callable[[Hashable], bool] | None = None
        self.keeps_save = True
        self.result_shown = False
        self.pause_menu: Callable[[], None] | None = None
        self.moves: list[Any] = []          # the lesson reads them; a set-up keeps no list
        self.undo_floor = 0

    @property
    def computer(self) -> Any:
        return self.player

    @computer.setter
    def computer(self, player: Any) -> None:
        self.player = player                # None: the other side places only the replies

    def state_changed(self) -> None:
        """Nothing here depends on the lesson's state beyond what update reads."""

    def play(self, action: Hashable) -> list[Event]:
        """A scripted reply: placed like the computer's tile."""
        assert isinstance(action, int)
        self.place(action)
        return []

    def place(self, action: int) -> None:
        """The person's tile goes down only when the lesson accepts it."""
        side = self.state.to_move()
        if self.referee is not None and side is not None and self.setup.is_human(side) \
                and not self.referee(action):
            self.sound("cancel")
            return
        super().place(action)
        if self.referee is not None:
            self.movers.clear()             # the lesson's tile stays: nothing to undo

    def confirm(self, cell: int) -> None:
        """The instant deal is the player's action here: Enter, A or a click deals."""
        if self.mode == "instant" and self.placing and not self.busy and self.human_turn():
            self.place(DEAL)
            return
        super().confirm(cell)

    def open_pause(self) -> None:
        if self.pause_menu is not None:
            self.pause_menu()
        else:
            super().open_pause()

    def save_game(self) -> None:
        if self.keeps_save:
            super().save_game()

    def update(self, dt: float) -> None:
        if self.mode == "instant" and self.placing:
            self.tick(dt)                   # no deal by itself: the lesson asks for it
            self.sync_buttons()
            return
        super().update(dt)

    def hand_over(self) -> None:
        """A lesson ends on the set-up board: the game is not handed over to play."""
        self.handed = True
