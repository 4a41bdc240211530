"""The language machinery: choosing, compiling and falling back safely."""

from __future__ import annotations

import errno
import os
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.core import i18n
from scenes.core.app import App
from scenes.core.i18n import _, ngettext

ROOT = Path(__file__).resolve().parents[3]

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


def cached(cache: Path, lang: str = "es") -> list[Path]:
    """Every file in ``lang``'s cache folder (temp files included)."""
    folder = cache / "locale" / lang
    return sorted(folder.iterdir()) if folder.exists() else []


def test_a_catalog_is_compiled_from_its_po_without_a_manual_step(tmp_path: Path) -> None:
    folder, cache = catalog_folder(tmp_path / "install"), tmp_path / "cache"
    cat, problem = i18n.load_catalog("es", folder, cache)
    assert problem is None and cat.gettext("Back") == "Volver"
    assert cat.gettext("Open") == "Open"            # fuzzy: shown in English, as msgfmt does
    assert cat.ngettext("{n} turn", "{n} turns", 1) == "{n} turno"
    assert cat.ngettext("{n} turn", "{n} turns", 5) == "{n} turnos"
    [mo] = cached(cache)                            # kept in the cache, named by the .po
    assert mo.suffix == ".mo" and i18n.read_mo(mo.read_bytes(), "es").gettext("Back") == "Volver"


def test_the_install_folder_is_never_written(tmp_path: Path) -> None:
    folder = catalog_folder(tmp_path / "install")
    before = sorted(folder.rglob("*"))
    for _time in range(2):
        assert i18n.catalog("es", folder, tmp_path / "cache").gettext("Back") == "Volver"
    assert sorted(folder.rglob("*")) == before


def test_a_changed_po_is_compiled_again(tmp_path: Path) -> None:
    folder, cache = catalog_folder(tmp_path / "install"), tmp_path / "cache"
    i18n.catalog("es", folder, cache)
    po = folder / "es" / "LC_MESSAGES" / "triptych.po"
    po.write_text(PO.replace("Volver", "Atrás"), encoding="utf-8")
    assert i18n.catalog("es", folder, cache).gettext("Back") == "Atrás"
    assert len(cached(cache)) == 1                  # the old version's catalog is gone


def test_the_shipped_catalog_is_used_and_a_stale_one_is_not(tmp_path: Path) -> None:
    folder, cache = catalog_folder(tmp_path / "install"), tmp_path / "cache"
    base = folder / "es" / "LC_MESSAGES"
    i18n.compile_all(folder)                        # what the build does
    assert i18n.catalog("es", folder, cache).gettext("Back") == "Volver"
    assert cached(cache) == []                      # nothing to compile at run time
    (base / "triptych.po").write_text(PO.replace("Volver", "Atrás"), encoding="utf-8")
    assert i18n.catalog("es", folder, cache).gettext("Back") == "Atrás"   # a newer .po wins
    (base / "triptych.po").unlink()                 # a bundle: the .mo alone
    assert i18n.catalog("es", folder, cache).gettext("Back") == "Volver"


def good_mo() -> bytes:
    return i18n.compile_text(PO.encode())


