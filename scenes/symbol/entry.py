"""How a Symbol game opens: a new game from the pre-game screen, or a saved one.

A game whose armies are still to be chosen opens on the army screen, which
hands over to the board; otherwise the board opens at once.
"""

from __future__ import annotations

from game.symbol import SymbolState
from scenes.core.base import Scene
from scenes.core.saves import SavedGame
from scenes.games import GameSetup
from scenes.symbol.army import SymbolArmyScene
from scenes.symbol.play import History, SymbolPlayScene
from scenes.symbol.save import Story, restore, variants_of
from scenes.symbol.story import story


def new_state(setup: GameSetup) -> SymbolState:
    flags = variants_of(setup)
    custom = setup.options.get("army", "basic") != "basic" or "unlimited" in flags
    return SymbolState.new(flags, choose_armies=custom)


def start_game(setup: GameSetup) -> Scene:
    """The pre-game screen's entry point: army choice if any, then the board."""
    state = new_state(setup)
    return _screen_for(setup, state, Story(state.to_text()))


def resume_game(saved: SavedGame) -> Scene:
    """Reopen a saved game on the screen of its phase (army choice or board);
    ValueError or NotationError for a save that does not fit."""
    back = restore(saved)
    scene = _screen_for(saved.setup, back.state, back.story, back.history, back.floor)
    if isinstance(scene, SymbolPlayScene):
        scene.tell(story(back.last_events, scene.sides))
    return scene


def _screen_for(setup: GameSetup, state: SymbolState, tale: Story,
                history: History | None = None, floor: int = 0) -> Scene:
    if state.to_move() is not None and state.pending[state.side]:
        return SymbolArmyScene(setup, state, tale)
    return SymbolPlayScene(setup, state, tale, history, floor)
