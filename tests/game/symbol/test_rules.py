"""Symbol rules from hand-made positions: movement, captures, pushes,
explosions, reinforcement, splits and the end of the game."""

from __future__ import annotations

import pytest

from game.common import IllegalActionError, Outcome
from game.symbol import SymbolState
from game.symbol.positions import position

START = "7/7/7/7/7/7/7 LD3F3A3W3E3/ld3f3a3w3e3 1 0 -"


def make(
    pieces: dict[str, str], side: int = 1, res: str = "W/w", count: int = 0, flags: str = "-"
) -> SymbolState:
    """Leaders default to a1 and g7; each reserve holds a water piece by
    default so that neither side runs out of actions (a drawn game)."""
    pieces = dict(pieces)
    mine, theirs = res.split("/")
    if not any("L" in s for s in pieces.values()) and "L" not in mine:
        pieces.setdefault("a1", "L")
    if not any("l" in s for s in pieces.values()) and "l" not in theirs:
        pieces.setdefault("g7", "l")
    return position(pieces, side, res, count, flags)


def texts_from(state: SymbolState, cell: str) -> set[str]:
    return {state.action_text(a) for a in state.actions_from(cell)}


def play(state: SymbolState, *texts: str) -> list:
    events = []
    for t in texts:
        events = state.play(state.parse_action(t))
    return events


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


# ------------------------------------------------------------ movement
def test_earth_moves_two_steps_on_land_turning_freely() -> None:
    s = make({"d2": "E"})
    assert texts_from(s, "d2") == {
        "d2-b1", "d2-b2", "d2-c1", "d2-c2", "d2-d1", "d2-e1", "d2-e2", "d2-f1", "d2-f2",
    }


def test_water_moves_up_to_three_in_a_line_on_water() -> None:
    s = make({"d4": "W"})
    assert texts_from(s, "d4") == {
        "d4-a4", "d4-b4", "d4-c4", "d4-e4", "d4-f4", "d4-g4",
        "d4-d3", "d4-d5", "d4-c3", "d4-e3", "d4-c5", "d4-e5",
    }


def test_air_moves_two_in_a_line_over_any_terrain() -> None:
    s = make({"d4": "A"})
    dests = {t.split("-")[1] for t in texts_from(s, "d4")}
    assert dests == {
        "b2", "d2", "f2", "c3", "d3", "e3", "b4", "c4", "e4", "f4",
        "c5", "d5", "e5", "b6", "d6", "f6",
    }


def test_fire_moves_one_step_anywhere() -> None:
    s = make({"d4": "F"})
    dests = {t.split("-")[1] for t in texts_from(s, "d4")}
    assert dests == {"c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"}


def test_leader_and_death_do_not_move_alone() -> None:
    s = make({"d2": "D", "c2": "L"})
    assert texts_from(s, "d2") == set()
    assert texts_from(s, "c2") == set()


def test_no_passing_through_enemies_but_through_friends() -> None:
    s = make({"d4": "W", "e4": "a", "c4": "A"})
    dests = {t.split("-")[1] for t in texts_from(s, "d4")}
    assert "e4" in dests  # capture by entering
    assert "f4" not in dests and "g4" not in dests
    assert "c4" in dests and "b4" in dests and "a4" in dests  # through and onto a friend


def test_capture_by_entering_removes_the_whole_stack() -> None:
    s = make({"d2": "E", "e2": "ee"})
    events = play(s, "d2-e2")
    assert kinds(events) == ["moved", "captured"]
    assert events[1]["pieces"] == "ee" and events[1]["player"] == 1
    assert s.stack_at("e2") == (0, "E") and s.stack_at("d2") is None
    assert s.counter == 0


def test_moving_onto_a_friend_joins_the_stack() -> None:
    s = make({"d2": "E", "e2": "F"})
    play(s, "d2-e2")
    assert s.stack_at("e2") == (0, "FE")


def test_a_stack_moves_with_the_power_of_any_member() -> None:
    s = make({"d2": "WE"})
    dests = {t.split("-")[1] for t in texts_from(s, "d2") if "[" not in t}
    assert "d5" in dests  # water's three steps, now allowed on land
    assert "f1" in dests  # earth's turning two steps


