"""The Rules reader: every game's rules load, lay out and scroll within bounds."""

from __future__ import annotations

import pygame
import pytest

from scenes.core import i18n
from scenes.games import order
from scenes.menus.rules_layout import layout
from scenes.menus.rules_markdown import Block, load_rules, parse, rules_path
from scenes.menus.rules_reader import VIEW, RulesScene
from tests.support import DT, click, key, make_app, pad_button


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


@pytest.mark.parametrize("game", order())
def test_rules_cover_each_game(game: str) -> None:
    blocks = parse(load_rules(game))
    kinds = {b.kind for b in blocks}
    assert {"h1", "h2", "bullet", "p"} <= kinds
    headings = " ".join(b.text.lower() for b in blocks if b.kind == "h2")
    assert "goal" in headings
    assert "ends" in headings or "horse" in headings


def test_parse_markdown_subset() -> None:
    md = ("# Title\n\nSome **bold** and `code`\ncontinued.\n\n- one\n  more\n  - sub\n"
          "1. first\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n")
    blocks = parse(md)
    assert [b.kind for b in blocks] == ["h1", "p", "bullet", "sub", "step", "table"]
    assert blocks[1].text == "Some bold and code continued."
    assert blocks[2].text == "one more"
    assert blocks[-1].rows == (("a", "b"), ("1", "2"))


def test_rules_for_troy_include_its_tables() -> None:
    tables = [b for b in parse(load_rules("troy")) if b.kind == "table"]
    heroes = next(t for t in tables if t.rows[0][1] == "Hero")
    assert len(heroes.rows) == 1 + 22


def test_scrolling_stays_in_bounds_and_pages(app) -> None:
    app.push(RulesScene("troy"))
    r = app.top
    app.step(DT)
    assert r.page_count() > 3
    key(app, pygame.K_UP)
    assert r.target == 0
    key(app, pygame.K_PAGEDOWN)
    assert r.current_page() == 2
    for _ in range(50):
        key(app, pygame.K_PAGEDOWN)
    assert r.target == r.max_offset() and r.current_page() == r.page_count()
    for _ in range(120):
        app.step(DT)
    assert r.offset == r.target              # the eased scroll settles


def test_tabs_switch_with_keys_pad_and_mouse(app) -> None:
    app.push(RulesScene("essentia"))
    r = app.top
    key(app, pygame.K_RIGHT)
    assert r.game == "symbol" and r.target == 0
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert r.game == "troy"
    app.draw()
    click(app, r.tab_rects[0].center)
    assert r.game == "essentia"


def test_mouse_wheel_scrolls(app) -> None:
    app.push(RulesScene("symbol"))
    r = app.top
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.step(DT)
    assert r.target > 0


@pytest.mark.parametrize("kind", ["step", "bullet", "sub"])
@pytest.mark.parametrize("mark", ["1", "2", "10"])
def test_list_markers_never_touch_their_text(kind: str, mark: str) -> None:
    placed, _ = layout([Block(kind, "Desertion (with unlimited forces)", mark=mark)], 800)
    marker, words = placed[0], placed[1]
    assert marker.y == words.y and marker.x >= 0
    assert marker.x + marker.surf.get_width() + 6 <= words.x


@pytest.fixture
def english_after():
    yield
    i18n.set_language("en")


def test_the_text_follows_the_language_at_once(app, english_after) -> None:
    """Choosing German in Settings relays the open reader out in German, kept at
    the same place in the text; tabs and hints speak German too."""
    app.set_language("en")
    app.push(RulesScene("troy"))
    r = app.top
    app.step(DT)
    english_height = r.page()[1]
    r.scroll_to(r.max_offset() // 2)
    half = r.target / r.max_offset()
    app.set_language("de")
    assert r.page()[1] == layout(parse(load_rules("troy", "de")), VIEW.width - 40)[1]
    assert r.page()[1] != english_height
    assert parse(load_rules("troy", "de"))[0].text == "Der Trojanische Krieg"
    assert r.tab_labels[2] == "Der Trojanische Krieg"
    assert i18n._(r.hints.hints[-1].label) == "Zurück"     # as the bar shows it
    assert abs(r.target / r.max_offset() - half) < 0.02
    assert r.offset == r.target
    app.draw()                                       # the new tab rectangles are used
    click(app, r.tab_rects[0].center)
    assert r.game == "essentia"
    app.set_language("en")
    assert r.tab_labels[2] == "The Trojan War"


def test_a_language_without_a_rules_file_reads_english(english_after) -> None:
    i18n.set_language("pseudo")
    assert rules_path("symbol") == rules_path("symbol", "en")
    assert rules_path("symbol", "de").parent.name == "de"
    assert load_rules("symbol") == load_rules("symbol", "en")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game", order())
def test_keyboard_mouse_and_pad_each_reach_the_end(app, english_after, game, lang) -> None:
    app.set_language(lang)

    def reader() -> RulesScene:
        app.push(RulesScene(game))
        app.step(DT)
        scene = app.top
        assert isinstance(scene, RulesScene)
        return scene

    r = reader()
    for _ in range(200):
        key(app, pygame.K_DOWN)
    assert r.target == r.max_offset() > 0
    app.pop()
    r = reader()
    for _ in range(40):
        pad_button(app, 5)                     # RB: page down
    assert r.target == r.max_offset()
    app.pop()
    r = reader()
    for _ in range(100):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        app.step(DT)
    assert r.target == r.max_offset()
    r.scroll_to(0)
    track = r._scrollbar_track()
    click(app, (track.centerx, track.bottom - 1))
    assert r.target >= r.max_offset() - r.max_offset() // 100 - 1
    assert r.current_page() == r.page_count()


@pytest.mark.parametrize(("game", "lang"), [("symbol", "de"), ("troy", "es"),
                                            ("essentia", "en")])
def test_each_page_turn_shows_the_next_page_number_up_to_the_last(app, game, lang) -> None:
    """PgDn from the top counts 1, 2, 3 ... to the last page, each number once, and
    PgUp counts back down: the counter is the page a reader has turned to."""
    from scenes.core import i18n
    try:
        i18n.set_language(lang)
        app.push(RulesScene(game))
        r = app.top
        app.step(DT)
        seen = [r.current_page()]
        for _ in range(r.page_count() - 1):
            key(app, pygame.K_PAGEDOWN)
            seen.append(r.current_page())
        assert seen == list(range(1, r.page_count() + 1))
        assert r.target == r.max_offset()
        for _ in range(r.page_count() - 1):
            key(app, pygame.K_PAGEUP)
            seen.append(r.current_page())
        assert seen[-1] == 1 and r.target == 0
    finally:
        i18n.set_language("en")
