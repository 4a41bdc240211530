"""Exact chances of The Trojan War: a duel, a result die, a re-roll.

A round is two d10 plus each side's modifiers (from the rules' own
``duel_modifiers``); a duel is a race to the opponent's Resistance in wounds;
a lost duel's fate is the winner's result die read through the result table
and the turn's events (``result_of``, the rules' own reading). The computer
players weigh their choices with these numbers, the state's ``view`` gives them
for the decision open, and the hint quotes them: one calculation for all.
"""

from __future__ import annotations

from collections.abc import Iterable
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


def result_of(die: int, *, helen: bool = False, less_bloody: bool = False,
              winner: str | None = None, loser: str | None = None) -> str:
    """What a result die does to the loser of a duel that is not to the death:
    ``dead``, ``serious``, ``wounded``, ``prisoner`` or ``unharmed`` (before any
    sparing). Helen's event makes wounds worse; Menelaus never kills Paris."""
    if less_bloody and die == 0:
        return "unharmed"
    res = D.RESULT_TABLE[die][0]
    if helen:
        res = {"wounded": "serious", "serious": "dead"}.get(res, res)
    if res == "dead" and winner == "menelaus" and loser == "paris":
        res = "serious"
    return res


def result_chances(*, helen: bool = False, less_bloody: bool = False,
                   winner: str | None = None, loser: str | None = None) -> dict[str, float]:
    """The chance of each fate of a beaten hero, over the ten faces of the result die."""
    out: dict[str, float] = {}
    for die in range(10):
        res = result_of(die, helen=helen, less_bloody=less_bloody, winner=winner, loser=loser)
        out[res] = out.get(res, 0.0) + 0.1
    return out


def expected_vp(chances: dict[str, float]) -> float:
    """The VP a won duel is worth on average to the winner's side (killing every
    hero the die would kill)."""
    return sum(p * D.RESULT_VP[res] for res, p in chances.items())


def better_roll(die: int) -> float:
    """The chance a new d10 shows more than ``die``."""
    return (9 - die) / 10


def average_odds(hero: str, foes: Iterable[str], gods: tuple[str, ...] | None = None) -> float:
    """``hero``'s mean chance against each of ``foes`` (0.5 with no foe)."""
    chances = [duel_odds(hero, foe, gods)[0] for foe in foes]
    return sum(chances) / len(chances) if chances else 0.5
