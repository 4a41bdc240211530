"""Text forms of Symbol positions and actions (see rules/symbol.md).

Every malformed text raises NotationError with a message a player can act
on; a well-formed action the rules forbid raises IllegalActionError.
The functions read and return plain fields (board list, reserves, side), so
the state module uses this one and never the other way round.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..common import IllegalActionError, NotationError
from .actions import (
    ARMY,
    DETONATE,
    MOVE,
    PLACE,
    PLACES,
    REACH,
    REINFORCE,
    RESIGN,
    RESIGN_ACTION,
    Army,
    Detonate,
    Move,
    Placement,
    Reach,
    Reinforce,
    SymbolAction,
)
from .board import CELLS, INDEX, NAME_RANK, NAMES, TERRAIN
from .pieces import (
    COUNTS_MASK,
    FIELD,
    LEADER,
    LETTER_TYPE,
    LETTERS,
    OWNER_BIT,
    counts_of,
    letters,
    pack,
    parse_letters,
    parse_reserve,
    reserve_text,
    terrain_of,
)

_VARIANT_ORDER = ("unlimited", "desertion", "tiebreak", "openpool")


@dataclass
class Position:
    """The fields a position text holds, plus what follows from them: armies
    still to choose (``pending``) and each side's whole army (``armies``)."""

    board: list[int]
    res: list[int]
    side: int
    counter: int
    flags: frozenset[str]
    pending: list[bool]
    armies: list[int]


# ---------------------------------------------------------------- positions
def position_text(board: Sequence[int], res: Sequence[int], side: int, counter: int,
                  flags: frozenset[str]) -> str:
    ranks = []
    b = board
    for r in range(6, -1, -1):
        out = []
        run = 0
        for f in range(7):
            v = b[r * 7 + f]
            if not v:
                run += 1
                continue
            if run:
                out.append(str(run))
                run = 0
            o = 1 if v >= OWNER_BIT else 0
            ls = letters(v, o)
            out.append(ls if len(ls) == 1 else f"({ls})")
        if run:
            out.append(str(run))
        ranks.append("".join(out))
    flag_text = ",".join(f for f in _VARIANT_ORDER if f in flags) or "-"
    return " ".join((
        "/".join(ranks),
        f"{reserve_text(res[0], 0)}/{reserve_text(res[1], 1)}",
        str(side + 1),
        str(counter),
        flag_text,
    ))


def _parse_rank(text: str, r: int, board: list[int]) -> None:
    f = 0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "1234567":
            f += int(ch)
            i += 1
            continue
        if ch == "(":
            j = text.find(")", i)
            if j < 0:
                raise NotationError(f"unclosed '(' in rank {r + 1}")
            token = text[i + 1 : j]
            i = j + 1
        else:
            token = ch
            i += 1
        if f >= 7:
            raise NotationError(f"rank {r + 1} has more than 7 cells")
        try:
            v, owner = parse_letters(token)
        except ValueError as e:
            raise NotationError(f"rank {r + 1}: {e}") from None
        cell = r * 7 + f
        if not terrain_of(v) & TERRAIN[cell]:
            raise NotationError(f"{token} may not stand on {NAMES[cell]}")
        board[cell] = v | (OWNER_BIT if owner else 0)
        f += 1
    if f != 7:
        raise NotationError(f"rank {r + 1} has {f} cells, not 7")


def load_position(text: str) -> Position:
    """The fields of a position text; raises NotationError."""
    if not isinstance(text, str):
        raise NotationError("a position is text")
    fields = text.strip().split(" ")
    if len(fields) != 5:
        raise NotationError("a position has 5 fields separated by single spaces")
    board_t, res_t, side_t, count_t, flags_t = fields
    ranks = board_t.split("/")
    if len(ranks) != 7:
        raise NotationError("the board has 7 ranks separated by '/'")
    board = [0] * 49
    for i, rt in enumerate(ranks):
        _parse_rank(rt, 6 - i, board)
    parts = res_t.split("/")
    if len(parts) != 2:
        raise NotationError("reserves are two fields separated by '/'")
    res = []
    for p, part in enumerate(parts):
        try:
            res.append(parse_reserve(part, p))
        except ValueError as e:
            raise NotationError(f"reserve of player {p + 1}: {e}") from None
    if side_t not in ("1", "2"):
        raise NotationError("side to move is 1 or 2")
    if not count_t.isdigit() or (len(count_t) > 1 and count_t[0] == "0") or len(count_t) > 6:
        raise NotationError("the action count is a whole number")
    flags: set[str] = set()
    if flags_t != "-":
        for f in flags_t.split(","):
            if f not in _VARIANT_ORDER or f in flags:
                raise NotationError(f"unknown or repeated variant flag {f!r}")
            flags.add(f)
    side = int(side_t) - 1
    leaders = [(res[p] & FIELD) for p in (0, 1)]
    on_board = [0, 0]
    for c in CELLS:
        v = board[c]
        if v:
            o = 1 if v >= OWNER_BIT else 0
            leaders[o] += v & FIELD
            on_board[o] += 1
    if leaders[0] > 1 or leaders[1] > 1:
        raise NotationError("a player has one leader")
    pending = [bool(res[p] == 1 and not on_board[p]) for p in (0, 1)]
    in_reserve = [bool(res[p] & FIELD) for p in (0, 1)]
    if pending[0] and (not pending[1] or side != 0):
        raise NotationError("player 1 chooses an army first")
    if pending[1] and not pending[0] and side != 1:
        raise NotationError("player 2 is still to choose an army")
    if not any(pending):
        if in_reserve[0] and (side != 0 or not in_reserve[1]):
            raise NotationError("player 1 places the leader first")
        if in_reserve[1] and not in_reserve[0] and side != 1:
            raise NotationError("player 2 is still to place the leader")
    armies = [res[p] + sum(board[c] & COUNTS_MASK for c in CELLS
                           if board[c] and (board[c] >= OWNER_BIT) == p) for p in (0, 1)]
    return Position(board, res, side, int(count_t), frozenset(flags), pending, armies)


