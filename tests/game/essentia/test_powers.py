"""Each terrain power from hand-made positions: moves, captures, blocking, circles."""

import pytest

from game.common import IllegalActionError
from game.essentia import EssentiaState
from game.essentia.notation import compose_position

ANCHORS = {"c1": "G", "c9": "g"}  # both sides hold a spring, so the game is on


def state(golems, terrain=None, side="D", circles="on"):
    return EssentiaState.from_text(compose_position({**ANCHORS, **golems}, terrain, side, circles))


def targets(s, cell):
    return sorted(s.action_text(a)[2:] for a in s.moves_from(cell))


def test_plains_slides_every_direction_to_the_board_edge():
    s = state({"e2": "G"}, {"e2": "P"})
    assert targets(s, "e2") == sorted(
        "e3 e4 e5 e6 e7 e8 e9 e1 d2 c2 b2 a2 f2 g2 h2 f3 g4 h5 d3 c4 b5 a6 f1 d1".split()
    )


def test_plains_slide_stops_at_own_golem_and_captures_first_enemy_only():
    s = state({"e2": "G", "e5": "G", "c4": "g", "b5": "g"}, {"e2": "P"})
    t = targets(s, "e2")
    assert "e3" in t and "e4" in t and "e5" not in t and "e6" not in t
    assert "d3" in t and "c4" in t and "b5" not in t


def test_plateau_slides_orthogonally_only():
    s = state({"e2": "G"}, {"e2": "T"})
    assert targets(s, "e2") == sorted("e3 e4 e5 e6 e7 e8 e9 e1 d2 c2 b2 a2 f2 g2 h2".split())


def test_mountain_slides_diagonally_only():
    s = state({"e2": "G", "g4": "g"}, {"e2": "M"})
    assert targets(s, "e2") == sorted("f3 g4 d3 c4 b5 a6 f1 d1".split())


def test_rocks_move_orthogonally_to_empty_and_attack_diagonally_only():
    s = state({"e2": "G", "e3": "g", "d3": "g"})
    # e3 holds an enemy: rocks cannot capture orthogonally; f3 is empty: no diagonal move.
    assert targets(s, "e2") == ["d2", "d3", "e1", "f2"]


def test_forest_jumps_over_surrounding_golems_and_captures():
    ring = {c: "G" for c in ("d2", "f2", "d3", "e3", "f3", "e1", "d1")}
    s = state({"e2": "G", "f4": "g", **ring}, {"e2": "F"})
    # c1 holds a friendly golem: no landing there.
    assert targets(s, "e2") == ["c3", "d4", "f4", "g1", "g3"]


def test_spring_steps_one_cell_any_direction_and_captures():
    s = state({"f1": "G", "e2": "G", "g2": "g"})
    assert targets(s, "f1") == ["e1", "f2", "g1", "g2"]


def test_corner_golem_never_leaves_the_board():
    s = state({"a9": "G"}, {"a9": "P"})
    # c9 holds the enemy anchor: the slide along rank 9 captures it and stops.
    assert targets(s, "a9") == sorted("a8 a7 a6 a5 a4 a3 a2 a1 b9 c9 b8 c7 d6 e5 f4 g3 h2".split())


def test_entering_an_active_circle_declares_forest_plateau_or_rocks():
    s = state({"c4": "G"})
    assert sorted(s.action_text(a) for a in s.moves_from("c4")) == sorted(
        ["c4b4", "c4c3", "c4d4", "c4c5=F", "c4c5=T", "c4c5=R"]
    )


def test_wild_circles_offer_every_power():
    s = state({"c4": "G"}, circles="wild")
    declared = sorted(s.action_text(a)[5:] for a in s.moves_from("c4") if "=" in s.action_text(a))
    assert declared == ["F", "M", "P", "R", "T"]


def test_declared_power_is_kept_until_the_circle_is_entered_again():
    s = state({"c4": "G", "h9": "g"})
    events = s.play(s.parse_action("c4c5=F"))
    assert [e.kind for e in events] == ["moved", "power_declared"]
    assert events[1]["power"] == "forest" and events[1]["cell"] == "c5"
    assert s.to_text().split(" ")[3] == "on:c5=F"
    s.play(s.parse_action("h9h8"))
    assert s.power_at("c5") == "forest"
    assert targets(s, "c5") == sorted("b7 d7 a6 e6 a4 e4 b3 d3".split())
    s.play(s.parse_action("c5b7"))
    assert s.power_at("c5") is None and s.to_text().split(" ")[3] == "on"


def test_capture_on_an_active_circle_declares_a_new_power():
    s = EssentiaState.from_text(compose_position({**ANCHORS, "b4": "G", "c5": "g=T"}))
    assert {s.action_text(a) for a in s.moves_from("b4")} >= {"b4c5=R", "b4c5=T", "b4c5=F"}
    events = s.play(s.parse_action("b4c5=R"))
    assert [e.kind for e in events] == ["moved", "captured", "power_declared"]
    assert s.to_text().split(" ")[3] == "on:c5=R"


def test_a_circle_move_without_declaration_is_illegal():
    s = state({"c4": "G"})
    with pytest.raises(IllegalActionError):
        s.play(s.parse_action("c4c5"))


def test_inactive_circles_are_crossed_by_slides_but_never_stopped_on():
    s = state({"a5": "G", "c4": "G", "d6": "G"}, {"a5": "T", "d6": "F"}, circles="off")
    assert targets(s, "a5") == sorted("b5 d5 e5 g5 h5 a6 a7 a8 a9 a4 a3 a2 a1".split())
    assert "c5" not in targets(s, "c4")
    assert "c5" not in targets(s, "d6")  # no forest landing either


def test_sealed_circles_stop_slides_but_not_forest_jumps():
    s = state({"a5": "G", "c4": "G"}, {"a5": "T", "c4": "F"}, circles="sealed")
    assert "b5" in targets(s, "a5") and "d5" not in targets(s, "a5")
    assert "d6" in targets(s, "c4") and "b6" in targets(s, "c4")


def test_moved_event_lists_the_slide_path_and_marks_jumps():
    s = state({"e2": "G", "a3": "G", "h9": "g"}, {"e2": "P", "a3": "F"})
    moved = s.play(s.parse_action("e2e5"))[0]
    assert moved["path"] == ["e2", "e3", "e4", "e5"] and moved["jump"] is False
    s.play(s.parse_action("h9h8"))
    moved = s.play(s.parse_action("a3b5"))[0]
    assert moved["jump"] is True and moved["frm"] == "a3" and moved["to"] == "b5"
