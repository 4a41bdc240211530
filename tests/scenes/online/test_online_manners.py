"""The manners of online play through the screens: takebacks asked and answered,
a truce offered, resignation, a rematch with sides swapped, quick messages,
a friend who leaves and comes back, and a server that restarts mid-game."""

from __future__ import annotations

import random

import pygame

from game.online.client import ONLINE
from game.online.host import start_local_server
from scenes.online import session
from scenes.online.continue_list import ContinueScene
from scenes.play import PlayScreen
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.result_card import SETTLE, ResultCard
from tests.scenes.online.test_online_play import host_and_join
from tests.support import DT, key
from tests.support.online_screens import Pair, pair


def play_one(couple: Pair, rng: random.Random) -> PlayScreen:
    """The side to act plays one random legal action; both screens show it."""
    couple.until(lambda: couple.playing() and couple._actor() is not None, "a side to act")
    screen = couple._actor()
    assert screen is not None
    count = len(screen.moves)
    screen.play(rng.choice(list(screen.state.legal_actions())))
    couple.until(lambda: all(len(s.moves) > count for s in couple.screens()), "the move")
    return screen


def answer(couple: Pair, app, yes: bool) -> None:
    """Answer the question on ``app``'s screen (Yes is the first row)."""
    couple.until(lambda: isinstance(app.top, ConfirmDialog), "a question")
    app.top.list.focus = 0 if yes else 1
    key(app, pygame.K_RETURN)


def toasted(screen: PlayScreen) -> str:
    return screen.toast.message if screen.toast.message else ""


def test_a_takeback_is_asked_and_granted_or_declined(tmp_path) -> None:
    rng = random.Random(3)
    with pair(tmp_path) as couple:
        host_and_join(couple, "symbol")
        mover = play_one(couple, rng)                      # the host places its leader
        asker = couple.host if mover is couple.host.top else couple.guest
        other = couple.guest if asker is couple.host else couple.host
        key(asker, pygame.K_u)                             # Undo asks the friend
        answer(couple, asker, True)
        couple.until(lambda: isinstance(other.top, ConfirmDialog), "the friend's question")
        assert other.top.hints.hints[-1].label == "Decline"    # Esc says what it does
        key(other, pygame.K_ESCAPE)                        # declined
        couple.until(lambda: "declines the takeback" in toasted(asker.top)
                     and toasted(other.top) == "You declined the takeback",
                     "each told their part of the refusal")
        assert len(asker.top.moves) == 1
        key(asker, pygame.K_u)
        answer(couple, asker, True)
        answer(couple, other, True)                        # granted: both go back
        couple.until(lambda: couple.playing() and all(not s.moves for s in couple.screens())
                     and toasted(asker.top) == "Your friend allows the takeback"
                     and toasted(other.top) == "You allowed the takeback",
                     "the game taken back, each told their part")


def test_a_truce_offered_online_ends_the_game_when_accepted(tmp_path) -> None:
    with pair(tmp_path) as couple:
        host_and_join(couple, "essentia", {"tiles": "deal"})
        couple.until(lambda: couple.playing() and all(
            type(s).__name__ == "PlayScene" for s in couple.screens()), "play to begin")
        asker = next(app for app in couple.apps if app.top.human_turn())   # on its own turn
        other = couple.guest if asker is couple.host else couple.host
        screen = asker.top
        screen.offer_draw()
        answer(couple, asker, True)
        couple.until(lambda: "waiting for your friend" in toasted(screen).lower(), "the wait")
        answer(couple, other, True)
        couple.until(lambda: all(s.over for s in couple.screens()), "the truce")
        assert all(s.state.outcome().reason == "agreement" for s in couple.screens())


def test_resigning_then_a_rematch_with_sides_swapped(tmp_path) -> None:
    with pair(tmp_path) as couple:
        host_and_join(couple, "symbol")
        host = couple.host.top
        host.ask_resign()
        answer(couple, couple.host, True)
        couple.until(lambda: all(isinstance(app.top, ResultCard) and app.top.taps.open_for >= SETTLE
                                 for app in couple.apps), "the end cards")
        assert couple.guest.top.headline_text() == "You win!"
        assert couple.host.top.headline_text() == "Your friend wins"
        assert "You resigned." in couple.host.top.reason_lines()
        assert "Your friend resigned." in couple.guest.top.reason_lines()
        for app in couple.apps:                            # nothing left to continue
            assert session.seats_of(app).seats == []
        couple.host.top.list.focus = 0                     # Rematch
        key(couple.host, pygame.K_RETURN)
        answer(couple, couple.guest, True)
        couple.until(lambda: couple.playing() and all(not s.over for s in couple.screens()),
                     "the rematch")
        a, b = couple.screens()
        assert a.setup.human_side == 1 and b.setup.human_side == 0   # sides swapped
        for app in couple.apps:                            # the rematch is one to continue
            assert [s.game for s in session.seats_of(app).seats] == ["symbol"]


