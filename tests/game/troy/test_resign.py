"""Resigning ends a game of The Trojan War; there is no agreed draw."""

from __future__ import annotations

import random

import pytest

from game.ai.troy import choose
from game.common import IllegalActionError, NotationError, Outcome
from game.troy import data as D
from game.troy.rules import TroyState

G, T = D.GREEK, D.TROJAN


def mid_game(seed: int = 4, decisions: int = 9) -> TroyState:
    s = TroyState(seed=seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        s.play(choose(s, "normal", rng))
    return s


@pytest.mark.parametrize("player", [G, T])
def test_resigning_gives_the_game_to_the_other_side(player: int) -> None:
    s = mid_game()
    events = s.resign(player)
    assert s.outcome() == Outcome(1 - player, "resign")
    assert [(e.kind, e["winner"], e["reason"]) for e in events] == [
        ("game_over", 1 - player, "resign")]
    assert s.to_move() is None and s.legal_actions() == [] and s.phase == "over"
    assert s.summary()["outcome"] == {"winner": D.SIDE_NAMES[1 - player], "reason": "resign"}
    with pytest.raises(IllegalActionError):
        s.play("keep")
    with pytest.raises(IllegalActionError):
        s.resign(1 - player)                      # a finished game is final


def test_either_side_may_resign_whoever_is_to_decide() -> None:
    s = mid_game()
    waiting = s.to_move()
    assert waiting is not None
    s.resign(1 - waiting)
    assert s.outcome() == Outcome(waiting, "resign")


def test_undo_takes_a_resignation_back_and_the_game_goes_on() -> None:
    s = mid_game()
    before = s.copy()
    s.resign(G)
    s.undo()
    assert s == before and s.outcome() is None
    rng = random.Random(1)
    while s.to_move() is not None:
        s.play(choose(s, "random", rng))
    assert s.outcome() is not None and s.outcome().reason != "resign"


def test_resigning_is_never_a_legal_action() -> None:
    s = TroyState(seed=2)
    rng = random.Random(2)
    while s.to_move() is not None:
        assert not any("resign" in a for a in s.legal_actions())
        s.play(choose(s, "random", rng))
    with pytest.raises(NotationError):
        TroyState(seed=2).parse_action("resign")


def test_the_position_text_keeps_a_resigned_game_over() -> None:
    s = mid_game()
    s.resign(T)
    back = TroyState.from_text(s.to_text())
    assert back == s and back.outcome() == Outcome(G, "resign") and back.to_move() is None
    with pytest.raises(IllegalActionError):
        back.play("keep")


def test_resign_names_a_player() -> None:
    s = mid_game()
    with pytest.raises(IllegalActionError):
        s.resign(2)
    assert s.outcome() is None


def test_there_is_no_agreed_draw() -> None:
    s = mid_game()
    before = s.to_text()
    with pytest.raises(IllegalActionError):
        s.agree_draw()
    assert s.to_text() == before
    s.resign(G)
    with pytest.raises(IllegalActionError):
        s.agree_draw()                          # nor once the game is over
