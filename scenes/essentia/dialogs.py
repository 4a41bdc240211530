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
from game.essentia import SIDE_NAMES
from game.essentia.layout import TERRAIN_NAMES
from game.essentia.notation import action_declared
from scenes.art import essentia as essentia_art
from scenes.core import theme
from scenes.core.base import Act
from scenes.essentia.board import CELL, POWER_TEXT
from scenes.essentia.table import PANEL
from scenes.games import GameSetup
from scenes.play import headline
from scenes.ui.result_card import ResultCard
from scenes.ui.widgets import (
    CONFIRM_HINT,
    MOVE_HINT,
    Color,
    Hint,
    Item,
    ModalMenu,
    blit_text,
    device_of,
    dim,
    draw_panel,
)


def reason_text(outcome: Outcome) -> str:
    """Why the game ended, in plain words."""
    w = outcome.winner
    win = SIDE_NAMES[w] if w is not None else ""
    lose = SIDE_NAMES[1 - w] if w is not None else ""
    return {
        "spring-capture": f"{win} captured a {lose} golem standing on a spring.",
        "springs-abandoned": f"{lose} has no golem left on any spring.",
        "resign": f"{lose} resigned.",
        "repetition": "The same position came up for the third time: a truce.",
        "no-capture-limit": "100 moves in a row without a capture: a truce.",
        "no-moves": "The side to move has no legal move: a truce.",
        "agreement": "Both players agreed to a truce.",
    }.get(outcome.reason, outcome.reason)


# Short enough that the chooser fits over the side panel, leaving the board seen.
CHOOSER_TEXT = {
    "forest": "jumps in an L",
    "plateau": "slides straight",
    "rocks": "steps 1 straight, takes 1 diagonally",
    "plains": "slides in all 8 directions",
    "mountain": "slides diagonally",
}


class PowerChooser(ModalMenu):
    """Entering an active circle: pick the power the golem takes there.

    The card sits over the side panel so the board stays in view, and the
    circle being entered is shown undimmed in a gold frame.
    """

    def __init__(self, actions: list[int], on_choose: Callable[[int], None],
                 cell_center: tuple[int, int]) -> None:
        ordered = sorted(actions, key=lambda a: _ORDER.index(_power(a)))
        items = [Item(_power(a).capitalize(), partial(self._choose, a),
                      detail=CHOOSER_TEXT[_power(a)]) for a in ordered]
        items.append(Item("Cancel", self.close))
        card = pygame.Rect(PANEL.left, 0, PANEL.w, 120 + len(items) * 62)
        card.centery = theme.HEIGHT // 2 - 10
        super().__init__(items, [MOVE_HINT, CONFIRM_HINT, Hint("Esc", "B", "Cancel", Act.CANCEL)],
                         center_x=card.left + 82 + 246, top=card.top + 96, width=492, row_h=62,
                         style="form")
        self.actions, self.card = ordered, card
        self.on_choose = on_choose
        self.cell_center = cell_center

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
        blit_text(surface, "Circle of essence: choose its power", 28,
                  (self.card.centerx, self.card.top + 22), kind="title-bold", color=theme.GOLD,
                  anchor="midtop")
        blit_text(surface, "Your golem keeps this power while it stands on the circle.", 17,
                  (self.card.centerx, self.card.top + 62), color=theme.INK_DIM, anchor="midtop")
        self.list.draw(surface)
        for rect, item in zip(self.list.rects(), self.list.shown(), strict=True):
            name = item.label.lower()
            if name in POWER_TEXT:
                icon = essentia_art.power_icon(name, 44)
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
            return "A truce: the game is drawn"
        return headline(self.setup, self.outcome)

    def headline_text(self) -> str:
        return self.headline

    def subtitle(self) -> str:
        w = self.outcome.winner
        return "" if w is None else f"({self.who[w]})"

    def reason_lines(self) -> list[str]:
        return [reason_text(self.outcome)]

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
