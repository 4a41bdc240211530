"""A Trojan War position text is read whole or refused: never a half-checked state.

Saves keep the position as ``troy1 {json}``. A text with the right types but
values out of range (``"actor": 7``) used to load and then fail on Continue
with an IndexError; every field is now range-checked and a loaded position
must answer what the screens ask of it and play on.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.common import IllegalActionError, NotationError
from game.troy.chance import ChanceExhausted
from game.troy.rules import TroyState

FUZZ = settings(max_examples=300, deadline=None, derandomize=True, database=None)


def _positions() -> list[str]:
    """Texts from several stages of a few seeded games, and a finished one."""
    rng = random.Random(5)
    out = []
    for seed in range(4):
        state = TroyState(seed=seed, less_bloody=seed == 1, exchange=seed == 2)
        step = 0
        while state.to_move() is not None:
            if step % 9 == 0:
                out.append(state.to_text())
            state.play(rng.choice(state.legal_actions()), record=False)
            step += 1
        out.append(state.to_text())
    return out


POSITIONS = _positions()
FIELDS = sorted(json.loads(POSITIONS[0][6:]))
VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 30), st.integers(), st.sampled_from(
        ["", "pick", "over", "duel", "zeus", "achilles", "available", "dead"]),
    st.lists(st.integers(-2, 25), max_size=24), st.lists(st.booleans(), max_size=5),
    st.lists(st.sampled_from(["available", "dead", "x"]), min_size=22, max_size=22),
    st.floats(allow_nan=False),
)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A real position with one to three fields (or items of list fields) changed."""
    data = json.loads(draw(st.sampled_from(POSITIONS))[6:])
    for _ in range(draw(st.integers(1, 3))):
        name = draw(st.sampled_from(FIELDS))
        value = data[name]
        if isinstance(value, list) and value and draw(st.booleans()):
            value[draw(st.integers(0, len(value) - 1))] = draw(VALUES)
        else:
            data[name] = draw(VALUES)
    return "troy1 " + json.dumps(data)


def test_every_reachable_position_reads_back() -> None:
    for text in POSITIONS:
        assert TroyState.from_text(text).to_text() == text


def test_an_out_of_range_actor_is_a_notation_error() -> None:
    data = json.loads(POSITIONS[1][6:])
    data["actor"] = 7
    with pytest.raises(NotationError, match="actor"):
        TroyState.from_text("troy1 " + json.dumps(data))


@pytest.mark.parametrize("name, value", [
    ("turn", 13), ("turn", 0), ("space_g", [30, -1, -1, -1]), ("space_t", [0, -1, -1, -1]),
    ("gods", ["zeus", "zeus", "zeus"]), ("stage", "turn_start"), ("back", [0] * 21),
    ("rerolls", 9), ("mandatory", 7), ("captor", [40] * 22), ("chance", [-1, None, 0]),
    ("chance", [1, ["²"], 0]), ("chance", [1, ["0"], 5]),
])
def test_out_of_range_fields_are_refused(name: str, value: object) -> None:
    data = json.loads(POSITIONS[1][6:])
    data[name] = value
    with pytest.raises(NotationError):
        TroyState.from_text("troy1 " + json.dumps(data))


@FUZZ
@given(mutated(), st.integers(0, 10_000))
def test_a_mutated_position_is_refused_or_plays_on(text: str, pick: int) -> None:
    try:
        state = TroyState.from_text(text)
    except NotationError:
        return
    assert TroyState.from_text(state.to_text()).to_text() == state.to_text()
    actions = state.legal_actions()
    if actions:
        try:
            state.play(actions[pick % len(actions)])
        except (IllegalActionError, NotationError, ChanceExhausted):
            pass
        state.legal_actions()
        state.summary()
