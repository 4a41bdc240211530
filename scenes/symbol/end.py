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


def reason_text(state: SymbolState, names: tuple[str, str], destroyed: bool = False,
                you: int | None = None, friend: bool = False) -> str:
    """One plain sentence saying why the finished game ended (the engine's outcome).
    Against the computer, or a ``friend`` online, ``you`` is the person's side and
    the sentence speaks to them ("Your leader was captured.")."""
    out = state.outcome()
    assert out is not None, "the game is not over"
    w = out.winner
    if w is not None and you is not None:
        return _personal(state, out.reason, w == you, destroyed, friend)
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


def _their_words(friend: bool) -> dict[str, str]:
    """The sentences that name the other side: the computer, or online the friend."""
    if friend:
        return {"destroyed": _("Your friend's leader was destroyed."),
                "captured": _("You captured your friend's leader."),
                "resigned": _("Your friend resigned."),
                "tiebreak": _("Territorial tie-break: your friend holds {held} regions to "
                              "{other}.")}
    return {"destroyed": _("The computer's leader was destroyed."),
            "captured": _("You captured the computer's leader."),
            "resigned": _("The computer resigned."),
            "tiebreak": _("Territorial tie-break: the computer holds {held} regions to "
                          "{other}.")}


def _personal(state: SymbolState, reason: str, won: bool, destroyed: bool,
              friend: bool = False) -> str:
    """The reason for a decided game against the computer or a friend online, said
    to the person."""
    them = _their_words(friend)
    if reason == "leader-captured":
        if destroyed:
            return them["destroyed"] if won else _("Your leader was destroyed.")
        return them["captured"] if won else _("Your leader was captured.")
    if reason == "resign":
        return them["resigned"] if won else _("You resigned.")
    # a draw's reason, decided by the territorial tie-break
    out = state.outcome()
    base = reason_text(state, ("", ""), destroyed).split("\n")[0]
    if out is None or out.winner is None or not state.won_on_tiebreak():
        return base
    held = state.controlled_regions
    tiebreak = (_("Territorial tie-break: you hold {held} regions to {other}.") if won
                else them["tiebreak"])
    return "\n".join((base, tiebreak.format(held=held(out.winner), other=held(1 - out.winner))))


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
