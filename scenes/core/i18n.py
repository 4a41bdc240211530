"""The language the screens speak: gettext catalogs, chosen at run time.

Every user-facing string goes through ``_`` (or ``ngettext`` for counts, or
``N_`` where the string must be written before a language is chosen, such as
a table of names, and is translated where it is shown). The catalogs'
source is ``assets/locale/<lang>/LC_MESSAGES/triptych.po``; the build ships
the compiled ``.mo`` beside it. The game never writes into that folder (it is
read-only in Program Files, a mounted disk image or a system package): run
from source, a ``.po`` is compiled on first use into the user's cache folder,
named by the ``.po``'s hash (a changed ``.po`` is compiled again), written
whole or not at all; a cache that cannot be written leaves it in memory.
Every ``.mo`` is checked before it is trusted (``read_mo``), and a language
whose catalog cannot be used is spoken in English, with one line saying so
(``trouble``), never a crash.

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
import hashlib
import io
import locale
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar, cast

import platformdirs
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
_trouble: str | None = None     # the language whose catalog could not be used, if any
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


CASES = ("acc", "dat", "gen")
"""The grammatical cases a translation may ask of a name: "gegen {foe:acc}"."""


class Named(str):
    """A name inserted in a sentence, which a translation may ask in a grammatical
    case ({foe:acc}: German declines "Großer Aias" to "den Großen Aias"), or whose
    gender a word agrees with: {hero:o/a} gives the ending before the slash for a
    man, the one after it for a woman ("herid{hero:o/a}": herido, herida). A name
    without case forms stays as it is; ``declined`` gives the forms that differ."""

    feminine = False

    def __format__(self, spec: str) -> str:
        if spec in CASES:
            return self.declined(spec)
        if "/" in spec:
            masculine, feminine = spec.split("/", 1)
            return feminine if self.feminine else masculine
        return super().__format__(spec)

    def declined(self, case: str) -> str:
        return str(self)


def language() -> str:
    return _current


def set_language(lang: str) -> None:
    """Speak ``lang`` from now on (one of LANGUAGES, or PSEUDO). A catalog that
    cannot be used leaves the game in English, and ``trouble`` says so."""
    global _current, _catalog, _trouble
    if lang not in LANGUAGES and lang != PSEUDO:
        raise ValueError(f"unknown language {lang!r}")
    _catalog, problem = gettext.NullTranslations(), None
    if lang not in (SOURCE, PSEUDO):
        _catalog, problem = load_catalog(lang)
    _trouble = lang if problem is not None else None
    if problem is not None and sys.stderr is not None:   # a windowed build has no stderr
        print(f"triptych: the {lang} catalog cannot be used ({problem}); speaking English",
              file=sys.stderr)
    if lang != _current:
        forget_rendered_text()
    _current = lang


CATALOG_TROUBLE = N_("The {language} translation could not be read; the game speaks "
                     "English.")


def trouble() -> str | None:
    """One line for the player when the chosen language's catalog could not be
    used (English is spoken instead), else None."""
    if _trouble is None:
        return None
    # TRANSLATORS: {language} is the language's own name (Español, Deutsch)
    return _(CATALOG_TROUBLE).format(language=NAMES[_trouble])


class CatalogError(ValueError):
    """A compiled catalog that cannot be trusted: short, torn, garbage or stale."""


MO_MAGIC = (b"\xde\x12\x04\x95", b"\x95\x04\x12\xde")   # GNU .mo, either byte order
SOURCE_HASH = "X-Source-Hash"    # the header field naming the .po a .mo was compiled from
MAX_CATALOG_BYTES = 16 << 20    # today's catalogs are about 170 KB
STALE_TEMP_SECONDS = 3600        # a cache temp file this old was left by a killed start
CACHE_ENV = "TRIPTYCH_CACHE_DIR"


def cache_dir() -> Path:
    """The per-user cache folder (catalogs compiled on first run live here, never in
    the install folder, which may be read-only); TRIPTYCH_CACHE_DIR overrides it."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_cache_dir("Triptych", appauthor=False))


def source_hash(po_text: bytes) -> str:
    return hashlib.sha256(po_text).hexdigest()[:16]


def read_mo(data: bytes, lang: str, expected_hash: str | None = None
            ) -> gettext.GNUTranslations:
    """The catalog in ``data``, checked: a GNU .mo that parses whole, of ``lang`` and,
    when ``expected_hash`` is given, compiled from that very .po. CatalogError for
    anything else (a start killed mid-write, a full disk, garbage, an old build)."""
    if len(data) < 28 or data[:4] not in MO_MAGIC:
        raise CatalogError("not a compiled catalog")
    try:
        translations = gettext.GNUTranslations(io.BytesIO(data))
    except Exception as err:     # struct.error, OSError("File is corrupt"), ...: untrusted bytes
        raise CatalogError(f"damaged ({type(err).__name__})") from None
    info = translations.info()
    if info.get("language", lang) != lang:
        raise CatalogError(f"a catalog of {info.get('language')!r}, not {lang!r}")
    if expected_hash is not None and info.get(SOURCE_HASH.lower()) != expected_hash:
        raise CatalogError("compiled from another version of the .po")
    return translations


