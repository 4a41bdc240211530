"""Painting the Trojan War play screen from what ``update`` composed.

Everything the picture depends on beyond the displayed ``Board`` (is a pick
open, which hero has the focus and his odds, the prompt's words and their
wrapping) is composed once a frame in ``update`` as a ``Frame``; ``draw``
only paints the board, the frame and the choices, and changes nothing.
"""

from __future__ import annotations

import pygame

from game.troy import data as D
from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.troy.decisions import DecisionsMixin
from scenes.troy.horse import draw_horse_panel
from scenes.troy.layout import CHRONICLE_BUTTON, PROMPT, SIDE_INK, card_rect
from scenes.troy.lines import worded
from scenes.troy.panels import draw_army, draw_duel
from scenes.troy.parts import Frame
from scenes.troy.table import draw_info, draw_roster, draw_spaces, draw_track, draw_vp_track
from scenes.troy.words import fit, hero_line, percent, short_name
from scenes.ui.thinking import draw_spinner
from scenes.ui.widgets import (
    blit_text,
    device_of,
    draw_focus,
    draw_panel,
    fit_size,
    wrap_text,
)

G, T = D.GREEK, D.TROJAN
SKIP_LINE = N_("Enter / A: skip this step  \u00b7  Tab / RB: skip to your next decision")


def story_lines(line: str, width: int) -> tuple[int, list[str]]:
    """The story's latest line over the prompt: one line at 18 px, or wrapped whole
    over two lines at 15 px when a longer language needs the room."""
    if theme.font(18, "ui-semibold").size(line)[0] <= width:
        return 18, [line] if line else []
    return 15, wrap_text(line, theme.font(15, "ui-semibold"), width)[:2]


