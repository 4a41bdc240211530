"""Computer players for every registered game, behind one small interface.

Scenes, the demo mode and the command lines all do the same thing::

    player = make_player("essentia", "normal", seed=7)
    action = player.choose(state)          # state is never changed

Levels: ``random`` (uniform legal moves, for tests and benchmarks), ``easy``
(one ply plus one capture, and on three moves in ten a misjudgement of up to
a piece and a half, like a beginner who sees captures but not plans),
``normal`` (two plies plus a capture sequence, and never a move that loses
at once when another does not: a fair challenge) and ``hard`` (iterative
deepening for as long as the budget allows, with the same one-move check).
Setup decisions come from each game's heuristics (``opening``), not chance.

Budgets: an unseeded player searches by time (its level's seconds per move);
a seeded one by nodes, the same seconds at the game's measured search speed
(``GameProfile.speed``), so that a seeded game replays move for move on any
machine, however loaded.

Draw offers: every level of every game follows one rule (``judge_draw``):
the computer agrees only when it stands worse or nothing can be won any more.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from time import perf_counter
from typing import Any, Protocol

from game import registry
from game.ai.profile import GameProfile
from game.ai.search import WIN, AlphaBeta, Limits, SearchResult, pick_noisy
from game.common import GameState

LEVELS = ("random", "easy", "normal", "hard")

CLOCK: Callable[[], float] = perf_counter
"""The clock a player's time budget is read on (a test hands in a fake one)."""


class Player(Protocol):
    """Chooses an action for the side to move; never changes ``state``."""

    game: str
    level: str

    def choose(self, state: GameState[Any], stop: threading.Event | None = None) -> Hashable: ...

    def accepts_draw(self, state: GameState[Any], me: int | None = None) -> bool:
        """Whether the computer playing ``me`` (default: the side to move)
        agrees to a draw offered now."""
        ...

    def forget(self, seed: int | None) -> None:
        """Start afresh, as a new player seeded ``seed`` would: nothing learnt from
        earlier choices (the hint asks each position so, and gets one answer)."""
        ...


@dataclass(frozen=True)
class LevelSettings:
    """How one level searches: seconds per move, depth cap, carelessness.

    ``time`` is the budget of an unseeded player; a seeded one searches as
    many nodes as that takes on the reference machine (``GameProfile.speed``).
    ``blunder`` is the chance of a move chosen with scores blurred by
    ``spread`` times the game's noise (a misjudgement, not a random move).
    ``min_depth``: plies searched to the end whatever the clock says (a
    loaded machine makes the player slower, not weaker). ``safe``: never play
    a move after which the opponent wins at once when another move avoids it.
    """

    time: float
    depth: int
    quiescence: int
    blunder: float = 0.0
    spread: float = 0.0
    soft: float = 0.4
    predict: bool = True
    min_depth: int = 2
    safe: bool = True


SETTINGS: dict[str, LevelSettings] = {
    "easy": LevelSettings(time=0.3, depth=1, quiescence=1, blunder=0.3, spread=1.5,
                          min_depth=1, safe=False),
    "normal": LevelSettings(time=0.6, depth=2, quiescence=3),
    "hard": LevelSettings(time=1.3, depth=64, quiescence=4, soft=0.35),
}


def level_nodes(level: str, profile: GameProfile) -> int:
    """The nodes a seeded player of ``level`` searches per move."""
    return round(SETTINGS[level].time * profile.speed)


def _check(game: str, level: str) -> None:
    registry.get(game)              # UnknownGame (a ValueError) for no game
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")


class RandomPlayer:
    """Uniformly random legal actions: the yardstick of the benchmark."""

    def __init__(self, game: str, seed: int | None = None,
                 profile: GameProfile | None = None) -> None:
        self.game, self.level = game, "random"
        self.rng = random.Random(seed)
        self.profile = profile

    def forget(self, seed: int | None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState[Any], stop: threading.Event | None = None) -> Hashable:
        actions: list[Hashable] = list(state.legal_actions())
        if not actions:
            raise ValueError("the side to move has no legal action")
        return self.rng.choice(actions)

    def accepts_draw(self, state: GameState[Any], me: int | None = None) -> bool:
        return judge_draw(state, me, self.profile)


