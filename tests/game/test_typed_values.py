"""Actions and events are typed values that still read as their notation.

Along seeded random games of the three games: every legal action is of the
game's action type, reads back from its notation as an equal value of the
same type (Essentia's and Troy's text is the value itself), and an equal
plain value (an int, a tuple, a str) plays exactly like it; every event kind
is a documented member of its game's enum (or the common one) and every
field an event carries is named in that member's documentation. Symbol's
kept legal actions follow every change of the position (play, undo, resign,
agreed draw).
"""

from __future__ import annotations

import ast
import copy
import inspect
import pickle
import random
import re
from collections.abc import Callable, Iterator
from enum import StrEnum
from typing import Any

import pytest

from game.common import CommonEvent, IllegalActionError
from game.essentia import EssentiaAction, EssentiaEvent, dealt_game, new_game
from game.essentia.layout import INDEX as E_INDEX
from game.essentia.layout import PLATEAU
from game.symbol import (
    Army,
    Detonate,
    Move,
    Place,
    Reach,
    Reinforce,
    Resign,
    SymbolEvent,
    SymbolState,
)
from game.symbol.board import INDEX as S_INDEX
from game.troy.actions import TroyAction, TroyKind
from game.troy.events import TroyEvent
from game.troy.rules import TroyState

SYMBOL_TYPES = (Army, Place, Move, Reach, Reinforce, Detonate, Resign)


def essentia(seed: int) -> Any:
    return new_game(True, None, ("random", "strategic", "instant")[seed % 3], seed)


def symbol(seed: int) -> Any:
    flags = ((), ("unlimited",), ("openpool", "tiebreak"))[seed % 3]
    return SymbolState.new(flags, choose_armies=bool(flags))


def troy(seed: int) -> Any:
    return TroyState(seed=seed, exchange=seed % 2 == 0)


GAMES: dict[str, tuple[Callable[[int], Any], tuple[type, ...], type[StrEnum]]] = {
    "essentia": (essentia, (EssentiaAction,), EssentiaEvent),
    "symbol": (symbol, SYMBOL_TYPES, SymbolEvent),
    "troy": (troy, (TroyAction,), TroyEvent),
}


def plain(action: Any) -> Any:
    """The same action as the plain value it was before it had a type."""
    if isinstance(action, int):
        return int(action)
    if isinstance(action, str):
        return str(action)
    return tuple(action)


def steps(fresh: Callable[[int], Any], games: int, plies: int = 160) -> Iterator[tuple[Any, Any]]:
    """(state, a legal action) along seeded random games; the action is played after."""
    rng = random.Random(5)
    for seed in range(games):
        state = fresh(seed)
        for _ in range(plies):
            if state.to_move() is None:
                break
            actions = state.legal_actions()
            action = actions[rng.randrange(len(actions))]
            yield state, action
            state.play(action)


def documented_fields(enum: type[StrEnum]) -> dict[str, str]:
    """Member value -> the docstring written under it in its class."""
    tree = ast.parse(inspect.getsource(enum))
    body = tree.body[0].body  # type: ignore[attr-defined]
    out = {}
    for node, after in zip(body, body[1:], strict=False):
        if isinstance(node, ast.Assign) and isinstance(after, ast.Expr):
            out[node.value.value] = after.value.value  # type: ignore[attr-defined]
    return out


@pytest.mark.parametrize("game", GAMES)
def test_actions_are_typed_and_read_back_from_their_notation(game: str) -> None:
    fresh, types, _ = GAMES[game]
    for state, action in steps(fresh, 12):
        for a in state.legal_actions()[:30]:
            assert type(a) in types
            text = state.action_text(a)
            back = state.parse_action(text)
            assert back == a and type(back) is type(a), text
            if game != "symbol":                 # the text needs no board: it is the value's
                assert str(a) == text
        assert type(action) in types


@pytest.mark.parametrize("game", GAMES)
def test_an_equal_plain_value_plays_like_the_action(game: str) -> None:
    fresh, _, _ = GAMES[game]
    rng = random.Random(8)
    for state, action in steps(fresh, 6, plies=80):
        if rng.random() < 0.3:
            twin, probe = state.copy(), state.copy()
            assert twin.play(plain(action)) == probe.play(action)
            assert twin.to_text() == probe.to_text()


