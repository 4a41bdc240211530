"""What Essentia's two screens (set-up and play, both on the shared play-screen
base, scenes/play.py) draw alike: the side panel's place, where messages sit
and the turn card."""

from __future__ import annotations

import math

import pygame

from scenes.art import essentia as essentia_art
from scenes.core import theme
from scenes.core.i18n import _
from scenes.ui.thinking import draw_spinner
from scenes.ui.widgets import blit_fit, draw_panel

SIDE_COLORS = (theme.SIDE_LIGHT, theme.SIDE_DARK)
PANEL = pygame.Rect(664, 18, 596, 640)


def draw_turn_card(surface: pygame.Surface, rect: pygame.Rect, side: int | None, news: str,
                   who: str, thinking: bool, t: float, danger: str = "") -> None:
    """Whose turn: side colour band, golem icon, the news ("Dawn to move") and who
    plays it (or that the computer is thinking), or, in red, a ``danger`` to the side
    to move (a capture that would win the enemy the game)."""
    draw_panel(surface, rect, border=SIDE_COLORS[side] if side is not None else theme.GOLD)
    if side is None:
        return
    band = pygame.Rect(rect.left + 3, rect.top + 3, 10, rect.h - 6)
    pygame.draw.rect(surface, SIDE_COLORS[side], band, border_radius=4)
    bob = 3 * math.sin(t * 3)
    icon = essentia_art.golem(side, 70)
    surface.blit(icon, icon.get_rect(center=(rect.left + 60, rect.centery + bob)))
    room = rect.w - 130
    blit_fit(surface, news, 34, (rect.left + 110, rect.top + 12), room, kind="title-bold",
             color=SIDE_COLORS[side])
    if thinking:
        who = _("The computer is thinking")     # the spinner says it is still at it
        draw_spinner(surface, (rect.right - 36, rect.centery), t, 16)
        room -= 40
    blit_fit(surface, danger or who, 20, (rect.left + 112, rect.top + 58), room,
             kind="ui-semibold", color=theme.DANGER if danger else theme.INK)
