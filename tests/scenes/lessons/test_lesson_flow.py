"""A lesson's promises: a wrong try is refused with its reason and may be tried
again, progress survives a restart, --learn opens the first lesson, and a
broken course file gives a clear error instead of a crash."""

from __future__ import annotations

import json

import pygame
import pytest

import main
from scenes.core import theme
from scenes.lessons.course import CourseError, course_path, load_course
from scenes.lessons.lesson import LessonScene
from scenes.lessons.menu import DONE, CourseScene
from scenes.lessons.progress import Progress
from scenes.menus.pause import PauseScene
from scenes.ui.dialogs import ConfirmDialog
from tests.support import DT, click, key, make_app, pad_button
from tests.support.lessons import open_lesson, play, settle


def test_a_wrong_move_is_refused_with_its_reason_and_may_be_tried_again(tmp_path):
    app = open_lesson(tmp_path, "essentia", 0)       # rocks: capture d3 x e4
    lesson = app.top
    before = lesson.screen.state.to_text()
    play(app, "essentia", "d3c3")
    settle(app)
    assert lesson.tone == "wrong" and lesson.tries == 1
    assert lesson.feedback == lesson.step.otherwise
    assert lesson.screen.state.to_text() == before      # nothing was played
    assert not lesson.screen.moves
    play(app, "essentia", "d3e4")
    settle(app)
    assert lesson.solved and lesson.feedback == lesson.step.praise


def test_a_named_wrong_move_gets_its_own_reason(tmp_path):
    course = load_course("essentia")
    index = course.index_of("abandon")
    app = open_lesson(tmp_path, "essentia", index)
    lesson = app.top
    play(app, "essentia", "c1d2")          # leaves the last spring (confirmed)
    settle(app)
    assert lesson.feedback == lesson.step.reasons["c1d2"]
    assert lesson.screen.state.outcome() is None


def test_progress_persists_and_the_menu_marks_the_lesson_done(tmp_path):
    app = open_lesson(tmp_path, "essentia", 0)
    lesson = app.top
    play(app, "essentia", lesson.step.accept[0])
    settle(app)
    key(app, pygame.K_RETURN)
    assert lesson.finished
    # the bar under the lesson-complete card names its buttons
    labels = [h.label for h in lesson.hints.hints]
    assert labels == ["Next lesson", "All lessons"]
    assert [label for _rect, _key, label in lesson.buttons] == labels
    key(app, pygame.K_ESCAPE)              # back to the course menu
    assert isinstance(app.top, CourseScene)
    assert app.top.items[0].detail == DONE
    again = make_app(tmp_path)             # a new session reads the marks back
    assert Progress.of(again).is_done("essentia", lesson.lesson.id)
    menu = CourseScene("essentia")
    again.push(menu)
    assert menu.items[0].detail == DONE and menu.list.focus == 1   # the next new lesson


@pytest.mark.parametrize("game", ["essentia", "symbol"])
def test_a_lesson_solved_counts_even_when_left_at_once(tmp_path, game):
    """The last task solved, the player leaves for the course list straight away
    (Esc, "All lessons") without pressing on: the lesson is marked done."""
    course = load_course(game)
    index = next(i for i, lesson in enumerate(course.lessons) if len(lesson.steps) == 1
                 and lesson.steps[0].position is not None)
    app = open_lesson(tmp_path, game, index)
    lesson = app.top
    play(app, game, lesson.step.accept[0])
    settle(app)
    assert lesson.solved and not lesson.finished
    key(app, pygame.K_ESCAPE)               # no "starts again" warning: nothing is lost
    assert isinstance(app.top, CourseScene)
    assert app.top.items[index].detail == DONE
    assert Progress.of(make_app(tmp_path)).is_done(game, lesson.lesson.id)


def test_a_damaged_progress_file_starts_afresh(tmp_path):
    (tmp_path / "lessons.json").write_text("{not json", encoding="utf-8")
    progress = Progress(tmp_path / "lessons.json")
    assert progress.problem and not progress.done
    assert progress.mark("symbol", "earth") is None
    assert Progress(tmp_path / "lessons.json").is_done("symbol", "earth")


