"""Painting the table: the turn track, the victory-point track, the rosters,
the challenge spaces, the event and gods panel, and the announcement banners."""

from __future__ import annotations

from typing import Any

import pygame

from game.troy import data as D
from scenes.art import troy as troy_art
from scenes.core import theme
from scenes.core.i18n import _, pgettext
from scenes.troy.board import Board
from scenes.troy.layout import (
    CARD,
    GOD_CARD,
    ILIAD,
    INFO,
    LANDING,
    ROSTER,
    SIDE_COLOR,
    SIDE_INK,
    TRACK,
    VP_SPAN,
    VP_TRACK_Y,
    VPBAR,
    card_rect,
    god_slot,
    roster_row,
    space_rect,
    vp_chip,
    vp_span,
    vp_x,
)
from scenes.troy.lines import worded
from scenes.troy.sides import side_name
from scenes.troy.words import (
    captive_of,
    event_panel_words,
    god_line,
    god_name,
    names_and,
    own_gods,
    short_name,
    status_word,
    trait_letter,
    trait_name,
    vp_words,
)
from scenes.ui.widgets import (
    blit_text,
    draw_panel,
    fit_size,
    text,
    wrap_text,
)

G, T = D.GREEK, D.TROJAN


def draw_track(surface: pygame.Surface, board: Board) -> None:
    """Turn track 1-12: the Iliad turns banded, the Horse on 12, this turn lit."""
    draw_panel(surface, TRACK, alpha=225)
    blit_text(surface, _("Turn"), 16, (TRACK.left + 12, TRACK.top + 8), kind="ui-bold",
              color=theme.GOLD)
    cw = (TRACK.width - 70) // 12
    x0 = TRACK.left + 60
    band = pygame.Rect(x0 + 2 * cw, TRACK.top + 6, 6 * cw, 16)
    pygame.draw.rect(surface, (92, 70, 40), band, border_radius=6)
    blit_text(surface, _("THE ILIAD"), 12, band.center, kind="ui-bold", color=theme.GOLD,
              anchor="center")
    for t in range(1, 13):
        r = pygame.Rect(x0 + (t - 1) * cw + 2, TRACK.top + 26, cw - 4, 48)
        now, past = t == board.turn, t < board.turn
        fill = theme.GOLD if now else ((58, 56, 64) if past else theme.BG_PANEL_HI)
        pygame.draw.rect(surface, fill, r, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD if t in ILIAD or t == 12 else theme.GOLD_DIM, r, 1,
                         border_radius=8)
        ink = theme.BG if now else (theme.INK_FAINT if past else theme.INK)
        if t == 12:
            draw_horse(surface, (r.centerx, r.centery + 2), 17, ink)
        else:
            blit_text(surface, str(t), 20, (r.centerx, r.centery - 3), kind="ui-bold",
                      color=ink, anchor="center")
        if t in D.MANDATORY:
            pygame.draw.circle(surface, theme.DANGER if not now else (120, 30, 20),
                               (r.centerx, r.bottom - 8), 3)
    # the key to the red dots, over the turns after the Iliad's band
    # TRANSLATORS: a key over the turn track: a red dot marks a turn with a fixed event
    key = _("fixed event")
    size = fit_size(key, 13, "ui", TRACK.right - 12 - (band.right + 22), floor=12)
    shown = blit_text(surface, key, size, (TRACK.right - 12, band.centery), color=theme.INK_DIM,
                      anchor="midright")
    pygame.draw.circle(surface, theme.DANGER, (shown.left - 8, band.centery), 3)


