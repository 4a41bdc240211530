"""The strength benchmark prints exactly the lines other tools parse."""

from __future__ import annotations

import re

import pytest

from game.ai import bench

PAIRING = re.compile(r"^(easy|normal|hard) vs (random|normal): won=(\d+) drawn=(\d+) lost=(\d+)$")
MOVETIME = re.compile(r"^movetime (random|easy|normal|hard): p50=\d+\.\d{3}s p95=\d+\.\d{3}s$")


def test_bench_prints_one_line_per_pairing_then_per_level(capsys) -> None:
    pytest.importorskip("game.ai.troy")
    assert bench.main(["troy", "--games", "3", "--seed", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    pairs = [PAIRING.match(line) for line in lines[:3]]
    assert all(pairs), lines
    assert [(m[1], m[2]) for m in pairs] == [("easy", "random"), ("normal", "random"),
                                             ("hard", "normal")]
    assert all(sum(int(m[i]) for i in (3, 4, 5)) == 3 for m in pairs)
    assert [MOVETIME.match(line)[1] for line in lines[3:]] == ["random", "easy", "normal", "hard"]


def test_a_capped_game_counts_as_a_draw() -> None:
    times = {level: [] for level in ("random", "easy", "normal", "hard")}
    assert bench.play_game("essentia", ("random", "random"), 1, times, max_plies=3) is None
    assert len(times["random"]) == 3


def test_bad_arguments_are_refused_in_one_line(capsys) -> None:
    for argv in (["chess", "--games", "1", "--seed", "1"],
                 ["symbol", "--games", "0", "--seed", "1"],
                 ["symbol", "--games", "1", "--seed", "1", "--budget", "seconds"]):
        assert bench.main(argv) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.startswith("error: ") and err.count("\n") == 1


def test_percentiles_use_the_nearest_rank() -> None:
    values = [float(v) for v in range(1, 21)]
    assert bench.percentile(values, 0.5) == 10.0
    assert bench.percentile(values, 0.95) == 19.0
    assert bench.percentile([], 0.5) == 0.0

