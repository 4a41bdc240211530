"""The engine names what threatens a leader, as the rules define it.

Each enemy move, reach capture or detonation that would take the leader off
the board is a threat: a death piece of the enemy next to it, an enemy group
that can enter its cell, fire that can push it off the board, an enemy move
that sets off a death piece beside it. ``threats_after`` tells the same of
the position a move would leave: a move into danger is named before it is
made.
"""

from __future__ import annotations

import random

from game.symbol import REINFORCE, SymbolState
from game.symbol.threats import threats_after

RESERVES = "D3F3A3W3E3/d3f3a3w3e3"


def threats(board: str, player: int = 0, side: int = 1) -> list[tuple[str, str, str | None]]:
    s = SymbolState.from_text(f"{board} {RESERVES} {side} 0 -")
    before = s.to_text()
    found = [(t.kind, t.cell, t.death) for t in s.leader_threats(player)]
    assert s.to_text() == before        # asking changes nothing
    return found


def test_an_enemy_death_piece_next_to_the_leader_is_a_detonation_threat() -> None:
    assert threats("3l3/7/7/7/3d3/3L3/7") == [("detonation", "d3", "d3")]


def test_an_enemy_group_that_can_enter_the_leaders_cell_threatens_capture() -> None:
    assert threats("3l3/7/7/3a3/7/3L3/7") == [("capture", "d4", None)]


def test_fire_that_can_push_the_leader_off_the_board_threatens_it() -> None:
    assert threats("3l3/7/7/7/2f4/7/L6") == [("push", "c3", None)]


def test_attacking_a_death_piece_beside_the_leader_is_a_blast_threat() -> None:
    found = threats("3l3/7/7/3a3/3D3/3L3/7")
    assert found == [("blast", "d4", "d3")]
    # the threat is the same whoever is to move
    assert threats("3l3/7/7/3a3/3D3/3L3/7", side=2) == found


def test_a_leader_out_of_reach_is_not_threatened() -> None:
    assert threats("3l3/7/7/7/7/3L3/7") == []
    assert threats("3l3/7/7/3a3/3D3/3L3/7", player=1) == []


def test_no_threats_before_the_leaders_stand() -> None:
    assert SymbolState().leader_threats(0) == []


def test_threats_are_exactly_the_enemy_actions_that_remove_the_leader() -> None:
    """Along seeded random games: every enemy move, reach capture or detonation is
    played on a position where the enemy is to move; those that take the leader
    off the board are the threats, no more, no fewer."""
    rng = random.Random(21)
    checked = found = 0
    for _game in range(12):
        s = SymbolState()
        for _ply in range(160):
            if s.outcome() is not None:
                break
            player = s.side
            if s.leader_cell(0) is not None and s.leader_cell(1) is not None:
                fields = s.to_text().split(" ")
                fields[2] = "2" if player == 0 else "1"
                enemy_turn = SymbolState.from_text(" ".join(fields))
                expected = set()
                for a in enemy_turn.legal_actions():
                    if a[0] == REINFORCE:
                        continue
                    probe = enemy_turn.copy()
                    probe.play(a)
                    if probe.leader_cell(player) is None:
                        expected.add(a)
                got = {t.action for t in s.leader_threats(player)}
                assert got == expected, s.to_text()
                checked += 1
                found += bool(got)
            acts = s.legal_actions()
            s.play(acts[rng.randrange(len(acts))])
    assert checked > 100 and found > 3


def after(board: str, move: str, side: int = 2) -> list[tuple[str, str, str, str | None]]:
    s = SymbolState.from_text(f"{board} {RESERVES} {side} 0 -")
    before = s.to_text()
    found = [(t.kind, t.cell, t.leader, t.death)
             for t in threats_after(s, s.parse_action(move))]
    assert s.to_text() == before        # asking plays nothing
    return sorted(set(found))


# From a game of the computer against itself: player 2's leader (with a water)
# on e6, player 1's fire and water on d3 and a death piece on d4.
EDGE = "4f2/4(lw)2/7/3D3/3(FW)3/7/3L3"


def test_stepping_the_leader_onto_the_edge_is_warned_of_before_it_is_made() -> None:
    # e6-f7: the fire and water sail d3-g6 beside it and push it off the board.
    assert after(EDGE, "e6-f7") == [("push", "d3", "f7", None)]


def test_stepping_beside_a_death_piece_in_reach_of_the_enemy_is_warned_of() -> None:
    # e6-e3 puts the leader beside player 1's own death piece on d4: detonated,
    # it blows the leader up (and so does a push or a capture that sets it off).
    found = after(EDGE, "e6-e3")
    assert ("detonation", "d4", "e3", "d4") in found
    assert {kind for kind, *_ in found} <= {"detonation", "blast", "capture", "push"}


def test_a_safe_move_is_not_warned_of() -> None:
    assert after(EDGE, "e6-b6") == []


def test_a_move_that_ends_the_game_leaves_nothing_to_warn_of() -> None:
    # Player 1's air takes the enemy leader: the game is over, no reply comes.
    assert after("3l3/7/3A3/7/7/7/3L3", "d5-d7", side=1) == []


def test_the_warning_before_a_move_is_the_threat_after_it() -> None:
    """Along seeded random games: for every action, threats_after is exactly
    what leader_threats says once the action is played."""
    rng = random.Random(5)
    checked = found = 0
    for _game in range(6):
        s = SymbolState()
        for _ply in range(60):
            if s.outcome() is not None:
                break
            acts = s.legal_actions()
            if s.leader_cell(0) is not None and s.leader_cell(1) is not None:
                for a in rng.sample(acts, min(6, len(acts))):
                    probe = s.copy()
                    probe.play(a)
                    expected = [] if probe.outcome() is not None else probe.leader_threats(s.side)
                    got = threats_after(s, a)
                    assert got == expected, (s.to_text(), s.action_text(a))
                    checked += 1
                    found += bool(got)
            s.play(acts[rng.randrange(len(acts))])
    assert checked > 200 and found > 5
