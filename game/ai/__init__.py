"""Computer players for every registered game.

Start with ``make_player(game, level, seed)`` (``game.ai.players``); run it
off the render loop with ``ThinkingTask``; let the computer play itself with
``game.ai.games.demo_steps``. A game's own knowledge lives beside them
(``essentia.py``, ``symbol.py``: search profiles; ``troy.py``: a player of its
own) and is named by the game's registration (``game/<game>/spec.py``).
"""
