"""Symbol's board for the review (scenes/review.py): the regions as held, the
stacks, the cells the move played on, and the move told in words."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.common import Event
from game.symbol import SymbolState
from game.symbol.board import control_of, region_presence
from scenes.symbol.board import BoardView
from scenes.symbol.building import touched_cells
from scenes.symbol.fx import Shown, shown_of
from scenes.symbol.story import story

ORIGIN, CELL = (56, 46), 82     # where the play screen draws its board


class SymbolReviewBoard:
    """One reviewed position of Symbol, oriented like the game it comes from."""

    def __init__(self, flipped: bool, sides: Sequence[str]) -> None:
        self.view = BoardView(origin=ORIGIN, cell=CELL, flipped=flipped)
        self.area = self.view.rect.inflate(56, 56)
        self.sides = sides
        self.shown: Shown = {}
        self.control: list[int | None] = []
        self.last: list[int] = []
        self.events: Sequence[Event] = []

    def show(self, state: SymbolState, events: Sequence[Event]) -> None:
        self.shown = shown_of(state)
        self.control = control_of(region_presence((c, o) for c, (o, _) in self.shown.items()))
        self.last = touched_cells(events)
        self.events = events

    def caption(self) -> str:
        """The move in words, told again in the current language when asked."""
        return story(self.events, self.sides) if self.events else ""

    def tick(self, t: float) -> None:
        self.view.t = t

    def draw(self, surface: pygame.Surface, t: float) -> None:
        self.view.draw_terrain(surface, self.control)
        self.view.draw_tint(surface, self.last)
        self.view.draw_stacks(surface, self.shown)