class PaintMixin(DecisionsMixin):
    """The play screen's ``draw_play``: the board, the centre panel, the prompt, the
    choices, from the ``Frame`` that ``compose`` makes in ``update``."""

    def compose(self) -> Frame:
        """The frame for the self as it stands (called from ``update``)."""
        actor = self.state.to_move()
        f = Frame(actor=actor)
        device = device_of(self.app)
        # TRANSLATORS: the chronicle button; (R) and (R3) are the key and the stick that open it
        f.chronicle_label = {"keyboard": _("Chronicle (R)"),
                             "controller": _("Chronicle (R3)")}.get(device, _("Chronicle"))
        f.border = SIDE_INK[actor] if actor is not None and self.waiting else theme.GOLD_DIM
        f.picking = self.waiting and self.state.stage == "pick" and bool(self.choices)
        if f.picking:
            f.focused_hero = self.focused_hero()
            if f.focused_hero is not None:
                f.odds = self.pick_odds(f.focused_hero)
        if self.waiting and self.state.stage in ("cancel", "thersites") and self.choices:
            f.duel_odds = self.challenge_odds()
        if not self.animator.idle:
            f.mode = "story"
            b = self.board
            latest = worded(b.chronicle[-1]) if b.chronicle else ""
            f.story_size, f.story = story_lines(latest, PROMPT.width - 40)
            f.lines = [_(SKIP_LINE)] if self.has_human else []   # nobody to skip in a demo
        elif self.task is not None:
            f.mode, f.title = "thinking", self.question[0]
        elif self.finished:
            f.mode, f.title = "over", _("Game over")
            if self.has_human and self.referee is None:     # a lesson has its own card
                f.lines = [_("Enter / A or a click: show the result again")]
                f.lines_color = theme.FOCUS
        elif self.computer is None and actor is not None and not self.setup.is_human(actor):
            f.mode, f.title = "over", self.question[0]      # a lesson stops at their turn
            f.lines = wrap_text(self.question[1], theme.font(14), PROMPT.width - 32)[:2]
            f.lines_color = theme.INK_DIM
        elif self.waiting:
            f.mode = "decide"
            title, sub = self.question
            f.title_size = fit_size(title, 19, "ui-bold", PROMPT.width - 32, floor=12)
            f.title = fit(title, f.title_size, PROMPT.width - 32)
            f.title_color = SIDE_INK[actor] if actor is not None else theme.GOLD
            x = PROMPT.left + 16
            width = PROMPT.width - 32
            buttons = [c.rect.left for c in self.choices if c.kind == "button"]
            if buttons:
                width = min(buttons) - x - 12
            hid = self.focused_hero()
            if hid is not None and not self.message:
                sub = hero_line(hid)
            elif (odds := self.focused_duel_odds()) and not self.message:
                sub = f"{sub} {odds}"
            f.lines_color = theme.FOCUS if self.message else theme.INK_DIM
            for size in (14, 13, 12):       # smaller words before any line is lost
                fnt = theme.font(size)
                note = (wrap_text(self.skipped_note, fnt, max(120, width))[:2]
                        if self.skipped_note and not self.message else [])
                lines = wrap_text(self.message or sub, fnt, max(120, width))
                if len(note) + len(lines) <= 3:
                    break
            f.note, f.lines, f.lines_size = note, lines[:3 - len(note)], size
        return f


    def draw_play(self, surface: pygame.Surface) -> None:
        """Everything but the toast and the hint bar, which the base draws on top."""
        b, f = self.board, self.frame
        self.backdrop.draw(surface)
        draw_track(surface, b)
        draw_vp_track(surface, b, self.shown_vp)
        for side in (G, T):
            mine = f.picking and side == f.actor
            picked = {h: s for s, h in self.sel.items() if h} if mine else None
            draw_roster(surface, b, side, active=mine, picked=picked, t=self.t)
        if b.horse is not None:
            draw_horse_panel(surface, b.horse)
        elif b.duel is not None:
            draw_duel(surface, b.duel, self.t)
        elif b.army is not None:
            draw_army(surface, b.army, b)
        else:
            draw_spaces(surface, b, hide_own=self.sel if f.picking else None,
                        quiet=set(f.odds) if f.focused_hero else None,
                        pick_side=f.actor if f.picking else None,
                        target=self.pick_target if f.picking else None,
                        pickable=list(self.sel) if f.picking else None)
        if f.duel_odds and self.animator.idle:
            _draw_duel_odds(surface, f.duel_odds)
        if f.picking and b.duel is None and f.focused_hero is not None and f.actor is not None:
            _draw_odds(surface, f.focused_hero, f.odds, f.actor)
        self._draw_prompt(surface)
        draw_info(surface, b)
        r = CHRONICLE_BUTTON
        draw_panel(surface, r, fill=theme.BG_PANEL_HI, border=theme.GOLD, alpha=250, radius=10)
        blit_text(surface, f.chronicle_label, 16, r.center, kind="ui-bold", color=theme.INK,
                  anchor="center")
        self.animator.draw(surface)
        self._draw_choices(surface)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        r, f = PROMPT, self.frame
        draw_panel(surface, r, border=f.border, alpha=235)
        x = r.left + 16
        if f.mode == "story":
            y = r.top + (12 if len(f.story) < 2 else 6)
            for ln in f.story:
                blit_text(surface, ln, f.story_size, (x, y), kind="ui-semibold", color=theme.INK)
                y += f.story_size + 4
            for ln in f.lines:
                blit_text(surface, ln, 14, (x, max(r.top + 40, y + 4)), color=theme.INK_DIM)
        elif f.mode == "thinking":
            draw_spinner(surface, (x + 14, r.centery), self.t, 12)
            blit_text(surface, f.title, 20, (x + 40, r.centery), kind="ui-bold",
                      color=theme.INK, anchor="midleft")
        elif f.mode == "over":
            blit_text(surface, f.title, 19, (x, r.top + 10), kind="ui-bold", color=theme.GOLD)
            for ln in f.lines:
                blit_text(surface, ln, 14, (x, r.top + 36), color=f.lines_color)
        elif f.mode == "decide":
            blit_text(surface, f.title, f.title_size, (x, r.top + 10), kind="ui-bold",
                      color=f.title_color)
            y = r.top + 36
            for ln in f.note:
                blit_text(surface, ln, f.lines_size, (x, y), kind="ui-semibold",
                          color=theme.FOCUS)
                y += f.lines_size + 3
            for ln in f.lines:
                blit_text(surface, ln, f.lines_size, (x, y), color=f.lines_color)
                y += f.lines_size + 3

    def _draw_choices(self, surface: pygame.Surface) -> None:
        if not self.waiting or not self.animator.idle:
            return
        for i, c in enumerate(self.choices):
            focused = i == self.focus
            if c.kind == "button":
                fill = theme.BG_PANEL_HI if focused else theme.BG_PANEL
                col = theme.FOCUS if focused else (theme.INK if c.enabled else theme.INK_FAINT)
                draw_panel(surface, c.rect, fill=fill, border=theme.GOLD if c.enabled
                           else theme.INK_FAINT, alpha=250, radius=10)
                size = fit_size(c.label, 17, "ui-bold", c.rect.width - 16, floor=12)
                blit_text(surface, fit(c.label, size, c.rect.width - 16), size, c.rect.center,
                          kind="ui-bold", color=col, anchor="center")
            elif c.kind == "space" and c.enabled:
                pygame.draw.rect(surface, theme.GOLD_DIM, c.rect.inflate(6, 6), 2,
                                 border_radius=12)
            elif c.kind == "space":             # shown but not allowed by the rules: greyed
                draw_panel(surface, c.rect, fill=(18, 18, 24), border=theme.INK_FAINT,
                           alpha=170, radius=10)
            if c.kind == "space" and self.swap_first is not None and \
                    c.key == ("sw", self.swap_first):
                pygame.draw.rect(surface, theme.GOOD, c.rect.inflate(10, 10), 4,
                                 border_radius=12)
            if focused and c.enabled:
                if c.kind == "button":
                    pygame.draw.rect(surface, theme.FOCUS, c.rect, 3, border_radius=10)
                else:
                    draw_focus(surface, c.rect, self.t)


def _draw_odds(surface: pygame.Surface, hid: str, odds: dict[int, float], side: int) -> None:
    """The focused hero's chance on each open space facing a known enemy (gods unknown)."""
    for s, win in odds.items():
        r = card_rect(s, side)
        blit_text(surface, short_name(hid), 14, (r.centerx, r.top + 14),
                  kind="ui-bold", color=theme.INK, anchor="midtop")
        blit_text(surface, f"{round(win * 100)}%", 28, (r.centerx, r.top + 44),
                  kind="ui-bold", color=theme.GOOD if win >= 0.5 else theme.DANGER,
                  anchor="midtop")
        blit_text(surface, _("to win here"), 13, (r.centerx, r.top + 80),
                  color=theme.INK_DIM, anchor="midtop")
        blit_text(surface, _("(before gods)"), 12, (r.centerx, r.top + 98),
                  color=theme.INK_FAINT, anchor="midtop")


def _draw_duel_odds(surface: pygame.Surface, odds: dict[int, float]) -> None:
    """Every challenge's odds at once, each hero's chance over his own card, so the
    choice is weighed before it is made."""
    for s, win in odds.items():
        for side, p in ((G, win), (T, 1 - win)):
            r = card_rect(s, side)
            pill = pygame.Rect(0, 0, 70, 30)
            pill.center = r.center
            draw_panel(surface, pill, fill=theme.BG, border=SIDE_INK[side], alpha=235,
                       radius=8)
            blit_text(surface, percent(p), 18, pill.center, kind="ui-bold",
                      color=SIDE_INK[side], anchor="center")