# -------------------------------------------------------------- splits
def test_split_is_illegal_when_it_strands_a_piece() -> None:
    s = make({"d2": "WE"})
    assert s.movable_groups("d2") == ["WE", "W"]  # E alone would leave W on land
    with pytest.raises(IllegalActionError):
        play(s, "d2[E]-d1")


def test_split_moves_only_named_pieces() -> None:
    s = make({"d2": "AEE"})
    play(s, "d2[AE]-b4")
    assert s.stack_at("d2") == (0, "E")
    assert s.stack_at("b4") == (0, "AE")


def test_whole_stack_spelling_is_canonical() -> None:
    s = make({"d2": "AE"})
    assert s.parse_action("d2[AE]-d4") == s.parse_action("d2-d4")
    assert s.action_text(s.parse_action("d2[AE]-d4")) == "d2-d4"


# --------------------------------------------------------------- reach
def test_earth_captures_a_coast_stack_by_reach_and_stays_on_land() -> None:
    s = make({"d2": "E", "d3": "w"})
    assert {"d2xd3", "d2-c2xd3", "d2-e2xd3"} <= texts_from(s, "d2")
    assert "d2-d3" not in texts_from(s, "d2")
    events = play(s, "d2xd3")
    assert kinds(events) == ["reach_capture", "captured"]
    assert s.stack_at("d3") is None and s.stack_at("d2") == (0, "E")


def test_earth_reach_two_steps_away_stops_next_to_target() -> None:
    s = make({"d1": "E", "d3": "w"})
    assert {"d1-c2xd3", "d1-d2xd3", "d1-e2xd3"} <= texts_from(s, "d1")
    play(s, "d1-c2xd3")
    assert s.stack_at("c2") == (0, "E") and s.stack_at("d3") is None


def test_water_captures_a_shore_stack_by_reach() -> None:
    s = make({"d4": "W", "d6": "e"})
    assert "d4-d5xd6" in texts_from(s, "d4")
    events = play(s, "d4-d5xd6")
    assert kinds(events) == ["moved", "reach_capture", "captured"]
    assert s.stack_at("d5") == (0, "W") and s.stack_at("d6") is None


def test_reach_only_where_the_group_may_not_stand() -> None:
    s = make({"d2": "AE", "d3": "w"})
    texts = texts_from(s, "d2")
    assert "d2-d3" in texts and "d2xd3" not in texts
    assert "d2[E]xd3" in texts  # the earth alone still reaches


def test_reach_hits_only_the_coast_or_the_shore() -> None:
    """A pure group split off a stack standing on the other terrain reaches only
    the cells across the waterline: water on land takes a shore stack beside it
    (rank 2), never one deeper in (rank 1); earth in water reaches the coast
    (rank 3), never the open water (rank 4)."""
    s = make({"a2": "DW", "a1": "e", "b2": "e", "g1": "L"})
    texts = texts_from(s, "a2")
    assert "a2[W]xb2" in texts and "a2[W]xa1" not in texts
    s = make({"d4": "DE", "c3": "w", "e4": "w"})
    texts = texts_from(s, "d4")
    assert "d4[E]xc3" in texts and "d4[E]xe4" not in texts


# --------------------------------------------------------------- pushes
def test_fire_pushes_adjacent_enemy_one_cell_away() -> None:
    s = make({"c3": "F", "e5": "a"})
    events = play(s, "c3-d4")
    assert kinds(events) == ["moved", "pushed"]
    assert events[1]["frm"] == "e5" and events[1]["to"] == "f6"
    assert s.stack_at("f6") == (1, "a") and s.stack_at("e5") is None


def test_push_off_the_board_captures() -> None:
    s = make({"c2": "F", "a1": "e", "d4": "L"})
    events = play(s, "c2-b1")
    assert kinds(events) == ["moved", "pushed_crushed"]
    assert events[1]["why"] == "edge"
    assert s.stack_at("a1") is None and s.counter == 0


def test_push_blocked_by_an_enemy_piece_captures() -> None:
    s = make({"c3": "F", "e4": "a", "f4": "A"})
    events = play(s, "c3-d4")
    assert events[-1].kind == "pushed_crushed" and events[-1]["why"] == "blocked"
    assert s.stack_at("e4") is None and s.stack_at("f4") == (0, "A")


