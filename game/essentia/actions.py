"""Essentia's action values: an int code with the notation as its text form.

    play move      frm | to << 7 | declared << 14   (declared = power + 1, 0 for none)
    setup action   SETUP | terrain << 7 | cell      (terrain HIDDEN for a face-down tile)
    instant deal   DEAL

``EssentiaAction`` is an ``int`` (so it hashes, compares and packs as the code
does, and equals the plain int) whose ``str()`` is its notation, as
python-chess's ``Move`` with ``uci()``. Every action a game can generate is
made once (``action_of``): move generation reads them from the table below
and never builds an action object.
"""

from __future__ import annotations

from game.essentia.layout import (
    CELLS,
    CIRCLE_POWERS,
    HIDDEN,
    NAMES,
    TERRAIN_LETTERS,
    TILE_TERRAINS,
)

SETUP = 1 << 20
DEAL = SETUP | 127


def format_code(code: int) -> str:
    """Action code -> notation (``b2b3``, ``e4f5=T``, ``T@c3``, ``@c3``, ``deal``);
    IndexError or ValueError for a code no action has."""
    if code < 0:
        raise ValueError(f"not an action code: {code}")
    if code == DEAL:
        return "deal"
    if code & SETUP:
        terrain, cell = code >> 7 & 7, code & 127
        letter = "" if terrain == HIDDEN else TERRAIN_LETTERS[terrain]
        return f"{letter}@{NAMES[cell]}"
    frm, to, d = code & 127, code >> 7 & 127, code >> 14
    text = NAMES[frm] + NAMES[to]
    return text + "=" + TERRAIN_LETTERS[d - 1] if d else text


class EssentiaAction(int):
    """One Essentia action (see the module docstring for the code's layout)."""

    __slots__ = ()

    @property
    def is_move(self) -> bool:
        """A play move (not a tile placement nor the deal)."""
        return not self & SETUP

    @property
    def is_placement(self) -> bool:
        """A set-up tile placement (face up or face down)."""
        return bool(self & SETUP) and self != DEAL

    @property
    def is_deal(self) -> bool:
        """The instant set-up's one action: every tile dealt at random."""
        return self == DEAL

    @property
    def frm(self) -> int:
        """Origin cell of a play move."""
        return self & 127

    @property
    def to(self) -> int:
        """Destination cell of a play move, or the cell of a tile placement."""
        return self & 127 if self & SETUP else self >> 7 & 127

    @property
    def declared(self) -> int | None:
        """Power code declared by a move entering an active circle, or None."""
        d = self >> 14 & 7
        return None if self & SETUP or d == 0 else d - 1

    @property
    def terrain(self) -> int:
        """Terrain code of a tile placement (HIDDEN for a face-down tile)."""
        return self >> 7 & 7

    @property
    def text(self) -> str:
        """The notation: ``b2b3``, ``e4f5=T``, ``T@c3``, ``@c3`` or ``deal``."""
        return format_code(self)

    def __str__(self) -> str:
        return format_code(self)

    def __repr__(self) -> str:
        try:
            return f"EssentiaAction({format_code(self)!r})"
        except (IndexError, ValueError):
            return f"EssentiaAction({int(self)})"


_PLAIN_MOVES = [frm | to << 7 for frm in range(CELLS) for to in range(CELLS)]
_ACTIONS: dict[int, EssentiaAction] = dict(zip(_PLAIN_MOVES, map(EssentiaAction, _PLAIN_MOVES),
                                               strict=True))


def action_of(code: int) -> EssentiaAction:
    """The one action object of a well-formed ``code``, made the first time it
    is asked for (every plain move, placement and the deal at import), so that
    equal actions are the same object and generation never makes one."""
    action = _ACTIONS.get(code)
    if action is None:
        action = _ACTIONS[code] = EssentiaAction(code)
    return action


def move_action(frm: int, to: int, declared: int | None = None) -> EssentiaAction:
    """The action of a play move; ``declared`` is a power code or None."""
    return action_of(frm | to << 7 | (0 if declared is None else declared + 1) << 14)


#: PLACEMENTS[terrain][cell]: the set-up placement of that tile on that cell.
PLACEMENTS: tuple[tuple[EssentiaAction, ...], ...] = tuple(
    tuple(action_of(SETUP | t << 7 | c) for c in range(CELLS)) if t in (*TILE_TERRAINS, HIDDEN)
    else () for t in range(HIDDEN + 1)
)
DEAL_ACTION = action_of(DEAL)


# ------------------------------------------------------- generation tables
#: MOVES[frm][to]: the plain move from ``frm`` to ``to``, for the move generator
#: (which walks the layout's tables of target cells and reads the action here).
MOVES: tuple[tuple[EssentiaAction, ...], ...] = tuple(
    tuple(_ACTIONS[frm | to << 7] for to in range(CELLS)) for frm in range(CELLS)
)
del _PLAIN_MOVES


class Declarations(dict[EssentiaAction, tuple[EssentiaAction, ...]]):
    """A move onto an active circle -> the same move declaring each power the
    circles grant, in the order of ``CIRCLE_POWERS`` (filled as moves ask)."""

    def __init__(self, circles: str) -> None:
        super().__init__()
        self.codes = tuple((p + 1) << 14 for p in CIRCLE_POWERS.get(circles, ()))

    def __missing__(self, move: EssentiaAction) -> tuple[EssentiaAction, ...]:
        variants = self[move] = tuple(action_of(move | d) for d in self.codes)
        return variants


#: DECLARATIONS[circles]: the declaring variants of moves in that circle mode.
DECLARATIONS = {mode: Declarations(mode) for mode in ("off", "sealed", "on", "wild")}
