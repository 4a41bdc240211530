"""Where everything sits on the Trojan War screen (logical 1280x720), and the sides'
colours: the rects, card and die positions the painting, the story's animations
and the click areas all share.
"""

from __future__ import annotations

import math

import pygame

from game.troy import data as D
from scenes.core import theme

G, T = D.GREEK, D.TROJAN


SIDE_COLOR = (theme.SIDE_LIGHT, theme.SIDE_DARK)


SIDE_INK = ((250, 214, 140), (140, 180, 255))


TRACK = pygame.Rect(16, 8, 660, 84)


VPBAR = pygame.Rect(690, 8, 574, 84)


ROSTER = (pygame.Rect(12, 100, 252, 572), pygame.Rect(1016, 100, 252, 572))


CENTRE = pygame.Rect(274, 100, 732, 352)


PROMPT = pygame.Rect(274, 458, 732, 92)


INFO = pygame.Rect(274, 556, 732, 116)


# the duel, army and Horse panels below their title and subtitle: where dice may fly
PANEL_BODY = pygame.Rect(CENTRE.left + 4, CENTRE.top + 60, CENTRE.width - 8, CENTRE.height - 64)


# the chronicle's button, at the foot of the Greek roster (below its last row)
CHRONICLE_BUTTON = pygame.Rect(ROSTER[0].left + 10, ROSTER[0].bottom - 50, ROSTER[0].width - 20,
                               40)


CARD = (104, 146)


ROW_H = 38


ILIAD = range(3, 9)


VP_SPAN = 15


def space_rect(space: int) -> pygame.Rect:
    """The column of challenge space 0-3 in the centre area."""
    w = CENTRE.width // 4
    return pygame.Rect(CENTRE.left + space * w + 4, CENTRE.top, w - 8, CENTRE.height)


def card_pos(space: int, side: int) -> tuple[int, int]:
    """Centre of a side's card on a challenge space."""
    r = space_rect(space)
    y = r.top + 30 + CARD[1] // 2 if side == G else r.bottom - 8 - CARD[1] // 2
    return (r.centerx, y)


def card_rect(space: int, side: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *CARD)
    rect.center = card_pos(space, side)
    return rect


def roster_row(side: int, n: int) -> pygame.Rect:
    box = ROSTER[side]
    return pygame.Rect(box.left + 6, box.top + 44 + n * ROW_H, box.width - 12, ROW_H - 4)


def vp_span(vp: float) -> int:
    """How far each side's half of the track runs: 15, or further in fives when the
    lead is greater (a rout of 34 is shown, not pinned at the end)."""
    return max(VP_SPAN, 5 * math.ceil(abs(vp) / 5))


def vp_x(vp: float, span: int = VP_SPAN) -> int:
    """Where a VP value sits on a track of ``span`` each way (clamped to its ends)."""
    v = max(-span, min(span, vp))
    inner = VPBAR.inflate(-60, 0)
    return round(inner.centerx + v * inner.width / (2 * span))


VP_TRACK_Y = VPBAR.top + 52


LANDING = 1.15      # how much larger a turn's VP chip lands than it then stays


def vp_chip(side: int, width: int) -> tuple[int, int]:
    """Where a side's VP of the turn wait (and land), a chip ``width`` wide at its end
    of the track's title."""
    inset = 12 + width // 2
    return (VPBAR.left + inset, VPBAR.top + 19) if side == G else \
        (VPBAR.right - inset, VPBAR.top + 19)


GOD_CARD = (74, 92)     # a god's card in the event panel: its name at 12 px or more


def god_slot(side: int) -> tuple[int, int]:
    gx = INFO.right - 206
    r = pygame.Rect(gx + side * 102, INFO.top + 4, 96, INFO.height - 8)
    return (r.centerx, r.top + 15 + GOD_CARD[1] // 2)


DICE_Y = CENTRE.top + 118


DUEL_CARD = (100, 140)


MODS_W = 160


LOG_LINES, LOG_STEP = 3, 24                  # the duel's last rounds, one row each


LOG_RECT = pygame.Rect(CENTRE.left + 100, CENTRE.top + 228, CENTRE.width - 200,
                       LOG_LINES * LOG_STEP)


RESULT_SCALE_Y = CENTRE.bottom - 50         # "0-2 killed ..." under the round log


def die_pos(side: int) -> tuple[int, int]:
    return (CENTRE.centerx - 40 if side == G else CENTRE.centerx + 40, DICE_Y)


def duel_card_pos(side: int) -> tuple[int, int]:
    x = CENTRE.left + 12 + DUEL_CARD[0] // 2
    y = CENTRE.top + 48 + DUEL_CARD[1] // 2
    return (x if side == G else CENTRE.right - (x - CENTRE.left), y)


def duel_dice_field() -> pygame.Rect:
    """Where the duel's dice tumble: between the two columns of modifiers, so a die
    in the air never passes over their figures."""
    left = duel_card_pos(G)[0] + DUEL_CARD[0] // 2 + 10 + MODS_W
    right = duel_card_pos(T)[0] - DUEL_CARD[0] // 2 - 10 - MODS_W
    return pygame.Rect(left, PANEL_BODY.top, right - left, PANEL_BODY.height)


def portrait_pos(card: tuple[int, int], height: int) -> tuple[int, int]:
    """The middle of the portrait on a hero's card centred at ``card`` (the card's
    words are above and below it)."""
    return (card[0], card[1] - round(0.06 * height))


def result_die_pos() -> tuple[int, int]:
    return (CENTRE.right - 60, CENTRE.bottom - 82)


ARMY_SUM_Y = CENTRE.top + 250     # the two itemised army totals, under the dice


def army_die_pos(side: int) -> tuple[int, int]:
    return (CENTRE.centerx - 70 if side == G else CENTRE.centerx + 70, CENTRE.top + 170)


# the Horse's finale: the plain and the walls on the left, the roll itemised on the right
HORSE_FIELD = pygame.Rect(CENTRE.left + 12, CENTRE.top + 78, 440, CENTRE.height - 90)


HORSE_MODS_X = HORSE_FIELD.right + 18


HORSE_MODS_Y = CENTRE.top + 174


def horse_die_pos() -> tuple[int, int]:
    return ((HORSE_MODS_X + CENTRE.right - 14) // 2, CENTRE.top + 130)
