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
port_int = number_type(0, 65535)          # --port: 0 takes any free port
SERVE_HOST, SERVE_PORT = "127.0.0.1", 8765   # --serve's defaults (PROTOCOL.md)
SERVER_DB = "server.sqlite3"              # --serve's database in the user data folder
WINDOW_OPTIONS = ("game", "learn", "gallery", "demo", "fullscreen", "lang", "seed", "frames",
                  "screenshot")


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
    online = parser.add_argument_group(
        "online server", "--serve runs the dedicated server for online play, headless (no "
        "window), until Ctrl+C, SIGINT or SIGTERM; docs/online.md says how to run it")
    online.add_argument("--serve", action="store_true",
                        help="run the online server instead of the game")
    online.add_argument("--host", metavar="H",
                        help="address to listen on (default 127.0.0.1; 0.0.0.0 for every "
                             "network of this computer)")
    online.add_argument("--port", type=port_int, metavar="P",
                        help="port to listen on (default 8765; 0 takes any free port)")
    online.add_argument("--db", type=Path, metavar="PATH",
                        help=f"the server's database (default {SERVER_DB} in the user data "
                             "folder)")
    online.add_argument("--public-url", metavar="URL",
                        help="the address invites name, when players reach the server "
                             "through a proxy (e.g. wss://games.example.org)")
    return parser


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = build_parser()
    args = parser.parse_args(argv)
    serving = ("host", "port", "db", "public_url")
    if args.serve:
        window = [name for name in WINDOW_OPTIONS if getattr(args, name) not in (None, False)]
        if window:
            parser.error(f"--serve opens no window: --{window[0].replace('_', '-')} does not "
                         "go with it")
        if args.host is not None and not args.host.strip():
            parser.error("--host needs an address")
        if args.public_url is not None and not args.public_url.startswith(("ws://", "wss://")):
            parser.error("--public-url must start with ws:// or wss://")
    else:
        given = [name for name in serving if getattr(args, name) is not None]
        if given:
            parser.error(f"--{given[0].replace('_', '-')} goes with --serve")
    return args


def serve(args: argparse.Namespace) -> int:
    """``--serve``: the dedicated online server, headless (imports no screen)."""
    import logging

    from game.online.server import listen_error, run_until_signalled
    from game.online.store import StorageError, Store
    from scenes.core.userdir import data_dir

    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    host: str = args.host or SERVE_HOST
    port: int = SERVE_PORT if args.port is None else args.port
    db = args.db or data_dir() / SERVER_DB

    def say(line: str) -> None:
        if sys.stdout is not None:  # a windowed build may have no console
            print(line, flush=True)

    try:
        db.parent.mkdir(parents=True, exist_ok=True)
        store = Store(db)
    except (OSError, StorageError) as exc:
        print(f"triptych: error: {exc}", file=sys.stderr)
        return 1
    try:
        run_until_signalled(store, host, port, say=say, public_url=args.public_url)
    except OSError as exc:
        print(f"triptych: error: {listen_error(exc, host, port)}", file=sys.stderr)
        return 1
    return 0


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
    if args.serve:
        return serve(args)
    app = build_app(args)
    return app.run(frames=args.frames, screenshot=args.screenshot)


if __name__ == "__main__":
    sys.exit(main())
