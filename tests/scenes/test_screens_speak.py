"""Screens that fit and speak to the player: dialogs sized to their words, the
pause card whole, rows renamed by a language switch, key names in the player's
language, the end card spoken to the person, a refused click told why, the hint
card off the move list, a move in the list opening the review, keys typed
while a screen opens kept as typed, and the rules reader never cutting a row."""

from __future__ import annotations

import pygame
import pytest

from game.common import Outcome
from game.essentia import EssentiaState
from game.symbol.positions import position
from scenes.core import i18n, theme
from scenes.essentia.dialogs import ResultScene
from scenes.essentia.panel import move_spots
from scenes.essentia.play import MOVES_RECT, PlayScene
from scenes.games import GameSetup
from scenes.menus.pause import PauseScene
from scenes.menus.rules_reader import RulesScene
from scenes.menus.settings import SettingsScene
from scenes.review import ReviewScene
from scenes.symbol.play import MOVES_RECT as SYMBOL_MOVES
from scenes.symbol.play import SymbolPlayScene
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.hints import HintBar, key_name
from tests.support import DT, click, key, make_app, post
from tests.support.essentia import NEAR_END, at

OPEN = ("RRSRRSRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRSRRSRR "
        "2g2g2/8/8/8/8/8/2G5/8/2G2G2 D on 0 1")      # Dawn's rocks golem on c3


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()
    i18n.set_language("en")


def test_a_dialog_is_as_tall_as_its_words_and_its_buttons_as_wide_as_their_labels(app):
    for lang in ("en", "es", "de"):
        app.set_language(lang)
        dialog = ConfirmDialog(i18n._("Quit to the main menu?"), lambda: None,
                               yes=i18n._("Start a new game"), no=i18n._("Keep the saved game"))
        app.push(dialog)
        rows = dialog.list.rects()
        assert dialog.card.bottom - rows[-1].bottom <= 40           # no empty band
        assert dialog.card.top >= 0 and dialog.card.bottom <= theme.HEIGHT - HintBar.HEIGHT
        widest = max(theme.font(30, "ui-bold").size(it.label)[0] for it in dialog.list.items)
        assert rows[0].width >= widest + 24 and dialog.card.contains(rows[0])
        app.pop()


def test_the_pause_card_stands_whole_above_the_hint_bar_and_renames_its_rows(app):
    game = PlayScene(GameSetup("essentia", vs_computer=True, human_side=0),
                     EssentiaState.from_text(OPEN))
    app.push(game)
    game.play(game.state.parse_action("c3c4"))    # a move: the review row joins
    for _i in range(200):
        app.step(DT)
    game.open_pause()
    pause = app.top
    assert isinstance(pause, PauseScene)
    labels = [it.label for it in pause.list.shown()]
    assert {"Review the moves", "Offer a truce", "Resign"} <= set(labels)
    assert pause.card.top >= 0 and pause.card.bottom <= theme.HEIGHT - HintBar.HEIGHT
    assert all(pause.card.contains(r) for r in pause.list.rects())
    app.set_language("es")                         # from the pause's own Settings
    labels = [it.label for it in pause.list.shown()]
    assert "Rendirse" in labels and "Ofrecer una tregua" in labels
    assert "Resign" not in labels and "Review the moves" not in labels


def test_key_names_as_each_language_writes_them(app):
    app.set_language("de")
    assert key_name("Enter") == "Eingabe" and key_name("Tab / PgDn") == "Tab / Bild\u2193"
    app.set_language("es")
    assert key_name("Esc / Backspace") == "Esc / Retroceso" and key_name("Space") == "Espacio"
    settings = SettingsScene()
    app.push(settings)
    cells = [line.text for line in settings.controls.lines]
    assert any("Intro" in c for c in cells) and not any("Enter" in c for c in cells)


def test_settings_show_the_language_in_use_under_lang(tmp_path):
    from scenes.core.app import App
    from tests.support import FakePad
    app = App(seed=1, settings_path=tmp_path / "settings.json", audio=False,
              open_device=FakePad, language="de")
    try:
        settings = SettingsScene()
        app.push(settings)
        language = next(it for it in settings.list.items if it.label == "Sprache")
        assert language.value == "de"
    finally:
        app.close()
        i18n.set_language("en")


def test_the_end_card_speaks_to_the_person(app):
    setup = GameSetup("essentia", vs_computer=True, human_side=0)
    card = ResultScene(Outcome(1, "resign"), ("You", "Computer"), setup, lambda: None,
                       lambda: None)
    assert card.headline_text() == "The computer wins"
    assert card.reason_lines() == ["You resigned."] and card.subtitle() == ""
    card = ResultScene(Outcome(0, "spring-capture"), ("You", "Computer"), setup,
                       lambda: None, lambda: None)
    assert card.headline_text() == "You win!" and card.subtitle() == ""


def test_a_click_where_the_golem_cannot_go_says_why(app):
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(OPEN))
    app.push(scene)
    click(app, at(app, "c3"))
    click(app, at(app, "d4"))                     # rocks step only straight when not capturing
    assert scene.selected is not None
    assert scene.toast.message == ("From rocks a golem moves diagonally only to capture: d4 "
                                   "is empty.")
    click(app, at(app, "c6"))
    assert scene.toast.message.startswith("The golem on c3 cannot reach c6: on rocks")


def test_the_hint_card_never_covers_the_move_list():
    for scene in (PlayScene(GameSetup("essentia", vs_computer=True, human_side=0),
                            EssentiaState.from_text(NEAR_END)),
                  SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0),
                                  position({"d1": "L", "d7": "l"}))):
        area = scene.hint_area()
        moves = MOVES_RECT if isinstance(scene, PlayScene) else SYMBOL_MOVES
        assert area is not None and not area.colliderect(moves)
        assert scene.coach is not None and scene.coach.width == area.width


def test_a_move_in_the_list_opens_the_review_there(app):
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(OPEN))
    app.push(scene)
    for text in ("c3c4", "c9c8", "c4c5=F"):
        scene.play(scene.state.parse_action(text))
        for _i in range(240):
            app.step(DT)
    spots = {i: r for r, i in move_spots(MOVES_RECT, len(scene.moves), scene.moves_scroll)}
    click(app, spots[1].center)                    # Twilight's first move
    review = app.top
    assert isinstance(review, ReviewScene) and review.ply == 2


def test_keys_typed_while_a_screen_opens_arrive_once_each(app):
    key(app, pygame.K_DOWN)
    before = app.top.list.focus
    post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    app.step(1.5)                                  # a slow frame: a screen opening
    post(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    app.step(DT)
    assert app.top.list.focus == before + 1        # one press, one step: no repeats


def test_a_page_turn_never_cuts_a_line_or_a_table_row_at_the_top(app):
    for game in ("essentia", "symbol"):
        reader = RulesScene(game)
        app.push(reader)
        for _page in range(reader.page_count() + 1):
            lines, _h = reader.page()
            top = reader.target
            assert not [p for p in lines if p.y < top < p.y + p.surf.get_height()]
            key(app, pygame.K_PAGEDOWN)
        assert reader.target == reader.max_offset()
        app.pop()