TORN = {
    "empty": lambda mo: b"",
    "ten bytes": lambda mo: mo[:10],
    "header only": lambda mo: mo[:28],
    "cut in the tables": lambda mo: mo[:40],
    "cut in the texts": lambda mo: mo[: len(mo) // 2],
    "last byte missing": lambda mo: mo[:-1],
    "garbage": lambda mo: bytes(range(256)) * 4,
    "garbage after the magic": lambda mo: mo[:4] + b"\xff" * 200,
    "offsets past the end": lambda mo: mo[:12] + b"\xff\xff\xff\x7f" * 2 + mo[20:],
    "another language": lambda mo: i18n.compile_text(PO.replace(
        '"Content-Type', '"Language: de\\n"\n"Content-Type').encode()),
}


@pytest.mark.parametrize("damage", list(TORN))
def test_a_torn_or_garbage_mo_is_never_trusted(tmp_path: Path, damage: str) -> None:
    """A short, torn or garbage .mo is detected, whatever byte it ends at: a
    shipped one alone (no .po) means English and a reason, never struct.error;
    a cached one is compiled again from the .po and replaced whole."""
    torn = TORN[damage](good_mo())
    with pytest.raises(i18n.CatalogError):
        i18n.read_mo(torn, "es")
    folder, cache = catalog_folder(tmp_path / "install"), tmp_path / "cache"
    base = folder / "es" / "LC_MESSAGES"
    (base / "triptych.mo").write_bytes(torn)
    (base / "triptych.po").unlink()
    cat, problem = i18n.load_catalog("es", folder, cache)
    assert cat.gettext("Back") == "Back" and problem

    catalog_folder(tmp_path / "source")
    i18n.load_catalog("es", tmp_path / "source", cache)
    [mo] = cached(cache)
    mo.write_bytes(torn)                            # as a kill or a full disk once left it
    cat, problem = i18n.load_catalog("es", tmp_path / "source", cache)
    assert problem is None and cat.gettext("Back") == "Volver"
    assert i18n.read_mo(mo.read_bytes(), "es").gettext("Back") == "Volver"


def test_every_truncation_of_a_real_catalog_is_detected() -> None:
    mo = (ROOT / "assets" / "locale" / "de" / "LC_MESSAGES" / "triptych.po").read_bytes()
    data = i18n.compile_text(mo)
    for end in [*range(0, 400), *range(400, len(data), 997), len(data) - 1]:
        with pytest.raises(i18n.CatalogError):
            i18n.read_mo(data[:end], "de")
    assert i18n.read_mo(data, "de").gettext("Back") == "Zurück"


def test_two_starts_at_once_both_speak_and_leave_one_whole_catalog(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The second start runs its whole load while the first is between writing its
    temp file and renaming it: each writes its own temp file, and whichever rename
    comes last, the catalog in the cache is whole."""
    folder, cache = catalog_folder(tmp_path / "install"), tmp_path / "cache"
    plain_replace = os.replace
    other: list[tuple] = []

    def replace(src, dst) -> None:
        if not other:
            other.append(())
            other[0] = i18n.load_catalog("es", folder, cache)    # the other start, whole
        plain_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    cat, problem = i18n.load_catalog("es", folder, cache)
    assert problem is None and cat.gettext("Back") == "Volver"
    assert other[0][1] is None and other[0][0].gettext("Back") == "Volver"
    [mo] = cached(cache)                            # no temp file left behind
    assert i18n.read_mo(mo.read_bytes(), "es").gettext("Back") == "Volver"


def test_a_start_killed_mid_compile_leaves_nothing_the_next_start_trusts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder, cache = catalog_folder(tmp_path / "install"), tmp_path / "cache"
    plain_fsync = os.fsync

    def killed(fd: int) -> None:
        raise KeyboardInterrupt      # the start dies with the catalog in its temp file

    monkeypatch.setattr(os, "fsync", killed)
    with pytest.raises(KeyboardInterrupt):
        i18n.load_catalog("es", folder, cache)
    assert cached(cache) == []                      # its temp file went with it
    monkeypatch.setattr(os, "fsync", plain_fsync)
    # a hard kill (no clean-up at all) leaves a temp file: never read, and removed
    # once it is old enough that no start can still be writing it
    (cache / "locale" / "es").mkdir(parents=True, exist_ok=True)
    young = cache / "locale" / "es" / ".triptych-young.tmp"
    old = cache / "locale" / "es" / ".triptych-killed.tmp"
    for temp in (young, old):
        temp.write_bytes(good_mo()[:100])
    os.utime(old, (1, 1))
    cat, problem = i18n.load_catalog("es", folder, cache)
    assert problem is None and cat.gettext("Back") == "Volver"
    assert young.exists() and not old.exists()


@pytest.mark.parametrize("failure", ["full disk", "read-only disk", "no folder"])
def test_a_cache_that_cannot_be_written_compiles_in_memory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: str) -> None:
    folder, cache = catalog_folder(tmp_path / "install"), tmp_path / "cache"
    if failure == "full disk":
        def full(fd: int) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")
        monkeypatch.setattr(os, "fsync", full)
    elif failure == "read-only disk":
        def read_only(*args, **kw):
            raise OSError(errno.EROFS, "Read-only file system")
        monkeypatch.setattr(tempfile, "mkstemp", read_only)
    else:
        cache.write_text("a file where the cache folder should be")
    for _start in range(2):
        cat, problem = i18n.load_catalog("es", folder, cache)
        assert problem is None and cat.gettext("Back") == "Volver"
    assert cached(cache) == []                      # and no temp file is left


@pytest.mark.parametrize("damage", ["not a catalog at all \x00\xff", 'msgid "x"\nmsgstr',
                                    "\udcff"])
def test_a_damaged_po_falls_back_to_english_and_says_so(tmp_path: Path, damage: str) -> None:
    folder = tmp_path / "install"
    catalog_folder(folder, "")
    (folder / "es" / "LC_MESSAGES" / "triptych.po").write_bytes(
        damage.encode("utf-8", "surrogateescape"))
    cat, problem = i18n.load_catalog("es", folder, tmp_path / "cache")
    assert cat.gettext("Back") == "Back" and problem


def test_a_missing_catalog_falls_back_to_english(tmp_path: Path) -> None:
    cat, problem = i18n.load_catalog("de", tmp_path, tmp_path / "cache")
    assert cat.gettext("Back") == "Back" and problem


def test_the_player_is_told_once_in_english_when_a_catalog_cannot_be_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = catalog_folder(tmp_path / "install")
    (folder / "es" / "LC_MESSAGES" / "triptych.po").unlink()
    (folder / "es" / "LC_MESSAGES" / "triptych.mo").write_bytes(good_mo()[:30])
    monkeypatch.setattr(i18n, "locale_dir", lambda: folder)
    app = App(seed=1, settings_path=tmp_path / "settings.json", audio=False, language="es")
    try:
        assert i18n.language() == "es" and _("Back") == "Back"
        assert app.banner == "The Español translation could not be read; the game speaks " \
            "English." and app.banner_time > 0 and app.banner_problem
        app.set_language("en")
        assert i18n.trouble() is None and _("Back") == "Back"
        app.banner_time = 0
        app.set_language("es")                        # chosen in Settings: told again
        assert app.banner.startswith("The Español translation") and app.banner_time > 0
    finally:
        app.close()


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


@pytest.mark.parametrize(("platform", "preferred", "env", "expected"), [
    ("darwin", ["de_DE", "en_US"], {}, "de"),                   # started from the Finder
    ("darwin", ["de_DE"], {"LANG": "en_US.UTF-8"}, "de"),       # a terminal's LANG is not it
    ("win32", ["fr_FR", "es_ES"], {}, "es"),                    # the first one we speak
    ("win32", ["fr_FR"], {"LANG": "Spanish_Spain.1252"}, "es"),  # none: then the variables
    ("win32", [], {}, "en"),
    ("linux", ["de_DE"], {"LANGUAGE": "es_ES:de"}, "es"),       # LANGUAGE still rules Linux
    ("linux", ["de_DE"], {"LANG": "fr_FR.UTF-8"}, "de"),
    ("linux", [], {"LANG": "de_AT.UTF-8"}, "de"),
])
def test_macos_and_windows_follow_the_systems_preferred_languages(
        platform: str, preferred: list[str], env: dict[str, str], expected: str) -> None:
    assert i18n.system_language(env, preferred, platform) == expected


def test_the_preferred_languages_come_from_sdl(monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame.system

    monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: [
        {"language": "de", "country": "CH"}, {"language": "es", "country": None},
        {"language": None, "country": "XX"}])
    assert i18n.preferred_locales() == ["de_CH", "es"]
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)
    assert i18n.system_language() == "de"

    def broken() -> list:
        raise pygame.error("no locale")

    monkeypatch.setattr(pygame.system, "get_pref_locales", broken)
    assert i18n.preferred_locales() == []
    assert i18n.system_language() == "en"


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


@settings(max_examples=150, deadline=None, derandomize=True, database=None)
@given(st.binary(max_size=400), st.booleans())
def test_no_catalog_bytes_stop_the_game(raw: bytes, with_magic: bool) -> None:
    """Whatever bytes a .mo holds, it is trusted or refused with CatalogError;
    whatever a .po holds, English and a reason at worst."""
    data = (good_mo()[:4] + raw) if with_magic else raw
    try:
        cat = i18n.read_mo(data, "es")
    except i18n.CatalogError:
        pass
    else:
        assert isinstance(cat.gettext("Back"), str)
    whole = good_mo()
    cut = whole[: min(len(raw), len(whole) - 1)]           # any cut of a real one
    with pytest.raises(i18n.CatalogError):
        i18n.read_mo(cut, "es")


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(st.one_of(st.binary(max_size=300),
                 st.integers(0, len(PO)).map(lambda n: PO[:n].encode()),
                 st.text(alphabet='msgid "\\\n#,:{}[]0123abc', max_size=200).map(str.encode)))
def test_no_po_text_stops_the_game(tmp_path_factory: pytest.TempPathFactory, raw: bytes) -> None:
    folder = tmp_path_factory.mktemp("install")
    catalog_folder(folder, "")
    (folder / "es" / "LC_MESSAGES" / "triptych.po").write_bytes(raw)
    cat, problem = i18n.load_catalog("es", folder, tmp_path_factory.mktemp("cache"))
    assert isinstance(cat.gettext("Back"), str) and (problem is None or problem)
