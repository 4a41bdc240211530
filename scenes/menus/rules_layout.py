"""A rules page laid out once into positioned surfaces: text lines, tables and
the pictures beside them; the reader only blits the visible ones.

Pictures come from the games' art (scenes/menus/rules_pictures.py): a figure
shows them with captions beside the paragraph or list item it illustrates (on
the right, the words wrapped narrower; under a heading or a table, below it), a
table cell shows its picture left of its words. A picture that cannot be drawn is left
out and named in a notice at the top of the page.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.core import theme
from scenes.core.i18n import _
from scenes.menus.rules_markdown import Block
from scenes.menus.rules_pictures import PictureError, picture
from scenes.ui.widgets import text, wrap_text

COL_GAP = 14
MARK_GAP = 8                # px between a list marker and its text
INDENTS = {"bullet": 30, "sub": 62, "step": 36}
FIGURE = 64                 # px, a figure row's pictures
FIGURE_SIZES = {"horse": 132, "stack": 88}   # art that needs more room, by kind
FIGURE_GAP = 26
CAPTION = 16                # px, the caption under a figure's picture (>= 12 px)
CAPTION_MAX_W = 150         # a caption may be wider than its picture, up to this
SIDE = 0.42                 # of the page's width at most, for pictures beside their text
ICON = 36                   # px, a table cell's picture
ICON_GAP = 10


@dataclass(frozen=True)
class Placed:
    """A surface to draw at document height ``y`` (x relative to the text view)."""

    y: int
    x: int
    surf: pygame.Surface


def _picture(target: str, size: int, missing: list[str]) -> pygame.Surface | None:
    try:
        return picture(target, size)
    except PictureError:
        if target not in missing:
            missing.append(target)
        return None


def layout(blocks: list[Block], width: int) -> tuple[list[Placed], int]:
    """Position every line and picture of the page; returns them and the page height."""
    out: list[Placed] = []
    missing: list[str] = []
    y = 0
    styles = {"h1": (38, "title-bold", theme.GOLD, 16, 8),
              "h2": (27, "ui-bold", theme.GOLD, 22, 8),
              "h3": (24, "ui-bold", theme.FOCUS, 14, 4),
              "p": (20, "ui", theme.INK, 4, 8)}
    indent = 0
    beside: tuple[int, int] | None = None     # a figure placed beside its text: (y, x)
    for i, b in enumerate(blocks):
        figure = blocks[i + 1] if i + 1 < len(blocks) and blocks[i + 1].kind == "figure" \
            else None
        room = width
        if figure is not None and b.kind in ("p", "bullet", "sub", "step"):
            items = _figure_items(figure, missing)
            side = _figure_width(items, int(width * SIDE))
            if items:
                room = width - side - FIGURE_GAP
                top = y + (styles["p"][3] if b.kind == "p" and out else 0)
                fig_end = _place_figure(items, room + FIGURE_GAP, width, top, out)
                beside = (fig_end, i + 1)
        if b.kind == "figure" and beside is not None and beside[1] == i:
            y = max(y, beside[0] + 8)
            beside = None
            continue
        if b.kind == "table":
            y = _layout_table(b, width, y, out, missing) + 12
            indent = 0
            continue
        if b.kind == "figure":
            y = _layout_figure(b, indent, width, y, out, missing)
            continue
        if b.kind in styles:
            size, kind, color, before, after = styles[b.kind]
            y += before if out else 0
            fnt = theme.font(size, kind)
            for line in wrap_text(b.text, fnt, room):
                out.append(Placed(y, 0, text(line, size, kind, color)))
                y += fnt.get_linesize()
            if b.kind in ("h1", "h2"):
                out.append(Placed(y, 0, _rule(width if b.kind == "h1" else width // 3)))
                y += 4
            y += after
            indent = 0
            continue
        indent = INDENTS[b.kind]
        fnt = theme.font(20)
        lines = wrap_text(b.text, fnt, room - indent)
        marker = {"step": f"{b.mark}.", "bullet": "\u2022"}.get(b.kind, "\u2013")
        mark = text(marker, 20, "ui-bold", theme.GOLD)
        # right-aligned a gap before the text, so "10." never touches its words
        out.append(Placed(y, max(0, indent - MARK_GAP - mark.get_width()), mark))
        for line in lines:
            out.append(Placed(y, indent, text(line, 20, "ui", theme.INK)))
            y += fnt.get_linesize()
        y += 5
    if missing:
        out, y = _with_notice(out, y, missing, width)
    return out, y + 40


def missing_notice(missing: list[str]) -> str:
    """The words telling which pictures a page names but cannot show."""
    return _("Some pictures of this page could not be shown: {names}").format(
        names=", ".join(missing))


def _with_notice(out: list[Placed], height: int, missing: list[str],
                 width: int) -> tuple[list[Placed], int]:
    """The page moved down under a line naming the pictures that were left out."""
    note = missing_notice(missing)
    fnt = theme.font(17, "ui-semibold")
    lines = [Placed(i * fnt.get_linesize(), 0, text(line, 17, "ui-semibold", theme.DANGER))
             for i, line in enumerate(wrap_text(note, fnt, width))]
    shift = len(lines) * fnt.get_linesize() + 12
    return lines + [Placed(p.y + shift, p.x, p.surf) for p in out], height + shift


def _rule(width: int) -> pygame.Surface:
    surf = pygame.Surface((width, 2))
    surf.fill(theme.GOLD_DIM)
    return surf


def _figure_size(target: str) -> int:
    parts = target.split(":")
    return FIGURE_SIZES.get(parts[1] if len(parts) > 1 else "", FIGURE)


Figure = list[tuple[pygame.Surface, list[str], int]]   # picture, caption lines, width


def _figure_items(b: Block, missing: list[str]) -> Figure:
    """A figure's pictures with their captions wrapped, and the width each needs."""
    fnt = theme.font(CAPTION, "ui-semibold")
    items: Figure = []
    for caption, target in b.figures:
        pic = _picture(target, _figure_size(target), missing)
        if pic is None:
            continue
        w = max(pic.get_width(), min(CAPTION_MAX_W, fnt.size(caption)[0]))
        lines = wrap_text(caption, fnt, w) if caption else []
        w = max([w, *(fnt.size(line)[0] for line in lines)])   # a long word is kept whole
        items.append((pic, lines, w))
    return items


