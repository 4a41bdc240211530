"""Board geometry, terrain codes and the fixed-cell layout, as plain data.

Cells are indexed 0..71: ``index = (rank - 1) * 8 + file`` with file a=0..h=7,
so ``a1`` is 0 and ``h9`` is 71. Everything that depends only on the board
shape (rays, jumps, neighbours) is computed once here, so move generation
only reads tables.
"""

from __future__ import annotations

from dataclasses import dataclass, field

FILES = 8
RANKS = 9
CELLS = FILES * RANKS
FILE_LETTERS = "abcdefgh"

# Terrain / power codes. The four slide-or-step powers that a tile can carry
# come first; SPRING and CIRCLE are fixed cells; HIDDEN is a face-down tile
# during random setup.
ROCKS, PLATEAU, MOUNTAIN, PLAINS, FOREST, SPRING, CIRCLE, HIDDEN = range(8)
NO_POWER = -1

TERRAIN_LETTERS = "RTMPFSC?"
TERRAIN_NAMES = ("rocks", "plateau", "mountain", "plains", "forest", "spring", "circle", "hidden")
LETTER_TO_TERRAIN = {letter: code for code, letter in enumerate(TERRAIN_LETTERS)}
NAME_TO_TERRAIN = {name: code for code, name in enumerate(TERRAIN_NAMES)}

# Powers a golem may declare on entering an active circle.
CIRCLE_POWERS = {"on": (ROCKS, PLATEAU, FOREST), "wild": (ROCKS, PLATEAU, MOUNTAIN, PLAINS, FOREST)}
CIRCLE_MODES = ("off", "sealed", "on", "wild")

# Tiles that may be placed on the board (rocks is the uncovered board itself).
TILE_TERRAINS = (PLATEAU, MOUNTAIN, PLAINS, FOREST)

NAMES = tuple(FILE_LETTERS[i % FILES] + str(i // FILES + 1) for i in range(CELLS))
INDEX = {name: i for i, name in enumerate(NAMES)}

HOME = ((0, 1), (7, 8))  # rank indices (0-based) where each player's golems start
GOLEMS = FILES * len(HOME[0])  # golems of each side at the start of play


def cell_index(cell: str | int) -> int:
    """Accept a notation string like ``"c5"`` or an index, return the index."""
    if isinstance(cell, int):
        if 0 <= cell < CELLS:
            return cell
        raise ValueError(f"cell index out of range: {cell}")
    try:
        return INDEX[cell]
    except KeyError:
        raise ValueError(f"not a cell: {cell!r}") from None


def rank_of(cell: int) -> int:
    """0-based rank index (0 = rank 1)."""
    return cell // FILES


def half_of(cell: int) -> int | None:
    """Whose half a cell lies in: 0 Dawn (ranks 1-4), 1 Twilight (ranks 6-9), None rank 5."""
    r = cell // FILES
    if r < 4:
        return 0
    if r > 4:
        return 1
    return None


def _walk(cell: int, df: int, dr: int) -> tuple[int, ...]:
    f, r = cell % FILES, cell // FILES
    out = []
    f, r = f + df, r + dr
    while 0 <= f < FILES and 0 <= r < RANKS:
        out.append(r * FILES + f)
        f, r = f + df, r + dr
    return tuple(out)


ORTH_DIRS = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAG_DIRS = ((1, 1), (-1, 1), (1, -1), (-1, -1))
KNIGHT_DIRS = ((1, 2), (-1, 2), (2, 1), (-2, 1), (1, -2), (-1, -2), (2, -1), (-2, -1))


def _rays(dirs: tuple[tuple[int, int], ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    return tuple(tuple(r for r in (_walk(c, df, dr) for df, dr in dirs) if r) for c in range(CELLS))


def _steps(dirs: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(ray[0] for ray in rays) for rays in _rays(dirs))


RAYS_ORTH = _rays(ORTH_DIRS)
RAYS_DIAG = _rays(DIAG_DIRS)
RAYS_ALL = _rays(ORTH_DIRS + DIAG_DIRS)
STEP_ORTH = _steps(ORTH_DIRS)
STEP_DIAG = _steps(DIAG_DIRS)
STEP_ALL = _steps(ORTH_DIRS + DIAG_DIRS)
KNIGHT = tuple(
    tuple(
        (c // FILES + dr) * FILES + c % FILES + df
        for df, dr in KNIGHT_DIRS
        if 0 <= c % FILES + df < FILES and 0 <= c // FILES + dr < RANKS
    )
    for c in range(CELLS)
)

# Slide rays by power code (no rays for powers that do not slide).
Rays = tuple[tuple[tuple[int, ...], ...], ...]   # by cell: its rays, each a run of cells
NO_RAYS: Rays = ()
SLIDE_RAYS: tuple[Rays, ...] = (NO_RAYS, RAYS_ORTH, RAYS_DIAG, RAYS_ALL, NO_RAYS, NO_RAYS)


def _line(frm: int, to: int) -> tuple[int, ...] | None:
    for ray in RAYS_ALL[frm]:
        if to in ray:
            return (frm,) + ray[: ray.index(to) + 1]
    return None


# Cells crossed by a straight move, origin and destination included.
LINE = {(a, b): line for a in range(CELLS) for b in range(CELLS) if (line := _line(a, b))}


@dataclass(frozen=True)
class Layout:
    """The fixed cells and the tile set of a board; the default is the rules page's."""

    springs: tuple[str, ...] = ("c1", "f1", "c9", "f9")
    circles: tuple[str, ...] = ("c5", "f5")
    tiles: dict[str, int] = field(
        default_factory=lambda: {"plateau": 8, "mountain": 8, "plains": 4, "forest": 8}
    )

    def __post_init__(self) -> None:
        fixed = [cell_index(c) for c in self.springs + self.circles]
        if len(set(fixed)) != len(fixed):
            raise ValueError("springs and circles must be distinct cells")
        for c in self.circles:
            if rank_of(cell_index(c)) in HOME[0] + HOME[1]:
                raise ValueError(f"a circle may not lie on a home rank: {c}")
        for name, count in self.tiles.items():
            if NAME_TO_TERRAIN.get(name) not in TILE_TERRAINS or count < 0:
                raise ValueError(f"bad tile entry: {name}={count}")
        if sum(self.tiles.values()) > CELLS - len(fixed):
            raise ValueError("more tiles than free cells")

    def terrain(self) -> list[int]:
        """The bare board: rocks everywhere except the fixed cells."""
        board = [ROCKS] * CELLS
        for c in self.springs:
            board[cell_index(c)] = SPRING
        for c in self.circles:
            board[cell_index(c)] = CIRCLE
        return board

    def tile_counts(self) -> list[int]:
        """Tile counts indexed by terrain code."""
        counts = [0] * len(TERRAIN_LETTERS)
        for name, count in self.tiles.items():
            counts[NAME_TO_TERRAIN[name]] = count
        return counts


DEFAULT_LAYOUT = Layout()
