"""``main.py --serve``: the dedicated server as a process, headless, stopped by signals,
and continuing every game after ``kill -9``."""

from __future__ import annotations

import asyncio
import random
import signal
import sys
from pathlib import Path
from typing import Any

import pytest

import main
from game.online.client import Backoff, ClientCore
from game.online.store import Store
from tests.support.online import (
    ROOT,
    SAFETY,
    choose,
    kill_hard,
    run_async,
    server_process,
    wire,
)


@pytest.mark.parametrize("argv", [
    ["--serve", "--port", "70000"], ["--serve", "--port", "x"], ["--serve", "--port", "-1"],
    ["--serve", "--game", "troy"], ["--serve", "--frames", "3"], ["--port", "8765"],
    ["--db", "x.db"], ["--host", "0.0.0.0"], ["--serve", "--host", " "],
    ["--serve", "--public-url", "http://example.org"],
])
def test_bad_serve_options_are_a_usage_error(argv: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main.parse_args(argv)
    assert exc.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_serve_options_parse() -> None:
    args = main.parse_args(["--serve", "--host", "0.0.0.0", "--port", "0", "--db", "g.db"])
    assert (args.serve, args.host, args.port, args.db) == (True, "0.0.0.0", 0, Path("g.db"))


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_the_server_says_where_it_listens_answers_and_stops_cleanly_on_a_signal(
        tmp_path, stop: signal.Signals) -> None:
    async def body() -> None:
        async with server_process(tmp_path / "games.db") as srv:
            assert srv.url == f"ws://127.0.0.1:{srv.port}" and srv.port > 0
            async with wire(srv.url, hello=False) as c:
                welcome = await c.ask({"type": "hello", "protocol": 1, "client": "t"},
                                      "welcome")
                assert welcome["protocol"] == 1 and welcome["server"].startswith("triptych")
                srv.proc.send_signal(stop)
                assert await c.closed() == 1001                 # told it is going away
            assert await asyncio.wait_for(srv.proc.wait(), SAFETY) == 0
            assert srv.proc.stdout is not None
            assert await srv.proc.stdout.read() == b""          # the one line, nothing else
        assert (tmp_path / "games.db").exists()

    run_async(body)


NO_PYGAME = """
import atexit, importlib.abc, sys
tried = []
class NoPygame(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "pygame":
            tried.append(name)
            raise ImportError("the server imported pygame")
sys.meta_path.insert(0, NoPygame())
atexit.register(lambda: tried and print("pygame was imported", file=sys.stderr))
sys.path.insert(0, {root!r})
import main
sys.exit(main.main(sys.argv[1:]))
"""


def test_the_server_never_loads_pygame(tmp_path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(NO_PYGAME.format(root=str(ROOT)), encoding="utf-8")

    async def body() -> None:
        async with server_process(tmp_path / "g.db", program=(str(probe),)) as srv:
            async with wire(srv.url) as c:
                await c.ask({"type": "create", "game": "troy"}, "created")
            srv.proc.send_signal(signal.SIGTERM)
            assert await asyncio.wait_for(srv.proc.wait(), SAFETY) == 0
            assert srv.proc.stderr is not None
            assert b"pygame" not in await srv.proc.stderr.read()

    run_async(body)


def test_a_taken_port_or_database_is_one_line_and_exit_1(tmp_path) -> None:
    async def body() -> None:
        async with server_process(tmp_path / "games.db") as srv:
            for argv in (["--port", str(srv.port), "--db", str(tmp_path / "other.db")],
                         ["--port", "0", "--db", str(tmp_path / "games.db")]):
                proc = await asyncio.create_subprocess_exec(
                    sys.executable, str(ROOT / "main.py"), "--serve", *argv, cwd=str(ROOT),
                    stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
                out, err = await asyncio.wait_for(proc.communicate(), SAFETY)
                assert proc.returncode == 1 and out == b""
                lines = err.decode().splitlines()
                assert len(lines) == 1 and lines[0].startswith("triptych: error:")

    run_async(body)


class Player:
    """A seat played by the real client. A test plays fewer acts on one connection
    than the server's rate allows in a second, so it never waits on the clock."""

    def __init__(self, url: str, rng: random.Random) -> None:
        self.inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.log: list[dict[str, Any]] = []
        self.client = ClientCore(url, self._deliver, backoff=Backoff(base=0.05, cap=0.5),
                                 first_attempts=50)
        self.rng = rng

    def _deliver(self, msg: dict[str, Any]) -> None:
        self.log.append(msg)
        self.inbox.put_nowait(msg)

    async def until(self, kind: str) -> dict[str, Any]:
        while True:
            msg = await asyncio.wait_for(self.inbox.get(), SAFETY)
            if msg["type"] == kind:
                return msg

    async def play(self, stop_at: int | None = None) -> dict[str, Any]:
        """Play this seat's turns until ``over`` (or until a turn at ply ``stop_at``)."""
        while True:
            msg = await asyncio.wait_for(self.inbox.get(), SAFETY)
            if msg["type"] == "over":
                return msg
            if msg["type"] == "turn" and stop_at is not None and msg["ply"] >= stop_at:
                return msg
            if msg["type"] == "turn" and "legal" in msg:
                self.client.send({"type": "act", "action": choose(msg, self.rng),
                                  "ply": msg["ply"]})


def test_a_server_killed_mid_game_and_started_again_continues_it(tmp_path) -> None:
    db = tmp_path / "games.db"

    async def body() -> None:
        async with server_process(db) as first:
            a, b = Player(first.url, random.Random(3)), Player(first.url, random.Random(4))
            tasks = [asyncio.create_task(s.client.run()) for s in (a, b)]
            a.client.send({"type": "create", "game": "troy", "seat": 0})
            created = await a.until("created")
            b.client.send({"type": "join", "room": created["room"]})
            await asyncio.gather(a.play(stop_at=14), b.play(stop_at=14))
            await kill_hard(first)                      # nothing tidied, nothing flushed
            before = [m["ply"] for m in b.log if m["type"] == "played"]
            assert before == list(range(14))
        async with server_process(db, port=first.port):  # the same address, the same file
            for seat in (a, b):                         # both come back by themselves
                await seat.until("resumed")
                state = await seat.until("state")
                assert state["moves"] == 14
            await asyncio.gather(a.play(stop_at=28), b.play(stop_at=28))
            a.client.send({"type": "resign"})           # the game ends on the new server
            over_a, over_b = await asyncio.gather(a.until("over"), b.until("over"))
            assert over_a == over_b
            record = over_a["record"]["actions"]
            mine = {m["ply"]: m["action"] for m in a.log
                    if m["type"] == "played" and m["seat"] == 0}
            assert mine and all(record[ply] == action for ply, action in mine.items())
            for s in (a, b):
                s.client.close()
            await asyncio.wait_for(asyncio.gather(*tasks), SAFETY)
        # the record the players got is what the database holds
        stored = Store(db).load(created["room"])
        assert stored is not None
        assert [t for _s, t in stored.actions] == over_a["record"]["actions"]

    run_async(body)
