"""New games and computer-vs-computer games, for the bench and the demo mode.

``new_game(name, seed)`` starts a game at its very first decision (setup
phases included), with the chance in it drawn from ``seed``.
``demo_steps`` yields the (action, events) steps of a game the computer plays
against itself; ``DemoRunner`` does the same without ever blocking a frame.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Hashable, Iterator
from typing import Any

from game.ai.players import GAMES, ThinkingTask, make_player
from game.common import Event


def new_game(game: str, seed: int | None = None) -> Any:
    """The start state of ``game``, setup phase included, chance drawn from ``seed``.

    Essentia starts with the rules' default setup (hidden alternate tile
    placement, active circles); Symbol with the army choice; Troy at turn 1.
    """
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}: expected one of {', '.join(GAMES)}")
    if seed is None:
        seed = random.randrange(1 << 30)
    if game == "troy":
        return importlib.import_module("game.troy.rules").TroyState(seed=seed)
    if game == "symbol":
        # The basic game: both armies are the basic one, leaders still to place.
        return importlib.import_module("game.symbol.state").SymbolState()
    return importlib.import_module("game.essentia.rules").new_game(seed=seed)


def demo_steps(
    game: str,
    seed: int | None = None,
    levels: tuple[str, str] = ("normal", "normal"),
    state: Any = None,
    max_plies: int = 1000,
    time_budget: float | None = 0.5,
) -> Iterator[tuple[Hashable, list[Event]]]:
    """Play a computer-vs-computer game, yielding each (action, events).

    Pass ``state`` to watch it change (the demo draws it between steps); by
    default a new game from ``seed``. Stops when the game ends or after
    ``max_plies`` actions. Each step blocks while the computer thinks; a
    render loop should use ``DemoRunner`` instead.
    """
    if state is None:
        state = new_game(game, seed)
    base = seed if seed is not None else random.randrange(1 << 30)
    players = [make_player(game, levels[s], base * 2 + s, time_budget) for s in (0, 1)]
    for _ in range(max_plies):
        side = state.to_move()
        if side is None:
            return
        action = players[side].choose(state)
        yield action, state.play(action)


class DemoRunner:
    """A self-playing game for an attract screen, polled once per frame.

    ``poll()`` returns the next (action, events) once the computer has
    chosen and the move is played on ``state``, else None; ``finished`` says
    when the game is over (the screen then starts a new one).
    """

    def __init__(
        self,
        game: str,
        seed: int | None = None,
        levels: tuple[str, str] = ("normal", "normal"),
        max_plies: int = 1000,
        time_budget: float | None = 0.5,
    ) -> None:
        self.state = new_game(game, seed)
        base = seed if seed is not None else random.randrange(1 << 30)
        self.players = [make_player(game, levels[s], base * 2 + s, time_budget) for s in (0, 1)]
        self.plies_left = max_plies
        self._task: ThinkingTask | None = None

    @property
    def finished(self) -> bool:
        return self.state.to_move() is None or self.plies_left <= 0

    def poll(self) -> tuple[Hashable, list[Event]] | None:
        if self.finished:
            return None
        if self._task is None:
            self._task = ThinkingTask(self.players[self.state.to_move()])
            self._task.start(self.state)
            return None
        if not self._task.done:
            return None
        action = self._task.result
        self._task = None
        self.plies_left -= 1
        return action, self.state.play(action)

    def cancel(self) -> None:
        """Stop thinking at once (any input leaves the demo)."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
