"""The Trojan War rules: scripted chance checks every rule a player meets."""

from __future__ import annotations

import pytest

from game.common import IllegalActionError, NotationError
from game.troy import data as D
from game.troy.chance import ChanceExhausted
from game.troy.rules import TroyState

G, T = D.GREEK, D.TROJAN
WIN3 = ["9", "0"] * 3  # the Greek wins three rounds in a row
LOSE3 = ["0", "9"] * 3
PAD = ["9", "0"] * 60  # keeps later duels short and decisive


def play_all(state: TroyState, *actions: str) -> list:
    events = []
    for a in actions:
        events += state.play(a)
    return events


def kinds(events: list, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def test_rulebook_worked_vp_example() -> None:
    # +2 at the start of the turn; a Greek wounds a Trojan (-1); a Trojan seriously
    # wounds a Greek but is left on one point (+2 -1); a Greek kills a Trojan (-3);
    # the Greek army wins (-2): -5, the track goes from +2 to -3.
    chance = ["zeus", "hera"]
    chance += WIN3 + ["6"]  # Diomedes beats Glaucus: wounded
    chance += ["9", "0", "9", "0"] + ["0", "9"] * 3 + ["3"]  # Paris wins on his last point
    chance += WIN3 + ["0"]  # Ajax kills Polydamas
    chance += ["9", "0", "0"]  # armies, then next turn's event
    s = TroyState.at_turn(3, chance=["0"] + chance, vp=2)
    ev = play_all(s, "pick:glaucus,paris,polydamas,helenus",
                  "pick:diomedes,ajax_o,ajax_t,idomeneus", "cancel:4", "kill")
    assert s.vp == -3 and s.turn == 4
    results = [(e["winner_hero"], e["result"]) for e in kinds(ev, "duel_result")]
    assert results == [("diomedes", "wounded"), ("paris", "serious"), ("ajax_t", "dead")]
    assert sorted(e["signed"] for e in kinds(ev, "vp_scored")) == [-3, -2, -1, -1, 2]
    assert s.hero_status(D.HERO_INDEX["paris"]) == "wounded"  # the winner's one-point rule
    assert s.hero_status(D.HERO_INDEX["polydamas"]) == "dead"


def test_turn_order_first_committer_and_canceller_alternate() -> None:
    s = TroyState(chance=["0"])
    assert s.turn == 1 and s.to_move() == T and s.stage == "pick"
    s2 = TroyState.at_turn(2, chance=["0"])
    assert s2.to_move() == G


def test_pick_rejects_unfit_heroes_and_wrong_counts() -> None:
    s = TroyState.at_turn(4, chance=["0"], status={"hector": "wounded", "paris": "dead",
                                                   "helenus": "prisoner"})
    assert s.to_move() == G
    s.play("pick:achilles,ajax_t,diomedes,odysseus")
    for bad in ("pick:hector,aeneas,sarpedon,glaucus", "pick:paris,aeneas,sarpedon,glaucus",
                "pick:helenus,aeneas,sarpedon,glaucus", "pick:aeneas,sarpedon,glaucus",
                "pick:aeneas,aeneas,sarpedon,glaucus", "pick:achilles,aeneas,sarpedon,glaucus"):
        with pytest.raises(IllegalActionError):
            s.play(bad)
    with pytest.raises(NotationError):
        s.play("pick:zorro,aeneas,sarpedon,glaucus")
    assert s.to_move() == T and s.stage == "pick"  # bad input lost nothing


def test_fewer_than_four_heroes_fill_the_first_spaces() -> None:
    dead = {h: "dead" for h in ("hector", "aeneas", "sarpedon", "glaucus", "deiphobus",
                                "paris")}
    s = TroyState.at_turn(1, chance=["0", "zeus", "hera", "0"], status=dead)
    heroes, spaces = s.pick_slots(T)
    assert [D.HEROES[i].id for i in heroes] == ["helenus", "polydamas"] and spaces == [0, 1]
    s.play("pick:helenus,polydamas")
    s.play("pick:achilles,ajax_t,diomedes,odysseus")
    assert s.legal_actions() == ["cancel:1", "cancel:2"]  # unmatched challenges are not fought


def test_sulking_achilles_is_not_available() -> None:
    s = TroyState.at_turn(3, chance=["0"])
    assert not s.briseis_home and s.hero_status(D.HERO_INDEX["achilles"]) == "sulking"
    assert D.HERO_INDEX["achilles"] not in s.pick_slots(G)[0]


def test_turn_3_void_when_agamemnon_is_dead() -> None:
    s = TroyState.at_turn(3, chance=["0"], status={"agamemnon": "dead"})
    assert s.briseis_home and s.hero_status(D.HERO_INDEX["achilles"]) == "available"


def test_menelaus_paris_is_face_up_uncancellable_and_cannot_kill() -> None:
    chance = ["0", "zeus", "hera"] + WIN3 + ["0"] + PAD
    s = TroyState.at_turn(5, chance=chance, briseis_home=False)
    assert s.space_g[0] == D.HERO_INDEX["menelaus"] and s.space_t[0] == D.HERO_INDEX["paris"]
    s.play("pick:hector,aeneas,sarpedon")
    s.play("pick:ajax_t,diomedes,odysseus")
    assert "cancel:1" not in s.legal_actions()
    ev = s.play("cancel:2")
    ev += s.play("cancel:3") if s.stage == "cancel" else []
    first = kinds(ev, "duel_result")[0]
    assert first["loser_hero"] == "paris" and first["result"] == "serious"


def test_patroclus_hector_void_when_briseis_home_and_postponed_when_wounded() -> None:
    s = TroyState.at_turn(6, chance=["0"], briseis_home=True)
    assert s.mandatory == 0
    s = TroyState.at_turn(6, chance=["0"], briseis_home=False, status={"hector": "wounded"})
    assert s.mandatory == 0 and s.pending == [6]
    s = TroyState.at_turn(7, chance=["0"], briseis_home=False, pending=(6,))
    assert s.mandatory == 6 and s.space_t[0] == D.HERO_INDEX["hector"]


def test_patroclus_death_ends_the_sulk_and_duel_to_death_needs_no_roll() -> None:
    chance = ["0", "zeus", "hera"] + LOSE3 + PAD
    s = TroyState.at_turn(6, chance=chance, briseis_home=False)
    s.play("pick:ajax_t,diomedes,odysseus")
    s.play("pick:aeneas,sarpedon,glaucus")
    ev = s.play("cancel:2")
    while s.stage == "cancel":
        ev += s.play(s.legal_actions()[0])
    res = kinds(ev, "duel_result")[0]
    assert res["loser_hero"] == "patroclus" and res["result"] == "dead" and res["roll"] == -1
    assert not s.sulking()


def test_achilles_hector_moves_on_while_achilles_sulks() -> None:
    s = TroyState.at_turn(8, chance=["0"], briseis_home=False)
    assert s.mandatory == 0 and s.pending == [8]
    s = TroyState.at_turn(9, chance=["0"], briseis_home=False, status={"patroclus": "dead"},
                          pending=(8,))
    assert s.mandatory == 8 and s.pending == [9]  # one mandatory duel a turn, oldest first


def test_paris_bow_bonus_on_turn_9() -> None:
    chance = ["0", "zeus", "hera", "5", "5"] + PAD
    s = TroyState.at_turn(9, chance=chance)
    s.play("pick:hector,aeneas,sarpedon")
    s.play("pick:ajax_t,diomedes,odysseus")
    ev = s.play("cancel:2")
    paris_roll = [e for e in ev if e.kind == "die_rolled" and e["who"] == T][0]
    assert ("Apollo's bow", 5) in paris_roll["modifiers"]
    assert paris_roll["total"] == 5 + 2 + 5  # die, Power, bow (Skill against Strength: 0)


def test_character_table_both_ways_and_zeus_cancels_gods() -> None:
    chance = ["0", "zeus", "apollo", "5", "5"] + PAD
    s = TroyState.at_turn(9, chance=chance, status={"paris": "dead"})
    s.play("pick:memnon,aeneas,sarpedon,hector")
    s.play("pick:achilles,diomedes,odysseus,ajax_t")
    ev = s.play("cancel:4")
    g, t = [e for e in ev if e.kind == "die_rolled"][:2]
    assert g["modifiers"] == [("Power", 5)]  # Achilles (F) against Memnon (E): +0
    assert t["modifiers"] == [("Power", 4), ("Character E vs F", 1)]  # Memnon +1, no Apollo


def test_gods_add_up_without_zeus() -> None:
    s = TroyState.at_turn(1, chance=["0", "hera", "athena", "5", "5"] + PAD)
    s.play("pick:paris,aeneas,sarpedon,hector")
    s.play("pick:odysseus,diomedes,ajax_t,achilles")
    ev = s.play("cancel:4")
    g, t = [e for e in ev if e.kind == "die_rolled"][:2]
    assert ("Hera", 2) in g["modifiers"] and ("Athena", 3) in g["modifiers"]
    assert ("Athena", -1) in t["modifiers"]


def test_sparing_takes_a_prisoner_for_no_vp() -> None:
    chance = ["0", "zeus", "hera"] + WIN3 + ["0"] + PAD
    s = TroyState.at_turn(1, chance=chance)
    s.play("pick:helenus,aeneas,sarpedon,hector")
    s.play("pick:odysseus,diomedes,ajax_t,achilles")
    s.play("cancel:4")
    assert s.stage == "spare" and s.to_move() == G
    ev = s.play("spare")
    assert s.status[D.HERO_INDEX["helenus"]] == "prisoner"
    assert s.captor[D.HERO_INDEX["helenus"]] == D.HERO_INDEX["odysseus"]
    assert not [e for e in ev if e.kind == "vp_scored" and e["reason"] == "spared"]


def test_less_bloody_variant_roll_0_leaves_loser_unharmed() -> None:
    chance = ["0", "zeus", "hera"] + WIN3 + ["0"]
    s = TroyState.at_turn(1, chance=chance, less_bloody=True)
    s.play("pick:helenus,aeneas,sarpedon,hector")
    s.play("pick:odysseus,diomedes,ajax_t,achilles")
    with pytest.raises(ChanceExhausted):
        s.play("cancel:4")
    assert s.stage == "cancel"  # nothing lost when chance ran out
    s.chance.script = chance + PAD
    ev = s.play("cancel:4")
    res = kinds(ev, "duel_result")[0]
    assert res["result"] == "unharmed" and s.status[D.HERO_INDEX["helenus"]] == "available"
    assert [e["vp"] for e in ev if e.kind == "vp_scored"][0] == 1


def test_cassandra_swaps_greek_heroes() -> None:
    s = TroyState.at_turn(1, chance=["1", "zeus", "hera"] + PAD)
    s.play("pick:helenus,aeneas,sarpedon,hector")
    s.play("pick:odysseus,diomedes,ajax_t,achilles")
    s.play("cancel:4")
    assert s.stage == "swap" and "noswap" in s.legal_actions()
    s.play("swap:1,2")
    assert s.space_g[:2] == [D.HERO_INDEX["diomedes"], D.HERO_INDEX["odysseus"]]


def test_calchas_reveal_then_greek_picks_and_duel_is_protected() -> None:
    s = TroyState.at_turn(2, chance=["2", "zeus", "hera"] + PAD)
    assert s.to_move() == T  # the beneficiary commits second whatever the turn
    s.play("pick:helenus,aeneas,sarpedon,hector")
    assert s.to_move() == G and s.stage == "reveal"
    hidden = s.view(G)["challenges"][2]["trojan"]
    assert hidden == "hidden"
    ev = s.play("reveal:3")
    assert kinds(ev, "hero_revealed")[0]["hero"] == "sarpedon"
    assert s.view(G)["challenges"][2]["trojan"] == "sarpedon"
    assert s.view(G)["challenges"][0]["trojan"] == "hidden"
    s.play("pick:odysseus,diomedes,ajax_t,achilles")
    assert "cancel:3" not in s.legal_actions() and s.to_move() == G


def test_helenus_benefits_the_greeks_when_he_is_their_prisoner() -> None:
    s = TroyState.at_turn(1, chance=["6"], status={"helenus": "prisoner"},
                          captors={"helenus": "odysseus"})
    assert s.beneficiary == G and s.to_move() == T
    s = TroyState.at_turn(1, chance=["6"])
    assert s.beneficiary == T and s.to_move() == G


def test_thersites_wins_one_duel_for_one_vp() -> None:
    s = TroyState.at_turn(1, chance=["3", "zeus", "hera"] + PAD)
    s.play("pick:helenus,aeneas,sarpedon,hector")
    s.play("pick:odysseus,diomedes,ajax_t,achilles")
    s.play("cancel:4")
    assert s.legal_actions() == ["thersites:1", "thersites:2"]  # not Ajax T. nor Achilles
    ev = s.play("thersites:2")
    res = kinds(ev, "duel_result")[0]
    assert res["thersites"] and res["winner"] == T
    assert s.status[D.HERO_INDEX["diomedes"]] == "available"


def test_sinon_two_rerolls_once_a_game() -> None:
    s = TroyState.at_turn(1, chance=["4", "zeus", "hera", "0"] + PAD)
    assert s.sinon_seen and s.rerolls == 2
    s.play("pick:helenus,aeneas,sarpedon,hector")
    s.play("pick:odysseus,diomedes,ajax_t,achilles")
    s.play("cancel:4")
    assert s.stage == "reroll" and s.context == "duel"
    s.play("reroll")
    s.play("reroll")
    assert s.rerolls == 0 and s.stage != "reroll"
    s2 = TroyState.at_turn(2, chance=["4"], sinon_seen=True)
    assert s2.rerolls == 0


def test_briseis_event_returns_her() -> None:
    s = TroyState.at_turn(4, chance=["5"], briseis_home=False)
    assert s.briseis_home and not s.sulking()


def test_priam_two_cancels_one_each() -> None:
    s = TroyState.at_turn(1, chance=["7", "zeus", "hera"] + PAD)
    s.play("pick:helenus,aeneas,sarpedon,hector")
    s.play("pick:odysseus,diomedes,ajax_t,achilles")
    assert s.to_move() == T
    s.play("cancel:4")
    assert s.stage == "cancel" and s.to_move() == G
    s.play("cancel:3")
    assert s.cancelled == [False, False, True, True]


def test_helen_turns_wounds_serious_and_serious_deadly() -> None:
    chance = ["8", "zeus", "hera"] + WIN3 + ["6"] + WIN3 + ["3"]
    s = TroyState.at_turn(1, chance=chance + ["0"] * 40)
    s.play("pick:glaucus,aeneas,sarpedon,hector")
    s.play("pick:diomedes,odysseus,ajax_t,achilles")
    ev = s.play("cancel:4")
    assert kinds(ev, "duel_result")[0]["result"] == "serious"
    assert s.stage == "spare"  # a serious wound would now kill


def test_reinforcements_arrive_on_time() -> None:
    s = TroyState.at_turn(8, chance=["0"], status={"memnon": "absent", "penthesilea": "absent",
                                                   "philoctetes": "absent"},
                          back={"memnon": 9, "penthesilea": 9, "philoctetes": 10})
    assert s.hero_status(D.HERO_INDEX["memnon"]) == "absent"
    s9 = TroyState.at_turn(9, chance=["0"])
    assert s9.hero_status(D.HERO_INDEX["memnon"]) == "available"
    assert s9.hero_status(D.HERO_INDEX["philoctetes"]) == "absent"
    assert s9.hero_status(D.HERO_INDEX["neoptolemus"]) == "absent"


def test_neoptolemus_only_after_achilles_dies() -> None:
    chance = ["0", "zeus", "hera"] + ["0", "9"] * 5 + PAD
    s = TroyState.at_turn(8, chance=chance, briseis_home=False, status={"patroclus": "dead"})
    assert s.mandatory == 8
    s.play("pick:ajax_t,diomedes,odysseus")
    s.play("pick:aeneas,sarpedon,glaucus")
    s.play("cancel:2")
    while s.turn == 8:
        s.play(s.legal_actions()[-1])
    assert s.status[D.HERO_INDEX["achilles"]] == "dead"
    assert s.hero_status(D.HERO_INDEX["neoptolemus"]) == "available"


def test_wounded_hero_returns_after_missing_one_turn() -> None:
    s = TroyState.at_turn(4, chance=["0"], status={"hector": "wounded"}, back={"hector": 5})
    assert D.HERO_INDEX["hector"] not in s.pick_slots(T)[0]
    s = TroyState.at_turn(5, chance=["0"], status={"hector": "wounded"}, back={"hector": 5})
    assert s.hero_status(D.HERO_INDEX["hector"]) == "available"


@pytest.mark.parametrize(("setup", "expected"), [
    (dict(vp=-5, sinon_seen=True), 1 + 2 + 1 + 1 + 1 - 2 - 1),
    (dict(vp=-12, sinon_seen=False, status={"hector": "dead", "paris": "dead"}),
     2 + 2 + 1 + 1 - 1),
    (dict(vp=3, status={"achilles": "dead", "philoctetes": "prisoner", "helenus": "prisoner",
                        "ajax_o": "dead", "menelaus": "dead", "patroclus": "dead"},
          captors={"helenus": "odysseus", "philoctetes": "paris"}),
     1 - 1 - 2 - 1 - 1),
    (dict(vp=0, status={"helenus": "prisoner"}, captors={"helenus": "diomedes"}),
     2 + 1 + 1 - 1 - 2 - 1),
])
def test_horse_total(setup: dict, expected: int) -> None:
    s = TroyState.at_turn(12, chance=["5"], **setup)
    assert s.outcome() is not None and s.horse is not None
    assert s.horse[1] == 5 + expected
    winner = s.outcome().winner
    if s.horse[1] >= 6:
        assert winner == G
    else:
        assert winner == (T if s.vp > 0 else None)


def test_undo_restores_the_position() -> None:
    s = TroyState(seed=3)
    before = s.copy()
    s.play("pick:" + ",".join(D.HEROES[i].id for i in s.pick_slots(T)[0][:4]))
    s.undo()
    assert s == before
    with pytest.raises(IllegalActionError):
        s.undo()


def test_text_round_trip_and_bad_text() -> None:
    s = TroyState(seed=11)
    assert TroyState.from_text(s.to_text()) == s
    for bad in ("", "troy1 {", "troy1 {}", "chess 1"):
        with pytest.raises(NotationError):
            TroyState.from_text(bad)


def _into_turn_3(**kw) -> list:
    """The events that open turn 3 with Briseis taken (turn 2 played its first way,
    on the first seed that leaves Agamemnon fit to take her)."""
    for seed in range(100):
        s = TroyState.at_turn(2, seed=seed, **kw)
        while s.turn == 2:
            events = s.play(s.legal_actions()[0])
        if not s.briseis_home:
            return events
    raise AssertionError("Briseis was never taken")


@pytest.mark.parametrize(("status", "means"), [
    ({}, "sulks"),
    ({"achilles": "dead"}, "fallen"),
    ({"achilles": "prisoner"}, "captive"),
    ({"patroclus": "dead"}, "avenging"),
])
def test_briseis_taken_says_what_it_means_for_achilles(status, means) -> None:
    """Turn 3 takes Briseis whatever becomes of Achilles; its events say whether he
    sulks or why he does not (dead, a prisoner, or avenging Patroclus)."""
    events = _into_turn_3(status=status, captors={"achilles": "hector"}
                          if status.get("achilles") == "prisoner" else None)
    taken = [e for e in events if e.kind == "event_drawn" and e["event"] == "briseis_taken"]
    moved = kinds(events, "briseis_moved")
    assert [e["state"] for e in taken] == ["applies"] and [e["to"] for e in moved] == [
        "agamemnon"]
    assert taken[0]["achilles"] == moved[0]["achilles"] == means


def test_briseis_back_says_whether_achilles_fights_again() -> None:
    """The Briseis event brings her back to his tent: he fights again, unless he has
    fallen meanwhile (the first seed whose turn 4 rolls that event)."""
    for status, means in (({}, "fights"), ({"achilles": "dead"}, "fallen")):
        for seed in range(100):
            s = TroyState.at_turn(3, seed=seed, status=status)
            while s.turn == 3:
                events = s.play(s.legal_actions()[0])
            moved = kinds(events, "briseis_moved")
            if moved:
                break
        assert [(e["to"], e["achilles"]) for e in moved] == [("achilles", means)]


@pytest.mark.parametrize("home", [False, True])
def test_achilles_healed_while_briseis_is_away_is_said_to_sulk(home: bool) -> None:
    s = TroyState.at_turn(4, seed=3, briseis_home=home, status={"achilles": "wounded"},
                          back={"achilles": 5})
    events: list = []
    while not kinds(events, "hero_recovered"):
        events += s.play(s.legal_actions()[0])
    healed = kinds(events, "hero_recovered")[0]
    assert healed["hero"] == "achilles" and healed["sulking"] is not home
    assert s.hero_status(D.HERO_INDEX["achilles"]) == ("available" if home else "sulking")