def test_push_onto_forbidden_terrain_captures() -> None:
    s = make({"c3": "F", "d5": "w"})
    events = play(s, "c3-d4")
    assert events[-1].kind == "pushed_crushed" and events[-1]["why"] == "terrain"
    assert s.stack_at("d5") is None and s.stack_at("d6") is None


def test_push_onto_own_stack_merges() -> None:
    s = make({"c3": "F", "e4": "a", "f4": "w"})
    events = play(s, "c3-d4")
    assert events[-1].kind == "pushed"
    assert s.stack_at("f4") == (1, "aw")


def test_pushed_death_piece_detonates_and_takes_the_pusher() -> None:
    s = make({"c3": "F", "e4": "d", "e5": "a"})
    events = play(s, "c3-d4")
    assert kinds(events) == ["moved", "detonated", "pushed", "exploded"]
    assert events[1]["cause"] == "pushed"
    assert s.stack_at("d4") is None  # the fire was next to the blast
    assert s.stack_at("e4") is None
    assert s.stack_at("f6") == (1, "a")  # pushed out of reach first


def test_all_adjacent_enemies_pushed_friends_not() -> None:
    s = make({"d3": "F", "c5": "a", "e5": "a", "d5": "A"})
    events = play(s, "d3-d4")
    assert sorted(e["frm"] for e in events if e.kind == "pushed") == ["c5", "e5"]
    assert s.stack_at("b6") == (1, "a") and s.stack_at("f6") == (1, "a")
    assert s.stack_at("d5") == (0, "A")


def test_push_after_any_power_when_fire_rides_along() -> None:
    s = make({"b3": "FA", "e4": "a"})
    events = play(s, "b3-d3")
    assert events[-1].kind == "pushed" and events[-1]["to"] == "f5"


def test_pushed_leader_crushed_loses_the_game() -> None:
    s = make({"f5": "F", "g7": "l", "a1": "L", "f7": "A"})
    events = play(s, "f5-f6")
    assert events[-1].kind == "game_over"
    assert s.outcome() == Outcome(0, "leader-captured")
    assert s.to_move() is None and s.legal_actions() == []


def test_reinforced_fire_does_not_push() -> None:
    s = make({"d2": "L", "d3": "a"}, res="F/-")
    events = play(s, "+e3F")
    assert kinds(events) == ["reinforced"]
    assert s.stack_at("d3") == (1, "a")


# ------------------------------------------------------------ explosions
def test_chain_of_three_explosions() -> None:
    s = make({"c4": "D", "d5": "d", "e6": "D", "f7": "a", "b3": "w", "a1": "L", "a7": "l"})
    events = play(s, "!c4")
    blasts = [e for e in events if e.kind == "exploded"]
    assert [(e["centre"], e["step"]) for e in blasts] == [("c4", 0), ("d5", 1), ("e6", 2)]
    assert ("f7", 1, "a") in blasts[2]["removed"]
    assert ("b3", 1, "w") in blasts[0]["removed"]
    for c in ("c4", "d5", "e6", "f7", "b3"):
        assert s.stack_at(c) is None
    assert s.outcome() is None


def test_entering_a_death_stack_explodes_with_the_attacker() -> None:
    s = make({"d2": "E", "e2": "d", "f1": "e"})
    events = play(s, "d2-e2")
    assert kinds(events) == ["moved", "detonated", "exploded"]
    removed = events[-1]["removed"]
    assert ("e2", 0, "E") in removed and ("e2", 1, "d") in removed and ("f1", 1, "e") in removed
    assert s.stack_at("e2") is None and s.stack_at("d2") is None


def test_reach_capturing_death_removes_the_reaching_group() -> None:
    s = make({"d2": "E", "d3": "d"})
    play(s, "d2xd3")
    assert s.stack_at("d2") is None and s.stack_at("d3") is None


def test_explosion_killing_both_leaders_is_a_draw() -> None:
    s = make({"d4": "D", "c4": "L", "e4": "l"})
    events = play(s, "!d4")
    assert events[-1].kind == "game_over"
    assert s.outcome() == Outcome(None, "both-leaders")


def test_own_detonation_killing_own_leader_loses() -> None:
    s = make({"d4": "D", "c4": "L", "g7": "l"})
    play(s, "!d4")
    assert s.outcome() == Outcome(1, "leader-captured")


