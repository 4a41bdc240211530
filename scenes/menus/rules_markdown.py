"""The rules texts: which file a language reads, and the Markdown subset they use.

The rules live in assets/rules/<lang>/<game>.md (English when a language has
no file): headings, bullets, numbered steps, paragraphs, tables, **bold**,
`code`, and pictures. A picture is written as a Markdown image whose target
names the game's art (scenes/menus/rules_pictures.py) and whose alt text is
its caption: a line of only pictures is a figure row,
``![Forest](essentia:tile:forest) ![Plains](essentia:tile:plains)``, and a
table cell may start with one, ``| ![](essentia:tile:forest) Forest | ...``.
The targets are the same in every language; the captions are translated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from scenes.core import i18n, storage
from scenes.core.resources import resource_path

IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)\s]*)\)")
FIGURE_LINE = re.compile(r"^(\s*!\[[^\]]*\]\([^)\s]*\))+\s*$")


@dataclass(frozen=True)
class Block:
    """One parsed piece of a rules page."""

    kind: str          # "h1", "h2", "h3", "p", "bullet", "sub", "step", "table", "figure"
    text: str = ""
    rows: tuple[tuple[str, ...], ...] = ()
    mark: str = ""     # the step number for "step"
    icons: tuple[tuple[str, ...], ...] = ()         # a table cell's picture target, or ""
    figures: tuple[tuple[str, str], ...] = ()        # a figure row's (caption, target)


def clean(s: str) -> str:
    """Inline Markdown to plain text: **bold**, `code`, pictures and escapes removed."""
    s = IMAGE.sub("", s)
    s = re.sub(r"\*\*(.+?)\*\*", r"\1", s)
    s = re.sub(r"`([^`]*)`", r"\1", s)
    return s.replace("\\|", "|").strip()


def _cell(raw: str) -> tuple[str, str]:
    """A table cell's text and the target of the picture it starts with ("" if none)."""
    m = IMAGE.match(raw.strip())
    return clean(raw), (m.group(2) if m else "")


def parse(md: str) -> list[Block]:
    """Markdown subset to blocks; paragraphs and bullets may wrap over lines."""
    blocks: list[Block] = []
    para: list[str] = []
    table: list[tuple[str, ...]] = []
    icons: list[tuple[str, ...]] = []

    def flush() -> None:
        if para:
            blocks.append(Block("p", clean(" ".join(para))))
            para.clear()
        if table:
            has_icons = any(any(row) for row in icons)
            blocks.append(Block("table", rows=tuple(table),
                                icons=tuple(icons) if has_icons else ()))
            table.clear()
            icons.clear()

    for raw in md.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if stripped.startswith("|"):
            if para:
                flush()
            cells = [_cell(c) for c in re.split(r"(?<!\\)\|", stripped.strip("|"))]
            texts = tuple(t for t, _ in cells)
            if not all(re.fullmatch(r":?-{2,}:?", c.replace(" ", "")) for c in texts):
                table.append(texts)
                icons.append(tuple(icon for _, icon in cells))
            continue
        if table:
            flush()
        if not stripped:
            flush()
            continue
        if FIGURE_LINE.match(stripped):
            flush()
            blocks.append(Block("figure", figures=tuple(
                (caption.strip(), target) for caption, target in IMAGE.findall(stripped))))
            continue
        m = re.match(r"^(#{1,3}) (.*)$", stripped)
        if m:
            flush()
            blocks.append(Block(f"h{len(m.group(1))}", clean(m.group(2))))
            continue
        m = re.match(r"^(\s*)[-*] (.*)$", line)
        if m:
            flush()
            blocks.append(Block("sub" if len(m.group(1)) >= 2 else "bullet", m.group(2)))
            continue
        m = re.match(r"^\s*(\d+)\. (.*)$", line)
        if m:
            flush()
            blocks.append(Block("step", m.group(2), mark=m.group(1)))
            continue
        if blocks and blocks[-1].kind in ("bullet", "sub", "step") and not para \
                and raw.startswith("  "):
            last = blocks.pop()   # continuation line of a list item
            blocks.append(Block(last.kind, last.text + " " + stripped, mark=last.mark))
            continue
        para.append(stripped)
    flush()
    # a list item is cleaned whole, once its lines are joined: **bold** may span them
    return [Block(b.kind, clean(b.text), mark=b.mark) if b.kind in ("bullet", "sub", "step")
            else b for b in blocks]


def picture_targets(md: str) -> list[str]:
    """Every picture a rules text names, in order (the same in every language)."""
    return [target for _, target in IMAGE.findall(md)]


def rules_path(game: str, lang: str | None = None) -> Path:
    """The rules file of ``game`` in ``lang`` (the current language when None),
    the English one when that language has none."""
    lang = lang or i18n.language()
    path = resource_path("assets", "rules", lang, f"{game}.md")
    if not path.exists():
        path = resource_path("assets", "rules", i18n.SOURCE, f"{game}.md")
    return path


def pseudo_blocks(blocks: list[Block]) -> list[Block]:
    """The English blocks in the pseudo language (tests: the rules page must fit
    a language two fifths longer); headings, paragraphs, cells and captions."""
    def cells(rows: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(i18n.pseudo(c) if c else c for c in row) for row in rows)

    return [replace(b, text=i18n.pseudo(b.text) if b.text else b.text, rows=cells(b.rows),
                    figures=tuple((i18n.pseudo(c) if c else c, t) for c, t in b.figures))
            for b in blocks]


def load_rules(game: str, lang: str | None = None) -> str:
    """The bundled rules text of ``game`` in ``lang`` (see ``rules_path``); a damaged
    byte shows as a replacement mark rather than losing the page."""
    return storage.read_bytes(rules_path(game, lang)).decode("utf-8", errors="replace")
