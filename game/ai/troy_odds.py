"""Exact duel odds for the Trojan War computer players (every level shares them).

A round is two d10 plus each side's modifiers (from the rules' own
``duel_modifiers``); a duel is a race to the opponent's Resistance in wounds.
Both the normal and the hard player read their odds here.
"""

from __future__ import annotations

from functools import cache
from math import comb
from typing import Any

from game.troy import data as D
from game.troy.modifiers import duel_modifiers

DIFF = [(k, (10 - abs(k)) / 100) for k in range(-9, 10)]  # d10 - d10: (difference, chance)
_GOD_PAIRS = [(a, b) for a in D.GODS for b in D.GODS if a != b]


@cache
def _round(d: int) -> tuple[float, float]:
    """(P win, P lose) of one round when my modifiers exceed the opponent's by d."""
    win = sum(p for k, p in DIFF if k + d > 0)
    lose = sum(p for k, p in DIFF if k + d < 0)
    return win, lose


@cache
def _duel(d: int, r_me: int, r_opp: int) -> tuple[float, float, float]:
    """(P I win, P I win left on one point, P opponent wins left on one point)."""
    w, lo = _round(d)
    p = w / (w + lo)
    q = 1 - p
    win = sum(comb(r_opp - 1 + j, j) * p ** r_opp * q ** j for j in range(r_me))
    win_scratch = comb(r_opp - 1 + r_me - 1, r_me - 1) * p ** r_opp * q ** (r_me - 1)
    opp_scratch = comb(r_me - 1 + r_opp - 1, r_opp - 1) * q ** r_me * p ** (r_opp - 1)
    return win, win_scratch, opp_scratch


@cache
def duel_odds(h: str, o: str, gods: tuple[str, ...] | None, mandatory: str | None = None
              ) -> tuple[float, float, float]:
    """Exact odds of hero ``h`` against ``o``: (P win, P win left on one point,
    P lose with the opponent left on one point). ``gods`` None averages the draws;
    ``mandatory`` names the mandatory duel this is (Paris' bow), None for a challenge."""
    if gods is None:
        acc = [0.0, 0.0, 0.0]
        for pair in _GOD_PAIRS:
            for i, v in enumerate(duel_odds(h, o, pair, mandatory)):
                acc[i] += v
        n = len(_GOD_PAIRS)
        return acc[0] / n, acc[1] / n, acc[2] / n
    d = duel_modifiers(h, o, gods, mandatory).total - duel_modifiers(o, h, gods, mandatory).total
    return _duel(d, D.BY_ID[h].resistance, D.BY_ID[o].resistance)


def space_mandatory(view: dict[str, Any], space: int) -> str | None:
    """The mandatory duel on challenge ``space`` (0-3) of a view, None for a chosen one."""
    return view["mandatory"] if view["challenges"][space]["mandatory"] else None


def to_death(mandatory: str | None) -> bool:
    """Whether that mandatory duel is fought to the death."""
    return mandatory is not None and D.MANDATORY_BY_ID[mandatory].to_death
