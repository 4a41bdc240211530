"""The rules command lines keep their contract whatever the arguments.

rules/*.md: bad input prints nothing on stdout, exactly one line on stderr
and exits with status 2; good input prints on stdout only and exits with 0.
Property-based fuzzing checks it for each command line (random mixes of good
and bad positions, moves, options and numbers); the cases found by hand are
kept below as named regressions.

The heavy work (bench, simulate, perft beyond depth 2) is stubbed in the fuzz
tests so that they stay fast; the named tests run it for real.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import cli_support
from game.ai import bench as ai_bench
from game.essentia import cli as essentia_cli
from game.essentia.rules import EssentiaState, new_game
from game.symbol import cli as symbol_cli
from game.symbol.state import SymbolState
from game.troy import __main__ as troy_cli

ROOT = Path(__file__).resolve().parents[2]
FUZZ = settings(max_examples=250, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow])

ESSENTIA = (
    "MFSRMSRT/TRMPRRRR/RRRRRMTR/PFRRRTRR/RRCFRCTM/RFRRMMRR/PMRRRTRR/FPRRRRRF/RRSFTSTF "
    "gggggggg/gggggggg/8/8/8/8/8/GGGGGGGG/GGGGGGGG D on 0 1"
)
BARE = "RRSRRSRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRSRRSRR"
SYMBOL = symbol_cli.START
SYMBOL_MID = "2l4/1(FA)5/3w3/7/3A3/1E(LD)4/7 D2F2A2W2E/d3f3a3w2e3 1 7 tiebreak"


def run(main: Callable[[list[str]], int], args: list[str]) -> tuple[int, str, str]:
    """Run a command line in-process; (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def assert_contract(code: int, out: str, err: str) -> None:
    """Good input: output on stdout only, status 0. Bad: one stderr line, status 2."""
    assert code in (0, 2), (code, out, err)
    if code == 2:
        assert out == "", out
        assert err.endswith("\n") and len(err.splitlines()) == 1, err
        assert err.startswith("error: "), err  # a message, not a traceback
    else:
        assert err == "", err


# ------------------------------------------------------------ strategies
NUMBERS = ["0", "1", "2", "3", "4", "5", "007", "-1", "-3", "+2", " 2", "2 ", "2\n", "1e999",
           "4294967296", "1" + "0" * 400, "9" * 5000, "²", "٣", "１", "0x10", "1_0", "", "x",
           "18446744073709551615", "18446744073709551616", "1000000", "1000001"]
UNICODE_DIGITS = st.one_of(  # digits str.isdigit accepts but are not ASCII
    st.sampled_from(["²", "³", "¹", "①", "٣", "１", "߁", "𝟘"]),
    st.text(st.characters(categories=["Nd", "No"]), min_size=1, max_size=3))
NUMBER = st.one_of(st.integers(0, 6).map(str), st.integers(-10**6, 10**30).map(str),
                   st.sampled_from(NUMBERS), UNICODE_DIGITS)  # what numeric slots get
JUNK = st.one_of(
    st.text(max_size=12),
    st.text(alphabet="\n\r\x85\u2028\x00\t -=:,@[]()!+/0123456789", max_size=8),
    NUMBER,
)
HELP = st.sampled_from(["--help", "-h"])


def mutated(texts: list[str], alphabet: str) -> st.SearchStrategy[str]:
    """A good text with one small stretch replaced: mostly near misses."""
    return st.builds(
        lambda text, i, k, ins: text[: i % (len(text) + 1)] + ins + text[i % (len(text) + 1) + k:],
        st.sampled_from(texts), st.integers(0, 500), st.integers(0, 4),
        st.text(alphabet=alphabet, max_size=4),
    )


def options(names: dict[str, st.SearchStrategy[str]]) -> st.SearchStrategy[list[str]]:
    """A few ``--name value`` pairs (good and bad values), sometimes a stray token."""
    pair = st.sampled_from(sorted(names)).flatmap(
        lambda name: st.tuples(st.just(name), st.one_of(names[name], names[name], JUNK)))
    item = st.one_of(pair.map(list), st.one_of(JUNK, st.sampled_from(sorted(names)), HELP)
                     .map(lambda t: [t]))
    return st.lists(item, max_size=4).map(lambda items: [t for i in items for t in i])


@st.composite
def walk(draw: st.DrawFn, state: object, bad: st.SearchStrategy[str]) -> list[str]:
    """Actions from ``state``: mostly legal ones in turn, now and then a bad one."""
    out: list[str] = []
    for _ in range(draw(st.integers(0, 12))):
        actions = list(state.legal_actions()) if state is not None else []
        if not actions or draw(st.integers(0, 9)) == 0:
            out.append(draw(bad))
            break
        action = actions[draw(st.integers(0, len(actions) - 1))]
        out.append(state.action_text(action))
        try:
            state.play(action)
        except Exception:  # a scripted chance list ran out: the command line says so
            break
    return out


@st.composite
def position_argv(draw: st.DrawFn, good: list[str], near: st.SearchStrategy[str],
                  load: Callable[[str], object], bad_action: st.SearchStrategy[str]) -> list[str]:
    """``legal``, ``play`` or ``perft`` on a good or nearly good position (quoted or as
    fields), with a walk of moves or a depth."""
    command = draw(st.sampled_from(["legal", "play", "play", "perft"]))
    text = draw(st.one_of(st.sampled_from(good), near))
    try:
        state = load(text)
    except Exception:
        state = None
    args = [command, *(text.split(" ") if draw(st.booleans()) else [text])]
    if command == "play":
        args += draw(walk(state, bad_action))
    elif command == "perft":
        args.append(draw(st.one_of(st.sampled_from("0123"), NUMBER)))
    if draw(st.integers(0, 9)) == 0:  # now and then something extra somewhere
        args.insert(draw(st.integers(0, len(args))), draw(st.one_of(JUNK, HELP)))
    return args


@st.composite
def option_argv(draw: st.DrawFn, start: dict[str, st.SearchStrategy[str]]) -> list[str]:
    """``start`` and ``bench`` with good and bad options, or junk."""
    command = draw(st.sampled_from(["start", "bench", "other"]))
    if command == "start":
        return ["start", *draw(options(start))]
    if command == "bench":
        return ["bench", *draw(options({"--games": NUMBER, "--seed": NUMBER}))]
    return draw(st.lists(st.one_of(JUNK, HELP), max_size=4))


@contextlib.contextmanager
def light(module: object, **stubs: object) -> Iterator[None]:
    """Replace a command line's heavy functions while fuzzing."""
    with contextlib.ExitStack() as stack:
        for name, stub in stubs.items():
            stack.enter_context(mock.patch.object(module, name, stub))
        yield


def _essentia_positions() -> list[str]:
    out = [ESSENTIA, ESSENTIA.replace(" D on 0 1", " W on 99 999999999"),
           ESSENTIA.replace(" D on ", " W wild "), ESSENTIA.replace(" D on ", " D sealed ")]
    for mode in ("random", "strategic", "instant"):
        out.append(essentia_cli.start_position(mode, "on", 3))
    state = new_game(True, None, "strategic", 5)
    for _ in range(9):
        state.play(state.legal_actions()[len(state.legal_actions()) // 2])
    out.append(state.to_text())
    out.append(f"setup instant {BARE} D on 1 T99M99P99F99")
    out.append(f"setup strategic {BARE} D on 1 T40M40P1F1")
    out.append(f"setup random {BARE} D off 1 T9M9P9F99")
    return out


ESSENTIA_POSITIONS = _essentia_positions()
ESSENTIA_NEAR = "RTMPFSC?Gg0123456789/ DWonfsealdwi:=tuprcm"
ESSENTIA_BAD_MOVE = st.one_of(st.sampled_from(["deal", "T@c3", "@c3", "b2b3=F", "e4f5=P", "a1a1"]),
                              JUNK)
PER_POSITION = settings(FUZZ, max_examples=30)


@pytest.mark.parametrize("position", ESSENTIA_POSITIONS,
                         ids=[f"position{i}" for i in range(len(ESSENTIA_POSITIONS))])
@PER_POSITION
@given(data=st.data())
def test_essentia_positions_and_moves_keep_the_contract(position: str, data: st.DataObject) -> None:
    args = data.draw(position_argv([position], mutated([position], ESSENTIA_NEAR),
                                   EssentiaState.from_text, ESSENTIA_BAD_MOVE))
    real = essentia_cli.perft
    with light(essentia_cli, perft=lambda s, d: real(s, min(d, 2))):
        assert_contract(*run(essentia_cli.main, args))


@FUZZ
@given(option_argv({"--mode": st.sampled_from(["random", "instant", "strategic", "deal"]),
                    "--circles": st.sampled_from(["on", "off", "wild", "sealed", "maybe"]),
                    "--seed": NUMBER}))
def test_essentia_options_keep_the_contract(args: list[str]) -> None:
    with light(essentia_cli, bench=lambda games, seed: (1.0, 1.0, 1)):
        assert_contract(*run(essentia_cli.main, args))


SYMBOL_POSITIONS = [SYMBOL, SYMBOL_MID, "7/7/7/7/7/7/7 L/l 1 0 unlimited,desertion",
                    "7/7/7/7/7/7/7 L/l 1 0 openpool",
                    "3l3/7/7/7/7/3E3/3L3 D3F3A3W3E2/d3f3a3w3e3 2 199 -",
                    "2l4/7/7/7/7/7/2D(LE)3 -/w 1 0 -"]
SYMBOL_NEAR = "1234567/ ()LDFAWEldfawe-,0unlimtdsrobp"
SYMBOL_BAD_ACTION = st.one_of(st.sampled_from(["resign", "army:D3F3A3W3E3", "army:d2f2", "+c2E",
                                               "!d4", "b2-b3", "c2[E]xc3", "L@a1"]), JUNK)


@pytest.mark.parametrize("position", SYMBOL_POSITIONS,
                         ids=[f"position{i}" for i in range(len(SYMBOL_POSITIONS))])
@PER_POSITION
@given(data=st.data())
def test_symbol_positions_and_actions_keep_the_contract(position: str,
                                                        data: st.DataObject) -> None:
    args = data.draw(position_argv([position], mutated([position], SYMBOL_NEAR),
                                   SymbolState.from_text, SYMBOL_BAD_ACTION))
    real = symbol_cli.perft
    with light(symbol_cli, perft=lambda s, d: real(s, min(d, 2))):
        assert_contract(*run(symbol_cli.main, args))


@FUZZ
@given(option_argv({"--variants": st.one_of(
    st.sampled_from(["unlimited", "desertion,tiebreak", "openpool", "-", "bogus",
                     "tiebreak,tiebreak"]),
    mutated(["unlimited,desertion,tiebreak,openpool"], ",-x")), "--seed": NUMBER}))
def test_symbol_options_keep_the_contract(args: list[str]) -> None:
    with light(symbol_cli, bench=lambda games, seed: (1.0, 1.0)):
        assert_contract(*run(symbol_cli.main, args))


CHANCE = st.one_of(
    st.lists(st.one_of(st.sampled_from("0123456789"), st.sampled_from("0123456789"),
                       st.sampled_from(["zeus", "hera", "athena", "ares", "apollo"]),
                       UNICODE_DIGITS, JUNK), max_size=30).map(",".join),
    mutated(["0,zeus,hera,1,2,3", "5,5,athena,ares"], "0123456789,azeush²"),
)
TROY_OPTIONS = {"--seed": NUMBER, "--chance": CHANCE, "--games": NUMBER}


@st.composite
def troy_argv(draw: st.DrawFn) -> list[str]:
    """``legal``/``play`` with options and a walk of decisions; ``simulate``; junk."""
    command = draw(st.sampled_from(["legal", "play", "play", "simulate", "other"]))
    opts = draw(options(TROY_OPTIONS))
    opts += draw(st.lists(st.sampled_from(["--less-bloody", "--exchange", "--x"]), max_size=2))
    if command == "other":
        return draw(st.lists(JUNK, max_size=4))
    if command == "simulate":
        return ["simulate", *opts]
    try:
        state = troy_cli._new_state(*troy_cli._options(opts))
    except Exception:  # bad options: the walk is junk, the command line refuses anyway
        state = None
    bad = st.one_of(st.sampled_from(["pick:", "pick:hector", "cancel:9", "swap:1,1", "spare",
                                     "exchange:x,y", "reveal:0"]), JUNK)
    return [command, *opts, *draw(walk(state, bad))]


@FUZZ
@given(troy_argv())
def test_troy_command_line_keeps_the_contract(args: list[str]) -> None:
    with light(troy_cli, simulate=lambda games, seed: ({"greek": games, "trojan": 0,
                                                         "draw": 0}, 1.0)):
        assert_contract(*run(troy_cli.main, args))


@FUZZ
@given(st.one_of(st.sampled_from(["essentia", "symbol", "troy"]), JUNK),
       options({"--games": NUMBER, "--seed": NUMBER, "--max-plies": NUMBER,
                "--pairing": st.sampled_from(["hard:normal", "easy:random", "hard", "a:b",
                                              ":", "hard:normal:easy"])}))
def test_ai_bench_command_line_keeps_the_contract(game: str, opts: list[str]) -> None:
    def fake_run(game: str, games: int, seed: int, pairings: object, max_plies: int) -> None:
        print(f"easy vs random: won={games} drawn=0 lost=0")

    with light(ai_bench, run=fake_run):
        assert_contract(*run(ai_bench.main, [game, *opts]))


@FUZZ
@given(st.sampled_from(["random", "instant", "strategic"]),
       st.sampled_from(["on", "off", "wild", "sealed"]), st.integers(0, 2**64 - 1),
       st.lists(st.integers(0, 10_000), max_size=40))
def test_essentia_text_written_by_the_engine_reads_back(mode: str, circles: str, seed: int,
                                                         picks: list[int]) -> None:
    state = EssentiaState.from_text(essentia_cli.start_position(mode, circles, seed))
    for pick in picks:
        actions = state.legal_actions()
        if not actions:
            break
        state.play(actions[pick % len(actions)])
        text = state.to_text()
        assert EssentiaState.from_text(text).to_text() == text


@FUZZ
@given(st.sets(st.sampled_from(["unlimited", "desertion", "tiebreak", "openpool"])),
       st.lists(st.integers(0, 10_000), max_size=40))
def test_symbol_text_written_by_the_engine_reads_back(flags: set[str], picks: list[int]) -> None:
    state = SymbolState.from_text(symbol_cli.start_position(symbol_cli.variants(
        ",".join(sorted(flags)))))
    for pick in picks:
        actions = state.legal_actions()
        if not actions:
            break
        state.play(actions[pick % len(actions)])
        text = state.to_text()
        assert SymbolState.from_text(text).to_text() == text


def _naive_perft(state: EssentiaState, depth: int) -> int:
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for a in actions:
        state.play(a)
        total += _naive_perft(state, depth - 1)
        state.undo()
    return total


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(st.sampled_from(["random", "strategic"]),
       st.sampled_from(["T8M8P4F8", "T20M20P10F16", "T1M0P0F2", "T30M20P10F6"]),
       st.integers(0, 1000), st.lists(st.integers(0, 10_000), max_size=70))
def test_set_up_pairs_are_counted_as_if_played(mode: str, tiles: str, seed: int,
                                               picks: list[int]) -> None:
    """Perft counts set-up placement pairs without playing them; the count must
    be the one playing every pair gives, also when a half is full."""
    state = EssentiaState.from_text(f"setup {mode} {BARE} D on {seed} {tiles}")
    for pick in picks:
        if state.tiles_left() < 3:
            break
        actions = state.legal_actions()
        state.play(actions[pick % len(actions)])
    assert essentia_cli.perft(state, 2) == _naive_perft(state, 2)


# ------------------------------------------------------ named regressions
HUGE_DEPTH = "4294967296"


@pytest.mark.parametrize("main, position", [(essentia_cli.main, ESSENTIA),
                                            (symbol_cli.main, SYMBOL)])
@pytest.mark.parametrize("depth", [HUGE_DEPTH, "²", "٣", "-1", "5", "1" + "0" * 5000])
def test_perft_refuses_depths_beyond_its_documented_maximum(main, position, depth) -> None:
    if depth == "5" and main is symbol_cli.main:
        depth = "4"
    code, out, err = run(main, ["perft", position, depth])
    assert_contract(code, out, err)
    assert code == 2 and "depth" in err


def test_perft_maximum_depths_are_accepted() -> None:
    assert essentia_cli.PERFT_MAX_DEPTH == 4 and symbol_cli.PERFT_MAX_DEPTH == 3
    finished = "RRSRRSRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRSRRSRR " \
               "8/8/8/8/8/8/8/8/2G5 D on 0 1"
    assert run(essentia_cli.main, ["perft", finished, "4"]) == (0, "0\n", "")
    assert run(symbol_cli.main, ["perft", SYMBOL, "3"]) == (0, "5516\n", "")


def test_perft_of_a_strategic_set_up_at_the_maximum_depth_is_counted_quickly() -> None:
    start = essentia_cli.start_position("strategic", "on", 1)
    # 148 placements a ply: played out this would be some 480 million placements.
    assert run(essentia_cli.main, ["perft", start, "4"]) == (0, "398914560\n", "")


def test_troy_chance_and_seed_take_ascii_digits_only() -> None:
    for args in (["play", "--chance", "²"], ["play", "--chance", "0,²"], ["play", "--seed", "²"],
                 ["play", "--seed", "٣"], ["play", "--seed", "-1"], ["legal", "--chance", "１"]):
        code, out, err = run(troy_cli.main, args)
        assert_contract(code, out, err)
        assert code == 2, args


@pytest.mark.parametrize("main, args", [
    (essentia_cli.main, ["bench", "--games", "-3"]),
    (essentia_cli.main, ["bench", "--games", "0"]),
    (essentia_cli.main, ["bench", "--games", "x"]),
    (symbol_cli.main, ["bench", "--games", "x"]),
    (troy_cli.main, ["simulate", "--games", "-3"]),
    (ai_bench.main, ["troy", "--games", "1", "--seed", "1", "--max-plies", "-5"]),
    (ai_bench.main, ["troy", "--games", "1", "--seed", "1", "--max-plies", "0"]),
    (ai_bench.main, ["chess", "--games", "1", "--seed", "1"]),
    (ai_bench.main, ["troy"]),
    (ai_bench.main, ["troy", "--games", "x", "--seed", "1"]),
    (ai_bench.main, ["troy", "--games", "1", "--seed", "1", "--pairing", "a:b"]),
    (ai_bench.main, []),
])
def test_counts_and_argument_errors_are_one_line(main, args) -> None:
    code, out, err = run(main, args)
    assert_contract(code, out, err)
    assert code == 2


def test_an_unknown_troy_option_with_a_line_break_stays_on_one_line() -> None:
    code, out, err = run(troy_cli.main, ["play", "--x\nsecond line\u2028third"])
    assert_contract(code, out, err)
    assert code == 2 and "\\n" in err


@pytest.mark.parametrize("main, name", [(essentia_cli.main, "game.essentia"),
                                        (symbol_cli.main, "game.symbol"),
                                        (troy_cli.main, "game.troy"),
                                        (ai_bench.main, "game.ai.bench")])
@pytest.mark.parametrize("args", [["--help"], ["-h"], ["play", "--help"], ["bench", "-h"]])
def test_help_is_the_same_everywhere(main, name, args) -> None:
    code, out, err = run(main, args)
    assert code == 0 and err == ""
    assert out.startswith(f"usage: python -m {name} ") and out.endswith("\n")
    assert "one line on stderr, exit status 2" in out


def test_essentia_tile_sets_must_fit_the_board() -> None:
    too_many = f"setup instant {BARE} D on 1 T99M99P99F99"
    for args in (["legal", too_many], ["play", too_many, "deal"]):
        code, out, err = run(essentia_cli.main, args)
        assert_contract(code, out, err)
        assert code == 2 and "66 cells" in err
    exactly = f"setup instant {BARE} D on 1 T30M20P10F6"
    code, out, _ = run(essentia_cli.main, ["play", exactly, "deal"])
    assert code == 0 and "R" not in out.split(" ")[0]  # every free cell holds a tile


def test_essentia_circles_on_a_home_rank_are_refused_in_set_up() -> None:
    home_circle = BARE.replace("RRSRRSRR/RRRRRRRR/", "RRSRRSRR/RRRRRRRC/", 1)
    text = f"setup instant {home_circle} D on 1 T8M8P4F8"
    code, out, err = run(essentia_cli.main, ["legal", text])
    assert_contract(code, out, err)
    assert code == 2 and "home rank" in err


def test_essentia_move_number_stops_where_the_notation_ends() -> None:
    text = ESSENTIA.replace(" D on 0 1", " W on 0 999999999")
    move = run(essentia_cli.main, ["legal", text])[1].split()[0]
    code, out, _ = run(essentia_cli.main, ["play", text, move])
    assert code == 0
    written = out.splitlines()[0]
    assert written.endswith(" D on 0 999999999") or written.endswith(" D on 1 999999999")
    assert run(essentia_cli.main, ["legal", written])[0] == 0


@pytest.mark.parametrize("args, first_field", [
    ([], ""), (["--mode", "random"], "setup"), (["--mode", "strategic", "--circles", "sealed"],
                                                 "setup"),
    (["--mode", "instant", "--circles", "wild", "--seed", "18446744073709551615"], ""),
])
def test_essentia_start_prints_a_position_the_other_commands_accept(args, first_field) -> None:
    code, out, err = run(essentia_cli.main, ["start", *args])
    assert code == 0 and err == "" and out.count("\n") == 1
    assert (out.split(" ")[0] == "setup") == (first_field == "setup")
    assert run(essentia_cli.main, ["legal", out.strip()])[0] == 0
    assert run(essentia_cli.main, ["start", *args]) == (code, out, err)  # seeded: repeatable


def test_essentia_start_default_is_a_dealt_play_position() -> None:
    code, out, _ = run(essentia_cli.main, ["start"])
    state = EssentiaState.from_text(out.strip())
    assert code == 0 and state.phase == "play" and out.strip().endswith(" 0 1")
    assert run(essentia_cli.main, ["start", "--seed", "2"])[1] != out


@pytest.mark.parametrize("args, expected", [
    ([], SYMBOL),
    (["--variants", "tiebreak"], "7/7/7/7/7/7/7 LD3F3A3W3E3/ld3f3a3w3e3 1 0 tiebreak"),
    (["--variants", "desertion", "--seed", "4"], "7/7/7/7/7/7/7 L/l 1 0 unlimited,desertion"),
    (["--variants", "openpool,unlimited"], "7/7/7/7/7/7/7 L/l 1 0 unlimited,openpool"),
])
def test_symbol_start_prints_the_start_position(args, expected) -> None:
    assert run(symbol_cli.main, ["start", *args]) == (0, expected + "\n", "")
    assert run(symbol_cli.main, ["legal", expected])[0] == 0


@pytest.mark.parametrize("main, args", [
    (essentia_cli.main, ["start", "--mode", "deal"]),
    (essentia_cli.main, ["start", "--seed", "-1"]),
    (essentia_cli.main, ["start", "--seed", "18446744073709551616"]),
    (symbol_cli.main, ["start", "--variants", "chess"]), (symbol_cli.main, ["start", "x"]),
])
def test_bad_start_options_are_refused(main, args) -> None:
    code, out, err = run(main, args)
    assert_contract(code, out, err)
    assert code == 2


def test_real_benches_still_print_their_one_line() -> None:
    for main, args in ((essentia_cli.main, ["bench", "--games", "1", "--seed", "1"]),
                       (symbol_cli.main, ["bench", "--games", "1", "--seed", "1"])):
        code, out, err = run(main, args)
        assert code == 0 and err == "" and out.startswith("games/s=") and out.count("\n") == 1


def test_unexpected_failures_are_still_one_line() -> None:
    def broken(args: list[str]) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    code, out, err = run(lambda a: cli_support.run(broken, a, "usage: x"), ["legal"])
    assert code == 1 and out == "" and err.count("\n") == 1 and "RecursionError" in err


# ---------------------------------------------- the real processes and pipes
def _module_run(module: str, args: list[str], stdout: int | None = subprocess.PIPE):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT, env=env,
                          stdout=stdout, stderr=subprocess.PIPE, text=True, timeout=120)


@pytest.mark.parametrize("module, args", [
    ("game.essentia", ["start"]), ("game.symbol", ["legal", SYMBOL]),
    ("game.troy", ["play", "--seed", "1"]), ("game.ai.bench", ["--help"]),
])
def test_a_closed_pipe_ends_quietly(module: str, args: list[str]) -> None:
    """``| head`` closes the pipe: no BrokenPipeError traceback."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before anything is written
    try:
        proc = _module_run(module, args, stdout=write_end)
    finally:
        os.close(write_end)
    assert proc.returncode == cli_support.PIPE_STATUS and proc.stderr == ""


@pytest.mark.parametrize("module, args", [
    ("game.essentia", ["perft", ESSENTIA, HUGE_DEPTH]), ("game.symbol", ["bench", "--games", "x"]),
    ("game.troy", ["play", "--chance", "²"]), ("game.ai.bench", ["troy", "--max-plies", "-5"]),
])
def test_entry_points_print_one_line_and_exit_2(module: str, args: list[str]) -> None:
    proc = _module_run(module, args)
    assert proc.returncode == 2 and proc.stdout == "" and proc.stderr.count("\n") == 1
