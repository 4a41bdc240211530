"""Every screen, in every language: no word escapes translation, none is cut,
none smaller than 12 px, none leaves the screen or runs into another.

The pseudo language (scenes/core/i18n.py) makes every message two fifths
longer and brackets it, so it finds what escaped translation, what was glued
from fragments, what was cut, and what would not fit a longer language.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.core import i18n
from tests.support.text_audit import Audit
from tests.support.tour import STOPS

LANGUAGES = [*i18n.LANGUAGES, i18n.PSEUDO]


@pytest.mark.parametrize("stop", list(STOPS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_text_fits_and_is_translated(stop: str, language: str, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    audit = Audit()
    found: dict[str, list[str]] = {}
    with audit.installed(monkeypatch):
        for moment, app in STOPS[stop](tmp_path, language):
            audit.watch(app)
            problems = audit.frame(app)
            if problems:
                found[moment] = [str(p) for p in problems]
    assert not found, "\n".join(f"{m}:\n  " + "\n  ".join(ps) for m, ps in found.items())
