"""The hint a person may ask for against the computer: the move the computer
would play in their place, shown on the board with one line of why.

``Coach`` thinks about it off the frame (``Advisor`` in game/ai/hint.py, run
by a ``Thinker`` like the computer's own moves), keeps the answer until the
position changes, and lays out its card in ``update`` so drawing only blits.
Hot-seat games offer no hint: both players sit at the screen, and a hint for
one is a hint the other sees.
"""

from __future__ import annotations

import math

import pygame

from game.ai.hint import Advisor, Suggestion
from scenes.core import theme
from scenes.core.base import Act
from scenes.core.i18n import N_, _
from scenes.ui.hints import Hint
from scenes.ui.thinking import Thinker, draw_spinner
from scenes.ui.widgets import draw_panel, text, wrap_text

# TRANSLATORS: hint-bar label: ask the computer for a suggested move.
HINT_HINT = Hint("I", "L3", N_("Hint"), Act.HINT)
# TRANSLATORS: hint-bar label: go over the moves played so far.
REVIEW_HINT = Hint("R", "R3", N_("Review"), Act.REVIEW)
CARD_W = 520
HINT_THINK = 0.3      # seconds the card says it is looking, even for an instant answer
REASON_SIZES = (18, 17, 16, 15, 14, 13)   # the reason's size, largest first


class Coach:
    """One hint at a time: ``ask``, then ``update`` each frame; ``drop`` when the
    position changes (a move, an undo, leaving)."""

    def __init__(self, game: str, seed: int | None = None, width: int = CARD_W) -> None:
        self.game, self.seed = game, seed
        self.advisor: Advisor | None = None     # made on the first ask
        self.thinker = Thinker(min_time=HINT_THINK)
        self.width = width
        self.room: int | None = None    # the most height the card may take (None: any)
        self.suggestion: Suggestion | None = None
        self.title = ""
        self.reason = ""        # the card's line of why, in words
        self._lines: list[pygame.Surface] = []

    @property
    def asking(self) -> bool:
        return self.thinker.busy

    @property
    def showing(self) -> bool:
        return self.asking or self.suggestion is not None

    def ask(self, state: object) -> None:
        """Start thinking about the person's move (once per position)."""
        if self.showing:
            return
        if self.advisor is None:
            self.advisor = Advisor(self.game, self.seed)
        self.thinker.start(self.advisor, state)
        self._layout([_("Looking for a good move\u2026")])

    def drop(self) -> None:
        """Forget the hint (and any thinking about it): the position changed."""
        self.thinker.cancel()
        self.suggestion = None
        self._lines = []

    def update(self, dt: float) -> Suggestion | None:
        """The suggestion when it has just arrived, else None."""
        ready, answer = self.thinker.poll(dt)
        if not ready or not isinstance(answer, Suggestion):
            return None
        self.suggestion = answer
        return answer

    def show(self, move_words: str, reason_words: str) -> None:
        """Lay out the card for the arrived suggestion: its move told in
        ``move_words``, why in ``reason_words``."""
        if self.suggestion is None:
            return
        # TRANSLATORS: title of the hint card; {move} is the suggested move.
        self.title = _("Hint: {move}").format(move=move_words)
        self.reason = reason_words
        self._layout([self.title, reason_words])

    def _layout(self, lines: list[str]) -> None:
        """The card's lines: the title, then the words at 18 px, smaller (to 13 px)
        when a long reason would make the card taller than its ``room``."""
        inner = self.width - 36
        head = text(lines[0], 20, "ui-bold", theme.GOLD)
        for size in REASON_SIZES:
            self._lines = [head] + [text(w, size, "ui", theme.INK) for line in lines[1:]
                                    for w in wrap_text(line, theme.font(size), inner)]
            if self.room is None or self.height() <= self.room:
                return

    def height(self) -> int:
        return 0 if not self._lines else 20 + sum(s.get_height() + 4 for s in self._lines)

    def draw(self, surface: pygame.Surface, midbottom: tuple[int, int], t: float, *,
             area: pygame.Rect | None = None) -> None:
        """The card standing on ``midbottom``; or, given an ``area`` (a card of the
        panel it stands in for), covering that area whole and growing down if its
        words need more room. Opaque: nothing under it shows through."""
        if not self._lines:
            return
        if area is not None:
            rect = pygame.Rect(area.left, area.top, area.w, max(area.h, self.height()))
        else:
            rect = pygame.Rect(0, 0, self.width, self.height())
            rect.midbottom = midbottom
        rect.clamp_ip(surface.get_rect())
        draw_panel(surface, rect, border=theme.FOCUS, alpha=255, radius=10)
        y = rect.top + 10
        x = rect.left + 18 + (30 if self.asking else 0)
        if self.asking:
            draw_spinner(surface, (rect.left + 28, rect.centery), t, radius=9)
        for line in self._lines:
            surface.blit(line, (x, y))
            y += line.get_height() + 4


def draw_hint_marks(surface: pygame.Surface, centers: list[tuple[int, int]], size: int,
                    t: float, arrow: bool = True) -> None:
    """The suggested move on a board: a pulsing ring on each cell it plays on and,
    for a move (``arrow``), an arrow from the first to the second (where it starts
    and where it goes); pieces put down (a reinforcement) get the rings alone."""
    pulse = 0.5 + 0.5 * math.sin(t * 5)
    colour = (*theme.FOCUS, int(150 + 100 * pulse))
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    if arrow and len(centers) >= 2:
        (ax, ay), (bx, by) = centers[0], centers[1]
        pygame.draw.line(layer, colour, (ax, ay), (bx, by), 6)
        ang = math.atan2(by - ay, bx - ax)
        tip = (bx - math.cos(ang) * size * 0.30, by - math.sin(ang) * size * 0.30)
        wing = size * 0.22
        pts = [tip, *((tip[0] - math.cos(ang + s) * wing, tip[1] - math.sin(ang + s) * wing)
                      for s in (0.5, -0.5))]
        pygame.draw.polygon(layer, colour, pts)
    for i, c in enumerate(centers):
        r = int(size * (0.42 + 0.04 * pulse))
        pygame.draw.circle(layer, colour, c, r, 4 if i else 3)
    surface.blit(layer, (0, 0))
