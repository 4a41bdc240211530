"""The game's network client: plays through a real server, reconnects by itself,
resends an unacknowledged act, backs off with jitter, and says why it closed.

The asyncio core runs in the same event loop as the server; its sleep is
injected, so no test waits for a backoff to pass.
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import types
from collections.abc import Generator
from typing import Any

import pytest

from game.online import protocol as P
from game.online.client import (
    CLOSED,
    CONNECTING,
    ONLINE,
    RECONNECTING,
    Backoff,
    ClientCore,
    Credentials,
    OnlineClient,
    default_connect,
)
from game.online.host import start_local_server
from tests.support.online import SAFETY, choose, run_async, running_server


class Inbox:
    """What a core delivered, readable in the test's loop."""

    def __init__(self) -> None:
        self.queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.log: list[dict[str, Any]] = []
        self.statuses: list[dict[str, Any]] = []

    def __call__(self, msg: dict[str, Any]) -> None:
        self.log.append(msg)
        if msg["type"] == "status":
            self.statuses.append(msg)
        self.queue.put_nowait(msg)

    async def until(self, kind: str, **fields: Any) -> dict[str, Any]:
        while True:
            msg = await asyncio.wait_for(self.queue.get(), SAFETY)
            if msg["type"] == kind and all(msg.get(k) == v for k, v in fields.items()):
                return msg


@types.coroutine
def _one_turn() -> Generator[None, None, None]:
    """Hand the event loop one turn, as a wait would, with no time passing."""
    yield


async def no_wait(seconds: float) -> None:
    await _one_turn()


def core(url: str, inbox: Inbox, **options: Any) -> ClientCore:
    options.setdefault("sleep", no_wait)
    return ClientCore(url, inbox, rng=random.Random(0), **options)


class Flaky:
    """A connect function whose connections drop when a test says so."""

    def __init__(self) -> None:
        self.sockets: list[Any] = []
        self.drop_on_act = False        # drop right after sending an act (answer lost)
        self.swallow_act = False        # drop instead of sending an act (act lost)

    async def __call__(self, url: str) -> Any:
        ws = await default_connect(url)
        real_send = ws.send
        flaky = self

        async def send(text: str) -> None:
            if json.loads(text).get("type") == "act" and flaky.swallow_act:
                flaky.swallow_act = False
                ws.transport.abort()
                raise ConnectionResetError("dropped")
            await real_send(text)
            if json.loads(text).get("type") == "act" and flaky.drop_on_act:
                flaky.drop_on_act = False
                ws.transport.abort()

        ws.send = send
        self.sockets.append(ws)
        return ws


async def play(client: ClientCore, inbox: Inbox, rng: random.Random,
               on_turn: Any = None) -> dict[str, Any]:
    """Answer every turn of this seat with a random legal action until ``over``."""
    while True:
        msg = await asyncio.wait_for(inbox.queue.get(), SAFETY)
        if msg["type"] == "over":
            return msg
        if msg["type"] == "turn" and "legal" in msg:
            if on_turn is not None:
                on_turn(msg)
            client.send({"type": "act", "action": choose(msg, rng), "ply": msg["ply"]})


