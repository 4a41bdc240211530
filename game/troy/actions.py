"""The Trojan War's action values: the notation itself, as a typed string.

    pick:HERO,HERO,...     the heroes for the free challenge spaces, in space order
    reveal:N               turn up the opponent's face-down hero on space N (Calchas, Helenus)
    cancel:N               cancel the challenge on space N
    swap:N,M / noswap      Cassandra: exchange two Greek heroes' spaces, or not
    thersites:N            Thersites takes the duel on space N
    reroll / keep          Sinon: roll the Greek die again, or keep it
    spare / kill           the winner of a duel decides the loser's fate
    exchange:GREEK,TROJAN / noexchange    offer to exchange two prisoners, or not
    accept / refuse        the Trojans answer the offer

A ``TroyAction`` is a ``str`` whose value is that text (so every string
operation and comparison keeps working), with the kind and the arguments
read as properties. ``legal_actions`` and ``parse_action`` give them; play()
takes any text.
"""

from __future__ import annotations

import itertools
from enum import StrEnum

from game.troy import data as D


class TroyKind(StrEnum):
    """The kinds of decision, as the notation names them (the text before ``:``)."""

    PICK = "pick"
    REVEAL = "reveal"
    CANCEL = "cancel"
    SWAP = "swap"
    NOSWAP = "noswap"
    THERSITES = "thersites"
    REROLL = "reroll"
    KEEP = "keep"
    SPARE = "spare"
    KILL = "kill"
    EXCHANGE = "exchange"
    NOEXCHANGE = "noexchange"
    ACCEPT = "accept"
    REFUSE = "refuse"


class TroyAction(str):
    """One decision, its notation as its value (see the module docstring)."""

    __slots__ = ()

    @property
    def kind(self) -> TroyKind:
        """The decision's kind; ValueError for text that is no decision."""
        return TroyKind(self.partition(":")[0])

    @property
    def args(self) -> tuple[str, ...]:
        """The comma-separated arguments after ``:`` (empty for a bare word)."""
        head, sep, tail = self.partition(":")
        return tuple(tail.split(",")) if sep else ()

    @property
    def heroes(self) -> tuple[str, ...]:
        """The hero ids of a pick or an exchange offer."""
        return self.args

    @property
    def spaces(self) -> tuple[int, ...]:
        """The challenge spaces (1-4) of a reveal, cancel, swap or Thersites;
        ValueError when they are not numbers."""
        return tuple(int(a) for a in self.args)

    @property
    def space(self) -> int:
        """The one challenge space (1-4) of a reveal, cancel or Thersites."""
        return int(self[self.index(":") + 1:])

    @property
    def text(self) -> str:
        """The notation, as a plain str."""
        return str.__str__(self)


_KNOWN: dict[str, TroyAction] = {}


def troy_action(text: str) -> TroyAction:
    """The action whose notation is ``text``: one object per text for every
    decision the rules offer other than picks (made at import), a new one
    otherwise."""
    found = _KNOWN.get(text)
    return found if found is not None else TroyAction(text)


def _known(text: str) -> TroyAction:
    action = _KNOWN[text] = TroyAction(text)
    return action


NOSWAP, REROLL, KEEP, SPARE, KILL, NOEXCHANGE, ACCEPT, REFUSE = (
    _known(word) for word in ("noswap", "reroll", "keep", "spare", "kill", "noexchange",
                              "accept", "refuse"))
#: REVEAL[s], CANCEL[s], THERSITES[s]: that decision on space index s (0-3).
REVEAL = tuple(_known(f"reveal:{s + 1}") for s in range(4))
CANCEL = tuple(_known(f"cancel:{s + 1}") for s in range(4))
THERSITES = tuple(_known(f"thersites:{s + 1}") for s in range(4))
#: SWAP[a][b]: Cassandra's swap of space indexes a < b.
SWAP = tuple(tuple(_known(f"swap:{a + 1},{b + 1}") if a < b else NOSWAP for b in range(4))
             for a in range(4))
#: EXCHANGE[greek, trojan]: the offer of those two prisoners (hero indexes).
EXCHANGE = {(g, t): _known(f"exchange:{D.HEROES[g].id},{D.HEROES[t].id}")
            for g in D.SIDE_HEROES[D.GREEK] for t in D.SIDE_HEROES[D.TROJAN]}

_PICKS: dict[tuple[tuple[int, ...], int], tuple[TroyAction, ...]] = {}
PICKS_KEPT = 4096
"""How many pick lists ``picks`` keeps before it forgets them all."""


def picks(heroes: tuple[int, ...], spaces: int) -> tuple[TroyAction, ...]:
    """Every pick of ``spaces`` heroes out of ``heroes`` (indexes, table order),
    in order: the same lists come back often, so they are kept."""
    key = (heroes, spaces)
    found = _PICKS.get(key)
    if found is None:
        if len(_PICKS) >= PICKS_KEPT:
            _PICKS.clear()
        ids = [D.HEROES[i].id for i in heroes]
        found = _PICKS[key] = tuple(TroyAction("pick:" + ",".join(p))
                                    for p in itertools.permutations(ids, spaces))
    return found
