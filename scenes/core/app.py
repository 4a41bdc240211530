"""The window, the clock and the scene stack.

Everything is drawn on one 1280x720 logical surface that is scaled into the
(resizable) window with letterbox bars, so scenes never care about the window
size; mouse positions are mapped back to logical coordinates. The loop runs at
60 FPS and hands each scene the real elapsed time (``dt`` in seconds).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from scenes.core import i18n, theme
from scenes.core.audio import Sounds
from scenes.core.base import InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.core.input import AppCommand, InputMapper
from scenes.core.resources import resource_path
from scenes.core.saves import remove_stale_temp_files
from scenes.core.settings import (
    SettingsTrouble,
    default_path,
    read_settings,
    spoken_language,
    write_settings,
)
from scenes.ui import anim

FPS = 60
MAX_DT = 0.1          # a stalled frame (window drag, debugger) must not jump animations
BANNER_SECONDS = 6.0  # how long a message over every screen stays (a failed save, say)
WINDOW_TITLE = N_("Triptych — Essentia · Symbol · The Trojan War")
ICON_FILE = ("assets", "icon.png")    # drawn by tools/make_icon.py


def set_window_icon() -> bool:
    """Give the window (and taskbar or dock) the game's icon; False if it cannot be read.

    Called before the window opens, as some systems only take the icon then.
    """
    try:
        icon = pygame.image.load(str(resource_path(*ICON_FILE)))
    except (pygame.error, OSError):
        return False
    pygame.display.set_icon(icon)
    return True


def letterbox(window: tuple[int, int], logical: tuple[int, int] = (theme.WIDTH, theme.HEIGHT)
              ) -> pygame.Rect:
    """The largest rect of the logical aspect ratio centred in ``window``."""
    ww, wh = max(1, window[0]), max(1, window[1])
    scale = min(ww / logical[0], wh / logical[1])
    w, h = max(1, round(logical[0] * scale)), max(1, round(logical[1] * scale))
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def _make_sounds(volume: float, enabled: bool) -> Sounds:
    """The app's one Sounds instance (silent by itself without an audio device)."""
    return Sounds(volume=volume, enabled=enabled)


