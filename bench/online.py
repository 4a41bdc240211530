"""Online server load: N concurrent games of random play through one server on loopback.

    python bench/online.py --games N [--game essentia|symbol|troy|mixed] [--seconds S]

The server is ``main.py --serve`` in a child process (its own database in a
temporary folder); the 2N players are WebSocket clients in this process's one
asyncio loop. Each player answers its turns with random legal actions and,
when a game ends, the two players play a rematch in the same room, so N
games are always under way. Every connection keeps under the server's limit of
20 messages a second (one message every 55 ms at most), as a real client does.

Reported: actions per second over the measured seconds (after every player
has joined), the p50 / p99 latency from sending an ``act`` to receiving its
``played`` (the pacing wait is not counted), the server's resident memory at
the end and its peak (Linux), and the CPU seconds of the server (also per
action: what one core could carry does not depend on what else runs) and of
this client process (both share the machine: a client loop that is busy
itself slows what it measures). Bounded: at most ``--seconds`` of play after at most
``--setup`` seconds of joining, then everything stops.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parent.parent
GAP = 0.055  # seconds between two messages of one connection: under 20 a second
GAMES = ("essentia", "symbol", "troy")


@dataclass
class Stats:
    actions: int = 0
    latencies: list[float] = field(default_factory=list)
    errors: dict[str, int] = field(default_factory=dict)
    games_done: int = 0
    measuring: bool = False


class Player:
    """One seat: a connection that answers its turns and rematches."""

    def __init__(self, ws: ClientConnection, rng: random.Random, stats: Stats) -> None:
        self.ws = ws
        self.rng = rng
        self.stats = stats
        self.last_send = 0.0
        self.sent_at: dict[int, float] = {}
        self.seat = -1
        self.host = False

    async def send(self, msg: dict[str, Any]) -> None:
        loop = asyncio.get_running_loop()
        wait = self.last_send + GAP - loop.time()
        if wait > 0:
            await asyncio.sleep(wait)
        self.last_send = loop.time()
        if msg["type"] == "act":
            self.sent_at[msg["ply"]] = time.perf_counter()
        await self.ws.send(json.dumps(msg))

    async def recv(self) -> dict[str, Any]:
        return json.loads(await self.ws.recv())

    async def play(self) -> None:
        legal: list[str] = []
        while True:
            msg = await self.recv()
            kind = msg["type"]
            if kind in ("start", "resumed"):
                self.seat = msg["seat"]
            elif kind == "turn" and "legal" in msg:
                legal = list(msg["legal"])
                if len(legal) < msg.get("legal_total", 0):
                    continue                         # the rest follows in `legal` messages
                await self.act(msg, legal)
            elif kind == "legal":
                legal += msg["legal"]
                if not msg["more"]:
                    await self.act(msg, legal)
            elif kind == "played" and msg["seat"] == self.seat:
                start = self.sent_at.pop(msg["ply"], None)
                if start is not None and self.stats.measuring:
                    self.stats.latencies.append(time.perf_counter() - start)
                    self.stats.actions += 1
            elif kind == "over":
                self.stats.games_done += 1
                if self.host:
                    await self.send({"type": "offer", "kind": "rematch"})
            elif kind == "offered" and msg["kind"] == "rematch":
                await self.send({"type": "answer", "kind": "rematch", "accept": True})
            elif kind == "error":
                self.stats.errors[msg["code"]] = self.stats.errors.get(msg["code"], 0) + 1

    async def act(self, turn: dict[str, Any], legal: list[str]) -> None:
        action = self.rng.choice(legal)
        if "pick_count" in turn:
            heroes = action[len("pick:"):].split(",")
            action = "pick:" + ",".join(self.rng.sample(heroes, turn["pick_count"]))
        await self.send({"type": "act", "action": action, "ply": turn["ply"]})


async def seat_pair(url: str, game: str, rng: random.Random, stats: Stats
                    ) -> tuple[Player, Player]:
    """Two players at a new room of ``game``, read up to their ``start``."""
    players = []
    for _ in range(2):
        ws = await connect(url, max_size=None, compression=None, open_timeout=60,
                           ping_interval=None)
        player = Player(ws, random.Random(rng.random()), stats)
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "client": "bench"}))
        await player.recv()
        players.append(player)
    host, guest = players
    host.host = True
    await host.ws.send(json.dumps({"type": "create", "game": game, "seat": 0}))
    created = await host.recv()
    await guest.ws.send(json.dumps({"type": "join", "room": created["room"]}))
    host.last_send = guest.last_send = asyncio.get_running_loop().time()
    return host, guest


def server_memory(pid: int) -> tuple[float | None, float | None]:
    """(resident MB now, peak resident MB) of process ``pid`` (Linux only)."""
    try:
        fields = dict(line.split(":", 1) for line in
                      Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
        return (int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024)
    except (OSError, KeyError, ValueError):
        return None, None


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds of process ``pid`` so far (Linux only)."""
    try:
        parts = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(parts[11]) + int(parts[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


async def bench(games: int, game: str, seconds: float, setup: float, seed: int,
                db_dir: str | None = None) -> dict:
    with tempfile.TemporaryDirectory(prefix="triptych-bench-", dir=db_dir) as tmp:
        proc = await asyncio.create_subprocess_exec(
            sys.executable, str(ROOT / "main.py"), "--serve", "--port", "0", "--db",
            str(Path(tmp) / "bench.db"), stdout=asyncio.subprocess.PIPE,
            stdin=asyncio.subprocess.DEVNULL, cwd=str(ROOT))
        try:
            assert proc.stdout is not None
            line = (await asyncio.wait_for(proc.stdout.readline(), 60)).decode().strip()
            url = line.split()[-1]
            rng = random.Random(seed)
            stats = Stats()
            kinds = GAMES if game == "mixed" else (game,)
            pairs = await asyncio.wait_for(asyncio.gather(*(
                seat_pair(url, kinds[i % len(kinds)], rng, stats) for i in range(games))),
                setup)
            tasks = [asyncio.create_task(p.play()) for pair in pairs for p in pair]
            await asyncio.sleep(1.0)                   # every game under way
            stats.measuring = True
            server_cpu0, client_cpu0 = cpu_seconds(proc.pid), time.process_time()
            started = time.perf_counter()
            await asyncio.sleep(seconds)
            stats.measuring = False
            elapsed = time.perf_counter() - started
            server_cpu1, client_cpu1 = cpu_seconds(proc.pid), time.process_time()
            rss, peak = server_memory(proc.pid)
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            await asyncio.gather(*(p.ws.close() for pair in pairs for p in pair),
                                 return_exceptions=True)
        finally:
            if proc.returncode is None:
                proc.terminate()
            await proc.wait()
    lat = sorted(stats.latencies)
    return {
        "games": games, "game": game, "seconds": round(elapsed, 1), "actions": stats.actions,
        "actions_per_s": round(stats.actions / elapsed, 1),
        "p50_ms": round(statistics.median(lat) * 1000, 2) if lat else None,
        "p99_ms": round(lat[int(len(lat) * 0.99)] * 1000, 2) if lat else None,
        "server_rss_mb": None if rss is None else round(rss, 1),
        "server_peak_mb": None if peak is None else round(peak, 1),
        "server_cpu_s": None if server_cpu0 is None or server_cpu1 is None
        else round(server_cpu1 - server_cpu0, 1),
        "server_cpu_ms_per_action": None if server_cpu0 is None or server_cpu1 is None
        or not stats.actions else round((server_cpu1 - server_cpu0) * 1000 / stats.actions, 2),
        "client_cpu_s": round(client_cpu1 - client_cpu0, 1),
        "games_finished": stats.games_done // 2, "errors": stats.errors,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="concurrent games (1-2000)")
    parser.add_argument("--game", choices=(*GAMES, "mixed"), default="mixed")
    parser.add_argument("--seconds", type=float, default=20.0, help="seconds measured (1-300)")
    parser.add_argument("--setup", type=float, default=120.0,
                        help="seconds allowed for every player to join")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db-dir", metavar="DIR",
                        help="folder for the server's database (default: the system's temp "
                             "folder); its disk's speed shows in the latency")
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 2000 or not 1 <= args.seconds <= 300:
        parser.error("--games must be 1-2000 and --seconds 1-300")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = min(hard, max(soft, 4 * args.games + 256))
    resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))   # the server inherits it
    result = asyncio.run(bench(args.games, args.game, args.seconds, args.setup, args.seed,
                               args.db_dir))
    print(" ".join(f"{k}={v}" for k, v in result.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
