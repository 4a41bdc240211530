"""The last action in words, so a player can tell what just happened and why.

The move list speaks notation (``e2-f2xe3``); a newcomer needs "Player 1's
Earth captured Water on e3 by reach". Built from the engine's events, so
pushes, crushes and chained explosions are told as the engine resolved them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scenes.core.i18n import N_, _, ngettext
from scenes.symbol.words import piece_name, pieces_text

CRUSHED = {
    "edge": N_("Fire pushed {pieces} on {cell} off the board: captured."),
    "blocked": N_("Fire pushed {pieces} on {cell} against an enemy piece: captured."),
    "terrain": N_("Fire pushed {pieces} on {cell} onto ground it cannot stand on: captured."),
}
DETONATED = {
    "owner": N_("{player} detonated the death piece on {cell}."),
    "captured": N_("The death piece on {cell} was attacked and exploded."),
    "pushed": N_("Fire pushed the death piece on {cell}: it exploded."),
}


def story(events: Sequence[Any], sides: Sequence[str]) -> str:
    """What an action did, one sentence a line, in play order."""
    out: list[str] = []
    blast_cells: list[str] = []
    lost = [0, 0]
    for e in events:
        k, d = e.kind, e.data
        if k == "leader_placed":
            out.append(_("{player} placed the leader on {cell}.").format(
                player=sides[d["player"]], cell=d["cell"]))
        elif k == "moved":
            # TRANSLATORS: {frm} and {to} are cells such as "e2"
            out.append(_("{player} moved {pieces} {frm}\u2192{to}.").format(
                player=sides[d["player"]], pieces=pieces_text(d["pieces"]), frm=d["frm"],
                to=d["to"]))
        elif k == "reach_capture":
            out.append(_("{pieces} on {frm} captured across the waterline on {target}.").format(
                pieces=pieces_text(d["pieces"]), frm=d["frm"], target=d["target"]))
        elif k == "captured":
            out.append(_("{player} lost {pieces} on {cell}.").format(
                player=sides[d["player"]], pieces=pieces_text(d["pieces"]), cell=d["cell"]))
        elif k == "pushed":
            out.append(_("Fire pushed {pieces} {frm}\u2192{to}.").format(
                pieces=pieces_text(d["pieces"]), frm=d["frm"], to=d["to"]))
        elif k == "pushed_crushed":
            crushed = CRUSHED.get(d["why"], CRUSHED["edge"])
            out.append(_(crushed).format(pieces=pieces_text(d["pieces"]), cell=d["frm"]))
        elif k == "detonated":
            cause = DETONATED.get(d.get("cause", ""))
            out.append(_(cause).format(player=sides[d["player"]], cell=d["cell"]) if cause
                       else _("{cell} exploded.").format(cell=d["cell"]))
        elif k == "exploded":
            blast_cells.append(d["centre"])
            for _cell, owner, letters in d.get("removed", []):
                lost[owner] += len(letters)
        elif k == "reinforced":
            placed = ", ".join(_("{piece} on {cell}").format(piece=piece_name(t), cell=c)
                               for c, t in d["placements"])
            out.append(_("{player} reinforced: {placed}.").format(
                player=sides[d["player"]], placed=placed))
        elif k == "game_over" and d.get("reason") == "resign":
            out.append(_("{player} resigned.").format(player=sides[1 - d["winner"]])
                       if d.get("winner") is not None else _("Resigned."))
    if blast_cells:
        out += _blast(blast_cells, lost, sides)
    return "\n".join(out)


def _blast(cells: list[str], lost: list[int], sides: Sequence[str]) -> list[str]:
    """The explosions of one action: the chain, if any, and what they destroyed."""
    out = []
    if len(cells) > 1:
        # TRANSLATORS: {cells} lists the cells that exploded, e.g. "d4, e5"
        out.append(_("A chain reaction: {cells} exploded.").format(cells=", ".join(cells)))
    if not any(lost):
        out.append(_("The blast destroyed nothing."))
    for p, n in enumerate(lost):
        if n:
            out.append(ngettext("The blast destroyed {count} of {player}'s pieces.",
                                "The blast destroyed {count} of {player}'s pieces.", n)
                       .format(count=n, player=sides[p]))
    return out
