"""The Spanish and German catalogs: complete, current and well formed.

The same checks as ``msgfmt --check --statistics`` and a little more: every
message the code marks is in each catalog and translated (no fuzzy entry),
each translation keeps its placeholders, and the plural forms are the
language's own.
"""

from __future__ import annotations

import string
from pathlib import Path

import polib
import pytest
from babel.messages.extract import extract, extract_from_dir

from scenes.core import i18n
from tools import i18n as tool

ROOT = Path(__file__).resolve().parents[2]
FOREIGN = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]
PLURALS = {"es": "nplurals=2; plural=(n != 1);", "de": "nplurals=2; plural=(n != 1);"}


def marked() -> set[str]:
    """Every message the code marks for translation, and every lesson text (the
    catalog template's ids)."""
    keywords = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
    found: set[str] = set()
    for source in tool.SOURCES:
        path = ROOT / source
        if path.is_file():
            with path.open("rb") as f:
                items = [(source, *rest) for rest in extract("python", f, keywords=keywords)]
        else:
            items = [(name, lineno, msg, comments, ctx) for name, lineno, msg, comments, ctx
                     in extract_from_dir(path, [("**.py", "python")], keywords=keywords)]
        for _name, _lineno, msg, _comments, ctx in items:
            msgid = msg[0] if isinstance(msg, tuple) else msg
            found.add(f"{ctx}\x04{msgid}" if ctx else msgid)
    return found | set(tool.lesson_messages())


@pytest.fixture(scope="module", params=FOREIGN)
def catalog(request: pytest.FixtureRequest) -> tuple[str, polib.POFile]:
    lang = request.param
    return lang, polib.pofile(str(ROOT / "assets" / "locale" / lang / "LC_MESSAGES"
                                  / f"{i18n.DOMAIN}.po"))


def ids(cat: polib.POFile) -> set[str]:
    return {f"{e.msgctxt}\x04{e.msgid}" if e.msgctxt else e.msgid
            for e in cat if not e.obsolete}


def test_every_marked_message_is_in_the_catalog(catalog: tuple[str, polib.POFile]) -> None:
    lang, cat = catalog
    missing = sorted(marked() - ids(cat))
    assert not missing, f"{lang}: run `python tools/i18n.py extract`, then translate {missing}"


def test_the_catalog_is_complete(catalog: tuple[str, polib.POFile]) -> None:
    lang, cat = catalog
    assert not [e.msgid for e in cat.fuzzy_entries()], f"{lang}: fuzzy entries"
    assert not [e.msgid for e in cat.untranslated_entries()], f"{lang}: untranslated"


def fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text)
            if name is not None}


def test_translations_keep_their_placeholders(catalog: tuple[str, polib.POFile]) -> None:
    lang, cat = catalog
    for entry in cat.translated_entries():
        if entry.msgid_plural:
            for form in entry.msgstr_plural.values():
                assert fields(form) == fields(entry.msgid_plural), (lang, entry.msgid)
        else:
            assert fields(entry.msgstr) == fields(entry.msgid), (lang, entry.msgid)


def test_a_translation_asks_a_name_only_for_a_case_or_a_gender_ending(
        catalog: tuple[str, polib.POFile]) -> None:
    """A format spec in a translation is a case ({foe:acc}) or a gender ending
    ({hero:o/a}) of a name (``i18n.Named``): anything else would not format."""
    lang, cat = catalog
    for entry in cat.translated_entries():
        forms = entry.msgstr_plural.values() if entry.msgid_plural else [entry.msgstr]
        for form in forms:
            for _lit, name, spec, _conv in string.Formatter().parse(form):
                if name is not None and spec:
                    assert spec in i18n.CASES or spec.count("/") == 1, (lang, entry.msgid, spec)


def test_plural_forms_are_the_languages_own(catalog: tuple[str, polib.POFile]) -> None:
    lang, cat = catalog
    assert cat.metadata["Plural-Forms"].replace(" ", "") == PLURALS[lang].replace(" ", "")


def test_the_catalogs_compile(tmp_path: Path) -> None:
    for lang in FOREIGN:
        folder = ROOT / "assets" / "locale" / lang / "LC_MESSAGES"
        data = i18n.compile_po(folder / f"{i18n.DOMAIN}.po")
        (tmp_path / f"{lang}.mo").write_bytes(data)
        assert len(data) > 100
