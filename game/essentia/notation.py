"""Text forms of Essentia positions and actions (see rules/essentia.md).

Actions are ``EssentiaAction`` values (game/essentia/actions.py): ints whose
text is their notation. Every accepted text is canonical, so
``format(parse(text)) == text`` exactly; anything else raises NotationError
naming the bad part.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from game.common import NotationError
from game.essentia.actions import (
    DEAL,
    DEAL_ACTION,
    PLACEMENTS,
    SETUP,
    EssentiaAction,
    format_code,
    move_action,
)
from game.essentia.layout import (
    CELLS,
    CIRCLE,
    CIRCLE_MODES,
    FILES,
    HIDDEN,
    INDEX,
    LETTER_TO_TERRAIN,
    NAMES,
    RANKS,
    TERRAIN_LETTERS,
    TILE_TERRAINS,
)

SETUP_MODES = ("random", "instant", "strategic")
MAX_MOVE_NUMBER = 999_999_999  # the largest move number the notation holds (nine digits)

_MOVE_RE = re.compile(r"([a-h][1-9])([a-h][1-9])(?:=([RTMPF]))?")
_PLACE_RE = re.compile(r"([TMPF?]?)@([a-h][1-9])")
_NUMBER_RE = re.compile(r"0|[1-9][0-9]{0,8}")  # at most MAX_MOVE_NUMBER
_SEED_RE = re.compile(r"0|[1-9][0-9]{0,19}")
_TILES_RE = re.compile(r"T(\d{1,2})M(\d{1,2})P(\d{1,2})F(\d{1,2})")


def action_from(action: int) -> int:
    """Origin cell of a play move (``EssentiaAction.frm`` of a plain code)."""
    return action & 127


def action_to(action: int) -> int:
    """Destination cell of a play move (or the cell of a tile placement)."""
    return action & 127 if action & SETUP else action >> 7 & 127


def action_declared(action: int) -> int | None:
    """Power declared by a move entering an active circle, or None."""
    d = action >> 14 & 7
    return None if action & SETUP or d == 0 else d - 1


def placement_terrain(action: int) -> int:
    """Terrain code of a setup placement (HIDDEN for a face-down tile)."""
    return action >> 7 & 7


def format_action(action: int) -> str:
    """Action (or its plain int code) -> notation (``b2b3``, ``e4f5=T``, ``T@c3``,
    ``@c3``, ``deal``)."""
    return format_code(action)


def parse_action(text: str) -> EssentiaAction:
    """Notation -> action; only the form is checked here, legality by play()."""
    if not isinstance(text, str):
        raise NotationError(f"action must be text, got {type(text).__name__}")
    if text == "deal":
        return DEAL_ACTION
    m = _MOVE_RE.fullmatch(text)
    if m:
        frm, to = INDEX[m.group(1)], INDEX[m.group(2)]
        if frm == to:
            raise NotationError(f"move goes nowhere: {text!r}")
        power = m.group(3)
        return move_action(frm, to, None if power is None else LETTER_TO_TERRAIN[power])
    m = _PLACE_RE.fullmatch(text)
    if m:
        letter = m.group(1)
        terrain = HIDDEN if letter in ("", "?") else LETTER_TO_TERRAIN[letter]
        if letter == "?":
            raise NotationError(f"a face-down placement is written '@cell': {text!r}")
        return PLACEMENTS[terrain][INDEX[m.group(2)]]
    raise NotationError(f"not an Essentia action: {text!r}")


def format_terrain(terrain: list[int]) -> str:
    """Ranks 9 down to 1, '/'-separated, one letter per cell."""
    return "/".join(
        "".join(TERRAIN_LETTERS[terrain[r * FILES + f]] for f in range(FILES))
        for r in range(RANKS - 1, -1, -1)
    )


def parse_terrain(text: str, allow_hidden: bool) -> list[int]:
    """The terrain field -> list of 72 terrain codes."""
    rows = text.split("/")
    if len(rows) != RANKS:
        raise NotationError(f"terrain needs {RANKS} ranks separated by '/': {text!r}")
    board = [0] * CELLS
    allowed = TERRAIN_LETTERS if allow_hidden else TERRAIN_LETTERS[:HIDDEN]
    for i, row in enumerate(rows):
        rank = RANKS - 1 - i
        if len(row) != FILES or any(ch not in allowed for ch in row):
            raise NotationError(f"terrain rank {rank + 1} must be {FILES} of {allowed}: {row!r}")
        for f, ch in enumerate(row):
            board[rank * FILES + f] = LETTER_TO_TERRAIN[ch]
    return board


def format_golems(golems: list[int | None]) -> str:
    """Golems field: 'G' Dawn, 'g' Twilight, digits for runs of empty cells."""
    rows = []
    for r in range(RANKS - 1, -1, -1):
        row, run = [], 0
        for f in range(FILES):
            g = golems[r * FILES + f]
            if g is None:
                run += 1
                continue
            if run:
                row.append(str(run))
                run = 0
            row.append("G" if g == 0 else "g")
        if run:
            row.append(str(run))
        rows.append("".join(row))
    return "/".join(rows)


def parse_golems(text: str) -> list[int | None]:
    """Golems field -> list of 72 entries: 0 Dawn, 1 Twilight, None empty."""
    rows = text.split("/")
    if len(rows) != RANKS:
        raise NotationError(f"golems need {RANKS} ranks separated by '/': {text!r}")
    golems: list[int | None] = [None] * CELLS
    for i, row in enumerate(rows):
        rank = RANKS - 1 - i
        f, prev_digit = 0, False
        for ch in row:
            if ch in "12345678":
                if prev_digit:
                    raise NotationError(f"golems rank {rank + 1}: adjacent digits in {row!r}")
                f += int(ch)
                prev_digit = True
            elif ch in "Gg":
                if f < FILES:
                    golems[rank * FILES + f] = 0 if ch == "G" else 1
                f += 1
                prev_digit = False
            else:
                raise NotationError(f"golems rank {rank + 1}: unexpected {ch!r} in {row!r}")
            if f > FILES:
                break
        if f != FILES:
            raise NotationError(f"golems rank {rank + 1} must cover {FILES} files: {row!r}")
    return golems


def _number(text: str, what: str, pattern: re.Pattern[str] = _NUMBER_RE) -> int:
    if not pattern.fullmatch(text):
        raise NotationError(f"{what} must be a plain number: {text!r}")
    return int(text)


@dataclass
class Position:
    """A parsed position: either a play position or a setup position."""

    terrain: list[int]
    circles: str
    side: int
    setup_mode: str | None = None  # None for a play position
    golems: list[int | None] = field(default_factory=list)
    powers: dict[int, int] = field(default_factory=dict)  # occupied active circle -> power
    clock: int = 0
    fullmove: int = 1
    seed: int = 0
    tiles: list[int] = field(default_factory=list)  # setup: full tile set by terrain code


def _side(text: str) -> int:
    if text == "D":
        return 0
    if text == "W":
        return 1
    raise NotationError(f"side to move must be D or W: {text!r}")


def _circles(
    text: str, terrain: list[int], golems: list[int | None]
) -> tuple[str, dict[int, int]]:
    mode, *entries = text.split(":")
    if mode not in CIRCLE_MODES:
        raise NotationError(f"circles must be one of {', '.join(CIRCLE_MODES)}: {text!r}")
    circle_cells = [c for c in range(CELLS) if terrain[c] == CIRCLE]
    occupied = [c for c in circle_cells if golems[c] is not None]
    if mode in ("off", "sealed"):
        if entries:
            raise NotationError(f"inactive circles take no declared powers: {text!r}")
        if occupied:
            raise NotationError(f"a golem stands on an inactive circle: {NAMES[occupied[0]]}")
        return mode, {}
    powers: dict[int, int] = {}
    cells = []
    for entry in entries:
        m = re.fullmatch(r"([a-h][1-9])=([RTMPF])", entry)
        if not m:
            raise NotationError(f"circle entry must look like c5=F: {entry!r}")
        cell, power = INDEX[m.group(1)], LETTER_TO_TERRAIN[m.group(2)]
        if mode == "on" and power not in (0, 1, 4):
            raise NotationError(f"active circles grant only F, T or R: {entry!r}")
        cells.append(cell)
        powers[cell] = power
    if cells != occupied:
        raise NotationError(
            f"circles field must list every occupied circle in board order: {text!r}"
        )
    return mode, powers


def _tiles(text: str) -> list[int]:
    m = _TILES_RE.fullmatch(text)
    if not m or any(len(g) > 1 and g[0] == "0" for g in m.groups()):
        raise NotationError(f"tile set must look like T8M8P4F8: {text!r}")
    counts = [0] * len(TERRAIN_LETTERS)
    for code, count in zip(TILE_TERRAINS, m.groups(), strict=True):
        counts[code] = int(count)
    return counts


def format_tiles(counts: list[int]) -> str:
    """Tile set counts -> ``T8M8P4F8``."""
    return "".join(TERRAIN_LETTERS[t] + str(counts[t]) for t in TILE_TERRAINS)


def parse_position(text: str) -> Position:
    """Parse a play position (six fields) or a setup position (``setup ...``)."""
    if not isinstance(text, str):
        raise NotationError(f"position must be text, got {type(text).__name__}")
    fields = text.split(" ")
    if fields[0] == "setup":
        return _parse_setup(fields)
    if len(fields) != 6:
        raise NotationError(f"a position has 6 fields separated by single spaces: {text!r}")
    terrain = parse_terrain(fields[0], allow_hidden=False)
    golems = parse_golems(fields[1])
    side = _side(fields[2])
    circles, powers = _circles(fields[3], terrain, golems)
    clock = _number(fields[4], "moves since the last capture")
    fullmove = _number(fields[5], "move number")
    if fullmove < 1:
        raise NotationError(f"move number starts at 1: {fields[5]!r}")
    return Position(terrain, circles, side, None, golems, powers, clock, fullmove)


def _parse_setup(fields: list[str]) -> Position:
    if len(fields) != 7:
        raise NotationError(
            "a setup position is 'setup MODE TERRAIN SIDE CIRCLES SEED TILES': "
            f"{' '.join(fields)!r}"
        )
    mode = fields[1]
    if mode not in SETUP_MODES:
        raise NotationError(f"setup mode must be one of {', '.join(SETUP_MODES)}: {mode!r}")
    terrain = parse_terrain(fields[2], allow_hidden=mode == "random")
    side = _side(fields[3])
    circles = fields[4]
    if circles not in CIRCLE_MODES:
        raise NotationError(f"circles must be one of {', '.join(CIRCLE_MODES)}: {circles!r}")
    seed = _number(fields[5], "seed", _SEED_RE)
    tiles = _tiles(fields[6])
    return Position(terrain, circles, side, mode, seed=seed, tiles=tiles)


def compose_position(
    golems: dict[str, str],
    terrain: dict[str, str] | None = None,
    side: str = "D",
    circles: str = "on",
    clock: int = 0,
    fullmove: int = 1,
    springs: tuple[str, ...] = ("c1", "f1", "c9", "f9"),
    circle_cells: tuple[str, ...] = ("c5", "f5"),
) -> str:
    """Build a play position text from sparse maps: a convenience for tests and tools.

    ``golems`` maps cells to ``G``/``g`` (a circle cell may carry ``G=F``);
    ``terrain`` maps cells to a terrain letter; every other cell is rocks.
    """
    board = [LETTER_TO_TERRAIN["R"]] * CELLS
    for c in springs:
        board[INDEX[c]] = LETTER_TO_TERRAIN["S"]
    for c in circle_cells:
        board[INDEX[c]] = CIRCLE
    for c, letter in (terrain or {}).items():
        board[INDEX[c]] = LETTER_TO_TERRAIN[letter]
    cells: list[int | None] = [None] * CELLS
    powers = {}
    for c, g in golems.items():
        cells[INDEX[c]] = 0 if g[0] == "G" else 1
        if "=" in g:
            powers[INDEX[c]] = g.split("=")[1]
    circle_field = circles + "".join(f":{NAMES[c]}={powers[c]}" for c in sorted(powers))
    return " ".join(
        (format_terrain(board), format_golems(cells), side, circle_field, str(clock), str(fullmove))
    )


__all__ = [
    "DEAL", "DEAL_ACTION", "MAX_MOVE_NUMBER", "SETUP", "SETUP_MODES", "EssentiaAction",
    "Position", "action_declared", "action_from", "action_to", "compose_position",
    "format_action", "format_golems", "format_terrain", "format_tiles", "move_action",
    "parse_action", "parse_golems", "parse_position", "parse_terrain", "placement_terrain",
]
