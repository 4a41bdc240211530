"""Every table of The Trojan War as plain data, so it can be shown and tuned.

Heroes, gods, the character table, events and the Horse modifiers live here
and nowhere else; the rules module and the screens both read them.
"""

from __future__ import annotations

from dataclasses import dataclass

GREEK, TROJAN = 0, 1
SIDE_NAMES = ("greek", "trojan")
SIDE_DISPLAY = ("Greeks", "Trojans")
TURNS = 12
HORSE_TURN = 12


@dataclass(frozen=True)
class Hero:
    """A hero counter: who, which side, his three values and when he enters."""

    id: str
    name: str
    side: int
    power: int
    resistance: int
    character: str
    enters: int  # first turn on the board; 0 for Neoptolemus (after Achilles dies)
    fixed: bool = False  # value fixed by the rulebook: never tuned


# Project values (the rulebook fixes only Achilles = F and Memnon = E).
HEROES: tuple[Hero, ...] = (
    Hero("achilles", "Achilles", GREEK, 5, 5, "F", 1, fixed=True),
    Hero("ajax_t", "Great Ajax", GREEK, 4, 5, "F", 1),
    Hero("diomedes", "Diomedes", GREEK, 4, 4, "H", 1),
    Hero("agamemnon", "Agamemnon", GREEK, 3, 4, "E", 1),
    Hero("odysseus", "Odysseus", GREEK, 3, 4, "A", 1),
    Hero("ajax_o", "Lesser Ajax", GREEK, 3, 3, "V", 1),
    Hero("menelaus", "Menelaus", GREEK, 3, 3, "H", 1),
    Hero("patroclus", "Patroclus", GREEK, 3, 3, "V", 1),
    Hero("idomeneus", "Idomeneus", GREEK, 3, 3, "E", 1),
    Hero("nestor", "Nestor", GREEK, 1, 3, "E", 1),
    Hero("neoptolemus", "Neoptolemus", GREEK, 4, 4, "F", 0),
    Hero("philoctetes", "Philoctetes", GREEK, 3, 3, "H", 10),
    Hero("hector", "Hector", TROJAN, 5, 5, "E", 1),
    Hero("aeneas", "Aeneas", TROJAN, 4, 4, "E", 1),
    Hero("sarpedon", "Sarpedon", TROJAN, 4, 4, "F", 1),
    Hero("glaucus", "Glaucus", TROJAN, 3, 3, "V", 1),
    Hero("deiphobus", "Deiphobus", TROJAN, 3, 3, "F", 1),
    Hero("paris", "Paris", TROJAN, 2, 3, "H", 1),
    Hero("helenus", "Helenus", TROJAN, 2, 3, "A", 1),
    Hero("polydamas", "Polydamas", TROJAN, 2, 3, "A", 1),
    Hero("memnon", "Memnon", TROJAN, 4, 5, "E", 9, fixed=True),
    Hero("penthesilea", "Penthesilea", TROJAN, 4, 4, "V", 9),
)
HERO_IDS: tuple[str, ...] = tuple(h.id for h in HEROES)
HERO_INDEX: dict[str, int] = {h.id: i for i, h in enumerate(HEROES)}
BY_ID: dict[str, Hero] = {h.id: h for h in HEROES}
SIDE_HEROES: tuple[tuple[int, ...], tuple[int, ...]] = (
    tuple(i for i, h in enumerate(HEROES) if h.side == GREEK),
    tuple(i for i, h in enumerate(HEROES) if h.side == TROJAN),
)

CHARACTERS = {"E": "Experience", "F": "Strength", "H": "Skill", "A": "Cunning", "V": "Speed"}

# Own modifier: CHARACTER_TABLE[own][opponent].
CHARACTER_TABLE: dict[str, dict[str, int]] = {
    "E": {"E": 0, "F": 1, "H": 0, "A": 0, "V": 0},
    "F": {"E": 0, "F": 0, "H": 1, "A": -1, "V": 1},
    "H": {"E": 1, "F": 0, "H": 0, "A": 0, "V": 0},
    "A": {"E": 1, "F": 1, "H": 0, "A": 0, "V": 1},
    "V": {"E": 0, "F": 0, "H": 1, "A": 0, "V": 0},
}

GODS: tuple[str, ...] = (
    "aphrodite", "apollo", "ares", "artemis", "athena", "hera", "hephaestus", "poseidon", "zeus",
)
GOD_NAMES = {g: g.capitalize() for g in GODS}
ZEUS = "zeus"

# Divine modifiers: GOD_TABLE[row][god]; rows are hero ids or the side defaults
# "greek" / "trojan" (other heroes of that side and that side's army).
GOD_TABLE: dict[str, dict[str, int]] = {
    "agamemnon": {"apollo": -1, "artemis": -1, "athena": 1, "hera": 2, "hephaestus": 1,
                  "poseidon": 1},
    "achilles": {"apollo": -1, "athena": 1, "hera": 2, "hephaestus": 2, "poseidon": 1},
    "ajax_t": {"athena": -1, "hera": 2, "hephaestus": 1, "poseidon": 1},
    "ajax_o": {"athena": 1, "hera": 2, "hephaestus": 1, "poseidon": 1},
    "diomedes": {"athena": 2, "hera": 2, "hephaestus": 1, "poseidon": 1},
    "odysseus": {"athena": 3, "hera": 2, "hephaestus": 1, "poseidon": 1},
    "hector": {"aphrodite": 1, "apollo": 2, "ares": 1, "artemis": 1, "hephaestus": -1},
    "paris": {"aphrodite": 3, "apollo": 2, "ares": 1, "artemis": 1, "athena": -1},
    "aeneas": {"aphrodite": 3, "apollo": 2, "ares": 1, "artemis": 1, "hera": -1},
    "penthesilea": {"aphrodite": 1, "apollo": 2, "ares": 1, "artemis": 2, "poseidon": -1},
    "greek": {"athena": 1, "hera": 2, "hephaestus": 1, "poseidon": 1},
    "trojan": {"aphrodite": 1, "apollo": 2, "ares": 1, "artemis": 1},
}


