"""A game as it is saved: the start position and every move since, in the
game's own notation, replayed on resume (so the move list, repetition counts
and undo come back whole), and an ending by agreement if the game had one."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from game.common import ChanceExhausted, GameState, IllegalActionError, NotationError
from scenes.core.saves import SavedGame

S = TypeVar("S", bound=GameState[Any])


@dataclass(frozen=True)
class Move:
    """One action played on this screen: who played it, in the game's notation."""

    player: int
    text: str


def follow(state: S, action: str, position: str) -> S:
    """The state after an action decided elsewhere (online: the server's) that left
    ``position``: the action played on a copy of ``state`` when that gives the same
    position, so the state keeps what its text does not hold (the positions seen,
    for repetition; the moves since a capture), else read from ``position`` (the
    action was hidden, or chance the server decided)."""
    trial = cast(S, state.copy())             # a copy is of its state's own type
    try:
        trial.play(trial.parse_action(action))
    except (ValueError, IndexError, KeyError, TypeError, ChanceExhausted):
        # not playable here (a hidden action, chance this side does not hold): as
        # the server does with an action it cannot read, nothing is assumed
        return cast(S, type(state).from_text(position))
    if trial.to_text() == position:
        return trial
    return cast(S, type(state).from_text(position))


def replay(saved: SavedGame, from_text: Callable[[str], S]) -> tuple[S, list[Move]]:
    """The state and moves of a save made by ``PlayScreen.save``.

    ValueError when the save does not replay (the caller drops it as damaged).
    """
    texts = saved.extra.get("moves", [])
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise ValueError("the saved moves are damaged")
    try:
        state = from_text(saved.position)
        moves = []
        for t in texts:
            player = state.to_move()
            if player is None:
                raise ValueError("the saved moves run past the end of the game")
            state.play(state.parse_action(t))
            moves.append(Move(player, t))
        ending = saved.extra.get("ending")
        if ending == "draw":
            state.agree_draw()
        elif ending in ("resign 0", "resign 1"):
            state.resign(int(ending[-1]))
        elif ending is not None:
            raise ValueError("the saved ending is damaged")
    except (NotationError, IllegalActionError) as err:
        raise ValueError(f"the saved moves do not replay: {err}") from None
    return state, moves
