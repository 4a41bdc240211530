"""The Trojan War hint says why in a player's terms, with the engine's own figures:
a duel's odds, the VP a loss costs, the chance a new roll does better."""

from __future__ import annotations

import pygame
import pytest

from game.ai.explain import Reason, explain_troy
from game.ai.players import make_player
from game.troy import data as D
from game.troy.odds import (
    average_odds,
    duel_odds,
    expected_vp,
    result_chances,
    space_mandatory,
)
from game.troy.rules import TroyState
from scenes.core.app import App
from scenes.games import GameSetup
from scenes.troy.advice import advice_sentence
from scenes.troy.layout import INFO, PROMPT
from scenes.troy.play import TroyPlayScene
from scenes.troy.words import hero_name
from tests.support import key, make_app
from tests.support.troy import decide


def decisions(seed: int):
    """Every decision of a game between normal players on ``seed``."""
    state = TroyState(seed=seed, exchange=True)
    players = [make_player("troy", "normal", seed=seed + n) for n in (0, 1)]
    while state.outcome() is None:
        yield state.copy()
        state.play(players[state.to_move()].choose(state))


def beaten(view: dict, winner: str, loser: str) -> int:
    """The VP the winner's side scores, on average, for beating the loser."""
    return round(expected_vp(result_chances(helen=view["event"] == "helen", winner=winner,
                                            loser=loser)))


def mine(view: dict, space: int, side: int) -> float:
    p = view["odds"][space]
    return p if side == D.GREEK else 1 - p


@pytest.mark.parametrize("seed", range(6))
def test_the_hints_figures_are_the_engines_odds(seed: int) -> None:
    seen: set[str] = set()
    for state in decisions(seed):
        me = state.to_move()
        view = state.view(me)
        actions = state.legal_actions()
        for action in actions[:: max(1, len(actions) // 5)]:
            reason = explain_troy(state, action)
            p = reason.params
            seen.add(reason.code)
            if reason.code in ("troy_cancel", "troy_cancel_cassandra", "troy_thersites"):
                s = int(p["n"]) - 1
                side = D.TROJAN if reason.code == "troy_thersites" else me
                # Cassandra's swap comes after the cancels: the hint says the pairs may change
                assert (reason.code == "troy_cancel_cassandra") == (
                    reason.code != "troy_thersites" and view["event"] == "cassandra")
                assert p["pct"] == round(100 * mine(view, s, side))
                assert (p["hero"], p["foe"]) == (
                    view["challenges"][s][D.SIDE_NAMES[side]],
                    view["challenges"][s][D.SIDE_NAMES[1 - side]])
                chances = result_chances(helen=view["event"] == "helen", winner=p["foe"],
                                         loser=p["hero"])
                assert p["vp"] == round(expected_vp(chances))
            elif reason.code in ("troy_reroll", "troy_keep"):
                facts = view["decision"]
                assert (p["die"], p["pct"]) == (facts["die"], round(100 * facts["better"]))
                assert p["pct"] == 10 * (9 - p["die"])
            elif reason.code in ("troy_pick", "troy_pick_match", "troy_pick_away",
                                 "troy_pick_sacrifice"):
                s = int(p["n"]) - 1
                gods = tuple(view["gods"]) if len(view["gods"]) == 2 else None
                odds = duel_odds(p["hero"], p["foe"], gods, space_mandatory(view, s))[0]
                assert p["pct"] == round(100 * odds)
                assert (p["gain"], p["loss"]) == (beaten(view, p["hero"], p["foe"]),
                                                  beaten(view, p["foe"], p["hero"]))
                heroes = str(action)[5:].split(",")
                assert heroes[view["pick"][1].index(s + 1)] == p["hero"]   # he goes there
            elif reason.code.startswith("troy_pick_blind"):
                heroes = str(action)[5:].split(",")
                foes = [h for h, row in view["heroes"].items()
                        if row["side"] != D.SIDE_NAMES[me] and row["status"] == "available"]
                gods = tuple(view["gods"]) if len(view["gods"]) == 2 else None
                odds = {h: average_odds(h, foes, gods) for h in heroes}
                assert p["count"] == len(heroes) >= 2
                assert p["pct"] == round(100 * max(odds.values())) == round(
                    100 * odds[str(p["hero"])])
                assert p["low"] == round(100 * odds[str(p["last"])]) == round(
                    100 * min(odds.values()))
                assert 0 < p["risk"] < 100 - p["low"]     # a loss, then a death or capture
                if reason.code != "troy_pick_blind":         # the best who rests, named
                    rest = [h for h in view["pick"][0] if h not in heroes]
                    assert p["next"] in rest and p["next_pct"] == max(
                        round(100 * average_odds(h, foes, gods)) for h in rest)
                    # kept back with better odds than a hero who fights: said so
                    assert reason.code.startswith("troy_pick_blind_keep") == (
                        max(average_odds(h, foes, gods) for h in rest) > min(odds.values()))
            elif reason.code in ("troy_kill", "troy_spare"):
                assert p["hero"] == view["decision"]["loser"] and p["vp"] == 3
    assert {"troy_cancel", "troy_reroll", "troy_keep"} & seen or seed % 2, seen


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def test_the_hint_card_names_the_odds_and_keeps_clear_of_the_prompt(app: App) -> None:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=8))
    app.push(scene)
    decide(app, scene, lambda: scene.state.stage == "cancel" and scene.waiting
           and scene.animator.idle and scene.state.to_move() == 0)
    key(app, pygame.K_i)
    for _ in range(60):
        app.step(1 / 30)
        if scene.coach.suggestion is not None:
            break
    suggestion = scene.coach.suggestion
    assert suggestion is not None
    s = int(str(suggestion.action).split(":")[1]) - 1
    pct = round(100 * mine(scene.state.view(0), s, 0))
    assert f"{pct}%" in scene.coach.reason and f"Challenge {s + 1}" in scene.coach.reason
    # the card covers the event strip whole, always in that place, and its words fit
    # there: off the prompt and its buttons
    assert scene.hint_area() == INFO and scene.coach.width == INFO.width
    assert scene.coach.height() <= INFO.height and not INFO.colliderect(PROMPT)


