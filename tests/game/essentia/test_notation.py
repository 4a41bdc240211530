"""Position and move notation: exact round-trips, and one error type for bad text."""

import random

import pytest

from game.common import NotationError
from game.essentia import EssentiaState, dealt_game, new_game
from game.essentia.notation import parse_action

EXAMPLE = (
    "MFSRMSRT/TRMPRRRR/RRRRRMTR/PFRRRTRR/RRCFRCTM/RFRRMMRR/PMRRRTRR/FPRRRRRF/RRSFTSTF "
    "gggggggg/gggggggg/8/8/8/8/8/GGGGGGGG/GGGGGGGG D on 0 1"
)


def test_rules_page_example_round_trips_exactly():
    s = EssentiaState.from_text(EXAMPLE)
    assert s.to_text() == EXAMPLE
    assert s.terrain_at("c1") == "spring" and s.terrain_at("c5") == "circle"
    assert s.terrain_at("a9") == "mountain" and s.power_at("b9") == "forest"


def test_circle_powers_appear_in_the_position():
    text = EXAMPLE.replace("8/8/8/8/8/GGGGGGGG", "8/8/2G2g2/8/8/GGGGGGG1").replace(
        " on ", " on:c5=F:f5=R "
    )
    s = EssentiaState.from_text(text)
    assert s.to_text() == text and s.power_at("c5") == "forest" and s.power_at("f5") == "rocks"


@pytest.mark.parametrize(
    "text",
    ["b2b3", "e4f5=T", "e4f5=P", "deal", "T@c3", "@c3", "F@h9"],
)
def test_action_text_round_trips(text):
    s = new_game(setup="instant", seed=1)
    assert s.action_text(s.parse_action(text)) == text


@pytest.mark.parametrize(
    "bad",
    ["", "b2", "b2b2", "i1a1", "a0a1", "a1a10", "b2b3=X", "b2b3=", "B2B3", "?@c3", "@c0", "x@c3"],
)
def test_malformed_actions_raise_notation_error(bad):
    with pytest.raises(NotationError):
        parse_action(bad)


@pytest.mark.parametrize(
    "bad, fragment",
    [
        (EXAMPLE.replace(" D ", " X "), "side"),
        (EXAMPLE.replace(" on ", " maybe "), "circles"),
        (EXAMPLE.replace(" 0 1", " 0 0"), "move number"),
        (EXAMPLE.replace(" 0 1", " 00 1"), "capture"),
        (EXAMPLE.replace("RRSFTSTF", "RRSFTSTX"), "terrain"),
        (EXAMPLE.replace("/8/8/8/8/8/", "/8/8/8/44/8/"), "adjacent digits"),
        (EXAMPLE.replace("/8/8/8/8/8/", "/8/8/8/7/8/"), "cover"),
        (EXAMPLE.replace(" on ", " off ").replace("8/8/8/8/8/G", "8/8/2G5/8/8/1"), "inactive"),
        (EXAMPLE.replace(" on ", " on:c5=F "), "occupied"),
        (EXAMPLE + " ", "6 fields"),
    ],
)
def test_bad_positions_name_what_is_wrong(bad, fragment):
    with pytest.raises(NotationError, match=fragment):
        EssentiaState.from_text(bad)


def _mutations(rng, base):
    alphabet = "RTMPFSC?Gg12345678/ :=DWonfsealdwi0123456789@x-\t"
    text = list(base)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(3)
        i = rng.randrange(len(text) + 1)
        if op == 0 and text:
            del text[min(i, len(text) - 1)]
        elif op == 1:
            text.insert(i, rng.choice(alphabet))
        elif text:
            text[min(i, len(text) - 1)] = rng.choice(alphabet)
    return "".join(text)


def test_fuzzed_positions_raise_only_notation_error_and_accepted_ones_round_trip():
    rng = random.Random(11)
    bases = [EXAMPLE, dealt_game(3).to_text(), new_game(setup="strategic", seed=4).to_text()]
    s = new_game(setup="random", seed=8)
    s.play(s.legal_actions()[0])
    bases.append(s.to_text())
    accepted = 0
    for _ in range(3000):
        text = _mutations(rng, rng.choice(bases))
        try:
            state = EssentiaState.from_text(text)
        except NotationError:
            continue
        accepted += 1
        assert state.to_text() == text
    for _ in range(2000):
        chars = "abcdefghi0123456789=RTMPF@?/ -"
        text = "".join(rng.choice(chars) for _ in range(rng.randint(0, 8)))
        try:
            state_action = parse_action(text)
        except NotationError:
            continue
        assert new_game().action_text(state_action) == text
    assert accepted > 0  # some mutations (a digit of the move number, ...) stay valid


def test_non_text_input_is_a_notation_error():
    with pytest.raises(NotationError):
        EssentiaState.from_text(None)  # type: ignore[arg-type]
    with pytest.raises(NotationError):
        parse_action(42)  # type: ignore[arg-type]
