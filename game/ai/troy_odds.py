"""Exact duel odds for the Trojan War computer players (every level shares them).

The numbers live with the rules (game/troy/odds.py), so the players, the
state's view and the hint quote the same ones; this module keeps the names
the players import.
"""

from __future__ import annotations

from game.troy.odds import DIFF, duel_odds, space_mandatory, to_death

__all__ = ["DIFF", "duel_odds", "space_mandatory", "to_death"]
