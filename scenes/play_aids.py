"""Hint and review for the play base: what a person may ask for besides playing.

Mixed into ``PlayScreen`` (scenes/play.py), which owns the session these read.
The hint (against the computer only: hot-seat, both players would see it) is
the computer's move for the person, thought off the frame by ``Coach``
(scenes/ui/coach.py) and marked on the board through two hooks; the review
(scenes/review.py) replays the moves so far over the game's ``review_board``.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

import pygame

from game.ai.explain import Reason
from game.common import GameState
from scenes.core.base import Scene
from scenes.core.i18n import N_, _
from scenes.core.replay import Move
from scenes.games import GameSetup
from scenes.review import ReviewBoard, ReviewScene
from scenes.ui.coach import Coach
from scenes.ui.reasons import sentence
from scenes.ui.result_card import ResultCard


class PlayAids(Scene):
    """The hint and the review; the play base supplies the session."""

    setup: GameSetup
    state: GameState[Any]
    start_text: str
    moves: list[Move]
    t: float

    def init_aids(self) -> None:
        area = self.hint_area()
        self.coach = Coach(self.setup.game, self.setup.seed,
                           **({"width": area.w} if area is not None else {})) \
            if self.setup.vs_computer and self.setup.human_side is not None else None
        if self.coach is not None and area is not None:
            self.coach.room = area.h        # its words shrink to the card it stands for
        self.hint_cells: list[int] = []           # the board cells the hint marks
        self.hint_arrow = True                    # ... and whether it goes from one to another

    # -- what the play base answers ---------------------------------------------------
    @property
    def sides(self) -> tuple[str, str]:
        raise NotImplementedError

    @property
    def over(self) -> bool:
        raise NotImplementedError

    def can_act(self) -> bool:
        raise NotImplementedError

    def say(self, message: str, seconds: float = 2.6) -> None:
        raise NotImplementedError

    def toast_midbottom(self) -> tuple[int, int]:
        raise NotImplementedError

    # -- hooks a game fills in ----------------------------------------------------------
    def hint_marks(self, action: Hashable) -> list[int]:
        """The cells the suggested ``action`` plays on (drawn with ``hint_cells``)."""
        return []

    def hint_moves(self, action: Hashable) -> bool:
        """The suggested ``action`` goes from its first marked cell to its second (an
        arrow joins them); False for pieces put down where they are marked."""
        return True

    def hint_words(self, action: Hashable) -> str:
        """The suggested move as the card names it (its notation by default)."""
        return str(self.state.action_text(action))

    def hint_reason(self, reason: Reason) -> str:
        """Why the suggested move is good, in words (the game names its heroes)."""
        return sentence(reason)

    def hint_midbottom(self) -> tuple[int, int]:
        """Where the hint card sits: where the toasts do, by default."""
        return self.toast_midbottom()

    def hint_area(self) -> pygame.Rect | None:
        """The panel card the hint card covers instead, keeping it off the move list
        (None: it stands on ``hint_midbottom``). Its words wrap to the area's width."""
        return None

    def review_board(self) -> ReviewBoard | None:
        """The game's board for the review (None: the game has no review)."""
        return None


    # -- hint and review --------------------------------------------------------------
    def in_lesson(self) -> bool:
        """A lesson judges the moves (the play base answers)."""
        raise NotImplementedError

    def hint_offered(self) -> bool:
        """The hint key works now: against the computer, on the person's turn, and
        never in a lesson, where the hint would give the task's answer away."""
        return self.coach is not None and self.can_act() and not self.in_lesson()

    def ask_hint(self) -> None:
        """Ask the computer for the person's move (against the computer only)."""
        if self.in_lesson():
            self.say(_("No hints in a lesson: the task says what to look for"))
        elif self.coach is None:
            self.say(_("Hints are offered in games against the computer"))
        elif self.can_act():
            self.coach.ask(self.state)
        elif not self.over:
            self.say(_("A hint is offered on your turn"))

    def drop_hint(self) -> None:
        if self.coach is not None:
            self.coach.drop()
        self.hint_cells = []

    def _update_hint(self, dt: float) -> None:
        if self.coach is None:
            return
        suggestion = self.coach.update(dt)
        if suggestion is not None:
            self.coach.show(self.hint_words(suggestion.action),
                            self.hint_reason(suggestion.reason))
            self.hint_cells = self.hint_marks(suggestion.action)
            self.hint_arrow = self.hint_moves(suggestion.action)

    def move_at(self, pos: tuple[int, int] | None) -> int | None:
        """The move of the panel's move list under ``pos`` (its index in the moves),
        if the game shows one there."""
        return None

    def open_review(self, leave_label: str | None = None, ply: int | None = None) -> None:
        """Step through the moves so far over the game's board; nothing here changes.
        ``leave_label`` names where leaving goes (the game, by default): a hint-bar
        label, marked with N_ and translated by the bar. ``ply``: open on the
        position after that many moves (the last by default)."""
        board = self.review_board()
        if board is None or self.app is None:
            return
        self.drop_hint()
        self.app.push(ReviewScene(board, self.start_text, self.moves, type(self.state).from_text,
                                  self.sides, leave_label=leave_label or N_("Back to the game"),
                                  ply=ply, named=self.move_named, ending=self.ending_words()))

    def ending_words(self) -> str:
        """How the game ended after its last move, said under its story in the
        review (the play base says it as its end card does)."""
        return ""

    def move_named(self, state: GameState[Any], text: str) -> str:
        """A move played from ``state``, named as the hint names a move."""
        return self.hint_words(state.parse_action(text))

    def review_from_list(self, pos: tuple[int, int] | None) -> bool:
        """A click on a move of the move list opens the review at that move (True)."""
        index = self.move_at(pos)
        if index is None or self.review_board() is None:
            return False
        self.open_review(ply=index + 1)
        return True

    def review_extras(self) -> list[tuple[str, object]]:
        """The pause menu's row for the review, once a move has been played."""
        if self.moves and self.review_board() is not None:
            return [(N_("Review the moves"), self.open_review)]
        return []

    def offer_review(self, card: Scene) -> Scene:
        """The end card, offering the review when the game has one."""
        if self.review_board() is not None and isinstance(card, ResultCard):
            card.offer_review(partial(self.open_review, N_("Back to the result")),
                              N_("Review the moves"))
        return card

    def hint_steps_aside(self) -> bool:
        """The hint card is not drawn now: the panel card it covers has a warning
        about the move the player is aiming at (not the hinted one)."""
        return False

    def draw_aids(self, surface: pygame.Surface) -> int:
        """Draw the hint card; how far the toast must rise to stay clear of it."""
        if self.coach is None or not self.coach.showing or self.hint_steps_aside():
            return 0
        area = self.hint_area()
        self.coach.draw(surface, self.hint_midbottom(), self.t, area=area)
        if area is None and self.hint_midbottom() == self.toast_midbottom():
            return self.coach.height() + 8
        return 0
