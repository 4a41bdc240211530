"""The online banner counts down to the next reconnection try, in the game's own
time, and says when it is trying now."""

from __future__ import annotations

from types import SimpleNamespace

from game.online.client import ONLINE, RECONNECTING, Status
from scenes.online.link import Connection
from scenes.online.table import RemoteTable


class FakeLink:
    """A link whose news the test hands out."""

    def __init__(self) -> None:
        self.status = Status(ONLINE)
        self.friend_online = True
        self.sending = False
        self.news: list[object] = []

    def pump(self) -> list[object]:
        news, self.news = self.news, []
        return news

    def tell(self, status: Status) -> None:
        self.status = status
        self.news.append(Connection(status))


def table() -> tuple[RemoteTable, FakeLink]:
    link = FakeLink()
    remote = RemoteTable(link, rebuild=lambda snapshot: None)  # type: ignore[arg-type]
    remote.attach(SimpleNamespace(say=lambda words: None, app=None))  # type: ignore[arg-type]
    return remote, link


def test_the_banner_counts_down_to_the_next_try_then_says_it_is_trying() -> None:
    remote, link = table()
    remote.update(0.1)
    assert remote.banner == ""
    link.tell(Status(RECONNECTING, attempt=3, retry_at=100.0, delay=4.2))
    remote.update(0.1)
    assert remote.banner == "Connection lost: trying again in 5 s…"
    remote.update(2.0)
    assert remote.banner == "Connection lost: trying again in 3 s…"
    remote.update(2.2)
    assert remote.banner == "Connection lost: reconnecting…"
    link.tell(Status(RECONNECTING, attempt=4, retry_at=110.0, delay=8.0))   # that try failed
    remote.update(0.5)
    assert remote.banner == "Connection lost: trying again in 8 s…"
    link.tell(Status(ONLINE))
    remote.update(0.1)
    assert remote.banner == ""


def test_a_dropped_connection_is_tried_again_at_once() -> None:
    remote, link = table()
    link.tell(Status(RECONNECTING, attempt=1, retry_at=0.0, delay=0.0))
    remote.update(0.1)
    assert remote.banner == "Connection lost: reconnecting…"
