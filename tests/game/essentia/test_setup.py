"""Setup phase: strategic alternation, random hidden placement, instant deal, draw."""

import pytest

from game.common import IllegalActionError, NotationError
from game.essentia import EssentiaState, new_game
from game.essentia.layout import NAMES, half_of

DAWN_HALF = {n for i, n in enumerate(NAMES) if half_of(i) == 0}
TWILIGHT_HALF = {n for i, n in enumerate(NAMES) if half_of(i) == 1}
CENTRE = {n for i, n in enumerate(NAMES) if half_of(i) is None}


def cells_allowed(s):
    return {s.action_text(a).split("@")[1] for a in s.legal_actions()}


def place(s, text):
    return s.play(s.parse_action(text))


def test_strategic_placements_alternate_halves_for_each_player():
    s = new_game(setup="strategic", seed=1)
    assert s.phase == "setup" and s.to_move() == 0 and s.due_half() == 0
    assert s.pool() == {"plateau": 8, "mountain": 8, "plains": 4, "forest": 8}
    assert cells_allowed(s) == (DAWN_HALF | CENTRE) - {"c1", "f1", "c5", "f5"}
    place(s, "T@a1")  # Dawn, own half
    assert s.to_move() == 1 and s.due_half() == 1
    assert cells_allowed(s) <= TWILIGHT_HALF | CENTRE
    place(s, "F@a9")  # Twilight, own half
    assert s.due_half() == 1  # Dawn's second tile goes to Twilight's half
    with pytest.raises(IllegalActionError):
        place(s, "M@b2")
    place(s, "M@b8")
    assert s.due_half() == 0  # Twilight's second tile goes to Dawn's half
    assert s.pool()["mountain"] == 7 and s.terrain_at("b8") == "mountain"


def test_rank_five_counts_as_the_half_that_was_due():
    s = new_game(setup="strategic", seed=1)
    place(s, "P@d5")  # Dawn's own-half turn, taken on the centre rank
    place(s, "P@a9")
    assert s.due_half(0) == 1 and s.due_half() == 1
    assert "a2" not in cells_allowed(s) and "d4" not in cells_allowed(s)
    assert "e5" in cells_allowed(s)


def test_strategic_pool_runs_out_per_terrain():
    s = new_game(setup="strategic", seed=1)
    for i, cell in enumerate(["a1", "a9", "a6", "a2"]):
        place(s, f"P@{cell}")
        assert s.pool()["plains"] == 3 - i
    assert not any(s.action_text(a).startswith("P@") for a in s.legal_actions())


def test_full_due_half_lets_the_player_place_anywhere():
    # 32 tiles down: Dawn's half (30 free cells) is full, Dawn's own half is due.
    ranks = ["TTTTTTTT"] * 4
    ranks[0] = "TTSTTSTT"
    rows = ["RRSRRSRR", "RRRRRRRR", "RRRRRRRR", "TTRRRRRR", "RRCRRCRR"] + ranks[::-1]
    text = "setup strategic " + "/".join(rows) + " D on 7 T40M8P4F8"
    s = EssentiaState.from_text(text)
    assert s.to_move() == 0 and s.due_half() == 0
    allowed = cells_allowed(s)
    assert allowed & TWILIGHT_HALF and allowed & CENTRE and not allowed & DAWN_HALF


def test_random_setup_places_hidden_tiles_then_reveals_them():
    s = new_game(setup="random", seed=42)
    assert len(s.legal_actions()) == 66
    free = [a for a in s.legal_actions()]
    for i in range(28):
        assert s.to_move() == i % 2
        events = s.play(free[i * 2])
        if i < 27:
            assert [e.kind for e in events] == ["tile_placed"] and events[0]["hidden"]
            assert s.terrain_at(events[0]["cell"]) == "hidden"
            assert s.power_at(events[0]["cell"]) is None
            assert len(s.hidden_cells()) == i + 1
    kinds = [e.kind for e in events]
    assert kinds[0] == "tile_placed" and kinds.count("tile_revealed") == 28
    assert kinds[-2:] == ["golems_placed", "first_player"]
    assert s.phase == "play" and s.hidden_cells() == []
    revealed = [s.terrain_at(c) for c in NAMES]
    assert revealed.count("plateau") == 8 and revealed.count("plains") == 4
    assert revealed.count("rocks") == 38
    assert s.to_move() == events[-1]["player"]
    assert s.golem_at("a1") == 0 and s.golem_at("h9") == 1 and s.golem_at("d5") is None


def test_instant_deal_is_one_action_driven_by_the_seed():
    a, b, c = (new_game(setup="instant", seed=n) for n in (5, 5, 6))
    assert a.legal_actions() == (a.parse_action("deal"),)
    ea = a.play(a.parse_action("deal"))
    b.play(b.parse_action("deal"))
    c.play(c.parse_action("deal"))
    assert a.to_text() == b.to_text() and a.to_text().split()[0] != c.to_text().split()[0]
    assert [e.kind for e in ea].count("tile_placed") == 28
    assert a.to_text().split()[1] == "gggggggg/gggggggg/8/8/8/8/8/GGGGGGGG/GGGGGGGG"


def test_first_player_draw_is_seeded_and_both_sides_can_start():
    firsts = set()
    for seed in range(20):
        s = new_game(setup="instant", seed=seed)
        s.play(s.legal_actions()[0])
        again = new_game(setup="instant", seed=seed)
        again.play(again.legal_actions()[0])
        assert s.to_move() == again.to_move()
        firsts.add(s.to_move())
    assert firsts == {0, 1}


def test_undo_walks_back_to_the_start_of_setup():
    s = new_game(setup="strategic", seed=3, circles=False, variant="sealed")
    start = s.to_text()
    while s.phase == "setup":
        s.play(s.legal_actions()[-1])
    s.play(s.legal_actions()[0])
    while s.history:
        s.undo()
    assert s.to_text() == start and s.phase == "setup"
    with pytest.raises(IllegalActionError):
        s.undo()


def test_setup_text_round_trips_and_rejects_inconsistent_setups():
    s = new_game(setup="random", seed=9)
    s.play(s.legal_actions()[3])
    text = s.to_text()
    assert text.startswith("setup random ") and "?" in text
    assert EssentiaState.from_text(text).to_text() == text
    with pytest.raises(NotationError):
        EssentiaState.from_text(text.replace(" W ", " D "))  # Twilight places second
    with pytest.raises(NotationError):
        EssentiaState.from_text(text.replace("?", "T"))  # random tiles stay face down


def test_new_game_rejects_contradictory_options():
    with pytest.raises(ValueError):
        new_game(circles=False, variant="wild")
    with pytest.raises(ValueError):
        new_game(circles=True, variant="sealed")
    with pytest.raises(ValueError):
        new_game(setup="quick")
