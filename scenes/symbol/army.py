"""Choosing the armies: unit counts per element within the box's limits.

The basic army (or, with unlimited forces, the most even one) is preset and
the focus rests on Confirm, so one press takes it. Player 1 chooses first;
player 2 then sees the limits left by that choice. The computer takes the
most even army allowed.

The screen stands on the play base (scenes/play.py) like the board after it:
the choices are the game's first actions, saved as the start position and the
choices so far, and online the friend's choice arrives from the server. There
is no undo, offer or resignation before the board opens.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.common import Event
from game.symbol import Army, SymbolState
from game.symbol.pieces import LEADER, LETTERS, UNIT_LETTERS
from game.symbol.state import ARMY_UNITS, BASIC_ARMY, BOX_PER_COLOUR
from scenes.art import symbol as symbol_art
from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.core.i18n import N_, _
from scenes.core.replay import Move
from scenes.games import GameSetup
from scenes.play import PlayScreen
from scenes.symbol.ai import balanced_army
from scenes.symbol.board import draw_emblem
from scenes.symbol.panel import MOVES
from scenes.symbol.play import SymbolPlayScene
from scenes.symbol.words import piece_name, side_name
from scenes.ui.hints import Hint
from scenes.ui.thinking import draw_spinner
from scenes.ui.widgets import (
    Backdrop,
    FocusList,
    Item,
    blit_text,
    draw_panel,
    draw_title,
    wrap_text,
)

KINDS = UNIT_LETTERS


ARMY_HINTS = (Hint("\u2191\u2193", "D-pad", N_("Move")),
              Hint("\u2190\u2192", "D-pad", N_("Fewer / more")),
              Hint("Enter", "A", N_("Select")),
              Hint("F1", "Back", N_("Rules"), Act.HELP),
              Hint("P", "Start", N_("Menu"), Act.MENU))


class SymbolArmyScene(PlayScreen):
    """One side at a time picks its units; then the board opens."""

    draw_word = None

    def __init__(self, setup: GameSetup, state: SymbolState, start: str | None = None,
                 moves: Sequence[Move] = ()) -> None:
        super().__init__(setup, state, start_text=start, moves=moves)
        self.state: SymbolState
        self.coach = None            # the armies are a matter of taste: no hint
        self.backdrop = Backdrop(seed=17)
        self.wait = 0.0
        self.message = ""
        self.chooser = -1            # the side whose rows are built
        self._build()

    @property
    def player(self) -> int:
        return self.state.side

    @property
    def choices(self) -> list[str]:
        """The armies chosen so far, in notation."""
        return [m.text for m in self.moves]

    @property
    def hints(self) -> object:
        return self.hint_bar

    def _build(self) -> None:
        """The rows and buttons for the side choosing now, in the current language."""
        self.chooser = self.player
        self.limits = self.state.army_limits(self.player)
        self.size = self.state.army_size()
        preset = balanced_army(self.state)
        self.rows: list[Item] = []
        for i, k in enumerate(KINDS):
            item = Item(piece_name(k), choices=[(n, str(n)) for n in range(self.limits[i] + 1)],
                        on_change=lambda _v: self._rows_changed())
            item.set_value(preset[i])
            self.rows.append(item)
        each = BASIC_ARMY[0]
        basic = self.size == ARMY_UNITS and all(
            n >= m for n, m in zip(self.limits, BASIC_ARMY, strict=True))
        # once the other side took more than 3 of a colour, 3 of each is no longer possible
        self.preset_item = Item(_("Basic army ({count} of each)").format(count=each) if basic
                                else _("Even army"), self._preset)
        self.confirm = Item(_("Confirm"), self._confirm)
        self.list = FocusList([*self.rows, self.preset_item, self.confirm], center_x=430,
                              top=170, width=620, row_h=62, style="form")
        self.list.focus_on(self.confirm.label)
        if self.computer_turn():
            heading = _("{side} (computer) chooses {count} units")
        elif not self.setup.is_human(self.player):
            heading = _("{side} (your friend) chooses {count} units")
        else:
            heading = _("{side} chooses {count} units")
        self.heading = heading.format(side=side_name(self.player), count=self.size)
        mine = self.setup.is_human(self.player)
        for item in (*self.rows, self.preset_item, self.confirm):
            item.enabled = mine and item.enabled
        self._rows_changed()

    def language_changed(self) -> None:
        """Rebuild the rows in the new language, keeping the counts chosen so far."""
        units = self.units()
        self._build()
        for row, n in zip(self.rows, units, strict=True):
            row.set_value(n)
        self._rows_changed()

    def units(self) -> tuple[int, ...]:
        return tuple(int(r.value) for r in self.rows)

    def _rows_changed(self) -> None:
        total = sum(self.units())
        self.confirm.enabled = total == self.size and self.setup.is_human(self.player)
        self.confirm.detail = ""
        self.message = "" if total == self.size else (
            _("Choose exactly {size} units ({total} now).").format(size=self.size, total=total))
        if self.app is not None:
            self.app.play_sound("menu")

    def _preset(self) -> None:
        for r, n in zip(self.rows, balanced_army(self.state), strict=True):
            r.set_value(n)
        self._rows_changed()
        self.list.focus_on(self.confirm.label)

    def _confirm(self) -> None:
        units = self.units()
        if Army(units) not in self.state.legal_actions():
            self.message = _("That army is not allowed.")
            return
        if self.can_act():
            self.play(Army(units))

    # -- the play base's hooks -----------------------------------------------------------
    def state_changed(self) -> None:
        """An army was chosen (here or by the friend): the next side's rows, or the board."""
        self.wait = 0.0
        if self.app is not None and self.state.to_move() is not None \
                and not self.state.pending[self.state.side]:
            self.app.replace(self.carry_to(SymbolPlayScene(self.setup, self.state)))
        elif self.chooser != self.player:
            self._build()

    def show_events(self, events: list[Event]) -> None:
        """Choosing an army shows nothing but the next rows."""

    def offers_open(self) -> bool:
        return False                 # no draw or resignation before the board opens

    def can_undo(self) -> bool:
        return False

    def hint_list(self) -> Sequence[Hint]:
        return ARMY_HINTS[3:] if self.chosen_elsewhere() else ARMY_HINTS

    def computer_turn(self) -> bool:
        return self.setup.vs_computer and not self.setup.is_human(self.player)

    def handle_play(self, action: InputAction) -> None:
        if action.act == Act.CANCEL:
            self.open_pause()
        elif self.can_act():
            self.list.handle(action)

    def _update_computer(self, dt: float) -> None:
        """The computer takes the most even army after a short pause."""
        if self.computer_turn():
            self.wait += dt
            if self.wait > 0.6:
                self.play(Army(balanced_army(self.state)))

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.list.update(dt)
        super().update(dt)

    def chosen_elsewhere(self) -> bool:
        """The side choosing now is the friend's or the computer's: their counts are
        not shown before they are made (only the rows of a side at this screen are)."""
        return not self.setup.is_human(self.player)

    def draw_play(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, _("Choose your army"), 24, size=52)
        p = self.player
        draw_emblem(surface, p, (140, 135), 30)
        blit_text(surface, self.heading, 24, (160, 121), kind="ui-bold")
        if self.chosen_elsewhere():
            self._draw_waiting(surface)
            self._draw_summary(surface)
            return
        self.list.draw(surface)
        for i, k in enumerate(KINDS):
            r = self.list.rects()[i]
            img = symbol_art.symbol_piece(k, p, 40)
            surface.blit(img, img.get_rect(midleft=(r.left + 170, r.centery)))
            focused = self.list.focused is self.rows[i]
            # TRANSLATORS: the most units of this kind the box still allows
            blit_text(surface, _("max {count}").format(count=self.limits[i]), 16,
                      (r.left + 222, r.centery),
                      color=theme.INK if focused else theme.INK_FAINT, anchor="midleft")
        self._draw_summary(surface)
        if self.message:
            blit_text(surface, self.message, 20, (430, 640), color=theme.DANGER,
                      anchor="center")

    def _draw_waiting(self, surface: pygame.Surface) -> None:
        """In place of the rows: who is choosing, and within which limits."""
        card = pygame.Rect(0, 0, 620, 220)
        card.midtop = (430, 190)
        draw_panel(surface, card, alpha=235)
        words = _("Waiting for the computer's army…") if self.computer_turn() \
            else _("Waiting for your friend's army…")
        blit_text(surface, words, 26, (card.centerx + 16, card.top + 40), kind="ui-semibold",
                  anchor="midtop")
        width = theme.font(26, "ui-semibold").size(words)[0]
        draw_spinner(surface, (card.centerx + 16 - width // 2 - 22, card.top + 55), self.t, 10)
        # the box's limits they choose within, one piece beside each
        step = (card.width - 40) // len(KINDS)
        for i, k in enumerate(KINDS):
            cx = card.left + 20 + step * i + step // 2
            img = symbol_art.symbol_piece(k, self.player, 40)
            surface.blit(img, img.get_rect(midtop=(cx, card.top + 100)))
            blit_text(surface, _("max {count}").format(count=self.limits[i]), 16,
                      (cx, card.top + 150), color=theme.INK_DIM, anchor="midtop")

    def _draw_summary(self, surface: pygame.Surface) -> None:
        panel = pygame.Rect(790, 110, 450, 520)
        draw_panel(surface, panel)
        x, y = panel.left + 22, panel.top + 18
        p = self.player
        if not self.chosen_elsewhere():
            total = sum(self.units())
            col = theme.GOOD if total == self.size else theme.DANGER
            blit_text(surface, _("{total} / {size} units").format(total=total, size=self.size),
                      30, (x, y), kind="title-bold", color=col)
            y += 50
            row_x = x
            for k, n in zip(KINDS, self.units(), strict=True):
                for _i in range(n):
                    surface.blit(symbol_art.symbol_piece(k, p, 30), (row_x, y))
                    row_x += 26
                    if row_x > panel.right - 50:
                        row_x = x
                        y += 32
            surface.blit(symbol_art.symbol_piece(LETTERS[LEADER], p, 30), (row_x + 6, y))
            y += 48
        blit_text(surface, _("How they move"), 22, (x, y), kind="title-bold", color=theme.GOLD)
        y += 34
        for k in reversed(LETTERS):
            surface.blit(symbol_art.symbol_piece(k, p, 26), (x, y - 2))
            blit_text(surface, _(MOVES[k]), 17, (x + 36, y + 2), color=theme.INK_DIM)
            y += 32
        y += 10
        other = 1 - p
        if not self.state.pending[other]:
            res = self.state.reserve(other)
            txt = " ".join(f"{k}{res.get(k, 0)}" for k in KINDS)
            # TRANSLATORS: {side} is the other player; {army} their units in notation
            note = _("{side} took: {army}").format(side=side_name(other), army=txt)
        elif "openpool" in self.state.flags:
            note = _("Open pool: no box limit per colour.")
        else:
            note = _("The box holds {count} of each colour for both armies.").format(
                count=BOX_PER_COLOUR)
        for line in wrap_text(note, theme.font(17), panel.right - 22 - x):
            blit_text(surface, line, 17, (x, y), color=theme.INK_DIM)
            y += 22
