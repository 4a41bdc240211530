"""Time-based animation: tweens, easing, sequences and sprite effects.

Everything is driven by an explicit ``dt`` in seconds and every effect
computes its look from the elapsed time in closed form (no per-frame
integration), so the same moment looks the same at 30 or 144 frames per
second and tests can step effects without a screen. ``update(dt)`` returns
the part of ``dt`` an animation did not need, so a sequence hands the rest
of a frame to the next step instead of losing it.

Game scenes turn a list of rule events into effects, queue them on an
``Animator`` and accept input again once it reports ``idle``.

The player's animation speed (Settings) is one ``Tempo`` for the whole app,
read by every ``Animator``: effects keep their own durations and the animator
scales the time it hands them, so every game and the demo follow the setting
without knowing of it; at "instant" each queued step runs to its end at the
next update, in order, so the callbacks that apply events still run.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from collections.abc import Sequence as Seq
from typing import Any

import pygame

Point = tuple[float, float]
Easing = Callable[[float], float]


# --------------------------------------------------------------------------- easing

def linear(t: float) -> float:
    return t


def quad_in(t: float) -> float:
    return t * t


def quad_out(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def quad_in_out(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def cubic_in(t: float) -> float:
    return t * t * t


def cubic_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def cubic_in_out(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def back_out(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def elastic_out(t: float) -> float:
    if t <= 0:
        return 0.0
    if t >= 1:
        return 1.0
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


def bounce_out(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    f.__name__: f
    for f in (linear, quad_in, quad_out, quad_in_out, cubic_in, cubic_out,
              cubic_in_out, back_out, elastic_out, bounce_out)
}


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def clamp01(t: float) -> float:
    return 0.0 if t < 0 else 1.0 if t > 1 else t


# --------------------------------------------------------------------------- tempo

# The player's choices, slowest first: how much faster than "normal" animations
# run (instant: none is seen, every step jumps to its end).
SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": math.inf}
DEFAULT_SPEED = "normal"


class Tempo:
    """How fast animations play: one for the app, as there is one clock."""

    def __init__(self, speed: str = DEFAULT_SPEED) -> None:
        self.speed = DEFAULT_SPEED
        self.set(speed)

    def set(self, speed: str) -> None:
        """Change the speed; ValueError for a name that is not one of SPEEDS."""
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self.speed = speed

    @property
    def scale(self) -> float:
        """Seconds of animation per second of the clock."""
        return SPEEDS[self.speed]

    @property
    def instant(self) -> bool:
        return math.isinf(self.scale)


TEMPO = Tempo()


def set_speed(speed: str) -> None:
    """Set the app's animation speed (the App does, from the settings)."""
    TEMPO.set(speed)


# --------------------------------------------------------------------------- base

class Anim:
    """Something that advances with time and ends; draws nothing by default."""

    duration: float = 0.0

    def __init__(self, duration: float = 0.0, tag: Any = None) -> None:
        self.duration = max(0.0, float(duration))
        self.elapsed = 0.0
        self.tag = tag          # lets a scene hide the board piece this animates
        self._done = self.duration == 0.0

    @property
    def finished(self) -> bool:
        return self._done

    @property
    def progress(self) -> float:
        """Linear progress 0..1 through the animation."""
        if self.duration <= 0:
            return 1.0
        return clamp01(self.elapsed / self.duration)

    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; return the time left over after finishing."""
        if self._done:
            return dt
        need = self.duration - self.elapsed
        if dt >= need:
            self.elapsed = self.duration
            self._done = True
            return dt - need
        self.elapsed += dt
        return 0.0

    def restart(self) -> None:
        self.elapsed = 0.0
        self._done = self.duration == 0.0

    def skip(self) -> None:
        """End at once: made ahead of time, it turned out to have nothing to show."""
        self.duration = self.elapsed
        self._done = True

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the current frame (most effects draw; plain timers do not)."""

    def tags(self) -> list[Any]:
        return [] if self.tag is None or self._done else [self.tag]


class Delay(Anim):
    """A pause of ``duration`` seconds."""


class Tween(Anim):
    """A value going from ``a`` to ``b`` over ``duration`` with an easing."""

    def __init__(self, a: float, b: float, duration: float, ease: Easing = linear,
                 on_update: Callable[[float], None] | None = None, tag: Any = None) -> None:
        super().__init__(duration, tag)
        self.a, self.b, self.ease = a, b, ease
        self.on_update = on_update

    @property
    def value(self) -> float:
        if self.finished:
            return self.b
        return lerp(self.a, self.b, self.ease(self.progress))

    def update(self, dt: float) -> float:
        rest = super().update(dt)
        if self.on_update is not None:
            self.on_update(self.value)
        return rest


