"""The Trojan War's chronicle: every duel round's sums and every VP change the
engine reports, turn by turn; opened and scrolled by keys, pad and mouse; the
same after an undo or a resume; and a skip to the player's decision points to it."""

from __future__ import annotations

import random

import pygame
import pytest

from game.troy.rules import TroyState
from scenes.core.base import Act, InputAction
from scenes.core.replay import Move
from scenes.games import GameSetup
from scenes.troy.chronicle import of_game as build
from scenes.troy.chronicle_view import CLOSE, VIEW, ChronicleScene
from scenes.troy.layout import CHRONICLE_BUTTON
from scenes.troy.play import TroyPlayScene
from scenes.ui.enter_guard import QUIET
from tests.support import DT, click, key, make_app, pad_button, post
from tests.support.troy import continue_saved, decide, run_until

PAD_RS, PAD_B, PAD_RB, PAD_LB = 9, 1, 5, 4


def random_game(seed: int, **options: bool) -> tuple[str, list[Move], list[list]]:
    """A seeded game played to its end at random: start, moves, each move's events."""
    state = TroyState(seed=seed, **options)
    start = state.to_text()
    rng = random.Random(seed)
    moves, batches = [], []
    while state.outcome() is None:
        action = rng.choice(state.legal_actions())
        player = state.to_move()
        batches.append(state.play(action))
        moves.append(Move(player, action))
    return start, moves, batches


@pytest.mark.parametrize("seed", [1, 5, 23])
def test_every_round_sum_and_vp_change_of_a_seeded_game_is_in_the_chronicle(seed) -> None:
    start, moves, batches = random_game(seed, exchange=True)
    events = [e for batch in batches for e in batch]
    rounds, dice = [], {}
    for e in events:
        if e.kind == "die_rolled" and e["purpose"] == "duel":
            dice[e["who"]] = e["total"]
        elif e.kind in ("round_tied", "wound"):
            rounds.append((dice[0], dice[1]))
    scored = [(e["side"], e["vp"]) for e in events if e.kind == "vp_scored"]
    track = [(e["turn"], e["delta"], e["vp"]) for e in events if e.kind == "vp_track"]
    chronicle = build(start, moves)
    entries = chronicle.entries()
    assert rounds and [(x.data["greek_total"], x.data["trojan_total"]) for x in entries
                       if x.kind == "round"] == rounds
    assert [(x.side, x.data["vp"]) for x in entries if x.kind == "vp"] == scored
    assert [(t.turn, x.data["delta"], x.data["vp"]) for t in chronicle.turns
            for x in t.entries if x.kind == "track"] == track
    # each round line says its sums; the turns run 1..12 and end with the outcome
    line = next(x for x in entries if x.kind == "round")
    assert f"= {line.data['greek_total']} against" in line.text
    assert [t.turn for t in chronicle.turns] == list(range(1, 13))
    assert entries[-1].kind == "end"


def test_face_down_picks_are_not_named_until_revealed() -> None:
    state = TroyState(seed=3)
    start = state.to_text()
    player = state.to_move()
    action = state.legal_actions()[0]
    state.play(action)
    chronicle = build(start, [Move(player, action)])
    said = " ".join(e.text for e in chronicle.entries())
    assert "face down" in said
    for hero in action[len("pick:"):].split(","):
        assert hero.split("_")[0] not in said.lower()


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def test_the_chronicle_opens_and_scrolls_by_keys_pad_and_mouse(app) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=5))
    app.push(scene)
    decide(app, scene, lambda: scene.state.turn >= 3)
    run_until(app, lambda: scene.waiting and scene.animator.idle)
    key(app, pygame.K_c)                                  # keyboard: C
    view = app.top
    assert isinstance(view, ChronicleScene)
    assert view.offset == view.max_offset() > 0           # opens on the latest entries
    assert any(ln.text.startswith("Turn 2") for ln in view.lines)
    key(app, pygame.K_UP)
    assert view.offset < view.max_offset()
    key(app, pygame.K_PAGEUP)                            # a turn back: its heading on top
    assert view.offset in view.heads
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    pad_button(app, PAD_RS)                              # pad: the right stick
    view = app.top
    assert isinstance(view, ChronicleScene)
    top = view.offset
    pad_button(app, PAD_LB)
    assert view.offset < top
    pad_button(app, PAD_RB)
    assert view.offset > view.heads[0] or view.offset == view.max_offset()
    pad_button(app, PAD_B)
    assert app.top is scene
    click(app, CHRONICLE_BUTTON.center)                  # mouse: the button
    view = app.top
    assert isinstance(view, ChronicleScene)
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)
    app.step(DT)
    assert view.offset < view.max_offset()
    click(app, CLOSE.center)
    assert app.top is scene


