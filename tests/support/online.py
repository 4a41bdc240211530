"""Helpers for the online tests: a real server on a free loopback port, raw and
random clients, a clock that never lets the rate limit depend on the machine.

Everything runs in one asyncio loop (``asyncio.run`` inside a plain test);
waits are on messages, each under a generous safety timeout that only a
broken server reaches.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from game.online.server import Server, run
from game.online.store import Store

ROOT = Path(__file__).resolve().parents[2]
SAFETY = float(os.environ.get("TRIPTYCH_TEST_SAFETY", "60"))  # seconds: only a hang waits this long


class Ticks:
    """A clock for the server's rate limit that moves ``step`` seconds per message,
    so that fast loopback play is never mistaken for flooding (and a test of the
    limit can stop time instead)."""

    def __init__(self, step: float = 0.1) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@dataclass
class Running:
    url: str
    port: int
    server: Server
    store: Store


@asynccontextmanager
async def running_server(store: Store | None = None, *, clock: Callable[[], float] | None = None,
                         public_url: str | None = None) -> AsyncIterator[Running]:
    """A server on 127.0.0.1 and a free port for the length of the block."""
    store = store or Store(":memory:")
    server = Server(store, public_url=public_url, clock=clock or Ticks())
    loop = asyncio.get_running_loop()
    stop: asyncio.Future[None] = loop.create_future()
    ready: asyncio.Future[tuple[str, int]] = loop.create_future()
    task = asyncio.create_task(run(store, "127.0.0.1", 0, stop=stop, server=server,
                                   ready=lambda url, port: ready.set_result((url, port))))
    done, _ = await asyncio.wait({task, ready}, timeout=SAFETY,
                                 return_when=asyncio.FIRST_COMPLETED)
    if task in done:
        task.result()  # raises what stopped it
    url, port = ready.result()
    try:
        yield Running(url, port, server, store)
    finally:
        stop.set_result(None)
        await asyncio.wait_for(task, SAFETY)


class Wire:
    """A raw test client: JSON in, JSON out, every message it received kept."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.log: list[dict[str, Any]] = []

    async def send(self, msg: dict[str, Any] | str | bytes) -> None:
        await self.ws.send(msg if isinstance(msg, str | bytes) else json.dumps(msg))

    async def recv(self) -> dict[str, Any]:
        msg = json.loads(await asyncio.wait_for(self.ws.recv(), SAFETY))
        self.log.append(msg)
        return msg

    async def until(self, kind: str) -> dict[str, Any]:
        """Read up to and including the next message of ``kind``."""
        while True:
            msg = await self.recv()
            if msg["type"] == kind:
                return msg

    async def error(self) -> dict[str, Any]:
        msg = await self.until("error")
        return msg

    async def ask(self, msg: dict[str, Any], kind: str) -> dict[str, Any]:
        await self.send(msg)
        return await self.until(kind)

    async def closed(self) -> int | None:
        """Wait for the server to close the connection; its close code."""
        try:
            while True:
                self.log.append(json.loads(await asyncio.wait_for(self.ws.recv(), SAFETY)))
        except Exception:  # ConnectionClosed*: what we wait for
            return self.ws.close_code


@asynccontextmanager
async def wire(url: str, hello: bool = True) -> AsyncIterator[Wire]:
    async with connect(url, max_size=None, compression=None) as ws:
        client = Wire(ws)
        if hello:
            await client.ask({"type": "hello", "protocol": 1, "client": "test"}, "welcome")
        yield client


@asynccontextmanager
async def table(url: str, game: str, options: dict[str, Any] | None = None,
                seat: int | None = 0) -> AsyncIterator[tuple[Wire, Wire, dict[str, Any]]]:
    """Two raw clients seated at a new room of ``game``: (seat ``seat``'s creator,
    the joiner, the ``created`` message); both have read up to their ``start``."""
    async with wire(url) as host, wire(url) as guest:
        created = await host.ask({"type": "create", "game": game, "options": options or {},
                                  "seat": seat}, "created")
        await guest.ask({"type": "join", "room": created["room"]}, "joined")
        await host.until("start")
        await guest.until("start")
        yield host, guest, created


def choose(turn: dict[str, Any], rng: random.Random) -> str:
    """A random legal action from a ``turn`` (a compressed pick expanded)."""
    action: str = rng.choice(turn["legal"])
    if "pick_count" in turn:
        heroes = action[len("pick:"):].split(",")
        action = "pick:" + ",".join(rng.sample(heroes, turn["pick_count"]))
    return action


@dataclass
class Seat:
    """One side of a random game: its client and what it saw."""

    wire: Wire
    seat: int
    rng: random.Random
    legal: list[str] = field(default_factory=list)


async def play_randomly(seats: list[Seat], until: Callable[[Seat, dict[str, Any]], bool] =
                        lambda s, m: m["type"] == "over") -> None:
    """Both seats answer their turns with random legal actions until ``until``
    says so for a message (the game's ``over`` by default)."""

    async def one(seat: Seat) -> None:
        while True:
            msg = await seat.wire.recv()
            if until(seat, msg):
                return
            if msg["type"] == "turn" and "legal" in msg:
                assert msg["to_act"] == [seat.seat]
                while len(msg["legal"]) < msg.get("legal_total", 0):   # a long list goes on
                    more = await seat.wire.recv()
                    assert more["type"] == "legal" and more["ply"] == msg["ply"]
                    msg["legal"] += more["legal"]
                action = choose(msg, seat.rng)
                await seat.wire.send({"type": "act", "action": action, "ply": msg["ply"]})

    await asyncio.gather(*(one(s) for s in seats))


def run_async(test: Callable[[], Awaitable[None]]) -> None:
    """Run an async test body in a fresh event loop."""
    asyncio.run(test())


# ------------------------------------------------------------------ a server process
@dataclass
class Process:
    proc: asyncio.subprocess.Process
    url: str
    port: int


@asynccontextmanager
async def server_process(db: Path, port: int = 0, extra: tuple[str, ...] = (),
                         program: tuple[str, ...] = (str(ROOT / "main.py"),)
                         ) -> AsyncIterator[Process]:
    """``main.py --serve`` (or ``program`` given the same arguments) in a child
    process, always killed when the block ends."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, *program, "--serve", "--port", str(port), "--db", str(db),
        *extra, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        stdin=asyncio.subprocess.DEVNULL, env=env, cwd=str(ROOT))
    try:
        assert proc.stdout is not None
        line = (await asyncio.wait_for(proc.stdout.readline(), SAFETY)).decode()
        if not line.startswith("listening on ws://"):
            err = await proc.stderr.read() if proc.stderr else b""
            raise AssertionError(f"no listening line: {line!r} {err.decode()[-2000:]}")
        url = line.split()[-1]
        yield Process(proc, url, int(url.rsplit(":", 1)[1]))
    finally:
        if proc.returncode is None:
            proc.kill()
        await asyncio.wait_for(proc.wait(), SAFETY)


async def kill_hard(process: Process) -> None:
    """``kill -9``: the server gets no chance to tidy anything."""
    process.proc.send_signal(signal.SIGKILL)
    await asyncio.wait_for(process.proc.wait(), SAFETY)


async def turns(a: Wire, b: Wire) -> tuple[Wire, Wire, dict[str, Any]]:
    """Read both seats' next ``turn``: (the wire that must act, the other, its turn)."""
    ta, tb = await a.until("turn"), await b.until("turn")
    assert ta["ply"] == tb["ply"] and ta["to_act"] == tb["to_act"]
    return (a, b, ta) if "legal" in ta else (b, a, tb)
