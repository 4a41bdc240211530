"""The language machinery: choosing, compiling and falling back safely."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scenes.core import i18n
from scenes.core.app import App
from scenes.core.i18n import _, ngettext

PO = """msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "Back"
msgstr "Volver"

#, fuzzy
msgid "Open"
msgstr "Abierto"

msgid "{n} turn"
msgid_plural "{n} turns"
msgstr[0] "{n} turno"
msgstr[1] "{n} turnos"
"""


def catalog_folder(tmp_path: Path, text: str = PO) -> Path:
    folder = tmp_path / "es" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "triptych.po").write_text(text, encoding="utf-8")
    return tmp_path


def test_a_catalog_is_compiled_from_its_po_without_a_manual_step(tmp_path: Path) -> None:
    cat = i18n.catalog("es", catalog_folder(tmp_path))
    assert cat.gettext("Back") == "Volver"
    assert cat.gettext("Open") == "Open"            # fuzzy: shown in English, as msgfmt does
    assert cat.ngettext("{n} turn", "{n} turns", 1) == "{n} turno"
    assert cat.ngettext("{n} turn", "{n} turns", 5) == "{n} turnos"
    assert (tmp_path / "es" / "LC_MESSAGES" / "triptych.mo").exists()


def test_a_po_newer_than_its_mo_is_compiled_again(tmp_path: Path) -> None:
    folder = catalog_folder(tmp_path)
    i18n.catalog("es", folder)
    po = folder / "es" / "LC_MESSAGES" / "triptych.po"
    po.write_text(PO.replace("Volver", "Atrás"), encoding="utf-8")
    mo = po.with_suffix(".mo")
    os.utime(mo, (1, 1))
    assert i18n.catalog("es", folder).gettext("Back") == "Atrás"


def test_a_read_only_catalog_folder_compiles_in_memory(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    folder = catalog_folder(tmp_path)

    def refuse(self: Path, data: bytes) -> int:
        raise PermissionError(13, "Read-only file system", str(self))

    monkeypatch.setattr(Path, "write_bytes", refuse)
    assert i18n.catalog("es", folder).gettext("Back") == "Volver"
    assert not (folder / "es" / "LC_MESSAGES" / "triptych.mo").exists()


@pytest.mark.parametrize("damage", ["not a catalog at all \x00\xff", 'msgid "x"\nmsgstr'])
def test_a_damaged_catalog_falls_back_to_english(tmp_path: Path, damage: str) -> None:
    cat = i18n.catalog("es", catalog_folder(tmp_path, damage))
    assert cat.gettext("Back") == "Back"


def test_a_missing_catalog_falls_back_to_english(tmp_path: Path) -> None:
    assert i18n.catalog("de", tmp_path).gettext("Back") == "Back"


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANGUAGE": "de_DE:en"}, "de"),
    ({"LANG": "es_ES.UTF-8"}, "es"),
    ({"LC_ALL": "es_MX"}, "es"),
    ({"LANGUAGE": "fr_FR:de"}, "de"),            # the first language we speak
    ({"LANG": "Spanish_Spain.1252"}, "es"),      # Windows' way of naming it
    ({"LANG": "fr_FR.UTF-8"}, "en"),             # not spoken: English
    ({}, "en"),
])
def test_the_system_language_is_read_from_the_environment(env: dict[str, str],
                                                          expected: str) -> None:
    assert i18n.system_language(env) == expected


def test_switching_language_answers_at_once() -> None:
    i18n.set_language("de")
    assert _("Back") == "Zurück"
    i18n.set_language("es")
    assert _("Back") == "Volver"
    i18n.set_language("en")
    assert _("Back") == "Back"
    with pytest.raises(ValueError):
        i18n.set_language("xx")


def test_the_pseudo_language_lengthens_and_brackets_but_keeps_placeholders() -> None:
    i18n.set_language(i18n.PSEUDO)
    text = _("Turn {turn} of {total}")
    assert text.startswith("«") and text.endswith("»")
    assert "{turn}" in text and "{total}" in text
    words = text.replace("{turn}", "").replace("{total}", "")
    assert len(words) >= len("Turn  of ") * 1.33
    assert ngettext("{n} duel", "{n} duels", 3).count("{n}") == 1


def test_the_command_line_language_lasts_one_run(tmp_path: Path) -> None:
    app = App(seed=1, settings_path=tmp_path / "settings.json", audio=False, language="de")
    assert i18n.language() == "de" and app.settings.language == "system"
    app.set_volume(0.5)                          # the settings are written...
    again = App(seed=1, settings_path=tmp_path / "settings.json", audio=False)
    assert i18n.language() == "en"               # ...without the one-run language
    assert again.settings.language == "system"
