"""The courses in Spanish and German: every text of every lesson translated in the
catalogs, with the cells, moves and numbers it names kept as they are, and shown
in the player's language."""

from __future__ import annotations

import re

import polib
import pytest

from scenes.core import i18n
from scenes.core.resources import resource_path
from scenes.lessons.course import course_games, load_course, texts
from scenes.lessons.menu import CourseScene
from tests.support import make_app

TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]
# cells (a1, h6), numbers and signed modifiers (+1, -9): the same in every language
NOTATION = re.compile(r"[+-]?\b[a-i]?\d+\b")


def catalog(lang: str) -> polib.POFile:
    return polib.pofile(str(resource_path("assets", "locale", lang, "LC_MESSAGES",
                                          f"{i18n.DOMAIN}.po")))


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", sorted(course_games()))
def test_every_lesson_text_is_translated_with_its_notation(game, lang):
    cat = catalog(lang)
    for where, text in texts(load_course(game)):
        entry = cat.find(text)
        assert entry is not None, f"{lang} {where}: not in the catalog"
        assert entry.msgstr.strip() and not entry.fuzzy, f"{lang} {where}: not translated"
        assert sorted(NOTATION.findall(entry.msgstr)) == sorted(NOTATION.findall(text)), \
            f"{lang} {where}: the cells, moves or numbers differ from English"


@pytest.mark.parametrize(("lang", "title", "first"), [
    ("es", "Aprende Symbol", "1. La primera jugada: tu líder"),
    ("de", "Symbol lernen", "1. Der erste Zug: dein Anführer"),
    ("en", "Learn Symbol", "1. The first move: your leader")])
def test_the_course_menu_speaks_the_players_language(tmp_path, lang, title, first):
    app = make_app(tmp_path)
    i18n.set_language(lang)
    menu = CourseScene("symbol")
    app.push(menu)
    assert menu.course is not None and i18n._(menu.course.title) == title
    assert menu.items[0].label == first
