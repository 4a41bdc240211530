"""The Trojan War's two full-screen moments: passing the controls in hot-seat
(so the second player never sees the first one's hidden picks) and the final
result on the shared end card.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.troy import data as D
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.menus.pause import PauseScene
from scenes.troy.layout import SIDE_INK
from scenes.troy.table import draw_horse
from scenes.troy.words import horse_sum, minus_signs, mod_label, signed, vp_words
from scenes.ui.hints import Hint, HintBar, bumped, device_of
from scenes.ui.result_card import CARD_W, ResultCard
from scenes.ui.widgets import (
    Backdrop,
    Color,
    FocusList,
    Item,
    blit_text,
    draw_panel,
    fit_size,
    wrap_text,
)

PASS_W = 760
PASS_TEXT_TOP, PASS_LINE = 100, 28   # the message under the title, in the card
PASS_GAP, PASS_PAD = 28, 30          # text to Ready button, Ready button to the card's edge


class PassScene(Scene):
    """Opaque: hides the board until the named player says they are ready."""

    def __init__(self, side: int, why: str, on_ready: Callable[[], None],
                 on_menu: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.side, self.why, self.on_ready = side, why, on_ready
        self.on_menu = on_menu      # the game's pause menu (with its Resign)
        self.backdrop = Backdrop(seed=11)
        self.list = FocusList([Item(self._ready_label(), self._ready)], top=430, width=560,
                              row_h=70)
        self.card, self.lines = self.layout()
        self.hints = HintBar([Hint("Enter", "A", N_("Ready"), Act.CONFIRM),
                              Hint("P", "Start", N_("Menu"), Act.MENU)])

    def _ready_label(self) -> str:
        return (_("I am the Greek player \u2014 ready"),
                _("I am the Trojan player \u2014 ready"))[self.side]

    def language_changed(self) -> None:
        self.list.items[0].label = self._ready_label()
        self.card, self.lines = self.layout()

    def _ready(self) -> None:
        assert self.app is not None
        self.app.pop()
        self.app.play_sound("menu")
        self.on_ready()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act == Act.MENU:
            assert self.app is not None
            if self.on_menu is not None:
                self.on_menu()
            else:
                self.app.push(PauseScene("troy"))
        elif action.act == Act.CONFIRM and action.pos is None:
            self._ready()
        else:
            self.list.handle(action)

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.list.update(dt)

    def layout(self) -> tuple[pygame.Rect, list[str]]:
        """The card sized to its text, with the Ready button right under the text."""
        # TRANSLATORS: {why} is a sentence such as "Choose your heroes in secret."
        look_away = (_("{why} Trojan player: please look away until the heroes are revealed."),
                     _("{why} Greek player: please look away until the heroes are revealed."))
        lines = wrap_text(look_away[self.side].format(why=_(self.why)), theme.font(20),
                          PASS_W - 80)
        text_bottom = PASS_TEXT_TOP + PASS_LINE * len(lines)
        h = text_bottom + PASS_GAP + self.list.row_h - 12 + PASS_PAD
        card = pygame.Rect(0, 0, PASS_W, h)
        card.center = (theme.WIDTH // 2, (theme.HEIGHT - 44) // 2)
        self.list.top = card.top + text_bottom + PASS_GAP
        return card, lines

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        card, lines = self.card, self.lines
        draw_panel(surface, card, border=SIDE_INK[self.side], alpha=245)
        title = (_("Pass the controls to the Greek player"),
                 _("Pass the controls to the Trojan player"))[self.side]
        size = fit_size(title, 40, "title-bold", PASS_W - 40, floor=24)
        blit_text(surface, title, size,
                  (card.centerx, card.top + 34), kind="title-bold", color=SIDE_INK[self.side],
                  anchor="midtop")
        y = card.top + PASS_TEXT_TOP
        for line in lines:
            blit_text(surface, line, 20, (card.centerx, y), anchor="midtop")
            y += PASS_LINE
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))


class TroyResultScene(ResultCard):
    """Troy's end card: the Horse, who won, and the Horse roll that decided it."""

    def __init__(self, winner: int | None, reason: str, vp: int,
                 horse: tuple[int, int, list[tuple[str, int]]] | None,
                 rematch: Callable[[], None], title: str | None,
                 view: Callable[[], None] = lambda: None, resigned: str | None = None) -> None:
        """``title``: the headline the play screen speaks to the player with
        (scenes/play.headline); None names the winning side. ``resigned``: the
        resignation said to the person (scenes/play.resign_line), if any."""
        super().__init__("troy", rematch, view)
        self.winner, self.reason, self.vp, self.horse = winner, reason, vp, horse
        self.title, self.resigned = title, resigned

    def headline(self) -> str:
        if self.title is not None:
            return self.title
        if self.winner is None:
            return _("A draw")
        return (_("The Greeks win"), _("The Trojans win"))[self.winner]

    def explanation(self) -> list[str]:
        lines = []
        if self.horse is not None:
            die, total, mods = self.horse
            # TRANSLATORS: {sum} is the roll written term by term, e.g. "3 + 2 + 1 − 2 = 4"
            lines.append(_("The Horse roll: {sum} (needed {target} or more).").format(
                sum=horse_sum(die, mods, total), target=D.HORSE_TARGET))
        if self.reason == "resign" and self.resigned:
            lines.append(self.resigned)
        elif self.reason == "resign":
            lines.append((_("The Trojans resigned."), _("The Greeks resigned."))[self.winner]
                         if self.winner is not None else _("A side resigned."))
        elif self.reason == "horse":
            lines.append(_("The Horse entered Troy: the city falls and the Greeks win."))
        elif self.reason == "vp":
            # TRANSLATORS: {lead} is the track as the screen says it ("Trojans lead by 4")
            lines.append(_("The Horse stayed outside and the Trojans lead on the track "
                           "({lead}): Troy holds and the Trojans win.").format(
                               lead=vp_words(self.vp)))
        else:
            lines.append(_("The Horse stayed outside, but the Trojans do not lead on the "
                           "track ({lead}): neither side prevails. The Greeks win only by "
                           "taking Troy.").format(lead=vp_words(self.vp)))
        return lines

    def headline_text(self) -> str:
        return self.headline()

    def reason_lines(self) -> list[str]:
        return self.explanation()

    def small_print(self) -> str:
        """The Horse modifiers, broken into lines between items only, so a value
        such as '\u22121' never sits alone on a line."""
        if self.horse is None:
            return ""
        # TRANSLATORS: a Horse modifier and what it adds, e.g. "Hector is alive −2"
        items = [_("{modifier} {value}").format(modifier=minus_signs(mod_label(label)),
                                                value=signed(v))
                 for label, v in self.horse[2]]
        return "\n".join(pack_items(items, theme.font(16), CARD_W - 90))

    def accent(self) -> Color:
        return theme.GOLD if self.winner is None else SIDE_INK[self.winner]

    def draw_emblem(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        draw_horse(surface, center, 44, self.accent())


def pack_items(items: list[str], fnt: pygame.font.Font, width: int) -> list[str]:
    """Items packed into lines no wider than ``width``, each item whole, set apart by
    a middle dot (each begins as a sentence does: "Hector is alive −2 · The Sinon
    event came up +1")."""
    lines: list[str] = []
    for item in items:
        # TRANSLATORS: two items of a list side by side, set apart by a middle dot:
        # "Hector is alive −2 · The Sinon event came up +1"
        trial = _("{first} \u00b7 {second}").format(first=lines[-1], second=item) \
            if lines else item
        if lines and fnt.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(item)
    return lines