@pytest.mark.parametrize("seed", range(6))
def test_a_picks_hint_says_why_its_heroes_go_where_they_go(seed: int) -> None:
    """Every pick of two heroes or more says why its order: the hero sent to an enemy
    already face up, or that with no enemy in sight any order will do (the computer's
    own pick is shuffled there), with the odds, the VP at stake and the risk."""
    picks = 0
    for state in decisions(seed):
        if state.stage != "pick":
            continue
        heroes, spaces = state.view(state.to_move())["pick"]
        if len(spaces) < 2:
            continue
        action = make_player("troy", "normal", seed=seed).choose(state)
        reason = explain_troy(state, action)
        picks += 1
        assert reason.code in ("troy_pick_match", "troy_pick_away", "troy_pick_sacrifice",
                               "troy_pick_blind", "troy_pick_blind_rest") or \
            reason.code.startswith("troy_pick_blind_keep"), reason
        words = advice_sentence(reason, hero_name)
        assert ("does not matter" in words or "not where" in words) and "%" in words \
            and "VP" in words, words
    assert picks >= 10


def _pick_reasons():
    """A pick's hint reason of each kind, from real games."""
    found = {}
    for seed in range(12):
        for state in decisions(seed):
            if state.stage == "pick":
                action = make_player("troy", "normal", seed=seed).choose(state)
                reason = explain_troy(state, action)
                found.setdefault(reason.code, reason)
    return found


@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_a_picks_hint_card_stays_over_the_event_strip_in_every_language(app, lang) -> None:
    from scenes.core import i18n
    from scenes.ui.coach import Coach

    i18n.set_language(lang)
    try:
        for code, reason in _pick_reasons().items():
            coach = Coach("troy")
            coach.width, coach.room = INFO.width, INFO.height
            coach.suggestion = object()          # an answer has come
            coach.show("Achilles 1, Great Ajax 2, Diomedes 3, Odysseus 4",
                       advice_sentence(reason, hero_name))
            assert coach.height() <= INFO.height, (code, lang)
    finally:
        i18n.set_language("en")


