"""The story's beats: what one step of the Trojan War story changes on the
displayed ``Board`` and what plays on screen meanwhile.

A ``Beat`` keeps the two apart. ``before`` and ``after`` change a ``Board``
(any board: the play screen's, or the review's copy, which is why they take
it as an argument); ``show`` makes the animation that plays between them,
only when the beat is played on screen. The play screen queues beats on its
animator (``queue``); the review applies them to a board in order and keeps a
snapshot at each beat marked as a ``stop`` (``apply``), so both show the same
story from the same events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.core import theme
from scenes.core.i18n import _
from scenes.troy.board import Board, Told
from scenes.troy.cards import draw_banner, draw_moment, draw_summary
from scenes.troy.layout import LANDING
from scenes.troy.lines import worded
from scenes.ui import anim, effects

Change = Callable[[Board], None]


@dataclass
class Beat:
    """One step of the story (see the module docstring). ``show`` makes the beat's
    animation from the board it plays on (a marker it moves); ``stop`` is the
    line the review shows when it steps to the board as this beat leaves it (or
    makes that line from the board; None: not a step of its own); ``tag`` groups
    the beats of one duel, so a skip can take them all; ``sound`` plays as the
    beat starts; ``event`` is the index of the event it tells in its batch."""

    before: Change | None = None
    show: Callable[[Board], anim.Anim] | None = None
    after: Change | None = None
    sound: str = ""
    stop: Told | Callable[[Board], Told] | None = None
    tag: Any = None
    event: int = -1

    def apply(self, board: Board) -> None:
        """Make the beat's whole change at once (its animation is not played)."""
        if self.before is not None:
            self.before(board)
        if self.after is not None:
            self.after(board)


def change(*fns: Change) -> Change:
    """One change made of several, in order."""
    def run(board: Board) -> None:
        for fn in fns:
            fn(board)
    return run


def queue(beats: Iterable[Beat], animator: anim.Animator, board: Board,
          sound: Callable[[str], None], batch: int | None = None,
          told: Callable[[tuple[int, int]], None] | None = None) -> None:
    """Play ``beats`` on ``animator``, each as one step that changes ``board``;
    ``told`` hears where each step came from as it ends: (``batch``, its beat's
    event)."""
    for beat in beats:
        parts: list[anim.Anim] = []
        if beat.before is not None or beat.sound:
            def start(beat: Beat = beat) -> None:
                if beat.before is not None:
                    beat.before(board)
                if beat.sound:
                    sound(beat.sound)
            parts.append(anim.Call(start))
        if beat.show is not None:
            parts.append(beat.show(board))
        if beat.after is not None:
            parts.append(anim.Call(lambda beat=beat: beat.after(board)))  # type: ignore[misc]
        if told is not None and batch is not None:
            def heard(at: tuple[int, int] = (batch, beat.event)) -> None:
                told(at)
            parts.append(anim.Call(heard))
        animator.add(anim.Sequence(parts, tag=beat.tag))


def apply(beats: Iterable[Beat], board: Board) -> list[tuple[Board, Told, int]]:
    """Make every beat's change on ``board``; a snapshot of it at each stop, with
    the stop's line and the event it tells."""
    stops = []
    for beat in beats:
        beat.apply(board)
        if beat.stop is not None:
            said = beat.stop(board) if callable(beat.stop) else beat.stop
            stops.append((board.copy(), said, beat.event))
    return stops


DECISIVE = ("killed", "captured", "sulk", "return", "reinforcement")
"""The moments a skip stops for (see ``decisive``)."""


def decisive(step: anim.Anim) -> bool:
    """A step a skip to the next decision still shows: a decisive moment's card
    (``DECISIVE``), or the Trojan Horse (its beats are tagged "horse")."""
    if getattr(step, "tag", None) == "horse":
        return True
    return any(isinstance(c, Moment) and c.kind in DECISIVE
               for c in getattr(step, "children", ()))


def shown(make: Callable[..., anim.Anim], *args: Any, **kw: Any) -> Callable[[Board], anim.Anim]:
    """A beat's ``show`` that makes ``make(*args, **kw)`` (it needs no board)."""
    def show(board: Board) -> anim.Anim:
        return make(*args, **kw)
    return show


# --------------------------------------------------------------------------- animations

class Banner(anim.Anim):
    """An announcement for ``duration`` seconds: over the centre, or ``low`` over the
    event strip when it announces something in the centre (which stays in sight)."""

    def __init__(self, title: str, lines: list[str], duration: float,
                 color: Any = theme.GOLD, low: bool = False) -> None:
        super().__init__(duration)
        self.title, self.lines, self.color, self.low = title, lines, color, low

    def draw(self, surface: pygame.Surface) -> None:
        draw_banner(surface, self.title, self.lines, self.color, self.low)


