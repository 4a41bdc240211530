"""The side panel of the Symbol screens: chips (buttons), player cards, reserves,
move list, and the turn banner.

Chips are the panel's buttons: each has a rect for the mouse and a place in
the focus order for keys and pads; the controls rebuild them when the mode
changes and lay them out here. Everything else here only draws what it is
given.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.symbol import SymbolAction
from game.symbol.board import REGION_COUNT
from game.symbol.pieces import LEADER, LETTERS, UNIT_LETTERS
from scenes.art import symbol as symbol_art
from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.symbol.board import draw_emblem, draw_move_dot
from scenes.ui.move_list import MoveScroll, turn_plies, turn_rows
from scenes.ui.widgets import blit_fit, blit_text, draw_panel

# TRANSLATORS: how each piece moves, one line each on the army screen
MOVES = {
    "E": N_("Earth: 2 steps, may turn (land)"),
    "W": N_("Water: up to 3 in a line (water)"),
    "A": N_("Air: up to 2 in a line"),
    "F": N_("Fire: 1 step, then pushes"),
    "D": N_("Death: rides along, explodes"),
    "L": N_("Leader: rides along, reinforces"),
}
# TRANSLATORS: how each piece of a picked group moves, short, listed after "Moves as:"
SHORT = {"E": N_("Earth 2 steps, turning"), "W": N_("Water 3 in a line"),
         "A": N_("Air 2 in a line"), "F": N_("Fire 1 step + push")}


def setup_text(army: str, flags: frozenset[str] | set[str]) -> str:
    """The panel's one-line summary of how this game was set up.

    ``army`` is the pre-game "Armies" choice; ``flags`` the engine's variant
    flags (with 8 units each side chooses its own, so they count as custom).
    """
    parts = []
    if "openpool" in flags or army == "openpool":
        parts.append(_("custom armies, open pool"))
    elif army == "custom":
        parts.append(_("custom armies"))
    if "desertion" in flags:                    # in the pre-game screen's words
        parts.append(_("8 units that defect"))
    elif "unlimited" in flags:
        parts.append(_("8 units that come back"))
    if "tiebreak" in flags:
        parts.append(_("tie-break"))
    if not parts:
        return _("basic game")
    text = parts[0]
    for part in parts[1:]:
        # TRANSLATORS: two of the game's set-up notes side by side, e.g.
        # "custom armies · tie-break"
        text = _("{first} \u00b7 {second}").format(first=text, second=part)
    return text


# TRANSLATORS: the legend of the board's marks under the context box
LEGEND_WORDS = {"move": N_("move"), "join": N_("join your stack"),
                "push": N_("move and push"), "capture": N_("capture"),
                "reach": N_("capture by reach (stops next to it)")}
LEGEND_GAP = 18     # between one mark's words and the next mark
PUSH_ROOM = 18      # the push mark's arrowheads: room on both sides, clear of the words


def _legend_mark(surface: pygame.Surface, kind: str, box: pygame.Rect) -> None:
    """One mark as the board draws it, in an 18 px box."""
    if kind in ("move", "join", "push"):
        draw_move_dot(surface, box.center, push=kind == "push", join=kind == "join",
                      scale=0.7 if kind == "push" else 0.8)
    elif kind == "capture":
        for sx, sy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            px, py = (box.right - 1 if sx else box.left), (box.bottom - 1 if sy else box.top)
            pygame.draw.line(surface, theme.DANGER, (px, py), (px + (-6 if sx else 6), py), 3)
            pygame.draw.line(surface, theme.DANGER, (px, py), (px, py + (-6 if sy else 6)), 3)
    else:
        for i in range(8):
            a0 = i * math.tau / 8
            pygame.draw.arc(surface, theme.DANGER, box, a0, a0 + 0.4, 2)


def draw_legend(surface: pygame.Surface, x: int, y: int, right: int,
                kinds: tuple[str, ...]) -> None:
    """What the marks on the board mean, those it shows now (``kinds``: move, join,
    push, capture, reach), on one row: smaller words, down to 12 px, where a longer
    language would pass ``right``."""
    words = [_(LEGEND_WORDS[k]) for k in kinds]
    room = right - x - len(kinds) * (26 + LEGEND_GAP) - PUSH_ROOM * ("push" in kinds)
    size = 15
    while size > 12 and sum(theme.font(size).size(w)[0] for w in words) > room:
        size -= 1
    for kind, w in zip(kinds, words, strict=True):
        wide = PUSH_ROOM if kind == "push" else 0      # room for the arrowheads
        _legend_mark(surface, kind, pygame.Rect(x + wide // 2, y, 18, 18))
        x = blit_text(surface, w, size, (x + 26 + wide, y + (15 - size) // 2 + 1),
                      color=theme.INK_DIM).right + LEGEND_GAP


@dataclass
class Chip:
    """One panel button; ``on`` marks a toggled piece type or chosen option."""

    key: str
    label: str
    press: Callable[[], None]
    enabled: bool = True
    on: bool = False
    icon: str | None = None        # a piece letter drawn before the label
    player: int = 0
    danger: bool = False
    action: SymbolAction | None = None  # the game action pressing it plays (previewed on focus)
    size: int = 17                 # the label's font size (a crowded row shrinks it)
    pad: int = 13                  # room left and right of the label
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


def layout_row(chips: list[Chip], x: int, y: int, width: int, h: int = 40,
               gap: int = 8) -> int:
    """Flow chips left to right, wrapping; returns the y below the last row."""
    cx = x
    for ch in chips:
        w = _chip_width(ch)
        if cx + w > x + width and cx > x:
            cx = x
            y += h + gap
        ch.rect = pygame.Rect(cx, y, w, h)
        cx += w + gap
    return y + h + gap if chips else y


def _chip_width(ch: Chip) -> int:
    return theme.font(ch.size, "ui-semibold").size(ch.label)[0] + 2 * ch.pad + (
        30 if ch.icon else 0)


def layout_line(chips: list[Chip], x: int, y: int, width: int, h: int = 40,
                gap: int = 6) -> None:
    """One row that never wraps: when a longer language makes the labels too wide,
    they shrink (not below 12 px) and the chips share out the width left over."""
    for size, pad in ((17, 13), (16, 11), (15, 9), (14, 8), (13, 7), (12, 6), (12, 4)):
        for ch in chips:
            ch.size, ch.pad = size, pad
        if sum(map(_chip_width, chips)) + gap * (len(chips) - 1) <= width:
            break
    spare = max(0, width - sum(map(_chip_width, chips)) - gap * (len(chips) - 1))
    cx = x
    for ch in chips:
        w = _chip_width(ch) + (spare // len(chips) if size < 17 else 0)
        ch.rect = pygame.Rect(cx, y, w, h)
        cx += w + gap


def draw_chip(surface: pygame.Surface, ch: Chip, focused: bool, t: float) -> None:
    r = ch.rect
    if ch.on:
        fill, ink = theme.GOLD, theme.BG
    elif ch.danger and ch.enabled:
        fill, ink = (92, 40, 36), theme.INK
    else:
        fill, ink = theme.BG_PANEL_HI, theme.INK
    if not ch.enabled:
        fill, ink = (40, 42, 52), theme.INK_FAINT
    pygame.draw.rect(surface, fill, r, border_radius=9)
    pygame.draw.rect(surface, theme.GOLD_DIM if not focused else theme.FOCUS, r,
                     1 if not focused else 3, border_radius=9)
    if focused:
        pulse = 0.5 + 0.5 * math.sin(t * 5)
        glow = pygame.Surface(r.inflate(10, 10).size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*theme.FOCUS, int(40 + 50 * pulse)), glow.get_rect(), 4,
                         border_radius=12)
        surface.blit(glow, r.inflate(10, 10))
    x = r.left + (r.width - (_chip_width(ch) - 2 * ch.pad)) // 2     # the content centred
    if ch.icon:
        img = symbol_art.symbol_token(ch.icon, ch.player, 28)
        if not ch.enabled:
            img = img.copy()
            img.set_alpha(90)
        surface.blit(img, img.get_rect(midleft=(x - 2, r.centery)))
        x += 30
    blit_text(surface, ch.label, ch.size, (x, r.centery), kind="ui-semibold", color=ink,
              anchor="midleft")


def draw_reserve(surface: pygame.Surface, reserve: dict[str, int], player: int,
                 x: int, y: int) -> None:
    """Reserve pieces as icons with counts, in stack order."""
    if not any(n for k, n in reserve.items() if k != LETTERS[LEADER]):
        blit_text(surface, _("reserve empty"), 16, (x, y + 13), color=theme.INK_FAINT,
                  anchor="midleft")
        return
    for k in UNIT_LETTERS:
        n = reserve.get(k, 0)
        img = symbol_art.symbol_token(k, player, 28)
        if not n:
            img = img.copy()
            img.set_alpha(60)
        surface.blit(img, (x, y))
        blit_text(surface, f"\u00d7{n}", 17, (x + 30, y + 14), kind="ui-semibold",
                  color=theme.INK if n else theme.INK_FAINT, anchor="midleft")
        x += 62


@dataclass(frozen=True)
class PlayerCard:
    """What one side's card shows, read from the position when it changes."""

    player: int
    name: str
    who: str                        # "(you)", "(computer)" or "" in hot-seat
    active: bool
    reserve: dict[str, int]
    regions: int
    reinforce: int
    thinking: bool = False
    in_danger: bool = False         # the enemy's next action could take this side's leader


