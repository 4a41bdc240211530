"""What the screen asks the rules about a position: an idle golem's threats,
which golems can move, captures, golem counts."""

from game.essentia import SIDE_NAMES, EssentiaState
from game.essentia.layout import GOLEMS, INDEX, NAMES
from game.essentia.notation import action_from, action_to, compose_position
from game.essentia.rules import dealt_game


def load(golems, terrain=None, side="D"):
    return EssentiaState.from_text(compose_position(golems, terrain, side))


def dests(moves):
    return {NAMES[action_to(a)] for a in moves}


def test_an_idle_golem_shows_what_it_threatens():
    # Dawn to move; Twilight's plateau golem on c7 threatens the Dawn golem on c3.
    s = load({"c1": "G", "c3": "G", "c9": "g", "c7": "g", "f9": "g"}, {"c7": "T"})
    threats = s.golem_moves("c7")
    assert {action_from(a) for a in threats} == {INDEX["c7"]}
    assert "c3" in dests(threats) and "c2" not in dests(threats)
    assert [a for a in threats if s.is_capture(a)] == [s.parse_action("c7c3")]
    # the side to move's golem: exactly its legal moves
    assert s.golem_moves("c3") == s.moves_from("c3")
    # and the threat is real: with Twilight to move it is legal
    flipped = load({"c1": "G", "c3": "G", "c9": "g", "c7": "g", "f9": "g"}, {"c7": "T"}, "W")
    assert sorted(threats) == sorted(flipped.moves_from("c7"))


def test_nothing_to_show_on_an_empty_cell_in_setup_or_after_the_end():
    s = load({"c1": "G", "c9": "g"})
    assert s.golem_moves("e5") == []
    s.resign(0)
    assert s.golem_moves("c1") == [] and s.golem_moves("c9") == []
    assert EssentiaState.new_game(setup="strategic", seed=1).golem_moves("a1") == []


def test_movable_golems_are_the_origins_of_the_legal_moves():
    s = dealt_game(5)
    origins = sorted({action_from(a) for a in s.legal_actions()})
    assert s.movable_golems() == origins and origins
    assert all(s.golem_at(c) == s.to_move() for c in origins)


def test_golem_counts_follow_captures():
    s = dealt_game(5)
    assert [s.golem_count(p) for p in (0, 1)] == [GOLEMS, GOLEMS] == [16, 16]
    t = load({"c1": "G", "c3": "G", "c4": "g", "c9": "g", "f9": "g"}, {"c3": "T"})
    capture = t.parse_action("c3c4")
    assert t.is_capture(capture) and not t.is_capture(t.parse_action("c1c2"))
    t.play(capture)
    assert t.golem_count(1) == 2 and t.golem_count(0) == 2
    assert SIDE_NAMES == ("Dawn", "Twilight")
