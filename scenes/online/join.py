"""Joining a friend's game: paste (or type, or spell with the pad) their invite.

The field takes typing and Ctrl+V; the Paste button pastes; with a controller,
A on the field opens the on-screen keyboard. "Join" reads the invite (one clear
line when it is not one: two invites pasted together, a code with no server...)
and connects; the game opens as soon as the server seats this player. A bare
room code is enough when Settings name a dedicated server.
"""

from __future__ import annotations

import pygame

from game.online.invite import InviteError, parse_invite, parse_room
from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.core.i18n import _
from scenes.online.host import connection_words
from scenes.online.link import Connection, Failed, News, OnlineLink
from scenes.online.session import connect, dedicated_server, link_for
from scenes.online.waiting import WaitingScene
from scenes.ui.hints import BACK_HINT, CONFIRM_HINT, MOVE_HINT, HintBar, bumped, device_of
from scenes.ui.textfield import OnScreenKeyboard, TextField
from scenes.ui.thinking import draw_spinner
from scenes.ui.widgets import Backdrop, FocusList, Item, blit_text, draw_title, wrap_text

FIELD_TOP = 250


class JoinScene(WaitingScene):
    """The invite field, Paste, Join and Back."""

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.backdrop = Backdrop(seed=29)
        self.field = TextField(text)
        self.field_item = Item("", self._confirm_field)
        self.paste_item = Item("", self._paste)
        self.join_item = Item("", self._join)
        self.back_item = Item("", self._back)
        self.list = FocusList([self.field_item, self.paste_item, self.join_item,
                               self.back_item], top=FIELD_TOP, width=820, row_h=78)
        self.link: OnlineLink | None = None
        self.problem = ""
        self.status = ""
        self.t = 0.0
        self.hints = HintBar([])
        self._label()

    def _label(self) -> None:
        self.paste_item.label = _("Paste")
        self.join_item.label = _("Join")
        self.back_item.label = _("Back")
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, BACK_HINT])

    def language_changed(self) -> None:
        self._label()

    # -- actions -------------------------------------------------------------------
    def _confirm_field(self) -> None:
        """Enter on the field joins; A on the field (a pad) opens the keyboard."""
        if device_of(self.app) == "controller":
            assert self.app is not None
            self.app.push(OnScreenKeyboard(self.field, self._join))
        else:
            self._join()

    def _paste(self) -> None:
        self.field.clear()
        if not self.field.paste():
            self.problem = _("The clipboard holds no text: copy the invite first.")
        else:
            self.problem = ""
            self.list.focus = self.list.shown().index(self.join_item)

    def _join(self) -> None:
        """Read the invite and knock on the server's door."""
        assert self.app is not None
        if self.link is not None:
            return
        text = self.field.text
        try:
            invite = parse_invite(text)
            url, room = invite.url, invite.room
        except InviteError as exc:
            url, room = self._room_on_dedicated(text, exc.kind)
            if not url:
                return
        self.problem = ""
        self.status = _("Connecting to the server…")
        self.link = link_for(self.app, connect(url))
        self.link.join(room)

    def _room_on_dedicated(self, text: str, why: str) -> tuple[str, str]:
        """A bare room code goes to the dedicated server, when there is one."""
        server = dedicated_server(self.app)
        try:
            room = parse_room(text)
        except InviteError:
            room = ""
        if server and room:
            return server, room
        self.problem = invite_words(why)
        return "", ""

    # -- frame ---------------------------------------------------------------------
    def handle(self, action: InputAction) -> None:
        if self.list.focused is self.field_item and action.act != Act.CONFIRM \
                and self.field.handle(action):
            self.problem = ""
            return
        if action.act == Act.PASTE:
            self._paste()
            return
        action = bumped(action, self.hints)
        if action.act == Act.PASTE:
            self._paste()
        elif action.act == Act.CANCEL:
            self._back()
        else:
            self.list.handle(action)

    def hear(self, news: News) -> None:
        if isinstance(news, Failed) and self.link is not None:
            self.problem, self.status = news.message, ""
            self.link.close()
            self.link = None
        elif isinstance(news, Connection):
            self.status = connection_words(news.status, False)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, _("Join a game"), 28, size=56)
        y = 140
        words = _("Paste the invite your friend sent you (Ctrl+V or Paste), or type it. "
                  "It looks like ws://192.168.1.20:8765/KQ7M-X3PD.")
        for line in wrap_text(words, theme.font(21), 820):
            blit_text(surface, line, 21, (theme.WIDTH // 2, y), color=theme.INK,
                      anchor="midtop")
            y += 28
        self.list.draw(surface)
        field = self.list.rects()[0]
        self.field.draw(surface, field, self.list.focused is self.field_item, self.t,
                        placeholder=_("The invite"))
        message = self.problem or self.status
        if message:
            color = theme.DANGER if self.problem else theme.INK
            lines = wrap_text(message, theme.font(20), 900)[:2]
            for i, line in enumerate(lines):
                blit_text(surface, line, 20, (theme.WIDTH // 2, 580 + i * 26), color=color,
                          anchor="midtop")
            if self.link is not None and not self.problem:
                width = theme.font(20).size(lines[0])[0]
                draw_spinner(surface, (theme.WIDTH // 2 - width // 2 - 18, 592), self.t, 10)
        self.hints.draw(surface, device_of(self.app))


def invite_words(kind: str) -> str:
    """Why a pasted text is no invite, in the player's language (``InviteError.kind``)."""
    words = {
        "empty": _("Paste the invite your friend sent first."),
        "two": _("That is two invites pasted together: paste only one."),
        "room": _("The invite's room code is damaged: ask your friend to send it again."),
        "port": _("The invite's port is damaged: ask your friend to send it again."),
        "server": _("The invite's server address is damaged: ask your friend to send it "
                    "again."),
    }
    return words.get(kind, _("That is not an invite: an invite looks like "
                             "ws://192.168.1.20:8765/KQ7M-X3PD."))
