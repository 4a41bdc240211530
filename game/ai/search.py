"""Iterative-deepening alpha-beta search over the common rules interface.

Written once for every deterministic game: the game-specific knowledge comes
in through three small hooks (an evaluation, a move-ordering function and an
optional "noisy moves" function for the quiescence search). The search plays
and takes back moves on a private copy of the state, so the caller's state is
never touched.

Values are always from the point of view of the root player (the one the
search chooses for) and nodes maximise or minimise by whose turn it is, so
games whose turns do not strictly alternate (setup phases) are searched
correctly.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from time import perf_counter
from typing import Any

WIN = 1_000_000.0
"""Score of a won game; a win found sooner scores higher (WIN - ply)."""

MATE_ZONE = WIN - 10_000.0

Evaluate = Callable[[Any, int], float]
"""evaluate(state, player) -> score of a non-final state for ``player``."""

Order = Callable[[Any, Sequence[Any], int], list[Any]]
"""order(state, actions, ply) -> the actions best-first; may drop hopeless ones
at ply > 0 (forward pruning), must keep them all at ply 0."""

Noisy = Callable[[Any, Sequence[Any]], list[Any]]
"""noisy(state, actions) -> the actions worth searching past the horizon
(captures and the like), best-first."""

EXACT, LOWER, UPPER = 0, 1, 2


class SearchStopped(Exception):
    """Raised inside the search when time, nodes or a cancel request run out."""


@dataclass(frozen=True)
class Limits:
    """How long a search may run; any limit left None is not applied.

    A search bounded by ``nodes`` alone does the same work, and so chooses the
    same action, on any machine however loaded: seeded players search that
    way. ``clock`` is read for ``time`` (tests pass a fake one).
    """

    time: float | None = 1.0
    nodes: int | None = None
    depth: int = 64
    soft: float = 0.45
    """Do not start a new iteration after this fraction of ``time`` or ``nodes``."""
    predict: bool = True
    """Nor one whose predicted cost mostly falls past the limit."""
    min_depth: int = 0
    """Iterations up to this depth run to their end whatever the clock says
    (only ``nodes`` or a cancel request cut them): a slow or loaded machine
    makes the player slower, not blind to what this depth sees."""
    clock: Callable[[], float] = perf_counter


@dataclass
class SearchResult:
    """The chosen action with what the search learnt on the way."""

    action: Hashable
    score: float
    depth: int
    nodes: int
    elapsed: float
    root_scores: dict[Hashable, float] = field(default_factory=dict)


@dataclass
class _Entry:
    depth: int
    value: float
    flag: int
    best: Hashable | None


class AlphaBeta:
    """Alpha-beta search with a transposition table, killers and history.

    One instance may be reused across moves of one game (its table then
    keeps helping move ordering); it is not safe to share between threads.
    """

    def __init__(
        self,
        evaluate: Evaluate,
        order: Order | None = None,
        noisy: Noisy | None = None,
        quiescence_depth: int = 4,
        draw_score: float = 0.0,
        table_size: int = 200_000,
    ) -> None:
        self.evaluate = evaluate
        self.order = order
        self.noisy = noisy
        self.quiescence_depth = quiescence_depth
        self.draw_score = draw_score
        self.table_size = table_size
        self.table: dict[Hashable, _Entry] = {}
        self._table_owner: int | None = None
        self._history: dict[Hashable, int] = {}
        self._killers: dict[int, list[Hashable]] = {}
        self.nodes = 0
        self._deadline = math.inf
        self._node_limit: int | None = None
        self._stop: threading.Event | None = None
        self._clock: Callable[[], float] = perf_counter
        self.state: Any = None
        self.root: int = 0

    # ----------------------------------------------------------------- public
    def search(
        self,
        state: Any,
        limits: Limits = Limits(),
        stop: threading.Event | None = None,
        all_root_scores: bool = False,
        rng: random.Random | None = None,
    ) -> SearchResult:
        """Best action for the side to move in ``state`` (which is not changed).

        With ``all_root_scores`` every root move gets an exact score (slower;
        used by players that choose among near-best moves on purpose). With
        ``rng`` equally good root moves are tried in a shuffled order, so the
        choice among them varies from game to game.
        """
        clock = self._clock = limits.clock
        start = clock()
        player = state.to_move()
        if player is None:
            raise ValueError("the game is over: there is nothing to choose")
        actions = list(state.legal_actions())
        if not actions:
            raise ValueError("the side to move has no legal action")
        self.state = state.copy()
        self._bind_moves(self.state)
        self.root = player
        if self._table_owner != player or len(self.table) > self.table_size:
            self.table.clear()
            self._history.clear()
        self._table_owner = player
        self._killers.clear()
        self.nodes = 0
        self._stop = stop
        self._node_limit = limits.nodes
        deadline = start + limits.time if limits.time is not None else math.inf
        soft_deadline = (
            start + limits.time * limits.soft if limits.time is not None else math.inf
        )
        soft_nodes = limits.nodes * limits.soft if limits.nodes is not None else math.inf

        if rng is not None:
            rng.shuffle(actions)
        ordered = self._ordered(actions, 0, None)
        best = ordered[0]
        best_score = -math.inf
        scores: dict[Hashable, float] = {}
        depth_done = 0
        if (len(actions) == 1 and not all_root_scores) or (stop is not None and stop.is_set()):
            return SearchResult(best, 0.0, 0, 0, clock() - start, {best: 0.0})
        last_span = 0.0
        last_nodes = 0
        for depth in range(1, limits.depth + 1):
            began, nodes_before = clock(), self.nodes
            self._deadline = deadline if depth > limits.min_depth else math.inf
            try:
                iter_best, iter_score, iter_scores = self._root(
                    ordered, depth, all_root_scores
                )
            except SearchStopped:
                # The previous best is searched first, so the best of a
                # partial iteration has been measured against it at the
                # deeper depth: keep it.
                if self._partial_best is not None:
                    best, best_score = self._partial_best, self._partial_score
                break
            best, best_score, scores, depth_done = iter_best, iter_score, iter_scores, depth
            ordered = sorted(ordered, key=lambda a: -iter_scores.get(a, -math.inf))
            if abs(best_score) >= MATE_ZONE and not all_root_scores:
                break
            now = clock()
            timed = depth >= limits.min_depth     # the clock may stop it from here on
            if (timed and now >= soft_deadline) or self.nodes >= soft_nodes:
                break
            # Each iteration costs a few times the one before; one that
            # cannot finish before the limit would mostly be wasted.
            span, spent = now - began, self.nodes - nodes_before
            growth = max(3.0, span / last_span) if last_span > 0 else 3.0
            growth_nodes = max(3.0, spent / last_nodes) if last_nodes > 0 else 3.0
            last_span, last_nodes = span, spent
            if limits.predict and (
                (timed and now + 0.35 * span * growth > deadline)
                or self.nodes + 0.35 * spent * growth_nodes > (limits.nodes or math.inf)
            ):
                break
        return SearchResult(best, best_score, depth_done, self.nodes, clock() - start, scores)

    # -------------------------------------------------------------- internals
    def _bind_moves(self, st: Any) -> None:
        """Use the engine's event-free push/pop when it offers them in play."""
        fast = hasattr(st, "push") and hasattr(st, "pop")
        if fast and getattr(st, "phase", "play") != "play":
            fast = False
        self._do = st.push if fast else st.play
        self._undo = st.pop if fast else st.undo

    _partial_best: Hashable | None = None
    _partial_score: float = -math.inf

    def _root(
        self, ordered: list[Hashable], depth: int, exact: bool
    ) -> tuple[Hashable, float, dict[Hashable, float]]:
        alpha, beta = -math.inf, math.inf
        best, best_score = ordered[0], -math.inf
        scores: dict[Hashable, float] = {}
        self._partial_best, self._partial_score = None, -math.inf
        st = self.state
        for action in ordered:
            self._do(action)
            try:
                lo = -math.inf if exact else alpha
                value = self._alphabeta(depth - 1, lo, beta, 1)
            finally:
                self._undo()
            scores[action] = value
            if value > best_score:
                best, best_score = action, value
                self._partial_best, self._partial_score = action, value
            if value > alpha:
                alpha = value
        self.table[st.key()] = _Entry(depth, best_score, EXACT, best)
        return best, best_score, scores

    def _check(self) -> None:
        if self._clock() >= self._deadline:
            raise SearchStopped
        if self._node_limit is not None and self.nodes >= self._node_limit:
            raise SearchStopped
        if self._stop is not None and self._stop.is_set():
            raise SearchStopped

    def _final_score(self, outcome: Any, ply: int) -> float:
        if outcome.winner is None:
            return self.draw_score
        return WIN - ply if outcome.winner == self.root else -(WIN - ply)

    def _alphabeta(self, depth: int, alpha: float, beta: float, ply: int) -> float:
        self.nodes += 1
        if self.nodes & 127 == 0:
            self._check()
        st = self.state
        outcome = st.outcome()
        if outcome is not None:
            return self._final_score(outcome, ply)
        if depth <= 0:
            return self._quiescence(alpha, beta, ply, self.quiescence_depth)

        key = st.key()
        entry = self.table.get(key)
        tt_move = None
        if entry is not None:
            tt_move = entry.best
            if entry.depth >= depth:
                value = _from_table(entry.value, ply)
                if entry.flag == EXACT:
                    return value
                if entry.flag == LOWER and value >= beta:
                    return value
                if entry.flag == UPPER and value <= alpha:
                    return value

        maximising = st.to_move() == self.root
        actions = st.legal_actions()
        if not actions:
            return self.draw_score
        ordered = self._ordered(actions, ply, tt_move)
        alpha0, beta0 = alpha, beta
        best_action = ordered[0]
        if maximising:
            best = -math.inf
            for action in ordered:
                self._do(action)
                try:
                    value = self._alphabeta(depth - 1, alpha, beta, ply + 1)
                finally:
                    self._undo()
                if value > best:
                    best, best_action = value, action
                if best > alpha:
                    alpha = best
                if alpha >= beta:
                    self._reward(action, ply, depth)
                    break
        else:
            best = math.inf
            for action in ordered:
                self._do(action)
                try:
                    value = self._alphabeta(depth - 1, alpha, beta, ply + 1)
                finally:
                    self._undo()
                if value < best:
                    best, best_action = value, action
                if best < beta:
                    beta = best
                if alpha >= beta:
                    self._reward(action, ply, depth)
                    break

        if best <= alpha0:
            flag = UPPER
        elif best >= beta0:
            flag = LOWER
        else:
            flag = EXACT
        self.table[key] = _Entry(depth, _to_table(best, ply), flag, best_action)
        return best

    def _quiescence(self, alpha: float, beta: float, ply: int, left: int) -> float:
        """Static value, searched past the horizon through noisy moves only."""
        st = self.state
        stand = self.evaluate(st, self.root)
        if self.noisy is None or left <= 0:
            return stand
        maximising = st.to_move() == self.root
        if maximising:
            if stand >= beta:
                return stand
            alpha = max(alpha, stand)
        else:
            if stand <= alpha:
                return stand
            beta = min(beta, stand)
        noisy = self.noisy(st, st.legal_actions())
        best = stand
        for action in noisy:
            self.nodes += 1
            if self.nodes & 127 == 0:
                self._check()
            self._do(action)
            try:
                outcome = st.outcome()
                if outcome is not None:
                    value = self._final_score(outcome, ply + 1)
                else:
                    value = self._quiescence(alpha, beta, ply + 1, left - 1)
            finally:
                self._undo()
            if maximising:
                if value > best:
                    best = value
                alpha = max(alpha, value)
            else:
                if value < best:
                    best = value
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def _ordered(
        self, actions: Sequence[Hashable], ply: int, tt_move: Hashable | None
    ) -> list[Hashable]:
        if self.order is not None:
            ordered = self.order(self.state, actions, ply)
        else:
            history = self._history
            ordered = sorted(actions, key=lambda a: -history.get(a, 0))
        front: list[Hashable] = []
        if tt_move is not None and tt_move in actions:
            front.append(tt_move)
        for killer in self._killers.get(ply, ()):
            if killer not in front and killer in ordered:
                front.append(killer)
        if not front:
            return list(ordered)
        rest = [a for a in ordered if a not in front]
        return front + rest

    def _reward(self, action: Hashable, ply: int, depth: int) -> None:
        killers = self._killers.setdefault(ply, [])
        if action not in killers:
            killers.insert(0, action)
            del killers[2:]
        self._history[action] = self._history.get(action, 0) + depth * depth


def _to_table(value: float, ply: int) -> float:
    """Win scores are stored relative to the node, so they stay true elsewhere."""
    if value >= MATE_ZONE:
        return value + ply
    if value <= -MATE_ZONE:
        return value - ply
    return value


def _from_table(value: float, ply: int) -> float:
    if value >= MATE_ZONE:
        return value - ply
    if value <= -MATE_ZONE:
        return value + ply
    return value


def pick_noisy(
    scores: dict[Hashable, float], rng: random.Random, spread: float
) -> Hashable:
    """A near-best action: each score is blurred by up to ``spread`` first.

    Clear wins and losses stay visible (a blurred value never crosses them),
    so a player using this still sees what a careless human would.
    """
    best_action, best_value = None, -math.inf
    for action, value in scores.items():
        blurred = value if abs(value) >= MATE_ZONE else value + rng.uniform(-spread, spread)
        if blurred > best_value:
            best_action, best_value = action, blurred
    assert best_action is not None
    return best_action
