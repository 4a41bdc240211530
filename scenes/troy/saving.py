"""What a Trojan War save keeps beyond the base's start position and decisions:
the screen's story.

The decisions replay the game, but not what the screen had told when it was
saved: the chronicle, the event die as it was shown, the mandatory duel's
lines, the turn's news so far (its card lists what was told before closing), and
the duel, army or Horse panel left open at a decision (a Sinon
re-roll or a kill-or-spare asks about the duel on screen). These are plain
values, kept as JSON in the save's ``extra`` (with how many decisions the
screen had told) and put back on the ``Board`` when the game resumes. Story
lines are kept as codes and facts, so they are worded in the language of the
game resumed; the text lines of older saves are shown as they were written.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from game.troy import data as D
from scenes.core import storage
from scenes.core.saves import SAVED_SEED_MAX
from scenes.troy.board import ArmyShow, Board, DuelShow, HorseShow, Told
from scenes.troy.lines import told_list, told_of, told_schema

_HERO = storage.string(choices=D.HERO_INDEX)
_DIE = storage.optional(storage.whole(0, 9))
_TOTAL = storage.optional(storage.whole(-99, 99))
_MODS = storage.list_of(storage.pair(storage.string(80), storage.whole(-99, 99)), 16)
_BOTH_MODS = storage.pair(_MODS, _MODS)
_FLAGS = storage.pair(storage.boolean(), storage.boolean())
_NO = storage.ABSENT
DUEL = storage.Record(required={"space": storage.whole(0, 3), "heroes": storage.pair(_HERO, _HERO)},
                      optional={
    "to_death": (storage.boolean(), _NO), "mods": (_BOTH_MODS, _NO),
    "wounds": (storage.pair(storage.whole(0, 20), storage.whole(0, 20)), _NO),
    "dice": (storage.pair(_DIE, _DIE), _NO), "totals": (storage.pair(_TOTAL, _TOTAL), _NO),
    "rolling": (_FLAGS, _NO), "round": (storage.whole(0, 99), _NO),
    "log": (storage.list_of(told_schema, 200), _NO), "verdict": (told_schema, _NO),
    "result_die": (_DIE, _NO), "result_rolling": (storage.boolean(), _NO),
    "winner": (storage.optional(storage.one_of(0, 1)), _NO),
    "loser_gone": (storage.boolean(), _NO), "taunt": (told_schema, _NO)})
ARMY = storage.Record(optional={
    "mods": (_BOTH_MODS, _NO), "dice": (storage.pair(_DIE, _DIE), _NO),
    "totals": (storage.pair(_TOTAL, _TOTAL), _NO), "rolling": (_FLAGS, _NO),
    "verdict": (told_schema, _NO)})
HORSE = storage.Record(required={"heroes": storage.list_of(_HERO, len(D.HEROES)), "mods": _MODS},
                       optional={"die": (_DIE, _NO), "total": (_TOTAL, _NO),
                                 "rolling": (storage.boolean(), _NO), "verdict": (told_schema, _NO),
                                 "success": (storage.optional(storage.boolean()), _NO)})
SHOWN = storage.Record(required={
    "chronicle": storage.list_of(told_schema, 5000),
    "event_roll": _DIE,
    "mandatory_lines": storage.list_of(told_schema, 50),
    "duel": storage.optional(DUEL),
    "army": storage.optional(ARMY),
    "horse": storage.optional(HORSE),
}, optional={"turn_news": (storage.list_of(storage.list_of(told_schema, 4), 24), [])})
_DECISION = storage.string(200)
SAVE_EXTRA = storage.Record(required={
    "seed": storage.whole(0, SAVED_SEED_MAX),
    "moves": storage.list_of(_DECISION, 1000),       # the play base's, in Troy's notation
    "told": storage.whole(0, 1000),                  # how many of them the screen had told
    "shown": SHOWN,                                  # and what it showed then
}, optional={"opening": (storage.boolean(), _NO),
             "keep_turn": (storage.whole(0, 12), _NO),      # Sinon: "keep all this turn"
             "ending": (storage.one_of("resign 0", "resign 1"), _NO)})


def _mods(rows: Any) -> list[tuple[str, int]]:
    return [(str(label), int(v)) for label, v in rows]


def _told(line: Told) -> Any:
    """A story line as JSON: its code and facts (or an older save's text)."""
    return line if isinstance(line, str) else asdict(line)


def shown_of(board: Board) -> dict[str, Any]:
    """The displayed facts that ``Board.sync`` cannot rebuild from the rules."""
    return {
        "chronicle": [_told(t) for t in board.chronicle],
        "event_roll": board.event_roll,
        "mandatory_lines": [_told(t) for t in board.mandatory_lines],
        "duel": asdict(board.duel) if board.duel is not None else None,
        "army": asdict(board.army) if board.army is not None else None,
        "horse": asdict(board.horse) if board.horse is not None else None,
        "turn_news": [[_told(t) for t in item] for item in board.turn_news],
    }


def restore_shown(board: Board, data: dict[str, Any]) -> None:
    """Put saved display facts back; ValueError (storage.Damaged) when they do not
    fit: checked with ranges here, so nothing fails later while drawing."""
    data = SHOWN(data, "shown")
    board.chronicle = told_list(data["chronicle"])
    roll = data["event_roll"]
    board.event_roll = None if roll is None else int(roll)
    board.mandatory_lines = told_list(data["mandatory_lines"])
    board.turn_news = [told_list(item) for item in data["turn_news"]]
    duel, army, horse = data["duel"], data["army"], data["horse"]
    board.duel = board.army = board.horse = None
    if duel is not None:
        d = DuelShow(**duel)
        d.heroes = (str(d.heroes[0]), str(d.heroes[1]))
        d.mods = [_mods(side) for side in d.mods]
        d.log = told_list(d.log)
        d.verdict, d.taunt = told_of(d.verdict), told_of(d.taunt)
        d.rolling, d.result_rolling = [False, False], False
        board.duel = d
    if army is not None:
        a = ArmyShow(**army)
        a.mods = [_mods(side) for side in a.mods]
        a.verdict = told_of(a.verdict)
        a.rolling = [False, False]
        board.army = a
    if horse is not None:
        h = HorseShow(**horse)
        h.mods = _mods(h.mods)
        h.verdict = told_of(h.verdict)
        h.rolling = False
        board.horse = h
