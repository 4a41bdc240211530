"""Why a move is good, in one line: the reason shown with the computer's hint.

The reason is read from the engine, never guessed by a screen: the events the
move produces on a copy of the position (captures, a win, a leader placed),
and the rules' own queries before and after it (which golems are threatened,
springs held, regions controlled, duel odds). Each sentence is whole, with
named placeholders, so it can be translated as it stands.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from game.ai.troy_odds import duel_odds, space_mandatory
from game.essentia import EssentiaState
from game.essentia.layout import CELLS, NAMES
from game.essentia.notation import action_from, action_to
from game.symbol import SymbolState
from game.troy import data as troy_data

FALLBACK = "The strongest position the computer finds a few moves ahead."


def explain(state: Any, action: Hashable) -> str:
    """One sentence saying why ``action`` (legal for the side to move) is worth playing."""
    if isinstance(state, EssentiaState):
        return explain_essentia(state, action)
    if isinstance(state, SymbolState):
        return explain_symbol(state, action)
    return explain_troy(state, action)


def _wins(events: list[Any], me: int) -> bool:
    return any(e.kind == "game_over" and e["winner"] == me for e in events)


# -- Essentia ------------------------------------------------------------------------
def threatened(state: EssentiaState, victim: int) -> set[int]:
    """Cells of ``victim``'s golems some enemy golem could capture were it its turn."""
    attacker = 1 - victim
    cells: set[int] = set()
    for c in range(CELLS):
        if state.golem_at(c) == attacker:
            cells.update(action_to(a) for a in state.golem_moves(c) if state.is_capture(a))
    return cells


def explain_essentia(state: EssentiaState, action: Hashable) -> str:
    assert isinstance(action, int)
    me = state.to_move()
    assert me is not None
    after = state.copy()
    events = after.play(action)
    if _wins(events, me):
        return "It wins the game."
    frm, to = action_from(action), action_to(action)
    captured = [e for e in events if e.kind == "captured"]
    danger_before = threatened(state, me)
    danger_after = threatened(after, me)
    if captured:
        cell = captured[0]["cell"]
        if to in danger_after:
            return f"It captures the golem on {cell}; yours can be taken in return."
        return f"It captures the golem on {cell}, and no golem can take yours back."
    if frm in danger_before and to not in danger_after:
        cell = NAMES[frm]
        if state.terrain_at(frm) == "spring":
            return f"It takes your golem on the spring {cell} out of danger."
        return f"It takes your golem on {cell} out of danger."
    saved = {c for c in danger_before if c != frm} - danger_after
    if saved:
        c = min(saved)
        cell = NAMES[c]
        if state.terrain_at(c) == "spring":
            return f"It defends the spring on {cell}."
        return f"It protects your golem on {cell}."
    if after.springs_held(me) > state.springs_held(me):
        cell = NAMES[to]
        return f"It takes the spring on {cell}."
    now_threat = threatened(after, 1 - me) - threatened(state, 1 - me)
    if now_threat:
        c = min(now_threat)
        cell = NAMES[c]
        if after.terrain_at(c) == "spring":
            return f"It threatens the enemy golem on the spring {cell}."
        return f"It threatens the enemy golem on {cell}."
    more = mobility(after, me) - mobility(state, me)
    if more >= 3:
        return f"It gives your golems {more} more moves."
    return FALLBACK


def mobility(state: EssentiaState, player: int) -> int:
    """How many moves ``player``'s golems have (were it their turn)."""
    return sum(len(state.golem_moves(c)) for c in range(CELLS) if state.golem_at(c) == player)


# -- Symbol --------------------------------------------------------------------------
def _symbol_lost(events: list[Any], player: int) -> int:
    """How many of ``player``'s pieces an action's events removed."""
    n = 0
    for e in events:
        if e.kind in ("captured", "pushed_crushed") and e["player"] == player:
            n += len(e["pieces"])
        elif e.kind == "exploded":
            n += sum(len(letters) for _, owner, letters in e["removed"] if owner == player)
    return n


def explain_symbol(state: SymbolState, action: Hashable) -> str:
    assert isinstance(action, tuple)
    me = state.to_move()
    assert me is not None
    after = state.copy()
    events = after.play(action)
    if _wins(events, me):
        return "It wins the game."
    kinds = {e.kind for e in events}
    if "leader_placed" in kinds:
        return "It puts your leader where the enemy can hardly reach it."
    if "army_chosen" in kinds:
        return "It picks a well-balanced army."
    taken, lost = _symbol_lost(events, 1 - me), _symbol_lost(events, me)
    if taken and taken > lost:
        if lost:
            return f"It destroys {taken} enemy pieces for {lost} of yours."
        if taken == 1:
            return "It captures an enemy piece."
        return f"It captures {taken} enemy pieces."
    gained = after.controlled_regions(me) - state.controlled_regions(me)
    if gained > 0:
        held = after.controlled_regions(me)
        return f"It takes control of another region ({held} held now)."
    if after.controlled_regions(1 - me) < state.controlled_regions(1 - me):
        return "It breaks the enemy's hold on a region."
    if "reinforced" in kinds:
        return "It brings reinforcements onto the board."
    return FALLBACK


# -- The Trojan War ------------------------------------------------------------------
def _hero(hid: str) -> str:
    return troy_data.BY_ID[hid].name


def explain_troy(state: Any, action: Hashable) -> str:
    text = str(action)
    me = state.to_move()
    view = state.view(me)
    stage = view["stage"]
    gods = None
    if stage == "pick" and text.startswith("pick:"):
        _, spaces = view["pick"]
        heroes = text[5:].split(",")
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
            hero, foe, pct = _hero(best[1]), _hero(best[2]), round(best[0] * 100)
            return f"Best odds: {hero} has a {pct} % chance against {foe}."
        return "It sends your heroes with the best odds against the field."
    if stage == "reroll":
        if text == "reroll":
            return "The die is low: a new roll is likely to do better."
        return "The die is good enough: a new roll would likely do worse."
    if stage == "cancel":
        return "It cancels the challenge your side would fare worst in."
    if stage == "thersites":
        return "Thersites takes the duel the Trojans would fare worst in."
    if stage == "swap":
        if text == "noswap":
            return "Your heroes already face their best matches."
        return "The swap gives your heroes better odds in their duels."
    if stage == "spare":
        if text == "spare":
            return "Sparing him helps the Horse more than his death would score."
        return "His death scores more than sparing him would."
    if stage in ("exchange", "exchange_reply"):
        if text in ("noexchange", "refuse"):
            return "The exchange would give back more than it brings."
        return "The exchange brings back the more valuable hero."
    return "The computer's choice, weighing the odds of every outcome."
