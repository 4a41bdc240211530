"""Seeing what a move will do before it is played, and what threatens the leader.

Both come from the engine: ``state.preview(action)`` returns the very events
playing would, ``state.leader_threats(player)`` the enemy actions that would
take the leader off the board now, and ``threats_after(state, action)`` those
that could the moment the previewed action is played (fire pushing it off the
board, a blast, a capture). Here they become a model the board overlay draws
(scenes/symbol/overlay.py) and sentences the context box shows.
``Foresight`` recomputes them only when the focused action or the position
changes, never while drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.common import Event
from game.symbol import Detonate, Move, Place, Reach, SymbolAction, SymbolState
from game.symbol.board import INDEX
from game.symbol.threats import LeaderThreat, threats_after
from scenes.core.i18n import N_, _, ngettext
from scenes.symbol.words import pieces_text

Action = SymbolAction


@dataclass(frozen=True)
class Preview:
    """What the focused action would do, as cells for the board to mark."""

    action: Action
    at: int                                   # the cell the action is aimed at
    pushes: tuple[tuple[int, int], ...] = ()  # (from, landing) of every pushed stack
    crushed: tuple[int, ...] = ()             # pushed stacks captured instead of moving
    captured: tuple[int, ...] = ()            # stacks taken by entering or by reach
    blast: frozenset[int] = frozenset()       # every cell an explosion covers
    destroyed: tuple[int, ...] = ()           # cells whose pieces an explosion removes
    ending: str = ""                          # "win", "loss", "draw" or ""
    text: str = ""                            # the consequence in words
    exposed: tuple[LeaderThreat, ...] = ()    # how the enemy could take the leader next
    warning: str = ""                         # the exposure in words, one line per way
    exposed_leader: int | None = None         # where the exposed leader would stand
    exposed_cells: tuple[int, ...] = ()       # the enemy cells the exposure comes from

    @property
    def landings(self) -> tuple[int, ...]:
        return tuple(to for _frm, to in self.pushes)

    @property
    def lost(self) -> tuple[int, ...]:
        """Every cell whose pieces leave the board, once each."""
        return tuple(dict.fromkeys((*self.captured, *self.crushed, *self.destroyed)))


# TRANSLATORS: the pill on the board over the cell a game-ending move aims at
TAGS = {"win": N_("This wins"), "loss": N_("This loses"), "draw": N_("This draws")}


def aimed_at(action: Action) -> int:
    """The cell an action is aimed at: a move's destination, a reach capture's
    target, the death piece set off."""
    if isinstance(action, (Move, Reach)):
        return action.target
    if isinstance(action, (Detonate, Place)):
        return action.cell
    raise ValueError(f"no cell is the aim of {action!r}")


def preview_of(state: SymbolState, action: Action) -> Preview:
    """The engine's preview of ``action`` by the side to move, as a model."""
    mover = state.side
    events = state.preview(action)
    pushes: list[tuple[int, int]] = []
    crushed: list[int] = []
    captured: list[int] = []
    blast: set[int] = set()
    destroyed: list[int] = []
    sentences: list[str] = []
    pushed_death: list[str] = []
    mine = theirs = 0
    ending = ""
    for e in events:
        if e.kind == "captured":
            captured.append(INDEX[e["cell"]])
            sentences.append(_("Captures {pieces} on {cell}.").format(
                pieces=pieces_text(e["pieces"]), cell=e["cell"]))
        elif e.kind == "pushed":
            pushes.append((INDEX[e["frm"]], INDEX[e["to"]]))
        elif e.kind == "pushed_crushed":
            crushed.append(INDEX[e["frm"]])
        elif e.kind == "detonated" and e["cause"] == "pushed":
            pushed_death.append(e["cell"])
        elif e.kind == "exploded":
            blast.update(INDEX[c] for c in e["cells"])
            for cell, owner, letters in e["removed"]:
                destroyed.append(INDEX[cell])
                if owner == mover:
                    mine += len(letters)
                else:
                    theirs += len(letters)
        elif e.kind == "game_over":
            ending = _ending(e, mover)
    if pushed := len(pushes) + len(crushed) + len(pushed_death):
        sentences.append(ngettext("Pushes {count} enemy stack.", "Pushes {count} enemy stacks.",
                                  pushed).format(count=pushed))
    sentences += [_crush_sentence(e) for e in events if e.kind == "pushed_crushed"]
    sentences += [_("Pushes the death piece on {cell}: it explodes.").format(cell=c)
                  for c in pushed_death]
    if blast:
        sentences.append(_blast_sentence(mine, theirs))
    if ending:          # the most important first: the box may have room for little else
        sentences.insert(0, _ending_sentence(events[-1], ending))
    exposed = () if ending else tuple(threats_after(state, action))
    return Preview(action, aimed_at(action), tuple(pushes), tuple(crushed), tuple(captured),
                   frozenset(blast), tuple(dict.fromkeys(destroyed)), ending,
                   "\n".join(sentences), exposed, "\n".join(exposure_lines(exposed)),
                   INDEX[exposed[0].leader] if exposed else None, threat_cells(exposed))