class SearchPlayer:
    """Alpha-beta player for the deterministic games (Essentia, Symbol).

    ``node_budget`` is the nodes it searches per move (None: it searches by
    its level's time, read from ``clock``, which tests may replace).
    """

    def __init__(
        self,
        game: str,
        level: str,
        profile: GameProfile,
        settings: LevelSettings,
        seed: int | None = None,
        node_budget: int | None = None,
    ) -> None:
        self.game, self.level = game, level
        self.profile = profile
        self.settings = settings
        self.node_budget = node_budget
        self.clock: Callable[[], float] = CLOCK
        self.last: SearchResult | None = None  # the last search, for tests and the bench
        # A cancelled ThinkingTask may still be unwinding its search for a few
        # milliseconds when the next one starts: they take turns, never share.
        self._busy = threading.Lock()
        self.forget(seed)

    def forget(self, seed: int | None) -> None:
        with self._busy:
            self.rng = random.Random(seed)
            self.searcher = AlphaBeta(
                self.profile.evaluate,
                order=self.profile.order,
                noisy=self.profile.noisy,
                quiescence_depth=self.settings.quiescence,
            )

    def choose(self, state: GameState[Any], stop: threading.Event | None = None) -> Hashable:
        with self._busy:
            return self._choose(state, stop)

    def limits(self) -> Limits:
        """The bounds of one move's search: nodes when seeded, else time."""
        s = self.settings
        by_nodes = self.node_budget is not None
        return Limits(time=None if by_nodes else s.time, nodes=self.node_budget,
                      depth=s.depth, soft=s.soft, predict=s.predict, min_depth=s.min_depth,
                      clock=self.clock)

    def _choose(self, state: GameState[Any], stop: threading.Event | None) -> Hashable:
        mine = state.copy()
        opening = self.profile.opening(mine, self.rng, self.level)
        if opening is not None:
            self.last = None
            return opening
        s = self.settings
        careless = s.blunder > 0 and self.rng.random() < s.blunder
        result = self.searcher.search(
            mine, self.limits(), stop=stop, all_root_scores=careless, rng=self.rng
        )
        self.last = result
        action = result.action
        if careless and len(result.root_scores) > 1:
            action = pick_noisy(result.root_scores, self.rng, s.spread * self.profile.noise)
        if s.safe and not (stop is not None and stop.is_set()):
            action = self._avoid_loss(mine, action, result.root_scores)
        return action

    def _avoid_loss(self, state: Any, action: Hashable,
                    scores: dict[Hashable, float]) -> Hashable:
        """``action``, unless the opponent could win at once after it: then the
        best-scored action after which it cannot (if there is one)."""
        if not loses_at_once(state, action, self.profile):
            return action
        ranked = sorted(scores, key=lambda a: -scores[a])
        rest: list[Hashable] = [a for a in self.profile.order(state, state.legal_actions(), 0)
                                if a not in scores]
        for other in [*ranked, *rest]:
            if other != action and not loses_at_once(state, other, self.profile):
                return other
        return action

    def accepts_draw(self, state: GameState[Any], me: int | None = None) -> bool:
        return judge_draw(state, me, self.profile)  # its own searcher: no turn to wait


def loses_at_once(state: Any, action: Hashable, profile: GameProfile) -> bool:
    """Whether ``action`` loses by itself or lets the opponent win with its
    very next action (``state`` is played on and restored)."""
    me = state.to_move()
    state.play(action)
    try:
        outcome = state.outcome()
        if outcome is not None:
            return outcome.winner is not None and outcome.winner != me
        if state.to_move() == me:
            return False
        for reply in profile.finishers(state):
            state.play(reply)
            outcome = state.outcome()
            state.undo()
            if outcome is not None and outcome.winner is not None and outcome.winner != me:
                return True
        return False
    finally:
        state.undo()


WORSE = 1.0
"""A computer behind by this many pieces (the game's noise) takes a draw."""
FORCED_DRAW_PLIES = 2
FORCED_DRAW_PROBES = 20_000
"""Actions the forced-draw check may play before it gives up (and says no)."""


