"""The network client the game's screens use: never blocks a frame, reconnects by itself.

Two layers:

- ``ClientCore``: the connection itself, an asyncio object (tests drive it in
  one event loop together with a server). It says ``hello``, keeps what a
  seat needs to come back (``Credentials``: server, room, seat, token, from
  ``created``/``joined``/``resumed``), and when the connection drops it
  reconnects with exponential backoff and jitter, says ``hello`` and
  ``resume`` again by itself and sends once more an ``act`` the server had
  not acknowledged (same ``ply``: the server answers a repeat with the same
  ``played``). Messages sent while offline wait and go out after the resume.
- ``OnlineClient``: the same in a thread of its own with its own event loop,
  talking to the game through thread-safe queues: ``send(msg)`` from the
  game loop, ``poll()`` once a frame for what arrived, ``status`` for the
  screen's "online / reconnecting…" line, ``close()`` when the screen goes.

Every message handed to the game is a JSON object from the server (see
PROTOCOL.md and docs/online.md), plus ``{"type": "status", ...}`` items
whenever the connection's status changes, so a screen that only polls sees
every change in order.

A typical screen::

    client = OnlineClient(url)                        # or credentials=saved
    client.send({"type": "create", "game": "troy", "options": {}, "seat": None})
    ...
    for msg in client.poll():                          # in update(dt)
        ...                                            # created, start, turn, played...
    client.send({"type": "act", "action": text, "ply": turn["ply"]})
    saved = client.credentials                         # keep it for Continue
    client.close()
"""

from __future__ import annotations

import asyncio
import json
import queue
import random
import threading
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from websockets.asyncio.client import connect as ws_connect
from websockets.exceptions import ConnectionClosed, InvalidURI, WebSocketException

from game.online import protocol as P
from game.version import __version__

CONNECTING, ONLINE, RECONNECTING, CLOSED = "connecting", "online", "reconnecting", "closed"
FINAL_CODES = frozenset({P.WRONG_PROTOCOL, P.REPLACED})
"""Errors after which reconnecting cannot help: the client closes for good."""
OPEN_TIMEOUT = 10.0


@dataclass(frozen=True)
class Status:
    """What the screen shows about the connection.

    ``state`` is ``connecting`` (never online yet), ``online``, ``reconnecting``
    (``attempt`` failed tries so far, the next at ``retry_at`` on the client's
    clock, ``delay`` seconds after the last failure) or ``closed`` (``reason``
    says why, in one line; ``final`` is always true then).
    """

    state: str
    attempt: int = 0
    retry_at: float | None = None
    delay: float | None = None
    reason: str = ""

    @property
    def final(self) -> bool:
        return self.state == CLOSED

    def message(self) -> dict[str, Any]:
        """As the ``{"type": "status", ...}`` item ``poll`` hands the game."""
        return {"type": "status", "state": self.state, "attempt": self.attempt,
                "retry_at": self.retry_at, "delay": self.delay, "reason": self.reason}


@dataclass(frozen=True)
class Credentials:
    """What a seat needs to come back to its game: keep it in the user data folder."""

    url: str
    room: str
    seat: int
    token: str

    def to_dict(self) -> dict[str, Any]:
        return {"url": self.url, "room": self.room, "seat": self.seat, "token": self.token}

    @classmethod
    def from_dict(cls, data: Any) -> Credentials:
        """From saved JSON; ValueError if it does not hold credentials."""
        if not isinstance(data, dict):
            raise ValueError("not saved online credentials")
        url, room, seat, token = (data.get(k) for k in ("url", "room", "seat", "token"))
        if not (isinstance(url, str) and isinstance(room, str) and isinstance(token, str)
                and type(seat) is int and seat in (0, 1)):
            raise ValueError("not saved online credentials")
        return cls(url, room, seat, token)


@dataclass(frozen=True)
class Backoff:
    """Delays between reconnection attempts: doubling from ``base`` up to ``cap``
    seconds, each drawn between half and all of that (jitter, so that many
    clients dropped together do not all come back at once)."""

    base: float = 0.5
    cap: float = 10.0       # a friend's server back up is found within ten seconds

    def delay(self, attempt: int, rng: random.Random) -> float:
        """Seconds to wait before attempt ``attempt + 1`` (``attempt`` >= 1 failed)."""
        top: float = min(self.cap, self.base * 2.0 ** min(attempt - 1, 30))
        return top * rng.uniform(0.5, 1.0)


Connector = Callable[[str], Awaitable[Any]]


async def default_connect(url: str) -> Any:
    """Open a WebSocket to ``url`` (system proxies ignored: a friend's server is direct)."""
    return await ws_connect(url, max_size=P.MAX_BYTES, compression=None, proxy=None,
                            open_timeout=OPEN_TIMEOUT, ping_interval=20.0, ping_timeout=20.0,
                            close_timeout=2.0)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, InvalidURI):
        return "that server address is not a ws:// or wss:// address"
    if isinstance(exc, OSError) and exc.strerror:
        return f"cannot reach the server: {exc.strerror}"
    if isinstance(exc, TimeoutError):
        return "the server did not answer in time"
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return f"cannot reach the server: {text[:120]}"


