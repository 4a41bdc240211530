"""Reusable UI pieces: focus lists (menus and option rows), panels, text
wrapping and titles (the hint bar is scenes/ui/hints.py, the modal cards
scenes/ui/dialogs.py).

Every widget takes the same ``InputAction`` values as scenes, so a screen
built from them works with the mouse, the keyboard or a controller alone,
and always shows where keyboard/controller input goes (the focus).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction

Color = tuple[int, int, int]


# -- text --------------------------------------------------------------------
@lru_cache(maxsize=1024)
def text(s: str, size: int, kind: str = "ui", color: Color = theme.INK) -> pygame.Surface:
    """A rendered line of text (cached: menus redraw the same labels each frame)."""
    return theme.font(size, kind).render(s, True, color)


def blit_text(surface: pygame.Surface, s: str, size: int, pos: tuple[int, int], *,
              kind: str = "ui", color: Color = theme.INK, anchor: str = "topleft"
              ) -> pygame.Rect:
    """Draw one line anchored at ``pos`` (any pygame.Rect anchor name)."""
    img = text(s, size, kind, color)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


fit_size = theme.fit_size


def blit_fit(surface: pygame.Surface, s: str, size: int, pos: tuple[int, int], width: int, *,
             kind: str = "ui", color: Color = theme.INK, anchor: str = "topleft",
             floor: int = 12) -> pygame.Rect:
    """One line drawn as large as ``size`` but no wider than ``width`` (never
    under ``floor`` px)."""
    return blit_text(surface, s, fit_size(s, size, kind, width, floor), pos, kind=kind,
                     color=color, anchor=anchor)


def wrap_text(s: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """Split ``s`` into lines no wider than ``width`` px (long words kept whole; a
    figure keeps its " %" on its line). Remembered: screens wrap the same words
    every frame they draw, and measuring each word was most of the time some of
    them took to draw."""
    return list(_wrapped(s, fnt, width))


@lru_cache(maxsize=4096)
def _wrapped(s: str, fnt: pygame.font.Font, width: int) -> tuple[str, ...]:
    lines: list[str] = []
    for para in s.split("\n"):
        words: list[str] = []
        for word in para.split(" "):    # not at a no-break space: it keeps "+2\u00a0VP" whole
            if not word.strip():
                continue
            if words and word.startswith("%"):
                words[-1] = f"{words[-1]} {word}"    # "44 %" is one word
            else:
                words.append(word)
        if not words:
            lines.append("")
            continue
        line = words[0]
        for word in words[1:]:
            trial = f"{line} {word}"
            if fnt.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


# -- drawing helpers -----------------------------------------------------------
def draw_panel(surface: pygame.Surface, rect: pygame.Rect, *, fill: Color = theme.BG_PANEL,
               border: Color = theme.GOLD_DIM, alpha: int = 235, radius: int = 14) -> None:
    """A rounded translucent card with a thin border."""
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(card, (*fill, alpha), card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, (*border, 255), card.get_rect(), 2, border_radius=radius)
    surface.blit(card, rect)


def draw_focus(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The focus marker: a pulsing gold frame plus chevrons either side."""
    pulse = 0.5 + 0.5 * math.sin(t * 5.0)
    glow = rect.inflate(8 + 4 * pulse, 8 + 4 * pulse)
    g = pygame.Surface(glow.size, pygame.SRCALPHA)
    pygame.draw.rect(g, (*theme.FOCUS, int(50 + 40 * pulse)), g.get_rect(), border_radius=14)
    surface.blit(g, glow)
    pygame.draw.rect(surface, theme.FOCUS, rect, 3, border_radius=12)
    cy = rect.centery
    for side in (-1, 1):
        x = rect.left - 14 - 3 * pulse if side < 0 else rect.right + 14 + 3 * pulse
        pts = [(x, cy), (x - 10 * side, cy - 9), (x - 10 * side, cy + 9)]
        pygame.draw.polygon(surface, theme.FOCUS, pts)


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken what is already drawn (behind a modal)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 9, 14, alpha))
    surface.blit(veil, (0, 0))


