"""How fast the computer players think: nodes per second of a fixed-depth search.

    python bench/search.py [--repeat N] [GAME ...]

For each game the shared alpha-beta search plays (Essentia, Symbol) a few
positions are reached by seeded random play, and each is searched to a fixed
depth with the normal level's quiescence and no time limit, by a new searcher.
The Trojan War's players search no tree: its line is the hard player's
decisions per second over the decisions of a few seeded games. Each run is a
fresh process (the evaluations a search caches would flatter a second one),
timed in processor time so that other work on a shared machine counts for
little; the line gives the median of ``--repeat`` runs (default 5) and the
moves chosen, so that two versions of the code can be compared run for run.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai.games import new_game  # noqa: E402
from game.ai.players import SETTINGS, profile_for  # noqa: E402
from game.ai.search import AlphaBeta, Limits  # noqa: E402

DEPTH = {"essentia": 3, "symbol": 2}
POSITIONS = 6
TROY_GAMES = 40


def positions(game: str) -> list[object]:
    """Play-phase positions reached by seeded random play (set-up decided at random too)."""
    out = []
    for seed in range(POSITIONS):
        rng = random.Random(seed)
        state = new_game(game, seed)
        plies = 0
        while state.to_move() is not None and (plies < 12 + 4 * seed
                                               or getattr(state, "phase", "play") != "play"):
            actions = state.legal_actions()
            state.play(actions[rng.randrange(len(actions))])
            plies += 1
        if state.to_move() is not None:
            out.append(state)
    return out


def search_once(game: str) -> dict[str, object]:
    """One run: every position searched to the game's depth."""
    profile = profile_for(game)
    limits = Limits(time=None, depth=DEPTH[game])
    nodes, spent, chosen = 0, 0.0, []
    for state in positions(game):
        searcher = AlphaBeta(profile.evaluate, order=profile.order, noisy=profile.noisy,
                             quiescence_depth=SETTINGS["normal"].quiescence)
        start = time.process_time()
        result = searcher.search(state, limits)
        spent += time.process_time() - start
        nodes += result.nodes
        chosen.append(state.action_text(result.action))
    return {"nodes": nodes, "seconds": spent, "chosen": chosen}


def troy_once() -> dict[str, object]:
    """One run: the hard player's decisions over a few seeded games."""
    from game.ai.troy import choose
    from game.troy.rules import TroyState

    decisions, spent = 0, 0.0
    rng = random.Random(1)
    for g in range(TROY_GAMES):
        state = TroyState(seed=g)
        while state.to_move() is not None:
            start = time.process_time()
            action = choose(state, "hard", rng)
            spent += time.process_time() - start
            decisions += 1
            state.play(action, record=False)
    return {"nodes": decisions, "seconds": spent, "chosen": []}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", default=[*DEPTH, "troy"])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        run = troy_once() if args.one == "troy" else search_once(args.one)
        print(json.dumps(run))
        return
    for game in args.games:
        runs = [json.loads(subprocess.run([sys.executable, __file__, "--one", game],
                                          check=True, capture_output=True, text=True).stdout)
                for _ in range(args.repeat)]
        rates = [r["nodes"] / r["seconds"] for r in runs]
        unit = "decisions/s (hard player)" if game == "troy" else (
            f"nodes/s (depth {DEPTH[game]}, {len(runs[0]['chosen'])} positions)")
        print(f"{game}: {statistics.median(rates):,.0f} {unit}; runs "
              + " ".join(f"{r:,.0f}" for r in rates)
              + (f"; chosen {' '.join(runs[0]['chosen'])}" if runs[0]["chosen"] else ""),
              flush=True)


if __name__ == "__main__":
    main()
