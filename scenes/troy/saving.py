"""What a Trojan War save keeps beyond the rules position: the screen's story.

The rules position (``TroyState.to_text``) knows the game, but not what the
screen has told so far: the chronicle, the event die as it was shown, the
mandatory duel's lines, and the duel, army or Horse panel left open at a
decision (a Sinon re-roll or a kill-or-spare asks about the duel on screen).
These are plain values, kept as JSON in the save's ``extra`` and put back on
the ``Board`` when the game resumes.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from scenes.troy.view import ArmyShow, Board, DuelShow, HorseShow


def _mods(rows: Any) -> list[tuple[str, int]]:
    return [(str(label), int(v)) for label, v in rows]


def shown_of(board: Board) -> dict[str, Any]:
    """The displayed facts that ``Board.sync`` cannot rebuild from the rules."""
    return {
        "chronicle": list(board.chronicle),
        "event_roll": board.event_roll,
        "mandatory_lines": list(board.mandatory_lines),
        "duel": asdict(board.duel) if board.duel is not None else None,
        "army": asdict(board.army) if board.army is not None else None,
        "horse": asdict(board.horse) if board.horse is not None else None,
    }


def restore_shown(board: Board, data: dict[str, Any]) -> None:
    """Put saved display facts back; TypeError/ValueError/KeyError when they do not fit."""
    if not isinstance(data, dict):
        raise ValueError("the saved screen is not a record")
    board.chronicle = [str(x) for x in data["chronicle"]]
    roll = data["event_roll"]
    board.event_roll = None if roll is None else int(roll)
    board.mandatory_lines = [str(x) for x in data["mandatory_lines"]]
    duel, army, horse = data["duel"], data["army"], data["horse"]
    board.duel = board.army = board.horse = None
    if duel is not None:
        d = DuelShow(**duel)
        d.heroes = (str(d.heroes[0]), str(d.heroes[1]))
        d.mods = [_mods(side) for side in d.mods]
        d.rolling, d.result_rolling = [False, False], False
        board.duel = d
    if army is not None:
        a = ArmyShow(**army)
        a.mods = [_mods(side) for side in a.mods]
        a.rolling = [False, False]
        board.army = a
    if horse is not None:
        h = HorseShow(**horse)
        h.mods = _mods(h.mods)
        h.rolling = False
        board.horse = h
