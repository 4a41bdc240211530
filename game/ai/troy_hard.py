"""The hard Trojan War player: every choice judged by its effect on the final result.

Where the normal player counts victory points with fixed weights, this one
prices every outcome with ``troy_outlook`` (win 1, draw 1/2): a point, a dead
Hector or a lost Achilles is worth what it changes in the chance of the Horse
entering Troy and of the track's sign at the end, given the turns left.

- Picks: each fit hero by his worth against the opponent's fit heroes (the
  gods not yet drawn); a revealed hero (Calchas, Helenus) gets the counter
  that gains most. (Sampling the opponent's likely lineup and playing out the
  cancel over the samples measured no better, so it was left out.)
- Cancels, Cassandra's swap and Thersites: exact lookahead over the outcomes
  of the turn's remaining duels and the army battle (with the drawn gods).
- Sparing: kill or take prisoner by the same valuation.

It reads only ``view(player)``, like every level.
"""

from __future__ import annotations

import random
from functools import cache, cached_property
from typing import Any

from game.ai import troy_outlook as O
from game.ai.troy_odds import DIFF, duel_odds, space_mandatory, to_death
from game.troy import data as D
from game.troy.actions import TroyAction
from game.troy.modifiers import army_modifiers

G, T = D.GREEK, D.TROJAN
FUTURE = 0.12  # VP per remaining turn per point of (Power + Resistance - 4) a side loses
ARMY_UNIT = 0.38  # VP the army battle is worth, on average, per duel won over the enemy


@cache
def _beats(margin: int) -> tuple[float, float]:
    """(P first total higher, P lower) for d10 - d10 + margin."""
    return (sum(p for k, p in DIFF if k + margin > 0),
            sum(p for k, p in DIFF if k + margin < 0))


def _army_god_margin(gods: tuple[str, ...] | None) -> int:
    """The Greek army's divine modifiers less the Trojan army's (duels won aside)."""
    return army_modifiers(G, 0, gods or ()).total - army_modifiers(T, 0, gods or ()).total


@cache
def duel_outcomes(greek: str, trojan: str, gods: tuple[str, ...] | None,
                  mandatory: str | None, helen: bool, less_bloody: bool
                  ) -> tuple[tuple[float, int, str, bool], ...]:
    """(probability, winning side, loser's fate, winner left on one point) of a duel.

    The winner kills when he may (sparing only Helenus for Odysseus, for the Horse).
    """
    win, g_scratch, t_scratch = duel_odds(greek, trojan, gods, mandatory)
    death = to_death(mandatory)
    by_winner = ((G, win - g_scratch, g_scratch), (T, 1 - win - t_scratch, t_scratch))
    out: dict[tuple[int, str, bool], float] = {}
    for side, clean, scratch in by_winner:
        winner, loser = (greek, trojan) if side == G else (trojan, greek)
        for fate, p in _fates(winner, loser, death, helen, less_bloody):
            for left_on_one, q in ((False, clean), (True, scratch)):
                if p * q > 0:
                    key = (side, fate, left_on_one)
                    out[key] = out.get(key, 0.0) + p * q
    return tuple((p, side, fate, s) for (side, fate, s), p in out.items())


def _fates(winner: str, loser: str, death: bool, helen: bool, less_bloody: bool
           ) -> list[tuple[str, float]]:
    if death:
        return [("dead", 1.0)]
    out: dict[str, float] = {}
    for roll, (fate, _vp) in enumerate(D.RESULT_TABLE):
        if less_bloody and roll == 0:
            fate = "unharmed"
        elif helen:
            fate = {"wounded": "serious", "serious": "dead"}.get(fate, fate)
        if fate == "dead" and winner == "menelaus" and loser == "paris":
            fate = "serious"
        if fate == "dead" and winner == "odysseus" and loser == "helenus":
            fate = "spared"
        out[fate] = out.get(fate, 0.0) + 0.1
    return list(out.items())


