"""The finale of The Trojan War: the Horse, told as a sequence.

The heroes climb into the Horse one by one, the Horse is drawn to the Scaean
gate, the die lands, then each modifier the rules applied, then the gates open
and the Horse rolls in, or they stay shut and the Trojans burn it. Everything
shown comes from the engine's turn-12 events (``horse_boarded``, the Horse
``die_rolled``, ``horse_roll``): the heroes, the modifiers, the total and the
verdict; the scene adds nothing up. The beats are tweens on the play screen's
animator, so the skip keys and the animation speed apply as to every other
animation, and ``draw_horse_panel`` only reads the ``HorseShow`` they move.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.common import Event
from game.troy import data as D
from scenes.art import troy as troy_art
from scenes.art.troy_portraits import portrait
from scenes.core import theme
from scenes.core.i18n import _
from scenes.troy.beats import Beat, shown
from scenes.troy.board import Board, HorseShow
from scenes.troy.layout import CENTRE, HORSE_FIELD, HORSE_MODS_X, HORSE_MODS_Y, horse_die_pos
from scenes.troy.lines import line, worded
from scenes.troy.telling import Telling
from scenes.troy.words import hero_name, horse_sum, minus_signs, mod_label, signed
from scenes.ui import anim
from scenes.ui.widgets import blit_text, draw_panel, fit_size, text, wrap_text

HORSE_W = 150
GROUND_Y = HORSE_FIELD.bottom - 46
WALL = pygame.Rect(HORSE_FIELD.right - 112, GROUND_Y - 150, 112, 150)
GATE = pygame.Rect(0, 0, 58, 84)
GATE.midbottom = (WALL.centerx, GROUND_Y)
HORSE_START_X = HORSE_FIELD.left + 96
HORSE_GATE_X = WALL.left - HORSE_W // 2 + 6
FACE = 26                       # a waiting hero's portrait
CLIMB_S, MARCH_S, LAND_S, GATE_S = 0.42, 1.8, 0.5, 1.8


# --------------------------------------------------------------------------- tellers

def _move(board: Board, field: str, v: float) -> None:
    if board.horse is not None:
        setattr(board.horse, field, v)


def tell_boarded(e: Event, t: Telling) -> list[Beat]:
    """The heroes climb in, then the Horse is drawn to the gates (the ``horse_roll``
    event of the same batch itemises the modifiers)."""
    heroes = list(e["heroes"])
    roll = next((x for x in t.ahead() if x.kind == "horse_roll"), None)
    mods = [] if roll is None else [(str(m[0]), int(m[1])) for m in roll["modifiers"]]
    said = line("horse_boarded", n=len(heroes))

    def open_show(board: Board) -> None:
        board.duel = board.army = None
        healed = [h for h in heroes if board.status.get(h) in ("wounded", "serious")]
        board.horse = HorseShow(heroes=heroes, mods=mods, healed=healed, aboard=0.0,
                                march=0.0, landed=0.0, opening=0.0)
        board.note(said)

    def climb(board: Board) -> anim.Anim:
        steps: list[anim.Anim] = [anim.Delay(0.4)]
        for i in range(len(heroes)):
            steps.append(anim.Tween(i, i + 1, CLIMB_S, anim.quad_in_out,
                                    partial(_move, board, "aboard")))
        return anim.Sequence(steps)

    def march(board: Board) -> anim.Anim:
        return anim.Tween(0.0, 1.0, MARCH_S, anim.cubic_in_out, partial(_move, board, "march"))

    def aboard(board: Board) -> None:
        _move(board, "aboard", float(len(heroes)))

    def there(board: Board) -> None:
        _move(board, "march", 1.0)
    return [Beat(before=open_show, show=climb, after=aboard, sound="move", stop=said,
                 tag="horse"),
            Beat(show=march, after=there, sound="push", tag="horse")]


def tell_roll(e: Event, t: Telling) -> list[Beat]:
    """After the die has landed: each modifier lands, then the total, then the gates."""
    n = len(e["modifiers"])
    said = line("horse", success=bool(e["success"]))

    def land(board: Board) -> anim.Anim:
        return anim.Sequence([anim.Tween(i, i + 1, LAND_S, anim.cubic_out,
                                         partial(_move, board, "landed")) for i in range(n)])

    def landed(board: Board) -> None:
        _move(board, "landed", float(n))
        h = board.horse
        if h is not None:
            h.die, h.total, h.success = e["value"], e["total"], bool(e["success"])

    def gates(board: Board) -> anim.Anim:
        return anim.Sequence([anim.Delay(0.5), anim.Tween(0.0, 1.0, GATE_S, anim.quad_in_out,
                                                          partial(_move, board, "opening"))])

    def verdict(board: Board) -> None:
        _move(board, "opening", 1.0)
        if board.horse is not None:
            board.horse.verdict = said
        board.note(said)
    return [Beat(show=land, after=landed, sound="flip", tag="horse"),
            Beat(show=gates, after=verdict, sound="win" if e["success"] else "explosion",
                 tag="horse"),
            Beat(show=shown(anim.Delay, 1.2), stop=said, tag="horse")]


# --------------------------------------------------------------------------- drawing

def draw_horse_panel(surface: pygame.Surface, horse: HorseShow) -> None:
    """The Horse's tableau (left) and its roll, itemised (right)."""
    draw_panel(surface, CENTRE, fill=(44, 36, 26), border=theme.GOLD, alpha=248)
    blit_text(surface, _("Turn 12: the Trojan Horse"), 24, (CENTRE.centerx, CENTRE.top + 8),
              kind="title-bold", color=theme.GOLD, anchor="midtop")
    names = ", ".join(hero_name(h) for h in horse.heroes)
    line = _("In the Horse ({n}): {names}").format(n=len(horse.heroes), names=names) \
        if horse.heroes else _("In the Horse: nobody")
    y = CENTRE.top + 40
    for ln in wrap_text(line, theme.font(14), CENTRE.width - 40)[:2]:
        blit_text(surface, ln, 14, (CENTRE.centerx, y), color=theme.INK, anchor="midtop")
        y += 17
    _draw_field(surface, horse)
    _draw_roll(surface, horse)


