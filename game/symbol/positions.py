"""Build positions from a cell -> letters mapping (tests, tutorials, scenes)."""

from __future__ import annotations

from .board import FILES, SIZE
from .state import SymbolState


def board_field(pieces: dict[str, str]) -> str:
    """``{"d2": "E", "g7": "l"}`` -> the board field of a position text."""
    rows = []
    for r in range(SIZE, 0, -1):
        out, run = [], 0
        for f in FILES:
            s = pieces.get(f"{f}{r}", "")
            if not s:
                run += 1
                continue
            if run:
                out.append(str(run))
                run = 0
            out.append(s if len(s) == 1 else f"({s})")
        if run:
            out.append(str(run))
        rows.append("".join(out))
    return "/".join(rows)


def position(
    pieces: dict[str, str], side: int = 1, res: str = "-/-", count: int = 0, flags: str = "-"
) -> SymbolState:
    """A state from cell -> letters (upper case player 1), side 1 or 2."""
    return SymbolState.from_text(f"{board_field(pieces)} {res} {side} {count} {flags}")
