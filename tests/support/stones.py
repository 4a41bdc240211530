"""A tiny extra game, registered from the tests alone: take 1 or 2 stones from
a pile; whoever takes the last stone wins.

It stands in for the real games where the shared parts are tested on their
own (the play base, the registry): ``registered()`` adds its rules and its
screens for the length of a test, exactly as a fourth game would register,
without a line of shared code knowing it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import pygame

from game import registry
from game.common import Event, IllegalActionError, NotationError, Outcome
from game.spec import Computer, GameRules, RuleOption
from scenes import games
from scenes.core.base import Act, InputAction
from scenes.core.replay import replay
from scenes.core.saves import SavedGame
from scenes.games import GameSetup
from scenes.play import PlayScreen
from scenes.play_words import headline
from scenes.spec import DemoSpec, GameScreens, OptionSpec
from scenes.ui.anim import Delay
from scenes.ui.result_card import ResultCard


class Stones:
    """Take 1 or 2 stones; whoever takes the last stone wins."""

    def __init__(self, pile: int = 7, player: int = 0) -> None:
        self.pile, self.player = pile, player
        self.history: list[tuple[str, int]] = []
        self.result: Outcome | None = None

    def to_move(self) -> int | None:
        return None if self.outcome() is not None else self.player

    def legal_actions(self) -> list[int]:
        return [n for n in (1, 2) if n <= self.pile] if self.to_move() is not None else []

    def play(self, n: int) -> list[Event]:
        if n not in self.legal_actions():
            raise IllegalActionError(f"cannot take {n}")
        self.pile -= n
        self.history.append(("take", n))
        self.player = 1 - self.player
        events = [Event("took", {"n": n})]
        if self.pile == 0:
            events.append(Event("game_over", {"winner": 1 - self.player}))
        return events

    def undo(self) -> None:
        kind, n = self.history.pop()
        if kind == "take":
            self.pile += n
            self.player = 1 - self.player
        else:
            self.result = None

    def outcome(self) -> Outcome | None:
        if self.result is not None:
            return self.result
        return Outcome(1 - self.player, "last-stone") if self.pile == 0 else None

    def resign(self, player: int) -> list[Event]:
        self.history.append(("end", 0))
        self.result = Outcome(1 - player, "resign")
        return [Event("game_over", {"winner": 1 - player})]

    def agree_draw(self) -> list[Event]:
        self.history.append(("end", 0))
        self.result = Outcome(None, "agreement")
        return [Event("game_over", {"winner": None})]

    def to_text(self) -> str:
        return f"{self.pile} {self.player}"

    @classmethod
    def from_text(cls, text: str) -> Stones:
        try:
            pile, player = (int(x) for x in text.split())
        except ValueError:
            raise NotationError(f"bad position {text!r}") from None
        return cls(pile, player)

    def copy(self) -> Stones:
        return Stones.from_text(self.to_text())

    def action_text(self, n: int) -> str:
        return str(n)

    def parse_action(self, text: str) -> int:
        if text not in ("1", "2"):
            raise NotationError(f"bad action {text!r}")
        return int(text)

    def key(self) -> str:
        return self.to_text()


class TakeOne:
    """A computer that always takes one stone and answers draw offers as told."""

    game, level = "stones", "test"

    def __init__(self, accepts: bool = False) -> None:
        self.accepts = accepts
        self.offers: list[int | None] = []

    def choose(self, state, stop=None) -> int:
        return 1

    def accepts_draw(self, state, me=None) -> bool:
        self.offers.append(me)
        return self.accepts


class StonesCard(ResultCard):
    def __init__(self, screen: StonesScreen, outcome: Outcome) -> None:
        super().__init__("stones", screen.rematch, screen.view_board)
        self.text = headline(screen.setup, outcome)

    def headline_text(self) -> str:
        return self.text


class StonesScreen(PlayScreen):
    """Enter takes one stone, a click takes two; each take animates 0.5 s."""

    def __init__(self, setup: GameSetup, state: Stones | None = None, **kw) -> None:
        super().__init__(setup, state or Stones(), **kw)
        self.handled: list[Act] = []

    def show_events(self, events: list[Event]) -> None:
        for _ in events:
            self.animator.add(Delay(0.25))

    def handle_play(self, action: InputAction) -> None:
        self.handled.append(action.act)
        if self.can_act() and action.act in (Act.CONFIRM, Act.CLICK):
            self.play(1 if action.act == Act.CONFIRM else 2)

    def result_card(self, outcome: Outcome) -> StonesCard:
        return StonesCard(self, outcome)

    def draw_play(self, surface) -> None:
        surface.fill((0, 0, 0))


def resume(saved: SavedGame) -> StonesScreen:
    state, moves = replay(saved, Stones.from_text)
    return StonesScreen(saved.setup, state, start_text=saved.position, moves=moves)


def new_state(options: Mapping[str, Any], seed: int) -> Stones:
    return Stones(int(options["pile"]))


RULES = GameRules(
    key="stones",
    side_names=("North", "South"),
    options=(RuleOption("pile", (7, 10), 7),),
    new_state=new_state,
    from_text=Stones.from_text,
    computer=Computer(player=lambda level, seed: TakeOne()),
)

SCREENS = GameScreens(
    key="stones",
    title="Stones",
    tagline="Take one or two; the last stone wins",
    blurb="Take the last stone.",
    sides=("North", "South"),
    wins=("North wins!", "South wins!"),
    options=(OptionSpec("pile", "Pile", ((7, "Seven"), (10, "Ten")), "How many stones"),),
    start=lambda setup: StonesScreen(setup, new_state(RULES.clean_options(setup.options), 0)),
    resume=resume,
    pieces=lambda size: (pygame.Surface((size, size)), pygame.Surface((size, size))),
    demo=DemoSpec(1.0, ({"pile": 10},)),
    rules_pages=False,
)


@contextmanager
def registered() -> Iterator[None]:
    """Stones is a game for as long as the block runs."""
    registry.register(RULES)
    games.register_screens(SCREENS)
    try:
        yield
    finally:
        games.forget_screens(RULES.key)
        registry.unregister(RULES.key)