# --------------------------------------------------------- reinforcement
def _regions_position(n: int) -> SymbolState:
    """Player 1 (leader c1) controls ``n`` regions, reserve of five units."""
    cells = ["c1", "a1", "f1", "a3", "c3", "f3", "a6", "c6", "f6"]
    pieces = {c: "A" for c in cells[:n]}
    pieces["c1"] = "L"
    if n == 0:
        pieces["d1"] = "a"  # contest the leader's region
    pieces.setdefault("g7" if n < 9 else "zz", "l")
    pieces.pop("zz", None)
    res = "D2F3/-" if n < 9 else "D2F3/l"
    side = 1 if n < 9 else 2
    return make(pieces, side=side, res=res)


@pytest.mark.parametrize(("regions", "count"), [(0, 1), (3, 2), (6, 3), (9, 4)])
def test_reinforcement_count_grows_one_per_three_regions(regions: int, count: int) -> None:
    s = _regions_position(regions)
    assert s.controlled_regions(0) == regions
    assert s.reinforcement_count(0) == count


def test_reinforcement_lists_up_to_the_count_and_no_more() -> None:
    s = _regions_position(3)
    sizes = {len(a[1]) for a in s.legal_actions() if a[0] == 4}
    assert sizes == {1, 2}
    with pytest.raises(IllegalActionError):
        play(s, "+b1F,b2F,c2F")


def test_ordinary_pieces_only_next_to_or_onto_the_leader() -> None:
    s = make({"d2": "L", "a2": "A"}, res="WE/-")
    texts = {s.action_text(a) for a in s.legal_actions() if a[0] == 4}
    assert {"+d2E", "+d2W", "+c2E", "+d3W", "+e1E"} <= texts
    assert "+d3E" not in texts  # earth not on water
    assert "+c2W" not in texts  # water not on land
    assert "+b2E" not in texts  # not next to the leader


def test_death_pieces_go_next_to_any_friend_or_onto_friends_never_enemies() -> None:
    s = make({"d2": "L", "a5": "A", "g5": "a"}, res="D/-")
    texts = {s.action_text(a) for a in s.legal_actions() if a[0] == 4}
    assert "+b4D" in texts and "+a5D" in texts and "+d2D" in texts
    assert "+g5D" not in texts and "+f4D" not in texts
    with pytest.raises(IllegalActionError):
        play(s, "+g5D")


def test_placements_judged_against_the_board_before_the_action() -> None:
    s = _regions_position(3)  # leader c1, friends a1 and f1, count 2
    texts = {s.action_text(a) for a in s.legal_actions()}
    assert "+b1F,b1F" not in texts  # an empty cell takes one piece
    assert "+c1F,c1F" in texts  # the leader's cell takes several
    assert "+d2F" in texts and "+e2D" in texts  # e2 leans on f1
    assert "+e3D" not in texts  # no friend next to e3 ...
    assert "+d2F,e3D" not in texts  # ... and none placed in the same action counts
    with pytest.raises(IllegalActionError):
        play(s, "+d2F,e3D")


def test_reinforcement_spellings_share_one_action() -> None:
    s = _regions_position(3)
    assert s.parse_action("+c1F,b1D") == s.parse_action("+b1D,c1F")


# ------------------------------------------------------- phases and end
def test_leader_placement_is_the_first_action() -> None:
    s = SymbolState.from_text(START)
    texts = sorted(s.action_text(a) for a in s.legal_actions())
    assert len(texts) == 14 and texts[0] == "L@a1" and texts[-1] == "L@g2"
    events = play(s, "L@d1")
    assert kinds(events) == ["leader_placed"]
    assert all(t.startswith("l@") and t[-1] in "67" for t in
               (s.action_text(a) for a in s.legal_actions()))
    with pytest.raises(IllegalActionError):
        play(s, "l@d1")


def test_army_phase_respects_the_box() -> None:
    s = SymbolState.new(choose_armies=True)
    assert s.to_text() == "7/7/7/7/7/7/7 L/l 1 0 -"
    options = s.legal_actions()
    assert all(sum(a[1]) == 15 and max(a[1]) <= 6 for a in options)
    events = play(s, "army:D6F6A3")
    assert kinds(events) == ["army_chosen"]
    assert [s.action_text(a) for a in s.legal_actions()] == ["army:a3w6e6"]
    play(s, "army:a3w6e6")
    assert s.to_text() == "7/7/7/7/7/7/7 LD6F6A3/la3w6e6 1 2 -"
    assert SymbolState.from_text("7/7/7/7/7/7/7 LD6F6A3/l 2 1 -").legal_actions()