def test_quick_messages_reach_the_friend(tmp_path) -> None:
    with pair(tmp_path) as couple:
        host_and_join(couple, "troy")
        couple.host.top.open_pause()
        assert couple.host.top.title == "Game menu"        # the game goes on for the friend
        key(couple.host, pygame.K_ESCAPE)
        couple.host.top.remote._send_quick("good-game")
        couple.until(lambda: toasted(couple.guest.top) == "Your friend says: Good game",
                     "the message")


def test_a_friend_who_leaves_is_waited_for_and_comes_back_with_continue(tmp_path) -> None:
    rng = random.Random(5)
    with pair(tmp_path) as couple:
        host_and_join(couple, "symbol")
        play_one(couple, rng)
        guest_moves = len(couple.guest.top.moves)
        couple.guest.return_to_title()                     # Quit to menu: the room is left
        couple.until(lambda: couple.host.top.remote.banner.startswith("Your friend is away"),
                     "the host to see it")
        couple.host.top.remote.ask_takeback()               # no offer reaches nobody
        answer(couple, couple.host, True)
        assert toasted(couple.host.top) == "Your friend is away: ask again when they are back."
        assert not couple.host.top.remote.asked
        couple.guest.push(ContinueScene())
        couple.guest.step(DT)
        to_move = couple.host.top.state.to_move()
        expected = "Your turn" if to_move == couple.guest.top.seats[0].credentials.seat \
            else "Your friend's turn"
        assert couple.guest.top.list.items[0].detail.startswith(expected)   # as last seen
        key(couple.guest, pygame.K_RETURN)                  # the game just left
        couple.until(lambda: isinstance(couple.guest.top, PlayScreen), "the guest back")
        assert len(couple.guest.top.moves) == guest_moves
        couple.until(lambda: couple.host.top.remote.banner == "", "the host to see it")


def test_a_server_restarted_mid_game_continues_it(tmp_path) -> None:
    rng = random.Random(9)
    with pair(tmp_path) as couple:
        host_and_join(couple, "symbol")
        for _ in range(4):
            play_one(couple, rng)
        port = couple.server.port
        couple.server.stop()
        couple.until(lambda: all(s.remote.link.status.state != "online"
                                 for s in couple.screens()), "the drop")
        assert "reconnecting" in couple.host.top.remote.banner.lower() or \
            couple.host.top.remote.banner
        couple.server = start_local_server(tmp_path / "server.db", host="127.0.0.1", port=port,
                                           public_host="127.0.0.1")
        couple.until(lambda: all(s.remote.link.status.state == "online"
                                 for s in couple.screens()), "both back online")
        moves = len(couple.host.top.moves)
        play_one(couple, rng)
        assert len(couple.host.top.moves) == moves + 1


def test_the_host_who_closed_the_game_hosts_it_again_from_continue(tmp_path) -> None:
    rng = random.Random(7)
    with pair(tmp_path) as couple:
        couple.host.settings.online_server = ""            # this computer hosts
        host_and_join(couple, "symbol")
        play_one(couple, rng)
        moves = len(couple.host.top.moves)
        (seat,) = session.seats_of(couple.host).seats
        assert seat.hosted and not session.seats_of(couple.guest).seats[0].hosted
        couple.host.return_to_title()                      # the host closes the game
        session.stop_local_server()                        # and the program: its server stops
        couple.until(lambda: couple.guest.top.remote.link.status.state != ONLINE,
                     "the guest to lose the server")
        couple.host.push(ContinueScene())
        couple.host.step(DT)
        key(couple.host, pygame.K_RETURN)                  # the hosted game, listed first
        couple.until(lambda: isinstance(couple.host.top, PlayScreen), "the host back")
        assert len(couple.host.top.moves) == moves
        (again,) = session.seats_of(couple.host).seats     # one row, at the new address
        assert again.hosted and again.credentials.room == seat.credentials.room
