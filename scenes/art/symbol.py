"""Symbol's art: the pieces of both sides (player 1 shows the circle face),
stacks, the land and water cells, each side's emblem and the panel's tokens.
"""

from __future__ import annotations

import math
import random
from functools import cache

import pygame

from scenes.art.draw import Pts, draw_text, poly, render, shade
from scenes.core import theme
from scenes.core.i18n import N_

SYMBOL_KINDS = ("E", "W", "A", "F", "D", "L")
# the pieces' names, translated where they are shown
SYMBOL_NAMES = {"E": N_("Earth"), "W": N_("Water"), "A": N_("Air"), "F": N_("Fire"),
                "D": N_("Death"), "L": N_("Leader")}


# --------------------------------------------------------------------------- Symbol

SYMBOL_COLORS: dict[str, tuple[int, int, int]] = {
    "E": (70, 158, 78),     # green
    "W": (56, 128, 214),    # blue
    "A": (232, 234, 242),   # white
    "F": (214, 68, 48),     # red
    "D": (34, 32, 38),      # black
    "L": (242, 200, 56),    # yellow
}


def _symbol_outline(kind: str, c: float, r: float) -> Pts:
    """The silhouette of each element: square, drop, triangle, flame, octagon, crown."""
    if kind == "E":
        return poly(c, c, r * 1.05, 4, math.pi / 4)
    if kind == "W":
        pts = [(c + r * 0.9 * math.cos(a), c + r * 0.22 + r * 0.72 * math.sin(a))
               for a in [math.pi * (-0.15 + i * 1.3 / 20) for i in range(21)]]
        return [(c, c - r * 1.0)] + pts
    if kind == "A":
        return poly(c, c + r * 0.18, r * 1.08, 3, -math.pi / 2)
    if kind == "F":
        pts = []
        for i in range(21):
            a = math.pi * (-0.1 + i * 1.2 / 20)
            pts.append((c + r * 0.8 * math.cos(a), c + r * 0.3 + r * 0.66 * math.sin(a)))
        return pts + [(c - r * 0.78, c - r * 0.1), (c - r * 0.5, c - r * 0.55),
                      (c - r * 0.3, c - r * 0.15), (c, c - r * 1.05), (c + r * 0.3, c - r * 0.15),
                      (c + r * 0.5, c - r * 0.55), (c + r * 0.78, c - r * 0.1)]
    if kind == "D":
        return poly(c, c, r * 0.98, 8, math.pi / 8)
    if kind == "L":
        return [(c - r, c - r * 0.55), (c - r * 0.5, c - r * 0.05), (c, c - r * 0.85),
                (c + r * 0.5, c - r * 0.05), (c + r, c - r * 0.55), (c + r * 0.85, c + r * 0.8),
                (c - r * 0.85, c + r * 0.8)]
    raise ValueError(f"unknown Symbol piece {kind!r}")


