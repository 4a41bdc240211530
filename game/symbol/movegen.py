"""Move, reinforcement and army generation on the packed board.

Pure functions over ``board`` (a list of 49 packed ints, see pieces.py), so
that the state class stays about turn order and bookkeeping.
"""

from __future__ import annotations

from itertools import product

from .actions import PAIRS, REINFORCE, SINGLES, Placement, Reinforce
from .board import ADJACENT, COAST, LAND, NAME_ORDER, NEIGHBOURS, RAYS, SHORE, TERRAIN, WATER
from .pieces import (
    AIR,
    COUNTS_MASK,
    DEATH,
    EARTH,
    FIRE,
    LEADER,
    OWNER_BIT,
    WATER_T,
    counts_of,
    mask_of,
    pack,
    terrain_of,
)

EARTH_BIT = 1 << EARTH
WATER_BIT = 1 << WATER_T
AIR_BIT = 1 << AIR
FIRE_BIT = 1 << FIRE
POWER_MASK = EARTH_BIT | WATER_BIT | AIR_BIT | FIRE_BIT

# Straight-line powers: (type bit, maximum steps).
_LINE_POWERS = ((WATER_BIT, 3), (AIR_BIT, 2), (FIRE_BIT, 1))
_RAYS_UPTO = {
    n: tuple(tuple(r[:n] for r in RAYS[c] if r) for c in range(49)) for n in (1, 2, 3)
}

# Reach targets: earth reaches only a coast cell, water only a shore cell (a group
# split off a stack that stands on the other terrain starts off its own, and must
# not reach deeper in)
_COAST = tuple(c in COAST for c in range(49))
_SHORE = tuple(c in SHORE for c in range(49))

_GROUPS: dict[tuple[int, int], tuple[tuple[int, int, int], ...]] = {}
_new = tuple.__new__


def groups(stack: int, cell_terrain: int) -> tuple[tuple[int, int, int], ...]:
    """Every group that may leave ``stack``: (group, terrain bits, power bits).

    A group needs a moving piece; what stays behind must still be allowed
    on the cell. The whole stack comes first, then sub-groups in a fixed
    order. Cached by stack value: armies repeat the same stacks often.
    """
    stack &= COUNTS_MASK
    key = (stack, cell_terrain)
    hit = _GROUPS.get(key)
    if hit is not None:
        return hit
    counts = counts_of(stack)
    out = []
    for parts in product(*(range(n, -1, -1) for n in counts)):
        g = pack(parts)
        if not g:
            continue
        pm = mask_of(g) & POWER_MASK
        if not pm:
            continue
        rest = stack - g
        if rest and not terrain_of(rest) & cell_terrain:
            continue
        out.append((g, terrain_of(g), pm))
    res = tuple(out)
    if len(_GROUPS) > 50000:
        _GROUPS.clear()
    _GROUPS[key] = res
    return res


def targets(
    board: list[int], src: int, tcls: int, pmask: int, player: int
) -> tuple[list[int], list[tuple[int, int]]]:
    """Destinations and reach captures of a group with these terrain/powers.

    Returns (sorted destination cells, sorted (stop, target) reach pairs).
    Enemy cells end a path (captured when the group may stand there, else
    captured by reach when the power allows); friendly cells are passed.
    """
    moves: set[int] = set()
    reach: set[tuple[int, int]] = set()
    ob = OWNER_BIT
    ter = TERRAIN
    if pmask & EARTH_BIT:
        earth_reach = tcls == LAND
        for n in NEIGHBOURS[src]:
            v = board[n]
            ok = tcls & ter[n]
            if v and (v >= ob) != player:
                if ok:
                    moves.add(n)
                elif earth_reach and _COAST[n]:
                    reach.add((src, n))
                continue
            if not ok:
                continue
            moves.add(n)
            for m in NEIGHBOURS[n]:
                if m == src:
                    continue
                v2 = board[m]
                if v2 and (v2 >= ob) != player:
                    if tcls & ter[m]:
                        moves.add(m)
                    elif earth_reach and _COAST[m]:
                        reach.add((n, m))
                elif tcls & ter[m]:
                    moves.add(m)
    water_reach = tcls == WATER
    for bit, length in _LINE_POWERS:
        if not pmask & bit:
            continue
        for ray in _RAYS_UPTO[length][src]:
            prev = src
            for c in ray:
                v = board[c]
                ok = tcls & ter[c]
                if v and (v >= ob) != player:
                    if ok:
                        moves.add(c)
                    elif water_reach and _SHORE[c]:
                        reach.add((prev, c))
                    break
                if not ok:
                    break
                moves.add(c)
                prev = c
    return sorted(moves), sorted(reach)


def find_path(
    board: list[int], src: int, tcls: int, pmask: int, player: int, end: int, target: int = -1
) -> list[int]:
    """A legal path from src to ``end`` (cells, start included) for the events.

    With ``target`` set, ``end`` is the stop cell of a reach capture.
    Earth is tried first, then water, air, fire; the shortest path wins.
    """
    def enemy(c: int) -> bool:
        v = board[c]
        return bool(v) and (v >= OWNER_BIT) != player

    def passable(c: int) -> bool:
        return bool(tcls & TERRAIN[c]) and not enemy(c)

    if target < 0 and end in ADJACENT[src] and (tcls & TERRAIN[end]):
        return [src, end]
    if target >= 0 and end == src:
        return [src]
    if pmask & EARTH_BIT:
        if target < 0:
            for n in NEIGHBOURS[src]:
                if passable(n) and end in ADJACENT[n]:
                    return [src, n, end]
        elif end in ADJACENT[src] and passable(end):
            return [src, end]
    for bit, length in _LINE_POWERS:
        if not pmask & bit:
            continue
        for ray in _RAYS_UPTO[length][src]:
            path = [src]
            for c in ray:
                if c == end and target < 0:
                    return path + [c]
                if not passable(c):
                    break
                path.append(c)
                if c == end:
                    return path
    return [src, end]


