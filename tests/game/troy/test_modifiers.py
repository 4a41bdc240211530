"""The one itemised source of die modifiers: what the rules add is what is listed."""

from __future__ import annotations

import random

from game.ai.troy import choose
from game.troy import data as D
from game.troy.modifiers import ZEUS_NOTE, army_modifiers, code, duel_modifiers
from game.troy.rules import TroyState

G, T = D.GREEK, D.TROJAN
PAD = ["9", "0"] * 60


def test_a_duel_under_zeus_says_why_the_other_gods_help_is_missing() -> None:
    # Poseidon helps Achilles +1 unless Zeus is drawn
    assert ("Poseidon", 1) in duel_modifiers("achilles", "hector", ["poseidon", "apollo"]).shown
    under_zeus = duel_modifiers("achilles", "hector", ["poseidon", "zeus"]).shown
    assert ("Zeus cancels gods", 0) in under_zeus
    assert sum(v for _, v in under_zeus) == 5            # Power only: E vs F is the Trojan's
    # nothing to explain when the other god would not have helped him anyway
    assert all(label != "Zeus cancels gods"
               for label, _ in duel_modifiers("hector", "achilles", ["poseidon", "zeus"]).shown)


def test_the_note_on_zeus_adds_nothing_to_the_die() -> None:
    mods = duel_modifiers("memnon", "achilles", ["zeus", "apollo"])
    assert mods.items == (("Power", 4), ("Character E vs F", 1))
    assert mods.notes == (ZEUS_NOTE,) and mods.total == 5
    army = army_modifiers(T, 2, ["apollo", "zeus"])
    assert army.items == (("Duels won", 2),) and army.total == 2
    assert army.shown == [("Duels won", 2), (ZEUS_NOTE, 0)]


def test_gods_not_yet_drawn_count_for_nothing() -> None:
    assert duel_modifiers("paris", "achilles", [None, None]).items == (("Power", 2),)
    assert army_modifiers(G, 1, ["athena", None]).items == (("Duels won", 1), ("Athena", 1))


def test_pariss_bow_belongs_to_the_turn_9_duel_only() -> None:
    bow = ("Apollo's bow", D.PARIS_BOW_BONUS)
    assert bow in duel_modifiers("paris", "achilles", (), "paris_achilles").items
    assert bow not in duel_modifiers("achilles", "paris", (), "paris_achilles").items
    assert bow not in duel_modifiers("paris", "philoctetes", (), "philoctetes_paris").items
    assert bow not in duel_modifiers("paris", "achilles").items   # a chosen challenge


def test_a_postponed_turn_9_duel_keeps_pariss_bow() -> None:
    # Paris was wounded on turn 9, so his duel with Achilles waits until turn 10
    s = TroyState.at_turn(10, chance=["0", "zeus", "hera", "5", "5"] + PAD, pending=(9,))
    assert s.mandatory == 9 and s.mandatory_duel(0) == "paris_achilles"
    s.play("pick:ajax_t,diomedes,odysseus")             # the Greeks pick first in even turns
    ev = s.play("pick:hector,aeneas,sarpedon")
    while s.stage == "cancel":
        ev += s.play(s.legal_actions()[0])
    start = next(e for e in ev if e.kind == "duel_started")
    assert (start["space"], start["mandatory"]) == (1, "paris_achilles")
    paris_roll = next(e for e in ev if e.kind == "die_rolled" and e["who"] == T)
    assert ("Apollo's bow", 5) in paris_roll["modifiers"]
    assert paris_roll["total"] == 5 + 2 + 5                 # die, Power, bow


def test_every_die_adds_exactly_the_listed_modifiers_over_many_games() -> None:
    """Rebuilt from the story alone (heroes, gods, duels won), each die's list and total
    are the ones the rules rolled with."""
    for seed in range(40):
        s = TroyState(seed=seed)
        rng = random.Random(seed)
        events = []
        while s.to_move() is not None:
            events += s.play(choose(s, "random", rng))
        gods: list[str] = []
        won = [0, 0]
        duel = None
        for e in events:
            if e.kind == "turn_started":
                gods, won = [], [0, 0]
            elif e.kind == "god_drawn":
                gods.append(e["god"])
            elif e.kind == "duel_result":
                won[e["winner"]] += 1
            elif e.kind == "duel_started":
                duel = e
            elif e.kind == "die_rolled" and e["purpose"] in ("duel", "army"):
                side = e["who"]
                if e["purpose"] == "duel":
                    assert duel is not None
                    me, them = (duel["greek"], duel["trojan"]) if side == G else \
                        (duel["trojan"], duel["greek"])
                    mods = duel_modifiers(me, them, gods, duel["mandatory"])
                else:
                    mods = army_modifiers(side, won[side], gods)
                assert list(mods.items) == list(e["modifiers"])
                assert e["total"] - e["value"] == mods.total


def test_every_label_the_rules_write_has_a_stable_code() -> None:
    labels = {label for h in D.HEROES for o in D.HEROES if o.side != h.side
              for gods in ([], ["athena", "apollo"], ["zeus", "ares"], ["hera", "poseidon"])
              for label, _v in duel_modifiers(h.id, o.id, gods, D.PARIS_BOW_DUEL).shown}
    labels |= {label for side in (D.GREEK, D.TROJAN) for gods in ([], ["zeus", "ares"])
               for label, _v in army_modifiers(side, 2, gods).shown}
    labels |= {label for label, _v in D.HORSE_MODIFIERS.values()}
    codes = {label: code(label) for label in labels}
    assert not [label for label, (kind, _p) in codes.items() if kind == "unknown"]
    assert codes["Character F vs H"] == ("character", ("F", "H"))
    assert codes["Athena"] == ("god", ("athena",))
    assert codes["Zeus cancels gods"] == ("zeus_cancels", ())
    assert codes["Hector is alive"] == ("horse", ("hector",))
    assert code("Power") == ("power", ()) and code("no such thing")[0] == "unknown"
