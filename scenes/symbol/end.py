"""The end of a Symbol game: who won and why, on the shared end card."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.common import Outcome
from scenes.symbol.board import sprites_marker
from scenes.ui.result_card import ResultCard


def reason_text(out: Outcome, names: tuple[str, str], destroyed: bool = False,
                regions: tuple[int, int] | None = None) -> str:
    """One plain sentence saying why the game ended."""
    w = out.winner
    loser = names[1 - w] if w is not None else ""
    base = {
        "leader-captured": f"{loser}'s leader was {'destroyed' if destroyed else 'captured'}.",
        "both-leaders": "Both leaders fell in the same explosion.",
        "repetition": "The same position came up for the third time.",
        "no-capture-limit": "200 actions passed without a piece leaving the board.",
        "no-moves": "The side to move had no legal action.",
        "resign": f"{loser} resigned.",
        "agreement": "Both players agreed to a draw.",
    }.get(out.reason, out.reason)
    if w is not None and out.reason in ("both-leaders", "repetition", "no-capture-limit",
                                        "no-moves", "agreement") and regions:
        base += (f" Territorial tie-break: {names[w]} holds {regions[w]} regions "
                 f"to {regions[1 - w]}.")
    return base


class SymbolEndScene(ResultCard):
    """Symbol's end card: the winner's marker (both for a draw) and the reason."""

    def __init__(self, outcome: Outcome, names: tuple[str, str], reason: str,
                 rematch: Callable[[], None], subtitle: str = "",
                 view: Callable[[], None] = lambda: None) -> None:
        super().__init__("symbol", rematch, view)
        self.outcome, self.names, self.reason = outcome, names, reason
        self.score = subtitle

    @property
    def title(self) -> str:
        w = self.outcome.winner
        return "Draw" if w is None else f"{self.names[w]} wins"

    def headline_text(self) -> str:
        return self.title

    def reason_lines(self) -> list[str]:
        return [self.reason]

    def small_print(self) -> str:
        return self.score

    def draw_emblem(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        w = self.outcome.winner
        cx, cy = center
        if w is not None:
            sprites_marker(surface, w, center, 30)
        else:
            for p, dx in ((0, -40), (1, 40)):
                sprites_marker(surface, p, (cx + dx, cy), 24)