def test_finished_lesson_goes_on_to_the_next_with_the_controller(tmp_path):
    app = open_lesson(tmp_path, "essentia", 0)
    lesson = app.top
    play(app, "essentia", lesson.step.accept[0])
    settle(app)
    pad_button(app, 0)                     # A: finish the lesson
    pad_button(app, 0)                     # A: the next lesson
    assert isinstance(app.top, LessonScene) and app.top.index == 1


def test_the_card_buttons_work_with_the_mouse_alone(tmp_path):
    app = open_lesson(tmp_path, "essentia", 0)
    lesson = app.top
    play(app, "essentia", lesson.step.accept[0])
    settle(app)
    nxt = next(rect for rect, k, _ in lesson.buttons if k == "next")
    click(app, nxt.center)
    assert lesson.finished
    leave = next(rect for rect, k, _ in lesson.buttons if k == "leave")
    click(app, leave.center)
    assert isinstance(app.top, CourseScene)


def test_learn_opens_the_first_lesson(tmp_path, monkeypatch):
    monkeypatch.setattr("scenes.core.settings.default_path", lambda: tmp_path / "s.json")
    app = main.build_app(main.parse_args(["--learn", "essentia"]))
    app.step(DT)
    assert isinstance(app.top, LessonScene) and app.top.index == 0
    assert app.top.course.game == "essentia"


def test_a_lesson_keeps_no_save_and_offers_no_resignation(tmp_path):
    app = open_lesson(tmp_path, "essentia", 0)
    screen = app.top.screen
    assert not screen.offers_open()
    play(app, "essentia", "d3e4")
    settle(app)
    assert not (tmp_path / "saves").exists()


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["lessons"][0]["steps"][0].update(accept=["a1a9"]), "not a legal move"),
    (lambda d: d["lessons"][0]["steps"][0].update(position="nonsense"), "does not read"),
    (lambda d: d["lessons"][0]["steps"][0].pop("task"), "task is missing"),
    (lambda d: d["lessons"][1].update(id=d["lessons"][0]["id"]), "share an id"),
])
def test_a_broken_course_file_gives_a_clear_error(tmp_path, change, message):
    data = json.loads(course_path("essentia").read_text(encoding="utf-8"))
    change(data)
    broken = tmp_path / "essentia.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CourseError, match=message):
        load_course("essentia", path=broken)


def test_the_course_menu_shows_why_a_course_cannot_open(tmp_path, monkeypatch):
    monkeypatch.setattr("scenes.lessons.menu.load_course",
                        lambda game: (_ for _ in ()).throw(CourseError("essentia.json: bad")))
    app = make_app(tmp_path)
    menu = CourseScene("essentia")
    app.push(menu)
    menu.open_lesson(0)
    assert app.top is menu and menu.problem and "bad" in menu.problem


@pytest.mark.parametrize("game", ["essentia", "symbol", "troy"])
@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_escape_mid_lesson_offers_to_leave_for_the_course(tmp_path, game, device):
    app = open_lesson(tmp_path, game, 0)
    lesson = app.top
    settle(app)
    assert not lesson.ready
    back = (lambda: key(app, pygame.K_ESCAPE)) if device == "keyboard" \
        else (lambda: pad_button(app, 1))
    back()                                   # Esc / B: "Leave this lesson?"
    assert isinstance(app.top, ConfirmDialog) and "Leave" in app.top.question
    back()                                   # Esc / B again: keep trying
    assert app.top is lesson
    back()
    app.top.list.focus = 0                   # "All lessons"
    key(app, pygame.K_RETURN) if device == "keyboard" else pad_button(app, 0)
    assert isinstance(app.top, CourseScene)


def test_the_pause_offers_the_way_back_to_the_course(tmp_path):
    app = open_lesson(tmp_path, "troy", 0)
    settle(app)
    key(app, pygame.K_p)                     # Menu: the pause, with "All lessons"
    assert isinstance(app.top, PauseScene)
    labels = [item.label for item in app.top.list.shown()]
    app.top.list.focus = labels.index("All lessons")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, CourseScene)


