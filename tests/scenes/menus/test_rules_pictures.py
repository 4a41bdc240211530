"""Pictures in the rules: every marker the shipped texts use is drawn by the
games' art, an unknown one is named rather than crashing the reader, and each
picture sits beside the rule it illustrates."""

from __future__ import annotations

import pytest

from scenes.art import essentia as essentia_art
from scenes.core import i18n
from scenes.games import order
from scenes.menus import rules_layout
from scenes.menus.rules_layout import ICON, layout
from scenes.menus.rules_markdown import load_rules, parse, picture_targets
from scenes.menus.rules_pictures import PictureError, check, picture
from scenes.menus.rules_reader import VIEW
from scenes.symbol.pictures import PIECES as SYMBOL_PIECES

LANGS = i18n.LANGUAGES
WIDTH = VIEW.width - 40


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", order())
def test_every_marker_in_the_shipped_rules_is_a_picture(game: str, lang: str) -> None:
    targets = picture_targets(load_rules(game, lang))
    assert targets
    assert [t for t in targets if check(t)] == []


@pytest.mark.parametrize("target", [
    "essentia:tile:lava", "essentia:golem:noon", "essentia:tile", "chess:piece:king",
    "symbol:piece:fire:3", "symbol:stack:fire+ice", "troy:die:12", "troy:hero:zeus",
    "troy:god:achilles", "troy", "", "essentia:tile:forest:extra",
])
def test_an_unknown_target_is_a_clear_error(target: str) -> None:
    with pytest.raises(PictureError, match="no rules picture"):
        picture(target, 40)
    assert check(target) is not None


def test_pictures_are_the_art_the_board_draws() -> None:
    assert picture("essentia:tile:forest", 40) is essentia_art.tile("forest", 40)
    assert picture("troy:die:7", 48).get_size() == (48, 48)
    assert picture("symbol:piece:death:2", 36) is not picture("symbol:piece:death", 36)


def test_each_terrain_and_each_piece_has_its_picture_in_the_rules() -> None:
    """The issue's promise: every terrain, every Symbol piece, the die, gods and heroes."""
    essentia = set(picture_targets(load_rules("essentia", "en")))
    assert {f"essentia:tile:{t}" for t in essentia_art.TERRAINS} <= essentia
    assert {"essentia:golem:dawn", "essentia:golem:twilight"} <= essentia
    symbol = set(picture_targets(load_rules("symbol", "en")))
    assert {f"symbol:piece:{p}" for p in SYMBOL_PIECES} <= symbol
    assert {"symbol:cell:land", "symbol:cell:water"} <= symbol
    assert any(t.startswith("symbol:stack:") for t in symbol)
    troy = picture_targets(load_rules("troy", "en"))
    assert sum(t.startswith("troy:hero:") for t in troy) >= 22
    assert sum(t.startswith("troy:god:") for t in troy) == 9
    assert any(t.startswith("troy:die:") for t in troy) and "troy:horse" in troy


def _surfaces(placed):
    return {id(p.surf): p for p in placed}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", order())
def test_the_reader_lays_out_every_picture_of_the_page(game: str, lang: str) -> None:
    """Each marker becomes a placed picture (the cached art surface itself), inside
    the text column, and the notice about missing pictures is absent."""
    md = load_rules(game, lang)
    placed, height = layout(parse(md), WIDTH)
    shown = _surfaces(placed)
    for block in parse(md):
        for _, target in block.figures:
            size = rules_layout._figure_size(target)
            assert id(picture(target, size)) in shown, target
        for row in block.icons:
            for target in filter(None, row):
                p = shown.get(id(picture(target, ICON)))
                assert p is not None, target
                assert 0 <= p.x and p.x + p.surf.get_width() <= WIDTH
                assert 0 <= p.y and p.y + p.surf.get_height() <= height


