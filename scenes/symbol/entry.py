"""How a Symbol game opens: a new game from the pre-game screen, or a saved one.

A game whose armies are still to be chosen opens on the army screen, which
hands over to the board; otherwise the board opens at once.
"""

from __future__ import annotations

from game.symbol import SymbolState
from scenes.core.base import Scene
from scenes.core.saves import SavedGame
from scenes.games import GameSetup
from scenes.online.link import Snapshot
from scenes.online.story import followed, moves_of, phase_start, position_after
from scenes.play import PlayScreen
from scenes.symbol.army import SymbolArmyScene
from scenes.symbol.play import SymbolPlayScene
from scenes.symbol.save import restore, variants_of


def new_state(setup: GameSetup) -> SymbolState:
    flags = variants_of(setup)
    custom = setup.options.get("army", "basic") != "basic" or "unlimited" in flags
    return SymbolState.new(flags, choose_armies=custom)


def choosing_armies(state: SymbolState) -> bool:
    return state.to_move() is not None and state.pending[state.side]


def start_game(setup: GameSetup) -> Scene:
    """The pre-game screen's entry point: army choice if any, then the board."""
    state = new_state(setup)
    if choosing_armies(state):
        return SymbolArmyScene(setup, state)
    return SymbolPlayScene(setup, state)


def online_game(setup: GameSetup, snapshot: Snapshot) -> PlayScreen:
    """The screen of the phase an online game is in, from the server's picture:
    the armies still to choose, or the board from where they were chosen."""
    state = followed(snapshot, SymbolState.from_text)
    if choosing_armies(state):
        return SymbolArmyScene(setup, state, snapshot.start, moves_of(snapshot.entries))
    begun = phase_start(snapshot, lambda s: not any(s.pending), SymbolState.from_text)
    scene = SymbolPlayScene(setup, state, start_text=position_after(snapshot, begun),
                            moves=moves_of(snapshot.entries[begun:]))
    if snapshot.entries[begun:]:
        scene.tell(snapshot.entries[-1].events)
    return scene


def resume_game(saved: SavedGame) -> Scene:
    """Reopen a saved game on the screen of its phase (army choice or board);
    ValueError for a save that does not fit."""
    back = restore(saved)
    if choosing_armies(back.state):
        return SymbolArmyScene(saved.setup, back.state, back.start, back.moves)
    scene = SymbolPlayScene(saved.setup, back.state, start_text=back.start, moves=back.moves)
    if back.last_events:
        scene.tell(back.last_events)
    return scene
