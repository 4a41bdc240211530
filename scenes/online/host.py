"""Hosting a game: its options as on the pre-game screen, then the invite.

``HostOptionsScene`` is the pre-game screen with the rows an online game has:
the side you play (or drawn by lot), the game's own options, and "Create the
invite". ``LobbyScene`` then makes the game on the server (this computer's
own, started in the background, or the dedicated one Settings names), shows
the invite to paste into any chat with a Copy button, and waits for the
friend: the game opens on both screens as soon as they join.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.core.i18n import _
from scenes.games import GAMES, GameSetup
from scenes.menus.pregame import PregameScene
from scenes.online.link import Connection, Created, Failed, News, OnlineLink, reason_words
from scenes.online.session import (
    HostError,
    connect,
    dedicated_server,
    host_url,
    invite_for,
    link_for,
)
from scenes.online.waiting import WaitingScene
from scenes.ui.hints import BACK_HINT, CONFIRM_HINT, MOVE_HINT, HintBar, bumped, device_of
from scenes.ui.textfield import copy_text
from scenes.ui.thinking import draw_spinner
from scenes.ui.widgets import (
    Backdrop,
    FocusList,
    Item,
    blit_text,
    draw_panel,
    draw_title,
    fit_size,
    wrap_text,
)

DRAWN = "drawn"         # the side row's "drawn by lot" value


class HostOptionsScene(PregameScene):
    """The pre-game screen of a game played online: your side and its options."""

    def __init__(self, game: str) -> None:
        super().__init__(game)
        self.side.choices = [(0, ""), (1, ""), (DRAWN, "")]
        self._label()

    def _label(self) -> None:
        super()._label()
        if len(self.side.choices) == 3:
            self.side.choices[2] = (DRAWN, _("Drawn by lot"))
        self.side.note = _("Which side you play; your friend plays the other.")
        self.start.label = _("Create the invite")
        self.start.note = _("The game is made on the server and you get an invite to send "
                            "your friend. It starts when they join.")
        self.opponent.visible = self.difficulty.visible = False
        self.resume.visible = self.learn.visible = False

    def _refresh(self) -> None:
        self.side.visible = True
        self.opponent.visible = self.difficulty.visible = False

    def _find_save(self) -> None:
        self.saved, self.notice = None, None       # online games are kept on the server
        self.resume.visible = False

    def setup(self) -> GameSetup:
        side = self.side.value
        return GameSetup(self.info.key, online=True,
                         human_side=None if side == DRAWN else int(side),
                         options={k: it.value for k, it in self.option_items.items()})

    def _start_new(self) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        setup = self.setup()
        self.app.push(LobbyScene(setup))

    def _focus_note(self) -> tuple[str, str, tuple[int, int, int]]:
        heading, note, color = super()._focus_note()
        if note == _("Hot-seat: pass the controls each turn."):
            return "", _("Online: you play on this computer, your friend on theirs."), \
                theme.INK_DIM
        return heading, note, color


class LobbyScene(WaitingScene):
    """The game made on the server, its invite, and the wait for the friend."""

    def __init__(self, setup: GameSetup) -> None:
        super().__init__()
        self.setup = setup
        self.backdrop = Backdrop(seed=23)
        self.link: OnlineLink | None = None
        self.invite = ""
        self.public_url = ""
        self.builtin = False
        self.problem = ""
        self.status = ""
        self.t = 0.0
        self.copy_item = Item("", self._copy, enabled=False)
        self.back_item = Item("", self._cancel)
        self.list = FocusList([self.copy_item, self.back_item], top=470, width=420, row_h=62)
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, BACK_HINT])
        self._label()

    def _label(self) -> None:
        self.copy_item.label = _("Copy the invite")
        self.back_item.label = _("Cancel")

    def language_changed(self) -> None:
        self._label()

    def enter(self) -> None:
        if self.link is not None or self.app is None:
            return
        try:
            url, self.public_url = host_url(self.app)
        except HostError as exc:
            self.problem = _("This computer cannot host a game: {reason}").format(
                reason=str(exc))
            return
        self.builtin = not dedicated_server(self.app)
        self.link = link_for(self.app, connect(url), hosted=self.builtin)
        side = self.setup.human_side
        self.link.create(self.setup.game, dict(self.setup.options), side)
        self.status = _("Making the game on the server…")

    def _copy(self) -> None:
        if self.invite and copy_text(self.invite):
            self.status = _("Invite copied: paste it into any chat with your friend.")
        elif self.invite:
            self.status = _("This system offers no clipboard: write the invite down.")

    def _cancel(self) -> None:
        assert self.app is not None
        if self.link is not None:
            self.link.forget()                    # the invite is withdrawn: not to continue
            self.link.leave()
            self.link = None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act in (Act.CANCEL, Act.MENU):
            self._cancel()
        else:
            self.list.handle(action)

    def hear(self, news: News) -> None:
        if isinstance(news, Created) and self.link is not None:
            self.invite = invite_for(self.public_url, news.room)
            self.copy_item.enabled = True
            self.list.focus = 0
            self.status = _("Waiting for your friend to join…")
            self.link.invite = self.invite
            self.link.remember(force=True)
        elif isinstance(news, Failed):
            self.problem = news.message
        elif isinstance(news, Connection):
            self.status = connection_words(news.status, self.invite != "")

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        info = GAMES[self.setup.game]
        draw_title(surface, _("Host a game"), 28, size=56)
        card = pygame.Rect(190, 130, 900, 310)
        draw_panel(surface, card, border=theme.GOLD)
        x = card.left + 30
        blit_text(surface, _(info.title), 30, (x, card.top + 22), kind="title-bold",
                  color=theme.GOLD)
        blit_text(surface, self._side_words(), 20, (x, card.top + 64), color=theme.INK_DIM)
        box = pygame.Rect(x, card.top + 104, card.w - 60, 64)
        draw_panel(surface, box, fill=theme.BG_PANEL_HI, border=theme.GOLD_DIM, radius=10)
        shown = self.invite or "…"
        size = fit_size(shown, 28, "ui-bold", box.w - 30, 14)
        blit_text(surface, shown, size, box.center, kind="ui-bold",
                  color=theme.FOCUS if self.invite else theme.INK_FAINT, anchor="center")
        y = box.bottom + 16
        for line in wrap_text(self._where_words(), theme.font(17), card.w - 60)[:4]:
            blit_text(surface, line, 17, (x, y), color=theme.INK_DIM)
            y += 23
        self.list.draw(surface)
        words = self.problem or self.status
        if words:
            color = theme.DANGER if self.problem else theme.INK
            lines = wrap_text(words, theme.font(20), 900)[:2]
            for i, text in enumerate(lines):
                blit_text(surface, text, 20, (theme.WIDTH // 2 + (18 if not i else 0),
                                               610 + i * 26), color=color, anchor="midtop")
            if not self.problem and self.link is not None:
                width = theme.font(20).size(lines[0])[0]
                draw_spinner(surface, (theme.WIDTH // 2 - width // 2 - 8, 622), self.t, 10)
        self.hints.draw(surface, device_of(self.app))

    def _side_words(self) -> str:
        side = self.setup.human_side
        if side is None:
            return _("Sides are drawn by lot when the game is made.")
        # TRANSLATORS: {side} is the side the host plays (Dawn, Player 1, Greeks)
        return _("You play {side}; your friend plays the other side.").format(
            side=_(GAMES[self.setup.game].sides[side]))

    def _where_words(self) -> str:
        if self.problem:
            return ""
        if self.builtin:
            return _("This computer is the server. Your friend's computer must reach it: "
                     "the same home network, or this port forwarded by your router. "
                     "To play across the internet without that, name a dedicated server "
                     "in Settings, Online server.")
        return _("The game is on your dedicated server; your friend needs only the invite.")


def connection_words(status: Any, made: bool) -> str:
    """What the waiting screens say about the connection."""
    state = status.state
    if state == "online":
        return _("Waiting for your friend to join…") if made else _("Connected.")
    if state == "reconnecting":
        return _("Connection lost: reconnecting…")
    if state == "closed":
        return _("Disconnected: {reason}").format(reason=reason_words(status.reason))
    return _("Connecting to the server…")

