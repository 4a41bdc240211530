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

from game.ai.players import loses_at_once, profile_for
from game.ai.troy_odds import duel_odds, space_mandatory
from game.common import CommonEvent, Event
from game.essentia import EssentiaEvent, EssentiaState
from game.essentia.actions import action_of
from game.essentia.layout import CELLS, NAMES
from game.symbol import SymbolEvent, SymbolState
from game.symbol.board import NEIGHBOURS
from game.troy import data as troy_data
from game.troy import odds as troy_odds
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
    """Why ``action`` (legal for the side to move) is worth playing; in a position
    where every move lets the enemy win next, that nothing saves the game."""
    if isinstance(state, (EssentiaState, SymbolState)) and lost_anyway(state, action):
        return Reason("lost_anyway")
    if isinstance(state, EssentiaState):
        return explain_essentia(state, action)
    if isinstance(state, SymbolState):
        return explain_symbol(state, action)
    return explain_troy(state, action)


def lost_anyway(state: Any, action: Hashable) -> bool:
    """``action`` lets the enemy win at once, and so does every other legal action
    (the hint never suggests such a move while another avoids it)."""
    if isinstance(state, EssentiaState) and state.phase != "play":
        return False                    # the set-up: no golem can be taken yet
    profile = profile_for("essentia" if isinstance(state, EssentiaState) else "symbol")
    mine = state.copy()
    return loses_at_once(mine, action, profile) and \
        all(loses_at_once(mine, a, profile) for a in mine.legal_actions())


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
    threats = state.spring_threats(me)
    if captured and threats and not after.spring_threats(me):   # it keeps the game: first
        reason = Reason("capture_saves_spring",
                        {"cell": captured[0]["cell"], "spring": NAMES[threats[0][1]]})
    elif captured:              # whether it can be taken back is the reason's own word
        code = "capture_exposed" if to in danger_after else "capture_safe"
        return _costs(state, after, me, frm, Reason(code, {"cell": captured[0]["cell"]}))
    else:
        reason = _quiet_move(state, after, me, frm, to, danger_before, danger_after)
    if to in danger_after:      # the cost too: the golem moved can be taken where it lands
        reason = Reason(reason.code, {**reason.params, "exposed": 1})
    return _costs(state, after, me, frm, reason)


def _costs(state: EssentiaState, after: EssentiaState, me: int, frm: int,
           reason: Reason) -> Reason:
    """``reason`` with what else the move gives up: a spring it leaves empty."""
    if state.terrain_at(frm) == "spring" and after.springs_held(me) < state.springs_held(me):
        return Reason(reason.code, {**reason.params, "left": NAMES[frm]})
    return reason


def _quiet_move(state: EssentiaState, after: EssentiaState, me: int, frm: int, to: int,
                danger_before: set[int], danger_after: set[int]) -> Reason:
    """What a move that captures nothing is worth."""
    if frm in danger_before and to not in danger_after:
        return _on_cell(state, frm, "rescue")
    saved = {c for c in danger_before if c != frm} - danger_after
    if saved:
        return _on_cell(state, min(saved), "protect", "defend_spring")
    if after.springs_held(me) > state.springs_held(me):
        return Reason("take_spring", {"cell": NAMES[to]})
    now_threat = threatened(after, 1 - me) - threatened(state, 1 - me)
    if now_threat:      # a golem on a spring first: taking it would win
        return _on_cell(after, min(now_threat, key=lambda c: (
            after.terrain_at(c) != "spring", c)), "threaten")
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
    if state.leader_threats(me) and not after.leader_threats(me):
        return Reason("leader_safe")        # what matters most about it, whatever else
    taken, lost = _symbol_lost(events, 1 - me), _symbol_lost(events, me)
    if taken and taken > lost:
        if lost:
            return Reason("trade", {"taken": taken, "lost": lost})
        return Reason("capture_pieces", {"n": taken})
    gained = after.controlled_regions(me) - state.controlled_regions(me)
    if gained > 0:
        return Reason("region", {"n": gained, "held": after.controlled_regions(me)})
    if after.controlled_regions(1 - me) < state.controlled_regions(1 - me):
        return Reason("break_hold")
    if SymbolEvent.REINFORCED in kinds:
        return _reinforced(state, action, me)
    return FALLBACK