class ClientCore:
    """One seat's connection to a server, as an asyncio object (see the module).

    ``deliver(msg)`` is called for each server message and status change, in
    order, on the event loop. ``sleep``, ``clock`` and ``rng`` are injectable
    so that tests never wait; ``connect`` too (a fake network). Before the
    first success the client gives up after ``first_attempts`` failed tries
    (a wrong address should say so); once it has been online it retries until
    ``close()`` (``max_attempts`` to bound that).
    """

    def __init__(self, url: str, deliver: Callable[[dict[str, Any]], None], *,
                 credentials: Credentials | None = None,
                 client_name: str = f"triptych {__version__}",
                 backoff: Backoff = Backoff(),
                 sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
                 clock: Callable[[], float] = time.monotonic,
                 rng: random.Random | None = None,
                 connect: Connector = default_connect,
                 first_attempts: int = 4, max_attempts: int | None = None) -> None:
        self.url = url
        self.deliver = deliver
        self.credentials = credentials
        self.client_name = client_name
        self.backoff = backoff
        self.sleep = sleep
        self.clock = clock
        self.rng = rng or random.Random()
        self.connect = connect
        self.first_attempts = first_attempts
        self.max_attempts = max_attempts
        self.status = Status(CONNECTING)
        self.outbox: deque[dict[str, Any]] = deque()
        self.pending_act: dict[str, Any] | None = None
        self.ws: Any = None
        self.closing: str | None = None  # why the client is closing for good
        self.ever_online = False
        self._wake = asyncio.Event()
        self._waiting: asyncio.Task[Any] | None = None

    # ------------------------------------------------------------------ the game's side
    def send(self, msg: dict[str, Any]) -> None:
        """Send ``msg`` now, or as soon as the connection is back."""
        if self.closing is not None:
            return
        if msg.get("type") == "act":
            self.pending_act = dict(msg)
        if msg.get("type") == "leave":
            self.closing = "left the game"
        self.outbox.append(dict(msg))
        self._wake.set()

    def close(self, reason: str = "closed") -> None:
        """Close for good (no reconnection)."""
        if self.closing is None:
            self.closing = reason
        self._wake.set()
        if self._waiting is not None:
            self._waiting.cancel()
        if self.ws is not None:
            asyncio.ensure_future(self.ws.close())

    # ------------------------------------------------------------------ the loop
    def _set(self, status: Status) -> None:
        self.status = status
        self.deliver(status.message())

    async def run(self) -> None:
        """Connect, talk, reconnect, until closed; the last status is ``closed``."""
        failures = 0
        reason = ""
        self._set(Status(CONNECTING))
        while self.closing is None:
            try:
                self.ws = await self.connect(self.url)
            except asyncio.CancelledError:
                if self.closing is None:
                    raise
                break
            except (TimeoutError, OSError, WebSocketException, ValueError) as exc:
                failures += 1
                reason = _reason(exc)
                if isinstance(exc, InvalidURI) or not await self._wait_retry(failures, reason):
                    break
                continue
            if self.closing is not None:  # closed while connecting
                await self.ws.close()
                break
            failures = 0
            self.ever_online = True
            self._set(Status(ONLINE))
            reason = await self._talk()
            self.ws = None
            if self.closing is None:
                failures = 1
                if not await self._wait_retry(failures, reason, right_away=True):
                    break
        self._set(Status(CLOSED, reason=self.closing or reason or "closed"))

    async def _wait_retry(self, failures: int, reason: str, right_away: bool = False) -> bool:
        """Wait before the next attempt; False when the client should give up."""
        limit = self.max_attempts if self.ever_online else self.first_attempts
        if self.closing is not None or (limit is not None and failures >= limit
                                        and not right_away):
            if self.closing is None:
                self.closing = reason
            return False
        delay = 0.0 if right_away else self.backoff.delay(failures, self.rng)
        state = RECONNECTING if self.ever_online else CONNECTING
        self._set(Status(state, attempt=failures, retry_at=self.clock() + delay, delay=delay,
                         reason=reason))
        self._waiting = asyncio.ensure_future(self.sleep(delay))
        try:
            await self._waiting
        except asyncio.CancelledError:
            if self.closing is None:
                raise
        finally:
            self._waiting = None
        return self.closing is None

    async def _talk(self) -> str:
        """One connection's life: greet, resume, send and receive; why it ended."""
        ws = self.ws
        first = [{"type": "hello", "protocol": P.PROTOCOL, "client": self.client_name}]
        if self.credentials is not None:
            first.append({"type": "resume", "room": self.credentials.room,
                          "token": self.credentials.token})
            if self.pending_act is not None:
                first.append(self.pending_act)
                if self.pending_act in self.outbox:
                    self.outbox.remove(self.pending_act)
        writer = asyncio.ensure_future(self._write(ws, first))
        try:
            async for frame in ws:
                self._receive(frame)
                if self.closing is not None and self.closing != "left the game":
                    await ws.close()
                    break
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            try:
                await writer
            except (asyncio.CancelledError, ConnectionClosed, OSError):
                pass  # the connection is gone: what was not sent waits in the outbox
        close = getattr(ws, "close_reason", None) or ""
        code = getattr(ws, "close_code", None)
        if code == 1001:
            return "the server is restarting"
        return f"connection lost ({close})" if close else "connection lost"

    async def _write(self, ws: Any, first: list[dict[str, Any]]) -> None:
        for msg in first:
            await ws.send(P.encode(msg))
        while True:
            while self.outbox:
                msg = self.outbox[0]
                await ws.send(P.encode(msg))
                self.outbox.popleft()
            self._wake.clear()
            await self._wake.wait()

    def _receive(self, frame: str | bytes) -> None:
        try:
            msg = json.loads(frame)
        except (ValueError, TypeError):
            return  # not from a server of ours: ignore it
        if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
            return
        kind = msg["type"]
        if kind in ("created", "joined", "resumed"):
            self._remember(msg)
        elif kind == "start" and self.credentials is not None and type(msg.get("seat")) is int:
            self.credentials = replace(self.credentials, seat=msg["seat"])  # a rematch swaps
        elif kind == "played" and self.pending_act is not None \
                and msg.get("ply") == self.pending_act.get("ply"):
            self.pending_act = None
        elif kind == "error":
            if msg.get("about") == "act":
                self.pending_act = None
            if msg.get("code") in FINAL_CODES or (
                    msg.get("about") == "resume" and msg.get("code") in (
                        P.UNKNOWN_ROOM, P.BAD_TOKEN)):
                self.closing = str(msg.get("message") or msg.get("code"))
        self.deliver(msg)

    def _remember(self, msg: dict[str, Any]) -> None:
        room, seat = msg.get("room"), msg.get("seat")
        token = msg.get("token", self.credentials.token if self.credentials else None)
        if isinstance(room, str) and type(seat) is int and isinstance(token, str):
            self.credentials = Credentials(self.url, room, seat, token)


