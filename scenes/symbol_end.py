"""The end of a Symbol game: who won and why, then rematch or menu."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.common import Outcome
from scenes import theme
from scenes.base import Act, InputAction, Scene
from scenes.symbol_board import sprites_marker
from scenes.widgets import (
    CONFIRM_HINT,
    MOVE_HINT,
    FocusList,
    HintBar,
    Item,
    blit_text,
    bumped,
    device_of,
    dim,
    draw_panel,
    wrap_text,
)


def reason_text(out: Outcome, names: tuple[str, str], destroyed: bool = False,
                regions: tuple[int, int] | None = None) -> str:
    """One plain sentence saying why the game ended."""
    w = out.winner
    loser = names[1 - w] if w is not None else ""
    base = {
        "leader-captured": f"{loser}'s leader was {'destroyed' if destroyed else 'captured'}.",
        "both-leaders": "Both leaders fell in the same explosion.",
        "repetition": "The same position came up for the third time.",
        "no-capture-limit": "200 actions passed without a piece leaving the board.",
        "no-moves": "The side to move had no legal action.",
        "resign": f"{loser} resigned.",
        "agreement": "Both players agreed to a draw.",
    }.get(out.reason, out.reason)
    if w is not None and out.reason in ("both-leaders", "repetition", "no-capture-limit",
                                        "no-moves", "agreement") and regions:
        base += (f" Territorial tie-break: {names[w]} holds {regions[w]} regions "
                 f"to {regions[1 - w]}.")
    return base


class SymbolEndScene(Scene):
    """Over the final board: the result, the reason, and what to do next."""

    opaque = False

    def __init__(self, outcome: Outcome, names: tuple[str, str], reason: str,
                 rematch: Callable[[], None], subtitle: str = "") -> None:
        super().__init__()
        self.outcome, self.names, self.reason = outcome, names, reason
        self.subtitle = subtitle
        self.rematch = rematch
        self.list = FocusList([Item("Rematch", self._rematch), Item("Main menu", self._menu)],
                              top=430, width=340, row_h=66)
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT])
        self.t = 0.0

    def _rematch(self) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.pop()
        self.rematch()

    def _menu(self) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.return_to_title()

    @property
    def title(self) -> str:
        w = self.outcome.winner
        return "Draw" if w is None else f"{self.names[w]} wins"

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act == Act.MENU:
            self._menu()
            return
        if self.list.handle(action) and action.act in (Act.UP, Act.DOWN):
            assert self.app is not None
            self.app.play_sound("menu")

    def update(self, dt: float) -> None:
        self.t += dt
        self.list.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        card = pygame.Rect(0, 0, 700, 420)
        card.center = (theme.WIDTH // 2, theme.HEIGHT // 2 - 10)
        draw_panel(surface, card, border=theme.GOLD, alpha=248)
        w = self.outcome.winner
        cy = card.top + 70
        rise = 4 * math.sin(self.t * 3)
        if w is not None:
            sprites_marker(surface, w, (card.centerx, int(cy - 26 + rise)), 16)
        else:
            for p, dx in ((0, -24), (1, 24)):
                sprites_marker(surface, p, (card.centerx + dx, int(cy - 26 + rise)), 13)
        blit_text(surface, self.title, 56, (card.centerx, cy), kind="title-bold",
                  color=theme.GOLD, anchor="midtop")
        y = cy + 78
        for line in wrap_text(self.reason, theme.font(22), card.width - 90):
            blit_text(surface, line, 22, (card.centerx, y), color=theme.INK, anchor="midtop")
            y += 30
        if self.subtitle:
            blit_text(surface, self.subtitle, 18, (card.centerx, y + 4), color=theme.INK_DIM,
                      anchor="midtop")
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))
