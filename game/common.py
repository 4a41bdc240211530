"""The one shape every game's rules share.

Each game's state class offers the same few verbs, so that the computer
players, save files, history panels and tests are written once:

    state.to_move() -> int | None        player to decide (0 or 1), None when over
    state.legal_actions() -> list[A]     hashable action values, stable order
    state.play(action) -> list[Event]    apply; raises IllegalActionError
    state.undo() -> None                 take back the last play()
    state.outcome() -> Outcome | None    None while the game goes on
    state.copy() -> S                    independent copy, == to the original
    state.to_text() -> str / S.from_text(text)    one-line position notation
    state.action_text(a) -> str / state.parse_action(text) -> A
    state.key() -> Hashable              position identity (transposition tables)
    state.resign(player) -> list[Event]  ``player`` gives up: Outcome(other, "resign");
                                         any time during play, undone by undo()
    state.agree_draw() -> list[Event]    both agree to end drawn (reason "agreement",
                                         or the game's own tie-break); undone by undo();
                                         IllegalActionError where the rules have no
                                         agreed draw (the Trojan War)
    state.preview(action) -> list[Event] what play(action) would return, leaving the
                                         state as it is (``Previews`` gives it to all)

Players are numbered 0 and 1: Essentia 0 = Dawn, 1 = Twilight; Symbol 0 =
player 1, 1 = player 2; Troy 0 = Greek, 1 = Trojan.

Actions are typed values, one family per game, each with its notation as its
text form where the notation needs no position: ``EssentiaAction`` (an int),
Symbol's ``Army``/``Place``/``Move``/``Reach``/``Reinforce``/``Detonate``/
``Resign`` (tuples, kind first; their text needs the board, so it is
``state.action_text(a)``) and ``TroyAction`` (a str). Event kinds are
``StrEnum`` members: ``CommonEvent`` here, and each game's own enum beside
its state (``EssentiaEvent``, ``SymbolEvent``, ``TroyEvent``), each member
documented with its data fields.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol, TypeVar


class NotationError(ValueError):
    """Text that is not a well-formed position or action."""


class IllegalActionError(ValueError):
    """A well-formed action that the rules do not allow here."""


class ChanceExhausted(RuntimeError):
    """Chance fixed in advance (a lesson's dice, a test's script) ran out before
    the game needed more of it."""


@dataclass(frozen=True)
class Outcome:
    """How a game ended: winner 0/1, or None for a draw, and a reason word."""

    winner: int | None
    reason: str


class CommonEvent(StrEnum):
    """The event kinds every game emits (each game adds its own enum)."""

    GAME_OVER = "game_over"
    """winner (0/1, or None for a draw), reason (the Outcome's word); the Trojan
    War adds vp (the track at the end)"""


@dataclass(frozen=True)
class Event:
    """Something that happened, for scenes to animate in list order.

    ``kind`` names it: a member of ``CommonEvent`` or of the game's own enum
    (a ``StrEnum``, so ``e.kind == "moved"`` holds as well); ``data`` holds
    its plain fields (cells as notation strings, players as 0/1). Two events
    are equal when both kind and data are (a preview must equal the play).
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)

    def __hash__(self) -> int:
        return hash(self.kind)

    def __getitem__(self, name: str) -> Any:
        return self.data[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.data.get(name, default)


def outcome_line(outcome: Outcome | None, winners: tuple[str, str]) -> str:
    """The command lines' outcome: ``ongoing``, ``winner NAME REASON`` (NAME
    from ``winners`` by player) or ``draw REASON``."""
    if outcome is None:
        return "ongoing"
    if outcome.winner is None:
        return f"draw {outcome.reason}"
    return f"winner {winners[outcome.winner]} {outcome.reason}"


A = TypeVar("A", bound=Hashable)


class _Playable(Protocol):
    def copy(self) -> _Playable: ...
    def play(self, action: Any) -> list[Event]: ...


class Previews:
    """Gives a state ``preview``: the consequences of an action before it is played.

    The action is played on a copy, so the events are exactly those play()
    would return (chance included: a seeded die rolls the same) and the state
    itself never changes. A screen shows them; it never re-derives them.
    """

    __slots__ = ()

    def preview(self: _Playable, action: Any) -> list[Event]:
        """The events ``play(action)`` would return; raises as play() would."""
        return self.copy().play(action)


class GameState(Protocol[A]):
    """What every game state offers (see the module docstring)."""

    @classmethod
    def from_text(cls, text: str) -> GameState[A]: ...

    def to_move(self) -> int | None: ...
    def legal_actions(self) -> Sequence[A]: ...
    def play(self, action: A) -> list[Event]: ...
    def undo(self) -> None: ...
    def outcome(self) -> Outcome | None: ...
    def copy(self) -> GameState[A]: ...
    def to_text(self) -> str: ...
    def action_text(self, action: A) -> str: ...
    def parse_action(self, text: str) -> A: ...
    def key(self) -> Hashable: ...
    def resign(self, player: int) -> list[Event]: ...
    def agree_draw(self) -> list[Event]: ...
    def preview(self, action: A) -> list[Event]: ...
