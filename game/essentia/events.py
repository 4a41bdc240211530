"""What an Essentia action reports: the kinds of its events and their fields.

``play`` returns them in animation order; cells are names (``"c5"``),
players 0 (Dawn) and 1 (Twilight), terrains and powers their names
(``"plateau"``). The game's end is ``CommonEvent.GAME_OVER``
(game/common.py).
"""

from __future__ import annotations

from enum import StrEnum


class EssentiaEvent(StrEnum):
    """The kinds of Essentia's own events; each member's fields follow it."""

    TILE_PLACED = "tile_placed"
    """cell, terrain (None for a face-down tile), hidden, player (who placed it)"""
    TILE_REVEALED = "tile_revealed"
    """cell, terrain: a face-down tile turned up once the last tile is down"""
    GOLEMS_PLACED = "golems_placed"
    """cells: [Dawn's cells, Twilight's cells], the golems marching onto their home ranks"""
    FIRST_PLAYER = "first_player"
    """player: the side drawn to move first"""
    MOVED = "moved"
    """player, frm, to, path (cells crossed, both ends included), jump (a forest's leap)"""
    CAPTURED = "captured"
    """cell, player (whose golem was taken)"""
    POWER_DECLARED = "power_declared"
    """cell (the active circle entered), power, player"""
