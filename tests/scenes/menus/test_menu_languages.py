"""The menus follow a language switch at once: the screens under Settings are
relabelled when the player comes back, and keep their choices and focus."""

from __future__ import annotations

import pygame
import pytest

from scenes.core import theme
from scenes.core.app import App
from scenes.menus.controls import ControlsTable
from scenes.menus.demo import DemoScene
from scenes.menus.pregame import PregameScene
from scenes.menus.settings import SettingsScene
from tests.support import DT, key, make_app


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def switch_to(app: App, language: str) -> None:
    """Choose ``language`` on the Settings screen, then come back."""
    app.push(SettingsScene())
    app.top.list.focus_on(app.top.list.items[2].label)        # the language row
    while app.settings.language != language:
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_ESCAPE)


def labels(app: App) -> list[str]:
    return [item.label for item in app.top.list.shown()]


def test_the_title_menu_is_relabelled_and_keeps_its_focus(app: App) -> None:
    key(app, pygame.K_DOWN)                 # Symbol
    switch_to(app, "de")
    assert labels(app) == ["Essentia", "Symbol", "Der Trojanische Krieg", "Online spielen",
                           "Spielen lernen", "Einstellungen", "Regeln", "Beenden"]
    assert app.top.list.focused.label == "Symbol"
    switch_to(app, "es")
    assert "La guerra de Troya" in labels(app)


def test_the_pregame_screen_keeps_the_choices_made_before_a_switch(app: App) -> None:
    pre = PregameScene("troy")
    app.push(pre)
    app.step(DT)
    pre.opponent.set_value(True)
    pre.side.set_value(1)
    switch_to(app, "es")
    assert app.top is pre
    assert pre.side.label == "Juegas con"
    assert pre.opponent.value is True and pre.side.value == 1
    assert pre.opponent.choices[1][1] == "Ordenador"
    assert pre.start.label == "Empezar la partida"
    assert pre.difficulty.label == "Dificultad"


def test_the_controls_table_is_laid_out_again_in_the_new_language(app: App) -> None:
    app.push(SettingsScene())
    table: ControlsTable = app.top.controls
    before = [line.text for line in table.lines]
    assert "Keyboard" in before and "Enter / Space" in before
    switch_to(app, "de")        # the Settings screen above is another one: it closes
    app.push(SettingsScene())
    words = [line.text for line in app.top.controls.lines]
    assert "Tastatur" in words
    # key caps as German keyboards print them
    assert any("Eingabe" in w for w in words) and not any("Enter" in w for w in words)


def test_german_control_words_stay_in_their_column(app: App) -> None:
    app.set_language("de")
    table = ControlsTable(pygame.Rect(664, 150, 592, 510))
    columns = sorted({line.pos[0] for line in table.lines})
    assert len(columns) == 4
    for line in table.lines:
        nxt = next((x for x in columns if x > line.pos[0]), table.rect.right)
        assert line.pos[0] + theme.font(15, "ui-semibold").size(line.text)[0] < nxt
    assert max(line.pos[1] for line in table.lines) + 20 < table.rect.bottom


def test_the_demo_banner_counts_down_in_the_players_language(app: App) -> None:
    app.set_language("de")
    demo = DemoScene(("essentia",), seed=1)
    app.push(demo)
    assert demo.banner_right == "Computer gegen Computer"
    assert demo.banner_title == "ESSENTIA"
