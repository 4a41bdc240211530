"""Player settings: what they are, where they live, and the screen to change them.

Settings are a small JSON file in the user's data folder, written atomically
(temp file + rename) so a crash mid-write never leaves half a file. A missing
file means defaults; an unreadable or corrupt one means defaults plus a notice
for the player, never a crash.
"""

from __future__ import annotations

import json
import math
import os
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import pygame

from scenes import theme
from scenes.base import Act, InputAction, Scene
from scenes.widgets import (
    BACK_HINT,
    CONFIRM_HINT,
    Backdrop,
    FocusList,
    Hint,
    HintBar,
    Item,
    blit_text,
    bumped,
    device_of,
    draw_panel,
    draw_title,
    wrap_text,
)

APP_DIR_NAME = "Triptych"


@dataclass
class Settings:
    """Everything the player may change and expects to find next time."""

    fullscreen: bool = False
    volume: float = 0.7
    pregame: dict[str, dict[str, Any]] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Build from parsed JSON, keeping defaults for missing or odd fields."""
        if not isinstance(data, dict):
            raise ValueError("settings file does not hold an object")
        s = cls()
        if isinstance(data.get("fullscreen"), bool):
            s.fullscreen = data["fullscreen"]
        vol = data.get("volume")
        if isinstance(vol, int | float) and not isinstance(vol, bool) and not math.isnan(vol):
            s.volume = min(1.0, max(0.0, float(vol)))
        pre = data.get("pregame")
        if isinstance(pre, dict):
            s.pregame = {k: v for k, v in pre.items() if isinstance(k, str) and isinstance(v, dict)}
        return s


def data_dir() -> Path:
    """The per-user folder for settings and saves (TRIPTYCH_DATA_DIR overrides)."""
    override = os.environ.get("TRIPTYCH_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_DIR_NAME


def default_path() -> Path:
    return data_dir() / "settings.json"


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """Settings from ``path``; on trouble, defaults and a message saying why."""
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError as err:
        return Settings(), f"Could not read settings ({err.strerror}); using defaults."
    except UnicodeDecodeError:
        return Settings(), "The settings file was damaged; defaults are in use."
    try:
        return Settings.from_dict(json.loads(raw)), None
    except (ValueError, TypeError):
        return Settings(), "The settings file was damaged; defaults are in use."


def save_settings(settings: Settings, path: Path) -> bool:
    """Write atomically; False (and nothing lost) when the folder is not writable."""
    from scenes.saves import write_json

    return write_json(path, asdict(settings))


# What each action is on each device: shown on the Settings screen and in README
CONTROLS: tuple[tuple[str, str, str, str], ...] = (
    ("Move focus / cursor", "Arrows, WASD", "Point", "D-pad, stick"),
    ("Select / confirm", "Enter, Space", "Left click", "A"),
    ("Back / cancel", "Esc, Backspace", "Right click", "B"),
    ("Pause (in a game)", "P, Esc", "Pause button", "Start"),
    ("Next tab / page", "Tab, PgDn", "Wheel, tabs", "RB"),
    ("Previous tab / page", "Shift+Tab, PgUp", "Wheel, tabs", "LB"),
    ("Undo", "U, Ctrl+Z", "Undo button", "Y"),
    ("Rules of the game", "F1, H", "Rules button", "Back"),
    ("Fullscreen on/off", "F11, Alt+Enter", "-", "X"),
)


def gallery_scene() -> type[Scene] | None:
    """The effects gallery, when that module is present."""
    try:
        from scenes.gallery import GalleryScene
    except ImportError:
        return None
    return GalleryScene


class SettingsScene(Scene):
    """Fullscreen, volume, the effects gallery and a table of the controls."""

    def __init__(self) -> None:
        super().__init__()
        self.backdrop = Backdrop(seed=11)
        self.list = FocusList([], center_x=360, top=190, width=560, row_h=72, style="form",
                              on_focus=self._tick)
        self.hints = HintBar([Hint("\u2191\u2193", "D-pad \u2191\u2193", "Move"),
                              Hint("\u2190\u2192", "D-pad \u2190\u2192", "Change"),
                              CONFIRM_HINT, BACK_HINT])

    def enter(self) -> None:
        assert self.app is not None
        s = self.app.settings
        vols = [(v / 10, f"{v * 10}%") for v in range(11)]
        vol = Item("Volume", choices=vols, on_change=self._volume)
        vol.index = round(s.volume * 10)
        full = Item("Fullscreen", choices=[(False, "Off"), (True, "On")],
                    on_change=self._fullscreen)
        full.set_value(bool(s.fullscreen))
        gallery = Item("Effects gallery", self._gallery, detail="Open",
                       enabled=gallery_scene() is not None)
        if not gallery.enabled:
            gallery.detail = "Not available"
        focus = self.list.focus
        self.list.items = [full, vol, gallery, Item("Back", self._back)]
        self.list.focus = focus

    def _tick(self) -> None:
        if self.app:
            self.app.play_sound("menu")

    def _volume(self, value: float) -> None:
        assert self.app is not None
        self.app.set_volume(value)
        self.app.play_sound("move")

    def _fullscreen(self, value: bool) -> None:
        assert self.app is not None
        self.app.set_fullscreen(value)

    def _gallery(self) -> None:
        cls = gallery_scene()
        if cls is not None and self.app is not None:
            self.app.push(cls())

    def _back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act == Act.CANCEL:
            self._back()
            return
        self.list.handle(action)

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.list.update(dt)
        if self.app is not None and self.list.items:
            # F11 or the pad's fullscreen button may have toggled it meanwhile
            self.list.items[0].set_value(bool(self.app.settings.fullscreen))

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, "Settings", 40)
        self.list.draw(surface)
        self._draw_notice(surface)
        self._draw_controls(surface)
        self.hints.draw(surface, device_of(self.app))

    def _draw_notice(self, surface: pygame.Surface) -> None:
        """Why a change will not be remembered (or the file was replaced by defaults)."""
        notice = getattr(self.app, "notice", None)
        if not notice:
            return
        lines = wrap_text(str(notice), theme.font(19), self.list.width - 40)
        rect = pygame.Rect(0, 0, self.list.width, 24 + 26 * len(lines))
        rect.midtop = (self.list.center_x, 520)
        draw_panel(surface, rect, border=theme.DANGER)
        for i, line in enumerate(lines):
            blit_text(surface, line, 19, (rect.centerx, rect.top + 12 + 26 * i),
                      color=theme.INK, anchor="midtop")

    def _draw_controls(self, surface: pygame.Surface) -> None:
        panel = pygame.Rect(670, 180, 580, 440)
        draw_panel(surface, panel)
        blit_text(surface, "Controls", 26, (panel.left + 20, panel.top + 14),
                  kind="title-bold", color=theme.GOLD)
        cols = (panel.left + 20, panel.left + 196, panel.left + 346, panel.left + 468)
        y = panel.top + 60
        for head, x in zip(("Action", "Keyboard", "Mouse", "Controller"), cols, strict=True):
            blit_text(surface, head, 15, (x, y), kind="ui-bold", color=theme.GOLD_DIM)
        y += 30
        for row in CONTROLS:
            pygame.draw.line(surface, theme.BG_PANEL_HI, (panel.left + 14, y - 7),
                             (panel.right - 14, y - 7))
            for i, (cell, x) in enumerate(zip(row, cols, strict=True)):
                blit_text(surface, cell, 15, (x, y), kind="ui-semibold" if i == 0 else "ui",
                          color=theme.INK if i == 0 else theme.INK_DIM)
            y += 37
