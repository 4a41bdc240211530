"""What the screens make of the server's picture of a game (a ``Snapshot``).

A game's screens are built from a snapshot by its ``GameScreens.online``
builder; these helpers are what every builder needs: the moves as the play
base keeps them, where a phase of the game begins, and the setup that says
"you play this side against a friend".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from scenes.core.replay import Move, S, follow
from scenes.games import GameSetup
from scenes.online.link import Entry, Snapshot


def setup_of(snapshot: Snapshot) -> GameSetup:
    """This side of an online game: the person here plays ``snapshot.seat``."""
    return GameSetup(snapshot.game, online=True, human_side=snapshot.seat,
                     options=dict(snapshot.options))


def followed(snapshot: Snapshot, from_text: Callable[[str], S]) -> S:
    """This side's state after every ply of ``snapshot``, followed from its start so
    that it keeps what a position's text does not hold (the positions seen, for
    repetition); the position as sent when the plies do not lead there."""
    state = from_text(snapshot.start)
    for entry in snapshot.entries:
        state = follow(state, entry.action, entry.position)
    return state if state.to_text() == snapshot.position else from_text(snapshot.position)


def moves_of(entries: Sequence[Entry]) -> list[Move]:
    """The plies as the play base keeps them: who played what (``hidden`` while secret)."""
    return [Move(e.seat, e.action) for e in entries]


def phase_start(snapshot: Snapshot, begun: Callable[[Any], bool],
                from_text: Callable[[str], Any]) -> int:
    """How many plies the phase now played comes after: the number of the ply
    after which ``begun(state)`` first holds (0 when it held from the start)."""
    if begun(from_text(snapshot.start)):
        return 0
    for i, entry in enumerate(snapshot.entries):
        if begun(from_text(entry.position)):
            return i + 1
    return len(snapshot.entries)


def position_after(snapshot: Snapshot, plies: int) -> str:
    """The position (as this side holds it) after the first ``plies`` plies."""
    return snapshot.start if plies == 0 else snapshot.entries[plies - 1].position
