"""What a Symbol action reports: the kinds of its events and their fields.

``play`` returns them in animation order; cells are names (``"d4"``),
players 0 (player 1) and 1 (player 2), pieces letters in the owner's case.
The game's end is ``CommonEvent.GAME_OVER`` (game/common.py): winner (0/1 or
None), reason.
"""

from __future__ import annotations

from enum import StrEnum


class SymbolEvent(StrEnum):
    """The kinds of Symbol's own events; each member's fields follow it."""

    ARMY_CHOSEN = "army_chosen"
    """player, army (reserve spelling, upper case)"""
    LEADER_PLACED = "leader_placed"
    """player, cell"""
    MOVED = "moved"
    """player, frm, to, pieces, path (cells, start and end included)"""
    REACH_CAPTURE = "reach_capture"
    """player, frm (where the group stands), target, pieces"""
    CAPTURED = "captured"
    """cell, pieces, player (whose pieces)"""
    PUSHED = "pushed"
    """frm, to, pieces, player (whose)"""
    PUSHED_CRUSHED = "pushed_crushed"
    """frm, pieces, why ("edge", "blocked", "terrain"), player"""
    DETONATED = "detonated"
    """player (owner), cell, cause ("owner", "captured", "pushed")"""
    EXPLODED = "exploded"
    """centre, cells, step (chain depth), removed [(cell, player, letters)]"""
    REINFORCED = "reinforced"
    """player, placements [(cell, letter)]"""