@pytest.mark.parametrize("game", ["symbol", "troy"])
def test_learn_opens_the_first_lesson_of_every_game(tmp_path, monkeypatch, game):
    monkeypatch.setattr("scenes.core.settings.default_path", lambda: tmp_path / "s.json")
    app = main.build_app(main.parse_args(["--learn", game]))
    app.step(DT)
    assert isinstance(app.top, LessonScene) and app.top.index == 0
    assert app.top.course.game == game


def test_a_wrong_troy_decision_is_refused_with_its_reason(tmp_path):
    course = load_course("troy")
    app = open_lesson(tmp_path, "troy", course.index_of("horse"))
    lesson = app.top
    settle(app)
    before = lesson.screen.state.to_text()
    play(app, "troy", "kill")
    settle(app)
    assert lesson.tone == "wrong" and lesson.feedback == lesson.step.reasons["kill"]
    assert lesson.screen.state.to_text() == before and lesson.screen.waiting
    play(app, "troy", "spare")
    settle(app, 60.0)
    assert lesson.ready and lesson.screen.over     # the Horse entered Troy
    key(app, pygame.K_RETURN)
    assert lesson.finished                   # the lesson's card, not the game's end card
    assert app.top is lesson


def test_every_row_of_a_long_course_menu_stays_above_the_hint_bar(tmp_path) -> None:
    app = make_app(tmp_path)
    for game in ("essentia", "symbol", "troy"):
        menu = CourseScene(game)
        app.push(menu)
        assert menu.list.rects()[-1].bottom <= theme.HEIGHT - 48
        app.pop()


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_every_course_menu_row_holds_its_words_at_full_size(tmp_path, language) -> None:
    """However many lessons a course has, each row is tall enough for its words with
    room around them, no row lies on another, and every title keeps its full size
    (a long course takes two columns rather than squeezing its rows)."""
    from scenes.ui.widgets import fit_size

    app = make_app(tmp_path)
    app.set_language(language)
    line = theme.font(24, "ui-semibold").get_height()
    for game in ("essentia", "symbol", "troy"):
        menu = CourseScene(game)
        app.push(menu)
        app.step(DT)
        rects = menu.list.rects()
        assert all(r.h >= line + 12 for r in rects), (game, rects[0])
        assert not any(a.inflate(0, 8).colliderect(b) for i, a in enumerate(rects)
                       for b in rects[i + 1:])
        assert all(theme.WIDTH // 2 - 620 <= r.left and r.right <= theme.WIDTH // 2 + 620
                   for r in rects)
        for item, rect in zip(menu.list.shown(), rects, strict=True):
            if item.detail:
                room = menu.list.label_room(item, rect)
                assert fit_size(item.label, 24, "ui-semibold", room) == 24, item.label
        app.pop()
    app.close()


def test_two_columns_of_lessons_are_walked_in_order_and_across(tmp_path) -> None:
    app = make_app(tmp_path)
    menu = CourseScene("troy")                      # 14 lessons: 7 and 7
    app.push(menu)
    app.step(DT)
    column = menu.list.per_column
    assert column == 7 and menu.list.focus == 0
    key(app, pygame.K_RIGHT)                        # across, to lesson 8
    assert menu.list.focus == column
    key(app, pygame.K_LEFT)
    key(app, pygame.K_UP)                           # up from lesson 1: Back, under both
    assert menu.list.focused.label == "Back"
    key(app, pygame.K_RIGHT)                        # Back has no column to step into
    assert menu.list.focused.label == "Back"
    key(app, pygame.K_DOWN)
    for _i in range(column - 1):
        key(app, pygame.K_DOWN)                     # down the first column ...
    key(app, pygame.K_DOWN)                         # ... and on to the top of the second
    assert menu.list.focus == column
    rects = menu.list.rects()
    click(app, rects[column + 1].center)            # a click opens the lesson under it
    assert isinstance(app.top, LessonScene) and app.top.index == column + 1
    app.close()


