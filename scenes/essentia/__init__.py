"""Essentia's screens; the menus find them through ``SCREENS`` (scenes/games.py)."""

from scenes.essentia.session import resume_game, start_game
from scenes.essentia.spec import SCREENS

__all__ = ["SCREENS", "resume_game", "start_game"]
