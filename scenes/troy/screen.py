"""Painting the Trojan War play screen from what ``update`` composed.

Everything the picture depends on beyond the displayed ``Board`` (which
decision is open, which choice has the focus and what it means, the prompt's
words and their wrapping, where the Skip duel button is) is composed once a
frame in ``update`` as a ``Frame`` (``compose``); ``paint`` only paints the
board, the frame and the choices, and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.troy import data as D
from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.troy.horse import draw_horse_panel
from scenes.troy.layout import (
    CHRONICLE_BUTTON,
    INFO,
    PROMPT,
    ROSTER,
    SIDE_INK,
    card_rect,
    space_rect,
)
from scenes.troy.lines import worded
from scenes.troy.panels import draw_army, draw_duel
from scenes.troy.stages import BUTTON_H, PickStage, SwapStage
from scenes.troy.table import (
    draw_info,
    draw_roster,
    draw_spaces,
    draw_track,
    draw_vp_track,
)
from scenes.troy.words import fit, percent, short_name, trait_legend
from scenes.ui.hints import device_of
from scenes.ui.thinking import draw_spinner
from scenes.ui.widgets import Color, blit_text, draw_focus, draw_panel, fit_size, text, wrap_text

if TYPE_CHECKING:
    from scenes.troy.play import TroyPlayScene

G, T = D.GREEK, D.TROJAN
# TRANSLATORS: {key} and {skip} are key or button names (Enter, A; Tab, RB)
SKIP_LINE = (N_("A click skips this step; the bar below skips to your next decision"),
             N_("{key}: skip this step  \u00b7  {skip}: skip to your next decision"))
# TRANSLATORS: a button while a duel plays: see its end at once
SKIP_DUEL = N_("Skip duel")
SKIP_W = 150
LEGEND_GAP = 14


@dataclass
class Frame:
    """What the play screen paints besides the board, composed in ``update``."""

    mode: str = ""                      # "story", "thinking", "over", "decide" or ""
    border: Color = theme.GOLD_DIM
    title: str = ""
    story: list[str] = field(default_factory=list)  # the story's last line, wrapped
    story_size: int = 18
    title_color: Color = theme.GOLD
    title_size: int = 19                # a decision's title shrinks (to 12 px) to fit
    title_y: int = PROMPT.top + 10
    lines_y: int = PROMPT.top + 36      # a decision's words, under its title
    lines: list[str] = field(default_factory=list)
    lines_color: Color = theme.INK_DIM
    lines_size: int = 14                # a decision's words shrink (to 12 px) to fit
    actor: int | None = None
    pick: PickStage | None = None       # the side to move is laying its picks
    swap_first: int | None = None       # Cassandra: the first hero chosen
    focused_hero: str | None = None
    odds: dict[int, float] = field(default_factory=dict)   # space -> the focused hero's odds
    duel_odds: dict[int, float] = field(default_factory=dict)  # cancelling: space -> Greek's
    note: list[str] = field(default_factory=list)   # what a skip passed over
    dropped: int = 0                    # a decision's lines with no room even at 12 px
    chronicle_label: str = "Chronicle"  # the chronicle button, with the device's key
    skip_duel: pygame.Rect | None = None    # the Skip duel button, while a duel plays
    legend: list[tuple[str, tuple[int, int]]] = field(default_factory=list)  # the cards' letters


def story_lines(line: str, width: int) -> tuple[int, list[str]]:
    """The story's latest line over the prompt: one line at 18 px, or wrapped whole
    over two lines at 15 px when a longer language needs the room."""
    if theme.font(18, "ui-semibold").size(line)[0] <= width:
        return 18, [line] if line else []
    return 15, wrap_text(line, theme.font(15, "ui-semibold"), width)[:2]


def compose(scene: TroyPlayScene) -> Frame:
    """The frame for the scene as it stands (called from ``update``)."""
    state, d = scene.state, scene.decision
    actor = state.to_move()
    f = Frame(actor=actor)
    device = device_of(scene.app)
    # TRANSLATORS: the chronicle button; (R) and (R3) are the key and the stick that open it
    f.chronicle_label = {"keyboard": _("Chronicle (R)"),
                         "controller": _("Chronicle (R3)")}.get(device, _("Chronicle"))
    f.border = SIDE_INK[actor] if actor is not None and d is not None else theme.GOLD_DIM
    _legend(f)
    focused = d.focused if d is not None else None
    if d is not None and not scene.busy:
        if isinstance(d.stage, PickStage):
            f.pick = d.stage
        if isinstance(d.stage, SwapStage):
            f.swap_first = d.stage.first
        if d.stage.odds_kind == "hero" and focused is not None and focused.kind == "row":
            f.focused_hero = focused.key[1]
            f.odds = d.stage.odds(focused)
        elif d.stage.odds_kind == "duel":
            f.duel_odds = d.stage.odds(focused)
    if scene.busy:
        _story(f, scene)
    elif scene.thinker.task is not None:
        f.mode, f.title = "thinking", scene.awaiting[0]
    elif scene.finished:
        f.mode, f.title = "over", _("Game over")
        if scene.has_person() and scene.referee is None:     # a lesson has its own card
            f.lines = [scene.prompt(_("Click the board: show the result again"),
                                    # TRANSLATORS: {key} is a key or button name (Enter, A)
                                    _("{key}: show the result again"))]
            f.lines_color = theme.FOCUS
        else:                                                 # how it ended, in words
            told = scene.board.latest or (scene.board.chronicle[-1] if scene.board.chronicle
                                          else None)
            f.lines = wrap_text(worded(told), theme.font(14), PROMPT.width - 32)[:2] \
                if told is not None else []
            f.lines_color = theme.INK
    elif scene.computer is None and actor is not None and not scene.setup.is_human(actor):
        f.mode, f.title = "over", scene.awaiting[0]      # a lesson stops at their turn
        f.lines = wrap_text(scene.awaiting[1], theme.font(14), PROMPT.width - 32)[:2]
        f.lines_color = theme.INK_DIM
    elif d is not None:
        _decide(f, scene)
    return f


def _legend(f: Frame) -> None:
    """The cards' Character letters, under the Trojans' roster (the shorter one):
    each entry whole, placed left to right and row by row."""
    box = ROSTER[T]
    fnt = theme.font(12)
    rows: list[list[str]] = [[]]
    for entry in trait_legend():
        row = rows[-1]
        if row and sum(fnt.size(e)[0] + LEGEND_GAP for e in row) + fnt.size(entry)[0] > \
                box.width - 24:
            rows.append([entry])
        else:
            row.append(entry)
    top = box.bottom - 10 - 16 * len(rows)
    for n, row in enumerate(rows):
        x = box.left + 12
        for entry in row:
            f.legend.append((entry, (x, top + 16 * n)))
            x += fnt.size(entry)[0] + LEGEND_GAP


def _story(f: Frame, scene: TroyPlayScene) -> None:
    """The story's latest line, what a skip passed over, and the skip keys."""
    f.mode = "story"
    b = scene.board
    width = PROMPT.width - 40
    if scene.has_person() and scene.duel_rounds_left():
        f.skip_duel = pygame.Rect(PROMPT.right - 12 - SKIP_W, PROMPT.top + 10, SKIP_W, BUTTON_H)
        width -= SKIP_W + 12
    told = b.latest if b.latest is not None else (b.chronicle[-1] if b.chronicle else None)
    latest = worded(told) if told is not None else ""
    f.story_size, f.story = story_lines(latest, width)
    if scene.skipping.note and len(f.story) < 2:
        f.note = wrap_text(scene.skipping.note, theme.font(13, "ui-semibold"), width)[:1]
    if scene.has_person() and not f.note:
        f.lines = [scene.prompt(*map(_, SKIP_LINE))]     # nobody to skip in a demo


