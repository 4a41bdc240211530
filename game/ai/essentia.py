"""What the computer knows about Essentia.

The evaluation reads the engine's hot-path tables (``_occ``, ``_power``,
``_pieces``, ``_is_spring``: documented at the top of game/essentia/rules.py)
instead of the notation, because it runs tens of thousands of times a move.
It weighs, for each side: golems, the power of the terrain under them,
mobility, springs held and whether a spring golem can be taken (which ends
the game), pressure on the enemy's spring golems, and loose golems.

Setup (tile placement) is decided by a heuristic: good tiles under one's own
golems, tiles the enemy would profit from kept away from their home ranks.
Measured between normal players, 24 games each: it beat random placement
19-4-1 with hidden tiles and 22-2-0 in strategic setup.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.ai.profile import GameProfile, cached_evaluation
from game.essentia.actions import EssentiaAction
from game.essentia.layout import (
    FILES,
    FOREST,
    HIDDEN,
    KNIGHT,
    MOUNTAIN,
    PLAINS,
    PLATEAU,
    ROCKS,
    SLIDE_RAYS,
    STEP_ALL,
    STEP_DIAG,
    STEP_ORTH,
)

# Engine vacancy markers (game/essentia/rules.py): golems are 0/1.
EMPTY, ACTIVE, PASS, BLOCK = 2, 3, 4, 5

GOLEM = 100.0
# Extra worth of a golem by the power it stands on (index = power code:
# rocks, plateau, mountain, plains, forest, spring).
POWER_BONUS = (0.0, 9.0, 8.0, 16.0, 8.0, 2.0)
MOBILITY = 2.5
ATTACK = 3.0
SPRING_HELD = (0.0, 70.0, 95.0, 105.0, 110.0)
"""Value of holding 0, 1, 2, ... springs: the first one matters most."""
SPRING_LOST = 20_000.0
"""A spring golem the side to move can take: the game is as good as over."""


def reach(occ: list[int], power: list[int], cell: int) -> tuple[int, list[int], list[int]]:
    """(number of moves, enemy cells it can take, friendly cells it guards)
    for the golem on ``cell``; mirrors the engine's move generator."""
    me = occ[cell]
    opp = me ^ 1
    pw = power[cell]
    moves = 0
    hits: list[int] = []
    guards: list[int] = []
    if pw == ROCKS:
        for t in STEP_ORTH[cell]:
            if occ[t] in (EMPTY, ACTIVE):
                moves += 1
        for t in STEP_DIAG[cell]:
            o = occ[t]
            if o == opp:
                hits.append(t)
            elif o == me:
                guards.append(t)
    elif pw >= FOREST:
        for t in (KNIGHT if pw == FOREST else STEP_ALL)[cell]:
            o = occ[t]
            if o == opp:
                hits.append(t)
            elif o == me:
                guards.append(t)
            elif o == EMPTY or o == ACTIVE:
                moves += 1
    else:
        for ray in SLIDE_RAYS[pw][cell]:
            for t in ray:
                o = occ[t]
                if o == EMPTY or o == ACTIVE:
                    moves += 1
                elif o == PASS:
                    continue
                elif o == opp:
                    hits.append(t)
                    break
                elif o == me:
                    guards.append(t)
                    break
                else:
                    break
    return moves, hits, guards


def evaluate_state(state: Any, player: int) -> float:
    """Score of a play-phase state for ``player`` (positive is good for them)."""
    occ, power, is_spring = state._occ, state._power, state._is_spring
    mover = state._side
    score = [0.0, 0.0]
    attacked: list[dict[int, int]] = [{}, {}]
    guarded: list[dict[int, int]] = [{}, {}]
    for side in (0, 1):
        att, gua = attacked[side], guarded[side]
        s = 0.0
        for cell in state._pieces[side]:
            moves, hits, guards = reach(occ, power, cell)
            pw = power[cell]
            s += GOLEM + (POWER_BONUS[pw] if pw >= 0 else 4.0)
            s += MOBILITY * moves + ATTACK * len(hits)
            for c in hits:
                att[c] = att.get(c, 0) + 1
            for c in guards:
                gua[c] = gua.get(c, 0) + 1
        score[side] += s
    for side in (0, 1):
        enemy = side ^ 1
        held = [c for c in state._pieces[side] if is_spring[c]]
        score[side] += SPRING_HELD[min(len(held), 4)]
        threatened = [c for c in held if c in attacked[enemy]]
        if threatened:
            if enemy == mover:
                score[side] -= SPRING_LOST
            else:
                spare = len(held) > len(threatened)
                score[side] -= 120.0 * len(threatened) + (0.0 if spare else 80.0)
    # Loose golems: the side to move may take the best undefended one.
    best_gain = 0.0
    opp_guard = guarded[mover ^ 1]
    for cell in attacked[mover]:
        gain = GOLEM if cell not in opp_guard else 10.0
        if gain > best_gain:
            best_gain = gain
    score[mover] += 0.5 * best_gain
    return score[player] - score[player ^ 1]


