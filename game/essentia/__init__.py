"""Essentia rules: the game state, its notation and command line.

Start a game with ``new_game(circles=True, variant=None|"wild"|"sealed",
setup="random"|"instant"|"strategic", seed=...)``: it begins in the setup
phase, whose placements are legal actions like moves. ``dealt_game(seed)``
gives a game already in play. Beyond the common verbs of game/common.py the
state offers, for scenes and the computer player:

- ``phase`` ("setup"/"play"), ``setup_mode``, ``circles``, ``seed``, ``history``;
- setup: ``to_move()`` (who places), ``pool()``, ``due_half()``,
  ``placement_cells()``, ``hidden_cells()``, ``tiles_left()``;
- board: ``terrain_at(cell)``, ``golem_at(cell)``, ``power_at(cell)``,
  ``springs_held(player)``;
- moves: ``moves_from(cell)``, ``golem_moves(cell)`` (also an idle golem's
  threats), ``movable_golems()``, ``is_capture(action)``, ``golem_count(player)``,
  ``abandons_springs(action)``;
- ending by choice: ``resign(player)``, ``agree_draw()`` (the truce; also
  ``agree_truce()``), both undoable and never among the legal actions;
- search: ``push(action)``/``pop()`` (no checks, no events), ``key()`` (Zobrist).

Actions are ``EssentiaAction`` values: ints whose text is their notation,
with ``frm``, ``to``, ``declared``, ``terrain``, ``is_move``, ``is_placement``
and ``is_deal`` (game/essentia/actions.py); the events are ``EssentiaEvent``
members (game/essentia/events.py). game.essentia.notation has
``compose_position`` for hand-made positions. Cells are accepted as names
("c5") or indices 0..71.
"""

from game.essentia.actions import EssentiaAction
from game.essentia.events import EssentiaEvent
from game.essentia.rules import DAWN, SIDE_NAMES, TWILIGHT, EssentiaState, dealt_game, new_game

__all__ = ["DAWN", "SIDE_NAMES", "TWILIGHT", "EssentiaAction", "EssentiaEvent", "EssentiaState",
           "dealt_game", "new_game"]
