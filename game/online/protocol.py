"""The wire protocol (version 1): what a client may send, checked before anything acts.

Every frame is untrusted. ``parse`` turns one frame into one typed message or
raises ``ProtocolError`` with the code the contract names, in this order:
a binary frame, then the size cap (counted in UTF-8 bytes, before any
parsing), then the nesting depth (counted without recursion, so ``[[[[...``
never reaches the JSON parser's recursion), then JSON with numbers kept small
(no ``NaN``, no ``1e999``, no 5,000-digit integers), then a ``type`` this
version knows and that message's own validator. Unknown fields are ignored.

The server's messages are plain dicts; their fields are listed in
``docs/online.md`` beside the contract's.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game import registry

PROTOCOL = 1
MAX_BYTES = 64 * 1024  # one frame, either way
RATE_LIMIT = 20  # messages a connection may send in any one second
MAX_DEPTH = 8  # the deepest message a client needs nests twice ({"options": {}})
MAX_DIGITS = 20  # digits of a whole number: plies and seats are small

QUICK_MESSAGES = ("good-game", "well-played", "your-move", "one-moment")
"""The ``say`` ids: the only words one player can send the other."""
OFFER_KINDS = ("draw", "takeback", "rematch")

# error codes: the contract's, then this server's additions (docs/online.md)
BAD_MESSAGE = "bad-message"
TOO_LARGE = "too-large"
RATE = "rate"
WRONG_PROTOCOL = "protocol"
UNKNOWN_ROOM = "unknown-room"
ROOM_FULL = "room-full"
BAD_TOKEN = "bad-token"
NOT_YOUR_TURN = "not-your-turn"
ILLEGAL = "illegal"
STALE = "stale"
STORAGE = "storage"  # the server could not write the game down: nothing changed
NO_SEAT = "no-seat"  # the connection holds no seat yet (create, join or resume first)
NO_OFFER = "no-offer"  # an answer to an offer nobody made
REPLACED = "replaced"  # the seat was resumed on another connection, which keeps it
INTERNAL = "internal"  # a fault of the server's own: nothing changed
CODES = frozenset({BAD_MESSAGE, TOO_LARGE, RATE, WRONG_PROTOCOL, UNKNOWN_ROOM, ROOM_FULL,
                   BAD_TOKEN, NOT_YOUR_TURN, ILLEGAL, STALE, STORAGE, NO_SEAT, NO_OFFER,
                   REPLACED, INTERNAL})
CLOSING = frozenset({TOO_LARGE, RATE, WRONG_PROTOCOL, REPLACED})
"""After these the server closes the connection; after any other, nothing changed."""

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


class ProtocolError(ValueError):
    """A message the server refuses: its code and one line for a person."""

    def __init__(self, code: str, message: str, about: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.about = about

    def reply(self) -> dict[str, Any]:
        return error(self.code, self.message, self.about)


def error(code: str, message: str, about: str | None = None) -> dict[str, Any]:
    """An ``error`` message; ``about`` names the type of the message it answers."""
    msg: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if about:
        msg["about"] = about
    return msg


def encode(msg: Mapping[str, Any]) -> str:
    """A message as the text of one frame."""
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)


def size(msg: Mapping[str, Any]) -> int:
    """Bytes of a message on the wire."""
    return len(encode(msg).encode("utf-8"))


# ------------------------------------------------------------------ messages
@dataclass(frozen=True)
class Hello:
    protocol: int
    client: str


@dataclass(frozen=True)
class Create:
    game: str
    options: dict[str, Any]
    seat: int | None


@dataclass(frozen=True)
class Join:
    room: str


@dataclass(frozen=True)
class Resume:
    room: str
    token: str


@dataclass(frozen=True)
class Act:
    action: str
    ply: int


@dataclass(frozen=True)
class Offer:
    kind: str


@dataclass(frozen=True)
class Answer:
    kind: str
    accept: bool


@dataclass(frozen=True)
class Resign:
    pass


@dataclass(frozen=True)
class Say:
    id: str


@dataclass(frozen=True)
class Leave:
    pass


Message = Hello | Create | Join | Resume | Act | Offer | Answer | Resign | Say | Leave


# ------------------------------------------------------------------ field checks
_MISSING = object()


def _field(data: Mapping[str, Any], name: str, kind: str) -> Any:
    value = data.get(name, _MISSING)
    if value is _MISSING:
        raise ProtocolError(BAD_MESSAGE, f"{kind} needs a field {name!r}", kind)
    return value


def _text(data: Mapping[str, Any], name: str, kind: str, longest: int,
          default: Any = _MISSING) -> str:
    value = data.get(name, default)
    if value is _MISSING:
        raise ProtocolError(BAD_MESSAGE, f"{kind} needs a field {name!r}", kind)
    if not isinstance(value, str):
        raise ProtocolError(BAD_MESSAGE, f"{kind}.{name} must be a string", kind)
    if len(value) > longest:
        raise ProtocolError(BAD_MESSAGE, f"{kind}.{name} is longer than {longest} characters",
                            kind)
    return value


def _whole(data: Mapping[str, Any], name: str, kind: str, low: int, high: int) -> int:
    value = _field(data, name, kind)
    if type(value) is not int:  # bool is an int to Python, never to us
        raise ProtocolError(BAD_MESSAGE, f"{kind}.{name} must be a whole number", kind)
    if not low <= value <= high:
        raise ProtocolError(BAD_MESSAGE, f"{kind}.{name} must be from {low} to {high}", kind)
    return value


def _choice(data: Mapping[str, Any], name: str, kind: str, choices: tuple[str, ...]) -> str:
    value = _field(data, name, kind)
    if not isinstance(value, str) or value not in choices:
        raise ProtocolError(BAD_MESSAGE, f"{kind}.{name} must be one of {', '.join(choices)}",
                            kind)
    return value


def _hello(d: Mapping[str, Any]) -> Hello:
    protocol = d.get("protocol")
    if type(protocol) is not int or protocol != PROTOCOL:
        raise ProtocolError(WRONG_PROTOCOL,
                            f"this server speaks protocol {PROTOCOL}, the client "
                            f"{protocol!r}: use the same version of Triptych as the server",
                            "hello")
    return Hello(PROTOCOL, _text(d, "client", "hello", 100, ""))


def _create(d: Mapping[str, Any]) -> Create:
    game = _field(d, "game", "create")
    if not isinstance(game, str) or game not in registry.keys():
        raise ProtocolError(BAD_MESSAGE, f"create.game must be one of "
                            f"{', '.join(registry.keys())}", "create")
    options = d.get("options")
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise ProtocolError(BAD_MESSAGE, "create.options must be an object", "create")
    seat = d.get("seat")
    if seat is not None and (type(seat) is not int or seat not in (0, 1)):
        raise ProtocolError(BAD_MESSAGE, "create.seat must be 0, 1 or null", "create")
    return Create(game, options, seat)


def _join(d: Mapping[str, Any]) -> Join:
    return Join(_text(d, "room", "join", 64))


def _resume(d: Mapping[str, Any]) -> Resume:
    return Resume(_text(d, "room", "resume", 64), _text(d, "token", "resume", 256))


def _act(d: Mapping[str, Any]) -> Act:
    return Act(_text(d, "action", "act", 400), _whole(d, "ply", "act", 0, 10**9))


def _offer(d: Mapping[str, Any]) -> Offer:
    return Offer(_choice(d, "kind", "offer", OFFER_KINDS))


def _answer(d: Mapping[str, Any]) -> Answer:
    kind = _choice(d, "kind", "answer", OFFER_KINDS)
    accept = _field(d, "accept", "answer")
    if not isinstance(accept, bool):
        raise ProtocolError(BAD_MESSAGE, "answer.accept must be true or false", "answer")
    return Answer(kind, accept)


def _say(d: Mapping[str, Any]) -> Say:
    return Say(_choice(d, "id", "say", QUICK_MESSAGES))


VALIDATORS: dict[str, Callable[[Mapping[str, Any]], Message]] = {
    "hello": _hello, "create": _create, "join": _join, "resume": _resume, "act": _act,
    "offer": _offer, "answer": _answer, "resign": lambda d: Resign(),
    "say": _say, "leave": lambda d: Leave(),
}


# ------------------------------------------------------------------ frames
def _depth(text: str) -> int:
    """How deeply arrays and objects nest, counted in a loop (strings skipped)."""
    deepest = depth = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ProtocolError(BAD_MESSAGE, "a number is too large")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ProtocolError(BAD_MESSAGE, "a number is too large")
    return value


def _constant(text: str) -> Any:
    raise ProtocolError(BAD_MESSAGE, f"{text} is not a number JSON allows")


def decode(frame: str | bytes) -> dict[str, Any]:
    """One frame -> a JSON object with a string ``type``; ProtocolError otherwise."""
    if not isinstance(frame, str):
        raise ProtocolError(BAD_MESSAGE, "binary frames are not understood: send JSON text")
    if len(frame) > MAX_BYTES or (len(frame) * 4 > MAX_BYTES
                                  and len(frame.encode("utf-8", "surrogatepass")) > MAX_BYTES):
        raise ProtocolError(TOO_LARGE, f"a message may hold at most {MAX_BYTES} bytes")
    if frame.count("[") + frame.count("{") > MAX_DEPTH and _depth(frame) > MAX_DEPTH:
        raise ProtocolError(BAD_MESSAGE, f"the message nests deeper than {MAX_DEPTH} levels")
    try:
        data = json.loads(frame, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except ProtocolError:
        raise
    except (ValueError, RecursionError):
        raise ProtocolError(BAD_MESSAGE, "not JSON: send one JSON object per frame") from None
    if not isinstance(data, dict):
        raise ProtocolError(BAD_MESSAGE, "a message is a JSON object with a \"type\"")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError(BAD_MESSAGE, "a message needs a string \"type\"")
    return data


def parse(frame: str | bytes) -> Message:
    """One frame -> one checked message; ProtocolError says why not."""
    data = decode(frame)
    kind = data["type"]
    validator = VALIDATORS.get(kind)
    if validator is None:
        shown = kind if len(kind) <= 30 else kind[:27] + "..."
        raise ProtocolError(BAD_MESSAGE, f"unknown message type {shown!r}", None)
    return validator(data)


def type_of(msg: Message) -> str:
    """The wire ``type`` of a parsed message."""
    return type(msg).__name__.lower()