def test_a_table_picture_sits_left_of_its_words_in_a_row_that_holds_it() -> None:
    md = ("| Ground | Move |\n| --- | --- |\n"
          "| ![](essentia:tile:forest) Forest | ![](essentia:power:forest) jumps |\n"
          "| Rocks | steps |\n")
    placed, _ = layout(parse(md), WIDTH)
    icon = next(p for p in placed if p.surf is picture("essentia:tile:forest", ICON))
    rows = [p for p in placed if p.x == 0 and p.surf.get_width() > 100]  # row backgrounds
    row = next(r for r in rows if r.y <= icon.y < r.y + r.surf.get_height())
    assert row.surf.get_height() >= ICON
    words = [p for p in placed if p.y > row.y and p.y < row.y + row.surf.get_height()
             and p.x >= icon.x + ICON and p.surf is not icon.surf and p.x < 200]
    assert words, "the cell's words follow its picture"
    w = words[0]
    assert icon.y <= w.y + w.surf.get_height() // 2 <= icon.y + ICON   # beside, not below
    # the other column's picture is in the same row
    power = next(p for p in placed if p.surf is picture("essentia:power:forest", ICON))
    assert power.y == icon.y and power.x > w.x


def test_a_figure_row_puts_each_caption_under_its_picture() -> None:
    md = "- A bullet\n![Dawn](essentia:golem:dawn) ![Twilight](essentia:golem:twilight)\n"
    blocks = parse(md)
    assert [b.kind for b in blocks] == ["bullet", "figure"]
    placed, _ = layout(blocks, WIDTH)
    dawn = next(p for p in placed if p.surf is picture("essentia:golem:dawn", 64))
    twilight = next(p for p in placed if p.surf is picture("essentia:golem:twilight", 64))
    assert dawn.y == twilight.y and dawn.x >= 30          # indented like its bullet
    assert dawn.x + 64 < twilight.x
    under = [p for p in placed if p.y >= dawn.y + 64]
    assert len(under) == 2                                # the two captions
    for cap, pic in zip(sorted(under, key=lambda p: p.x), (dawn, twilight), strict=True):
        assert abs((cap.x + cap.surf.get_width() / 2) - (pic.x + 32)) <= 1
        assert cap.surf.get_height() >= 12


def test_an_unknown_marker_shows_nothing_and_a_notice(monkeypatch) -> None:
    """A bad marker in a rules file costs only that picture: the rest of the page
    lays out, and a notice at the top names what could not be shown."""
    md = ("# Title\n\nText.\n![Lava](essentia:tile:lava) ![Forest](essentia:tile:forest)\n"
          "| ![](chess:piece:king) King | moves |\n| --- | --- |\n")
    good, good_h = layout(parse("# Title\n\nText.\n![Forest](essentia:tile:forest)\n"
                                "| King | moves |\n| --- | --- |\n"), WIDTH)
    told: list[list[str]] = []

    original = rules_layout.missing_notice
    monkeypatch.setattr(rules_layout, "missing_notice", lambda m: (told.append(list(m)),
                                                                    original(m))[1])
    placed, height = layout(parse(md), WIDTH)
    assert told == [["essentia:tile:lava", "chess:piece:king"]]
    assert height > good_h                                      # the notice line on top
    assert placed[0].y == 0 and min(p.y for p in placed[1:]) >= 0
    assert any(p.surf is picture("essentia:tile:forest", 64) for p in placed)
    assert len(placed) > len(good)


def test_the_notice_names_the_missing_pictures() -> None:
    assert "troy:god:odin, x:y" in rules_layout.missing_notice(["troy:god:odin", "x:y"])
    missing: list[str] = []
    assert rules_layout._picture("troy:god:odin", 40, missing) is None
    assert rules_layout._picture("troy:god:odin", 40, missing) is None
    assert missing == ["troy:god:odin"]


def test_long_captions_never_run_into_each_other() -> None:
    """A caption word longer than the caption width (German's "Morgendämmerung")
    widens its column instead of spilling over the next picture's caption."""
    md = ("![Morgendämmerungsgolem](essentia:golem:dawn) "
          "![Abenddämmerungsgolem](essentia:golem:twilight) "
          "![Quelle der Essenz am Rand](essentia:tile:spring)\n")
    placed, _ = layout(parse(md), WIDTH)
    pics = [p for p in placed if p.surf.get_height() == 64]
    captions = sorted((p for p in placed if p.y >= pics[0].y + 64), key=lambda p: (p.y, p.x))
    for a in captions:
        for b in captions:
            if a is not b and a.y == b.y:
                assert a.x + a.surf.get_width() <= b.x or b.x + b.surf.get_width() <= a.x
