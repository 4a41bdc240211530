"""The end of a Symbol game: who won and why, on the shared end card."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.common import Event, Outcome
from game.symbol import SymbolState
from game.symbol.pieces import LEADER, LETTERS
from game.symbol.state import NO_CAPTURE_LIMIT
from scenes.core.i18n import _
from scenes.symbol.board import draw_emblem
from scenes.ui.result_card import ResultCard


def reason_text(state: SymbolState, names: tuple[str, str], destroyed: bool = False) -> str:
    """One plain sentence saying why the finished game ended (the engine's outcome)."""
    out = state.outcome()
    assert out is not None, "the game is not over"
    w = out.winner
    loser = names[1 - w] if w is not None else ""
    reasons = {
        "leader-captured": (_("{loser}'s leader was destroyed.") if destroyed
                            else _("{loser}'s leader was captured.")),
        "both-leaders": _("Both leaders fell in the same explosion."),
        "repetition": _("The same position came up for the third time."),
        "no-capture-limit": _("{count} actions passed without a piece leaving the board."),
        "no-moves": _("The side to move had no legal action."),
        "resign": _("{loser} resigned."),
        "agreement": _("Both players agreed to a draw."),
    }
    base = reasons.get(out.reason, out.reason).format(loser=loser, count=NO_CAPTURE_LIMIT)
    if w is not None and state.won_on_tiebreak():
        tiebreak = _("Territorial tie-break: {winner} holds {held} regions to {other}.")
        return "\n".join((base, tiebreak.format(winner=names[w], held=state.controlled_regions(w),
                                                 other=state.controlled_regions(1 - w))))
    return base


def leader_destroyed(events: list[Event]) -> bool:
    """A leader was among the pieces an explosion removed (destroyed, not captured)."""
    return any(e.kind == "exploded" and any(r[2].upper().startswith(LETTERS[LEADER])
                                            for r in e.get("removed", []))
               for e in events)


class SymbolEndScene(ResultCard):
    """Symbol's end card: the winner's emblem (both for a draw) and the reason."""

    def __init__(self, outcome: Outcome, title: str, reason: str,
                 rematch: Callable[[], None], subtitle: str = "",
                 view: Callable[[], None] = lambda: None) -> None:
        super().__init__("symbol", rematch, view)
        self.outcome, self.title, self.reason = outcome, title, reason
        self.score = subtitle

    def headline_text(self) -> str:
        return self.title

    def reason_lines(self) -> list[str]:
        return self.reason.split("\n")

    def small_print(self) -> str:
        return self.score

    def draw_emblem(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        w = self.outcome.winner
        cx, cy = center
        if w is not None:
            draw_emblem(surface, w, center, 64)
        else:
            for p, dx in ((0, -40), (1, 40)):
                draw_emblem(surface, p, (cx + dx, cy), 52)
