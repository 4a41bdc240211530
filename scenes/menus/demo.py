"""The attract screen: the computer plays itself, one game after another.

``DemoScene`` runs the games' own play scenes with the computer on both
sides, on a private scene stack (``Stage``), so a demo game looks exactly
like a real one: the same board, animations and end card. Nothing the
player does reaches those scenes: any real input (see ``demo_input``)
ends the demo and uncovers the title screen.

Pacing: each game's clock runs its ``DemoSpec.speed`` times faster than the wall clock,
the computer plays at the ``LEVEL`` level (short thinking times), the end
card stays ``RESULT_HOLD`` seconds, and a game still going after
``GAME_LIMIT`` seconds (longer at a slow animation speed, so the game still
gets to its end) gives way to the next one. Animations follow the player's
animation speed, as in a real game. The demo is silent: it may start by
itself in a quiet room.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import _, ngettext
from scenes.games import GAMES, GameSetup, order, play_factory
from scenes.menus.demo_input import InputTap, MotionGate
from scenes.ui import anim
from scenes.ui.hints import HintBar
from scenes.ui.widgets import blit_text, fit_size

LEVEL = "normal"        # computer strength on both sides: credible play, quick replies
RESULT_HOLD = 5.0       # seconds the end card stays up before the next game
GAME_LIMIT = 240.0      # seconds a demo game may run before the next one takes over
BANNER_H = HintBar.HEIGHT   # the banner covers the play scene's hint bar
CALL_GAP = 24               # the call to play keeps this clear of the words either side

def game_limit() -> float:
    """Seconds a demo game may run: stretched when animations play slower than normal."""
    return GAME_LIMIT / min(1.0, anim.TEMPO.scale)


def demo_setup(game: str, seed: int, round_no: int) -> GameSetup:
    """The setup of one demo game: computer on both sides, a variant by turn
    (the game's ``DemoSpec``)."""
    variants = GAMES[game].demo.variants
    options = GAMES[game].rules.clean_options(variants[round_no % len(variants)])
    return GameSetup(game, vs_computer=True, human_side=None, difficulty=LEVEL,
                     options=options, seed=seed)


class Stage:
    """A private scene stack the demo game lives on (an AppLike for its scenes).

    A play scene opens its end card by pushing it: in a computer-only game
    that is the only screen it opens by itself, so any push above the game
    marks the game as over. Sounds, settings changes and quitting are not
    passed on to the real app.
    """

    def __init__(self, app: Any) -> None:
        self.app = app
        self.stack: list[Scene] = []
        self.ended = False

    # what scenes read from their app
    @property
    def settings(self) -> Any:
        return getattr(self.app, "settings", None)

    @property
    def seed(self) -> int | None:
        return getattr(self.app, "seed", None)

    @property
    def last_device(self) -> str:
        return str(getattr(self.app, "last_device", "keyboard"))

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    # the scene stack
    def push(self, scene: Scene) -> None:
        scene.app = self  # type: ignore[assignment]
        self.stack.append(scene)
        scene.enter()
        if len(self.stack) > 1:
            self.ended = True

    def pop(self) -> None:
        if self.stack:
            self.stack.pop().exit()
        if self.stack:
            self.stack[-1].enter()
        else:
            self.ended = True

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def return_to_title(self) -> None:
        self.ended = True

    def quit(self) -> None:
        self.ended = True

    def play_sound(self, name: str) -> None:
        """The demo is silent."""

    def set_fullscreen(self, on: bool) -> None:
        """Not the demo's to change."""

    def set_volume(self, volume: float) -> None:
        """Not the demo's to change."""

    def set_animation_speed(self, speed: str) -> None:
        """Not the demo's to change."""

    def save_settings(self) -> None:
        """Not the demo's to change."""

    def close(self) -> None:
        """Exit every scene (each cancels its computer's thinking)."""
        while self.stack:
            self.stack.pop().exit()

    # the frame
    def update(self, dt: float) -> None:
        if self.stack:
            self.stack[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        for scene in self.stack[max(first, 0):]:
            scene.draw(surface)


class DemoScene(Scene):
    """Computer-vs-computer games of ``games`` in turn, until any input."""

    def __init__(self, games: Sequence[str] | None = None, seed: int | None = None) -> None:
        super().__init__()
        self.playlist = [g for g in (order() if games is None else games) if g in GAMES]
        self.seed = seed
        self.round = 0              # games started so far
        self.game: str | None = None
        self.stage: Stage | None = None
        self.game_time = 0.0
        self.hold = 0.0             # seconds the end card has been up
        self.t = 0.0
        self.tap: InputTap | None = None
        self.gate = MotionGate()    # mouse drift, when input arrives as actions
        self.left = False

    # -- life cycle ------------------------------------------------------------
    def enter(self) -> None:
        mapper = getattr(self.app, "input", None)
        if self.tap is None and mapper is not None and hasattr(mapper, "translate"):
            self.tap = InputTap.attach(mapper, self.leave)
        if self.stage is None:
            if self.seed is None:
                base = getattr(self.app, "seed", None)
                self.seed = base if base is not None else random.randrange(1 << 30)
            self.next_game()

    def exit(self) -> None:
        self.stop_game()
        if self.tap is not None:
            self.tap.disarm()
            self.tap = None

    def leave(self) -> None:
        """Real input: back to the title screen at once."""
        if self.left or self.app is None:
            return
        self.left = True
        self.app.pop()

    def stop_game(self) -> None:
        if self.stage is not None:
            self.stage.close()
            self.stage = None

    def playable(self) -> list[str]:
        """The playlist's games whose play scenes exist in this build."""
        return [g for g in self.playlist if play_factory(g) is not None]

    def next_game(self) -> None:
        """End the current game and start the next one of the playlist."""
        self.stop_game()
        games = self.playable()
        if not games or self.app is None:
            self.leave()
            return
        self.game = games[self.round % len(games)]
        factory = play_factory(self.game)
        assert factory is not None
        seed = (self.seed or 0) + self.round
        setup = demo_setup(self.game, seed, self.round // len(games))
        self.round += 1
        self.game_time = self.hold = 0.0
        self.gate.reset()
        self.stage = Stage(self.app)
        self.stage.push(factory(setup))

    # -- input -------------------------------------------------------------------
    def handle(self, action: InputAction) -> None:
        """Input that got past the tap (or an app without one) ends the demo too."""
        if action.act == Act.POINT and action.device == "mouse":
            if action.pos is None or not self.gate.moved(action.pos):
                return
        self.leave()

    # -- frame -------------------------------------------------------------------
    @property
    def banner_title(self) -> str:
        """The game on show, in capitals."""
        return _(GAMES[self.game].title).upper() if self.game is not None else ""

    @property
    def banner_right(self) -> str:
        """What comes next (counting down under the end card), else who is playing."""
        stage = self.stage
        if stage is not None and stage.ended and self.next_title:
            left = max(1, math.ceil(RESULT_HOLD - self.hold))
            # TRANSLATORS: the demo's banner: {game} starts in {n} seconds
            return ngettext("Next: {game} in {n} second", "Next: {game} in {n} seconds",
                            left).format(game=self.next_title, n=left)
        return _("Computer vs computer")

    def update(self, dt: float) -> None:
        self.t += dt
        stage = self.stage
        if stage is None:
            return
        self.game_time += dt
        stage.update(dt * (GAMES[self.game].demo.speed if self.game else 1.0))
        if stage.ended:
            self.hold += dt
        if self.hold >= RESULT_HOLD or self.game_time >= game_limit() \
                or (stage.ended and stage.top is None):
            self.next_game()

    @property
    def next_title(self) -> str:
        games = self.playable()
        if not games:
            return ""
        return _(GAMES[games[self.round % len(games)]].title)

    def draw(self, surface: pygame.Surface) -> None:
        if self.stage is not None:
            self.stage.draw(surface)
        else:
            surface.fill(theme.BG)
        self.draw_banner(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        """The arcade strip: game name, a blinking call to play, what comes next."""
        top = theme.HEIGHT - BANNER_H
        pygame.draw.rect(surface, (6, 7, 11), (0, top, theme.WIDTH, BANNER_H))
        pygame.draw.line(surface, theme.GOLD, (0, top), (theme.WIDTH, top), 2)
        cy = top + BANNER_H // 2 + 1
        # TRANSLATORS: the attract screen's tag (short: it sits in a small red box)
        word = _("DEMO")
        tag = pygame.Rect(14, cy - 14, max(74, theme.font(18, "ui-bold").size(word)[0] + 20), 28)
        pygame.draw.rect(surface, theme.DANGER, tag, border_radius=6)
        blit_text(surface, word, 18, tag.center, kind="ui-bold", color=theme.INK,
                  anchor="center")
        title = blit_text(surface, self.banner_title, 26, (tag.right + 14, cy),
                          kind="title-bold", color=theme.GOLD, anchor="midleft")
        right = blit_text(surface, self.banner_right, 17, (theme.WIDTH - 16, cy),
                          kind="ui-semibold", color=theme.INK_DIM, anchor="midright")
        on = math.sin(self.t * math.tau * 0.8) > -0.35      # a slow arcade blink
        if on:
            # the call to play sits between the game's name and what comes next
            call = _("PRESS ANY KEY \u00b7 BUTTON \u00b7 CLICK TO PLAY")
            room = right.left - title.right - 2 * CALL_GAP
            size = fit_size(call, 20, "ui-bold", room, floor=12)
            blit_text(surface, call, size, ((title.right + right.left) // 2, cy),
                      kind="ui-bold", color=theme.FOCUS, anchor="center")
