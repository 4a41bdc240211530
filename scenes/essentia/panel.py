"""Pieces of the Essentia side panel: clickable buttons, the two sides'
tallies, the power card and the move list.

Buttons are a mouse shortcut for what the keyboard and controller reach by
their own keys (U/Y undo, F1/Back rules, P/Start menu with truce and resign).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.essentia.layout import GOLEMS
from scenes.art import essentia as essentia_art
from scenes.core import i18n, theme
from scenes.core.i18n import _
from scenes.essentia.words import POWER_TEXT, side_name
from scenes.ui.hints import key_name
from scenes.ui.move_list import MoveScroll
from scenes.ui.widgets import blit_fit, blit_text, draw_panel, wrap_text

SIDE_COLORS = (theme.SIDE_LIGHT, theme.SIDE_DARK)


@dataclass
class Button:
    """A panel button: ``key`` names it for the scene, ``label`` its words (marked
    with N_, translated when drawn), ``cap`` its keyboard key."""

    key: str
    label: str
    cap: str = ""
    rect: pygame.Rect | None = None
    enabled: bool = True


class ButtonRow:
    """A row of buttons laid out in ``rect``; hover highlights, click returns the key."""

    GAP = 10
    LABEL = 18          # the labels' type size, shrunk only where a word needs it

    def __init__(self, buttons: list[Button], rect: pygame.Rect) -> None:
        self.buttons = buttons
        self.area = rect
        self.hover: str | None = None
        self._placed_in = ""        # the language the buttons were laid out for
        self.place()

    def place(self) -> None:
        """Each button as wide as its words in the current language need, the room
        left over shared equally: a long word ("Waffenstillstand") takes room from
        short ones rather than shrinking to the smallest type. Laid out again only
        when the language changes."""
        if i18n.language() == self._placed_in:
            return
        self._placed_in = i18n.language()
        labels = [_(b.label) for b in self.buttons]
        font = theme.font(self.LABEL, "ui-bold")
        rect, n = self.area, len(self.buttons)
        room = rect.w - self.GAP * (n - 1)
        need = [font.size(label)[0] + 20 for label in labels]
        spare = (room - sum(need)) // n
        widths = [w + spare for w in need] if spare >= 0 else [
            max(1, room * w // sum(need)) for w in need]
        x = rect.left
        for b, w in zip(self.buttons, widths, strict=True):
            b.rect = pygame.Rect(x, rect.top, w, rect.h)
            x += w + self.GAP

    def hit(self, pos: tuple[int, int] | None) -> str | None:
        if pos is None:
            return None
        self.place()
        for b in self.buttons:
            if b.rect is not None and b.enabled and b.rect.collidepoint(pos):
                return b.key
        return None

    def point(self, pos: tuple[int, int] | None) -> None:
        self.hover = self.hit(pos)

    def enable(self, key: str, on: bool) -> None:
        for b in self.buttons:
            if b.key == key:
                b.enabled = on

    def draw(self, surface: pygame.Surface) -> None:
        self.place()
        for b in self.buttons:
            assert b.rect is not None
            hot = b.key == self.hover and b.enabled
            fill = theme.BG_PANEL_HI if hot else theme.BG_PANEL
            draw_panel(surface, b.rect, fill=fill,
                       border=theme.FOCUS if hot else theme.GOLD_DIM, radius=10)
            col = theme.INK if b.enabled else theme.INK_FAINT
            if hot:
                col = theme.FOCUS
            cy = b.rect.centery - (8 if b.cap else 0)
            blit_fit(surface, _(b.label), self.LABEL, (b.rect.centerx, cy), b.rect.w - 8,
                     kind="ui-bold",
                     color=col, anchor="center")
            if b.cap:
                blit_text(surface, key_name(b.cap), 13, (b.rect.centerx, cy + 19),
                          color=theme.INK_DIM, anchor="center")


def draw_power_card(surface: pygame.Surface, rect: pygame.Rect, power: str | None,
                    title: str, detail: tuple[str, ...], warning: str = "") -> None:
    """The power of the golem (or cell) in focus: icon, name, and up to three
    sentences, each on a line of its own (shrunk, never cut, to fit); a ``warning``
    (the move there would lose) takes the last line, in red."""
    draw_panel(surface, rect)
    x = rect.left + 18
    if power is not None and power in POWER_TEXT:
        icon = essentia_art.power_icon(power, 64)
        surface.blit(icon, icon.get_rect(midleft=(x, rect.centery)))
        x += 80
    room = rect.right - x - 16
    blit_fit(surface, title, 22, (x, rect.top + 12), room, kind="ui-bold", color=theme.GOLD)
    warn = wrap_text(warning, theme.font(17), room)[:2] if warning else []
    lines = [(line, theme.INK) for line in detail[:3 - len(warn)]]
    lines += [(line, theme.DANGER) for line in warn]
    for i, (line, colour) in enumerate(lines):
        blit_fit(surface, line, 17, (x, rect.top + 42 + i * 21), room, color=colour)


@dataclass
class Tally:
    """One side's numbers for the panel."""

    golems: int
    springs: int
    captured: int   # enemy golems this side has taken


