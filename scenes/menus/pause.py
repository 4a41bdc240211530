"""The pause menu every game opens with Menu (P / Esc / Start)."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.core import theme
from scenes.core.base import Act
from scenes.games import GAMES, resume_factory
from scenes.menus.rules_reader import RulesScene
from scenes.menus.settings import SettingsScene
from scenes.ui.widgets import (
    CONFIRM_HINT,
    MOVE_HINT,
    ConfirmDialog,
    Hint,
    Item,
    ModalMenu,
    blit_text,
    device_of,
    dim,
    draw_panel,
)


class PauseScene(ModalMenu):
    """Resume, read the rules of this game, or leave to the title (confirmed).

    See-through: the game stays visible, frozen, under a veil.
    ``extra`` lets a game add rows (e.g. "Offer a draw") as (label, callback).
    """

    def __init__(self, game: str, extra: list[tuple[str, object]] | None = None) -> None:
        items = [Item("Resume", self.close)]
        for label, callback in extra or []:
            items.append(Item(label, partial(self._extra, callback)))
        items += [Item("Rules", self._rules), Item("Settings", self._settings),
                  Item("Quit to menu", self._ask_quit)]
        super().__init__(items, [MOVE_HINT, CONFIRM_HINT, Hint("Esc", "B", "Resume", Act.CANCEL)],
                         top=250, width=380, row_h=62)
        self.game = game
        self.on_help = self._rules

    def _extra(self, callback: object) -> None:
        self.close()
        if callable(callback):
            callback()

    def _rules(self) -> None:
        assert self.app is not None
        self.app.push(RulesScene(self.game))

    def _settings(self) -> None:
        assert self.app is not None
        self.app.push(SettingsScene())

    def _ask_quit(self) -> None:
        assert self.app is not None
        kept = self.game in GAMES and resume_factory(self.game) is not None
        detail = ("The game is saved: continue it from this game's menu." if kept
                  else "The game in progress will be lost.")
        self.app.push(ConfirmDialog("Quit to the main menu?", self._quit, yes="Quit",
                                    no="Keep playing", detail=detail))

    def _quit(self) -> None:
        assert self.app is not None
        self.app.return_to_title()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        n = len(self.list.shown())
        card = pygame.Rect(0, 0, 520, 150 + n * 62)
        card.midtop = (theme.WIDTH // 2, 130)
        draw_panel(surface, card, border=theme.GOLD, alpha=255)
        blit_text(surface, "Paused", 56, (theme.WIDTH // 2, card.top + 24), kind="title-bold",
                  color=theme.GOLD, anchor="midtop")
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))
