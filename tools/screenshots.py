"""Screenshots of the Essentia screens, to judge them as a player would.

Usage: SDL_VIDEODRIVER=dummy python tools/screenshots.py OUT_DIR
Writes setup-<mode>.png, play-selected.png, play-circle.png and victory.png,
each driven through the real scenes with posted input and explicit time.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.essentia import EssentiaState  # noqa: E402
from game.essentia.layout import INDEX  # noqa: E402
from scenes.core.app import App  # noqa: E402
from scenes.core.base import Act, InputAction  # noqa: E402
from scenes.games import GameSetup  # noqa: E402

DT = 1 / 60

# Dawn's c4 golem can step onto the active circle c5; declaring plateau there
# lets it slide up the c-file onto Twilight's spring golem on c9.
NEAR_END = ("RRSRRSRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRSRRSRR "
            "2g4g/8/8/8/8/2G5/8/8/2G5 D on 0 1")


def run(app: App, seconds: float) -> None:
    for _ in range(int(seconds / DT)):
        app.step(DT)


def send(app: App, *acts: Act, pos: tuple[int, int] | None = None) -> None:
    for act in acts:
        app.dispatch(InputAction(act, "mouse" if pos else "keyboard", pos))
        app.step(DT)


def setup_app(tmp: Path, **opts: object) -> App:
    from scenes.essentia.setup import SetupScene
    from scenes.menus.title import TitleScene

    app = App(seed=3, settings_path=tmp / "settings.json", audio=False)
    app.push(TitleScene())
    game = GameSetup("essentia", options={"circles": "on", **opts}, seed=5)
    app.push(SetupScene(game))
    return app


def play_app(tmp: Path, position: str) -> App:
    from scenes.essentia.play import PlayScene
    from scenes.menus.title import TitleScene

    app = App(seed=3, settings_path=tmp / "settings.json", audio=False)
    app.push(TitleScene())
    app.push(PlayScene(GameSetup("essentia", seed=5), EssentiaState.from_text(position)))
    return app


def save(app: App, path: Path) -> None:
    app.draw()
    pygame.image.save(app.screen, str(path))
    print(path)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    tmp = out / ".settings"
    tmp.mkdir(exist_ok=True)
    # setup: strategic, a few tiles down
    app = setup_app(tmp, tiles="strategic")
    board = app.top.board  # type: ignore[attr-defined]
    for cell in ("b3", "e7", "g2"):
        send(app, Act.CLICK, pos=board.center(INDEX[cell]))
        run(app, 0.8)
    send(app, Act.NEXT, Act.NEXT)
    send(app, Act.POINT, pos=board.center(INDEX["d8"]))
    run(app, 0.3)
    save(app, out / "setup-strategic.png")
    app.close()
    # setup: hidden placement, some tiles down
    app = setup_app(tmp, tiles="random")
    board = app.top.board  # type: ignore[attr-defined]
    for cell in ("b3", "e7", "g2", "a6", "h4"):
        send(app, Act.CLICK, pos=board.center(INDEX[cell]))
        run(app, 0.6)
    send(app, Act.POINT, pos=board.center(INDEX["d5"]))
    save(app, out / "setup-random.png")
    app.close()
    # setup: instant deal, mid-flight then the draw
    app = setup_app(tmp, tiles="deal")
    run(app, 0.85)
    save(app, out / "setup-deal.png")
    run(app, 2.1)
    save(app, out / "setup-draw.png")
    run(app, 3.0)
    # play with a selected golem
    scene = app.top
    board = scene.board  # type: ignore[attr-defined]
    state = scene.state  # type: ignore[attr-defined]
    save(app, out / "play-start.png")
    import random

    rng = random.Random(4)
    for _ in range(10):   # a few plies in, captures preferred, so the panel has a story
        legal = state.legal_actions()
        caps = [a for a in legal if state.golem_at(a.to) is not None
                and state.terrain_at(a.to) != "spring"]
        safe = [a for a in legal if not state.abandons_springs(a)]
        scene.play(rng.choice(caps or safe))  # type: ignore[attr-defined]
        run(app, 1.5)
    side = state.to_move()
    origin = max((a.frm for a in state.legal_actions()),
                 key=lambda c: (len(state.moves_from(c)), c))
    send(app, Act.CLICK, pos=board.center(origin))
    send(app, Act.POINT, pos=board.center(origin))
    run(app, 0.4)
    save(app, out / "play-selected.png")
    print("side", side)
    app.close()
    # circle power chooser, then a short game to the end card
    app = play_app(tmp, NEAR_END)
    board = app.top.board  # type: ignore[attr-defined]
    send(app, Act.CLICK, pos=board.center(INDEX["c4"]))
    send(app, Act.CLICK, pos=board.center(INDEX["c5"]))
    run(app, 0.3)
    save(app, out / "play-circle.png")
    send(app, Act.DOWN, Act.CONFIRM)      # plateau
    run(app, 1.0)
    send(app, Act.CLICK, pos=board.center(INDEX["h9"]))
    send(app, Act.CLICK, pos=board.center(INDEX["h8"]))
    run(app, 1.0)
    send(app, Act.CLICK, pos=board.center(INDEX["c5"]))
    send(app, Act.POINT, pos=board.center(INDEX["c5"]))
    run(app, 0.2)
    save(app, out / "play-capture-ready.png")
    send(app, Act.CLICK, pos=board.center(INDEX["c9"]))
    run(app, 0.35)
    save(app, out / "play-capturing.png")
    run(app, 2.5)
    save(app, out / "victory.png")
    app.close()

if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots"))
