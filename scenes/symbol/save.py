"""Symbol's saved games: a start position and the actions since, in notation.

The board screen saves through the play-screen base (scenes/play.py): the
position it opened on (armies chosen) and the moves since. While the armies
are being chosen, the army screen saves the game's first position and the
choices so far in the same shape, so one resume path reopens either screen:
the actions are replayed (repetitions and undo come back whole), and a save
that does not replay, or whose variants differ from its options, is refused.
A save that ends the game (closed before the end card) reopens on the board,
which then shows the end card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.common import Event
from game.symbol import SymbolState
from scenes.core import storage
from scenes.core.replay import Move, replay
from scenes.core.saves import SavedGame, write_save
from scenes.games import GameSetup

GAME = "symbol"
ARMY_PREFIX = "army:"      # an army choice in notation (``army:D3F3A3W3E3``)
MAX_ACTIONS = 1_000_000    # the save's size limit (storage.MAX_BYTES) binds first
SAVE_EXTRA = storage.Record(optional={
    "moves": (storage.list_of(storage.string(80), MAX_ACTIONS), storage.ABSENT),
})  # the play base's moves in Symbol's notation, checked before restore() sees them


def variants_of(setup: GameSetup) -> list[str]:
    """Engine variant flags from the pre-game options."""
    opts = setup.options
    out = []
    forces = opts.get("forces", "basic")
    if forces == "unlimited":
        out.append("unlimited")
    elif forces == "desertion":
        out += ["unlimited", "desertion"]
    if opts.get("tiebreak"):
        out.append("tiebreak")
    if opts.get("openpool") or opts.get("army") == "openpool":
        out.append("openpool")
    return out


def someone_plays(setup: GameSetup) -> bool:
    """A person plays (the demo, the computer against itself, keeps no save)."""
    return setup.is_human(0) or setup.is_human(1)


def save_armies(app: Any, setup: GameSetup, start: str, choices: list[str]) -> None:
    """Keep a game whose armies are being chosen (a failed write is reported by
    the app over the screen, like every save's)."""
    if app is None or not someone_plays(setup):
        return              # the demo must not wipe a person's save either
    write_save(app, SavedGame(setup, start, {"moves": list(choices)}))


@dataclass
class Resumed:
    """A save rebuilt: the state, the position the screen opens from, the moves
    since, and the events of the last one (to tell it again in words)."""

    state: SymbolState
    start: str
    moves: list[Move]
    last_events: list[Event] = field(default_factory=list)


def restore(saved: SavedGame) -> Resumed:
    """Rebuild a saved game; ValueError when it does not fit. A game closed
    before its end card came up comes back finished, to show it."""
    if saved.game != GAME:
        raise ValueError(f"not a Symbol save: {saved.game}")
    state, moves = replay(saved, SymbolState.from_text)
    if set(variants_of(saved.setup)) != set(state.flags):
        raise ValueError("the saved position's variants differ from its options")
    armies = next((i for i, m in enumerate(moves) if not m.text.startswith(ARMY_PREFIX)),
                  len(moves))
    first = SymbolState.from_text(saved.position)
    for m in moves[:armies]:
        first.play(first.parse_action(m.text))
    if armies and not any(state.pending):
        # the board opened once the armies were chosen: its moves start there
        saved_start, moves = first.to_text(), moves[armies:]
    else:
        saved_start = saved.position
    back = Resumed(state, saved_start, moves)
    if moves and not any(state.pending):
        for m in moves[:-1]:          # played again up to the last move, to tell it
            first.play(first.parse_action(m.text))
        back.last_events = first.play(first.parse_action(moves[-1].text))
    return back