class Outlook:
    """One decision's valuation: the score model at this turn for ``side``."""

    def __init__(self, view: dict[str, Any], side: int) -> None:
        self.view, self.side = view, side
        self.turn: int = view["turn"]
        self.left: int = max(0, O.LAST_FIGHTING_TURN - self.turn)
        turn_vp = view["turn_vp"]
        self.vp = view["vp"] + turn_vp[T] - turn_vp[G]  # the track once this turn is added
        self.modifier = O.horse_modifier(view)
        self.weights = O.modifier_weights(self.turn)
        self.riders = O.horse_riders(view)
        self.helen = view["event"] == "helen"
        self.less_bloody = bool(view["options"]["less_bloody"])
        self._dists: dict[tuple[str, str, tuple[str, ...] | None, str | None],
                          list[tuple[float, int, int, float, float]]] = {}

    # ------------------------------------------------------------ the score
    def value(self, dvp: int = 0, dm: float = 0.0) -> float:
        """My expected score if the track moves by ``dvp`` (Trojan +) and the
        Horse modifiers by ``dm``."""
        return O.score(self.side, self.vp + dvp, self.left, self.modifier + dm)

    @cached_property
    def base(self) -> float:
        return self.value()

    @cached_property
    def point(self) -> float:
        """What one more VP of my own is worth in score, here (never below a floor,
        so that points still count when the result seems settled)."""
        me = 1 if self.side == T else -1
        return max(0.002, (self.value(me) - self.value(-me)) / 2)

    def mine(self, track_signed: float) -> float:
        """A Trojan-positive quantity seen from my side."""
        return track_signed if self.side == T else -track_signed

    # ------------------------------------------------------------ one duel
    def _strength(self, hid: str, turns: int) -> float:
        h = D.BY_ID[hid]
        return FUTURE * max(1, h.power + h.resistance - 4) * min(turns, self.left)

    def _gone(self, hid: str, fate: str) -> float:
        """Change of the Horse modifiers when ``hid`` ends dead or a prisoner."""
        w = self.weights
        dm = 0.0
        if fate == "dead" and hid == "hector":
            dm += w["hector"]
        elif fate == "dead" and hid == "paris":
            dm += w["paris"]
        elif hid == "achilles":
            dm -= w["achilles"]
        elif hid == "philoctetes":
            dm -= w["philoctetes"]
        replaced = hid == "achilles" and fate == "dead"  # Neoptolemus takes his place
        if hid in O.HORSE_RIDERS and not replaced and self.riders == D.HORSE_MIN_HEROES:
            dm -= w["seven"]
        return dm

    def duel(self, greek: str, trojan: str, gods: tuple[str, ...] | None,
             mandatory: str | None = None) -> list[tuple[float, int, int, float, float]]:
        """Outcomes as (p, track change, duels-won margin for the Greeks, Horse
        modifier change, strength change Trojan +); ``mandatory``: the mandatory
        duel this is, None for a chosen challenge."""
        key = (greek, trojan, gods, mandatory)
        if key in self._dists:
            return self._dists[key]
        out = []
        for p, side, fate, scratch in duel_outcomes(greek, trojan, gods, mandatory,
                                                     self.helen, self.less_bloody):
            winner, loser = (greek, trojan) if side == G else (trojan, greek)
            sign = 1 if side == T else -1  # the winner's side on the track
            vp = D.RESULT_VP[fate] * sign
            dm = 0.0
            lost = 0.0  # strength the loser's side loses
            if fate in ("dead", "prisoner", "spared"):
                dm += self._gone(loser, "dead" if fate == "dead" else "prisoner")
                lost += self._strength(loser, self.left)
                if fate != "dead" and loser == "helenus" and winner == "odysseus":
                    dm += self.weights["odysseus_helenus"]
            elif fate in ("wounded", "serious"):
                lost += self._strength(loser, D.MISSED_TURNS[fate])
            strength = lost * sign
            if scratch:
                vp -= sign * D.WINNER_SCRATCH_VP
                strength -= sign * self._strength(winner, 1)
            out.append((p, vp, -sign, dm, strength))
        self._dists[key] = out
        return out

    def linear(self, dist: list[tuple[float, int, int, float, float]]) -> float:
        """A duel's worth to me in score, outcome by outcome (fast: for picks)."""
        total = 0.0
        base = self.base
        for p, vp, margin, dm, strength in dist:
            pts = self.mine(vp + strength) - self.mine(margin) * ARMY_UNIT
            v = self.point * pts
            if dm:
                v += self.value(0, dm) - base
            total += p * v
        return total

    # ------------------------------------------------------------ the turn
    def after_turn(self, dists: list[list[tuple[float, int, int, float, float]]],
             gods: tuple[str, ...] | None, dvp: int = 0, margin: int = 0) -> float:
        """My expected score after the given duels and the army battle, exactly
        over every combination of their outcomes."""
        acc: dict[tuple[int, int, float], float] = {(dvp, margin, 0.0): 1.0}
        strength = 0.0
        for dist in dists:
            nxt: dict[tuple[int, int, float], float] = {}
            for (v0, m0, d0), p0 in acc.items():
                for p, vp, mg, dm, _s in dist:
                    k = (v0 + vp, m0 + mg, d0 + dm)
                    nxt[k] = nxt.get(k, 0.0) + p0 * p
            acc = nxt
            strength += sum(p * s for p, _v, _m, _d, s in dist)
        gm = _army_god_margin(gods)
        total = 0.0
        for (v, mg, dm), p in acc.items():
            pg, pt = _beats(mg + gm)
            total += p * (pg * self.value(v - D.ARMY_WIN_VP, dm)
                          + pt * self.value(v + D.ARMY_WIN_VP, dm)
                          + (1 - pg - pt) * self.value(v, dm))
        return total + self.point * self.mine(strength)


