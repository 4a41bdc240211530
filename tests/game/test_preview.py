"""A preview tells exactly what playing would do, and changes nothing.

For 200 positions per game, reached by seeded random playouts, a few legal
actions are previewed: the events must equal those that playing the action
then returns, and the position (text and key) must be the same before and
after the preview.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from game.essentia import new_game
from game.symbol import REINFORCE, SymbolState
from game.troy.rules import TroyState

POSITIONS = 200
PER_POSITION = 3


def _positions(fresh: Callable[[int], Any], rng: random.Random, every: int) -> Iterator[Any]:
    """Positions along random games: one in ``every`` plies, new games as they end."""
    seed = 0
    while True:
        state = fresh(seed)
        seed += 1
        ply = 0
        while state.to_move() is not None and ply < 400:
            acts = state.legal_actions()
            if ply % every == rng.randrange(every):
                yield state
            state.play(acts[rng.randrange(len(acts))])
            ply += 1


def _check(fresh: Callable[[int], Any], every: int, pick=None) -> list:
    """Preview and play random actions at POSITIONS positions; the previews seen."""
    rng = random.Random(13)
    seen = []
    positions = _positions(fresh, rng, every)
    for _ in range(POSITIONS):
        state = next(positions)
        acts = list(state.legal_actions())
        if pick is not None:
            acts = pick(acts) or acts
        for a in rng.sample(acts, min(PER_POSITION, len(acts))):
            text, key = state.to_text(), state.key()
            previewed = state.preview(a)
            assert state.to_text() == text and state.key() == key
            played = state.play(a)
            assert previewed == played, state.action_text(a)
            state.undo()
            assert state.to_text() == text and state.key() == key
            seen.extend(previewed)
    return seen


def test_essentia_previews_equal_play() -> None:
    setups = ("instant", "random", "strategic")
    seen = _check(lambda s: new_game(setup=setups[s % 3], seed=s), every=5)
    kinds = {e.kind for e in seen}
    assert {"moved", "captured"} <= kinds


def test_symbol_previews_equal_play() -> None:
    # reinforcements are many and say little: moves and detonations get the samples
    seen = _check(lambda _seed: SymbolState(), every=9,
                  pick=lambda acts: [a for a in acts if a[0] != REINFORCE])
    kinds = {e.kind for e in seen}
    assert {"moved", "pushed", "exploded"} <= kinds


def test_troy_previews_equal_play_chance_included() -> None:
    seen = _check(lambda s: TroyState(seed=s), every=6)
    kinds = {e.kind for e in seen}
    assert {"die_rolled", "duel_result"} <= kinds    # seeded dice show the same faces


def test_preview_of_an_illegal_action_raises_as_play_would() -> None:
    state = SymbolState()
    text = state.to_text()
    with pytest.raises(ValueError):
        state.preview((REINFORCE, ()))
    assert state.to_text() == text
