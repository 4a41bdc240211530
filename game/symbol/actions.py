"""Action values: plain hashable tuples, first item the kind.

    (ARMY, (d, f, a, w, e))          choose the army's unit counts
    (PLACE, cell)                    place the leader
    (MOVE, src, group, dst)          move a group (packed counts), capture by entering
    (REACH, src, group, stop, tgt)   move to ``stop`` and capture ``tgt`` by reach
    (REINFORCE, ((cell, type), ...)) placements, sorted by cell name then stack order
    (DETONATE, cell)                 the owner sets off a death piece
    (RESIGN,)

Tuples keep legal-move lists cheap to build and compare; scenes read them
through the state's ``action_text`` or the field positions above.
"""

from __future__ import annotations

ARMY, PLACE, MOVE, REACH, REINFORCE, DETONATE, RESIGN = range(7)
KIND_NAMES = ("army", "place", "move", "reach", "reinforce", "detonate", "resign")

Action = tuple
RESIGN_ACTION: Action = (RESIGN,)