def draw_player_card(surface: pygame.Surface, rect: pygame.Rect, card: PlayerCard,
                     t: float) -> None:
    """One side's card: emblem, name, regions held, reinforcement size, reserve."""
    border = theme.FOCUS if card.active else theme.GOLD_DIM
    draw_panel(surface, rect, border=border,
               fill=theme.BG_PANEL_HI if card.active else theme.BG_PANEL, alpha=240, radius=12)
    draw_emblem(surface, card.player, (rect.left + 22, rect.top + 22), 26)
    blit_text(surface, card.name, 21, (rect.left + 42, rect.top + 10), kind="ui-bold",
              color=theme.INK)
    name_w = theme.font(21, "ui-bold").size(card.name)[0]
    blit_text(surface, card.who, 16, (rect.left + 44 + name_w + 6, rect.top + 14),
              color=theme.INK_DIM)
    if card.active:
        # TRANSLATORS: on the card of the side to move (the computer: "thinking...")
        label = _("thinking...") if card.thinking else _("to move")
        blit_text(surface, label, 17, (rect.right - 14, rect.top + 13), kind="ui-bold",
                  color=theme.FOCUS, anchor="topright")
    # TRANSLATORS: {count}: how many pieces the side may bring from its reserve in one
    # reinforcement (1, and 1 more for every 3 regions held)
    stats = _("Regions {held}/{total}  \u00b7  reinforcement: {count}").format(
        held=card.regions, total=REGION_COUNT, count=card.reinforce)
    badge = rect.right - 14                   # the stats give way to the badge beside them
    if LETTERS[LEADER] in card.reserve:
        badge = blit_text(surface, _("leader not placed"), 15, (rect.right - 14, rect.top + 43),
                          color=theme.GOLD, anchor="topright").left
    elif card.in_danger:
        badge = blit_text(surface, _("Leader in danger!"), 16, (rect.right - 14, rect.top + 42),
                          kind="ui-bold", color=theme.DANGER, anchor="topright").left
    blit_fit(surface, stats, 16, (rect.left + 16, rect.top + 42), badge - 14 - rect.left - 16,
             color=theme.INK_DIM)
    draw_reserve(surface, card.reserve, card.player, rect.left + 14, rect.top + 66)


