"""Keep the translation catalogs in step with the code.

    python tools/i18n.py extract   # code -> assets/locale/triptych.pot -> each .po updated
    python tools/i18n.py compile   # each .po -> .mo (the build runs this)
    python tools/i18n.py stats     # translated / fuzzy / untranslated per language

Extraction is Babel's (it reads Python with the ``_``, ``N_``, ``ngettext``
and ``pgettext`` keywords, plural forms and translator comments); merging a
new template into the ``.po`` files keeps every translation and marks changed
ones fuzzy, so `stats` (and the catalog tests) show what is left to do.

The lessons' texts (assets/lessons/*.json, written in English) join the
template as messages of their own, each with a comment naming its lesson and
step (scenes/lessons/course.py says why the courses are translated this way).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.version import __version__  # noqa: E402
from scenes.core import i18n  # noqa: E402
from scenes.lessons.course import course_games, course_path, load_course, texts  # noqa: E402

LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / f"{i18n.DOMAIN}.pot"
SOURCES = ["main.py", "scenes", "game"]
KEYWORDS = ["_", "N_", "ngettext:1,2", "pgettext:1c,2"]


def babel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], check=True,
                   cwd=ROOT)


def extract() -> None:
    LOCALE.mkdir(parents=True, exist_ok=True)
    keywords = [arg for k in KEYWORDS for arg in ("-k", k)]
    babel("extract", "--no-default-keywords", *keywords, "--add-comments=TRANSLATORS:",
          "--sort-by-file", "--no-wrap", "--project=Triptych", "--copyright-holder=Triptych",
          f"--version={__version__}",
          "-o", str(TEMPLATE.relative_to(ROOT)), *SOURCES)
    add_lessons(TEMPLATE)
    for lang in i18n.LANGUAGES:
        if lang == i18n.SOURCE:
            continue
        po = LOCALE / lang / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
        command = "update" if po.exists() else "init"
        babel(command, "-D", i18n.DOMAIN, "-i", str(TEMPLATE.relative_to(ROOT)),
              "-d", str(LOCALE.relative_to(ROOT)), "-l", lang, "--no-wrap",
              *(["--ignore-obsolete"] if command == "update" else []))
    for path in [TEMPLATE, *LOCALE.glob(f"*/LC_MESSAGES/{i18n.DOMAIN}.po")]:
        undated(path)


def lesson_messages() -> dict[str, list[str]]:
    """Every text of every course, each with where it is shown."""
    found: dict[str, list[str]] = {}
    for game in course_games():
        if course_path(game).exists():
            for where, text in texts(load_course(game)):
                found.setdefault(text, []).append(where)
    return found


def add_lessons(template: Path) -> None:
    """Put the lessons' texts into the extracted template."""
    pot = polib.pofile(str(template), wrapwidth=0)
    for text, places in lesson_messages().items():
        entry = pot.find(text)
        comment = "\n".join(places)
        if entry is None:
            pot.append(polib.POEntry(msgid=text, msgstr="", extracted_comments=comment))
        else:
            entry.comment = "\n".join(filter(None, [entry.comment, comment]))
    pot.save(str(template))


def undated(path: Path) -> None:
    """Drop the header's dates: they would change every file on every run and
    make each branch's catalogs collide for nothing."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    keep = [line for line in lines if not line.startswith(('"POT-Creation-Date:',
                                                          '"PO-Revision-Date:'))]
    path.write_text("".join(keep), encoding="utf-8")


def stats() -> bool:
    complete = True
    for lang in i18n.LANGUAGES:
        po = LOCALE / lang / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
        if not po.exists():
            continue
        cat = polib.pofile(str(po))
        fuzzy, untranslated = len(cat.fuzzy_entries()), len(cat.untranslated_entries())
        complete &= fuzzy == untranslated == 0
        print(f"{lang}: {len(cat.translated_entries())} translated, {fuzzy} fuzzy, "
              f"{untranslated} untranslated")
    return complete


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args == ["extract"]:
        extract()
        return 0 if stats() else 1
    if args == ["compile"]:
        for mo in i18n.compile_all(LOCALE):
            print(mo.relative_to(ROOT))
        return 0
    if args == ["stats"]:
        return 0 if stats() else 1
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