# The tallies' columns, from the panel's left edge: a side's name with room for the
# longest language's (German's Morgendämmerung), then its numbers a clear gap after.
NAME_X, NAME_ROOM = 58, 200
GOLEMS_X, SPRINGS_X, CAPTURED_X = 312, 418, 528     # each column's middle
HEAD_ROOM = 90                                      # a column's heading at most this wide


def draw_tallies(surface: pygame.Surface, rect: pygame.Rect, tallies: tuple[Tally, Tally],
                 who: tuple[str, str], to_move: int | None) -> None:
    """Both sides: golems left, springs held, enemy golems captured."""
    draw_panel(surface, rect)
    heads = ((_("Golems"), GOLEMS_X), (_("Springs"), SPRINGS_X), (_("Captured"), CAPTURED_X))
    for label, dx in heads:
        blit_fit(surface, label, 15, (rect.left + dx, rect.top + 10), HEAD_ROOM,
                 kind="ui-semibold", color=theme.INK_DIM, anchor="midtop")
    for p in (0, 1):
        y = rect.top + 48 + p * 46
        if p == to_move:
            hi = pygame.Rect(rect.left + 8, y - 20, rect.w - 16, 42)
            pygame.draw.rect(surface, SIDE_COLORS[p], hi, 2, border_radius=8)
        icon = essentia_art.golem(p, 36)
        surface.blit(icon, icon.get_rect(center=(rect.left + 32, y)))
        # the side's name over the person playing it: room for the longer languages
        blit_fit(surface, side_name(p), 20, (rect.left + NAME_X, y - 21), NAME_ROOM,
                 kind="ui-bold", color=SIDE_COLORS[p])
        blit_fit(surface, who[p], 14, (rect.left + NAME_X, y + 3), NAME_ROOM,
                 color=theme.INK_DIM)
        t = tallies[p]
        blit_text(surface, f"{t.golems}/{GOLEMS}", 21, (rect.left + GOLEMS_X, y),
                  kind="ui-bold", anchor="center")
        spring = essentia_art.tile("spring", 22)
        for i in range(t.springs):
            surface.blit(spring, spring.get_rect(
                center=(rect.left + SPRINGS_X + (i - (t.springs - 1) / 2) * 24, y)))
        if t.springs == 0:
            # TRANSLATORS: a side holds no spring (it is about to lose).
            blit_fit(surface, _("none!"), 18, (rect.left + SPRINGS_X, y), 100, kind="ui-bold",
                     color=theme.DANGER, anchor="center")
        foe = essentia_art.golem(1 - p, 20)
        shown = min(t.captured, 5)
        if t.captured:      # the stack and its count centred on the column, clear of the frame
            count = f"{t.captured}"
            wide = 20 + (shown - 1) * 13 + 6 + theme.font(18, "ui-bold").size(count)[0]
            first = CAPTURED_X - wide // 2 + 10     # the first captured golem's middle
            for i in range(shown):
                surface.blit(foe, foe.get_rect(center=(rect.left + first + i * 13, y)))
            blit_text(surface, count, 18, (rect.left + first + (shown - 1) * 13 + 16, y),
                      kind="ui-bold", anchor="midleft")
        else:
            blit_text(surface, "0", 18, (rect.left + CAPTURED_X, y), color=theme.INK_DIM,
                      anchor="center")