def judge_draw(state: Any, me: int | None, profile: GameProfile | None) -> bool:
    """The computer's answer to a draw offer, the same for every level.

    ``me`` (default: the side to move) agrees only when it stands worse --
    behind by a piece or more, and a short search sees no way back -- or when
    nothing can be won any more: neither side has the means to win, or the
    game ends drawn within two actions whatever is played (short of a move
    that loses by itself). With material level it plays on, even when the
    search fears the worst (the person may not find it): so never at the
    start, never during setup, and never in the Trojan War (``profile``
    None), which has no agreed draw. The search is bounded by nodes, so the
    answer is the same on any machine.
    """
    side = state.to_move()
    if profile is None or side is None or state.outcome() is not None:
        return False
    if profile.opening(state.copy(), random.Random(0), "normal") is not None:
        return False  # still setting up: too early to judge
    me = side if me is None else me
    if profile.can_win is not None and not any(profile.can_win(state, p) for p in (0, 1)):
        return True
    if _draw_forced(state.copy(), FORCED_DRAW_PLIES, [FORCED_DRAW_PROBES]):
        return True
    margin = WORSE * profile.noise
    if profile.material(state, 1 - me) - profile.material(state, me) < margin:
        return False
    return _standing(state.copy(), me, profile) <= -margin


def _standing(state: Any, me: int, profile: GameProfile) -> float:
    """How ``me`` stands, by a two-ply search of the normal level's node budget
    (a forced action is played first: the search does not score a lone one)."""
    while state.outcome() is None and len(state.legal_actions()) == 1:
        state.play(state.legal_actions()[0])
    outcome = state.outcome()
    if outcome is not None:
        return 0.0 if outcome.winner is None else WIN if outcome.winner == me else -WIN
    searcher = AlphaBeta(profile.evaluate, order=profile.order, noisy=profile.noisy,
                         quiescence_depth=SETTINGS["normal"].quiescence)
    limits = Limits(time=None, nodes=level_nodes("normal", profile), depth=2)
    result = searcher.search(state, limits)
    return result.score if state.to_move() == me else -result.score


def _draw_forced(state: Any, plies: int, probes: list[int]) -> bool:
    """Whether the game ends drawn within ``plies`` actions whatever either side
    plays, short of a move that loses by itself (nobody chooses one). False
    when unsure: the game goes on past them, or ``probes`` ran out."""
    outcome = state.outcome()
    if outcome is not None:
        return outcome.winner is None
    if plies == 0:
        return False
    mover = state.to_move()
    sensible = 0
    for action in list(state.legal_actions()):
        probes[0] -= 1
        if probes[0] < 0:
            return False
        state.play(action)
        try:
            outcome = state.outcome()
            if outcome is not None and outcome.winner is not None and outcome.winner != mover:
                continue            # it loses by itself
            sensible += 1
            if not _draw_forced(state, plies - 1, probes):
                return False
        finally:
            state.undo()
    return sensible > 0


def profile_for(game: str) -> GameProfile:
    """The search knowledge of one game (its registration's profile)."""
    profile = registry.get(game).computer.profile
    if profile is None:
        raise ValueError(f"{game} is not played by the shared search")
    return profile()


def make_player(
    game: str,
    level: str,
    seed: int | None = None,
    time_budget: float | None = None,
    node_budget: int | None = None,
) -> Player:
    """The one entry point: a player for ``game`` at ``level``.

    Seeded, it searches by its level's node budget (a replayable game);
    unseeded, by its level's time. ``time_budget`` (seconds) or
    ``node_budget`` (nodes) overrides the budget and its kind, for the bench
    and the tests; the level keeps its other traits.
    """
    _check(game, level)
    own = registry.get(game).computer.player
    if own is not None:
        return own(level, seed)
    profile = profile_for(game)
    if level == "random":
        return RandomPlayer(game, seed, profile)
    settings = SETTINGS[level]
    nodes = node_budget
    if time_budget is not None:
        settings = replace(settings, time=time_budget)
    elif nodes is None and seed is not None:
        nodes = level_nodes(level, profile)
    return SearchPlayer(game, level, profile, settings, seed, nodes)


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

    def start(self, state: GameState[Any], inline: bool = False) -> None:
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
