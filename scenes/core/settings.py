"""Player settings: what they are and where they live.

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

from scenes.core.saves import write_json

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
    return write_json(path, asdict(settings))
