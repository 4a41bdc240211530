"""Command line: ``python -m game.troy legal|play|simulate`` (contract in rules/troy.md).

Bad input prints nothing on stdout and one line on stderr and exits with
status 2 (game/cli_support.py).
"""

from __future__ import annotations

import json
import random
import sys
import time

from game.ai.troy import choose
from game.cli_support import GAMES_MAX, SEED_MAX, UsageError, run, shown, whole_number
from game.common import ChanceExhausted, IllegalActionError, NotationError
from game.troy import data as D
from game.troy.chance import parse_chance
from game.troy.rules import TroyState

HELP = f"""\
usage: python -m game.troy COMMAND [OPTION...] [ACTION...]
  legal [ACTION...]        from a new game, play the actions; the legal decisions now
  play [ACTION...]         from a new game, play the actions; one line of JSON
  simulate --games N [--seed S]
                           N games (1-{GAMES_MAX}) between the default computer players
options:
  --seed S                 chance from seed S (0-{SEED_MAX}, default 0)
  --chance C               chance from the comma list C: digits 0-9 for dice, god ids
  --less-bloody            the less bloody duels variant
  --exchange               the prisoner exchange variant
Bad input: nothing on stdout, one line on stderr, exit status 2.
"""


def _options(args: list[str]) -> tuple[dict[str, object], list[str]]:
    opts: dict[str, object] = {"seed": 0, "chance": None, "less_bloody": False, "exchange": False}
    rest: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("--seed", "--chance", "--games"):
            if i + 1 >= len(args):
                raise UsageError(f"{a} needs a value")
            val = args[i + 1]
            if a == "--chance":
                opts["chance"] = parse_chance(val)
            elif a == "--seed":
                opts["seed"] = whole_number(val, "--seed", 0, SEED_MAX)
            else:
                opts["games"] = whole_number(val, "--games", 1, GAMES_MAX)
            i += 2
        elif a in ("--less-bloody", "--exchange"):
            opts[a[2:].replace("-", "_")] = True
            i += 1
        elif a.startswith("--"):
            raise UsageError(f"unknown option {shown(a)}")
        else:
            rest.append(a)
            i += 1
    return opts, rest


def _new_state(opts: dict[str, object], actions: list[str]) -> TroyState:
    state = TroyState(seed=int(opts["seed"]),  # type: ignore[call-overload]
                      chance=opts["chance"],  # type: ignore[arg-type]
                      less_bloody=bool(opts["less_bloody"]), exchange=bool(opts["exchange"]))
    for a in actions:
        state.play(state.parse_action(a))
    return state


def _legal_lines(state: TroyState) -> list[str]:
    if state.stage == "pick":
        heroes, _ = state.pick_slots(state.actor)  # type: ignore[arg-type]
        return ["pick:" + ",".join(D.HEROES[i].id for i in heroes)]
    return [a.text for a in state.legal_actions()]


def simulate(games: int, seed: int) -> tuple[dict[str, int], float]:
    """Play ``games`` whole games between the default computer players.

    The speed is games per second of this process's own processor time (one
    core), so that other work on a shared machine does not distort it.
    """
    counts = {"greek": 0, "trojan": 0, "draw": 0}
    rng = random.Random(seed)
    start = time.process_time()
    for g in range(games):
        state = TroyState(seed=seed * 1_000_003 + g)
        while state.to_move() is not None:
            state.play(choose(state, "normal", rng), record=False)
        out = state.outcome()
        assert out is not None
        counts["draw" if out.winner is None else D.SIDE_NAMES[out.winner]] += 1
    elapsed = time.process_time() - start
    return counts, games / elapsed if elapsed > 0 else float("inf")


def _main(args: list[str]) -> None:
    if not args:
        raise UsageError("usage: python -m game.troy legal|play|simulate ... (--help for more)")
    cmd, rest = args[0], args[1:]
    if cmd not in ("legal", "play", "simulate"):
        raise UsageError(f"unknown command {shown(cmd)} (legal, play or simulate)")
    opts, actions = _options(rest)
    if cmd == "legal":
        out = "\n".join(_legal_lines(_new_state(opts, actions)))
    elif cmd == "play":
        out = json.dumps(_new_state(opts, actions).summary())
    else:
        if actions or "games" not in opts:
            raise UsageError("usage: simulate --games N --seed S")
        games = int(opts["games"])  # type: ignore[call-overload]
        counts, speed = simulate(games, int(opts["seed"]))  # type: ignore[call-overload]
        out = (f"greek={counts['greek'] / games:.4f} trojan={counts['trojan'] / games:.4f} "
               f"draw={counts['draw'] / games:.4f} games/s={speed:.1f}")
    if out:
        print(out)


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    return run(_main, argv, HELP, (NotationError, IllegalActionError, ChanceExhausted))


if __name__ == "__main__":
    sys.exit(main())