class Moment(anim.Anim):
    """A decisive moment over the centre (see ``cards.draw_moment``)."""

    def __init__(self, kind: str, hero: str | None, side: int | None, title: str,
                 lines: list[str], duration: float) -> None:
        super().__init__(duration)
        self.kind, self.hero, self.side = kind, hero, side
        self.title, self.lines = title, lines

    def draw(self, surface: pygame.Surface) -> None:
        draw_moment(surface, self.kind, self.hero, self.side, self.title, self.lines,
                    self.progress)


WAIT = 1e6
"""A wait's length when someone is there to end it: as long as they like."""


def _news(item: list[Told]) -> str:
    """A piece of the turn's news with the VP it scored, the points kept on one line."""
    said = worded(item[0])
    for points in item[1:]:
        # TRANSLATORS: a duel's outcome and the VP it scored: "Hector wins: Ajax is
        # wounded — Trojans +1 VP"
        said = _("{news} \u2014 {points}").format(
            news=said, points=worded(points).replace(" ", "\u00a0"))
    return said


class Summary(anim.Anim):
    """The end of a turn, kept until the player goes on (a skip ends it) or, with
    nobody to press a key, for ``duration`` seconds. Its lines are worded each
    frame, so a language switch while it waits words them again. ``news`` heads
    them: what the turn's duels did to heroes, known only once they are played."""

    def __init__(self, title: Told, lines: list[Told], prompt: str, duration: float,
                 color: Any = theme.GOLD) -> None:
        super().__init__(duration)
        self.title, self.lines, self.prompt, self.color = title, lines, prompt, color
        self.news: list[list[Told]] = []

    @property
    def said(self) -> list[Told]:
        """Every line it says, in order: each piece of news with its VP, then the rest."""
        return [*(_news(item) for item in self.news), *self.lines]

    @property
    def waiting(self) -> bool:
        """It waits for a key rather than for time."""
        return self.duration >= WAIT

    def draw(self, surface: pygame.Surface) -> None:
        draw_summary(surface, worded(self.title), [worded(ln) for ln in self.said],
                     self.prompt, self.color)


class PanelDie(effects.DieRoll):
    """A thrown die kept inside ``bounds``: its hop never crosses a panel's title or the
    turn track above the panel."""

    def __init__(self, value: int, pos: tuple[int, int], face: Callable[[int], pygame.Surface],
                 bounds: pygame.Rect, **kw: Any) -> None:
        kw.setdefault("throw", 36.0)        # a short throw, clear of the lists beside it
        super().__init__(value, pos, face, **kw)
        self.bounds = bounds
        side = face(value).get_width()
        self.reach = side * 0.72 + 2   # half the diagonal: the tumbling die at any angle

    @property
    def pos(self) -> tuple[float, float]:
        x, y = super().pos
        b, r = self.bounds, self.reach
        return (min(max(x, b.left + r), b.right - r), min(max(y, b.top + r), b.bottom - r))


class Score(anim.Anim):
    """VP a side scores, shown where they were won and then where they count, never
    carried across the screen over its words: for the first part ``earned`` grows on
    the winner's portrait (or his army's die) at ``frm``, for the rest the side's turn
    chip ``chip`` lands on the track at ``to`` (``on_land`` then tells the board to hide
    its own chip under it: ``Board.scoring``; until then the old figure stays). No
    ``frm``: only the landing."""

    EARNED = 0.45       # the share of the time spent where the VP were won

    def __init__(self, earned: pygame.Surface, frm: tuple[int, int] | None,
                 chip: pygame.Surface, to: tuple[int, int], duration: float,
                 on_land: Callable[[], None] | None = None) -> None:
        super().__init__(duration)
        self.earned, self.frm, self.chip, self.to = earned, frm, chip, to
        self.on_land, self.landed = on_land, False

    def update(self, dt: float) -> float:
        left = super().update(dt)
        if self.landing and not self.landed:
            self.landed = True
            if self.on_land is not None:
                self.on_land()
        return left

    @property
    def landing(self) -> bool:
        """The chip is on the track (else the VP still show where they were won)."""
        return self.frm is None or self.progress >= self.EARNED

    def now(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The token as it shows at this moment, and where."""
        if not self.landing:
            assert self.frm is not None
            u = anim.cubic_out(self.progress / self.EARNED)
            image, at = _scaled(self.earned, 0.6 + 0.4 * u), self.frm
        else:
            rest = 1 - self.EARNED if self.frm is not None else 1.0
            u = anim.cubic_out((self.progress - (1 - rest)) / rest)
            image, at = _scaled(self.chip, LANDING - (LANDING - 1) * u), self.to  # never under
        return image, image.get_rect(center=at)                     # the chip it covers

    def draw(self, surface: pygame.Surface) -> None:
        image, rect = self.now()
        surface.blit(image, rect)


def _scaled(image: pygame.Surface, k: float) -> pygame.Surface:
    w, h = image.get_size()
    return pygame.transform.smoothscale(image, (max(1, round(w * k)), max(1, round(h * k))))
