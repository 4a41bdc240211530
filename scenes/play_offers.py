"""The offers that end a game by agreement, shared by the three play screens: a
draw (Essentia's truce), confirmed first and answered by the computer for
itself (off the frame, like a move) or by the friend online, and resignation,
confirmed first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai.players import Player
from scenes.core.i18n import _
from scenes.ui.dialogs import ConfirmDialog

if TYPE_CHECKING:
    from scenes.play import PlayScreen


class _DrawAnswer:
    """A draw offer put to the computer, thought off the frame like a move: its
    'choice' is whether it accepts."""

    def __init__(self, computer: Player, me: int) -> None:
        self.computer, self.me = computer, me

    def choose(self, state: Any, stop: Any = None) -> bool:
        return self.computer.accepts_draw(state, self.me)


def offer_draw(screen: PlayScreen) -> None:
    """Offer a draw (a truce): confirmed first; the computer answers for itself."""
    words = screen.draw_words
    if words is None or not screen.draw_open() or screen.app is None:
        return
    if screen.remote is not None:
        screen.remote.offer_draw()
        return
    side = screen.state.to_move()
    if screen.setup.vs_computer:
        human = screen.setup.human_side
        assert human is not None
        screen.app.push(ConfirmDialog(
            _(words.ask_computer), lambda: computer_answers(screen, 1 - human),
            yes=_(words.offer), no=_("Play on"), detail=_(words.if_accepted)))
        return
    assert side is not None
    screen.app.push(ConfirmDialog(
        _(words.offered).format(other=screen.sides[1 - side], side=screen.sides[side]),
        screen.agree_draw, yes=_(words.accept), no=_("Play on"), detail=_(words.ends)))


def computer_answers(screen: PlayScreen, computer: int) -> None:
    """The computer weighs the offer off the frame, like a move (the play base's
    update hears its answer)."""
    assert screen.computer is not None
    screen.thinker.cancel()
    screen.answering = True
    screen.thinker.start(_DrawAnswer(screen.computer, computer), screen.state)
    if screen.draw_words is not None:
        screen.say(_(screen.draw_words.considers))


def answer_arrived(screen: PlayScreen, accepted: bool) -> None:
    """The computer's answer to the offer: a draw, or a word that it plays on."""
    screen.answering = False
    if accepted:
        screen.agree_draw()
    elif screen.draw_words is not None:
        screen.say(_(screen.draw_words.declines))


def ask_resign(screen: PlayScreen) -> None:
    """Resign (confirmed): against the computer always the person, else the side to move."""
    if not screen.offers_open() or screen.app is None:
        return
    if screen.remote is not None:
        screen.remote.ask_resign()
        return
    side = screen.setup.own_side if screen.setup.own_side is not None else screen.state.to_move()
    if side is None:
        return
    if screen.setup.vs_computer:
        question, detail = _("Resign this game?"), _("The computer will win the game.")
    else:
        # TRANSLATORS: {side} is the side to move (Dawn, Player 1, Greeks)
        question = _("Does {side} resign?").format(side=screen.sides[side])
        # TRANSLATORS: {side} is the other side, who wins by the resignation
        detail = _("{side} will win the game.").format(side=screen.sides[1 - side])
    screen.app.push(ConfirmDialog(question, lambda: screen.resign(side), yes=_("Resign"),
                                  no=_("Play on"), detail=detail))
