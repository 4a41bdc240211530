"""Essentia's set-up lesson on the set-up screen: each mode asks for one
action, a wrong tile is refused with its reason, the instant deal waits for
the player, and the lesson never hands the board over to play or saves it."""

from __future__ import annotations

import pygame

from scenes.essentia.setup_lesson import SETUP_CARD, SetupLessonScreen
from scenes.lessons.course import load_course
from tests.support import DT, click, key
from tests.support.lessons import open_lesson, play, settle


def _open(tmp_path):
    course = load_course("essentia")
    app = open_lesson(tmp_path, "essentia", course.index_of("setup"))
    lesson = app.top
    assert isinstance(lesson.screen, SetupLessonScreen)
    assert lesson.card == SETUP_CARD
    return app, lesson


def test_the_instant_deal_waits_for_the_player(tmp_path):
    app, lesson = _open(tmp_path)
    before = lesson.screen.state.to_text()
    for _ in range(120):                      # two seconds: a real set-up would have dealt
        app.step(DT)
    assert lesson.screen.state.to_text() == before and not lesson.solved
    key(app, pygame.K_RETURN)                 # Enter deals
    settle(app, 60.0)
    assert lesson.solved and lesson.feedback == lesson.step.praise
    assert lesson.screen.state.phase != "setup"
    assert app.top is lesson                  # not handed over to the play screen


def test_a_click_on_the_deck_deals(tmp_path):
    app, lesson = _open(tmp_path)
    deck = lesson.screen.deck
    assert not lesson.card.colliderect(deck)          # the deck is in view, beside the task
    click(app, deck.center)
    settle(app, 60.0)
    assert lesson.solved and lesson.screen.state.phase != "setup"


def test_a_wrong_tile_is_refused_with_its_reason(tmp_path):
    app, lesson = _open(tmp_path)
    for _ in range(2):                        # the deal, then a hidden tile
        play(app, "essentia", lesson.step.accept[0])
        settle(app, 60.0)
        key(app, pygame.K_RETURN)
    assert lesson.screen.mode == "strategic"
    before = lesson.screen.state.to_text()
    play(app, "essentia", "T@d3")             # a plateau where the forest is asked for
    settle(app)
    assert lesson.tone == "wrong" and lesson.feedback == lesson.step.reasons["T@d3"]
    assert lesson.screen.state.to_text() == before and lesson.tries == 1
    play(app, "essentia", "F@d3")
    settle(app)
    assert lesson.solved and not lesson.screen.can_undo()   # the lesson's tile stays
    assert not (tmp_path / "saves").exists()
