"""Piece types and the packed-integer form of stacks and reserves.

A stack (or a reserve) is one int: 6 bits of count per piece type, type
``t`` at bit ``6 * t``. On the board the owner is bit 36 (0 = player 1,
1 = player 2) and an empty cell is 0. Ints keep the board a flat list that
copies, compares and hashes cheaply.
"""

from __future__ import annotations

from functools import lru_cache

from .board import ANY, LAND, WATER

# Types in stack order (the order letters are written in).
LEADER, DEATH, FIRE, AIR, WATER_T, EARTH = range(6)
TYPES = range(6)
UNIT_TYPES = range(1, 6)
LETTERS = "LDFAWE"
LETTER_TYPE = {ch: t for t, ch in enumerate(LETTERS)}
COLOURS = ("yellow", "black", "red", "white", "blue", "green")
#: The pieces' names, by type (the rules' piece table).
NAMES = ("Leader", "Death", "Fire", "Air", "Water", "Earth")
NAME_OF_LETTER = dict(zip(LETTERS, NAMES, strict=True))
#: Letters of the units an army is chosen from (everything but the leader).
UNIT_LETTERS = LETTERS[1:]

BITS = 6
FIELD = (1 << BITS) - 1
OWNER_SHIFT = 36
OWNER_BIT = 1 << OWNER_SHIFT
COUNTS_MASK = OWNER_BIT - 1
ONE = tuple(1 << (BITS * t) for t in TYPES)
MAX_COUNT = FIELD

#: Types that may stand anywhere (the table's "any").
_ANYWHERE = (1 << LEADER) | (1 << DEATH) | (1 << FIRE) | (1 << AIR)
#: Types that give a group a movement power.
POWER_TYPES = (FIRE, AIR, WATER_T, EARTH)


def pack(counts: tuple[int, ...] | list[int]) -> int:
    """Counts per type (stack order) -> packed int."""
    v = 0
    for t, n in enumerate(counts):
        v |= n << (BITS * t)
    return v


@lru_cache(maxsize=65536)
def counts_of(v: int) -> tuple[int, ...]:
    """Packed int (owner bit ignored) -> counts per type."""
    return tuple((v >> (BITS * t)) & FIELD for t in TYPES)


@lru_cache(maxsize=65536)
def mask_of(v: int) -> int:
    """Bit t set when type t is present."""
    m = 0
    for t in TYPES:
        if (v >> (BITS * t)) & FIELD:
            m |= 1 << t
    return m


@lru_cache(maxsize=65536)
def terrain_of(v: int) -> int:
    """Terrain bits a stack or group may stand on (union of its members)."""
    m = mask_of(v & COUNTS_MASK)
    if m & _ANYWHERE:
        return ANY
    t = 0
    if m & (1 << EARTH):
        t |= LAND
    if m & (1 << WATER_T):
        t |= WATER
    return t


def size_of(v: int) -> int:
    return sum(counts_of(v & COUNTS_MASK))


def owner_of(v: int) -> int:
    """Owner of a non-empty board value."""
    return v >> OWNER_SHIFT


def letters(v: int, player: int) -> str:
    """Stack letters in stack order, in the player's case (``"LEE"``)."""
    s = "".join(LETTERS[t] * n for t, n in enumerate(counts_of(v & COUNTS_MASK)))
    return s if player == 0 else s.lower()


def parse_letters(text: str) -> tuple[int, int]:
    """``"LEE"`` -> (packed counts, player by case); raises ValueError."""
    if not text:
        raise ValueError("no pieces named")
    upper = text.isupper()
    if not upper and not text.islower():
        raise ValueError(f"mixed case in {text!r}")
    counts = [0] * 6
    last = -1
    for ch in text.upper():
        t = LETTER_TYPE.get(ch)
        if t is None:
            raise ValueError(f"unknown piece letter {ch!r}")
        if t < last:
            raise ValueError(f"letters of {text!r} are not in stack order LDFAWE")
        last = t
        counts[t] += 1
        if counts[t] > MAX_COUNT:
            raise ValueError("too many pieces")
    return pack(counts), 0 if upper else 1


def reserve_text(v: int, player: int) -> str:
    """Reserve spelling: letter then count, count 1 omitted, ``-`` if empty."""
    parts = []
    for t, n in enumerate(counts_of(v)):
        if n:
            parts.append(LETTERS[t] + (str(n) if n > 1 else ""))
    s = "".join(parts) or "-"
    return s if player == 0 else s.lower()


def parse_reserve(text: str, player: int) -> int:
    """Inverse of :func:`reserve_text`; raises ValueError."""
    if text == "-":
        return 0
    want_upper = player == 0
    counts = [0] * 6
    i, last = 0, -1
    while i < len(text):
        ch = text[i]
        if ch.isupper() != want_upper:
            raise ValueError(f"reserve letter {ch!r} has the wrong case")
        t = LETTER_TYPE.get(ch.upper())
        if t is None:
            raise ValueError(f"unknown piece letter {ch!r}")
        if t <= last:
            raise ValueError("reserve letters must be in stack order, each once")
        last = t
        j = i + 1
        while j < len(text) and text[j].isdigit():
            j += 1
        digits = text[i + 1 : j]
        if digits and (digits[0] == "0" or digits == "1"):
            raise ValueError(f"bad count {digits!r} in reserve")
        n = int(digits) if digits else 1
        if n > MAX_COUNT or (t == LEADER and n > 1):
            raise ValueError("too many pieces in reserve")
        counts[t] = n
        i = j
    return pack(counts)