@cache
def symbol_piece(kind: str, player: int, size: int) -> pygame.Surface:
    """A Symbol unit: shape and colour name the element; player 1 (0) shows the circle face.

    Player 2's pieces are the plain face with a dark rim and a notched band, so
    the sides differ in mark as well as in the rim colour.
    """
    kind = kind.upper()
    if kind not in SYMBOL_COLORS:
        raise ValueError(f"unknown Symbol piece {kind!r}")
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player}")

    def paint(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        c = w / 2
        r = w * 0.40
        body = SYMBOL_COLORS[kind]
        rim = theme.SIDE_LIGHT if player == 0 else theme.SIDE_DARK_EDGE
        pts = _symbol_outline(kind, c, r)
        pygame.draw.polygon(s, (0, 0, 0, 110), [(x + w * 0.03, y + w * 0.05) for x, y in pts])
        grow = [(c + (x - c) * 1.13, c + (y - c) * 1.13) for x, y in pts]
        pygame.draw.polygon(s, rim, grow)
        pygame.draw.polygon(s, shade(body, -0.35), pts)
        inner = [(c + (x - c) * 0.88 - w * 0.01, c + (y - c) * 0.88 - w * 0.012) for x, y in pts]
        pygame.draw.polygon(s, body, inner)
        hi = [(c + (x - c) * 0.5 - w * 0.06, c + (y - c) * 0.5 - w * 0.07) for x, y in pts]
        pygame.draw.polygon(s, shade(body, 0.22), hi)
        if player == 0:
            mark = (250, 246, 230) if kind not in ("A", "L") else (40, 36, 30)
            pygame.draw.circle(s, mark, (c, c + r * 0.12), w * 0.13, max(1, int(w * 0.045)))
        else:
            mark = (20, 26, 48) if kind not in ("D",) else (120, 150, 220)
            pygame.draw.line(s, mark, (c - w * 0.12, c + r * 0.12), (c + w * 0.12, c + r * 0.12),
                             max(1, int(w * 0.05)))

    return render(size, size, paint)


@cache
def symbol_stack(kinds: tuple[str, ...], player: int, size: int) -> pygame.Surface:
    """A stack of one side's pieces: up to four shown offset, a badge with the count."""
    if not kinds:
        raise ValueError("a stack holds at least one piece")
    order = sorted(kinds, key=lambda k: SYMBOL_KINDS.index(k.upper()))
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    shown = list(dict.fromkeys(k.upper() for k in order))[-3:]   # one of each kind, max 3
    n = len(shown)
    piece = int(size * (0.86 if n == 1 else 0.62 if n == 2 else 0.54))
    # fanned from the lower left up to the right so every silhouette stays visible
    span = size - piece
    for i, kind in enumerate(shown):
        img = symbol_piece(kind, player, piece)
        f = 0.5 if n == 1 else i / (n - 1)
        out.blit(img, (span * f, span * (1 - f) * 0.85 + span * 0.08))
    if len(kinds) > 1:
        r = max(6, int(size * 0.15))
        cx, cy = size - r - 1, r + 1
        pygame.draw.circle(out, theme.BG, (cx, cy), r)
        pygame.draw.circle(out, theme.GOLD, (cx, cy), r, max(1, r // 5))
        draw_text(out, str(len(kinds)), int(r * 1.3), theme.INK, (cx, cy + 1))
    return out


@cache
def symbol_cell(kind: str, size: int) -> pygame.Surface:
    """A Symbol board cell: textured land or rippled water."""
    if kind not in ("land", "water"):
        raise ValueError(f"cell is land or water, not {kind!r}")

    def paint(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        base = (98, 124, 70) if kind == "land" else (34, 78, 128)
        pygame.draw.rect(s, shade(base, -0.4), s.get_rect())
        pygame.draw.rect(s, base, s.get_rect().inflate(-w * 0.04, -w * 0.04))
        rng = random.Random(kind)
        lw = max(1, int(w * 0.02))
        if kind == "land":
            for _ in range(7):
                x, y = rng.uniform(0.15, 0.85) * w, rng.uniform(0.15, 0.85) * w
                pygame.draw.circle(s, shade(base, -0.18), (x, y), w * rng.uniform(0.02, 0.04))
        else:
            for row in range(3):
                y = w * (0.28 + row * 0.24)
                pts = [(w * (0.12 + i * 0.038), y + math.sin(i * 0.7 + row) * w * 0.03)
                       for i in range(21)]
                pygame.draw.lines(s, shade(base, 0.25), False, pts, lw)

    return render(size, size, paint)


@cache
def symbol_emblem(player: int, size: int) -> pygame.Surface:
    """The one picture of a Symbol side, wherever a side is named: its leader
    on the plate the board puts under that side's stacks (a light disc for
    player 1, a blue diamond for player 2)."""
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player}")

    def paint(s: pygame.Surface, k: float) -> None:
        c = s.get_width() / 2
        if player == 0:
            pygame.draw.circle(s, theme.SIDE_LIGHT_EDGE, (c, c), c - k * 0.5)
            pygame.draw.circle(s, theme.SIDE_LIGHT, (c, c), c - k * 2.5)
        else:
            r = c - k * 0.5
            pygame.draw.polygon(s, (200, 215, 255), [(c, c - r), (c + r, c), (c, c + r),
                                                     (c - r, c)])
            r -= k * 2.5
            pygame.draw.polygon(s, theme.SIDE_DARK, [(c, c - r), (c + r, c), (c, c + r),
                                                     (c - r, c)])

    out = render(size, size, paint)
    leader = symbol_piece("L", player, max(6, round(size * (0.64 if player == 0 else 0.58))))
    _blit_outlined(out, leader, (size / 2, size / 2))
    return out


def _blit_outlined(out: pygame.Surface, piece: pygame.Surface,
                   center: tuple[float, float]) -> None:
    """A piece with a dark one-pixel outline, so light pieces (air, leader) stay
    apart from a light plate."""
    at = piece.get_rect(center=center)
    edge = pygame.mask.from_surface(piece, 100).to_surface(setcolor=(*PIECE_EDGE, 255),
                                                            unsetcolor=(0, 0, 0, 0))
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        out.blit(edge, at.move(dx, dy))
    out.blit(piece, at)


PLATE = (176, 180, 194)          # mid-light slate: black and white pieces both stand out
PLATE_EDGE = (92, 98, 118)
PIECE_EDGE = (26, 28, 40)


@cache
def symbol_token(kind: str, player: int, size: int) -> pygame.Surface:
    """A Symbol piece on a round light plate, for the side panel's small icons.

    At icon size on the dark panel player 2's dark-rimmed death piece would
    vanish; the plate gives every piece of both sides a ground to read on.
    The board keeps the bare pieces (``symbol_piece``).
    """
    piece = symbol_piece(kind, player, max(8, round(size * 0.86)))

    def paint(s: pygame.Surface, k: float) -> None:
        c = s.get_width() / 2
        pygame.draw.circle(s, PLATE_EDGE, (c, c), c - k * 0.5)
        pygame.draw.circle(s, PLATE, (c, c), c - k * 1.5)
        pygame.draw.circle(s, shade(PLATE, 0.18), (c - c * 0.1, c - c * 0.12), c * 0.62)

    out = render(size, size, paint)
    _blit_outlined(out, piece, (size / 2, size / 2 + 0.5))
    return out
