"""Frame time of the busiest screens, headless: p50 / p95 / max ms per frame.

    python bench/frames.py [--seconds 3] [--screen NAME|all] [--window WxH]

Each frame is the full app step (input, update, draw, letterbox scaling,
present) at a fixed dt of 1/60 s. ``cpu`` is the render thread's CPU time
(thread_time: the computer player's thinking thread is not counted), ``wall``
the elapsed time of the step, which includes any wait for the interpreter
lock while the computer thinks. Neither includes vsync or the 60 FPS cap.
The ``demo-*`` screens are the games' own play screens with the computer on
both sides: moves, captures, explosions and duels animating.
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

from scenes.core.app import App  # noqa: E402
from scenes.core.base import Scene  # noqa: E402


def make_scene(name: str) -> Scene:
    """The screen to measure, as a player would see it."""
    if name == "title":
        from scenes.menus.title import TitleScene
        return TitleScene()
    if name == "pregame":
        from scenes.menus.pregame import PregameScene
        return PregameScene("essentia")
    if name == "rules":
        from scenes.menus.rules_reader import RulesScene
        return RulesScene("troy")
    if name == "gallery":
        from scenes.menus.gallery import GalleryScene
        return GalleryScene()
    if name.startswith("demo-"):
        from scenes.menus.demo import DemoScene
        return DemoScene([name.removeprefix("demo-")], seed=1)
    raise SystemExit(f"unknown screen {name!r}")


def measure(name: str, seconds: float, window: tuple[int, int]
            ) -> tuple[list[float], list[float]]:
    """Per-frame (cpu, wall) milliseconds of ``seconds`` of one screen."""
    with tempfile.TemporaryDirectory() as tmp:
        app = App(seed=1, settings_path=Path(tmp) / "s.json", audio=False)
        if window != (1280, 720):
            pygame.display.set_mode(window, pygame.RESIZABLE)
            app.resized(window)
        app.push(make_scene(name))
        frames = int(seconds * 60)
        cpu, wall = [], []
        for i in range(frames):
            if name == "rules" and i % 20 == 0:   # keep the reader scrolling
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN,
                                                     mod=0))
            c0, w0 = time.thread_time(), time.perf_counter()
            app.step(1 / 60)
            cpu.append((time.thread_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)
        app.close()
    return cpu[5:], wall[5:]   # skip the first frames: one-off layout and caches


def summary(times: list[float]) -> str:
    t = sorted(times)
    p95 = t[min(len(t) - 1, int(len(t) * 0.95))]
    return f"p50={statistics.median(t):.2f}ms p95={p95:.2f}ms max={t[-1]:.2f}ms"


SCREENS = ["title", "pregame", "rules", "gallery", "demo-essentia", "demo-symbol", "demo-troy"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--screen", default="all",
                        choices=["all", *SCREENS])
    parser.add_argument("--window", default="1280x720",
                        help="window size, e.g. 1920x1080 to include scaling")
    args = parser.parse_args()
    w, h = (int(v) for v in args.window.lower().split("x"))
    names = SCREENS if args.screen == "all" else [args.screen]
    for name in names:
        cpu, wall = measure(name, args.seconds, (w, h))
        print(f"{name:13s} window={w}x{h} frames={len(cpu)} cpu {summary(cpu)} "
              f"wall {summary(wall)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
