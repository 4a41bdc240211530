"""The move list Essentia and Symbol show in their panels: numbered turns,
the first side's move and the reply, newest at the bottom.

Both lists follow the newest move (a keyboard or controller player never has
to scroll); the mouse wheel looks back over older turns, and the next move
brings the list back to the newest. A click on a move opens the review at it:
each panel says where its moves stand (``move_spots``).
"""

from __future__ import annotations

from collections.abc import Sequence

Row = tuple[int, str, str]     # turn number, first side's move, the reply


def turn_rows(moves: Sequence[tuple[int, str]], first: int = 0) -> list[Row]:
    """Pair (player, text) entries into numbered turns; "…" marks a missing first half."""
    rows: list[Row] = []
    for player, txt in moves:
        if player == first or not rows or rows[-1][2]:
            if player == first:
                rows.append((len(rows) + 1, txt, ""))
            else:
                rows.append((len(rows) + 1, "\u2026", txt))
        else:
            n, a, _ = rows[-1]
            rows[-1] = (n, a, txt)
    return rows


def turn_plies(moves: Sequence[tuple[int, str]], first: int = 0
               ) -> list[tuple[int | None, int | None]]:
    """For each row of ``turn_rows``: the index in ``moves`` of its first half
    and of its reply (None where the row has none)."""
    rows: list[tuple[int | None, int | None]] = []
    for i, (player, _txt) in enumerate(moves):
        if player == first or not rows or rows[-1][1] is not None:
            rows.append((i, None) if player == first else (None, i))
        else:
            rows[-1] = (rows[-1][0], i)
    return rows


class MoveScroll:
    """How far back the player has scrolled (0: following the newest move)."""

    def __init__(self) -> None:
        self.back = 0

    def scroll(self, value: int, rows: int, fit: int) -> None:
        """Wheel up (+1) looks back a turn, down (-1) forward, within the ``rows``
        turns of a list that shows ``fit`` at once."""
        self.back = max(0, min(self.back + value, rows - fit))

    def follow(self) -> None:
        """A new move: show the newest again."""
        self.back = 0

    def window(self, rows: int, fit: int) -> tuple[int, int]:
        """The [start, end) slice of ``rows`` turns to show when ``fit`` lines fit
        (drawing asks it: it changes nothing)."""
        end = rows - min(self.back, max(0, rows - fit))
        return max(0, end - fit), end