# ------------------------------------------------------------------ actions
def army_text(units: tuple[int, ...], player: int) -> str:
    return reserve_text(pack((0, *units)), player)


def sort_placements(
    placements: tuple[Placement, ...] | list[Placement],
) -> list[Placement]:
    return sorted(placements, key=lambda x: (NAME_RANK[x[0]], x[1]))


def action_text(board: Sequence[int], side: int, a: tuple[Any, ...]) -> str:
    """The notation of action ``a`` played by ``side`` on ``board`` (a typed
    action, or the plain tuple it equals)."""
    p = side
    kind = a[0]
    if kind == RESIGN:
        return "resign"
    if kind == ARMY:
        return "army:" + army_text(a[1], p)
    if kind == PLACE:
        cell: int = a[1]
        return ("L" if p == 0 else "l") + "@" + NAMES[cell]
    if kind == DETONATE:
        cell = a[1]
        return "!" + NAMES[cell]
    if kind == REINFORCE:
        return "+" + ",".join(NAMES[c] + (LETTERS[t] if p == 0 else LETTERS[t].lower())
                              for c, t in a[1])
    if kind in (MOVE, REACH):
        src, g = a[1], a[2]
        head = NAMES[src]
        if (board[src] & COUNTS_MASK) != g:
            head += "[" + letters(g, p) + "]"
        if kind == MOVE:
            return f"{head}-{NAMES[a[3]]}"
        stop, tgt = a[3], a[4]
        mid = "" if stop == src else "-" + NAMES[stop]
        return f"{head}{mid}x{NAMES[tgt]}"
    raise NotationError(f"not an action: {a!r}")


_CELL = r"([a-g][1-7])"
_MOVE_RE = re.compile(rf"^{_CELL}(?:\[([A-Za-z]+)\])?(?:-{_CELL})?(?:x{_CELL})?$")
_PLACE_RE = re.compile(rf"^([Ll])@{_CELL}$")
_DET_RE = re.compile(rf"^!{_CELL}$")
_PLACEMENT_RE = re.compile(rf"^{_CELL}([A-Za-z])$")


def _check_case(text: str, player: int) -> None:
    letters_only = [ch for ch in text if ch.isalpha()]
    if player == 0 and any(ch.islower() for ch in letters_only):
        raise NotationError("player 1 writes piece letters in upper case")
    if player == 1 and any(ch.isupper() for ch in letters_only):
        raise NotationError("player 2 writes piece letters in lower case")


def parse_action(board: Sequence[int], side: int, text: str) -> SymbolAction:
    """Action text of ``side`` on ``board`` -> action value, checked for form
    (legality: play())."""
    if not isinstance(text, str):
        raise NotationError("an action is text")
    t = text.strip()
    if not t:
        raise NotationError("empty action")
    p = side
    if t == "resign":
        return RESIGN_ACTION
    if t.startswith("army:"):
        body = t[5:]
        _check_case(body, p)
        try:
            v = parse_reserve(body, p)
        except ValueError as e:
            raise NotationError(f"army: {e}") from None
        counts = counts_of(v)
        if counts[LEADER]:
            raise NotationError("an army lists units only; the leader comes with it")
        return Army(counts[1:])
    m = _PLACE_RE.match(t)
    if m:
        _check_case(m.group(1), p)
        return PLACES[INDEX[m.group(2)]]
    m = _DET_RE.match(t)
    if m:
        return Detonate(INDEX[m.group(1)])
    if t.startswith("+"):
        pl: list[Placement] = []
        for part in t[1:].split(","):
            m = _PLACEMENT_RE.match(part)
            if not m:
                raise NotationError(f"a placement is a cell and a letter, not {part!r}")
            ch = m.group(2)
            _check_case(ch, p)
            ty = LETTER_TYPE.get(ch.upper())
            if ty is None:
                raise NotationError(f"unknown piece letter {ch!r}")
            if ty == LEADER:
                raise NotationError("the leader is not a reinforcement")
            pl.append((INDEX[m.group(1)], ty))
        return Reinforce(tuple(sort_placements(pl)))
    m = _MOVE_RE.match(t)
    if not m or (m.group(3) is None and m.group(4) is None):
        raise NotationError(f"not an action: {text!r}")
    src = INDEX[m.group(1)]
    if m.group(2) is not None:
        _check_case(m.group(2), p)
        try:
            g, _ = parse_letters(m.group(2))
        except ValueError as e:
            raise NotationError(str(e)) from None
    else:
        v = board[src]
        if not v or (v >= OWNER_BIT) != p:
            raise IllegalActionError(f"no stack of yours on {NAMES[src]}")
        g = v & COUNTS_MASK
    if m.group(4) is not None:
        stop = INDEX[m.group(3)] if m.group(3) else src
        return Reach(src, g, stop, INDEX[m.group(4)])
    return Move(src, g, INDEX[m.group(3)])
