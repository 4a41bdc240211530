"""Every client frame is checked before anything acts: the codes the contract names."""

from __future__ import annotations

import json

import pytest

from game.online import protocol as P


def code(frame: str | bytes) -> str:
    with pytest.raises(P.ProtocolError) as err:
        P.parse(frame)
    assert "\n" not in err.value.message and err.value.message
    return err.value.code


@pytest.mark.parametrize("frame", [
    "", "not json", "{", "[1, 2]", '"hello"', "42", "null", '{"no": "type"}', '{"type": 5}',
    '{"type": null}', '{"type": "hello", "protocol": 1, "client": 7}',
    '{"type": "act", "action": "b2b3"}', '{"type": "act", "action": 5, "ply": 0}',
    '{"type": "act", "action": "b2b3", "ply": "0"}', '{"type": "act", "action": "a", "ply": 1.5}',
    '{"type": "act", "action": "a", "ply": true}', '{"type": "act", "action": "a", "ply": -1}',
    '{"type": "act", "action": "a", "ply": 1e999}', '{"type": "act", "action": "a", "ply": NaN}',
    '{"type": "act", "action": "a", "ply": ' + "9" * 5000 + "}",
    '{"type": "create", "game": "chess"}', '{"type": "create", "game": "troy", "seat": 2}',
    '{"type": "create", "game": "troy", "seat": true}',
    '{"type": "create", "game": "troy", "options": []}', '{"type": "join"}',
    '{"type": "join", "room": ["KQ7M"]}', '{"type": "resume", "room": "KQ7M-X3PD"}',
    '{"type": "offer", "kind": "truce"}', '{"type": "answer", "kind": "draw", "accept": 1}',
    '{"type": "say", "id": "you are bad"}', '{"type": "say"}', '{"type": "teleport"}',
    '{"type": "' + "x" * 500 + '"}', "[" * 20000 + "]" * 20000, '{"a":' * 5000 + "1" + "}" * 5000,
    '{"type": "act", "action": "' + "a" * 1000 + '", "ply": 0}',
])
def test_malformed_messages_are_bad_messages(frame: str) -> None:
    assert code(frame) == P.BAD_MESSAGE


def test_a_binary_frame_is_a_bad_message() -> None:
    assert code(b'{"type": "hello", "protocol": 1}') == P.BAD_MESSAGE
    assert code(bytes(range(256))) == P.BAD_MESSAGE


def test_the_size_cap_counts_bytes_before_parsing() -> None:
    padding = "x" * (P.MAX_BYTES - 40)
    assert P.parse(json.dumps({"type": "leave", "pad": padding})) == P.Leave()
    assert code(json.dumps({"type": "leave", "pad": padding + "x" * 100})) == P.TOO_LARGE
    wide = "€" * (P.MAX_BYTES // 3 + 10)            # fewer characters than bytes
    assert code(json.dumps({"type": "leave", "pad": wide}, ensure_ascii=False)) == P.TOO_LARGE
    assert code("[" * (P.MAX_BYTES + 1)) == P.TOO_LARGE   # too large is told first


@pytest.mark.parametrize("hello", [
    {"type": "hello", "protocol": 2, "client": "triptych 9"},
    {"type": "hello", "protocol": 0}, {"type": "hello"}, {"type": "hello", "protocol": "1"},
    {"type": "hello", "protocol": True},
])
def test_another_protocol_is_told_so(hello: dict) -> None:
    assert code(json.dumps(hello)) == P.WRONG_PROTOCOL


def test_good_messages_become_typed_values_and_unknown_fields_are_ignored() -> None:
    assert P.parse('{"type": "hello", "protocol": 1, "client": "x", "extra": [1]}') == \
        P.Hello(1, "x")
    assert P.parse('{"type": "create", "game": "troy"}') == P.Create("troy", {}, None)
    assert P.parse('{"type": "create", "game": "symbol", "options": {"army": "custom"}, '
                   '"seat": 1}') == P.Create("symbol", {"army": "custom"}, 1)
    assert P.parse('{"type": "act", "action": "pick:hector", "ply": 3}') == \
        P.Act("pick:hector", 3)
    assert P.parse('{"type": "answer", "kind": "takeback", "accept": false}') == \
        P.Answer("takeback", False)
    assert P.parse('{"type": "say", "id": "well-played"}') == P.Say("well-played")
    assert P.type_of(P.Resign()) == "resign" and P.type_of(P.Act("a", 0)) == "act"


def test_the_quick_messages_and_codes_are_the_documented_ones() -> None:
    assert P.QUICK_MESSAGES == ("good-game", "well-played", "your-move", "one-moment")
    contract = {"bad-message", "too-large", "rate", "protocol", "unknown-room", "room-full",
                "bad-token", "not-your-turn", "illegal", "stale"}
    assert contract <= P.CODES
