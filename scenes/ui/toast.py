"""Short messages a play screen shows for a few seconds, where the game says
they are clear of its board."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.ui.widgets import draw_panel, text

TOAST_SECONDS = 2.6


class Toast:
    """One short message at a time, shown for a few seconds."""

    def __init__(self) -> None:
        self.message = ""
        self.time = 0.0

    def say(self, message: str, seconds: float = TOAST_SECONDS) -> None:
        self.message, self.time = message, seconds

    def clear(self) -> None:
        self.time = 0.0

    @property
    def showing(self) -> bool:
        return self.time > 0 and bool(self.message)

    def update(self, dt: float) -> None:
        self.time = max(0.0, self.time - dt)

    def draw(self, surface: pygame.Surface, midbottom: tuple[int, int]) -> None:
        if not self.showing:
            return
        img = text(self.message, 21, "ui-semibold", theme.INK)
        rect = img.get_rect().inflate(36, 18)
        rect.midbottom = midbottom
        rect.clamp_ip(surface.get_rect())
        draw_panel(surface, rect, border=theme.GOLD, alpha=245, radius=10)
        surface.blit(img, img.get_rect(center=rect.center))
