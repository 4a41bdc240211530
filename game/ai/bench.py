"""Strength benchmark: ``python -m game.ai.bench GAME --games N --seed S``.

Plays N games for each pairing (``easy vs random``, ``normal vs random``,
``hard vs normal``), the first level taking the first side in even games and
the second side in odd ones, and prints exactly::

    LEVEL_A vs LEVEL_B: won=W drawn=D lost=L
    movetime LEVEL: p50=Xs p95=Ys

(counts from LEVEL_A's side; one movetime line per level that played, in the
order random, easy, normal, hard). A game still running after
``--max-plies`` actions (default 600) is stopped and counted as a draw, so a
pair of aimless players cannot run forever.

``--budget time`` (the default) has each level search by its seconds per
move, as against a person in an unseeded game; ``--budget nodes`` by its
node budget, as in a seeded game: then the results are the same on any
machine, and only the move times depend on it.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from typing import TextIO

from game import registry
from game.ai.games import new_game
from game.ai.players import LEVELS, SETTINGS, make_player
from game.cli_support import GAMES_MAX, SEED_MAX, OptionParser, number_type
from game.cli_support import run as run_cli

PAIRINGS: tuple[tuple[str, str], ...] = (
    ("easy", "random"),
    ("normal", "random"),
    ("hard", "normal"),
)
MAX_PLIES = 600
BUDGETS = ("time", "nodes")
PLIES_MAX = 100_000  # the largest --max-plies: far beyond any real game of the three

HELP = f"""\
usage: python -m game.ai.bench GAME --games N --seed S [--max-plies P] [--pairing A:B]...
                [--budget time|nodes]
  GAME          {"|".join(registry.keys())}
  --games N     games per pairing, 1-{GAMES_MAX}
  --seed S      0-{SEED_MAX}
  --max-plies P a game still running after P actions is a draw (1-{PLIES_MAX}, default {MAX_PLIES})
  --pairing A:B play only this pairing of levels ({", ".join(LEVELS)}), e.g. hard:normal;
                repeatable (default: {", ".join(f"{a}:{b}" for a, b in PAIRINGS)})
  --budget B    time: each level searches by its seconds per move (default);
                nodes: by its node budget, as a seeded game (replays anywhere)
Prints one line per pairing, LEVEL_A vs LEVEL_B: won=W drawn=D lost=L, then
movetime LEVEL: p50=Xs p95=Ys per level that played.
Bad input: nothing on stdout, one line on stderr, exit status 2.
"""


def play_game(
    game: str,
    levels: tuple[str, str],
    seed: int,
    times: dict[str, list[float]],
    max_plies: int = MAX_PLIES,
    budget: str = "time",
) -> int | None:
    """One game between ``levels[0]`` (side 0) and ``levels[1]`` (side 1).

    Returns the winning side, or None for a draw (including a capped game);
    each move's thinking time is appended to ``times[level]``.
    """
    state = new_game(game, seed)
    players = [make_player(game, levels[side], seed * 2 + side,
                           time_budget=_seconds(levels[side], budget)) for side in (0, 1)]
    for _ in range(max_plies):
        side = state.to_move()
        if side is None:
            break
        start = time.perf_counter()
        action = players[side].choose(state)
        times[levels[side]].append(time.perf_counter() - start)
        state.play(action)
    outcome = state.outcome()
    return outcome.winner if outcome is not None else None


def _seconds(level: str, budget: str) -> float | None:
    """The time budget that makes a seeded player search by time (None: by nodes)."""
    settings = SETTINGS.get(level)
    return settings.time if budget == "time" and settings is not None else None


def percentile(values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile (0 when nothing was measured)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, math.ceil(fraction * len(ordered)) - 1))
    return ordered[rank]


def run(
    game: str,
    games: int,
    seed: int,
    pairings: Sequence[tuple[str, str]] = PAIRINGS,
    max_plies: int = MAX_PLIES,
    out: TextIO | None = None,
    budget: str = "time",
) -> dict[tuple[str, str], tuple[int, int, int]]:
    """Play every pairing and print the contract lines; returns the counts."""
    out = out if out is not None else sys.stdout
    times: dict[str, list[float]] = {level: [] for level in LEVELS}
    results: dict[tuple[str, str], tuple[int, int, int]] = {}
    for number, (a, b) in enumerate(pairings):
        won = drawn = lost = 0
        for i in range(games):
            game_seed = seed * 100_003 + number * 10_007 + i
            a_side = i % 2
            levels = (a, b) if a_side == 0 else (b, a)
            winner = play_game(game, levels, game_seed, times, max_plies, budget)
            if winner is None:
                drawn += 1
            elif winner == a_side:
                won += 1
            else:
                lost += 1
        results[(a, b)] = (won, drawn, lost)
        print(f"{a} vs {b}: won={won} drawn={drawn} lost={lost}", file=out, flush=True)
    for level in LEVELS:
        if times[level]:
            p50, p95 = percentile(times[level], 0.5), percentile(times[level], 0.95)
            print(f"movetime {level}: p50={p50:.3f}s p95={p95:.3f}s", file=out, flush=True)
    return results


def _pairing(text: str) -> tuple[str, str]:
    a, sep, b = text.partition(":")
    if not sep or a not in LEVELS or b not in LEVELS:
        raise argparse.ArgumentTypeError(f"bad pairing {text!r}: write LEVEL:LEVEL")
    return a, b


def _main(argv: list[str]) -> None:
    parser = OptionParser("python -m game.ai.bench")
    parser.add_argument("game", choices=registry.keys())
    parser.add_argument("--games", type=number_type(1, GAMES_MAX), required=True)
    parser.add_argument("--seed", type=number_type(0, SEED_MAX), required=True)
    parser.add_argument("--max-plies", type=number_type(1, PLIES_MAX),
                        default=MAX_PLIES)
    parser.add_argument("--pairing", type=_pairing, action="append")
    parser.add_argument("--budget", choices=BUDGETS, default="time")
    args = parser.parse_args(argv)
    run(args.game, args.games, args.seed, args.pairing or PAIRINGS, args.max_plies,
        budget=args.budget)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    return run_cli(_main, argv, HELP)


if __name__ == "__main__":
    sys.exit(main())
