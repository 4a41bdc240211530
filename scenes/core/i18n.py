"""The language the screens speak: gettext catalogs, chosen at run time.

Every user-facing string goes through ``_`` (or ``ngettext`` for counts, or
``N_`` where the string must be written before a language is chosen, such as
a table of names, and is translated where it is shown). The catalogs'
source is ``assets/locale/<lang>/LC_MESSAGES/triptych.po``; the compiled
``.mo`` beside it is made by the build, and from source on first use (and
whenever the ``.po`` is newer), so a fresh checkout speaks every language
without a manual step. When that folder is read-only the catalog is compiled
in memory instead.

Switching language swaps one module-level catalog, so ``_`` answers in the
new language at once; screens that keep translated text (labels built once)
rebuild it in ``Scene.language_changed``.

``pseudo`` is a language for tests: each message comes back accented, two
fifths longer, and bracketed with ``« »``, so a test can see text that
escaped translation (no brackets), text glued from fragments (brackets in
the middle) and text too long for its box.
"""

from __future__ import annotations

import functools
import gettext
import io
import locale
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import polib

from scenes.core.resources import resource_path

DOMAIN = "triptych"
LANGUAGES = ("en", "es", "de")
"""Languages a player may choose, in the order the settings list them."""
NAMES = {"en": "English", "es": "Español", "de": "Deutsch"}
"""Each language's own name (never translated: a player must find theirs)."""
PSEUDO = "pseudo"
SOURCE = "en"

_current = SOURCE
_catalog: gettext.NullTranslations = gettext.NullTranslations()
_forgetters: list[Callable[[], None]] = []

F = TypeVar("F", bound=Callable[..., Any])


def keeps_text(fn: F) -> F:
    """Cache ``fn`` (a picture with words on it: a card, a label) and forget what it
    kept when the language changes, so no word is left in the old language."""
    cached = functools.cache(fn)
    _forgetters.append(cached.cache_clear)
    return cast(F, cached)


def forget_rendered_text() -> None:
    for forget in _forgetters:
        forget()


def locale_dir() -> Path:
    return resource_path("assets", "locale")


def N_(message: str) -> str:
    """Mark ``message`` for the catalog without translating it yet."""
    return message


def _(message: str) -> str:
    """``message`` in the current language."""
    if _current == PSEUDO:
        return pseudo(message)
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message that the current language uses for ``n``."""
    if _current == PSEUDO:
        return pseudo(singular if n == 1 else plural)
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same English word
    used elsewhere by ``context`` (a noun and a verb, say)."""
    if _current == PSEUDO:
        return pseudo(message)
    return _catalog.pgettext(context, message)


def language() -> str:
    return _current


def set_language(lang: str) -> None:
    """Speak ``lang`` from now on (one of LANGUAGES, or PSEUDO)."""
    global _current, _catalog
    if lang not in LANGUAGES and lang != PSEUDO:
        raise ValueError(f"unknown language {lang!r}")
    _catalog = catalog(lang) if lang not in (SOURCE, PSEUDO) else gettext.NullTranslations()
    if lang != _current:
        forget_rendered_text()
    _current = lang


def catalog(lang: str, folder: Path | None = None) -> gettext.NullTranslations:
    """The compiled catalog of ``lang``; English (the source) when it is missing
    or cannot be read, so a broken catalog never stops the game."""
    folder = (folder or locale_dir()) / lang / "LC_MESSAGES"
    try:
        data = compiled(folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo")
        return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, ValueError, UnicodeError):
        return gettext.NullTranslations()


def compiled(po: Path, mo: Path) -> bytes:
    """The ``.mo`` bytes for ``po``: the file on disk when it is up to date, else
    compiled now (and written beside it when the folder allows)."""
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        return mo.read_bytes()
    data = compile_po(po)
    try:
        mo.write_bytes(data)
    except OSError:
        pass        # a read-only install: the catalog lives in memory this run
    return data


def compile_po(po: Path) -> bytes:
    """Compile one ``.po`` file; fuzzy and empty entries are left out (they
    show in English), as msgfmt does."""
    entries = polib.pofile(str(po))
    for entry in list(entries):
        if entry.obsolete or "fuzzy" in entry.flags:
            entries.remove(entry)
    return bytes(entries.to_binary())


def compile_all(folder: Path | None = None) -> list[Path]:
    """Write every language's ``.mo`` (the build calls this before bundling)."""
    written = []
    for lang in LANGUAGES:
        base = (folder or locale_dir()) / lang / "LC_MESSAGES"
        po = base / f"{DOMAIN}.po"
        if po.exists():
            mo = base / f"{DOMAIN}.mo"
            mo.write_bytes(compile_po(po))
            written.append(mo)
    return written


def system_language(environ: dict[str, str] | None = None) -> str:
    """The player's system language when we speak it, else English.

    The gettext variables first (LANGUAGE may list several, in order), then
    the C library's locale (on Windows a name such as ``Spanish_Spain``).
    """
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            candidates.extend(value.split(":"))
            break
    if environ is None:
        try:
            name = locale.getlocale()[0]
        except ValueError:
            name = None
        if name:
            candidates.append(name)
    for name in candidates:
        lang = _language_of(name)
        if lang:
            return lang
    return SOURCE


_WINDOWS_NAMES = {"english": "en", "spanish": "es", "german": "de"}


def _language_of(name: str) -> str | None:
    head = re.split(r"[_.@-]", name.strip(), maxsplit=1)[0].lower()
    if head in LANGUAGES:
        return head
    return _WINDOWS_NAMES.get(head)


# -- the test language --------------------------------------------------------
_ACCENTS = str.maketrans("aceinouyACEINOUY", "àçéîñöûýÀÇÉÎÑÖÛÝ")
_FIELD = re.compile(r"(\{[^{}]*\}|%\(?\w*\)?[sd])")


def pseudo(message: str) -> str:
    """``message`` accented, two fifths longer and bracketed; placeholders kept."""
    parts = _FIELD.split(message)
    out = "".join(p if i % 2 else p.translate(_ACCENTS) for i, p in enumerate(parts))
    letters = sum(ch.isalpha() for i, p in enumerate(parts) if not i % 2 for ch in p)
    tildes = max(2, (2 * letters + 4) // 5)          # German runs about a third longer
    # in words of up to six, as a longer language adds words a line can wrap at
    pad = " ".join("~" * min(6, tildes - i) for i in range(0, tildes, 6))
    return f"«{out}{pad}»"