def draw_banner(surface: pygame.Surface, center: tuple[int, int], name: str, player: int,
                alpha: int) -> None:
    """Hot-seat: "<side> to move" over the board as the turn passes."""
    card = pygame.Surface((380, 70), pygame.SRCALPHA)
    pygame.draw.rect(card, (12, 13, 20, int(alpha * 0.85)), card.get_rect(), border_radius=14)
    pygame.draw.rect(card, (*theme.GOLD, alpha), card.get_rect(), 2, border_radius=14)
    img = theme.font(30, "title-bold").render(_("{side} to move").format(side=name), True,
                                              theme.GOLD)
    img.set_alpha(alpha)
    card.blit(img, img.get_rect(center=(200, 35)))
    draw_emblem(card, player, (34, 35), 30)
    surface.blit(card, card.get_rect(center=center))


def turns_fitting(rect: pygame.Rect) -> int:
    """How many turns the move list in ``rect`` shows at once."""
    return max(1, (rect.height - 40) // 22)


def move_spots(rect: pygame.Rect, history: list[tuple[int, str]], scroll: MoveScroll
               ) -> list[tuple[pygame.Rect, int]]:
    """The moves on show in the list and where each stands: (area, index of the
    move in ``history``), for a click that opens the review there."""
    plies = turn_plies(history)
    start, end = scroll.window(len(plies), turns_fitting(rect))
    half = (rect.width - 64) // 2
    spots = []
    for line, row in enumerate(plies[start:end]):
        y = rect.top + 36 + line * 22
        for col, index in enumerate(row):
            if index is not None:
                spots.append((pygame.Rect(rect.left + 46 + col * half, y - 2, half - 8, 22),
                              index))
    return spots


def draw_moves(surface: pygame.Surface, rect: pygame.Rect, history: list[tuple[int, str]],
               scroll: MoveScroll) -> None:
    """The move list in notation, two columns per turn, newest at the bottom."""
    draw_panel(surface, rect, alpha=220, radius=12)
    blit_text(surface, _("Moves"), 18, (rect.left + 14, rect.top + 8), kind="ui-bold",
              color=theme.GOLD)
    rows = turn_rows(history)
    line_h = 22
    start, end = scroll.window(len(rows), turns_fitting(rect))
    y = rect.top + 36
    if not rows:
        blit_text(surface, _("No moves yet"), 16, (rect.left + 14, y), color=theme.INK_FAINT)
    if scroll.back:
        blit_text(surface, _("\u2191 older \u00b7 wheel down for the newest"), 14,
                  (rect.right - 14, rect.top + 10), color=theme.INK_FAINT, anchor="topright")
    for n, a, b in rows[start:end]:
        blit_text(surface, f"{n}.", 16, (rect.left + 14, y), color=theme.INK_FAINT)
        blit_text(surface, a, 16, (rect.left + 50, y), kind="ui-semibold", color=theme.SIDE_LIGHT)
        blit_text(surface, b, 16, (rect.left + 50 + (rect.width - 64) // 2, y),
                  kind="ui-semibold", color=(150, 180, 240))
        y += line_h
