"""Computer player for The Trojan War: expected value over the dice.

It decides from ``state.view(player)`` only (never the other side's face-down
picks nor the state's random source). Duel odds are computed exactly from
the d10 distributions and cached, so a whole game costs well under a
millisecond of thinking. Values are in VP-equivalents: a point on the Horse
roll is worth ``HORSE_POINT`` VP, and a hero's future fighting is worth a
little per remaining turn.

Levels: ``random`` (uniform legal choice), ``easy`` (noisy picks, and often
acts on a whim), ``normal`` (expected value in VP with fixed weights), ``hard``
(``troy_hard``: every outcome priced by its effect on the final result, with
exact lookahead over the turn's duels and army battle; it uses the normal
rules here for reveals, Sinon re-rolls and exchanges).
"""

from __future__ import annotations

import random
import threading
from functools import cache, cached_property
from typing import Any

from game.ai import troy_hard
from game.ai.troy_odds import duel_odds, space_mandatory, to_death
from game.troy import data as D
from game.troy.actions import TroyAction, troy_action

LEVELS = ("random", "easy", "normal", "hard")
HORSE_POINT = 4.0  # VP-equivalent of one point on the Horse roll
ARMY_DUEL = 0.35  # VP-equivalent of one more duel won (army die +1)
FUTURE = 0.12  # VP per remaining turn per point of (Power + Resistance - 4)

@cache
def hero_value(hid: str, gone: str, left: int, horse_count: int) -> float:
    """VP-equivalent a side loses when its hero ends ``gone`` (dead or prisoner)."""
    h = D.BY_ID[hid]
    v = FUTURE * max(1, h.power + h.resistance - 4) * left
    if hid == "hector":
        v += 2 * HORSE_POINT
    elif hid == "paris":
        v += HORSE_POINT
    elif hid == "achilles":
        v += 1.5 * HORSE_POINT if gone == "dead" else 2 * HORSE_POINT
    elif hid == "philoctetes":
        v += HORSE_POINT
    if h.side == D.GREEK and hid not in D.HORSE_EXCLUDED and horse_count <= 7:
        v += HORSE_POINT * (0.8 if horse_count == 7 else 0.3)
    if hid in ("hector", "paris") and gone == "prisoner":
        v -= HORSE_POINT * (2 if hid == "hector" else 1)  # a prisoner is still alive
    return v


def miss_value(hid: str, turns: int, left: int) -> float:
    """VP-equivalent of a hero missing ``turns`` turns of challenges."""
    h = D.BY_ID[hid]
    return FUTURE * max(1, h.power + h.resistance - 4) * min(turns, left)


@cache
def beat_value(winner: str, loser: str, death: bool, helen: bool, left: int,
               horse_count: int) -> float:
    """Expected VP-equivalent for the winner's side of beating ``loser`` (``death``:
    a duel to the death)."""
    if death:
        return 3 + hero_value(loser, "dead", left, horse_count)
    menelaus = winner == "menelaus" and loser == "paris"
    total = 0.0
    for roll in range(10):
        res, vp = D.RESULT_TABLE[roll]
        if helen:
            res = {"wounded": "serious", "serious": "dead"}.get(res, res)
            vp = D.RESULT_VP[res]
        if menelaus and res == "dead":
            res, vp = "serious", 2
        if res in ("dead", "prisoner"):
            total += vp + hero_value(loser, res, left, horse_count)
        else:
            total += vp + miss_value(loser, D.MISSED_TURNS[res], left)
    return total / 10


@cache
def duel_ev(mine: str, theirs: str, gods: tuple[str, ...] | None, mandatory: str | None,
            helen: bool, left: int, horse_count: int) -> float:
    """Expected VP-equivalent, for my side, of ``mine`` fighting ``theirs`` (``mandatory``:
    the mandatory duel this is, None for a chosen challenge)."""
    win, my_scratch, their_scratch = duel_odds(mine, theirs, gods, mandatory)
    death = to_death(mandatory)
    ev = win * beat_value(mine, theirs, death, helen, left, horse_count)
    ev -= (1 - win) * beat_value(theirs, mine, death, helen, left, horse_count)
    ev -= my_scratch * (1 + miss_value(mine, 1, left))
    ev += their_scratch * (1 + miss_value(theirs, 1, left))
    return ev + ARMY_DUEL * (2 * win - 1)


# Greek heroes who may ride in the Horse (Philoctetes counts before he arrives).
_HORSE_RIDERS = tuple(h.id for h in D.HEROES
                      if h.side == D.GREEK and h.id not in D.HORSE_EXCLUDED)


