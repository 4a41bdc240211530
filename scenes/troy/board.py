"""The displayed picture of a Trojan War game, as plain values.

``Board`` lags the rules state on purpose: the play scene updates it step by
step as the events animate, then re-syncs it from ``state.view(viewer)`` once
the animations are done, so the screen never shows a die, a wound or a hidden
pick before its moment. Drawing reads a ``Board`` and never changes it.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from game.troy import data as D
from game.troy.modifiers import duel_modifiers
from game.troy.odds import result_of


@dataclass
class Line:
    """One line of the story as facts (hero ids, sides, numbers), worded where shown
    by ``scenes/troy/lines.py``: ``code`` names its wording there."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


Told = Line | str
"""A line as the board keeps it: data, or a text line from an older save."""


@dataclass
class DuelShow:
    """The duel on screen: heroes, modifiers, wounds, the last dice and a log."""

    space: int
    heroes: tuple[str, str]
    to_death: bool = False
    mods: list[list[tuple[str, int]]] = field(default_factory=lambda: [[], []])
    wounds: list[int] = field(default_factory=lambda: [0, 0])
    dice: list[int | None] = field(default_factory=lambda: [None, None])
    totals: list[int | None] = field(default_factory=lambda: [None, None])
    rolling: list[bool] = field(default_factory=lambda: [False, False])
    round: int = 0
    log: list[Told] = field(default_factory=list)
    verdict: Told = ""
    result_die: int | None = None
    result_rolling: bool = False
    winner: int | None = None
    loser_gone: bool = False
    taunt: Told = ""
    hit: int | None = None          # the side just wounded, while its pips flash


@dataclass
class ArmyShow:
    mods: list[list[tuple[str, int]]] = field(default_factory=lambda: [[], []])
    dice: list[int | None] = field(default_factory=lambda: [None, None])
    totals: list[int | None] = field(default_factory=lambda: [None, None])
    rolling: list[bool] = field(default_factory=lambda: [False, False])
    verdict: Told = ""


@dataclass
class HorseShow:
    """The Horse on screen. The finale's tweens move ``aboard`` (heroes inside, the
    fraction one mid-climb), ``march`` (0 in the field, 1 at the gates), ``landed``
    (modifiers shown) and ``opening`` (the gates' last beat, 0..1); their defaults
    are the settled picture, as a resumed game shows it."""

    heroes: list[str]
    mods: list[tuple[str, int]]
    healed: list[str] = field(default_factory=list)   # wounded, yet in as recovered
    die: int | None = None
    total: int | None = None
    rolling: bool = False
    verdict: Told = ""
    success: bool | None = None     # the engine's verdict, once told
    aboard: float = 99.0
    march: float = 1.0
    landed: float = 99.0
    opening: float = 1.0


