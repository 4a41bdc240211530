"""What the computer knows about Symbol.

The evaluation reads the engine's packed board (``board``, ``res``, ``side``
of game/symbol/state.py; stacks as in game/symbol/pieces.py) and weighs, for
each side: units on the board and in reserve, regions controlled (they buy
reinforcements), and above all the leader's safety: enemy groups that can
take it, enemy death pieces beside it, enemy fire that could push it off the
board or onto a foe, and friendly guards around it.

Actions are ordered captures first (the leader above all), then detonations
by the balance of the blast, then quiet moves toward the enemy leader; below
the root only the most promising quiet actions are searched, because
reinforcements alone can number in the hundreds.

Setup: the army is a balanced one (it beat lopsided ones), the leader goes
on the back rank near the centre, out of reach of water groups.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.ai.profile import GameProfile, cached_evaluation
from game.symbol.actions import (
    Army,
    Detonate,
    Move,
    Place,
    Reach,
    Reinforce,
    SymbolAction,
)
from game.symbol.board import CELLS, NEIGHBOURS, PUSH, REGION, SIZE
from game.symbol.movegen import targets
from game.symbol.pieces import (
    AIR,
    COUNTS_MASK,
    DEATH,
    EARTH,
    FIELD,
    FIRE,
    OWNER_BIT,
    WATER_T,
    counts_of,
    terrain_of,
)

# Worth of a unit by type, in stack order L D F A W E (the leader is priceless
# and handled by the outcome and the safety terms).
VALUE = (0.0, 45.0, 55.0, 45.0, 30.0, 32.0)
RESERVE = 0.7
REGION_VALUE = 10.0
EXTRA_REINFORCEMENT = 18.0
LEADER_LOST = 20_000.0
LEADER_THREAT = 250.0
GUARD = 6.0
PRESSURE = 10.0
DEATH_LANDING = 600.0
LEADER_AWAY = 12.0
"""Per rank the leader stands away from its back rank (exposed to more)."""

DIST = tuple(
    tuple(max(abs(a % SIZE - b % SIZE), abs(a // SIZE - b // SIZE)) for b in CELLS)
    for a in CELLS
)
_DEATH_FIELD = FIELD << (6 * DEATH)
_FIRE_FIELD = FIELD << (6 * FIRE)
_SINGLE = {t: (1 << (6 * t)) for t in (FIRE, AIR, WATER_T, EARTH)}


def _stack_value(v: int) -> float:
    c = counts_of(v & COUNTS_MASK)
    return c[1] * VALUE[1] + c[2] * VALUE[2] + c[3] * VALUE[3] + c[4] * VALUE[4] + c[5] * VALUE[5]


def _reaches(board: list[int], src: int, owner: int) -> set[int]:
    """Cells the stack on ``src`` could capture on (by entering or by reach)
    with any one of its moving pieces."""
    v = board[src] & COUNTS_MASK
    c = counts_of(v)
    out: set[int] = set()
    for t in (FIRE, AIR, WATER_T, EARTH):
        if c[t]:
            single = _SINGLE[t]
            moves, reach = targets(board, src, terrain_of(single), 1 << t, owner)
            out.update(moves)
            out.update(tgt for _, tgt in reach)
    return out


def _fire_push_kills(board: list[int], src: int, owner: int, leader: int) -> bool:
    """Whether enemy fire on ``src`` can move beside ``leader`` and push it to
    its loss (off the board, onto a piece of the pusher, or into its own
    death piece's blast)."""
    v = board[src] & COUNTS_MASK
    c = counts_of(v)
    dests: set[int] = set()
    for t in (FIRE, AIR, WATER_T, EARTH):
        if c[t]:
            moves, _ = targets(board, src, terrain_of(_SINGLE[t] | _SINGLE[FIRE]), 1 << t, owner)
            dests.update(moves)
    lv = board[leader]
    for d in dests:
        if DIST[d][leader] != 1:
            continue
        w = board[d]
        if w and (w >= OWNER_BIT) != owner:
            continue  # a capture there, judged elsewhere
        for n, beyond in PUSH[d]:
            if n != leader:
                continue
            if lv & _DEATH_FIELD or beyond < 0:
                return True
            b2 = board[beyond]
            if b2 and (b2 >= OWNER_BIT) == owner:
                return True
    return False


def leader_danger(board: list[int], player: int, leader: int) -> bool:
    """Whether the enemy can destroy ``player``'s leader with one action."""
    enemy = 1 - player
    for src in CELLS:
        v = board[src]
        if not v or (v >= OWNER_BIT) != enemy:
            continue
        d = DIST[src][leader]
        if d > 3:
            continue
        if v & _DEATH_FIELD and d <= 1:
            return True  # detonation (judged the same even if it costs both leaders)
        if leader in _reaches(board, src, enemy):
            return True
        if v & _FIRE_FIELD and d <= 3 and _fire_push_kills(board, src, enemy, leader):
            return True
    # Our own death piece beside the leader, if the enemy can take it.
    for n in NEIGHBOURS[leader]:
        w = board[n]
        if w and (w >= OWNER_BIT) == player and w & _DEATH_FIELD:
            for src in CELLS:
                v = board[src]
                if v and (v >= OWNER_BIT) == enemy and DIST[src][n] <= 3:
                    if n in _reaches(board, src, enemy):
                        return True
    return False


def evaluate_state(st: Any, player: int) -> float:
    """Score of a play-phase state for ``player`` (positive is good for them)."""
    board, res = st.board, st.res
    mover = st.side
    score = [0.0, 0.0]
    leader = [-1, -1]
    seen = [0] * 9
    stacks: list[list[int]] = [[], []]
    for c in CELLS:
        v = board[c]
        if not v:
            continue
        o = 1 if v >= OWNER_BIT else 0
        score[o] += _stack_value(v)
        if v & FIELD:
            leader[o] = c
        seen[REGION[c]] |= 1 << o
        stacks[o].append(c)
    regions = [seen.count(1), seen.count(2)]
    for p in (0, 1):
        units = counts_of(res[p] & COUNTS_MASK)
        score[p] += RESERVE * _stack_value(res[p])
        extra = min(regions[p] // 3, sum(units[1:]))
        score[p] += REGION_VALUE * regions[p] + EXTRA_REINFORCEMENT * extra
    for p in (0, 1):
        lc = leader[p]
        if lc < 0:
            continue
        q = 1 - p
        guards = 0
        for n in NEIGHBOURS[lc]:
            w = board[n]
            if w and (w >= OWNER_BIT) == p and not w & _DEATH_FIELD:
                guards += 1
        score[p] += GUARD * min(guards, 4)
        back = 0 if p == 0 else SIZE - 1
        score[p] -= LEADER_AWAY * abs(lc // SIZE - back)
        for src in stacks[q]:
            if DIST[src][lc] <= 2:
                score[q] += PRESSURE
        if leader_danger(board, p, lc):
            score[p] -= LEADER_LOST if q == mover else LEADER_THREAT
        elif res[q] & _DEATH_FIELD and leader[q] >= 0 and death_can_land(board, p, lc):
            # Next turn a death piece may land beside the leader, and then
            # nothing but flight saves it.
            score[p] -= DEATH_LANDING if q == mover else DEATH_LANDING / 4
    return score[player] - score[1 - player]


def death_can_land(board: list[int], player: int, leader: int) -> bool:
    """Whether the enemy may place a reserve death piece beside ``player``'s
    leader: on an empty neighbour that touches an enemy piece, or onto an
    enemy stack already beside it."""
    for n in NEIGHBOURS[leader]:
        w = board[n]
        if w:
            if (w >= OWNER_BIT) != player:
                return True
            continue
        for m in NEIGHBOURS[n]:
            u = board[m]
            if u and (u >= OWNER_BIT) != player:
                return True
    return False


# The search's evaluation hook.
evaluate = cached_evaluation(evaluate_state, lambda state: state.key())


# ---------------------------------------------------------------- ordering
TACTICAL = 100.0
"""Actions scoring at least this are captures or good detonations."""


def _blast(board: list[int], centre: int, me: int) -> float:
    """Balance of an explosion on ``centre`` for ``me`` (one ring, no chain)."""
    total = 0.0
    for x in (centre, *NEIGHBOURS[centre]):
        v = board[x]
        if not v:
            continue
        worth = 100_000.0 if v & FIELD else _stack_value(v)
        total += worth if (v >= OWNER_BIT) != me else -worth
    return total


def action_score(board: list[int], me: int, enemy_leader: int, a: SymbolAction) -> float:
    """Cheap promise of an action, for move ordering."""
    # this runs for every action searched: exact type tests, fields by position
    if type(a) is Move or type(a) is Reach:
        src, group, dst = a[1], a[2], a[3]
        tgt = a.target
        v = board[tgt]
        if v and (v >= OWNER_BIT) != me:
            if v & _DEATH_FIELD:
                gain = _blast(board, tgt, me)
                if type(a) is Move:
                    gain -= _stack_value(group)
                return 1000.0 + gain if gain > 0 else gain
            if v & FIELD:
                return 1_000_000.0
            return 1000.0 + _stack_value(v) - 0.1 * _stack_value(group)
        score = 0.0
        if enemy_leader >= 0:
            score += 3.0 * (DIST[src][enemy_leader] - DIST[dst][enemy_leader])
        if group & _FIRE_FIELD:
            for n in NEIGHBOURS[dst]:
                w = board[n]
                if w and (w >= OWNER_BIT) != me:
                    score += 15.0
        if board[src] & FIELD and not group & FIELD:
            score -= 2.0  # splitting off the leader's guard
        if enemy_leader >= 0 and group & _DEATH_FIELD and DIST[dst][enemy_leader] == 1:
            score += 900.0  # a death piece beside the enemy leader
        return score
    if type(a) is Detonate:
        gain = _blast(board, a.cell, me)
        return 1000.0 + gain if gain > 0 else gain
    if type(a) is Reinforce:
        score = 2.0 + 2.0 * len(a.placements)
        if enemy_leader >= 0:
            for cell, t in a.placements:
                if t == DEATH and DIST[cell][enemy_leader] == 1:
                    score += 900.0
        return score
    return 0.0


def _enemy_leader(board: list[int], me: int) -> int:
    """Cell of the leader of ``me``'s opponent (-1 when it is not on the board)."""
    for c in CELLS:
        v = board[c]
        if v & FIELD and v and (v >= OWNER_BIT) != me:
            return c
    return -1


QUIET_KEEP = (10_000, 10, 6, 4)
"""Quiet actions searched at ply 0, 1, 2, 3+ (the root keeps them all)."""
NEAR_KEEP = 8
"""Besides those, moves ending next-but-one to the enemy leader (threats)."""


def order(state: Any, actions: Sequence[SymbolAction], ply: int) -> list[SymbolAction]:
    """Best-first; below the root, only the best few quiet actions are kept
    (plus moves that close in on the enemy leader, which may be threats)."""
    board, me = state.board, state.side
    if state.pending[me] or state.res[me] & FIELD:
        return list(actions)
    el = _enemy_leader(board, me)
    scored = sorted(((action_score(board, me, el, a), a) for a in actions), key=lambda t: -t[0])
    keep = QUIET_KEEP[min(ply, len(QUIET_KEEP) - 1)]
    if not ply or keep >= len(scored):
        return [a for _, a in scored]
    own = _enemy_leader(board, 1 - me)
    if own >= 0 and leader_danger(board, me, own):
        return [a for _, a in scored]  # every defence deserves a look
    out = []
    quiet = near = 0
    dist = DIST[el] if el >= 0 else None
    for s, a in scored:
        if s < TACTICAL:
            if dist is not None and type(a) is Move and dist[a.dst] <= 2:
                near += 1
                if near > NEAR_KEEP:
                    continue
            else:
                quiet += 1
                if quiet > keep:
                    continue
        out.append(a)
    return out


def noisy(state: Any, actions: Sequence[SymbolAction]) -> list[SymbolAction]:
    """Captures and profitable detonations, for the quiescence search."""
    board, me = state.board, state.side
    if state.pending[me] or state.res[me] & FIELD:
        return []
    el = _enemy_leader(board, me)
    scored = [(action_score(board, me, el, a), a) for a in actions if type(a) is not Reinforce]
    tactical = sorted((t for t in scored if t[0] >= TACTICAL), key=lambda t: -t[0])
    return [a for _, a in tactical[:8]]


# ------------------------------------------------------------------- setup
ARMY_TASTE = (1.02, 1.02, 1.02, 1.0, 1.0)
"""Preference per unit (D, F, A, W, E): a balanced army, as the basic one;
with an odd split the pieces that stand anywhere come first. (Measured: a
fire-and-air-heavy army lost 5-12-3 and 5-10-5 to balanced ones between
normal players, unlimited forces.)"""


def choose_army(
    options: Sequence[tuple[int, ...]], rng: random.Random, spread: float
) -> tuple[int, ...]:
    """The army with the best taste, with diminishing returns per colour."""

    def taste(units: tuple[int, ...]) -> float:
        return sum(w * n - 0.2 * n * n for w, n in zip(ARMY_TASTE, units, strict=True))

    return max(options, key=lambda u: taste(u) + rng.uniform(0.0, spread))


def opening(state: Any, rng: random.Random, level: str) -> SymbolAction | None:
    """Army choice and leader placement; None once both leaders stand."""
    me = state.to_move()
    if me is None:
        return None
    actions: list[SymbolAction] = state.legal_actions()
    if not actions:
        return None
    if isinstance(actions[0], Army):
        armies = [a for a in actions if isinstance(a, Army)]
        army = choose_army([a.units for a in armies], rng, 0.6 if level == "easy" else 0.05)
        return Army(army)
    if isinstance(actions[0], Place):
        places = [a for a in actions if isinstance(a, Place)]
        if level == "easy":
            return rng.choice(places)
        back = 0 if me == 0 else SIZE - 1
        best = None
        best_value = -1e9
        for a in places:
            cell = a.cell
            f, r = cell % SIZE, cell // SIZE
            value = -abs(f - 3) - 3.0 * abs(r - back) + rng.uniform(0.0, 1.1)
            if value > best_value:
                best, best_value = a, value
        return best
    return None


def finishers(state: Any) -> list[Move | Reach | Detonate]:
    """The moves, reach captures and detonations that would take the enemy
    leader off the board (the rules' own list of threats to it)."""
    return [t.action for t in state.leader_threats(1 - state.side)]


def material(state: Any, player: int) -> float:
    """The worth of ``player``'s units, on the board and in reserve alike."""
    board = state.board
    total = _stack_value(state.res[player])
    for c in CELLS:
        v = board[c]
        if v and (v >= OWNER_BIT) == player:
            total += _stack_value(v)
    return total


_MOVERS = COUNTS_MASK & ~(FIELD | _DEATH_FIELD)
"""The bits of a stack's fire, air, water and earth counts."""


def can_win(state: Any, player: int) -> bool:
    """Whether ``player`` may still take the enemy leader: it needs a fire,
    air, water or earth unit, on the board or in reserve. Death pieces alone
    cannot: each is placed touching a friendly piece, so a chain of them
    reaching the enemy blows up its own leader too. (With desertion, blown-up
    enemy units change sides, so anything may happen.)"""
    if "desertion" in state.flags or state.res[player] & _MOVERS:
        return True
    board = state.board
    return any(v and (v >= OWNER_BIT) == player and v & _MOVERS for v in board)


SPEED = 19_000
"""Search nodes per second on the reference machine (README, "Computer players")."""

PROFILE = GameProfile(
    evaluate=evaluate, order=order, noisy=noisy, opening=opening, noise=VALUE[FIRE],
    speed=SPEED, finishers=finishers, material=material, can_win=can_win,
)

__all__ = ["PROFILE", "action_score", "evaluate_state", "leader_danger"]
