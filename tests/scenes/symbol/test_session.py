"""Symbol on the play-screen base: the end card speaks to the person, undo says
what it took back, and outcomes (resignation, agreed draws, the tie-break) are
the engine's, not the screen's."""

from __future__ import annotations

import pygame
import pytest

from game.common import Outcome
from game.symbol.positions import position
from scenes.art import symbol as symbol_art
from scenes.core.base import Act, InputAction
from scenes.games import GameSetup, side_pieces
from scenes.symbol import start_game
from scenes.symbol.end import SymbolEndScene
from scenes.symbol.play import SymbolPlayScene
from scenes.ui.dialogs import ConfirmDialog
from tests.support import DT, click, make_app, step_until
from tests.support.symbol import FirstMove, at, press_chip, settle

# player 1 (upper case) captures player 2's leader with e6-d7 (or resigns)
NEAR_WIN = {"d1": "L", "e6": "E", "d7": "l", "a7": "e"}


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


@pytest.fixture
def quick_computer(monkeypatch):
    monkeypatch.setattr(SymbolPlayScene, "make_computer", lambda self: FirstMove())


def end_card(app) -> SymbolEndScene:
    settle(app)
    step_until(app, lambda: isinstance(app.top, SymbolEndScene), 10)
    card = app.top
    assert isinstance(card, SymbolEndScene)
    return card


def test_the_end_card_tells_the_person_they_won(app, quick_computer) -> None:
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0),
                            position(NEAR_WIN, res="-/-"))
    app.push(scene)
    app.step(DT)
    click(app, at(scene, "e6"))
    click(app, at(scene, "d7"))
    assert end_card(app).title == "You win!"


def test_the_end_card_tells_the_person_the_computer_won(app, quick_computer) -> None:
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=1),
                            position(NEAR_WIN, res="-/-", side=2))
    app.push(scene)
    app.step(DT)
    scene.ask_resign()
    assert isinstance(app.top, ConfirmDialog)             # confirmed first
    app.dispatch(InputAction(Act.UP))
    app.dispatch(InputAction(Act.CONFIRM))
    card = end_card(app)
    assert card.title == "The computer wins" and card.reason == "You resigned."


def test_hot_seat_and_demo_end_cards_name_the_winning_side(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"), position(NEAR_WIN, res="-/-"))
    app.push(scene)
    app.step(DT)
    click(app, at(scene, "e6"))
    click(app, at(scene, "d7"))
    assert end_card(app).title == "Player 1 wins!"
    demo = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=None),
                           position(NEAR_WIN, res="-/-"))
    app.push(demo)
    demo.play(demo.state.parse_action("e6-d7"))
    assert end_card(app).title == "Player 1 wins!"


def test_undo_against_the_computer_says_it_took_back_the_reply_too(app, quick_computer) -> None:
    app.push(start_game(GameSetup("symbol", vs_computer=True, human_side=0)))
    scene = app.top
    click(app, at(scene, "d1"))
    settle(app)
    step_until(app, lambda: scene.side == 0 and not scene.busy, 30)
    assert [m.player for m in scene.moves] == [0, 1]
    press_chip(app, scene, "undo")
    assert scene.moves == []
    assert scene.toast.message == "Took back your move and the computer's reply"


def test_hot_seat_undo_names_the_side_whose_move_it_took_back(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"), position(NEAR_WIN, res="-/-"))
    app.push(scene)
    app.step(DT)
    click(app, at(scene, "e6"))
    click(app, at(scene, "f6"))
    settle(app)
    press_chip(app, scene, "undo")
    assert scene.toast.message == "Took back Player 1's move"


def test_an_agreed_draw_under_the_tiebreak_is_the_engines_win_on_regions(app) -> None:
    # player 1 holds three regions, player 2 one: the tie-break gives player 1 the draw
    st = position({"a1": "L", "b2": "E", "d1": "A", "g1": "E", "g7": "l"}, res="-/-",
                  flags="tiebreak")
    scene = SymbolPlayScene(GameSetup("symbol", options={"tiebreak": True}), st)
    app.push(scene)
    app.step(DT)
    press_chip(app, scene, "draw")
    app.dispatch(InputAction(Act.UP))
    app.dispatch(InputAction(Act.CONFIRM))
    card = end_card(app)
    assert scene.state.outcome() == Outcome(0, "agreement")
    assert card.title == "Player 1 wins!"
    assert card.reason.replace("\n", " ") == ("Both players agreed to a draw. Territorial "
                                              "tie-break: Player 1 "
                                              "holds 3 regions to 1.")
    assert not scene.can_undo()           # a finished game is final


def test_resigning_while_the_computer_thinks_ends_the_game_in_the_engine(
        app, quick_computer) -> None:
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0),
                            position(NEAR_WIN, res="-/-", side=2))
    app.push(scene)
    app.step(DT)
    assert scene.side == 1 and scene.thinking
    scene.resign(0)                       # confirmed, on the computer's turn
    assert scene.state.outcome() == Outcome(1, "resign") and not scene.thinking
    assert end_card(app).title == "The computer wins"
    assert scene.state.to_text() == position(NEAR_WIN, res="-/-", side=2).to_text()


def test_one_emblem_per_side_on_every_screen(app, monkeypatch) -> None:
    """The pre-game pieces, the player cards and the end card all show the side's
    emblem, and nothing else stands for a side."""
    asked: list[int] = []
    real = symbol_art.symbol_emblem

    def spy(player: int, size: int) -> pygame.Surface:
        asked.append(player)
        return real(player, size)

    monkeypatch.setattr(symbol_art, "symbol_emblem", spy)
    pre = side_pieces("symbol", 44)
    assert asked == [0, 1]
    assert [pygame.image.tobytes(s, "RGBA") for s in pre] == \
        [pygame.image.tobytes(real(p, 44), "RGBA") for p in (0, 1)]
    scene = SymbolPlayScene(GameSetup("symbol"), position(NEAR_WIN, res="-/-"))
    app.push(scene)
    app.step(DT)
    asked.clear()
    scene.draw(app.screen)
    assert {0, 1} <= set(asked)           # both player cards
    scene.resign(0)
    card = end_card(app)
    asked.clear()
    card.draw(app.screen)
    assert asked == [1]                   # player 1 resigned: player 2's emblem


class Answers(FirstMove):
    """Plays its first legal action and answers draw offers as told."""

    def __init__(self, accepts: bool) -> None:
        self.accepts = accepts

    def accepts_draw(self, state, me=None) -> bool:
        return self.accepts


@pytest.mark.parametrize("accepts", [False, True])
def test_a_draw_offered_to_the_computer_is_confirmed_then_answered(app, monkeypatch,
                                                                  accepts) -> None:
    monkeypatch.setattr(SymbolPlayScene, "make_computer", lambda self: Answers(accepts))
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0),
                            position(NEAR_WIN, res="-/-"))
    app.push(scene)
    app.step(DT)
    press_chip(app, scene, "draw")
    assert isinstance(app.top, ConfirmDialog)             # asked first
    app.dispatch(InputAction(Act.UP))
    app.dispatch(InputAction(Act.CONFIRM))
    assert scene.answering
    click(app, at(scene, "e6"))                           # no moving while it weighs
    assert scene.builder.sel is None and scene.marks() == {}
    step_until(app, lambda: not scene.answering, 10)
    if accepts:
        card = end_card(app)
        assert scene.state.outcome() == Outcome(None, "agreement") and card.title == "A draw"
    else:
        assert scene.toast.message == "The computer declines the draw" and not scene.over
        click(app, at(scene, "e6"))
        assert scene.builder.sel is not None              # the person plays on