def test_a_hero_kept_in_camp_with_better_odds_is_kept_for_a_reason_named() -> None:
    """'Stays in camp' says why, as the computer weighs it: the Horse roll he adds to
    or takes from, a seat in the Horse, or a strong hero's turns to come."""
    kept = [r for seed in range(12) for state in decisions(seed) if state.stage == "pick"
            for r in [explain_troy(state, make_player("troy", "normal", seed=seed)
                                   .choose(state))]
            if r.code.startswith(("troy_pick_blind_keep", "troy_pick_field_keep"))]
    assert kept
    for reason in kept:
        hero, points = str(reason.params["next"]), reason.params["points"]
        last = str(reason.params.get("last", reason.params["hero"]))
        expected = {"achilles": ("_roll", 2), "philoctetes": ("_roll", 1),
                    "hector": ("_alive", 2), "paris": ("_alive", 1)}.get(hero)
        if expected is None and D.BY_ID[hero].side == D.GREEK and \
                hero not in D.HORSE_EXCLUDED and last in D.HORSE_EXCLUDED:
            expected = ("_horse", 1)            # he may climb into the Horse, the other not
        strength = {h: D.BY_ID[h].power + D.BY_ID[h].resistance for h in (hero, last)}
        if expected is None:
            expected = ("", 0) if strength[hero] > strength[last] else ("_close", 0)
        why, want = expected
        assert reason.code.endswith("_keep" + why) and points == want, reason
        words = advice_sentence(reason, hero_name)
        assert "stays in camp: " in words and "{" not in words, words
        if why in ("_roll", "_alive", "_horse"):
            assert "Horse" in words and str(want) in words, words


def test_a_swaps_hint_names_both_heroes_odds_before_and_after() -> None:
    """Cassandra's swap weighed in full: the hero it helps and the one it costs, each
    with the odds there and before (never one hero's gain alone)."""
    state = TroyState.at_turn(4, seed=15)            # event 1: Cassandra
    while state.stage != "swap":
        state.play(state.legal_actions()[0])
    view = state.view(D.GREEK)
    gods = tuple(view["gods"])
    row = view["challenges"]
    for action in (a for a in state.legal_actions() if a.startswith("swap:")):
        reason = explain_troy(state, state.parse_action(action))
        p = reason.params
        a, b = (int(x) - 1 for x in action[5:].split(","))
        odds = {row[x]["greek"]: (round(100 * duel_odds(row[x]["greek"], row[y]["trojan"],
                                                           gods)[0]),
                                  round(100 * duel_odds(row[x]["greek"], row[x]["trojan"],
                                                        gods)[0]))
                for x, y in ((a, b), (b, a))}
        assert {p["hero"], p["other"]} == set(odds)
        assert (p["pct"], p["before"]) == odds[p["hero"]]
        assert (p["other_pct"], p["other_before"]) == odds[p["other"]]
        assert p["pct"] - p["before"] >= p["other_pct"] - p["other_before"]
        words = advice_sentence(reason, hero_name)
        assert hero_name(str(p["other"])) in words and "{" not in words


def test_a_cancel_hint_under_cassandra_says_the_pairs_may_still_change() -> None:
    """With Cassandra drawn, the swap comes after the cancels: the hint's odds are for
    the pairs as they stand, and it says they may still change."""
    from scenes.troy.advice import advice_sentence
    for seed in range(40):
        for state in decisions(seed):
            view = state.view(state.to_move())
            if view["stage"] == "cancel" and view["event"] == "cassandra":
                action = next(a for a in state.legal_actions() if str(a).startswith("cancel:"))
                reason = explain_troy(state, action)
                assert reason.code == "troy_cancel_cassandra"
                assert "Cassandra's swap comes after the cancels" in advice_sentence(
                    reason, lambda hero: hero)
                return
    raise AssertionError("no cancel under Cassandra in 40 games")


def test_a_duels_chance_in_a_hint_reads_as_on_the_board() -> None:
    """A cancel's hint with a chance rounded to 0 says "<1%", as the challenge's card
    does, never a flat 0; a re-roll's 0 (a 9 cannot be beaten) stays 0."""
    cancel = Reason("troy_cancel", {"n": 2, "hero": "agamemnon", "pct": 0, "foe": "hector",
                                    "vp": 2})
    assert "has <1% against Hector" in advice_sentence(cancel, hero_name)
    keep = Reason("troy_keep", {"die": 9, "pct": 0})
    assert "only 0% of the time" in advice_sentence(keep, hero_name)
