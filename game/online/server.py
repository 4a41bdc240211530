"""The online server: rooms of two seats played over WebSocket (protocol version 1).

One asyncio loop runs everything. Each connection reads frames in its own
task and writes through its own queue, so a slow reader never holds up a
room; every room's rules (``room.Room``) run synchronously between two
frames, so two messages never interleave inside a room. Rooms live in memory
while someone is connected to them and are read back from the database
(``store.Store``) when a player comes back, by replaying their actions.

Nothing a client sends can stop the server: every frame is checked
(``protocol.parse``), every request that fails answers with an ``error`` and
changes nothing, and a fault of the server's own (``internal``) drops the
room from memory and closes its connections, so its players reconnect to
the game as it stands on disk.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import signal
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.online import protocol as P
from game.online.invite import InviteError, make_invite, new_room_code, parse_room
from game.online.room import Out, Room, RoomError
from game.online.store import RoomTaken, StorageError, Store
from game.version import __version__

log = logging.getLogger("triptych.server")

WIRE_MAX = 16 * P.MAX_BYTES  # frames up to this size are read and answered ``too-large``
QUEUE_MAX = 2000  # messages waiting for a reader that does not read: then it is closed
PING_INTERVAL = 20.0  # seconds: a connection that stops answering is dropped after two
CLOSE_NORMAL, CLOSE_AWAY, CLOSE_POLICY, CLOSE_TOO_BIG, CLOSE_ERROR = 1000, 1001, 1008, 1009, 1011


class Conn:
    """One client connection: its write queue, its rate window, its room."""

    def __init__(self, ws: Any, invite_base: str) -> None:
        self.ws = ws
        self.invite_base = invite_base
        self.queue: asyncio.Queue[tuple[str, Any] | None] = asyncio.Queue()
        self.stamps: deque[float] = deque()
        self.room: Room | None = None
        self.closing = False

    def admit(self, now: float) -> bool:
        """Whether one more message fits the rate: at most RATE_LIMIT in any second."""
        stamps = self.stamps
        while stamps and stamps[0] <= now - 1.0:
            stamps.popleft()
        if len(stamps) >= P.RATE_LIMIT:
            return False
        stamps.append(now)
        return True

    def send(self, msg: dict[str, Any]) -> None:
        if self.closing:
            return
        if self.queue.qsize() >= QUEUE_MAX:  # it does not read: drop it at once
            self.closing = True
            transport = getattr(self.ws, "transport", None)
            if transport is not None:
                transport.abort()
            return
        self.queue.put_nowait(("text", P.encode(msg)))

    def close(self, code: int, reason: str) -> None:
        """Close after the messages already queued (an error first, say)."""
        if not self.closing:
            self.closing = True
            self.queue.put_nowait(("close", (code, reason)))

    async def pump(self) -> None:
        """Write the queued messages in order until closed."""
        try:
            while (item := await self.queue.get()) is not None:
                kind, value = item
                if kind == "close":
                    await self.ws.close(*value)
                    return
                await self.ws.send(value)
        except ConnectionClosed:
            pass


def _invite_base(ws: Any, public_url: str | None, fallback: str) -> str:
    """Where invites send players: the configured public address, else the address
    this client reached (its Host header; wss when a proxy says it spoke https)."""
    if public_url:
        return public_url.rstrip("/")
    request = getattr(ws, "request", None)
    headers = getattr(request, "headers", None)
    if headers is None:
        return fallback
    host = headers.get("Host")
    if not host or any(ch.isspace() for ch in host) or "/" in host:
        return fallback
    proto = (headers.get("X-Forwarded-Proto") or "").lower()
    return f"{'wss' if proto in ('https', 'wss') else 'ws'}://{host}"


class Server:
    """The rooms of one database and the connections playing in them."""

    def __init__(self, store: Store, *, public_url: str | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 name: str = f"triptych {__version__}") -> None:
        self.store = store
        self.public_url = public_url
        self.clock = clock
        self.name = name
        self.address = "ws://127.0.0.1"  # the listening address, once known
        self.rooms: dict[str, Room] = {}
        self.conns: set[Conn] = set()

    # ------------------------------------------------------------------ connections
    async def handle(self, ws: ServerConnection) -> None:
        """One connection from its first frame to its close."""
        conn = Conn(ws, _invite_base(ws, self.public_url, self.address))
        self.conns.add(conn)
        pump = asyncio.create_task(conn.pump())
        try:
            async for frame in ws:
                self.receive(conn, frame)
                if conn.closing:
                    break
        except ConnectionClosed:
            pass
        finally:
            self.conns.discard(conn)
            self._leave_room(conn)
            conn.queue.put_nowait(None)
            await pump

    def receive(self, conn: Conn, frame: str | bytes) -> None:
        """Act on one frame; whatever it holds, answer and carry on (or close)."""
        if not conn.admit(self.clock()):
            conn.send(P.error(P.RATE, f"more than {P.RATE_LIMIT} messages in a second: "
                                      "the connection is closed"))
            conn.close(CLOSE_POLICY, "too many messages")
            return
        try:
            msg = P.parse(frame)
        except P.ProtocolError as exc:
            conn.send(exc.reply())
            if exc.code in P.CLOSING:
                conn.close(CLOSE_TOO_BIG if exc.code == P.TOO_LARGE else CLOSE_POLICY,
                           exc.code)
            return
        kind = P.type_of(msg)
        room = conn.room
        try:
            self._deliver(getattr(self, "_on_" + kind)(conn, msg))
        except RoomError as exc:
            conn.send(P.error(exc.code, exc.message, kind))
        except Exception:
            log.exception("fault while handling %s", kind)
            conn.send(P.error(P.INTERNAL, "the server failed to do that; nothing changed", kind))
            self._reset(room or conn.room)
        finally:
            for touched in {room, conn.room}:
                if touched is not None:
                    self._tidy(touched)

    def _deliver(self, out: Out | None) -> None:
        for target, msg in out or ():
            target.send(msg)

    def _reset(self, room: Room | None) -> None:
        """After a fault: forget the room's memory and close its connections, so
        that its players come back to the game exactly as stored."""
        if room is None:
            return
        self.rooms.pop(room.code, None)
        for conn in room.conns:
            if conn is not None:
                conn.room = None
                conn.close(CLOSE_ERROR, "server fault: reconnect")
        room.conns = [None, None]

    def _tidy(self, room: Room) -> None:
        if room.empty and self.rooms.get(room.code) is room:
            del self.rooms[room.code]

    def _leave_room(self, conn: Conn) -> None:
        room, conn.room = conn.room, None
        if room is not None:
            self._deliver(room.detach(conn))
            self._tidy(room)

    def _room(self, code_text: str) -> Room:
        try:
            code = parse_room(code_text)
        except InviteError as exc:
            raise RoomError(P.UNKNOWN_ROOM, str(exc)) from None
        room = self.rooms.get(code)
        if room is not None:
            return room
        try:
            record = self.store.load(code)
        except StorageError as exc:
            raise RoomError(P.STORAGE, f"the server cannot read room {code} now ({exc})") \
                from None
        if record is None:
            raise RoomError(P.UNKNOWN_ROOM, f"there is no room {code} on this server")
        room = Room(self.store, record)
        self.rooms[code] = room
        return room

    def _seat(self, conn: Conn) -> tuple[Room, int]:
        room = conn.room
        seat = room.seat_at(conn) if room is not None else None
        if room is None or seat is None:
            raise RoomError(P.NO_SEAT, "create, join or resume a room first")
        return room, seat

    def _bind(self, conn: Conn, room: Room, seat: int) -> Out:
        if conn.room is not None and conn.room is not room:
            self._leave_room(conn)
        elif conn.room is room and room.seat_at(conn) not in (None, seat):
            self._deliver(room.detach(conn))
        conn.room = room
        old, out = room.attach(seat, conn)
        if old is not None:
            old.room = None
            old.send(P.error(P.REPLACED, "this seat was opened on another connection"))
            old.close(CLOSE_POLICY, "replaced")
        return out

    # ------------------------------------------------------------------ messages
    def _on_hello(self, conn: Conn, msg: P.Hello) -> Out:
        conn.send({"type": "welcome", "protocol": P.PROTOCOL, "server": self.name})
        return []

    def _on_create(self, conn: Conn, msg: P.Create) -> Out:
        for _attempt in range(20):
            try:
                room, seat, token = Room.create(self.store, msg.game, msg.options, msg.seat,
                                                new_room_code())
                break
            except RoomTaken:
                continue
        else:  # pragma: no cover - 20 collisions among 6.5e11 codes
            raise RoomError(P.STORAGE, "no free room code was found: try again")
        self.rooms[room.code] = room
        out = self._bind(conn, room, seat)
        conn.send({"type": "created", "room": room.code, "seat": seat, "token": token,
                   "invite": make_invite(conn.invite_base, room.code), "game": msg.game,
                   "options": room.options})
        return out

    def _on_join(self, conn: Conn, msg: P.Join) -> Out:
        room = self._room(msg.room)
        seat, token = room.claim()
        out = self._bind(conn, room, seat)
        conn.send({"type": "joined", "room": room.code, "seat": seat, "token": token})
        return out + room.start_messages()

    def _on_resume(self, conn: Conn, msg: P.Resume) -> Out:
        room = self._room(msg.room)
        seat = room.seat_of(msg.token)
        out = self._bind(conn, room, seat)
        conn.send({"type": "resumed", "room": room.code, "seat": seat})
        for opening in room.opening(seat):
            conn.send(opening)
        return out

    def _on_act(self, conn: Conn, msg: P.Act) -> Out:
        room, seat = self._seat(conn)
        return room.act(seat, msg.ply, msg.action)

    def _on_offer(self, conn: Conn, msg: P.Offer) -> Out:
        room, seat = self._seat(conn)
        return room.offer(seat, msg.kind)

    def _on_answer(self, conn: Conn, msg: P.Answer) -> Out:
        room, seat = self._seat(conn)
        return room.answer(seat, msg.kind, msg.accept)

    def _on_resign(self, conn: Conn, msg: P.Resign) -> Out:
        room, seat = self._seat(conn)
        return room.resign(seat)

    def _on_say(self, conn: Conn, msg: P.Say) -> Out:
        room, seat = self._seat(conn)
        return room.say(seat, msg.id)

    def _on_leave(self, conn: Conn, msg: P.Leave) -> Out:
        self._leave_room(conn)
        conn.close(CLOSE_NORMAL, "left")
        return []

    def close_all(self) -> None:
        """Tell every connection the server is going away (clients reconnect later)."""
        for conn in list(self.conns):
            conn.close(CLOSE_AWAY, "server stopping")


def listen_error(exc: OSError, host: str, port: int) -> str:
    """Why ``host:port`` cannot be listened on, in one line."""
    if exc.errno == errno.EADDRINUSE or "in use" in str(exc):
        return f"cannot listen on {host}:{port}: the port is in use (another server?)"
    return f"cannot listen on {host}:{port}: {exc.strerror or str(exc).splitlines()[0]}"


def listening_url(host: str, port: int) -> str:
    """``ws://host:port`` as the ``listening on`` line writes it (IPv6 in brackets)."""
    return f"ws://[{host}]:{port}" if ":" in host else f"ws://{host}:{port}"


