"""The Trojan War online: each seat's messages hold neither the other's secret picks
nor future chance, checked message by message through a real server."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game import registry
from game.online import room as room_module
from game.online.protocol import encode
from game.troy import data as D
from game.troy.rules import TroyState
from tests.support.online import Seat, play_randomly, run_async, running_server, table, wire

RULES = registry.get("troy")


def chance_of(position: str) -> list[Any]:
    return json.loads(position[len("troy1 "):])["chance"]


def check_seat(log: list[dict[str, Any]], me: int, record: dict[str, Any]) -> int:
    """Every message ``me`` got before ``over`` is free of the other side's secret picks
    and of future chance; returns how many picks of the other side it saw hidden."""
    seed = str(chance_of(record["start"])[0])
    other = 1 - me
    truth = TroyState.from_text(record["start"])
    hidden: dict[int, str] = {}
    seen_hidden = 0
    for msg in log:
        if msg["type"] == "over":
            break
        assert seed not in encode(msg)
        for position in [msg.get("position"), (msg.get("view") or {}).get("position")]:
            if position:
                assert chance_of(position) == [0, [], 0]
        if msg["type"] == "revealed":
            for entry in msg["entries"]:
                assert hidden.pop(entry["ply"]) == entry["action"]
        if msg["type"] != "played":
            continue
        ply, action = msg["ply"], record["actions"][msg["ply"]]
        events = truth.play(action)
        held = TroyState.from_text(msg["position"])
        # every die and god in the message is one the rules rolled by now, in order
        told = [(e["kind"], e["data"].get("value"), e["data"].get("god")) for e in msg["events"]
                if e["kind"] in ("die_rolled", "god_drawn")]
        assert told == [(e.kind, e.data.get("value"), e.data.get("god")) for e in events
                        if e.kind in ("die_rolled", "god_drawn")]
        assert (held.gdie, held.res_die, held.army_die, held.event) == (
            truth.gdie, truth.res_die, truth.army_die, truth.event)
        if msg["seat"] == other and msg["action"] == "hidden":
            seen_hidden += 1
            hidden[ply] = action
            assert action.startswith("pick:")
        if msg["seat"] == me:
            assert msg["action"] == action
        # what the other side has face down is never shown: stand-ins from public facts
        spaces, up = held.spaces(other), held.face_up(other)
        down = [s for s in range(4) if spaces[s] >= 0 and not up[s]]
        if down:
            public = [h for h in truth.available(other)
                      if h not in {spaces[s] for s in range(4) if up[s]}]
            assert [spaces[s] for s in down] == public[: len(down)]
            assert held.view(me)["challenges"][down[0]][D.SIDE_NAMES[other]] == "hidden"
        for e in msg["events"]:
            if e["kind"] == "hero_placed" and e["data"]["side"] == other \
                    and not e["data"]["face_up"]:
                assert e["data"]["hero"] == "hidden"
    assert not hidden            # every hidden pick was revealed before the game ended
    return seen_hidden


@pytest.mark.parametrize("seed", [1, 2])
def test_no_message_to_a_seat_holds_the_other_sides_picks_or_future_chance(seed: int) -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "troy") as (a, b, _created):
            seats = [Seat(a, 0, random.Random(seed)), Seat(b, 1, random.Random(seed + 10))]
            await play_randomly(seats)
            record = a.log[-1]["record"]
            # one pick a turn is made unseen (the second pick brings the gods and the reveal)
            assert sum(check_seat(s.wire.log, s.seat, record) for s in seats) >= 8

    run_async(body)


def test_the_greeks_cannot_tell_one_trojan_pick_from_another(monkeypatch) -> None:
    """Two rooms with the same seed: the Trojans pick differently in each; every
    byte sent to the Greeks until the gods turn the heroes up is the same."""
    monkeypatch.setattr(room_module.secrets, "randbits", lambda bits: 424242)
    picks = ["pick:hector,aeneas,sarpedon,glaucus", "pick:paris,polydamas,helenus,deiphobus"]

    async def body() -> None:
        async with running_server() as srv:
            told = []
            for pick in picks:
                async with table(srv.url, "troy") as (greeks, trojans, created):
                    turn = await trojans.until("turn")
                    assert turn["to_act"] == [D.TROJAN] and turn["pick_count"] == 4
                    await trojans.send({"type": "act", "action": pick, "ply": turn["ply"]})
                    await trojans.until("played")
                    await greeks.until("turn")                   # the Greeks' turn to pick
                    start = len(greeks.log)
                    played = await greeks.until("played")
                    assert played["action"] == "hidden"
                    greek_turn = await greeks.until("turn")
                    # the Greeks come back mid-pick (on a new connection, which takes the
                    # seat over): the story told again is just as hidden
                    async with wire(srv.url) as again:
                        await again.ask({"type": "resume", "room": created["room"],
                                         "token": created["token"]}, "resumed")
                        history = await again.until("history")
                        told.append((greeks.log[start:], history["entries"], greek_turn))
                        await again.until("turn")
                        await again.send({"type": "act", "ply": greek_turn["ply"],
                                          "action": "pick:achilles,ajax_t,diomedes,agamemnon"})
                        revealed = await again.until("revealed")
                        assert revealed["entries"] == [{"ply": 0, "seat": D.TROJAN,
                                                        "action": pick}]
            assert told[0] == told[1]

    run_async(body)
