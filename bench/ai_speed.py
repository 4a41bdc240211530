"""How fast the computer players think (the README's "Computer players" figures).

    python bench/ai_speed.py [--games N] [--seed S] [essentia|symbol|troy ...]

Essentia and Symbol: N games of hard against normal, each level searching by
its time budget as against a person (``time``), then N by its node budget as
in a seeded game (``nodes``). For every search of the play phase it notes the
nodes, the wall time and the process's CPU time, and prints per game, level
and budget::

    GAME LEVEL BUDGET: searches=K depth p50=D nodes p50=A p95=B move p50=Xs p95=Ys nodes/s=R

``nodes/s`` is nodes per CPU second of the searches of that line: what the
machine gives one search, however busy it is otherwise. It is the figure a
game's ``GameProfile.speed`` takes from the reference machine, for the time
budgets and the node budgets to match. The Trojan War does not search: one
line per level gives its decisions per second over N whole games.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.bench import percentile  # noqa: E402
from game.ai.games import new_game  # noqa: E402
from game.ai.players import GAMES, LEVELS, SETTINGS, SearchPlayer, make_player  # noqa: E402

Record = tuple[int, int, float, float]   # nodes, depth, wall seconds, CPU seconds


def searches(game: str, games: int, seed: int, budget: str) -> dict[str, list[Record]]:
    """Every play-phase search of ``games`` games of hard against normal."""
    out: dict[str, list[Record]] = {"normal": [], "hard": []}
    for number in range(games):
        levels = ("hard", "normal") if number % 2 == 0 else ("normal", "hard")
        state = new_game(game, seed + number)
        players = [make_player(game, levels[side], (seed + number) * 2 + side,
                               time_budget=SETTINGS[levels[side]].time if budget == "time"
                               else None) for side in (0, 1)]
        while (side := state.to_move()) is not None:
            player = players[side]
            wall, cpu = time.perf_counter(), time.process_time()
            action = player.choose(state)
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            assert isinstance(player, SearchPlayer)
            if player.last is not None and player.last.nodes:
                out[player.level].append((player.last.nodes, player.last.depth, wall, cpu))
            state.play(action)
    return out


def report(game: str, games: int, seed: int) -> None:
    for budget in ("time", "nodes"):
        for level, records in searches(game, games, seed, budget).items():
            nodes = [float(r[0]) for r in records]
            depth = percentile([float(r[1]) for r in records], 0.5)
            walls = [r[2] for r in records]
            speed = sum(nodes) / max(1e-9, sum(r[3] for r in records))
            print(f"{game} {level} {budget}: searches={len(records)} depth p50={depth:.0f} "
                  f"nodes p50={percentile(nodes, 0.5):.0f} p95={percentile(nodes, 0.95):.0f} "
                  f"move p50={percentile(walls, 0.5):.3f}s p95={percentile(walls, 0.95):.3f}s "
                  f"nodes/s={speed:.0f}", flush=True)


def report_troy(games: int, seed: int) -> None:
    for level in LEVELS:
        decisions, spent = 0, 0.0
        for number in range(games):
            state = new_game("troy", seed + number)
            players = [make_player("troy", level, (seed + number) * 2 + s) for s in (0, 1)]
            while (side := state.to_move()) is not None:
                start = time.process_time()
                action = players[side].choose(state)
                spent += time.process_time() - start
                decisions += 1
                state.play(action)
        print(f"troy {level}: decisions={decisions} decisions/s={decisions / spent:.0f}",
              flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python bench/ai_speed.py")
    parser.add_argument("games_to_run", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for game in args.games_to_run:
        if game not in GAMES:
            parser.error(f"unknown game {game!r}: expected one of {', '.join(GAMES)}")
    random.seed(args.seed)
    for game in args.games_to_run or GAMES:
        if game == "troy":
            report_troy(args.games * 50, args.seed)
        else:
            report(game, args.games, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
