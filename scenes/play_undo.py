"""Undo, shared by the three play screens: against the computer it takes back the
person's last move and the computer's replies after it, in hot-seat the last
move, online it asks the friend; never below the floor a game set (a lesson's
start, a Trojan War die already seen), and a choice being made goes first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.core.i18n import _, ngettext
from scenes.core.replay import Move

if TYPE_CHECKING:
    from scenes.play import PlayScreen


def undo(screen: PlayScreen) -> None:
    """Take back the person's last move (and the computer's replies after it)."""
    if screen.busy:
        screen.animator.finish()
    if screen.over:
        screen.say(_("The game is over: it cannot be taken back"))
        return
    if screen.undo_choice():
        return
    if not screen.can_undo():
        screen.say(screen.nothing_to_undo())
        return
    if screen.remote is not None:
        screen.remote.ask_takeback()
        return
    refusal = screen.undo_refusal()
    if refusal:
        screen.say(refusal)
        return
    screen._stop_thinking()
    screen.drop_hint()
    taken: list[Move] = []
    while len(screen.moves) > screen.undo_floor:
        move = screen.moves.pop()
        screen.state.undo()
        taken.append(move)
        if screen.setup.is_human(move.player):
            break
    screen.save()
    screen.sound("cancel")
    screen.say(screen.undo_message(taken))
    screen.state_changed()


def undo_message(screen: PlayScreen, taken: list[Move]) -> str:
    """What was taken back, in words ('taken' newest first)."""
    replies = sum(1 for m in taken if not screen.setup.is_human(m.player))
    if replies == 0:
        if screen.setup.vs_computer:
            return _("Took back your move")
        # TRANSLATORS: {side} is the side whose move was taken back (Dawn, Player 1)
        return _("Took back {side}'s move").format(side=screen.sides[taken[-1].player])
    return ngettext("Took back your move and the computer's reply",
                    "Took back your move and the computer's {n} replies",
                    replies).format(n=replies)
