"""Symbol's own input on the play screen: the board cursor, the panel's buttons
and the focus between them, mapped onto the action builder.

Keys and pads drive a board cursor; Tab / RB moves the focus into the panel's
buttons and back (scenes/ui/play_keys.py has the shared scheme). In the panel
Left and Right move along a row of buttons and Up and Down between rows, never
wrapping into another row. A reinforcement keeps the cursor on a lit cell
(after Reinforce, after each piece placed, after a kind is picked), so each
piece is one Enter; once it has nothing more to place, Tab lands on Place, and
Place with pieces still to place asks before it plays fewer. The mouse can do
everything directly. The buttons are rebuilt and laid out whenever the choice
changes, never while drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from game.symbol import Detonate, SymbolState
from game.symbol.board import BACK_RANK, HOME, NAMES, SIZE
from game.symbol.pieces import LETTERS
from scenes.core.base import Act, InputAction
from scenes.core.i18n import N_, _
from scenes.symbol.board import BoardView
from scenes.symbol.building import DEATH_LETTER, Action, ActionBuilder
from scenes.symbol.panel import Chip, layout_line, layout_row
from scenes.symbol.words import piece_name
from scenes.ui.hints import Hint
from scenes.ui.play_keys import CURSOR_HINT

PANEL_X = 690
PANEL_W = 560
CONTEXT_TOP = 282
CONTEXT_BOTTOM = CONTEXT_TOP + 196      # the context box's lower edge
SESSION_ROW_Y = 622                     # the row of Reinforce, Undo, Draw?, Resign, ...

STEPS = {Act.UP: (0, -1), Act.DOWN: (0, 1), Act.LEFT: (-1, 0), Act.RIGHT: (1, 0)}


class Host(Protocol):
    """What the controls need from the play screen they serve."""

    state: SymbolState
    view: BoardView

    def human_turn(self) -> bool: ...
    def play(self, action: Action) -> object: ...
    def ask_detonate(self, cell: int) -> None: ...
    def ask_fewer(self, placed: int, limit: int, on_yes: Callable[[], None]) -> None: ...
    def session_chips(self) -> list[Chip]: ...
    def sound(self, name: str) -> None: ...
    def refuse(self, why: str) -> None: ...


def home_cell(player: int) -> int:
    """Where the cursor waits for a player with nothing better to point at:
    the middle of their back rank."""
    return BACK_RANK[player][SIZE // 2]


class Controls:
    """The cursor, the buttons and the focus zone of one play screen."""

    def __init__(self, host: Host, builder: ActionBuilder) -> None:
        self.host = host
        self.builder = builder
        self.zone = "board"              # where arrows and Enter act: "board" or "panel"
        self.focus = 0                   # the focused chip while in the panel
        self.chips: list[Chip] = []
        side = host.state.to_move()
        self.cursor = home_cell(side if side is not None else 0)

    # -- the buttons ------------------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild the panel's buttons for the current choice and lay them out."""
        b = self.builder
        state = self.host.state
        p = state.side if state.to_move() is not None else 0
        human = self.host.human_turn() and not b.placing_leader()
        chips: list[Chip] = []
        if human and b.mode == "selected" and b.sel is not None:
            full = b.full_stack()
            if len(full) > 1 or sum(full.values()) > 1:
                for k, n in full.items():
                    g = b.group.get(k, 0)
                    # TRANSLATORS: a piece button: how many of the stack's pieces of
                    # this kind move, e.g. "Water 1/2"
                    label = (_("{piece} {moving}/{count}").format(
                        piece=piece_name(k), moving=g, count=n) if n > 1 else piece_name(k))
                    chips.append(Chip(f"pick:{k}", label, partial(self.toggle, k),
                                      on=k in b.group, icon=k, player=p))
            if full.get(DEATH_LETTER) and b.can_detonate():
                chips.append(Chip("detonate", _("Detonate"), self.detonate, danger=True,
                                  action=Detonate(b.sel)))
        if human and b.mode == "stop":
            for a in b.stops:
                stop = NAMES[a.dst]
                chips.append(Chip(f"stop:{stop}", _("Stop on {cell}").format(cell=stop),
                                  partial(self.choose_stop, a), action=a))
        if human and b.mode == "reinforce":
            opts = {t for _cell, t in b.place_options()}
            for t, left in b.reserve_left().items():
                k = LETTERS[t]
                # TRANSLATORS: a reinforcement button: a kind of piece and how many are left
                chips.append(Chip(f"type:{k}", _("{piece} {left}").format(piece=piece_name(k),
                                                                          left=left),
                                  partial(self.pick_kind, t), enabled=t in opts,
                                  on=t == b.kind, icon=k, player=p))
            n = len(b.placed)
            # TRANSLATORS: the button that plays the reinforcement: pieces placed / allowed
            chips.append(Chip("place", _("Place {placed}/{limit}").format(
                placed=n, limit=b.reinforce_limit()), self.commit_reinforce, enabled=n > 0))
            # TRANSLATORS: the button that takes back the last piece placed (as U does)
            chips.append(Chip("take-back", _("Take back"), self.take_back_piece,
                              enabled=n > 0))
        # context buttons sit at the foot of the context box; two rows start higher
        rows_end = layout_row(chips, PANEL_X + 18, 0, PANEL_W - 36)
        layout_row(chips, PANEL_X + 18, min(392, CONTEXT_BOTTOM - rows_end), PANEL_W - 36)
        can_reinforce = human and bool(b.reinforce_actions()) and b.mode != "reinforce"
        # TRANSLATORS: the button that starts a reinforcement; {limit}: pieces allowed
        bottom = [Chip("reinforce", _("Reinforce ({limit})").format(limit=b.reinforce_limit()),
                       self.start_reinforce, enabled=can_reinforce),
                  *self.host.session_chips()]
        layout_line(bottom, PANEL_X + 6, SESSION_ROW_Y, PANEL_W, h=40, gap=6)
        self.chips = chips + bottom
        if self.focus >= len(self.chips):
            self.focus = 0
        if self.zone == "panel" and not self.chips[self.focus].enabled:
            self._move_focus(1)

    def focused_action(self) -> Action | None:
        """The action the focus rests on before it is chosen: a destination or stop
        under the board cursor, or the Detonate or Stop button in focus."""
        if self.zone == "panel":
            return self.chips[self.focus].action if self.chips else None
        b = self.builder
        if b.mode == "detonate" and b.sel is not None:
            return Detonate(b.sel)
        return b.action_at(self.cursor)

    def chip(self, key: str) -> Chip | None:
        return next((c for c in self.chips if c.key == key), None)

    def chips_in_context(self) -> list[Chip]:
        return [c for c in self.chips if c.rect.top < SESSION_ROW_Y]

    def chips_top(self) -> int:
        """The top of the context buttons (the box's words end above it)."""
        return min((c.rect.top for c in self.chips_in_context()), default=CONTEXT_BOTTOM)

    def _move_focus(self, step: int) -> None:
        """The next enabled button in reading order (wrapping): Tab's order."""
        n = len(self.chips)
        for _i in range(n):
            self.focus = (self.focus + step) % n
            if self.chips[self.focus].enabled:
                return

    def _rows(self) -> list[list[int]]:
        """The buttons' indexes row by row, top to bottom, each row left to right."""
        tops = sorted({c.rect.top for c in self.chips})
        return [sorted((i for i, c in enumerate(self.chips) if c.rect.top == top),
                       key=lambda i: self.chips[i].rect.left) for top in tops]

    def _step_focus(self, act: Act) -> None:
        """Arrows in the panel: along the row, on into the next row of the same group
        of buttons when a row wraps (the context's buttons, or the session's below,
        never from one into the other), or to the nearest enabled button of the row
        above or below."""
        if not self.chips:
            return
        rows = self._rows()
        r = next(i for i, row in enumerate(rows) if self.focus in row)
        if act in (Act.LEFT, Act.RIGHT):
            def in_context(i: int) -> bool:
                return self.chips[i].rect.top < SESSION_ROW_Y
            mine = in_context(self.focus)
            line = [i for row in rows for i in row if in_context(i) == mine]
            step = -1 if act == Act.LEFT else 1
            j = line.index(self.focus) + step
            while 0 <= j < len(line):
                if self.chips[line[j]].enabled:
                    self.focus = line[j]
                    return
                j += step
            return
        step = -1 if act == Act.UP else 1
        x = self.chips[self.focus].rect.centerx
        r += step
        while 0 <= r < len(rows):
            enabled = [i for i in rows[r] if self.chips[i].enabled]
            if enabled:
                self.focus = min(enabled, key=lambda i: abs(self.chips[i].rect.centerx - x))
                return
            r += step

    def focus_chip(self, key: str) -> None:
        for i, c in enumerate(self.chips):
            if c.key == key:
                self.focus = i
                self.zone = "panel"
                return

    # -- the choice being built ---------------------------------------------------------
    def new_turn(self) -> None:
        """An action was played: the next one starts from nothing, on the board."""
        self.builder.deselect()
        self.builder.new_position()
        self.zone = "board"
        self.focus = 0          # a new turn's panel focus starts on its first button

    def place_cursor(self) -> None:
        """At the start of a person's turn: on their land for the leader, else on
        one of their stacks (their leader) unless it already rests on one."""
        state, b = self.host.state, self.builder
        side = state.side
        if b.placing_leader():
            home = [c for c in HOME[side] if state.stack_at(c) is None]
            if self.cursor not in home and home:
                start = home_cell(side)
                self.cursor = start if start in home else home[0]
            b.message = _("Place your leader on any empty cell of your land zone.")
        else:
            lc = state.leader_cell(side)
            own = state.stack_at(self.cursor)
            if (own is None or own[0] != side) and lc is not None:
                self.cursor = lc

    def select(self, c: int) -> None:
        self.builder.select(c)
        self.refresh()

    def toggle(self, k: str) -> None:
        self.builder.toggle(k)
        self.refresh()

    def deselect(self) -> None:
        self.builder.deselect()
        self.refresh()

    def detonate(self) -> None:
        sel = self.builder.sel
        if sel is not None:
            self.builder.mode = "detonate"
            self.host.ask_detonate(sel)

    def start_reinforce(self) -> None:
        if not self.builder.start_reinforce():
            return
        lead = self.host.state.leader_cell(self.host.state.side)
        if lead is not None:
            self.cursor = lead
        self.zone = "board"
        self.to_lit_cell()
        self.refresh()

    def to_lit_cell(self) -> None:
        """Reinforcing: the cursor onto the lit cell nearest to it (the kind picked
        can go there), so Enter places a piece at once."""
        lit = [c for c, t in self.builder.place_options() if t == self.builder.kind]
        if not lit or self.cursor in lit:
            return
        here = self.host.view.center(self.cursor)

        def distance(c: int) -> tuple[float, str]:
            x, y = self.host.view.center(c)
            return (x - here[0]) ** 2 + (y - here[1]) ** 2, NAMES[c]

        self.cursor = min(lit, key=distance)

    def pick_kind(self, t: int) -> None:
        """A kind of piece picked from the panel: back to the board, on a cell it
        can go to."""
        self.builder.pick_kind(t)
        if self.zone == "panel":
            self.zone = "board"
            self.to_lit_cell()
        self.refresh()

    def choose_stop(self, action: Action) -> None:
        """A stop chosen for a reach capture from the panel: the capture is played."""
        self.host.play(action)

    def take_back(self) -> bool:
        """Undo (or the Take back button) while reinforcing: the last piece placed
        comes back (True), if any."""
        b = self.builder
        if b.mode != "reinforce" or not b.placed:
            return False
        b.take_back_placement()
        self.refresh()
        return True

    def take_back_piece(self) -> None:
        self.take_back()

    def commit_reinforce(self) -> None:
        """Place: plays the reinforcement; with pieces still placeable, only once
        the player confirms playing fewer than allowed."""
        b = self.builder
        action = b.reinforcement()
        if action is None:
            return
        if b.reinforcement_full():
            self.host.play(action)
            return
        self.host.ask_fewer(len(b.placed), b.reinforce_limit(),
                            partial(self._play_if_current, action))

    def _play_if_current(self, action: Action) -> None:
        if self.builder.mode == "reinforce" and self.builder.reinforcement() == action:
            self.host.play(action)

    def board_confirm(self, c: int) -> None:
        """The player chose cell ``c`` (Enter on the cursor, or a click)."""
        if not self.host.human_turn():
            return
        b = self.builder
        placed = len(b.placed)
        action = b.choose(c)
        if action is not None:
            self.host.play(action)
            return
        if b.refused:
            self.host.refuse(b.message)
        if b.mode == "stop" and b.stops:
            # where the group stops is chosen next: the cursor waits on a stop (the
            # one that stays put when there is one), so Enter chooses it
            stays = [a[3] for a in b.stops if a[3] == b.sel]
            self.cursor = stays[0] if stays else b.stops[0][3]
        if b.mode == "reinforce" and len(b.placed) > placed and not b.reinforcement_full():
            self.to_lit_cell()          # the next piece is one Enter away
        self.refresh()
        if len(b.placed) > placed and b.reinforcement_full():
            self.focus_chip("place")

    # -- input ------------------------------------------------------------------------
    def handle(self, action: InputAction) -> bool:
        """Act on input meant for the board or the panel; False when it is not
        (Esc with nothing to step back from: the screen opens its menu)."""
        a = action.act
        if a in (Act.POINT, Act.CLICK):
            self._pointer(action)
        elif a in (Act.NEXT, Act.PREV):
            self._switch_zone()
        elif a == Act.CANCEL:
            return self._cancel()
        elif self.zone == "panel":
            if a in STEPS:
                self._step_focus(a)
            elif a == Act.CONFIRM:
                ch = self.chips[self.focus]
                if ch.enabled:
                    ch.press()
        elif a in STEPS:
            self.cursor = self.host.view.step(self.cursor, *STEPS[a])
        elif a == Act.CONFIRM:
            self.board_confirm(self.cursor)
        else:
            return False
        return True

    def _switch_zone(self) -> None:
        if self.builder.reinforcement_full():
            self.focus_chip("place")     # nothing more to place: only Place is left to do
        else:
            self.zone = "panel" if self.zone == "board" else "board"
            if self.zone == "panel" and self.builder.mode == "reinforce":
                # the kind that goes next, however the last piece changed it
                self.focus_chip(f"type:{LETTERS[self.builder.kind]}")
            if self.zone == "panel" and not self.chips[self.focus].enabled:
                self._move_focus(1)
        self.host.sound("menu")

    def _cancel(self) -> bool:
        b = self.builder
        if b.mode == "reinforce":      # the hint bar says Cancel, from either zone
            self.zone = "board"
            self.deselect()
        elif self.zone == "panel":
            self.zone = "board"
        elif b.mode == "stop":
            b.back_to_destinations()
            self.refresh()
        elif b.mode in ("selected", "detonate"):
            self.deselect()
        else:
            return False
        return True

    def _pointer(self, action: InputAction) -> None:
        c = self.host.view.cell_at(action.pos)
        if c is not None:
            self.cursor = c
            self.zone = "board"
            if action.act == Act.CLICK:
                self.board_confirm(c)
            return
        for i, ch in enumerate(self.chips):
            if ch.rect.collidepoint(action.pos or (-1, -1)):
                self.focus = i
                self.zone = "panel"
                if action.act == Act.CLICK and ch.enabled:
                    ch.press()
                return

    def hints(self) -> list[Hint]:
        """The keys that work on the person's turn, for the zone and choice at hand
        (the screen adds Undo, Rules and Menu; U takes back a placement first)."""
        mode = self.builder.mode
        choose = Hint("\u2190\u2192", "D-pad", N_("Choose"))
        press = Hint("Enter", "A", N_("Press the button"))
        cancel = Hint("Esc", "B", N_("Cancel"), Act.CANCEL)
        board = Hint("Tab", "RB", N_("Board"))
        if mode == "reinforce":
            back = [Hint("U", "Y", N_("Take back"), Act.UNDO)] if self.builder.placed else []
            full = self.builder.reinforcement_full()
            if full and self.zone == "panel":
                # Tab keeps to the buttons now: Place is what is left to press
                return [choose, press, *back, cancel]
            if full:
                return [CURSOR_HINT, Hint("Enter", "A", N_("Take back")),
                        Hint("Tab", "RB", N_("Place"), Act.NEXT), *back, cancel]
            if self.zone == "panel":
                return [choose, press, board, *back, cancel]
            return [CURSOR_HINT, Hint("Enter", "A", N_("Place piece")),
                    Hint("Tab", "RB", N_("Buttons")), *back, cancel]
        if self.zone == "panel":
            # Tab and Esc both go back to the board: one entry names them
            return [choose, press, Hint("Tab / Esc", "RB / B", N_("Board"), Act.CANCEL)]
        if mode == "stop":
            # TRANSLATORS: hint bar: the group ends its reach capture on this cell
            return [CURSOR_HINT, Hint("Enter", "A", N_("Stop here")),
                    Hint("Esc", "B", N_("Back"), Act.CANCEL), Hint("Tab", "RB", N_("Buttons"),
                                                                  Act.NEXT)]
        # Esc / B opens the menu too when nothing is picked, but the bar names the
        # menu once (P / Start); Esc earns its own entry only while it steps back
        back = [] if mode == "idle" else [Hint("Esc", "B", N_("Back"), Act.CANCEL)]
        return [CURSOR_HINT, Hint("Enter", "A", N_("Select / move")), *back,
                Hint("Tab", "RB", N_("Buttons"), Act.NEXT)]
