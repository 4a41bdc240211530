"""The server's games on disk: SQLite in WAL mode, one row per accepted action.

A game is what a save is: its full start position text (the seed included:
the server decides chance) and its actions in order, plus how it ended when
the players ended it themselves (``draw``, ``resign 0``, ``resign 1``, as a
save writes it). Each change is one transaction, committed before anyone is
told of it, so a server killed at any moment (``kill -9``) and started again on
the same file replays every game to where its players last saw it.

Every failure to write (a full disk, a read-only file, a damaged database)
becomes one ``StorageError`` with a line for a person, after a rollback: the
file and the caller's game are left as they were.

``synchronous=NORMAL`` keeps each commit in the WAL file before returning,
which survives the process being killed; a power cut may lose the last
moments (docs/online.md). The database is opened with an exclusive lock, so a
second server cannot run on the same file and disagree with the first.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SCHEMA_VERSION = 1
SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,          -- XXXX-XXXX
    game TEXT NOT NULL,             -- the registry's key
    options TEXT NOT NULL,          -- JSON, cleaned by the rules
    token0 TEXT,                    -- sha256 of seat 0's token, NULL while the seat is free
    token1 TEXT,
    number INTEGER NOT NULL,        -- the room's current game (a rematch counts up)
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    room TEXT NOT NULL,
    number INTEGER NOT NULL,
    start TEXT NOT NULL,            -- the full start position, seed included
    ending TEXT,                    -- NULL, 'draw', 'resign 0' or 'resign 1'
    PRIMARY KEY (room, number)
);
CREATE TABLE IF NOT EXISTS actions (
    room TEXT NOT NULL,
    number INTEGER NOT NULL,
    ply INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (room, number, ply)
);
"""


class StorageError(RuntimeError):
    """The database could not be read or written; nothing was changed."""


class RoomTaken(StorageError):
    """A new room's code is already in use (draw another)."""


@dataclass
class RoomRecord:
    """One room as stored: its current game and who holds its seats."""

    code: str
    game: str
    options: dict[str, Any]
    tokens: list[str | None]
    number: int
    start: str
    actions: list[tuple[int, str]] = field(default_factory=list)  # (seat, action) per ply
    ending: str | None = None


def _why(exc: sqlite3.Error) -> str:
    text = str(exc).lower()
    if "full" in text:
        return "the server's disk is full"
    if "readonly" in text or "read-only" in text:
        return "the server's database is read-only"
    if "locked" in text or "busy" in text:
        return "the server's database is in use by another program"
    return f"the server's database failed ({str(exc)[:80]})"


