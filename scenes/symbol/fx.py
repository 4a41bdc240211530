"""Symbol's rule events turned into animation steps, in event order.

The scene draws a *shown* board (cell -> stack) that starts as the position
before the action; each step changes it when it starts or lands, so pieces
disappear from where they leave and appear where they arrive exactly when
the animation says so. When the queue runs dry the scene re-reads the engine.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import pygame

from game.common import Event
from game.symbol import SymbolState
from game.symbol.board import CELLS, INDEX
from game.symbol.pieces import LEADER, LETTERS
from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.symbol.board import BoardView, Stack, merge, remove, stack_image
from scenes.ui import anim, effects
from scenes.ui.anim import Anim, Call, Parallel
from scenes.ui.effects import Capture, Explosion, FloatText, Push, Slide
from scenes.ui.widgets import text

# TRANSLATORS: floating over a stack a push could not move (it is captured)
CRUSHED_WORDS = {"edge": N_("off the board"), "blocked": N_("crushed"),
                 "terrain": N_("crushed")}

Shown = dict[int, Stack]


class Drop(effects.Effect):
    """A piece falls onto its cell and bounces (leader placed, reinforcements)."""

    def __init__(self, image, pos: tuple[float, float], delay: float = 0.0,
                 duration: float = 0.45) -> None:
        super().__init__(delay + duration)
        self.image, self.center, self.delay, self.fall = image, pos, delay, duration

    def draw(self, surface) -> None:
        if self.elapsed < self.delay or self.finished:
            return
        u = anim.bounce_out(min(1.0, (self.elapsed - self.delay) / self.fall))
        y = self.center[1] - 120 * (1 - u)
        anim.blit_center(surface, self.image, (self.center[0], y), int(120 + 135 * u))


class Lunge(effects.Effect):
    """A group strikes at the next cell and springs back (capture by reach)."""

    def __init__(self, image, start: tuple[float, float], target: tuple[float, float],
                 duration: float = 0.4) -> None:
        super().__init__(duration)
        self.image, self.start, self.target = image, start, target

    def draw(self, surface) -> None:
        k = 0.55 * math.sin(math.pi * self.progress)
        anim.blit_center(surface, self.image, anim.lerp_point(self.start, self.target, k))


class Pulse(effects.Effect):
    """A ring swelling on a cell: a death piece about to go off."""

    def __init__(self, pos: tuple[float, float], radius: float, duration: float = 0.35) -> None:
        super().__init__(duration)
        self.center, self.radius = pos, radius

    def draw(self, surface) -> None:
        u = self.progress
        r = int(self.radius * (0.4 + 0.6 * u))
        s = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
        pygame.draw.circle(s, (255, 120, 40, int(200 * (1 - u * 0.5))), (r + 2, r + 2), r,
                           max(2, r // 6))
        anim.blit_center(surface, s, self.center)


class Scorch(effects.Effect):
    """The blast zone glows hot, then cools: which cells the explosion cleared."""

    def __init__(self, rects: list, duration: float = 0.9) -> None:
        super().__init__(duration)
        self.rects = rects

    def draw(self, surface) -> None:
        u = self.progress
        heat = anim.cubic_out(min(1.0, u * 4)) * (1 - u)
        for r in self.rects:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            s.fill((255, 120, 30, int(150 * heat)))
            pygame.draw.rect(s, (255, 220, 150, int(220 * heat)), s.get_rect(), 2)
            surface.blit(s, r)


def _cell(name: str) -> int:
    return INDEX[name]


def shown_of(state: SymbolState) -> Shown:
    """The board as the screen draws it: cell -> (owner, letters in upper case)."""
    out: Shown = {}
    for c in CELLS:
        st = state.stack_at(c)
        if st is not None:
            out[c] = (st[0], st[1].upper())
    return out


def _sub(shown: Shown, c: int, letters: str) -> None:
    if c not in shown:
        return
    owner, have = shown[c]
    rest = remove(have, letters.upper())
    if rest:
        shown[c] = (owner, rest)
    else:
        del shown[c]


def _leave(shown: Shown, c: int, letters: str, sound: Callable[[str], None]) -> None:
    """A group sets off: it leaves its cell, with the sound of a move."""
    _sub(shown, c, letters)
    sound("move")


def _clear(shown: Shown, cells: list[int]) -> None:
    for c in cells:
        shown.pop(c, None)


def _add(shown: Shown, c: int, owner: int, letters: str) -> None:
    letters = letters.upper()
    if c in shown and shown[c][0] == owner:
        shown[c] = (owner, merge(shown[c][1], letters))
    else:
        shown[c] = (owner, letters)


def build(events: list[Event], shown: Shown, view: BoardView,
          sound: Callable[[str], None], seed: int = 0) -> list[Anim]:
    """One animation step per event, in the engine's order: each push and each blast
    of a chain is its own step; a capture by entering is one step with its move."""
    steps: list[Anim] = []
    cell = view.cell
    last_cell: int | None = None        # where the acting group stands (for push direction)
    i = 0
    while i < len(events):
        ev = events[i]
        k = ev.kind
        if k == "moved":
            p, src, dst = ev["player"], _cell(ev["frm"]), _cell(ev["to"])
            pieces = ev["pieces"]
            pts = [view.center(_cell(n)) for n in ev["path"]] or [view.center(src),
                                                                     view.center(dst)]
            if pts[-1] != view.center(dst):
                pts.append(view.center(dst))
            img = stack_image(pieces.upper(), p, cell)
            slide: list[Anim] = [Call(partial(_leave, shown, src, pieces, sound)),
                                 Slide(img, pts, speed=520)]
            nxt = events[i + 1] if i + 1 < len(events) else None
            if nxt is not None and nxt.kind == "captured" and _cell(nxt["cell"]) == dst:
                # the group arrives over its victim, which then shatters beneath it
                steps.append(anim.Sequence([*slide, *_capture_under(
                    nxt, img, shown, view, sound, seed + i + 1), Call(partial(
                        _land, shown, dst, p, pieces))]))
                i += 2
                last_cell = dst
                continue
            steps.append(anim.Sequence([*slide, Call(partial(_land, shown, dst, p, pieces))]))
            last_cell = dst
        elif k == "reach_capture":
            p, frm, tgt = ev["player"], _cell(ev["frm"]), _cell(ev["target"])
            img = stack_image(ev["pieces"].upper(), p, cell)
            steps.append(anim.Sequence([
                Call(partial(_hide_group, shown, frm, p, ev["pieces"])),
                Lunge(img, view.center(frm), view.center(tgt)),
                Call(partial(_add, shown, frm, p, ev["pieces"])),
            ]))
            last_cell = frm
        elif k == "captured":
            c = _cell(ev["cell"])
            img = stack_image(ev["pieces"].upper(), ev["player"], cell)
            steps.append(Parallel([
                Call(lambda: sound("capture")),
                Capture(img, view.center(c), seed=seed + i),
                FloatText(text(_("captured"), 20, "ui-bold", theme.DANGER),
                          (view.center(c)[0], view.center(c)[1] - cell * 0.45)),
            ]))
        elif k in ("pushed", "pushed_crushed"):
            # one shove after another, in the engine's order, each with its thud
            steps.append(anim.Sequence([Call(lambda: sound("push")),
                                        _push_step(ev, shown, view, last_cell, seed + i)]))
        elif k == "detonated":
            c = _cell(ev["cell"])
            steps.append(Pulse(view.center(c), cell * 0.6))
        elif k == "exploded":
            # a chain reads blast by blast, in the engine's order
            steps.append(Parallel([Call(lambda: sound("explosion")),
                                   *_blast(ev, shown, view, seed + i)]))
        elif k == "reinforced":
            p = ev["player"]
            drops: list[Anim] = [Call(lambda: sound("flip"))]
            for j, (name, letter) in enumerate(ev["placements"]):
                c = _cell(name)
                d = Drop(stack_image(letter.upper(), p, cell), view.center(c), delay=j * 0.16)
                drops.append(anim.Sequence([d, Call(partial(_add, shown, c, p, letter))]))
            steps.append(Parallel(drops))
        elif k == "leader_placed":
            p, c = ev["player"], _cell(ev["cell"])
            steps.append(anim.Sequence([
                Call(lambda: sound("move")),
                Drop(stack_image(LETTERS[LEADER], p, cell), view.center(c)),
                Call(partial(_add, shown, c, p, LETTERS[LEADER])),
            ]))
        i += 1
    return steps


def _land(shown: Shown, c: int, owner: int, letters: str) -> None:
    """The group arrives: joins a friendly stack, or stands over the enemy it captures."""
    if c in shown and shown[c][0] != owner:
        shown[c] = (owner, letters.upper())
    else:
        _add(shown, c, owner, letters)


def _capture_under(ev: Event, mover: pygame.Surface, shown: Shown, view: BoardView,
                   sound: Callable[[str], None], seed: int) -> list[Anim]:
    """The victim shatters beneath the group that has just arrived on its cell."""
    c = _cell(ev["cell"])
    at = view.center(c)
    victim = stack_image(ev["pieces"].upper(), ev["player"], view.cell)
    shatter = Capture(victim, at, seed=seed)
    return [
        Call(partial(_clear, shown, [c])),
        Call(lambda: sound("capture")),
        # drawn in order: the shards, then the capturer standing over them
        Parallel([shatter, effects.Hold(mover, at, shatter.duration),
                  FloatText(text(_("captured"), 20, "ui-bold", theme.DANGER),
                            (at[0], at[1] - view.cell * 0.45))]),
    ]


def _hide_group(shown: Shown, c: int, owner: int, letters: str) -> None:
    if c in shown and shown[c][0] == owner:
        _sub(shown, c, letters)


def _push_step(ev: Event, shown: Shown, view: BoardView, fire: int | None, seed: int) -> Anim:
    frm = _cell(ev["frm"])
    img = stack_image(ev["pieces"].upper(), ev["player"], view.cell)
    start = view.center(frm)
    if ev.kind == "pushed":
        dst = _cell(ev["to"])
        return anim.Sequence([
            Call(partial(_clear, shown, [frm])),
            Push(img, start, view.center(dst)),
            Call(lambda: _add(shown, dst, ev["player"], ev["pieces"])),
        ])
    # crushed: nudged toward where it could not go, then it breaks
    if fire is not None:
        fx, fy = view.center(fire)
        end = (start[0] + (start[0] - fx) * 0.35, start[1] + (start[1] - fy) * 0.35)
    else:
        end = start
    why = _(CRUSHED_WORDS.get(ev.get("why", ""), CRUSHED_WORDS["blocked"]))
    return anim.Sequence([
        Call(partial(_clear, shown, [frm])),
        Push(img, start, end, duration=0.3),
        Parallel([Capture(img, end, seed=seed, duration=0.7),
                  FloatText(text(why, 18, "ui-bold", theme.DANGER),
                            (end[0], end[1] - view.cell * 0.45))]),
    ])


def _blast(ev: Event, shown: Shown, view: BoardView, seed: int) -> list[Anim]:
    centre = view.center(_cell(ev["centre"]))
    rects = [view.cell_rect(_cell(n)) for n in ev["cells"]]
    out: list[Anim] = [Scorch(rects),
                       Explosion(centre, radius=view.cell * 1.5, duration=0.9, seed=seed)]
    removed = list(ev.get("removed", []))
    cells = [_cell(n) for n in ev["cells"]]
    out.append(Call(partial(_clear, shown, cells)))
    for j, (name, owner, letters) in enumerate(removed):
        img = stack_image(letters.upper(), owner, view.cell)
        out.append(Capture(img, view.center(_cell(name)), seed=seed * 31 + j, duration=0.8))
    return out
