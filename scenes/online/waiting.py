"""A menu screen that waits on the server through one link (hosting, joining,
continuing): it reads the news each frame, and once the server opens the game,
the game's screen takes its place with the link and every news item not yet
read."""

from __future__ import annotations

from typing import Any

from scenes.core.base import Scene
from scenes.online.link import News, OnlineLink, Opened
from scenes.online.session import open_game


class WaitingScene(Scene):
    """Subclasses keep ``link``, ``backdrop``, ``list`` and ``t`` and say what each
    other piece of news means in ``hear``."""

    link: OnlineLink | None
    backdrop: Any
    list: Any
    t: float

    def update(self, dt: float) -> None:
        self.t += dt
        self.backdrop.update(dt)
        self.list.update(dt)
        if self.link is None or self.app is None:
            return
        arrived = self.link.pump()
        for i, news in enumerate(arrived):
            if isinstance(news, Opened):
                link, self.link = self.link, None
                link.put_back(arrived[i + 1:])   # the game's screen reads the rest
                open_game(self.app, link, news.snapshot)
                return
            self.hear(news)
            if self.link is None:                # the news ended the wait
                return

    def _back(self) -> None:
        """Back: the wait ends, its connection closed."""
        assert self.app is not None
        if self.link is not None:
            self.link.close()
            self.link = None
        self.app.pop()

    def hear(self, news: News) -> None:
        """Any news but the game opening."""
