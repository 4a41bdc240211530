"""The die modifiers of The Trojan War, itemised once for everyone who needs them.

The rules add them to the dice, the computer players weigh duels with them and
the screen lists them beside the dice: all three call these two functions, so
what a player reads is what the rules apply.

A duel die gets the hero's Power, his Character against his opponent's, the
drawn gods' help and, in the turn-9 mandatory duel, Paris' bow (on whichever
turn that duel is fought: see RULINGS.md). An army die gets the duels its side
won this turn and the gods. Zeus cancels every divine modifier; the list then
says so, with a note of value 0, when a god would have helped or hindered.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from game.troy import data as D

ZEUS_NOTE = "Zeus cancels gods"
POWER, BOW, DUELS_WON = "Power", "Apollo's bow", "Duels won"
_CHARACTER = re.compile(r"^Character ([A-Z]) vs ([A-Z])$")
_GOD_BY_LABEL = {D.GOD_NAMES[g]: g for g in D.GODS}
_HORSE_BY_LABEL = {label: key for key, (label, _v) in D.HORSE_MODIFIERS.items()}


def code(label: str) -> tuple[str, tuple[str, ...]]:
    """A modifier's stable code and parameters, from the label the rules write
    (the labels are part of saved positions and the command line's output, so
    they stay as they are; a screen words the code in the player's language):
    ("power", ()), ("character", (own letter, opponent's)), ("god", (god id,)),
    ("bow", ()), ("duels_won", ()), ("zeus_cancels", ()), ("horse", (key,)),
    and ("unknown", (label,)) for a label none of these."""
    if label == POWER:
        return "power", ()
    if match := _CHARACTER.match(label):
        return "character", (match[1], match[2])
    if label in _GOD_BY_LABEL:
        return "god", (_GOD_BY_LABEL[label],)
    if label == BOW:
        return "bow", ()
    if label == DUELS_WON:
        return "duels_won", ()
    if label == ZEUS_NOTE:
        return "zeus_cancels", ()
    if label in _HORSE_BY_LABEL:
        return "horse", (_HORSE_BY_LABEL[label],)
    return "unknown", (label,)


@dataclass(frozen=True)
class Modifiers:
    """One die's modifiers: ``items`` as the rules add them (source, value) in the
    order a player reads them, and ``notes`` on help that does not count."""

    items: tuple[tuple[str, int], ...]
    notes: tuple[str, ...] = ()

    @property
    def total(self) -> int:
        """What the rules add to the die."""
        return sum(v for _, v in self.items)

    @property
    def shown(self) -> list[tuple[str, int]]:
        """The list a player reads: the items, then each note with value 0."""
        return [*self.items, *((note, 0) for note in self.notes)]


def _gods(row: dict[str, int], gods: Iterable[str | None]
          ) -> tuple[list[tuple[str, int]], tuple[str, ...]]:
    drawn = [g for g in gods if g]
    if D.ZEUS in drawn:
        return [], (ZEUS_NOTE,) if any(row.get(g) for g in drawn) else ()
    return [(D.GOD_NAMES[g], row[g]) for g in drawn if row.get(g)], ()


def duel_modifiers(hero: str, opponent: str, gods: Iterable[str | None] = (),
                   mandatory: str | None = None) -> Modifiers:
    """The modifiers of ``hero``'s duel die against ``opponent`` (hero ids).

    ``gods``: the gods drawn this turn (None for one not drawn yet, none before
    the draw); ``mandatory``: the id of the mandatory duel this is, None for a
    chosen challenge.
    """
    h, o = D.BY_ID[hero], D.BY_ID[opponent]
    items = [(POWER, h.power)]
    character = D.CHARACTER_TABLE[h.character][o.character]
    if character:
        items.append((f"Character {h.character} vs {o.character}", character))
    divine, notes = _gods(D.god_row(h.id, h.side), gods)
    items += divine
    if mandatory == D.PARIS_BOW_DUEL and h.id == "paris":
        items.append((BOW, D.PARIS_BOW_BONUS))
    return Modifiers(tuple(items), notes)


def army_modifiers(side: int, duels_won: int, gods: Iterable[str | None] = ()) -> Modifiers:
    """The modifiers of ``side``'s army die: the duels it won this turn and the gods."""
    divine, notes = _gods(D.god_row(None, side), gods)
    return Modifiers(((DUELS_WON, duels_won), *divine), notes)