@pytest.mark.parametrize("game", GAMES)
def test_every_event_kind_is_a_documented_member_naming_its_fields(game: str) -> None:
    fresh, _, kinds = GAMES[game]
    docs = {**documented_fields(kinds), **documented_fields(CommonEvent)}
    assert set(docs) == {*kinds, *CommonEvent}          # every member has its fields written
    seen = set()
    for state, action in steps(fresh, 20, plies=400):
        events = state.copy().play(action)
        for e in events:
            assert isinstance(e.kind, (kinds, CommonEvent)), e.kind
            for name in e.data:
                assert re.search(rf"\b{name}\b", docs[e.kind]), f"{e.kind}: {name} undocumented"
            seen.add(e.kind)
    assert CommonEvent.GAME_OVER in seen
    assert len(seen) > len(kinds) // 2          # the games reached most of their kinds


def test_essentia_actions_name_their_parts() -> None:
    state = dealt_game(3)
    move = next(a for a in state.legal_actions() if a.is_move)
    assert (move.frm, move.to, move.declared) == (move & 127, move >> 7 & 127, None)
    declared = state.parse_action("c4c5=T")
    assert (declared.frm, declared.to, declared.declared) == (E_INDEX["c4"], E_INDEX["c5"], 1)
    tile = state.parse_action("T@c3")
    assert tile.is_placement and (tile.to, tile.terrain) == (E_INDEX["c3"], PLATEAU)
    deal = state.parse_action("deal")
    assert deal.is_deal and not deal.is_placement and not deal.is_move
    assert str(deal) == deal.text == "deal" and repr(deal) == "EssentiaAction('deal')"


def test_essentia_history_holds_the_actions_played() -> None:
    state = dealt_game(4)
    first = state.legal_actions()[0]
    state.play(int(first))                       # a plain int is taken as the action
    assert state.history == [state.parse_action("deal"), first]
    assert all(type(a) is EssentiaAction for a in state.history)


def test_symbol_actions_name_their_fields() -> None:
    s = SymbolState.from_text("7/7/7/2Aa3/7/7/7 LD3F3A2W3E3/ld3f3a2w3e3 1 4 -")
    move = s.parse_action("c4-c5")
    assert type(move) is Move and (move.src, move.dst, move.target) == (
        S_INDEX["c4"], S_INDEX["c5"], S_INDEX["c5"])
    take = s.parse_action("c4xd4")
    assert type(take) is Reach and (take.src, take.stop, take.target) == (
        S_INDEX["c4"], S_INDEX["c4"], S_INDEX["d4"])
    assert take == (3, S_INDEX["c4"], take.group, S_INDEX["c4"], S_INDEX["d4"])
    assert s.parse_action("resign") == Resign() == (6,)
    assert Detonate(S_INDEX["a1"]).cell == S_INDEX["a1"]


def test_symbol_kept_actions_follow_the_position() -> None:
    s = SymbolState()
    rng = random.Random(2)
    for step in range(60):
        if s.outcome() is not None:
            break
        before = s.legal_actions()
        assert before == SymbolState.from_text(s.to_text()).legal_actions()
        if step % 10 == 9:
            s.resign(s.side)
            assert s.legal_actions() == []
            s.undo()
            s.agree_draw()
            assert s.legal_actions() == []
            s.undo()
            assert s.legal_actions() == before
        s.play(before[rng.randrange(len(before))])
        if step % 4 == 3:
            s.undo()
            assert s.legal_actions() == before
            s.play(before[0])
    with pytest.raises(IllegalActionError):
        s.play(Move(S_INDEX["a1"], 1, S_INDEX["a2"]))     # not among the kept actions: checked


def test_troy_actions_name_their_parts() -> None:
    s = TroyState(seed=1)
    pick = s.legal_actions()[0]
    assert pick.kind == TroyKind.PICK and pick == "pick:" + ",".join(pick.heroes)
    parsed = s.parse_action(" cancel:3 ")
    assert type(parsed) is TroyAction and parsed == "cancel:3"
    assert (parsed.kind, parsed.space) == (TroyKind.CANCEL, 3)
    assert TroyAction("swap:1,4").spaces == (1, 4)
    assert TroyAction("exchange:odysseus,hector").heroes == ("odysseus", "hector")
    assert TroyAction("noswap").args == () and TroyAction("noswap").kind == "noswap"


def test_actions_keep_their_type_through_copy_and_pickle() -> None:
    actions = [Army((3, 3, 3, 3, 3)), Place(3), Move(1, 64, 8), Reach(1, 64, 1, 9),
               Reinforce(((3, 1), (4, 2))), Detonate(5), Resign(),
               dealt_game(1).legal_actions()[0], TroyAction("cancel:2")]
    for a in actions:
        for twin in (copy.copy(a), copy.deepcopy(a), pickle.loads(pickle.dumps(a))):
            assert twin == a and type(twin) is type(a)
