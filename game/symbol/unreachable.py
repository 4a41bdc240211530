"""Why a group cannot go to a cell: the reason a screen gives for a try the rules
refuse (a lesson answers every try; a click on a cell that is not lit says why).

Language-free like the rest of the rules: a code and the cell that stops the
group, if one does. Asked only when the group has no action to that cell.
"""

from __future__ import annotations

from typing import NamedTuple

from .board import COAST, LAND, RAYS, SHORE, TERRAIN, file_of, rank_of
from .movegen import AIR_BIT, EARTH_BIT, FIRE_BIT, WATER_BIT, groups
from .pieces import OWNER_BIT

# How far each power goes, and whether only in a straight line (rules, Pieces)
_REACH = ((EARTH_BIT, "earth", 2, False), (WATER_BIT, "water", 3, True),
          (AIR_BIT, "air", 2, True), (FIRE_BIT, "fire", 1, True))


class Unreachable(NamedTuple):
    """``code`` says why; ``power`` names the group's only power ("" for several);
    ``cell`` is what stops it on the way (None when nothing in particular does).

    Codes: ``terrain`` (the group may not stand there: pure earth on water, pure
    water on land), ``across`` (an enemy there that the group could only take by
    reach, which goes no further than the coast or the shore), ``range`` (too far
    for every power of the group), ``line`` (within range, but the straight-line
    powers do not go off their lines), ``blocked`` (an enemy stack or a cell the
    group may not cross stands between)."""

    code: str
    power: str
    cell: int | None


def unreachable(board: list[int], side: int, src: int, group: int, dst: int) -> Unreachable:
    """Why ``group`` (packed) leaving ``src`` has no move or reach capture to ``dst``."""
    tc, pm = next(((tc, pm) for g, tc, pm in groups(board[src], TERRAIN[src]) if g == group),
                  (0, 0))
    powers = [(name, most, line) for bit, name, most, line in _REACH if pm & bit]
    only = powers[0][0] if len(powers) == 1 else ""
    v = board[dst]
    enemy = bool(v) and (v >= OWNER_BIT) != side
    if not tc & TERRAIN[dst]:
        across = (tc == LAND and dst in COAST) or (tc != LAND and dst in SHORE)
        if not enemy or not across:
            return Unreachable("across" if enemy else "terrain", only, None)
    dx, dy = file_of(dst) - file_of(src), rank_of(dst) - rank_of(src)
    far = max(abs(dx), abs(dy))
    straight = dx == 0 or dy == 0 or abs(dx) == abs(dy)
    if all(far > most for _name, most, _line in powers):
        return Unreachable("range", only, None)
    if not straight and all(line or far > most for _name, most, line in powers):
        return Unreachable("line", only, None)
    return Unreachable("blocked", only, _in_the_way(board, side, tc, src, dst) if straight
                       else None)


def _in_the_way(board: list[int], side: int, tc: int, src: int, dst: int) -> int | None:
    """The first cell strictly between ``src`` and ``dst`` (on one line) that the
    group may not pass: an enemy stack, or terrain it may not stand on."""
    ray = next((r for r in RAYS[src] if dst in r), (dst,))
    for c in ray[:ray.index(dst)]:
        v = board[c]
        if (v and (v >= OWNER_BIT) != side) or not tc & TERRAIN[c]:
            return c
    return None