class Backdrop:
    """The shared animated background: a vertical gradient and drifting motes."""

    def __init__(self, seed: int = 7, motes: int = 60) -> None:
        rng = _Lcg(seed)
        self.t = 0.0
        self.motes = [(rng.unit() * theme.WIDTH, rng.unit() * theme.HEIGHT,
                       6 + rng.unit() * 22, 1 + int(rng.unit() * 3), rng.unit() * 6.28)
                      for _i in range(motes)]

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_gradient(), (0, 0))
        for x0, y0, speed, r, phase in self.motes:
            y = (y0 - self.t * speed) % theme.HEIGHT
            x = x0 + 12 * math.sin(self.t * 0.4 + phase)
            a = 0.5 + 0.5 * math.sin(self.t * 1.3 + phase)
            c = (int(60 + 60 * a), int(55 + 45 * a), int(40 + 10 * a))
            pygame.draw.circle(surface, c, (int(x), int(y)), r)


@lru_cache(maxsize=1)
def _gradient() -> pygame.Surface:
    surf = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    top, bottom = (30, 30, 48), (12, 13, 20)
    for y in range(theme.HEIGHT):
        f = y / theme.HEIGHT
        c = tuple(int(top[i] + (bottom[i] - top[i]) * f) for i in range(3))
        pygame.draw.line(surf, c, (0, y), (theme.WIDTH, y))
    # faint diagonal lattice, a nod to the boards
    lattice = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
    for x in range(-theme.HEIGHT, theme.WIDTH, 64):
        pygame.draw.line(lattice, (255, 255, 255, 10), (x, 0), (x + theme.HEIGHT, theme.HEIGHT))
        pygame.draw.line(lattice, (255, 255, 255, 10), (x + theme.HEIGHT, 0), (x, theme.HEIGHT))
    surf.blit(lattice, (0, 0))
    return surf


class _Lcg:
    """A tiny deterministic generator so the backdrop looks the same each run."""

    def __init__(self, seed: int) -> None:
        self.x = seed or 1

    def unit(self) -> float:
        self.x = (1103515245 * self.x + 12345) % (1 << 31)
        return self.x / (1 << 31)


