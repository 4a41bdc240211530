"""Continue a game: the online games this player sits in (kept in
``online.json``, scenes/online/seats.py), whose turn it was when last seen, and
one reopened where it stands; a game that will not be played on can be taken
off the list."""

from __future__ import annotations

import time
from dataclasses import replace
from functools import partial

import pygame

from game.online.host import HostError
from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.core.i18n import N_, _, ngettext
from scenes.games import GAMES
from scenes.online.host import connection_words
from scenes.online.link import Connection, Failed, News, OnlineLink
from scenes.online.seats import Seat
from scenes.online.session import connect, link_for, reopen_url, seats_of
from scenes.online.waiting import WaitingScene
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.hints import BACK_HINT, CONFIRM_HINT, MOVE_HINT, Hint, HintBar, bumped, device_of
from scenes.ui.thinking import draw_spinner
from scenes.ui.widgets import Backdrop, FocusList, Item, blit_text, draw_title, wrap_text

# TRANSLATORS: hint bar: take the focused game off the Continue list
REMOVE_HINT = Hint("U", "Y", N_("Remove from list"), Act.UNDO)
# TRANSLATORS: whose turn it was when the game was last seen, on a Continue row
TURN_WORDS = {"you": N_("Your turn"), "friend": N_("Your friend's turn")}


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


def row_words(seat: Seat) -> str:
    info = GAMES[seat.game]
    # TRANSLATORS: a row of the Continue list: the game and the side you play
    return _("{game}: you play {side}").format(game=_(info.title),
                                               side=_(info.sides[seat.credentials.seat]))


class ContinueScene(WaitingScene):
    """The online games this player sits in; one is reopened where it stands."""

    def __init__(self) -> None:
        super().__init__()
        self.backdrop = Backdrop(seed=41)
        self.list = FocusList([], top=170, width=1000, row_h=66, style="form")
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, REMOVE_HINT, BACK_HINT])
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
            facts = [seat.credentials.room, ago(now - seat.played)]
            if seat.turn in TURN_WORDS:
                facts.insert(0, _(TURN_WORDS[seat.turn]))
            items.append(Item(row_words(seat), partial(self._open, seat),
                              detail=" · ".join(facts)))
        focus = self.list.focus
        self.list.items = [*items, Item(_("Back"), self._back)]
        self.list.focus = min(focus, len(self.list.items) - 1)

    def _ask_remove(self) -> None:
        """Take the focused game off the list, once the player confirms it."""
        assert self.app is not None
        focus = self.list.focus
        if self.link is not None or focus >= len(self.seats):
            return
        seat = self.seats[focus]
        self.app.push(ConfirmDialog(
            _("Take this game off your list?"), partial(self._remove, seat),
            yes=_("Remove"), no=_("Keep on the list"),
            detail=row_words(seat) + ". " + _(
                "You can no longer come back to it. To end it for your friend too, "
                "continue it and resign.")))

    def _remove(self, seat: Seat) -> None:
        problem = seats_of(self.app).forget(seat.credentials.url, seat.credentials.room)
        self.problem = problem or ""
        self._label()

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

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act == Act.CANCEL:
            self._back()
        elif action.act == Act.UNDO:
            self._ask_remove()
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
