"""The translated courses: the same lessons, positions and moves as English, every
text translated, and the notation a text names kept as it is."""

from __future__ import annotations

import json
import re

import pytest

from scenes.core import i18n
from scenes.core.resources import resource_path
from scenes.lessons.course import course_path, load_course
from scenes.lessons.menu import CourseScene
from tests.support import make_app

GAMES = ("essentia", "symbol", "troy")
TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]
TEXTS = ("task", "praise", "otherwise")
# cells (a1, h6), numbers and moves: the same in every language
NOTATION = re.compile(r"-?\b[a-i]?\d+\b|[+-]\d+")


def raw(game: str, lang: str | None = None) -> dict:
    folder = ("assets", "lessons", lang) if lang else ("assets", "lessons")
    return json.loads(resource_path(*folder, f"{game}.json").read_text(encoding="utf-8"))


def notation(text: str) -> list[str]:
    return sorted(NOTATION.findall(text))


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", GAMES)
def test_every_english_step_is_translated_with_the_same_moves(game, lang):
    assert course_path(game, lang).parent.name == lang, f"no {lang} course of {game}"
    english, translated = raw(game), raw(game, lang)
    assert translated["game"] == game and translated["title"] != english["title"]
    assert [lesson["id"] for lesson in translated["lessons"]] == \
        [lesson["id"] for lesson in english["lessons"]]
    for en_lesson, lesson in zip(english["lessons"], translated["lessons"], strict=True):
        where = f"{lang} {game} '{lesson['id']}'"
        assert lesson.keys() == en_lesson.keys(), where
        assert lesson["title"].strip(), where
        assert bool(lesson.get("intro")) == bool(en_lesson.get("intro")), where
        assert len(lesson["steps"]) == len(en_lesson["steps"]), where
        pairs = zip(en_lesson["steps"], lesson["steps"], strict=True)
        for n, (en_step, step) in enumerate(pairs, 1):
            here = f"{where} step {n}"
            assert step.keys() == en_step.keys(), here
            for key in step.keys() - {*TEXTS, "reasons"}:
                assert step[key] == en_step[key], f"{here}: {key} differs from English"
            assert step["task"] != en_step["task"], f"{here}: the task is still English"
            for key in TEXTS:
                if key in step:
                    assert bool(step[key].strip()) == bool(en_step[key]), f"{here}: {key}"
                    assert notation(step[key]) == notation(en_step[key]), f"{here}: {key}"
            reasons, en_reasons = step.get("reasons", {}), en_step.get("reasons", {})
            assert reasons.keys() == en_reasons.keys(), here
            for move, why in reasons.items():
                assert why.strip(), f"{here}: no reason for {move}"
                assert notation(why) == notation(en_reasons[move]), f"{here}: {move}"


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", GAMES)
def test_a_translated_course_passes_the_engine_checks(game, lang):
    course = load_course(game, lang)
    assert [lesson.id for lesson in course.lessons] == \
        [lesson.id for lesson in load_course(game).lessons]


@pytest.mark.parametrize(("lang", "title"), [("es", "Aprende Symbol"), ("de", "Symbol lernen"),
                                             ("en", "Learn Symbol")])
def test_the_course_menu_opens_the_players_language(tmp_path, lang, title):
    app = make_app(tmp_path)
    i18n.set_language(lang)
    menu = CourseScene("symbol")
    app.push(menu)
    assert menu.course is not None and menu.course.title == title
    assert menu.problem is None


def test_the_test_language_lengthens_every_text_and_keeps_the_moves():
    english, pseudo = load_course("troy"), load_course("troy", i18n.PSEUDO)
    for en_lesson, lesson in zip(english.lessons, pseudo.lessons, strict=True):
        assert lesson.title.startswith("«") and len(lesson.title) > len(en_lesson.title)
        for en_step, step in zip(en_lesson.steps, lesson.steps, strict=True):
            assert step.task.startswith("«") and step.accept == en_step.accept
            assert step.position == en_step.position and step.chance == en_step.chance
            assert step.reasons.keys() == en_step.reasons.keys()
            assert bool(step.praise) == bool(en_step.praise)
