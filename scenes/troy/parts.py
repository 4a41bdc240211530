"""What the Trojan War play scene's parts share: the scene's own fields, typed once.

The scene is written in parts by responsibility (decisions.py, story.py,
duel_story.py, screen.py) that all read and change the same fields; each part
subclasses ``TroyScreenParts`` so that those fields have one declared type.
``TroyPlayScene`` (play.py) sets them and joins the parts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.troy.rules import TroyState
from scenes.play import PlayScreen
from scenes.troy.board import Board
from scenes.ui.widgets import Backdrop

if TYPE_CHECKING:
    from scenes.troy.screen import Frame


@dataclass
class Choice:
    """One thing the player can pick on screen: a rect, and what it does."""

    rect: pygame.Rect
    label: str
    do: Callable[[], None]
    enabled: bool = True
    kind: str = "button"   # "button", "row" (roster hero), "space" (board)
    key: Any = None


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
