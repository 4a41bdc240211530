"""Board geometry of Symbol: cells, terrain, regions, neighbours and rays.

Cells are indices 0..48, ``index = (rank - 1) * 7 + file`` (``a1`` = 0,
``g7`` = 48). Everything here is a precomputed table so that move
generation only does list look-ups.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

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


def rank_of(cell: int) -> int:
    """``a1`` -> 1 ... ``g7`` -> 7."""
    return cell // SIZE + 1


def file_of(cell: int) -> int:
    """Column from 0 (``a``) to 6 (``g``)."""
    return cell % SIZE


TERRAIN: tuple[int, ...] = tuple(LAND if rank_of(c) in (1, 2, 6, 7) else WATER for c in CELLS)
#: Coast: water next to land. Shore: land next to water.
COAST: frozenset[int] = frozenset(c for c in CELLS if rank_of(c) in (3, 5))
SHORE: frozenset[int] = frozenset(c for c in CELLS if rank_of(c) in (2, 6))

#: How the rules name the two sides: player 1 sits at rank 1, player 2 at rank 7.
SIDE_NAMES: tuple[str, str] = ("Player 1", "Player 2")
#: Each player's own land zone (where the leader is placed).
HOME: tuple[tuple[int, ...], tuple[int, ...]] = (
    tuple(c for c in CELLS if rank_of(c) in (1, 2)),
    tuple(c for c in CELLS if rank_of(c) in (6, 7)),
)
#: Each player's back rank, along the board edge they sit at.
BACK_RANK: tuple[tuple[int, ...], tuple[int, ...]] = (
    tuple(c for c in CELLS if rank_of(c) == 1),
    tuple(c for c in CELLS if rank_of(c) == SIZE),
)

# Regions: three areas (ranks 1-2, 3-5, 6-7) cut by files a-b, c-e, f-g.
# This one table is the project's region map; change it here only.
_AREA_OF_RANK = {1: 0, 2: 0, 3: 1, 4: 1, 5: 1, 6: 2, 7: 2}
_THIRD_OF_FILE = {0: 0, 1: 0, 2: 1, 3: 1, 4: 1, 5: 2, 6: 2}
REGION: tuple[int, ...] = tuple(
    _AREA_OF_RANK[rank_of(c)] * 3 + _THIRD_OF_FILE[c % SIZE] for c in CELLS
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


def region_presence(owners: Iterable[tuple[int, int]]) -> list[int]:
    """Per region, a bit per player with pieces there (1: player 1, 2: player 2),
    from (cell, owner) pairs of the occupied cells."""
    seen = [0] * REGION_COUNT
    for c, owner in owners:
        seen[REGION[c]] |= 1 << owner
    return seen


def control_of(presence: Sequence[int]) -> list[int | None]:
    """Per region, the player controlling it (pieces there while the other has
    none), else None; ``presence`` as from :func:`region_presence`."""
    return [0 if s == 1 else 1 if s == 2 else None for s in presence]


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