class _Ctx:
    """What the evaluation needs from a view, computed once per decision."""

    def __init__(self, view: dict[str, Any], side: int) -> None:
        self.view = view
        self.side = side
        self.turn = view["turn"]
        self.left = max(0, 11 - view["turn"])  # turns of fighting after this one
        self.helen = view["event"] == "helen"

    @cached_property
    def horse_count(self) -> int:
        """Greek heroes who would ride in the Horse if the war ended now."""
        heroes = self.view["heroes"]
        count = 0
        for hid in _HORSE_RIDERS:
            st = heroes[hid]["status"]
            if st != "dead" and st != "prisoner" and (st != "absent" or hid == "philoctetes"):
                count += 1
        return count

    def hero_value(self, hid: str, gone: str) -> float:
        return hero_value(hid, gone, self.left, self.horse_count)

    def duel_ev(self, mine: str, theirs: str, gods: tuple[str, ...] | None,
                mandatory: str | None = None) -> float:
        return duel_ev(mine, theirs, gods, mandatory, self.helen, self.left, self.horse_count)


def _gods(view: dict[str, Any]) -> tuple[str, ...] | None:
    return tuple(view["gods"]) if len(view["gods"]) == 2 else None


def _space_ev(ctx: _Ctx, view: dict[str, Any], s: int, side: int) -> float:
    """EV for ``side`` of the duel on space index s, from the revealed board."""
    ch = view["challenges"][s]
    g, t = ch["greek"], ch["trojan"]
    mine, theirs = (g, t) if side == D.GREEK else (t, g)
    return ctx.duel_ev(mine, theirs, _gods(view), space_mandatory(view, s))


def _random_pick(view: dict[str, Any], rng: random.Random) -> str:
    heroes, spaces = view["pick"]
    return "pick:" + ",".join(rng.sample(heroes, len(spaces)))


def _opponent_field(ctx: _Ctx, side: int) -> tuple[str, ...]:
    """The opponent's fit heroes who may stand on a face-down space."""
    view = ctx.view
    opp = 1 - side
    busy = {view["challenges"][s][D.SIDE_NAMES[opp]] for s in range(4)}
    return tuple(h.id for h in D.HEROES if h.side == opp and h.id not in busy
                 and view["heroes"][h.id]["status"] == "available")


@cache
def _ev_against_field(hero: str, field: tuple[str, ...], helen: bool, left: int,
                      horse_count: int) -> float:
    """Mean EV of ``hero`` against a random hero of ``field`` (gods not yet drawn)."""
    if not field:
        return 0.0
    return sum(duel_ev(hero, o, None, None, helen, left, horse_count)
               for o in field) / len(field)


def _pick(view: dict[str, Any], ctx: _Ctx, level: str, rng: random.Random) -> str:
    heroes, spaces = view["pick"]
    side = ctx.side
    gods = None
    field = _opponent_field(ctx, side)
    scores = {h: _ev_against_field(h, field, ctx.helen, ctx.left, ctx.horse_count)
              for h in heroes}
    if level == "easy":
        scores = {h: s + rng.gauss(0, 2.0) for h, s in scores.items()}
    opp = D.SIDE_NAMES[1 - side]
    # Spaces where the opponent's hero is face up (Calchas/Helenus): match it.
    known = {s - 1: view["challenges"][s - 1][opp] for s in spaces
             if view["challenges"][s - 1][opp] not in (None, "hidden")}
    chosen: dict[int, str] = {}
    free = list(heroes)
    for s, o in known.items():
        best = max(free, key=lambda h: ctx.duel_ev(h, o, gods) - scores[h])
        chosen[s] = best
        free.remove(best)
    rest = [s - 1 for s in spaces if s - 1 not in chosen]
    free.sort(key=lambda h: scores[h], reverse=True)
    team = free[: len(rest)]
    rng.shuffle(team)
    for s, h in zip(rest, team, strict=True):
        chosen[s] = h
    return "pick:" + ",".join(chosen[s - 1] for s in spaces)