async def run(store: Store, host: str, port: int, *, ready: Callable[[str, int], None],
              stop: Awaitable[Any], public_url: str | None = None,
              public_host: str | None = None,
              clock: Callable[[], float] = time.monotonic,
              server: Server | None = None) -> None:
    """Serve ``store``'s rooms on ``host:port`` until ``stop`` completes.

    ``ready(url, port)`` is called once connections are accepted (with the real
    port when ``port`` is 0). Invites name ``public_url`` (a server behind a
    proxy: ``wss://games.example.org``), else ``public_host`` on the port
    listened to, else the address each client used. On stop every connection
    is told the server is going away (close code 1001) and the database is
    closed. ``server`` may be given ready-made (tests look inside it).
    """
    server = server or Server(store, public_url=public_url, clock=clock)
    try:
        async with serve(server.handle, host, port, max_size=WIRE_MAX, compression=None,
                         ping_interval=PING_INTERVAL, ping_timeout=PING_INTERVAL,
                         close_timeout=2.0) as ws_server:
            bound = next(iter(ws_server.sockets)).getsockname()[1]
            url = listening_url(host, bound)
            server.address = url if host not in ("0.0.0.0", "::", "") else \
                listening_url("127.0.0.1", bound)
            if public_url is None and public_host:
                server.public_url = listening_url(public_host, bound)
            ready(url, bound)
            await stop
            server.close_all()
    finally:
        store.close()


def run_until_signalled(store: Store, host: str, port: int, *, say: Callable[[str], None],
                        public_url: str | None = None) -> None:
    """The dedicated server (``main.py --serve``): serve in this thread until
    SIGINT or SIGTERM, saying ``listening on ws://H:P`` once connections are
    accepted. OSError when the address cannot be listened on."""

    async def main() -> None:
        loop = asyncio.get_running_loop()
        stop: asyncio.Future[None] = loop.create_future()

        def finish() -> None:
            if not stop.done():
                stop.set_result(None)

        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, finish)
            except (NotImplementedError, RuntimeError, ValueError):  # Windows
                signal.signal(sig, lambda *_: loop.call_soon_threadsafe(finish))
        await run(store, host, port, ready=lambda url, _port: say(f"listening on {url}"),
                  stop=stop, public_url=public_url)

    asyncio.run(main())
