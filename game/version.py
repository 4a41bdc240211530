"""The version of Triptych: the one place it is written.

``pyproject.toml`` reads it for the package metadata, ``build.spec`` for the
executable and the macOS app, ``main.py --version`` and the title screen show
it, and the release workflow checks that the pushed tag names it.
"""

__version__ = "1.0.0"
