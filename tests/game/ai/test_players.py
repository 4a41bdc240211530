"""Computer players of Essentia and Symbol: legal, quick, sharp, harmless.

Budgets are tiny here so the suite stays fast; the real strength and timing
figures come from ``python -m game.ai.bench``.
"""

from __future__ import annotations

import random
import time

import pytest

from game.ai.games import demo_steps, new_game
from game.ai.players import LEVELS, ThinkingTask, make_player
from game.common import Event
from game.essentia.rules import EssentiaState
from game.essentia.rules import new_game as essentia_game
from game.symbol.state import SymbolState

BUDGET = 0.05
MARGIN = 0.5  # generous: CI runs the suite on busy cores


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
def test_every_level_plays_a_legal_action_in_time(game: str, level: str) -> None:
    player = make_player(game, level, seed=1, time_budget=BUDGET)
    for state in _positions(game):
        start = time.perf_counter()
        action = player.choose(state)
        assert time.perf_counter() - start < BUDGET + MARGIN
        assert action in state.legal_actions(), state.to_text()


@pytest.mark.parametrize("game", ["essentia", "symbol"])
def test_the_player_never_changes_the_state_it_is_given(game: str) -> None:
    for state in _positions(game)[-2:]:
        before = (state.to_text(), state.key(), len(state.legal_actions()))
        make_player(game, "hard", seed=2, time_budget=BUDGET).choose(state)
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
    action = make_player("essentia", level, seed=3, time_budget=0.2).choose(state)
    assert state.action_text(action) == "f3f9"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_essentia_defends_a_threatened_spring(level: str) -> None:
    # The threat is real: with Twilight to move, c7c1 would win.
    assert _loses_at_once(EssentiaState.from_text(ESSENTIA_THREAT.replace(" D ", " W ")), 0)
    state = EssentiaState.from_text(ESSENTIA_THREAT)
    action = make_player("essentia", level, seed=4, time_budget=0.3).choose(state)
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
    action = make_player("symbol", level, seed=5, time_budget=0.2).choose(state)
    state.play(action)
    assert state.outcome() is not None and state.outcome().winner == 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_symbol_saves_its_leader(level: str) -> None:
    assert _loses_at_once(SymbolState.from_text(SYMBOL_THREAT.replace(" 1 0 ", " 2 0 ")), 0)
    state = SymbolState.from_text(SYMBOL_THREAT)
    action = make_player("symbol", level, seed=6, time_budget=0.3).choose(state)
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


def test_thinking_task_answers_off_the_calling_thread() -> None:
    state = _walk(SymbolState(), 6, random.Random(2))
    task = ThinkingTask(make_player("symbol", "normal", seed=1, time_budget=0.1))
    task.start(state)
    assert task.wait(5.0)
    assert task.done
    assert task.result in state.legal_actions()


def test_thinking_task_cancel_stops_promptly() -> None:
    state = _walk(essentia_game(seed=12), 30, random.Random(3))
    task = ThinkingTask(make_player("essentia", "hard", seed=1, time_budget=30.0))
    task.start(state)
    time.sleep(0.05)
    start = time.perf_counter()
    task.cancel()
    assert task.wait(2.0)
    assert time.perf_counter() - start < 1.0
    assert task.cancelled and not task.done
    with pytest.raises(RuntimeError):
        _ = task.result


def test_demo_steps_play_a_whole_game() -> None:
    state = new_game("essentia", seed=5)
    steps = list(demo_steps("essentia", seed=5, levels=("easy", "easy"), state=state,
                            time_budget=0.02, max_plies=300))
    assert steps and all(isinstance(e, Event) for _, events in steps for e in events)
    assert state.outcome() is not None or len(steps) == 300
    assert len(state.history) == len(steps)


def test_unknown_game_or_level_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        make_player("essentia", "grandmaster")
    with pytest.raises(ValueError, match="unknown game"):
        make_player("chess", "easy")


def test_a_new_task_after_a_cancel_is_not_disturbed_by_the_old_one() -> None:
    state = _walk(essentia_game(seed=13), 32, random.Random(4))
    player = make_player("essentia", "hard", seed=1, time_budget=0.2)
    old = ThinkingTask(player)
    old.start(state)
    time.sleep(0.02)
    old.cancel()
    new = ThinkingTask(player)
    new.start(state)
    assert new.wait(5.0)
    assert new.result in state.legal_actions()


def test_draw_offers_are_judged_by_the_position() -> None:
    state = EssentiaState.from_text(ESSENTIA_WIN)
    player = make_player("essentia", "normal", seed=1)
    assert not player.accepts_draw(state)  # Dawn wins at once
    assert player.accepts_draw(state, me=1)  # Twilight is lost
    assert not player.accepts_draw(essentia_game(seed=2))  # setup: not yet


def test_equally_good_moves_vary_from_game_to_game() -> None:
    # Symbol has no chance at all: without this, every demo game would repeat.
    state = SymbolState()
    state.play(state.parse_action("L@d1"))
    state.play(state.parse_action("l@d7"))
    choices = {make_player("symbol", "normal", seed=k, time_budget=0.1).choose(state)
               for k in range(8)}
    assert len(choices) > 1
