"""Every shipped lesson, played headless through its screen with the mouse."""

from __future__ import annotations

import pygame
import pytest

from scenes.lessons.course import course_path, load_course
from scenes.lessons.lesson import LessonScene
from scenes.lessons.progress import Progress
from tests.support import key
from tests.support.lessons import open_lesson, play, settle

GAMES = [g for g in ("essentia", "symbol", "troy") if course_path(g).exists()]
CASES = [(game, i) for game in GAMES
         for i in range(len(load_course(game).lessons))]


@pytest.mark.parametrize(("game", "index"), CASES)
def test_every_lesson_completes_with_its_solution(tmp_path, game, index):
    app = open_lesson(tmp_path, game, index)
    lesson = app.top
    assert isinstance(lesson, LessonScene)
    for n, step in enumerate(lesson.lesson.steps):
        assert lesson.step_no == n
        play(app, game, step.accept[0])
        settle(app)
        assert lesson.solved, f"step {n + 1}: {lesson.feedback}"
        assert lesson.feedback == step.praise
        assert lesson.tries == 0
        key(app, pygame.K_RETURN)        # Enter: the next step
    assert lesson.finished
    assert Progress.of(app).is_done(game, lesson.lesson.id)
