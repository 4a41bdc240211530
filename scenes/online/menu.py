"""Play online: host a game, join a friend's, continue one, or name the server.

``OnlineMenuScene`` is reached from the title; each row is explained in the
panel beside it. ``HostGameScene`` asks which game to host, ``ContinueScene``
lists the games this player sits in (kept in ``online.json``) and reconnects
to one, ``ServerScene`` names the dedicated server (Settings, Online server)
or goes back to this computer's own.
"""

from __future__ import annotations

import time
from dataclasses import replace
from functools import partial

import pygame

from game.online.host import HostError
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import _, ngettext
from scenes.games import GAMES, order
from scenes.online.host import HostOptionsScene, connection_words
from scenes.online.join import JoinScene
from scenes.online.link import Connection, Failed, News, OnlineLink
from scenes.online.seats import Seat
from scenes.online.server_setting import ServerScene
from scenes.online.session import (
    connect,
    dedicated_server,
    link_for,
    reopen_url,
    seats_of,
)
from scenes.online.waiting import WaitingScene
from scenes.ui.thinking import draw_spinner
from scenes.ui.widgets import (
    BACK_HINT,
    CONFIRM_HINT,
    MOVE_HINT,
    Backdrop,
    FocusList,
    HintBar,
    Item,
    blit_text,
    bumped,
    device_of,
    draw_panel,
    draw_title,
    wrap_text,
)

NOTE = pygame.Rect(790, 150, 430, 440)     # the focused row explained


class OnlineMenuScene(Scene):
    """Host, Join, Continue, the server, Back."""

    def __init__(self) -> None:
        super().__init__()
        self.backdrop = Backdrop(seed=31)
        self.host = Item("", self._host)
        self.join = Item("", self._join)
        self.resume = Item("", self._continue)
        self.server = Item("", self._server)
        self.back = Item("", self._back)
        self.list = FocusList([self.host, self.join, self.resume, self.server, self.back],
                              center_x=440, top=170, width=600, row_h=70, style="form",
                              on_focus=self._tick)
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, BACK_HINT])
        self.notes: dict[int, list[str]] = {}
        self.t = 0.0

    def enter(self) -> None:
        self._label()

    def language_changed(self) -> None:
        self._label()

    def _label(self) -> None:
        seats = seats_of(self.app).seats
        server = dedicated_server(self.app)
        self.host.label = _("Host a game")
        self.join.label = _("Join a game")
        self.resume.label = _("Continue a game")
        self.resume.detail = str(len(seats)) if seats else ""
        self.resume.enabled = bool(seats)
        self.server.label = _("Online server")
        self.server.detail = _("This computer") if not server else server
        self.back.label = _("Back")
        self.host.note = _("Choose a game and its options; you get an invite to send your "
                           "friend in any chat. The game starts when they join.")
        self.join.note = _("Paste the invite your friend sent you.")
        self.resume.note = (ngettext("You sit in {n} online game. Come back to it: the "
                                     "server kept every move.",
                                     "You sit in {n} online games. Come back to one: the "
                                     "server kept every move.", len(seats)).format(n=len(seats))
                            if seats else _("No online game to continue yet."))
        self.server.note = _("This computer: the game hosts by itself; your friend must reach "
                             "this computer (same network, or a forwarded port). A dedicated "
                             "server (main.py --serve on a machine you both reach) works "
                             "across the internet: name it here.")
        self.back.note = ""
        room = NOTE.w - 48
        self.notes = {i: wrap_text(item.note, theme.font(19), room)
                      for i, item in enumerate(self.list.items)}

    def _tick(self) -> None:
        if self.app is not None:
            self.app.play_sound("menu")

    def _open(self, scene: Scene) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.push(scene)

    def _host(self) -> None:
        self._open(HostGameScene())

    def _join(self) -> None:
        self._open(JoinScene())

    def _continue(self) -> None:
        self._open(ContinueScene())

    def _server(self) -> None:
        self._open(ServerScene())

    def _back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act == Act.CANCEL:
            self._back()
        else:
            self.list.handle(action)

    def update(self, dt: float) -> None:
        self.t += dt
        self.backdrop.update(dt)
        self.list.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, _("Play online"), 28, size=60)
        self.list.draw(surface)
        lines = self.notes.get(self.list.items.index(self.list.focused)
                               if self.list.focused in self.list.items else -1, [])
        if lines:
            draw_panel(surface, pygame.Rect(NOTE.left, NOTE.top, NOTE.w, 48 + 27 * len(lines)))
            for i, line in enumerate(lines):
                blit_text(surface, line, 19, (NOTE.left + 24, NOTE.top + 24 + i * 27),
                          color=theme.INK)
        self.hints.draw(surface, device_of(self.app))


