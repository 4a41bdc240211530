"""The chronicle panel: the whole Trojan War so far, turn by turn, over the play
screen. Up/Down (d-pad, wheel) scroll a line, PgUp/PgDn (LB/RB) jump a turn,
and C, Esc or a click on Close (pad: the left stick or B) go back to the game.

It reads a ``Chronicle`` (scenes/troy/chronicle.py) and lays its entries out
once, when opened; entries added since a skip are marked so the player sees
what happened while the story ran ahead.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.troy.chronicle import Chronicle
from scenes.troy.layout import SIDE_INK
from scenes.ui.hints import Hint, HintBar, bumped, device_of
from scenes.ui.widgets import Color, blit_text, draw_panel, wrap_text

PANEL = pygame.Rect(150, 40, 980, 620)
VIEW = pygame.Rect(PANEL.left + 28, PANEL.top + 64, PANEL.width - 80, PANEL.height - 84)
CLOSE = pygame.Rect(PANEL.right - 150, PANEL.top + 14, 130, 38)
TEXT_SIZE, HEAD_SIZE = 15, 22
LINE_H, HEAD_H = 21, 36
INDENT = 18
CHRONICLE_HINT = Hint("R", "R3", N_("Chronicle"), Act.REVIEW)
KIND_INK: dict[str, Color] = {"round": theme.INK, "result": theme.FOCUS, "track": theme.GOLD,
                              "army": theme.FOCUS, "horse": theme.GOLD, "end": theme.GOLD,
                              "event": (240, 190, 150)}


@dataclass(frozen=True)
class Line:
    """One laid-out line of the panel: its text, where it sits, how it looks."""

    y: int
    text: str
    size: int
    kind: str               # "ui", "ui-bold" or "title-bold"
    color: Color
    x: int
    new: bool = False       # written while the player skipped


def lay_out(chronicle: Chronicle, width: int, new_from: int | None = None
            ) -> tuple[list[Line], list[int], int]:
    """The lines of ``chronicle`` in ``width`` px, the y of each turn's heading, and the
    height of it all; entries from number ``new_from`` on are marked new."""
    body = theme.font(TEXT_SIZE)
    lines: list[Line] = []
    heads: list[int] = []
    y, n = 0, 0
    for turn in chronicle.turns:
        if turn.turn:
            heads.append(y)
            lines.append(Line(y + 4, turn.title, HEAD_SIZE, "title-bold", theme.GOLD, 0))
            y += HEAD_H
        for entry in turn.entries:
            new = new_from is not None and n >= new_from
            color = SIDE_INK[entry.side] if entry.side is not None and entry.kind in (
                "vp", "pick", "god", "cancel", "decision", "modifiers") else \
                KIND_INK.get(entry.kind, theme.INK_DIM)
            kind = "ui-bold" if entry.kind in ("result", "track", "army", "end") else "ui"
            for k, ln in enumerate(wrap_text(entry.text, body, width - INDENT - 8)):
                lines.append(Line(y, ln, TEXT_SIZE, kind, color, INDENT + (12 if k else 0), new))
                y += LINE_H
            n += 1
        y += 8
    return lines, heads, y


class ChronicleScene(Scene):
    """The chronicle over the play screen, opened at its end (or at the first entry
    the player skipped past)."""

    opaque = False

    def __init__(self, chronicle: Chronicle, new_from: int | None = None) -> None:
        super().__init__()
        self.lines, self.heads, self.height = lay_out(chronicle, VIEW.width, new_from)
        self.offset = self.max_offset()
        if new_from is not None:
            first = next((ln.y for ln in self.lines if ln.new), None)
            if first is not None:
                self.offset = min(self.max_offset(), max(0, first - 3 * LINE_H))
        self.shown: list[Line] = []
        self.hints = HintBar([
            Hint("\u2191\u2193", "D-pad \u2191\u2193", N_("Scroll")),
            Hint("PgUp", "LB", N_("Turn before"), Act.PREV),
            Hint("PgDn", "RB", N_("Turn after"), Act.NEXT),
            Hint("R / Esc", "B", N_("Back to the game"), Act.CANCEL),
        ])
        self.bar = self._bar()
        self._visible()

    # ------------------------------------------------------------------ scrolling
    def max_offset(self) -> int:
        return max(0, self.height - VIEW.height)

    def scroll_to(self, y: int) -> None:
        self.offset = max(0, min(self.max_offset(), int(y)))
        self.bar = self._bar()
        self._visible()

    def turn_step(self, step: int) -> None:
        """To the heading of the turn before (-1) or after (+1) the one at the top."""
        if step > 0:
            after = [h for h in self.heads if h > self.offset]
            self.scroll_to(after[0] if after else self.max_offset())
        else:
            before = [h for h in self.heads if h < self.offset]
            self.scroll_to(before[-1] if before else 0)

    def _bar(self) -> pygame.Rect:
        """The scroll thumb (the whole track when everything fits)."""
        track = pygame.Rect(VIEW.right + 22, VIEW.top, 8, VIEW.height)
        if self.height <= VIEW.height:
            return track
        h = max(30, track.height * VIEW.height // self.height)
        top = track.top + (track.height - h) * self.offset // self.max_offset()
        return pygame.Rect(track.left, top, track.width, h)

    def _visible(self) -> None:
        self.shown = [ln for ln in self.lines
                      if ln.y + LINE_H > self.offset and ln.y < self.offset + VIEW.height
                      and ln.y - self.offset >= 0
                      and ln.y - self.offset + LINE_H <= VIEW.height + 4]

    # ------------------------------------------------------------------ input
    def close(self) -> None:
        if self.app is not None:
            self.app.pop()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        a = action.act
        if a in (Act.CANCEL, Act.REVIEW, Act.MENU, Act.CONFIRM):
            self.close()
        elif a == Act.UP:
            self.scroll_to(self.offset - LINE_H * 2)
        elif a == Act.DOWN:
            self.scroll_to(self.offset + LINE_H * 2)
        elif a in (Act.PREV, Act.LEFT):
            self.turn_step(-1)
        elif a in (Act.NEXT, Act.RIGHT):
            self.turn_step(1)
        elif a == Act.SCROLL:
            self.scroll_to(self.offset - action.value * LINE_H * 3)
        elif a == Act.CLICK and action.pos is not None:
            if CLOSE.collidepoint(action.pos) or not PANEL.collidepoint(action.pos):
                self.close()
                return
            track = pygame.Rect(VIEW.right + 22, VIEW.top, 8, VIEW.height)
            if track.inflate(24, 0).collidepoint(action.pos) and self.max_offset():
                self.scroll_to((action.pos[1] - track.top) * self.max_offset() // track.height)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 8, 14, 190))
        surface.blit(shade, (0, 0))
        draw_panel(surface, PANEL, alpha=250, border=theme.GOLD)
        blit_text(surface, _("Chronicle of the war"), 28, (PANEL.left + 28, PANEL.top + 14),
                  kind="title-bold", color=theme.GOLD)
        draw_panel(surface, CLOSE, fill=theme.BG_PANEL_HI, border=theme.GOLD, alpha=250,
                   radius=10)
        blit_text(surface, _("Close"), 17, CLOSE.center, kind="ui-bold", anchor="center")
        for ln in self.shown:
            y = VIEW.top + ln.y - self.offset
            if ln.new:
                pygame.draw.rect(surface, theme.FOCUS, (VIEW.left + 4, y + 3, 4, LINE_H - 6))
            blit_text(surface, ln.text, ln.size, (VIEW.left + ln.x, y), kind=ln.kind,
                      color=ln.color)
        if not self.lines:
            blit_text(surface, _("Nothing has happened yet."), 16, VIEW.center,
                      color=theme.INK_DIM, anchor="center")
        if self.max_offset():
            track = pygame.Rect(VIEW.right + 22, VIEW.top, 8, VIEW.height)
            pygame.draw.rect(surface, (60, 56, 64), track, border_radius=4)
            pygame.draw.rect(surface, theme.GOLD_DIM, self.bar, border_radius=4)
        self.hints.draw(surface, device_of(self.app))

