"""The command line contract of rules/essentia.md, and frozen perft counts."""

import subprocess
import sys

import pytest

from game.essentia import EssentiaState
from game.essentia.cli import main, perft
from game.essentia.notation import compose_position
from tests.game.essentia.test_random import reference_moves

EXAMPLE = (
    "MFSRMSRT/TRMPRRRR/RRRRRMTR/PFRRRTRR/RRCFRCTM/RFRRMMRR/PMRRRTRR/FPRRRRRF/RRSFTSTF "
    "gggggggg/gggggggg/8/8/8/8/8/GGGGGGGG/GGGGGGGG D on 0 1"
)


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_legal_lists_sorted_moves_one_per_line(capsys):
    code, out, err = run(capsys, "legal", EXAMPLE)
    lines = out.splitlines()
    assert code == 0 and err == "" and len(lines) == 25 and lines == sorted(lines)
    assert lines[:3] == ["a2b4", "a2c3", "b2a3"] and "b2b8" in lines


def test_legal_accepts_the_position_as_separate_arguments(capsys):
    assert run(capsys, "legal", *EXAMPLE.split(" "))[1] == run(capsys, "legal", EXAMPLE)[1]


def test_legal_prints_nothing_for_a_finished_game(capsys):
    text = compose_position({"c1": "G", "a5": "g"})  # Twilight holds no spring: over
    code, out, _ = run(capsys, "legal", text)
    assert code == 0 and out == ""
    assert run(capsys, "perft", text, "2")[1] == "0\n"


def test_play_prints_position_and_outcome(capsys):
    code, out, _ = run(capsys, "play", EXAMPLE, "b2b8", "d8d2")
    assert code == 0
    position, outcome = out.splitlines()
    assert position == EXAMPLE.replace("gggggggg/gggggggg", "gggggggg/gGg1gggg").replace(
        "GGGGGGGG/GGGGGGGG D on 0 1", "G1GgGGGG/GGGGGGGG D on 0 2"
    )
    assert outcome == "ongoing"


def test_play_reports_winner_and_reason(capsys):
    text = compose_position({"c1": "G", "c3": "G", "c9": "g", "f9": "g"}, {"c3": "T"})
    code, out, _ = run(capsys, "play", text, "c3c9")
    assert code == 0 and out.splitlines()[1] == "winner dawn spring-capture"
    code, out, _ = run(capsys, "play", text, "c1c2")
    assert out.splitlines()[1] == "winner twilight springs-abandoned"


@pytest.mark.parametrize(
    "args",
    [
        ("play", EXAMPLE, "b2b9"),
        ("play", EXAMPLE, "zz"),
        ("play", EXAMPLE.replace(" D ", " Q "), "b2b3"),
        ("legal", "not a position"),
        ("perft", EXAMPLE, "x"),
    ],
)
def test_bad_input_prints_one_line_on_stderr_and_exits_2(capsys, args):
    code, out, err = run(capsys, *args)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_moves_after_the_end_are_rejected(capsys):
    text = compose_position({"c1": "G", "c3": "G", "c9": "g", "f9": "g"}, {"c3": "T"})
    code, out, err = run(capsys, "play", text, "c3c9", "f9f8")
    assert code == 2 and out == "" and "f9f8" in err


@pytest.mark.parametrize(
    "position, counts",
    [
        (EXAMPLE, [1, 25, 871, 21976]),
        (EXAMPLE.replace(" D on ", " W wild "), [1, 37, 916]),
        (EXAMPLE.replace(" D on ", " D sealed "), [1, 25, 747]),
    ],
)
def test_perft_counts_are_frozen(position, counts):
    for depth, expected in enumerate(counts):
        assert perft(EssentiaState.from_text(position), depth) == expected


def test_perft_two_agrees_with_the_reference_generator():
    s = EssentiaState.from_text(EXAMPLE)
    total = 0
    for a in s.legal_actions():
        s.play(a)
        total += len(reference_moves(s.to_text())) if s.outcome() is None else 0
        s.undo()
    assert len(reference_moves(EXAMPLE)) == 25 and total == 871


def test_module_entry_point_runs_perft_and_bench():
    out = subprocess.run(
        [sys.executable, "-m", "game.essentia", "perft", EXAMPLE, "1"],
        capture_output=True, text=True, check=True,
    ).stdout
    assert out == "25\n"
    out = subprocess.run(
        [sys.executable, "-m", "game.essentia", "bench", "--games", "2", "--seed", "1"],
        capture_output=True, text=True, check=True,
    ).stdout
    assert out.startswith("games/s=") and " plies/s=" in out
