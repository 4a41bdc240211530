"""Frame time of the busiest screens, headless: p50 / p95 / max CPU ms per frame.

    python bench/frames.py [--seconds 3] [--screen title|rules|gallery|pregame|all]

Each frame is the full app step (input, update, draw, letterbox scaling,
present) at a fixed dt of 1/60 s; CPU time is measured with process_time,
so the numbers do not include waiting for vsync or the 60 FPS cap.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from scenes.app import App  # noqa: E402
from scenes.base import Scene  # noqa: E402


def make_scene(name: str) -> Scene:
    """The screen to measure, as a player would see it."""
    if name == "title":
        from scenes.menu import TitleScene
        return TitleScene()
    if name == "pregame":
        from scenes.pregame import PregameScene
        return PregameScene("essentia")
    if name == "rules":
        from scenes.rules_help import RulesScene
        return RulesScene("troy")
    if name == "gallery":
        from scenes.gallery import GalleryScene
        return GalleryScene()
    raise SystemExit(f"unknown screen {name!r}")


def measure(name: str, seconds: float, window: tuple[int, int]) -> list[float]:
    with tempfile.TemporaryDirectory() as tmp:
        app = App(seed=1, settings_path=Path(tmp) / "s.json", audio=False)
        if window != (1280, 720):
            pygame.display.set_mode(window, pygame.RESIZABLE)
            app.resized(window)
        app.push(make_scene(name))
        frames = int(seconds * 60)
        times = []
        for i in range(frames):
            if name == "rules" and i % 20 == 0:   # keep the reader scrolling
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN,
                                                     mod=0))
            t0 = time.process_time()
            app.step(1 / 60)
            times.append((time.process_time() - t0) * 1000)
        app.close()
    return times[5:]   # skip the first frames: one-off layout and caches


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--screen", default="all",
                        choices=["all", "title", "pregame", "rules", "gallery"])
    parser.add_argument("--window", default="1280x720",
                        help="window size, e.g. 1920x1080 to include scaling")
    args = parser.parse_args()
    w, h = (int(v) for v in args.window.lower().split("x"))
    names = ["title", "pregame", "rules", "gallery"] if args.screen == "all" else [args.screen]
    for name in names:
        t = sorted(measure(name, args.seconds, (w, h)))
        p95 = t[min(len(t) - 1, int(len(t) * 0.95))]
        print(f"{name:8s} window={w}x{h} frames={len(t)} p50={statistics.median(t):.2f}ms "
              f"p95={p95:.2f}ms max={t[-1]:.2f}ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
