"""The Trojan War's lessons on its own screen: the heroes may be laid in any
order, the prompt says what happens when the lesson stops at the other side's
turn, the game's own result prompt stays out of a lesson, and a position
loaded after the event die shows that event; every decision refuses a wrong
one with its reason, and a lesson played as the Trojans shows their side."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.troy import data as D
from scenes.core import i18n
from scenes.core.i18n import _
from scenes.lessons.course import load_course, step_state
from scenes.troy.layout import ROSTER
from scenes.troy.words import event_panel_words, event_words
from tests.support import key
from tests.support.lessons import open_lesson, play, play_through, settle

PICKS = ("achilles", "ajax_t", "diomedes", "odysseus")


def test_the_four_heroes_are_accepted_in_any_order(tmp_path):
    for n, order in enumerate(itertools.islice(itertools.permutations(PICKS), 0, 24, 5)):
        app = open_lesson(tmp_path / str(n), "troy", 0)
        lesson = app.top
        settle(app)
        play(app, "troy", "pick:" + ",".join(order))
        settle(app, 60.0)
        assert lesson.solved and lesson.tries == 0, order
        assert lesson.feedback == lesson.step.praise


def test_a_wrong_hero_is_still_refused_with_the_reason(tmp_path):
    app = open_lesson(tmp_path, "troy", 0)
    lesson = app.top
    settle(app)
    before = lesson.screen.state.to_text()
    play(app, "troy", "pick:achilles,ajax_t,diomedes,nestor")
    settle(app)
    assert lesson.tone == "wrong" and lesson.feedback == lesson.step.otherwise
    assert lesson.screen.state.to_text() == before


def test_the_prompt_says_the_lesson_stops_at_the_trojans_turn(tmp_path):
    app = open_lesson(tmp_path, "troy", 0)
    lesson = app.top
    settle(app)
    play(app, "troy", lesson.step.accept[0])
    settle(app, 60.0)
    frame = lesson.screen.frame
    assert "thinking" not in frame.title
    assert frame.title == "Now the Trojans would decide"
    assert any("lesson stops" in line for line in frame.lines)


def test_no_show_the_result_prompt_under_the_lesson_card(tmp_path):
    course = load_course("troy")
    app = open_lesson(tmp_path, "troy", course.index_of("horse"))
    lesson = app.top
    play_through(app, "troy")
    screen = lesson.screen
    assert screen.over and screen.frame.mode == "over"
    assert not any("result" in line for line in screen.frame.lines)
    assert not any("result" in h.label for h in screen.hints.hints)


def test_a_position_after_the_event_roll_shows_its_event(tmp_path):
    """Every lesson position whose event die has been rolled names that event."""
    course = load_course("troy")
    seen = 0
    for index, lesson in enumerate(course.lessons):
        step = lesson.steps[0]
        state = step_state("troy", step, None)
        if state.event < 0 or state.turn >= D.HORSE_TURN:
            continue
        app = open_lesson(tmp_path / lesson.id, "troy", index)
        settle(app, 60.0)
        board = app.top.screen.board
        assert board.event_roll == state.event
        assert event_panel_words(board) == event_words(state.random_event_id())
        assert event_panel_words(board)[0] != "to come"
        seen += 1
    assert seen >= 2


def test_the_seer_lesson_is_played_from_the_trojan_side(tmp_path):
    """As the Trojans: the card covers the Greek roster, the Greeks' picks stay face
    down but the one Helenus turns up, and the lesson stops at the Greeks' cancel."""
    app = open_lesson(tmp_path, "troy", load_course("troy").index_of("seer"))
    lesson = app.top
    settle(app, 60.0)
    screen = lesson.screen
    assert screen.setup.human_side == 1
    assert lesson.card == pygame.Rect(ROSTER[0])
    assert [screen.board.spaces[s][0] for s in range(4)] == ["hidden"] * 4
    assert screen.hints.hints, "the Trojan player's decision keys are shown"
    play(app, "troy", "reveal:1")
    settle(app, 60.0)
    assert [screen.board.spaces[s][0] for s in range(4)] == ["achilles"] + ["hidden"] * 3
    key(app, pygame.K_RETURN)
    play(app, "troy", "pick:hector,paris,aeneas,polydamas")
    settle(app, 60.0)
    assert lesson.solved and lesson.tries == 0
    assert screen.board.spaces[0] == ["achilles", "hector"]
    assert screen.frame.title == "Now the Greeks would decide"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_iliad_lesson_opens_with_its_fixed_events_in_every_language(tmp_path, lang):
    """The lesson's opening words (the red dots, Briseis taken on turn 3) are on its
    first card with the task, whatever the language: the task alone does not say
    why Achilles was out."""
    course = load_course("troy")
    app = open_lesson(tmp_path, "troy", course.index_of("iliad"), lang)
    lesson = app.top
    settle(app)
    shown = " ".join(text for text, *_rest in lesson.lines)
    assert _(lesson.lesson.intro) in shown
    assert _(lesson.step.task) in shown


def test_keep_the_rest_of_the_turn_refused_by_a_lesson_asks_again(tmp_path):
    """Sinon's lesson asks for a re-roll first: 'Keep every die this turn' is
    refused with the step's reason and the decision stays open (it must not answer
    keep again and again)."""
    app = open_lesson(tmp_path, "troy", 3)
    lesson = app.top
    settle(app)
    screen = lesson.screen
    assert screen.state.stage == "reroll"
    screen._keep_this_turn()
    settle(app)
    assert not lesson.solved and lesson.tries == 1
    assert screen.state.stage == "reroll" and screen.keep_turn == 0
    assert screen.decision is not None                  # asked again


def test_a_lessons_decision_opens_on_its_first_choice_not_on_the_answer(tmp_path):
    """In a game the cancel opens on the duel the player would least like (a safe
    default); a lesson that asks for that very duel must not hand it over."""
    app = open_lesson(tmp_path, "troy", 1)             # cancel the duel you would lose
    lesson = app.top
    settle(app)
    screen = lesson.screen
    assert screen.state.stage == "cancel" and screen.decision is not None
    focused = screen.decision.focus_key
    assert focused not in lesson.step.accept
    first = next(c.key for c in screen.decision.choices if c.enabled)
    assert focused == first


@pytest.mark.parametrize("index", [1, 3])
def test_a_solved_step_goes_on_without_sitting_through_its_story(tmp_path, index):
    """The Next / Finish button is live as soon as the task is solved: pressed while
    the turn is still told, it shows the story to its end and goes on."""
    from tests.support import DT, click

    app = open_lesson(tmp_path, "troy", index)
    lesson = app.top
    settle(app, 60.0)
    steps = len(lesson.lesson.steps)
    play(app, "troy", lesson.step.accept[0])
    app.step(DT)
    assert lesson.solved and not lesson.screen.animator.idle, "the story is being told"
    button = next(rect for rect, k, _label in lesson.buttons if k == "next")
    click(app, button.center)
    assert lesson.screen.animator.idle
    assert lesson.finished if steps == 1 else lesson.step_no == 1
