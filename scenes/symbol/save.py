"""Symbol's saved game: the position, plus the story needed to retell it.

The position text alone has no repetition history and no move list, so a
save also keeps the game's first position (``start``) and every action since
in notation (``actions``: ``[player, text]``, army choices included). Resuming
replays them from ``start``: the move list, undo and repetition counts come
back whole. If the replay ever disagrees with the saved position, the
position wins: those moves are still shown (kept as ``earlier``, text only),
but undo stops at the resume point, and later saves replay from there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.common import Event, IllegalActionError, NotationError
from game.symbol import ARMY, SymbolState
from scenes.core import storage
from scenes.core.saves import SavedGame, clear_save, write_save
from scenes.games import GameSetup

GAME = "symbol"
MAX_ACTIONS = 1_000_000  # the save's size limit (storage.MAX_BYTES) binds first
_ACTION = storage.pair(storage.one_of(0, 1), storage.string(80))
SAVE_EXTRA = storage.Record(optional={
    "start": (storage.string(1000), storage.ABSENT),
    "actions": (storage.list_of(_ACTION, MAX_ACTIONS), storage.ABSENT),
    "earlier": (storage.list_of(_ACTION, MAX_ACTIONS), storage.ABSENT),
})  # what save() writes, with ranges: checked before restore() sees it


def variants_of(setup: GameSetup) -> list[str]:
    """Engine variant flags from the pre-game options."""
    opts = setup.options
    out = []
    forces = opts.get("forces", "basic")
    if forces == "unlimited":
        out.append("unlimited")
    elif forces == "desertion":
        out += ["unlimited", "desertion"]
    if opts.get("tiebreak"):
        out.append("tiebreak")
    if opts.get("openpool") or opts.get("army") == "openpool":
        out.append("openpool")
    return out


@dataclass
class Story:
    """What the screens carry along to save: first position and actions so far."""

    start: str
    armies: list[tuple[int, str]] = field(default_factory=list)   # army choices, in order
    earlier: list[tuple[int, str]] = field(default_factory=list)  # shown, not replayable


def someone_plays(setup: GameSetup) -> bool:
    """A person plays (the demo, the computer against itself, keeps no save)."""
    return setup.is_human(0) or setup.is_human(1)


def save(app: Any, setup: GameSetup, state: SymbolState, story: Story,
         moves: list[tuple[int, str]], over: bool = False) -> None:
    """Keep the game as it stands, or forget it once it is over. ``moves`` are
    the actions played since ``story.start`` after its army choices."""
    if app is None or not someone_plays(setup):
        return          # the demo must not wipe a person's save either
    if over or state.outcome() is not None:
        clear_save(app, GAME)
        return
    actions = [[p, t] for p, t in [*story.armies, *moves]]
    earlier = [[p, t] for p, t in story.earlier]
    write_save(app, SavedGame(setup, state.to_text(), {"start": story.start,
                                                       "actions": actions,
                                                       "earlier": earlier}))


@dataclass
class Resumed:
    """A save rebuilt: the state, its story, the move list and how far undo reaches."""

    state: SymbolState
    story: Story
    history: list[tuple[int, tuple | None, str]]
    floor: int
    last_events: list[Event] = field(default_factory=list)   # to retell the last action


def _moves(extra: dict[str, Any], name: str) -> list[tuple[int, str]]:
    raw = extra.get(name, [])
    if not isinstance(raw, list):
        raise ValueError("the saved move list is not a list")
    out = []
    for item in raw:
        if (not isinstance(item, list) or len(item) != 2 or item[0] not in (0, 1)
                or not isinstance(item[1], str)):
            raise ValueError("a saved move is not [player, text]")
        out.append((int(item[0]), item[1]))
    return out


def _replay(start: str, actions: list[tuple[int, str]]) -> Resumed:
    """Play ``actions`` from ``start``; NotationError/IllegalActionError if they do not fit."""
    state = SymbolState.from_text(start)
    story = Story(start)
    history: list[tuple[int, tuple | None, str]] = []
    events: list[Event] = []
    for player, text in actions:
        if state.to_move() != player:
            raise IllegalActionError(f"{text}: not player {player + 1}'s turn")
        action = state.parse_action(text)
        events = state.play(action)
        if action[0] == ARMY:
            if history:
                raise IllegalActionError("an army is chosen before the first move")
            story.armies.append((player, text))
        else:
            history.append((player, action, text))
    return Resumed(state, story, history, 0, events if history else [])


def restore(saved: SavedGame) -> Resumed:
    """Rebuild a saved game; ValueError (or NotationError) when it does not fit."""
    if saved.game != GAME:
        raise ValueError(f"not a Symbol save: {saved.game}")
    state = SymbolState.from_text(saved.position)
    if state.outcome() is not None:
        raise ValueError("the saved game is already over")
    if set(variants_of(saved.setup)) != set(state.flags):
        raise ValueError("the saved position's variants differ from its options")
    actions = _moves(saved.extra, "actions")
    earlier = _moves(saved.extra, "earlier")
    start = saved.extra.get("start")
    if isinstance(start, str):
        try:
            whole = _replay(start, actions)
        except (NotationError, IllegalActionError):
            whole = None
        if whole is not None and whole.state.to_text() == saved.position:
            whole.story.earlier = earlier
            whole.history[:0] = [(p, None, t) for p, t in earlier]
            whole.floor = len(earlier)
            return whole
    # the story does not lead to the position: trust the position, show the list
    earlier += [(p, t) for p, t in actions if not t.startswith("army:")]
    shown: list[tuple[int, tuple | None, str]] = [(p, None, t) for p, t in earlier]
    return Resumed(state, Story(saved.position, earlier=earlier), shown, len(earlier))
