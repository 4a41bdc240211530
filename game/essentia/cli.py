"""Command line: ``python -m game.essentia legal|play|start|perft|bench`` (a contract).

Outputs are exactly those of rules/essentia.md; bad input prints nothing on
stdout and one line on stderr and exits with status 2 (game/cli_support.py).
"""

from __future__ import annotations

import random
import sys
import time

from game.cli_support import (
    GAMES_MAX,
    SEED_MAX,
    OptionParser,
    UsageError,
    number_type,
    run,
    shown,
    whole_number,
)
from game.common import IllegalActionError, NotationError
from game.common import outcome_line as common_outcome_line
from game.essentia.layout import CIRCLE_MODES
from game.essentia.notation import DEAL_ACTION, SETUP_MODES
from game.essentia.rules import EssentiaState, dealt_game, new_game

PERFT_MAX_DEPTH = 4  # depth 4 of a busy play position takes about a second
START_SEED = 1

HELP = f"""\
usage: python -m game.essentia COMMAND ...
  legal POSITION          every legal move, sorted, one per line
  play POSITION MOVE...   the position after the moves, then the outcome
  start [--mode random|instant|strategic] [--circles on|off|wild|sealed] [--seed S]
                          a start position (default: instant deal, circles on, seed 1)
  perft POSITION DEPTH    the number of move sequences of that length, DEPTH 0-{PERFT_MAX_DEPTH}
  bench [--games N] [--seed S]
                          random playouts from random deals (default 200 games, seed 1)
A POSITION is one quoted argument or its fields as separate arguments.
Bad input: nothing on stdout, one line on stderr, exit status 2.
"""


def _split_position(args: list[str]) -> tuple[str, list[str]]:
    """A position is one quoted argument or its fields as separate arguments."""
    if not args:
        raise UsageError("missing position")
    if " " in args[0]:
        return args[0], args[1:]
    n = 7 if args[0] == "setup" else 6
    if len(args) < n:
        raise UsageError(f"bad position: expected {n} fields: {shown(' '.join(args))}")
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
    if depth == 2:
        pairs = state.setup_pairs()
        if pairs is not None:
            return pairs
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


def start_position(mode: str = "instant", circles: str = "on", seed: int = START_SEED) -> str:
    """The one-line start position: a set-up position for the placing modes, the
    play position after the deal for ``instant``."""
    variant = circles if circles in ("wild", "sealed") else None
    state = new_game(circles in ("on", "wild"), variant, mode, seed)
    if mode == "instant":
        state.play(DEAL_ACTION)
    return state.to_text()


def _legal(args: list[str]) -> None:
    text, rest = _split_position(args)
    if rest:
        raise UsageError(f"unexpected arguments: {shown(' '.join(rest))}")
    state = _load(text)
    lines = sorted(state.action_text(a) for a in state.legal_actions())
    sys.stdout.write("".join(line + "\n" for line in lines))


def _play(args: list[str]) -> None:
    text, moves = _split_position(args)
    state = _load(text)
    for move in moves:
        try:
            state.play(state.parse_action(move))
        except (NotationError, IllegalActionError) as e:
            raise UsageError(f"bad move {shown(move)}: {e}") from None
    sys.stdout.write(f"{state.to_text()}\n{outcome_line(state)}\n")


def _start(args: list[str]) -> None:
    parser = OptionParser("start")
    parser.add_argument("--mode", choices=SETUP_MODES, default="instant")
    parser.add_argument("--circles", choices=CIRCLE_MODES, default="on")
    parser.add_argument("--seed", type=number_type(0, SEED_MAX), default=START_SEED)
    opts = parser.parse_args(args)
    print(start_position(opts.mode, opts.circles, opts.seed))


def _perft(args: list[str]) -> None:
    if len(args) < 2:
        raise UsageError("usage: perft POSITION DEPTH")
    text, rest = _split_position(args[:-1])
    if rest:
        raise UsageError(f"unexpected arguments: {shown(' '.join(rest))}")
    depth = whole_number(args[-1], "depth", 0, PERFT_MAX_DEPTH)
    print(perft(_load(text), depth))


def _bench(args: list[str]) -> None:
    parser = OptionParser("bench")
    parser.add_argument("--games", type=number_type(1, GAMES_MAX), default=200)
    parser.add_argument("--seed", type=number_type(0, SEED_MAX), default=1)
    opts = parser.parse_args(args)
    games_s, plies_s, _ = bench(opts.games, opts.seed)
    print(f"games/s={games_s:.1f} plies/s={plies_s:.0f}")


COMMANDS = {"legal": _legal, "play": _play, "start": _start, "perft": _perft, "bench": _bench}


def _main(argv: list[str]) -> None:
    if not argv or argv[0] not in COMMANDS:
        raise UsageError("usage: python -m game.essentia legal|play|start|perft|bench ... "
                         "(--help for more)")
    COMMANDS[argv[0]](argv[1:])


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    return run(_main, argv, HELP, (NotationError, IllegalActionError))
