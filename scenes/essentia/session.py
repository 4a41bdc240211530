"""How an Essentia game begins and comes back: ``start_game`` and ``resume_game``
(the pre-game screen finds them in ``scenes.essentia``).

Both screens stand on the play base, whose save is a start position and every
action since in notation, replayed on resume: a save made during setup holds
the set-up's start and the placements so far and reopens the setup screen
(the tiles placed before stay down: undo starts afresh); once play has begun it holds the start
of play and every move since, so the move list, the last move, the repetition
counts and undo come back whole. An older save
(its move list only, under ``notation``) cannot be replayed and is refused:
the pre-game screen drops it with a notice.
"""

from __future__ import annotations

from game.essentia import EssentiaState
from scenes.core import storage
from scenes.core.base import Scene
from scenes.core.replay import replay
from scenes.core.saves import SavedGame
from scenes.essentia.play import PlayScene
from scenes.essentia.setup import SetupScene
from scenes.games import GameSetup
from scenes.online.link import Snapshot
from scenes.online.story import followed, moves_of, phase_start, position_after
from scenes.play import PlayScreen

MAX_MOVES = 100_000  # far beyond a game: 100 moves without a capture end one
SAVE_EXTRA = storage.Record(optional={
    "moves": (storage.list_of(storage.string(12), MAX_MOVES), storage.ABSENT),
})  # the play base's moves in Essentia's notation (``e4f5=T``), checked before a resume


def start_game(setup: GameSetup) -> Scene:
    """The registry's entry point: the setup phase first, then play."""
    return SetupScene(setup)


def online_game(setup: GameSetup, snapshot: Snapshot) -> PlayScreen:
    """The screen of the phase an online game is in, from the server's picture:
    the set-up with its placements so far, or play from where the set-up ended."""
    state = followed(snapshot, EssentiaState.from_text)
    if state.phase == "setup":
        return SetupScene(setup, state, start_text=snapshot.start,
                          moves=moves_of(snapshot.entries))
    begun = phase_start(snapshot, lambda s: s.phase == "play", EssentiaState.from_text)
    return PlayScene(setup, state, start_text=position_after(snapshot, begun),
                     moves=moves_of(snapshot.entries[begun:]))


def resume_game(saved: SavedGame) -> Scene:
    """Reopen a saved game on the screen of its phase; ValueError or
    NotationError for a save that does not fit."""
    if saved.game != "essentia":
        raise ValueError(f"not an Essentia save: {saved.game!r}")
    if "notation" in saved.extra:
        raise ValueError("an older save: its moves cannot be replayed")
    start = EssentiaState.from_text(saved.position)
    if start.outcome() is not None:
        raise ValueError("the saved game starts already decided")
    state, moves = replay(saved, EssentiaState.from_text)
    if start.phase == "setup" and state.phase == "play":   # closed as play was about to begin
        return PlayScene(saved.setup, state)
    if start.phase == "setup":
        # the placements before the window closed stay down, as they always have
        return SetupScene(saved.setup, state, start_text=saved.position, moves=moves,
                          undo_floor=len(moves))
    # a game closed while its last move still played comes back to its end card
    return PlayScene(saved.setup, state, start_text=saved.position, moves=moves)