def test_the_chronicle_button_and_the_hint_bar_name_it(app) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=5))
    app.push(scene)
    run_until(app, lambda: scene.waiting and scene.animator.idle)
    assert any(h.act == Act.REVIEW for h in scene.hint_bar.hints)
    scene.handle(InputAction(Act.REVIEW))
    assert isinstance(app.top, ChronicleScene)
    assert VIEW.height > 0 and app.top.lines[0].text.startswith("Turn 1")


def test_undo_rewrites_the_chronicle_as_if_the_move_had_never_been_made(app) -> None:
    # hot-seat, prisoners on both sides: the Greek offer of an exchange can be taken back
    state = TroyState.at_turn(2, seed=3, status={"hector": "prisoner", "odysseus": "prisoner"},
                              captors={"hector": "achilles", "odysseus": "paris"})
    state.exchange_rule = True
    setup = GameSetup("troy", vs_computer=False, seed=3, options={"exchange": True})
    scene = TroyPlayScene(setup, state=state, seed=3)
    app.push(scene)
    decide(app, scene, lambda: scene.state.stage == "exchange" and scene.waiting)
    scene.play("exchange:odysseus,hector")
    run_until(app, lambda: scene.waiting and scene.animator.idle)
    offered = [e.text for e in scene.chronicle.entries()]
    assert offered[-1] == "The Greeks offer Odysseus for Hector."
    key(app, pygame.K_u)
    assert scene.state.stage == "exchange"
    after = [e.text for e in scene.chronicle.entries()]
    assert after == offered[:-1]
    assert after == [e.text for e in build(scene.start_text, scene.moves).entries()]


def test_the_chronicle_survives_a_resume(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=9))
    app.push(scene)
    decide(app, scene, lambda: scene.state.turn >= 2 and scene.waiting)
    told = [e.text for e in scene.chronicle.entries()]
    assert any(e.kind == "round" for e in scene.chronicle.entries())
    app.close()
    app, resumed = continue_saved(tmp_path)
    assert [e.text for e in resumed.chronicle.entries()] == told
    app.close()


def test_a_skip_to_the_players_decision_points_to_what_it_passed_in_the_chronicle(app):
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=5))
    app.push(scene)
    decide(app, scene, lambda: scene.state.turn >= 1 and scene.waiting
           and scene.state.stage == "pick" and scene.state.to_move() == 0)
    seen = len(scene.chronicle)
    # the player commits and skips everything up to his next decision
    while scene.state.stage == "pick" and scene.state.to_move() == 0:
        key(app, pygame.K_RETURN)
        for _ in range(int(QUIET / DT) + 1):   # a player's Enters, not a run of taps
            app.step(DT)
    run_until(app, lambda: scene.busy, limit=50, dt=DT)
    key(app, pygame.K_TAB)
    run_until(app, lambda: scene.waiting and scene.animator.idle)
    key(app, pygame.K_c)
    view = app.top
    assert isinstance(view, ChronicleScene)
    marked = [ln for ln in view.lines if ln.new]
    assert marked and len(scene.chronicle) > seen


def test_a_language_switch_rewords_the_chronicle_already_written(app) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=9))
    app.push(scene)
    decide(app, scene, lambda: scene.state.turn >= 2 and scene.waiting)
    english = [e.text for e in scene.chronicle.entries()]
    try:
        app.set_language("de")                      # as the Settings screen does
        key(app, pygame.K_c)
        view = app.top
        assert isinstance(view, ChronicleScene)
        german = [e.text for e in scene.chronicle.entries()]
        assert len(german) == len(english)
        assert german == [e.text for e in build(scene.start_text, scene.moves).entries()]
        rounds = [e.text for e in scene.chronicle.entries() if e.kind == "round"]
        assert rounds and not set(rounds) & set(english)
        assert view.lines[0].text.startswith("Runde 1")
    finally:
        app.set_language("en")


def test_the_chronicle_opened_mid_story_shows_what_was_told_and_the_story_waits(app) -> None:
    """Opened while the story plays, the chronicle holds what the board has shown, and
    closing it goes on from the same step: nothing (a turn's summary, a decision) is
    passed over for having looked."""
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=5))
    app.push(scene)
    decide(app, scene, lambda: scene.busy and scene.duel_tag() is not None)
    step = scene.animator.queue[0]
    queued = len(scene.animator.queue)
    told = scene.skipping.told_mark()
    key(app, pygame.K_c)
    view = app.top
    assert isinstance(view, ChronicleScene)
    assert told < len(scene.chronicle)                   # more is written than shown
    shown = [ln.text for ln in view.lines]
    untold = scene.chronicle.since(told)
    assert not any(e.text in shown for e in untold if e.kind in ("result", "army", "track"))
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.animator.queue[0] is step
    assert len(scene.animator.queue) == queued
