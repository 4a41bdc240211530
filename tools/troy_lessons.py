"""Build the Trojan War event lessons' positions by playing the engine to the event.

Each event lesson in assets/lessons/troy.json starts from a position written in
the game's text notation. This script makes those positions reproducibly: it
sets up a turn with ``TroyState.at_turn`` (who is fit, which event the die
shows), plays the decisions before the player's (the other side's picks, the
gods, a cancel, a die) and writes the ``position`` of each lesson's step.

    python tools/troy_lessons.py            # print each lesson's position
    python tools/troy_lessons.py --write    # put them into assets/lessons/troy.json
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.troy import data as D  # noqa: E402
from game.troy.rules import TroyState  # noqa: E402

COURSE = ROOT / "assets" / "lessons" / "troy.json"
GREEKS = ("achilles", "ajax_t", "diomedes", "agamemnon", "odysseus", "ajax_o", "menelaus",
          "patroclus", "idomeneus", "nestor")
TROJANS = ("hector", "aeneas", "sarpedon", "glaucus", "deiphobus", "paris", "helenus",
           "polydamas")
EVENT_DIE = {"cassandra": "1", "calchas": "2", "thersites": "3", "sinon": "4", "briseis": "5",
             "helenus": "6", "priam": "7", "helen": "8"}


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
)


def position(setup: Setup) -> str:
    """The position of ``setup``: the turn played to the lesson's decision."""
    on_board = [h.id for h in D.HEROES if 0 < h.enters <= setup.turn]  # reinforcements too
    wounded = {h: "wounded" for h in on_board if h not in setup.fit}
    chance = [EVENT_DIE[setup.event]] + [a for a in setup.before if ":" not in a]
    state = TroyState.at_turn(setup.turn, chance=chance, status=wounded,
                              briseis_home=setup.briseis_home)
    for action in setup.before:
        if ":" in action:
            state.play(state.parse_action(action))
    if state.random_event_id() != setup.event or state.stage != setup.stage:
        raise SystemExit(f"{setup.lesson}: reached {state.random_event_id()} at "
                         f"{state.stage}, not {setup.event} at {setup.stage}")
    return state.to_text()


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
