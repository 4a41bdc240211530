"""Essentia's small modal screens: the circle-power chooser and the end card.

Both are see-through ``ModalMenu`` scenes pushed over the board, so mouse,
keys and controller work the same way as in every menu; the end card is the
shared ``ResultCard`` with Essentia's golems and words.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import pygame

from game.common import Outcome
from game.essentia.layout import TERRAIN_NAMES
from game.essentia.notation import action_declared
from scenes.art import essentia as essentia_art
from scenes.core import theme
from scenes.core.base import Act
from scenes.core.i18n import _
from scenes.essentia.board import CELL
from scenes.essentia.table import PANEL
from scenes.essentia.words import reason_text, short_power, terrain_name
from scenes.games import GameSetup
from scenes.play_words import headline
from scenes.ui.dialogs import ModalMenu
from scenes.ui.hints import CONFIRM_HINT, MOVE_HINT, Hint, HintBar, device_of
from scenes.ui.result_card import ResultCard
from scenes.ui.widgets import Color, Item, blit_fit, dim, draw_panel


class PowerChooser(ModalMenu):
    """Entering an active circle: pick the power the golem takes there.

    The card sits over the side panel so the board stays in view, and the
    circle being entered is shown undimmed in a gold frame.
    """

    def __init__(self, actions: list[int], on_choose: Callable[[int], None],
                 cell_center: tuple[int, int], hinted: int | None = None) -> None:
        """``hinted``: the move the hint suggested, whose power the focus starts on."""
        ordered = sorted(actions, key=lambda a: _ORDER.index(_power(a)))
        items = [Item(terrain_name(_power(a)), partial(self._choose, a),
                      detail=short_power(_power(a))) for a in ordered]
        items.append(Item(_("Cancel"), self.close))
        card = pygame.Rect(PANEL.left, 0, PANEL.w, 120 + len(items) * 62)
        card.centery = theme.HEIGHT // 2 - 10
        hints = [MOVE_HINT, CONFIRM_HINT, Hint("Esc", "B", _("Cancel"), Act.CANCEL)]
        # the rows right of the power icons; a row's words on how its power moves take
        # what its terrain's name leaves (the longest language's fit at full size)
        super().__init__(items, hints,
                         center_x=card.left + 72 + 246, top=card.top + 96, width=492, row_h=62,
                         style="form")
        self.actions, self.card = ordered, card
        self.on_choose = on_choose
        self.cell_center = cell_center
        if hinted in ordered:
            self.list.focus = ordered.index(hinted)

    def language_changed(self) -> None:
        for item, action in zip(self.list.items, self.actions, strict=False):
            item.label, item.detail = terrain_name(_power(action)), short_power(_power(action))
        self.list.items[-1].label = _("Cancel")
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, Hint("Esc", "B", _("Cancel"), Act.CANCEL)])

    def _choose(self, action: int) -> None:
        assert self.app is not None
        self.app.pop()
        self.app.play_sound("confirm")
        self.on_choose(action)

    def target_rect(self) -> pygame.Rect:
        """The circle cell being entered, on screen."""
        rect = pygame.Rect(0, 0, CELL, CELL)
        rect.center = self.cell_center
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        target = self.target_rect().clip(surface.get_rect())
        cell = surface.subsurface(target).copy()
        dim(surface, 140)
        surface.blit(cell, target)
        pulse = 0.5 + 0.5 * math.sin(self.t * 5)
        frame = target.inflate(4 + int(4 * pulse), 4 + int(4 * pulse))
        pygame.draw.rect(surface, (0, 0, 0), frame.move(1, 2), 5, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, frame, 4, border_radius=8)
        draw_panel(surface, self.card, border=theme.GOLD, alpha=248)
        room = self.card.w - 32
        blit_fit(surface, _("Circle of essence: choose its power"), 28,
                 (self.card.centerx, self.card.top + 22), room, kind="title-bold",
                 color=theme.GOLD, anchor="midtop")
        blit_fit(surface, _("Your golem keeps this power while it stands on the circle."), 17,
                 (self.card.centerx, self.card.top + 62), room, color=theme.INK_DIM,
                 anchor="midtop")
        self.list.draw(surface)
        for rect, action in zip(self.list.rects(), self.actions, strict=False):
            icon = essentia_art.power_icon(_power(action), 44)
            surface.blit(icon, icon.get_rect(midright=(rect.left - 16, rect.centery)))
        self.hints.draw(surface, device_of(self.app))


_ORDER = ("forest", "plateau", "rocks", "plains", "mountain")


def _power(action: int) -> str:
    d = action_declared(action)
    return TERRAIN_NAMES[d] if d is not None else "rocks"


class ResultScene(ResultCard):
    """Essentia's end card: the winning golem (both for a truce) and the reason;
    the headline speaks to the player as every game's does, a draw keeps
    Essentia's word."""

    def __init__(self, outcome: Outcome, who: tuple[str, str], setup: GameSetup,
                 on_rematch: Callable[[], None], on_view: Callable[[], None]) -> None:
        super().__init__("essentia", on_rematch, on_view)
        self.outcome, self.who, self.setup = outcome, who, setup

    @property
    def headline(self) -> str:
        if self.outcome.winner is None:
            return _("A truce: the game is drawn")
        return headline(self.setup, self.outcome)

    def headline_text(self) -> str:
        return self.headline

    def subtitle(self) -> str:
        w = self.outcome.winner
        if w is None or self.setup.own_side is not None:   # the headline already says who
            return ""
        # TRANSLATORS: under the end card's headline: who played the winning side.
        return _("({player})").format(player=self.who[w])

    def reason_lines(self) -> list[str]:
        return [reason_text(self.outcome, self.setup.own_side, self.setup.online)]

    def accent(self) -> Color:
        w = self.outcome.winner
        return theme.GOLD if w is None else (theme.SIDE_LIGHT, theme.SIDE_DARK)[w]

    def draw_emblem(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        cx, cy = center
        w = self.outcome.winner
        if w is None:
            for p, dx in ((0, -60), (1, 60)):
                img = essentia_art.golem(p, 100)
                surface.blit(img, img.get_rect(center=(cx + dx, cy)))
            return
        glow = pygame.Surface((200, 200), pygame.SRCALPHA)
        pygame.draw.circle(glow, (*theme.FOCUS, 60), (100, 100), 56)
        surface.blit(glow, glow.get_rect(center=center))
        img = essentia_art.golem(w, 120)
        surface.blit(img, img.get_rect(center=center))