def draw_horse(surface: pygame.Surface, c: tuple[int, int], s: int, color: Any) -> None:
    """A small wooden-horse silhouette on wheels."""
    x, y = c
    body = pygame.Rect(x - s * 0.7, y - s * 0.25, s * 1.3, s * 0.55)
    pygame.draw.rect(surface, color, body, border_radius=3)
    pygame.draw.polygon(surface, color, [(x + s * 0.45, y - s * 0.2), (x + s * 0.7, y - s * 0.9),
                                         (x + s * 0.95, y - s * 0.8), (x + s * 0.75, y - s * 0.1)])
    for dx in (-0.5, 0.35):
        pygame.draw.line(surface, color, (x + s * dx, y + s * 0.25), (x + s * dx, y + s * 0.55), 2)
    pygame.draw.line(surface, color, (x - s * 0.8, y + s * 0.6), (x + s * 0.8, y + s * 0.6), 2)
    for dx in (-0.55, 0.55):
        pygame.draw.circle(surface, color, (x + s * dx, y + s * 0.7), max(2, s // 6))


TURN_CHIP_H = 24


def _chip_words(vp: int, waiting: bool) -> str:
    # TRANSLATORS: a chip at a side's end of the VP track: VP scored this turn, added to
    # the track when the turn ends. Keep it short.
    return (_("+{vp} this turn") if waiting else _("+{vp} VP")).format(vp=vp)


def _chip_width(words: str) -> int:
    return max(54, text(words, 15, "ui-bold").get_width() + 14)


def turn_chip(vp: int, side: int, waiting: bool = True) -> pygame.Surface:
    """A side's VP of the turn as a chip: "+3 this turn" at its end of the track, where
    they wait to be added when the turn ends, or "+3 VP" where a duel or a battle won
    them (scenes/troy/duel_tellers.py)."""
    words = _chip_words(vp, waiting)
    chip = pygame.Surface((_chip_width(words), TURN_CHIP_H), pygame.SRCALPHA)
    draw_panel(chip, chip.get_rect(), fill=theme.BG, border=SIDE_INK[side], alpha=255, radius=8)
    blit_text(chip, words, 15, chip.get_rect().center, kind="ui-bold", color=SIDE_INK[side],
              anchor="center")
    return chip


def draw_vp_track(surface: pygame.Surface, board: Board) -> None:
    """One track: Greek VP to the left, Trojan VP to the right, numbered outwards from
    the middle, and at each end the VP the side has scored this turn, added when the
    turn ends."""
    draw_panel(surface, VPBAR, alpha=225)
    vp = board.vp if board.shown_vp is None else board.shown_vp
    chips = [turn_chip(board.turn_vp[side], side) if board.turn_vp[side] and not board.on_track
             and board.shown_vp is None and side not in board.scoring else None
             for side in (G, T)]
    for side, image in enumerate(chips):
        if image is not None:
            surface.blit(image, image.get_rect(center=vp_chip(side, image.get_width())))
    # the headline stays clear of the chips, and of a chip landing (``Score``)
    room = VPBAR.width - 2 * (round(LANDING * _chip_width(_chip_words(12, True))) + 16)
    standing = vp_words(round(vp))
    # TRANSLATORS: over the VP track; {standing} says who leads, e.g. "Trojans lead by 3"
    vp_line = _("Victory points: {standing}").format(standing=standing)
    if text(vp_line, 12, "ui-semibold").get_width() > room:
        vp_line = standing          # a long language: who leads, the track says the rest
    size = fit_size(vp_line, 16, "ui-semibold", room, floor=12)
    blit_text(surface, vp_line, size, (VPBAR.centerx, VPBAR.top + 8), kind="ui-semibold",
              color=theme.INK, anchor="midtop")
    y = VP_TRACK_Y
    # each side's name under its end of the track, the numbers between them
    ends = [blit_text(surface, _("\u2190 Greeks"), 14, (VPBAR.left + 10, y + 9), kind="ui-bold",
                      color=SIDE_INK[G]),
            blit_text(surface, _("Trojans \u2192"), 14, (VPBAR.right - 10, y + 9), kind="ui-bold",
                      color=SIDE_INK[T], anchor="topright")]
    span = vp_span(vp)          # longer than 15 each way only for a greater lead
    left, right = vp_x(-span, span), vp_x(span, span)
    mid = vp_x(0, span)
    pygame.draw.rect(surface, (90, 72, 40), (left, y - 5, mid - left, 10), border_radius=5)
    pygame.draw.rect(surface, (36, 56, 100), (mid, y - 5, right - mid, 10), border_radius=5)
    labelled = 5 if span <= VP_SPAN else 10
    for v in range(-span, span + 1):
        x = vp_x(v, span)
        h = 9 if v % 5 == 0 else 4
        if v % 5 == 0 or span <= VP_SPAN:
            pygame.draw.line(surface, theme.INK_DIM, (x, y - h), (x, y + h), 1)
        label = str(abs(v))       # each side counts outwards: no minus for a Greek lead
        place = text(label, 12).get_rect(midtop=(x, y + 11))
        if v % labelled == 0 and place.collidelist([e.inflate(8, 0) for e in ends]) < 0:
            blit_text(surface, label, 12, place.midtop, color=theme.INK_DIM, anchor="midtop")
    # the marker
    mx = vp_x(vp, span)
    col = SIDE_COLOR[T] if vp > 0 else (SIDE_COLOR[G] if vp < 0 else theme.GOLD)
    pygame.draw.polygon(surface, (0, 0, 0), [(mx, y + 2), (mx - 10, y - 16), (mx + 10, y - 16)])
    pygame.draw.polygon(surface, col, [(mx, y), (mx - 8, y - 15), (mx + 8, y - 15)])
    pygame.draw.circle(surface, theme.INK, (round(mx), y), 4)


# the roster's two number columns (right edges from the row's right) and the name's room
POW_RIGHT, RES_RIGHT = 32, 8
NAME_SIZE, SUB_SIZE = 15, 12


def draw_roster(surface: pygame.Surface, board: Board, side: int, *, active: bool = False,
                picked: dict[str, int] | None = None) -> None:
    """A side's heroes as rows: token (with the challenge he is placed on), name, Power
    and Resistance in their own columns, and below the name his Character or, when he
    cannot fight, why not."""
    box = ROSTER[side]
    draw_panel(surface, box, border=SIDE_COLOR[side] if active else theme.GOLD_DIM, alpha=225)
    heads = roster_heads()
    right = roster_row(side, 0).right
    title = side_name(side)
    # the side's name up to a clear gap before the column heads
    room = min(right - w - edge for w, edge in ((text(h, 12).get_width(), e)
                                               for h, e in zip(heads, (POW_RIGHT, RES_RIGHT),
                                                               strict=True))) - box.left - 32
    size = fit_size(title, 24, "title-bold", room)
    blit_text(surface, title, size, (box.left + 14, box.top + 8), kind="title-bold",
              color=SIDE_INK[side])
    # staggered: a longer language's heads stay clear of each other over narrow columns
    for n, (head, edge) in enumerate(zip(heads, (POW_RIGHT, RES_RIGHT), strict=True)):
        blit_text(surface, head, 12, (right - edge, box.top + 12 + 15 * n), color=theme.INK_DIM,
                  anchor="topright")
    for n, h in enumerate(board.roster(side)):
        _draw_roster_row(surface, board, side, n, h, picked)


def roster_heads() -> tuple[str, str]:
    """The two column heads over the roster's numbers."""
    # TRANSLATORS: roster column head, short for Power (one short word or abbreviation)
    return (pgettext("roster column", "Pow"),
            # TRANSLATORS: roster column head, short for Resistance
            pgettext("roster column", "Res"))


def _draw_roster_row(surface: pygame.Surface, board: Board, side: int, n: int, h: Any,
                     picked: dict[str, int] | None) -> None:
    status = board.status.get(h.id, "available")
    r = roster_row(side, n)
    ok = status == "available"
    where = _placed_space(board, h.id, side)
    if picked is not None and h.id in picked:
        where = picked[h.id]
    if where is not None:
        pygame.draw.rect(surface, (70, 62, 44) if side == G else (38, 48, 78), r,
                         border_radius=8)
    token = troy_art.hero_token(h.id, side, 30)
    if not ok:
        token = greyed(token)
    surface.blit(token, token.get_rect(midleft=(r.left + 4, r.centery)))
    if where is not None:
        chip = pygame.Rect(r.left + 22, r.bottom - 17, 18, 17)
        pygame.draw.rect(surface, theme.GOLD, chip, border_radius=5)
        blit_text(surface, str(where + 1), 13, chip.center, kind="ui-bold", color=theme.BG,
                  anchor="center")
    ink = theme.INK if ok else theme.INK_FAINT
    x = r.left + 42
    name = short_name(h.id)
    size = fit_size(name, NAME_SIZE, "ui-semibold", r.right - POW_RIGHT - 22 - x, floor=12)
    blit_text(surface, name, size, (x, r.top + 1), kind="ui-semibold", color=ink)
    for value, edge in ((h.power, POW_RIGHT), (h.resistance, RES_RIGHT)):
        blit_text(surface, str(value), 15, (r.right - edge, r.top + 1), kind="ui-bold",
                  color=ink, anchor="topright")
    sub_col = theme.INK_DIM if ok else (theme.DANGER if status == "dead" else (200, 150, 90))
    blit_text(surface, roster_note(board, h.id, status, r.right - RES_RIGHT - x), SUB_SIZE,
              (x, r.top + 19), color=sub_col)
    if status == "dead":
        y = r.top + 1 + theme.font(size, "ui-semibold").get_height() // 2
        pygame.draw.line(surface, theme.DANGER, (x, y),
                         (x + text(name, size, "ui-semibold").get_width(), y), 2)


def roster_note(board: Board, hid: str, status: str, width: int) -> str:
    """Under a hero's name: his Character while he can fight, else his status; a
    prisoner's captor when the line has room for him."""
    if status == "available":
        return trait_name(D.BY_ID[hid].character)
    if status == "prisoner" and hid in board.captors:
        full = captive_of(hid, board.captors[hid])
        if theme.font(SUB_SIZE).size(full)[0] <= width:
            return full
    return status_word(status, hid)


def _placed_space(board: Board, hid: str, side: int) -> int | None:
    for s in range(4):
        if board.spaces[s][side] == hid:
            return s
    return None


_GREY: dict[pygame.Surface, pygame.Surface] = {}


def greyed(img: pygame.Surface) -> pygame.Surface:
    """A faded grey copy (sprites are cached, so this cache stays small)."""
    if img not in _GREY:
        g = pygame.transform.grayscale(img)
        g.set_alpha(110)
        _GREY[img] = g
    return _GREY[img]


def hero_card(hid: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    """A hero's card: his name, portrait, Power, Resistance and Character, with the
    Character's letter as the player's language writes it."""
    h = D.BY_ID[hid]
    return troy_art.hero_card(short_name(hid), h.power, h.resistance, h.character, h.side, size,
                              h.id, letter=trait_letter(h.character))


def draw_spaces(surface: pygame.Surface, board: Board, *, hide_own: dict[int, str | None]
                | None = None, pick_side: int | None = None, target: int | None = None,
                pickable: list[int] | None = None, quiet: set[int] | None = None) -> None:
    """The four challenge spaces: Greek card above, Trojan card below, and tags."""
    for s in range(4):
        r = space_rect(s)
        cancelled = board.cancelled[s]
        fill = (30, 30, 38) if cancelled else theme.BG_PANEL
        border = theme.FOCUS if target == s else theme.GOLD_DIM
        draw_panel(surface, r, fill=fill, border=border, alpha=215)
        label = _("Challenge {n}").format(n=s + 1)
        blit_text(surface, label, 16, (r.centerx, r.top + 6), kind="ui-bold",
                  color=theme.GOLD if not cancelled else theme.INK_FAINT, anchor="midtop")
        tags = []
        if board.mandatory and s == 0:
            tags.append(_("MANDATORY"))
        elif board.protected[s]:
            tags.append(_("NO CANCEL"))
        if board.thersites == s:
            tags.append(_("THERSITES"))
        for side in (G, T):
            cr = card_rect(s, side)
            hid = board.spaces[s][side]
            if pick_side == side and hide_own is not None and (pickable or []).count(s):
                hid = hide_own.get(s)
            if (s, side) in board.flipping:
                continue
            if hid is None:
                pygame.draw.rect(surface, (60, 60, 70), cr, 2, border_radius=10)
                if quiet and s in quiet and pick_side == side:
                    pass
                elif pick_side == side and pickable and s in pickable:
                    blit_text(surface, _("choose"), 14, cr.center, color=theme.INK_DIM,
                              anchor="center")
                else:
                    blit_text(surface, "\u2014", 20, cr.center, color=theme.INK_FAINT,
                              anchor="center")
                continue
            img = troy_art.card_back(CARD) if hid == "hidden" else hero_card(hid)
            if cancelled:
                img = greyed(img)
            surface.blit(img, cr)
        mid = (r.centerx, (card_rect(s, G).bottom + card_rect(s, T).top) // 2)
        # TRANSLATORS: between the two heroes of a challenge ("versus")
        word = " \u00b7 ".join(tags) if tags else _("vs")
        if not cancelled:               # a cancelled challenge says so there instead
            blit_text(surface, word, 13 if tags else 16, mid, kind="ui-bold",
                      color=theme.DANGER if tags else theme.INK_DIM, anchor="center")
        if cancelled:
            a, b = card_rect(s, G).topleft, card_rect(s, T).bottomright
            pygame.draw.line(surface, theme.DANGER, a, b, 5)
            pygame.draw.line(surface, theme.DANGER, (b[0], a[1]), (a[0], b[1]), 5)
            plate = text(_("CANCELLED"), 18, "ui-bold", theme.DANGER)
            at = plate.get_rect(center=mid)
            # on a plate of its own: the cross stops at the word, never runs through it
            pygame.draw.rect(surface, theme.BG_PANEL, at.inflate(12, 4), border_radius=6)
            surface.blit(plate, at)


def draw_info(surface: pygame.Surface, board: Board) -> None:
    """The turn's events and the two gods, with a one-line explanation each."""
    draw_panel(surface, INFO, alpha=225)
    x, y = INFO.left + 14, INFO.top + 8
    name, line = event_panel_words(board)
    if board.turn >= D.HORSE_TURN:
        head = _("Turn {turn}: {event}").format(turn=board.turn, event=name)
    elif board.event == "none" and board.mandatory_lines and board.event_roll is not None:
        # the turn's event is its mandatory one: the die adds nothing, and says so
        head = _("Event of turn {turn}: the fixed event below (the die shows {roll}: no "
                 "other event)").format(turn=board.turn, roll=board.event_roll)
        line = ""
    elif board.event_roll is not None:
        head = _("Event of turn {turn} (die {roll}): {event}").format(
            turn=board.turn, roll=board.event_roll, event=name)
    else:
        head = _("Event of turn {turn}: {event}").format(turn=board.turn, event=name)
    width = INFO.width - 230
    blit_text(surface, head, fit_size(head, 17, "ui-bold", width, floor=12), (x, y),
              kind="ui-bold", color=theme.GOLD)
    y += 22
    drawn = [g for g in board.gods if g]
    gods = ""
    if len(drawn) == 2:
        if D.ZEUS in drawn:
            gods = _("Gods: Zeus is drawn, so every divine modifier is cancelled this turn.")
        else:
            # TRANSLATORS: a drawn god and what it does: "Athena (Greeks +1)"
            effects = [_("{god} ({effect})").format(god=god_name(g), effect=god_line(g))
                       for g in drawn]
            # the heroes on the challenges once placed (face up), else any who may fight
            placed = [h for pair in board.spaces for h in pair if h not in (None, "hidden")]
            fighting = placed or [h for h, st in board.status.items() if st == "available"]
            own = [short_name(h) for h in own_gods(drawn, fighting)]
            # TRANSLATORS: {greek} and {trojan} each name a god and what it does;
            # {names}: the heroes with their own divine modifiers
            gods = (_("Gods: {greek}; {trojan}. {names}: their own values, shown in "
                      "their duels.") if own and placed else
                    _("Gods: {greek}; {trojan}. {names}: their own values, shown if they "
                      "fight.") if own else
                    _("Gods: {greek}; {trojan}")).format(greek=effects[0], trojan=effects[1],
                                                          names=names_and(own))
    parts = [(line, "ui", theme.INK),
             *((worded(ln), "ui-semibold", (240, 150, 120)) for ln in board.mandatory_lines),
             (gods, "ui", theme.GOLD)]
    for size, lines in _info_lines(parts, width, INFO.bottom - 4 - y):
        for ln, kind, color in lines:
            blit_text(surface, ln, size, (x, y), kind=kind, color=color)
            y += size + 3

    # gods
    gx = INFO.right - 206
    for side in (G, T):
        god = board.gods[side]
        # each god's card under the name of the side that drew it
        blit_text(surface, side_name(side), 12, (gx + side * 102 + 48, INFO.top + 4),
                  kind="ui-bold", color=SIDE_INK[side], anchor="midtop")
        card = pygame.Rect(0, 0, *GOD_CARD)
        card.center = god_slot(side)
        if side in board.god_flipping:
            continue
        if god is None:
            pygame.draw.rect(surface, (60, 60, 70), card, 2, border_radius=8)
            blit_text(surface, "?", 26, card.center, kind="title-bold", color=theme.INK_FAINT,
                      anchor="center")
        else:
            surface.blit(troy_art.god_card(god_name(god), GOD_CARD, god), card)


def _info_lines(parts: list[tuple[str, str, Any]], width: int, room: int
                ) -> list[tuple[int, list[tuple[str, str, Any]]]]:
    """The event panel's paragraphs wrapped at the largest size (14 to 12 px) at which
    they all fit in ``room`` px. When even 12 px is too big, the mandatory event's
    lines (``ui-semibold``: told by its banner, kept in the chronicle, its duel
    tagged on challenge 1) go whole before the turn's event or the gods are cut."""
    for size in (14, 13, 12):
        lines = [(ln, kind, color) for text_, kind, color in parts if text_
                 for ln in wrap_text(text_, theme.font(size, kind), width)]
        if len(lines) * (size + 3) <= room:
            return [(size, lines)]
    kept = [p for p in parts if p[1] != "ui-semibold"]
    lines = [(ln, kind, color) for text_, kind, color in kept if text_
             for ln in wrap_text(text_, theme.font(12, kind), width)]
    return [(12, lines[:room // 15])]
