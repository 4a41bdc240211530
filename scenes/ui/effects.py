"""Sprite effects for the games' events: slides, pushes, captures, explosions,
dice, card flips, floating text.

Each effect computes its look from its elapsed time in closed form (see
scenes/ui/anim.py), so tests can step it without a screen.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from collections.abc import Sequence as Seq
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.ui.anim import (
    Anim,
    Easing,
    Point,
    _shadow,
    blit_center,
    bounce_out,
    clamp01,
    cubic_in_out,
    cubic_out,
    lerp,
    lerp_point,
    path_length,
    point_along,
    quad_in,
    quad_in_out,
)

# How long a piece takes to break apart when captured: long enough to see
# the victim go, beneath the piece that took it.
CAPTURE_SECONDS = 0.9
# A slide's time grows with the distance it covers: a short start-up, then a
# steady pace, so a long move reads as long; very long paths are capped.
SLIDE_BASE = 0.16
SLIDE_MAX = 1.6


def slide_seconds(length: float, speed: float) -> float:
    """The time of a slide over ``length`` pixels at ``speed`` pixels a second."""
    return min(SLIDE_MAX, SLIDE_BASE + length / speed)


class Effect(Anim):
    """A drawable animation anchored on the board."""


class Slide(Effect):
    """A piece gliding along a path of points; ``arc`` > 0 lifts it for jumps.

    Without a ``duration`` its time grows with the path's length (``slide_seconds``).
    """

    def __init__(self, image: pygame.Surface, points: Seq[Point],
                 duration: float | None = None, arc: float = 0.0,
                 ease: Easing = cubic_in_out, speed: float = 600.0, tag: Any = None) -> None:
        self.points: list[Point] = [(float(p[0]), float(p[1])) for p in points]
        if not self.points:
            raise ValueError("Slide needs at least one point")
        if duration is None:
            duration = slide_seconds(path_length(self.points), speed)
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

    def __init__(self, image: pygame.Surface, pos: Point, duration: float = CAPTURE_SECONDS,
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

    ``face`` is a function n -> Surface (``troy_art.die_face``); the face
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
    """A short label that rises and fades (e.g. "captured"), on a dark plate so it
    reads over any board colour."""

    def __init__(self, image: pygame.Surface, pos: Point, duration: float = 0.9,
                 rise: float = 40.0, tag: Any = None) -> None:
        super().__init__(duration, tag)
        plate = pygame.Surface((image.get_width() + 16, image.get_height() + 6),
                               pygame.SRCALPHA)
        pygame.draw.rect(plate, (12, 13, 20, 215), plate.get_rect(), border_radius=7)
        plate.blit(image, (8, 3))
        self.image, self.center, self.rise = plate, pos, rise

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
