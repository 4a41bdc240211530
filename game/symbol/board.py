"""Board geometry of Symbol: cells, terrain, regions, neighbours and rays.

Cells are indices 0..48, ``index = (rank - 1) * 7 + file`` (``a1`` = 0,
``g7`` = 48). Everything here is a precomputed table so that move
generation only does list look-ups.
"""

from __future__ import annotations

SIZE = 7
CELLS = range(SIZE * SIZE)
FILES = "abcdefg"

#: Terrain bits: a stack may stand on a cell when ``allowed & TERRAIN[c]``.
LAND = 1
WATER = 2
ANY = LAND | WATER

#: The eight directions as (file step, rank step).
DIRECTIONS: tuple[tuple[int, int], ...] = (
    (-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1),
)


def cell_name(cell: int) -> str:
    """``0`` -> ``"a1"``."""
    return FILES[cell % SIZE] + str(cell // SIZE + 1)


NAMES: tuple[str, ...] = tuple(cell_name(c) for c in CELLS)
INDEX: dict[str, int] = {n: c for c, n in enumerate(NAMES)}
#: Cells in the order their names sort as strings (file, then rank).
NAME_ORDER: tuple[int, ...] = tuple(sorted(CELLS, key=lambda c: NAMES[c]))
#: Position of each cell in NAME_ORDER, to sort placements quickly.
NAME_RANK: tuple[int, ...] = tuple(NAME_ORDER.index(c) for c in CELLS)


def _rank(cell: int) -> int:
    return cell // SIZE + 1


TERRAIN: tuple[int, ...] = tuple(LAND if _rank(c) in (1, 2, 6, 7) else WATER for c in CELLS)
#: Coast: water next to land. Shore: land next to water.
COAST: frozenset[int] = frozenset(c for c in CELLS if _rank(c) in (3, 5))
SHORE: frozenset[int] = frozenset(c for c in CELLS if _rank(c) in (2, 6))

#: Each player's own land zone (where the leader is placed).
HOME: tuple[tuple[int, ...], tuple[int, ...]] = (
    tuple(c for c in CELLS if _rank(c) in (1, 2)),
    tuple(c for c in CELLS if _rank(c) in (6, 7)),
)

# Regions: three areas (ranks 1-2, 3-5, 6-7) cut by files a-b, c-e, f-g.
# This one table is the project's region map; change it here only.
_AREA_OF_RANK = {1: 0, 2: 0, 3: 1, 4: 1, 5: 1, 6: 2, 7: 2}
_THIRD_OF_FILE = {0: 0, 1: 0, 2: 1, 3: 1, 4: 1, 5: 2, 6: 2}
REGION: tuple[int, ...] = tuple(
    _AREA_OF_RANK[_rank(c)] * 3 + _THIRD_OF_FILE[c % SIZE] for c in CELLS
)
REGION_COUNT = 9
REGION_NAMES: tuple[str, ...] = tuple(
    f"{area} {third}"
    for area in ("land 1-2", "water 3-5", "land 6-7")
    for third in ("a-b", "c-e", "f-g")
)
REGION_CELLS: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in CELLS if REGION[c] == r) for r in range(REGION_COUNT)
)


def _step(cell: int, d: tuple[int, int]) -> int | None:
    f, r = cell % SIZE + d[0], cell // SIZE + d[1]
    if 0 <= f < SIZE and 0 <= r < SIZE:
        return r * SIZE + f
    return None


def _ray(cell: int, d: tuple[int, int]) -> tuple[int, ...]:
    out = []
    nxt = _step(cell, d)
    while nxt is not None:
        out.append(nxt)
        nxt = _step(nxt, d)
    return tuple(out)


#: RAYS[c][d]: cells from c going in direction d (nearest first).
RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(c, d) for d in DIRECTIONS) for c in CELLS
)
#: NEIGHBOURS[c]: the up to 8 cells around c, in DIRECTIONS order.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(r[0] for r in RAYS[c] if r) for c in CELLS
)
#: PUSH[c]: (neighbour, cell beyond it or -1 when off the board) around c.
PUSH: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((r[0], r[1] if len(r) > 1 else -1) for r in RAYS[c] if r) for c in CELLS
)
ADJACENT: tuple[frozenset[int], ...] = tuple(frozenset(n) for n in NEIGHBOURS)