def turns_fitting(rect: pygame.Rect) -> int:
    """How many turns the move list in ``rect`` shows at once (two columns)."""
    return max(1, (rect.h - 72) // 22) * 2


def _move_layout(rect: pygame.Rect, count: int, scroll: MoveScroll | None
                 ) -> tuple[int, int, int]:
    """The list's window: the first row shown, the rows shown, rows per column."""
    per_col = turns_fitting(rect) // 2
    start, end = (scroll or MoveScroll()).window((count + 1) // 2, per_col * 2)
    return start, end - start, per_col


def _move_spot(rect: pygame.Rect, i: int, k: int, shown: int, per_col: int
               ) -> tuple[int, int]:
    """Where the ``k``-th move of the ``i``-th row shown is drawn (its midtop)."""
    block, line = divmod(i, per_col)
    if shown <= per_col:
        block = 0
    return rect.left + 18 + block * 280 + 86 + k * 110, rect.top + 66 + line * 22


def move_spots(rect: pygame.Rect, count: int, scroll: MoveScroll | None = None
               ) -> list[tuple[pygame.Rect, int]]:
    """The moves on show in the list and where each stands: (area, index of the
    move), for a click that opens the review there."""
    start, shown, per_col = _move_layout(rect, count, scroll)
    spots = []
    for i in range(shown):
        for k in (0, 1):
            index = 2 * (start + i) + k
            if index < count:
                x, y = _move_spot(rect, i, k, shown, per_col)
                spots.append((pygame.Rect(x - 52, y - 2, 104, 22), index))
    return spots


def draw_moves(surface: pygame.Surface, rect: pygame.Rect, moves: list[str], first: int,
               scroll: MoveScroll | None = None) -> None:
    """Move list in notation, one numbered pair per line, newest at the bottom."""
    draw_panel(surface, rect)
    blit_text(surface, _("Moves"), 20, (rect.left + 18, rect.top + 10), kind="title-bold",
              color=theme.GOLD)
    for col, p in enumerate((first, 1 - first)):
        icon = essentia_art.golem(p, 20)
        surface.blit(icon, icon.get_rect(center=(rect.left + 104 + col * 110, rect.top + 50)))
        if len(moves) > 2 * max(1, (rect.h - 72) // 22):
            surface.blit(icon, icon.get_rect(center=(rect.left + 384 + col * 110, rect.top + 50)))
    rows = [moves[i:i + 2] for i in range(0, len(moves), 2)]
    start, shown, per_col = _move_layout(rect, len(moves), scroll)
    visible = rows[start:start + shown]
    if scroll is not None and scroll.back:
        blit_fit(surface, _("\u2191 older \u00b7 wheel down for the newest"), 14,
                 (rect.right - 16, rect.top + 14), rect.w - 130, color=theme.INK_FAINT,
                 anchor="topright")
    if not moves:
        blit_text(surface, _("No moves yet"), 17, (rect.left + 18, rect.top + 70),
                  color=theme.INK_DIM)
    for i, pair in enumerate(visible):
        x, y = _move_spot(rect, i, 0, len(visible), per_col)
        last = start + i == len(rows) - 1
        blit_text(surface, f"{start + i + 1}.", 17, (x - 52, y), color=theme.INK_DIM,
                  anchor="topright")
        for k, mv in enumerate(pair):
            newest = last and k == len(pair) - 1
            blit_text(surface, mv, 17, (x + k * 110, y), kind="ui-bold" if newest else "ui",
                      color=theme.FOCUS if newest else theme.INK, anchor="midtop")
