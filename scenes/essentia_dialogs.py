"""Essentia's small modal screens: the circle-power chooser and the end card.

Both are see-through scenes pushed over the board and built on FocusList, so
mouse, keys and controller work the same way as in every menu.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.common import Outcome
from game.essentia.layout import TERRAIN_NAMES
from game.essentia.notation import action_declared
from scenes import sprites, theme
from scenes.base import Act, InputAction, Scene
from scenes.essentia_board import POWER_TEXT
from scenes.widgets import (
    CONFIRM_HINT,
    MOVE_HINT,
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

SIDES = ("Dawn", "Twilight")


def reason_text(outcome: Outcome) -> str:
    """Why the game ended, in plain words."""
    w = outcome.winner
    win = SIDES[w] if w is not None else ""
    lose = SIDES[1 - w] if w is not None else ""
    return {
        "spring-capture": f"{win} captured a {lose} golem standing on a spring.",
        "springs-abandoned": f"{lose} has no golem left on any spring.",
        "resigned": f"{lose} resigned.",
        "repetition": "The same position came up for the third time: a truce.",
        "no-capture-limit": "100 moves in a row without a capture: a truce.",
        "no-moves": "The side to move has no legal move: a truce.",
        "agreement": "Both players agreed to a truce.",
    }.get(outcome.reason, outcome.reason)


class PowerChooser(Scene):
    """Entering an active circle: pick the power the golem takes there."""

    opaque = False

    def __init__(self, actions: list[int], on_choose: Callable[[int], None],
                 cell_center: tuple[int, int]) -> None:
        super().__init__()
        self.actions = sorted(actions, key=lambda a: _ORDER.index(_power(a)))
        self.on_choose = on_choose
        self.cell_center = cell_center
        items = [Item(_power(a).capitalize(), lambda a=a: self._choose(a),
                      detail=POWER_TEXT[_power(a)].split(": ", 1)[1]) for a in self.actions]
        items.append(Item("Cancel", self._cancel))
        n = len(items)
        self.card = pygame.Rect(0, 0, 820, 120 + n * 62)
        self.card.center = (theme.WIDTH // 2, theme.HEIGHT // 2 - 10)
        self.list = FocusList(items, center_x=self.card.centerx + 36, top=self.card.top + 96,
                              width=680, row_h=62, style="form")
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, Hint("Esc", "B", "Cancel", Act.CANCEL)])

    def _choose(self, action: int) -> None:
        assert self.app is not None
        self.app.pop()
        self.app.play_sound("confirm")
        self.on_choose(action)

    def _cancel(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act in (Act.CANCEL, Act.MENU):
            self._cancel()
        elif self.list.handle(action) and action.act in (Act.UP, Act.DOWN):
            assert self.app is not None
            self.app.play_sound("menu")

    def update(self, dt: float) -> None:
        self.list.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 140)
        draw_panel(surface, self.card, border=theme.GOLD, alpha=248)
        blit_text(surface, "Circle of essence: choose its power", 30,
                  (self.card.centerx, self.card.top + 22), kind="title-bold", color=theme.GOLD,
                  anchor="midtop")
        blit_text(surface, "Your golem keeps this power while it stands on the circle.", 18,
                  (self.card.centerx, self.card.top + 62), color=theme.INK_DIM, anchor="midtop")
        self.list.draw(surface)
        for rect, item in zip(self.list.rects(), self.list.shown(), strict=True):
            name = item.label.lower()
            if name in POWER_TEXT:
                icon = sprites.power_icon(name, 44)
                surface.blit(icon, icon.get_rect(midright=(rect.left - 26, rect.centery)))
        self.hints.draw(surface, device_of(self.app))


_ORDER = ("forest", "plateau", "rocks", "plains", "mountain")


def _power(action: int) -> str:
    d = action_declared(action)
    return TERRAIN_NAMES[d] if d is not None else "rocks"


class ResultScene(Scene):
    """The end card: who won and why, then rematch, the board, or the menu."""

    opaque = False

    def __init__(self, outcome: Outcome, who: tuple[str, str], on_rematch: Callable[[], None],
                 on_view: Callable[[], None]) -> None:
        super().__init__()
        self.outcome, self.who = outcome, who
        self.on_rematch, self.on_view = on_rematch, on_view
        self.list = FocusList([Item("Rematch", self._rematch), Item("View the board", self._view),
                               Item("Main menu", self._menu)], top=400, width=400, row_h=62)
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, Hint("Esc", "B", "View board",
                                                            Act.CANCEL)])
        self.t = 0.0

    def _rematch(self) -> None:
        assert self.app is not None
        self.app.pop()
        self.on_rematch()

    def _view(self) -> None:
        assert self.app is not None
        self.app.pop()
        self.on_view()

    def _menu(self) -> None:
        assert self.app is not None
        self.app.return_to_title()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act in (Act.CANCEL, Act.MENU):
            self._view()
        elif self.list.handle(action) and action.act in (Act.UP, Act.DOWN):
            assert self.app is not None
            self.app.play_sound("menu")

    def update(self, dt: float) -> None:
        self.t += dt
        self.list.update(dt)

    @property
    def headline(self) -> str:
        w = self.outcome.winner
        return "A truce: the game is drawn" if w is None else f"{SIDES[w]} wins!"

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 160)
        card = pygame.Rect(0, 0, 760, 610)
        card.midtop = (theme.WIDTH // 2, 26)
        w = self.outcome.winner
        edge = theme.GOLD if w is None else (theme.SIDE_LIGHT, theme.SIDE_DARK)[w]
        draw_panel(surface, card, border=edge, alpha=248)
        cx = card.centerx
        if w is None:
            for p, dx in ((0, -70), (1, 70)):
                img = sprites.golem(p, 110)
                surface.blit(img, img.get_rect(center=(cx + dx, card.top + 110)))
        else:
            import math

            scale = 1 + 0.05 * math.sin(self.t * 4)
            glow = pygame.Surface((220, 220), pygame.SRCALPHA)
            pygame.draw.circle(glow, (*theme.FOCUS, 60), (110, 110), int(100 * scale))
            surface.blit(glow, glow.get_rect(center=(cx, card.top + 110)))
            img = sprites.golem(w, 140)
            surface.blit(img, img.get_rect(center=(cx, card.top + 110)))
        blit_text(surface, self.headline, 54, (cx + 3, card.top + 198), kind="title-bold",
                  color=(0, 0, 0), anchor="midtop")
        blit_text(surface, self.headline, 54, (cx, card.top + 195), kind="title-bold",
                  color=theme.GOLD if w is None else edge, anchor="midtop")
        if w is not None:
            blit_text(surface, f"({self.who[w]})", 20, (cx, card.top + 262),
                      color=theme.INK_DIM, anchor="midtop")
        blit_text(surface, reason_text(self.outcome), 24, (cx, card.top + 300),
                  kind="ui-semibold", color=theme.INK, anchor="midtop")
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))
