"""The end card the three games share: who won, why in plain words, then
Rematch / View the board / Review the moves (when the game offers it) / Main menu.

A game subclasses ``ResultCard`` for its emblem and its words; the layout,
the choices and the keys are the same everywhere, so a player who finished
one game knows the end of the others. "View the board" closes the card over
the final position; the play scene reopens it with Enter / A
(scenes/play_keys.END_HINTS).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.core.i18n import N_, _
from scenes.menus.rules_reader import RulesScene
from scenes.ui.dialogs import ModalMenu
from scenes.ui.enter_guard import EnterGuard
from scenes.ui.hints import CONFIRM_HINT, MOVE_HINT, Hint, HintBar, device_of
from scenes.ui.widgets import Color, Item, blit_text, dim, draw_panel, fit_size, wrap_text

# TRANSLATORS: hint bar on the end card: close it to look at the final board
VIEW_HINT = Hint("Esc", "B", N_("View the board"), Act.CANCEL)
CARD_RULES_HINT = Hint("F1", "Back", N_("Rules"), Act.HELP)
CARD_W = 780
EMBLEM_H = 120      # room above the headline for the game's own picture
ROW_H = 62
FITS = ((EMBLEM_H, 22, 16), (76, 22, 16), (76, 19, 15), (64, 17, 14))
"""(emblem room, reason size, small print size), tried in turn until the card fits."""
SETTLE = 1.0        # seconds the card is up before Enter takes a choice: a press meant
                    # to hurry the game's last moments must not start a new game
RESETTLE = 0.35     # ... when it comes back from the board: the Enter that reopened it
                    # must not close it again


class ResultCard(ModalMenu):
    """Over the final board: the result, the reason, and what to do next.

    Esc / B / Start close it to look at the board (never losing the game);
    F1 opens this game's rules.
    """

    def __init__(self, game: str, on_rematch: Callable[[], None],
                 on_view: Callable[[], None]) -> None:
        self.review_item = Item("", self._review, visible=False)
        self.review_label = ""
        super().__init__([Item("", self._rematch), Item("", self._view),
                          self.review_item, Item("", self._menu)],
                         [MOVE_HINT, CONFIRM_HINT, VIEW_HINT, CARD_RULES_HINT],
                         top=0, width=400, row_h=ROW_H)
        self.label_choices()
        self.game = game
        self.on_help = self._rules
        self.on_rematch, self.on_view = on_rematch, on_view
        self.on_review: Callable[[], None] | None = None
        self.taps = EnterGuard(SETTLE)  # when an Enter chooses (shorter once it comes back)
        self.shown = False

    def offer_review(self, on_review: Callable[[], None], label: str = "") -> None:
        """Add "Review the moves" (or ``label``, an English message marked with
        ``N_``): ``on_review`` opens the review over the card, which is there
        again, unchanged, when the review closes."""
        self.on_review = on_review
        self.review_item.visible = True
        self.review_label = label
        self.label_choices()

    def label_choices(self) -> None:
        """The choices' words in the current language."""
        rematch, view, review, menu = self.list.items
        rematch.label, view.label, menu.label = _("Rematch"), _("View the board"), _("Main menu")
        review.label = _(self.review_label) if self.review_label else _("Review the moves")

    def language_changed(self) -> None:
        self.label_choices()

    # -- what a game fills in ------------------------------------------------------
    def headline_text(self) -> str:
        raise NotImplementedError

    def reason_lines(self) -> list[str]:
        """Why the game ended, one sentence a line."""
        return []

    def subtitle(self) -> str:
        """A short dim line under the headline (who played, the score)."""
        return ""

    def small_print(self) -> str:
        """Fine detail under the reason (modifiers, counts)."""
        return ""

    def accent(self) -> Color:
        """The card's edge and headline colour: the winner's, gold for a draw."""
        return theme.GOLD

    def draw_emblem(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        """The game's picture of the result, centred in the top of the card."""

    # -- choices -------------------------------------------------------------------
    def _rematch(self) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.pop()
        self.on_rematch()

    def _rules(self) -> None:
        assert self.app is not None
        self.app.push(RulesScene(self.game))

    def _review(self) -> None:
        if self.on_review is not None:
            self.on_review()

    def _view(self) -> None:
        assert self.app is not None
        self.app.pop()
        self.on_view()

    def _menu(self) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.return_to_title()

    def back(self) -> None:
        self._view()

    def handle(self, action: InputAction) -> None:
        if action.act == Act.CONFIRM and not self.taps.press():
            return
        if action.act in (Act.UP, Act.DOWN, Act.CLICK):
            self.taps.calm()
        super().handle(action)

    def enter(self) -> None:
        self.taps.open(RESETTLE if self.shown else SETTLE)
        self.shown = True
        self.layout()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.taps.tick(dt)
        self.layout()

    # -- drawing -------------------------------------------------------------------
    def _text_lines(self, width: int, reason: int = 22, small: int = 16
                    ) -> list[tuple[str, int, str, Color]]:
        out: list[tuple[str, int, str, Color]] = []
        if self.subtitle():
            out.append((self.subtitle(), 20, "ui", theme.INK_DIM))
        for sentence in self.reason_lines():
            for line in wrap_text(sentence, theme.font(reason, "ui-semibold"), width):
                out.append((line, reason, "ui-semibold", theme.INK))
        if self.small_print():
            for line in wrap_text(self.small_print(), theme.font(small), width)[:4]:
                out.append((line, small, "ui", theme.INK_DIM))
        return out

    def _fitted(self) -> tuple[int, list[tuple[str, int, str, Color]], int]:
        """(room for the emblem, the text's lines, the card's height): at full size
        when the screen above the hint bar holds it, else with a smaller emblem and
        type (a long reason, a Horse's modifiers, a longer language)."""
        room = theme.HEIGHT - HintBar.HEIGHT - 12
        for emblem, reason, small in FITS:
            lines = self._text_lines(CARD_W - 90, reason, small)
            text_h = sum(size + 9 for _line, size, _kind, _colour in lines)
            h = 30 + emblem + 66 + text_h + 24 + self.choices() * ROW_H + 10
            if h <= room:
                break
        return emblem, lines, h

    def card_rect(self) -> pygame.Rect:
        """Where the card stands: tall enough for its text and the choices."""
        card = pygame.Rect(0, 0, CARD_W, self._fitted()[2])
        card.center = (theme.WIDTH // 2, (theme.HEIGHT - HintBar.HEIGHT) // 2)
        card.top = max(6, card.top)
        return card

    def choices(self) -> int:
        return len(self.list.shown())

    def layout(self) -> pygame.Rect:
        """The card's rect; also places the choice list under the text."""
        card = self.card_rect()
        self.fit_rows(400, CARD_W - 90)
        self.list.top = card.bottom - self.choices() * ROW_H - 10
        return card

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 160)
        card = self.card_rect()
        edge = self.accent()
        draw_panel(surface, card, border=edge, alpha=248)
        cx = card.centerx
        rise = 3 * math.sin(self.t * 3)
        emblem, lines, _h = self._fitted()
        self.draw_emblem(surface, (cx, int(card.top + 24 + emblem // 2 + rise)))
        y = card.top + 24 + emblem
        head = self.headline_text()
        size = fit_size(head, 52, "title-bold", card.width - 60, floor=30)
        blit_text(surface, head, size, (cx + 3, y + 3), kind="title-bold", color=(0, 0, 0),
                  anchor="midtop")
        blit_text(surface, head, size, (cx, y), kind="title-bold", color=edge, anchor="midtop")
        y += 70
        for line, size, kind, color in lines:
            blit_text(surface, line, size, (cx, y), kind=kind, color=color, anchor="midtop")
            y += size + 9
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))
