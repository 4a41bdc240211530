"""Build the Trojan War lessons' positions by playing the engine to the decision.

Each lesson in assets/lessons/troy.json starts from a position written in the
game's text notation. This script makes those positions reproducibly: it sets
up a turn with ``TroyState.at_turn`` (who is fit, dead or a prisoner, which
event the die shows), plays the decisions before the player's (the other
side's picks, the gods, a cancel, a die) and writes the ``position`` of each
lesson's step. A step whose story runs long after the player's decision (whole
duels, a battle, the next turn's opening) takes its chance from a seed rather
than a list: the script tries seeds until the accepted move's story is the one
the lesson tells (no other decision on the way, the duel won by the right hero).

    python tools/troy_lessons.py            # print each lesson's position
    python tools/troy_lessons.py --write    # put them into assets/lessons/troy.json
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.troy import data as D  # noqa: E402
from game.troy.chance import Chance  # noqa: E402
from game.troy.rules import TroyState  # noqa: E402

COURSE = ROOT / "assets" / "lessons" / "troy.json"
GREEKS = ("achilles", "ajax_t", "diomedes", "agamemnon", "odysseus", "ajax_o", "menelaus",
          "patroclus", "idomeneus", "nestor")
TROJANS = ("hector", "aeneas", "sarpedon", "glaucus", "deiphobus", "paris", "helenus",
           "polydamas")
EVENT_DIE = {"none": "0", "cassandra": "1", "calchas": "2", "thersites": "3", "sinon": "4",
             "briseis": "5", "helenus": "6", "priam": "7", "helen": "8"}
Want = Callable[[TroyState], bool]


@dataclass(frozen=True)
class Setup:
    """A turn played up to the player's decision: the event, who is fit, what came before."""

    lesson: str
    turn: int
    event: str
    fit: tuple[str, ...]            # every other hero on the board starts the turn wounded
    before: tuple[str, ...]         # decisions and chance (gods, dice) before the player's
    stage: str                      # the decision the lesson asks for
    step: int = 0                   # the lesson's step that starts there
    briseis_home: bool = True       # False: Agamemnon holds Briseis, Achilles sulks
    dead: tuple[str, ...] = ()
    prisoners: dict[str, str] = field(default_factory=dict)     # hero -> his captor
    arrived: tuple[str, ...] = ()   # heroes on the board before their usual turn
    exchange: bool = False          # the prisoner-exchange option
    answer: tuple[str, ...] = ()    # seeded: the accepted move (and reply) whose story ...
    want: Want | None = None        # ... must end where this says (the next decision)
    where: Want | None = None       # seeded: what the position itself must show


def _status(state: TroyState, hero: str) -> str:
    return state.hero_status(D.HERO_INDEX[hero])


def _next_turn_pick(turn: int) -> Want:
    """The story runs on to turn ``turn``'s first pick, with no decision on the way."""
    return lambda s: s.turn == turn and s.stage == "pick"


def _worst(space: int) -> Want:
    """Challenge ``space`` (1-4) is the side to move's worst duel with the gods drawn."""
    def check(s: TroyState) -> bool:
        me = s.to_move()
        odds = {n + 1: (p if me == D.GREEK else 1 - p)
                for n, p in enumerate(s.view(me)["odds"]) if p is not None}
        return space in odds and min(odds, key=lambda n: odds[n]) == space
    return check


def _achilles_kills_hector(s: TroyState) -> bool:
    return _next_turn_pick(9)(s) and _status(s, "hector") == "dead" and \
        _status(s, "achilles") == "available"


