"""The Trojan War screen keeps no line in an old language: the mandatory duel's
lines, the verdicts and the story's latest line are worded where shown, so a
language switch mid-game or a save resumed in another language rewords them,
and a save whose lines are text (as older versions wrote them) still resumes."""

from __future__ import annotations

import json

import pygame
import pytest

from game.troy.rules import TroyState
from scenes.core import i18n, theme
from scenes.games import GameSetup
from scenes.menus.pregame import PregameScene
from scenes.troy import panels, table
from scenes.troy.board import Line
from scenes.troy.lines import worded
from scenes.troy.play import TroyPlayScene
from tests.support import DT, key, make_app
from tests.support.troy import choose, continue_saved, decide, play_scene

SEED = 9
MANDATORY_TITLE = {"en": "Patroclus challenges Hector", "es": "Patroclo reta a Héctor",
                   "de": "Patroklos fordert Hektor heraus"}
WINS = {"en": " wins: ", "es": " gana: ", "de": " siegt: "}


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    i18n.set_language(i18n.SOURCE)


def _turn_six(tmp_path):
    """Turn 5 played out against the computer into turn 6, whose mandatory duel is
    Patroclus against Hector: (app, scene)."""
    app = make_app(tmp_path)
    setup = GameSetup("troy", vs_computer=True, human_side=0, difficulty="easy", seed=SEED)
    scene = TroyPlayScene(setup, state=TroyState.at_turn(5, seed=SEED), seed=SEED)
    app.push(scene)
    return app, scene


def _step_until(app, scene, done, limit: int = 8000) -> None:
    """Step the story a twentieth of a second at a time, taking the focused choice at
    each decision, until ``done()``."""
    for _ in range(limit):
        if done():
            return
        if scene.waiting and scene.choices and scene.animator.idle and app.top is scene:
            choose(app)
        else:
            app.step(0.05)
    raise AssertionError("condition not reached")


def _mandatory_told(scene) -> bool:
    return bool(scene.board.mandatory_lines) and scene.waiting and scene.animator.idle


def _drawn(scene, monkeypatch) -> list[str]:
    """Every text the board's info strip and centre panel paint in one frame."""
    seen: list[str] = []
    for module in (table, panels):
        real = module.blit_text

        def record(surface, text, *args, _real=real, **kw):
            seen.append(text)
            return _real(surface, text, *args, **kw)
        monkeypatch.setattr(module, "blit_text", record)
    scene.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))
    monkeypatch.undo()
    return seen


def _verdict_told(scene) -> bool:
    d = scene.board.duel
    return (bool(scene.board.mandatory_lines) and d is not None
            and isinstance(d.verdict, Line) and d.verdict.code == "duel_won"
            and not scene.animator.idle)


def test_a_language_switch_mid_story_rewords_the_mandatory_lines_verdict_and_story(
        tmp_path, monkeypatch) -> None:
    app, scene = _turn_six(tmp_path)
    decide(app, scene, lambda: _mandatory_told(scene))       # turn 5 skipped through
    _step_until(app, scene, lambda: _verdict_told(scene))
    b = scene.board
    english = worded(b.chronicle[-1])
    assert worded(b.mandatory_lines[0]).startswith(MANDATORY_TITLE["en"] + " \u2014 ")
    assert WINS["en"] in worded(b.duel.verdict)

    app.set_language("de")
    app.step(0)                                     # the frame is composed again
    german = worded(b.mandatory_lines[0])
    assert german.startswith(MANDATORY_TITLE["de"] + " \u2014 ")
    assert WINS["de"] in worded(b.duel.verdict)
    story = " ".join(scene.frame.story)
    assert story == worded(b.chronicle[-1]) and story != english
    drawn = _drawn(scene, monkeypatch)
    assert german in drawn                          # the info strip's mandatory line
    assert any(WINS["de"] in t for t in drawn)      # the duel's verdict
    assert not any(MANDATORY_TITLE["en"] in t or WINS["en"] in t for t in drawn)
    app.close()


def test_a_save_made_in_english_resumes_in_spanish_with_spanish_lines(tmp_path,
                                                                    monkeypatch) -> None:
    app, scene = _turn_six(tmp_path)
    decide(app, scene, lambda: _mandatory_told(scene))
    english = [worded(t) for t in scene.board.chronicle]
    app.close()
    saved = json.loads((tmp_path / "saves" / "troy.json").read_text("utf-8"))
    kept = saved["extra"]["shown"]
    assert kept["mandatory_lines"][0]["code"] == "mandatory"      # facts, not words
    assert all(isinstance(x, dict) for x in kept["chronicle"])

    app = make_app(tmp_path)
    app.set_language("es")
    app.push(PregameScene("troy"))
    app.step(DT)
    assert app.top.list.focused.label == i18n._("Continue the saved game")
    key(app, pygame.K_RETURN)
    scene = play_scene(app)
    line = worded(scene.board.mandatory_lines[0])
    assert line.startswith(MANDATORY_TITLE["es"] + " \u2014 ")
    spanish = [worded(t) for t in scene.board.chronicle]
    assert len(spanish) == len(english) and "Empieza el turno 6." in spanish
    assert "Turn 6 begins." in english and "Turn 6 begins." not in spanish
    assert line in _drawn(scene, monkeypatch)
    app.close()


def test_an_older_save_with_text_lines_still_resumes_and_shows_them(tmp_path,
                                                                  monkeypatch) -> None:
    app, scene = _turn_six(tmp_path)
    decide(app, scene, lambda: _mandatory_told(scene))
    app.close()
    path = tmp_path / "saves" / "troy.json"
    saved = json.loads(path.read_text("utf-8"))
    kept = saved["extra"]["shown"]
    old = "Patroclus challenges Hector \u2014 To the death."
    # as the previous version wrote them: worded lines; and a line of an unknown kind
    kept["mandatory_lines"] = [old]
    kept["chronicle"] = ["Turn 6 begins.", {"code": "comet", "params": {}},
                         "Event: Patroclus challenges Hector."]
    path.write_text(json.dumps(saved), "utf-8")

    app, scene = continue_saved(tmp_path)
    assert scene.board.mandatory_lines == [old]
    assert scene.board.chronicle == ["Turn 6 begins.", "Event: Patroclus challenges Hector."]
    assert old in _drawn(scene, monkeypatch)
    assert scene.state.turn == 6 and scene.waiting
    app.close()


def test_a_screen_rebuilt_from_its_plies_shows_the_turns_lines_as_the_live_one(
        tmp_path, monkeypatch) -> None:
    """Online, a screen made again from the server's plies (after a reconnection or a
    restart) words the turn's info strip as the screen that told it live."""
    app, scene = _turn_six(tmp_path)
    decide(app, scene, lambda: _mandatory_told(scene))
    setup = GameSetup("troy", human_side=0, online=True)
    rebuilt = TroyPlayScene(setup, state=TroyState.from_text(scene.state.to_text()), seed=0,
                            start_text=scene.start_text, moves=scene.moves, plies=scene.plies)
    live = [worded(ln) for ln in scene.board.mandatory_lines]
    assert live and [worded(ln) for ln in rebuilt.board.mandatory_lines] == live
    assert (rebuilt.board.event, rebuilt.board.event_roll) == \
        (scene.board.event, scene.board.event_roll)