class Call(Anim):
    """Runs a callback once, when reached in a sequence (e.g. play a sound)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__(0.0)
        self.fn = fn
        self._called = False
        self._done = False

    def update(self, dt: float) -> float:
        if not self._called:
            self._called = True
            self._done = True
            self.fn()
        return dt

    def restart(self) -> None:
        self._called = False
        self._done = False


class Sequence(Anim):
    """Children one after another; leftover time flows into the next child."""

    def __init__(self, children: Iterable[Anim], tag: Any = None) -> None:
        self.children = list(children)
        super().__init__(sum(c.duration for c in self.children), tag)
        self.index = 0
        self._done = not self.children

    def update(self, dt: float) -> float:
        while not self._done:
            child = self.children[self.index]
            dt = child.update(dt)
            if not child.finished:
                return 0.0
            self.index += 1
            if self.index >= len(self.children):
                self._done = True
        return dt

    def restart(self) -> None:
        for c in self.children:
            c.restart()
        self.index = 0
        self._done = not self.children

    def draw(self, surface: pygame.Surface) -> None:
        # A callback not yet reached draws nothing: show the step after it, so
        # a piece the sequence hides never blinks out for a frame.
        for child in self.children[self.index:]:
            if not isinstance(child, Call):
                child.draw(surface)
                return

    def tags(self) -> list[Any]:
        if self._done:
            return []
        own = [] if self.tag is None else [self.tag]
        return own + [t for c in self.children[self.index:] for t in c.tags()]


class Parallel(Anim):
    """Children together; finished when the longest one is."""

    def __init__(self, children: Iterable[Anim], tag: Any = None) -> None:
        self.children = list(children)
        super().__init__(max((c.duration for c in self.children), default=0.0), tag)
        self._done = all(c.finished for c in self.children)

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        rest = min(c.update(dt) for c in self.children)
        self._done = all(c.finished for c in self.children)
        return rest if self._done else 0.0

    def restart(self) -> None:
        for c in self.children:
            c.restart()
        self._done = all(c.finished for c in self.children)

    def draw(self, surface: pygame.Surface) -> None:
        for c in self.children:
            if not c.finished:
                c.draw(surface)

    def tags(self) -> list[Any]:
        if self._done:
            return []
        own = [] if self.tag is None else [self.tag]
        return own + [t for c in self.children for t in c.tags()]


# Timeline is the name scenes reach for when building a scripted sequence.
Timeline = Sequence


class Animator:
    """Plays queued steps in order (each step may be a parallel group).

    The scene asks ``idle`` before accepting input; ``hidden()`` names the
    tags of pieces an effect is currently drawing, so the board can skip them.
    Time runs at ``tempo`` (the app's animation speed unless one is given).
    """

    def __init__(self, on_idle: Callable[[], None] | None = None,
                 tempo: Tempo | None = None) -> None:
        self.queue: list[Anim] = []
        self.on_idle = on_idle
        self.tempo = TEMPO if tempo is None else tempo

    @property
    def idle(self) -> bool:
        return not self.queue

    def add(self, effect: Anim) -> Anim:
        """Queue one effect after everything already queued."""
        self.queue.append(effect)
        return effect

    def add_parallel(self, *effects: Anim) -> Anim:
        """Queue effects that play together, as one step."""
        return self.add(Parallel(effects))

    def clear(self) -> None:
        self.queue.clear()

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds of the clock, at the tempo's speed."""
        if self.tempo.instant:
            self.finish()
        else:
            self._advance(dt * self.tempo.scale)

    def _advance(self, dt: float) -> None:
        """Advance by ``dt`` seconds of animation time."""
        was_busy = bool(self.queue)
        while self.queue:
            dt = self.queue[0].update(dt)
            if not self.queue[0].finished:
                break
            self.queue.pop(0)
        if was_busy and not self.queue and self.on_idle is not None:
            self.on_idle()

    def finish_step(self) -> None:
        """Jump the step on screen to its end (its sounds and callbacks still run)."""
        if self.queue:
            self.queue[0].update(1e9)
            self._advance(0.0)

    def finish(self) -> None:
        """Jump every queued step to its end, in order: the player skipped."""
        for _ in range(10_000):
            if not self.queue:
                return
            self.finish_step()

    def draw(self, surface: pygame.Surface) -> None:
        if self.queue:
            self.queue[0].draw(surface)

    def hidden(self) -> set[Any]:
        """Tags of every pending effect (pieces the board should not draw itself)."""
        return {t for a in self.queue for t in a.tags()}


# --------------------------------------------------------------------------- helpers

def blit_center(surface: pygame.Surface, image: pygame.Surface, pos: Point,
                alpha: int = 255) -> None:
    if alpha < 255:
        image = image.copy()
        image.set_alpha(max(0, alpha))
    rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
    surface.blit(image, rect)


def _shadow(surface: pygame.Surface, pos: Point, width: float, alpha: int) -> None:
    w, h = max(2, int(width)), max(2, int(width * 0.35))
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (0, 0, 0, max(0, min(255, alpha))), s.get_rect())
    surface.blit(s, s.get_rect(center=(round(pos[0]), round(pos[1]))))


def path_length(points: Seq[Point]) -> float:
    return sum(math.dist(points[i], points[i + 1]) for i in range(len(points) - 1))


def point_along(points: Seq[Point], u: float) -> Point:
    """The point a fraction ``u`` of the way along a polyline."""
    if len(points) == 1:
        return points[0]
    total = path_length(points)
    if total == 0:
        return points[-1]
    target = clamp01(u) * total
    for i in range(len(points) - 1):
        seg = math.dist(points[i], points[i + 1])
        if target <= seg or i == len(points) - 2:
            return lerp_point(points[i], points[i + 1], 0 if seg == 0 else min(1, target / seg))
        target -= seg
    return points[-1]
