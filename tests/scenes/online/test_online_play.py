"""Two friends play online through the game's own screens and a real server:
one hosts (Play online, Host a game, the game, Create the invite), the other
pastes the invite and joins; both screens then show the game, each from its
own side, and every action either makes reaches both."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.online.host import LobbyScene
from scenes.online.join import JoinScene
from scenes.online.menu import OnlineMenuScene
from scenes.play import PlayScreen
from tests.support import DT, click, key
from tests.support.online_screens import Pair, pair, type_text


def host_and_join(couple: Pair, game: str, options: dict | None = None) -> None:
    """The host makes the game and its invite; the guest types it and joins."""
    host, guest = couple.host, couple.guest
    host.push(OnlineMenuScene())
    host.step(DT)
    key(host, pygame.K_RETURN)                           # Host a game
    host.top.list.focus_on(game_title(game))
    key(host, pygame.K_RETURN)
    pregame = host.top
    for name, value in (options or {}).items():
        pregame.option_items[name].set_value(value)
    pregame.side.set_value(0)
    pregame.list.focus_on("Create the invite")
    key(host, pygame.K_RETURN)
    lobby = host.top
    assert isinstance(lobby, LobbyScene)
    couple.until(lambda: bool(lobby.invite), "the invite")
    guest.push(JoinScene())
    guest.step(DT)
    type_text(guest, f"  here it is: {lobby.invite}.  ")
    guest.top.list.focus_on("Join")
    key(guest, pygame.K_RETURN)
    couple.until(couple.playing, "both screens in the game")


def game_title(game: str) -> str:
    return {"essentia": "Essentia", "symbol": "Symbol", "troy": "The Trojan War"}[game]


@pytest.mark.parametrize("game, options", [
    ("symbol", {}),
    ("symbol", {"army": "custom"}),
    ("essentia", {"tiles": "random"}),
    ("troy", {}),
])
def test_two_friends_play_a_whole_game_through_the_screens(tmp_path, game, options) -> None:
    with pair(tmp_path) as couple:
        host_and_join(couple, game, options)
        a, b = couple.screens()
        assert a.setup.online and b.setup.online
        assert a.setup.human_side == 0 and b.setup.human_side == 1
        assert a.who(1) == "Your friend" and b.who(0) == "Your friend"
        couple.play_randomly(random.Random(7))
        couple.until(lambda: all(isinstance(app.top, PlayScreen) or app.top is not None
                                 for app in couple.apps))
        ends = []
        for app in couple.apps:
            screen = next(s for s in reversed(app.stack) if isinstance(s, PlayScreen))
            ends.append(screen.state.outcome())
            assert screen.over
        assert ends[0] == ends[1]


def test_each_side_plays_by_its_own_keys_and_mouse(tmp_path) -> None:
    """Symbol's leaders placed through the board itself on both screens: the second
    screen's choices follow the position the server sent (not a stale one)."""
    with pair(tmp_path) as couple:
        host_and_join(couple, "symbol")
        host, guest = couple.screens()
        click(couple.host, host.view.center(host.cursor))        # the host's leader, by mouse
        couple.until(lambda: len(guest.moves) == 1, "the host's leader")
        key(couple.guest, pygame.K_RETURN)                        # the guest's, by keys
        couple.until(lambda: len(host.moves) == len(guest.moves) == 2, "the guest's leader")
        assert host.moves[1].text.startswith("l@") and guest.state.to_move() == 0