# ---------------------------------------------------------------- board reading
def _gods(view: dict[str, Any]) -> tuple[str, ...] | None:
    return tuple(view["gods"]) if len(view["gods"]) == 2 else None


def _space_duel(out: Outlook, view: dict[str, Any], s: int, greek: str | None = None
                ) -> list[tuple[float, int, int, float, float]]:
    ch = view["challenges"][s]
    return out.duel(greek or ch["greek"], ch["trojan"], _gods(view), space_mandatory(view, s))


def _open_spaces(view: dict[str, Any], skip: tuple[int, ...] = ()) -> list[int]:
    return [s for s, c in enumerate(view["challenges"])
            if c["greek"] and c["trojan"] and not c["cancelled"] and not c["thersites"]
            and s not in skip]


def _turn_after(out: Outlook, view: dict[str, Any], spaces: list[int],
                greeks: dict[int, str] | None = None, dvp: int = 0, margin: int = 0) -> float:
    dists = [_space_duel(out, view, s, (greeks or {}).get(s)) for s in spaces]
    won = view["duels_won"]
    return out.after_turn(dists, _gods(view), dvp, margin + won[G] - won[T])


# ---------------------------------------------------------------- decisions
def cancel(view: dict[str, Any], out: Outlook) -> str:
    options: list[TroyAction] = view["legal"]
    second = _priam_second(view)

    def after(a: TroyAction) -> float:
        s = a.space - 1
        if second:  # the other player cancels next, to my cost
            rest = [x for x in _cancellable(view) if x != s]
            if rest:
                return min(_turn_after(out, view, _open_spaces(view, (s, r))) for r in rest)
        return _turn_after(out, view, _open_spaces(view, (s,)))
    return max(options, key=after)


def _priam_second(view: dict[str, Any]) -> bool:
    """True when the opponent still cancels after me this turn (Priam)."""
    if view["event"] != "priam":
        return False
    return not any(c["cancelled"] for c in view["challenges"])


