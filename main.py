"""Triptych: Essentia, Symbol and The Trojan War on one screen.

Parses the command line, builds the App with the title screen (and, when
asked, a game's pre-game menu or the effects gallery on top), and runs it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from game import registry
from game.cli_support import SEED_MAX, number_type
from game.version import __version__
from scenes.core.i18n import LANGUAGES

if TYPE_CHECKING:
    from scenes.core.app import App

positive_int = number_type(1, 10**9)      # --frames
seed_int = number_type(0, SEED_MAX)       # --seed: what the games' generators and saves hold


def png_path(text: str) -> Path:
    """argparse type: where to save the last frame; must end in .png."""
    path = Path(text)
    if path.suffix.lower() != ".png":
        raise argparse.ArgumentTypeError(f"screenshot must be a .png file, got {text!r}")
    if path.exists() and path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder")
    return path


def build_parser() -> argparse.ArgumentParser:
    games = registry.keys()
    names = ", ".join(games)
    parser = argparse.ArgumentParser(
        prog="triptych",
        description="Essentia, Symbol and The Trojan War: two players on one screen, "
                    "or one against the computer.")
    parser.add_argument("--version", action="version", version=f"triptych {__version__}")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--game", choices=games, help="open this game's pre-game menu")
    start.add_argument("--learn", choices=games, metavar="GAME",
                       help=f"open the first lesson of GAME's course ({names})")
    start.add_argument("--gallery", action="store_true",
                       help="open the animation effects gallery")
    start.add_argument("--demo", nargs="?", const="all", choices=("all", *games),
                       metavar="GAME",
                       help="attract mode: the computer plays itself, every game in "
                            f"turn or just GAME ({names}); any input opens the title screen")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--lang", choices=LANGUAGES,
                        help="speak this language for one run (es, en, de), whatever "
                             "the settings say")
    parser.add_argument("--seed", type=seed_int, metavar="N",
                        help="seed for every random choice (replayable games)")
    parser.add_argument("--frames", type=positive_int, metavar="N",
                        help="run N frames, then exit with status 0 (smoke tests)")
    parser.add_argument("--screenshot", type=png_path, metavar="PATH",
                        help="save the last frame as a PNG before exiting")
    return parser


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    return build_parser().parse_args(argv)


def build_app(args: argparse.Namespace) -> App:
    """The App with its start screens pushed (imports pygame only now)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from scenes.core.app import App
    from scenes.lessons.menu import CourseScene
    from scenes.menus.demo import DemoScene
    from scenes.menus.gallery import GalleryScene
    from scenes.menus.pregame import PregameScene
    from scenes.menus.title import TitleScene

    app = App(seed=args.seed, fullscreen=True if args.fullscreen else None,
              language=args.lang)
    app.push(TitleScene())
    if args.game:
        app.push(PregameScene(args.game))
    elif args.learn:
        course = CourseScene(args.learn)
        app.push(course)
        course.open_lesson(0)
    elif args.gallery:
        app.push(GalleryScene())
    elif args.demo:
        app.push(DemoScene(None if args.demo == "all" else (args.demo,)))
    return app


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    app = build_app(args)
    return app.run(frames=args.frames, screenshot=args.screenshot)


if __name__ == "__main__":
    sys.exit(main())