def _reinforced(state: SymbolState, action: Hashable, me: int) -> Reason:
    """A reinforcement beside the leader guards it; else what it adds, counted."""
    placements = list(getattr(action, "placements", ()))
    leader = state.leader_cell(me)
    if leader is not None and any(cell in NEIGHBOURS[leader] for cell, _kind in placements):
        return Reason("reinforce_guard")
    return Reason("reinforce", {"n": len(placements)})


# -- The Trojan War ------------------------------------------------------------------
# Every figure comes from the rules' odds (game/troy/odds.py) and the state's view:
# the chance of each duel (``view["odds"]`` once both heroes show), what a die decided
# (``view["decision"]``), so the hint quotes the numbers the engine plays by.

def _pct(p: float) -> int:
    return round(p * 100)


def _mine(view: dict[str, Any], space: int, me: int) -> float | None:
    """The deciding side's chance in challenge ``space`` (0-3), if both heroes show."""
    p = view["odds"][space]
    return None if p is None else (p if me == troy_data.GREEK else 1 - p)


def _pair(view: dict[str, Any], space: int, me: int) -> tuple[str, str]:
    row = view["challenges"][space]
    names = troy_data.SIDE_NAMES
    return row[names[me]], row[names[1 - me]]


def _loss_vp(view: dict[str, Any], winner: str, loser: str) -> int:
    """The VP the other side scores, on average, when ``loser`` is beaten."""
    chances = troy_odds.result_chances(helen=view["event"] == "helen",
                                       less_bloody=view["options"]["less_bloody"],
                                       winner=winner, loser=loser)
    return round(troy_odds.expected_vp(chances))


def explain_troy(state: Any, action: Hashable) -> Reason:
    text = troy_action(str(action))
    me = state.to_move()
    view = state.view(me)
    stage = view["stage"]
    facts = view["decision"]
    if stage == "pick" and text.startswith("pick:"):
        return _explain_pick(view, me, list(text.heroes))
    if stage == "reroll":
        code = "troy_reroll" if text == "reroll" else "troy_keep"
        return Reason(code, {"die": facts["die"], "pct": _pct(facts["better"])})
    if stage in ("cancel", "thersites"):
        s = int(text.split(":")[1]) - 1
        side = me if stage == "cancel" else troy_data.TROJAN
        hero, foe = _pair(view, s, side)
        chance = _mine(view, s, side)
        if chance is None:
            return Reason(stage)
        code = f"troy_{stage}"
        if stage == "cancel" and view["event"] == "cassandra":
            code = "troy_cancel_cassandra"     # the pairs may still change after the cancel
        return Reason(code, {"n": s + 1, "hero": hero, "foe": foe,
                             "pct": _pct(chance), "vp": _loss_vp(view, foe, hero)})
    if stage == "swap":
        if text == "noswap":
            return Reason("keep_pairs")
        return _explain_swap(view, me, text)
    if stage == "spare":
        if text == "spare":
            if facts["loser"] == "helenus" and facts["winner"] == "odysseus":
                return Reason("troy_spare_helenus", {"vp": facts["vp"]})
            return Reason("troy_spare", {"hero": facts["loser"], "vp": facts["vp"]})
        return Reason("troy_kill", {"hero": facts["loser"], "vp": facts["vp"]})
    if stage == "exchange":
        if text == "noexchange":
            return Reason("refuse_exchange")
        mine, theirs = text[len("exchange:"):].split(",")
        return Reason("troy_exchange", {"hero": mine, "foe": theirs})
    if stage == "exchange_reply":
        g, t = facts["offer"]
        if text == "refuse":
            return Reason("refuse_exchange")
        return Reason("troy_exchange", {"hero": t, "foe": g})
    if stage == "reveal":
        return Reason("troy_reveal", {"n": int(text.split(":")[1])})
    return Reason("odds")


