"""The games on disk: each change one transaction, a failed write changes nothing."""

from __future__ import annotations

import sqlite3

import pytest

from game.online.store import RoomTaken, StorageError, Store

CODE = "KQ7M-X3PD"


def filled(path) -> Store:
    store = Store(path)
    store.create_room(CODE, "symbol", {"army": "basic"}, 1, "hash-1", "start text")
    store.claim_seat(CODE, 0, "hash-0")
    for ply in range(4):
        store.append(CODE, 1, ply, ply % 2, f"action {ply}")
    return store


def test_a_room_reads_back_as_written(tmp_path) -> None:
    store = filled(tmp_path / "games.db")
    record = store.load(CODE)
    assert record is not None
    assert (record.game, record.options, record.tokens, record.number, record.start) == (
        "symbol", {"army": "basic"}, ["hash-0", "hash-1"], 1, "start text")
    assert record.actions == [(0, "action 0"), (1, "action 1"), (0, "action 2"),
                              (1, "action 3")]
    assert store.load("ABCD-EFGH") is None and store.exists(CODE)
    store.close()
    again = Store(tmp_path / "games.db")            # the file is the truth
    assert again.load(CODE) == record
    assert again.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_takeback_ending_and_rematch(tmp_path) -> None:
    store = filled(tmp_path / "games.db")
    store.take_back(CODE, 1, 2)
    assert [a for _s, a in store.load(CODE).actions] == ["action 0", "action 1"]
    store.end(CODE, 1, "resign 0")
    assert store.load(CODE).ending == "resign 0"
    store.rematch(CODE, 2, "second start")
    record = store.load(CODE)
    assert (record.number, record.start, record.actions, record.ending) == (
        2, "second start", [], None)
    assert record.tokens == ["hash-1", "hash-0"]       # the seats swapped with the tokens


def test_a_taken_seat_or_room_code_is_refused(tmp_path) -> None:
    store = filled(tmp_path / "games.db")
    with pytest.raises(StorageError):
        store.claim_seat(CODE, 0, "intruder")
    with pytest.raises(RoomTaken):
        store.create_room(CODE, "troy", {}, 0, "h", "s")
    with pytest.raises(StorageError):                   # a ply is written once
        store.append(CODE, 1, 3, 1, "again")
    assert store.load(CODE).tokens == ["hash-0", "hash-1"]


def test_a_full_disk_is_a_storage_error_and_changes_nothing(tmp_path) -> None:
    store = filled(tmp_path / "games.db")
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    store.conn.execute(f"PRAGMA max_page_count={pages}")   # the disk is now full
    with pytest.raises(StorageError, match="disk is full"):
        for ply in range(4, 400):
            store.append(CODE, 1, ply, ply % 2, "x" * 2000)
    kept = store.load(CODE).actions
    assert [a for _s, a in kept][:4] == [f"action {p}" for p in range(4)]
    assert all(ply < 4 or a == "x" * 2000 for ply, (_s, a) in enumerate(kept))
    store.conn.execute("PRAGMA max_page_count=1073741823")  # room again: writing goes on
    store.append(CODE, 1, len(kept), 0, "after")
    assert store.load(CODE).actions[-1] == (0, "after")


def test_one_database_serves_one_server(tmp_path) -> None:
    first = Store(tmp_path / "games.db")
    with pytest.raises(StorageError, match="in use"):
        Store(tmp_path / "games.db")
    first.close()
    Store(tmp_path / "games.db").close()


def test_a_file_that_is_no_database_or_from_a_newer_server_is_refused(tmp_path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StorageError, match="cannot use"):
        Store(junk)
    newer = tmp_path / "newer.db"
    db = sqlite3.connect(newer)
    db.execute("PRAGMA user_version=99")
    db.close()
    with pytest.raises(StorageError, match="newer server"):
        Store(newer)
    with pytest.raises(StorageError):
        Store(tmp_path / "no" / "such" / "folder" / "games.db")