def _crush_sentence(e: Event) -> str:
    texts = {
        "edge": N_("Crushes {pieces} on {cell} against the edge of the board."),
        "blocked": N_("Crushes {pieces} on {cell} against your piece behind it."),
        "terrain": N_("Crushes {pieces} on {cell}: it cannot stand where it would land."),
    }
    text = texts[e["why"]]
    return _(text).format(pieces=pieces_text(e["pieces"]), cell=e["frm"])


def _blast_sentence(mine: int, theirs: int) -> str:
    if not mine and not theirs:
        return _("The blast destroys nothing.")
    out = []
    if theirs:
        out.append(ngettext("The blast destroys {count} enemy piece.",
                            "The blast destroys {count} enemy pieces.", theirs)
                   .format(count=theirs))
    if mine and theirs:
        out.append(ngettext("It also destroys {count} of your own pieces.",
                            "It also destroys {count} of your own pieces.", mine)
                   .format(count=mine))
    elif mine:
        out.append(ngettext("The blast destroys {count} of your own pieces.",
                            "The blast destroys {count} of your own pieces.", mine)
                   .format(count=mine))
    return "\n".join(out)


def _ending(e: Event, mover: int) -> str:
    if e["winner"] is None:
        return "draw"
    return "win" if e["winner"] == mover else "loss"


def _ending_sentence(e: Event, ending: str) -> str:
    reason = e["reason"]
    if ending == "win":
        return (_("This wins: the enemy leader falls.") if reason == "leader-captured"
                else _("This ends the game, and you win it."))
    if ending == "loss":
        return (_("This loses: your own leader falls.") if reason == "leader-captured"
                else _("This ends the game, and you lose it."))
    if reason == "both-leaders":
        return _("Both leaders fall: the game is drawn.")
    return _("This ends the game in a draw.")


# -- threats to the leader -------------------------------------------------------------
# TRANSLATORS: {cells} lists enemy cells ("d4, e5"); {leader} is the leader's cell
THREAT_TEXTS = {
    "detonation": (N_("Danger: the enemy death piece on {cells} can blow up your leader on "
                      "{leader}."),
                   N_("Danger: enemy death pieces on {cells} can blow up your leader on "
                      "{leader}.")),
    "capture": (N_("Danger: the enemy stack on {cells} can capture your leader on {leader}."),
                N_("Danger: enemy stacks on {cells} can capture your leader on {leader}.")),
    "push": (N_("Danger: enemy fire from {cells} can push your leader on {leader} to its loss."),
             N_("Danger: enemy fire from {cells} can push your leader on {leader} to its "
                "loss.")),
    "blast": (N_("Danger: the enemy on {cells} can set off a blast that reaches your leader on "
                 "{leader}."),
              N_("Danger: the enemy on {cells} can set off blasts that reach your leader on "
                 "{leader}.")),
}


