"""Symbol's screens; the menus find them through ``SCREENS`` (scenes/games.py)."""

from scenes.symbol.entry import resume_game, start_game
from scenes.symbol.spec import SCREENS

__all__ = ["SCREENS", "resume_game", "start_game"]
