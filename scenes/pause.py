"""The pause menu every game opens with Menu (P / Esc / Start)."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.base import Act, InputAction, Scene
from scenes.widgets import (
    CONFIRM_HINT,
    MOVE_HINT,
    ConfirmDialog,
    FocusList,
    Hint,
    HintBar,
    Item,
    blit_text,
    bumped,
    device_of,
    dim,
    draw_panel,
)


class PauseScene(Scene):
    """Resume, read the rules of this game, or leave to the title (confirmed).

    See-through: the game stays visible, frozen, under a veil.
    ``extra`` lets a game add rows (e.g. "Offer a draw") as (label, callback).
    """

    opaque = False

    def __init__(self, game: str, extra: list[tuple[str, object]] | None = None) -> None:
        super().__init__()
        self.game = game
        items = [Item("Resume", self._resume)]
        for label, callback in extra or []:
            items.append(Item(label, lambda cb=callback: self._extra(cb)))
        items += [Item("Rules", self._rules), Item("Settings", self._settings),
                  Item("Quit to menu", self._ask_quit)]
        self.list = FocusList(items, top=250, width=380, row_h=62)
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, Hint("Esc", "B", "Resume", Act.CANCEL)])

    def _resume(self) -> None:
        assert self.app is not None
        self.app.pop()

    def _extra(self, callback: object) -> None:
        self._resume()
        if callable(callback):
            callback()

    def _rules(self) -> None:
        from scenes.rules_help import RulesScene

        assert self.app is not None
        self.app.push(RulesScene(self.game))

    def _settings(self) -> None:
        from scenes.settings import SettingsScene

        assert self.app is not None
        self.app.push(SettingsScene())

    def _ask_quit(self) -> None:
        assert self.app is not None
        self.app.push(ConfirmDialog("Quit to the main menu?", self._quit, yes="Quit",
                                    no="Keep playing",
                                    detail="The game in progress will be lost."))

    def _quit(self) -> None:
        assert self.app is not None
        self.app.return_to_title()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act in (Act.CANCEL, Act.MENU):
            self._resume()
        elif action.act == Act.HELP:
            self._rules()
        elif self.list.handle(action) and action.act in (Act.UP, Act.DOWN):
            assert self.app is not None
            self.app.play_sound("menu")

    def update(self, dt: float) -> None:
        self.list.update(dt)

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
