"""Essentia's board for the review (scenes/review.py): the terrain, the golems
and the move that led to the position, drawn by the play screen's BoardView."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.common import Event
from game.essentia import EssentiaState
from game.essentia.layout import INDEX
from scenes.core.i18n import _
from scenes.essentia.board import BoardView
from scenes.essentia.words import terrain_name


class EssentiaReviewBoard:
    """One reviewed position of Essentia, oriented like the game it comes from."""

    def __init__(self, flipped: bool) -> None:
        self.view = BoardView(flipped=flipped)
        self.area = self.view.rect.inflate(26, 26)
        self.state: EssentiaState | None = None
        self.last: list[int] = []
        self.told = ""

    def show(self, state: EssentiaState, events: Sequence[Event]) -> None:
        self.state = state
        moved = next((e for e in events if e.kind == "moved"), None)
        self.last = [INDEX[moved["frm"]], INDEX[moved["to"]]] if moved else []
        taken = next((e for e in events if e.kind == "captured"), None)
        power = next((e for e in events if e.kind == "power_declared"), None)
        if taken is not None:
            self.told = _("A golem was captured on {cell}.").format(cell=taken["cell"])
        elif power is not None:
            # TRANSLATORS: {power} is a terrain's name (Plateau, Forest...).
            self.told = _("The circle on {cell} was given the power of {power}.").format(
                cell=power["cell"], power=terrain_name(power["power"]))
        else:
            self.told = ""

    def caption(self) -> str:
        return self.told

    def draw(self, surface: pygame.Surface, t: float) -> None:
        if self.state is None:
            return
        self.view.draw_frame(surface)
        self.view.draw_terrain(surface, self.state)
        if self.last:
            self.view.mark_last_move(surface, self.last)
        self.view.draw_golems(surface, self.state)
