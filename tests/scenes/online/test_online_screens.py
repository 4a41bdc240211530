"""The online screens by mouse, keys and pad: pasting and typing an invite, the
pad's on-screen keyboard, what a bad invite gets, copying the invite, the
Continue list, the server setting, and what a seat never learns of the other's
secrets (the Trojan War's face-down picks) from its own screen."""

from __future__ import annotations

import json

import pygame
import pytest

from game.online.client import Credentials
from scenes.menus.settings import SettingsScene
from scenes.online.continue_list import ContinueScene
from scenes.online.host import LobbyScene
from scenes.online.join import JoinScene
from scenes.online.link import OnlineLink
from scenes.online.menu import OnlineMenuScene
from scenes.online.seats import Seats, seats_path
from scenes.online.server_setting import ServerScene
from scenes.troy.words import hero_name
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.textfield import OnScreenKeyboard, TextField, clipboard_text, copy_text
from tests.scenes.online.test_online_play import host_and_join
from tests.support import DT, click, key, make_app, pad_button, post
from tests.support.online_screens import pair, type_text


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def test_garbage_and_two_invites_get_one_clear_line_and_nothing_connects(app) -> None:
    app.push(JoinScene())
    app.step(DT)
    type_text(app, "hello there")
    app.top.list.focus_on("Join")
    key(app, pygame.K_RETURN)
    assert app.top.link is None
    assert app.top.problem.startswith("That is not an invite")
    app.top.field.clear()
    app.top.list.focus = 0
    type_text(app, "ws://a.example:8765/KQ7M-X3PD ws://b.example:8765/KQ7M-X3PD")
    app.top.list.focus_on("Join")
    key(app, pygame.K_RETURN)
    assert app.top.problem == "That is two invites pasted together: paste only one."


def test_letters_that_are_keys_elsewhere_are_letters_in_the_field(app) -> None:
    app.push(JoinScene())
    app.step(DT)
    for letter in "wsup":                  # Up, Down, Undo and Menu on other screens
        post(pygame.KEYDOWN, key=ord(letter), mod=0, unicode=letter, scancode=0)
        post(pygame.TEXTINPUT, text=letter)
        post(pygame.KEYUP, key=ord(letter), mod=0, unicode=letter, scancode=0)
        app.step(DT)
    assert app.top.field.text == "wsup" and type(app.top).__name__ == "JoinScene"
    key(app, pygame.K_BACKSPACE)           # erases, does not leave
    assert app.top.field.text == "wsu" and type(app.top).__name__ == "JoinScene"
    key(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "TitleScene"


def test_ctrl_v_and_the_paste_button_paste_the_clipboard(app) -> None:
    app.push(JoinScene())
    app.step(DT)
    assert copy_text("ws://192.168.1.20:8765/KQ7M-X3PD")
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert app.top.field.text == "ws://192.168.1.20:8765/KQ7M-X3PD"
    copy_text("ws://10.0.0.2:8765/ABCD-EFGH")
    click(app, app.top.list.rects()[1].center)        # the Paste button replaces it
    assert app.top.field.text == "ws://10.0.0.2:8765/ABCD-EFGH"
    assert app.top.list.focused is app.top.join_item


def test_the_pad_spells_an_invite_on_the_on_screen_keyboard(app) -> None:
    app.push(JoinScene())
    app.step(DT)
    pad_button(app, 0)                      # A on the field: the keyboard
    board = app.top
    assert isinstance(board, OnScreenKeyboard)
    for ch in "KQ7M":
        row = next(r for r, keys in enumerate(board.keys) if any(k == ch for k, _ in keys))
        col = next(c for c, (k, _) in enumerate(board.keys[row]) if k == ch)
        board.row, board.col = row, col
        pad_button(app, 0)
    assert board.field.text == "KQ7M"
    board.row, board.col = len(board.keys) - 1, 1      # Erase
    pad_button(app, 0)
    assert board.field.text == "KQ7"
    pad_button(app, 1)                                 # B closes it
    assert isinstance(app.top, JoinScene) and app.top.field.text == "KQ7"


def test_a_text_field_keeps_lines_to_one_and_its_limit() -> None:
    field = TextField(limit=10)
    field.insert("ab\ncd\tef")
    assert field.text == "ab cd ef"
    field.insert("0123456789")
    assert field.text == "ab cd ef01" and field.caret == 10


def test_the_server_setting_takes_an_address_or_this_computer(app) -> None:
    app.push(ServerScene())
    app.step(DT)
    type_text(app, "not a server at all")
    app.top.list.focus_on("Use this server")
    key(app, pygame.K_RETURN)
    assert app.top.problem.startswith("That is not a server's address")
    app.top.field.clear()
    app.top.list.focus = 0
    type_text(app, "games.example.org:9000")
    app.top.list.focus_on("Use this server")
    key(app, pygame.K_RETURN)
    assert app.settings.online_server == "ws://games.example.org:9000"
    app.push(OnlineMenuScene())
    app.step(DT)
    assert app.top.server.detail == "ws://games.example.org:9000"
    app.push(ServerScene())
    app.step(DT)
    app.top.list.focus_on("Use this computer")
    key(app, pygame.K_RETURN)
    assert app.settings.online_server == ""


def test_settings_names_the_online_server_too(app) -> None:
    """Settings -> Online server opens the same setting, and its row says which."""
    app.push(SettingsScene())
    app.step(DT)
    row = next(it for it in app.top.list.items if it.label == "Online server")
    assert row.detail == "This computer"
    app.top.list.focus_on("Online server")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ServerScene)
    type_text(app, "wss://games.example.org")
    app.top.list.focus_on("Use this server")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    row = next(it for it in app.top.list.items if it.label == "Online server")
    assert row.detail == "wss://games.example.org"


