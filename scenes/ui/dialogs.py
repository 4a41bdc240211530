"""Modal cards over the current screen: a menu (the pause menu's base) and the
yes/no question every confirmation asks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import _
from scenes.ui.hints import CANCEL_HINT, CONFIRM_HINT, MOVE_HINT, Hint, HintBar, bumped, device_of
from scenes.ui.widgets import FocusList, Item, blit_text, dim, draw_panel, wrap_text

MENU_SIZE = 30       # a menu row's label (scenes/ui/widgets.FocusList, "menu" style)
ROW_ROOM = 28        # the least room either side of a menu row's label


class ModalMenu(Scene):
    """A see-through card with a FocusList over the screen below it.

    The pause menu, the confirm dialog, Essentia's power chooser and the end
    cards all behave alike: a click on a hint is that hint's act, Esc / B /
    Start call ``back`` (close by default), F1 calls ``on_help`` (the rules of
    the game underneath) when the opener set one, and moving the focus ticks.
    """

    opaque = False

    def __init__(self, items: Sequence[Item], hints: Sequence[Hint], **list_kw: Any) -> None:
        super().__init__()
        self.on_help: Callable[[], None] | None = None
        self.list = FocusList(items, **list_kw)
        self.hints = HintBar(hints)
        self.t = 0.0

    def fit_rows(self, least: int, most: int) -> None:
        """Rows as wide as the longest label needs at full size, with room either
        side (between ``least`` and ``most`` pixels): a longer language widens them
        rather than shrinking its words."""
        widest = max((theme.font(MENU_SIZE, "ui-bold").size(it.label)[0]
                      for it in self.list.items if it.visible), default=0)
        self.list.width = max(least, min(most, widest + 2 * ROW_ROOM))

    def close(self) -> None:
        assert self.app is not None
        self.app.pop()

    def back(self) -> None:
        """Esc / B / Start: close the card."""
        self.close()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act in (Act.CANCEL, Act.MENU):
            self.back()
        elif action.act == Act.HELP and self.on_help is not None:
            self.on_help()
        elif self.list.handle(action) and action.act in (Act.UP, Act.DOWN):
            assert self.app is not None
            self.app.play_sound("menu")

    def update(self, dt: float) -> None:
        self.t += dt
        self.list.update(dt)


class ConfirmDialog(ModalMenu):
    """A modal yes/no question over the current screen; "No" has the focus."""

    ROW_H = 66
    CARD_W = 640

    def __init__(self, question: str, on_yes: Callable[[], None], *,
                 yes: str = "", no: str = "", detail: str = "",
                 on_no: Callable[[], None] | None = None) -> None:
        """``question``, ``yes``, ``no`` and ``detail`` come translated; the
        buttons say Yes and No when not given. ``on_no`` runs when the answer is
        No (the button, Esc or B), and the hint bar names Esc by the No button's
        words when they are given ("Esc Decline", not "Esc Cancel")."""
        self.on_no = on_no
        back = Hint("Esc", "B", no, Act.CANCEL, verbatim=True) if no else CANCEL_HINT
        super().__init__([Item(yes or _("Yes"), self._yes), Item(no or _("No"), self._no)],
                         [MOVE_HINT, CONFIRM_HINT, back],
                         top=380, width=300, row_h=self.ROW_H)
        self.question, self.detail, self.on_yes = question, detail, on_yes
        self.list.focus = 1
        self.layout()

    def layout(self) -> None:
        """Wrap the words and size the card to them and its buttons, however long
        the language makes them (computed here, never by drawing): no empty band,
        and a button as wide as its longest label."""
        self.question_lines = wrap_text(self.question, theme.font(30, "title-bold"), 560)
        self.detail_lines = wrap_text(self.detail, theme.font(20), 560) if self.detail else []
        text_h = 38 * len(self.question_lines) + 26 * len(self.detail_lines) + 6
        self.fit_rows(300, self.CARD_W - 48)
        buttons_h = 2 * self.ROW_H - 12
        self.card = pygame.Rect(0, 0, self.CARD_W, 36 + text_h + 24 + buttons_h + 30)
        self.card.center = (theme.WIDTH // 2, (theme.HEIGHT - HintBar.HEIGHT) // 2)
        self.card.top = max(8, self.card.top)
        self.list.top = self.card.top + 36 + text_h + 24

    def _yes(self) -> None:
        assert self.app is not None
        self.app.pop()
        self.app.play_sound("menu")
        self.on_yes()

    def _no(self) -> None:
        self.close()
        if self.on_no is not None:
            self.on_no()

    def back(self) -> None:
        self._no()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        card = self.card
        draw_panel(surface, card, border=theme.GOLD, alpha=255)
        y = card.top + 36
        for line in self.question_lines:
            blit_text(surface, line, 30, (card.centerx, y), kind="title-bold",
                      color=theme.GOLD, anchor="midtop")
            y += 38
        for line in self.detail_lines:
            blit_text(surface, line, 20, (card.centerx, y + 6), color=theme.INK_DIM,
                      anchor="midtop")
            y += 26
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))