def test_two_clients_play_a_game_through_drops_and_resends() -> None:
    async def body() -> None:
        async with running_server() as srv:
            flaky = Flaky()
            ia, ib = Inbox(), Inbox()
            a, b = core(srv.url, ia, connect=flaky), core(srv.url, ib)
            tasks = [asyncio.create_task(a.run()), asyncio.create_task(b.run())]
            a.send({"type": "create", "game": "troy", "options": {}, "seat": 0})
            created = await ia.until("created")
            assert a.credentials == Credentials(srv.url, created["room"], 0, created["token"])
            b.send({"type": "join", "room": created["invite"].rsplit("/", 1)[1]})
            await ib.until("joined")
            turns = [0]

            def trouble(turn: dict[str, Any]) -> None:
                turns[0] += 1
                if turns[0] == 3:
                    flaky.drop_on_act = True       # the act arrives, its answer is lost
                elif turns[0] == 6:
                    flaky.swallow_act = True       # the act itself is lost
                elif turns[0] == 9:
                    flaky.sockets[-1].transport.abort()   # a plain drop while thinking

            over_a, over_b = await asyncio.gather(
                play(a, ia, random.Random(1), trouble), play(b, ib, random.Random(2)))
            assert over_a == over_b and len(flaky.sockets) == 4   # three reconnections
            record = over_a["record"]
            stored = srv.store.load(created["room"])
            assert [t for _s, t in stored.actions] == record["actions"]   # each act once
            played = [m["ply"] for m in ib.log if m["type"] == "played"]
            assert played == list(range(len(record["actions"])))  # b saw each once, in order
            states = [s["state"] for s in ia.statuses]
            assert states[:2] == [CONNECTING, ONLINE]
            assert states.count(RECONNECTING) == 3 and states.count(ONLINE) == 4
            for side in (a, b):
                side.close()
            await asyncio.wait_for(asyncio.gather(*tasks), SAFETY)
            assert ia.statuses[-1]["state"] == CLOSED and a.status.final

    run_async(body)


def test_messages_sent_while_away_go_out_after_the_resume() -> None:
    async def body() -> None:
        async with running_server() as srv:
            gate = asyncio.Event()

            async def held_sleep(seconds: float) -> None:
                await gate.wait()

            flaky = Flaky()
            ia, ib = Inbox(), Inbox()
            a = core(srv.url, ia, connect=flaky, sleep=held_sleep)
            b = core(srv.url, ib)
            tasks = [asyncio.create_task(a.run()), asyncio.create_task(b.run())]
            a.send({"type": "create", "game": "symbol"})
            created = await ia.until("created")
            b.send({"type": "join", "room": created["room"]})
            await ia.until("start")
            await ib.until("start")
            flaky.sockets[-1].transport.abort()
            assert (await ia.until("status", state=RECONNECTING))["attempt"] == 1
            a.send({"type": "say", "id": "one-moment"})     # while away
            await ib.until("presence", online=False)
            gate.set()
            await ia.until("resumed")
            assert (await ib.until("said"))["id"] == "one-moment"
            for side in (a, b):
                side.close()
            await asyncio.wait_for(asyncio.gather(*tasks), SAFETY)

    run_async(body)


def test_backoff_doubles_to_its_cap_with_jitter() -> None:
    rng = random.Random(5)
    backoff = Backoff(base=0.5, cap=8.0)
    for attempt, top in [(1, 0.5), (2, 1.0), (3, 2.0), (4, 4.0), (5, 8.0), (9, 8.0), (99, 8.0)]:
        delays = [backoff.delay(attempt, rng) for _ in range(50)]
        assert all(top / 2 <= d <= top for d in delays)
        assert len(set(delays)) > 1                     # jittered


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_an_unreachable_server_is_retried_then_given_up_with_a_reason() -> None:
    async def body() -> None:
        slept: list[float] = []
        clock = iter(range(100, 10_000, 10))

        async def sleep(seconds: float) -> None:
            slept.append(seconds)

        inbox = Inbox()
        client = core(f"ws://127.0.0.1:{free_port()}", inbox, sleep=sleep,
                      clock=lambda: float(next(clock)), first_attempts=4,
                      backoff=Backoff(base=1.0, cap=10.0))
        await asyncio.wait_for(client.run(), SAFETY)
        waits = [s for s in inbox.statuses if s["state"] == CONNECTING and s["attempt"]]
        assert [s["attempt"] for s in waits] == [1, 2, 3]
        assert [s["delay"] for s in waits] == slept
        assert all(s["retry_at"] == pytest.approx(t + s["delay"], abs=10)
                   for s, t in zip(waits, (100, 110, 120), strict=True))
        last = inbox.statuses[-1]
        assert last["state"] == CLOSED and "cannot reach the server" in last["reason"]
        assert "\n" not in last["reason"]

    run_async(body)


