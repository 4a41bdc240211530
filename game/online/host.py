"""The server inside the game: "Host a game" runs it in a background thread.

``start_local_server(db)`` starts the same server as ``main.py --serve`` in a
thread of the game process, with its own event loop, and returns once it
accepts connections (or raises ``HostError`` with one line: the port is
taken, the database is in use...). The game connects to ``LocalServer.url``
itself; invites carry ``LocalServer.public_url``, this computer's address on
the home network (``lan_address``), so a second computer in the same home,
or anywhere when the port is forwarded, can join.
"""

from __future__ import annotations

import asyncio
import socket
import threading
from dataclasses import dataclass, field
from pathlib import Path

from game.online.server import listen_error, listening_url, run
from game.online.store import StorageError, Store

DEFAULT_PORT = 8765
START_TIMEOUT = 30.0  # seconds: a safety net, a server starts in a fraction of one
PROBE = ("192.0.2.1", 9)  # TEST-NET-1 (RFC 5737): never routed; a UDP connect sends nothing


class HostError(RuntimeError):
    """The game could not host: one line for the player."""


def lan_address(probe: tuple[str, int] = PROBE) -> str:
    """This computer's address on its network (``127.0.0.1`` when it has none).

    Connecting a UDP socket only asks the system which interface would carry
    packets to ``probe``: no packet is sent.
    """
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            sock.connect(probe)
            address = sock.getsockname()[0]
            if address and address != "0.0.0.0":
                return str(address)
    except OSError:
        pass
    try:
        address = socket.gethostbyname(socket.gethostname())
        if not address.startswith("127."):
            return address
    except OSError:
        pass
    return "127.0.0.1"


@dataclass
class LocalServer:
    """A server running in this process: where to connect, what invites carry, how to stop."""

    url: str  # ws://127.0.0.1:PORT: this computer's own client connects here
    public_url: str  # ws://LAN-ADDRESS:PORT: what invites carry
    port: int
    _loop: asyncio.AbstractEventLoop = field(repr=False)
    _stop: asyncio.Future[None] = field(repr=False)
    _thread: threading.Thread = field(repr=False)

    def stop(self, timeout: float = 10.0) -> None:
        """Stop serving (players are told the server is going away) and close the database."""
        if not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._finish)
            except RuntimeError:
                pass  # the loop ended already
        self._thread.join(timeout)

    def _finish(self) -> None:
        if not self._stop.done():
            self._stop.set_result(None)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()


def start_local_server(db: str | Path, host: str = "0.0.0.0", port: int = DEFAULT_PORT, *,
                       public_host: str | None = None) -> LocalServer:
    """Start a server on ``host:port`` over the database ``db`` in a background
    thread; returns once it accepts connections. ``port`` 0 takes any free port.
    ``public_host`` (default: ``lan_address()``) is the address invites name."""
    public_host = public_host or lan_address()
    loop = asyncio.new_event_loop()
    started = threading.Event()
    box: dict[str, object] = {}

    def ready(url: str, bound: int) -> None:
        box["port"] = bound
        started.set()

    async def main() -> None:
        stop: asyncio.Future[None] = loop.create_future()
        box["stop"] = stop
        try:
            store = Store(db)
        except StorageError as exc:
            box["error"] = str(exc)
            started.set()
            return
        try:
            await run(store, host, port, ready=ready, stop=stop, public_host=public_host)
        except OSError as exc:
            box["error"] = listen_error(exc, host, port)
            started.set()

    def thread_main() -> None:
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(main())
        finally:
            loop.close()

    thread = threading.Thread(target=thread_main, name="triptych-host", daemon=True)
    thread.start()
    if not started.wait(START_TIMEOUT):
        raise HostError("the game's server did not start")
    if "error" in box:
        thread.join(START_TIMEOUT)
        raise HostError(str(box["error"]))
    bound = int(box["port"])  # type: ignore[call-overload]
    public = listening_url(public_host, bound)
    server = LocalServer(listening_url("127.0.0.1", bound), public, bound, loop,
                         box["stop"], thread)  # type: ignore[arg-type]
    return server
