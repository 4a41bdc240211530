"""The in-game Rules reader: one tab per game, scrolled by line or by page.

Each tab shows assets/rules/<lang>/<game>.md in the language the player chose
(scenes/menus/rules_markdown.py), with the games' own pictures beside the
rules they illustrate, laid out once per tab and language
(scenes/menus/rules_layout.py); only the visible lines are drawn. Choosing
another language in Settings switches the text at once.
"""

from __future__ import annotations

import pygame

from scenes.core import i18n, theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.games import GAMES, order
from scenes.menus.rules_layout import Placed, layout
from scenes.menus.rules_markdown import load_rules, parse, pseudo_blocks
from scenes.ui.hints import BACK_HINT, Hint, HintBar, bumped, device_of
from scenes.ui.widgets import blit_text, draw_panel

VIEW = pygame.Rect(90, 128, 1070, 520)     # where the text scrolls
LINE_STEP = 48                              # px per Up/Down press
TAB_SIZE = 24
TABS_LEFT = 260


class RulesScene(Scene):
    """Tabs for the three games; Up/Down scroll, PgUp/PgDn page, Left/Right tab."""

    def __init__(self, game: str = "essentia") -> None:
        super().__init__()
        self.tabs = [key for key in order() if GAMES[key].rules_pages]
        self.tab = self.tabs.index(game) if game in self.tabs else 0
        self.pages: dict[tuple[str, str], tuple[list[Placed], int]] = {}
        self.stops: dict[tuple[str, str], list[int]] = {}     # each page's top, by tab
        self.offset = 0.0        # shown scroll position (eases towards target)
        self.target = 0
        self.tab_rects: list[pygame.Rect] = []
        self.tab_size = TAB_SIZE
        self.tab_labels: list[str] = []
        self.hints = HintBar([])
        self.language_changed()

    def language_changed(self) -> None:
        """New words everywhere: tabs, hints, and the page text of the new language,
        kept at the same place in the text (as a fraction of its length)."""
        shown = [height for (game, _lang), (_lines, height) in self.pages.items()
                 if game == self.game]     # the page as laid out in the old language
        extent = max(0, shown[0] - VIEW.height) if shown else 0
        frac = self.target / extent if extent else 0.0
        self.pages.clear()
        self.stops.clear()
        self.tab_labels = [_(GAMES[key].title) for key in self.tabs]
        # the tabs share the line with the page counter: smaller type and padding
        # when a language's names are long, never under 16 px
        counter = theme.font(20, "ui-semibold").size(
            _("Page {page} / {pages}").format(page=88, pages=88))[0]
        room = VIEW.inflate(60, 40).right - counter - 24 - TABS_LEFT
        self.tab_size, pad = TAB_SIZE, 48
        while True:
            widths = [theme.font(self.tab_size, "ui-bold").size(label)[0] + pad
                      for label in self.tab_labels]
            if sum(widths) + 14 * (len(widths) - 1) <= room or self.tab_size <= 16:
                break
            self.tab_size, pad = self.tab_size - 1, max(24, pad - 4)
        self.tab_rects = []
        x = TABS_LEFT
        for w in widths:
            self.tab_rects.append(pygame.Rect(x, 30, w, 52))
            x += w + 14
        self.hints = HintBar([
            Hint("\u2190\u2192", "D-pad \u2190\u2192", N_("Game")),
            Hint("\u2191\u2193", "D-pad \u2191\u2193", N_("Scroll")),
            Hint("PgUp", "LB", N_("Page up"), Act.PREV),
            Hint("PgDn", "RB", N_("Page down"), Act.NEXT),
            Hint(BACK_HINT.keys, BACK_HINT.pad, N_("Back"), BACK_HINT.act),
        ])
        self.target = 0
        if frac:
            self.scroll_to(round(frac * self.max_offset()))
        self.offset = float(self.target)

    @property
    def game(self) -> str:
        return self.tabs[self.tab]

    def page(self) -> tuple[list[Placed], int]:
        """The laid-out current tab in the current language (built on first view)."""
        key = (self.game, i18n.language())
        if key not in self.pages:
            blocks = parse(load_rules(*key))
            if key[1] == i18n.PSEUDO:
                blocks = pseudo_blocks(blocks)
            self.pages[key] = layout(blocks, VIEW.width - 40)
        return self.pages[key]

    def max_offset(self) -> int:
        """The last scroll position: the text's end in view, moved down (past the
        end, onto blank page) until nothing is cut at the view's top."""
        lines, height = self.page()
        y = max(0, height - VIEW.height)
        while True:
            cut = [p.y + p.surf.get_height() for p in lines
                   if p.y < y < p.y + p.surf.get_height()]
            if not cut:
                return y
            y = max(cut)

    def page_stops(self) -> list[int]:
        """Where each page starts: the tops a page turn (PgDn, RB, Enter) stops at from
        the start, so the counter says the page a reader has turned to."""
        key = (self.game, i18n.language())
        if key in self.stops:
            return self.stops[key]
        stops = [0]
        end = self.max_offset()
        while stops[-1] < end:
            top = self._scrolled(stops[-1], stops[-1] + VIEW.height - LINE_STEP, page=True)
            if top <= stops[-1]:
                break
            stops.append(top)
        self.stops[key] = stops
        return stops

    def page_count(self) -> int:
        return len(self.page_stops())

    def current_page(self) -> int:
        """The page whose top is the last at or above the view's (scrolled by lines,
        the view may stand between two)."""
        stops = self.page_stops()
        if self.target >= self.max_offset():
            return len(stops)       # scrolled to the end: the last page, whatever its length
        return max(1, sum(1 for top in stops if top <= self.target))

    def scroll_to(self, y: int, page: bool = False) -> None:
        """Scroll so the view's top is near ``y`` (see ``_scrolled``)."""
        self.target = self._scrolled(self.target, y, page)

    def _scrolled(self, target: int, y: int, page: bool = False) -> int:
        """The view's top after a move from ``target`` towards ``y``, never cutting a
        line, a picture or a table row in half there: a page turn or a step up moves
        the top up to where it starts (shown whole), a step down on to where it ends
        (a step down always goes down)."""
        end = self.max_offset()
        y = max(0, min(end, int(y)))
        lines, _height = self.page()
        up = y
        while cut := [p.y for p in lines if p.y < up < p.y + p.surf.get_height()]:
            up = min(cut)
        if y <= target or (page and up > target):
            return up
        while cut := [p.y + p.surf.get_height() for p in lines
                      if p.y < y < p.y + p.surf.get_height()]:
            y = max(cut)
        return min(y, end)

    def switch(self, step: int) -> None:
        self.tab = (self.tab + step) % len(self.tabs)
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
            self.scroll_to(self.target + VIEW.height - LINE_STEP, page=True)
        elif a == Act.PREV:
            self.scroll_to(self.target - VIEW.height + LINE_STEP, page=True)
        elif a == Act.SCROLL:
            self.scroll_to(self.target - action.value * 3 * LINE_STEP // 2)
        elif a == Act.CONFIRM:
            self.scroll_to(self.target + VIEW.height - LINE_STEP, page=True)
        elif a == Act.CLICK and action.pos is not None:
            for i, rect in enumerate(self.tab_rects):
                if rect.collidepoint(action.pos) and i != self.tab:
                    self.switch(i - self.tab)
                    return
            bar = self._scrollbar_track()
            if bar.inflate(24, 0).collidepoint(action.pos) and self.max_offset() > 0:
                # the track's last pixel row is the end of the text
                frac = min(1.0, max(0.0, (action.pos[1] - bar.top) / (bar.height - 1)))
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
        for p in lines:           # a figure beside its text comes after its words
            y = VIEW.top + p.y - off
            # only what fits whole: a line cut at the bottom opens the next page
            if y >= VIEW.top - 1 and y + p.surf.get_height() <= VIEW.bottom + 1:
                surface.blit(p.surf, (VIEW.left + p.x, y))
        surface.set_clip(clip)
        self._draw_scrollbar(surface)
        blit_text(surface, _("Page {page} / {pages}").format(page=self.current_page(),
                                                             pages=self.page_count()), 20,
                  (panel.right, 56), kind="ui-semibold", color=theme.INK_DIM,
                  anchor="midright")
        self.hints.draw(surface, device_of(self.app))

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        blit_text(surface, _("Rules"), 44, (60, 22), kind="title-bold", color=theme.GOLD)
        for i, (rect, label) in enumerate(zip(self.tab_rects, self.tab_labels, strict=True)):
            active = i == self.tab
            pygame.draw.rect(surface, theme.BG_PANEL_HI if active else theme.BG_PANEL, rect,
                             border_radius=12)
            pygame.draw.rect(surface, theme.FOCUS if active else theme.GOLD_DIM, rect,
                             3 if active else 1, border_radius=12)
            blit_text(surface, label, self.tab_size, rect.center, kind="ui-bold",
                      color=theme.FOCUS if active else theme.INK_DIM, anchor="center")

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        track = self._scrollbar_track()
        pygame.draw.rect(surface, theme.BG_PANEL_HI, track, border_radius=4)
        total = self.page()[1]
        if total <= VIEW.height:
            return
        h = max(30, track.height * VIEW.height // total)
        y = track.top + int((track.height - h) * (self.offset / max(1, self.max_offset())))
        pygame.draw.rect(surface, theme.GOLD, (track.left, y, track.width, h), border_radius=4)
