"""Symbol notation and command line: exact round-trips, one clear error
type for bad text, and the command-line outputs other tools rely on."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.common import IllegalActionError, NotationError
from game.symbol import SymbolState
from game.symbol.cli import main

ROOT = Path(__file__).resolve().parents[3]
START = "7/7/7/7/7/7/7 LD3F3A3W3E3/ld3f3a3w3e3 1 0 -"
MID = "2l4/1(FA)5/3w3/7/3A3/1E(LD)4/7 D2F2A2W2E/d3f3a3w2e3 1 7 tiebreak"


@pytest.mark.parametrize("text", [START, MID, "7/7/7/7/7/7/7 L/l 1 0 unlimited,openpool"])
def test_position_round_trip_is_exact(text: str) -> None:
    assert SymbolState.from_text(text).to_text() == text


@pytest.mark.parametrize(
    "bad",
    [
        "", "7/7/7/7/7/7/7", START + " extra", "7/7/7/7/7/7 LD3/l 1 0 -",
        "8/7/7/7/7/7/7 L/l 1 0 -", "7/7/7/7/7/7/6X L/l 1 0 -", "7/7/7/7/7/7/7 L/l 3 0 -",
        "7/7/7/7/7/7/7 L/l 1 -4 -", "7/7/7/7/7/7/7 L/l 1 0 chess",
        "7/7/7/7/E6/7/7 -/l 1 0 -",  # earth alone on water
        "7/7/7/7/7/7/(Le)6 -/l 1 0 -",  # mixed sides in a stack
        "7/7/7/7/7/7/(EL)6 -/l 1 0 -",  # letters out of stack order
        "7/7/7/7/7/7/L6 L/l 1 0 -",  # two leaders
        "7/7/7/7/7/7/7 l/L 1 0 -",  # reserve case
        "7/7/7/7/7/7/7 LD3/l 1 0 -",  # player 1 placed nothing but player 2 still choosing
    ],
)
def test_bad_positions_raise_notation_error(bad: str) -> None:
    with pytest.raises(NotationError):
        SymbolState.from_text(bad)


def test_action_spellings() -> None:
    s = SymbolState.from_text(MID)
    for text in ["b2-c2", "b6[A]-b4", "!c2", "+c1E,c2F", "d3-d4", "d3-d5", "resign"]:
        assert s.action_text(s.parse_action(text)) == text
    assert s.action_text(s.parse_action("d3-d3xd4")) == "d3xd4"
    assert s.action_text(s.parse_action("+c2F,c1E")) == "+c1E,c2F"


@pytest.mark.parametrize("bad", ["", "b2", "b2-", "h1-h2", "L@a9", "+", "+c2", "+c2X",
                                 "b2[XE]-b4", "b2[EA]-b4", "army:Q3", "b2--c3", "b2-c2x"])
def test_bad_actions_raise_notation_error(bad: str) -> None:
    with pytest.raises(NotationError):
        SymbolState.from_text(MID).parse_action(bad)


def test_wrong_case_is_a_notation_error() -> None:
    s = SymbolState.from_text(MID)
    with pytest.raises(NotationError):
        s.parse_action("+c2f")
    with pytest.raises(NotationError):
        s.parse_action("l@a1")


def test_well_formed_but_illegal_actions_raise_illegal_and_change_nothing() -> None:
    s = SymbolState.from_text(MID)
    before = s.to_text()
    for text in ["b2-b5", "d3-d6", "b6[F]-b4", "+a5E", "!b2", "e3-e4", "army:D3F3A3W3E3", "L@a1"]:
        with pytest.raises(IllegalActionError):
            s.play(s.parse_action(text))
    assert s.to_text() == before


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="1234567/ ()LDFAWEldfawe-,abcdegiopntrsu0x89", max_size=60))
def test_fuzzed_positions_either_parse_and_round_trip_or_raise(text: str) -> None:
    try:
        s = SymbolState.from_text(text)
    except NotationError:
        return
    again = SymbolState.from_text(s.to_text())
    assert again.to_text() == s.to_text()


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="abcdefgh1234567890LDFAWEldfawe[]-x+!@,:ymr ", max_size=20))
def test_fuzzed_actions_never_break_the_state(text: str) -> None:
    s = SymbolState.from_text(MID)
    before = s.to_text()
    try:
        a = s.parse_action(text)
        s.play(a)
    except (NotationError, IllegalActionError):
        assert s.to_text() == before
        return
    assert a in SymbolState.from_text(before).legal_actions() or a == (6,)


def test_mutated_positions_raise_only_notation_errors() -> None:
    rng = random.Random(3)
    alphabet = "1234567/()LDFAWEldfawe- ,0"
    for _ in range(2000):
        chars = list(MID)
        for _ in range(rng.randint(1, 3)):
            chars[rng.randrange(len(chars))] = rng.choice(alphabet)
        text = "".join(chars)
        try:
            s = SymbolState.from_text(text)
        except NotationError:
            continue
        assert SymbolState.from_text(s.to_text()).to_text() == s.to_text()
        s.legal_actions()


# ------------------------------------------------------------ command line
def run_cli(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_legal_is_sorted_one_per_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli("legal", MID, capsys=capsys)
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert lines == sorted(lines) and len(lines) == len(set(lines))
    assert "b2-c2" in lines and "!c2" in lines and "+c1E,c2F" in lines


def test_cli_play_prints_position_and_outcome(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli("play", START, "L@d1", "l@d7", "+d2E", capsys=capsys)
    assert code == 0
    assert out == "3l3/7/7/7/7/3E3/3L3 D3F3A3W3E2/d3f3a3w3e3 2 3 -\nongoing\n"
    code, out, _ = run_cli("play", "2l4/7/7/7/7/7/2D(LE)3 -/w 1 0 -", "!c1", capsys=capsys)
    assert out.splitlines()[1] == "winner 2 leader-captured"


def test_cli_play_accepts_unquoted_position(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli("play", *START.split(" "), "L@a1", capsys=capsys)
    assert code == 0 and out.splitlines()[1] == "ongoing"


@pytest.mark.parametrize("args", [("play", START, "b2-b3"), ("play", START, "zz"),
                                  ("legal", "nonsense"), ("perft", START, "x"), ("frob",)])
def test_cli_bad_input(args: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(*args, capsys=capsys)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_cli_perft(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli("perft", START, "2", capsys=capsys)[1] == "196\n"
    assert run_cli("perft", START, "0", capsys=capsys)[1] == "1\n"


def test_cli_bench_output_format() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "game.symbol", "bench", "--games", "2", "--seed", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 0
    assert re.fullmatch(r"games/s=[0-9.]+ plies/s=[0-9]+\n", proc.stdout)
