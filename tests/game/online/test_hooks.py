"""The rules' online hooks: what each seat may hold and see, and the legal lists.

The server never looks inside a game; these hooks are where the rules say
what a seat may know. They are checked here on the engines directly; the
server's tests check that the messages carry exactly what they say.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game import registry
from game.common import ChanceExhausted, Event, GameState
from game.essentia import cli as essentia_cli
from game.symbol import cli as symbol_cli
from game.troy import __main__ as troy_cli
from game.troy import data as D
from game.troy.rules import TroyState

GAMES = registry.keys()


def random_game(key: str, seed: int, plies: int = 400):
    """(rules, the states after each ply with the action and events that led there)."""
    rules = registry.get(key)
    rng = random.Random(seed)
    state = rules.from_text(rules.start(rules.opening_options, seed).to_text())
    steps: list[tuple[GameState[Any], str, list[Event]]] = []
    while state.to_move() is not None and len(steps) < plies:
        action = rng.choice(list(state.legal_actions()))
        text = state.action_text(action)
        events = state.play(action)
        steps.append((state.copy(), text, events))
    return rules, steps


@pytest.mark.parametrize("key", GAMES)
def test_every_seat_position_reads_back_and_holds_no_seed(key: str) -> None:
    rules, steps = random_game(key, seed=11)
    for state, _text, _events in steps:
        for seat in (0, 1):
            text = rules.seat_position(state, seat)
            again = rules.from_text(text)
            assert again.to_move() == state.to_move()
            if key == "troy":
                assert json.loads(text[len("troy1 "):])["chance"] == [0, [], 0]
            elif key == "essentia" and text.startswith("setup"):
                assert text.split()[5] == "0"
            else:
                assert text == state.to_text()   # nothing to hide


def test_an_essentia_set_up_keeps_its_seed_from_the_players() -> None:
    rules = registry.get("essentia")
    state = rules.start({"tiles": "random"}, seed=987654321)
    assert "987654321" in state.to_text()
    for seat in (0, 1):
        assert "987654321" not in rules.seat_position(state, seat)
    assert rules.from_text(rules.seat_position(state, 0)).hidden_cells() == []


def test_essentia_and_symbol_hide_no_action_and_show_every_event() -> None:
    for key in ("essentia", "symbol"):
        rules, steps = random_game(key, seed=3, plies=40)
        for state, text, events in steps:
            for seat in (0, 1):
                assert not rules.hidden_action(state, seat, text)
                assert rules.seat_events(events, seat, state) == events


@pytest.mark.parametrize("key", GAMES)
def test_the_legal_list_is_what_the_command_line_prints(key: str, capsys) -> None:
    rules, steps = random_game(key, seed=5, plies=30)
    seed = 5
    played: list[str] = []
    for state, text, _events in steps[:12]:
        played.append(text)
        if state.to_move() is None:
            break
        if key == "essentia":
            status = essentia_cli.main(["legal", state.to_text()])
        elif key == "symbol":
            status = symbol_cli.main(["legal", state.to_text()])
        else:
            status = troy_cli.main(["legal", "--seed", str(seed), *played])
        assert status == 0
        assert capsys.readouterr().out.splitlines() == rules.legal_texts(state)


def troy_at_first_pick(seed: int) -> TroyState:
    state = TroyState(seed=seed)
    assert state.stage == "pick" and state.actor == D.TROJAN   # turn 1: the Trojans first
    return state


def test_a_trojan_pick_is_invisible_to_the_greeks_until_the_gods_reveal_it() -> None:
    rules = registry.get("troy")
    greeks = D.GREEK
    picks = ["pick:hector,aeneas,sarpedon,glaucus", "pick:polydamas,helenus,paris,deiphobus"]
    seen = []
    for pick in picks:
        state = troy_at_first_pick(seed=42)
        events = state.play(pick)
        assert rules.hidden_action(state, D.TROJAN, pick)
        assert rules.pick_count(state) == 4 and rules.legal_texts(state)[0].startswith("pick:")
        seen.append((rules.seat_position(state, greeks),
                     rules.seat_events(events, greeks, state)))
        # the Trojans hold their own heroes
        own = TroyState.from_text(rules.seat_position(state, D.TROJAN))
        assert own.face_down_picks(D.TROJAN) == set(pick[5:].split(","))
    assert seen[0] == seen[1]                       # the Greeks cannot tell the two apart
    assert all(e.data["hero"] == "hidden" for e in seen[0][1] if e.kind == "hero_placed")
    # the Greeks pick: the gods are drawn, every hero turned up, the Trojan pick revealed
    state = troy_at_first_pick(seed=42)
    state.play(picks[1])
    events = state.play(state.legal_actions()[0])
    assert not rules.hidden_action(state, D.TROJAN, picks[1])
    assert any(e.kind == "hero_revealed" for e in events)
    assert {e.kind for e in events} & rules.revealing_events


def test_a_troy_seat_position_foretells_no_chance() -> None:
    rules = registry.get("troy")
    state = troy_at_first_pick(seed=7)
    state.play(state.legal_actions()[0])
    held = TroyState.from_text(rules.seat_position(state, D.GREEK))
    with pytest.raises(ChanceExhausted):
        held.play(held.legal_actions()[0])          # the gods are the server's to draw
    assert held.view(D.GREEK)["challenges"][0]["trojan"] == "hidden"


def test_a_calchas_reveal_shows_one_hero_and_keeps_the_rest_of_the_pick_hidden() -> None:
    rules = registry.get("troy")
    for seed in range(500):
        state = TroyState(seed=seed)
        if state.random_event_id() in ("calchas", "helenus"):
            break
    else:
        raise AssertionError("no seed with Calchas or Helenus on turn 1")
    first = state.actor
    assert first is not None
    pick = state.legal_actions()[0]
    state.play(pick)
    assert state.stage == "reveal" and rules.hidden_action(state, first, pick)
    state.play("reveal:2")
    assert rules.hidden_action(state, first, pick)  # three heroes still face down
    held = TroyState.from_text(rules.seat_position(state, 1 - first))
    shown_hero = pick[5:].split(",")[1]
    assert D.HEROES[held.spaces(first)[1]].id == shown_hero   # the revealed one is real
    assert shown_hero not in {D.HEROES[h].id for s, h in enumerate(held.spaces(first))
                              if s != 1}                    # no stand-in repeats him