# The search's evaluation hook; the Zobrist hash leaves out the circle mode.
evaluate = cached_evaluation(evaluate_state, lambda state: (state._hash, state._circles))


def _action_score(occ: list[int], power: list[int], is_spring: list[bool], a: int) -> float:
    frm, to = a & 127, a >> 7 & 127   # a.frm, a.to, decoded here: this runs for every move
    victim = occ[to]
    if victim < 2:
        if is_spring[to]:
            return 10_000.0
        return 1000.0 - (POWER_BONUS[power[frm]] if power[frm] >= 0 else 4.0)
    if is_spring[to]:
        return 30.0 if not is_spring[frm] else 0.0
    if is_spring[frm]:
        return -20.0
    return POWER_BONUS[power[to]] if power[to] >= 0 else 5.0


def order(state: Any, actions: Sequence[EssentiaAction], ply: int) -> list[EssentiaAction]:
    """Spring captures, then captures by the cheapest attacker, then the rest
    by the terrain they land on."""
    if state.phase != "play":
        return list(actions)
    occ, power, is_spring = state._occ, state._power, state._is_spring
    return sorted(actions, key=lambda a: -_action_score(occ, power, is_spring, a))


def noisy(state: Any, actions: Sequence[EssentiaAction]) -> list[EssentiaAction]:
    """Captures (spring captures first), for the quiescence search."""
    occ, power, is_spring = state._occ, state._power, state._is_spring
    caps = [a for a in actions if occ[a >> 7 & 127] < 2]
    caps.sort(key=lambda a: -_action_score(occ, power, is_spring, a))
    return caps


# ------------------------------------------------------------------- setup
TILE_VALUE = {PLAINS: 16.0, PLATEAU: 9.0, MOUNTAIN: 8.0, FOREST: 8.0, HIDDEN: 10.0}


def _cell_weight(cell: int, player: int) -> float:
    """How much a better tile on ``cell`` helps ``player`` (negative: the enemy)."""
    rank = cell // FILES
    if player == 1:
        rank = 8 - rank
    return {0: 1.0, 1: 1.1, 2: 0.35, 3: 0.25, 4: 0.1, 5: -0.1, 6: -0.2, 7: -1.0, 8: -0.9}[rank]


def opening(state: Any, rng: random.Random, level: str) -> EssentiaAction | None:
    """Tile placement: the best (tile, cell) for the placer; None in play."""
    if state.phase != "setup":
        return None
    actions: list[EssentiaAction] = list(state.legal_actions())
    if len(actions) == 1:
        return actions[0]
    player = state.to_move()
    spread = 6.0 if level == "easy" else 0.5
    best, best_value = actions[0], -1e9
    for a in actions:
        if not a.is_placement:
            continue
        value = _cell_weight(a.to, player) * TILE_VALUE.get(a.terrain, 8.0)
        value += rng.uniform(0.0, spread)
        if value > best_value:
            best, best_value = a, value
    return best


def finishers(state: Any) -> list[int]:
    """Captures of a golem on a spring: the only actions that win at once."""
    occ, is_spring = state._occ, state._is_spring
    enemy = state._side ^ 1
    return [a for a in state.legal_actions()
            if occ[a >> 7 & 127] == enemy and is_spring[a >> 7 & 127]]


def material(state: Any, player: int) -> float:
    """The worth of ``player``'s golems."""
    return GOLEM * len(state._pieces[player])


SPEED = 55_000
"""Search nodes per second on the reference machine (README, "Computer players")."""

PROFILE = GameProfile(
    evaluate=evaluate, order=order, noisy=noisy, opening=opening, noise=GOLEM,
    speed=SPEED, finishers=finishers, material=material,
)
