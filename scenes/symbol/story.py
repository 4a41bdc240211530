"""The last action in words, so a player can tell what just happened and why.

The move list speaks notation (``e2-f2xe3``); a newcomer needs "Player 1's
Earth captured Water on e3 by reach". Built from the engine's events, so
pushes, crushes and chained explosions are told as the engine resolved them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.symbol.pieces import NAME_OF_LETTER as NAMES

CRUSH_WHY = {
    "edge": "off the board",
    "blocked": "against an enemy piece",
    "terrain": "onto ground it cannot stand on",
}


def pieces_text(letters: str) -> str:
    """``"WWe"`` -> ``"2 Water, Earth"`` (case ignored)."""
    up = letters.upper()
    parts = []
    for k in dict.fromkeys(up):
        n = up.count(k)
        parts.append(f"{n} {NAMES[k]}" if n > 1 else NAMES[k])
    return ", ".join(parts)


def story(events: Sequence[Any], sides: Sequence[str]) -> str:
    """One or two sentences telling what an action did, in play order."""
    out: list[str] = []
    blast_cells: list[str] = []
    lost = [0, 0]
    for e in events:
        k, d = e.kind, e.data
        if k == "leader_placed":
            out.append(f"{sides[d['player']]} placed the leader on {d['cell']}.")
        elif k == "moved":
            out.append(f"{sides[d['player']]} moved {pieces_text(d['pieces'])} "
                       f"{d['frm']}\u2192{d['to']}.")
        elif k == "reach_capture":
            out.append(f"{pieces_text(d['pieces'])} on {d['frm']} captured across the "
                       f"waterline on {d['target']}.")
        elif k == "captured":
            out.append(f"{sides[d['player']]} lost {pieces_text(d['pieces'])} on {d['cell']}.")
        elif k == "pushed":
            out.append(f"Fire pushed {pieces_text(d['pieces'])} {d['frm']}\u2192{d['to']}.")
        elif k == "pushed_crushed":
            why = CRUSH_WHY.get(d["why"], "")
            out.append(f"Fire pushed {pieces_text(d['pieces'])} on {d['frm']} {why}: "
                       "captured.")
        elif k == "detonated":
            cause = {"owner": f"{sides[d['player']]} detonated the death piece on {d['cell']}.",
                     "captured": f"The death piece on {d['cell']} was attacked and exploded.",
                     "pushed": f"Fire pushed the death piece on {d['cell']}: it exploded."}
            out.append(cause.get(d.get("cause", ""), f"{d['cell']} exploded."))
        elif k == "exploded":
            blast_cells.append(d["centre"])
            for _cell, owner, letters in d.get("removed", []):
                lost[owner] += len(letters)
        elif k == "reinforced":
            placed = ", ".join(f"{NAMES[t.upper()]} on {c}" for c, t in d["placements"])
            out.append(f"{sides[d['player']]} reinforced: {placed}.")
        elif k == "game_over" and d.get("reason") == "resign":
            out.append(f"{sides[1 - d['winner']]} resigned." if d.get("winner") is not None
                       else "Resigned.")
    if blast_cells:
        chain = " (a chain: " + ", ".join(blast_cells) + ")" if len(blast_cells) > 1 else ""
        tally = " and ".join(f"{n} of {sides[p]}'s" for p, n in enumerate(lost) if n)
        out.append(f"The blast{chain} destroyed {tally + ' pieces' if tally else 'nothing'}.")
    return " ".join(out)
