"""The Trojan War behaves like the other games wherever the play-screen base decides:
resigning, the pause menu's offers, undo's words and limits, the end card's
headline, and toasts clear of the prompt and the table."""

from __future__ import annotations

import pygame
import pytest

from game.common import Outcome
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.core.app import App
from scenes.core.base import Act, InputAction
from scenes.core.saves import read_save
from scenes.games import GameSetup
from scenes.menus.pause import PauseScene
from scenes.troy.layout import CENTRE, INFO, PROMPT
from scenes.troy.overlays import PassScene, TroyResultScene
from scenes.troy.play import TroyPlayScene
from scenes.troy.session import resume_game
from scenes.ui.dialogs import ConfirmDialog
from tests.support import DT, key, make_app, step_until
from tests.support.troy import skip_to_decision

G, T = D.GREEK, D.TROJAN


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def open_game(app: App, **kw) -> TroyPlayScene:
    """A new game, its opening told, at its first decision (past a pass screen)."""
    scene = TroyPlayScene(GameSetup("troy", **kw))
    app.push(scene)
    skip_to_decision(app, scene)
    if isinstance(app.top, PassScene):
        key(app, pygame.K_RETURN)
    assert app.top is scene
    return scene


def pause_rows(app: App) -> list[str]:
    assert isinstance(app.top, PauseScene)
    return [item.label for item in app.top.list.items]


def test_the_pause_menu_offers_resign_but_no_draw(app: App) -> None:
    open_game(app, vs_computer=True, human_side=G, seed=3)
    app.dispatch(InputAction(Act.MENU))
    rows = pause_rows(app)
    assert "Resign" in rows and not any("draw" in r.lower() for r in rows)


def test_resigning_is_confirmed_then_the_computer_wins_and_the_card_says_so(app: App) -> None:
    scene = open_game(app, vs_computer=True, human_side=G, seed=3)
    scene.ask_resign()
    assert isinstance(app.top, ConfirmDialog) and not scene.over
    app.top.list.focus = 0                                 # "Resign"
    app.dispatch(InputAction(Act.CONFIRM))
    assert scene.state.outcome() == Outcome(T, "resign")
    step_until(app, lambda: isinstance(app.top, TroyResultScene), 5)
    card = app.top
    assert card.headline_text() == "The computer wins"
    assert "You resigned." in card.reason_lines()        # spoken to the person
    app.pop()                                              # look at the board: final
    scene.undo()
    assert scene.over and "cannot be taken back" in scene.toast.message


def test_hot_seat_resign_gives_the_game_to_the_other_side_by_name(app: App) -> None:
    scene = open_game(app, seed=3)
    mover = scene.state.to_move()
    scene.ask_resign()
    app.top.list.focus = 0
    app.dispatch(InputAction(Act.CONFIRM))
    step_until(app, lambda: isinstance(app.top, TroyResultScene), 5)
    assert app.top.headline_text() == f"{('Greeks', 'Trojans')[1 - mover]} win!"


def test_undo_against_the_computer_takes_back_the_persons_decision_and_says_so(app: App
                                                                             ) -> None:
    state = TroyState.at_turn(2, seed=5)                   # the Greeks pick first
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=G, seed=5),
                          state=state, seed=5)
    app.push(scene)
    step_until(app, lambda: scene.waiting and not scene.busy)
    heroes, spaces = scene.state.pick_slots(G)
    before = scene.state.to_text()
    scene.play("pick:" + ",".join(D.HEROES[i].id for i in heroes[:len(spaces)]))
    app.dispatch(InputAction(Act.UNDO))                    # before the Trojans reply
    assert scene.state.to_text() == before and scene.moves == []
    assert scene.toast.message == "Took back your move"
    step_until(app, lambda: scene.waiting and not scene.busy)
    assert scene.state.stage == "pick" and scene.state.to_move() == G


def test_toasts_sit_over_the_event_strip_clear_of_the_prompt_and_table(app: App) -> None:
    scene = open_game(app, seed=3)
    scene.say("Took back your move and the computer's reply")
    app.step(DT)
    toast = scene.toast.rect(scene.toast_midbottom(), pygame.Rect(0, 0, 1280, 720))
    assert INFO.contains(toast)
    assert not toast.colliderect(PROMPT) and not toast.colliderect(CENTRE)
    scene.say("A word")
    app.step(DT)
    assert scene.toast.showing
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)                                    # painting leaves it as it was
    assert scene.toast.showing and scene.toast.message == "A word"


def test_a_game_resigned_just_before_the_window_closed_comes_back_to_its_card(tmp_path
                                                                          ) -> None:
    app = make_app(tmp_path)
    scene = open_game(app, vs_computer=True, human_side=G, seed=3)
    scene.resign(G)
    app.close()                                            # before the end card came up
    saved = read_save(app, "troy")[0]
    assert saved is not None and saved.extra["ending"] == "resign 0"
    app = make_app(tmp_path)
    resumed = resume_game(saved)
    app.push(resumed)
    step_until(app, lambda: isinstance(app.top, TroyResultScene), 5)
    assert resumed.state.outcome() == Outcome(T, "resign")
    assert app.top.headline_text() == "The computer wins"
    assert read_save(app, "troy") == (None, None)          # a finished game is final
    app.close()