def test_open_pool_and_unlimited_armies() -> None:
    s = SymbolState.new(["openpool"], choose_armies=True)
    play(s, "army:E15")
    assert s.parse_action("army:e15") in s.legal_actions()
    u = SymbolState.new(["unlimited"])
    assert all(sum(a[1]) == 8 for a in u.legal_actions())


def test_unlimited_forces_return_captured_units_to_their_owner() -> None:
    s = make({"d2": "E", "e2": "ee"}, res="-/-", flags="unlimited")
    play(s, "d2-e2")
    assert s.reserve(1) == {"E": 2}


def test_desertion_gives_captured_units_to_the_capturer() -> None:
    s = make({"d2": "E", "e2": "ee"}, res="-/-", flags="unlimited,desertion")
    play(s, "d2-e2")
    assert s.reserve(0) == {"E": 2} and s.reserve(1) == {}


def test_threefold_repetition_is_a_draw() -> None:
    s = make({"c4": "A", "e4": "a"})
    cycle = ["c4-c3", "e4-e5", "c3-c4", "e5-e4"]
    play(s, *cycle)
    assert s.outcome() is None
    play(s, *cycle[:3])
    assert s.outcome() is None
    play(s, cycle[3])
    assert s.outcome() == Outcome(None, "repetition")


def test_two_hundred_actions_without_loss_is_a_draw() -> None:
    s = make({"c4": "A", "e4": "a"}, count=199)
    play(s, "c4-c3")
    assert s.outcome() == Outcome(None, "no-capture-limit")


def test_no_legal_action_is_a_draw() -> None:
    s = make({"d4": "A", "a1": "L", "g7": "l"}, side=1, res="-/-")
    s2 = make({"a1": "L", "g7": "l", "d4": "A"}, side=2, res="-/-")
    assert s.outcome() is None
    assert s2.outcome() == Outcome(None, "no-moves")


def test_tiebreak_gives_a_draw_to_the_player_with_more_regions() -> None:
    s = make({"d4": "D", "c4": "L", "e4": "l", "a1": "A"}, flags="tiebreak")
    play(s, "!d4")
    assert s.outcome() == Outcome(0, "both-leaders")


def test_resign() -> None:
    s = make({"d4": "A"}, side=2)
    before = s.to_text()
    events = play(s, "resign")
    assert s.outcome() == Outcome(0, "resign") and events[-1].kind == "game_over"
    assert s.to_text() == before  # nothing moved
    s.undo()
    assert s.outcome() is None and s.to_move() == 1


def test_either_player_may_resign_at_any_time_and_take_it_back() -> None:
    s = make({"d4": "A"}, side=1)
    before, key = s.to_text(), s.key()
    events = s.resign(1)                  # player 2 gives up while player 1 is to move
    assert s.outcome() == Outcome(0, "resign") and s.to_move() is None
    assert [(e.kind, e.data) for e in events] == [
        ("game_over", {"winner": 0, "reason": "resign"})]
    assert s.to_text() == before          # nothing moved
    with pytest.raises(IllegalActionError):
        s.resign(0)                       # a finished game is final
    s.undo()
    assert s.outcome() is None and s.to_move() == 0 and s.key() == key
    s.resign(0)                           # the side to move may resign as well
    assert s.outcome() == Outcome(1, "resign")
    with pytest.raises(IllegalActionError):
        make({"d4": "A"}).resign(2)


def test_resigning_during_leader_placement_and_the_army_choice() -> None:
    s = SymbolState.from_text(START)
    s.resign(1)
    assert s.outcome() == Outcome(0, "resign")
    s = SymbolState.new(["unlimited"])
    assert s.pending == [True, True]
    s.resign(0)
    assert s.outcome() == Outcome(1, "resign")


def test_resign_then_undo_keeps_repetition_counts() -> None:
    s = make({"c4": "A", "e4": "a"})
    cycle = ["c4-c3", "e4-e3", "c3-c4", "e3-e4"]
    play(s, *cycle)
    s.resign(0)
    s.undo()
    play(s, *cycle[:3])
    assert s.outcome() is None
    play(s, cycle[3])
    assert s.outcome() == Outcome(None, "repetition")


