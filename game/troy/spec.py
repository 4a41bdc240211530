"""The Trojan War's registration: its options, how a game starts, its computer player."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.troy import TroyPlayer
from game.common import Event, GameState
from game.spec import Computer, GameRules, RuleOption
from game.troy import data as D
from game.troy.chance import Chance
from game.troy.data import SIDE_NAMES
from game.troy.rules import TroyState


def new_state(options: Mapping[str, Any], seed: int) -> TroyState:
    """Turn 1's first decision; every die and god comes from ``seed``."""
    return TroyState(seed=seed, less_bloody=bool(options["less_bloody"]),
                     exchange=bool(options["exchange"]))


def fix_chance(state: GameState[Any], outcomes: Sequence[str]) -> None:
    """From now on ``state`` rolls and draws ``outcomes`` in order (dice faces
    and god ids; ChanceExhausted past the end)."""
    assert isinstance(state, TroyState)
    state.chance = Chance(0, list(outcomes))


def seat_position(state: GameState[Any], seat: int) -> str:
    """The position ``seat`` may hold: no seed, the other side's face-down heroes
    replaced by stand-ins (``TroyState.seat_text``)."""
    assert isinstance(state, TroyState)
    return state.seat_text(seat)


def seat_events(events: list[Event], seat: int, after: GameState[Any]) -> list[Event]:
    """The events as ``seat`` sees them: a hero the other side places face down
    is ``"hidden"`` (its ``hero_revealed`` names him when the rules turn him up)."""
    return [Event(e.kind, {**e.data, "hero": "hidden"})
            if e.kind == "hero_placed" and not e.get("face_up") and e.get("side") != seat
            else e for e in events]


def hidden_action(state: GameState[Any], seat: int, action: str) -> bool:
    """A pick stays secret while one of the heroes it names still lies face down
    on ``seat``'s side (the gods' phase turns them all up; Calchas one)."""
    assert isinstance(state, TroyState)
    if not action.startswith("pick:") or state.outcome() is not None:
        return False
    named = {name.strip() for name in action[len("pick:"):].split(",")}
    return bool(named & state.face_down_picks(seat))


def legal_texts(state: GameState[Any]) -> list[str]:
    """As ``python -m game.troy legal`` prints them: a pick is one entry naming
    the heroes available, in roster order."""
    assert isinstance(state, TroyState)
    if state.stage == "pick" and state.actor is not None:
        heroes, _spaces = state.pick_slots(state.actor)
        return ["pick:" + ",".join(D.HEROES[i].id for i in heroes)]
    return list(state.legal_actions())


def pick_count(state: GameState[Any]) -> int | None:
    """How many heroes a pick must name, in space order (None when no pick is due)."""
    assert isinstance(state, TroyState)
    if state.stage == "pick" and state.actor is not None:
        return len(state.pick_slots(state.actor)[1])
    return None


RULES = GameRules(
    key="troy",
    side_names=SIDE_NAMES,
    options=(
        RuleOption("less_bloody", (False, True), False),
        RuleOption("exchange", (False, True), False),
    ),
    new_state=new_state,
    from_text=TroyState.from_text,
    computer=Computer(player=TroyPlayer),
    has_chance=True,
    fix_chance=fix_chance,
    seat_position=seat_position,
    seat_events=seat_events,
    hidden_action=hidden_action,
    legal_texts=legal_texts,
    pick_count=pick_count,
    revealing_events=frozenset({"die_rolled", "god_drawn", "hero_revealed"}),
)
