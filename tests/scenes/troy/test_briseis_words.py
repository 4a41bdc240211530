"""Briseis taken or brought back says what the rules say it does to Achilles: a
fallen Achilles does not sulk, and nothing on screen (the moment, the event strip,
the story line, the chronicle) says he does."""

from __future__ import annotations

import pytest

from game.troy.rules import TroyState
from scenes.troy import story
from scenes.troy.beats import Banner, Moment
from scenes.troy.board import Board
from scenes.troy.chronicle import Chronicle
from scenes.troy.lines import worded
from scenes.troy.telling import Telling


def _turn_3(status: dict[str, str]) -> tuple[TroyState, list]:
    """The position before turn 3 opens (Briseis taken), and the events that open it."""
    for seed in range(100):
        state = TroyState.at_turn(2, seed=seed, status=status)
        while state.turn == 2:
            before = state.copy()
            events = state.play(state.legal_actions()[0])
        if not state.briseis_home:
            return before, events
    raise AssertionError("Briseis was never taken")


def _told(before: TroyState, events: list) -> tuple[Board, list, list[str]]:
    """The story of ``events`` played on a board: the board after it, the cards it
    showed, and every line those cards and the board's notes say."""
    board = Board()
    board.sync(before.view(None))
    cards, said = [], []
    for beat in story.tell(events, Telling(list(events), briseis=board.briseis)):
        if beat.before is not None:
            beat.before(board)
        if beat.show is not None:
            card = beat.show(board)
            if isinstance(card, Banner | Moment):
                cards.append(card)
                said += [card.title, *card.lines]
        if beat.after is not None:
            beat.after(board)
    said += [worded(x) for x in board.chronicle + board.mandatory_lines]
    return board, cards, said


@pytest.mark.parametrize(("status", "why"), [
    ({"achilles": "dead"}, "Achilles has fallen"),
    ({"patroclus": "dead"}, "to avenge Patroclus"),
])
def test_briseis_taken_with_no_one_to_sulk_says_it_has_no_effect(status, why) -> None:
    before, events = _turn_3(status)
    board, cards, said = _told(before, events)
    assert not [c for c in cards if isinstance(c, Moment) and c.kind == "sulk"]
    assert not any("sulks" in line for line in said), said
    assert any(why in line and "no effect" in line for line in said), said
    assert any(why in worded(x) for x in board.mandatory_lines)     # the event strip
    chronicle = Chronicle()
    chronicle.add(events)
    assert any(why in e.text for e in chronicle.entries())
    assert not any("sulks" in e.text for e in chronicle.entries())
    assert board.status["achilles"] != "sulking"


def test_briseis_taken_from_a_living_achilles_is_his_sulk() -> None:
    before, events = _turn_3({})
    board, cards, said = _told(before, events)
    assert "sulk" in [c.kind for c in cards if isinstance(c, Moment)]
    assert board.status["achilles"] == "sulking"
    assert any("Achilles sulks" in worded(x) for x in board.mandatory_lines)


def test_achilles_healed_while_briseis_is_away_still_sulks_in_every_telling() -> None:
    """Healed is not fit to fight while he sulks: the board keeps him in his tent and
    the turn's banner, the story line and the chronicle (the skip's card) say why."""
    state = TroyState.at_turn(4, seed=3, briseis_home=False, status={"achilles": "wounded"},
                              back={"achilles": 5})
    events: list = []
    while not any(e.kind == "hero_recovered" for e in events):
        before = state.copy()
        events = state.play(state.legal_actions()[0])
    board, _cards, said = _told(before, events)
    assert board.status["achilles"] == "sulking"
    assert not any("Back in the fight" in line for line in said), said
    assert any("still sulks" in line for line in said), said
    chronicle = Chronicle()
    chronicle.add(events)
    assert not any("fit to fight" in e.text for e in chronicle.entries())
    assert any("still sulks" in e.text for e in chronicle.entries())
