"""Where Triptych keeps the player's files: the user data folder.

Settings, saves, online seats and the online server's default database live
there. Kept apart from the settings so that the headless server
(``main.py --serve``) finds the folder without loading anything of the screens.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
from platformdirs._xdg import XDGMixin
from platformdirs.api import PlatformDirsABC

APP_DIR_NAME = "Triptych"


def platform_dirs(system: str = sys.platform) -> PlatformDirsABC:
    """platformdirs' folders for Triptych on ``system`` (a ``sys.platform`` value).

    Roaming and with no author folder, its user data folder is where Triptych
    has always kept its files: ``~/.local/share/Triptych`` (under
    ``$XDG_DATA_HOME`` when that is set), ``%APPDATA%\\Triptych`` and
    ``~/Library/Application Support/Triptych``.
    """
    if system == "win32":
        return platformdirs.windows.Windows(APP_DIR_NAME, appauthor=False, roaming=True)
    if system == "darwin":
        return platformdirs.macos.MacOS(APP_DIR_NAME, appauthor=False, roaming=True)
    return platformdirs.unix.Unix(APP_DIR_NAME, appauthor=False, roaming=True)


def user_data_dir(dirs: PlatformDirsABC) -> Path:
    """The user data folder of ``dirs``, but never moved by $XDG_DATA_HOME on macOS.

    platformdirs lets that variable move macOS folders too; Triptych never did,
    so there it skips the XDG layer (as platformdirs' own macOS code does for
    its runtime folder) and existing settings and saves stay found.
    """
    if isinstance(dirs, platformdirs.macos.MacOS) and isinstance(dirs, XDGMixin):
        return Path(super(XDGMixin, dirs).user_data_dir)
    return Path(dirs.user_data_dir)


def data_dir() -> Path:
    """The per-user folder for settings and saves (TRIPTYCH_DATA_DIR overrides)."""
    override = os.environ.get("TRIPTYCH_DATA_DIR")
    if override:
        return Path(override)
    return user_data_dir(platform_dirs())
