"""Random-simulation invariants over many seeded Symbol games.

At every step: notation round-trips, copies are equal and independent,
undo restores the position exactly, actions are listed once with distinct
spellings that parse back, and no piece is created or lost (board +
reserves + removed = the armies).
"""

from __future__ import annotations

import random

import pytest

from game.symbol import MOVE, REACH, SymbolState
from game.symbol.board import ADJACENT, INDEX
from game.symbol.pieces import counts_of

START = "7/7/7/7/7/7/7 LD3F3A3W3E3/ld3f3a3w3e3 1 0 -"


def _army_totals(s: SymbolState) -> tuple[int, ...]:
    return tuple(a + b for a, b in zip(counts_of(s.armies[0]), counts_of(s.armies[1]),
                                       strict=True))


def _run_game(s: SymbolState, rng: random.Random, cap: int = 400) -> SymbolState:
    for _ in range(cap):
        acts = s.legal_actions()
        text = s.to_text()
        again = SymbolState.from_text(text)
        assert again.to_text() == text
        assert again.key() == s.key()
        if not acts:
            assert s.outcome() is not None and s.to_move() is None
            break
        assert len(set(acts)) == len(acts)
        spellings = [s.action_text(a) for a in acts]
        assert len(set(spellings)) == len(spellings)
        for i in rng.sample(range(len(acts)), min(8, len(acts))):
            assert s.parse_action(spellings[i]) == acts[i]
        a = acts[rng.randrange(len(acts))]
        twin = s.copy()
        assert twin == s
        key = s.key()
        events = s.play(a)
        assert events
        for e in events:
            if e.kind == "moved":
                path = [INDEX[c] for c in e["path"]]
                assert e["path"][0] == e["frm"] and e["path"][-1] == e["to"]
                assert all(y in ADJACENT[x] for x, y in zip(path, path[1:], strict=False))
        if a[0] in (MOVE, REACH):
            assert a in twin.actions_from(a[1])  # the board helper agrees
        assert twin.to_text() == text  # the copy did not move with it
        assert s.piece_totals() == _army_totals(s)
        if s.outcome() is not None:
            assert events[-1].kind == "game_over"
        s.undo()
        assert s == twin and s.key() == key and s.to_text() == text
        s.play(a)
    return s


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(6))
def test_random_basic_games_keep_every_invariant(chunk: int) -> None:
    for seed in range(chunk * 50, chunk * 50 + 50):
        _run_game(SymbolState.from_text(START), random.Random(seed))


@pytest.mark.parametrize(
    "variants",
    [("unlimited",), ("unlimited", "desertion"), ("openpool", "tiebreak"), ("desertion",)],
)
def test_random_games_with_variants_and_army_choice(variants: tuple[str, ...]) -> None:
    for seed in range(25):
        s = SymbolState.new(variants, choose_armies=True)
        _run_game(s, random.Random(1000 + seed))


def test_random_games_end_in_a_known_way() -> None:
    reasons = set()
    for seed in range(60):
        s = _run_game(SymbolState.from_text(START), random.Random(9000 + seed))
        out = s.outcome()
        if out is not None:
            reasons.add(out.reason)
    assert "leader-captured" in reasons
    assert reasons <= {"leader-captured", "both-leaders", "repetition", "no-capture-limit",
                       "no-moves"}
