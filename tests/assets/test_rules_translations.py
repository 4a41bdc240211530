"""The Spanish and German rules texts keep the English one's shape, so they cannot drift.

The rules reader (scenes/menus/rules_markdown.py) lays a page out from its
headings, bullets, sub-bullets, numbered steps and tables; `code` spans hold
notation, which is the same in every language, and picture markers name the
games' art, also the same in every language. A translation that drops a
section, a list item, a table row or a picture, or renames a notation, fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scenes.menus.rules_markdown import Block, parse, picture_targets

RULES = Path(__file__).resolve().parents[2] / "assets" / "rules"
GAMES = ("essentia", "symbol", "troy")
LANGUAGES = ("es", "de")


def english(game: str) -> str:
    return (RULES / "en" / f"{game}.md").read_text(encoding="utf-8")


def translated(lang: str, game: str) -> str:
    path = RULES / lang / f"{game}.md"
    assert path.exists(), f"missing rules translation {path}"
    return path.read_text(encoding="utf-8")


def shape(block: Block) -> tuple[object, ...]:
    """What must match across languages: the block's kind, step number, table size."""
    if block.kind == "table":
        return ("table", tuple(len(row) for row in block.rows))
    return (block.kind, block.mark)


def heading_counts(md: str) -> dict[int, int]:
    levels = [len(m.group(1)) for m in re.finditer(r"^(#{1,6}) ", md, re.MULTILINE)]
    return {level: levels.count(level) for level in sorted(set(levels))}


def code_spans(md: str) -> list[str]:
    return re.findall(r"`([^`]*)`", md)


CASES = [(lang, game) for lang in LANGUAGES for game in GAMES]


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_same_headings_at_each_level(lang: str, game: str) -> None:
    assert heading_counts(translated(lang, game)) == heading_counts(english(game))


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_same_blocks_in_the_same_order(lang: str, game: str) -> None:
    """Every paragraph, bullet, sub-bullet, numbered step and table row is kept, in order."""
    ours = [shape(b) for b in parse(translated(lang, game))]
    theirs = [shape(b) for b in parse(english(game))]
    assert ours == theirs


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_notation_is_not_translated(lang: str, game: str) -> None:
    """`code` spans are notation (cells, moves, piece letters): identical in every language."""
    assert code_spans(translated(lang, game)) == code_spans(english(game))


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_same_emphasis(lang: str, game: str) -> None:
    """Each **bold** term of the English text has its counterpart in the translation."""
    def bold(md: str) -> int:
        return len(re.findall(r"\*\*(.+?)\*\*", md, re.DOTALL))
    assert bold(translated(lang, game)) == bold(english(game))


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_table_numbers_are_kept(lang: str, game: str) -> None:
    """Numbers in tables (hero values, modifiers, die rolls) are data, not words."""
    def numbers(md: str) -> list[list[str]]:
        return [re.findall(r"[+-]?\d+", " ".join(row))
                for b in parse(md) if b.kind == "table" for row in b.rows]
    assert numbers(translated(lang, game)) == numbers(english(game))


def test_the_shape_check_can_fail() -> None:
    """A dropped bullet is caught (the comparison is not vacuous)."""
    text = english("essentia")
    dropped = text.replace("- Keep at least two golems", "Keep at least two golems", 1)
    assert dropped != text
    assert [shape(b) for b in parse(dropped)] != [shape(b) for b in parse(text)]


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_same_pictures_in_the_same_places(lang: str, game: str) -> None:
    """Picture markers are language-neutral: the same targets, in the same order,
    in the same figure rows and table cells (only their captions are translated)."""
    assert picture_targets(translated(lang, game)) == picture_targets(english(game))

    def placed(md: str) -> list[tuple[object, ...]]:
        return [tuple(t for _, t in b.figures) if b.kind == "figure" else b.icons
                for b in parse(md) if b.kind in ("figure", "table")]
    assert placed(translated(lang, game)) == placed(english(game))


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_every_figure_has_a_caption(lang: str, game: str) -> None:
    figures = [f for b in parse(translated(lang, game)) if b.kind == "figure" for f in b.figures]
    assert figures and all(caption for caption, _ in figures)


def test_the_picture_check_can_fail() -> None:
    """A picture dropped or moved to another cell in a translation is caught."""
    text = english("essentia")
    dropped = text.replace("![](essentia:tile:forest) ", "", 1)
    assert picture_targets(dropped) != picture_targets(text)
    moved = text.replace("![](essentia:power:plains) ", "", 1).replace(
        "| the same way |", "| ![](essentia:power:plains) the same way |", 1)
    assert [b.icons for b in parse(moved) if b.kind == "table"] != \
        [b.icons for b in parse(text) if b.kind == "table"]


ALL = [(lang, game) for lang in ("en", "es", "de") for game in ("essentia", "symbol", "troy")]


@pytest.mark.parametrize(("lang", "game"), ALL)
def test_no_markdown_marks_reach_the_reader(lang: str, game: str) -> None:
    """Bold that spans a line break in a list item is still bold, never '**'."""
    blocks = parse((RULES / lang / f"{game}.md").read_text(encoding="utf-8"))
    assert not [b.text for b in blocks if "**" in b.text or "`" in b.text]
    assert not [cell for b in blocks for row in b.rows for cell in row if "**" in cell]


def test_a_list_items_bold_may_span_its_lines() -> None:
    blocks = parse("- Capture the **whole\n  stack**: it leaves the game.\n")
    assert [b.text for b in blocks] == ["Capture the whole stack: it leaves the game."]