def god_row(hero_id: str | None, side: int) -> dict[str, int]:
    """The divine row for a hero, or for a side's army when hero_id is None."""
    if hero_id is not None and hero_id in GOD_TABLE:
        return GOD_TABLE[hero_id]
    return GOD_TABLE[SIDE_NAMES[side]]


# Mandatory events: turn -> (id, display text, duel heroes or None, to the death).
@dataclass(frozen=True)
class MandatoryEvent:
    """A scripted event of the Iliad; a duel when ``greek``/``trojan`` are set."""

    turn: int
    id: str
    name: str
    text: str
    greek: str | None = None
    trojan: str | None = None
    to_death: bool = False
    void_if_briseis_home: bool = False


MANDATORY: dict[int, MandatoryEvent] = {
    3: MandatoryEvent(3, "briseis_taken", "Agamemnon takes Briseis",
                      "Briseis goes to Agamemnon's tent; Achilles sulks."),
    5: MandatoryEvent(5, "menelaus_paris", "Menelaus challenges Paris",
                      "Menelaus cannot kill Paris.", "menelaus", "paris"),
    6: MandatoryEvent(6, "patroclus_hector", "Patroclus challenges Hector",
                      "To the death.", "patroclus", "hector", True, True),
    8: MandatoryEvent(8, "achilles_hector", "Achilles challenges Hector",
                      "To the death.", "achilles", "hector", True, True),
    9: MandatoryEvent(9, "paris_achilles", "Paris challenges Achilles",
                      "To the death; Paris +5 on every roll.", "achilles", "paris", True),
    10: MandatoryEvent(10, "philoctetes_paris", "Philoctetes challenges Paris",
                       "To the death.", "philoctetes", "paris", True),
}
MANDATORY_BY_ID: dict[str, MandatoryEvent] = {m.id: m for m in MANDATORY.values()}
PARIS_BOW_BONUS = 5  # Paris' bow, on every roll of turn 9's mandatory duel
PARIS_BOW_DUEL = "paris_achilles"  # that duel keeps the bow on whichever turn it is fought

# Random events by d10 roll: (id, display name, text).
RANDOM_EVENTS: dict[int, tuple[str, str, str]] = {
    0: ("none", "No event", "Nothing happens."),
    1: ("cassandra", "Cassandra",
        "Before the duels: the Greek player may swap two of his heroes between challenges."),
    2: ("calchas", "Calchas",
        "When heroes are chosen: the Greek player turns one Trojan hero face up, then "
        "places his own; "
        "that duel cannot be cancelled."),
    3: ("thersites", "Thersites",
        "Before the duels: the Trojan player wins one duel without Achilles or Great "
        "Ajax: 1 VP, the loser unharmed."),
    4: ("sinon", "Sinon", "The Greek player may re-roll two of his dice this turn (once a game)."),
    5: ("briseis", "Briseis", "If Briseis is in Agamemnon's tent she returns to Achilles'."),
    6: ("helenus", "Helenus", "As Calchas, for the Trojan player (for the Greek if Helenus is "
        "a Greek prisoner)."),
    7: ("priam", "Priam", "Two challenges are cancelled, one chosen by each player."),
    8: ("helen", "Helen", "Wounds become serious wounds, serious wounds become deaths."),
    9: ("none", "No event", "Nothing happens."),
}
THERSITES_IMMUNE = ("achilles", "ajax_t")
SINON_REROLLS = 2

# Result of a lost duel by the winner's d10: (result, VP to the winner's side).
RESULT_TABLE: tuple[tuple[str, int], ...] = (
    ("dead", 3), ("dead", 3), ("dead", 3),
    ("serious", 2), ("serious", 2),
    ("wounded", 1), ("wounded", 1), ("wounded", 1), ("wounded", 1),
    ("prisoner", 2),
)
RESULT_VP = {"dead": 3, "serious": 2, "wounded": 1, "prisoner": 2, "unharmed": 1, "spared": 0}
MISSED_TURNS = {"wounded": 1, "serious": 2}
ARMY_WIN_VP = 2
WINNER_SCRATCH_VP = 1  # a winner left on one Resistance point: the loser's side scores 1

# The Horse (turn 12): label -> modifier; the rules module decides which apply.
HORSE_MODIFIERS: dict[str, tuple[str, int]] = {
    "vp_minus_1_9": ("VP track between -1 and -9", 1),
    "vp_minus_10": ("VP track at -10 or lower", 2),
    "odysseus_helenus": ("Odysseus has captured Helenus", 1),
    "achilles": ("Achilles is in the Horse", 2),
    "philoctetes": ("Philoctetes is in the Horse", 1),
    "seven_heroes": ("7 or more heroes in the Horse", 1),
    "sinon": ("The Sinon event came up", 1),
    "no_sinon": ("The Sinon event never came up", -1),
    "hector": ("Hector is alive", -2),
    "paris": ("Paris is alive", -1),
    "vp_positive": ("VP track positive", -1),
}
HORSE_EXCLUDED = ("agamemnon", "nestor")
HORSE_TARGET = 6
HORSE_MIN_HEROES = 7

STATUSES = ("available", "wounded", "serious", "dead", "prisoner", "absent", "sulking")
