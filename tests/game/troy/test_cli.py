"""`python -m game.troy legal|play|simulate`: the exact command-line contract."""

from __future__ import annotations

import json

import pytest

from game.troy.__main__ import main

TROJANS = "hector,aeneas,sarpedon,glaucus,deiphobus,paris,helenus,polydamas"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_legal_lists_pick_with_available_heroes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "legal", "--chance", "0")
    assert code == 0 and out == f"pick:{TROJANS}\n"


def test_legal_after_picks_lists_cancels(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "legal", "--chance", "0,zeus,hera",
                       "pick:hector,aeneas,sarpedon,glaucus",
                       "pick:achilles,ajax_t,diomedes,odysseus")
    assert code == 0 and out.split() == ["cancel:1", "cancel:2", "cancel:3", "cancel:4"]


def test_play_prints_one_json_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", "--chance", "0",
                       "pick:hector,aeneas,sarpedon,glaucus")
    assert code == 0 and out.count("\n") == 1
    doc = json.loads(out)
    assert doc["turn"] == 1 and doc["to_act"] == "greek" and doc["vp"] == 0
    assert doc["outcome"] is None and doc["phase"] == "challenges"
    assert doc["heroes"]["memnon"] == "absent" and doc["heroes"]["hector"] == "available"


def test_seed_gives_a_replayable_game(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "play", "--seed", "5", "pick:hector,aeneas,sarpedon,glaucus")
    second = run(capsys, "play", "--seed", "5", "pick:hector,aeneas,sarpedon,glaucus")
    assert first == second and first[0] == 0


@pytest.mark.parametrize("args", [
    ("play", "--chance", "0,zeus"),  # chance runs out: picks fine, gods need two draws
    ("play", "--chance", "0", "pick:achilles"),
    ("play", "--chance", "0", "bogus"),
    ("legal", "--chance", "x"),
    ("play", "--seed"),
    ("frobnicate",),
    ("simulate", "--games", "0"),
])
def test_bad_input_exits_2_with_one_stderr_line(capsys: pytest.CaptureFixture[str],
                                                args: tuple[str, ...]) -> None:
    if args == ("play", "--chance", "0,zeus"):
        args = args + ("pick:hector,aeneas,sarpedon,glaucus",
                       "pick:achilles,ajax_t,diomedes,odysseus")
    code, out, err = run(capsys, *args)
    assert code == 2 and out == "" and err.count("\n") == 1


def test_simulate_prints_rates(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "--games", "20", "--seed", "1")
    assert code == 0
    fields = dict(kv.split("=") for kv in out.split())
    assert list(fields) == ["greek", "trojan", "draw", "games/s"]
    assert abs(sum(float(fields[k]) for k in ("greek", "trojan", "draw")) - 1) < 1e-9
