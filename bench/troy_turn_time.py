"""How long the Trojan War story takes between a player's decisions (the README's table).

    python bench/troy_turn_time.py [--games N] [--seed S]

Headless games against the computer, the person's side played by the normal
computer player the moment each decision opens: the time counted runs from
the person's last decision of a turn to their first decision of the next
turn, in seconds of game time (the animations' own clock at each animation
speed, never the wall clock; nothing is drawn). The end-of-turn summary waits for the player to
go on; it is ended the moment it appears, so the figures are the story alone.
Both sides are measured (the person plays the Greeks in even games).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("TRIPTYCH_INLINE_COMPUTER", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ai.players import make_player  # noqa: E402
from scenes.games import GameSetup  # noqa: E402
from scenes.troy.play import TroyPlayScene  # noqa: E402
from scenes.ui import anim  # noqa: E402
from tests.support import make_app  # noqa: E402

DT = 1 / 60
SPEEDS = ("slow", "normal", "fast")


def turn_gaps(seed: int, side: int, speed: str, where: Path) -> list[float]:
    """One game at ``speed``: the seconds from the person's last decision of each turn
    to their first of the next."""
    app = make_app(where, title=False)
    anim.set_speed(speed)               # after the app, which sets the speed of its settings
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=side, seed=seed))
    app.push(scene)
    me = make_player("troy", "normal", seed=seed)
    gaps: list[float] = []
    clock, last_turn, last_at = 0.0, None, None
    for _ in range(400_000):
        if scene.over and not scene.busy:
            break
        if scene.summing_up():
            scene.skip_beat()           # the player goes on at once: not the story's time
        if scene.decision is not None and not scene.busy:
            turn = scene.state.turn
            if last_turn is not None and turn == last_turn + 1 and last_at is not None:
                gaps.append(clock - last_at)
            action = me.choose(scene.state)
            scene.play(action)
            last_turn, last_at = turn, clock
            continue
        scene.update(DT)                # the story's clock only: nothing is drawn
        clock += DT
    return gaps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("| speed | turns | median | mean | longest |")
    print("| --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as tmp:
        for speed in SPEEDS:
            gaps: list[float] = []
            for n in range(args.games):
                gaps += turn_gaps(args.seed + n, n % 2, speed, Path(tmp) / f"{speed}{n}")
            print(f"| {speed} | {len(gaps)} | {statistics.median(gaps):.1f} s "
                  f"| {statistics.mean(gaps):.1f} s | {max(gaps):.1f} s |")
    pygame.quit()


if __name__ == "__main__":
    main()