def _figure_width(items: Figure, most: int) -> int:
    """How wide a figure's rows are when they may be at most ``most`` px wide."""
    width = row = 0
    for _pic, _lines, w in items:
        row = w if row == 0 or row + FIGURE_GAP + w > most else row + FIGURE_GAP + w
        width = max(width, row)
    return width


def _layout_figure(b: Block, indent: int, width: int, y: int, out: list[Placed],
                   missing: list[str]) -> int:
    """A row of pictures, each with its caption centred under it, wrapping when full;
    indented like the list item it follows."""
    items = _figure_items(b, missing)
    if not items:
        return y
    return _place_figure(items, indent, width, y, out) + 12


def _place_figure(items: Figure, left: int, right: int, y: int, out: list[Placed]) -> int:
    """The pictures in rows between ``left`` and ``right`` from ``y``; returns the
    bottom of the last row."""
    fnt = theme.font(CAPTION, "ui-semibold")
    y += 4
    x = left
    row_h = 0
    for pic, caption_lines, w in items:
        if x > left and x + w > right:
            x, y, row_h = left, y + row_h + 8, 0
        out.append(Placed(y, x + (w - pic.get_width()) // 2, pic))
        h = pic.get_height() + 4
        for line in caption_lines:
            surf = text(line, CAPTION, "ui-semibold", theme.INK_DIM)
            out.append(Placed(y + h, x + (w - surf.get_width()) // 2, surf))
            h += fnt.get_linesize()
        row_h = max(row_h, h)
        x += w + FIGURE_GAP
    return y + row_h


def _table_columns(rows: list[tuple[str, ...]], pad: list[int], width: int
                   ) -> tuple[int, list[int]]:
    """Type size and column widths for a table ``width`` px wide: every column at
    least as wide as its longest word (words are never split), the room left
    shared out by how much text each column holds; smaller type (never under
    13 px) only when the longest words alone do not fit."""
    for size in range(17, 12, -1):
        bold = theme.font(size, "ui-bold")
        natural = [max(bold.size(r[c])[0] for r in rows) + COL_GAP + pad[c]
                   for c in range(len(pad))]
        least = [max((bold.size(w)[0] for r in rows for w in r[c].split()), default=0)
                 + COL_GAP + pad[c] for c in range(len(pad))]
        if sum(natural) <= width:
            return size, natural
        if sum(least) <= width:
            spare, extra = width - sum(least), sum(natural) - sum(least)
            return size, [lo + (n - lo) * spare // extra for lo, n in zip(least, natural,
                                                                           strict=True)]
    return size, least


def _layout_table(b: Block, width: int, y: int, out: list[Placed], missing: list[str]) -> int:
    """A table as a grid: columns sized to content, shrunk and wrapped to fit; a cell's
    picture sits left of its words and the row grows to hold it."""
    ncols = max(len(r) for r in b.rows)
    rows = [tuple(r) + ("",) * (ncols - len(r)) for r in b.rows]
    icon_rows = ([tuple(r) + ("",) * (ncols - len(r)) for r in b.icons]
                 or [("",) * ncols] * len(rows))
    pics = [[_picture(t, ICON, missing) if t else None for t in r] for r in icon_rows]
    pad = [max((ICON + ICON_GAP if pics[ri][c] else 0) for ri in range(len(rows)))
           for c in range(ncols)]
    size, widths = _table_columns(rows, pad, width)
    fnt = theme.font(size)
    bold = theme.font(size, "ui-bold")
    table_w = min(width, sum(widths))
    line_h = fnt.get_linesize()
    for ri, row in enumerate(rows):
        header = ri == 0
        wrapped = [wrap_text(cell, bold if header else fnt, widths[c] - COL_GAP - pad[c])
                   for c, cell in enumerate(row)]
        text_h = max(len(w) for w in wrapped) * line_h
        height = max(text_h, ICON if any(pics[ri]) else 0) + 8
        bg = pygame.Surface((table_w, height), pygame.SRCALPHA)
        bg.fill((*theme.BG_PANEL_HI, 255) if header else
                ((255, 255, 255, 12) if ri % 2 else (0, 0, 0, 0)))
        out.append(Placed(y, 0, bg))
        x = 8
        for c, lines in enumerate(wrapped):
            pic = pics[ri][c]
            if pic is not None:
                out.append(Placed(y + (height - pic.get_height()) // 2, x, pic))
            top = y + (height - len(lines) * line_h) // 2
            for li, line in enumerate(lines):
                if line:
                    out.append(Placed(top + li * line_h, x + pad[c],
                                      text(line, size, "ui-bold" if header else "ui",
                                           theme.GOLD if header else theme.INK)))
            x += widths[c]
        y += height
    return y
