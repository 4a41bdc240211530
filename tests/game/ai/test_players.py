"""Computer players of Essentia and Symbol: legal, sharp, harmless, replayable.

No test here reads the real clock or waits on a thread with a deadline: the
players search by node budgets, a time-bounded search is driven by a fake
clock, and thinking runs inline (``ThinkingTask.start(inline=True)``) with
any cancel request made by the test itself. Speed is measured in
``bench/ai_speed.py`` and strength by ``python -m game.ai.bench``.
"""

from __future__ import annotations

import random
import threading

import pytest

from game.ai import players
from game.ai.games import demo_steps, new_game
from game.ai.players import LEVELS, SETTINGS, ThinkingTask, level_nodes, make_player, profile_for
from game.common import Event
from game.essentia.rules import EssentiaState
from game.essentia.rules import new_game as essentia_game
from game.symbol.state import SymbolState

NODES = 1500
"""A small node budget: enough for the answers asked here, quick to search."""


class FakeClock:
    """A clock that moves only when read: ``step`` seconds a reading."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def _walk(state, plies: int, rng: random.Random):
    for _ in range(plies):
        if state.to_move() is None:
            break
        state.play(rng.choice(list(state.legal_actions())))
    return state


def _positions(game: str) -> list:
    """Start, setup and mid-game positions reached by random play."""
    rng = random.Random(11)
    if game == "essentia":
        out = [
            essentia_game(seed=3),
            essentia_game(seed=4, setup="strategic"),
            _walk(essentia_game(seed=5, setup="strategic"), 9, rng),
            essentia_game(seed=6, setup="instant"),
        ]
        for plies in (28, 31, 40):
            out.append(_walk(essentia_game(seed=plies), plies, rng))
    else:
        out = [
            SymbolState(),
            SymbolState.new(choose_armies=True),
            _walk(SymbolState.new(choose_armies=True), 1, rng),
            _walk(SymbolState(), 1, rng),
        ]
        for plies in (4, 9, 16):
            out.append(_walk(SymbolState(), plies, rng))
    return [s for s in out if s.to_move() is not None]


@pytest.mark.parametrize("game", ["essentia", "symbol"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_legal_action(game: str, level: str) -> None:
    player = make_player(game, level, seed=1, node_budget=NODES)
    for state in _positions(game):
        action = player.choose(state)
        assert action in state.legal_actions(), state.to_text()


@pytest.mark.parametrize("game", ["essentia", "symbol"])
def test_the_player_never_changes_the_state_it_is_given(game: str) -> None:
    for state in _positions(game)[-2:]:
        before = (state.to_text(), state.key(), len(state.legal_actions()))
        make_player(game, "hard", seed=2, node_budget=NODES).choose(state)
        assert (state.to_text(), state.key(), len(state.legal_actions())) == before
        state.undo()  # the history is intact too


# Essentia: Dawn's plateau golem on f3 may take the Twilight golem on the f9
# spring (a win) or, as a decoy, an ordinary golem on a3.
R8 = "RRRRRRRR"
ESSENTIA_WIN = (
    f"RRSRRSRR/{R8}/{R8}/{R8}/RRCRRCRR/{R8}/RRRRRTRR/{R8}/RRSRRSRR "
    "2g2g2/8/8/8/8/8/g4G2/8/2G5 D on 0 1"
)
# Twilight's plateau golem on c7 threatens the Dawn golem on the c1 spring;
# Dawn's plains golem on h3 could take h8 instead, or block on c3.
ESSENTIA_THREAT = (
    f"RRSRRSRR/{R8}/RRTRRRRR/{R8}/RRCRRCRR/{R8}/RRRRRRRP/{R8}/RRSRRSRR "
    "2g2g2/7g/2g5/8/8/8/7G/8/2G2G2 D on 0 1"
)


def _loses_at_once(state, player: int) -> bool:
    """Whether the opponent of ``player`` (to move) has a winning action."""
    for a in state.legal_actions():
        state.play(a)
        out = state.outcome()
        state.undo()
        if out is not None and out.winner == 1 - player:
            return True
    return False


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_essentia_takes_the_spring_capture(level: str) -> None:
    state = EssentiaState.from_text(ESSENTIA_WIN)
    action = make_player("essentia", level, seed=3).choose(state)
    assert state.action_text(action) == "f3f9"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_essentia_defends_a_threatened_spring(level: str) -> None:
    # The threat is real: with Twilight to move, c7c1 would win.
    assert _loses_at_once(EssentiaState.from_text(ESSENTIA_THREAT.replace(" D ", " W ")), 0)
    state = EssentiaState.from_text(ESSENTIA_THREAT)
    action = make_player("essentia", level, seed=4).choose(state)
    state.play(action)
    assert state.outcome() is None
    assert not _loses_at_once(state, 0), state.action_text(action)


# Symbol: player 1's air on d5 can take player 2's leader on d7 (via d6),
# or, as a decoy, the fire on c5.
SYMBOL_WIN = "3l3/7/2fA3/7/7/7/3L3 -/- 1 0 -"
# Player 2's air on d3 threatens player 1's leader on d1 (via d2); player 1
# could take the earth on b6 with its air on b4 instead, or deal with it.
SYMBOL_THREAT = "3l3/1e5/7/1A5/3a3/5E1/3L3 -/- 1 0 -"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_symbol_takes_the_enemy_leader(level: str) -> None:
    state = SymbolState.from_text(SYMBOL_WIN)
    action = make_player("symbol", level, seed=5).choose(state)
    state.play(action)
    assert state.outcome() is not None and state.outcome().winner == 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_symbol_saves_its_leader(level: str) -> None:
    assert _loses_at_once(SymbolState.from_text(SYMBOL_THREAT.replace(" 1 0 ", " 2 0 ")), 0)
    state = SymbolState.from_text(SYMBOL_THREAT)
    action = make_player("symbol", level, seed=6).choose(state)
    state.play(action)
    assert state.outcome() is None
    assert not _loses_at_once(state, 0), state.action_text(action)


def test_setup_choices_follow_a_plan_not_chance() -> None:
    # Essentia, hidden tiles: Dawn's first tile goes on its own home ranks.
    state = essentia_game(seed=9)
    action = make_player("essentia", "normal", seed=1).choose(state)
    assert state.action_text(action)[-1] in "12"
    # Symbol: the leader goes on the back rank, away from water groups.
    state = SymbolState()
    action = make_player("symbol", "normal", seed=1).choose(state)
    assert state.action_text(action).endswith("1")


# -- budgets: nodes when seeded (replayable), time when not ------------------------
MIDGAME = {
    "essentia": lambda: _walk(essentia_game(seed=7, setup="instant"), 12, random.Random(7)),
    "symbol": lambda: _walk(SymbolState(), 10, random.Random(7)),
}


@pytest.mark.parametrize("game", ["essentia", "symbol"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_seeded_player_searches_by_nodes_an_unseeded_one_by_time(game: str,
                                                                     level: str) -> None:
    seeded = make_player(game, level, seed=3)
    assert seeded.limits().time is None
    assert seeded.limits().nodes == level_nodes(level, profile_for(game)) > 0
    unseeded = make_player(game, level)
    assert unseeded.limits().nodes is None
    assert unseeded.limits().time == SETTINGS[level].time


@pytest.mark.parametrize("game", ["essentia", "symbol"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_seeded_player_chooses_the_same_however_slow_its_machine(game: str,
                                                                    level: str) -> None:
    """Its clock jumping a minute at every reading (a machine crawling under
    load) changes nothing: a seeded game replays move for move anywhere.
    (Hard's own budget is cut to a few thousand nodes to keep this quick.)"""
    state = MIDGAME[game]()
    budget = 4000 if level == "hard" else None
    steady = make_player(game, level, seed=8, node_budget=budget)
    crawling = make_player(game, level, seed=8, node_budget=budget)
    crawling.clock = FakeClock(60.0)
    assert crawling.choose(state) == steady.choose(state)
    assert (crawling.last.nodes, crawling.last.depth) == (steady.last.nodes, steady.last.depth)


def test_a_seeded_demo_game_replays_move_for_move_on_a_crawling_machine(monkeypatch) -> None:
    def moves() -> list:
        return [a for a, _ in demo_steps("symbol", seed=4, levels=("hard", "normal"),
                                         node_budget=500, max_plies=16)]

    first = moves()
    monkeypatch.setattr(players, "CLOCK", FakeClock(60.0))   # every player's clock
    assert moves() == first and len(first) == 16


def test_an_unseeded_player_stops_deepening_when_its_clock_says_so() -> None:
    state = MIDGAME["essentia"]()
    unhurried, rushed = make_player("essentia", "hard"), make_player("essentia", "hard")
    unhurried.clock = FakeClock(0.01)    # 1.3 s of thinking is 130 readings
    rushed.clock = FakeClock(5.0)        # past the deadline at the first reading
    assert unhurried.choose(state) in state.legal_actions()
    assert rushed.choose(state) in state.legal_actions()
    assert rushed.last.depth == SETTINGS["hard"].min_depth < unhurried.last.depth


# -- thinking off the frame ----------------------------------------------------------
class Recorder:
    """A stand-in player that notes the thread it is asked on."""

    def __init__(self) -> None:
        self.thread: int | None = None

    def choose(self, state, stop=None):
        self.thread = threading.get_ident()
        return state.legal_actions()[0]


def test_thinking_task_answers_off_the_calling_thread() -> None:
    state = _walk(SymbolState(), 6, random.Random(2))
    recorder = Recorder()
    task = ThinkingTask(recorder)
    task.start(state)
    assert task.wait()               # no deadline: the stand-in answers at once
    assert task.done and task.result == state.legal_actions()[0]
    assert recorder.thread is not None and recorder.thread != threading.get_ident()


def test_thinking_task_inline_answers_here_and_now() -> None:
    state = _walk(SymbolState(), 6, random.Random(2))
    task = ThinkingTask(make_player("symbol", "normal", seed=1, node_budget=NODES))
    task.start(state, inline=True)
    assert task.done
    assert task.result in state.legal_actions()
    with pytest.raises(RuntimeError, match="thinks once"):
        task.start(state, inline=True)


def _cancelled_midway(player, state) -> ThinkingTask:
    """A task whose search is cancelled by the test after a few hundred nodes."""
    task = ThinkingTask(player)
    readings = FakeClock(0.0)

    def clock() -> float:
        readings()
        if player.searcher.nodes > 300:
            task.cancel()                # the person undid their move meanwhile
        return 0.0

    player.clock = clock
    task.start(state, inline=True)
    return task


def test_a_cancelled_task_stops_its_search_and_keeps_no_answer() -> None:
    state = _walk(essentia_game(seed=12), 30, random.Random(3))
    player = make_player("essentia", "hard", seed=1, node_budget=10_000_000)
    task = _cancelled_midway(player, state)
    assert task.cancelled and not task.done
    assert player.last.nodes <= 300 + 128 + 128   # stopped at its next check
    with pytest.raises(RuntimeError, match="cancelled"):
        _ = task.result


def test_a_new_task_after_a_cancel_is_not_disturbed_by_the_old_one() -> None:
    state = _walk(essentia_game(seed=13), 32, random.Random(4))
    player = make_player("essentia", "hard", seed=1, node_budget=10_000_000)
    _cancelled_midway(player, state)
    player.node_budget, player.clock = NODES, FakeClock(0.0)
    fresh = ThinkingTask(player)
    fresh.start(state, inline=True)
    assert fresh.done and fresh.result in state.legal_actions()
    assert player.last.nodes <= NODES + 128


def test_errors_inside_the_player_reach_the_caller() -> None:
    task = ThinkingTask(make_player("essentia", "normal", seed=1))
    over = EssentiaState.from_text(ESSENTIA_WIN)
    over.play(over.parse_action("f3f9"))
    task.start(over, inline=True)
    with pytest.raises(ValueError):
        _ = task.result


# -- whole games and errors ----------------------------------------------------------
def test_demo_steps_play_a_whole_game() -> None:
    state = new_game("essentia", seed=5)
    steps = list(demo_steps("essentia", seed=5, levels=("easy", "easy"), state=state,
                            node_budget=300, max_plies=300))
    assert steps and all(isinstance(e, Event) for _, events in steps for e in events)
    assert state.outcome() is not None or len(steps) == 300
    assert len(state.history) == len(steps)


def test_unknown_game_or_level_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        make_player("essentia", "grandmaster")
    with pytest.raises(ValueError, match="unknown game"):
        make_player("chess", "easy")


def test_equally_good_moves_vary_from_game_to_game() -> None:
    # Symbol has no chance at all: without this, every demo game would repeat.
    state = SymbolState()
    state.play(state.parse_action("L@d1"))
    state.play(state.parse_action("l@d7"))
    choices = {make_player("symbol", "normal", seed=k, node_budget=NODES).choose(state)
               for k in range(8)}
    assert len(choices) > 1
