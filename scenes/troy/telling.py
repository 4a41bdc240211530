"""What the tellers of the Trojan War story know besides the event they tell.

A teller (tellers.py, duel_tellers.py, horse.py) turns one kind of rules event
into beats (beats.py). It reads the event, and through ``Telling`` the batch
it belongs to (to look ahead or back), which seat is looking (hidden picks are
shown to that seat only), whether someone is there to go on past a summary,
and the pace of the story.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.common import Event


def keyboard_prompt(mouse: str, press: str) -> str:
    """A "go on" for the keyboard (a story told with no screen to ask)."""
    return press.format(key="Enter", skip="Tab")


@dataclass
class Telling:
    """The batch of events being told and what is known around it."""

    events: list[Event]
    viewer: int | None = None        # the seat whose hidden picks may be shown
    waits: bool = False              # a person can go on past the turn's summary
    summary: float = 4.0             # else how long the summary stays
    taunt_seed: int = 0              # which taunt a duel opens with
    duel: tuple[str, int] | None = None   # the tag of the duel being told (its beats share it)
    briseis: str = "achilles"        # whose tent Briseis is in as the batch starts
    prompt: Callable[[str, str], str] = keyboard_prompt   # a "go on" for the device in hand
    index: int = 0                   # the event being told
    done: set[int] = field(default_factory=set)   # events told together with an earlier one

    def at(self, offset: int) -> Event | None:
        """The event ``offset`` places from the one being told (None past the batch)."""
        i = self.index + offset
        return self.events[i] if 0 <= i < len(self.events) else None

    def ahead(self) -> list[Event]:
        """The events after the one being told."""
        return self.events[self.index + 1:]