def _beaten(view: dict[str, Any], winner: str, loser: str) -> dict[str, float]:
    """The chance of each fate of ``loser`` once ``winner`` has beaten him."""
    return troy_odds.result_chances(helen=view["event"] == "helen",
                                    less_bloody=view["options"]["less_bloody"],
                                    winner=winner, loser=loser)


def _gone(chances: dict[str, float]) -> float:
    """The chance a beaten hero is killed or taken (before any sparing)."""
    return chances.get("dead", 0.0) + chances.get("prisoner", 0.0)


def _explain_pick(view: dict[str, Any], me: int, heroes: list[str]) -> Reason:
    """A pick, and the order of its heroes. Against an enemy already face up
    (Calchas, Helenus): the hero sent to him, his odds and the VP at stake (and the
    worse duel he is kept from, or, when that duel is likely lost, that he is the
    hero it costs least to risk); the other spaces face heroes nobody can see, where
    any order is as good. With no enemy in sight: any order is as good, so which
    heroes go, with their odds against the heroes who can fight (and those of the
    best who stays in camp), the risk to the one most exposed and the VP a lost duel
    costs."""
    _, spaces = view["pick"]
    opp = troy_data.SIDE_NAMES[1 - me]
    known = {s - 1: view["challenges"][s - 1][opp] for s in spaces
             if view["challenges"][s - 1][opp] not in (None, "hidden")}
    gods = tuple(view["gods"]) if len(view["gods"]) == 2 else None
    best: tuple[float, str, str, int] | None = None
    for s, h in zip(spaces, heroes, strict=False):
        foe = known.get(s - 1)
        if foe is None:
            continue
        win = duel_odds(h, foe, gods, space_mandatory(view, s - 1))[0]
        if best is None or win > best[0]:
            best = (win, h, foe, s)
    if best is not None:
        win, hero, foe, n = best
        params: dict[str, str | int] = {
            "hero": hero, "n": n, "pct": _pct(win), "foe": foe,
            "gain": round(troy_odds.expected_vp(_beaten(view, hero, foe))),
            "loss": round(troy_odds.expected_vp(_beaten(view, foe, hero)))}
        blind = len(heroes) > len(known)        # other heroes face enemies unseen
        away = [(duel_odds(hero, f, gods, space_mandatory(view, s))[0], f)
                for s, f in known.items() if f != foe]
        if away and min(away)[0] < win - 0.1:
            worse, threat = min(away)
            return Reason("troy_pick_away", {**params, "threat": threat, "worse": _pct(worse)})
        if blind and win < 0.5:     # a duel likely lost: the hero it costs least to risk
            return Reason("troy_pick_sacrifice", params)
        return Reason("troy_pick_match" if blind else "troy_pick", params)
    foes = [hid for hid, h in view["heroes"].items()
            if h["side"] == opp and h["status"] == "available"]
    if not foes:
        return Reason("send_heroes")
    scored = sorted(((troy_odds.average_odds(h, foes, gods), h) for h in heroes), reverse=True)
    pct, hero = scored[0]
    fit, _spaces = view["pick"]
    # the best of those who stay in camp, and his odds: why he is not among them
    rested = max(((troy_odds.average_odds(h, foes, gods), h) for h in fit if h not in heroes),
                 default=None)
    kept: dict[str, str | int] = {} if rested is None else {
        "next": rested[1], "next_pct": _pct(rested[0])}
    # a hero with better odds kept back is worth more in the turns to come (the players
    # weigh a loss by what it costs later, not by the odds alone)
    held = rested is not None and rested[0] > scored[-1][0]
    if len(heroes) == 1:
        if held:
            why, points = _kept_for(str(kept["next"]), hero)
            return Reason("troy_pick_field_keep" + why,
                          {"hero": hero, "pct": _pct(pct), **kept, "points": points})
        return Reason("troy_pick_field_rest" if kept else "troy_pick_field",
                      {"hero": hero, "pct": _pct(pct), **kept})
    low, last = scored[-1]
    risk = sum((1 - duel_odds(last, f, gods)[0]) * _gone(_beaten(view, f, last))
               for f in foes) / len(foes)
    cost = sum(troy_odds.expected_vp(_beaten(view, f, h)) for f in foes for h in heroes) / (
        len(foes) * len(heroes))
    params = {"count": len(heroes), "hero": hero, "pct": _pct(pct), "last": last,
              "low": _pct(low), "risk": _pct(risk), "vp": round(cost)}
    if held:
        why, points = _kept_for(str(kept["next"]), last)
        return Reason("troy_pick_blind_keep" + why, {**params, **kept, "points": points})
    return Reason("troy_pick_blind_rest" if kept else "troy_pick_blind", {**params, **kept})