class Store:
    """The rooms and games of one server, in one SQLite file (``":memory:"`` for tests)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        try:
            # no waiting for a lock: the only other user can be a second server
            self.conn = sqlite3.connect(self.path, isolation_level=None, timeout=0.1,
                                        check_same_thread=False)
        except sqlite3.Error as exc:
            raise StorageError(f"cannot open the database {self.path}: {_why(exc)}") from None
        try:
            self.conn.execute("PRAGMA locking_mode=EXCLUSIVE")
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA synchronous=NORMAL")
            with self.transaction():
                version = self.conn.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise StorageError(f"the database {self.path} was written by a newer "
                                       "server: use that version")
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        self.conn.execute(statement)
                self.conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        except sqlite3.DatabaseError as exc:
            self.conn.close()
            raise StorageError(f"cannot use the database {self.path}: {_why(exc)}") from None
        except StorageError:
            self.conn.close()
            raise

    def close(self) -> None:
        self.conn.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One transaction: committed whole, or rolled back and a StorageError raised."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise StorageError(_why(exc)) from None
        try:
            yield self.conn
            self.conn.execute("COMMIT")
        except sqlite3.IntegrityError as exc:
            self._rollback()
            raise RoomTaken(str(exc)) from None
        except sqlite3.Error as exc:
            self._rollback()
            raise StorageError(_why(exc)) from None
        except BaseException:
            self._rollback()
            raise

    def _rollback(self) -> None:
        try:
            self.conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # nothing open (the failed statement ended it): nothing to undo

    # ------------------------------------------------------------------ writes
    def create_room(self, code: str, game: str, options: dict[str, Any], seat: int,
                    token_hash: str, start: str) -> None:
        """A new room whose first game starts at ``start``, ``seat`` held by its creator."""
        tokens = [token_hash, None] if seat == 0 else [None, token_hash]
        with self.transaction() as db:
            db.execute("INSERT INTO rooms (code, game, options, token0, token1, number, created)"
                       " VALUES (?, ?, ?, ?, ?, 1, ?)",
                       (code, game, json.dumps(options, sort_keys=True), *tokens, time.time()))
            db.execute("INSERT INTO games (room, number, start) VALUES (?, 1, ?)", (code, start))

    def claim_seat(self, code: str, seat: int, token_hash: str) -> None:
        """The free ``seat`` of room ``code`` is now held by ``token_hash``."""
        column = "token0" if seat == 0 else "token1"
        with self.transaction() as db:
            changed = db.execute(f"UPDATE rooms SET {column} = ? WHERE code = ? AND "
                                 f"{column} IS NULL", (token_hash, code)).rowcount
            if changed != 1:
                raise StorageError("the seat was taken meanwhile")

    def append(self, code: str, number: int, ply: int, seat: int, action: str) -> None:
        """Action ``ply`` of game ``number``, accepted from ``seat``."""
        with self.transaction() as db:
            db.execute("INSERT INTO actions (room, number, ply, seat, action) "
                       "VALUES (?, ?, ?, ?, ?)", (code, number, ply, seat, action))

    def end(self, code: str, number: int, ending: str) -> None:
        """Game ``number`` ended by its players (``draw``, ``resign 0``, ``resign 1``)."""
        with self.transaction() as db:
            db.execute("UPDATE games SET ending = ? WHERE room = ? AND number = ?",
                       (ending, code, number))

    def take_back(self, code: str, number: int, ply: int) -> None:
        """Forget the actions of game ``number`` from ``ply`` on."""
        with self.transaction() as db:
            db.execute("DELETE FROM actions WHERE room = ? AND number = ? AND ply >= ?",
                       (code, number, ply))

    def rematch(self, code: str, number: int, start: str) -> None:
        """Game ``number`` starts at ``start`` in room ``code``, the seats swapped."""
        with self.transaction() as db:
            db.execute("INSERT INTO games (room, number, start) VALUES (?, ?, ?)",
                       (code, number, start))
            db.execute("UPDATE rooms SET number = ?, token0 = token1, token1 = token0 "
                       "WHERE code = ?", (number, code))

    # ------------------------------------------------------------------ reads
    def load(self, code: str) -> RoomRecord | None:
        """Room ``code`` with its current game, or None when there is none."""
        try:
            row = self.conn.execute("SELECT game, options, token0, token1, number FROM rooms "
                                    "WHERE code = ?", (code,)).fetchone()
            if row is None:
                return None
            game, options, token0, token1, number = row
            start, ending = self.conn.execute(
                "SELECT start, ending FROM games WHERE room = ? AND number = ?",
                (code, number)).fetchone()
            actions = self.conn.execute(
                "SELECT ply, seat, action FROM actions WHERE room = ? AND number = ? "
                "ORDER BY ply", (code, number)).fetchall()
        except (sqlite3.Error, TypeError) as exc:  # TypeError: a game row is missing
            raise StorageError(f"cannot read room {code}: "
                               f"{_why(exc) if isinstance(exc, sqlite3.Error) else exc}") from None
        if [ply for ply, _seat, _action in actions] != list(range(len(actions))):
            raise StorageError(f"room {code}'s actions have gaps")
        return RoomRecord(code, game, json.loads(options), [token0, token1], number, start,
                          [(seat, action) for _ply, seat, action in actions], ending)

    def exists(self, code: str) -> bool:
        try:
            return self.conn.execute("SELECT 1 FROM rooms WHERE code = ?",
                                     (code,)).fetchone() is not None
        except sqlite3.Error as exc:
            raise StorageError(_why(exc)) from None

    def counts(self) -> dict[str, int]:
        """Rooms, games and actions stored (for the benchmark and the logs)."""
        return {table: self.conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
                for table in ("rooms", "games", "actions")}