def _decide(f: Frame, scene: TroyPlayScene) -> None:
    """The decision's question, and the focused choice's meaning or a word on it."""
    d = scene.decision
    assert d is not None
    actor = f.actor
    f.mode = "decide"
    title, sub = d.stage.question()
    f.title_size = fit_size(title, 19, "ui-bold", PROMPT.width - 32, floor=12)
    f.title = fit(title, f.title_size, PROMPT.width - 32)
    f.title_color = SIDE_INK[actor] if actor is not None else theme.GOLD
    x = PROMPT.left + 16
    width = PROMPT.width - 32
    buttons = [c.rect for c in d.choices if c.kind == "button"]
    if d.stage.wide:            # buttons across the prompt: the title and a line above them
        f.title_y = PROMPT.top + 6
    elif buttons:               # buttons at the right: the words beside them
        width = min(b.left for b in buttons) - x - 12
    f.lines_y = f.title_y + theme.font(f.title_size, "ui-bold").get_height() + \
        (1 if d.stage.wide else 3)
    column = pygame.Rect(x, f.lines_y, width, PROMPT.bottom - f.lines_y)
    # the words end clear of the box's edge and of any button under them
    foot = min((b.top - 4 for b in buttons if b.colliderect(column)),
               default=PROMPT.bottom - 10)
    about = d.stage.about(d.focused)
    if about and not scene.message:
        sub = about
    f.lines_color = theme.FOCUS if scene.message else theme.INK_DIM
    note: list[str] = []
    lines: list[str] = []
    room = 0
    for size in (16, 15, 14, 13, 12):       # smaller words before any line is lost
        fnt = theme.font(size)
        room = max(0, 1 + (foot - f.lines_y - fnt.get_height()) // (size + 3))
        note = (wrap_text(scene.skipping.note, fnt, max(120, width))
                if scene.skipping.note and not scene.message and room > 1 else [])
        lines = wrap_text(scene.message or sub, fnt, max(120, width))
        if len(note) + len(lines) <= room:
            break
    # the decision's words come first; what a skip passed over is said whole in the
    # room left, or not here (the chronicle has it)
    f.dropped = max(0, len(lines) - room)       # words must be short enough: never any
    lines = lines[:room]
    if len(note) > room - len(lines):
        note = []
    f.note, f.lines, f.lines_size = note, lines, size


# --------------------------------------------------------------------------- painting

def paint(surface: pygame.Surface, scene: TroyPlayScene) -> None:
    """Everything but the toast and the hint bar, which the base draws on top."""
    b, f = scene.board, scene.frame
    scene.backdrop.draw(surface)
    draw_track(surface, b)
    draw_vp_track(surface, b)
    pick = f.pick
    for side in (G, T):
        mine = pick is not None and side == f.actor
        picked = {h: s for s, h in pick.sel.items() if h} if pick is not None and mine else None
        draw_roster(surface, b, side, active=mine, picked=picked)
    for entry, at in f.legend:
        blit_text(surface, entry, 12, at, color=theme.INK_DIM)
    if b.horse is not None:
        draw_horse_panel(surface, b.horse)
    elif b.duel is not None:
        draw_duel(surface, b.duel, b.fates(b.duel))
    elif b.army is not None:
        draw_army(surface, b.army)
    else:
        draw_spaces(surface, b, hide_own=pick.sel if pick is not None else None,
                    quiet=set(f.odds) if f.focused_hero else None,
                    pick_side=f.actor if pick is not None else None,
                    target=pick.target if pick is not None else None,
                    pickable=list(pick.sel) if pick is not None else None)
    if pick is not None and b.duel is None and f.focused_hero is not None and f.actor is not None:
        _draw_odds(surface, f.focused_hero, f.odds, f.actor)
    _draw_prompt(surface, f, scene.t)
    if scene.coach is not None and scene.coach.showing:
        draw_panel(surface, INFO, alpha=225)   # the hint card stands here: no words under it
    else:
        draw_info(surface, b)
    r = CHRONICLE_BUTTON
    draw_panel(surface, r, fill=theme.BG_PANEL_HI, border=theme.GOLD, alpha=250, radius=10)
    blit_text(surface, f.chronicle_label, fit_size(f.chronicle_label, 16, "ui-bold",
                                                   r.width - 16, floor=12),
              r.center, kind="ui-bold", color=theme.INK, anchor="center")
    scene.animator.draw(surface)
    if not scene.busy and scene.decision is not None:
        _draw_choices(surface, scene, f)
        if f.duel_odds:         # over the focus marks: a figure is never hidden by them
            _draw_duel_odds(surface, f.duel_odds)


def _draw_prompt(surface: pygame.Surface, f: Frame, t: float) -> None:
    r = PROMPT
    draw_panel(surface, r, border=f.border, alpha=235)
    x = r.left + 16
    if f.mode == "story":
        y = r.top + (12 if len(f.story) < 2 else 6)
        for ln in f.story:
            blit_text(surface, ln, f.story_size, (x, y), kind="ui-semibold", color=theme.INK)
            y += f.story_size + 4
        y = max(r.top + 44, y + 4)
        for ln in f.note:
            blit_text(surface, ln, 13, (x, y), kind="ui-semibold", color=theme.FOCUS)
            y += 17
        for ln in f.lines:
            blit_text(surface, ln, fit_size(ln, 14, "ui", r.width - 32, floor=12), (x, y),
                      color=theme.INK_DIM)
        if f.skip_duel is not None:
            label = _(SKIP_DUEL)
            draw_panel(surface, f.skip_duel, fill=theme.BG_PANEL_HI, border=theme.GOLD,
                       alpha=250, radius=10)
            blit_text(surface, label, fit_size(label, 16, "ui-bold", SKIP_W - 16, floor=12),
                      f.skip_duel.center, kind="ui-bold", color=theme.INK, anchor="center")
    elif f.mode == "thinking":
        draw_spinner(surface, (x + 14, r.centery), t, 12)
        blit_text(surface, f.title, fit_size(f.title, 20, "ui-bold", r.width - 72, floor=12),
                  (x + 40, r.centery), kind="ui-bold", color=theme.INK, anchor="midleft")
    elif f.mode == "over":
        blit_text(surface, f.title, fit_size(f.title, 19, "ui-bold", r.width - 32, floor=12),
                  (x, r.top + 10), kind="ui-bold", color=theme.GOLD)
        y = r.top + 36
        for ln in f.lines:
            blit_text(surface, ln, 14, (x, y), color=f.lines_color)
            y += 18
    elif f.mode == "decide":
        blit_text(surface, f.title, f.title_size, (x, f.title_y), kind="ui-bold",
                  color=f.title_color)
        y = f.lines_y
        for ln in f.note:
            blit_text(surface, ln, f.lines_size, (x, y), kind="ui-semibold",
                      color=theme.FOCUS)
            y += f.lines_size + 3
        for ln in f.lines:
            blit_text(surface, ln, f.lines_size, (x, y), color=f.lines_color)
            y += f.lines_size + 3


def _draw_choices(surface: pygame.Surface, scene: TroyPlayScene, f: Frame) -> None:
    d = scene.decision
    assert d is not None
    # one type size for a row of buttons: the size its longest label fits at
    size = min((fit_size(c.label, 17, "ui-bold", c.rect.width - 16, floor=12)
                for c in d.choices if c.kind == "button"), default=17)
    for i, c in enumerate(d.choices):
        focused = i == d.focus
        if c.kind == "button":
            fill = theme.BG_PANEL_HI if focused else theme.BG_PANEL
            col = theme.FOCUS if focused else (theme.INK if c.enabled else theme.INK_FAINT)
            draw_panel(surface, c.rect, fill=fill, border=theme.GOLD if c.enabled
                       else theme.INK_FAINT, alpha=250, radius=10)
            blit_text(surface, fit(c.label, size, c.rect.width - 16), size, c.rect.center,
                      kind="ui-bold", color=col, anchor="center")
        elif c.kind == "space" and c.enabled:
            pygame.draw.rect(surface, theme.GOLD_DIM, c.rect.inflate(6, 6), 2, border_radius=12)
        elif c.kind == "space":             # shown but not allowed by the rules: greyed
            draw_panel(surface, c.rect, fill=(18, 18, 24), border=theme.INK_FAINT, alpha=170,
                       radius=10)
        if c.kind == "space" and f.swap_first is not None and c.key == ("sw", f.swap_first):
            pygame.draw.rect(surface, theme.GOOD, c.rect.inflate(10, 10), 4, border_radius=12)
        if focused and c.enabled:
            if c.kind == "button":
                pygame.draw.rect(surface, theme.FOCUS, c.rect, 3, border_radius=10)
            else:
                draw_focus(surface, c.rect, scene.t)


def _draw_odds(surface: pygame.Surface, hid: str, odds: dict[int, float], side: int) -> None:
    """The focused hero's chance on each open space facing a known enemy (gods unknown)."""
    for s, win in odds.items():
        r = card_rect(s, side)
        blit_text(surface, short_name(hid), fit_size(short_name(hid), 14, "ui-bold",
                                                     r.width - 8, floor=12),
                  (r.centerx, r.top + 14), kind="ui-bold", color=theme.INK, anchor="midtop")
        blit_text(surface, percent(win), 28, (r.centerx, r.top + 44), kind="ui-bold",
                  color=theme.GOOD if win >= 0.5 else theme.DANGER, anchor="midtop")
        for k, words in enumerate((_("if sent here"), _("(before gods)"))):
            blit_text(surface, words, fit_size(words, 13, "ui", r.width - 6, floor=12),
                      (r.centerx, r.top + 80 + 18 * k), color=theme.INK_DIM, anchor="midtop")


def _draw_duel_odds(surface: pygame.Surface, odds: dict[int, float]) -> None:
    """Every challenge's odds at once, each hero's chance beside his own card (in the
    column's margin, over the card's frame but never its portrait), so the choice is
    weighed before it is made."""
    for s, win in odds.items():
        for side, p in ((G, win), (T, 1 - win)):
            r = card_rect(s, side)
            words = percent(p)
            # the margin and the card's frame: a wide figure (">99 %") takes smaller type,
            # never the portrait's room
            left = space_rect(s).left + 1
            size = fit_size(words, 15, "ui-bold", r.left + 16 - left - 10, floor=12)
            pill = pygame.Rect(left, 0, text(words, size, "ui-bold").get_width() + 10, 24)
            pill.right = max(pill.right, r.left + 12)
            pill.centery = r.centery
            draw_panel(surface, pill, fill=theme.BG, border=SIDE_INK[side], alpha=255,
                       radius=8)
            blit_text(surface, words, size, pill.center, kind="ui-bold",
                      color=SIDE_INK[side], anchor="center")
