"""The screens' line to the server, read without a network: what a message
becomes, what an unreadable one does (nothing), and a create lost with a dropped
connection is asked again once the connection is back."""

from __future__ import annotations

from typing import Any

from game.online.client import CLOSED, CONNECTING, ONLINE, RECONNECTING, Credentials, Status
from scenes.online.link import Failed, OnlineLink, Opened, Played


class FakeClient:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.inbox: list[dict[str, Any]] = []
        self.status = Status(CONNECTING)
        self.credentials: Credentials | None = None
        self.closed = False

    def send(self, msg: dict[str, Any]) -> None:
        self.sent.append(msg)

    def poll(self) -> list[dict[str, Any]]:
        out, self.inbox = self.inbox, []
        return out

    def close(self, timeout: float = 5.0) -> None:
        self.closed = True

    def arrive(self, *msgs: dict[str, Any]) -> None:
        self.inbox.extend(msgs)

    def to(self, state: str) -> None:
        self.status = Status(state)
        self.inbox.append({"type": "status", "state": state})


def test_garbage_from_the_server_is_ignored_and_errors_are_worded() -> None:
    client = FakeClient()
    link = OnlineLink(client)
    client.arrive({"type": "played"}, {"type": "nonsense"}, {"no": "type"},
                  {"type": "history", "entries": "not a list"}, {"type": "state"},
                  {"type": "error", "code": "room-full", "message": "room X is full"},
                  {"type": "error", "code": "something-new", "message": "a new thing"})
    news = link.pump()
    assert [n.message for n in news if isinstance(n, Failed)] == [
        "That game already has two players.", "a new thing"]


def test_a_snapshot_opens_once_its_history_is_in_then_plays_arrive_as_news() -> None:
    client = FakeClient()
    link = OnlineLink(client)
    client.arrive({"type": "start", "room": "R", "game": "symbol", "seat": 1},
                  {"type": "state", "moves": 1, "view": {"game": "symbol", "seat": 1,
                                                         "position": "P1", "start": "P0"}},
                  {"type": "history", "entries": [
                      {"ply": 0, "seat": 0, "action": "L@d1", "events": [], "position": "P1"}],
                   "more": True})
    assert link.pump() == []                              # the history goes on
    client.arrive({"type": "history", "entries": [], "more": False},
                  {"type": "turn", "ply": 1, "to_act": [1], "legal": ["l@d7"]})
    (opened,) = link.pump()
    assert isinstance(opened, Opened)
    assert [e.action for e in opened.snapshot.entries] == ["L@d1"]
    assert opened.snapshot.start == "P0" and link.my_turn and link.ply == 1
    link.act("l@d7")
    assert client.sent[-1] == {"type": "act", "action": "l@d7", "ply": 1}
    assert not link.my_turn                               # on its way
    client.arrive({"type": "played", "seat": 1, "ply": 1, "action": "l@d7",
                   "events": [{"kind": "leader_placed", "data": {"cell": "d7"}}],
                   "position": "P2"})
    (played,) = link.pump()
    assert isinstance(played, Played) and played.entry.events[0]["cell"] == "d7"
    assert not link.sending and link.ply == 2
    # the same act sent again after a reconnection is answered with the same played:
    # it was played once, and the screen hears of it once
    client.arrive({"type": "played", "seat": 1, "ply": 1, "action": "l@d7",
                   "events": [{"kind": "leader_placed", "data": {"cell": "d7"}}],
                   "position": "P2"})
    assert link.pump() == [] and link.ply == 2


def test_a_create_lost_with_the_connection_is_asked_again_once_back() -> None:
    client = FakeClient()
    link = OnlineLink(client)
    link.create("troy", {}, None)
    client.to(ONLINE)
    link.pump()
    assert len(client.sent) == 1                          # the first connection: once
    client.to(RECONNECTING)
    client.to(ONLINE)
    link.pump()
    assert [m["type"] for m in client.sent] == ["create", "create"]
    client.arrive({"type": "created", "room": "R", "seat": 0, "invite": "ws://x/R"})
    client.credentials = Credentials("ws://x", "R", 0, "t" * 32)
    link.pump()
    client.to(RECONNECTING)
    client.to(ONLINE)
    link.pump()
    assert len(client.sent) == 2                          # answered: never again
    client.to(CLOSED)
    link.pump()
    assert link.status.state == CLOSED
