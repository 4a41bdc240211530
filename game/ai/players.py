"""Computer players for every registered game, behind one small interface.

Scenes, the demo mode and the command lines all do the same thing::

    player = make_player("essentia", "normal", seed=7)
    action = player.choose(state)          # state is never changed

Levels: ``random`` (uniform legal moves, for tests and benchmarks), ``easy``
(one ply plus one capture, and on three moves in ten a misjudgement of up to
a piece and a half, like a beginner who sees captures but not plans),
``normal`` (two plies plus a capture sequence: sees every one-move threat, a
fair challenge) and ``hard`` (iterative deepening for as long as the budget
allows: play-phase median about 0.5 s, stopped at 1.3 s).
Setup decisions come from each game's heuristics (``opening``), not chance.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from game import registry
from game.ai.profile import GameProfile
from game.ai.search import AlphaBeta, Limits, SearchResult, pick_noisy

LEVELS = ("random", "easy", "normal", "hard")


class Player(Protocol):
    """Chooses an action for the side to move; never changes ``state``."""

    game: str
    level: str

    def choose(self, state: Any, stop: threading.Event | None = None) -> Hashable: ...

    def accepts_draw(self, state: Any, me: int | None = None) -> bool:
        """Whether the computer playing ``me`` (default: the side to move)
        agrees to a draw offered now."""
        ...


@dataclass(frozen=True)
class LevelSettings:
    """How one level searches: time budget, depth cap, and carelessness.

    ``blunder`` is the chance of a move chosen with scores blurred by
    ``spread`` times the game's noise (a misjudgement, not a random move).
    """

    time: float
    depth: int
    quiescence: int
    blunder: float = 0.0
    spread: float = 0.0
    soft: float = 0.4
    predict: bool = True


SETTINGS: dict[str, LevelSettings] = {
    "easy": LevelSettings(time=0.3, depth=1, quiescence=1, blunder=0.3, spread=1.5),
    "normal": LevelSettings(time=0.6, depth=2, quiescence=3),
    "hard": LevelSettings(time=1.3, depth=64, quiescence=4, soft=0.35),
}


def _check(game: str, level: str) -> None:
    registry.get(game)              # UnknownGame (a ValueError) for no game
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")


class RandomPlayer:
    """Uniformly random legal actions: the yardstick of the benchmark."""

    def __init__(self, game: str, seed: int | None = None) -> None:
        self.game, self.level = game, "random"
        self.rng = random.Random(seed)

    def choose(self, state: Any, stop: threading.Event | None = None) -> Hashable:
        actions: list[Hashable] = list(state.legal_actions())
        if not actions:
            raise ValueError("the side to move has no legal action")
        return self.rng.choice(actions)

    def accepts_draw(self, state: Any, me: int | None = None) -> bool:
        return self.rng.random() < 0.5


class SearchPlayer:
    """Alpha-beta player for the deterministic games (Essentia, Symbol)."""

    def __init__(
        self,
        game: str,
        level: str,
        profile: GameProfile,
        settings: LevelSettings,
        seed: int | None = None,
    ) -> None:
        self.game, self.level = game, level
        self.profile = profile
        self.settings = settings
        self.rng = random.Random(seed)
        self.searcher = AlphaBeta(
            profile.evaluate,
            order=profile.order,
            noisy=profile.noisy,
            quiescence_depth=settings.quiescence,
        )
        self.last: SearchResult | None = None  # the last search, for tests and the bench
        # A cancelled ThinkingTask may still be unwinding its search for a few
        # milliseconds when the next one starts: they take turns, never share.
        self._busy = threading.Lock()

    def choose(self, state: Any, stop: threading.Event | None = None) -> Hashable:
        with self._busy:
            return self._choose(state, stop)

    def _choose(self, state: Any, stop: threading.Event | None) -> Hashable:
        mine = state.copy()
        opening = self.profile.opening(mine, self.rng, self.level)
        if opening is not None:
            self.last = None
            return opening
        s = self.settings
        careless = s.blunder > 0 and self.rng.random() < s.blunder
        limits = Limits(time=s.time, depth=s.depth, soft=s.soft, predict=s.predict)
        result = self.searcher.search(
            mine, limits, stop=stop, all_root_scores=careless, rng=self.rng
        )
        self.last = result
        if careless and len(result.root_scores) > 1:
            return pick_noisy(result.root_scores, self.rng, s.spread * self.profile.noise)
        return result.action

    def accepts_draw(self, state: Any, me: int | None = None) -> bool:
        """Agree to a truce unless a short search says ``me`` (by default
        the side to move) stands clearly better."""
        if state.outcome() is not None or state.to_move() is None:
            return False
        if self.profile.opening(state.copy(), random.Random(0), self.level) is not None:
            return False  # still setting up: too early to judge
        me = state.to_move() if me is None else me
        with self._busy:
            result = self.searcher.search(state.copy(), Limits(time=0.3, depth=2))
        score = result.score if state.to_move() == me else -result.score
        return score <= DRAW_MARGIN * self.profile.noise


DRAW_MARGIN = 0.5
"""A computer ahead by less than half a piece takes the draw."""


def profile_for(game: str) -> GameProfile:
    """The search knowledge of one game (its registration's profile)."""
    profile = registry.get(game).computer.profile
    if profile is None:
        raise ValueError(f"{game} is not played by the shared search")
    return profile()


def make_player(
    game: str, level: str, seed: int | None = None, time_budget: float | None = None
) -> Player:
    """The one entry point: a player for ``game`` at ``level``.

    ``time_budget`` overrides the level's seconds per move (tests use small
    ones); the level keeps its other traits.
    """
    _check(game, level)
    own = registry.get(game).computer.player
    if own is not None:
        return own(level, seed)
    if level == "random":
        return RandomPlayer(game, seed)
    settings = SETTINGS[level]
    if time_budget is not None:
        settings = replace(settings, time=time_budget)
    return SearchPlayer(game, level, profile_for(game), settings, seed)


class ThinkingTask:
    """Runs a player's choice off the render loop.

    ``start(state)`` copies the state and thinks in a daemon thread; the
    render loop polls ``done`` each frame and reads ``result`` once done;
    ``cancel()`` asks the search to stop at its next check (a few ms) and
    discards the answer. Errors inside the player are re-raised by
    ``result`` rather than lost in the thread.
    """

    def __init__(self, player: Player) -> None:
        self.player = player
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._done = threading.Event()
        self._result: Hashable | None = None
        self._error: BaseException | None = None

    def start(self, state: Any, inline: bool = False) -> None:
        """Think about a copy of ``state``: in a thread, or here and now (``inline``)."""
        if self._thread is not None or self._done.is_set():
            raise RuntimeError("a ThinkingTask thinks once; make a new one")
        mine = state.copy()
        if inline:
            self._run(mine)
            return
        self._thread = threading.Thread(target=self._run, args=(mine,), daemon=True)
        self._thread.start()

    def _run(self, state: Any) -> None:
        try:
            self._result = self.player.choose(state, stop=self._stop)
        except BaseException as error:  # noqa: BLE001 - handed to the caller
            self._error = error
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set() and not self._stop.is_set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    @property
    def result(self) -> Hashable:
        if self._stop.is_set():
            raise RuntimeError("the thinking was cancelled")
        if not self._done.is_set():
            raise RuntimeError("still thinking")
        if self._error is not None:
            raise self._error
        return self._result

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (for command lines and tests, never a scene)."""
        return self._done.wait(timeout)
