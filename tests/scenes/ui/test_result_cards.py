"""The three games end on the same card: Rematch / View the board / Main menu,
the reason in plain words; Esc / B closes it over the final board and Enter /
A brings it back."""

from __future__ import annotations

import random

import pytest

from game.ai.troy import choose
from game.essentia import EssentiaState
from game.symbol.positions import position
from scenes.core.base import Act, InputAction
from scenes.essentia.play import PlayScene
from scenes.games import GameSetup
from scenes.symbol.play import SymbolPlayScene
from scenes.troy.play import TroyPlayScene
from scenes.ui.result_card import ResultCard
from tests.support import DT, card_ready, click, make_app, step_until

NEAR_END = ("RRSRRSRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRSRRSRR "
            "2g4g/8/8/8/8/2G5/8/8/2G5 D on 0 1")


def run(app, seconds: float) -> None:
    for _ in range(int(seconds / DT) + 1):
        app.step(DT)


def essentia_end(app):
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    scene.resign(1)
    return scene


def symbol_end(app):
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"d1": "L", "c2": "E", "d7": "l"}, res="-/-"))
    app.push(scene)
    scene.resign(0)
    return scene


def troy_end(app):
    scene = TroyPlayScene(GameSetup("troy", seed=5))
    app.push(scene)
    rng = random.Random(1)
    while scene.state.to_move() is not None:
        scene.state.play(choose(scene.state, "random", rng))
    scene.skip_all()
    return scene


GAMES = {"essentia": essentia_end, "symbol": symbol_end, "troy": troy_end}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_end_card_offers_rematch_view_and_menu_with_a_reason(tmp_path, game) -> None:
    app = make_app(tmp_path)
    scene = GAMES[game](app)
    card_ready(app)
    card = app.top
    assert isinstance(card, ResultCard)
    # every game offers its review: the moves, or the Trojan War's story on its board
    review = ["Review the moves"] if game != "troy" else ["Review on the board"]
    assert [it.label for it in card.list.shown()] == ["Rematch", "View the board", *review,
                                                      "Main menu"]
    assert card.headline_text() and all(s.endswith(".") for s in card.reason_lines())
    assert card.reason_lines()

    if game == "troy":                                # the review on the board over the card
        card.list.focus_on("Review on the board")
        app.dispatch(InputAction(Act.CONFIRM))
        assert type(app.top).__name__ == "TroyReviewScene"
        app.dispatch(InputAction(Act.CANCEL))
        assert app.top is card
    app.dispatch(InputAction(Act.CANCEL, "controller"))     # B: look at the final board
    assert app.top is scene
    app.dispatch(InputAction(Act.CONFIRM))                    # A: the card again
    card = app.top
    assert isinstance(card, ResultCard)

    card.list.focus_on("View the board")
    app.dispatch(InputAction(Act.CONFIRM))    # the A that reopened it does not close it
    assert app.top is card
    card_ready(app)
    app.dispatch(InputAction(Act.CONFIRM))
    assert app.top is scene
    app.dispatch(InputAction(Act.CONFIRM))
    card = app.top
    assert isinstance(card, ResultCard)
    app.step(DT)
    click(app, card.list.rects()[-1].center)                  # Main menu, by mouse
    assert type(app.top).__name__ == "TitleScene"
    app.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_rematch_from_the_end_card_starts_a_fresh_game(tmp_path, game) -> None:
    app = make_app(tmp_path)
    scene = GAMES[game](app)
    card_ready(app)
    assert isinstance(app.top, ResultCard)
    app.dispatch(InputAction(Act.CONFIRM))                    # Rematch has the focus
    new = next(s for s in reversed(app.stack) if type(s).__name__ != "ResultCard")
    assert new is not scene and scene not in app.stack
    app.close()


def test_enter_pressed_as_the_game_ends_does_not_start_a_new_one(tmp_path) -> None:
    """Enter tapped to hurry the last moments lands on the end card as it opens: no
    tap of the run is taken (Rematch has the focus); an Enter after a pause is."""
    from scenes.ui.result_card import SETTLE

    app = make_app(tmp_path)
    GAMES["troy"](app)
    step_until(app, lambda: isinstance(app.top, ResultCard))
    card = app.top
    for _ in range(8):                               # the taps go on, twice a second
        app.dispatch(InputAction(Act.CONFIRM))
        assert app.top is card, "a tap of a run is not a choice"
        for _ in range(int(0.5 / DT)):
            app.step(DT)
    assert card.taps.open_for >= SETTLE
    step_until(app, card.taps.ready)                     # a pause, then Enter
    app.dispatch(InputAction(Act.CONFIRM))
    assert app.top is not card and type(app.top).__name__ != "ResultCard"
    app.close()


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_the_longest_end_card_stands_whole_above_the_hint_bar(tmp_path, language) -> None:
    """A drawn Trojan War (the Horse burnt, the Greeks far ahead) has the longest
    reason and six Horse modifiers: the card shrinks its emblem and type to stand
    whole on the screen, above the hint bar, with every choice."""
    from game.troy import data as D
    from scenes.troy.overlays import TroyResultScene
    from scenes.ui.hints import HintBar

    app = make_app(tmp_path)
    app.set_language(language)
    keys = ["vp_minus_10", "achilles", "philoctetes", "sinon", "hector", "paris"]
    mods = [D.HORSE_MODIFIERS[k] for k in keys]
    card = TroyResultScene(None, "draw", -16, (0, 3, mods), lambda: None, None)
    card.offer_review(lambda: None, "Review on the board")
    app.push(card)
    app.step(DT)
    rect = card.card_rect()
    assert rect.top >= 0 and rect.bottom <= app.screen.get_height() - HintBar.HEIGHT, rect
    assert all(rect.contains(r) for r in card.list.rects())
    app.close()
