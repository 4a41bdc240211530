"""Symbol on screen: one game from leader placement to the end card.

The play scene keeps the engine's state, the list of actions played, a
*shown* board for animation (scenes/symbol/fx.py), the computer player, and
the session around the game: undo, draw offers, resignation, saves and the
end card. Building the person's next action is the action builder's job
(scenes/symbol/building.py), driven by the controls (scenes/symbol/controls.py);
the context box says in words what is going on (scenes/symbol/context.py).
Every outcome, tie-break included, is the engine's.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.common import Event
from game.symbol import DETONATE, SIDE_NAMES, SymbolState
from game.symbol.board import NAMES, control_of, region_presence
from game.symbol.pieces import LETTERS
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.games import GameSetup, play_factory
from scenes.menus.pause import PauseScene
from scenes.menus.rules_reader import RulesScene
from scenes.symbol.ai import accepts_draw, make_computer
from scenes.symbol.board import BoardView, stack_image
from scenes.symbol.building import Action, ActionBuilder, action_cells
from scenes.symbol.context import ContextBox, compose, draw_context
from scenes.symbol.controls import (
    CONTEXT_BOTTOM,
    CONTEXT_TOP,
    PANEL_W,
    PANEL_X,
    Controls,
)
from scenes.symbol.end import SymbolEndScene, headline, leader_destroyed, reason_text
from scenes.symbol.fx import build, shown_of
from scenes.symbol.panel import (
    Chip,
    PlayerCard,
    draw_banner,
    draw_chip,
    draw_moves,
    draw_player_card,
    setup_text,
)
from scenes.symbol.save import Story
from scenes.symbol.save import save as save_game
from scenes.symbol.story import story
from scenes.ui.anim import Animator
from scenes.ui.move_list import MoveScroll
from scenes.ui.play_keys import (
    ANIMATING_HINTS,
    END_HINTS,
    MENU_HINT,
    RULES_HINT,
    UNDO_HINT,
    HintBars,
    is_skip,
)
from scenes.ui.thinking import Thinker
from scenes.ui.widgets import Backdrop, ConfirmDialog, Hint, HintBar, blit_text, device_of

#: (player, action, notation); an action of None is an earlier move shown only
History = list[tuple[int, Action | None, str]]
BANNER_TIME = 1.1


def undo_message(taken: list[int], vs_computer: bool) -> str:
    """What one press of Undo took back (``taken``: who played each action)."""
    if not vs_computer:
        return "Took back the last move."
    replies = len(taken) - 1
    if replies <= 0:
        return "Took back your move."
    return ("Took back your move and the computer's "
            + ("reply." if replies == 1 else f"{replies} replies."))


class SymbolPlayScene(Scene):
    """One game of Symbol from leader placement to the end screen."""

    def __init__(self, setup: GameSetup, state: SymbolState, tale: Story | None = None,
                 history: History | None = None, floor: int = 0) -> None:
        super().__init__()
        self.setup = setup
        self.state = state
        self.tale = tale if tale is not None else Story(state.to_text())
        self.sides = SIDE_NAMES
        flipped = setup.vs_computer and setup.human_side == 1
        self.view = BoardView(origin=(56, 46), cell=82, flipped=flipped)
        self.backdrop = Backdrop(seed=11, motes=30)
        self.shown = shown_of(state)
        self.animator = Animator(on_idle=self._after_animation)
        # a resumed game whose story could not be replayed shows its earlier moves with
        # no action, and undo stops at ``undo_floor``
        self.history: History = list(history or [])
        self.undo_floor = floor
        self.t = 0.0
        self.last_story = ""    # the last action in words, shown until the next one
        self.scroll = MoveScroll()
        self.thinker = Thinker()
        self.computer = make_computer(setup.difficulty, setup.seed) if setup.vs_computer else None
        self.ended = False
        self.destroyed = False  # a leader fell to an explosion (destroyed, not captured)
        self.banner = 0.0
        self.end_card: Scene | None = None
        self.hint_bars = HintBars()
        self.builder = ActionBuilder(state, self.sound)
        self.controls = Controls(self, self.builder)
        # what drawing shows, composed when something changes and in update
        self.context = ContextBox()
        self.cards: list[PlayerCard] = []
        self.control: list[int | None] = []
        self.board_marks: dict[int, str] = {}
        self.last_cells: list[int] = []
        self._after_animation()

    # -- what the scene shows its players (and tests) ------------------------------
    @property
    def side(self) -> int | None:
        return self.state.to_move()

    @property
    def cursor(self) -> int:
        return self.controls.cursor

    @cursor.setter
    def cursor(self, cell: int) -> None:
        self.controls.cursor = cell

    @property
    def chips(self) -> list[Chip]:
        return self.controls.chips

    def chip(self, key: str) -> Chip | None:
        return self.controls.chip(key)

    @property
    def mode(self) -> str:
        return self.builder.mode

    @property
    def dest(self) -> dict[int, list[Action]]:
        return self.builder.dest

    def marks(self) -> dict[int, str]:
        """Cell -> mark for the choice being built (none while the board waits)."""
        if self.busy() or not self.human_turn():
            return {}
        return self.builder.marks()

    def human_turn(self) -> bool:
        s = self.side
        return s is not None and self.setup.is_human(s)

    def has_person(self) -> bool:
        """Someone at the screen plays (not the computer against itself)."""
        return not self.setup.vs_computer or self.setup.human_side is not None

    def who(self, p: int) -> str:
        if not self.setup.vs_computer:
            return ""
        return "(you)" if p == self.setup.human_side else "(computer)"

    def actions_played(self) -> int:
        return len(self.history)

    def sound(self, name: str) -> None:
        if self.app is not None:
            self.app.play_sound(name)

    def busy(self) -> bool:
        return not self.animator.idle

    @property
    def task(self) -> Any:
        """The computer's thinking in progress, if any."""
        return self.thinker.task

    def tell(self, text: str) -> None:
        """Show ``text`` as what the last action did (a resumed game retells it)."""
        self.last_story = text
        self._compose()

    def session_chips(self) -> list[Chip]:
        """The buttons of the game around the board: undo, draw, resign, rules, menu."""
        playing = self.side is not None
        return [
            Chip("undo", "Undo", self.undo, enabled=self.can_undo()),
            Chip("draw", "Draw?", self.offer_draw, enabled=playing and self.human_turn()),
            # with the computer on both sides (the demo) nobody may resign
            Chip("resign", "Resign", self.ask_resign, enabled=playing and self.has_person(),
                 danger=True),
            Chip("rules", "Rules", self.rules),
            Chip("menu", "Menu", self.pause),
        ]

    # -- playing ------------------------------------------------------------------
    def play(self, action: Action) -> None:
        """Apply one action and queue its animation; input waits until it ends."""
        player = self.state.to_move()
        assert player is not None
        text = self.state.action_text(action)
        events = self.state.play(action)
        self.last_story = story(events, self.sides)
        self.history.append((player, action, text))
        self.controls.new_turn()
        self.scroll.follow()
        self.destroyed = leader_destroyed(events)
        self.save()
        steps = build(events, self.shown, self.view, self.sound, seed=len(self.history))
        for s in steps:
            self.animator.add(s)
        self.controls.refresh()
        self._compose()
        if not steps:
            self._after_animation()

    def _after_animation(self) -> None:
        self.shown = shown_of(self.state)
        self.builder.new_position()
        if self.state.outcome() is not None:
            self.finish()
            return
        if self.human_turn() and not self.setup.vs_computer and self.history:
            self.banner = BANNER_TIME
        if self.human_turn():
            self.controls.place_cursor()
        self.controls.refresh()
        self._maybe_think()
        self._compose()

    def _maybe_think(self) -> None:
        if self.computer is None or self.thinker.busy or self.ended:
            return
        if self.side is None or self.setup.is_human(self.side):
            return
        self.thinker.start(self.computer, self.state)

    def _poll_computer(self, dt: float) -> None:
        ready, action = self.thinker.poll(dt)
        if ready:
            assert isinstance(action, tuple)
            self.play(action)

    def _end_now(self, events: list[Event]) -> None:
        """A resignation or an agreed draw: the game ends on the board as it stands
        (an animation still playing jumps to its end first)."""
        self.thinker.cancel()
        self.last_story = story(events, self.sides)
        if self.animator.idle:
            self._after_animation()
        else:
            self.animator.finish()

    def finish(self) -> None:
        out = self.state.outcome()
        if self.ended or out is None:
            return
        self.ended = True
        self.thinker.cancel()
        self.save()
        self.controls.refresh()
        regions = (self.state.controlled_regions(0), self.state.controlled_regions(1))
        n = len(self.history)
        sub = (f"{n} action{'s' if n != 1 else ''} \u00b7 regions held "
               f"{regions[0]} to {regions[1]}")
        self.sound("win")
        self.end_card = SymbolEndScene(out, headline(out, self.sides, self.setup),
                                       reason_text(self.state, self.sides, self.destroyed),
                                       self.rematch, sub, self.view_board)
        self._compose()
        self.show_result()

    def show_result(self) -> None:
        """Open (or reopen, after looking at the board) the end card."""
        if self.app is not None and self.end_card is not None:
            self.app.push(self.end_card)

    def view_board(self) -> None:
        self.builder.message = "Game over: press Enter for the result."
        self._compose()

    def rematch(self) -> None:
        assert self.app is not None
        self.app.replace(play_factory("symbol")(self.setup))

    def exit(self) -> None:
        """Leaving the screen (menu, rematch, a closed window): stop thinking and
        keep the game for next time."""
        self.thinker.cancel()
        self.save()

    def save(self) -> None:
        """Keep the game in progress as it stands (a finished one is forgotten)."""
        save_game(self.app, self.setup, self.state, self.tale,
                  [(p, t) for p, _, t in self.history[self.undo_floor:]], over=self.ended)

    # -- the session's choices ----------------------------------------------------
    def ask_detonate(self, c: int) -> None:
        if self.app is None:
            return
        name = NAMES[c]
        self.app.push(ConfirmDialog(
            f"Detonate the death piece on {name}?", lambda: self.play((DETONATE, c)),
            yes="Detonate", no="Cancel",
            detail=f"Every piece on {name} and the eight cells around it is destroyed, "
                   "yours too. Death pieces in the blast explode in turn."))

    def ask_resign(self) -> None:
        if self.app is None or not self.has_person() or self.ended:
            return
        self.app.push(ConfirmDialog("Resign this game?", self.resign, yes="Resign",
                                    no="Play on"))

    def resign(self) -> None:
        """The person at the screen gives up (in hot-seat, the side to move)."""
        loser = self.side if not self.setup.vs_computer else self.setup.human_side
        if loser is None or self.state.outcome() is not None:
            return
        self._end_now(self.state.resign(loser))

    def offer_draw(self) -> None:
        if self.app is None or self.side is None:
            return
        if self.setup.vs_computer:
            computer = 1 - (self.setup.human_side or 0)
            if accepts_draw(self.state, computer):
                self.agree_draw()
            else:
                self.builder.message = "The computer declines the draw."
                self._compose()
            return
        other = self.sides[1 - self.side]
        self.app.push(ConfirmDialog(f"{other}, do you accept a draw?", self.agree_draw,
                                    yes="Accept draw", no="Decline",
                                    detail=f"{self.sides[self.side]} offers a draw."))

    def agree_draw(self) -> None:
        """Both sides agreed: the engine ends the game (with the tie-break, if on)."""
        if self.state.outcome() is None:
            self._end_now(self.state.agree_draw())

    def can_undo(self) -> bool:
        """Something of a person's to take back (the computer's opening is not)."""
        return not self.ended and any(self.setup.is_human(p)
                                      for p, _, _ in self.history[self.undo_floor:])

    def undo(self) -> None:
        """Take back the last action; against the computer, its replies too."""
        if not self.can_undo():
            return
        self.thinker.cancel()
        self.animator.clear()
        taken: list[int] = []
        while len(self.history) > self.undo_floor:
            player, _, _ = self.history.pop()
            self.state.undo()
            taken.append(player)
            if self.setup.is_human(player):
                break
        self.last_story = ""
        self.shown = shown_of(self.state)
        self.controls.new_turn()
        self.save()
        self.sound("menu")
        self._after_animation()
        self.builder.message = undo_message(taken, self.setup.vs_computer)
        self._compose()

    def rules(self) -> None:
        if self.app is not None:
            self.app.push(RulesScene("symbol"))

    def pause(self) -> None:
        if self.app is None:
            return
        extra: list[tuple[str, object]] = []
        if not self.ended:
            extra = [("Offer a draw", self.offer_draw), ("Resign", self.ask_resign)]
        self.app.push(PauseScene("symbol", extra))

    # -- input --------------------------------------------------------------------
    def handle(self, action: InputAction) -> None:
        a = action.act
        if a == Act.CLICK:
            hint = self.hints().hit(action.pos)
            if hint is not None:
                action = InputAction(hint, "mouse")
                a = hint
        if a == Act.MENU:
            self.pause()
        elif a == Act.HELP:
            self.rules()
        elif a == Act.SCROLL:
            self.scroll.scroll(action.value)
        elif self.ended:
            if a == Act.CONFIRM or (a == Act.CLICK and self.view.cell_at(action.pos) is not None):
                self.show_result()
        elif self.busy():
            if is_skip(a):
                self.animator.finish()
            elif a == Act.CANCEL:
                self.pause()
        elif self.controls.handle(action):
            pass
        elif a == Act.UNDO:
            self.undo()
        elif a == Act.CANCEL:
            self.pause()
        self._compose()

    def hints(self) -> HintBar:
        """The keys that work right now (play, animation, or the finished game)."""
        if self.ended:
            return self.hint_bars.get(END_HINTS)
        if self.busy():
            return self.hint_bars.get(ANIMATING_HINTS)
        if not self.human_turn():     # the computer is thinking: the board waits
            return self.hint_bars.get([Hint("Tab", "RB", "Panel buttons", Act.NEXT), UNDO_HINT,
                                       RULES_HINT, MENU_HINT])
        return self.hint_bars.get(self.controls.hints())

    # -- frame --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        self.view.t = self.t
        self.backdrop.update(dt)
        self.banner = max(0.0, self.banner - dt)
        self.animator.update(dt)
        if self.animator.idle:
            self._poll_computer(dt)
        self._compose()

    def _compose(self) -> None:
        """Everything drawing shows, read from the state and the choice being built."""
        self.control = control_of(region_presence((c, o) for c, (o, _) in self.shown.items()))
        self.board_marks = self.marks()
        last = self.history[-1][1] if self.history else None
        self.last_cells = action_cells(last) if last is not None and self.animator.idle else []
        thinking = self.task is not None
        self.cards = [
            PlayerCard(p, self.sides[p], self.who(p), self.side == p and not self.ended,
                       self.state.reserve(p), self.state.controlled_regions(p),
                       self.state.reinforcement_count(p) if self.state.reserve(p) else 0,
                       thinking=thinking and self.side == p)
            for p in (0, 1)]
        self.context = compose(self, CONTEXT_RECT, self.controls.chips_top())

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        view = self.view
        view.draw_terrain(surface, self.control)
        view.draw_tint(surface, self.last_cells)
        view.draw_marks(surface, self.board_marks)
        sel = self.builder.sel
        if sel is not None and self.mode in ("selected", "stop", "detonate"):
            view.draw_selected(surface, sel)
        view.draw_stacks(surface, self.shown)
        view.draw_move_dots(surface, self.board_marks, set(self.shown))
        self._draw_placed(surface)
        self.animator.draw(surface)
        if self.human_turn() and not self.busy() and self.controls.zone == "board":
            view.draw_cursor(surface, self.cursor)
        self._draw_panel(surface)
        if self.banner > 0 and self.side is not None:
            alpha = int(255 * min(1.0, self.banner / 0.4))
            draw_banner(surface, view.rect.center, self.sides[self.side], self.side, alpha)
        self.hints().draw(surface, device_of(self.app))

    def _draw_placed(self, surface: pygame.Surface) -> None:
        """The reinforcement being built, as see-through pieces on their cells."""
        placed = self.builder.placed
        for i, (c, t) in enumerate(placed):
            img = stack_image(LETTERS[t], self.side or 0, self.view.cell).copy()
            img.set_alpha(170)
            off = 8 * sum(1 for pc, _ in placed[:i] if pc == c)
            x, y = self.view.center(c)
            surface.blit(img, img.get_rect(center=(x + off, y - off)))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        x = PANEL_X
        blit_text(surface, "Symbol", 34, (x + 4, 8), kind="title-bold", color=theme.GOLD)
        described = setup_text(str(self.setup.options.get("army", "basic")), self.state.flags)
        blit_text(surface, described, 16, (x + PANEL_W - 6, 22), color=theme.INK_DIM,
                  anchor="topright")
        for card in self.cards:
            draw_player_card(surface, pygame.Rect(x, 56 + card.player * 112, PANEL_W, 104),
                             card, self.t)
        draw_context(surface, CONTEXT_RECT, self.context, self.t)
        draw_moves(surface, pygame.Rect(x, 486, PANEL_W, 128),
                   [(p, t) for p, _, t in self.history], self.scroll)
        focused = self.controls.focus if self.controls.zone == "panel" and not self.busy() else -1
        for i, ch in enumerate(self.chips):
            draw_chip(surface, ch, i == focused, self.t)


CONTEXT_RECT = pygame.Rect(PANEL_X, CONTEXT_TOP, PANEL_W, CONTEXT_BOTTOM - CONTEXT_TOP)

