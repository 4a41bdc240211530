"""What a game tells everything that runs without a screen, in one record.

A game's package registers one ``GameRules`` (``game/<game>/spec.py``); the
registry (``game/registry.py``) lists them, and the computer players, the
command lines, the online server, the benchmarks and the tests find every
game there instead of naming the three. The screens add their own record on
top of it (``scenes/spec.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.common import Event, GameState

if TYPE_CHECKING:
    from game.ai.players import Player
    from game.ai.profile import GameProfile


@dataclass(frozen=True)
class RuleOption:
    """One choice the rules offer before a game (a variant): its values and default.

    The values are plain JSON (strings, booleans), so options travel in saves,
    settings and network messages as they are.
    """

    key: str
    values: tuple[Any, ...]
    default: Any

    def __post_init__(self) -> None:
        if self.default not in self.values:
            raise ValueError(f"option {self.key}: the default is not one of its values")


@dataclass(frozen=True)
class Computer:
    """How the computer plays a game: a search profile for the shared alpha-beta
    players, or a player of its own (``player(level, seed)``)."""

    profile: Callable[[], GameProfile] | None = None
    player: Callable[[str, int | None], Player] | None = None

    def __post_init__(self) -> None:
        if (self.profile is None) == (self.player is None):
            raise ValueError("a computer needs a search profile or a player, not both")


def _whole_position(state: GameState[Any], seat: int) -> str:
    return state.to_text()


def _events_as_played(events: list[Event], seat: int, after: GameState[Any]) -> list[Event]:
    return events


def _never_hidden(state: GameState[Any], seat: int, action: str) -> bool:
    return False


def _sorted_texts(state: GameState[Any]) -> list[str]:
    return sorted(state.action_text(a) for a in state.legal_actions())


def _no_pick(state: GameState[Any]) -> int | None:
    return None


@dataclass(frozen=True)
class GameRules:
    """Everything about one game that holds without a screen.

    ``new_state(options, seed)`` is the state at the game's first decision
    (set-up phases included) for options already cleaned by ``clean_options``;
    ``seed`` draws every chance the game has. ``side_names`` are the rules' own
    names of player 0 and 1 (the command lines' words, never translated).
    ``opening_options`` start the longest opening (every set-up decision asked
    of the players): the benchmarks and the random-simulation tests use them.
    ``fix_chance(state, outcomes)`` makes a game of chance draw ``outcomes`` in
    order from now on (the lessons' prepared dice).

    Online play (``game/online``: the server runs the rules and sends each seat
    only what the rules let it see) asks the rules a few more things, so that the
    server never names a game:

    - ``seat_position(state, seat)``: the position text ``seat`` may hold, which
      ``from_text`` reads back: no seed or other future chance, no secret of the
      other seat (by default the whole position).
    - ``seat_events(events, seat, after)``: the events of one action as ``seat``
      may see them (``after`` is the state the action left).
    - ``hidden_action(state, seat, action)``: whether ``seat``'s action ``action``,
      already played, is still kept from the other seat in ``state`` (which may be
      later than the position right after it); once False it stays False.
    - ``legal_texts(state)``: the legal actions as the game's command line prints
      them (``python -m game.<game> legal``); ``pick_count(state)``: how many ids a
      compressed pick entry must name (None when the legal list is not compressed).
    - ``revealing_events``: kinds of event that reveal chance or a secret (a die,
      a god, a face-down hero or tile, the first player): a takeback never goes
      back past an action whose events hold one.
    """

    key: str
    side_names: tuple[str, str]
    options: tuple[RuleOption, ...]
    new_state: Callable[[Mapping[str, Any], int], GameState[Any]]
    from_text: Callable[[str], GameState[Any]]
    computer: Computer
    opening_options: Mapping[str, Any] = field(default_factory=dict)
    has_chance: bool = False
    seat_position: Callable[[GameState[Any], int], str] = _whole_position
    seat_events: Callable[[list[Event], int, GameState[Any]], list[Event]] = _events_as_played
    hidden_action: Callable[[GameState[Any], int, str], bool] = _never_hidden
    legal_texts: Callable[[GameState[Any]], list[str]] = _sorted_texts
    pick_count: Callable[[GameState[Any]], int | None] = _no_pick
    revealing_events: frozenset[str] = frozenset()
    fix_chance: Callable[[GameState[Any], Sequence[str]], None] | None = None

    def option(self, key: str) -> RuleOption:
        for opt in self.options:
            if opt.key == key:
                return opt
        raise KeyError(f"{self.key} has no option {key!r}")

    def defaults(self) -> dict[str, Any]:
        """Every option at its default."""
        return {opt.key: opt.default for opt in self.options}

    def clean_options(self, raw: Mapping[str, Any] | None) -> dict[str, Any]:
        """``raw`` options (from a file, a menu or the network) as the rules take
        them: every known key with one of its values; a missing or unknown value
        takes the default, an unknown key is dropped. Never raises."""
        raw = raw if isinstance(raw, Mapping) else {}
        out = {}
        for opt in self.options:
            value = raw.get(opt.key, opt.default)
            # True == 1 in Python: a boolean option takes only booleans, and back
            out[opt.key] = value if any(value == v and type(value) is type(v)
                                        for v in opt.values) else opt.default
        return out

    def start(self, options: Mapping[str, Any] | None = None,
              seed: int = 0) -> GameState[Any]:
        """A new game with ``options`` cleaned first (the defaults when None)."""
        return self.new_state(self.clean_options(options), seed)
