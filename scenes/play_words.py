"""What a play screen says about the end of a game and an agreed draw, spoken to
the person at the screen (against the computer, a friend online, or hot-seat):
the end card's headline, a resignation's sentence, and every sentence about a
draw in each game's word for it (a draw; Essentia's truce)."""

from __future__ import annotations

from dataclasses import dataclass

from game.common import Outcome
from scenes.core.i18n import N_, _
from scenes.games import GameSetup, win_headline


def headline(setup: GameSetup, outcome: Outcome) -> str:
    """The end card's headline, spoken to the person at the screen."""
    if outcome.winner is None:
        # TRANSLATORS: the end card's headline when nobody won
        return _("A draw")
    if setup.own_side is not None:
        if outcome.winner == setup.own_side:
            return _("You win!")
        return _("The computer wins") if setup.vs_computer else _("Your friend wins")
    return win_headline(setup.game, outcome.winner)


def resign_line(setup: GameSetup, outcome: Outcome) -> str | None:
    """The end card's sentence for a resignation against the computer or a friend
    online, spoken to the person ("You resigned."); None where the game names the
    sides itself (hot-seat)."""
    if outcome.reason != "resign" or outcome.winner is None or setup.own_side is None:
        return None
    if outcome.winner != setup.own_side:
        return _("You resigned.")
    return _("Your friend resigned.") if setup.online else _("The computer resigned.")


@dataclass(frozen=True)
class DrawWords:
    """Every sentence about an agreed draw, whole, for one game's word for it
    (a draw; Essentia's truce), so each language words them its own way."""

    offer: str          # the pause menu's row
    ask_computer: str
    if_accepted: str
    offered: str        # hot-seat: {other} is asked whether to accept {side}'s offer
    accept: str
    ends: str
    considers: str
    declines: str
    # online, to and from the friend at another computer
    ask_friend: str
    if_friend_accepts: str
    waiting: str
    friend_offers: str
    friend_declines: str
    you_decline: str


DRAW_WORDS = {
    "draw": DrawWords(
        N_("Offer a draw"), N_("Offer the computer a draw?"),
        N_("If the computer accepts, the game ends in a draw."),
        # TRANSLATORS: {other} and {side} are the two sides' names (Player 1, Player 2)
        N_("{other}, {side} offers a draw. Accept?"), N_("Accept the draw"),
        N_("The game ends in a draw."), N_("The computer considers the draw…"),
        N_("The computer declines the draw"),
        N_("Offer your friend a draw?"), N_("If your friend accepts, the game ends in a draw."),
        N_("Draw offered: waiting for your friend's answer"),
        N_("Your friend offers a draw. Accept?"), N_("Your friend declines the draw"),
        N_("You declined the draw")),
    "truce": DrawWords(
        N_("Offer a truce"), N_("Offer the computer a truce?"),
        N_("If the computer accepts, the game ends in a truce: a draw."),
        # TRANSLATORS: {other} and {side} are Essentia's sides (Dawn, Twilight)
        N_("{other}, {side} offers a truce. Accept?"), N_("Accept the truce"),
        N_("A truce ends the game as a draw."), N_("The computer considers the truce…"),
        N_("The computer declines the truce"),
        N_("Offer your friend a truce?"),
        N_("If your friend accepts, the game ends in a truce: a draw."),
        N_("Truce offered: waiting for your friend's answer"),
        N_("Your friend offers a truce. Accept?"), N_("Your friend declines the truce"),
        N_("You declined the truce")),
}
