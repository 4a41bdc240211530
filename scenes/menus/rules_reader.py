"""The in-game Rules reader: one tab per game, scrolled by line or by page.

The rules live in assets/rules/<game>.md, a small Markdown subset (headings,
bullets, numbered steps, paragraphs, tables, **bold**, `code`), laid out once
per tab into positioned lines; only the visible ones are drawn.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.resources import resource_path
from scenes.games import GAMES, ORDER
from scenes.ui.widgets import (
    BACK_HINT,
    Hint,
    HintBar,
    blit_text,
    bumped,
    device_of,
    draw_panel,
    text,
    wrap_text,
)

VIEW = pygame.Rect(90, 128, 1070, 520)     # where the text scrolls
LINE_STEP = 48                              # px per Up/Down press
COL_GAP = 14
MARK_GAP = 8                                # px between a list marker and its text


@dataclass(frozen=True)
class Block:
    """One parsed piece of a rules page."""

    kind: str          # "h1", "h2", "h3", "p", "bullet", "sub", "step", "table", "gap"
    text: str = ""
    rows: tuple[tuple[str, ...], ...] = ()
    mark: str = ""     # the step number for "step"


def clean(s: str) -> str:
    """Inline Markdown to plain text: **bold**, `code` and escapes removed."""
    s = re.sub(r"\*\*(.+?)\*\*", r"\1", s)
    s = re.sub(r"`([^`]*)`", r"\1", s)
    return s.replace("\\|", "|").strip()


def parse(md: str) -> list[Block]:
    """Markdown subset to blocks; paragraphs and bullets may wrap over lines."""
    blocks: list[Block] = []
    para: list[str] = []
    table: list[tuple[str, ...]] = []

    def flush() -> None:
        if para:
            blocks.append(Block("p", clean(" ".join(para))))
            para.clear()
        if table:
            blocks.append(Block("table", rows=tuple(table)))
            table.clear()

    for raw in md.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if stripped.startswith("|"):
            if para:
                flush()
            cells = tuple(clean(c) for c in stripped.strip("|").split("|"))
            if not all(re.fullmatch(r":?-{2,}:?", c.replace(" ", "")) for c in cells):
                table.append(cells)
            continue
        if table:
            flush()
        if not stripped:
            flush()
            continue
        m = re.match(r"^(#{1,3}) (.*)$", stripped)
        if m:
            flush()
            blocks.append(Block(f"h{len(m.group(1))}", clean(m.group(2))))
            continue
        m = re.match(r"^(\s*)[-*] (.*)$", line)
        if m:
            flush()
            blocks.append(Block("sub" if len(m.group(1)) >= 2 else "bullet", clean(m.group(2))))
            continue
        m = re.match(r"^\s*(\d+)\. (.*)$", line)
        if m:
            flush()
            blocks.append(Block("step", clean(m.group(2)), mark=m.group(1)))
            continue
        if blocks and blocks[-1].kind in ("bullet", "sub", "step") and not para \
                and raw.startswith("  "):
            last = blocks.pop()   # continuation line of a list item
            blocks.append(Block(last.kind, last.text + " " + clean(stripped), mark=last.mark))
            continue
        para.append(stripped)
    flush()
    return blocks


def load_rules(game: str) -> str:
    """The bundled rules text of ``game``."""
    return resource_path("assets", "rules", f"{game}.md").read_text(encoding="utf-8")


@dataclass(frozen=True)
class Placed:
    """A surface to draw at document height ``y`` (x relative to VIEW)."""

    y: int
    x: int
    surf: pygame.Surface


def layout(blocks: list[Block], width: int) -> tuple[list[Placed], int]:
    """Position every line of the page; returns the lines and the page height."""
    out: list[Placed] = []
    y = 0
    styles = {"h1": (38, "title-bold", theme.GOLD, 16, 8),
              "h2": (27, "ui-bold", theme.GOLD, 22, 8),
              "h3": (24, "ui-bold", theme.FOCUS, 14, 4),
              "p": (20, "ui", theme.INK, 4, 8)}
    for b in blocks:
        if b.kind == "table":
            y = _layout_table(b, width, y, out) + 12
            continue
        if b.kind in styles:
            size, kind, color, before, after = styles[b.kind]
            y += before if out else 0
            fnt = theme.font(size, kind)
            for line in wrap_text(b.text, fnt, width):
                out.append(Placed(y, 0, text(line, size, kind, color)))
                y += fnt.get_linesize()
            if b.kind in ("h1", "h2"):
                out.append(Placed(y, 0, _rule(width if b.kind == "h1" else width // 3)))
                y += 4
            y += after
            continue
        indent = {"bullet": 30, "sub": 62, "step": 36}[b.kind]
        fnt = theme.font(20)
        lines = wrap_text(b.text, fnt, width - indent)
        marker = {"step": f"{b.mark}.", "bullet": "\u2022"}.get(b.kind, "\u2013")
        mark = text(marker, 20, "ui-bold", theme.GOLD)
        # right-aligned a gap before the text, so "10." never touches its words
        out.append(Placed(y, max(0, indent - MARK_GAP - mark.get_width()), mark))
        for line in lines:
            out.append(Placed(y, indent, text(line, 20, "ui", theme.INK)))
            y += fnt.get_linesize()
        y += 5
    return out, y + 40


def _rule(width: int) -> pygame.Surface:
    surf = pygame.Surface((width, 2))
    surf.fill(theme.GOLD_DIM)
    return surf


def _layout_table(b: Block, width: int, y: int, out: list[Placed]) -> int:
    """A table as a grid: columns sized to content, shrunk and wrapped to fit."""
    fnt = theme.font(17)
    bold = theme.font(17, "ui-bold")
    ncols = max(len(r) for r in b.rows)
    rows = [tuple(r) + ("",) * (ncols - len(r)) for r in b.rows]
    natural = [max(bold.size(r[c])[0] for r in rows) + COL_GAP for c in range(ncols)]
    total = sum(natural)
    if total > width:
        widths = [max(60, n * width // total) for n in natural]
    else:
        widths = natural
    table_w = min(width, sum(widths))
    for ri, row in enumerate(rows):
        header = ri == 0
        wrapped = [wrap_text(cell, bold if header else fnt, widths[c] - COL_GAP)
                   for c, cell in enumerate(row)]
        height = max(len(w) for w in wrapped) * fnt.get_linesize() + 8
        bg = pygame.Surface((table_w, height), pygame.SRCALPHA)
        bg.fill((*theme.BG_PANEL_HI, 255) if header else
                ((255, 255, 255, 12) if ri % 2 else (0, 0, 0, 0)))
        out.append(Placed(y, 0, bg))
        x = 8
        for c, lines in enumerate(wrapped):
            for li, line in enumerate(lines):
                if line:
                    out.append(Placed(y + 4 + li * fnt.get_linesize(), x,
                                      text(line, 17, "ui-bold" if header else "ui",
                                           theme.GOLD if header else theme.INK)))
            x += widths[c]
        y += height
    return y


class RulesScene(Scene):
    """Tabs for the three games; Up/Down scroll, PgUp/PgDn page, Left/Right tab."""

    def __init__(self, game: str = "essentia") -> None:
        super().__init__()
        self.tab = ORDER.index(game) if game in ORDER else 0
        self.pages: dict[str, tuple[list[Placed], int]] = {}
        self.offset = 0.0        # shown scroll position (eases towards target)
        self.target = 0
        self.tab_rects: list[pygame.Rect] = []
        self.hints = HintBar([
            Hint("\u2190\u2192", "D-pad \u2190\u2192", "Game"),
            Hint("\u2191\u2193", "D-pad \u2191\u2193", "Scroll"),
            Hint("PgUp", "LB", "Page up", Act.PREV),
            Hint("PgDn", "RB", "Page down", Act.NEXT),
            BACK_HINT,
        ])

    @property
    def game(self) -> str:
        return ORDER[self.tab]

    def page(self) -> tuple[list[Placed], int]:
        """The laid-out current tab (built on first view)."""
        if self.game not in self.pages:
            self.pages[self.game] = layout(parse(load_rules(self.game)), VIEW.width - 40)
        return self.pages[self.game]

    def max_offset(self) -> int:
        return max(0, self.page()[1] - VIEW.height)

    def page_count(self) -> int:
        return 1 + (self.max_offset() + VIEW.height - 1) // VIEW.height

    def current_page(self) -> int:
        if self.target >= self.max_offset():
            return self.page_count()   # scrolled to the end: the last page, whatever its length
        return min(self.page_count(), 1 + (self.target + VIEW.height // 2) // VIEW.height)

    def scroll_to(self, y: int) -> None:
        self.target = max(0, min(self.max_offset(), int(y)))

    def switch(self, step: int) -> None:
        self.tab = (self.tab + step) % len(ORDER)
        self.target = 0
        self.offset = 0.0
        if self.app:
            self.app.play_sound("flip")

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        a = action.act
        if a in (Act.CANCEL, Act.MENU, Act.HELP):
            assert self.app is not None
            self.app.pop()
        elif a == Act.LEFT:
            self.switch(-1)
        elif a == Act.RIGHT:
            self.switch(1)
        elif a == Act.UP:
            self.scroll_to(self.target - LINE_STEP)
        elif a == Act.DOWN:
            self.scroll_to(self.target + LINE_STEP)
        elif a == Act.NEXT:
            self.scroll_to(self.target + VIEW.height - LINE_STEP)
        elif a == Act.PREV:
            self.scroll_to(self.target - VIEW.height + LINE_STEP)
        elif a == Act.SCROLL:
            self.scroll_to(self.target - action.value * 3 * LINE_STEP // 2)
        elif a == Act.CONFIRM:
            self.scroll_to(self.target + VIEW.height - LINE_STEP)
        elif a == Act.CLICK and action.pos is not None:
            for i, rect in enumerate(self.tab_rects):
                if rect.collidepoint(action.pos) and i != self.tab:
                    self.switch(i - self.tab)
                    return
            bar = self._scrollbar_track()
            if bar.inflate(24, 0).collidepoint(action.pos) and self.max_offset() > 0:
                frac = (action.pos[1] - bar.top) / bar.height
                self.scroll_to(int(frac * self.max_offset()))

    def update(self, dt: float) -> None:
        self.page()
        # ease the shown position towards the target, independent of frame rate
        k = min(1.0, dt * 14.0)
        self.offset += (self.target - self.offset) * k
        if abs(self.target - self.offset) < 0.5:
            self.offset = float(self.target)

    def _scrollbar_track(self) -> pygame.Rect:
        return pygame.Rect(VIEW.right + 26, VIEW.top, 8, VIEW.height)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        panel = VIEW.inflate(60, 40)
        draw_panel(surface, panel, alpha=255)
        self._draw_tabs(surface)
        lines, _height = self.page()
        off = int(self.offset)
        clip = surface.get_clip()
        surface.set_clip(VIEW)
        for p in lines:
            y = VIEW.top + p.y - off
            if y > VIEW.bottom:
                break
            if y + p.surf.get_height() >= VIEW.top:
                surface.blit(p.surf, (VIEW.left + p.x, y))
        surface.set_clip(clip)
        self._draw_scrollbar(surface)
        blit_text(surface, f"Page {self.current_page()} / {self.page_count()}", 20,
                  (panel.right, 56), kind="ui-semibold", color=theme.INK_DIM,
                  anchor="midright")
        self.hints.draw(surface, device_of(self.app))

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        blit_text(surface, "Rules", 44, (60, 22), kind="title-bold", color=theme.GOLD)
        self.tab_rects = []
        x = 260
        for i, key in enumerate(ORDER):
            label = GAMES[key].title
            w = theme.font(24, "ui-bold").size(label)[0] + 48
            rect = pygame.Rect(x, 30, w, 52)
            active = i == self.tab
            pygame.draw.rect(surface, theme.BG_PANEL_HI if active else theme.BG_PANEL, rect,
                             border_radius=12)
            pygame.draw.rect(surface, theme.FOCUS if active else theme.GOLD_DIM, rect,
                             3 if active else 1, border_radius=12)
            blit_text(surface, label, 24, rect.center, kind="ui-bold",
                      color=theme.FOCUS if active else theme.INK_DIM, anchor="center")
            self.tab_rects.append(rect)
            x += w + 14

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        track = self._scrollbar_track()
        pygame.draw.rect(surface, theme.BG_PANEL_HI, track, border_radius=4)
        total = self.page()[1]
        if total <= VIEW.height:
            return
        h = max(30, track.height * VIEW.height // total)
        y = track.top + int((track.height - h) * (self.offset / max(1, self.max_offset())))
        pygame.draw.rect(surface, theme.GOLD, (track.left, y, track.width, h), border_radius=4)
