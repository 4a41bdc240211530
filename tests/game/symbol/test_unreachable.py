"""Why a group cannot go to a cell: each refusal the screens put in words is the
rules' own reason (terrain, the waterline, range, lines, something in the way)."""

from __future__ import annotations

import pytest

from game.symbol.board import INDEX
from game.symbol.positions import position
from game.symbol.unreachable import Unreachable

BOARD = {"a1": "L", "g7": "l", "d2": "E", "d5": "w", "c4": "F", "c6": "e", "b2": "A",
         "b6": "e", "f4": "W", "f6": "e", "f5": "a", "a2": "DW", "b1": "e"}


@pytest.mark.parametrize(("cell", "group", "to", "why"), [
    ("d2", "E", "d4", Unreachable("terrain", "earth", None)),    # earth into the water
    ("f4", "W", "f7", Unreachable("terrain", "water", None)),    # water onto land
    ("d2", "E", "d5", Unreachable("range", "earth", None)),      # three ranks away
    ("c4", "F", "c6", Unreachable("range", "fire", None)),       # fire goes one cell
    ("b2", "A", "c5", Unreachable("range", "air", None)),
    ("b2", "A", "c4", Unreachable("line", "air", None)),         # in range, off its lines
    ("f4", "W", "f6", Unreachable("blocked", "water", INDEX["f5"])),   # an enemy between
    ("a2", "W", "b1", Unreachable("across", "water", None)),     # rank 1 is past the shore
])
def test_each_refusal_names_the_rule_that_stops_the_group(cell, group, to, why) -> None:
    state = position(BOARD, 1, "W/w", 0, "-")
    assert not [a for a in state.group_actions(cell, group)
                if state.action_text(a).endswith(to)]        # nothing goes there...
    assert state.unreachable(cell, group, to) == why          # ...and this is why
