"""A Trojan War game as the screen keeps it: ply by ply, what was decided, what
happened (the events as the seat looking may see them) and the position after.

The chronicle and the review on the board are built from these records, not by
playing the game again: a local game makes them as it plays (and by replaying
its seeded decisions when it resumes), and a game whose chance is decided
elsewhere can hand the screen the same records for every action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.common import Event
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.core.replay import Move


@dataclass(frozen=True)
class Ply:
    """One decision and its story: who decided (None for a resignation, which is no
    decision of the board), the action as the rules write it, the events it
    caused, and the position after it, in the rules' text notation."""

    player: int | None
    action: str
    events: tuple[Event, ...]
    position: str


def opening(state: TroyState) -> list[Event]:
    """A start position's own turn opening, which its constructor does not report."""
    out = [Event("turn_started", {"turn": state.turn})]
    if state.event >= 0:
        rid, name, _text = D.RANDOM_EVENTS[state.event]
        out.append(Event("die_rolled", {"who": None, "purpose": "event",
                                        "value": state.event}))
        out.append(Event("event_drawn", {"event": rid, "name": name, "mandatory": False,
                                         "roll": state.event}))
    return out


def replay(start_text: str, moves: Sequence[Move]) -> list[Ply]:
    """The plies of a local game: its start position and moves, played again on
    the position's own seeded chance."""
    state = TroyState.from_text(start_text)
    plies = []
    for move in moves:
        if state.outcome() is not None:
            break
        events = state.play(state.parse_action(move.text))
        plies.append(Ply(move.player, move.text, tuple(events), state.to_text()))
    return plies


def position_die(view: dict[str, Any]) -> Event | None:
    """The die a position's decision is about (a Sinon re-roll, a kill or spare), as
    the event that throws it, so a position opened there shows it land; None when
    the decision is about no die."""
    facts, stage = view["decision"], view["stage"]
    if stage == "reroll":
        purpose, die, who = view["context"], facts["die"], D.GREEK
        total = facts.get("total", die)
    elif stage == "spare":
        purpose, die, who, total = "result", view["duel"]["result_die"], view["to_move"], 0
    else:
        return None
    return Event("die_rolled", {"who": who, "purpose": purpose, "value": die, "total": total,
                                "modifiers": []})