def draw_title(surface: pygame.Surface, s: str, y: int, size: int = 64) -> pygame.Rect:
    """A screen heading in the bold serif with a drop shadow and an underline."""
    blit_text(surface, s, size, (theme.WIDTH // 2 + 3, y + 4), kind="title-bold",
              color=(0, 0, 0), anchor="midtop")
    rect = blit_text(surface, s, size, (theme.WIDTH // 2, y), kind="title-bold",
                     color=theme.GOLD, anchor="midtop")
    pygame.draw.line(surface, theme.GOLD_DIM, (rect.left, rect.bottom + 2),
                     (rect.right, rect.bottom + 2), 2)
    return rect


# A form row's choice: its value between two arrows, the right arrow near the row's
# end. The arrows stand as far apart as the list's longest value needs (every row's
# arrows in one column), never closer than CHOICE_REACH_MIN to the value's middle.
CHOICE_SIZE = 22        # the value's size
CHOICE_REACH_MIN = 100  # the arrows' least distance from the value's middle
CHOICE_PAD = 18         # room between the value and either arrow's base
ARROW_W = 12            # an arrow's width, tip to base
ROW_PAD = 22            # a form row's text stands this far inside its edges
ROW_GAP = 24            # room between a row's label and what stands right of it


# -- focus lists ---------------------------------------------------------------
@dataclass
class Item:
    """One row of a FocusList: a button (``on_confirm``) or a choice row
    (``choices`` as (value, label) pairs, changed with left/right)."""

    label: str
    on_confirm: Callable[[], None] | None = None
    choices: list[tuple[Any, str]] = field(default_factory=list)
    index: int = 0
    on_change: Callable[[Any], None] | None = None
    enabled: bool = True
    visible: bool = True
    detail: str = ""
    note: str = ""           # what the row means, shown by the screen while it has focus

    @property
    def value(self) -> Any:
        return self.choices[self.index][0] if self.choices else None

    def set_value(self, value: Any) -> None:
        for i, (v, _label) in enumerate(self.choices):
            if v == value:
                self.index = i
                return


class FocusList:
    """A vertical list with one focused row: menus and option forms alike.

    ``style`` "menu" centres large labels; "form" puts the label left and the
    choice (with arrows) right. ``handle`` returns True when it used the action.
    """

    def __init__(self, items: Sequence[Item], *, center_x: int = theme.WIDTH // 2,
                 top: int = 260, width: int = 440, row_h: int = 64, style: str = "menu",
                 on_focus: Callable[[], None] | None = None) -> None:
        self.items = list(items)
        self.center_x, self.top, self.width, self.row_h = center_x, top, width, row_h
        self.style = style
        self.on_focus = on_focus
        self.t = 0.0
        self.focus = 0
        self._fix_focus(1)

    # focus helpers
    def shown(self) -> list[Item]:
        return [it for it in self.items if it.visible]

    @property
    def focused(self) -> Item | None:
        shown = self.shown()
        return shown[self.focus] if 0 <= self.focus < len(shown) else None

    def _fix_focus(self, step: int) -> None:
        shown = self.shown()
        if not shown:
            self.focus = 0
            return
        self.focus %= len(shown)
        for _i in range(len(shown)):
            if shown[self.focus].enabled:
                return
            self.focus = (self.focus + step) % len(shown)

    def focus_on(self, label: str) -> None:
        for i, it in enumerate(self.shown()):
            if it.label == label:
                self.focus = i
                return

    def choice_reach(self) -> int:
        """How far the choice arrows stand from the value's middle: room for the
        longest value of any choice row (hidden ones too: the arrows never move),
        as long as the longest label keeps its full size beside them."""
        values = tuple(label for it in self.items for _v, label in it.choices)
        labels = tuple(it.label for it in self.items if it.choices)
        return reach_for(values, labels, self.width)

    def rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(self.center_x - self.width // 2, self.top + i * self.row_h,
                            self.width, self.row_h - 12) for i in range(len(self.shown()))]

    def move(self, step: int) -> None:
        shown = self.shown()
        if not shown:
            return
        before = self.focus
        self.focus = (self.focus + step) % len(shown)
        self._fix_focus(step)
        if self.focus != before and self.on_focus:
            self.on_focus()

    def update(self, dt: float) -> None:
        self.t += dt

    def handle(self, action: InputAction) -> bool:
        """Move focus, change a choice or press a button; True if used."""
        a = action.act
        self._fix_focus(1)
        item = self.focused
        if a == Act.UP:
            self.move(-1)
            return True
        if a == Act.DOWN:
            self.move(1)
            return True
        if a in (Act.LEFT, Act.RIGHT) and item is not None and item.choices and item.enabled:
            self._cycle(item, -1 if a == Act.LEFT else 1)
            return True
        if a == Act.CONFIRM and item is not None:
            self._activate(item, 1)
            return True
        if a in (Act.POINT, Act.CLICK) and action.pos is not None:
            for i, rect in enumerate(self.rects()):
                if rect.collidepoint(action.pos):
                    target = self.shown()[i]
                    if not target.enabled:
                        return True
                    if self.focus != i:
                        self.focus = i
                        if self.on_focus:
                            self.on_focus()
                    if a == Act.CLICK:
                        step = -1 if (target.choices and action.pos[0] < self._value_mid(rect)
                                      and self.style == "form") else 1
                        self._activate(target, step)
                    return True
        return False

    def _value_mid(self, rect: pygame.Rect) -> int:
        """The middle of a choice row's value (its right arrow near the row's end)."""
        return rect.right - ROW_PAD // 2 - ARROW_W - self.choice_reach()

    def _cycle(self, item: Item, step: int) -> None:
        item.index = (item.index + step) % len(item.choices)
        if item.on_change:
            item.on_change(item.value)

    def _activate(self, item: Item, step: int) -> None:
        if not item.enabled:
            return
        if item.choices:
            self._cycle(item, step)
        elif item.on_confirm:
            item.on_confirm()

    def draw(self, surface: pygame.Surface) -> None:
        shown = self.shown()
        for i, (it, rect) in enumerate(zip(shown, self.rects(), strict=True)):
            focused = i == self.focus
            fill = theme.BG_PANEL_HI if focused else theme.BG_PANEL
            draw_panel(surface, rect, fill=fill,
                       border=theme.GOLD if focused else theme.GOLD_DIM, alpha=230)
            color = theme.INK if it.enabled else theme.INK_FAINT
            if focused and it.enabled:
                color = theme.FOCUS
            if self.style == "menu":
                blit_fit(surface, it.label, 30, rect.center, rect.w - 24, kind="ui-bold",
                         color=color, anchor="center", floor=18)
            elif not it.choices and not it.detail:
                blit_fit(surface, it.label, 26, rect.center, rect.w - 24, kind="ui-bold",
                         color=color, anchor="center", floor=18)
            else:
                room = self.label_room(it, rect)
                size = fit_size(it.label, 24, "ui-semibold", room, floor=12)
                blit_text(surface, it.label, size, (rect.left + ROW_PAD, rect.centery),
                          kind="ui-semibold", color=color, anchor="midleft")
                if it.choices:
                    self._draw_choice(surface, it, rect, focused)
                elif it.detail:
                    blit_fit(surface, it.detail, 20, (rect.right - ROW_PAD, rect.centery),
                             detail_room(rect, it.label), color=theme.INK_DIM,
                             anchor="midright")
            if focused:
                draw_focus(surface, rect, self.t)

    def squeezed(self) -> list[str]:
        """The words of the rows shown that would be narrowed below their full size
        to fit (every value of a choice row, not only the one showing): rows too
        narrow for a language."""
        out = []
        reach = self.choice_reach()
        for it, rect in zip(self.shown(), self.rects(), strict=True):
            if self.style == "menu" or (not it.choices and not it.detail):
                full = 30 if self.style == "menu" else 26
                if theme.font(full, "ui-bold").size(it.label)[0] > rect.w - 24:
                    out.append(it.label)
                continue
            if theme.font(24, "ui-semibold").size(it.label)[0] > self.label_room(it, rect):
                out.append(it.label)
            out += [value for _v, value in it.choices
                    if theme.font(CHOICE_SIZE, "ui-bold").size(value)[0]
                    > 2 * (reach - CHOICE_PAD)]
            if it.detail and not it.choices and theme.font(20).size(it.detail)[0] \
                    > detail_room(rect, it.label):
                out.append(it.detail)
        return out

    def label_room(self, it: Item, rect: pygame.Rect) -> int:
        """How wide a form row's label may be: up to its choice's left arrow, or its
        detail, less the gap between them."""
        if it.choices:
            end = self._value_mid(rect) - self.choice_reach() - ARROW_W
        else:
            end = rect.right - ROW_PAD - min(detail_room(rect, it.label),
                                             theme.font(20).size(it.detail)[0])
        return end - ROW_GAP - rect.left - ROW_PAD

    def _draw_choice(self, surface: pygame.Surface, it: Item, rect: pygame.Rect,
                     focused: bool) -> None:
        mid, reach = self._value_mid(rect), self.choice_reach()
        label = it.choices[it.index][1]
        col = theme.INK if it.enabled else theme.INK_FAINT
        size = fit_size(label, CHOICE_SIZE, "ui-bold", 2 * (reach - CHOICE_PAD), floor=12)
        blit_text(surface, label, size, (mid, rect.centery), kind="ui-bold",
                  color=theme.FOCUS if focused else col, anchor="center")
        arrow = theme.GOLD if focused else theme.GOLD_DIM
        for side in (-1, 1):
            base = mid + side * reach              # the arrow's base, its tip outward
            tip = base + side * ARROW_W
            pts = [(tip, rect.centery), (base, rect.centery - 9), (base, rect.centery + 9)]
            pygame.draw.polygon(surface, arrow, pts)


@lru_cache(maxsize=256)
def reach_for(values: tuple[str, ...], labels: tuple[str, ...], width: int) -> int:
    """The arrows' distance from a value's middle in form rows ``width`` wide: the
    widest of ``values`` at full size with CHOICE_PAD either side, unless the widest
    of ``labels`` would not fit at full size beside it (then the values shrink)."""
    widest = max((theme.font(CHOICE_SIZE, "ui-bold").size(s)[0] for s in values), default=0)
    label = max((theme.font(24, "ui-semibold").size(s)[0] for s in labels), default=0)
    fixed = width - ROW_PAD // 2 - 2 * ARROW_W - ROW_GAP - ROW_PAD
    return max(CHOICE_REACH_MIN, min((widest + 1) // 2 + CHOICE_PAD, (fixed - label) // 2))


def detail_room(rect: pygame.Rect, label: str) -> int:
    """How wide a form row's detail may be: what its label leaves of the row (the
    label keeping at least two fifths when both are long)."""
    label_w = min(theme.font(24, "ui-semibold").size(label)[0], rect.w * 2 // 5)
    return rect.w - 2 * ROW_PAD - ROW_GAP - label_w
