"""The controls table on the Settings screen: what each action is on each device.

Its words are translated and its key caps written as the language writes
them (scenes/ui/hints.key_name), so the columns' widths
depend on the language: the table is laid out once per language (columns as
wide as their words, long cells wrapped onto a second line) and only drawn
each frame.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.ui.hints import key_name
from scenes.ui.widgets import blit_text, draw_panel, wrap_text

# What each action is on each device (README lists the same, in English).
# Key and button caps stay as the hint bar prints them; the words around them
# are translated (a cell is one message).
CONTROLS: tuple[tuple[str, str, str, str], ...] = (
    (N_("Move focus / cursor"), N_("Arrows / WASD"), N_("Point"), N_("D-pad / stick")),
    (N_("Select / confirm"), "Enter / Space", N_("Left click"), "A"),
    (N_("Back / cancel"), "Esc / Backspace", N_("Right click"), "B"),
    (N_("Pause (in a game)"), "P / Esc", N_("Pause button"), "Start"),
    (N_("Next tab / page"), "Tab / PgDn", N_("Wheel / tabs"), "RB"),
    (N_("Previous tab / page"), "Shift+Tab / PgUp", N_("Wheel / tabs"), "LB"),
    (N_("Undo"), "U / Ctrl+Z", N_("Undo button"), "Y"),
    (N_("Hint (in a game)"), "I", N_("Bottom bar"), "L3"),
    (N_("Rules of the game"), "F1 / H", N_("Rules button"), "Back"),
    (N_("Fullscreen on/off"), "F11 / Alt+Enter", "-", "X"),
)
# The table's columns: what is done, then the keyboard's, mouse's and controller's way
HEADS = (N_("Action"), N_("Keyboard"), N_("Mouse"), N_("Controller"))
CAPS_WITH_WORDS = frozenset({"Arrows / WASD", "D-pad / stick"})
"""Keyboard and controller cells that hold words besides key caps."""

PX, HEAD_PX = 15, 15
LINE = 19           # line height inside a row
ROW_PAD = 16        # space between rows
GAP = 14            # space between columns
MARGIN = 20         # the panel's inner margin


def cell_text(column: int, cell: str) -> str:
    """One cell in the current language: actions and mouse words translated, key
    and button caps as the hint bar prints them."""
    if cell == "-" or (column in (1, 3) and cell not in CAPS_WITH_WORDS):
        return key_name(cell)
    return _(cell)


@dataclass(frozen=True)
class Line:
    """One line of text of the laid-out table."""

    text: str
    pos: tuple[int, int]
    head: bool = False
    action: bool = False


class ControlsTable:
    """The table inside ``rect``, laid out for the current language by ``layout``."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.lines: list[Line] = []
        self.rules: list[int] = []      # the y of each separator line
        self.bottom = rect.top          # where the last row ends
        self.layout()

    def layout(self) -> None:
        """Columns as wide as their widest word; cells wrapped when the words of a
        longer language need more room than the panel has."""
        body, bold = theme.font(PX), theme.font(PX, "ui-semibold")
        heads = [_(h) for h in HEADS]
        rows = [[cell_text(i, c) for i, c in enumerate(row)] for row in CONTROLS]
        room = self.rect.width - 2 * MARGIN - GAP * (len(HEADS) - 1)
        head_font = theme.font(HEAD_PX, "ui-bold")
        widths = [max([head_font.size(heads[i])[0]]
                      + [(bold if i == 0 else body).size(r[i])[0] for r in rows])
                  for i in range(len(HEADS))]
        words = [max([head_font.size(word)[0] for word in heads[i].split()]
                     + [(bold if i == 0 else body).size(word)[0]
                        for r in rows for word in r[i].split()]) for i in range(len(HEADS))]
        while sum(widths) > room:       # narrow the widest column its words allow; it wraps
            narrowable = [i for i in range(len(widths)) if widths[i] - 4 >= words[i]]
            if not narrowable:
                break
            widest = max(narrowable, key=lambda i: widths[i])
            widths[widest] -= 4
        xs = [self.rect.left + MARGIN]
        spare = (room - sum(widths)) // (len(HEADS) - 1)
        for w in widths[:-1]:
            xs.append(xs[-1] + w + GAP + spare)
        for pad in range(ROW_PAD, 3, -2):   # rows closer together until the table fits
            self._place(heads, rows, xs, widths, pad)
            if self.bottom <= self.rect.bottom - MARGIN // 2:
                break

    def _place(self, heads: list[str], rows: list[list[str]], xs: list[int],
               widths: list[int], pad: int) -> None:
        """Every line's place, with ``pad`` px between rows."""
        body, bold = theme.font(PX), theme.font(PX, "ui-semibold")
        head_font = theme.font(HEAD_PX, "ui-bold")
        self.lines, self.rules = [], []
        y = self.rect.top + 60
        tallest = 1
        for i, head in enumerate(heads):
            parts = wrap_text(head, head_font, widths[i])
            tallest = max(tallest, len(parts))
            for k, part in enumerate(parts):
                self.lines.append(Line(part, (xs[i], y + k * LINE), head=True))
        y += tallest * LINE + pad - 4
        for row in rows:
            self.rules.append(y - pad // 2)
            tallest = 1
            for i, cell in enumerate(row):
                parts = wrap_text(cell, bold if i == 0 else body, widths[i])
                tallest = max(tallest, len(parts))
                for k, part in enumerate(parts):
                    self.lines.append(Line(part, (xs[i], y + k * LINE), action=i == 0))
            y += tallest * LINE + pad
        self.bottom = y - pad

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.rect
        draw_panel(surface, panel)
        blit_text(surface, _("Controls"), 26, (panel.left + 20, panel.top + 14),
                  kind="title-bold", color=theme.GOLD)
        for y in self.rules:
            pygame.draw.line(surface, theme.BG_PANEL_HI, (panel.left + 14, y),
                             (panel.right - 14, y))
        for line in self.lines:
            if line.head:
                blit_text(surface, line.text, HEAD_PX, line.pos, kind="ui-bold",
                          color=theme.GOLD_DIM)
            else:
                blit_text(surface, line.text, PX, line.pos,
                          kind="ui-semibold" if line.action else "ui",
                          color=theme.INK if line.action else theme.INK_DIM)