def test_a_bad_address_closes_at_once() -> None:
    async def body() -> None:
        inbox = Inbox()
        await asyncio.wait_for(core("http://example", inbox).run(), SAFETY)
        assert inbox.statuses[-1]["state"] == CLOSED
        assert "ws://" in inbox.statuses[-1]["reason"]

    run_async(body)


def test_a_seat_opened_elsewhere_closes_this_client_for_good() -> None:
    async def body() -> None:
        async with running_server() as srv:
            ia, ib = Inbox(), Inbox()
            a = core(srv.url, ia)
            task_a = asyncio.create_task(a.run())
            a.send({"type": "create", "game": "essentia"})
            await ia.until("created")
            b = core(srv.url, ib, credentials=a.credentials)   # the same seat, elsewhere
            task_b = asyncio.create_task(b.run())
            await ib.until("resumed")
            err = await ia.until("error")
            assert err["code"] == P.REPLACED
            await asyncio.wait_for(task_a, SAFETY)            # no reconnection fight
            assert ia.statuses[-1]["state"] == CLOSED
            assert "another connection" in ia.statuses[-1]["reason"]
            assert b.status.state == ONLINE
            b.close()
            await asyncio.wait_for(task_b, SAFETY)

    run_async(body)


def test_an_unknown_seat_on_resume_closes_with_the_servers_reason() -> None:
    async def body() -> None:
        async with running_server() as srv:
            inbox = Inbox()
            lost = Credentials(srv.url, "ABCD-EFGH", 0, "nothing")
            client = core(srv.url, inbox, credentials=lost)
            await asyncio.wait_for(client.run(), SAFETY)
            assert inbox.statuses[-1]["state"] == CLOSED
            assert "no room ABCD-EFGH" in inbox.statuses[-1]["reason"]

    run_async(body)


def test_credentials_survive_a_round_trip_and_junk_is_refused() -> None:
    saved = Credentials("wss://games.example.org", "KQ7M-X3PD", 1, "t" * 32)
    assert Credentials.from_dict(json.loads(json.dumps(saved.to_dict()))) == saved
    for junk in (None, [], {"url": "x"}, {**saved.to_dict(), "seat": 2},
                 {**saved.to_dict(), "seat": True}, {**saved.to_dict(), "token": 5}):
        with pytest.raises(ValueError):
            Credentials.from_dict(junk)


def test_the_threaded_client_hosts_and_joins_without_blocking_the_caller(tmp_path) -> None:
    host = start_local_server(tmp_path / "host.db", host="127.0.0.1", port=0,
                              public_host="192.0.2.7")
    clients: list[OnlineClient] = []
    try:
        a = OnlineClient(host.url)
        clients.append(a)
        a.send({"type": "create", "game": "symbol", "options": {}, "seat": 0})
        created = wait_for(a, "created")
        assert created["invite"] == f"ws://192.0.2.7:{host.port}/{created['room']}"
        assert a.credentials is not None and a.credentials.room == created["room"]
        assert a.status.state == ONLINE
        b = OnlineClient(host.url)
        clients.append(b)
        b.send({"type": "join", "room": created["room"]})
        assert wait_for(b, "start")["seat"] == 1
        assert wait_for(a, "turn")["to_act"] == [0]
        host.stop()                       # the host quits: its players are told
        assert wait_for(a, "status", state=RECONNECTING)["attempt"] >= 1
        assert not host.running
    finally:
        for client in clients:
            client.close()
        host.stop()
    assert all(c.status.state == CLOSED for c in clients)


def wait_for(client: OnlineClient, kind: str, **fields: Any) -> dict[str, Any]:
    """Poll ``client`` (waiting on its arrivals, never on the clock) for a message."""
    while True:
        assert client.wait(SAFETY), f"no {kind} arrived"
        for msg in client.poll():
            if msg["type"] == kind and all(msg.get(k) == v for k, v in fields.items()):
                return msg
