"""What the Essentia screens share: the panel's place, who plays a side and
the turn card; and ``TableScene``, the setup screen's base: the board, its
cursor, the animation queue, the computer's turn (scenes/ui/thinking.py),
undo and saves. (The play screen stands on the shared scenes/play.py.)

During setup the game is saved (scenes/core/saves.py) after every placement
and when the scene closes, so a closed window loses nothing; the demo (no
person at the screen) never saves.

Setup input: MENU and HELP always work (animations never block the pause
menu or quitting); cursor moves always work; placing and UNDO wait until
animations end.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

import pygame

from game.essentia import EssentiaState
from game.essentia.layout import INDEX
from scenes.art import essentia as essentia_art
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import _
from scenes.core.saves import SavedGame, clear_save, write_save
from scenes.essentia.board import BoardView
from scenes.essentia.panel import blit_fit
from scenes.games import GameSetup
from scenes.menus.pause import PauseScene
from scenes.menus.rules_reader import RulesScene
from scenes.play import computer_for
from scenes.ui.anim import Animator
from scenes.ui.thinking import Thinker, draw_spinner
from scenes.ui.toast import TOAST_SECONDS, Toast
from scenes.ui.widgets import Backdrop, draw_panel

SIDE_COLORS = (theme.SIDE_LIGHT, theme.SIDE_DARK)
DIRECTIONS = (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT)
PANEL = pygame.Rect(664, 18, 596, 640)
# Messages sit over the foot of the panel (the move list in play): clear of the board and
# the buttons, on both the set-up and the play screen.
TOAST_MIDBOTTOM = (PANEL.centerx, PANEL.bottom - 74)


def who_label(setup: GameSetup, player: int) -> str:
    """'You', 'Computer' or 'Player 1/2': the person behind a side."""
    if setup.vs_computer:
        return _("You") if player == setup.human_side else _("Computer")
    return _("Player {n}").format(n=player + 1)


def draw_turn_card(surface: pygame.Surface, rect: pygame.Rect, side: int | None, news: str,
                   who: str, thinking: bool, t: float) -> None:
    """Whose turn: side colour band, golem icon, the news ("Dawn to move") and who
    plays it (or that the computer is thinking)."""
    draw_panel(surface, rect, border=SIDE_COLORS[side] if side is not None else theme.GOLD)
    if side is None:
        return
    band = pygame.Rect(rect.left + 3, rect.top + 3, 10, rect.h - 6)
    pygame.draw.rect(surface, SIDE_COLORS[side], band, border_radius=4)
    bob = 3 * math.sin(t * 3)
    icon = essentia_art.golem(side, 70)
    surface.blit(icon, icon.get_rect(center=(rect.left + 60, rect.centery + bob)))
    room = rect.w - 130
    blit_fit(surface, news, 34, (rect.left + 110, rect.top + 12), room, kind="title-bold",
             color=SIDE_COLORS[side])
    if thinking:
        who = _("The computer is thinking")     # the spinner says it is still at it
        draw_spinner(surface, (rect.right - 36, rect.centery), t, 16)
        room -= 40
    blit_fit(surface, who, 20, (rect.left + 112, rect.top + 58), room, kind="ui-semibold",
             color=theme.INK)


class TableScene(Scene):
    """Board + side panel base: subclasses decide what CONFIRM on a cell does."""

    def __init__(self, setup: GameSetup, state: EssentiaState) -> None:
        super().__init__()
        self.setup, self.state = setup, state
        self.board = BoardView(flipped=setup.vs_computer and setup.human_side == 1)
        self.animator = Animator()
        self.backdrop = Backdrop(seed=11, motes=30)
        self.cursor = INDEX["e5"]
        self.t = 0.0
        self.toast = Toast()
        self.thinker = Thinker()
        self.player = computer_for(setup) if setup.vs_computer else None
        self.movers: list[int] = []

    # -- helpers -----------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Animations are playing: game-changing input waits."""
        return not self.animator.idle

    def human_turn(self) -> bool:
        side = self.state.to_move()
        return side is not None and self.setup.is_human(side)

    def can_undo(self) -> bool:
        """A person has made an action here that undo would take back."""
        return any(self.setup.is_human(side) for side in self.movers)

    def has_person(self) -> bool:
        """Someone at the screen plays (not the computer against itself)."""
        return self.setup.human_side is not None or not self.setup.vs_computer

    def say(self, message: str, seconds: float = TOAST_SECONDS) -> None:
        self.toast.say(message, seconds)

    def sound(self, name: str) -> None:
        if self.app is not None:
            self.app.play_sound(name)

    def finish_animations(self) -> None:
        """Skip to the end of every queued effect (their sounds and callbacks run)."""
        self.animator.finish()

    # -- common input --------------------------------------------------------------
    def handle_common(self, action: InputAction) -> bool:
        """Menu, rules, cursor movement and pointing; True if the action was used."""
        a = action.act
        if a == Act.MENU:
            self.open_pause()
            return True
        if a == Act.HELP:
            assert self.app is not None
            self.app.push(RulesScene("essentia"))
            return True
        if a in DIRECTIONS:
            self.cursor = self.board.step(self.cursor, a)
            return True
        if a == Act.POINT:
            cell = self.board.cell_at(action.pos)
            if cell is not None:
                self.cursor = cell
            return True
        return False

    def open_pause(self) -> None:
        assert self.app is not None
        self.app.push(PauseScene("essentia", self.pause_extras()))

    def pause_extras(self) -> list[tuple[str, object]]:
        return [(_("Undo"), self.undo)]

    # -- computer --------------------------------------------------------------------
    def update_computer(self, dt: float) -> None:
        """Start or collect the computer's choice; never blocks the frame."""
        if self.player is None or self.busy or self.human_turn() or self.state.to_move() is None:
            return
        if not self.thinker.busy:
            self.thinker.start(self.player, self.state)
            return
        ready, action = self.thinker.poll(dt)
        if ready:
            self.computer_plays(action)

    def computer_plays(self, action: Hashable) -> None:
        raise NotImplementedError

    @property
    def thinking(self) -> bool:
        return self.thinker.busy

    def cancel_thinking(self) -> None:
        self.thinker.cancel()

    def exit(self) -> None:
        self.cancel_thinking()
        self.save_game()

    # -- saving ------------------------------------------------------------------------
    def save_extra(self) -> dict[str, Any]:
        """What the screen needs besides the position to retell the game (JSON)."""
        return {}

    def save_game(self) -> None:
        """Keep the game in progress, or forget it once it is over; only when a
        person plays, so the demo never touches a player's save."""
        if self.app is None or not self.has_person():
            return
        if self.state.outcome() is not None:
            clear_save(self.app, self.setup.game)
        else:
            write_save(self.app, SavedGame(self.setup, self.state.to_text(), self.save_extra()))

    # -- undo ------------------------------------------------------------------------
    def record(self, side: int) -> None:
        """Note who made the action just played (for undo against the computer)."""
        self.movers.append(side)

    def undo_plies(self) -> int:
        """Take back the last human action and the computer's replies after it.

        Only actions played in this scene are taken back. Returns how many
        (0: nothing to undo).
        """
        humans = [i for i, side in enumerate(self.movers) if self.setup.is_human(side)]
        if not humans:
            return 0
        self.cancel_thinking()
        n = 0
        while len(self.movers) > humans[-1]:
            self.state.undo()
            self.movers.pop()
            n += 1
        return n

    def undo(self) -> None:
        raise NotImplementedError

    # -- drawing pieces ----------------------------------------------------------------
    def draw_turn_card(self, surface: pygame.Surface, rect: pygame.Rect, side: int | None,
                       news: str) -> None:
        thinking = self.thinking and not self.human_turn()
        who = who_label(self.setup, side) if side is not None else ""
        draw_turn_card(surface, rect, side, news, who, thinking, self.t)

    def draw_toast(self, surface: pygame.Surface) -> None:
        """Over the foot of the panel, as in play: clear of the board."""
        self.toast.draw(surface, TOAST_MIDBOTTOM)

    def tick(self, dt: float) -> None:
        self.t += dt
        self.toast.update(dt)
        self.backdrop.update(dt)
        self.animator.update(dt)
