"""Room codes and invites: what one player pastes into a chat for the other.

A room code is 8 characters from 30 that cannot be mistaken for one another
(no 0/O, 1/I/L, no U), written in two groups: ``KQ7M-X3PD`` (about 39 bits).
It is read case-insensitively, with dashes and spaces anywhere ignored.

An invite is the server's address and the room as one string, a WebSocket URL
whose path is the room: ``ws://192.168.1.20:8765/KQ7M-X3PD`` (``wss://`` for
a server behind TLS). ``parse_invite`` forgives what chats and fingers do to
it (spaces, quotes, a full stop after it, words around it, a lower-case room)
and refuses anything else, or two invites at once, with one line that says
what to paste instead.
"""

from __future__ import annotations

import ipaddress
import re
import secrets
from dataclasses import dataclass
from urllib.parse import urlsplit

ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
ROOM_LENGTH = 8
EXAMPLE = "ws://192.168.1.20:8765/KQ7M-X3PD"
DEFAULT_PORTS = {"ws": 80, "wss": 443}

_SCHEME = re.compile(r"wss?://", re.IGNORECASE)
_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
                   r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?")
_TRAILING = ".,;:!?)]}>\"'`»”’"
_SEPARATORS = str.maketrans("", "", "- \t")


class InviteError(ValueError):
    """An invite or room code that cannot be read: the message is one line for a
    person, ``kind`` what is wrong, for a screen to say it in the player's language:
    ``empty``, ``not-invite``, ``two``, ``room``, ``server`` or ``port``."""

    def __init__(self, message: str, kind: str = "not-invite") -> None:
        super().__init__(message)
        self.kind = kind


def new_room_code() -> str:
    """A fresh random room code, ``XXXX-XXXX``."""
    raw = "".join(secrets.choice(ALPHABET) for _ in range(ROOM_LENGTH))
    return f"{raw[:4]}-{raw[4:]}"


def parse_room(text: str) -> str:
    """A typed room code in its written form ``XXXX-XXXX``; InviteError if it is none."""
    raw = text.strip().translate(_SEPARATORS).upper() if isinstance(text, str) else ""
    if not raw:
        raise InviteError("type the room code: 8 letters and digits, like KQ7M-X3PD", "empty")
    if len(raw) != ROOM_LENGTH or any(ch not in ALPHABET for ch in raw):
        wrong = sorted({ch for ch in raw if ch not in ALPHABET})
        if wrong and all(ch in "01ILOU" for ch in wrong):
            raise InviteError(f"room codes have no {', '.join(wrong)}: check the code "
                              "(KQ7M-X3PD is one)", "room")
        raise InviteError("a room code is 8 letters and digits, like KQ7M-X3PD", "room")
    return f"{raw[:4]}-{raw[4:]}"


@dataclass(frozen=True)
class Invite:
    """A server address and a room on it."""

    scheme: str  # "ws" or "wss"
    host: str  # a name, an IPv4 address or an IPv6 address (without brackets)
    port: int
    room: str  # written form, XXXX-XXXX

    @property
    def url(self) -> str:
        """The server's address to connect to: ``ws://host:port``."""
        return server_url(self.scheme, self.host, self.port)

    def __str__(self) -> str:
        return make_invite(self.url, self.room)


def server_url(scheme: str, host: str, port: int) -> str:
    """``scheme://host:port``, with an IPv6 host in brackets and a default port left out."""
    shown = f"[{host}]" if ":" in host else host
    if DEFAULT_PORTS.get(scheme) == port:
        return f"{scheme}://{shown}"
    return f"{scheme}://{shown}:{port}"


def make_invite(url: str, room: str) -> str:
    """The invite for ``room`` on the server at ``url`` (``ws://host:port``)."""
    return f"{url.rstrip('/')}/{parse_room(room)}"


def _host(netloc_host: str | None) -> str:
    if not netloc_host:
        raise InviteError("the invite names no server", "server")
    try:
        return str(ipaddress.ip_address(netloc_host))
    except ValueError:
        pass
    if not _HOST.fullmatch(netloc_host) or len(netloc_host) > 253:
        raise InviteError(f"the invite's server name {netloc_host[:40]!r} is not a name "
                          "or an address", "server")
    return netloc_host.lower().rstrip(".")


def parse_invite(text: str) -> Invite:
    """Read a pasted invite; InviteError with one line when it is not exactly one."""
    if not isinstance(text, str) or not text.strip():
        raise InviteError(f"paste the invite your friend sent: it looks like {EXAMPLE}", "empty")
    starts = [m.start() for m in _SCHEME.finditer(text)]
    if not starts:
        raise InviteError(f"that is not an invite: an invite looks like {EXAMPLE}")
    if len(starts) > 1:
        raise InviteError("that is two invites pasted together: paste only one", "two")
    token = text[starts[0]:].split()[0].rstrip(_TRAILING)
    try:
        parts = urlsplit(token)
        port = parts.port
        hostname = parts.hostname
    except ValueError:
        raise InviteError("the invite's server address is damaged: ask for it again",
                          "server") from None
    scheme = parts.scheme.lower()
    host = _host(hostname)
    if port is None:
        if re.search(r":\d*$", parts.netloc) and not parts.netloc.endswith("]"):
            raise InviteError("the invite's port is missing after the colon", "port")
        port = DEFAULT_PORTS[scheme]
    if not 1 <= port <= 65535:
        raise InviteError("the invite's port must be from 1 to 65535", "port")
    path = parts.path.strip("/")
    if not path:
        raise InviteError("the invite has no room code after the address: ask for it again",
                          "room")
    room = parse_room(path)
    return Invite(scheme, host, port, room)
