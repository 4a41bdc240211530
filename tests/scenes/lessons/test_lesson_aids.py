"""What a lesson leaves out of the play screen: the hint (it would give the
task's answer away), and the game's own end-of-game prompts under the
lesson's card; and the last lesson's card, which has one way on."""

from __future__ import annotations

import pygame
import pytest

from game.essentia.layout import NAMES as ESSENTIA_NAMES
from scenes.core.base import Act
from scenes.lessons.course import load_course
from tests.support import click, key, pad_button
from tests.support.lessons import open_lesson, play, play_through, settle


def _bar(screen):
    """The screen's hint bar (the Trojan War builds its own)."""
    bar = getattr(screen, "hints", None)
    return bar if bar is not None else screen.hint_bar


@pytest.mark.parametrize("game", ["essentia", "symbol", "troy"])
def test_the_hint_is_refused_in_a_lesson(tmp_path, game):
    app = open_lesson(tmp_path, game, 0)
    lesson = app.top
    settle(app)
    screen = lesson.screen
    assert screen.coach is not None          # a game against the computer would offer it
    assert not any(h.act == Act.HINT for h in _bar(screen).hints)
    key(app, pygame.K_i)                     # I: the hint key
    pad_button(app, 8)                       # L3: the pad's hint button
    settle(app)
    assert not screen.coach.showing and not screen.hint_cells
    assert "No hints in a lesson" in lesson.note     # told on the card, not under it
    assert lesson.tries == 0 and not lesson.solved


def test_every_try_gets_a_reply_on_the_card(tmp_path):
    """Lesson 1 (rocks): a click where the golem cannot go says why, on the card;
    a legal move of another golem is told what it did, then the lesson's hint."""
    app = open_lesson(tmp_path, "essentia", 0)
    lesson = app.top
    settle(app)
    board = lesson.screen.board
    cell = {name: board.center(i) for i, name in enumerate(ESSENTIA_NAMES)}
    click(app, cell["d3"])
    click(app, cell["d4"])                  # straight onto an enemy: rocks capture diagonally
    assert lesson.note.startswith("From rocks a golem captures only diagonally")
    assert any(lesson.note.split(":")[0] in line for line, *_rest in lesson.lines)
    click(app, cell["d3"])                  # deselect
    click(app, cell["c1"])
    click(app, cell["c2"])                  # a legal step of another golem
    settle(app)
    assert lesson.note == "" and lesson.tone == "wrong" and lesson.tries == 1
    said = " ".join(line for line, *_rest in lesson.lines)
    assert "That moves the golem on c1: this task is for the golem on d3." in said


def test_the_hint_still_works_in_a_game(tmp_path):
    """The lesson's refusal is the lesson's: a game against the computer keeps it."""
    app = open_lesson(tmp_path, "essentia", 0)
    screen = app.top.screen
    screen.referee = None                    # the same screen, no longer judged
    screen.state_changed()
    screen.update(0.0)
    assert any(h.act == Act.HINT for h in _bar(screen).hints)
    key(app, pygame.K_i)
    assert screen.coach.showing


def test_the_last_lesson_offers_a_real_game_or_the_lessons(tmp_path):
    course = load_course("essentia")
    last = len(course.lessons) - 1
    app = open_lesson(tmp_path, "essentia", last)
    lesson = app.top
    play_through(app, "essentia")
    assert [(k, label) for _, k, label in lesson.buttons] == [
        ("next", "Play a real game"), ("leave", "Back to the lessons")]
    assert all(lesson.done_card.contains(rect) for rect, _, _ in lesson.buttons)
    assert "Play a real game" in [h.label for h in lesson.hints.hints]   # Enter does it too
    click(app, lesson.buttons[1][0].center)
    assert type(app.top).__name__ == "CourseScene"      # back on the course menu
    app.push(lesson)
    click(app, lesson.buttons[0][0].center)
    assert type(app.top).__name__ == "PregameScene" and app.top.info.key == "essentia"


def test_a_lesson_that_is_not_the_last_offers_both_ways(tmp_path):
    app = open_lesson(tmp_path, "essentia", 0)
    lesson = app.top
    play(app, "essentia", lesson.step.accept[0])
    settle(app)
    key(app, pygame.K_RETURN)
    assert lesson.finished
    assert [k for _, k, _ in lesson.buttons] == ["next", "leave"]
