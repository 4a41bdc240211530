"""The hint and the review, as a player meets them on the play screens.

The hint: against the computer, I / L3 / the hint bar's chip asks for the
computer's move; it is marked on the board with one line of why, and it goes
when the position changes. The review: R / R3 / the pause menu / the end card
open it; arrows, the d-pad, the wheel and the move list step through the game,
the board shown is the engine's position at that ply, and leaving it changes
nothing in the game underneath.
"""

from __future__ import annotations

import pygame

from game.ai.explain import Reason
from game.ai.hint import Advisor
from game.essentia import EssentiaState
from game.essentia.rules import new_game as essentia_game
from scenes.core.base import Act
from scenes.essentia.play import PlayScene
from scenes.essentia.words import move_words
from scenes.games import GameSetup
from scenes.review import ReviewScene
from tests.support import DT, card_ready, click, key, make_app, pad_button, step_until
from tests.support.essentia import NEAR_END
from tests.support.troy import skip_to_decision

VS = GameSetup("essentia", vs_computer=True, human_side=0, difficulty="easy", seed=3)


def _in_play(seed: int = 5) -> EssentiaState:
    """An Essentia game past its set-up, as the play screen receives it."""
    state = essentia_game(seed=seed)
    while state.phase != "play":
        state.play(state.legal_actions()[0])
    return state


def _quick(scene) -> None:
    """A small thinking budget, so a test does not sit on a long search."""
    assert scene.coach is not None
    scene.coach.advisor = Advisor(scene.game, seed=1, time_budget=0.03)


def _essentia(tmp_path, setup=VS, state=None):
    app = make_app(tmp_path)
    scene = PlayScene(setup, state or EssentiaState.from_text(NEAR_END))
    app.push(scene)
    app.step(DT)
    if scene.coach is not None:
        _quick(scene)
    return app, scene


def _hint_chip(scene):
    return next(rect for rect, h in scene.hint_bar.rects if h.act == Act.HINT)


def test_the_hint_key_marks_a_legal_move_on_the_board_with_its_reason(tmp_path) -> None:
    app, scene = _essentia(tmp_path)
    assert any(h.act == Act.HINT for h in scene.hint_bar.hints)
    key(app, pygame.K_i)
    step_until(app, lambda: scene.coach.suggestion is not None, 5)
    app.step(DT)
    hint = scene.coach.suggestion
    assert hint.action in scene.state.legal_actions()
    assert scene.hint_cells == [hint.action & 127, hint.action >> 7 & 127]
    # the power a circle move declares is named in words, not as its notation's "=T"
    assert hint.text == "c4c5=T" and \
        scene.coach.title == "Hint: Golem from c4 to c5, power: Plateau"
    # NEAR_END: declaring plateau on c5 lines the c4 golem up with Twilight's spring c9
    assert hint.reason == Reason("threaten_spring", {"cell": "c9"})
    assert scene.coach.reason == \
        "It threatens to win: next move it can take the enemy golem on the spring c9."
    app.draw()


def test_the_hint_goes_when_the_position_changes(tmp_path) -> None:
    app, scene = _essentia(tmp_path, state=_in_play())
    click(app, _hint_chip(scene).center)          # the hint bar's chip is the mouse's button
    step_until(app, lambda: scene.coach.suggestion is not None, 5)
    scene.play(scene.coach.suggestion.action)
    assert scene.coach.suggestion is None and scene.hint_cells == []


def test_esc_puts_the_hint_away_and_the_next_esc_opens_the_pause(tmp_path) -> None:
    """The hint card covers the golem's card: Esc puts it away (its marks too) and
    nothing else; the next Esc is the pause menu as ever."""
    app, scene = _essentia(tmp_path, state=_in_play())
    key(app, pygame.K_i)
    step_until(app, lambda: scene.coach.suggestion is not None, 5)
    app.step(DT)
    assert scene.coach.showing and scene.hint_cells
    key(app, pygame.K_ESCAPE)
    assert not scene.coach.showing and scene.hint_cells == [] and app.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene


def test_the_pad_asks_for_a_hint_and_hot_seat_offers_none(tmp_path) -> None:
    app, scene = _essentia(tmp_path, state=_in_play())
    pad_button(app, 8)                              # left stick pressed (L3)
    assert scene.coach.showing
    app2, hot = _essentia(tmp_path / "hot", GameSetup("essentia"), _in_play())
    assert hot.coach is None
    assert not any(h.act == Act.HINT for h in hot.hint_bar.hints)
    key(app2, pygame.K_i)
    assert hot.toast.message == "Hints are offered in games against the computer"


