"""Room codes and invites: typable, forgiving of chats and fingers, strict about garbage."""

from __future__ import annotations

import math

import pytest

from game.online.invite import (
    ALPHABET,
    Invite,
    InviteError,
    make_invite,
    new_room_code,
    parse_invite,
    parse_room,
)


def test_room_codes_are_random_typable_and_hold_at_least_30_bits() -> None:
    assert 8 * math.log2(len(ALPHABET)) >= 30
    assert not set("01ILOU") & set(ALPHABET)
    codes = {new_room_code() for _ in range(200)}
    assert len(codes) == 200
    for c in codes:
        assert len(c) == 9 and c[4] == "-" and set(c.replace("-", "")) <= set(ALPHABET)


@pytest.mark.parametrize("typed", ["KQ7M-X3PD", "kq7m-x3pd", "KQ7MX3PD", " kq7m x3pd ",
                                   "K-Q-7-M-X-3-P-D", "kq7m\tx3pd"])
def test_a_room_code_is_read_whatever_the_case_dashes_or_spaces(typed: str) -> None:
    assert parse_room(typed) == "KQ7M-X3PD"


@pytest.mark.parametrize(("typed", "says"), [
    ("", "type the room code"), ("KQ7M", "8 letters"), ("KQ7M-X3PD-AB", "8 letters"),
    ("KQ7M-X3P0", "no 0"), ("IO1L-X3PD", "no 1, I, L, O"), ("KQ7M-X3P!", "8 letters"),
])
def test_a_wrong_room_code_gets_one_line_that_says_what_is_wrong(typed: str, says: str) -> None:
    with pytest.raises(InviteError, match=says):
        parse_room(typed)


def test_an_invite_holds_the_server_address_and_the_room() -> None:
    text = make_invite("ws://192.168.1.20:8765", "kq7mx3pd")
    assert text == "ws://192.168.1.20:8765/KQ7M-X3PD"
    invite = parse_invite(text)
    assert invite == Invite("ws", "192.168.1.20", 8765, "KQ7M-X3PD")
    assert invite.url == "ws://192.168.1.20:8765" and str(invite) == text


@pytest.mark.parametrize("pasted", [
    "ws://192.168.1.20:8765/KQ7M-X3PD", "  ws://192.168.1.20:8765/KQ7M-X3PD\n",
    '"ws://192.168.1.20:8765/KQ7M-X3PD"', "'ws://192.168.1.20:8765/kq7m-x3pd'.",
    "ws://192.168.1.20:8765/KQ7M-X3PD.", "«ws://192.168.1.20:8765/KQ7M-X3PD»",
    "“ws://192.168.1.20:8765/KQ7M-X3PD”", "WS://192.168.1.20:8765/KQ7MX3PD",
    "Join me in Triptych: ws://192.168.1.20:8765/KQ7M-X3PD !",
    "(ws://192.168.1.20:8765/KQ7M-X3PD)", "ws://192.168.1.20:8765/KQ7M-X3PD/",
])
def test_pasted_invites_are_read_through_what_chats_add(pasted: str) -> None:
    assert parse_invite(pasted) == Invite("ws", "192.168.1.20", 8765, "KQ7M-X3PD")


def test_names_secure_servers_default_ports_and_ipv6() -> None:
    assert parse_invite("wss://Games.Example.org/KQ7M-X3PD") == \
        Invite("wss", "games.example.org", 443, "KQ7M-X3PD")
    assert parse_invite("wss://games.example.org/KQ7M-X3PD").url == "wss://games.example.org"
    ipv6 = parse_invite("ws://[fe80::1]:9000/KQ7M-X3PD")
    assert ipv6.host == "fe80::1" and ipv6.url == "ws://[fe80::1]:9000"
    assert parse_invite(str(ipv6)) == ipv6


@pytest.mark.parametrize(("pasted", "says"), [
    ("", "paste the invite"), ("   ", "paste the invite"), ("hello there", "not an invite"),
    ("http://192.168.1.20:8765/KQ7M-X3PD", "not an invite"), ("KQ7M-X3PD", "not an invite"),
    ("ws://192.168.1.20:8765/KQ7M-X3PD ws://10.0.0.2:8765/ABCD-EFGH", "two invites"),
    ("ws://192.168.1.20:8765/KQ7M-X3PDws://192.168.1.20:8765/KQ7M-X3PD", "two invites"),
    ("ws://192.168.1.20:8765", "no room code"), ("ws://192.168.1.20:8765/", "no room code"),
    ("ws://192.168.1.20:99999/KQ7M-X3PD", "damaged"), ("ws://:8765/KQ7M-X3PD", "no server"),
    ("ws://192.168.1.20:/KQ7M-X3PD", "port is missing"), ("ws://bad_host!/KQ7M-X3PD", "not a name"),
    ("ws://192.168.1.20:8765/KQ7M-X3P0", "no 0"), ("ws://h:0/KQ7M-X3PD", "from 1 to 65535"),
])
def test_garbage_or_two_invites_get_one_clear_line(pasted: str, says: str) -> None:
    with pytest.raises(InviteError, match=says) as err:
        parse_invite(pasted)
    assert "\n" not in str(err.value)
