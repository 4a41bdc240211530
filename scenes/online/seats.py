"""The online games a player can come back to: ``online.json`` beside the settings.

Each seat is what the server needs to give it back (its address, the room and
the seat's secret token) and what the Continue list shows (the game, the
side, when it was last played). It is written atomically whenever the server
hands out or confirms a seat, and read through scenes/core/storage.py with a
schema (a damaged file is set aside with a notice, and the list starts
afresh). The token is a secret: the file is made readable by its owner only
where the system allows it.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import registry
from game.online.client import Credentials
from scenes.core import storage
from scenes.core.i18n import _

FILE = "online.json"
MAX_SEATS = 20          # the newest are kept; older games stay on the server

_SEAT = storage.Record(
    required={"url": storage.string(300), "room": storage.string(20),
              "seat": storage.one_of(0, 1), "token": storage.string(200),
              "game": storage.string(40)},
    optional={"played": (storage.number(0, 1e11), 0.0),
              "invite": (storage.string(400), ""),
              "hosted": (storage.boolean(), False),
              "turn": (storage.one_of("", "you", "friend"), "")},
)
_SCHEMA = storage.Record(optional={"seats": (storage.list_of(_SEAT, 200), [])})


@dataclass(frozen=True)
class Seat:
    """One online game this player sits in."""

    credentials: Credentials
    game: str
    played: float                  # when it was last played here (seconds since the epoch)
    invite: str = ""               # the room's invite, to send again
    hosted: bool = False           # on this computer's own server (started again to continue)
    turn: str = ""                 # whose turn when last seen: "you", "friend" or unknown

    def to_dict(self) -> dict[str, Any]:
        return {**self.credentials.to_dict(), "game": self.game, "played": self.played,
                "invite": self.invite, "hosted": self.hosted, "turn": self.turn}


def seats_path(app: Any) -> Path | None:
    settings_path = getattr(app, "settings_path", None)
    return Path(settings_path).parent / FILE if settings_path is not None else None


class Seats:
    """The player's online seats, newest first, kept on disk when there is an app."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.seats: list[Seat] = []
        self.problem: str | None = None
        if path is None:
            return
        loaded = storage.load(path, _SCHEMA)
        if loaded.problem and loaded.damaged:
            self.problem = _("The list of online games was damaged and starts afresh.")
        if loaded.value is not None:
            for raw in loaded.value["seats"]:
                try:
                    credentials = Credentials.from_dict(raw)
                    registry.get(raw["game"])
                except ValueError:
                    continue            # a game this version does not play, or damaged
                self.seats.append(Seat(credentials, raw["game"], raw["played"],
                                       raw["invite"], raw["hosted"], raw["turn"]))

    def keep(self, credentials: Credentials, game: str, invite: str = "",
             hosted: bool = False, turn: str = "") -> str | None:
        """Remember (or refresh) a seat; the write's problem, if any. ``hosted``: the
        room is on this computer's own server; ``turn``: whose turn it is now."""
        old = self.find(credentials.url, credentials.room)
        invite = invite or (old.invite if old is not None else "")
        hosted = hosted or (old is not None and old.hosted)
        turn = turn or (old.turn if old is not None else "")
        self.seats = [s for s in self.seats if s is not old]
        self.seats.insert(0, Seat(credentials, game, time.time(), invite, hosted, turn))
        del self.seats[MAX_SEATS:]
        return self._write()

    def forget(self, url: str, room: str) -> str | None:
        """Drop a seat (its game is over, or the server no longer knows it)."""
        self.seats = [s for s in self.seats
                      if (s.credentials.url, s.credentials.room) != (url, room)]
        return self._write()

    def find(self, url: str, room: str) -> Seat | None:
        return next((s for s in self.seats
                     if (s.credentials.url, s.credentials.room) == (url, room)), None)

    def _write(self) -> str | None:
        if self.path is None:
            return None
        problem = storage.write_json(self.path, {"seats": [s.to_dict() for s in self.seats]})
        if problem is None:
            try:
                os.chmod(self.path, 0o600)
            except OSError:
                pass                    # a system without owner-only modes
        return problem