@dataclass
class Board:
    """Everything the Troy screen draws, as plain values."""

    turn: int = 1
    vp: int = 0
    status: dict[str, str] = field(default_factory=dict)
    spaces: list[list[str | None]] = field(default_factory=lambda: [[None, None] for _ in range(4)])
    cancelled: list[bool] = field(default_factory=lambda: [False] * 4)
    protected: list[bool] = field(default_factory=lambda: [False] * 4)
    mandatory: str | None = None     # the mandatory duel on challenge 1 (its event id)
    thersites: int = -1
    gods: list[str | None] = field(default_factory=lambda: [None, None])
    event: str = "none"
    event_roll: int | None = None
    mandatory_lines: list[Told] = field(default_factory=list)
    turn_vp: list[int] = field(default_factory=lambda: [0, 0])
    on_track: bool = False          # the turn's VP have been added to the track
    duels_won: list[int] = field(default_factory=lambda: [0, 0])
    turn_news: list[list[Told]] = field(default_factory=list)  # this turn's duels and
                                        # other points, each with its VP, for its summary
    captors: dict[str, str] = field(default_factory=dict)
    briseis: str = "achilles"
    rerolls: int = 0
    duel: DuelShow | None = None
    army: ArmyShow | None = None
    horse: HorseShow | None = None
    chronicle: list[Told] = field(default_factory=list)
    flipping: set[tuple[int, int]] = field(default_factory=set)  # (space, side) mid-flip
    god_flipping: set[int] = field(default_factory=set)
    shown_vp: float | None = None    # the VP marker while it slides to ``vp``
    scoring: set[int] = field(default_factory=set)   # sides whose turn chip is landing
    less_bloody: bool = False        # the variant: a result die of 0 leaves the loser unharmed
    latest: Told | None = None       # the story's line on the prompt: the last noted, or a
                                     # duel's last round (rounds are not noted one by one)

    def sync(self, view: dict[str, Any]) -> None:
        """Take every public (or the viewer's) fact from ``state.view``."""
        self.turn, self.vp = view["turn"], view["vp"]
        self.less_bloody = bool(view["options"]["less_bloody"])
        self.status = {h: v["status"] for h, v in view["heroes"].items()}
        for row in view["challenges"]:
            s = row["space"] - 1
            self.spaces[s] = [row["greek"], row["trojan"]]
            self.cancelled[s] = row["cancelled"]
            self.protected[s] = row["protected"]
            if row["thersites"]:
                self.thersites = s
        self.mandatory = view["mandatory"]
        gods = list(view["gods"]) + [None, None]
        self.gods = gods[:2]
        self.event = view["event"]
        # a position loaded after the roll shows its event, not "to come"
        self.event_roll = view.get("event_roll", self.event_roll)
        self.turn_vp = list(view["turn_vp"])
        self.duels_won = list(view["duels_won"])
        self.captors = dict(view["captors"])
        self.briseis = view["briseis"]
        self.rerolls = view["rerolls"]
        self.shown_vp = None
        if self.duel is None and view["duel"] is not None and view["context"] != "army":
            self.duel = duel_of(view)

    def take_story(self, told: Board) -> None:
        """What only the story holds, not the rules' view (the turn's news for its
        card, its mandatory lines, the notes), from a board that told the same game:
        after an undo, what was told of the move taken back is gone."""
        self.turn_news = [list(item) for item in told.turn_news]
        self.mandatory_lines = list(told.mandatory_lines)
        self.chronicle, self.latest = list(told.chronicle), told.latest

    def fates(self, duel: DuelShow) -> list[str]:
        """What each face of the result die does to ``duel``'s loser (before sparing),
        as the rules read it this turn: Helen's event, the variant, Menelaus and Paris."""
        if duel.winner is None:
            return []
        winner, loser = duel.heroes[duel.winner], duel.heroes[1 - duel.winner]
        return [result_of(die, helen=self.event == "helen", less_bloody=self.less_bloody,
                          winner=winner, loser=loser) for die in range(10)]

    def public(self) -> dict[str, Any]:
        """The facts ``sync`` takes from the rules, as plain values: what a story
        told from events must agree with once it is told."""
        return {"turn": self.turn, "vp": self.vp, "status": dict(self.status),
                "spaces": [list(s) for s in self.spaces], "cancelled": list(self.cancelled),
                "protected": list(self.protected), "mandatory": self.mandatory,
                "gods": list(self.gods), "event": self.event, "turn_vp": list(self.turn_vp),
                "duels_won": list(self.duels_won), "captors": dict(self.captors),
                "briseis": self.briseis}

    def new_turn(self, turn: int) -> None:
        self.turn = turn
        self.spaces = [[None, None] for _ in range(4)]
        self.cancelled = [False] * 4
        self.protected = [False] * 4
        self.mandatory = None
        self.thersites = -1
        self.gods = [None, None]
        self.event, self.event_roll = "none", None
        self.mandatory_lines = []
        self.turn_vp, self.on_track = [0, 0], False
        self.duels_won = [0, 0]
        self.turn_news = []
        self.duel = self.army = None

    def copy(self) -> Board:
        """A snapshot (the review keeps one per step of the story)."""
        return copy.deepcopy(self)

    def roster(self, side: int) -> list[D.Hero]:
        """The heroes listed in ``side``'s roster, top to bottom (Neoptolemus only
        once Achilles is dead: he never comes otherwise)."""
        return [h for h in (D.HEROES[i] for i in D.SIDE_HEROES[side])
                if not (h.id == "neoptolemus" and self.status.get(h.id) == "absent"
                        and self.status.get("achilles") != "dead")]

    def tell_mandatory(self, line: Told) -> None:
        """A mandatory event's line, kept for the info strip until the turn ends (a
        method, so the beat reaches the list ``new_turn`` made, not the one before)."""
        self.mandatory_lines.append(line)

    def note(self, line: Told) -> None:
        self.chronicle = [*self.chronicle[-40:], line]
        self.latest = line


def duel_of(view: dict[str, Any]) -> DuelShow:
    """The duel a position rests in (a Sinon re-roll, a kill or spare), as the rules
    tell it: its heroes, wounds, modifiers and the dice already thrown. A game
    resumed or a lesson opened at such a decision shows it without its story."""
    d = view["duel"]
    s = d["space"] - 1
    g, t = view["challenges"][s]["greek"], view["challenges"][s]["trojan"]
    mandatory = view["mandatory"] if view["challenges"][s]["mandatory"] else None
    gods = view["gods"]
    duel = DuelShow(space=s, heroes=(g, t), wounds=list(d["wounds"]),
                    to_death=mandatory is not None and D.MANDATORY_BY_ID[mandatory].to_death)
    duel.mods = [duel_modifiers(g, t, gods, mandatory).shown,
                 duel_modifiers(t, g, gods, mandatory).shown]
    if view["stage"] == "reroll" and view["context"] == "duel":
        duel.dice[0] = d["greek_die"]
        duel.totals[0] = d["greek_die"] + sum(v for _, v in d["greek_modifiers"])
        duel.round = 1
    if view["stage"] == "spare" or view["context"] == "result":
        duel.result_die = d["result_die"]
        duel.winner = d["winner"]
    return duel