# The same ways, told of the move being previewed: what it would let the enemy do.
# TRANSLATORS: {cells} lists enemy cells ("d4, e5"); {leader} is where the leader would stand
EXPOSED_TEXTS = {
    "detonation": (N_("After this move the enemy death piece on {cells} could blow up your "
                      "leader on {leader}."),
                   N_("After this move enemy death pieces on {cells} could blow up your leader "
                      "on {leader}.")),
    "capture": (N_("After this move the enemy stack on {cells} could capture your leader on "
                   "{leader}."),
                N_("After this move enemy stacks on {cells} could capture your leader on "
                   "{leader}.")),
    "push": (N_("After this move enemy fire from {cells} could push your leader on {leader} "
                "to its loss."),
             N_("After this move enemy fire from {cells} could push your leader on {leader} "
                "to its loss.")),
    "blast": (N_("After this move the enemy on {cells} could set off a blast that reaches "
                 "your leader on {leader}."),
              N_("After this move the enemy on {cells} could set off blasts that reach your "
                 "leader on {leader}.")),
}


def threat_lines(threats: Sequence[LeaderThreat],
                 texts: dict[str, tuple[str, str]] = THREAT_TEXTS) -> list[str]:
    """One warning per way the leader can fall, naming the enemy cells; a death piece
    of theirs set off and a blast they start are one way (an explosion), said once."""
    by_kind: dict[str, list[str]] = {}
    explosions = {t.kind for t in threats} >= {"detonation", "blast"}
    for t in threats:
        kind = "blast" if explosions and t.kind == "detonation" else t.kind
        cells = by_kind.setdefault(kind, [])
        if t.cell not in cells:
            cells.append(t.cell)
    out = []
    for kind, (one, many) in texts.items():
        found = by_kind.get(kind, [])
        if found:
            text = _(one) if len(found) == 1 else _(many)
            out.append(text.format(cells=", ".join(sorted(found)), leader=threats[0].leader))
    return out


def exposure_lines(threats: Sequence[LeaderThreat]) -> list[str]:
    """The warnings for a previewed move that leaves the leader open to them."""
    return threat_lines(threats, EXPOSED_TEXTS)


def threat_cells(threats: Sequence[LeaderThreat]) -> tuple[int, ...]:
    """The enemy cells a threat starts from (and the death pieces it sets off)."""
    cells = [t.cell for t in threats] + [t.death for t in threats if t.death]
    return tuple(INDEX[c] for c in dict.fromkeys(cells))


class Foresight:
    """The preview of the focused action and the warnings for the mover's leader,
    recomputed only when the focus or the position changes."""

    def __init__(self) -> None:
        self.preview: Preview | None = None
        self.threats: list[LeaderThreat] = []
        self.warnings: list[str] = []
        self.leader: int | None = None          # the threatened leader's cell
        self.threat_cells: tuple[int, ...] = ()
        self._focus: Action | None = None
        self._warned: int | None = None
        self._fresh = False

    def forget(self) -> None:
        """The position changed: everything is computed again on the next update."""
        self._fresh = False

    def update(self, state: SymbolState, focus: Action | None, warn: int | None) -> None:
        """``focus``: the action under the focus, if any; ``warn``: the player whose
        leader is watched (the person to move), if any."""
        if self._fresh and focus == self._focus and warn == self._warned:
            return
        if not self._fresh or focus != self._focus:
            self.preview = None if focus is None else preview_of(state, focus)
        if not self._fresh or warn != self._warned:
            self.threats = [] if warn is None else state.leader_threats(warn)
            self.warnings = threat_lines(self.threats)
            self.leader = INDEX[self.threats[0].leader] if self.threats else None
            self.threat_cells = threat_cells(self.threats)
        self._focus, self._warned, self._fresh = focus, warn, True
