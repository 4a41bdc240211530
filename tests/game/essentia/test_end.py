"""End of the game: spring capture, springs abandoned, truces; the rulebook's FAQ."""

import pytest

from game.common import IllegalActionError, Outcome
from game.essentia import EssentiaState
from game.essentia.notation import compose_position


def load(golems, terrain=None, side="D", circles="on", clock=0):
    return EssentiaState.from_text(compose_position(golems, terrain, side, circles, clock))


def play(s, *moves):
    events = []
    for m in moves:
        events = s.play(s.parse_action(m))
    return events


def test_capturing_a_golem_on_a_spring_wins_at_once():
    # Twilight still holds f9, yet losing c9 to a capture ends the game.
    s = load({"c1": "G", "c3": "G", "c9": "g", "f9": "g"}, {"c3": "T"})
    events = play(s, "c3c9")
    assert s.outcome() == Outcome(0, "spring-capture")
    assert events[-1].kind == "game_over" and events[-1]["winner"] == 0
    assert s.to_move() is None and s.legal_actions() == ()


def test_stepping_onto_an_empty_enemy_spring_does_not_win():
    s = load({"c1": "G", "f3": "G", "c9": "g", "a9": "g"}, {"f3": "T"})
    play(s, "f3f9")
    assert s.outcome() is None


def test_a_golem_captured_on_an_enemy_spring_loses_the_game_for_its_owner():
    s = load({"c1": "G", "f9": "G", "c9": "g", "e8": "g"}, side="W")
    # e8 is rocks: it attacks diagonally onto f9, which is Twilight's own spring.
    play(s, "e8f9")
    assert s.outcome() == Outcome(1, "spring-capture")


def test_abandoning_the_last_spring_is_legal_and_loses():
    s = load({"c1": "G", "a1": "G", "c9": "g"})
    move = s.parse_action("c1c2")
    assert s.abandons_springs(move)
    assert not s.abandons_springs(s.parse_action("a1a2"))
    assert move in s.legal_actions()
    events = s.play(move)
    assert s.outcome() == Outcome(1, "springs-abandoned")
    assert events[-1]["reason"] == "springs-abandoned"


def test_leaving_one_spring_while_holding_another_is_safe():
    s = load({"c1": "G", "f1": "G", "c9": "g"})
    assert not s.abandons_springs(s.parse_action("c1c2"))
    play(s, "c1c2")
    assert s.outcome() is None


def test_any_spring_counts_not_only_ones_own():
    s = load({"c1": "G", "f9": "G", "c9": "g"})
    play(s, "c1c2")
    assert s.outcome() is None  # Dawn still stands on f9


def test_third_repetition_is_a_truce():
    s = load({"c1": "G", "a1": "G", "c9": "g", "a9": "g"})
    cycle = ["a1a2", "a9a8", "a2a1", "a8a9"]
    play(s, *cycle)
    assert s.outcome() is None
    play(s, *cycle[:3])
    assert s.outcome() is None
    events = play(s, cycle[3])
    assert s.outcome() == Outcome(None, "repetition")
    assert events[-1].kind == "game_over" and events[-1]["winner"] is None
    s.undo()
    assert s.outcome() is None


def test_hundred_moves_without_capture_is_a_truce():
    s = load({"c1": "G", "a1": "G", "c9": "g", "a9": "g", "b3": "g"}, clock=99)
    play(s, "a1b1")
    assert s.outcome() == Outcome(None, "no-capture-limit")
    # A capture on the hundredth move resets the clock instead.
    s2 = load({"c1": "G", "a2": "G", "c9": "g", "a9": "g", "b3": "g"}, clock=99)
    play(s2, "a2b3")
    assert s2.outcome() is None and s2.to_text().endswith(" 0 1")