class App:
    """Hosts the scene stack; scenes reach it through ``scene.app`` (AppLike)."""

    def __init__(self, *, seed: int | None = None, fullscreen: bool | None = None,
                 settings_path: Path | None = None, audio: bool = True,
                 open_device: Callable[[int], Any] | None = None,
                 language: str | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        pygame.joystick.init()
        self.seed = seed
        self.settings_path = settings_path or default_path()
        self.settings, self.settings_trouble = read_settings(self.settings_path)
        anim.set_speed(self.settings.animation_speed)
        remove_stale_temp_files(self.settings_path)   # left by a write killed mid-way
        self.save_problem: str | None = None   # why the last save write failed, if it did
        self.banner = ""                       # a message drawn over every screen
        self.banner_time = 0.0
        self.banner_problem = False            # edged red: something went wrong
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        # --lang speaks one language for this run without changing the settings
        i18n.set_language(language or spoken_language(self.settings))
        self.tell_language_trouble()
        self.windowed_size = (theme.WIDTH, theme.HEIGHT)
        set_window_icon()
        self.window = self._open_window()
        pygame.display.set_caption(_(WINDOW_TITLE))
        self.screen = pygame.Surface((theme.WIDTH, theme.HEIGHT)).convert()
        self.view = letterbox(self.window.get_size())
        self.input = InputMapper(self.to_logical, open_device)
        self.stack: list[Scene] = []
        self.running = True
        self.clock = pygame.time.Clock()
        self.frame = 0
        self.sounds = _make_sounds(self.settings.volume, audio)
        self.sounds_played: list[str] = []   # the last few names, for tests and tools

    # -- window --------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            sizes = pygame.display.get_desktop_sizes() or [(theme.WIDTH, theme.HEIGHT)]
            return pygame.display.set_mode(sizes[0], pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        """Switch between fullscreen and a resizable window; remembered."""
        if on == self.settings.fullscreen:
            return
        if on:
            self.windowed_size = self.window.get_size()
        self.settings.fullscreen = on
        self.window = self._open_window()
        self.view = letterbox(self.window.get_size())
        self.save_settings()

    def resized(self, size: tuple[int, int]) -> None:
        """The user resized the window: recompute the letterbox."""
        if not self.settings.fullscreen:
            self.windowed_size = (max(320, size[0]), max(180, size[1]))
        self.window = pygame.display.get_surface() or self.window
        self.view = letterbox(self.window.get_size())

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """Window pixels to logical coordinates; None on the letterbox bars."""
        if not self.view.collidepoint(pos):
            return None
        x = (pos[0] - self.view.x) * theme.WIDTH // self.view.w
        y = (pos[1] - self.view.y) * theme.HEIGHT // self.view.h
        return (min(theme.WIDTH - 1, x), min(theme.HEIGHT - 1, y))

    # -- settings and sound ----------------------------------------------------
    @property
    def notice(self) -> str | None:
        """What is wrong with the settings file, in the current language (or None)."""
        return None if self.settings_trouble is None else self.settings_trouble.words()

    def save_settings(self) -> None:
        """Write the settings; the notice says whether the file on disk is sound."""
        problem = write_settings(self.settings, self.settings_path)
        if problem is None:
            self.settings_trouble = None    # a damaged file has just been replaced whole
        elif self.settings_trouble is None or self.settings_trouble.kind != "unreadable":
            self.settings_trouble = SettingsTrouble("unwritable", problem)
        # an unreadable file left in place keeps its own notice: it says why

    def report_save(self, problem: str | None) -> None:
        """How a save write went (scenes/core/saves.py). A failure is shown at once,
        over the play screen, every time it happens (the next action tries again);
        the first write that works again says so."""
        if problem is not None:
            self.save_problem = problem
            # TRANSLATORS: {problem} is why the file could not be written (the system's words)
            self.show_banner(_("Could not save: {problem}; the game goes on").format(
                problem=problem), problem=True)
        elif self.save_problem is not None:
            self.save_problem = None
            self.show_banner(_("Saving works again: the game is saved."))

    def show_banner(self, text: str, seconds: float = BANNER_SECONDS,
                    problem: bool = False) -> None:
        """A one-line message over whatever screen is on top, for ``seconds``."""
        self.banner, self.banner_time, self.banner_problem = text, seconds, problem

    def tell_language_trouble(self) -> None:
        """A language whose catalog could not be read is spoken in English: say so."""
        notice = i18n.trouble()
        if notice is not None:
            self.show_banner(notice, problem=True)

    def set_language(self, choice: str) -> None:
        """Speak ``choice`` (a language code, or settings.SYSTEM) from now on,
        remembered; every scene on the stack rebuilds the text it keeps."""
        self.settings.language = choice
        i18n.set_language(spoken_language(self.settings))
        self.tell_language_trouble()
        pygame.display.set_caption(_(WINDOW_TITLE))
        for scene in self.stack:
            scene.language_changed()
        self.save_settings()

    def set_volume(self, volume: float) -> None:
        self.settings.volume = min(1.0, max(0.0, volume))
        if self.sounds is not None:
            self.sounds.set_volume(self.settings.volume)
        self.save_settings()

    def set_animation_speed(self, speed: str) -> None:
        """Every animation of every game follows it from the next frame; remembered."""
        anim.set_speed(speed)
        self.settings.animation_speed = speed
        self.save_settings()

    def play_sound(self, name: str) -> None:
        """Play a named effect (move, capture, push, explosion, dice, menu, flip)."""
        self.sounds_played = [*self.sounds_played[-15:], name]
        if self.sounds is not None:
            self.sounds.play(name)

    @property
    def last_device(self) -> str:
        return self.input.last_device

    # -- scene stack -----------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        scene.app = self
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> None:
        """Remove the top scene; the one uncovered is entered again. Empty: quit."""
        if not self.stack:
            return
        self.stack.pop().exit()
        if self.stack:
            self.stack[-1].enter()
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def return_to_title(self) -> None:
        """Pop everything above the bottom (title) scene."""
        while len(self.stack) > 1:
            self.stack.pop().exit()
        if self.stack:
            self.stack[-1].enter()

    def quit(self) -> None:
        self.running = False

    # -- loop ----------------------------------------------------------------
    def dispatch(self, action: InputAction) -> None:
        if self.top is not None:
            self.top.handle(action)

    def process_event(self, event: pygame.event.Event) -> None:
        """One pygame event: window housekeeping, or input for the top scene."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            surface = pygame.display.get_surface()
            self.resized(surface.get_size() if surface is not None else self.window.get_size())
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            self.input.release_all()
            return
        for out in self.input.translate(event):
            if out is AppCommand.FULLSCREEN:
                self.set_fullscreen(not self.settings.fullscreen)
            elif isinstance(out, InputAction):
                self.dispatch(out)
            if not self.running:
                return

    def step(self, dt: float) -> None:
        """One frame: events, held-direction repeats, update, draw, present."""
        for event in pygame.event.get():
            self.process_event(event)
            if not self.running:
                return
        # a stalled frame (a screen opening, fonts loading) must not count as a key
        # held down: repeats come only from time the key was really held
        for action in self.input.update(min(dt, MAX_DT)):
            self.dispatch(action)
        if self.top is not None and self.running:
            top = self.top
            for scene in self.stack[:-1]:
                scene.update_covered(min(dt, MAX_DT))
                if self.top is not top:
                    break                    # a covered scene changed the stack
            if self.top is not None and self.running:
                self.top.update(min(dt, MAX_DT))
        self.banner_time = max(0.0, self.banner_time - min(dt, MAX_DT))
        self.draw()
        self.present()
        self.frame += 1

    def draw(self) -> None:
        """Draw the top scene and, below a see-through one, the scenes it covers."""
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        if not self.stack:
            self.screen.fill(theme.BG)
        for scene in self.stack[max(first, 0):]:
            scene.draw(self.screen)
        if self.banner_time > 0 and self.banner:
            self._draw_banner()

    def _draw_banner(self) -> None:
        """The banner: one line on a dark plate, edged red for a problem."""
        img = theme.font(17).render(self.banner, True, theme.INK)
        rect = pygame.Rect(0, 0, max(360, min(theme.WIDTH - 40, img.get_width() + 44)), 34)
        rect.midtop = (theme.WIDTH // 2, 6)   # a thin strip at the top: boards show through
        pygame.draw.rect(self.screen, theme.BG_PANEL, rect, border_radius=12)
        pygame.draw.rect(self.screen, theme.DANGER if self.banner_problem else theme.GOOD, rect,
                         width=2, border_radius=12)
        self.screen.blit(img, img.get_rect(center=rect.center))

    def present(self) -> None:
        if self.window.get_size() == self.screen.get_size():
            self.window.blit(self.screen, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            target = self.window.subsurface(self.view)
            pygame.transform.smoothscale(self.screen, self.view.size, target)
        pygame.display.flip()

    def run(self, frames: int | None = None, screenshot: Path | None = None) -> int:
        """Run until quit (or ``frames`` frames); save the last frame if asked."""
        self.clock.tick()
        while self.running and (frames is None or self.frame < frames):
            dt = self.clock.tick(FPS) / 1000.0
            self.step(dt)
        if screenshot is not None:
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(screenshot))
        self.close()
        return 0

    def close(self) -> None:
        while self.stack:
            self.stack.pop().exit()
        pygame.display.quit()
