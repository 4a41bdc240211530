"""Essentia's board for the review (scenes/review.py): the terrain, the golems
and the move that led to the position, drawn by the play screen's BoardView."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.common import Event
from game.essentia import EssentiaState
from game.essentia.layout import INDEX
from scenes.core.i18n import N_, _
from scenes.essentia.board import BoardView

# TRANSLATORS: the review's caption when a move declared a circle's power; {cell}
# is the circle's cell in notation.
DECLARED = {
    "forest": N_("The circle on {cell} was given the forest power."),
    "plateau": N_("The circle on {cell} was given the plateau power."),
    "rocks": N_("The circle on {cell} was given the rocks power."),
    "plains": N_("The circle on {cell} was given the plains power."),
    "mountain": N_("The circle on {cell} was given the mountain power."),
    "spring": N_("The circle on {cell} was given the spring power."),
}


class EssentiaReviewBoard:
    """One reviewed position of Essentia, oriented like the game it comes from."""

    def __init__(self, flipped: bool) -> None:
        self.view = BoardView(flipped=flipped)
        self.area = self.view.rect.inflate(26, 26)
        self.state: EssentiaState | None = None
        self.last: list[int] = []
        self.taken: str | None = None             # the cell of a captured golem
        self.declared: tuple[str, str] | None = None     # (cell, power) of a circle

    def show(self, state: EssentiaState, events: Sequence[Event]) -> None:
        self.state = state
        moved = next((e for e in events if e.kind == "moved"), None)
        self.last = [INDEX[moved["frm"]], INDEX[moved["to"]]] if moved else []
        taken = next((e for e in events if e.kind == "captured"), None)
        power = next((e for e in events if e.kind == "power_declared"), None)
        self.taken = taken["cell"] if taken is not None else None
        self.declared = (power["cell"], power["power"]) if power is not None else None

    def caption(self) -> str:
        """In words, in the current language (asked again after a language switch)."""
        if self.taken is not None:
            return _("A golem was captured on {cell}.").format(cell=self.taken)
        if self.declared is not None:
            cell, power = self.declared
            return _(DECLARED[power]).format(cell=cell) if power in DECLARED else ""
        return ""

    def tick(self, t: float) -> None:
        """Nothing on this board moves with time but what ``draw`` is given."""

    def draw(self, surface: pygame.Surface, t: float) -> None:
        if self.state is None:
            return
        self.view.draw_frame(surface)
        self.view.draw_terrain(surface, self.state)
        if self.last:
            self.view.mark_last_move(surface, self.last)
        self.view.draw_golems(surface, self.state)
