"""Command line: ``python -m game.essentia legal|play|perft|bench`` (a contract).

Outputs are exactly those of rules/essentia.md; errors print one line on
stderr and exit with status 2.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from game.common import IllegalActionError, NotationError
from game.common import outcome_line as common_outcome_line
from game.essentia.rules import EssentiaState, dealt_game


class UsageError(Exception):
    """Bad command-line input (position, move or arguments)."""


def _split_position(args: list[str]) -> tuple[str, list[str]]:
    """A position is one quoted argument or its fields as separate arguments."""
    if not args:
        raise UsageError("missing position")
    if " " in args[0]:
        return args[0], args[1:]
    n = 7 if args[0] == "setup" else 6
    if len(args) < n:
        raise UsageError(f"bad position: expected {n} fields: {' '.join(args)!r}")
    return " ".join(args[:n]), args[n:]


def _load(text: str) -> EssentiaState:
    try:
        return EssentiaState.from_text(text)
    except NotationError as e:
        raise UsageError(f"bad position: {e}") from None


def outcome_line(state: EssentiaState) -> str:
    """``ongoing``, ``winner dawn REASON``, ``winner twilight REASON`` or ``draw REASON``."""
    return common_outcome_line(state.outcome(), ("dawn", "twilight"))


def perft(state: EssentiaState, depth: int) -> int:
    """Number of legal action sequences of length ``depth``."""
    if depth == 0:
        return 1
    actions = state.legal_actions()
    if depth == 1 or not actions:
        return len(actions)
    total = 0
    fast = state.phase == "play"
    for a in actions:
        if fast:
            state.push(a)
            total += perft(state, depth - 1)
            state.pop()
        else:
            state.play(a)
            total += perft(state, depth - 1)
            state.undo()
    return total


def bench(games: int, seed: int) -> tuple[float, float, int]:
    """Random playouts from random deals, capped at 400 moves; (games/s, plies/s, plies)."""
    rng = random.Random(seed)
    plies = 0
    start = time.perf_counter()
    for _ in range(games):
        state = dealt_game(rng.getrandbits(32))
        choice = rng.choice
        for _ in range(400):
            if state.outcome() is not None:
                break
            state.play(choice(state.legal_actions()))
            plies += 1
    elapsed = max(time.perf_counter() - start, 1e-9)
    return games / elapsed, plies / elapsed, plies


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in ("legal", "play", "perft", "bench"):
        print("usage: python -m game.essentia legal|play|perft|bench ...", file=sys.stderr)
        return 2
    command, args = argv[0], argv[1:]
    try:
        if command == "legal":
            text, rest = _split_position(args)
            if rest:
                raise UsageError(f"unexpected arguments: {' '.join(rest)}")
            state = _load(text)
            lines = sorted(state.action_text(a) for a in state.legal_actions())
            sys.stdout.write("".join(line + "\n" for line in lines))
        elif command == "play":
            text, moves = _split_position(args)
            state = _load(text)
            for move in moves:
                try:
                    state.play(state.parse_action(move))
                except (NotationError, IllegalActionError) as e:
                    raise UsageError(f"bad move {move!r}: {e}") from None
            print(state.to_text())
            print(outcome_line(state))
        elif command == "perft":
            if len(args) < 2:
                raise UsageError("usage: perft POSITION DEPTH")
            text, rest = _split_position(args[:-1])
            if rest:
                raise UsageError(f"unexpected arguments: {' '.join(rest)}")
            if not args[-1].isdigit():
                raise UsageError(f"bad depth: {args[-1]!r}")
            print(perft(_load(text), int(args[-1])))
        else:
            parser = argparse.ArgumentParser(prog="python -m game.essentia bench")
            parser.add_argument("--games", type=int, default=200)
            parser.add_argument("--seed", type=int, default=1)
            try:
                opts = parser.parse_args(args)
            except SystemExit as e:
                return 2 if e.code else 0
            games_s, plies_s, _ = bench(opts.games, opts.seed)
            print(f"games/s={games_s:.1f} plies/s={plies_s:.0f}")
    except UsageError as e:
        print(str(e).replace("\n", " "), file=sys.stderr)
        return 2
    return 0
