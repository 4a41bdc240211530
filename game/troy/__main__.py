"""Command line: ``python -m game.troy legal|play|simulate`` (contract in rules/troy.md)."""

from __future__ import annotations

import json
import random
import sys
import time
from typing import cast

from game.ai.troy import choose
from game.common import IllegalActionError, NotationError
from game.troy import data as D
from game.troy.chance import ChanceExhausted, parse_chance
from game.troy.rules import TroyState


class UsageError(ValueError):
    """A command line that does not follow the contract."""


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
            else:
                try:
                    opts[a[2:]] = int(val)
                except ValueError:
                    raise UsageError(f"{a} needs a whole number, got {val!r}") from None
            i += 2
        elif a in ("--less-bloody", "--exchange"):
            opts[a[2:].replace("-", "_")] = True
            i += 1
        elif a.startswith("--"):
            raise UsageError(f"unknown option {a}")
        else:
            rest.append(a)
            i += 1
    return opts, rest


def _new_state(opts: dict[str, object], actions: list[str]) -> TroyState:
    state = TroyState(seed=cast(int, opts["seed"]), chance=cast("list[str] | None", opts["chance"]),
                      less_bloody=bool(opts["less_bloody"]), exchange=bool(opts["exchange"]))
    for a in actions:
        state.play(state.parse_action(a))
    return state


def _legal_lines(state: TroyState) -> list[str]:
    if state.stage == "pick":
        heroes, _ = state.pick_slots(state.actor)  # type: ignore[arg-type]
        return ["pick:" + ",".join(D.HEROES[i].id for i in heroes)]
    return state.legal_actions()


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


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if not args:
            raise UsageError("usage: python -m game.troy legal|play|simulate ...")
        cmd, rest = args[0], args[1:]
        opts, actions = _options(rest)
        if cmd == "legal":
            out = "\n".join(_legal_lines(_new_state(opts, actions)))
        elif cmd == "play":
            out = json.dumps(_new_state(opts, actions).summary())
        elif cmd == "simulate":
            if actions or "games" not in opts:
                raise UsageError("usage: simulate --games N --seed S")
            games = int(opts["games"])  # type: ignore[call-overload]
            if games <= 0:
                raise UsageError("--games must be positive")
            counts, speed = simulate(games, int(opts["seed"]))  # type: ignore[call-overload]
            out = (f"greek={counts['greek'] / games:.4f} trojan={counts['trojan'] / games:.4f} "
                   f"draw={counts['draw'] / games:.4f} games/s={speed:.1f}")
        else:
            raise UsageError(f"unknown command {cmd!r} (legal, play or simulate)")
    except (UsageError, NotationError, IllegalActionError, ChanceExhausted) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if out:
        print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
