"""The rules of a room: two seats, their tokens, turns, offers, takebacks, rematch.

A room runs one game at a time with the rules from the registry and never
trusts a seat: an action is taken only from the seat that must act, for the
ply it answers, when the rules accept it, and it is written down
(``Store.append``) before anyone hears of it. A write that fails leaves the
game as it was and tells the acting seat (``storage``).

A room talks through the connections attached to its seats (any objects:
the server's, or a test's) by returning ``Out``: the messages to send, each
with the connection it goes to, resolved when the message is made. A seat
with no connection misses messages; it gets the whole picture when it comes
back (``opening``).

Tokens are drawn with ``secrets`` (192 bits), only their SHA-256 is kept,
and a presented token is compared in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game import registry
from game.cli_support import one_line
from game.common import Event, GameState, IllegalActionError
from game.online import protocol as P
from game.online import views
from game.online.store import RoomRecord, RoomTaken, StorageError, Store
from game.spec import GameRules

Out = list[tuple[Any, dict[str, Any]]]
SEED_BITS = 63  # fits every game's seed and SQLite's integers


class RoomError(Exception):
    """A request the room refuses: an error code and one line; nothing changed."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class Ply:
    """One accepted action: who played it, its text, whether it revealed chance
    or a secret (a takeback stops before it)."""

    seat: int
    action: str
    reveals: bool


def _storage(exc: StorageError) -> RoomError:
    return RoomError(P.STORAGE, f"the server could not save that ({exc}); nothing changed: "
                                "try again later")


