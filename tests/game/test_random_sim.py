"""Random simulation over the common protocol, for every registered game (as
OpenSpiel's ``random_sim_test``): whole games of random legal play from the
longest opening, checking at every step what everything written once for all
games (computer players, saves, review, the online server) relies on —
clone equality and independence, notation round trips, exact undo, previews
that match play, and sane legal actions."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game import registry
from game.common import GameState, IllegalActionError, Outcome

MAX_PLIES = 400
SEEDS = (1, 2, 3)


def _check_step(rules: Any, state: GameState[Any], rng: random.Random) -> Any:
    """Every invariant at one position; returns the action then played."""
    text, key = state.to_text(), state.key()
    clone = state.copy()
    assert clone == state and clone.key() == state.key() and clone.to_text() == text
    again = rules.from_text(text)
    assert again.to_text() == text and again.key() == state.key()
    assert again.to_move() == state.to_move() and again.outcome() == state.outcome()

    actions = list(state.legal_actions())
    assert (state.to_move() is None) == (state.outcome() is not None) == (not actions)
    assert len(set(actions)) == len(actions)
    assert list(again.legal_actions()) == actions          # order is stable too
    for action in actions:
        assert state.parse_action(state.action_text(action)) == action

    action = rng.choice(actions)
    preview = state.preview(action)
    assert state.to_text() == text                            # a preview changes nothing
    events = clone.play(action)
    assert state.to_text() == text and state.key() == key     # the clone is independent
    played = state.play(action)
    assert played == events == preview
    after = state.to_text()
    state.undo()
    assert state.to_text() == text and state.key() == key
    assert list(state.legal_actions()) == actions
    state.play(action)
    assert state.to_text() == after
    return action


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game", registry.keys())
def test_random_games_keep_the_protocol(game: str, seed: int) -> None:
    rules = registry.get(game)
    state = rules.start(rules.opening_options, seed)
    rng = random.Random(seed)
    plies = 0
    while state.to_move() is not None and plies < MAX_PLIES:
        _check_step(rules, state, rng)
        plies += 1
    assert plies > 0
    outcome = state.outcome()
    if outcome is not None:
        assert isinstance(outcome, Outcome) and outcome.winner in (0, 1, None)
        with pytest.raises(IllegalActionError):
            state.play(next(iter(rules.start(rules.opening_options, seed).legal_actions())))


@pytest.mark.parametrize("game", registry.keys())
def test_resigning_and_its_undo_are_exact(game: str) -> None:
    """Resigning ends the game for the other side and is taken back exactly (a set-up
    phase may refuse it — Essentia's — until play begins)."""
    rules = registry.get(game)
    state = rules.start(rules.opening_options, 5)
    rng = random.Random(5)
    for _ in range(MAX_PLIES):
        assert state.to_move() is not None
        text = state.to_text()
        try:
            state.resign(0)
        except IllegalActionError:
            assert state.to_text() == text                   # a refusal changes nothing
            state.play(rng.choice(list(state.legal_actions())))
            continue
        assert state.outcome() == Outcome(1, "resign") and state.to_move() is None
        assert not list(state.legal_actions())
        state.undo()
        assert state.to_text() == text and state.outcome() is None
        return
    raise AssertionError("no position let a player resign")
