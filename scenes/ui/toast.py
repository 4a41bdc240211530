"""Short messages a play screen shows for a few seconds, where the game says
they are clear of its board."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.ui.widgets import draw_panel, text, wrap_text

TOAST_SECONDS = 2.6
TOAST_WIDTH = 540       # a longer message wraps: the toast stays inside a game's panel


class Toast:
    """One short message at a time, shown for a few seconds."""

    def __init__(self) -> None:
        self.message = ""
        self.time = 0.0
        self._laid: tuple[str, list[pygame.Surface]] = ("", [])   # a message's lines, once

    def say(self, message: str, seconds: float = TOAST_SECONDS) -> None:
        self.message, self.time = message, seconds

    def clear(self) -> None:
        self.time = 0.0

    @property
    def showing(self) -> bool:
        return self.time > 0 and bool(self.message)

    def update(self, dt: float) -> None:
        self.time = max(0.0, self.time - dt)

    def _lines(self) -> list[pygame.Surface]:
        """The message's lines, rendered once per message (each frame asks twice:
        for the toast's box and to draw it)."""
        if self._laid[0] != self.message:
            self._laid = (self.message, [
                text(line, 21, "ui-semibold", theme.INK) for line in
                wrap_text(self.message, theme.font(21, "ui-semibold"), TOAST_WIDTH - 36)])
        return self._laid[1]

    def rect(self, midbottom: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
        """Where the message stands: its lines' box, padded, inside ``bounds``."""
        lines = self._lines()
        w = max(img.get_width() for img in lines)
        h = sum(img.get_height() for img in lines)
        rect = pygame.Rect(0, 0, w, h).inflate(36, 18)
        rect.midbottom = midbottom
        return rect.clamp(bounds)

    def draw(self, surface: pygame.Surface, midbottom: tuple[int, int]) -> None:
        if not self.showing:
            return
        rect = self.rect(midbottom, surface.get_rect())
        draw_panel(surface, rect, border=theme.GOLD, alpha=255, radius=10)   # opaque
        y = rect.top + 9
        for img in self._lines():
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += img.get_height()