def test_side_without_a_legal_move_ends_in_a_truce():
    # Rank 2 is all inactive circles: Dawn's rank-1 golems cannot go anywhere.
    terrain = {f"{f}2": "C" for f in "abcdefgh"}
    dawn = {f"{f}1": "G" for f in "abcdefgh"}
    s = load({**dawn, "c9": "g", "a9": "g"}, terrain, side="W", circles="off")
    assert s.outcome() is None
    events = play(s, "a9a8")
    assert s.outcome() == Outcome(None, "no-moves")
    assert events[-1]["reason"] == "no-moves"
    # Loaded directly with Dawn to move, the position is already over.
    blocked = load({**dawn, "c9": "g"}, terrain, side="D", circles="off")
    assert blocked.outcome() == Outcome(None, "no-moves") and blocked.legal_actions() == ()


def test_agreed_truce_ends_the_game_and_can_be_undone():
    s = load({"c1": "G", "c9": "g"})
    events = s.agree_truce()
    assert s.outcome() == Outcome(None, "agreement") and events[0].kind == "game_over"
    with pytest.raises(IllegalActionError):
        s.agree_truce()
    s.undo()
    assert s.outcome() is None and s.to_move() == 0


def test_moves_after_the_end_are_illegal():
    s = load({"c1": "G", "c3": "G", "c9": "g", "f9": "g"}, {"c3": "T"})
    play(s, "c3c9")
    with pytest.raises(IllegalActionError):
        play(s, "c9c8")


def test_spring_capture_is_checked_before_springs_abandoned():
    # Custom layout with adjacent springs: Dawn's only spring golem leaves e9 by
    # capturing on f9; the capture wins, the abandoned spring does not matter.
    text = compose_position(
        {"e9": "G", "f9": "g", "a9": "g"}, side="D", springs=("e9", "f9", "c1", "f1")
    )
    s = EssentiaState.from_text(text)
    play(s, "e9f9")
    assert s.outcome() == Outcome(0, "spring-capture")


def test_agree_draw_is_the_truce_by_its_common_name():
    s = load({"c1": "G", "c9": "g"})
    events = s.agree_draw()
    assert s.outcome() == Outcome(None, "agreement") and events[-1]["reason"] == "agreement"
    assert s.history == ["truce"] and s.legal_actions() == () and s.to_move() is None
    s.undo()
    assert s.outcome() is None and s.history == [] and s.legal_actions()


@pytest.mark.parametrize("side", ["D", "W"])
def test_either_player_may_resign_on_either_turn_and_take_it_back(side):
    for loser in (0, 1):
        s = load({"c1": "G", "c9": "g", "f1": "G", "f9": "g"}, side=side)
        before = s.to_text()
        events = s.resign(loser)
        assert s.outcome() == Outcome(1 - loser, "resign")
        assert len(events) == 1 and events[0].kind == "game_over"
        assert events[0]["winner"] == 1 - loser and events[0]["reason"] == "resign"
        assert s.to_move() is None and s.legal_actions() == () and s.history == ["resign"]
        with pytest.raises(IllegalActionError):
            s.resign(1 - loser)
        with pytest.raises(IllegalActionError):
            s.agree_draw()
        s.undo()
        assert s.outcome() is None and s.to_text() == before and s.legal_actions()


def test_resigning_is_for_the_play_phase_of_a_real_player():
    setup = EssentiaState.new_game(setup="strategic", seed=1)
    with pytest.raises(IllegalActionError):
        setup.resign(0)
    s = load({"c1": "G", "c9": "g"})
    with pytest.raises(IllegalActionError):
        s.resign(2)
    play(s, "c1c2")                      # Dawn leaves its only spring: over
    with pytest.raises(IllegalActionError):
        s.resign(1)


def test_a_resignation_survives_a_copy_and_a_move_history_replay():
    s = load({"c1": "G", "c9": "g", "f1": "G", "f9": "g"})
    play(s, "c1c2")
    s.resign(1)
    twin = s.copy()
    assert twin == s and twin.outcome() == Outcome(0, "resign")
    twin.undo()
    assert s.outcome() == Outcome(0, "resign") and twin.outcome() is None
