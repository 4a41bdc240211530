"""Wrapped words: a line never starts with the "%" of the figure before it."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.ui.widgets import wrap_text


def test_a_percent_sign_stays_with_its_figure() -> None:
    pygame.font.init()
    font = theme.font(18)
    text = "Achilles wins 44 % of the duels"
    upto = font.size("Achilles wins 44")[0]
    lines = wrap_text(text, font, upto + 2)      # room for the figure, not for " %"
    assert not any(line.startswith("%") for line in lines), lines
    assert "44 %" in " / ".join(lines) and " ".join(lines) == text
