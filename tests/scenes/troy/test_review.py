"""The review on the board: built from a game's plies (its decisions, events and
positions), it shows every turn's board as the rules left it, steps beat by
beat with the review keys, and opens from the pause menu and the end card."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai.players import make_player
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.core.app import App
from scenes.games import GameSetup
from scenes.troy.board import Board
from scenes.troy.lines import worded
from scenes.troy.play import TroyPlayScene
from scenes.troy.plies import Ply, opening, replay
from scenes.troy.review import PROGRESS, TroyReviewScene, walk
from tests.scenes.troy.test_skip_summary import decide_first
from tests.support import DT, click, key, make_app, pad_button
from tests.support.troy import decide

PAD_LB, PAD_RB = 4, 5


def seeded_game(seed: int) -> tuple[str, list[Ply]]:
    """A whole game between two computer players on ``seed``: start position and plies."""
    rng = random.Random(seed)
    state = TroyState(seed=seed, less_bloody=rng.random() < 0.3, exchange=rng.random() < 0.5)
    start = state.to_text()
    players = [make_player("troy", rng.choice(("easy", "normal")), seed=seed + side)
               for side in (0, 1)]
    plies = []
    while state.outcome() is None:
        side = state.to_move()
        assert side is not None
        action = players[side].choose(state)
        events = state.play(action)
        plies.append(Ply(side, action, tuple(events), state.to_text()))
    return start, plies


def public(board: Board, turn: int) -> dict:
    facts = board.public()
    if turn == D.HORSE_TURN:    # turn 12 has no events: the rules' view keeps turn 11's
        del facts["event"], facts["mandatory"]
    return facts


@pytest.mark.parametrize("block", range(4))
def test_the_review_reproduces_every_turns_board_in_100_seeded_games(block: int) -> None:
    """The story told from each ply's events leaves the board exactly as the rules'
    position after that ply shows it, for the 100 games (25 a block), each seen by
    an onlooker and by each seat."""
    for seed in range(25 * block, 25 * block + 25):
        start, plies = seeded_game(seed)
        viewer = (None, 0, 1)[seed % 3]
        for n, board, _stops in walk(start, opening(TroyState.from_text(start)), plies,
                                     viewer, keep=False):
            position = TroyState.from_text(plies[n - 1].position if n else start)
            expected = Board()
            expected.sync(position.view(viewer))
            assert public(board, position.turn) == public(expected, position.turn), \
                (seed, n, plies[n - 1].action if n else "start")


def test_the_review_steps_through_each_round_and_shows_the_board_as_it_was() -> None:
    start, plies = seeded_game(7)
    review = TroyReviewScene(start, opening(TroyState.from_text(start)), plies, None)
    said = [worded(stop.said) for stop in review.stops]
    assert any(s.startswith("Round 1:") for s in said)      # each duel round is a step
    assert any(", drawn by the Greeks," in s for s in said)   # each god, who drew it
    assert any(s.startswith("End of turn 11") for s in said)
    assert review.index == len(review.stops) - 1             # opened at the end
    turns = [stop.board.turn for stop in review.stops]
    assert turns == sorted(turns) and turns[0] == 1 and turns[-1] == 12
    # a step back shows an earlier board; a turn back goes to that turn's first step
    review.go(len(review.stops) // 2)
    middle = review.stop.board.turn
    review.go_turn(-1)
    assert review.stop.board.turn == middle and review.index == dict(review.turn_starts)[middle]
    review.go_turn(-1)
    assert review.stop.board.turn == middle - 1


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def test_the_review_opens_from_the_pause_menu_and_walks_with_the_keys(app: App) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=3))
    app.push(scene)
    decide(app, scene, lambda: scene.state.turn >= 3)
    scene.open_pause()
    pause = app.top
    labels = [item.label for item in pause.list.items]
    assert "Review on the board" in labels
    pause.list.items[labels.index("Review on the board")].on_confirm()
    review = app.top
    assert isinstance(review, TroyReviewScene)
    end = review.index
    key(app, pygame.K_LEFT)
    assert review.index == end - 1
    key(app, pygame.K_PAGEUP)
    assert review.index == 0 and review.stop.board.turn == 1
    pad_button(app, PAD_RB)
    assert review.index == end
    key(app, pygame.K_ESCAPE)
    assert app.top is not review


def test_the_review_opened_mid_story_shows_what_was_told_and_the_story_waits(
        app: App) -> None:
    """Opened from the pause while the turn's summary waits, the review ends where the
    story stands, and leaving it finds the summary still up: the game is not moved on
    behind the player's back (the next turn's event, a hero joining)."""
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=3))
    app.push(scene)
    for _ in range(100_000):
        if scene.summing_up():
            break
        if scene.waiting and not scene.busy and scene.decision is not None:
            decide_first(scene)
        app.step(DT * 3)
    plies, turn = len(scene.plies), scene.board.turn
    scene.open_pause()
    pause = app.top
    labels = [item.label for item in pause.list.items]
    pause.list.items[labels.index("Review on the board")].on_confirm()
    review = app.top
    assert isinstance(review, TroyReviewScene)
    assert review.stop.board.turn == turn              # nothing of the turn to come
    key(app, pygame.K_ESCAPE)
    while app.top is not scene:
        key(app, pygame.K_ESCAPE)
    assert scene.summing_up() and len(scene.plies) == plies


def test_the_reviews_bar_and_track_walk_it_by_mouse(app: App) -> None:
    """A player with a mouse alone walks the review by its bar's chips (each does what
    its key does) and goes to a turn by clicking it on the turn track."""
    from scenes.troy.layout import TRACK
    cw = (TRACK.width - 70) // 12
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=3))
    app.push(scene)
    decide(app, scene, lambda: scene.state.turn >= 3)
    scene.open_review()
    review = app.top
    assert isinstance(review, TroyReviewScene)
    chips = {hint.label: rect.center for rect, hint in review.hint_bar.rects if hint.act}
    last_turn = review.stop.board.turn
    end = review.index
    click(app, chips["Previous step"])
    assert review.index == end - 1
    click(app, (TRACK.left + 60 + (last_turn - 2) * cw + cw // 2, TRACK.centery))
    assert review.stop.board.turn == last_turn - 1
    click(app, chips["To the start"])
    assert review.index == 0
    # the progress bar under the caption: a click goes that far through the story
    click(app, (PROGRESS.centerx, PROGRESS.centery))
    assert abs(review.index - end / 2) <= 1
    click(app, (PROGRESS.left, PROGRESS.centery))
    assert review.index == 0
    click(app, chips["To the end"])
    assert review.index == end
    click(app, chips["Next step"])
    assert review.index == end
    click(app, chips["Back to the game"])
    assert app.top is scene


def test_the_end_card_offers_the_review_on_the_board(app: App) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=3))
    app.push(scene)
    decide(app, scene, lambda: scene.state.turn >= 2)
    scene.resign(0)
    for _ in range(200):
        app.step(0.05)
        if app.top is not scene:
            break
    card = app.top
    assert card.on_review is not None
    card.on_review()
    assert isinstance(app.top, TroyReviewScene)


def test_a_game_without_a_seed_draws_one_and_its_save_replays_it_exactly(app: App) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0))
    app.push(scene)
    decide(app, scene, lambda: len(scene.moves) >= 6)
    saved = scene.saved_game()
    assert isinstance(saved.extra["seed"], int)
    start = TroyState.from_text(saved.position)
    assert start.chance.seed == TroyState(seed=saved.extra["seed"]).chance.seed
    replayed = [ply.position for ply in replay(saved.position, scene.moves)]
    assert replayed == [ply.position for ply in scene.plies]
