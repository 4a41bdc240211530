"""Two clients play whole games of every game through a real server on loopback."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game import registry
from game.online.protocol import MAX_BYTES, encode
from tests.support.online import Seat, play_randomly, run_async, running_server, table, wire

CASES = [(key, dict(registry.get(key).opening_options)) for key in registry.keys()] + [
    ("symbol", {"army": "openpool"}),       # 3,876 armies to choose: 62 KB of legal list
    ("essentia", {"tiles": "deal", "circles": "wild"}),
    ("troy", {"less_bloody": True, "exchange": True}),
]


def replay(record: dict[str, Any]):
    rules = registry.get(record["game"])
    state = rules.from_text(record["start"])
    for text in record["actions"]:
        state.play(state.parse_action(text))
    if record["ending"] == "draw":
        state.agree_draw()
    elif record["ending"]:
        state.resign(int(record["ending"][-1]))
    return state


@pytest.mark.parametrize(("key", "options"), CASES)
def test_a_whole_random_game_through_a_real_server(key: str, options: dict[str, Any]) -> None:
    rules = registry.get(key)

    async def body() -> None:
        async with running_server() as srv, table(srv.url, key, options) as (a, b, created):
            assert created["options"] == rules.clean_options(options)
            seats = [Seat(a, 0, random.Random(1)), Seat(b, 1, random.Random(2))]
            await play_randomly(seats)
            overs = [s.wire.log[-1] for s in seats]
            assert overs[0] == overs[1] and overs[0]["type"] == "over"
            record = overs[0]["record"]
            final = replay(record)
            assert overs[0]["outcome"] == {"winner": final.outcome().winner,
                                           "reason": final.outcome().reason}
            for seat in seats:
                played = [m for m in seat.wire.log if m["type"] == "played"]
                assert [m["ply"] for m in played] == list(range(len(record["actions"])))
                for msg in played:
                    held = rules.from_text(msg["position"])       # the client's state
                    if msg is not played[-1]:  # (a text cannot say how a game was won)
                        assert held.to_move() == replay({**record, "ending": None, "actions":
                                                         record["actions"][: msg["ply"] + 1]
                                                         }).to_move()
                for msg in seat.wire.log:
                    assert len(encode(msg).encode()) <= MAX_BYTES
            # a seat that comes back later is told the same story it saw live
            token = created["token"]
            async with wire(srv.url) as again:
                await again.ask({"type": "resume", "room": created["room"], "token": token},
                                "resumed")
                await again.until("state")
                entries = []
                while True:
                    chunk = await again.until("history")
                    entries += chunk["entries"]
                    if not chunk["more"]:
                        break
                live = [{k: v for k, v in m.items() if k != "type"}
                        for m in a.log if m["type"] == "played"]
                revealed = {e["ply"]: e["action"] for m in a.log if m["type"] == "revealed"
                            for e in m["entries"]}
                for entry in live:
                    entry["action"] = revealed.get(entry["ply"], entry["action"])
                assert entries == live
                assert (await again.until("over"))["record"] == record

    run_async(body)