def _decide(view: dict[str, Any], level: str, rng: random.Random) -> str:
    side: int = view["to_move"]
    stage = view["stage"]
    legal: list[TroyAction] = view["legal"]
    if level == "random":
        if stage == "pick":
            return _random_pick(view, rng)
        return rng.choice(legal)
    if level == "easy" and stage != "pick" and rng.random() < 0.3:
        return rng.choice(legal)
    if level == "hard":
        choice = troy_hard.decide(view, rng)
        if choice is not None:
            return choice
    ctx = _Ctx(view, side)
    if stage == "pick":
        return _pick(view, ctx, level, rng)
    if stage == "reveal":
        return rng.choice(legal)  # the face-down heroes are unknown: any space is as good
    if stage == "cancel":
        return min(legal, key=lambda a: _space_ev(ctx, view, a.space - 1, side))
    if stage == "thersites":
        # Take the duel the Trojans would fare worst in: its EV becomes a sure 1 VP.
        return min(legal, key=lambda a: _space_ev(ctx, view, a.space - 1, side))
    if stage == "swap":
        return _swap(view, ctx, legal)
    if stage == "reroll":
        return _reroll(view, ctx)
    if stage == "spare":
        return _spare(view, ctx)
    if stage == "exchange":
        return _exchange(ctx, legal)
    if stage == "exchange_reply":
        g, t = view["offer"]
        mine, theirs = (g, t) if side == D.GREEK else (t, g)
        return "accept" if ctx.hero_value(mine, "prisoner") >= ctx.hero_value(
            theirs, "prisoner") else "refuse"
    return legal[0]


def _swap(view: dict[str, Any], ctx: _Ctx, legal: list[TroyAction]) -> str:
    def total(a: TroyAction) -> float:
        chs = view["challenges"]
        greek = [c["greek"] for c in chs]
        if a != "noswap":
            i, j = (s - 1 for s in a.spaces)
            greek[i], greek[j] = greek[j], greek[i]
        ev = 0.0
        for s, c in enumerate(chs):
            if c["cancelled"] or greek[s] is None or c["trojan"] is None:
                continue
            ev += ctx.duel_ev(greek[s], c["trojan"], _gods(view))
        return ev + (0.01 if a == "noswap" else 0.0)
    return max(legal, key=total)


def _reroll(view: dict[str, Any], ctx: _Ctx) -> str:
    duel = view["duel"]
    ctxt = view["context"]
    left = view["rerolls"]
    if ctxt == "army":
        return "reroll" if view["army_die"] <= (3 if left == 1 else 2) else "keep"
    if ctxt == "result":
        roll = duel["result_die"]
        res = D.RESULT_TABLE[roll][0]
        if ctx.helen:
            res = {"wounded": "serious", "serious": "dead"}.get(res, res)
        return "reroll" if res == "wounded" else "keep"
    return "reroll" if duel["greek_die"] <= (2 if left == 2 else 1) else "keep"


def _spare(view: dict[str, Any], ctx: _Ctx) -> str:
    duel = view["duel"]
    ch = view["challenges"][duel["space"] - 1]
    winner = ch["greek"] if duel["winner"] == D.GREEK else ch["trojan"]
    loser = ch["trojan"] if duel["winner"] == D.GREEK else ch["greek"]
    if winner == "odysseus" and loser == "helenus":
        return "spare"  # +1 on the Horse roll outweighs 3 VP for a weak hero
    return "kill"


def _exchange(ctx: _Ctx, legal: list[TroyAction]) -> str:
    best, best_gain = "noexchange", 0.0
    for a in legal:
        if a == "noexchange":
            continue
        g, t = a.heroes
        gain = ctx.hero_value(g, "prisoner") - ctx.hero_value(t, "prisoner")
        if gain > best_gain:
            best, best_gain = a, gain
    return best


def choose(state: Any, level: str = "normal", rng: random.Random | None = None) -> TroyAction:
    """The action the computer takes for the player to move, from his view only."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; one of {', '.join(LEVELS)}")
    player = state.to_move()
    if player is None:
        raise ValueError("the game is over")
    return choose_from_view(state.view(player), level, rng or random.Random())


def choose_from_view(view: dict[str, Any], level: str, rng: random.Random) -> TroyAction:
    """Same as ``choose`` from an already-built view (the only input it reads)."""
    return troy_action(_decide(view, level, rng))


class TroyPlayer:
    """The Trojan War's computer player: expected value over the dice, from the
    view of the side it plays (``choose``); ``random`` picks any legal action."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; one of {', '.join(LEVELS)}")
        self.game, self.level = "troy", level
        self.rng = random.Random(seed)

    def forget(self, seed: int | None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any, stop: threading.Event | None = None) -> TroyAction:
        if self.level == "random":
            return troy_action(self.rng.choice(list(state.legal_actions())))
        return choose(state.copy(), self.level, self.rng)

    def accepts_draw(self, state: Any, me: int | None = None) -> bool:
        return False  # the Trojan War has no agreed draw


__all__ = ["LEVELS", "TroyPlayer", "choose", "choose_from_view", "duel_odds"]
