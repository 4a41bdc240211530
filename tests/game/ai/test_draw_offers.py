"""The computer's manners with a draw (Essentia: a truce) offer: one rule for
every level of every game. It agrees only when it stands worse -- a piece or
more behind with no way back that a short search sees -- or when nothing can
be won any more; never at the start with equal material, never during setup,
and never in the Trojan War, which has no agreed draw.

The positions come from real games (seeded games between the computer's
levels), written in the games' notations.
"""

from __future__ import annotations

import random

import pytest

from game.ai.hint import Advisor
from game.ai.players import LEVELS, make_player, profile_for
from game.essentia.rules import EssentiaState
from game.essentia.rules import new_game as essentia_game
from game.symbol.state import SymbolState
from game.troy.rules import TroyState
from tests.game.ai.one_move import SYMBOL_START


def answers(game: str, state, me: int) -> set[bool]:
    """Every level's answer, for ``me`` (it is one rule: a set of one)."""
    return {make_player(game, level, seed=1).accepts_draw(state, me) for level in LEVELS}


def set_up(state):
    """Finish setup the way the computer would (tiles; army and leaders)."""
    profile = profile_for("essentia" if isinstance(state, EssentiaState) else "symbol")
    rng = random.Random(0)
    while (action := profile.opening(state.copy(), rng, "normal")) is not None:
        state.play(action)
    return state


def replayed(cls, start: str, moves: str):
    state = cls.from_text(start)
    for text in moves.split():
        state.play(state.parse_action(text))
    return state


# -- the start: declined, whoever offers, at every level --------------------------
ESSENTIA_STARTS = [("random", seed) for seed in range(4)] + [("strategic", 4), ("instant", 5)]


@pytest.mark.parametrize("mode, seed", ESSENTIA_STARTS)
def test_a_truce_at_the_first_move_is_declined(mode: str, seed: int) -> None:
    state = set_up(essentia_game(seed=seed, setup=mode))
    assert state.phase == "play" and state.outcome() is None
    for me in (0, 1):
        assert answers("essentia", state, me) == {False}, (state.to_text(), me)


def test_a_draw_after_the_two_leaders_stand_is_declined() -> None:
    state = replayed(SymbolState, SYMBOL_START, "L@d1 l@d7")
    assert answers("symbol", state, 0) == answers("symbol", state, 1) == {False}
    state.play(state.parse_action("+d1F"))          # and after the first real action
    assert answers("symbol", state, 0) == answers("symbol", state, 1) == {False}


def test_no_draw_during_setup() -> None:
    tiles = essentia_game(seed=2)
    army = SymbolState.new(choose_armies=True)
    leaders = SymbolState()
    for game, state in (("essentia", tiles), ("symbol", army), ("symbol", leaders)):
        assert answers(game, state, 0) == answers(game, state, 1) == {False}


# -- standing worse: accepted by the side behind, declined by the side ahead -------
# Essentia, hard (Dawn) against normal: after 40 moves Twilight has 5 golems
# left to Dawn's 8, and nothing to show for them.
ESSENTIA_LOST = replayed(
    EssentiaState,
    "FFSTFSMP/FPPTMMMF/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/FTPFFMMT/TTSMTSMT "
    "gggggggg/gggggggg/8/8/8/8/8/GGGGGGGG/GGGGGGGG W on 0 1",
    "g8a2 a1a2 h9a2 b2a2 d8d2 c1d2 d9d2 c2d2 f8g7 g2a8 b8a8 e2f4 b9d8 e1e8 f9e8 b1b8 c8b8 "
    "f2c5=T a9c8 f4f5=T e8c6 d1c2 b8h2 h1h2 g7g6 d2b1 d8d2 h2d2 a8b6 b1b6 e9g8 a2c1 g8a2 "
    "c1b1 a2c3 d2e4 c3d3 c2d3 c6c7 b6c7")
# Symbol, hard (player 1) against normal: player 2 has fed five pieces, one
# after another, to player 1's water on f5 and lost nothing in return.
SYMBOL_LOST = replayed(
    SymbolState, SYMBOL_START,
    "L@d1 l@d7 +d1W +c6f d1-g4 +e6e g4[W]-f5xe6 +e6e f5xe6 +e6e f5xe6 +e6a f5xe6 +e6a f5xe6")


@pytest.mark.parametrize("game, state, behind", [("essentia", ESSENTIA_LOST, 1),
                                                 ("symbol", SYMBOL_LOST, 1)])
def test_the_side_clearly_behind_accepts_the_side_ahead_declines(game, state, behind) -> None:
    profile = profile_for(game)
    assert profile.material(state, 1 - behind) - profile.material(state, behind) \
        >= 2 * profile.noise
    assert state.outcome() is None
    assert answers(game, state, behind) == {True}
    assert answers(game, state, 1 - behind) == {False}


# -- nothing left to win: accepted by both sides ------------------------------------
# Essentia: a game of normal against normal after 37 moves, its no-capture count
# set to 99: Twilight has no capture, so whatever it plays the game is drawn.
ESSENTIA_DEAD = EssentiaState.from_text(
    "FMSMPSMT/TPTFMFTM/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/FTTFMMFF/MPSFPSTT "
    "5g2/3G1g2/8/4g3/1g6/8/1G6/7G/4GGG1 W on 99 19")
# Symbol: only death pieces are left besides the leaders. A chain of them
# reaching the enemy would blow up its own leader too: neither side can win.
SYMBOL_DEAD = SymbolState.from_text("3l3/2d4/3d3/7/7/3D3/3L3 D/d 1 31 -")


@pytest.mark.parametrize("game, state", [("essentia", ESSENTIA_DEAD), ("symbol", SYMBOL_DEAD)])
def test_a_dead_draw_is_accepted_by_either_side(game, state) -> None:
    assert state.outcome() is None
    assert answers(game, state, 0) == answers(game, state, 1) == {True}


def test_a_leader_with_a_fighting_piece_still_plays_on() -> None:
    # The same death-piece ending, but player 1 keeps a fire in reserve: player 1
    # can still win and declines, though it is not ahead by much.
    state = SymbolState.from_text("3l3/2d4/3d3/7/7/3D3/3L3 DF/d 1 31 -")
    assert answers("symbol", state, 0) == {False}


# -- games and helpers with no agreed draw --------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_the_trojan_war_has_no_agreed_draw(level: str) -> None:
    state = TroyState(seed=3)
    assert not make_player("troy", level, seed=1).accepts_draw(state, 0)


def test_the_hint_never_ends_a_game() -> None:
    assert not Advisor("essentia", seed=1).accepts_draw(ESSENTIA_DEAD)


def test_a_finished_game_takes_no_offer() -> None:
    state = replayed(SymbolState, SYMBOL_START, "L@d1 l@d7")
    state.resign(0)
    assert answers("symbol", state, 1) == {False}
