"""Time-based animation: tweens, easing, sequences and sprite effects.

Everything is driven by an explicit ``dt`` in seconds and every effect
computes its look from the elapsed time in closed form (no per-frame
integration), so the same moment looks the same at 30 or 144 frames per
second and tests can step effects without a screen. ``update(dt)`` returns
the part of ``dt`` an animation did not need, so a sequence hands the rest
of a frame to the next step instead of losing it.

Game scenes turn a list of rule events into effects, queue them on an
``Animator`` and accept input again once it reports ``idle``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from collections.abc import Sequence as Seq
from dataclasses import dataclass
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
    """

    def __init__(self, on_idle: Callable[[], None] | None = None) -> None:
        self.queue: list[Anim] = []
        self.on_idle = on_idle

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
            self.update(0.0)

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


# --------------------------------------------------------------------------- effects

class Effect(Anim):
    """A drawable animation anchored on the board."""


class Slide(Effect):
    """A piece gliding along a path of points; ``arc`` > 0 lifts it for jumps."""

    def __init__(self, image: pygame.Surface, points: Seq[Point],
                 duration: float | None = None, arc: float = 0.0,
                 ease: Easing = cubic_in_out, speed: float = 900.0, tag: Any = None) -> None:
        self.points: list[Point] = [(float(p[0]), float(p[1])) for p in points]
        if not self.points:
            raise ValueError("Slide needs at least one point")
        if duration is None:
            duration = min(0.6, max(0.18, path_length(self.points) / speed))
        super().__init__(duration, tag)
        self.image, self.arc, self.ease = image, arc, ease

    @property
    def lift(self) -> float:
        return self.arc * math.sin(math.pi * self.ease(self.progress))

    @property
    def pos(self) -> Point:
        x, y = point_along(self.points, self.ease(self.progress))
        return (x, y - self.lift)

    def draw(self, surface: pygame.Surface) -> None:
        x, y = point_along(self.points, self.ease(self.progress))
        w = self.image.get_width()
        if self.arc > 0:
            k = self.lift / max(1.0, self.arc)
            _shadow(surface, (x, y + w * 0.3), w * (0.8 - 0.3 * k), int(90 - 40 * k))
            scale = 1 + 0.18 * k
            img = pygame.transform.smoothscale_by(self.image, scale) if k > 0.01 else self.image
            blit_center(surface, img, (x, y - self.lift))
        else:
            blit_center(surface, self.image, (x, y))


class Push(Effect):
    """Shoved one cell: accelerates, bumps to a stop and squashes, then settles."""

    def __init__(self, image: pygame.Surface, start: Point, end: Point,
                 duration: float = 0.45, tag: Any = None) -> None:
        super().__init__(duration, tag)
        self.image, self.start, self.end = image, start, end
        self.split = 0.55   # share of time spent travelling; the rest is squash

    @property
    def pos(self) -> Point:
        p = self.progress
        if p < self.split:
            return lerp_point(self.start, self.end, quad_in(p / self.split))
        return self.end

    def squash(self) -> float:
        """Compression along the push direction: 0 travelling, damped wobble after."""
        p = self.progress
        if p < self.split or self.finished:
            return 0.0
        u = (p - self.split) / (1 - self.split)
        return 0.28 * math.exp(-4.5 * u) * math.cos(u * math.pi * 2.5) * (1 - u)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.squash()
        img = self.image
        if abs(s) > 0.005:
            dx, dy = self.end[0] - self.start[0], self.end[1] - self.start[1]
            w, h = img.get_size()
            if abs(dx) >= abs(dy):
                size = (max(1, round(w * (1 - s))), max(1, round(h * (1 + s * 0.6))))
            else:
                size = (max(1, round(w * (1 + s * 0.6))), max(1, round(h * (1 - s))))
            img = pygame.transform.smoothscale(img, size)
        blit_center(surface, img, self.pos)
        # dust puffs kicked up at the stop
        p = self.progress
        if p > self.split and not self.finished:
            u = (p - self.split) / (1 - self.split)
            r = self.image.get_width() * (0.1 + 0.25 * u)
            a = int(110 * (1 - u))
            for side in (-1, 1):
                dx, dy = self.end[0] - self.start[0], self.end[1] - self.start[1]
                n = math.hypot(dx, dy) or 1
                px, py = -dy / n * side, dx / n * side
                c = (self.end[0] + px * self.image.get_width() * (0.45 + 0.3 * u),
                     self.end[1] + py * self.image.get_width() * (0.45 + 0.3 * u))
                puff = pygame.Surface((int(r * 2) + 2,) * 2, pygame.SRCALPHA)
                pygame.draw.circle(puff, (200, 190, 170, a), (int(r) + 1,) * 2, int(r))
                blit_center(surface, puff, c)


