"""How a game of The Trojan War is likely to end, seen from any turn of it.

Victory points matter only through the final result: the Horse roll (a d10
plus its modifiers, 6 or more) gives the Greeks the win, otherwise the sign of
the track decides between a Trojan win and a draw, and the track itself moves
the Horse roll at -1 and -10. So a point is worth much near 0 late in the war
and little at -30. The hard player values positions by the expected score
(win 1, draw 1/2) this model gives, instead of raw points.

The turns still to come are modelled as independent swings of the track with
the mean and spread measured in games between normal-level players.
"""

from __future__ import annotations

from functools import cache
from math import erf, sqrt
from typing import Any

from game.troy import data as D

TURN_MEAN = 0.2  # mean track swing per turn (Trojan +), normal vs normal
TURN_SD = 5.5  # its spread; the final track spreads about 18.5 over 11 turns
LAST_FIGHTING_TURN = D.HORSE_TURN - 1
SINON_CHANCE = 0.1  # one face of the d10 brings Sinon

# Greek heroes who may ride in the Horse.
HORSE_RIDERS = tuple(h.id for h in D.HEROES
                     if h.side == D.GREEK and h.id not in D.HORSE_EXCLUDED)


def horse_chance(modifier: float) -> float:
    """P(d10 + modifier >= 6); fractional modifiers interpolate."""
    return min(1.0, max(0.0, (10 - D.HORSE_TARGET + modifier) / 10))


def track_modifier(vp: int) -> int:
    """The Horse modifier the final track gives (-10 or lower +2, -1..-9 +1, positive -1)."""
    if vp <= -10:
        return 2
    if vp <= -1:
        return 1
    return -1 if vp > 0 else 0


def final_greek_score(vp: int, modifier: float) -> float:
    """Greek expected score once the track is final: win 1, draw 1/2, loss 0."""
    h = horse_chance(modifier + track_modifier(vp))
    return h + (1 - h) * (0.5 if vp <= 0 else 0.0)


@cache
def future_swing(left: int) -> tuple[tuple[int, float], ...]:
    """(track change, probability) over the ``left`` turns after this one."""
    if left <= 0:
        return ((0, 1.0),)
    mean, sd = TURN_MEAN * left, TURN_SD * sqrt(left)
    lo, hi = int(mean - 4 * sd) - 1, int(mean + 4 * sd) + 1

    def cdf(x: float) -> float:
        return 0.5 * (1 + erf((x - mean) / (sd * sqrt(2))))

    out = [(k, cdf(k + 0.5) - cdf(k - 0.5)) for k in range(lo, hi + 1)]
    total = sum(p for _, p in out)
    return tuple((k, p / total) for k, p in out if p > 1e-5)


@cache
def greek_score(vp: int, left: int, modifier10: int) -> float:
    """Greek expected score with the track at ``vp`` after this turn, ``left``
    turns still to fight and Horse modifiers (without the track's) worth
    ``modifier10`` tenths."""
    m = modifier10 / 10
    return sum(p * final_greek_score(vp + k, m) for k, p in future_swing(left))


def score(side: int, vp: int, left: int, modifier: float) -> float:
    """Expected score of ``side`` (see ``greek_score``)."""
    g = greek_score(vp, left, round(modifier * 10))
    return g if side == D.GREEK else 1 - g


def modifier_weights(turn: int) -> dict[str, float]:
    """What each hero-borne Horse modifier is worth, in Horse points, from ``turn``.

    The table's values, corrected by a regression of final results on them in
    normal-level games: a live Hector also keeps winning duels (worth more than
    his -2 early on), while Achilles still faces the duels to the death of turns
    8 and 9 (worth less than his +2 until then).
    """
    return {"hector": 2 * (1.5 - 0.025 * turn), "paris": 1.0,
            "achilles": 2 * (0.6 + 0.02 * turn), "philoctetes": 1.0, "seven": 0.6,
            "odysseus_helenus": 1.0}


def horse_modifier(view: dict[str, Any]) -> float:
    """The Horse modifiers, except the track's, expected from what is public now
    (weighted by ``modifier_weights``).

    Sinon may still come: each remaining event roll brings him with chance 1/10.
    """
    heroes = view["heroes"]
    w = modifier_weights(view["turn"])

    def status(hid: str) -> str:
        st: str = heroes[hid]["status"]
        return st

    m = 0.0
    if status("hector") != "dead":
        m -= w["hector"]
    if status("paris") != "dead":
        m -= w["paris"]
    if status("achilles") not in ("dead", "prisoner"):
        m += w["achilles"]
    if status("philoctetes") not in ("dead", "prisoner"):
        m += w["philoctetes"]
    if horse_riders(view) >= D.HORSE_MIN_HEROES:
        m += w["seven"]
    if view["captors"].get("helenus") == "odysseus":
        m += w["odysseus_helenus"]
    if view["sinon_seen"]:
        m += 1
    else:
        rolls_left = max(0, LAST_FIGHTING_TURN - view["turn"])
        m += -1 + 2 * (1 - (1 - SINON_CHANCE) ** rolls_left)
    return m


def horse_riders(view: dict[str, Any]) -> int:
    """Greek heroes who would ride in the Horse, counting those still to arrive."""
    heroes = view["heroes"]
    achilles_dead = heroes["achilles"]["status"] == "dead"
    count = 0
    for hid in HORSE_RIDERS:
        st = heroes[hid]["status"]
        if st in ("dead", "prisoner"):
            continue
        if st == "absent" and not (hid == "philoctetes" or (hid == "neoptolemus"
                                                              and achilles_dead)):
            continue
        count += 1
    return count
