"""Compile the locked requirements from pyproject.toml with uv.

requirements.txt pins what the game needs to run (``[project] dependencies``);
requirements-dev.txt pins the same plus the tests, type checks, lint and the
build (``[project.optional-dependencies] dev``), with the runtime pins as
constraints so both files agree. Each lock is universal: one file, with
environment markers where Windows, macOS or Linux need different packages, for
every Python from 3.11 on. Every line carries the hashes of the files PyPI
serves, so pip installs exactly these files or nothing.

Usage: python tools/lock.py [--upgrade | --upgrade-package NAME ...]
(needs uv: ``pip install uv``; without --upgrade, versions already locked stay)
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMMON = ["--universal", "--python-version", "3.11", "--generate-hashes",
          "--custom-compile-command", "python tools/lock.py", "--quiet"]


def uv() -> list[str]:
    """The uv command: on PATH, else the one installed in this Python."""
    found = shutil.which("uv")
    return [found] if found else [sys.executable, "-m", "uv"]


def main(argv: Sequence[str] | None = None) -> int:
    extra = list(sys.argv[1:] if argv is None else argv)
    base = [*uv(), "pip", "compile", "pyproject.toml", *COMMON, *extra]
    steps = [
        [*base, "-o", "requirements.txt"],
        [*base, "--extra", "dev", "-c", "requirements.txt", "-o", "requirements-dev.txt"],
    ]
    for cmd in steps:
        print("$", " ".join(cmd[cmd.index("pip") - 1:]), flush=True)
        done = subprocess.run(cmd, cwd=ROOT, check=False)
        if done.returncode:
            return done.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
