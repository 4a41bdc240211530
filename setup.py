"""The wheel's one step beyond pyproject.toml: the assets travel as package data.

``assets/`` (fonts, sounds, rules, lessons, catalogs, icon) lives beside the
packages in the source tree; in a wheel it goes inside the ``scenes`` package
(``scenes/assets/...``), where scenes/core/resources.py finds it in an
installed game, with each language's catalog compiled (``.mo``) beside its
``.po``. Files read only at build time (the .ico and .icns icons, the .pot
template, a checkout's own .mo) stay out. An editable install reads the source
tree's ``assets/`` and needs none of this; MANIFEST.in carries ``assets/``
into a source distribution, so a wheel built from one has them too.
"""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
ASSETS = ROOT / "assets"
BUILD_TIME_ONLY = (".ico", ".icns", ".pot", ".mo")


class BuildPyWithAssets(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        if not (ASSETS / "fonts").is_dir():
            raise SystemExit(f"no assets at {ASSETS}: the wheel would not start")
        target = Path(self.build_lib) / "scenes" / "assets"
        for source in sorted(ASSETS.rglob("*")):
            if source.is_file() and not source.name.endswith(BUILD_TIME_ONLY):
                dest = target / source.relative_to(ASSETS)
                self.mkpath(str(dest.parent))
                self.copy_file(str(source), str(dest))
        sys.path.insert(0, str(ROOT))
        from scenes.core import i18n

        for mo in i18n.compile_all(target / "locale"):
            print(f"compiled {mo.relative_to(target.parent.parent)}")


setup(cmdclass={"build_py": BuildPyWithAssets})
