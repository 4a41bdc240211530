"""The Spanish and German rules texts keep the English one's shape, so they cannot drift.

The rules reader (scenes/menus/rules_reader.py) lays a page out from its
headings, bullets, sub-bullets, numbered steps and tables; `code` spans hold
notation, which is the same in every language. A translation that drops a
section, a list item or a table row, or renames a notation, fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scenes.menus.rules_reader import Block, parse

RULES = Path(__file__).resolve().parents[2] / "assets" / "rules"
GAMES = ("essentia", "symbol", "troy")
LANGUAGES = ("es", "de")


def english(game: str) -> str:
    """The English text, wherever it lives (assets/rules/ now, assets/rules/en/ later)."""
    moved = RULES / "en" / f"{game}.md"
    return (moved if moved.exists() else RULES / f"{game}.md").read_text(encoding="utf-8")


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
