"""How an Essentia game begins and comes back: ``start_game`` and ``resume_game``
(the pre-game screen finds them in ``scenes.essentia``).

A save made during setup holds the setup position and reopens the setup
screen. Once play has begun it holds the start of play (``start``, position
text) and every move since in notation (``moves``); resuming replays them, so
the move list, the last move, the repetition counts and undo come back whole.
An older save without them, or one whose moves do not lead to its position,
is refused (the pre-game screen drops it with a notice).
"""

from __future__ import annotations

from game.common import IllegalActionError, NotationError
from game.essentia import EssentiaState
from scenes.core.base import Scene
from scenes.core.saves import SavedGame
from scenes.essentia.play import PlayScene
from scenes.essentia.setup import SetupScene
from scenes.games import GameSetup


def start_game(setup: GameSetup) -> Scene:
    """The registry's entry point: the setup phase first, then play."""
    return SetupScene(setup)


def resume_game(saved: SavedGame) -> Scene:
    """Reopen a saved game on the screen of its phase; ValueError or
    NotationError for a save that does not fit."""
    if saved.game != "essentia":
        raise ValueError(f"not an Essentia save: {saved.game!r}")
    state = EssentiaState.from_text(saved.position)
    if state.outcome() is not None:
        raise ValueError("the saved game is already over")
    if state.phase == "setup":
        return SetupScene(saved.setup, state)
    start, moves = saved.extra.get("start"), saved.extra.get("moves")
    if not isinstance(start, str) or not isinstance(moves, list) or not all(
            isinstance(m, str) for m in moves):
        raise ValueError("the save has no start position and moves to replay")
    scene = PlayScene(saved.setup, EssentiaState.from_text(start))
    try:
        scene.replay(moves)
    except IllegalActionError as exc:
        raise ValueError(f"the saved moves do not replay: {exc}") from None
    if scene.state.to_text() != saved.position:
        raise NotationError("the saved moves do not lead to the saved position")
    return scene
