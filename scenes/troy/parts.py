"""What the Trojan War play scene's parts share: the scene's own fields, typed once,
the ``Choice`` record of an on-screen choice and the ``Frame`` composed for drawing.

The scene is written in parts by responsibility (decisions.py, story.py,
duel_story.py, screen.py) that all read and change the same fields; each part
subclasses ``TroyScreenParts`` so that those fields have one declared type.
``TroyPlayScene`` (play.py) sets them and joins the parts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ai.players import ThinkingTask
from game.troy.rules import TroyState
from scenes.core import theme
from scenes.play import PlayScreen
from scenes.troy.board import Board
from scenes.ui.widgets import Backdrop, Color


@dataclass
class Choice:
    """One thing the player can pick on screen: a rect, and what it does."""

    rect: pygame.Rect
    label: str
    do: Callable[[], None]
    enabled: bool = True
    kind: str = "button"   # "button", "row" (roster hero), "space" (board)
    key: Any = None


@dataclass
class Frame:
    """What the play screen paints besides the board, composed in ``update``."""

    mode: str = ""                      # "story", "thinking", "over", "decide" or ""
    border: Color = theme.GOLD_DIM
    title: str = ""
    story: list[str] = field(default_factory=list)  # the story's last line, wrapped
    story_size: int = 18
    title_color: Color = theme.GOLD
    title_size: int = 19                # a decision's title shrinks (to 12 px) to fit
    lines: list[str] = field(default_factory=list)
    lines_color: Color = theme.INK_DIM
    lines_size: int = 14                # a decision's words shrink (to 12 px) to fit
    actor: int | None = None
    picking: bool = False               # the side to move is laying its picks
    focused_hero: str | None = None
    odds: dict[int, float] = field(default_factory=dict)   # space -> the focused hero's odds
    duel_odds: dict[int, float] = field(default_factory=dict)  # cancelling: space -> Greek's
    note: list[str] = field(default_factory=list)   # the skip's summary, over the lines
    chronicle_label: str = "Chronicle"  # the chronicle button, with the device's key


class TroyScreenParts(PlayScreen):
    """The fields every part of the Trojan War play scene reads (set by the scene)."""

    state: TroyState
    seed: int
    board: Board                          # the displayed picture, lagging the state
    backdrop: Backdrop
    frame: Frame                          # what update composed for drawing
    shown_vp: float | None                # the VP marker while it slides
    waiting: bool                         # a person's decision is open
    choices: list[Choice]
    focus: int
    question: tuple[str, str]             # the decision open: title, explanation
    message: str                          # a word on the decision open
    sel: dict[int, str | None]            # pick being laid: space -> hero id
    pick_target: int | None
    swap_first: int | None
    focus_after_undo: Any                 # the focus to restore when undo reopens a decision
    keep_turn: int                        # Sinon: the turn whose dice are all kept unasked
    skipped_note: str                     # what a skip passed over, pointing to the chronicle

    @property
    def finished(self) -> bool:
        """The game is over and its story told."""
        return self.over and not self.busy

    @property
    def has_human(self) -> bool:
        """Whether a person plays either side (not in the computer-only demo)."""
        return self.has_person()

    @property
    def task(self) -> ThinkingTask | None:
        """The computer's thinking in progress, if any."""
        return self.thinker.task
