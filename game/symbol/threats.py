"""Threats to a leader: how an enemy action would take it off the board.

The state finds the actions (``leader_threats``: it plays each of the enemy's
moves, reach captures and detonations on a probe and keeps those after which
the leader is gone); this module names what happened from the events, so
that a screen can warn in words and mark the cells involved without knowing
the rules. ``threats_after`` looks one action ahead: what the mover's leader
would face if that action were played -- pushed off the board by fire,
blown up, captured -- so that a move into danger is told before it is made.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ..common import Event, Outcome
from .actions import Detonate, Move, Reach, SymbolAction
from .board import NAMES
from .events import SymbolEvent

#: How a leader falls: "capture" (an enemy group takes its stack), "push" (enemy
#: fire crushes its stack), "detonation" (the enemy sets off a death piece whose
#: blast reaches it), "blast" (an enemy move sets off a death piece, by attacking
#: or pushing it, and the blast reaches it).
KINDS = ("capture", "push", "detonation", "blast")


@dataclass(frozen=True)
class LeaderThreat:
    """One enemy action that would take the leader on ``leader`` off the board."""

    kind: str                   # one of KINDS
    cell: str                   # where the enemy acts from (its group, or its death piece)
    leader: str                 # where the threatened leader stands
    action: Move | Reach | Detonate
    death: str | None = None    # the death piece that explodes first, when one does


def threat_of(
    action: Move | Reach | Detonate, events: Sequence[Event], leader: str
) -> LeaderThreat:
    """Name the threat of ``action``, whose ``events`` remove the leader on ``leader``."""
    death = next((e["cell"] for e in events if e.kind == SymbolEvent.DETONATED), None)
    kind = "blast"
    if isinstance(action, Detonate):
        kind = "detonation"
        cell = action.cell
    else:
        cell = action.src
        if any(e.kind == SymbolEvent.CAPTURED and e["cell"] == leader for e in events):
            kind = "capture"
        elif any(e.kind == SymbolEvent.PUSHED_CRUSHED and e["frm"] == leader for e in events):
            kind = "push"
    return LeaderThreat(kind, NAMES[cell], leader, action, death)


class Position(Protocol):
    """What ``threats_after`` asks of a Symbol state (game/symbol/state.py)."""

    side: int

    def copy(self) -> Position: ...
    def play(self, action: SymbolAction) -> list[Event]: ...
    def outcome(self) -> Outcome | None: ...
    def leader_threats(self, player: int) -> list[LeaderThreat]: ...


def threats_after(state: Position, action: SymbolAction) -> list[LeaderThreat]:
    """Every enemy action that could take the mover's leader off the board right
    after the mover plays ``action`` (legal; ``state`` is not changed). Empty
    when the action ends the game."""
    mover = state.side
    after = state.copy()
    after.play(action)
    if after.outcome() is not None:
        return []
    return after.leader_threats(mover)
