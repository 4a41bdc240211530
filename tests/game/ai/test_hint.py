"""The hint: always a legal action of the side to move, with a reason read from
the engine (a capture, a win, a threat, a spring, the odds), as a code the
screens put in words (tests/scenes/ui/test_reasons.py), and never a move that
walks into a loss the opponent takes next move when another move avoids it."""

from __future__ import annotations

import random

import pytest

from game.ai.explain import Reason, explain
from game.ai.games import new_game
from game.ai.hint import Advisor, Suggestion, hint_level
from game.ai.players import SETTINGS
from game.essentia.layout import INDEX
from game.essentia.rules import EssentiaState
from tests.game.ai.one_move import TRAPS, Trap, loses_at_once

BUDGET = 400
"""Nodes per hint: a small search, quick to run, enough for a legal move."""


def _positions(game: str, count: int) -> list:
    """Positions reached by seeded random play, each with a side to move."""
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        state = new_game(game, seed=seed)
        for _ in range(rng.randrange(0, 40)):
            if state.to_move() is None:
                break
            state.play(rng.choice(list(state.legal_actions())))
        if state.to_move() is not None:
            out.append(state)
    return out


@pytest.mark.parametrize("game", ["essentia", "symbol", "troy"])
def test_the_hint_is_always_a_legal_action_with_a_reason(game: str) -> None:
    advisor = Advisor(game, seed=1, node_budget=BUDGET)
    positions = _positions(game, 24)
    assert len(positions) >= 15
    for state in positions:
        before = state.to_text()
        hint = advisor.choose(state)
        assert isinstance(hint, Suggestion)
        assert hint.action in state.legal_actions()
        assert hint.text == state.action_text(hint.action)
        assert isinstance(hint.reason, Reason) and hint.reason.code
        assert state.to_text() == before     # thinking never changes the position


def test_every_legal_move_has_a_reason_and_leaves_the_position_alone() -> None:
    for state in _positions("essentia", 6) + _positions("symbol", 6):
        before = state.to_text()
        for action in list(state.legal_actions())[:40]:
            assert explain(state, action).code
        assert state.to_text() == before


def _essentia(text: str) -> EssentiaState:
    return EssentiaState.from_text(text)


def test_a_capture_is_named_with_its_cell() -> None:
    state = new_game("essentia", seed=5)
    rng = random.Random(3)
    for _ in range(200):        # play on until a capture is on offer
        captures = [a for a in state.legal_actions() if state.is_capture(a)]
        if captures:
            break
        state.play(rng.choice(list(state.legal_actions())))
    assert captures
    reason = explain(state, captures[0])
    cell = state.action_text(captures[0])[-2:]
    assert cell in INDEX
    assert reason.code in ("capture_safe", "capture_exposed")
    assert reason.params["cell"] == cell


# A dealt layout where Dawn's plains golem on d2 slides to the forest d7, from
# which it jumps at b8, e9, f8 and the golem on Twilight's spring c9
DEALT = ("MFSMMSFM/FTFRTPTT/RRRFRRRR/RRRRRRRR/MPCTTCMM/FRRRRRRR/RRFRRFRR/RTRPPRTR/"
         "RRSRRSRM gggggggg/gggggggg/8/8/8/8/8/GGGGGGGG/GGGGGGGG D on 0 1")


def test_a_threat_on_a_spring_is_named_before_any_other() -> None:
    state = _essentia(DEALT)
    move = state.parse_action("d2d7")
    assert explain(state, move) == Reason("threaten_spring", {"cell": "c9"})


def test_a_winning_move_says_it_wins() -> None:
    rng = random.Random(8)
    for seed in range(40):
        state = new_game("essentia", seed=seed)
        for _ in range(300):
            if state.to_move() is None:
                break
            for a in state.legal_actions():
                probe = state.copy()
                probe.play(a)
                out = probe.outcome()
                if out is not None and out.winner == state.to_move():
                    assert explain(state, a) == Reason("wins")
                    return
            state.play(rng.choice(list(state.legal_actions())))
    pytest.fail("no winning move met in 40 seeded games")


