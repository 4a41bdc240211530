"""The generic search: wins when it can, defends when it must, touches nothing.

Checked on a tiny game (tic-tac-toe) written against the common interface,
so the search is tested independently of the real rules engines.
"""

from __future__ import annotations

import threading
import time

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


def test_takes_the_immediate_win() -> None:
    # X to move: X on 0 and 1, O on 3 and 4; 2 wins at once (5 would only block).
    state = TicTacToe("XX.OO....")
    result = AlphaBeta(material).search(state, Limits(time=2.0))
    assert result.action == 2
    assert result.score >= WIN - 2


def test_blocks_the_one_move_loss() -> None:
    # O to move: X (on 0 and 4) threatens 0-4-8; O must take 8.
    state = TicTacToe("X.O.X....")
    result = AlphaBeta(material).search(state, Limits(time=2.0))
    assert result.action == 8


def test_perfect_play_from_the_start_is_a_draw() -> None:
    result = AlphaBeta(material).search(TicTacToe(), Limits(time=None, depth=9))
    assert result.score == 0.0
    assert result.depth >= 1


def test_search_never_changes_the_callers_state() -> None:
    state = TicTacToe("X...O....")
    before = (list(state.board), list(state.history))
    AlphaBeta(material).search(state, Limits(time=0.5))
    assert (state.board, state.history) == before


def test_a_cancel_request_returns_a_legal_action_promptly() -> None:
    stop = threading.Event()
    stop.set()
    state = TicTacToe()
    start = time.perf_counter()
    result = AlphaBeta(material).search(state, Limits(time=30.0), stop=stop)
    assert time.perf_counter() - start < 1.0
    assert result.action in state.legal_actions()


def test_a_node_budget_bounds_the_work() -> None:
    result = AlphaBeta(material).search(TicTacToe(), Limits(time=None, nodes=300))
    assert result.nodes <= 300 + 128
    assert result.action in range(9)


def test_exact_root_scores_rank_every_move() -> None:
    state = TicTacToe("XX.OO....")
    result = AlphaBeta(material).search(state, Limits(time=None, depth=2), all_root_scores=True)
    assert set(result.root_scores) == set(state.legal_actions())
    # Only 2 wins at once; every other move lets O win on 5.
    assert result.root_scores[2] > 0
    assert all(v < 0 for a, v in result.root_scores.items() if a not in (2, 5))
