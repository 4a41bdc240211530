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
from scenes.menus import demo
from tests.support.text_audit import Audit
from tests.support.tour import STOPS

# The pseudo language's tour runs in the quick test run: its messages are longer
# than any language's and it alone sees untranslated, glued or cut text. The
# tours in the real languages repeat it with shorter words and are in the slow group.
LANGUAGES = [pytest.param(lang, marks=pytest.mark.slow) for lang in i18n.LANGUAGES] \
    + [i18n.PSEUDO]


@pytest.mark.parametrize("stop", list(STOPS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_text_fits_and_is_translated(stop: str, language: str, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    if stop in ("essentia", "symbol"):
        # their demos' computer thinks at the quick level (the normal one's search
        # was most of the time these tours took): its moves are not what is looked at
        monkeypatch.setattr(demo, "LEVEL", "easy")
    audit = Audit()
    found: dict[str, list[str]] = {}
    with audit.installed(monkeypatch):
        for moment, app in STOPS[stop](tmp_path, language):
            audit.watch(app)
            problems = audit.frame(app)
            if problems:
                found[moment] = [str(p) for p in problems]
    assert not found, "\n".join(f"{m}:\n  " + "\n  ".join(ps) for m, ps in found.items())