class Room:
    """One room: its seats and the game now played in it."""

    def __init__(self, store: Store, record: RoomRecord) -> None:
        """The room as stored, its game replayed to the last action
        (RoomError ``unknown-room`` when the record does not replay)."""
        try:
            self.rules: GameRules = registry.get(record.game)
        except registry.UnknownGame:
            raise RoomError(P.UNKNOWN_ROOM, f"room {record.code} holds a game this server "
                                            "does not know") from None
        self.store = store
        self.code = record.code
        self.options = self.rules.clean_options(record.options)
        self.tokens = list(record.tokens)
        self.conns: list[Any] = [None, None]
        self.offers: dict[str, int] = {}  # kind -> the seat that offered
        self._new_game(record.number, record.start)
        try:
            for seat, action in record.actions:
                self._apply(seat, action)
            if record.ending is not None:
                self._end(record.ending)
        except (ValueError, IndexError, KeyError, TypeError) as exc:
            raise RoomError(P.UNKNOWN_ROOM, f"room {record.code}'s game cannot be continued "
                                            f"by this server ({one_line(str(exc))})") from None

    def _new_game(self, number: int, start: str) -> None:
        self.number = number
        self.start = start
        self.state: GameState[Any] = self.rules.from_text(start)
        self.plies: list[Ply] = []
        self.ending: str | None = None
        self.hidden: set[int] = set()  # plies the other seat may not know yet
        self.sent: dict[int, str] = {}  # ply -> the text its seat sent, for repeats

    @classmethod
    def create(cls, store: Store, game: str, options: dict[str, Any], seat: int | None,
               code: str) -> tuple[Room, int, str]:
        """A new room ``code`` with a new game: (room, the creator's seat, token).
        The seed is drawn here: chance is the server's."""
        rules = registry.get(game)
        clean = rules.clean_options(options)
        seat = secrets.randbelow(2) if seat is None else seat
        start = rules.start(clean, secrets.randbits(SEED_BITS)).to_text()
        token = new_token()
        try:
            store.create_room(code, game, clean, seat, token_hash(token), start)
        except RoomTaken:
            raise  # the caller draws another code
        except StorageError as exc:
            raise _storage(exc) from None
        tokens: list[str | None] = [None, None]
        tokens[seat] = token_hash(token)
        return cls(store, RoomRecord(code, game, clean, tokens, 1, start)), seat, token

    # ------------------------------------------------------------------ seats
    @property
    def started(self) -> bool:
        """Both seats are taken: the game is on (or over)."""
        return all(self.tokens)

    def seat_of(self, token: str) -> int:
        """The seat ``token`` holds (compared in constant time); RoomError ``bad-token``."""
        presented = token_hash(token)
        found = None
        for seat, held in enumerate(self.tokens):
            if held is not None and hmac.compare_digest(presented, held):
                found = seat
        if found is None:
            raise RoomError(P.BAD_TOKEN, f"that token holds no seat in room {self.code}")
        return found

    def claim(self) -> tuple[int, str]:
        """The free seat for a joining player: (seat, token); RoomError ``room-full``."""
        free = [seat for seat in (0, 1) if self.tokens[seat] is None]
        if not free:
            raise RoomError(P.ROOM_FULL, f"room {self.code} already has two players")
        token = new_token()
        try:
            self.store.claim_seat(self.code, free[0], token_hash(token))
        except StorageError as exc:
            raise _storage(exc) from None
        self.tokens[free[0]] = token_hash(token)
        return free[0], token

    def seat_at(self, conn: Any) -> int | None:
        """The seat ``conn`` is attached to, if any."""
        for seat in (0, 1):
            if self.conns[seat] is conn:
                return seat
        return None

    def attach(self, seat: int, conn: Any) -> tuple[Any, Out]:
        """``conn`` now speaks for ``seat``: (the connection it replaces or None,
        the ``presence`` for the other seat)."""
        old = self.conns[seat]
        self.conns[seat] = conn
        return (old if old is not conn else None), self._presence(seat, True)

    def detach(self, conn: Any) -> Out:
        """``conn`` is gone; its seat stays reserved for its token."""
        seat = self.seat_at(conn)
        if seat is None:
            return []
        self.conns[seat] = None
        return self._presence(seat, False)

    @property
    def empty(self) -> bool:
        """No connection is attached: the room may leave memory (it is all on disk)."""
        return self.conns == [None, None]

    def _presence(self, seat: int, online: bool) -> Out:
        return self._to(1 - seat, {"type": "presence", "seat": seat, "online": online})

    def _to(self, seat: int, *msgs: dict[str, Any]) -> Out:
        conn = self.conns[seat]
        return [(conn, m) for m in msgs] if conn is not None else []

    def _both(self, msg: dict[str, Any]) -> Out:
        return self._to(0, msg) + self._to(1, msg)

    # ------------------------------------------------------------------ what a seat sees
    def _replayed(self) -> Iterator[tuple[int, Ply, list[Event], GameState[Any]]]:
        """Each ply again from the start: (ply, its record, its events, the state
        after it; the state is reused, read it before the next step)."""
        state = self.rules.from_text(self.start)
        for ply, entry in enumerate(self.plies):
            events = state.play(state.parse_action(entry.action))
            yield ply, entry, events, state

    def _entries(self, viewer: int) -> list[dict[str, Any]]:
        return [views.history_entry(self.rules, viewer, ply, entry.seat, entry.action,
                                    ply in self.hidden, events, after)
                for ply, entry, events, after in self._replayed()]

    def view(self, seat: int) -> dict[str, Any]:
        """The ``state`` message's view: the game as ``seat`` may see it now."""
        result = self.state.outcome()
        return {"game": self.rules.key, "options": self.options, "seat": seat,
                "number": self.number, "started": self.started,
                "start": self.rules.seat_position(self.rules.from_text(self.start), seat),
                "position": self.rules.seat_position(self.state, seat),
                "to_act": self._to_act(),
                "outcome": None if result is None else views.outcome(result)}

    def _to_act(self) -> list[int]:
        actor = self.state.to_move()
        return [] if actor is None or not self.started else [actor]

    def opening(self, seat: int) -> list[dict[str, Any]]:
        """Everything ``seat`` needs to show the game from scratch: ``state``, the
        ``history`` of every ply, then ``over`` or ``turn``, the other seat's
        ``presence`` and any offer it made that waits for an answer."""
        msgs: list[dict[str, Any]] = [{"type": "state", "moves": len(self.plies),
                                       "view": self.view(seat)}]
        msgs += views.history(self._entries(seat))
        if self.started:
            msgs += self._status(seat)
        msgs.append({"type": "presence", "seat": 1 - seat,
                     "online": self.conns[1 - seat] is not None})
        msgs += [{"type": "offered", "kind": kind, "seat": by}
                 for kind, by in self.offers.items() if by != seat]
        return msgs

    def _status(self, seat: int) -> list[dict[str, Any]]:
        result = self.state.outcome()
        if result is not None:
            return views.over(result, self.record())
        return views.turn(self.rules, self.state, len(self.plies), seat)

    def record(self) -> dict[str, Any]:
        """The whole game, replayable: start text (seed included), actions, ending."""
        return {"game": self.rules.key, "options": self.options, "number": self.number,
                "start": self.start, "actions": [p.action for p in self.plies],
                "ending": self.ending}

    def start_messages(self) -> Out:
        """``start`` and the opening to both seats (a game begins)."""
        out: Out = []
        for seat in (0, 1):
            out += self._to(seat, {"type": "start", "room": self.code, "game": self.rules.key,
                                   "seat": seat, "options": self.options,
                                   "number": self.number}, *self.opening(seat))
        return out

    # ------------------------------------------------------------------ acting
    def _apply(self, seat: int, text: str) -> tuple[list[Event], list[int]]:
        """Play ``text`` for ``seat`` on the live state (replay and accepted acts):
        (its events, the earlier plies it revealed)."""
        state = self.state
        events = state.play(state.parse_action(text))
        self.plies.append(Ply(seat, text, any(e.kind in self.rules.revealing_events
                                               for e in events)))
        return events, self._update_hidden(len(self.plies) - 1)

    def _update_hidden(self, new: int | None) -> list[int]:
        revealed = sorted(ply for ply in self.hidden if self.state.outcome() is not None or
                          not self.rules.hidden_action(self.state, self.plies[ply].seat,
                                                       self.plies[ply].action))
        self.hidden.difference_update(revealed)
        if new is not None and self.state.outcome() is None and self.rules.hidden_action(
                self.state, self.plies[new].seat, self.plies[new].action):
            self.hidden.add(new)
        return revealed

    def _end(self, ending: str) -> None:
        if ending == "draw":
            self.state.agree_draw()
        elif ending in ("resign 0", "resign 1"):
            self.state.resign(int(ending[-1]))
        else:
            raise ValueError(f"unknown ending {ending!r}")
        self.ending = ending
        self.hidden.clear()

    def _require_started(self) -> None:
        if not self.started:
            raise RoomError(P.NOT_YOUR_TURN, "the game starts when the other player joins")

    def _require_playing(self) -> None:
        self._require_started()
        if self.state.outcome() is not None:
            raise RoomError(P.ILLEGAL, "the game is over")

    def _repeat(self, seat: int, ply: int, text: str) -> bool:
        if not 0 <= ply < len(self.plies) or self.plies[ply].seat != seat:
            return False
        return text.strip() in (self.plies[ply].action, self.sent.get(ply, "").strip())

    def played_again(self, seat: int, ply: int) -> dict[str, Any]:
        """The ``played`` message ``seat`` got for ``ply`` (a repeated ``act``)."""
        for at, entry, events, after in self._replayed():
            if at == ply:
                return views.played(self.rules, seat, ply, entry.seat, entry.action,
                                    ply in self.hidden, events, after)
        raise IndexError(ply)

    def act(self, seat: int, ply: int, text: str) -> Out:
        """``seat`` plays ``text`` answering the ``turn`` of ``ply``."""
        self._require_started()
        if self._repeat(seat, ply, text):
            return self._to(seat, self.played_again(seat, ply))
        self._require_playing()
        actor = self.state.to_move()
        if actor != seat:
            raise RoomError(P.NOT_YOUR_TURN, "it is the other player's turn")
        if ply != len(self.plies):
            raise RoomError(P.STALE, f"that answers ply {ply}; the game is at ply "
                                     f"{len(self.plies)}")
        before = self.state
        try:
            trial = before.copy()
            action = trial.parse_action(text)
            canonical = trial.action_text(action)
            events = trial.play(action)
        except (ValueError, IndexError, KeyError, TypeError) as exc:
            raise RoomError(P.ILLEGAL, one_line(str(exc)) or "that action is not legal") from None
        try:
            self.store.append(self.code, self.number, ply, seat, canonical)
        except StorageError as exc:
            raise _storage(exc) from None
        self.state = trial
        self.plies.append(Ply(seat, canonical, any(e.kind in self.rules.revealing_events
                                                   for e in events)))
        self.sent[ply] = text
        revealed = self._update_hidden(ply)
        out = self._lapse_offers()
        for viewer in (0, 1):
            out += self._to(viewer, views.played(self.rules, viewer, ply, seat, canonical,
                                                 ply in self.hidden, events, trial))
        out += self._revealed(revealed)
        return out + self._after_change()

    def _revealed(self, plies: list[int]) -> Out:
        out: Out = []
        for viewer in (0, 1):
            entries = [{"ply": p, "seat": self.plies[p].seat, "action": self.plies[p].action}
                       for p in plies if self.plies[p].seat != viewer]
            if entries:
                out += self._to(viewer, {"type": "revealed", "entries": entries})
        return out

    def _after_change(self) -> Out:
        """``over`` to both when the game has ended, else the next ``turn``."""
        out: Out = []
        if self.state.outcome() is not None:
            self.offers.pop("draw", None)
            self.offers.pop("takeback", None)
        for seat in (0, 1):
            out += self._to(seat, *self._status(seat))
        return out

    def _lapse_offers(self) -> Out:
        """An action withdraws the draw and takeback offers standing."""
        out: Out = []
        for kind in ("draw", "takeback"):
            if kind in self.offers:
                del self.offers[kind]
                out += self._both({"type": "answered", "kind": kind, "accept": False,
                                   "lapsed": True})
        return out

    def resign(self, seat: int) -> Out:
        """``seat`` gives up: ``over`` to both."""
        self._require_playing()
        self._check_ending(f"resign {seat}")
        return self._finish(f"resign {seat}")

    def _check_ending(self, ending: str) -> None:
        trial = self.state.copy()
        try:
            trial.agree_draw() if ending == "draw" else trial.resign(int(ending[-1]))
        except (IllegalActionError, ValueError) as exc:
            raise RoomError(P.ILLEGAL, one_line(str(exc))) from None

    def _finish(self, ending: str) -> Out:
        try:
            self.store.end(self.code, self.number, ending)
        except StorageError as exc:
            raise _storage(exc) from None
        pending = sorted(self.hidden)
        self._end(ending)
        return self._revealed(pending) + self._after_change()

    def say(self, seat: int, said: str) -> Out:
        """A quick message for the other seat (lost if it is away)."""
        return self._to(1 - seat, {"type": "said", "id": said, "seat": seat})

    # ------------------------------------------------------------------ offers
    def offer(self, seat: int, kind: str) -> Out:
        """``seat`` offers a draw, a takeback or a rematch; the other seat is asked."""
        self._require_started()
        if kind == "rematch":
            if self.state.outcome() is None:
                raise RoomError(P.ILLEGAL, "a rematch can be offered once the game is over")
        else:
            self._require_playing()
            if kind == "draw":
                self._check_ending("draw")
            else:
                self._takeback_from(seat)
        if self.offers.get(kind) == 1 - seat and kind != "takeback":
            return self.answer(seat, kind, True)  # both want it: agreed
        if self.offers.get(kind) == seat:
            return []  # already offered
        self.offers[kind] = seat
        return self._to(1 - seat, {"type": "offered", "kind": kind, "seat": seat})

    def _takeback_from(self, seat: int) -> int:
        """The first ply a takeback asked by ``seat`` removes: its last action;
        RoomError when there is none, or when going back would undo chance or a
        secret already seen (a die, a god, a revealed hero, a dealt tile)."""
        mine = [ply for ply, p in enumerate(self.plies) if p.seat == seat]
        if not mine:
            raise RoomError(P.ILLEGAL, "you have no action to take back")
        first = mine[-1]
        if any(p.reveals for p in self.plies[first:]):
            raise RoomError(P.ILLEGAL, "that cannot be taken back: it revealed dice, a god "
                                       "or something hidden")
        return first

    def answer(self, seat: int, kind: str, accept: bool) -> Out:
        """``seat`` answers the other seat's offer of ``kind``: both hear the answer,
        then its effect."""
        by = self.offers.get(kind)
        if by is None or by == seat:
            raise RoomError(P.NO_OFFER, f"there is no {kind} offer to answer")
        if not accept:
            del self.offers[kind]
            return self._both({"type": "answered", "kind": kind, "accept": False})
        if kind == "draw":
            self._require_playing()
            self._check_ending("draw")
            del self.offers[kind]
            out = self._both({"type": "answered", "kind": kind, "accept": True})
            return out + self._finish("draw")
        if kind == "takeback":
            return self._take_back(by)
        return self._rematch()

    def _take_back(self, by: int) -> Out:
        self._require_playing()
        first = self._takeback_from(by)
        try:
            self.store.take_back(self.code, self.number, first)
        except StorageError as exc:
            raise _storage(exc) from None
        del self.offers["takeback"]
        kept = self.plies[:first]
        self._new_game(self.number, self.start)
        for entry in kept:
            self._apply(entry.seat, entry.action)
        self.offers.pop("draw", None)
        out = self._both({"type": "answered", "kind": "takeback", "accept": True,
                          "moves": first})
        for seat in (0, 1):
            out += self._to(seat, *self.opening(seat))
        return out

    def _rematch(self) -> Out:
        """The same room, a new game with a new seed, the seats swapped (each
        player keeps their token)."""
        start = self.rules.start(self.options, secrets.randbits(SEED_BITS)).to_text()
        try:
            self.store.rematch(self.code, self.number + 1, start)
        except StorageError as exc:
            raise _storage(exc) from None
        out = self._both({"type": "answered", "kind": "rematch", "accept": True})
        self.offers.clear()
        self.tokens.reverse()
        self.conns.reverse()
        self._new_game(self.number + 1, start)
        return out + self.start_messages()