class HostGameScene(Scene):
    """Which game to host."""

    def __init__(self) -> None:
        super().__init__()
        self.backdrop = Backdrop(seed=37)
        self.list = FocusList([], top=200, width=480, row_h=70)
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, BACK_HINT])
        self._label()

    def _label(self) -> None:
        focus = self.list.focus
        self.list.items = [*(Item(_(GAMES[k].title), partial(self._pick, k))
                             for k in order() if GAMES[k].online is not None),
                           Item(_("Back"), self._back)]
        self.list.focus = focus

    def language_changed(self) -> None:
        self._label()

    def _pick(self, game: str) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.push(HostOptionsScene(game))

    def _back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act == Act.CANCEL:
            self._back()
        else:
            self.list.handle(action)

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.list.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, _("Host a game"), 28, size=60)
        blit_text(surface, _("Which game?"), 24, (theme.WIDTH // 2, 130), color=theme.INK,
                  anchor="midtop")
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))


def ago(seconds: float) -> str:
    """How long ago, in words a Continue list needs."""
    minutes = max(0, int(seconds // 60))
    if minutes < 1:
        return _("just now")
    if minutes < 60:
        return ngettext("{n} minute ago", "{n} minutes ago", minutes).format(n=minutes)
    hours = minutes // 60
    if hours < 48:
        return ngettext("{n} hour ago", "{n} hours ago", hours).format(n=hours)
    days = hours // 24
    return ngettext("{n} day ago", "{n} days ago", days).format(n=days)


class ContinueScene(WaitingScene):
    """The online games this player sits in; one is reopened where it stands."""

    def __init__(self) -> None:
        super().__init__()
        self.backdrop = Backdrop(seed=41)
        self.list = FocusList([], top=170, width=820, row_h=66, style="form")
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, BACK_HINT])
        self.link: OnlineLink | None = None
        self.opening: Seat | None = None
        self.problem = ""
        self.status = ""
        self.t = 0.0
        self.seats: list[Seat] = []

    def enter(self) -> None:
        if self.link is None:
            self._label()

    def language_changed(self) -> None:
        self._label()

    def _label(self) -> None:
        self.seats = seats_of(self.app).seats[:6]
        now = time.time()
        items = []
        for seat in self.seats:
            info = GAMES[seat.game]
            side = _(info.sides[seat.credentials.seat])
            # TRANSLATORS: a row of the Continue list: the game and the side you play
            label = _("{game}: you play {side}").format(game=_(info.title), side=side)
            items.append(Item(label, partial(self._open, seat),
                              detail=f"{seat.credentials.room} · {ago(now - seat.played)}"))
        self.list.items = [*items, Item(_("Back"), self._back)]

    def _open(self, seat: Seat) -> None:
        assert self.app is not None
        if self.link is not None:
            return
        self.opening, self.problem = seat, ""
        try:
            url = reopen_url(self.app, seat)
        except HostError as exc:
            self.problem = _("This computer cannot host a game: {reason}").format(
                reason=str(exc))
            return
        if url != seat.credentials.url:      # this computer's server got another port
            seats_of(self.app).forget(seat.credentials.url, seat.credentials.room)
        self.status = _("Connecting to the server…")
        self.link = link_for(self.app, connect(url, replace(seat.credentials, url=url)),
                             hosted=seat.hosted)
        self.link.game = seat.game
        self.link.invite = seat.invite

    def _back(self) -> None:
        assert self.app is not None
        if self.link is not None:
            self.link.close()
            self.link = None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act == Act.CANCEL:
            self._back()
        elif self.link is None:
            self.list.handle(action)

    def hear(self, news: News) -> None:
        if isinstance(news, Failed):
            self._failed(news)
        elif isinstance(news, Connection):
            self.status = connection_words(news.status, False)

    def _failed(self, news: Failed) -> None:
        assert self.link is not None
        self.link.close()
        self.link = None
        self.status = ""
        if news.code in ("bad-token", "unknown-room") and self.opening is not None:
            seats_of(self.app).forget(self.opening.credentials.url, self.opening.credentials.room)
            self.problem = _("That game is no longer on the server: it is taken off the list.")
            self._label()
        else:
            self.problem = news.message

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, _("Continue a game"), 28, size=56)
        self.list.draw(surface)
        message = self.problem or self.status
        if message:
            color = theme.DANGER if self.problem else theme.INK
            for i, line in enumerate(wrap_text(message, theme.font(20), 900)[:2]):
                blit_text(surface, line, 20, (theme.WIDTH // 2, 610 + i * 26), color=color,
                          anchor="midtop")
            if self.link is not None:
                width = theme.font(20).size(message)[0]
                draw_spinner(surface, (theme.WIDTH // 2 - width // 2 - 18, 622), self.t, 10)
        self.hints.draw(surface, device_of(self.app))
