"""The friend at another computer, as a game's play screen sees them.

``RemoteTable`` is the play base's ``Remote`` (scenes/play.py): it reads the
server's news once a frame (``OnlineLink.pump``) and turns each into what the
screen does — an action played (either side's) becomes the screen's new state
and animation, the end of the game by resignation or agreement ends it here
too, a takeback accepted or a rematch started rebuilds the screen from the
server's picture, offers become questions, quick messages and presence become
notes. Its banner at the top of the screen says when the connection is lost
and being retried, when the friend is away, and when a move is on its way.

The manners are lichess's: a takeback, a draw (Essentia's truce) and a rematch
are offers the friend accepts or declines; a resignation is confirmed first.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.online.client import CLOSED, CONNECTING, ONLINE, RECONNECTING
from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.online.link import (
    Answered,
    Connection,
    Failed,
    Offered,
    OnlineLink,
    Opened,
    Over,
    Played,
    Presence,
    Revealed,
    Said,
    Snapshot,
    reason_words,
)
from scenes.ui.dialogs import ConfirmDialog, ModalMenu
from scenes.ui.hints import CANCEL_HINT, CONFIRM_HINT, MOVE_HINT, device_of
from scenes.ui.widgets import Item, blit_text, draw_panel, fit_size

if TYPE_CHECKING:
    from scenes.play import PlayScreen

# TRANSLATORS: the quick messages one player can send the other online (no free chat)
QUICK = {"good-game": N_("Good game"), "well-played": N_("Well played"),
         "your-move": N_("Your move"), "one-moment": N_("One moment")}
SENDING_NOTE = 0.6      # seconds a move may be on its way before the banner says so
BANNER_H = 34


class QuickMessages(ModalMenu):
    """The four things one player can say to the other."""

    def __init__(self, say: Callable[[str], None]) -> None:
        items = [Item(_(words), partial(self._say, key)) for key, words in QUICK.items()]
        super().__init__([*items, Item(_("Back"), self.close)],
                         [MOVE_HINT, CONFIRM_HINT, CANCEL_HINT], top=260, width=380, row_h=58)
        self.say = say

    def _say(self, key: str) -> None:
        self.close()
        self.say(key)

    def draw(self, surface: pygame.Surface) -> None:
        card = pygame.Rect(0, 0, 480, 110 + len(self.list.items) * 58)
        card.midtop = (theme.WIDTH // 2, 150)
        draw_panel(surface, card, border=theme.GOLD, alpha=255)
        blit_text(surface, _("Say to your friend"), 36, (card.centerx, card.top + 24),
                  kind="title-bold", color=theme.GOLD, anchor="midtop")
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))


class RemoteTable:
    """One seat's online game, wired into the play screen that shows it."""

    def __init__(self, link: OnlineLink, rebuild: Callable[[Snapshot], PlayScreen],
                 number: int = 1) -> None:
        """``rebuild(snapshot)`` makes the game's screen from the server's picture
        (after a takeback, a rematch, a reconnection that missed something);
        ``number`` is the room's game now shown (a rematch is the next)."""
        self.link = link
        self.rebuild = rebuild
        self.number = number
        self.screen: PlayScreen | None = None
        self.banner = ""
        self.sending_for = 0.0
        self.retry_waited = 0.0               # seconds since the last reconnection try failed
        self.asked: set[str] = set()          # offers of ours waiting for an answer
        self.carried = ""                     # a note for the screen a rebuild makes
        self.friend_here: bool | None = None  # the friend's presence, once told

    # -- the play base's questions --------------------------------------------------------
    @property
    def sending(self) -> bool:
        return self.link.sending

    def attach(self, screen: PlayScreen) -> None:
        self.screen = screen

    def send(self, action_text: str) -> None:
        self.link.act(action_text)
        self.sending_for = 0.0

    # -- offers ----------------------------------------------------------------------------
    def _ask(self, question: str, yes: str, detail: str, then: Callable[[], None],
             no: str = "", otherwise: Callable[[], None] | None = None) -> None:
        screen = self.screen
        if screen is not None and screen.app is not None:
            screen.app.push(ConfirmDialog(question, then, yes=yes, no=no or _("Play on"),
                                          detail=detail, on_no=otherwise))

    def _offer(self, kind: str, waiting: str) -> None:
        if self.link.status.state != ONLINE or not self.link.friend_online:
            self._say(_("Your friend is away: ask again when they are back."))
            return
        self.link.offer(kind)
        self.asked.add(kind)
        self._say(waiting)

    def ask_takeback(self) -> None:
        self._ask(_("Ask your friend to take back your last move?"), _("Ask"),
                  _("If your friend agrees, the game goes back to before it."),
                  lambda: self._offer("takeback", _("Takeback asked: waiting for your friend")))

    def offer_draw(self) -> None:
        words = self.screen.draw_words if self.screen is not None else None
        if words is None:
            return
        self._ask(_(words.ask_friend), _(words.offer), _(words.if_friend_accepts),
                  lambda: self._offer("draw", _(words.waiting)))

    def ask_resign(self) -> None:
        self._ask(_("Resign this game?"), _("Resign"), _("Your friend will win the game."),
                  self.link.resign)

    def rematch(self) -> None:
        if "rematch" not in self.asked:
            self._offer("rematch", _("Rematch offered: waiting for your friend"))

    def pause_rows(self) -> list[tuple[str, object]]:
        return [(N_("Say to your friend"), self._quick)]

    def _quick(self) -> None:
        screen = self.screen
        if screen is not None and screen.app is not None:
            screen.app.push(QuickMessages(self._send_quick))

    def _send_quick(self, key: str) -> None:
        self.link.say(key)
        self._say(_("You said: {words}").format(words=_(QUICK[key])))

    def leave(self) -> None:
        """The screen closes for good: the seat stays ours, the connection goes."""
        self.link.leave()

    def _say(self, words: str) -> None:
        """A note to the player: on the game's screen, or over whatever covers it
        (the end card, a menu) so that it is seen."""
        screen = self.screen
        if screen is None:
            return
        if screen.app is not None and screen.app.top is not screen:
            screen.app.show_banner(words)
        else:
            screen.say(words)

    # -- the server's news ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        screen = self.screen
        if screen is None:
            return
        self.sending_for = self.sending_for + dt if self.link.sending else 0.0
        self.retry_waited += dt
        arrived = self.link.pump()
        for i, news in enumerate(arrived):
            if self.screen is not screen:
                self.link.put_back(arrived[i:])   # rebuilt: the new screen reads the rest
                return
            self._on(news)
        self.banner = self._banner()

    def _on(self, news: object) -> None:
        screen = self.screen
        assert screen is not None
        if isinstance(news, Played):
            e = news.entry
            screen.receive(e.seat, e.action, e.events, e.position)
            self.link.remember(force=not self.link.over)   # Continue shows the last play
        elif isinstance(news, Revealed):
            for ply, seat, action in news.entries:
                if 0 <= ply < len(screen.moves) and screen.moves[ply].player == seat:
                    screen.moves[ply] = type(screen.moves[ply])(seat, action)
        elif isinstance(news, Over):
            self.asked.clear()
            self.link.forget()               # a finished game leaves the Continue list
            if screen.state.outcome() is None and news.ending is not None:
                screen.end_by(news.ending)
        elif isinstance(news, Opened):
            self._reopen(news.snapshot)
        elif isinstance(news, Offered):
            self._offered(news.kind)
        elif isinstance(news, Answered):
            self._answered(news)
        elif isinstance(news, Said):
            if news.id in QUICK:
                self._say(_("Your friend says: {words}").format(words=_(QUICK[news.id])))
        elif isinstance(news, Presence):
            # away is the banner's to say, as long as it lasts; back, only after away
            if news.online and self.friend_here is False:
                self._say(_("Your friend is back"))
            self.friend_here = news.online
        elif isinstance(news, Connection):
            self.retry_waited = 0.0               # each status starts its own wait
            if news.status.state == ONLINE:
                self._say(_("Connected again"))
        elif isinstance(news, Failed):
            self._say(news.message)

    def _reopen(self, snapshot: Snapshot) -> None:
        """The server showed the whole game again: the screen is made from it,
        unless it shows exactly that already (a reconnection that missed nothing)."""
        screen = self.screen
        assert screen is not None and screen.app is not None
        mine = [(m.player, m.text) for m in screen.moves]
        told = [(e.seat, e.action) for e in snapshot.entries]
        if snapshot.outcome is None:
            self.link.remember(force=True)   # a game to come back to (a rematch too)
        if snapshot.number == self.number and screen.state.to_text() == snapshot.position \
                and len(mine) <= len(told) and told[len(told) - len(mine):] == mine:
            return
        self.number = snapshot.number
        fresh = self.rebuild(snapshot)
        fresh.connect(self)
        app = screen.app
        while app.top is not screen and len(app.stack) > 1:
            app.pop()                         # a question or menu over the old screen
        app.replace(fresh)
        if self.carried:
            fresh.say(self.carried)
            self.carried = ""

    def _offered(self, kind: str) -> None:
        words = self.screen.draw_words if self.screen is not None else None
        if kind == "draw" and words is not None:
            question, yes, detail = _(words.friend_offers), _(words.accept), _(words.ends)
        elif kind == "takeback":
            question, yes = _("Your friend asks to take back their last move. Allow it?"), \
                _("Allow")
            mine_since = self.screen is not None and bool(self.screen.moves) \
                and self.screen.moves[-1].player == self.screen.setup.own_side
            detail = _("The game goes back to before their move: your move since is taken "
                       "back too.") if mine_since else _("The game goes back to before their move.")
        elif kind == "rematch":
            question, yes = _("Your friend wants a rematch, sides swapped. Play again?"), \
                _("Play again")
            detail = ""
        else:
            return
        self._ask(question, yes, detail, lambda: self.link.answer(kind, True),
                  no=_("Decline"), otherwise=lambda: self.link.answer(kind, False))

    def _answered(self, news: Answered) -> None:
        """Both seats hear every answer: the one who asked hears the friend's, the
        one who answered is told what they did."""
        ours = news.kind in self.asked
        self.asked.discard(news.kind)
        words = self.screen.draw_words if self.screen is not None else None
        if news.lapsed:
            return
        if news.kind == "takeback" and news.accept:
            # the game is shown again from before the move: the note goes with it
            self.carried = _("Your friend allows the takeback") if ours \
                else _("You allowed the takeback")
        elif news.accept:
            return                              # the game ends, or the rematch begins
        elif news.kind == "draw" and words is not None:
            self._say(_(words.friend_declines) if ours else _(words.you_decline))
        elif news.kind == "takeback":
            self._say(_("Your friend declines the takeback") if ours
                      else _("You declined the takeback"))
        elif news.kind == "rematch":
            self._say(_("Your friend declines the rematch") if ours
                      else _("You declined the rematch"))

    # -- the banner ---------------------------------------------------------------------------
    def _banner(self) -> str:
        status = self.link.status
        if status.state == RECONNECTING:
            left = math.ceil((status.delay or 0.0) - self.retry_waited)
            if left >= 1:
                # TRANSLATORS: {n} counts down the seconds to the next try
                return _("Connection lost: trying again in {n} s…").format(n=left)
            return _("Connection lost: reconnecting…")
        if status.state == CONNECTING:
            return _("Connecting to the server…")
        if status.state == CLOSED:
            return _("Disconnected: {reason}").format(reason=reason_words(status.reason))
        if not self.link.friend_online:
            return _("Your friend is away: the game waits for them")
        if self.link.sending and self.sending_for >= SENDING_NOTE:
            return _("Sending your move…")
        return ""

    def draw(self, surface: pygame.Surface, midbottom: tuple[int, int]) -> int:
        """The banner, its foot at ``midbottom`` (where the game's messages sit);
        the height it takes, so the messages stand above it."""
        if not self.banner:
            return 0
        size = fit_size(self.banner, 18, "ui-semibold", 560, 12)
        width = theme.font(size, "ui-semibold").size(self.banner)[0] + 40
        card = pygame.Rect(0, 0, width, BANNER_H)
        card.midbottom = midbottom
        warn = self.link.status.state != ONLINE
        draw_panel(surface, card, border=theme.DANGER if warn else theme.GOLD, alpha=255,
                   radius=10)
        blit_text(surface, self.banner, size, card.center, kind="ui-semibold",
                  color=theme.INK, anchor="center")
        return BANNER_H + 8
