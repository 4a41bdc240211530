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


def _no_secrets(state: GameState[Any], seat: int) -> str:
    return state.to_text()


def _events_as_played(events: list[Event], seat: int, after: GameState[Any]) -> list[Event]:
    return events


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

    Online play asks two more things (the server sends each seat only what the
    rules let it see): ``seat_position(state, seat)`` is the position text that
    seat may hold (no seed, no pre-rolled chance, no hidden pick; by default the
    whole position), and ``seat_events(events, seat, state_after)`` the events of
    one action as that seat may see them. ``hidden_action(state, action)`` says
    whether the other seat must not learn ``action`` yet; ``pick_count`` and
    ``compress_legal`` shape the ``turn`` message's legal list.
    """

    key: str
    side_names: tuple[str, str]
    options: tuple[RuleOption, ...]
    new_state: Callable[[Mapping[str, Any], int], GameState[Any]]
    from_text: Callable[[str], GameState[Any]]
    computer: Computer
    opening_options: Mapping[str, Any] = field(default_factory=dict)
    has_chance: bool = False
    seat_position: Callable[[GameState[Any], int], str] = _no_secrets
    seat_events: Callable[[list[Event], int, GameState[Any]], list[Event]] = _events_as_played
    hidden_action: Callable[[GameState[Any], str], bool] = lambda state, action: False
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
