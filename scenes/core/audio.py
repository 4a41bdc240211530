"""Sound effects that never get in the way.

Where there is no audio device (a headless CI box, a laptop with sound
disabled) or the mixer fails to start, every call quietly does nothing:
a missing sound must never stop a game.
"""

from __future__ import annotations

import pygame

from scenes.core.resources import resource_path

SOUND_NAMES = ("move", "capture", "push", "explosion", "dice", "menu", "flip",
               "confirm", "cancel", "win")


class Sounds:
    """Loads assets/sounds/*.wav once; ``play(name)`` at the current volume."""

    def __init__(self, volume: float = 0.7, enabled: bool = True) -> None:
        self.volume = self._clamp(volume)
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        if enabled:
            self._load()

    @staticmethod
    def _clamp(v: float) -> float:
        try:
            return max(0.0, min(1.0, float(v)))
        except (TypeError, ValueError):
            return 0.0

    def _load(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
        except (pygame.error, OSError, NotImplementedError):
            return
        folder = resource_path("assets", "sounds")
        for name in SOUND_NAMES:
            path = folder / f"{name}.wav"
            if not path.is_file():
                continue
            try:
                snd = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError, FileNotFoundError):
                continue
            snd.set_volume(self.volume)
            self.sounds[name] = snd
        self.available = bool(self.sounds)

    def set_volume(self, volume: float) -> None:
        """Set the effects volume, 0 (mute) to 1; out-of-range values are clamped."""
        self.volume = self._clamp(volume)
        for snd in self.sounds.values():
            try:
                snd.set_volume(self.volume)
            except pygame.error:
                pass

    def play(self, name: str) -> None:
        """Play an effect by name; unknown names and a missing device are ignored."""
        if self.volume <= 0:
            return
        snd = self.sounds.get(name)
        if snd is None:
            return
        try:
            snd.play()
        except pygame.error:
            pass
