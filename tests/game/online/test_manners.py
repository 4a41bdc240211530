"""The manners of online play through a real server: quick messages, presence,
leaving, draw offers, takebacks, resignation and the rematch."""

from __future__ import annotations

import random

from game.online import protocol as P
from tests.support.online import choose, run_async, running_server, table, turns, wire


async def act(mover, turn, index: int = 0) -> dict:
    await mover.send({"type": "act", "action": turn["legal"][index], "ply": turn["ply"]})
    return await mover.until("played")


def test_quick_messages_reach_the_other_seat_and_only_fixed_ones() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "symbol") as (a, b, _c):
            for said in P.QUICK_MESSAGES:
                await a.send({"type": "say", "id": said})
                assert await b.until("said") == {"type": "said", "id": said, "seat": 0}
            await a.send({"type": "say", "id": "you are slow"})
            assert (await a.error())["code"] == P.BAD_MESSAGE
            assert not [m for m in a.log if m["type"] == "said"]

    run_async(body)


def test_presence_comes_and_goes_and_a_seat_that_left_can_come_back() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "troy") as (a, b, created):
            await b.until("presence")                      # the opening says a is here
            await a.send({"type": "leave"})
            assert await a.closed() == 1000
            assert await b.until("presence") == {"type": "presence", "seat": 0,
                                                 "online": False}
            async with wire(srv.url) as back:
                resumed = await back.ask({"type": "resume", "room": created["room"],
                                          "token": created["token"]}, "resumed")
                assert resumed == {"type": "resumed", "room": created["room"], "seat": 0}
                assert (await back.until("presence"))["online"] is True    # b is here
                assert await b.until("presence") == {"type": "presence", "seat": 0,
                                                     "online": True}
            assert (await b.until("presence"))["online"] is False          # dropped

    run_async(body)


def test_a_draw_is_offered_declined_lapses_and_is_agreed() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "symbol") as (a, b, _c):
            mover, waiter, turn = await turns(a, b)
            await waiter.send({"type": "offer", "kind": "draw"})
            assert await mover.until("offered") == {"type": "offered", "kind": "draw",
                                                    "seat": 1 if waiter is b else 0}
            await mover.send({"type": "answer", "kind": "draw", "accept": False})
            declined = {"type": "answered", "kind": "draw", "accept": False}
            assert await waiter.until("answered") == declined
            assert await mover.until("answered") == declined
            await mover.send({"type": "answer", "kind": "draw", "accept": True})
            assert (await mover.error())["code"] == P.NO_OFFER
            # an offer lapses when a move is made instead of an answer
            await waiter.send({"type": "offer", "kind": "draw"})
            await mover.until("offered")
            await act(mover, turn)
            assert (await waiter.until("answered"))["lapsed"] is True
            mover, waiter, turn = await turns(a, b)
            # both offering is agreeing
            await mover.send({"type": "offer", "kind": "draw"})
            await waiter.until("offered")
            await waiter.send({"type": "offer", "kind": "draw"})
            assert (await mover.until("answered"))["accept"] is True
            over = await mover.until("over")
            assert over["outcome"] == {"winner": None, "reason": "agreement"}
            assert over["record"]["ending"] == "draw"
            assert await waiter.until("over") == over
            await waiter.send({"type": "offer", "kind": "draw"})
            assert (await waiter.error())["code"] == P.ILLEGAL

    run_async(body)


def test_the_trojan_war_has_no_agreed_draw() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "troy") as (a, _b, _c):
            await a.send({"type": "offer", "kind": "draw"})
            err = await a.error()
            assert err["code"] == P.ILLEGAL and "no agreed draw" in err["message"]

    run_async(body)


def test_a_takeback_undoes_the_requesters_last_action_and_replies() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "symbol") as (a, b, created):
            mover, waiter, turn = await turns(a, b)
            assert mover is a
            await a.send({"type": "offer", "kind": "takeback"})
            assert "no action to take back" in (await a.error())["message"]
            await act(a, turn)                                  # ply 0: player 1's leader
            _m, _w, turn = await turns(a, b)
            await act(b, turn)                                  # ply 1: player 2's leader
            await turns(a, b)
            await a.send({"type": "offer", "kind": "takeback"})
            assert (await b.until("offered"))["kind"] == "takeback"
            await b.send({"type": "answer", "kind": "takeback", "accept": True})
            for side in (a, b):
                answered = await side.until("answered")
                assert answered == {"type": "answered", "kind": "takeback", "accept": True,
                                    "moves": 0}
                assert (await side.until("state"))["moves"] == 0
                assert (await side.until("history"))["entries"] == []
                again = await side.until("turn")
                assert again["ply"] == 0 and again["to_act"] == [0]
                if side is a:
                    turn = again
            assert srv.store.load(created["room"]).actions == []
            await act(a, turn, index=-1)                        # another move this time
            assert srv.store.load(created["room"]).actions == [(0, turn["legal"][-1])]

    run_async(body)


