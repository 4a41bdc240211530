"""Where online games are hosted, as Settings names it: this computer (the
default: the server runs inside the game) or a dedicated server, typed as its
address. Light on purpose: Settings opens it without loading the online screens.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.online.invite import InviteError, parse_invite
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import _
from scenes.ui.hints import BACK_HINT, CONFIRM_HINT, MOVE_HINT, HintBar, bumped, device_of
from scenes.ui.textfield import TextField
from scenes.ui.widgets import Backdrop, FocusList, Item, blit_text, draw_title, wrap_text


def dedicated_server(app: Any) -> str:
    """The dedicated server Settings names (``ws://host:port``), or "" for this computer."""
    return str(getattr(getattr(app, "settings", None), "online_server", "") or "")


def check_server_address(text: str) -> str:
    """A server address as typed in Settings (``ws://`` assumed when left out), in
    its written form ``ws://host:port`` or ``wss://host``; InviteError with one
    line when it is none. It is read as an invite is, with any room code."""
    cleaned = text.strip().rstrip("/")
    if not cleaned:
        raise InviteError("type the server's address, like ws://example.org:8765")
    if "://" not in cleaned:
        cleaned = f"ws://{cleaned}"
    return parse_invite(f"{cleaned}/2222-2222").url



class ServerScene(Scene):
    """Which server hosts: this computer, or a dedicated server named by its address."""

    def __init__(self) -> None:
        super().__init__()
        self.backdrop = Backdrop(seed=43)
        self.field = TextField()
        self.field_item = Item("", self._use)
        self.use_item = Item("", self._use)
        self.local_item = Item("", self._local)
        self.back_item = Item("", self._back)
        self.list = FocusList([self.field_item, self.use_item, self.local_item,
                               self.back_item], top=250, width=820, row_h=76)
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, BACK_HINT])
        self.problem = ""
        self.t = 0.0
        self._label()

    def enter(self) -> None:
        if not self.field.text:
            self.field.insert(dedicated_server(self.app))

    def _label(self) -> None:
        self.use_item.label = _("Use this server")
        self.local_item.label = _("Use this computer")
        self.back_item.label = _("Back")

    def language_changed(self) -> None:
        self._label()

    def _set(self, address: str) -> None:
        assert self.app is not None
        self.app.settings.online_server = address
        self.app.save_settings()
        self.app.play_sound("menu")
        self.app.pop()

    def _use(self) -> None:
        try:
            address = check_server_address(self.field.text)
        except InviteError:
            self.problem = _("That is not a server's address: it looks like "
                             "ws://example.org:8765 or wss://example.org.")
            return
        self._set(address)

    def _local(self) -> None:
        self._set("")

    def _back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        if self.list.focused is self.field_item and action.act != Act.CONFIRM \
                and self.field.handle(action):
            self.problem = ""
            return
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
        draw_title(surface, _("Online server"), 28, size=56)
        words = _("Type the address of a dedicated server (main.py --serve on a machine you "
                  "and your friend both reach), or let this computer host.")
        for i, line in enumerate(wrap_text(words, theme.font(21), 820)):
            blit_text(surface, line, 21, (theme.WIDTH // 2, 140 + i * 28), color=theme.INK,
                      anchor="midtop")
        self.list.draw(surface)
        self.field.draw(surface, self.list.rects()[0], self.list.focused is self.field_item,
                        self.t, placeholder="ws://example.org:8765")
        if self.problem:
            for i, line in enumerate(wrap_text(self.problem, theme.font(20), 900)[:2]):
                blit_text(surface, line, 20, (theme.WIDTH // 2, 600 + i * 26),
                          color=theme.DANGER, anchor="midtop")
        self.hints.draw(surface, device_of(self.app))
