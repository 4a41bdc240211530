"""Play online: host a game, join a friend's, continue one, or name the server.

``OnlineMenuScene`` is reached from the title; each row is explained in the
panel beside it. ``HostGameScene`` asks which game to host, ``ContinueScene``
(scenes/online/continue_list.py) lists the games this player sits in and
reconnects to one, ``ServerScene`` names the dedicated server (Settings,
Online server) or goes back to this computer's own.
"""

from __future__ import annotations

from functools import partial

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import _, ngettext
from scenes.games import GAMES, order
from scenes.online.continue_list import ContinueScene
from scenes.online.host import HostOptionsScene
from scenes.online.join import JoinScene
from scenes.online.server_setting import ServerScene
from scenes.online.session import (
    dedicated_server,
    seats_of,
)
from scenes.ui.hints import BACK_HINT, CONFIRM_HINT, MOVE_HINT, HintBar, bumped, device_of
from scenes.ui.widgets import (
    Backdrop,
    FocusList,
    Item,
    blit_text,
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
        # TRANSLATORS: beside "Continue a game" (greyed) when no online game waits
        self.resume.detail = str(len(seats)) if seats else _("None yet")
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
                             "server (the game started with --serve on a machine you both "
                             "reach) works across the internet: name it here.")
        self.back.note = _("Back to the title screen.")
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
