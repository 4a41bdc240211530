"""Computer players for Essentia, Symbol and The Trojan War.

Start with ``make_player(game, level, seed)`` (``game.ai.players``); run it
off the render loop with ``ThinkingTask``; let the computer play itself with
``game.ai.games.demo_steps``.
"""

from game.ai.players import GAMES, LEVELS, Player, ThinkingTask, make_player

__all__ = ["GAMES", "LEVELS", "Player", "ThinkingTask", "make_player"]
