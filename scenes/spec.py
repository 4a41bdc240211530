"""What a game tells the screens, in one record on top of its rules' record.

Each game's screen package registers one ``GameScreens`` (``SCREENS`` in
``scenes/<game>/spec.py``, exported by ``scenes/<game>/__init__.py``); the
menus, saves, lessons, rules reader and demo read it through
``scenes/games.py`` and never name a game. Its words are written before a
language is chosen: marked with ``N_`` and translated with ``_`` where shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game import registry
from game.spec import GameRules
from scenes.core.base import Scene
from scenes.core.storage import Schema

if TYPE_CHECKING:
    from scenes.core.saves import SavedGame
    from scenes.games import GameSetup
    from scenes.online.link import Snapshot
    from scenes.play import PlayScreen


@dataclass(frozen=True)
class OptionSpec:
    """One game-specific row on the pre-game screen: a rules option with words.

    ``choices`` pairs each of the rules option's values with its label, in the
    order the row steps through them; ``note`` says what the option changes.
    """

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    note: str = ""

    @property
    def values(self) -> tuple[Any, ...]:
        return tuple(value for value, _label in self.choices)


@dataclass(frozen=True)
class DemoSpec:
    """How the attract mode shows a game: its clock's speed-up and the options
    its games are played with, taken in turn each time it comes round."""

    speed: float = 1.5
    variants: tuple[Mapping[str, Any], ...] = ({},)


@dataclass(frozen=True)
class LessonSpec:
    """How a lesson opens the game's screen: ``screen(setup, state)`` gives the
    play screen the lesson stands on, and ``card(side)`` where the task card
    sits over it (over panel parts a lesson does not need). ``wrong(state,
    action, accepted)``, if given, says in one true sentence what a refused
    move did against the moves the task accepts (before the lesson's hint)."""

    # the state is the game's own class (a lesson's position): Any, as the
    # argument of a callable cannot be narrowed from GameState
    screen: Callable[[GameSetup, Any], PlayScreen]
    card: Callable[[int | None], pygame.Rect]
    wrong: Callable[[Any, Any, tuple[Any, ...]], str] | None = None


@dataclass(frozen=True)
class GameScreens:
    """Everything the screens need to know about one game.

    ``start(setup)`` opens a new game (its set-up screen, if it has one) and
    ``resume(saved)`` reopens a save (ValueError or the engine's errors for a
    save that does not fit; None: this game keeps no saves). ``save_extra``
    checks what its screens keep in a save beside the moves. ``pieces(size)``
    is a typical piece of each side; ``picture(kind, parts, size)`` draws the
    rules reader's ``game:kind:name`` pictures (ValueError or KeyError for none).
    ``online(setup, snapshot)`` makes the screen of the phase an online game is in
    from the server's picture of it (scenes/online/story.py helps; None: the game
    is not played online).
    """

    key: str
    title: str
    tagline: str
    blurb: str
    sides: tuple[str, str]                  # player 0, player 1, as labels
    wins: tuple[str, str]                   # the headline when that side wins
    options: tuple[OptionSpec, ...]
    start: Callable[[GameSetup], Scene]
    pieces: Callable[[int], tuple[pygame.Surface, pygame.Surface]]
    resume: Callable[[SavedGame], Scene] | None = None
    save_extra: Schema | None = None
    lesson: LessonSpec | None = None
    picture: Callable[[str, list[str], int], pygame.Surface] | None = None
    demo: DemoSpec = field(default_factory=DemoSpec)
    rules_pages: bool = True                # assets/rules/<lang>/<key>.md: a rules tab
    online: Callable[[GameSetup, Snapshot], PlayScreen] | None = None

    @property
    def rules(self) -> GameRules:
        return registry.get(self.key)

    def check(self) -> None:
        """ValueError when the rows do not match the rules' options (a row for an
        option the rules lack, a value they do not take, or one left out)."""
        rules = self.rules
        if [spec.key for spec in self.options] != [opt.key for opt in rules.options]:
            raise ValueError(f"{self.key}: the pre-game rows are not the rules' options")
        for spec in self.options:
            if set(spec.values) != set(rules.option(spec.key).values):
                raise ValueError(f"{self.key}: the {spec.key} row's values are not the rules'")