def _cancellable(view: dict[str, Any]) -> list[int]:
    return [s for s, c in enumerate(view["challenges"])
            if c["greek"] and c["trojan"] and not c["cancelled"] and not c["protected"]]


def thersites(view: dict[str, Any], out: Outlook) -> str:
    def after(a: TroyAction) -> float:
        s = a.space - 1
        return _turn_after(out, view, _open_spaces(view, (s,)), dvp=1, margin=-1)
    legal: list[TroyAction] = view["legal"]
    return max(legal, key=after)


def swap(view: dict[str, Any], out: Outlook) -> str:
    chs = view["challenges"]

    def after(a: TroyAction) -> float:
        greeks = {s: c["greek"] for s, c in enumerate(chs)}
        if a != "noswap":
            i, j = (s - 1 for s in a.spaces)
            greeks[i], greeks[j] = greeks[j], greeks[i]
        return _turn_after(out, view, _open_spaces(view), greeks) + (1e-9 if a == "noswap" else 0.0)
    legal: list[TroyAction] = view["legal"]
    return max(legal, key=after)


def spare(view: dict[str, Any], out: Outlook) -> str:
    duel = view["duel"]
    ch = view["challenges"][duel["space"] - 1]
    w = duel["winner"]
    winner, loser = (ch["greek"], ch["trojan"]) if w == G else (ch["trojan"], ch["greek"])
    sign = 1 if w == T else -1
    kill = out.value(sign * D.RESULT_VP["dead"], out._gone(loser, "dead"))
    dm = out._gone(loser, "prisoner")
    if (winner, loser) == ("odysseus", "helenus"):
        dm += out.weights["odysseus_helenus"]
    return "spare" if out.value(0, dm) > kill else "kill"


# ---------------------------------------------------------------- picks
def pick(view: dict[str, Any], out: Outlook, rng: random.Random) -> str:
    """The team with the best worth against the opponent's fit heroes; a revealed
    hero (Calchas, Helenus) gets the counter that gains most over its average."""
    heroes, spaces = view["pick"]
    side = out.side
    opp_name = D.SIDE_NAMES[1 - side]
    chs = view["challenges"]
    placed = {chs[s][opp_name] for s in range(4)}
    field = [h.id for h in D.HEROES if h.side == 1 - side and h.id not in placed
             and view["heroes"][h.id]["status"] == "available"]

    def worth(mine: str, theirs: str) -> float:
        g, t = (mine, theirs) if side == G else (theirs, mine)
        return out.linear(out.duel(g, t, None))

    average = {h: sum(worth(h, o) for o in field) / len(field) if field else 0.0
               for h in heroes}
    chosen: dict[int, str] = {}
    free = list(heroes)
    for s in spaces:
        theirs = chs[s - 1][opp_name]
        if theirs not in (None, "hidden"):
            gain = {h: worth(h, theirs) - average[h] for h in free}
            best = max(free, key=gain.__getitem__)
            chosen[s] = best
            free.remove(best)
    rest = [s for s in spaces if s not in chosen]
    free.sort(key=average.__getitem__, reverse=True)
    team = free[:len(rest)]
    rng.shuffle(team)  # the spaces are alike while his heroes are face down
    chosen.update(zip(rest, team, strict=True))
    return "pick:" + ",".join(chosen[s] for s in spaces)


def decide(view: dict[str, Any], rng: random.Random) -> str | None:
    """The hard choice for ``view``, or None to fall back on the normal player."""
    stage = view["stage"]
    out = Outlook(view, view["to_move"])
    if stage == "pick":
        return pick(view, out, rng)
    if stage == "cancel":
        return cancel(view, out)
    if stage == "thersites":
        return thersites(view, out)
    if stage == "swap":
        return swap(view, out)
    if stage == "spare":
        return spare(view, out)
    return None