@dataclass
class _Particle:
    """One shard or spark: where it flies, how long it lives, what it looks like."""

    x: float = 0.0
    y: float = 0.0
    vx: float = 0.0
    vy: float = 0.0
    spin: float = 0.0
    size: float = 0.0
    life: float = 0.0
    color: tuple[int, ...] = (0, 0, 0)
    img: pygame.Surface | None = None


class Capture(Effect):
    """The piece flashes, cracks into shards that tumble down and fade."""

    GRAVITY = 900.0

    def __init__(self, image: pygame.Surface, pos: Point, duration: float = 0.9,
                 seed: int = 0, pieces: int = 4, tag: Any = None) -> None:
        super().__init__(duration, tag)
        self.image, self.center = image, pos
        rng = random.Random(seed)
        w, h = image.get_size()
        cw, ch = max(1, w // pieces), max(1, h // pieces)
        self.shards: list[_Particle] = []
        for gy in range(pieces):
            for gx in range(pieces):
                rect = pygame.Rect(gx * cw, gy * ch, cw, ch)
                sub = image.subsurface(rect.clip(image.get_rect())).copy()
                if pygame.mask.from_surface(sub).count() < 4:
                    continue
                ox = rect.centerx - w / 2
                oy = rect.centery - h / 2
                ang = math.atan2(oy, ox) if (ox or oy) else rng.uniform(0, math.tau)
                spd = rng.uniform(90, 220)
                self.shards.append(_Particle(
                    x=pos[0] + ox, y=pos[1] + oy,
                    vx=math.cos(ang) * spd + rng.uniform(-40, 40),
                    vy=math.sin(ang) * spd - rng.uniform(120, 260),
                    spin=rng.uniform(-540, 540), size=1.0, life=1.0,
                    img=sub))
        flash = image.copy()
        flash.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
        self.flash = flash
        self.crack_time = 0.12

    def shard_state(self, shard: _Particle) -> tuple[float, float, float, int]:
        """(x, y, angle, alpha) of a shard at the current time."""
        t = max(0.0, self.elapsed - self.crack_time)
        span = max(1e-6, self.duration - self.crack_time)
        x = shard.x + shard.vx * t
        y = shard.y + shard.vy * t + 0.5 * self.GRAVITY * t * t
        alpha = int(255 * (1 - clamp01(t / span)) ** 1.5)
        return x, y, shard.spin * t, alpha

    def draw(self, surface: pygame.Surface) -> None:
        if self.finished:
            return
        if self.elapsed < self.crack_time:
            u = self.elapsed / self.crack_time
            blit_center(surface, self.image, self.center)
            blit_center(surface, self.flash, self.center, int(200 * math.sin(math.pi * u)))
            return
        for sh in self.shards:
            x, y, ang, alpha = self.shard_state(sh)
            assert sh.img is not None
            img = pygame.transform.rotate(sh.img, ang)
            blit_center(surface, img, (x, y), alpha)


class Explosion(Effect):
    """A burst: white-hot flash, expanding shock ring, sparks and smoke."""

    def __init__(self, pos: Point, radius: float = 90.0, duration: float = 1.0,
                 seed: int = 0, sparks: int = 36, tag: Any = None) -> None:
        super().__init__(duration, tag)
        self.center, self.radius = pos, radius
        rng = random.Random(seed)
        self.sparks = []
        for _ in range(sparks):
            ang = rng.uniform(0, math.tau)
            spd = rng.uniform(radius * 2.0, radius * 5.0)
            self.sparks.append(_Particle(
                x=pos[0], y=pos[1], vx=math.cos(ang) * spd, vy=math.sin(ang) * spd,
                spin=0.0, size=rng.uniform(2.0, 4.5), life=rng.uniform(0.45, 0.95) * duration,
                color=rng.choice([(255, 240, 180), (255, 200, 90), (255, 140, 60)]), img=None))
        self.smoke = []
        for _ in range(7):
            ang = rng.uniform(0, math.tau)
            spd = rng.uniform(radius * 0.3, radius * 0.9)
            self.smoke.append(_Particle(
                x=pos[0], y=pos[1], vx=math.cos(ang) * spd, vy=math.sin(ang) * spd - 20,
                spin=0.0, size=rng.uniform(0.25, 0.45) * radius, life=duration,
                color=(70, 64, 70), img=None))
        self.drag = 5.0

    def spark_pos(self, p: _Particle, t: float) -> Point:
        """Closed-form motion with drag, so positions do not depend on the step size."""
        k = self.drag
        f = (1 - math.exp(-k * t)) / k
        return (p.x + p.vx * f, p.y + p.vy * f + 60 * t * t)

    def draw(self, surface: pygame.Surface) -> None:
        if self.finished:
            return
        t, R = self.elapsed, self.radius
        cx, cy = self.center
        # smoke first (beneath)
        for p in self.smoke:
            u = clamp01(t / p.life)
            x, y = self.spark_pos(p, t)
            r = int(p.size * (0.5 + u))
            a = int(90 * math.sin(math.pi * min(1.0, u * 1.2)))
            if r > 0 and a > 0:
                s = pygame.Surface((r * 2 + 2,) * 2, pygame.SRCALPHA)
                pygame.draw.circle(s, (*p.color, a), (r + 1, r + 1), r)
                blit_center(surface, s, (x, y - 30 * u))
        # flash
        fu = clamp01(t / 0.22)
        if fu < 1:
            r = int(R * (0.35 + 0.5 * cubic_out(fu)))
            s = pygame.Surface((r * 2 + 2,) * 2, pygame.SRCALPHA)
            for i, col in enumerate(((255, 140, 40), (255, 210, 120), (255, 255, 235))):
                rr = max(1, int(r * (1 - i * 0.3)))
                pygame.draw.circle(s, (*col, int(255 * (1 - fu) * (0.5 + 0.25 * i))),
                                   (r + 1, r + 1), rr)
            blit_center(surface, s, (cx, cy))
        # shock ring
        ru = clamp01(t / (self.duration * 0.55))
        if ru < 1:
            r = int(R * 0.2 + R * 1.1 * cubic_out(ru))
            width = max(1, int(R * 0.16 * (1 - ru)))
            s = pygame.Surface((r * 2 + 4,) * 2, pygame.SRCALPHA)
            pygame.draw.circle(s, (255, 230, 170, int(230 * (1 - ru))), (r + 2, r + 2), r, width)
            blit_center(surface, s, (cx, cy))
        # sparks
        for p in self.sparks:
            if t >= p.life:
                continue
            u = t / p.life
            x, y = self.spark_pos(p, t)
            x2, y2 = self.spark_pos(p, max(0.0, t - 0.03))
            r, g, b = (int(c * (1 - 0.4 * u)) for c in p.color[:3])
            w = max(1, int(p.size * (1 - u)))
            pygame.draw.line(surface, (r, g, b), (x2, y2), (x, y), w)


class DieRoll(Effect):
    """A d10 thrown in: tumbles through faces, bounces, settles on ``value``.

    ``face`` is a function n -> Surface (``sprites.die_face``); the face
    sequence is drawn from a seeded RNG, so a given seed always looks the same.
    """

    def __init__(self, value: int, pos: Point, face: Callable[[int], pygame.Surface],
                 duration: float = 1.1, seed: int = 0, throw: float = 140.0,
                 tag: Any = None) -> None:
        if not 0 <= value <= 9:
            raise ValueError(f"a d10 shows 0-9, not {value}")
        super().__init__(duration, tag)
        self.value, self.center, self.face = value, pos, face
        rng = random.Random(seed)
        # face changes slow down: times of change follow t = d * (1 - (1-k)^2)
        self.changes: list[tuple[float, int]] = []
        n = 14
        prev = rng.randrange(10)
        for i in range(n):
            k = i / n
            when = duration * 0.8 * (1 - (1 - k) ** 2)
            f = rng.randrange(10)
            while f == prev:
                f = rng.randrange(10)
            self.changes.append((when, f))
            prev = f
        self.changes.append((duration * 0.8, value))
        self.spin0 = rng.choice((-1, 1)) * rng.uniform(540, 900)
        self.start = (pos[0] - throw, pos[1] - throw * 0.35)

    @property
    def shown(self) -> int:
        """The face visible now (``value`` once settled)."""
        if self.finished:
            return self.value
        cur = self.changes[0][1]
        for when, f in self.changes:
            if self.elapsed >= when:
                cur = f
        return cur

    @property
    def angle(self) -> float:
        u = self.progress
        return 0.0 if u >= 0.8 else self.spin0 * (0.8 - u) ** 2 / 0.64 * 0.8

    @property
    def pos(self) -> Point:
        u = clamp01(self.progress / 0.8)
        x = lerp(self.start[0], self.center[0], cubic_out(u))
        hop = (1 - bounce_out(u)) * 90
        y = lerp(self.start[1], self.center[1], u) - hop
        return (x, y)

    def draw(self, surface: pygame.Surface) -> None:
        img = self.face(self.shown)
        x, y = self.pos
        _shadow(surface, (x, self.center[1] + img.get_height() * 0.42),
                img.get_width() * 0.8, 70)
        ang = self.angle
        if abs(ang) > 0.5:
            img = pygame.transform.rotozoom(img, ang, 1.0)
        blit_center(surface, img, (x, y))


class CardFlip(Effect):
    """A face-down card or tile turns over: narrows to an edge, swaps, widens."""

    def __init__(self, back: pygame.Surface, front: pygame.Surface, pos: Point,
                 duration: float = 0.5, lift: float = 0.12, tag: Any = None) -> None:
        super().__init__(duration, tag)
        self.back, self.front, self.center, self.lift = back, front, pos, lift

    @property
    def showing_front(self) -> bool:
        return self.progress >= 0.5

    @property
    def scale_x(self) -> float:
        return abs(math.cos(math.pi * quad_in_out(self.progress)))

    def draw(self, surface: pygame.Surface) -> None:
        img = self.front if self.showing_front else self.back
        lift = 1 + self.lift * math.sin(math.pi * self.progress)
        w = max(1, round(img.get_width() * self.scale_x * lift))
        h = max(1, round(img.get_height() * lift))
        _shadow(surface, (self.center[0] + 6, self.center[1] + img.get_height() * 0.5),
                img.get_width() * self.scale_x, 60)
        blit_center(surface, pygame.transform.smoothscale(img, (w, h)), self.center)


class FloatText(Effect):
    """A short label that rises and fades (e.g. "+2 VP")."""

    def __init__(self, image: pygame.Surface, pos: Point, duration: float = 0.9,
                 rise: float = 40.0, tag: Any = None) -> None:
        super().__init__(duration, tag)
        self.image, self.center, self.rise = image, pos, rise

    def draw(self, surface: pygame.Surface) -> None:
        u = self.progress
        alpha = int(255 * (1 - quad_in(u)))
        y = self.center[1] - self.rise * cubic_out(u)
        blit_center(surface, self.image, (self.center[0], y), alpha)


class Hold(Effect):
    """Keeps an image on screen for a while (e.g. a piece resting after a slide)."""

    def __init__(self, image: pygame.Surface, pos: Point, duration: float,
                 tag: Any = None) -> None:
        super().__init__(duration, tag)
        self.image, self.center = image, pos

    def draw(self, surface: pygame.Surface) -> None:
        blit_center(surface, self.image, self.center)