def reinforcements(
    board: list[int],
    player: int,
    leader: int,
    reserve: tuple[int, ...],
    most: int,
    *,
    shortcuts: bool = True,
) -> list[Reinforce]:
    """Every distinct set of 1..``most`` placements as Reinforce actions.

    Judged against the board as it stands: an empty cell takes one piece;
    the leader's cell takes any number of any type; other friendly stacks
    take death pieces only. Placements are (cell, type) sorted by cell name
    then stack order, so each set of placements appears exactly once.
    """
    own_hi = player == 1
    ob = OWNER_BIT
    res = list(reserve)
    has_death = res[DEATH] > 0
    near_friend: set[int] = set()
    if has_death:
        for c in range(49):
            v = board[c]
            if v and (v >= ob) == own_hi:
                near_friend.update(NEIGHBOURS[c])
    lead_adj = ADJACENT[leader]
    all_units = [t for t in range(1, 6) if res[t]]
    slots: list[tuple[int, list[int], bool]] = []
    for c in NAME_ORDER:
        v = board[c]
        if c == leader:
            slots.append((c, all_units, True))
        elif v:
            if has_death and (v >= ob) == own_hi:
                slots.append((c, [DEATH], True))
        elif c in lead_adj:
            ter = TERRAIN[c]
            types = [
                t
                for t in all_units
                if t in (DEATH, FIRE, AIR)
                or (t == EARTH and ter == LAND)
                or (t == WATER_T and ter == WATER)
            ]
            if types:
                slots.append((c, types, False))
        elif has_death and c in near_friend:
            slots.append((c, [DEATH], False))
    out: list[Reinforce] = []
    if most <= 0:
        return out
    # One or two placements cover nearly every turn: plain loops, no recursion,
    # and actions made once (actions.SINGLES, actions.PAIRS).
    if most == 1 and shortcuts:
        return [SINGLES[c][t] for c, types, _ in slots for t in types]
    if most == 2 and shortcuts:
        app = out.append
        n = len(slots)
        keys = [[(t2, c2 * 8 + t2) for t2 in types] for c2, types, _ in slots]
        for i in range(n):
            c, types, multi = slots[i]
            for t in types:
                app(SINGLES[c][t])
                pairs = PAIRS[c * 8 + t]
                spare = res[t] > 1
                if multi:
                    for t2, k in keys[i]:
                        if t2 > t or (t2 == t and spare):
                            pair = pairs.get(k)
                            app(_pair(c, t, k, t2) if pair is None else pair)
                for j in range(i + 1, n):
                    for t2, k in keys[j]:
                        if t2 != t or spare:
                            pair = pairs.get(k)
                            app(_pair(c, t, k, t2) if pair is None else pair)
        return out
    acc: list[Placement] = []
    n = len(slots)

    def gen(j: int, tmin: int, rem: int) -> None:
        for jj in range(j, n):
            cell, types, multi = slots[jj]
            for t in types:
                if (jj == j and t < tmin) or not res[t]:
                    continue
                res[t] -= 1
                acc.append((cell, t))
                out.append(_new(Reinforce, (REINFORCE, tuple(acc))))
                if rem > 1:
                    if multi:
                        gen(jj, t, rem - 1)
                    else:
                        gen(jj + 1, 0, rem - 1)
                acc.pop()
                res[t] += 1

    gen(0, 0, most)
    return out


def _pair(c: int, t: int, k: int, t2: int) -> Reinforce:
    """The reinforcement of (c, t) then (cell k >> 3, t2), made once (actions.PAIRS)."""
    pair = PAIRS[c * 8 + t][k] = _new(Reinforce, (REINFORCE, ((c, t), (k >> 3, t2))))
    return pair


def placement_allowed(
    board: list[int], player: int, leader: int, cell: int, t: int
) -> bool:
    """Whether one reinforcement piece of type t may go on ``cell``."""
    v = board[cell]
    own_hi = player == 1
    if v:
        if (v >= OWNER_BIT) != own_hi:
            return False
        return cell == leader or t == DEATH
    if t == DEATH:
        for n in NEIGHBOURS[cell]:
            w = board[n]
            if w and (w >= OWNER_BIT) == own_hi:
                return True
        return False
    if cell not in ADJACENT[leader]:
        return False
    if t == EARTH:
        return TERRAIN[cell] == LAND
    if t == WATER_T:
        return TERRAIN[cell] == WATER
    return t in (FIRE, AIR)


def compositions(total: int, limits: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Unit counts (D, F, A, W, E) summing to ``total`` within ``limits``."""
    out: list[tuple[int, ...]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if i == 4:
            if left <= limits[4]:
                out.append((*acc, left))
            return
        for n in range(min(left, limits[i]), -1, -1):
            acc.append(n)
            rec(i + 1, left - n, acc)
            acc.pop()

    rec(0, total, [])
    return out


__all__ = [
    "LEADER",
    "compositions",
    "find_path",
    "groups",
    "placement_allowed",
    "reinforcements",
    "targets",
]
