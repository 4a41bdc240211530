"""Command line: ``python -m game.symbol legal|play|perft|bench``.

Outputs are a contract (rules/symbol.md): other tools parse them.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from ..common import IllegalActionError, NotationError
from ..common import outcome_line as common_outcome_line
from .state import SymbolState

START = "7/7/7/7/7/7/7 LD3F3A3W3E3/ld3f3a3w3e3 1 0 -"
BENCH_CAP = 400


class _Usage(Exception):
    pass


def _split_position(args: list[str]) -> tuple[str, list[str]]:
    """The position is one quoted argument or its five fields unquoted."""
    if not args:
        raise _Usage("a position is needed")
    if " " in args[0].strip():
        return args[0], args[1:]
    if len(args) < 5:
        raise _Usage("a position has 5 fields")
    return " ".join(args[:5]), args[5:]


def outcome_line(s: SymbolState) -> str:
    """``ongoing``, ``winner 1 REASON``, ``winner 2 REASON`` or ``draw REASON``."""
    return common_outcome_line(s.outcome(), ("1", "2"))


def perft(s: SymbolState, depth: int) -> int:
    if depth == 0:
        return 1
    acts = s.legal_actions()
    if depth == 1:
        return len(acts)
    total = 0
    for a in acts:
        s._apply(a)
        total += perft(s, depth - 1)
        s.undo()
    return total


def bench(games: int, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    plies = 0
    start = time.perf_counter()
    for _ in range(games):
        s = SymbolState.from_text(START)
        for _ in range(BENCH_CAP):
            acts = s.legal_actions()
            if not acts:
                break
            s.play(acts[rng.randrange(len(acts))])
            plies += 1
    dt = time.perf_counter() - start
    return games / dt, plies / dt


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        if not argv:
            raise _Usage("usage: python -m game.symbol legal|play|perft|bench ...")
        cmd, rest = argv[0], argv[1:]
        if cmd == "legal":
            pos, extra = _split_position(rest)
            if extra:
                raise _Usage("legal takes only a position")
            s = SymbolState.from_text(pos)
            lines = sorted(s.action_text(a) for a in s.legal_actions())
            sys.stdout.write("".join(line + "\n" for line in lines))
        elif cmd == "play":
            pos, actions = _split_position(rest)
            s = SymbolState.from_text(pos)
            for text in actions:
                s.play(s.parse_action(text))
            print(s.to_text())
            print(outcome_line(s))
        elif cmd == "perft":
            pos, extra = _split_position(rest)
            if len(extra) != 1 or not extra[0].isdigit():
                raise _Usage("perft POSITION DEPTH")
            print(perft(SymbolState.from_text(pos), int(extra[0])))
        elif cmd == "bench":
            ap = argparse.ArgumentParser(prog="python -m game.symbol bench", add_help=False)
            ap.add_argument("--games", type=int, default=200)
            ap.add_argument("--seed", type=int, default=1)
            ns, unknown = ap.parse_known_args(rest)
            if unknown or ns.games <= 0:
                raise _Usage("bench --games N --seed S")
            g, p = bench(ns.games, ns.seed)
            print(f"games/s={g:.1f} plies/s={p:.0f}")
        else:
            raise _Usage(f"unknown command {cmd!r}: legal, play, perft or bench")
    except (NotationError, IllegalActionError, _Usage) as e:
        print(str(e).splitlines()[0] if str(e) else "bad input", file=sys.stderr)
        return 2
    return 0
