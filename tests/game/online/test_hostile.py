"""Hostile or broken clients: each gets a clear error, nothing crashes, nothing changes.

The contract's list: garbage, binary frames, too large, too fast, deep JSON,
huge numbers, unknown types, wrong tokens, illegal, stale and repeated acts,
unknown rooms, full rooms, a wrong protocol; and no input may change another
room or act for the other seat.
"""

from __future__ import annotations

import json
import sqlite3

from game.online import protocol as P
from game.online.store import Store
from tests.support.online import Ticks, run_async, running_server, table, turns, wire

HOSTILE = [
    "garbage", b"\x00\x01binary", "[1,2,3]", '{"type": 42}', '{"type": "drop-tables"}',
    "[" * 5000, '{"type": "act", "action": "b2b3", "ply": ' + "9" * 4000 + "}",
    '{"type": "act", "action": "b2b3", "ply": 1e400}', '{"type": "create", "game": "chess"}',
    '{"type": "create", "game": "troy", "options": "fast"}',
]


def test_garbage_gets_an_error_and_the_connection_and_server_go_on() -> None:
    async def body() -> None:
        async with running_server() as srv, wire(srv.url) as c:
            for frame in HOSTILE:
                await c.send(frame)
                err = await c.error()
                assert err["code"] == P.BAD_MESSAGE and "\n" not in err["message"]
            await c.send({"type": "act", "action": "b2b3", "ply": 0})
            assert (await c.error())["code"] == P.NO_SEAT
            created = await c.ask({"type": "create", "game": "essentia"}, "created")
            assert created["room"] in srv.server.rooms     # still answering, still sane

    run_async(body)


def test_a_message_over_64_kib_is_refused_and_the_connection_closed() -> None:
    async def body() -> None:
        async with running_server() as srv:
            async with wire(srv.url) as c:
                await c.send(json.dumps({"type": "say", "id": "x" * (P.MAX_BYTES + 10)}))
                assert (await c.error())["code"] == P.TOO_LARGE
                assert await c.closed() == 1009
            async with wire(srv.url) as c:                   # far beyond: websockets' own cap
                await c.send("x" * (20 * P.MAX_BYTES))
                assert await c.closed() == 1009
            async with wire(srv.url) as c:
                await c.ask({"type": "create", "game": "troy"}, "created")

    run_async(body)


def test_more_than_20_messages_in_a_second_is_rate_and_closes() -> None:
    async def body() -> None:
        frozen = Ticks(step=0.0)                             # the whole burst in one instant
        async with running_server(clock=frozen) as srv, wire(srv.url) as c:
            for _ in range(P.RATE_LIMIT + 5):
                await c.send({"type": "say", "id": "your-move"})
            errors = [m for m in c.log]
            assert await c.closed() == 1008
            errors = [m for m in c.log if m["type"] == "error"]
            assert [e["code"] for e in errors][-1] == P.RATE
            assert sum(e["code"] == P.NO_SEAT for e in errors) == P.RATE_LIMIT - 1

    run_async(body)


def test_twenty_messages_a_second_are_fine() -> None:
    async def body() -> None:
        steady = Ticks(step=1.0 / P.RATE_LIMIT + 1e-9)
        async with running_server(clock=steady) as srv, wire(srv.url) as c:
            for _ in range(3 * P.RATE_LIMIT):
                await c.send({"type": "say", "id": "your-move"})
                assert (await c.error())["code"] == P.NO_SEAT

    run_async(body)


def test_an_old_client_is_told_its_protocol_in_one_line_and_closed() -> None:
    async def body() -> None:
        async with running_server() as srv, wire(srv.url, hello=False) as c:
            await c.send({"type": "hello", "protocol": 0, "client": "triptych 0.1"})
            err = await c.error()
            assert err["code"] == P.WRONG_PROTOCOL and "protocol 1" in err["message"]
            assert await c.closed() == 1008

    run_async(body)


def test_rooms_tokens_and_seats_cannot_be_forged() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "symbol") as (a, b, created):
            room = created["room"]
            async with wire(srv.url) as intruder:
                for msg, want in [
                    ({"type": "join", "room": room}, P.ROOM_FULL),
                    ({"type": "join", "room": "ABCD-EFGH"}, P.UNKNOWN_ROOM),
                    ({"type": "join", "room": "nonsense!"}, P.UNKNOWN_ROOM),
                    ({"type": "resume", "room": room, "token": "guess"}, P.BAD_TOKEN),
                    ({"type": "resume", "room": room, "token": created["token"][:-1] + "x"},
                     P.BAD_TOKEN),
                    ({"type": "resume", "room": "ABCD-EFGH", "token": created["token"]},
                     P.UNKNOWN_ROOM),
                    ({"type": "act", "action": "L@b2", "ply": 0}, P.NO_SEAT),
                    ({"type": "resign"}, P.NO_SEAT), ({"type": "offer", "kind": "draw"},
                                                      P.NO_SEAT),
                ]:
                    await intruder.send(msg)
                    try:
                        answer = await intruder.error()
                    except TimeoutError:      # a hang: say which message went unanswered
                        raise AssertionError(f"no error for {msg}; heard {intruder.log}") \
                            from None
                    assert answer["code"] == want, msg
                # a seat of another room cannot reach this one either
                other = await intruder.ask({"type": "create", "game": "symbol"}, "created")
                await intruder.send({"type": "resume", "room": room, "token": other["token"]})
                assert (await intruder.error())["code"] == P.BAD_TOKEN
            mover, waiter, turn = await turns(a, b)
            # the seat that waits cannot act for the other
            await waiter.send({"type": "act", "action": turn["legal"][0], "ply": turn["ply"]})
            assert (await waiter.error())["code"] == P.NOT_YOUR_TURN
            assert not [m for m in a.log + b.log if m["type"] == "played"]

    run_async(body)