class JumpingClock:
    """Ten seconds pass between any two readings: a machine too busy to think."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 10.0
        return self.now


@pytest.mark.parametrize("trap", TRAPS, ids=lambda t: t.name)
def test_the_hint_never_walks_into_a_one_move_loss(trap: Trap) -> None:
    """Whatever the game's level (the hint has its own), seeded or not, on a
    busy machine or starved of nodes: these positions from real games each
    have a move that loses at once, and the hint is never it."""
    state = trap.position()
    advisors = [Advisor(trap.game, seed=1), Advisor(trap.game, seed=2, node_budget=1)]
    for k in range(8):
        rushed = Advisor(trap.game, seed=k, time_budget=SETTINGS[hint_level(trap.game)].time)
        rushed.player.clock = JumpingClock()
        advisors.append(rushed)
    for advisor in advisors:
        hint = advisor.choose(state)
        assert not loses_at_once(state, hint.action), hint.text


def test_a_move_that_saves_the_leader_says_so_first() -> None:
    """Enemy air on d4 can take the leader on d2: a reinforcement standing in its
    way is explained as taking the leader out of danger, not by what else it does."""
    from game.symbol import SymbolState
    state = SymbolState.from_text("3l3/7/7/3a3/7/3L3/7 D3F3A3W3E3/d3f3a3w3e3 1 0 -")
    assert state.leader_threats(0)
    safe = [a for a in state.legal_actions() if explain(state, a).code == "leader_safe"]
    assert safe
    for action in safe:
        after = state.copy()
        after.play(action)
        assert not after.leader_threats(0)


def test_a_move_that_gains_regions_counts_them() -> None:
    from game.symbol import SymbolState
    state = SymbolState.from_text("3l3/7/7/7/7/L6/7 D3F3A3W3E3/d3f3a3w3e3 1 0 -")
    reasons = [explain(state, a) for a in state.legal_actions()]
    regions = [r for r in reasons if r.code == "region"]
    assert regions and all(r.params["n"] >= 1 and r.params["held"] >= r.params["n"]
                           for r in regions)


def test_a_reinforcement_says_what_it_adds() -> None:
    """Beside the leader, new pieces guard it; elsewhere the hint counts them (never
    'it brings reinforcements', which only repeats the move)."""
    from game.symbol import Reinforce, SymbolState
    from game.symbol.board import NEIGHBOURS
    state = SymbolState.from_text("3l3/7/7/7/7/7/L6 D3F3A3W3E3/d3f3a3w3e3 1 0 -")
    leader = state.leader_cell(0)
    assert leader is not None
    reinforcements = [a for a in state.legal_actions() if isinstance(a, Reinforce)]
    assert reinforcements
    for action in reinforcements:
        reason = explain(state, action)
        beside = any(cell in NEIGHBOURS[leader] for cell, _kind in action.placements)
        if reason.code == "reinforce_guard":
            assert beside
        elif reason.code == "reinforce":
            assert not beside and reason.params["n"] == len(action.placements)
    codes = {explain(state, a).code for a in reinforcements}
    assert {"reinforce_guard", "reinforce"} <= codes


@pytest.mark.parametrize("game", ["essentia", "symbol"])
def test_the_hint_searches_nodes_not_time_and_a_position_gets_one_answer(game: str) -> None:
    """A game without a seed still gets its level's nodes a hint (a busy machine
    makes it slower, not weaker); asked again after other positions, a position
    gets the same hint (a player comparing hints saw them change)."""
    from game.ai.players import level_nodes, profile_for

    advisor = Advisor(game)
    assert advisor.player.node_budget == level_nodes(hint_level(game), profile_for(game))
    small = Advisor(game, node_budget=3000)
    a, b, c = _positions(game, 6)[:3]
    first = small.choose(a).action
    small.choose(b)
    small.choose(c)
    assert small.choose(a).action == first


@pytest.mark.parametrize("game,text", [
    ("essentia", "RMSRRSRF/RRMRTMRF/RFRRRMRP/FRRRRMRR/RFCRTCMR/RFFTRTRR/FRRPRRRP/RMPTTRRT/"
                 "RRSRRSTM gggggggg/gggG1ggG/8/6g1/8/8/8/GGG1gGG1/GGGGGGGG W on 0 3"),
    ("symbol", "4ad(df)/4f1e/3a(lee)a1/5fd/7/(DE)5D/6(LF) DF2A3W3E2/w3 1 22 -"),
])
def test_where_every_move_loses_the_hint_says_nothing_saves_the_game(game: str,
                                                                      text: str) -> None:
    """Positions from seeded random play in which whatever the side to move plays,
    the enemy wins next move: the hint does not pretend its move helps."""
    from game.symbol import SymbolState

    state = (EssentiaState if game == "essentia" else SymbolState).from_text(text)
    assert all(loses_at_once(state, a) for a in state.legal_actions())
    assert Advisor(game, node_budget=BUDGET).choose(state).reason.code == "lost_anyway"


def test_a_hint_that_leaves_the_moved_golem_to_be_taken_says_so() -> None:
    """An Essentia move whose golem lands where an enemy can take it carries the
    cost in its reason (the screens add a sentence for it); one landing safe does not."""
    from game.ai.explain import threatened

    state = EssentiaState.from_text(
        "MFSMMSFM/FTFRTPTT/RRRFRRRR/RRRRRRRR/MPCTTCMM/FRRRRRRR/RRFRRFRR/RTRPPRTR/RRSRRSRM "
        "gggg1ggg/Gg2g3/4g3/1g1gg3/8/GG4g1/6Gg/1GG2GGG/GGGGG1G1 D on 3 8")
    assert explain(state, state.parse_action("f2f3")).params.get("exposed") == 1
    safe = []
    for action in state.legal_actions():
        after = state.copy()
        after.play(action)
        if not state.is_capture(action) and action.to not in threatened(after, 0):
            safe.append(action)
    assert safe and all("exposed" not in explain(state, a).params for a in safe)


def test_a_capture_that_saves_a_spring_says_so_and_a_spring_left_empty_is_a_cost() -> None:
    """Twilight's golem on the spring c9 is threatened from d8: taking d8 keeps the
    game, said first; taking it with the spring's own golem (c9 to d8) also leaves
    the spring c9 empty, said as the move's cost."""
    state = EssentiaState.from_text(
        "FRSRRSMF/RPRMTRMR/RFRRRRMR/FRRRRMRR/TRCFTCMR/PFFRTRRR/FRRRRRPR/RMPTTRRT/RRSRRSTM "
        "gggggggg/gggGgggg/8/8/g7/8/8/GGG1GGGG/GGGGGGGG W on 2 2")
    assert state.spring_threats(1)
    reason = explain(state, state.parse_action("e8d8"))
    assert reason.code == "capture_saves_spring"
    assert (reason.params["cell"], reason.params["spring"]) == ("d8", "c9")
    assert "left" not in reason.params
    assert explain(state, state.parse_action("c9d8")).params["left"] == "c9"
