"""Sinon: the Greek player may keep every die of the turn at once instead of being
asked after each one; the rules still get a ``keep`` for each die."""

from __future__ import annotations

import pygame
import pytest

from game.troy import data as D
from scenes.games import GameSetup
from scenes.troy.play import TroyPlayScene
from tests.support import click, key, make_app
from tests.support.troy import card, continue_saved, decide

SINON_SEED = 20    # turn 1's event die shows 4 with this seed


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def sinon_game(app) -> TroyPlayScene:
    """A game against the easy computer, the player's Greeks, on Sinon's turn 1."""
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=D.GREEK,
                                    difficulty="easy", seed=SINON_SEED))
    app.push(scene)
    return scene


def keep_the_rest_of_turn_one(app) -> TroyPlayScene:
    """Up to the first Sinon question, answered "Keep every die this turn"."""
    scene = sinon_game(app)
    decide(app, scene, lambda: scene.waiting and not scene.busy
           and scene.state.stage == "reroll")
    click(app, next(c for c in scene.choices if c.key == "keep_turn").rect.center)
    return scene


def rest_of_turn_one(app, scene: TroyPlayScene) -> int:
    """Tell the rest of turn 1 (the computer answering, the story told in full);
    how many times the player was asked about a die."""
    questions = 0
    for _ in range(4000):
        if scene.state.turn > 1:
            return questions
        questions += scene.waiting and scene.state.stage == "reroll"
        if scene.waiting and scene.choices and scene.animator.idle and \
                scene.state.stage != "reroll":
            key(app, pygame.K_RETURN)
        else:
            app.step(0.05)
    raise AssertionError("turn 1 never ended")


def test_keep_all_this_turn_outlasts_closing_the_game(tmp_path) -> None:
    """Closed after "Keep all this turn", the game resumes without asking again."""
    app = make_app(tmp_path)
    scene = keep_the_rest_of_turn_one(app)
    app.close()                                     # the window closes mid-turn
    app, scene = continue_saved(tmp_path)
    assert scene.state.turn == 1 and rest_of_turn_one(app, scene) == 0


def test_keep_all_this_turn_answers_every_later_sinon_question_of_the_turn(app) -> None:
    scene = sinon_game(app)
    assert scene.state.random_event_id() == "sinon"
    decide(app, scene, lambda: scene.waiting and not scene.busy
           and scene.state.stage == "reroll")
    keep_all = next(c for c in scene.choices if c.key == "keep_turn")
    asked = len(scene.moves)
    click(app, keep_all.rect.center)
    assert scene.moves[asked].text == "keep"
    assert rest_of_turn_one(app, scene) == 0
    kept = [m.text for m in scene.moves[asked:] if m.player == D.GREEK]
    assert kept.count("keep") > 1 and "reroll" not in kept   # answered for him, die by die


def test_the_sinon_question_starts_on_the_likelier_better_choice(app) -> None:
    """A stray Enter never keeps a low duel die: the focus starts on re-roll when a new
    roll is more likely higher, on keep otherwise."""
    scene = sinon_game(app)
    seen = set()
    for _ in range(6):
        decide(app, scene, lambda: scene.waiting and not scene.busy
               and scene.state.stage == "reroll")
        facts = scene.state.view(D.GREEK)["decision"]
        context = scene.state.view(D.GREEK)["context"]
        want = "reroll" if context != "result" and facts["better"] > 0.5 else "keep"
        assert scene.choices[scene.focus].key == want, (context, facts)
        seen.add(want)
        key(app, pygame.K_RETURN)
        if scene.state.turn > 1:
            break
    assert seen == {"reroll", "keep"}


def test_a_skip_goes_past_the_dice_kept_for_the_player(app) -> None:
    """After "Keep every die this turn", Tab does not stop (nor show its card) at the
    dice answered for the player: there is nothing to decide there."""
    scene = keep_the_rest_of_turn_one(app)
    key(app, pygame.K_TAB)
    cards = 0
    for _ in range(20_000):
        if scene.state.turn > 1 and scene.waiting and not scene.busy:
            break
        if card(scene) is not None:
            cards += 1
            key(app, pygame.K_RETURN)
            continue
        app.step(0.05)
    assert scene.state.turn > 1 and cards == 1      # one card, before the next decision
    assert not [m for m in scene.moves if m.player == D.GREEK and m.text == "reroll"]


def test_a_nine_no_reroll_can_beat_is_kept_without_asking(app) -> None:
    """A duel die showing 9 while Sinon's re-rolls remain: a new roll cannot be higher,
    so the screen keeps it for the player instead of asking."""
    from game.ai.players import make_player
    from game.troy.rules import TroyState
    state = TroyState(seed=10)
    players = [make_player("troy", "easy", seed=10 + n) for n in (0, 1)]
    while not (state.stage == "reroll" and state.view(state.to_move())["context"] == "duel"
               and state.view(state.to_move())["decision"]["better"] == 0):
        assert state.outcome() is None
        state.play(players[state.to_move()].choose(state))
    assert state.to_move() == D.GREEK
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=D.GREEK,
                                    difficulty="easy"), state=state, seed=10)
    app.push(scene)
    for _ in range(20):
        app.step(0.05)
    assert [m.text for m in scene.moves][:1] == ["keep"]
