"""The end of a game, shared by the three play screens: the end card (opened, and
opened again after a look at the board), a rematch of the same setup, and the
end card's words for the review's last step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.core.i18n import _
from scenes.games import GameSetup, play_factory
from scenes.ui.result_card import ResultCard

if TYPE_CHECKING:
    from scenes.play import PlayScreen


def show_result(screen: PlayScreen) -> None:
    """Open (or reopen, after looking at the board) the end card."""
    outcome = screen.state.outcome()
    if outcome is None or screen.app is None:
        return
    if screen.end_card is None:
        screen.end_card = screen.offer_review(screen.result_card(outcome))
    screen.toast.clear()
    screen.result_shown = True
    screen.save()
    screen.app.push(screen.end_card)


def view_board(screen: PlayScreen) -> None:
    screen.say(screen.prompt(_("Game over: click the board for the result"),
                             # TRANSLATORS: {key} is a key or button name (Enter, A)
                             _("Game over: press {key} for the result")), 4.0)


def rematch(screen: PlayScreen) -> None:
    assert screen.app is not None
    if screen.remote is not None:
        screen.remote.rematch()
        return
    s = screen.setup
    setup = GameSetup(s.game, s.vs_computer, s.human_side, s.difficulty, dict(s.options),
                      None if s.seed is None else s.seed + 1)
    screen.app.replace(play_factory(s.game)(setup))


def ending_words(screen: PlayScreen) -> str:
    """How the game ended after its last move, as the end card says it (the move
    itself, a resignation or an agreed draw; "" while it goes on)."""
    outcome = screen.state.outcome()
    if outcome is None or not screen.moves:
        return ""
    card = screen.result_card(outcome)
    return " ".join(card.reason_lines()) if isinstance(card, ResultCard) else ""