class OnlineClient:
    """``ClientCore`` in a thread of its own, for a game loop that must never wait.

    Create it with the server's URL (``ws://host:port`` or ``wss://...``; an
    invite's ``Invite.url``) and, to come back to a seat, its saved
    ``credentials``. Every method returns at once and may be called from the
    game's thread.
    """

    def __init__(self, url: str, *, credentials: Credentials | None = None,
                 client_name: str = f"triptych {__version__}", **options: Any) -> None:
        self._inbox: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self._arrived = threading.Event()
        self._lock = threading.Lock()
        self._status = Status(CONNECTING)
        self._credentials = credentials
        self._loop = asyncio.new_event_loop()
        self._core: ClientCore | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(
            target=self._main, args=(url, credentials, client_name, options),
            name="triptych-online", daemon=True)
        self._thread.start()
        self._ready.wait()

    def _main(self, url: str, credentials: Credentials | None, client_name: str,
              options: dict[str, Any]) -> None:
        asyncio.set_event_loop(self._loop)
        self._core = ClientCore(url, self._deliver, credentials=credentials,
                                client_name=client_name, **options)
        self._ready.set()
        try:
            self._loop.run_until_complete(self._core.run())
        finally:
            self._loop.close()

    def _deliver(self, msg: dict[str, Any]) -> None:
        core = self._core
        with self._lock:
            if msg["type"] == "status":
                self._status = core.status if core is not None else self._status
            if core is not None:
                self._credentials = core.credentials
        self._inbox.put(msg)
        self._arrived.set()

    def send(self, msg: dict[str, Any]) -> None:
        """Queue ``msg`` for the server (sent after a reconnection if need be)."""
        core = self._core
        if core is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(core.send, dict(msg))
            except RuntimeError:
                pass  # the loop has just closed: the client is closed

    def poll(self) -> list[dict[str, Any]]:
        """Everything that arrived since the last poll, oldest first."""
        self._arrived.clear()
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def wait(self, timeout: float | None = None) -> bool:
        """Block until something arrives (or ``timeout`` passes): for tools and tests;
        a game loop polls instead. True when ``poll`` has something."""
        return self._arrived.wait(timeout) or not self._inbox.empty()

    @property
    def status(self) -> Status:
        with self._lock:
            return self._status

    @property
    def credentials(self) -> Credentials | None:
        """The seat's credentials once the server has given them (None before)."""
        with self._lock:
            return self._credentials

    def close(self, timeout: float = 5.0) -> None:
        """Close the connection for good and end the thread (waits at most ``timeout``)."""
        core = self._core
        if core is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(core.close)
            except RuntimeError:
                pass
        self._thread.join(timeout)