SETUPS = (
    # Played as the Trojans: Helenus lets them turn a Greek face up before they pick.
    Setup("seer", 4, "helenus",
          ("achilles", "diomedes", "menelaus", "nestor", "hector", "aeneas", "paris",
           "polydamas"),
          ("pick:achilles,nestor,diomedes,menelaus",), "reveal"),
    Setup("cassandra", 7, "cassandra", GREEKS + TROJANS,
          ("pick:deiphobus,paris,aeneas,glaucus", "pick:menelaus,odysseus,ajax_t,diomedes",
           "zeus", "ares", "cancel:4"), "swap"),
    Setup("thersites", 4, "thersites", GREEKS + TROJANS,
          ("pick:achilles,diomedes,ajax_o,nestor", "pick:paris,polydamas,aeneas,glaucus",
           "zeus", "ares", "cancel:4"), "thersites"),
    Setup("priam", 7, "priam", GREEKS + TROJANS,
          ("pick:hector,paris,sarpedon,polydamas", "pick:nestor,achilles,odysseus,diomedes",
           "zeus", "ares", "cancel:2"), "cancel"),
    # Played as the Trojans: most Greeks are wounded, two duels to choose between.
    Setup("helen", 7, "helen",
          ("ajax_o", "diomedes", "hector", "paris", "aeneas", "glaucus"),
          ("pick:hector,paris,aeneas,glaucus", "pick:ajax_o,diomedes", "zeus", "ares"),
          "cancel"),
    # The Iliad, turn 5: Agamemnon took Briseis on turn 3 and the event die brings
    # her back; Menelaus and Paris hold challenge 1, the Trojans have picked.
    Setup("iliad", 5, "briseis", GREEKS + TROJANS, ("pick:hector,aeneas,sarpedon",), "pick",
          briseis_home=False),
    # The Iliad, turn 9: Paris challenges Achilles to the death with his bow (+5);
    # Sinon lets the Greeks re-roll Achilles's first die, a 3.
    Setup("iliad", 9, "sinon", ("achilles", "diomedes", "odysseus", "paris", "aeneas", "glaucus"),
          ("pick:aeneas,glaucus", "pick:diomedes,odysseus", "zeus", "ares", "cancel:2", "3"),
          "reroll", step=1),
    # Fixed duels to the death. Turn 6, the Trojans: Hector must fight Patroclus on
    # challenge 1 (Briseis is in Agamemnon's tent), the Greeks have picked.
    Setup("fixed", 6, "none", GREEKS + TROJANS, ("pick:ajax_t,diomedes,odysseus",), "pick",
          briseis_home=False),
    # Turn 8, the Greeks: Patroclus fell, Achilles fights Hector to the death and
    # kills him; the Greeks cancel one of the other duels.
    Setup("fixed", 8, "none", GREEKS + TROJANS,
          ("pick:ajax_t,diomedes,nestor", "pick:aeneas,sarpedon,paris"), "cancel", step=1,
          briseis_home=False, dead=("patroclus",), answer=("cancel:4",),
          want=_achilles_kills_hector, where=_worst(4)),
    # Turn 10, the Trojans: Philoctetes challenges Paris to the death; Priam's event
    # lets both sides cancel, the Greeks have.
    Setup("fixed", 10, "priam", GREEKS + TROJANS + ("philoctetes",),
          ("pick:achilles,ajax_o,nestor", "pick:aeneas,glaucus,polydamas", "cancel:3"),
          "cancel", step=2, dead=("patroclus", "hector"), answer=("cancel:2",),
          want=_next_turn_pick(11), where=_worst(2)),
    # Reinforcements. Turn 9, the Trojans: Memnon and Penthesilea arrive; Paris holds
    # challenge 1 against Achilles.
    Setup("reinforcements", 9, "none", GREEKS + TROJANS + ("memnon", "penthesilea"),
          (), "pick", dead=("patroclus", "hector")),
    # Turn 10, the Greeks: Achilles fell to Paris' bow, his son Neoptolemus comes, and
    # Philoctetes holds challenge 1 against Paris.
    Setup("reinforcements", 10, "none",
          tuple(h for h in GREEKS if h != "achilles") + ("neoptolemus", "philoctetes")
          + TROJANS + ("memnon", "penthesilea"),
          (), "pick", step=1, dead=("patroclus", "hector", "achilles"),
          arrived=("neoptolemus",)),
    # The prisoner exchange. End of turn 7, the Greeks: Hector holds Achilles, Diomedes
    # Polydamas; the Trojans will accept.
    Setup("exchange", 7, "none", GREEKS + TROJANS,
          ("pick:aeneas,sarpedon,glaucus,deiphobus", "pick:ajax_t,diomedes,odysseus,ajax_o"),
          "exchange", prisoners={"achilles": "hector", "polydamas": "diomedes"},
          exchange=True, answer=("exchange:achilles,polydamas", "accept"),
          want=_next_turn_pick(8)),
    # End of turn 9, the Trojans answer: Odysseus holds Hector, Paris holds Nestor.
    Setup("exchange", 9, "none", GREEKS + TROJANS + ("memnon", "penthesilea"),
          ("pick:aeneas,sarpedon,memnon", "pick:ajax_t,diomedes,ajax_o",
           "exchange:nestor,hector"),
          "exchange_reply", step=1, prisoners={"hector": "odysseus", "nestor": "paris"},
          exchange=True, answer=("accept",), want=_next_turn_pick(10)),
)


