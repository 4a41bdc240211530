"""The pause menu every game opens with Menu (P / Esc / Start)."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.core import theme
from scenes.core.base import Act
from scenes.core.i18n import N_, _
from scenes.games import GAMES, resume_factory
from scenes.menus.rules_reader import RulesScene
from scenes.menus.settings import SettingsScene
from scenes.ui.dialogs import ConfirmDialog, ModalMenu
from scenes.ui.hints import CONFIRM_HINT, MOVE_HINT, Hint, HintBar, device_of
from scenes.ui.widgets import Item, blit_text, dim, draw_panel

HEAD = 108      # the pause card's heading, above its rows
FOOT = 24       # the card's margin below its last row
PAD = 8         # the least room between the card and the screen's edges
SIDE = 70       # the card's room either side of its rows


class PauseScene(ModalMenu):
    """Resume, read the rules of this game, or leave to the title (confirmed).

    See-through: the game stays visible, frozen, under a veil.
    ``extra`` lets a game add rows (e.g. "Offer a draw") as (label, callback), the
    label an English message marked with ``N_``: translated here, so a language
    switch made from this menu's Settings renames every row at once.
    """

    def __init__(self, game: str, extra: list[tuple[str, object]] | None = None,
                 kept: str | None = None, title: str = N_("Paused")) -> None:
        """``kept`` (an English message marked with ``N_``) says where the game can be
        continued after quitting, when it is not this game's save (an online game is
        kept on its server). ``title`` (marked with ``N_`` too): an online game does
        not pause for the friend, so its card is not called "Paused"."""
        self.kept, self.title = kept, title
        self.extra_rows = list(extra or [])
        super().__init__([], [MOVE_HINT, CONFIRM_HINT,
                              Hint("Esc", "B", N_("Resume"), Act.CANCEL)],
                         top=250, width=380, row_h=62)
        self._build()
        self.game = game
        self.on_help = self._rules

    def _build(self) -> None:
        """The rows in the current language (the focus stays put)."""
        focus = self.list.focus
        extra = [Item(_(label), partial(self._extra, callback))
                 for label, callback in self.extra_rows]
        self.list.items = [Item(_("Resume"), self.close), *extra,
                           Item(_("Rules"), self._rules), Item(_("Settings"), self._settings),
                           Item(_("Quit to menu"), self._ask_quit)]
        self.list.focus = focus
        self._layout()

    def _layout(self) -> None:
        """The card holds its heading and rows and stands whole above the hint bar,
        however many rows the game adds (fewer pixels a row when they are many)."""
        n = len(self.list.shown())
        room = theme.HEIGHT - HintBar.HEIGHT - 2 * PAD
        self.list.row_h = max(50, min(62, (room - HEAD - FOOT + 12) // max(1, n)))
        self.fit_rows(380, theme.WIDTH - 2 * PAD - 2 * SIDE)
        card = pygame.Rect(0, 0, self.list.width + 2 * SIDE,
                           HEAD + n * self.list.row_h - 12 + FOOT)
        card.center = (theme.WIDTH // 2, (theme.HEIGHT - HintBar.HEIGHT) // 2)
        self.card = card
        self.list.top = card.top + HEAD

    def language_changed(self) -> None:
        self._build()

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
        detail = _(self.kept) if self.kept else (
            _("The game is saved: continue it from this game's menu.") if kept
            else _("The game in progress will be lost."))
        self.app.push(ConfirmDialog(_("Quit to the main menu?"), self._quit, yes=_("Main menu"),
                                    no=_("Keep playing"), detail=detail))

    def _quit(self) -> None:
        assert self.app is not None
        self.app.return_to_title()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        card = self.card
        draw_panel(surface, card, border=theme.GOLD, alpha=255)
        blit_text(surface, _(self.title), 56, (theme.WIDTH // 2, card.top + 24), kind="title-bold",
                  color=theme.GOLD, anchor="midtop")
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))
