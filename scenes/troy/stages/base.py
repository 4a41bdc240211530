"""What every decision stage of the Trojan War screen is made of: a ``Choice`` on
screen, the ``Context`` a stage reads and acts through, a row of buttons, and
the ``Stage`` a handler fills in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.troy.board import Board
from scenes.troy.layout import PROMPT
from scenes.troy.sides import side_name


@dataclass
class Choice:
    """One thing the player can pick on screen: a rect, and what it does."""

    rect: pygame.Rect
    label: str
    do: Callable[[], object]
    enabled: bool = True
    kind: str = "button"   # "button", "row" (roster hero), "space" (board)
    key: Any = None


@dataclass
class Context:
    """What a stage handler works from: the rules' view for the side deciding, the
    board on screen (where the choices sit), and how to act."""

    view: dict[str, Any]
    board: Board
    play: Callable[[str], object]
    refresh: Callable[[Any], None]       # the stage's state changed: lay out, focus on a key
    say: Callable[[str], None] = lambda message: None   # a word on the decision open
    keep_turn: Callable[[], object] = lambda: None        # Sinon: keep the rest of the turn

    @property
    def actor(self) -> int:
        return int(self.view["to_move"])

    @property
    def side(self) -> str:
        return side_name(self.actor)

    @property
    def legal(self) -> list[str]:
        return list(self.view["legal"])

    @property
    def facts(self) -> dict[str, Any]:
        return dict(self.view["decision"])


BUTTON_H = 36


def button_row(labels: list[tuple[str, Callable[[], object], Any]], wide: bool = False
               ) -> list[Choice]:
    """Buttons along the prompt's foot: at its right (text to their left), or ``wide``
    across the whole prompt under its title (three long labels)."""
    n = max(1, len(labels))
    if wide:
        w = (PROMPT.width - 24 - 10 * (n - 1)) // n
        x = PROMPT.left + 12
    else:
        w = min(172, (PROMPT.width - 20) // n - 10)
        x = PROMPT.right - 12 - n * (w + 10) + 10
    out = []
    for label, fn, key in labels:
        out.append(Choice(pygame.Rect(x, PROMPT.bottom - BUTTON_H - 6, w, BUTTON_H), label, fn,
                          key=key))
        x += w + 10
    return out


class Stage:
    """A decision stage (see the module docstring). ``wide``: its buttons take the
    prompt's whole width, so its words keep to the title and one line."""

    wide = False

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def choices(self) -> list[Choice]:
        return []

    def question(self) -> tuple[str, str]:
        return "", ""

    def first_focus(self, choices: list[Choice]) -> Any:
        """The key of the choice focused when the decision opens (None: the first)."""
        return None

    def about(self, choice: Choice | None) -> str:
        """What the prompt says of the focused choice ("" keeps the explanation)."""
        return ""

    def back(self) -> bool:
        """Esc steps back a choice being made; True when it did."""
        return False

    def take_back(self) -> Any:
        """Undo takes back a choice being made: the key to focus after it, or None."""
        return None

    def odds(self, choice: Choice | None) -> dict[int, float]:
        """Chances drawn over the board: space -> the Greek's chance (cancels), or the
        focused hero's (picks); see ``odds_kind``."""
        return {}

    odds_kind = ""       # "" none, "duel": every challenge, "hero": the focused hero's
