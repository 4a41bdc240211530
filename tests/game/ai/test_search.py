"""The generic search: wins when it can, defends when it must, touches nothing,
and stops where its limits say -- by nodes the same on any machine, by time as
its clock says.

Checked on a tiny game (tic-tac-toe) written against the common interface,
so the search is tested independently of the real rules engines. No test
reads the real clock: time limits are driven by a fake one.
"""

from __future__ import annotations

import threading

from game.ai.search import WIN, AlphaBeta, Limits
from game.common import Event, IllegalActionError, Outcome

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


class TicTacToe:
    """A minimal GameState: cells 0-8, actions are cell numbers."""

    def __init__(self, board: str = ".........") -> None:
        self.board = list(board)
        self.history: list[int] = []

    def to_move(self) -> int | None:
        if self.outcome() is not None:
            return None
        return 0 if self.board.count("X") == self.board.count("O") else 1

    def legal_actions(self) -> list[int]:
        if self.outcome() is not None:
            return []
        return [i for i, c in enumerate(self.board) if c == "."]

    def play(self, action: int) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError(str(action))
        self.board[action] = "XO"[self.to_move() or 0]
        self.history.append(action)
        return [Event("moved", {"cell": action})]

    def undo(self) -> None:
        self.board[self.history.pop()] = "."

    def outcome(self) -> Outcome | None:
        for a, b, c in LINES:
            if self.board[a] != "." and self.board[a] == self.board[b] == self.board[c]:
                return Outcome(0 if self.board[a] == "X" else 1, "line")
        if "." not in self.board:
            return Outcome(None, "full")
        return None

    def copy(self) -> TicTacToe:
        other = TicTacToe("".join(self.board))
        other.history = list(self.history)
        return other

    def key(self) -> str:
        return "".join(self.board)


def material(state: TicTacToe, player: int) -> float:
    """A weak evaluation: open lines for the player minus the opponent's."""
    mine, theirs = "XO"[player], "XO"[1 - player]
    score = 0.0
    for line in LINES:
        cells = [state.board[i] for i in line]
        if theirs not in cells:
            score += cells.count(mine)
        if mine not in cells:
            score -= cells.count(theirs)
    return score


class FakeClock:
    """A clock that moves only when read: ``step`` seconds a reading."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.reads = 0.0, step, 0

    def __call__(self) -> float:
        self.now += self.step
        self.reads += 1
        return self.now


FULL = Limits(time=None, depth=9)
"""Every line to the end of the game: the search's answer cannot depend on speed."""


def test_takes_the_immediate_win() -> None:
    # X to move: X on 0 and 1, O on 3 and 4; 2 wins at once (5 would only block).
    state = TicTacToe("XX.OO....")
    result = AlphaBeta(material).search(state, FULL)
    assert result.action == 2
    assert result.score >= WIN - 2


def test_blocks_the_one_move_loss() -> None:
    # O to move: X (on 0 and 4) threatens 0-4-8; O must take 8.
    state = TicTacToe("X.O.X....")
    result = AlphaBeta(material).search(state, FULL)
    assert result.action == 8


def test_perfect_play_from_the_start_is_a_draw() -> None:
    result = AlphaBeta(material).search(TicTacToe(), FULL)
    assert result.score == 0.0
    assert result.depth >= 1


def test_search_never_changes_the_callers_state() -> None:
    state = TicTacToe("X...O....")
    before = (list(state.board), list(state.history))
    AlphaBeta(material).search(state, FULL)
    assert (state.board, state.history) == before


def test_a_cancel_request_made_before_the_search_returns_a_legal_action_at_once() -> None:
    stop = threading.Event()
    stop.set()
    state = TicTacToe()
    result = AlphaBeta(material).search(state, Limits(time=None), stop=stop)
    assert result.nodes == 0
    assert result.action in state.legal_actions()


def test_a_cancel_request_during_the_search_stops_it_at_its_next_check() -> None:
    stop = threading.Event()
    seen = {"evaluations": 0, "nodes": 0}
    search = AlphaBeta(lambda st, p: cancel_after(st, p))

    def cancel_after(state: TicTacToe, player: int) -> float:
        seen["evaluations"] += 1
        if seen["evaluations"] == 40:       # the request comes mid-search
            stop.set()
            seen["nodes"] = search.nodes
        return material(state, player)

    result = search.search(TicTacToe(), Limits(time=None, depth=5), stop=stop)
    uncut = AlphaBeta(material).search(TicTacToe(), Limits(time=None, depth=5))
    assert stop.is_set()
    assert result.nodes <= seen["nodes"] + 128      # the search looks every 128 nodes
    assert result.nodes < uncut.nodes
    assert result.action in range(9)


def test_a_node_budget_bounds_the_work() -> None:
    result = AlphaBeta(material).search(TicTacToe(), Limits(time=None, nodes=300))
    assert result.nodes <= 300 + 128
    assert result.action in range(9)


def test_a_node_budget_gives_the_same_answer_however_slow_the_clock() -> None:
    """What a seeded player relies on to replay a game on any machine."""
    limits = Limits(time=None, nodes=2000, soft=0.3)
    for board in (".........", "X...O....", "XO..X...."):
        steady = AlphaBeta(material).search(TicTacToe(board), limits)
        crawling = AlphaBeta(material).search(
            TicTacToe(board), Limits(time=None, nodes=2000, soft=0.3, clock=FakeClock(60.0)))
        assert (crawling.action, crawling.score, crawling.depth, crawling.nodes) == (
            steady.action, steady.score, steady.depth, steady.nodes)


def test_a_time_budget_follows_the_clock() -> None:
    """The same search stops sooner when its clock runs fast: a time limit is real."""
    slow = AlphaBeta(material).search(TicTacToe(), Limits(time=1.0, depth=5,
                                                          clock=FakeClock(1e-6)))
    fast = AlphaBeta(material).search(TicTacToe(), Limits(time=1.0, depth=5,
                                                          clock=FakeClock(0.2)))
    assert fast.depth < slow.depth
    assert fast.nodes < slow.nodes
    assert fast.action in range(9) and slow.action in range(9)


def test_a_node_budget_is_not_spent_on_an_iteration_it_cannot_finish() -> None:
    """Past the soft share of the budget no new iteration starts."""
    full = AlphaBeta(material).search(TicTacToe(), Limits(time=None, depth=3, predict=False))
    budget = full.nodes * 2
    capped = AlphaBeta(material).search(TicTacToe(), Limits(time=None, nodes=budget, soft=0.0,
                                                            predict=False))
    assert capped.depth == 1        # the first iteration always runs; none after it


def test_exact_root_scores_rank_every_move() -> None:
    state = TicTacToe("XX.OO....")
    result = AlphaBeta(material).search(state, Limits(time=None, depth=2), all_root_scores=True)
    assert set(result.root_scores) == set(state.legal_actions())
    # Only 2 wins at once; every other move lets O win on 5.
    assert result.root_scores[2] > 0
    assert all(v < 0 for a, v in result.root_scores.items() if a not in (2, 5))