def test_agreed_draw_under_the_tiebreak_goes_to_more_regions() -> None:
    s = make({"a1": "L", "b2": "E", "d1": "A", "g1": "E", "g7": "l"}, flags="tiebreak")
    assert (s.controlled_regions(0), s.controlled_regions(1)) == (3, 1)
    events = s.agree_draw()
    assert s.outcome() == Outcome(0, "agreement") and events[-1]["winner"] == 0
    assert s.won_on_tiebreak()
    s.undo()
    assert not s.won_on_tiebreak()
    even = make({"a1": "L", "g7": "l"}, flags="tiebreak")
    even.agree_draw()
    assert even.outcome() == Outcome(None, "agreement") and not even.won_on_tiebreak()
    plain = make({"a1": "L", "b2": "E", "g7": "l"})
    plain.agree_draw()
    assert plain.outcome() == Outcome(None, "agreement")
    won = make({"c4": "A"})
    won.resign(1)
    assert not won.won_on_tiebreak()      # a real win is not a tie-break


def test_region_control_of_any_occupied_cells_matches_the_state() -> None:
    from game.symbol.board import control_of, region_presence

    s = make({"d2": "L", "c2": "AE", "e4": "D", "f6": "a", "d4": "w"}, res="DE/w")
    owners = [(c, st[0]) for c in range(49) if (st := s.stack_at(c)) is not None]
    assert control_of(region_presence(owners)) == s.region_control()
    assert control_of(region_presence([])) == [None] * 9


def test_undo_restores_everything() -> None:
    s = make({"c3": "F", "e4": "d", "e5": "a"}, count=5)
    before, key = s.to_text(), s.key()
    play(s, "c3-d4")
    s.undo()
    assert s.to_text() == before and s.key() == key
    with pytest.raises(IllegalActionError):
        SymbolState.from_text(START).undo()


def test_fast_reinforcement_lists_match_the_general_enumeration() -> None:
    import random

    from game.symbol.movegen import reinforcements
    from game.symbol.pieces import counts_of

    rng = random.Random(4)
    checked = 0
    for _ in range(40):
        s = SymbolState.from_text(START)
        for _ in range(60):
            acts = s.legal_actions()
            if not acts:
                break
            leader = s.leader_cell(s.side)
            res = counts_of(s.res[s.side])
            if leader is not None and sum(res[1:]):
                for most in (1, 2):
                    fast = reinforcements(s.board, s.side, leader, res, most)
                    slow = reinforcements(s.board, s.side, leader, res, most, shortcuts=False)
                    assert fast == slow
                    checked += 1
            s.play(acts[rng.randrange(len(acts))])
    assert checked > 100


def test_draw_by_agreement_can_be_taken_back() -> None:
    s = make({"c4": "A"})
    before = s.to_text()
    events = s.agree_draw()
    assert s.outcome() == Outcome(None, "agreement") and events[-1].kind == "game_over"
    s.undo()
    assert s.outcome() is None and s.to_text() == before


def test_inspection_helpers_for_scenes() -> None:
    s = make({"d2": "L", "c2": "AE", "e4": "D", "f6": "a"}, res="DE/w")
    assert s.stack_at("c2") == (0, "AE") and s.stack_at("f6") == (1, "a")
    assert s.terrain("c2") == "land" and s.terrain("c3") == "water"
    assert s.region_of("c2") == 1 and s.region_control()[1] == 0
    assert s.region_control()[8] == 1 and s.region_control()[0] is None
    assert s.reserve(0) == {"D": 1, "E": 1}
    assert s.leader_cell(0) == cell("d2")
    assert s.movable_groups("c2") == ["AE", "A", "E"]
    assert {s.action_text(a) for a in s.group_actions("c2", "E")} == {
        s.action_text(a) for a in s.actions_from("c2") if "[E]" in s.action_text(a)
    }
    assert cell("e3") in s.placement_cells("D") and cell("e3") not in s.placement_cells("E")
    assert cell("f5") in s.placement_cells("D")  # next to the death piece on e4
    assert s.detonation_cells() == [cell("e4")]
    assert s.reinforcement_count() == 1


def cell(name: str) -> int:
    from game.symbol.board import INDEX

    return INDEX[name]
