"""The context box of the play screen: what is going on and what to do, in words.

The words are composed in ``update`` from the screen's situation (whose turn,
the choice being built, the cell under the cursor, the last action told as a
story) and wrapped to fit above the context buttons; drawing only paints them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.symbol import SymbolState
from game.symbol.board import NAMES
from scenes.core import theme
from scenes.core.i18n import _
from scenes.games import GameSetup
from scenes.play_words import headline
from scenes.symbol.board import draw_emblem
from scenes.symbol.building import POWER_LETTERS, ActionBuilder
from scenes.symbol.panel import SHORT, draw_legend
from scenes.symbol.preview import Foresight
from scenes.symbol.words import pieces_text
from scenes.ui.thinking import draw_spinner
from scenes.ui.widgets import blit_text, draw_panel, fit_size, wrap_text

Color = tuple[int, int, int]
TEXT_SIZE = 17
LINE_H = 22
TITLE_H = 32
PAD = 16
LEGEND_TOP = -26    # the legend of the board's marks, from the box's lower edge
FIRST_TIPS = 6      # newcomers get the how-to line for their first few actions
ENDING_COLOURS = {"win": theme.GOLD, "loss": theme.DANGER, "draw": theme.INK}
CONSEQUENCE = (255, 196, 130)


class Situation(Protocol):
    """What the context box reads from the play screen."""

    setup: GameSetup
    state: SymbolState
    builder: ActionBuilder
    foresight: Foresight

    @property
    def computer(self) -> object | None:
        """Who plays the other side; None: nobody (a lesson's scripted replies)."""
        ...

    @property
    def task_done(self) -> bool:
        """A lesson's task is solved: the lesson stops before the other side's turn."""
        ...

    @property
    def sides(self) -> tuple[str, str]: ...
    @property
    def over(self) -> bool: ...
    @property
    def busy(self) -> bool: ...
    @property
    def last_story(self) -> str: ...
    @property
    def cursor(self) -> int: ...
    def human_turn(self) -> bool: ...
    def prompt(self, mouse: str, press: str) -> str:
        """``mouse`` for a mouse player, else ``press`` with its keys filled in."""
        ...
    def actions_played(self) -> int: ...


@dataclass
class ContextBox:
    """The box's words as they will be drawn."""

    title: str = ""
    player: int | None = None       # whose emblem precedes the title
    rows: list[tuple[str, Color]] = field(default_factory=list)
    spinner: bool = False           # the computer is thinking
    legend: tuple[str, ...] = ()    # the board's marks to explain (move, push, ...)
    size: int = TEXT_SIZE           # the rows' text size (smaller when they are many)


def first_tip(s: Situation) -> str:
    """What to do on one's first turns: move a stack, or reinforce when one may, in
    the words of the device in hand."""
    if s.builder.reinforce_actions():
        return s.prompt(
            _("Pick one of your stacks to move it, or press Reinforce below to bring "
              "pieces from your reserve next to your leader."),
            # TRANSLATORS: {skip} is a key or button name (Tab, RB)
            _("Pick one of your stacks to move it, or Reinforce to bring pieces from your "
              "reserve next to your leader. {skip} reaches the buttons below."))
    return s.prompt(_("Pick one of your stacks to move it."),
                    # TRANSLATORS: {skip} is a key or button name (Tab, RB)
                    _("Pick one of your stacks to move it. {skip} reaches the buttons below."))


def legend_of(b: ActionBuilder) -> tuple[str, ...]:
    """The kinds of mark the selected group's destinations carry (a move that joins
    one's own stack apart), in the legend's order."""
    kinds = set()
    for c, kind in b.marks().items():
        here = b.state.stack_at(c)
        kinds.add("push" if c in b.pushes else
                  "join" if kind == "move" and here is not None and here[0] == b.state.side
                  else kind)
    return tuple(k for k in ("move", "join", "push", "capture", "reach") if k in kinds)


def line_height(size: int) -> int:
    """The rows' spacing at ``size`` px."""
    return size + LINE_H - TEXT_SIZE


def title_of(s: Situation) -> str:
    side = s.state.to_move()
    b = s.builder
    if s.over:
        outcome = s.state.outcome()
        return headline(s.setup, outcome) if outcome is not None else ""
    if side is None:
        return ""
    if not s.setup.is_human(side):
        if s.setup.online:
            return _("{side} (your friend) is playing").format(side=s.sides[side])
        # a lesson's other side only answers as scripted: nobody is thinking; once the
        # task is done the lesson stops before its turn (as Essentia's card says)
        if s.computer is None:
            return _("Task done") if s.task_done else \
                _("{side} answers").format(side=s.sides[side])
        return _("{side} (computer) is thinking").format(side=s.sides[side])
    if b.placing_leader():
        return _("{side}: place your leader").format(side=s.sides[side])
    if b.mode == "reinforce":
        return _("Reinforce: {placed} of {limit} placed").format(placed=len(b.placed),
                                                                 limit=b.reinforce_limit())
    if b.mode in ("selected", "stop", "detonate") and b.sel is not None:
        st = s.state.stack_at(b.sel)
        return _("{cell}: {pieces}").format(cell=NAMES[b.sel],
                                            pieces=pieces_text(st[1]) if st else "")
    return _("{side}: select a stack, or Reinforce").format(side=s.sides[side])


# How much a line matters when the box is short of room: the least is dropped first.
TIP, NOTE, STORY, FOCUS, CONSEQUENCE_RANK = 0, 1, 2, 3, 4
Line = tuple[str, Color, int]


def compose(s: Situation, rect: pygame.Rect, chips_top: int) -> ContextBox:
    """The box for the situation, its lines cut to the room above ``chips_top``."""
    side = s.state.to_move()
    b = s.builder
    title = title_of(s)
    if s.task_done and s.computer is None and side is not None:
        side = 1 - side             # "Task done": the learner's emblem, not the next side's
    box = ContextBox(title, side if side is not None and not s.over and title else None)
    lines: list[Line] = [(w, theme.DANGER, FOCUS) for w in s.foresight.warnings]
    if b.message:       # why the last choice did nothing stands out from a prompt
        lines.append((b.message, theme.DANGER if b.refused else theme.INK_DIM, NOTE))
    if s.last_story and b.mode == "idle" and not s.busy:
        # what the last actions did outlasts the notes; its later sentences go first
        lines += [(sentence, theme.INK, STORY) for sentence in s.last_story.split("\n")]
    if side is not None and not s.setup.is_human(side) and not s.over \
            and (s.computer is not None or s.setup.online):
        box.spinner = True
        if s.setup.online:
            lines.append((_("Their move appears here as soon as they make it. You can ask "
                            "to take back your move, open the menu or read the rules."),
                          theme.INK_FAINT, NOTE))
        elif s.setup.is_human(1 - side):   # not when the computer plays itself (demo)
            lines.append((_("You can still undo your move, open the menu or read the rules "
                            "while it thinks."), theme.INK_FAINT, NOTE))
    cursor = s.cursor
    ahead = s.foresight.preview
    if b.mode == "selected" and b.group:
        powers = [_(SHORT[k]) for k in POWER_LETTERS if k in b.group]
        if cursor in b.dest and (ahead is None or ahead.at == cursor):
            lines.append((b.preview(cursor), theme.GOLD, FOCUS))
        elif powers and ahead is None:
            # TRANSLATORS: {powers} lists how the group's pieces move, e.g. "Earth 2 steps,
            # turning, Air 2 in a line"
            lines.append((_("Moves as: {powers}").format(powers=", ".join(powers)),
                          theme.INK_FAINT, NOTE))
        box.legend = legend_of(b)
    elif not s.busy and b.mode == "idle" and s.human_turn() and not b.placing_leader():
        cur = s.state.stack_at(cursor)
        if cur is not None:
            # TRANSLATORS: the cell under the cursor: "e4: Player 1 — 2 Water, Earth"
            lines.append((_("{cell}: {side} \u2014 {pieces}").format(
                cell=NAMES[cursor], side=s.sides[cur[0]], pieces=pieces_text(cur[1])),
                theme.INK_DIM, NOTE))
        elif s.state.terrain(cursor) == "land":
            lines.append((_("{cell}: land, empty").format(cell=NAMES[cursor]),
                          theme.INK_FAINT, NOTE))
        else:
            lines.append((_("{cell}: water, empty").format(cell=NAMES[cursor]),
                          theme.INK_FAINT, NOTE))
        if s.actions_played() < FIRST_TIPS:
            lines.append((first_tip(s), theme.INK_FAINT, TIP))
    if ahead is not None and ahead.text:     # what the focused action would do
        colour = ENDING_COLOURS.get(ahead.ending, CONSEQUENCE)
        # one line a sentence, so a short box drops the later ones whole
        lines += [(sentence, colour, CONSEQUENCE_RANK) for sentence in ahead.text.split("\n")]
    if ahead is not None and ahead.warning:  # what it would let the enemy do to the leader
        lines += [(sentence, theme.DANGER, CONSEQUENCE_RANK)
                  for sentence in ahead.warning.split("\n")]
    bottom = min(chips_top, LEGEND_TOP + rect.bottom) if box.legend else chips_top
    height = bottom - 4 - (rect.top + 10 + TITLE_H)
    for size in (TEXT_SIZE, TEXT_SIZE - 2, TEXT_SIZE - 3):   # smaller before cutting
        box.size = size
        box.rows = _fit(lines, rect.width - 2 * PAD, height, size)
        if not any(line.endswith("\u2026") for line, _col in box.rows):
            break
    return box


def _fit(lines: list[Line], width: int, height: int, size: int) -> list[tuple[str, Color]]:
    """Wrapped rows at ``size`` that fit ``height``. Short of room, the least
    important lines go first (the latest of equals); a sentence still too long
    says it is cut rather than stopping mid-phrase."""
    fnt = theme.font(size)
    wrapped = [(wrap_text(text, fnt, width), col, rank) for text, col, rank in lines]
    room = max(0, height // line_height(size))
    while len(wrapped) > 1 and sum(len(w) for w, _, _ in wrapped) > room:
        least = min(range(len(wrapped)), key=lambda i: (wrapped[i][2], -i))
        del wrapped[least]
    rows = [(line, col) for w, col, _ in wrapped for line in w]
    if len(rows) > room and room:
        line, col = rows[room - 1]
        while line and fnt.size(line + " \u2026")[0] > width:
            line = line[:-1]
        rows[room - 1] = (line.rstrip(" ,+") + " \u2026", col)
    return rows[:room]


def draw_context(surface: pygame.Surface, rect: pygame.Rect, box: ContextBox,
                 t: float) -> None:
    draw_panel(surface, rect, alpha=225, radius=12)
    x, y = rect.left + PAD, rect.top + 10
    if box.player is not None:
        draw_emblem(surface, box.player, (x + 8, y + 13), 20)
    room = rect.right - PAD - (x + 24) - (40 if box.spinner else 0)
    size = fit_size(box.title, 20, "ui-bold", room, floor=14)
    blit_text(surface, box.title, size, (x + 24, y + (20 - size) // 2), kind="ui-bold",
              color=theme.INK)
    y += TITLE_H
    if box.spinner:
        draw_spinner(surface, (rect.right - 30, rect.top + 22), t)
    if box.legend:
        draw_legend(surface, rect.left + PAD, rect.bottom + LEGEND_TOP, rect.right - PAD,
                    box.legend)
    for line, col in box.rows:
        blit_text(surface, line, box.size, (x, y), color=col)
        y += line_height(box.size)
