"""What each seat may see of a game, as the server's messages about it.

Everything a seat is sent about a game passes through here, built from the
rules' online hooks (``GameRules.seat_position``, ``seat_events``,
``hidden_action``, ``legal_texts``, ``pick_count``): the server itself never
looks inside a position. Long lists (a whole game's history, a huge legal
list, a long record) are cut into messages that each stay under the 64 KiB a
frame may hold.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.common import Event, GameState, Outcome
from game.online.protocol import MAX_BYTES, encode
from game.spec import GameRules

BUDGET = MAX_BYTES - 4096  # room left in each frame for the fields beside a list


def event_list(events: Iterable[Event]) -> list[dict[str, Any]]:
    """Events as JSON: ``[{"kind": ..., "data": {...}}]``."""
    return [{"kind": e.kind, "data": e.data} for e in events]


def seat_events(rules: GameRules, events: list[Event], seat: int,
                after: GameState[Any]) -> list[dict[str, Any]]:
    return event_list(rules.seat_events(events, seat, after))


def played(rules: GameRules, viewer: int, ply: int, actor: int, action: str, hidden: bool,
           events: list[Event], after: GameState[Any]) -> dict[str, Any]:
    """The ``played`` message of one action for ``viewer``: the action, or
    ``"hidden"`` while the other seat must not know it, with that action's events
    and the position after it as ``viewer`` may see them."""
    return {"type": "played", "seat": actor, "ply": ply,
            "action": "hidden" if hidden and viewer != actor else action,
            "events": seat_events(rules, events, viewer, after),
            "position": rules.seat_position(after, viewer)}


def history_entry(rules: GameRules, viewer: int, ply: int, actor: int, action: str,
                  hidden: bool, events: list[Event], after: GameState[Any]) -> dict[str, Any]:
    """One ply of the ``history`` messages: what ``played`` told ``viewer`` then,
    with the action named once it is no longer hidden."""
    entry = played(rules, viewer, ply, actor, action, hidden, events, after)
    del entry["type"]
    if len(encode(entry).encode("utf-8")) > BUDGET:  # never seen: a ply's story is a few KB
        entry["events"], entry["truncated"] = [], True
    return entry


def chunks(items: Sequence[Any], budget: int | None = None) -> list[list[Any]]:
    """``items`` cut into runs whose JSON fits ``budget`` bytes each (``BUDGET`` when
    None; at least one run, and an item too large for any run alone in one)."""
    budget = BUDGET if budget is None else budget
    out: list[list[Any]] = [[]]
    used = 2
    for item in items:
        cost = len(encode(item).encode("utf-8")) + 1
        if out[-1] and used + cost > budget:
            out.append([])
            used = 2
        out[-1].append(item)
        used += cost
    return out


def history(entries: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ``history`` messages: every ply so far, ``more`` true on all but the last."""
    parts = chunks(entries)
    return [{"type": "history", "entries": part, "more": i < len(parts) - 1}
            for i, part in enumerate(parts)]


def turn(rules: GameRules, state: GameState[Any], ply: int, seat: int) -> list[dict[str, Any]]:
    """The ``turn`` message for ``seat`` (with the legal list when it must act).

    A legal list too long for one frame (Symbol's army choice with an open pool
    has about 3,900 entries) continues in ``legal`` messages: the ``turn`` says
    how many entries there are in all (``legal_total``).
    """
    actor = state.to_move()
    msg: dict[str, Any] = {"type": "turn", "ply": ply, "to_act": [] if actor is None else [actor]}
    if actor != seat:
        return [msg]
    legal = rules.legal_texts(state)
    msg["legal"] = legal
    count = rules.pick_count(state)
    if count is not None:
        msg["pick_count"] = count
    if len(encode(msg).encode("utf-8")) <= MAX_BYTES:
        return [msg]
    parts = chunks(legal)
    msg["legal"], msg["legal_total"] = parts[0], len(legal)
    return [msg] + [{"type": "legal", "ply": ply, "legal": part, "more": i < len(parts) - 2}
                    for i, part in enumerate(parts[1:])]


def outcome(result: Outcome) -> dict[str, Any]:
    return {"winner": result.winner, "reason": result.reason}


def over(result: Outcome, record: dict[str, Any]) -> list[dict[str, Any]]:
    """The ``over`` message with the game's whole record (chance no longer matters),
    the record's actions continued in ``record`` messages if they do not fit."""
    whole = dict(record)
    msg = {"type": "over", "outcome": outcome(result), "record": whole}
    if len(encode(msg).encode("utf-8")) <= MAX_BYTES:
        return [msg]
    parts = chunks(record["actions"])
    whole["actions"], whole["more"] = parts[0], True
    return [msg] + [{"type": "record", "actions": part, "more": i < len(parts) - 2}
                    for i, part in enumerate(parts[1:])]
