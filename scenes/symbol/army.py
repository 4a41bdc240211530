"""Choosing the armies: unit counts per element within the box's limits.

The basic army (or, with unlimited forces, the most even one) is preset and
the focus rests on Confirm, so one press takes it. Player 1 chooses first;
player 2 then sees the limits left by that choice. The computer takes the
most even army allowed.
"""

from __future__ import annotations

import pygame

from game.symbol import Army, SymbolState
from game.symbol.pieces import LEADER, LETTERS, UNIT_LETTERS
from game.symbol.state import ARMY_UNITS, BASIC_ARMY, BOX_PER_COLOUR
from scenes.art import symbol as symbol_art
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.games import GameSetup
from scenes.menus.pause import PauseScene
from scenes.menus.rules_reader import RulesScene
from scenes.symbol.ai import balanced_army
from scenes.symbol.board import draw_emblem
from scenes.symbol.panel import MOVES
from scenes.symbol.play import SymbolPlayScene
from scenes.symbol.save import save_armies
from scenes.symbol.words import piece_name, side_name
from scenes.ui.widgets import (
    Backdrop,
    FocusList,
    Hint,
    HintBar,
    Item,
    blit_text,
    bumped,
    device_of,
    draw_panel,
    draw_title,
    wrap_text,
)

KINDS = UNIT_LETTERS


class SymbolArmyScene(Scene):
    """One side at a time picks its units; then the board opens."""

    def __init__(self, setup: GameSetup, state: SymbolState, start: str | None = None,
                 choices: list[str] | None = None) -> None:
        super().__init__()
        self.setup, self.state = setup, state
        # the game's first position and the armies chosen since, for the save
        self.start = state.to_text() if start is None else start
        self.choices: list[str] = list(choices or [])
        self.backdrop = Backdrop(seed=17)
        self.t = 0.0
        self.wait = 0.0
        self.message = ""
        self._build()

    @property
    def player(self) -> int:
        return self.state.side

    def _build(self) -> None:
        """The rows, buttons and hints for the side choosing now, in the current language."""
        self.hints = HintBar([Hint("\u2191\u2193", "D-pad", N_("Move")),
                              Hint("\u2190\u2192", "D-pad", N_("Fewer / more")),
                              Hint("Enter", "A", N_("Select")),
                              Hint("F1", "Back", N_("Rules"), Act.HELP),
                              Hint("P", "Start", N_("Menu"), Act.MENU)])
        self.limits = self.state.army_limits(self.player)
        self.size = self.state.army_size()
        preset = balanced_army(self.state)
        self.rows: list[Item] = []
        for i, k in enumerate(KINDS):
            item = Item(piece_name(k), choices=[(n, str(n)) for n in range(self.limits[i] + 1)],
                        on_change=lambda _v: self._changed())
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
        self.heading = (_("{side} (computer) chooses {count} units") if self.computer_turn()
                        else _("{side} chooses {count} units")).format(
            side=side_name(self.player), count=self.size)
        self._changed()

    def language_changed(self) -> None:
        """Rebuild the rows in the new language, keeping the counts chosen so far."""
        units = self.units()
        self._build()
        for row, n in zip(self.rows, units, strict=True):
            row.set_value(n)
        self._changed()

    def units(self) -> tuple[int, ...]:
        return tuple(int(r.value) for r in self.rows)

    def _changed(self) -> None:
        total = sum(self.units())
        self.confirm.enabled = total == self.size
        self.confirm.detail = ""
        self.message = "" if total == self.size else (
            _("Choose exactly {size} units ({total} now).").format(size=self.size, total=total))
        if self.app is not None:
            self.app.play_sound("menu")

    def _preset(self) -> None:
        for r, n in zip(self.rows, balanced_army(self.state), strict=True):
            r.set_value(n)
        self._changed()
        self.list.focus_on(self.confirm.label)

    def _confirm(self) -> None:
        units = self.units()
        if Army(units) not in self.state.legal_actions():
            self.message = _("That army is not allowed.")
            return
        self._choose(units)

    def _choose(self, units: tuple[int, ...]) -> None:
        """Take ``units`` as the mover's army, keep it in the save, and go on."""
        self.choices.append(self.state.action_text(Army(units)))
        self.state.play(Army(units))
        self._save()
        self._next()

    def _save(self) -> None:
        save_armies(self.app, self.setup, self.start, self.choices)

    def _next(self) -> None:
        assert self.app is not None
        if not self.state.pending[self.state.side]:
            self.app.replace(SymbolPlayScene(self.setup, self.state))
            return
        self._build()
        self.wait = 0.0

    def exit(self) -> None:
        """A closed window or a quit to the menu keeps the armies chosen so far."""
        if self.state.to_move() is not None and self.state.pending[self.state.side]:
            self._save()

    def computer_turn(self) -> bool:
        return not self.setup.is_human(self.player)

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        assert self.app is not None
        if action.act in (Act.MENU, Act.CANCEL):
            self.app.push(PauseScene("symbol"))
        elif action.act == Act.HELP:
            self.app.push(RulesScene("symbol"))
        elif not self.computer_turn():
            self.list.handle(action)

    def update(self, dt: float) -> None:
        self.t += dt
        self.backdrop.update(dt)
        self.list.update(dt)
        if self.computer_turn() and self.app is not None:
            self.wait += dt
            if self.wait > 0.6:
                self._choose(balanced_army(self.state))

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, _("Choose your army"), 24, size=52)
        p = self.player
        draw_emblem(surface, p, (140, 135), 30)
        blit_text(surface, self.heading, 24, (160, 121), kind="ui-bold")
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
        self.hints.draw(surface, device_of(self.app))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        panel = pygame.Rect(790, 110, 450, 520)
        draw_panel(surface, panel)
        x, y = panel.left + 22, panel.top + 18
        total = sum(self.units())
        col = theme.GOOD if total == self.size else theme.DANGER
        blit_text(surface, _("{total} / {size} units").format(total=total, size=self.size), 30,
                  (x, y), kind="title-bold", color=col)
        y += 50
        p = self.player
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
