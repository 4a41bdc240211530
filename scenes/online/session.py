"""Where an online game is played and how its screens are made.

The server is this computer's own (Settings → Online server: "This computer",
the default: the server runs inside the game, in a background thread, and
invites carry this computer's address on its network) or a dedicated one
named there (``main.py --serve`` on a machine both players reach; invites
then carry its address). ``connect`` opens the network client; ``open_game``
makes the game's screen from the server's picture and hands it the
connection.
"""

from __future__ import annotations

import atexit
import os
from pathlib import Path
from typing import Any

from game.online.client import Credentials, OnlineClient
from game.online.host import DEFAULT_PORT, HostError, LocalServer, start_local_server
from game.online.invite import InviteError, make_invite
from scenes.games import GAMES
from scenes.online.link import OnlineLink, Snapshot
from scenes.online.seats import Seat, Seats, seats_path
from scenes.online.server_setting import check_server_address, dedicated_server
from scenes.online.story import setup_of
from scenes.online.table import RemoteTable
from scenes.play import PlayScreen

HOST_DB = "online-host.db"      # the built-in server's games, beside the settings

_hosting: dict[str, LocalServer] = {}


def local_server(app: Any) -> LocalServer:
    """This computer's server, started the first time it is needed and kept while
    the game runs (a friend's game goes on while either screen is open);
    HostError with one line when it cannot start."""
    running = _hosting.get("server")
    if running is not None and running.running:
        return running
    folder = Path(getattr(app, "settings_path", "") or ".").parent
    db = folder / HOST_DB
    # TRIPTYCH_HOST_ON=127.0.0.1: only this computer may connect, on any free port (tests)
    only = os.environ.get("TRIPTYCH_HOST_ON")
    if only:
        server = start_local_server(db, host=only, port=0, public_host=only)
    else:
        try:
            server = start_local_server(db, port=DEFAULT_PORT)
        except HostError:
            server = start_local_server(db, port=0)   # the usual port is taken: any other
    _hosting["server"] = server
    return server


def stop_local_server() -> None:
    server = _hosting.pop("server", None)
    if server is not None:
        server.stop()


atexit.register(stop_local_server)


def connect(url: str, credentials: Credentials | None = None) -> OnlineClient:
    """The network client for ``url`` (it connects, and reconnects, by itself)."""
    return OnlineClient(url, credentials=credentials)


def host_url(app: Any) -> tuple[str, str]:
    """Where to create a game: (the address this computer connects to, the one
    invites carry). HostError when this computer's server cannot start."""
    dedicated = dedicated_server(app)
    if dedicated:
        return dedicated, dedicated
    server = local_server(app)
    return server.url, server.public_url


def invite_for(public_url: str, room: str) -> str:
    return make_invite(public_url, room)


def seats_of(app: Any) -> Seats:
    return Seats(seats_path(app))


def link_for(app: Any, client: OnlineClient, hosted: bool = False) -> OnlineLink:
    """A link that remembers its seat in the Continue list as soon as it has one;
    ``hosted``: the room is on this computer's own server, made here."""
    seats = seats_of(app)

    def keep(credentials: Credentials, game: str, invite: str, turn: str) -> str | None:
        return seats.keep(credentials, game, invite, hosted=hosted, turn=turn)

    def drop(credentials: Credentials) -> str | None:
        return seats.forget(credentials.url, credentials.room)

    return OnlineLink(client, keep=keep, drop=drop)


def reopen_url(app: Any, seat: Seat) -> str:
    """Where to connect to continue ``seat``: its server, or for a game hosted here
    this computer's server, started again if the game was closed since (HostError
    with one line when it cannot start)."""
    if not seat.hosted:
        return seat.credentials.url
    return local_server(app).url


def build(snapshot: Snapshot) -> PlayScreen:
    """The game's screen for the phase it is in, from the server's picture."""
    make = GAMES[snapshot.game].online
    if make is None:
        raise ValueError(f"{snapshot.game} is not played online")
    return make(setup_of(snapshot), snapshot)


def open_game(app: Any, link: OnlineLink, snapshot: Snapshot) -> PlayScreen:
    """Show the game the server opened, in place of the screen on top."""
    table = RemoteTable(link, build, snapshot.number)
    scene = build(snapshot)
    scene.connect(table)
    app.replace(scene)
    return scene


__all__ = ["HostError", "InviteError", "build", "check_server_address", "connect",
           "dedicated_server", "host_url", "invite_for", "link_for", "open_game",
           "reopen_url", "seats_of", "stop_local_server"]
