"""Command line: ``python -m game.symbol legal|play|start|perft|bench``.

Outputs are a contract (rules/symbol.md): other tools parse them. Bad input
prints nothing on stdout and one line on stderr and exits with status 2
(game/cli_support.py).
"""

from __future__ import annotations

import random
import sys
import time

from ..cli_support import (
    GAMES_MAX,
    SEED_MAX,
    OptionParser,
    UsageError,
    number_type,
    run,
    shown,
    whole_number,
)
from ..common import IllegalActionError, NotationError
from ..common import outcome_line as common_outcome_line
from .state import VARIANTS, SymbolState

START = "7/7/7/7/7/7/7 LD3F3A3W3E3/ld3f3a3w3e3 1 0 -"
BENCH_CAP = 400
PERFT_MAX_DEPTH = 3  # depth 3 of a busy middle game takes a few seconds

HELP = f"""\
usage: python -m game.symbol COMMAND ...
  legal POSITION           every legal action, sorted, one per line
  play POSITION ACTION...  the position after the actions, then the outcome
  start [--variants LIST] [--seed S]
                           the start position; LIST: comma list of {", ".join(VARIANTS)}
                           (desertion brings unlimited; Symbol has no chance, so the
                           seed changes nothing)
  perft POSITION DEPTH     the number of action sequences of that length, DEPTH 0-{PERFT_MAX_DEPTH}
  bench [--games N] [--seed S]
                           random playouts from the basic start (default 200 games, seed 1)
A POSITION is one quoted argument or its five fields as separate arguments.
Bad input: nothing on stdout, one line on stderr, exit status 2.
"""


def _split_position(args: list[str]) -> tuple[str, list[str]]:
    """The position is one quoted argument or its five fields unquoted."""
    if not args:
        raise UsageError("a position is needed")
    if " " in args[0].strip():
        return args[0], args[1:]
    if len(args) < 5:
        raise UsageError("a position has 5 fields")
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
    dt = max(time.perf_counter() - start, 1e-9)
    return games / dt, plies / dt


def variants(text: str) -> list[str]:
    """A ``--variants`` list (``-`` for none) in the notation's order; desertion
    brings unlimited forces with it, as on the pre-game screen."""
    if text in ("", "-"):
        return []
    names = text.split(",")
    for name in names:
        if name not in VARIANTS:
            raise UsageError(f"unknown variant {shown(name)}: {', '.join(VARIANTS)}")
    if "desertion" in names:
        names.append("unlimited")
    return [v for v in VARIANTS if v in names]


def start_position(flags: list[str]) -> str:
    """The start position before the leaders are placed (armies still to choose
    with unlimited forces or an open pool)."""
    choose = bool({"unlimited", "desertion", "openpool"} & set(flags))
    return SymbolState.new(flags, choose_armies=choose).to_text()


def _legal(rest: list[str]) -> None:
    pos, extra = _split_position(rest)
    if extra:
        raise UsageError("legal takes only a position")
    s = SymbolState.from_text(pos)
    lines = sorted(s.action_text(a) for a in s.legal_actions())
    sys.stdout.write("".join(line + "\n" for line in lines))


def _play(rest: list[str]) -> None:
    pos, actions = _split_position(rest)
    s = SymbolState.from_text(pos)
    for text in actions:
        s.play(s.parse_action(text))
    sys.stdout.write(f"{s.to_text()}\n{outcome_line(s)}\n")


def _start(rest: list[str]) -> None:
    ap = OptionParser("start")
    ap.add_argument("--variants", default="-")
    ap.add_argument("--seed", type=number_type(0, SEED_MAX), default=1)
    ns = ap.parse_args(rest)
    print(start_position(variants(ns.variants)))


def _perft(rest: list[str]) -> None:
    pos, extra = _split_position(rest)
    if len(extra) != 1:
        raise UsageError("perft POSITION DEPTH")
    depth = whole_number(extra[0], "depth", 0, PERFT_MAX_DEPTH)
    print(perft(SymbolState.from_text(pos), depth))


def _bench(rest: list[str]) -> None:
    ap = OptionParser("bench")
    ap.add_argument("--games", type=number_type(1, GAMES_MAX), default=200)
    ap.add_argument("--seed", type=number_type(0, SEED_MAX), default=1)
    ns = ap.parse_args(rest)
    g, p = bench(ns.games, ns.seed)
    print(f"games/s={g:.1f} plies/s={p:.0f}")


COMMANDS = {"legal": _legal, "play": _play, "start": _start, "perft": _perft, "bench": _bench}


def _main(argv: list[str]) -> None:
    if not argv:
        raise UsageError("usage: python -m game.symbol legal|play|start|perft|bench ... "
                         "(--help for more)")
    if argv[0] not in COMMANDS:
        raise UsageError(f"unknown command {shown(argv[0])}: legal, play, start, perft or bench")
    COMMANDS[argv[0]](argv[1:])


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    return run(_main, argv, HELP, (NotationError, IllegalActionError))
