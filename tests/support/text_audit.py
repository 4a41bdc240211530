"""Watch every line of text a screen draws, and say what is wrong with it.

An ``Audit`` swaps pygame's Font for one that remembers what it rendered and
the App's screen for one that remembers where text landed, then checks a
drawn frame:

- ``small``: text under 12 px;
- ``outside``: text that leaves the 1280x720 screen;
- ``overlap``: two different lines of text drawn over each other (text that
  left its box runs into its neighbour, or a see-through layer such as a
  translucent card laid over text with words of its own): only an opaque
  layer hides the text under it;
- ``shrunk``: in a real language, words of a menu or an option row (any of its
  values) that would be narrowed to fit the row;
- ``spills``: text centred on a card (an opaque layer, a filled box: a button,
  a panel, a menu's row) that runs out of it, or that the card is too low for;
- ``crowded``: two lines of text side by side on one line (or a line and an
  arrow beside it) with too little room between them to read as two things;
- ``hidden`` (where asked: ``Audit(hidden=True)``): text partly covered by
  something smaller than a card drawn after it (a button over the end of a line,
  a token flying over a word): what shows of it is cut. A card laid over the
  screen (a banner, a dialog) may cover part of a line under it;
and, when the App speaks the pseudo language (scenes/core/i18n.py):
- ``untranslated``: words that never went through the catalog;
- ``glued``: a sentence assembled from separately translated fragments;
- ``cut``: a translated line whose end was cut off.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.core import i18n, theme
from scenes.ui import widgets

MIN_SIZE = 12
OPAQUE = 230            # a layer hides the text under it when this opaque, nearly all over
PANEL_MIN = (60, 20)    # a layer at least this big is a card its text must stay on
MARK_MAX = 40           # a polygon at most this big is an arrow or a chevron beside text
CROWD_GAP = 0.6         # side by side, things need this many line heights between them
RUN_GAP = 0.4           # closer than this, two pieces of text are one run (a space apart)
OVERLAY = 200 * 200     # a layer of this area or more lies over the screen, as a card
SLACK = 3               # pixels a line may overhang its card (antialiasing, shadows)
# Text that is the same in every language: numbers, signs, arrows, key caps
# and board notation ("c4", "e5xe6", "2g4g/8/..."), the version.
NEUTRAL = [
    re.compile(r"^[\W\d_]*$"),                                  # no letters at all
    re.compile(r"^[a-i]?\d{0,2}([-x:][a-i]\d{1,2})*[+#!?]*$"),  # a square or a move
    re.compile(r"^[a-h][1-9][a-h][1-9](=[A-Z])?$"),             # an Essentia move ("b9f5=T")
    re.compile(r"^v?\d+(\.\d+)+$"),                             # a version
    re.compile(r"^([+!]|[A-Za-z]@)?[a-i]\d(\[[A-Za-z]+\])?[A-Za-z]?"  # Symbol: b2[WE]-b4, L@b2,
               r"([-x,][a-i]\d[A-Za-z]?)*$"),                     # +c2E,c3W, !d4, e2-f2xe3
    re.compile(r"^(Esc|Enter|Tab|Space|Shift|Ctrl|Alt|F\d+|PgUp|PgDn|[A-Z]|L3|R3|"
               r"A|B|X|Y|LB|RB|LT|RT|Start|Back|\W)([+/ ]\S+)*$"),  # key and button caps
]


@dataclass(frozen=True)
class Problem:
    kind: str
    text: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.kind}: {self.text!r} {self.detail}".rstrip()


def opaque(source: pygame.Surface) -> bool:
    """A layer that hides what it is drawn over: no per-pixel alpha, or nearly
    every pixel (all but rounded corners) at least OPAQUE."""
    if not source.get_flags() & pygame.SRCALPHA:
        return source.get_alpha() is None or source.get_alpha() >= OPAQUE
    area = source.get_width() * source.get_height()
    return area > 0 and pygame.mask.from_surface(source, OPAQUE - 1).count() >= 0.9 * area


def partly(line: pygame.Rect, layer: pygame.Rect) -> bool:
    """A layer smaller than a card covers part of a line of text, not all of it:
    what shows of the line is cut. A line's box is taller and wider than its
    letters, so an overlap of a few pixels at its edges (SLACK) hides nothing."""
    inner = line.inflate(-2 * SLACK, -2 * SLACK)
    return layer.w * layer.h < OVERLAY and inner.colliderect(layer) and \
        not layer.contains(inner)


class Audit:
    """Records the text of each frame drawn while it is installed."""

    def __init__(self, hidden: bool = False) -> None:
        self.find_hidden = hidden
        self.rendered: dict[int, tuple[str, int, pygame.Surface]] = {}
        self.placed: list[tuple[str, pygame.Rect]] = []
        self.marks: list[pygame.Rect] = []      # arrows and chevrons drawn beside text
        self.styles: dict[str, tuple[str, int, str]] = {}   # each line's font, size, colour
        self.cards: list[pygame.Rect] = []      # opaque layers text may stand on, in order
        self.spilled: list[tuple[str, pygame.Rect, pygame.Rect]] = []
        self.hidden: list[tuple[str, pygame.Rect]] = []   # text partly under a layer
        self.recording = False
        self.screen: pygame.Surface | None = None
        self.base: type[pygame.Surface] = pygame.Surface      # before the layers are watched
        self.layer_texts: Any = lambda surface: []

    # -- installing ---------------------------------------------------------------
    @contextmanager
    def installed(self, monkeypatch: Any) -> Iterator[Audit]:
        audit = self
        original = pygame.font.Font

        class Font(original):  # type: ignore[misc, valid-type]
            def __init__(self, path: Any, size: int) -> None:
                super().__init__(path, size)
                self.px, self.path = size, str(path)

            def render(self, text: Any, *args: Any, **kw: Any) -> pygame.Surface:
                surf = super().render(text, *args, **kw)
                if text:
                    audit.rendered[id(surf)] = (str(text), self.px, surf)
                    color = args[1] if len(args) > 1 else kw.get("color")
                    audit.styles[str(text)] = (self.path, self.px, str(color))
                return surf

        class Layer(pygame.Surface):
            """A surface drawn on before it goes to the screen (a card, a banner):
            the text blitted onto it is placed where the layer lands."""

            def blit(self, source: pygame.Surface, dest: Any, *args: Any,
                     **kw: Any) -> pygame.Rect:
                rect = super().blit(source, dest, *args, **kw)
                texts = self.__dict__.setdefault("texts", [])
                found = audit.rendered.get(id(source))
                if found is not None and found[2] is source:
                    texts.append((found[0], pygame.Rect(rect)))
                elif isinstance(source, Layer):
                    texts.extend((t, r.move(rect.topleft)) for t, r in layer_texts(source))
                return rect

        def layer_texts(surface: pygame.Surface) -> list[tuple[str, pygame.Rect]]:
            return list(getattr(surface, "__dict__", {}).get("texts", []))

        self.layer_texts = layer_texts
        self.base = pygame.Surface
        monkeypatch.setattr(pygame.font, "Font", Font)
        monkeypatch.setattr(pygame, "Surface", Layer)
        plain_rect = pygame.draw.rect

        def rect(surface: pygame.Surface, color: Any, rect: Any, width: int = 0,
                 *args: Any, **kw: Any) -> pygame.Rect:
            done = plain_rect(surface, color, rect, width, *args, **kw)
            if width == 0 and surface is audit.screen and (len(color) < 4 or color[3] >= OPAQUE):
                audit.cover(done)
            return done

        monkeypatch.setattr(pygame.draw, "rect", rect)
        plain_polygon = pygame.draw.polygon

        def polygon(surface: pygame.Surface, color: Any, points: Any, width: int = 0,
                    *args: Any, **kw: Any) -> pygame.Rect:
            done = plain_polygon(surface, color, points, width, *args, **kw)
            if surface is audit.screen and audit.recording and done.w <= MARK_MAX \
                    and done.h <= MARK_MAX:
                audit.marks.append(pygame.Rect(done))
            return done

        monkeypatch.setattr(pygame.draw, "polygon", polygon)
        theme.font.cache_clear()
        widgets.text.cache_clear()
        i18n.forget_rendered_text()
        try:
            yield self
        finally:
            theme.font.cache_clear()
            widgets.text.cache_clear()
            i18n.forget_rendered_text()

    def watch(self, app: Any) -> None:
        """Remember where text lands on ``app``'s screen."""
        audit = self

        class Screen(self.base):  # type: ignore[misc, name-defined]
            def blit(self, source: pygame.Surface, dest: Any, *args: Any,
                     **kw: Any) -> pygame.Rect:
                rect = super().blit(source, dest, *args, **kw)
                found = audit.rendered.get(id(source))
                if audit.recording and found is not None and found[2] is source:
                    # where the whole line went (pygame returns it clipped to the screen)
                    at = dest.topleft if isinstance(dest, pygame.Rect) else dest[:2]
                    whole = pygame.Rect(rect) if args else source.get_rect(
                        topleft=(int(at[0]), int(at[1])))
                    audit.place(found[0], whole)
                else:
                    if opaque(source):
                        audit.cover(rect)
                    if audit.recording:
                        at = dest.topleft if isinstance(dest, pygame.Rect) else dest[:2]
                        for text, where in audit.layer_texts(source):
                            audit.place(text, where.move(int(at[0]), int(at[1])))
                return rect

            def fill(self, color: Any, rect: Any = None, *args: Any, **kw: Any) -> pygame.Rect:
                done = super().fill(color, rect, *args, **kw)
                audit.cover(done)
                return done

        screen = Screen(app.screen.get_size())
        app.screen = self.screen = screen

    def cover(self, rect: pygame.Rect) -> None:
        """Something opaque was drawn over ``rect``: text under it is hidden, and
        text drawn on top of it later is not 'over' that text; a layer big enough
        to be a card is one its text must stay on."""
        if self.recording:
            if self.find_hidden:
                self.hidden.extend((t, rect) for t, r in self.placed if partly(r, rect))
            self.placed = [(t, r) for t, r in self.placed if not r.colliderect(rect)]
            self.marks = [m for m in self.marks if not m.colliderect(rect)]
            if rect.w >= PANEL_MIN[0] and rect.h >= PANEL_MIN[1]:
                self.cards.append(pygame.Rect(rect))

    def place(self, text: str, rect: pygame.Rect) -> None:
        """A line of text landed on the screen: on the latest card under its middle,
        which it must not run out of."""
        self.placed.append((text, rect))
        card = next((c for c in reversed(self.cards) if c.collidepoint(rect.center)), None)
        if card is not None and (card.h < rect.h   # a row too low for its words
                                 or not card.inflate(2 * SLACK, 2 * SLACK).contains(rect)):
            self.spilled.append((text, rect, card))

    # -- checking ----------------------------------------------------------------
    def frame(self, app: Any) -> list[Problem]:
        """Draw ``app`` once and return what is wrong with its text. Where text
        lands is checked for the top scene only: a menu may lie over a game."""
        self.placed.clear()
        self.marks.clear()
        self.cards.clear()
        self.spilled.clear()
        self.hidden.clear()
        widgets.text.cache_clear()          # every line of this frame is rendered again,
        before = set(self.rendered)         # in the order it is drawn
        top = app.top
        plain = top.draw

        def draw(surface: pygame.Surface) -> None:
            self.recording = True
            try:
                plain(surface)
            finally:
                self.recording = False

        top.draw = draw
        banner = app._draw_banner        # the app's banner lies over the top scene

        def draw_banner() -> None:
            self.recording = True
            try:
                banner()
            finally:
                self.recording = False

        app._draw_banner = draw_banner
        try:
            app.draw()
        finally:
            del top.draw
            del app._draw_banner
        seen = {k: v for k, v in self.rendered.items() if k not in before}
        drawn = [self.rendered[k] for k in self.rendered if k in seen]
        return sorted(set(self.check(drawn, app)) | set(self.squeezed(top)), key=str)

    def squeezed(self, scene: Any) -> list[Problem]:
        """In a real language, the words of the scene's menus and option rows that
        would be narrowed to fit their row (every value of a choice, shown or not):
        the row must make room, or the words be shorter. (The pseudo language is
        longer than any: there a row may narrow its words rather than overflow.)"""
        if i18n.language() == i18n.PSEUDO:
            return []
        lists = [v for v in vars(scene).values() if isinstance(v, widgets.FocusList)]
        return [Problem("shrunk", words, "narrowed to fit its row")
                for lst in lists for words in lst.squeezed()]

    def check(self, drawn: list[tuple[str, int, pygame.Surface]], app: Any) -> list[Problem]:
        problems: list[Problem] = []
        texts = {text: size for text, size, _surf in drawn}
        texts.update({text: texts.get(text, MIN_SIZE) for text, _rect in self.placed})
        for text, size in texts.items():
            if size < MIN_SIZE:
                problems.append(Problem("small", text, f"{size} px"))
        placed = list(self.placed)
        screen = app.screen.get_rect()
        for text, rect in placed:
            if not screen.contains(rect):
                problems.append(Problem("outside", text, str(rect)))
        for text, rect, card in self.spilled:
            if screen.contains(rect):
                problems.append(Problem("spills", text, f"{rect} out of its card {card}"))
        for text, over in self.hidden:
            problems.append(Problem("hidden", text, f"partly under {over}"))
        for i, (text, rect) in enumerate(placed):
            for other, rect2 in placed[i + 1:]:
                if other != text and rect.inflate(-4, -4).colliderect(rect2.inflate(-4, -4)):
                    problems.append(Problem("overlap", text, f"with {other!r}"))
        problems.extend(self.crowded())
        if i18n.language() == i18n.PSEUDO:
            # Judged in two orders, and wrong only if wrong in both: as rendered
            # (a page that shows part of a paragraph rendered it whole, but a line
            # drawn twice from the same cached image is rendered once) and as the
            # top scene's lines landed (twice drawn, twice counted), the rest after.
            rendered = [text for text, _size, _s in drawn]
            landed = [text for text, _rect in placed]
            landed += [text for text in rendered if text not in set(landed)]
            found = [{p for text in messages(order) for p in pseudo_problems(text)}
                     for order in (rendered, landed)]
            problems.extend(found[0] & found[1])
        return problems


    def crowded(self) -> list[Problem]:
        """Lines of text (or a line and an arrow) side by side on one line with too
        little room between them: they read as one, or the text looks squeezed in.
        Pieces of one sentence in two styles (a name, then "(Computer)") a space
        apart are one run, not two things side by side; two pieces in one style
        that close are two captions running into each other."""
        problems = []
        placed = list(self.placed)
        for i, (text, rect) in enumerate(placed):
            for other, rect2 in placed[i + 1:]:
                if other == text or _marker(text) or _marker(other) \
                        or rect.inflate(-4, -4).colliderect(rect2.inflate(-4, -4)):
                    continue                    # (over each other: an overlap)
                line = min(rect.h, rect2.h)     # the smaller line's: a heading's small
                                                # note may stand nearer it than its size
                gap = _side_gap(rect, rect2)
                if gap is None or gap >= CROWD_GAP * line:
                    continue
                if gap <= RUN_GAP * line and self.styles.get(text) != self.styles.get(other):
                    continue                    # one sentence in two styles, a space apart
                problems.append(Problem("crowded", text, f"{gap} px from {other!r}"))
            for mark in self.marks:
                if mark.inflate(4, 4).contains(rect):
                    continue                    # a sign on its shape (a "!" on a triangle)
                gap = _side_gap(rect, mark)
                if gap is not None and gap < CROWD_GAP * rect.h:
                    problems.append(Problem("crowded", text, f"{gap} px from an arrow {mark}"))
        return problems


