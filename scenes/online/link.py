"""One seat's line to a game on a server, as the screens read it.

``OnlineLink`` wraps the network client (``game/online/client.py``: a thread
of its own, polled once a frame) and turns the server's messages into news a
screen acts on: a game opened (``Opened``, once its ``state`` and every
``history`` message are in), an action played, hidden actions revealed, the
game over, offers and answers, quick messages, the friend's presence, the
connection's state, and errors worded for a person. It also keeps what the
next ``act`` needs (the ply of the turn), whether an action of ours is still
on its way (``sending``), and the seat's credentials for Continue.

Nothing here blocks: ``pump`` reads what arrived since the last frame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.common import Event
from game.online.client import CLOSED, ONLINE, Credentials, Status
from scenes.core.i18n import _


class Client(Protocol):
    """What the link needs of a network client (``OnlineClient``, or a test's)."""

    def send(self, msg: dict[str, Any]) -> None: ...
    def poll(self) -> list[dict[str, Any]]: ...
    def close(self, timeout: float = 5.0) -> None: ...

    @property
    def status(self) -> Status: ...

    @property
    def credentials(self) -> Credentials | None: ...


@dataclass(frozen=True)
class Entry:
    """One ply as this seat saw it: who, the action (``"hidden"`` while it is
    secret), its events, and the position after it as this seat may hold it."""

    ply: int
    seat: int
    action: str
    events: list[Event]
    position: str


@dataclass
class Snapshot:
    """A game as the server showed it from scratch (after start, a resume, a
    takeback or a rematch): the screens are rebuilt from it."""

    room: str
    game: str
    options: dict[str, Any]
    seat: int
    number: int
    start: str
    position: str
    entries: list[Entry] = field(default_factory=list)
    outcome: dict[str, Any] | None = None


# -- the news a screen acts on ----------------------------------------------------------
@dataclass(frozen=True)
class Created:
    room: str
    seat: int
    invite: str


@dataclass(frozen=True)
class Opened:
    snapshot: Snapshot


@dataclass(frozen=True)
class Played:
    entry: Entry


@dataclass(frozen=True)
class Revealed:
    entries: list[tuple[int, int, str]]   # (ply, seat, action)


@dataclass(frozen=True)
class Over:
    winner: int | None
    reason: str
    ending: str | None                    # "draw", "resign 0/1", or None: the rules ended it


@dataclass(frozen=True)
class Offered:
    kind: str


@dataclass(frozen=True)
class Answered:
    kind: str
    accept: bool
    lapsed: bool = False                  # withdrawn by a move, not answered


@dataclass(frozen=True)
class Said:
    id: str


@dataclass(frozen=True)
class Presence:
    online: bool


@dataclass(frozen=True)
class Connection:
    status: Status


@dataclass(frozen=True)
class Failed:
    code: str
    message: str                          # one line for the player, in their language


News = (Created | Opened | Played | Revealed | Over | Offered | Answered | Said | Presence
        | Connection | Failed)


def event_of(raw: Any) -> Event:
    """An event from the server's JSON (``{"kind", "data"}``); unreadable ones are empty."""
    if isinstance(raw, dict) and isinstance(raw.get("kind"), str):
        data = raw.get("data")
        return Event(raw["kind"], data if isinstance(data, dict) else {})
    return Event("unknown", {})


def _entry(raw: dict[str, Any]) -> Entry | None:
    ply, seat, action, position = (raw.get(k) for k in ("ply", "seat", "action", "position"))
    if type(ply) is not int or seat not in (0, 1) or not isinstance(action, str) \
            or not isinstance(position, str):
        return None
    events = raw.get("events")
    return Entry(ply, seat, action, [event_of(e) for e in events]
                 if isinstance(events, list) else [], position)


def error_words(code: str, message: str) -> str:
    """A server error as the player reads it: the codes a player can meet in their
    language, anything else as the server worded it."""
    words = {
        "unknown-room": _("There is no such game on that server: check the invite."),
        "room-full": _("That game already has two players."),
        "bad-token": _("The server no longer knows this seat."),
        "not-your-turn": _("It is your friend's turn."),
        "stale": _("The game had moved on: your action was not sent."),
        "storage": _("The server could not save the game just now; nothing changed. "
                     "Try again in a moment."),
        "protocol": _("This version of Triptych cannot play on that server: update it."),
        "replaced": _("This seat was opened on another computer."),
        "rate": _("Too many messages at once: slow down."),
    }
    return words.get(code, message or code)


def reason_words(reason: str) -> str:
    """Why a connection closed, as the player reads it (the client says it in English
    for logs and the command line)."""
    if reason.startswith("cannot reach the server"):
        return _("the server cannot be reached (is it running? is the address right?)")
    if reason.startswith("that server address"):
        return _("that is not a server address (ws://… or wss://…)")
    if reason.startswith("the server did not answer"):
        return _("the server did not answer in time")
    if reason.startswith("the server is restarting"):
        return _("the server is restarting")
    if reason.startswith("connection lost"):
        return _("the connection was lost")
    return _("the connection was closed")


class OnlineLink:
    """One seat's connection to one room, read once a frame by the screens."""

    def __init__(self, client: Client, *,
                 keep: Callable[[Credentials, str, str, str], object] | None = None,
                 drop: Callable[[Credentials], object] | None = None) -> None:
        """``keep(credentials, game, invite, turn)`` is told the seat's credentials
        whenever they or whose turn it is change (to remember the game for Continue);
        ``drop(credentials)`` when there is nothing left to continue (the game is over,
        the invite withdrawn)."""
        self.client = client
        self.keep = keep
        self.drop = drop
        self.invite = ""
        self.room = ""
        self.game = ""
        self.seat: int | None = None
        self.ply = 0                      # the ply the next act answers
        self.to_act: list[int] = []
        self.sending = False              # our action is on its way: wait for "played"
        self.friend_online = False
        self.status: Status = client.status
        self.over = False
        self._snapshot: Snapshot | None = None
        self._kept: Credentials | None = None
        self._kept_turn = ""
        self._dropped = False             # forgotten: the seat is not to be continued
        self._unread: list[News] = []     # put back for the next screen
        self._asked: dict[str, object] | None = None   # a create or join not yet answered
        self._was_online = False

    # -- what the screens send ---------------------------------------------------------
    def act(self, action: str) -> None:
        self.sending = True
        self.client.send({"type": "act", "action": action, "ply": self.ply})

    def offer(self, kind: str) -> None:
        self.client.send({"type": "offer", "kind": kind})

    def answer(self, kind: str, accept: bool) -> None:
        self.client.send({"type": "answer", "kind": kind, "accept": accept})

    def resign(self) -> None:
        self.client.send({"type": "resign"})

    def say(self, message_id: str) -> None:
        self.client.send({"type": "say", "id": message_id})

    def create(self, game: str, options: dict[str, Any], seat: int | None) -> None:
        self.game = game
        self._ask({"type": "create", "game": game, "options": options, "seat": seat})

    def join(self, room: str) -> None:
        self._ask({"type": "join", "room": room})

    def _ask(self, msg: dict[str, Any]) -> None:
        """Send a create or join, and again after a reconnection if no answer came
        (the connection may have dropped with the question or the answer on it)."""
        self._asked = msg
        self.client.send(msg)

    def leave(self) -> None:
        """Close this seat's connection for good; the seat stays the player's."""
        self.client.send({"type": "leave"})
        self.client.close(timeout=1.0)

    def close(self) -> None:
        self.client.close(timeout=1.0)

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.seat in self.to_act and not self.sending

    # -- what arrived ----------------------------------------------------------------------
    def pump(self) -> list[News]:
        """The news since the last frame, oldest first (after any put back)."""
        news, self._unread = self._unread, []
        for msg in self.client.poll():
            news.extend(self._read(msg))
        self.remember()
        return news

    def put_back(self, news: list[News]) -> None:
        """News a screen did not read (it handed the game to another screen, which
        reads them first at its next ``pump``)."""
        self._unread = [*news, *self._unread]

    def forget(self) -> None:
        """Nothing to continue in this room any more (until a rematch begins in it)."""
        credentials = self.client.credentials
        if credentials is not None and self.drop is not None:
            self.drop(credentials)
        self._dropped = True

    @property
    def whose_turn(self) -> str:
        """"you" when this seat must act, "friend" when only the other must, else ""."""
        if self.seat is not None and self.seat in self.to_act:
            return "you"
        return "friend" if self.to_act else ""

    def remember(self, force: bool = False) -> None:
        """Tell ``keep`` the seat's credentials when they are new or whose turn it is
        has changed (or ``force``, which also takes back a ``forget``)."""
        credentials = self.client.credentials
        if self._dropped and not force:
            return
        turn = self.whose_turn
        if credentials is not None and self.keep is not None and self.game \
                and (force or credentials != self._kept or turn != self._kept_turn):
            self._dropped = False
            self._kept, self._kept_turn = credentials, turn
            self.keep(credentials, self.game, self.invite, turn)

    def _read(self, msg: dict[str, Any]) -> list[News]:
        kind = msg.get("type")
        handler = getattr(self, f"_on_{str(kind).replace('-', '_')}", None)
        if handler is None:
            return []
        try:
            out: list[News] = handler(msg)
        except (KeyError, TypeError, ValueError):
            return []                     # a message this client cannot read: ignored
        return out

    def _on_status(self, msg: dict[str, Any]) -> list[News]:
        self.status = self.client.status
        state = msg.get("state", self.status.state)      # the change this message tells
        if state == CLOSED:
            self.sending = False
        if state == ONLINE:
            if self._was_online and self._asked is not None \
                    and self.client.credentials is None:
                self.client.send(self._asked)       # lost with the connection: ask again
            self._was_online = True
        return [Connection(self.status)]

    def _on_created(self, msg: dict[str, Any]) -> list[News]:
        self._asked = None
        self.room, self.seat = str(msg["room"]), int(msg["seat"])
        return [Created(self.room, self.seat, str(msg["invite"]))]

    def _on_joined(self, msg: dict[str, Any]) -> list[News]:
        self._asked = None
        self.room, self.seat = str(msg["room"]), int(msg["seat"])
        return []

    def _on_resumed(self, msg: dict[str, Any]) -> list[News]:
        self.room, self.seat = str(msg["room"]), int(msg["seat"])
        self.sending = False              # an act not yet played is sent again by the client
        return []

    def _on_start(self, msg: dict[str, Any]) -> list[News]:
        self.room, self.game, self.seat = str(msg["room"]), str(msg["game"]), int(msg["seat"])
        self.over = False
        return []

    def _on_state(self, msg: dict[str, Any]) -> list[News]:
        view = msg["view"]
        self.game, self.seat = str(view["game"]), int(view["seat"])
        self.to_act = [s for s in view.get("to_act", []) if s in (0, 1)]
        position = str(view["position"])
        self._snapshot = Snapshot(self.room, self.game, dict(view.get("options") or {}),
                                  self.seat, int(view.get("number", 1)),
                                  str(view.get("start") or position), position,
                                  outcome=view.get("outcome"))
        self.over = view.get("outcome") is not None
        self.ply = int(msg.get("moves", 0))
        return []                         # the history follows, even when empty

    def _on_history(self, msg: dict[str, Any]) -> list[News]:
        if self._snapshot is None:
            return []
        for raw in msg["entries"]:
            entry = _entry(raw)
            if entry is not None:
                self._snapshot.entries.append(entry)
        return [] if msg.get("more") else self._opened()

    def _opened(self) -> list[News]:
        snapshot, self._snapshot = self._snapshot, None
        self.sending = False
        return [Opened(snapshot)] if snapshot is not None else []

    def _on_turn(self, msg: dict[str, Any]) -> list[News]:
        self.ply = int(msg["ply"])
        self.to_act = [s for s in msg.get("to_act", []) if s in (0, 1)]
        return []

    def _on_played(self, msg: dict[str, Any]) -> list[News]:
        entry = _entry(msg)
        if entry is None:
            return []
        if entry.seat == self.seat:
            self.sending = False
        if self._snapshot is None and entry.ply < self.ply:
            return []                     # an act sent again after a reconnection: seen
        self.ply = entry.ply + 1
        if self._snapshot is not None:    # still reading an opening: it goes in there
            self._snapshot.entries.append(entry)
            return []
        return [Played(entry)]

    def _on_revealed(self, msg: dict[str, Any]) -> list[News]:
        entries = [(int(e["ply"]), int(e["seat"]), str(e["action"])) for e in msg["entries"]]
        return [Revealed(entries)]

    def _on_over(self, msg: dict[str, Any]) -> list[News]:
        self.over = True
        self.to_act = []
        outcome = msg["outcome"]
        record = msg.get("record") or {}
        winner = outcome.get("winner")
        return [Over(winner if winner in (0, 1) else None, str(outcome.get("reason", "")),
                     record.get("ending") if isinstance(record, dict) else None)]

    def _on_offered(self, msg: dict[str, Any]) -> list[News]:
        return [Offered(str(msg["kind"]))]

    def _on_answered(self, msg: dict[str, Any]) -> list[News]:
        return [Answered(str(msg["kind"]), bool(msg["accept"]), bool(msg.get("lapsed")))]

    def _on_said(self, msg: dict[str, Any]) -> list[News]:
        return [Said(str(msg["id"]))]

    def _on_presence(self, msg: dict[str, Any]) -> list[News]:
        if msg.get("seat") == self.seat:
            return []
        self.friend_online = bool(msg["online"])
        return [Presence(self.friend_online)]

    def _on_error(self, msg: dict[str, Any]) -> list[News]:
        code = str(msg.get("code", ""))
        if msg.get("about") == "act" or code in ("illegal", "stale", "not-your-turn",
                                                 "storage"):
            self.sending = False
        return [Failed(code, error_words(code, str(msg.get("message", ""))))]