def _draw_field(surface: pygame.Surface, horse: HorseShow) -> None:
    clip = surface.get_clip()
    surface.set_clip(HORSE_FIELD)
    f = HORSE_FIELD
    for i in range(8):   # dusk over the plain of Troy
        band = pygame.Rect(f.left, f.top + i * (GROUND_Y - f.top) // 8, f.width,
                           (GROUND_Y - f.top) // 8 + 1)
        k = i / 7
        pygame.draw.rect(surface, (int(40 + 120 * k), int(40 + 60 * k), int(80 + 10 * k)), band)
    pygame.draw.rect(surface, (96, 80, 48), (f.left, GROUND_Y, f.width, f.bottom - GROUND_Y))
    pygame.draw.line(surface, (70, 56, 32), (f.left, GROUND_Y), (f.right, GROUND_Y), 2)
    _draw_walls(surface, horse)
    n = len(horse.heroes)
    aboard = max(0.0, min(float(n), horse.aboard))
    x = _horse_x(horse)
    img = troy_art.wooden_horse(HORSE_W)
    alpha = 255
    if horse.success:   # rolling in through the open gate
        alpha = int(255 * (1 - max(0.0, horse.opening - 0.4) / 0.6))
    hrect = img.get_rect(midbottom=(x, GROUND_Y + 8))
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, hrect)
    if horse.success is False:
        _draw_fire(surface, hrect, horse.opening)
    hatch = (hrect.left + HORSE_W * 0.46, hrect.top + HORSE_W * 0.45)
    for i, hid in enumerate(horse.heroes):
        u = aboard - i
        if u >= 1:
            continue   # inside
        home = (f.left + 18 + i * (FACE + 2), GROUND_Y + 24)
        face = portrait(hid, FACE)
        if u <= 0:
            surface.blit(face, face.get_rect(center=home))
            continue
        px = home[0] + (hatch[0] - home[0]) * u
        py = home[1] + (hatch[1] - home[1]) * u - 70 * math.sin(math.pi * u)
        surface.blit(face, face.get_rect(center=(round(px), round(py))))
    if horse.healed and not horse.verdict:
        _draw_healed(surface, horse.healed)
    if horse.verdict:
        verdict = worded(horse.verdict)
        color = theme.GOOD if horse.success else theme.DANGER
        img = text(verdict, fit_size(verdict, 18, "ui-bold", f.width - 16, floor=12), "ui-bold",
                   color)
        box = img.get_rect(midtop=(f.centerx, f.top + 8)).inflate(16, 8)
        pygame.draw.rect(surface, (30, 24, 18), box, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))
    surface.set_clip(clip)
    pygame.draw.rect(surface, theme.GOLD_DIM, f, 1, border_radius=4)


def _draw_healed(surface: pygame.Surface, healed: list[str]) -> None:
    """The rule the roster's wound marks would hide: the wounded board as recovered."""
    f = HORSE_FIELD
    note = _("Wounded heroes board as recovered: {names}").format(
        names=", ".join(hero_name(h) for h in healed))
    lines = wrap_text(note, theme.font(13), f.width - 28)[:2]
    box = pygame.Rect(0, 0, f.width - 16, 8 + 16 * len(lines))
    box.midtop = (f.centerx, f.top + 8)
    pygame.draw.rect(surface, (30, 24, 18), box, border_radius=8)
    for i, ln in enumerate(lines):
        blit_text(surface, ln, 13, (box.centerx, box.top + 4 + 16 * i), color=theme.INK,
                  anchor="midtop")


def _horse_x(horse: HorseShow) -> int:
    x = HORSE_START_X + (HORSE_GATE_X - HORSE_START_X) * max(0.0, min(1.0, horse.march))
    if horse.success:
        x += (GATE.centerx - HORSE_GATE_X) * max(0.0, horse.opening - 0.4) / 0.6
    return round(x)


