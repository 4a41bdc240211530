"""Symbol's lessons on parts of stacks, chained explosions and reinforcement:
the wrong move a learner is likely to make is refused with its own reason."""

from __future__ import annotations

import pytest

from scenes.lessons.course import load_course
from tests.support.lessons import open_lesson, play, settle


@pytest.mark.parametrize(("lesson_id", "wrong", "named"), [
    ("split", "c2-e4", True),          # the whole stack instead of the air alone
    ("chain", "a3-a5", False),         # the air walks off instead of the detonation
    ("reinforce", "+b3W", True),       # one water where the regions allow two
    ("reinforce", "+b2W,b2W", True),   # both on the leader's land cell
])
def test_a_wrong_move_is_refused_with_its_reason(tmp_path, lesson_id, wrong, named):
    course = load_course("symbol")
    app = open_lesson(tmp_path, "symbol", course.index_of(lesson_id))
    lesson = app.top
    settle(app)
    before = lesson.screen.state.to_text()
    play(app, "symbol", wrong)
    settle(app)
    assert lesson.tone == "wrong" and lesson.tries == 1
    reason = lesson.step.reasons[wrong] if named else lesson.step.otherwise
    assert lesson.feedback == reason
    assert lesson.screen.state.to_text() == before
    play(app, "symbol", lesson.step.accept[-1])     # then the right one still counts
    settle(app, 60.0)
    assert lesson.solved and lesson.feedback == lesson.step.praise


def test_the_chain_reaches_the_leader(tmp_path):
    course = load_course("symbol")
    app = open_lesson(tmp_path, "symbol", course.index_of("chain"))
    lesson = app.top
    play(app, "symbol", "!c4")
    settle(app, 60.0)
    outcome = lesson.screen.state.outcome()
    assert outcome is not None and outcome.winner == 0
    assert lesson.ready


def test_the_reach_lesson_works_by_keys_alone(tmp_path):
    """Select the earth, Enter; the target, Enter; the stop waits under the cursor
    (the bar says how to stop there), Enter: the lesson is solved."""
    from game.symbol.board import INDEX
    from scenes.core.base import Act, InputAction

    course = load_course("symbol")
    app = open_lesson(tmp_path, "symbol", course.index_of("reach"))
    lesson = app.top
    settle(app)
    screen = lesson.screen

    def press(act: Act) -> None:
        app.dispatch(InputAction(act, "keyboard"))
        app.step(1 / 60)

    def walk(to: str) -> None:
        for _i in range(8):
            here, there = screen.cursor, INDEX[to]
            if here == there:
                return
            dx, dy = there % 7 - here % 7, there // 7 - here // 7
            press(Act.RIGHT if dx > 0 else Act.LEFT if dx < 0 else
                  Act.UP if dy > 0 else Act.DOWN)
        assert screen.cursor == INDEX[to]

    walk("c2")
    press(Act.CONFIRM)
    walk("c3")
    press(Act.CONFIRM)
    assert screen.builder.mode == "stop" and screen.cursor == INDEX["c2"]
    assert "Stop here" in [h.label for h in screen.hint_bar.hints]
    assert "Stop" in screen.builder.message       # the choice is explained
    stops = {a.dst for a in screen.builder.stops}
    wrong = next(c for c in ("g2", "g1", "f2") if INDEX[c] not in stops
                 and INDEX[c] not in screen.builder.dest)
    walk(wrong)                                   # Enter on a cell it cannot stop on:
    press(Act.CONFIRM)                            # said, and the choice still stands
    assert screen.builder.mode == "stop" and screen.builder.refused
    assert "where the group stops" in screen.builder.message
    walk("c2")
    press(Act.CONFIRM)
    settle(app)
    assert lesson.solved and lesson.tone == "right"


@pytest.mark.parametrize(("device", "lang", "reason"), [
    ("mouse", "en", "Earth stays on land: c3 is in the water."),
    ("keys", "de", "Erde bleibt an Land: c3 liegt im Wasser."),
])
def test_a_cell_the_group_cannot_reach_says_why_on_the_card(tmp_path, device, lang,
                                                             reason) -> None:
    """The earth picked, a water cell chosen: the card and the panel say why (not
    silence, nor that the stack is the enemy's), and the earth stays picked."""
    from game.symbol.board import INDEX
    from scenes.core.base import Act, InputAction
    from tests.support import click

    course = load_course("symbol")
    app = open_lesson(tmp_path, "symbol", course.index_of("earth"), lang=lang)
    lesson = app.top
    settle(app)
    screen = lesson.screen
    for cell in ("c1", "c3"):
        if device == "mouse":
            x, y = screen.view.center(INDEX[cell])
            click(app, (int(x), int(y)))
        else:                           # arrows to the cell, then Enter
            ctl = screen.controls
            for _ in range(20):
                col, row = ctl.cursor % 7 - INDEX[cell] % 7, ctl.cursor // 7 - INDEX[cell] // 7
                if not (col or row):
                    break
                act = (Act.LEFT if col > 0 else Act.RIGHT) if col else (
                    Act.DOWN if row > 0 else Act.UP)
                app.dispatch(InputAction(act, "keyboard"))
                app.step(1 / 60)
            app.dispatch(InputAction(Act.CONFIRM, "keyboard"))
            app.step(1 / 60)
        settle(app, 1.0)
    assert lesson.note == reason and lesson.tone == "wrong"
    assert screen.builder.refused and screen.builder.message == reason
    assert screen.builder.sel == INDEX["c1"]          # the earth is still picked
    assert not screen.moves
