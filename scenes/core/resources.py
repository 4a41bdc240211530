"""Finding bundled files, from source, from the PyInstaller bundle and from an
installed wheel alike: every asset is found through ``resource_path``."""

from __future__ import annotations

import functools
import sys
from pathlib import Path


@functools.cache
def base_dir() -> Path:
    """The folder that holds assets/: the bundle's temp dir when frozen; the
    ``scenes`` package in an installed wheel (setup.py puts the assets inside
    it); else the source checkout, where assets/ sits beside the packages."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    package = Path(__file__).resolve().parents[1]
    if (package / "assets").is_dir():
        return package
    return package.parent


def resource_path(*parts: str) -> Path:
    """Path of a bundled resource, e.g. resource_path("assets", "fonts", "x.otf")."""
    return base_dir().joinpath(*parts)
