"""The set-up screen in a lesson: the same board, pool and keys as a real
set-up, judged by the lesson (scenes/lessons/lesson.py) like a play screen.

The set-up screen stands on the play base, which offers the lesson what it
expects (a referee asked before the person's action, no save, its own pause,
the scripted replies played through ``play``). This screen never hands
the position over to play, and the instant deal waits for the player's Enter,
A or click (on the board or the deck) instead of dealing by itself, so that
the deal is the step's action.
The task card sits over the turn card and the mode's info card (the task says
what the mode does); the tile pool stays in view.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.common import Event
from game.essentia.notation import DEAL
from scenes.core.base import Act, InputAction
from scenes.core.i18n import N_
from scenes.essentia.setup import INFO_CARD, SetupScene
from scenes.essentia.table import PANEL
from scenes.ui.hints import Hint
from scenes.ui.play_keys import MENU_HINT, RULES_HINT

# TRANSLATORS: hint bar: deal the terrain tiles (a click on it deals too)
DEAL_HINT = Hint("Enter", "A", N_("Deal the tiles"), Act.CONFIRM)
#: where the lesson's task card sits on this screen (the lesson asks the screen first)
SETUP_CARD = pygame.Rect(PANEL.left, PANEL.top, PANEL.w, INFO_CARD.bottom - PANEL.top)


class SetupLessonScreen(SetupScene):
    """One set-up action, asked for by a lesson."""

    lesson_card = SETUP_CARD

    def play(self, action: Hashable) -> list[Event]:
        """A placement the lesson accepted (or a scripted reply) stays: there is
        nothing to undo in a lesson's set-up."""
        events = super().play(action)
        if events and self.referee is not None:
            self.undo_floor = len(self.moves)
        return events

    def confirm(self, cell: int) -> None:
        """The instant deal is the player's action here: Enter, A or a click deals."""
        if self.mode == "instant" and self.placing and not self.busy and self.human_turn():
            self.play(DEAL)
            return
        super().confirm(cell)

    def handle_play(self, action: InputAction) -> None:
        """A click on the deck deals as well as one on the board."""
        if action.act == Act.CLICK and self.mode == "instant" and action.pos is not None \
                and self.deck.collidepoint(action.pos):
            self.confirm(self.cursor)
            return
        super().handle_play(action)

    def deal(self) -> None:
        """No deal by itself: the lesson asks for it."""

    def hint_list(self) -> list[Hint]:
        """The instant deal waits for the player: the bar says how to deal (the
        lesson's words name no key, the bar names the device's)."""
        if self.mode == "instant" and self.placing and not self.busy:
            return [DEAL_HINT, RULES_HINT, MENU_HINT]
        return super().hint_list()

    def hand_over(self) -> None:
        """A lesson ends on the set-up board: the game is not handed over to play."""
        self.handed = True