def _draw_walls(surface: pygame.Surface, horse: HorseShow) -> None:
    stone, dark = (170, 150, 120), (110, 96, 76)
    pygame.draw.rect(surface, stone, WALL)
    for i in range(WALL.width // 16 + 1):   # battlements
        pygame.draw.rect(surface, stone, (WALL.left + i * 16, WALL.top - 10, 9, 10))
    for row in range(1, WALL.height // 18):
        y = WALL.top + row * 18
        pygame.draw.line(surface, dark, (WALL.left, y), (WALL.right, y), 1)
        for col in range(WALL.width // 28 + 1):
            x = WALL.left + col * 28 + (14 if row % 2 else 0)
            pygame.draw.line(surface, dark, (x, y), (x, y + 18), 1)
    pygame.draw.rect(surface, (24, 18, 14), GATE, border_top_left_radius=29,
                     border_top_right_radius=29)
    open_ = max(0.0, min(1.0, horse.opening)) if horse.success else 0.0
    leaf = round(GATE.width / 2 * (1 - 0.85 * open_))
    wood = (120, 76, 40)
    for side in (0, 1):
        r = pygame.Rect(0, GATE.top + 14, leaf, GATE.height - 14)
        if side == 0:
            r.left = GATE.left
        else:
            r.right = GATE.right
        pygame.draw.rect(surface, wood, r)
        pygame.draw.rect(surface, (70, 44, 24), r, 2)
    pygame.draw.rect(surface, dark, GATE.inflate(6, 4), 3, border_top_left_radius=30,
                     border_top_right_radius=30)


def _draw_fire(surface: pygame.Surface, hrect: pygame.Rect, u: float) -> None:
    """Flames rising over the Horse as the final beat plays out (``u`` 0..1)."""
    h = max(0.0, min(1.0, u))
    if h <= 0:
        return
    for i in range(9):
        x = hrect.left + 14 + i * (hrect.width - 28) / 8
        top = hrect.bottom - 20 - h * (60 + 30 * math.sin(i * 1.7))
        base = hrect.bottom - 12
        pygame.draw.polygon(surface, (230, 90, 30), [(x - 12, base), (x, top), (x + 12, base)])
        pygame.draw.polygon(surface, (252, 210, 90), [(x - 6, base), (x, top + (base - top) * 0.4),
                                                      (x + 6, base)])


TOTAL_H = 30
"""Room under the modifiers for the total, written out term by term."""


def _draw_roll(surface: pygame.Surface, horse: HorseShow) -> None:
    x, w = HORSE_MODS_X, CENTRE.right - 14 - HORSE_MODS_X
    blit_text(surface, _("Take Troy on {target} or more").format(target=D.HORSE_TARGET), 15,
              (x + w // 2, HORSE_FIELD.top), kind="ui-semibold", color=theme.INK_DIM,
              anchor="midtop")
    dx, dy = horse_die_pos()
    if horse.die is not None and not horse.rolling:
        face = troy_art.die_face(horse.die, 72)
        surface.blit(face, face.get_rect(center=(dx, dy)))
    elif not horse.rolling:
        pygame.draw.rect(surface, (70, 60, 46), pygame.Rect(dx - 30, dy - 30, 60, 60), 2,
                         border_radius=10)
    landed = max(0.0, horse.landed)
    # every modifier, then the total written out, inside the panel however many there
    # are: a modifier too long for its line (a longer language) goes on two, never cut,
    # and rows draw closer (and smaller) before anything leaves the panel
    wrapped = [wrap_text(minus_signs(mod_label(label)), theme.font(14), w - 34)
               for label, _v in horse.mods]
    count = sum(len(lines) for lines in wrapped)
    room = CENTRE.bottom - 8 - HORSE_MODS_Y - TOTAL_H
    step = max(15, min(18, room // max(1, count)))
    size = 14 if step >= 17 else 13
    y = HORSE_MODS_Y
    for i, ((_label, v), lines) in enumerate(zip(horse.mods, wrapped, strict=True)):
        u = min(1.0, landed - i)
        if u <= 0:
            break
        row = pygame.Surface((w, step * len(lines)), pygame.SRCALPHA)
        for n, words in enumerate(lines):
            blit_text(row, words, size, (0, 1 + step * n), color=theme.INK)
        blit_text(row, signed(v), size + 1, (w, 0), kind="ui-bold",
                  color=theme.GOOD if v > 0 else theme.DANGER, anchor="topright")
        row.set_alpha(int(255 * u))
        surface.blit(row, (x + round(40 * (1 - u)), y))
        y += step * len(lines)
    if horse.total is not None and landed >= len(horse.mods):
        pygame.draw.line(surface, theme.GOLD_DIM, (x, y + 2), (x + w, y + 2), 1)
        assert horse.die is not None
        # TRANSLATORS: the Horse's roll term by term: "Total: 3 + 2 + 1 − 1 = 5"
        total = _("Total: {sum}").format(sum=horse_sum(horse.die, horse.mods, horse.total,
                                                       named=False))
        blit_text(surface, total, fit_size(total, 17, "ui-bold", w, floor=12), (x, y + 6),
                  kind="ui-bold", color=theme.GOLD)