def _marker(text: str) -> bool:
    """A list's bullet or number, or a badge's digit: it stands by its text on purpose."""
    line = text.strip()
    return len(line) <= 3 and not any(ch.isalpha() for ch in line)


def _side_gap(a: pygame.Rect, b: pygame.Rect) -> int | None:
    """How far apart ``a`` and ``b`` stand on one line (None: not on one line)."""
    shared = min(a.bottom, b.bottom) - max(a.top, b.top)
    if shared < 0.5 * min(a.h, b.h):
        return None
    return max(b.left - a.right, a.left - b.right)


def _depth(line: str) -> int:
    return line.count("«") - line.count("»")


def messages(lines: list[str]) -> list[str]:
    """The drawn lines, with a message wrapped over several lines (drawn one
    after the other) joined back into one, so it is judged whole.

    A message that opens on one line is joined with the lines that follow until
    its brackets balance, even where a following line starts with a placeholder's
    own message; if they never balance, the line is left alone (and judged cut).
    """
    out: list[str] = []
    rest = list(lines)
    while rest:
        line = rest.pop(0)
        if line.strip().startswith("«") and _depth(line) > 0:
            joined, depth = line, _depth(line)
            for taken, follow in enumerate(rest, start=1):
                joined, depth = f"{joined} {follow}", depth + _depth(follow)
                if depth <= 0:
                    if depth == 0:
                        line, rest = joined, rest[taken:]
                    break
        out.append(line)
    return out


def pseudo_problems(text: str) -> list[Problem]:
    """What a line drawn in the pseudo language says about its translation: it
    must be one message, bracketed from its first character to its last."""
    line = text.strip()
    if not any(ch.isalpha() for ch in line) or any(p.match(line) for p in NEUTRAL):
        return []
    if "«" not in line:
        return [Problem("untranslated", text)]
    depth = 0
    for i, ch in enumerate(line):
        depth += (ch == "«") - (ch == "»")
        if depth == 0 and (i < len(line) - 1 or not line.startswith("«")):
            return [Problem("glued", text)]
    return [Problem("cut", text)] if depth > 0 else []
