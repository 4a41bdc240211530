"""Finding bundled files, from source and from the PyInstaller bundle alike."""

from __future__ import annotations

import sys
from pathlib import Path


def base_dir() -> Path:
    """The folder that holds assets/: the bundle's temp dir when frozen."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def resource_path(*parts: str) -> Path:
    """Path of a bundled resource, e.g. resource_path("assets", "fonts", "x.otf")."""
    return base_dir().joinpath(*parts)
