"""Essentia rules: the game state, its notation and command line."""

from game.essentia.rules import DAWN, TWILIGHT, EssentiaState, dealt_game, new_game

__all__ = ["DAWN", "TWILIGHT", "EssentiaState", "dealt_game", "new_game"]