def test_illegal_stale_and_repeated_acts() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "essentia",
                                                 {"tiles": "strategic"}) as (a, b, _c):
            mover, waiter, turn = await turns(a, b)
            ply = turn["ply"]
            for action in ("b2b3", "X@z9", "", "deal", "T@c1" * 50):
                await mover.send({"type": "act", "action": action, "ply": ply})
                err = await mover.error()
                assert err["code"] == P.ILLEGAL and err["about"] == "act"
            await mover.send({"type": "act", "action": turn["legal"][0], "ply": ply + 1})
            assert (await mover.error())["code"] == P.STALE
            action, actor = turn["legal"][0], mover
            await actor.send({"type": "act", "action": action, "ply": ply})
            first = await actor.until("played")
            assert (await waiter.until("played"))["action"] == action
            mover, waiter, nxt = await turns(a, b)
            assert nxt["ply"] == ply + 1
            # a resend of the accepted act (its answer was lost): the same played again
            await actor.send({"type": "act", "action": action, "ply": ply})
            assert await actor.until("played") == first
            await mover.send({"type": "act", "action": nxt["legal"][0], "ply": nxt["ply"]})
            assert (await waiter.until("played"))["ply"] == ply + 1   # nothing in between
            await mover.until("played")
            other = b if actor is a else a
            assert [m["ply"] for m in other.log if m["type"] == "played"] == [ply, ply + 1]

    run_async(body)


class FullDisk:
    """The store's connection, with writes failing as SQLite fails on a full disk."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.full = False

    def execute(self, sql: str, *args):
        if self.full and sql.split()[0].upper() in ("INSERT", "UPDATE", "DELETE"):
            raise sqlite3.OperationalError("database or disk is full")
        return self.conn.execute(sql, *args)

    def __getattr__(self, name: str):
        return getattr(self.conn, name)


def test_a_full_disk_tells_the_acting_seat_and_changes_nothing(tmp_path) -> None:
    async def body() -> None:
        store = Store(tmp_path / "games.db")
        disk = FullDisk(store.conn)
        store.conn = disk  # type: ignore[assignment]
        async with running_server(store) as srv, table(srv.url, "symbol") as (a, b, created):
            mover, waiter, turn = await turns(a, b)
            act = {"type": "act", "action": turn["legal"][0], "ply": turn["ply"]}
            disk.full = True
            await mover.send(act)
            err = await mover.error()
            assert err["code"] == P.STORAGE and "disk is full" in err["message"]
            assert "nothing changed" in err["message"]
            await mover.send({"type": "resign"})               # nothing else gets written
            assert (await mover.error())["code"] == P.STORAGE
            async with wire(srv.url) as third:               # nor a new room
                await third.send({"type": "create", "game": "troy"})
                assert (await third.error())["code"] == P.STORAGE
            disk.full = False
            assert srv.store.load(created["room"]).actions == []
            await waiter.send({"type": "say", "id": "one-moment"})   # the waiter saw nothing
            said = await mover.until("said")
            assert said["id"] == "one-moment"
            assert not [m for m in waiter.log if m["type"] in ("played", "offered", "over")]
            await mover.send(act)                            # the same act now goes through
            assert (await mover.until("played"))["ply"] == act["ply"]
            assert (await waiter.until("played"))["ply"] == act["ply"]
            assert srv.store.load(created["room"]).actions == [(0, act["action"])]

    run_async(body)


def test_a_fault_of_the_server_drops_the_room_and_its_players_come_back_to_it() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "troy") as (a, b, created):
            mover, waiter, turn = await turns(a, b)
            room = srv.server.rooms[created["room"]]

            def broken(*args, **kwargs):
                raise RuntimeError("a bug")

            room.act = broken  # type: ignore[method-assign]
            await mover.send({"type": "act", "action": "noswap", "ply": turn["ply"]})
            assert (await mover.error())["code"] == P.INTERNAL
            assert await mover.closed() == 1011 and await waiter.closed() == 1011
            assert created["room"] not in srv.server.rooms
            async with wire(srv.url) as back:
                await back.ask({"type": "resume", "room": created["room"],
                                "token": created["token"]}, "resumed")
                assert (await back.until("state"))["moves"] == 0
                assert created["room"] in srv.server.rooms

    run_async(body)