@pytest.mark.parametrize("game", ["essentia", "symbol"])
def test_a_done_task_names_no_side_to_move(tmp_path, monkeypatch, game) -> None:
    """Once the task is done nobody moves until the lesson goes on: the turn card
    says the task is done (Essentia) and no side's card is marked to move (Symbol)."""
    app = open_lesson(tmp_path, game, 0)
    lesson = app.top
    assert not lesson.screen.task_done
    play(app, game, lesson.step.accept[0])
    settle(app)
    assert lesson.ready and lesson.screen.task_done
    shown: list[tuple] = []
    if game == "essentia":
        import scenes.essentia.play as module
        monkeypatch.setattr(module, "draw_turn_card", lambda *a: shown.append(a[3:5]))
    else:
        import scenes.symbol.play as module
        monkeypatch.setattr(module, "draw_player_card", lambda s, r, card, t: shown.append(
            (card.active,)))
    app.draw()
    assert shown == ([("Task done", "")] if game == "essentia" else [(False,), (False,)])


def test_praise_waits_until_the_move_it_praises_has_been_shown(tmp_path) -> None:
    app = open_lesson(tmp_path, "essentia", 0)
    lesson = app.top
    play(app, "essentia", lesson.step.accept[0])
    shown = lambda: " ".join(t for t, *_rest in lesson.lines)   # noqa: E731
    praise = lesson.step.praise.split(":")[0]
    assert lesson.solved and not lesson.screen.animator.idle   # the capture still plays
    assert praise not in shown()
    settle(app)
    assert praise in shown()


def test_praise_waits_no_longer_than_a_moment_for_a_long_story(tmp_path) -> None:
    """A Trojan War pick sets off the rest of the turn: its praise shows after
    PRAISE_WAIT seconds, not when the whole turn has been told."""
    from scenes.lessons.lesson import PRAISE_WAIT
    course = load_course("troy")
    index = next(i for i, lesson in enumerate(course.lessons)
                 if lesson.steps[0].accept and lesson.steps[0].accept[0].startswith("pick:"))
    app = open_lesson(tmp_path, "troy", index)
    lesson = app.top
    settle(app)
    play(app, "troy", lesson.step.accept[0])
    shown = lambda: " ".join(t for t, *_rest in lesson.lines)   # noqa: E731
    praise = lesson.step.praise.split(":")[0]
    assert lesson.solved and praise not in shown()
    for _ in range(int(PRAISE_WAIT / DT) + 2):
        app.step(DT)
    assert praise in shown() and not lesson.ready      # while the turn is still told


def test_a_wrong_try_keeps_the_lessons_opening_words_on_the_card(tmp_path) -> None:
    """The red reply to a wrong try joins the card; the lesson's opening words stay
    (in type a little smaller) rather than vanish."""
    course = load_course("troy")
    index = next(i for i, lesson in enumerate(course.lessons)
                 if lesson.intro.startswith("After turn 11"))
    app = open_lesson(tmp_path, "troy", index)
    lesson = app.top
    settle(app)
    state = lesson.screen.state
    accepted = {normal_text(state, m) for m in lesson.step.accept}
    wrong = next(a for a in state.legal_actions() if str(state.action_text(a)) not in accepted)
    play(app, "troy", str(state.action_text(wrong)))
    settle(app)
    assert lesson.tone == "wrong"
    shown = " ".join(t for t, *_rest in lesson.lines)
    assert "After turn 11" in shown


def normal_text(state, move: str) -> str:
    return str(state.action_text(state.parse_action(move)))


def test_a_move_as_good_as_the_one_asked_for_is_accepted(tmp_path) -> None:
    """Symbol's fire lesson: from c2 the fire crushes both enemies as from d2, so that
    try is right too, not refused with 'next to both enemy pieces'."""
    course = load_course("symbol")
    app = open_lesson(tmp_path, "symbol", course.index_of("fire"))
    lesson = app.top
    play(app, "symbol", "d3-c2")
    settle(app)
    assert lesson.solved and lesson.tone == "right"
