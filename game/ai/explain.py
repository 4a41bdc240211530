"""Why a move is good, in one line: the reason shown with the computer's hint.

The reason is read from the engine, never guessed by a screen: the events the
move produces on a copy of the position (captures, a win, a leader placed),
and the rules' own queries before and after it (which golems are threatened,
springs held, regions controlled, duel odds). The rules speak no language, so
a reason is a code with its parameters (cells in notation, counts, hero ids);
the screens hold the sentence for each code in every language
(scenes/ui/reasons.py).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from game.ai.troy_odds import duel_odds, space_mandatory
from game.common import CommonEvent, Event
from game.essentia import EssentiaEvent, EssentiaState
from game.essentia.actions import action_of
from game.essentia.layout import CELLS, NAMES
from game.symbol import SymbolEvent, SymbolState
from game.troy import data as troy_data
from game.troy.actions import troy_action


@dataclass(frozen=True)
class Reason:
    """Why a move is worth playing: a ``code`` and what the sentence names
    (``cell``: a cell in notation; ``n``, ``taken``, ``lost``, ``held``, ``pct``:
    numbers; ``hero``, ``foe``: hero ids)."""

    code: str
    params: dict[str, str | int] = field(default_factory=dict)


FALLBACK = Reason("deep")


def explain(state: Any, action: Hashable) -> Reason:
    """Why ``action`` (legal for the side to move) is worth playing."""
    if isinstance(state, EssentiaState):
        return explain_essentia(state, action)
    if isinstance(state, SymbolState):
        return explain_symbol(state, action)
    return explain_troy(state, action)


def _wins(events: list[Event], me: int) -> bool:
    return any(e.kind == CommonEvent.GAME_OVER and e["winner"] == me for e in events)


def _played(state: Any, action: Hashable) -> tuple[int, Any, list[Event]]:
    """The side to move, the position after ``action`` (on a copy) and its events."""
    me = state.to_move()
    assert me is not None
    after = state.copy()
    return me, after, after.play(action)


# -- Essentia ------------------------------------------------------------------------
def threatened(state: EssentiaState, victim: int) -> set[int]:
    """Cells of ``victim``'s golems some enemy golem could capture were it its turn."""
    attacker = 1 - victim
    cells: set[int] = set()
    for c in range(CELLS):
        if state.golem_at(c) == attacker:
            cells.update(a.to for a in state.golem_moves(c) if state.is_capture(a))
    return cells


def explain_essentia(state: EssentiaState, action: Hashable) -> Reason:
    assert isinstance(action, int)
    me, after, events = _played(state, action)
    if _wins(events, me):
        return Reason("wins")
    move = action_of(action)
    frm, to = move.frm, move.to
    captured = [e for e in events if e.kind == EssentiaEvent.CAPTURED]
    danger_before = threatened(state, me)
    danger_after = threatened(after, me)
    if captured:
        cell = captured[0]["cell"]
        if to in danger_after:
            return Reason("capture_exposed", {"cell": cell})
        return Reason("capture_safe", {"cell": cell})
    if frm in danger_before and to not in danger_after:
        return _on_cell(state, frm, "rescue")
    saved = {c for c in danger_before if c != frm} - danger_after
    if saved:
        return _on_cell(state, min(saved), "protect", "defend_spring")
    if after.springs_held(me) > state.springs_held(me):
        return Reason("take_spring", {"cell": NAMES[to]})
    now_threat = threatened(after, 1 - me) - threatened(state, 1 - me)
    if now_threat:
        return _on_cell(after, min(now_threat), "threaten")
    more = mobility(after, me) - mobility(state, me)
    if more >= 3:
        return Reason("mobility", {"n": more})
    return FALLBACK


def _on_cell(state: EssentiaState, cell: int, code: str, spring_code: str = "") -> Reason:
    """``code`` about ``cell``, or its spring variant (``code``_spring unless
    named) when the cell is a spring."""
    if state.terrain_at(cell) == "spring":
        code = spring_code or f"{code}_spring"
    return Reason(code, {"cell": NAMES[cell]})


def mobility(state: EssentiaState, player: int) -> int:
    """How many moves ``player``'s golems have (were it their turn)."""
    return sum(len(state.golem_moves(c)) for c in range(CELLS) if state.golem_at(c) == player)


# -- Symbol --------------------------------------------------------------------------
def _symbol_lost(events: list[Event], player: int) -> int:
    """How many of ``player``'s pieces an action's events removed."""
    n = 0
    for e in events:
        if e.kind in (SymbolEvent.CAPTURED, SymbolEvent.PUSHED_CRUSHED) and e["player"] == player:
            n += len(e["pieces"])
        elif e.kind == SymbolEvent.EXPLODED:
            n += sum(len(letters) for _, owner, letters in e["removed"] if owner == player)
    return n


def explain_symbol(state: SymbolState, action: Hashable) -> Reason:
    assert isinstance(action, tuple)
    me, after, events = _played(state, action)
    if _wins(events, me):
        return Reason("wins")
    kinds = {e.kind for e in events}
    if SymbolEvent.LEADER_PLACED in kinds:
        return Reason("leader_placed")
    if SymbolEvent.ARMY_CHOSEN in kinds:
        return Reason("army_chosen")
    taken, lost = _symbol_lost(events, 1 - me), _symbol_lost(events, me)
    if taken and taken > lost:
        if lost:
            return Reason("trade", {"taken": taken, "lost": lost})
        return Reason("capture_pieces", {"n": taken})
    gained = after.controlled_regions(me) - state.controlled_regions(me)
    if gained > 0:
        held = after.controlled_regions(me)
        return Reason("region", {"held": held})
    if after.controlled_regions(1 - me) < state.controlled_regions(1 - me):
        return Reason("break_hold")
    if SymbolEvent.REINFORCED in kinds:
        return Reason("reinforce")
    return FALLBACK


# -- The Trojan War ------------------------------------------------------------------
def explain_troy(state: Any, action: Hashable) -> Reason:
    text = troy_action(str(action))
    me = state.to_move()
    view = state.view(me)
    stage = view["stage"]
    gods = None
    if stage == "pick" and text.startswith("pick:"):
        _, spaces = view["pick"]
        heroes = text.heroes
        opp = troy_data.SIDE_NAMES[1 - me]
        best: tuple[float, str, str] | None = None
        for s, h in zip(spaces, heroes, strict=False):
            foe = view["challenges"][s - 1][opp]
            if foe in (None, "hidden"):
                continue
            win = duel_odds(h, foe, gods, space_mandatory(view, s - 1))[0]
            if best is None or win > best[0]:
                best = (win, h, foe)
        if best is not None:
            return Reason("best_odds", {"hero": best[1], "foe": best[2],
                                        "pct": round(best[0] * 100)})
        return Reason("send_heroes")
    if stage == "reroll":
        if text == "reroll":
            return Reason("reroll")
        return Reason("keep_roll")
    if stage == "cancel":
        return Reason("cancel")
    if stage == "thersites":
        return Reason("thersites")
    if stage == "swap":
        if text == "noswap":
            return Reason("keep_pairs")
        return Reason("swap")
    if stage == "spare":
        if text == "spare":
            return Reason("spare")
        return Reason("kill")
    if stage in ("exchange", "exchange_reply"):
        if text in ("noexchange", "refuse"):
            return Reason("refuse_exchange")
        return Reason("exchange")
    return Reason("odds")
