"""Every shipped lesson, played headless through its screen with the mouse."""

from __future__ import annotations

import pygame
import pytest

from scenes.core import i18n
from scenes.lessons.course import NOT_THIS, course_path, load_course
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
    seen = []
    while not lesson.finished:
        settle(app, 60.0)                # a step may open on a die being thrown
        n, step = lesson.step_no, lesson.step
        seen.append(n)
        if not step.watch:               # a watch step opens by itself, its story told
            play(app, game, step.accept[0])
        settle(app, 60.0)
        assert lesson.ready, f"step {n + 1}: {lesson.feedback}"
        if not step.watch:
            assert lesson.feedback == step.praise
        assert lesson.tries == 0
        seen.append(lesson.step_no)
        if lesson.step_no == n and not lesson.finished:
            key(app, pygame.K_RETURN)    # Enter: the next step (a game that ended: done)
    assert set(seen) == set(range(len(lesson.lesson.steps)))
    assert lesson.finished
    assert Progress.of(app).is_done(game, lesson.lesson.id)


def _wrong(step, state) -> str | None:
    """A move the step does not ask for: a named one, else the first other legal one."""
    if step.reasons:
        return next(iter(step.reasons))
    texts = (state.action_text(a) for a in state.legal_actions())
    return next((m for m in texts if not step.accepts(m, state)), None)


@pytest.mark.parametrize(("game", "index"), CASES)
def test_every_lesson_refuses_a_wrong_move_with_its_reason(tmp_path, game, index):
    """Each step that asks for a move refuses another with a reason, leaves the
    board as it was, and then takes the right one."""
    app = open_lesson(tmp_path, game, index)
    lesson = app.top
    settle(app, 60.0)
    refused = 0
    while not lesson.finished:
        settle(app, 60.0)                # a step may open on a die being thrown
        step = lesson.step
        if not step.watch and not lesson.solved:
            state = lesson.screen.state
            wrong = _wrong(step, state)
            if wrong is not None:
                before = state.to_text()
                play(app, game, wrong)
                settle(app)
                assert not lesson.solved and lesson.tone == "wrong", wrong
                assert lesson.feedback == step.reason(wrong), wrong
                if game == "troy":            # every Trojan War decision says why
                    assert lesson.feedback != NOT_THIS, wrong
                assert lesson.screen.state.to_text() == before
                refused += 1
            play(app, game, step.accept[0])
        settle(app, 60.0)
        key(app, pygame.K_RETURN)
    # a lesson whose position allows only the moves asked (Symbol's detonations, its
    # leader anywhere on its land) has nothing to refuse; every other lesson refused
    # something
    assert refused >= 1 or (game, lesson.lesson.id) in {("symbol", "death"),
                                                         ("symbol", "first"),
                                                         ("symbol", "draws")}


# The test language runs two fifths longer than English, and Essentia's cards have
# that room; Symbol's card (over the panel, beside the board) and the Trojan War's
# longest reason fit English, Spanish and German with a line to spare, not more.
FIT_CASES = [(game, i, lang) for game, i in CASES for lang in (*i18n.LANGUAGES, i18n.PSEUDO)
             if lang != i18n.PSEUDO or game == "essentia"]


@pytest.mark.parametrize(("game", "index", "lang"), FIT_CASES)
def test_every_step_fits_its_card(tmp_path, game, index, lang):
    """Each step's words, with its praise or its reason, clear the card's buttons,
    in every language."""
    app = open_lesson(tmp_path, game, index, lang)
    lesson = app.top
    for n, step in enumerate(lesson.lesson.steps):
        lesson.step_no = n
        for said, tone in [("", "task"), (step.praise, "right"),
                           *[(why, "wrong") for why in (*step.reasons.values(), step.otherwise)]]:
            lesson.feedback, lesson.tone = said, tone
            lesson._layout()
            assert lesson.fits, f"step {n + 1} ({tone}) overflows its card"