def load_catalog(lang: str, folder: Path | None = None, cache: Path | None = None
                 ) -> tuple[gettext.NullTranslations, str | None]:
    """The catalog of ``lang`` and, when it could not be used (English is spoken
    then), why. Tried in turn: the ``.mo`` the build shipped beside the ``.po`` (when
    it was compiled from that ``.po``, or there is no ``.po``), the one compiled
    earlier into the cache, then the ``.po`` compiled now and kept in the cache
    (written atomically; in memory only when the cache cannot be written)."""
    base = (folder or locale_dir()) / lang / "LC_MESSAGES"
    po_text = _read(base / f"{DOMAIN}.po")
    digest = source_hash(po_text) if po_text is not None else None
    cached = (cache or cache_dir()) / "locale" / lang / f"{DOMAIN}-{digest}.mo"
    problem = "no catalog"
    for mo in (base / f"{DOMAIN}.mo", cached if digest else None):
        data = _read(mo) if mo is not None else None
        if data is None:
            continue
        try:
            return read_mo(data, lang, digest), None
        except CatalogError as err:
            problem = str(err)
    if po_text is None:
        return gettext.NullTranslations(), problem
    try:
        data = compile_text(po_text, digest)
        translations = read_mo(data, lang, digest)
    except Exception as err:     # whatever polib trips on in a damaged .po: untrusted text
        return gettext.NullTranslations(), f"the .po cannot be compiled ({err})"
    _keep(cached, data)
    return translations, None


def catalog(lang: str, folder: Path | None = None, cache: Path | None = None
            ) -> gettext.NullTranslations:
    """The catalog of ``lang``; English (the source) when it cannot be used, so a
    broken catalog never stops the game (``load_catalog`` also says why)."""
    return load_catalog(lang, folder, cache)[0]


def _read(path: Path) -> bytes | None:
    """The bytes of ``path``; None when it is missing, unreadable or far too large."""
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_CATALOG_BYTES + 1)
    except OSError:
        return None
    return data if len(data) <= MAX_CATALOG_BYTES else None


def write_whole(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all: a temp file beside it, then
    renamed over it, so a start killed mid-write, two starts at once or a full disk
    never leave a torn catalog (OSError when it could not be written)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{DOMAIN}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _keep(path: Path, data: bytes) -> bool:
    """Keep a catalog compiled at run time in the cache, and tidy the cache; False
    when the cache cannot be written (read-only, full): it lives in memory then."""
    try:
        write_whole(path, data)
    except OSError:
        return False
    _tidy_cache(path.parent, keep=path)
    return True


def _tidy_cache(folder: Path, keep: Path) -> None:
    """Remove the catalogs of other .po versions and temp files a killed start left
    (old ones only: another start may be writing a young one right now)."""
    try:
        entries = list(folder.iterdir())
    except OSError:
        return
    for entry in entries:
        try:
            if entry.name.endswith(".mo") and entry != keep:
                entry.unlink()
            elif entry.name.startswith(f".{DOMAIN}-") and entry.name.endswith(".tmp") \
                    and time.time() - entry.stat().st_mtime > STALE_TEMP_SECONDS:
                entry.unlink()
        except OSError:
            pass


def compile_text(po_text: bytes, digest: str | None = None) -> bytes:
    """Compile the text of a ``.po`` file; fuzzy and obsolete entries are left out
    (they show in English), as msgfmt does. The result names its source's hash."""
    text = po_text.decode("utf-8")
    if "\n" not in text:            # polib would take a one-line text for a file name
        raise CatalogError("not a .po file")
    entries = polib.pofile(text, encoding="utf-8")
    for entry in list(entries):
        if entry.obsolete or "fuzzy" in entry.flags:
            entries.remove(entry)
    entries.metadata[SOURCE_HASH] = digest or source_hash(po_text)
    return bytes(entries.to_binary())


def compile_po(po: Path) -> bytes:
    """Compile one ``.po`` file (see ``compile_text``)."""
    return compile_text(po.read_bytes())


def compile_all(folder: Path | None = None) -> list[Path]:
    """Write every language's ``.mo`` beside its ``.po``: the build calls this
    before bundling (never the game itself: an install folder may be read-only)."""
    written = []
    for lang in LANGUAGES:
        base = (folder or locale_dir()) / lang / "LC_MESSAGES"
        po = base / f"{DOMAIN}.po"
        if po.exists():
            mo = base / f"{DOMAIN}.mo"
            write_whole(mo, compile_po(po))
            written.append(mo)
    return written


def system_language(environ: dict[str, str] | None = None,
                    preferred: Sequence[str] | None = None,
                    platform: str | None = None) -> str:
    """The player's system language when we speak it, else English.

    On macOS and Windows the system's preferred languages come first (System
    Settings' language list, Windows' display languages: what SDL reads, as
    ``preferred_locales``), as a program started from the Finder or the Start
    menu has no LANG, and a terminal's LANG may not be the system's choice. Then,
    and first on Linux, the gettext variables (LANGUAGE may list several, in
    order), then the C library's locale (on Windows a name such as
    ``Spanish_Spain``). Given ``environ``, only it and ``preferred`` are read.
    """
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if preferred is None:
        preferred = preferred_locales() if environ is None else []
    from_env: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            from_env.extend(value.split(":"))
            break
    if environ is None:
        try:
            name = locale.getlocale()[0]
        except ValueError:
            name = None
        if name:
            from_env.append(name)
    if system in ("darwin", "win32"):
        candidates = [*preferred, *from_env]
    else:
        candidates = [*from_env, *preferred]
    for name in candidates:
        lang = _language_of(name)
        if lang:
            return lang
    return SOURCE


def preferred_locales() -> list[str]:
    """The system's preferred locales, best first (``de_DE``, ``es``), as SDL reads
    them (pygame-ce's ``get_pref_locales``); none when they cannot be had."""
    try:
        import pygame.system

        found = pygame.system.get_pref_locales()
    except Exception:       # an older pygame, or SDL could not ask the system
        return []
    out = []
    for item in found:
        lang, country = item.get("language"), item.get("country")
        if isinstance(lang, str) and lang:
            out.append(f"{lang}_{country}" if isinstance(country, str) and country else lang)
    return out


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