def _start(setup: Setup, seed: int | None = None) -> TroyState:
    """The turn set up, its event die rolled (chance then from ``seed``, if given)."""
    on_board = [h.id for h in D.HEROES if 0 < h.enters <= setup.turn] + list(setup.arrived)
    status = {h: "wounded" for h in on_board if h not in setup.fit}
    status.update({h: "dead" for h in setup.dead})
    status.update({h: "prisoner" for h in setup.prisoners})
    status.update({h: "available" for h in setup.arrived if h not in status})
    chance = [EVENT_DIE[setup.event]]
    if seed is None:
        chance += [a for a in setup.before if ":" not in a]
    state = TroyState.at_turn(setup.turn, chance=chance, status=status,
                              briseis_home=setup.briseis_home, captors=setup.prisoners,
                              exchange=setup.exchange)
    if seed is not None:
        state.chance = Chance(seed)
    return state


def _reach(setup: Setup, state: TroyState) -> bool:
    """Play the setup's decisions (any other on the way: the first legal) up to the
    lesson's; False when the game goes elsewhere."""
    todo = [a for a in setup.before if ":" in a]
    for _ in range(400):
        if state.stage == setup.stage and not todo:
            return state.random_event_id() == setup.event
        if state.to_move() is None:
            return False
        if todo and todo[0] in state.legal_actions() or (
                todo and todo[0].startswith("pick:") and state.is_legal(todo[0])):
            state.play(state.parse_action(todo.pop(0)))
        elif state.stage in ("cancel", "reroll", "spare", "swap", "thersites", "exchange",
                             "exchange_reply"):
            state.play(state.legal_actions()[0])
        else:
            return False
    return False


def position(setup: Setup) -> str:
    """The position of ``setup``: the turn played to the lesson's decision."""
    if setup.want is None:
        state = _start(setup)
        if not _reach(setup, state):
            raise SystemExit(f"{setup.lesson}: reached {state.random_event_id()} at "
                             f"{state.stage}, not {setup.event} at {setup.stage}")
        return state.to_text()
    for seed in range(1, 20_000):
        state = _start(setup, seed)
        if not _reach(setup, state) or (setup.where is not None and not setup.where(state)):
            continue
        trial = state.copy()
        for move in setup.answer:
            if trial.to_move() is None:
                break
            trial.play(trial.parse_action(move))
        if setup.want(trial):
            return state.to_text()
    raise SystemExit(f"{setup.lesson}: no seed tells the story it wants")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="update the course file")
    args = parser.parse_args()
    made = {(setup.lesson, setup.step): position(setup) for setup in SETUPS}
    if not args.write:
        for (lesson, step), text in made.items():
            print(lesson, step + 1, text)
        return
    course = json.loads(COURSE.read_text(encoding="utf-8"))
    for lesson in course["lessons"]:
        for n, step in enumerate(lesson["steps"]):
            if (lesson["id"], n) in made:
                step["position"] = made.pop((lesson["id"], n))
    if made:
        missing = ", ".join(f"{lesson} step {n + 1}" for lesson, n in made)
        raise SystemExit(f"no such step in {COURSE.name}: {missing}")
    COURSE.write_text(json.dumps(course, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