def test_the_continue_list_survives_damage_and_lists_the_newest_first(tmp_path) -> None:
    app = make_app(tmp_path)
    path = seats_path(app)
    assert path is not None
    seats = Seats(path)
    seats.keep(Credentials("ws://a:1", "AAAA-AAAA", 0, "t" * 32), "symbol")
    seats.keep(Credentials("ws://b:1", "BBBB-BBBB", 1, "u" * 32), "troy")
    app.push(ContinueScene())
    app.step(DT)
    labels = [it.label for it in app.top.list.items]
    assert labels[:2] == ["The Trojan War: you play Trojans", "Symbol: you play Player 1"]
    assert oct(path.stat().st_mode & 0o777) == "0o600"
    path.write_text(json.dumps({"seats": [{"url": 5}]}))
    assert Seats(path).seats == []
    path.write_text("{{{ not json")
    damaged = Seats(path)
    assert damaged.seats == [] and damaged.problem is not None
    app.close()


def test_continue_says_whose_turn_and_a_game_is_taken_off_the_list_once_confirmed(
        tmp_path) -> None:
    app = make_app(tmp_path)
    seats = Seats(seats_path(app))
    seats.keep(Credentials("ws://a:1", "AAAA-AAAA", 0, "t" * 32), "symbol", turn="friend")
    seats.keep(Credentials("ws://b:1", "BBBB-BBBB", 1, "u" * 32), "troy", turn="you")
    app.push(ContinueScene())
    app.step(DT)
    rows = app.top.list.items
    assert rows[0].detail.startswith("Your turn · BBBB-BBBB")
    assert rows[1].detail.startswith("Your friend's turn · AAAA-AAAA")
    key(app, pygame.K_u)                                # remove the Trojan War game?
    assert isinstance(app.top, ConfirmDialog)
    assert app.top.detail.startswith("The Trojan War: you play Trojans.")
    key(app, pygame.K_ESCAPE)                           # kept
    assert len(Seats(seats_path(app)).seats) == 2
    key(app, pygame.K_DOWN)
    remove = next(rect for rect, hint in app.top.hints.rects
                  if hint.label == "Remove from list")
    click(app, remove.center)                           # the hint is a button too
    app.top.list.focus = 0
    key(app, pygame.K_RETURN)                           # "Remove"
    assert [s.game for s in Seats(seats_path(app)).seats] == ["troy"]
    assert [it.label for it in app.top.list.items] == [
        "The Trojan War: you play Trojans", "Back"]
    app.top.list.focus_on("Back")
    key(app, pygame.K_u)                                # nothing to remove on Back
    assert isinstance(app.top, ContinueScene)
    app.close()


def test_the_lobby_copies_its_invite_and_a_cancel_withdraws_it(tmp_path) -> None:
    with pair(tmp_path) as couple:
        host = couple.host
        host.push(OnlineMenuScene())
        host.step(DT)
        key(host, pygame.K_RETURN)
        key(host, pygame.K_RETURN)                      # Essentia
        host.top.list.focus_on("Create the invite")
        key(host, pygame.K_RETURN)
        lobby = host.top
        assert isinstance(lobby, LobbyScene)
        couple.until(lambda: bool(lobby.invite), "the invite")
        lobby.list.focus_on("Copy the invite")
        key(host, pygame.K_RETURN)
        assert clipboard_text() == lobby.invite
        assert Seats(seats_path(host)).seats[0].game == "essentia"   # kept while it waits
        key(host, pygame.K_ESCAPE)                      # cancel: nothing left to continue
        assert Seats(seats_path(host)).seats == []


def test_a_seat_never_learns_the_other_sides_face_down_heroes(tmp_path) -> None:
    with pair(tmp_path) as couple:
        host_and_join(couple, "troy")
        host, guest = couple.screens()
        couple.until(lambda: host.can_act() or guest.can_act(), "the first pick")
        picker = host if host.can_act() else guest
        watcher = guest if picker is host else host
        legal = list(picker.state.legal_actions())
        choice = next(a for a in legal if a.startswith("pick:"))
        count = len(picker.moves)
        picker.play(choice)
        couple.until(lambda: len(watcher.moves) > count, "the pick to be told")
        picked = set(choice[len("pick:"):].split(","))
        assert watcher.moves[-1].text == "hidden"
        seen = watcher.state.view(watcher.setup.human_side)
        rows = [c["greek" if picker.setup.human_side == 0 else "trojan"]
                for c in seen["challenges"]]
        assert all(r in (None, "hidden") for r in rows)
        told = [entry for turn in watcher.chronicle.turns for entry in turn.entries]
        placed = [e for e in told if e.kind == "pick" and e.side == picker.setup.human_side]
        names = {hero_name(h) for h in picked}
        assert placed and not any(name in e.text for e in placed for name in names)
        assert isinstance(watcher.remote.link, OnlineLink)


def test_continue_greyed_says_why_and_counts_the_games_once_there_are(tmp_path) -> None:
    """With no online game, "Continue a game" is greyed and says there is none yet
    (as the pre-game screens' "None saved"); with games, it counts them."""
    app = make_app(tmp_path)
    app.push(OnlineMenuScene())
    app.step(DT)
    assert not app.top.resume.enabled and app.top.resume.detail == "None yet"
    Seats(seats_path(app)).keep(Credentials("ws://a:1", "AAAA-AAAA", 0, "t" * 32), "symbol")
    app.pop()
    app.push(OnlineMenuScene())
    app.step(DT)
    assert app.top.resume.enabled and app.top.resume.detail == "1"
    app.close()
