"""Long lists stay under a frame's 64 KiB; the server inside the game starts, says
where it is, and says in one line why it cannot."""

from __future__ import annotations

import random

import pytest

from game import registry
from game.common import Outcome
from game.online import views
from game.online.host import HostError, lan_address, start_local_server
from game.online.protocol import MAX_BYTES, encode


def frame_size(msg: dict) -> int:
    return len(encode(msg).encode("utf-8"))


def test_a_legal_list_too_long_for_a_frame_goes_on_in_legal_messages(monkeypatch) -> None:
    rules = registry.get("symbol")
    state = rules.start({"army": "openpool"}, 0)          # 3,876 armies to choose from
    whole = rules.legal_texts(state)
    monkeypatch.setattr(views, "MAX_BYTES", 16_000)
    monkeypatch.setattr(views, "BUDGET", 12_000)
    msgs = views.turn(rules, state, 0, seat=0)
    assert msgs[0]["type"] == "turn" and msgs[0]["legal_total"] == len(whole)
    assert all(m["type"] == "legal" and m["ply"] == 0 for m in msgs[1:])
    assert [m["more"] for m in msgs[1:]] == [True] * (len(msgs) - 2) + [False]
    assert sum((m["legal"] for m in msgs), []) == whole
    assert all(frame_size(m) <= 16_000 for m in msgs)
    assert views.turn(rules, state, 0, seat=1) == [{"type": "turn", "ply": 0, "to_act": [0]}]


def test_a_whole_trojan_war_history_is_cut_under_64_kib() -> None:
    rules = registry.get("troy")
    state = rules.start({}, 9)
    rng = random.Random(9)
    entries = []
    while state.to_move() is not None:
        seat = state.to_move()
        action = rng.choice(state.legal_actions())
        events = state.play(action)
        entries.append(views.history_entry(rules, 0, len(entries), seat, action, False,
                                           events, state))
    msgs = views.history(entries)
    assert len(msgs) > 1 and [m["more"] for m in msgs][-1] is False
    assert sum((m["entries"] for m in msgs), []) == entries
    assert all(frame_size(m) <= MAX_BYTES for m in msgs)


def test_a_record_too_long_for_a_frame_goes_on_in_record_messages(monkeypatch) -> None:
    monkeypatch.setattr(views, "MAX_BYTES", 2_000)
    monkeypatch.setattr(views, "BUDGET", 1_000)
    record = {"game": "symbol", "options": {}, "number": 1, "start": "s", "ending": None,
              "actions": [f"a{i}-b{i}" for i in range(600)]}
    msgs = views.over(Outcome(0, "leader-captured"), record)
    assert msgs[0]["record"]["more"] is True and msgs[-1]["more"] is False
    assert msgs[0]["record"]["actions"] + sum((m["actions"] for m in msgs[1:]), []) == \
        record["actions"]
    assert record["actions"] == [f"a{i}-b{i}" for i in range(600)]   # the record untouched


def test_lan_address_is_an_address_and_asks_nothing_of_the_network() -> None:
    assert lan_address(("127.0.0.1", 9)) == "127.0.0.1"
    parts = lan_address().split(".")
    assert len(parts) == 4 and all(p.isdigit() and 0 <= int(p) <= 255 for p in parts)


def test_hosting_on_a_taken_port_or_a_database_in_use_says_why(tmp_path) -> None:
    first = start_local_server(tmp_path / "a.db", host="127.0.0.1", port=0,
                               public_host="192.0.2.7")
    try:
        assert first.running and first.public_url == f"ws://192.0.2.7:{first.port}"
        assert first.url == f"ws://127.0.0.1:{first.port}"
        with pytest.raises(HostError, match="port is in use"):
            start_local_server(tmp_path / "b.db", host="127.0.0.1", port=first.port)
        with pytest.raises(HostError, match="in use by another program"):
            start_local_server(tmp_path / "a.db", host="127.0.0.1", port=0)
    finally:
        first.stop()
        first.stop()                                       # twice is harmless
    assert not first.running
    again = start_local_server(tmp_path / "a.db", host="127.0.0.1", port=0)
    again.stop()