def test_a_takeback_never_goes_back_past_dice_gods_or_a_reveal() -> None:
    async def body() -> None:
        async with running_server() as srv:
            async with table(srv.url, "essentia", {"tiles": "deal"}) as (a, b, _c):
                mover, _w, turn = await turns(a, b)
                await act(mover, turn)                          # the deal: tiles, first player
                await mover.send({"type": "offer", "kind": "takeback"})
                err = await mover.error()
                assert err["code"] == P.ILLEGAL and "cannot be taken back" in err["message"]
            async with table(srv.url, "troy") as (greeks, trojans, _c):
                rng = random.Random(1)
                while True:                                     # the picks (and a reveal)
                    mover, _w, turn = await turns(greeks, trojans)
                    await mover.send({"type": "act", "action": choose(turn, rng),
                                      "ply": turn["ply"]})
                    played = await mover.until("played")
                    if any(e["kind"] == "god_drawn" for e in played["events"]):
                        break
                for side in (greeks, trojans):                  # the gods were drawn
                    await side.send({"type": "offer", "kind": "takeback"})
                    assert (await side.error())["code"] == P.ILLEGAL

    run_async(body)


def test_resignation_ends_the_game_for_both() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "essentia",
                                                 {"tiles": "deal"}) as (a, b, _c):
            mover, _w, turn = await turns(a, b)
            await a.send({"type": "resign"})            # Essentia: not during the set-up
            assert (await a.error())["code"] == P.ILLEGAL
            await act(mover, turn)
            await b.send({"type": "resign"})
            over = await a.until("over")
            assert over["outcome"] == {"winner": 0, "reason": "resign"}
            assert over["record"]["ending"] == "resign 1"
            assert await b.until("over") == over
            await a.send({"type": "resign"})
            assert (await a.error())["code"] == P.ILLEGAL
            await a.send({"type": "act", "action": "b2b3", "ply": 1})
            assert (await a.error())["code"] == P.ILLEGAL

    run_async(body)


def test_a_rematch_swaps_the_seats_in_the_same_room_and_the_tokens_follow() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "symbol") as (a, b, created):
            await a.send({"type": "offer", "kind": "rematch"})
            assert (await a.error())["code"] == P.ILLEGAL       # not before the end
            await a.send({"type": "resign"})
            await a.until("over")
            await b.until("over")
            await b.send({"type": "offer", "kind": "rematch"})
            assert (await a.until("offered"))["kind"] == "rematch"
            await a.send({"type": "answer", "kind": "rematch", "accept": True})
            for side, seat in ((a, 1), (b, 0)):
                assert (await side.until("answered"))["accept"] is True
                start = await side.until("start")
                assert (start["seat"], start["number"], start["room"]) == (
                    seat, 2, created["room"])
                state = await side.until("state")
                assert state["moves"] == 0 and state["view"]["seat"] == seat
            mover, _w, turn = await turns(a, b)
            assert mover is b                                   # b now plays first
            await act(b, turn)
            async with wire(srv.url) as back:                   # a's old token: a's new seat
                resumed = await back.ask({"type": "resume", "room": created["room"],
                                          "token": created["token"]}, "resumed")
                assert resumed["seat"] == 1
                assert (await back.until("state"))["moves"] == 1

    run_async(body)


def test_alone_in_a_room_nothing_can_be_played_yet() -> None:
    async def body() -> None:
        async with running_server() as srv, wire(srv.url) as a:
            created = await a.ask({"type": "create", "game": "troy", "seat": None}, "created")
            assert created["seat"] in (0, 1) and created["invite"].endswith(created["room"])
            assert created["invite"].startswith(srv.url)
            for msg in ({"type": "act", "action": "pick:hector", "ply": 0},
                        {"type": "offer", "kind": "draw"}, {"type": "resign"}):
                await a.send(msg)
                assert (await a.error())["code"] == P.NOT_YOUR_TURN
            async with wire(srv.url) as back:
                await back.ask({"type": "resume", "room": created["room"],
                                "token": created["token"]}, "resumed")
                state = await back.until("state")
                assert state["view"]["started"] is False and state["view"]["to_act"] == []

    run_async(body)


def test_an_offer_waiting_for_an_answer_is_told_again_to_a_seat_that_comes_back() -> None:
    async def body() -> None:
        async with running_server() as srv, table(srv.url, "symbol") as (a, b, created):
            await b.send({"type": "offer", "kind": "draw"})
            await a.until("offered")
            async with wire(srv.url) as back:
                await back.ask({"type": "resume", "room": created["room"],
                                "token": created["token"]}, "resumed")
                assert await back.until("offered") == {"type": "offered", "kind": "draw",
                                                       "seat": 1}

    run_async(body)
