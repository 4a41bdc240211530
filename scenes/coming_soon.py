"""The card shown for a game whose play screen is not in this build yet."""

from __future__ import annotations

import math

import pygame

from scenes import theme
from scenes.base import Act, InputAction, Scene
from scenes.games import GAMES, GameSetup
from scenes.widgets import (
    BACK_HINT,
    CONFIRM_HINT,
    MOVE_HINT,
    Backdrop,
    FocusList,
    HintBar,
    Item,
    blit_text,
    bumped,
    device_of,
    draw_panel,
    text,
    wrap_text,
)


class ComingSoonScene(Scene):
    """Says plainly that this game cannot be played yet, and offers its rules."""

    def __init__(self, game: str, setup: GameSetup | None = None) -> None:
        super().__init__()
        self.info = GAMES[game]
        self.setup = setup
        self.backdrop = Backdrop(seed=29)
        self.list = FocusList([Item("Read the rules", self._rules), Item("Back", self._back)],
                              top=470, width=380, row_h=64)
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, BACK_HINT])
        self.t = 0.0

    def _rules(self) -> None:
        from scenes.rules_help import RulesScene

        assert self.app is not None
        self.app.push(RulesScene(self.info.key))

    def _back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act in (Act.CANCEL, Act.MENU):
            self._back()
        else:
            self.list.handle(action)

    def update(self, dt: float) -> None:
        self.t += dt
        self.backdrop.update(dt)
        self.list.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        card = pygame.Rect(0, 0, 760, 560)
        card.midtop = (theme.WIDTH // 2, 60)
        draw_panel(surface, card, border=theme.GOLD, alpha=240)
        cx = card.centerx
        blit_text(surface, self.info.title, 64, (cx, card.top + 34), kind="title-bold",
                  color=theme.GOLD, anchor="midtop")
        tilt = 1.0 + 0.04 * math.sin(self.t * 3)
        stamp = pygame.transform.rotozoom(text("COMING SOON", 44, "ui-bold", theme.FOCUS),
                                          -4, tilt)
        surface.blit(stamp, stamp.get_rect(center=(cx, card.top + 170)))
        msg = ("The board for this game is still being built. Your choices are kept "
               "for when it arrives; meanwhile its full rules are ready to read.")
        y = card.top + 230
        for line in wrap_text(msg, theme.font(22), card.width - 120):
            blit_text(surface, line, 22, (cx, y), color=theme.INK, anchor="midtop")
            y += 30
        if self.setup is not None:
            who = ("against the computer (" + self.setup.difficulty + ")"
                   if self.setup.vs_computer else "two players, same screen")
            blit_text(surface, f"Chosen: {who}", 18, (cx, y + 12), color=theme.INK_DIM,
                      anchor="midtop")
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))
