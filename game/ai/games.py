"""New games and computer-vs-computer games, for the bench and the tests.

``new_game(name, seed)`` starts a game at its very first decision (setup
phases included), with the chance in it drawn from ``seed``.
``demo_steps`` yields the (action, events) steps of a game the computer plays
against itself. (The attract screen, scenes/demo.py, runs the games' own play
screens with the computer on both sides instead.)
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterator
from typing import Any

from game import registry
from game.ai.players import make_player
from game.common import Event


def new_game(game: str, seed: int | None = None) -> Any:
    """The start state of ``game`` at its longest opening (every set-up decision
    asked of the players: its registration's ``opening_options``), chance drawn
    from ``seed`` (a random one when None)."""
    rules = registry.get(game)
    if seed is None:
        seed = random.randrange(1 << 30)
    return rules.start(rules.opening_options, seed)


def demo_steps(
    game: str,
    seed: int | None = None,
    levels: tuple[str, str] = ("normal", "normal"),
    state: Any = None,
    max_plies: int = 1000,
    time_budget: float | None = None,
    node_budget: int | None = None,
) -> Iterator[tuple[Hashable, list[Event]]]:
    """Play a computer-vs-computer game, yielding each (action, events).

    Pass ``state`` to watch it change (the demo draws it between steps); by
    default a new game from ``seed``. Stops when the game ends or after
    ``max_plies`` actions. Each step blocks while the computer thinks: the
    players are seeded, so they search by their levels' node budgets unless
    ``time_budget`` or ``node_budget`` says otherwise.
    """
    if state is None:
        state = new_game(game, seed)
    base = seed if seed is not None else random.randrange(1 << 30)
    players = [make_player(game, levels[s], base * 2 + s, time_budget, node_budget)
               for s in (0, 1)]
    for _ in range(max_plies):
        side = state.to_move()
        if side is None:
            return
        action = players[side].choose(state)
        yield action, state.play(action)
