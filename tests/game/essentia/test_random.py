"""Random-simulation invariants over hundreds of seeded games, every mode and variant.

Move generation is also checked against a slow, independent reading of the
rules table written here from scratch.
"""

import random

import pytest

from game.essentia import EssentiaState, new_game
from game.essentia.layout import NAMES

MODES = [(True, None), (True, "wild"), (False, None), (False, "sealed")]
SETUPS = ["instant", "random", "strategic"]

ORTH = [(0, 1), (0, -1), (1, 0), (-1, 0)]
DIAG = [(1, 1), (-1, 1), (1, -1), (-1, -1)]
KNIGHT = [(1, 2), (-1, 2), (2, 1), (-2, 1), (1, -2), (-1, -2), (2, -1), (-2, -1)]


def reference_moves(text):
    """Legal move texts of a play position, straight from the rules page."""
    terrain_f, golems_f, side_f, circles_f = text.split(" ")[:4]
    terrain, golems = {}, {}
    for i, row in enumerate(terrain_f.split("/")):
        for f, ch in enumerate(row):
            terrain[(f, 8 - i)] = ch
    for i, row in enumerate(golems_f.split("/")):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                golems[(f, 8 - i)] = ch
                f += 1
    mode, *entries = circles_f.split(":")
    declared = {e.split("=")[0]: e.split("=")[1] for e in entries}
    me = "G" if side_f == "D" else "g"
    active = mode in ("on", "wild")
    powers = "RTF" if mode == "on" else "RTMPF"

    def name(sq):
        return "abcdefgh"[sq[0]] + str(sq[1] + 1)

    def on_board(sq):
        return 0 <= sq[0] < 8 and 0 <= sq[1] < 9

    def can_stop(sq):
        return terrain[sq] != "C" or active

    out = []

    def add(frm, to):
        if terrain[to] == "C":
            out.extend(f"{name(frm)}{name(to)}={p}" for p in powers)
        else:
            out.append(name(frm) + name(to))

    for sq, g in golems.items():
        if g != me:
            continue
        power = declared.get(name(sq), terrain[sq])
        if power in "TMP":
            dirs = {"T": ORTH, "M": DIAG, "P": ORTH + DIAG}[power]
            for df, dr in dirs:
                t = (sq[0] + df, sq[1] + dr)
                while on_board(t):
                    if terrain[t] == "C" and mode == "sealed":
                        break
                    if t in golems:
                        if golems[t] != me:
                            add(sq, t)
                        break
                    if can_stop(t):
                        add(sq, t)
                    t = (t[0] + df, t[1] + dr)
        else:
            if power == "R":
                steps = [(d, "move") for d in ORTH] + [(d, "attack") for d in DIAG]
            else:
                steps = [(d, "both") for d in (KNIGHT if power == "F" else ORTH + DIAG)]
            for (df, dr), kind in steps:
                t = (sq[0] + df, sq[1] + dr)
                if not on_board(t) or not can_stop(t) or golems.get(t) == me:
                    continue
                enemy = t in golems
                if kind == "both" or (kind == "move") != enemy:
                    add(sq, t)
    return sorted(out)


def run_game(seed, check_reference):
    rng = random.Random(seed)
    circles, variant = MODES[seed % 4]
    s = new_game(circles, variant, SETUPS[seed % 3], seed)
    plies = 0
    while s.outcome() is None:
        text = s.to_text()
        assert EssentiaState.from_text(text).to_text() == text
        twin = s.copy()
        assert twin == s and twin.key() == s.key()
        legal = s.legal_actions()
        assert legal, "a game without an outcome always has a legal action"
        if s.phase == "play":
            me = s.to_move()
            for a in legal:
                frm, to = s.action_text(a)[:2], s.action_text(a)[2:4]
                assert frm in NAMES and to in NAMES
                assert s.golem_at(frm) == me and s.golem_at(to) != me
            if check_reference:
                assert sorted(s.action_text(a) for a in legal) == reference_moves(text)
        action = rng.choice(legal)
        s.play(action)
        after = s.to_text()
        s.undo()
        assert s == twin and s.to_text() == text and s.key() == twin.key()
        s.play(action)
        assert s.to_text() == after
        plies += 1
        assert plies < 5000
    assert s.to_move() is None and s.legal_actions() == ()
    return s


@pytest.mark.slow
def test_three_hundred_random_games_keep_every_invariant():
    reasons = set()
    for seed in range(300):
        s = run_game(seed, check_reference=seed % 10 == 0)
        reasons.add(s.outcome().reason)
        # The whole game unwinds to the start of setup.
        while s.history:
            s.undo()
        assert s.phase == "setup" and s.to_text().split()[2].count("R") == 66
    assert {"spring-capture", "springs-abandoned"} <= reasons


def test_move_generation_matches_the_rules_table_in_every_circle_mode():
    rng = random.Random(7)
    for seed in range(40):
        circles, variant = MODES[seed % 4]
        s = new_game(circles, variant, "instant", 1000 + seed)
        s.play(s.legal_actions()[0])
        for _ in range(60):
            if s.outcome() is not None:
                break
            got = sorted(s.action_text(a) for a in s.legal_actions())
            assert got == reference_moves(s.to_text())
            s.play(rng.choice(s.legal_actions()))