def _played(tmp_path, plies: int = 6):
    """A hot-seat Essentia game with ``plies`` moves played."""
    app, scene = _essentia(tmp_path, GameSetup("essentia"), _in_play())
    for _ in range(plies):
        scene.play(scene.state.legal_actions()[0])
        scene.animator.finish()
    app.step(DT)
    return app, scene


def _replayed(scene, ply: int) -> str:
    state = EssentiaState.from_text(scene.start_text)
    for m in scene.moves[:ply]:
        state.play(state.parse_action(m.text))
    return state.to_text()


def test_review_steps_by_keys_pad_and_mouse_and_shows_the_engines_position(tmp_path) -> None:
    app, scene = _played(tmp_path)
    before = (scene.state.to_text(), list(scene.moves))
    key(app, pygame.K_r)
    review = app.top
    assert isinstance(review, ReviewScene)
    assert review.ply == 6 and review.state.to_text() == _replayed(scene, 6)
    # counted in the list's numbered turns (six moves: three turns), as the list shows
    assert review.heading == "Turn 3 of 3" and review.rows[-1][0] == 3
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert review.ply == 4 and review.state.to_text() == _replayed(scene, 4)
    assert review.board.state.to_text() == _replayed(scene, 4)     # what the board draws
    # the move in words, as the hint and the turn card name a move (not "played b1b2")
    fourth = scene.moves[3]
    words = move_words(EssentiaState.from_text(_replayed(scene, 3)).parse_action(fourth.text))
    assert review.detail == f"{review.sides[fourth.player]}: {words}"
    assert words.startswith("Golem from ")
    pad_button(app, 4)                                               # LB: the start
    assert review.ply == 0 and review.state.to_text() == scene.start_text
    assert review.detail == "3 turns in all"
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, instance_id=0, hat=0,
                                         value=(1, 0)))
    app.step(DT)
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, instance_id=0, hat=0,
                                         value=(0, 0)))
    app.step(DT)
    assert review.ply == 1
    rect, ply = review.row_rects[4]                   # click the fifth move in the list
    click(app, rect.center)
    assert review.ply == ply == 5 and review.state.to_text() == _replayed(scene, 5)
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    assert (scene.state.to_text(), scene.moves) == before


def test_review_from_the_pause_menu_and_the_end_card(tmp_path) -> None:
    app, scene = _played(tmp_path, 3)
    key(app, pygame.K_p)
    labels = [it.label for it in app.top.list.shown()]
    assert "Review the moves" in labels
    app.top.list.focus_on("Review the moves")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ReviewScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    # to the end: the end card offers the review, and comes back unchanged after it
    scene.resign(0)
    step_until(app, lambda: scene.result_shown, 10)
    card_ready(app)
    card = app.top
    assert [it.label for it in card.list.shown()] == ["Rematch", "View the board",
                                                      "Review the moves", "Main menu"]
    card.list.focus_on("Review the moves")
    key(app, pygame.K_RETURN)
    review = app.top
    assert isinstance(review, ReviewScene) and review.ply == 3
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.top is card and scene.over and len(scene.moves) == 3


def test_symbol_marks_its_hint_and_reviews_over_its_own_board(tmp_path) -> None:
    from game.symbol import SymbolState
    from scenes.symbol.play import PLAYER_CARDS, SymbolPlayScene

    app = make_app(tmp_path)
    state = SymbolState.new()
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0, seed=2), state)
    app.push(scene)
    app.step(DT)
    _quick(scene)
    chip = _hint_chip(scene)
    click(app, chip.center)
    step_until(app, lambda: scene.coach.suggestion is not None, 5)
    app.step(DT)
    hint = scene.coach.suggestion
    assert hint.action in scene.state.legal_actions() and scene.hint_cells
    # the leader's placement in words, on the computer's card: the player's own stays
    assert hint.text.startswith("L@") and scene.coach.title == \
        f"Hint: Leader on {hint.text[2:]}"
    assert scene.hint_area() == PLAYER_CARDS[1]
    app.draw()
    scene.play(hint.action)
    step_until(app, lambda: scene.human_turn() and not scene.busy, 30)
    assert len(scene.moves) == 2
    before = (scene.state.to_text(), list(scene.moves))
    key(app, pygame.K_r)
    review = app.top
    assert isinstance(review, ReviewScene) and review.ply == 2
    key(app, pygame.K_LEFT)
    replay = SymbolState.from_text(scene.start_text)
    replay.play(replay.parse_action(scene.moves[0].text))
    assert review.state.to_text() == replay.to_text()
    assert review.board.shown == {c: (o, s.upper()) for c in range(49)
                                  if (st := replay.stack_at(c)) for o, s in [st]}
    assert review.board.caption()                    # the move told in words
    app.draw()
    pad_button(app, 1)                               # B leaves
    assert app.top is scene and (scene.state.to_text(), scene.moves) == before


