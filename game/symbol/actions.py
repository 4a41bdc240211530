"""Symbol's action values: one tuple type per kind, the kind first.

    Army(units)                       (ARMY, (d, f, a, w, e))  choose the army's unit counts
    Place(cell)                       (PLACE, cell)            place the leader
    Move(src, group, dst)             (MOVE, src, group, dst)  move a group (packed counts),
                                                               capture by entering
    Reach(src, group, stop, target)   (REACH, src, group, stop, target)
                                      move to ``stop`` and capture ``target`` by reach
    Reinforce(placements)             (REINFORCE, ((cell, type), ...))  placements, sorted by
                                                               cell name then stack order
    Detonate(cell)                    (DETONATE, cell)         the owner sets off a death piece
    Resign()                          (RESIGN,)

Each is a tuple subclass with the layout on the right, so it equals (and
hashes as) the plain tuple and reads by field name. The notation needs the
board (the letters of a group), so an action's text is the state's
``action_text(a)``. The engine builds the ones it generates without the
readable constructors (``tuple.__new__`` straight from the layout) and keeps
those it meets again: generating them costs what plain tuples did.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, ClassVar, Final, TypeAlias

ARMY, PLACE, MOVE, REACH, REINFORCE, DETONATE, RESIGN = range(7)
KIND_NAMES = ("army", "place", "move", "reach", "reinforce", "detonate", "resign")

Placement: TypeAlias = tuple[int, int]
"""(cell, piece type) of one reinforcement."""

_new = tuple.__new__


def _at(index: int, doc: str) -> Any:
    """A field read by position, as fast as indexing (a C-level getter); declared
    ``Final[type]`` in the class so that type checkers know it and keep it read-only."""
    return property(itemgetter(index), doc=doc)


class Army(tuple[int, tuple[int, ...]]):
    """Choose the army: unit counts in stack order (D, F, A, W, E)."""

    __slots__ = ()
    kind: ClassVar[int] = ARMY
    units: Final[tuple[int, ...]] = _at(1, "unit counts (D, F, A, W, E)")

    def __new__(cls, units: tuple[int, ...]) -> Army:
        return _new(cls, (ARMY, units))

    def __getnewargs__(self) -> tuple[tuple[int, ...]]:
        return (self[1],)


class Place(tuple[int, int]):
    """Place the leader on ``cell``."""

    __slots__ = ()
    kind: ClassVar[int] = PLACE
    cell: Final[int] = _at(1, "the cell the leader goes on")

    def __new__(cls, cell: int) -> Place:
        return _new(cls, (PLACE, cell))

    def __getnewargs__(self) -> tuple[int]:
        return (self[1],)


class Move(tuple[int, int, int, int]):
    """Move ``group`` from ``src`` to ``dst``, capturing by entering."""

    __slots__ = ()
    kind: ClassVar[int] = MOVE
    src: Final[int] = _at(1, "where the group stands")
    group: Final[int] = _at(2, "the moving pieces (packed counts)")
    dst: Final[int] = _at(3, "where the group ends (taking what stands there)")
    target: Final[int] = _at(3, "the cell the move is aimed at: its destination")

    def __new__(cls, src: int, group: int, dst: int) -> Move:
        return _new(cls, (MOVE, src, group, dst))

    def __getnewargs__(self) -> tuple[int, int, int]:
        return self[1:]


class Reach(tuple[int, int, int, int, int]):
    """Move ``group`` from ``src`` to ``stop`` and capture ``target`` by reach."""

    __slots__ = ()
    kind: ClassVar[int] = REACH
    src: Final[int] = _at(1, "where the group stands")
    group: Final[int] = _at(2, "the moving pieces (packed counts)")
    stop: Final[int] = _at(3, "where the group ends (``src`` when it captures without moving)")
    dst: Final[int] = _at(3, "where the group ends: ``stop``")
    target: Final[int] = _at(4, "the enemy stack taken by reach")

    def __new__(cls, src: int, group: int, stop: int, target: int) -> Reach:
        return _new(cls, (REACH, src, group, stop, target))

    def __getnewargs__(self) -> tuple[int, int, int, int]:
        return self[1:]


class Reinforce(tuple[int, tuple[Placement, ...]]):
    """Place reserve units: (cell, type) pairs sorted by cell name, then stack order."""

    __slots__ = ()
    kind: ClassVar[int] = REINFORCE
    placements: Final[tuple[Placement, ...]] = _at(1, "(cell, type) of each piece placed")

    def __new__(cls, placements: tuple[Placement, ...]) -> Reinforce:
        return _new(cls, (REINFORCE, placements))

    def __getnewargs__(self) -> tuple[tuple[Placement, ...]]:
        return (self[1],)


class Detonate(tuple[int, int]):
    """The owner sets off the death piece on ``cell``."""

    __slots__ = ()
    kind: ClassVar[int] = DETONATE
    cell: Final[int] = _at(1, "the death piece's cell")

    def __new__(cls, cell: int) -> Detonate:
        return _new(cls, (DETONATE, cell))

    def __getnewargs__(self) -> tuple[int]:
        return (self[1],)


class Resign(tuple[int]):
    """The side to move gives up (the command line's ``resign``)."""

    __slots__ = ()
    kind: ClassVar[int] = RESIGN

    def __new__(cls) -> Resign:
        return _new(cls, (RESIGN,))

    def __getnewargs__(self) -> tuple[()]:
        return ()


SymbolAction: TypeAlias = Army | Place | Move | Reach | Reinforce | Detonate | Resign
"""Any Symbol action."""

TYPES: tuple[type[SymbolAction], ...] = (Army, Place, Move, Reach, Reinforce, Detonate, Resign)
"""The action type of each kind code."""

RESIGN_ACTION = Resign()

# ----------------------------------------------------- the generated actions
# What the engine generates is made once and kept: the tables below hold
# every detonation, leader placement and single reinforcement; moves and
# pairs of reinforcements are kept as they are first generated.
CELL_COUNT = 49
DETONATIONS: tuple[Detonate, ...] = tuple(Detonate(c) for c in range(CELL_COUNT))
PLACES: tuple[Place, ...] = tuple(Place(c) for c in range(CELL_COUNT))
#: SINGLES[cell][type]: the reinforcement of one piece of that type on that cell.
SINGLES: tuple[tuple[Reinforce, ...], ...] = tuple(
    tuple(Reinforce(((c, t),)) for t in range(6)) for c in range(CELL_COUNT)
)
#: PAIRS[cell * 8 + type][cell2 * 8 + type2]: the reinforcement of those two placements.
PAIRS: tuple[dict[int, Reinforce], ...] = tuple({} for _ in range(CELL_COUNT * 8))
#: MOVE_ROWS[group << 6 | src][dst]: the move of that group from that cell, once made.
MOVE_ROWS: dict[int, list[Move | None]] = {}
MOVE_ROWS_KEPT = 20_000
"""MOVE_ROWS forgets everything past this many (cell, group) rows."""


def as_action(a: tuple[Any, ...]) -> SymbolAction:
    """The typed action equal to ``a`` (``a`` itself when already typed); ``a``
    is a well-formed plain tuple, kind first (checked by the state's play)."""
    if type(a) in TYPES:
        return a  # type: ignore[return-value]
    return _new(TYPES[a[0]], a)  # type: ignore[no-any-return]


__all__ = [
    "ARMY", "DETONATE", "DETONATIONS", "KIND_NAMES", "MOVE", "MOVE_ROWS", "MOVE_ROWS_KEPT",
    "PAIRS", "PLACE", "PLACES", "REACH", "REINFORCE", "RESIGN", "RESIGN_ACTION", "SINGLES",
    "TYPES", "Army", "Detonate", "Move", "Place", "Placement", "Reach", "Reinforce", "Resign",
    "SymbolAction", "as_action",
]