def _kept_for(hid: str, last: str) -> tuple[str, int]:
    """Why ``hid`` stays in camp while ``last`` (worse odds) fights, as the computer
    weighs a loss (game/ai/troy.py ``hero_value``): the code's ending and the Horse
    points at stake. ``_roll``: in the Horse he adds to its roll; ``_alive``: alive
    he takes points off it; ``_horse``: he may climb into the Horse and ``last`` may
    not; ``""``: a stronger hero's duels to come; ``_close``: nothing sets them apart
    but odds about the same."""
    modifier = troy_data.HORSE_MODIFIERS.get(hid)
    if modifier is not None and hid in ("achilles", "philoctetes"):
        return "_roll", modifier[1]
    if modifier is not None:                    # Hector and Paris, alive
        return "_alive", -modifier[1]
    kept, sent = troy_data.BY_ID[hid], troy_data.BY_ID[last]
    if kept.side == troy_data.GREEK and hid not in troy_data.HORSE_EXCLUDED \
            and last in troy_data.HORSE_EXCLUDED:
        return "_horse", troy_data.HORSE_MODIFIERS["seven_heroes"][1]
    if kept.power + kept.resistance > sent.power + sent.resistance:
        return "", 0
    return "_close", 0


def _explain_swap(view: dict[str, Any], me: int, text: str) -> Reason:
    """Cassandra's swap: both heroes' chances before and after, the one it helps most
    first; when neither chance moves, that the swap changes only what a loss costs."""
    a, b = (int(x) - 1 for x in text[len("swap:"):].split(","))
    gods = tuple(view["gods"]) if len(view["gods"]) == 2 else None
    opp = troy_data.SIDE_NAMES[1 - me]
    mine = troy_data.SIDE_NAMES[me]
    moves: list[tuple[float, str, int, int, int]] = []
    for frm, to in ((a, b), (b, a)):
        hero, old_foe, new_foe = (view["challenges"][frm][mine], view["challenges"][frm][opp],
                                  view["challenges"][to][opp])
        if hero in (None, "hidden") or old_foe in (None, "hidden") or new_foe in (None, "hidden"):
            return Reason("swap")
        before = duel_odds(hero, old_foe, gods, space_mandatory(view, frm))[0]
        after = duel_odds(hero, new_foe, gods, space_mandatory(view, to))[0]
        moves.append((after - before, hero, to + 1, _pct(after), _pct(before)))
    (_gain, hero, n, pct, before), (_loss, other, m, other_pct, other_before) = sorted(
        moves, reverse=True)
    params: dict[str, str | int] = {"hero": hero, "n": n, "pct": pct, "before": before,
                                    "other": other, "m": m, "other_pct": other_pct,
                                    "other_before": other_before}
    same = pct == before and other_pct == other_before
    return Reason("troy_swap_even" if same else "troy_swap", params)
