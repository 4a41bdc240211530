"""Every step of every lesson, as the player sees it, passes the screen audit in
English, Spanish and German: the task as it opens and the board once it is done,
with no text under 12 px, cut, off the screen, run into other text or partly
hidden under a button (tests/support/text_audit.py)."""

from __future__ import annotations

import pygame
import pytest

from scenes.core import i18n
from scenes.core.app import App
from scenes.lessons.course import course_path, load_course
from tests.support import key
from tests.support.lessons import open_lesson, play, settle
from tests.support.text_audit import Audit

GAMES = [g for g in ("essentia", "symbol", "troy") if course_path(g).exists()]
# English in the quick run; the other languages, longer words, in the slow group
LANGUAGES = ["en", *(pytest.param(lang, marks=pytest.mark.slow)
                     for lang in i18n.LANGUAGES if lang != "en")]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_step_passes_the_screen_audit(tmp_path, monkeypatch, game: str,
                                                   language: str) -> None:
    audit = Audit(hidden=True)
    found: dict[str, list[str]] = {}

    def look(app: App, where: str) -> None:
        audit.watch(app)
        problems = audit.frame(app)
        if problems:
            found[where] = [str(p) for p in problems]

    with audit.installed(monkeypatch):
        for index, lesson_data in enumerate(load_course(game).lessons):
            folder = tmp_path / str(index)
            folder.mkdir()
            app = open_lesson(folder, game, index, language)
            lesson = app.top
            where = f"lesson {index + 1} ({lesson_data.id})"
            while not lesson.finished:
                settle(app, 60.0)
                n = lesson.step_no
                look(app, f"{where}, step {n + 1}, the task")
                if not lesson.step.watch and not lesson.solved:
                    play(app, game, lesson.step.accept[0])
                settle(app, 60.0)
                look(app, f"{where}, step {n + 1}, done")
                key(app, pygame.K_RETURN)
            app.close()
    assert not found, "\n".join(f"{m}:\n  " + "\n  ".join(ps) for m, ps in found.items())
