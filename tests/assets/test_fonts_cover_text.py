"""The bundled fonts draw every character the game can show, in every language
(ñ, á, ü, ß, ¿, ¡, the dashes and quotes): no missing-glyph boxes."""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pygame.freetype
import pytest

from scenes.core import theme

ROOT = Path(__file__).resolve().parents[2]
TEXT_KINDS = ("ui", "ui-semibold", "ui-bold", "title", "title-bold")


def shown_characters() -> set[str]:
    """Every character of the catalogs, the rules texts, the lessons and the
    strings in the screens' code."""
    chars: set[str] = set()
    for po in (ROOT / "assets" / "locale").rglob("*.po"):
        for entry in polib.pofile(str(po)):
            chars |= set(entry.msgid) | set(entry.msgstr)
            for form in entry.msgstr_plural.values():
                chars |= set(form)
    for folder in ("rules", "lessons"):
        for path in (ROOT / "assets" / folder).rglob("*"):
            if path.suffix in (".md", ".json", ".toml", ".txt"):
                chars |= set(path.read_text(encoding="utf-8"))
    for path in (ROOT / "scenes").rglob("*.py"):
        for literal in re.findall(r'"([^"\n]*)"', path.read_text(encoding="utf-8")):
            chars |= set(literal)
    return {ch for ch in chars if ch.isprintable() and not ch.isspace()}


@pytest.mark.parametrize("kind", TEXT_KINDS)
def test_every_text_font_draws_every_character(kind: str) -> None:
    pygame.freetype.init()
    path = ROOT / "assets" / "fonts" / theme.FONT_FILES[kind]
    font = pygame.freetype.Font(str(path), 20)
    missing = sorted(ch for ch in shown_characters() if font.get_metrics(ch)[0] is None)
    assert not missing, f"{theme.FONT_FILES[kind]} cannot draw {''.join(missing)!r}"


def test_accented_letters_are_really_checked() -> None:
    assert {"ñ", "á", "ü", "ß"} <= shown_characters()
