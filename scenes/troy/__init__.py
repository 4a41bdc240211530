"""The Trojan War's screens; the menus find them through ``SCREENS`` (scenes/games.py)."""

from scenes.troy.session import resume_game, start_game
from scenes.troy.spec import SCREENS

__all__ = ["SCREENS", "resume_game", "start_game"]
