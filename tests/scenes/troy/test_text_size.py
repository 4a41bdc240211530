"""Readable at 1280x720: no text on a Trojan War screen under 12 px, and none cut
short or wider than its place. Every line is measured where it is rendered,
through the bundled-font helper all the Troy screens draw with (theme.font), and
every line the screens shorten to fit its box (words.fit) counts as cut."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.troy import data as D
from scenes.art import troy as troy_art
from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.games import GameSetup
from scenes.troy import (
    cards,
    chronicle_view,
    duel_tellers,
    horse,
    overlays,
    panels,
    review,
    screen,
    stages,
    table,
    tellers,
    words,
)
from scenes.troy.chronicle_view import ChronicleScene
from scenes.troy.keys import settle_time
from scenes.troy.layout import CARD, DUEL_CARD, GOD_CARD
from scenes.troy.overlays import TroyResultScene
from scenes.troy.play import TroyPlayScene
from scenes.troy.table import hero_card
from scenes.ui import widgets
from tests.support import make_app

SMALLEST = 12
BEAT = 0.05      # seconds a frame of the story lasts here: three of the game's frames
TROY_SCREENS = (chronicle_view, overlays, panels, screen, tellers, duel_tellers, horse, table,
                stages, cards, review)


class Recorded:
    """A font that notes each line it renders: (size in px, text, width)."""

    def __init__(self, font: pygame.font.Font, size: int, log: list) -> None:
        self._font, self._size, self._log = font, size, log

    def render(self, s: str, *args: Any) -> pygame.Surface:
        img = self._font.render(s, *args)
        self._log.append((self._size, s, img.get_width()))
        return img

    def __getattr__(self, name: str) -> Any:
        return getattr(self._font, name)


def _clear_caches() -> None:
    widgets.text.cache_clear()
    for painter in (troy_art.hero_card, troy_art.hero_token, troy_art.god_card,
                    troy_art.card_back, troy_art.die_face):
        painter.cache_clear()


@pytest.fixture
def rendered(monkeypatch):
    """The lines rendered while the test runs (text caches emptied before and after)."""
    log: list[tuple[int, str, int]] = []
    real = theme.font
    monkeypatch.setattr(theme, "font", lambda size, kind="ui": Recorded(real(size, kind),
                                                                         size, log))

    def fit(s: str, size: int, width: int) -> str:
        out = words.fit(s, size, width)
        if out != s:
            log.append((0, f"cut to its box: {s}", width))
        return out
    for module in TROY_SCREENS:
        if hasattr(module, "fit"):
            monkeypatch.setattr(module, "fit", fit)
    _clear_caches()
    yield log
    _clear_caches()


def _unreadable(log: list[tuple[int, str, int]]) -> list[tuple[int, str, int]]:
    return [r for r in log if r[1].strip() and r[0] < SMALLEST]


def test_hero_and_god_cards_show_every_name_whole_at_12_px_or_more(rendered) -> None:
    for hero in D.HEROES:
        for size in (CARD, DUEL_CARD):
            rendered.clear()
            hero_card(hero.id, size)
            name = next(r for r in rendered if r[1] not in (str(hero.power),
                                                             str(hero.resistance)))
            assert name[0] >= SMALLEST and name[2] <= size[0] * 0.9, (hero.id, size, name)
    for god in D.GODS:
        rendered.clear()
        troy_art.god_card(D.GOD_NAMES[god], GOD_CARD)
        assert rendered and all(r[0] >= SMALLEST and r[2] <= GOD_CARD[0] * 0.9
                                for r in rendered), (god, rendered)
    assert not _unreadable(rendered)


def test_no_troy_screen_renders_text_under_12_px_or_cut_short(tmp_path, rendered) -> None:
    app = make_app(tmp_path, title=False)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=3))
    app.push(scene)
    seen: set[str] = set()
    frames = 0
    while scene.state.turn < 3 and frames < 7000:     # two turns told beat by beat,
        app.step(BEAT)                                # each frame drawn
        frames += 1
        if frames % 3 == 0:
            seen.add("duel" if scene.board.duel else "army" if scene.board.army else "table")
        if scene.waiting and scene.choices and scene.animator.idle \
                and scene.taps.ready(settle_time(scene)):     # a player's look, then Enter
            app.draw()
            scene.handle_play(InputAction(Act.CONFIRM))
        if scene.summing_up():                         # the turn's summary, then go on
            app.draw()
            scene.skip_beat()
    assert {"duel", "army", "table"} <= seen
    scene.handle(InputAction(Act.REVIEW))                 # the chronicle
    assert isinstance(app.top, ChronicleScene)
    app.draw()
    app.pop()
    for _ in range(20000):                             # on to the Horse and the end card
        if isinstance(app.top, TroyResultScene):
            break
        if scene.busy:
            scene.skip_all()
        elif scene.waiting and scene.choices and app.top is scene \
                and scene.taps.ready(settle_time(scene)):
            scene.handle_play(InputAction(Act.CONFIRM))
        if scene.board.horse is not None:
            seen.add("horse")
            app.draw()
        app.step(0.05)
    assert "horse" in seen and isinstance(app.top, TroyResultScene)
    app.draw()
    bad = _unreadable(rendered)
    assert not bad, sorted(set(bad))[:20]
    app.close()