def test_the_trojan_war_hint_names_the_decision_in_words(tmp_path) -> None:
    from scenes.troy.overlays import PassScene
    from scenes.troy.play import TroyPlayScene

    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=3))
    app.push(scene)
    skip_to_decision(app, scene)
    if isinstance(app.top, PassScene):
        key(app, pygame.K_RETURN)
    assert app.top is scene and scene.can_act()
    assert any(h.act == Act.HINT for h in scene.hint_bar.hints)
    key(app, pygame.K_i)
    step_until(app, lambda: scene.coach.suggestion is not None, 5)
    app.step(DT)
    hint = scene.coach.suggestion
    assert hint.action in scene.state.legal_actions()
    from scenes.troy.words import short_name
    # the pick in words: each hero by name; every enemy face down, so where he goes is
    # not said (it does not matter)
    assert "pick:" not in scene.coach.title
    assert all(row["trojan"] in (None, "hidden") for row in scene.state.view(0)["challenges"])
    assert scene.coach.title.startswith("Hint: Send ")
    assert all(short_name(h) in scene.coach.title for h in hint.action.heroes)
    assert not any(ch.isdigit() for ch in scene.coach.title)
    assert scene.coach.reason.endswith(".")
    app.draw()


def test_the_reviews_move_list_stays_put_as_the_stories_change_length(tmp_path) -> None:
    """Stepping through a game, the move list does not jump up and down with each
    move's story (up to four lines are kept for it)."""
    from game.symbol.positions import position
    from scenes.games import GameSetup
    from scenes.review import STORY_ROOM
    from scenes.symbol.play import SymbolPlayScene
    from tests.support import DT, click, make_app
    from tests.support.symbol import at, settle
    app = make_app(tmp_path)
    st = position({"c1": "L", "f3": "F", "g5": "a", "e5": "w", "d7": "l", "a6": "e"})
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    app.step(DT)
    click(app, at(scene, "f3"))
    click(app, at(scene, "f4"))            # a push with two crushes: a long story
    settle(app)
    click(app, at(scene, "a6"))
    click(app, at(scene, "b6"))            # a plain move: a short one
    settle(app)
    scene.open_review()
    review = app.top
    tops = set()
    for ply in range(len(scene.moves) + 1):
        review.go(ply)
        tops.add(review.rows_top)
        assert len(review.story_lines) <= STORY_ROOM
    assert len(tops) == 1


def test_a_long_story_in_the_review_is_shown_whole_in_smaller_type(tmp_path) -> None:
    from game.symbol.positions import position
    from scenes.games import GameSetup
    from scenes.symbol.play import SymbolPlayScene
    from tests.support import DT, click, make_app
    from tests.support.symbol import at, settle
    app = make_app(tmp_path)
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"c1": "L", "f3": "F", "g5": "a", "d7": "l", "a6": "e"}))
    app.push(scene)
    app.step(DT)
    click(app, at(scene, "f3"))
    click(app, at(scene, "f4"))
    settle(app)
    scene.open_review()
    review = app.top
    story = " ".join(f"Sentence {n} of a long chain of explosions and pushes." for n in range(9))
    review.board.caption = lambda: story
    review.go(0)
    review.go(1)
    assert " ".join(review.story_lines).split() == story.split()
    assert review.story_size < 18


def test_the_circle_chooser_opens_on_the_power_the_hint_named(tmp_path) -> None:
    """The hint says c4 to c5, power Plateau: following it, the circle's chooser has
    Plateau focused, so Enter takes what the hint said."""
    from scenes.essentia.dialogs import PowerChooser
    from tests.support.essentia import at

    app, scene = _essentia(tmp_path)
    key(app, pygame.K_i)
    step_until(app, lambda: scene.coach.suggestion is not None, 5)
    assert scene.coach.suggestion.text == "c4c5=T"
    click(app, at(app, "c4"))
    click(app, at(app, "c5"))
    chooser = app.top
    assert isinstance(chooser, PowerChooser)
    assert chooser.list.focused.label == "Plateau"
