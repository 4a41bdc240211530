"""The Symbol game state: turn order, actions, consequences, outcome.

The board is a flat list of packed ints (see pieces.py); every play()
pushes a snapshot so undo() is exact and cheap. key() combines an
incrementally updated hash of the board with the reserves and the side.

Actions are the typed values of actions.py; play() takes them or the equal
plain tuples. The events play() returns, in animation order, are listed with
their fields in events.py (``SymbolEvent``) and common.py (``game_over``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..common import CommonEvent, Event, IllegalActionError, NotationError, Outcome, Previews
from . import notation
from .actions import (
    ARMY,
    DETONATE,
    DETONATIONS,
    MOVE,
    MOVE_ROWS,
    MOVE_ROWS_KEPT,
    PLACE,
    PLACES,
    REACH,
    REINFORCE,
    RESIGN,
    Army,
    Detonate,
    Move,
    Place,
    Placement,
    Reach,
    Reinforce,
    Resign,
    SymbolAction,
    as_action,
)
from .board import (
    CELLS,
    HOME,
    INDEX,
    NAMES,
    NEIGHBOURS,
    PUSH,
    REGION,
    REGION_COUNT,
    TERRAIN,
    control_of,
)
from .events import SymbolEvent
from .movegen import (
    compositions,
    find_path,
    groups,
    placement_allowed,
    reinforcements,
    targets,
)
from .pieces import (
    BITS,
    COUNTS_MASK,
    DEATH,
    FIELD,
    FIRE,
    LETTERS,
    ONE,
    OWNER_BIT,
    counts_of,
    letters,
    mask_of,
    pack,
    parse_letters,
    parse_reserve,
    terrain_of,
)
from .threats import LeaderThreat, threat_of
from .unreachable import Unreachable, unreachable

VARIANTS = ("unlimited", "desertion", "tiebreak", "openpool")
BOX_PER_COLOUR = 6
ARMY_UNITS = 15
UNLIMITED_UNITS = 8
NO_CAPTURE_LIMIT = 200
#: Reasons a game ends drawn (the territorial tie-break may turn them into wins).
DRAW_REASONS = frozenset({"both-leaders", "repetition", "no-capture-limit", "no-moves",
                          "agreement"})
BASIC_ARMY: tuple[int, ...] = (3, 3, 3, 3, 3)

_LEADER_ONE = ONE[0]
_DEATH_FIELD = FIELD << (BITS * DEATH)
_FIRE_FIELD = FIELD << (BITS * FIRE)
_UNITS_MASK = COUNTS_MASK & ~FIELD
_new = tuple.__new__


def _z(cell: int, v: int) -> int:
    """Zobrist-style term of one cell; tuple hashes of ints are stable."""
    return hash((cell, v, 0x9E3779B9)) if v else 0


class SymbolState(Previews):
    """A Symbol position plus the history needed for undo and repetition."""

    __slots__ = (
        "board", "res", "side", "counter", "flags", "pending", "armies", "removed",
        "_outcome", "_h", "_hist", "_seen", "_gone", "_lost", "_actor", "_legal",
    )

    def __init__(self) -> None:
        """The basic game at leader placement (use :meth:`new` for options)."""
        self._init_empty(frozenset())
        army = pack((1, *BASIC_ARMY))
        self.res = [army, army]
        self.armies = [army, army]
        self._start()

    # ------------------------------------------------------------ setup
    def _init_empty(self, flags: frozenset[str]) -> None:
        self.board = [0] * 49
        self.res = [0, 0]
        self.side = 0
        self.counter = 0
        self.flags = flags
        self.pending = [False, False]
        self.armies = [0, 0]
        self.removed = [0, 0]
        self._outcome: Outcome | None = None
        self._h = 0
        self._hist: list[tuple[Any, ...]] = []
        self._seen: dict[tuple[int, int, int, int], int] = {}
        self._gone = False
        self._lost = [False, False]
        self._actor = 0
        self._legal: tuple[SymbolAction, ...] | None = None  # this position's, once asked

    def _start(self) -> None:
        """Record the first position and settle an already-ended one."""
        self._seen = {self.key(): 1}
        self._outcome = self._static_outcome()

    @classmethod
    def new(
        cls,
        variants: Iterable[str] = (),
        armies: tuple[str | Mapping[str, int], str | Mapping[str, int]] | None = None,
        choose_armies: bool | None = None,
    ) -> SymbolState:
        """A new game. ``armies`` as reserve text (``"D3F3A3W3E3"``) or
        letter counts; ``choose_armies`` starts with the army phase (the
        default when ``unlimited``/``desertion`` is on and no armies are
        given); otherwise both take the basic army."""
        flags = frozenset(variants)
        bad = flags - set(VARIANTS)
        if bad:
            raise ValueError(f"unknown variant(s): {', '.join(sorted(bad))}")
        s = cls.__new__(cls)
        s._init_empty(flags)
        unlimited = bool(flags & {"unlimited", "desertion"})
        if choose_armies is None:
            choose_armies = armies is None and unlimited
        if choose_armies:
            s.res = [_LEADER_ONE, _LEADER_ONE]
            s.armies = [_LEADER_ONE, _LEADER_ONE]
            s.pending = [True, True]
        else:
            if armies is None:
                units = [BASIC_ARMY, BASIC_ARMY]
            else:
                units = [s._army_counts(a, p) for p, a in enumerate(armies)]
            size = s.army_size()
            for p in (0, 1):
                limits = (
                    (size,) * 5
                    if "openpool" in flags or p == 1
                    else tuple(BOX_PER_COLOUR - n for n in units[1])
                )
                s._validate_army(p, units[p], limits)
                s.res[p] = s.armies[p] = pack((1, *units[p]))
        s._start()
        return s

    @staticmethod
    def _army_counts(army: str | Mapping[str, int], player: int) -> tuple[int, ...]:
        if isinstance(army, str):
            try:
                v = parse_reserve(army.upper() if player == 0 else army.lower(), player)
            except ValueError as e:
                raise ValueError(f"bad army {army!r}: {e}") from None
            return counts_of(v)[1:]
        counts = [0] * 5
        for letter, n in army.items():
            t = LETTERS.find(letter.upper())
            if t < 1:
                raise ValueError(f"bad army letter {letter!r}")
            counts[t - 1] = int(n)
        return tuple(counts)

    def army_size(self) -> int:
        """Units each army holds: 15, or 8 with unlimited forces."""
        return UNLIMITED_UNITS if self.flags & {"unlimited", "desertion"} else ARMY_UNITS

    def army_limits(
        self, player: int, other_units: tuple[int, ...] | None = None
    ) -> tuple[int, ...]:
        """Most units of each colour (D, F, A, W, E) the player may take."""
        size = self.army_size()
        if "openpool" in self.flags:
            return (size,) * 5
        if other_units is None:
            other = self.armies[1 - player]
            other_units = (0,) * 5 if self.pending[1 - player] else counts_of(other)[1:]
        return tuple(BOX_PER_COLOUR - n for n in other_units)

    def _validate_army(
        self, player: int, units: tuple[int, ...], limits: tuple[int, ...] | None = None
    ) -> None:
        size = self.army_size()
        if (
            len(units) != 5
            or any(not isinstance(n, int) or n < 0 for n in units)
            or sum(units) != size
        ):
            raise ValueError(f"an army holds exactly {size} units")
        if "openpool" not in self.flags:
            limits = limits or self.army_limits(player)
            if any(n > m for n, m in zip(units, limits, strict=True)):
                raise ValueError(
                    f"the box holds {BOX_PER_COLOUR} units of each colour for both armies"
                )

    def army_options(self) -> list[tuple[int, ...]]:
        """Every army the side to move may choose (counts D, F, A, W, E)."""
        return compositions(self.army_size(), self.army_limits(self.side))

    # ------------------------------------------------------- interface
    def to_move(self) -> int | None:
        return None if self._outcome is not None else self.side

    def outcome(self) -> Outcome | None:
        return self._outcome

    def key(self) -> tuple[int, int, int, int]:
        """Board hash, reserves and side: the identity repetition counts."""
        return (self._h, self.res[0], self.res[1], self.side)

    def copy(self) -> SymbolState:
        s = SymbolState.__new__(SymbolState)
        s.board = self.board[:]
        s.res = self.res[:]
        s.side = self.side
        s.counter = self.counter
        s.flags = self.flags
        s.pending = self.pending[:]
        s.armies = self.armies[:]
        s.removed = self.removed[:]
        s._outcome = self._outcome
        s._h = self._h
        s._hist = self._hist[:]
        s._seen = dict(self._seen)
        s._gone = False
        s._lost = [False, False]
        s._actor = 0
        s._legal = self._legal
        return s

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SymbolState):
            return NotImplemented
        return (
            self.board == other.board
            and self.res == other.res
            and self.side == other.side
            and self.counter == other.counter
            and self.flags == other.flags
            and self.pending == other.pending
            and self._outcome == other._outcome
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"SymbolState({self.to_text()!r})"

    def to_text(self) -> str:
        return notation.position_text(self.board, self.res, self.side, self.counter, self.flags)

    @classmethod
    def from_text(cls, text: str) -> SymbolState:
        pos = notation.load_position(text)
        s = cls.__new__(cls)
        s._init_empty(pos.flags)
        s.board, s.res, s.side, s.counter = pos.board, pos.res, pos.side, pos.counter
        s.pending, s.armies = pos.pending, pos.armies
        s._h = 0
        for c in CELLS:
            s._h ^= _z(c, s.board[c])
        s._start()
        return s

    def action_text(self, action: tuple[Any, ...]) -> str:
        """The notation of an action (typed, or the equal plain tuple) by the side to move."""
        return notation.action_text(self.board, self.side, action)

    def parse_action(self, text: str) -> SymbolAction:
        return notation.parse_action(self.board, self.side, text)

    # ----------------------------------------------------- inspection
    def stack_at(self, cell: int | str) -> tuple[int, str] | None:
        """(owner, letters in the owner's case) on a cell, or None if empty."""
        v = self.board[_cell(cell)]
        if not v:
            return None
        p = 1 if v >= OWNER_BIT else 0
        return p, letters(v, p)

    def counts_at(self, cell: int | str) -> tuple[int, ...]:
        """Pieces per type (L, D, F, A, W, E) on a cell; zeros when empty."""
        return counts_of(self.board[_cell(cell)] & COUNTS_MASK)

    @staticmethod
    def terrain(cell: int | str) -> str:
        """``"land"`` or ``"water"``."""
        return "land" if TERRAIN[_cell(cell)] == 1 else "water"

    @staticmethod
    def region_of(cell: int | str) -> int:
        return REGION[_cell(cell)]

    def _region_presence(self) -> list[int]:
        """Per region, a bit per player with pieces there (1: player 1, 2: player 2)."""
        seen = [0] * REGION_COUNT
        b = self.board
        for c in CELLS:
            v = b[c]
            if v:
                seen[REGION[c]] |= 2 if v >= OWNER_BIT else 1
        return seen

    def region_control(self) -> list[int | None]:
        """For each of the 9 regions, the player controlling it or None."""
        return control_of(self._region_presence())

    def controlled_regions(self, player: int) -> int:
        return self._region_presence().count(1 << player)

    def reinforcement_count(self, player: int | None = None) -> int:
        """Pieces the player may place this turn: 1 + 1 per 3 regions, capped
        by the units in reserve."""
        p = self.side if player is None else player
        units = sum(counts_of(self.res[p])[1:])
        return min(1 + self.controlled_regions(p) // 3, units)

    def reserve(self, player: int) -> dict[str, int]:
        """Reserve as letter -> count (upper-case letters)."""
        return {LETTERS[t]: n for t, n in enumerate(counts_of(self.res[player])) if n}

    def leader_cell(self, player: int) -> int | None:
        """The cell holding the player's leader, None if not on the board."""
        b = self.board
        for c in CELLS:
            v = b[c]
            if v & FIELD and (v >= OWNER_BIT) == player:
                return c
        return None

    def movable_groups(self, cell: int | str) -> list[str]:
        """Letters of every group the side to move may move from ``cell``."""
        c = _cell(cell)
        v = self.board[c]
        if not v or (v >= OWNER_BIT) != self.side or self._outcome is not None:
            return []
        return [letters(g, self.side) for g, _, _ in groups(v, TERRAIN[c])]

    def actions_from(self, cell: int | str) -> list[Move | Reach]:
        """Legal moves and reach captures of every group starting at ``cell``."""
        c = _cell(cell)
        v = self.board[c]
        if not v or (v >= OWNER_BIT) != self.side or not self._in_play():
            return []
        out: list[Move | Reach] = []
        for g, _, _ in groups(v, TERRAIN[c]):
            out.extend(self.group_actions(c, g))
        return out

    def group_actions(self, cell: int | str, group: int | str) -> list[Move | Reach]:
        """Legal moves and reach captures of one group (letters or packed)."""
        c = _cell(cell)
        v = self.board[c]
        if not v or (v >= OWNER_BIT) != self.side or not self._in_play():
            return []
        if isinstance(group, str):
            try:
                group, _ = parse_letters(group)
            except ValueError as e:
                raise NotationError(str(e)) from None
        for g, tc, pm in groups(v, TERRAIN[c]):
            if g == group:
                moves, reach = targets(self.board, c, tc, pm, self.side)
                out: list[Move | Reach] = [Move(c, g, d) for d in moves]
                return out + [Reach(c, g, stop, t) for stop, t in reach]
        return []

    def unreachable(self, cell: int | str, group: str, to: int | str) -> Unreachable:
        """Why the group ``group`` (letters) on ``cell`` has no action to ``to``
        (ask only when it has none): see game/symbol/unreachable.py."""
        try:
            packed, _ = parse_letters(group)
        except ValueError as e:
            raise NotationError(str(e)) from None
        return unreachable(self.board, self.side, _cell(cell), packed, _cell(to))

    def placement_cells(self, letter: str) -> list[int]:
        """Cells where the side to move may place one reserve piece of this type."""
        t = LETTERS.find(letter.upper())
        p = self.side
        leader = self.leader_cell(p)
        if t < 1 or leader is None or not self._in_play() or not counts_of(self.res[p])[t]:
            return []
        return [c for c in CELLS if placement_allowed(self.board, p, leader, c, t)]

    def detonation_cells(self) -> list[int]:
        """Cells where the side to move may set off a death piece."""
        if not self._in_play():
            return []
        p = self.side
        return [c for c in CELLS if self.board[c] and (self.board[c] >= OWNER_BIT) == p
                and self.board[c] & _DEATH_FIELD]

    def _in_play(self) -> bool:
        """Past armies and leader placement, and not over."""
        p = self.side
        return self._outcome is None and not self.pending[p] and not self.res[p] & FIELD

    def is_over(self) -> bool:
        return self._outcome is not None

    # ---------------------------------------------------- generation
    def legal_actions(self) -> list[SymbolAction]:
        """Every legal action of the side to move, in a stable order (a new
        list each call; the position keeps them until it changes, and play()
        takes one of them without checking it again)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        return list(legal)

    def _generate(self) -> tuple[SymbolAction, ...]:
        if self._outcome is not None:
            return ()
        p = self.side
        if self.pending[p]:
            return tuple(Army(units) for units in self.army_options())
        b = self.board
        if self.res[p] & FIELD:
            return tuple(PLACES[c] for c in HOME[p] if not b[c])
        out = self._board_actions(p)
        units = counts_of(self.res[p])
        leader = self.leader_cell(p)
        if leader is not None and any(units[1:]):
            most = self.reinforcement_count(p)
            return (*out, *reinforcements(b, p, leader, units, most))
        return tuple(out)

    def _board_actions(self, p: int) -> list[Move | Reach | Detonate]:
        """Player ``p``'s detonations, moves and reach captures (no reinforcements)."""
        b = self.board
        out: list[Move | Reach | Detonate] = []
        app = out.append
        rows = MOVE_ROWS
        for c in CELLS:
            v = b[c]
            if not v or (v >= OWNER_BIT) != p:
                continue
            if v & _DEATH_FIELD:
                app(DETONATIONS[c])
            gs = groups(v, TERRAIN[c])
            # Groups with the same terrain and powers share their targets (the
            # common lone piece or unsplittable stack has one group: no cache).
            cache: dict[tuple[int, int], tuple[list[int], list[tuple[int, int]]]] | None = (
                None if len(gs) == 1 else {})
            for g, tc, pm in gs:
                if cache is None:
                    moves, reach = targets(b, c, tc, pm, p)
                else:
                    tg = cache.get((tc, pm))
                    if tg is None:
                        tg = cache[tc, pm] = targets(b, c, tc, pm, p)
                    moves, reach = tg
                row = rows.get(g << 6 | c)
                if row is None:
                    if len(rows) >= MOVE_ROWS_KEPT:
                        rows.clear()
                    row = rows[g << 6 | c] = [None] * 49
                for d in moves:
                    m = row[d]
                    if m is None:
                        m = row[d] = _new(Move, (MOVE, c, g, d))
                    app(m)
                for stop, t in reach:
                    app(_new(Reach, (REACH, c, g, stop, t)))
        return out

    def leader_threats(self, player: int) -> list[LeaderThreat]:
        """Every move, reach capture or detonation the other player could make next
        (as if it were their turn now) that would take ``player``'s leader off the
        board. Empty before both leaders stand and once the game is over."""
        foe = 1 - player
        lead = self.leader_cell(player)
        if (self._outcome is not None or any(self.pending) or lead is None
                or self.res[foe] & FIELD):
            return []
        probe = self.copy()
        probe.side = foe
        probe._legal = None       # the kept actions were the other side's
        out = []
        for a in probe._board_actions(foe):
            if type(a) is Move or type(a) is Reach:
                v = probe.board[a.target]     # undo restores it after each probe
                # without an enemy to take or fire to push, a move removes nothing
                if not (v and (v >= OWNER_BIT) == player) and not a.group & _FIRE_FIELD:
                    continue
            events = probe._apply(a)        # legal: generated for this position
            if probe.leader_cell(player) is None:
                out.append(threat_of(a, events, NAMES[lead]))
            probe.undo()
        return out

    def _has_action(self, p: int) -> bool:
        """Cheap test for 'no legal action' (draw): any action exists?"""
        if self.pending[p] or self.res[p] & COUNTS_MASK:
            return True  # army, leader placement, or reinforcement onto the leader
        b = self.board
        for c in CELLS:
            v = b[c]
            if not v or (v >= OWNER_BIT) != p:
                continue
            if v & _DEATH_FIELD:
                return True
            gs = groups(v, TERRAIN[c])
            if gs:
                moves, reach = targets(b, c, gs[0][1], gs[0][2], p)
                if moves or reach:
                    return True
        return False

    # ---------------------------------------------------------- play
    def play(self, action: tuple[Any, ...]) -> list[Event]:
        """Check and apply one action (typed, or the equal plain tuple); returns
        its events in animation order."""
        legal = self._legal
        if legal is None or action not in legal:
            self._check(action)
        return self._apply(as_action(action))

    def undo(self) -> None:
        if not self._hist:
            raise IllegalActionError("nothing to undo")
        self._legal = None
        k = self.key()
        n = self._seen.get(k, 0)
        if n <= 1:
            self._seen.pop(k, None)
        else:
            self._seen[k] = n - 1
        (board, res, self.side, self.counter, pending, armies, removed,
         self._outcome, self._h) = self._hist.pop()
        self.board = list(board)
        self.res = list(res)
        self.pending = list(pending)
        self.armies = list(armies)
        self.removed = list(removed)

    def _check(self, a: tuple[Any, ...]) -> None:
        if self._outcome is not None:
            raise IllegalActionError("the game is over")
        if not isinstance(a, tuple) or not a:
            raise IllegalActionError(f"not an action: {a!r}")
        kind = a[0]
        p = self.side
        if kind == RESIGN:
            return
        if self.pending[p]:
            if kind != ARMY:
                raise IllegalActionError("choose an army first")
            try:
                self._validate_army(p, tuple(a[1]))
            except (ValueError, TypeError) as e:
                raise IllegalActionError(str(e)) from None
            return
        if kind == ARMY:
            raise IllegalActionError("armies are already chosen")
        b = self.board
        if self.res[p] & FIELD:
            if kind != PLACE:
                raise IllegalActionError("the leader must be placed first")
            if a[1] not in HOME[p] or b[a[1]]:
                raise IllegalActionError("the leader goes on an empty cell of your land zone")
            return
        if kind == PLACE:
            raise IllegalActionError("the leader is already on the board")
        try:
            if kind in (MOVE, REACH):
                self._check_move(a)
            elif kind == DETONATE:
                c = a[1]
                v = b[c]
                if not (v and (v >= OWNER_BIT) == p and v & _DEATH_FIELD):
                    raise IllegalActionError(f"no death piece of yours on {NAMES[c]}")
            elif kind == REINFORCE:
                self._check_reinforce(a[1])
            else:
                raise IllegalActionError(f"not an action: {a!r}")
        except (IndexError, TypeError):
            raise IllegalActionError(f"malformed action: {a!r}") from None

    def _check_move(self, a: tuple[Any, ...]) -> None:
        p = self.side
        src, g = a[1], a[2]
        v = self.board[src]
        if not v or (v >= OWNER_BIT) != p:
            raise IllegalActionError(f"no stack of yours on {NAMES[src]}")
        sig = next(((tc, pm) for g2, tc, pm in groups(v, TERRAIN[src]) if g2 == g), None)
        if sig is None:
            raise IllegalActionError("that group cannot move from this stack")
        tc, pm = sig
        moves, reach = targets(self.board, src, tc, pm, p)
        if a[0] == MOVE:
            if len(a) != 4 or a[3] not in moves:
                raise IllegalActionError("that group cannot go there")
        elif len(a) != 5 or (a[3], a[4]) not in reach:
            raise IllegalActionError("that group cannot capture there by reach")

    def _check_reinforce(self, placements: tuple[Placement, ...]) -> None:
        p = self.side
        leader = self.leader_cell(p)
        if leader is None or not placements:
            raise IllegalActionError("nothing to reinforce with")
        if len(placements) > self.reinforcement_count(p):
            raise IllegalActionError(
                f"you may place at most {self.reinforcement_count(p)} piece(s)"
            )
        if list(placements) != notation.sort_placements(placements):
            raise IllegalActionError("placements must be sorted by cell, then stack order")
        need = [0] * 6
        used_empty: set[int] = set()
        for cell, t in placements:
            if not 1 <= t <= 5:
                raise IllegalActionError("only units are placed as reinforcements")
            if not placement_allowed(self.board, p, leader, cell, t):
                raise IllegalActionError(f"{LETTERS[t]} may not be placed on {NAMES[cell]}")
            if not self.board[cell]:
                if cell in used_empty:
                    raise IllegalActionError(f"{NAMES[cell]} takes one piece")
                used_empty.add(cell)
            need[t] += 1
        have = counts_of(self.res[p])
        if any(n > h for n, h in zip(need, have, strict=True)):
            raise IllegalActionError("not enough pieces in reserve")

    # -------------------------------------------------------- effects
    def _set(self, c: int, v: int) -> None:
        old = self.board[c]
        if old != v:
            self._h ^= _z(c, old) ^ _z(c, v)
            self.board[c] = v

    def _lose(self, owner: int, counts: int) -> None:
        """Pieces leave the board: leader loss, variant reserves, tally."""
        self._gone = True
        if counts & FIELD:
            self._lost[owner] = True
            self.removed[owner] += counts & FIELD
            counts &= _UNITS_MASK
        if not counts:
            return
        f = self.flags
        if "desertion" in f:
            self.res[self._actor] += counts
        elif "unlimited" in f:
            self.res[owner] += counts
        else:
            self.removed[owner] += counts

    def _snapshot(self) -> None:
        """Keep what undo() restores, before anything changes."""
        self._hist.append((
            tuple(self.board), tuple(self.res), self.side, self.counter, tuple(self.pending),
            tuple(self.armies), tuple(self.removed), self._outcome, self._h,
        ))

    def _end_here(self, out: Outcome) -> list[Event]:
        """End the game on the position as it stands (a resignation or an agreed
        draw); the position is counted again so that undo() balances."""
        self._snapshot()
        self._legal = None
        k = self.key()
        self._seen[k] = self._seen.get(k, 0) + 1
        self._outcome = out
        return [Event(CommonEvent.GAME_OVER, {"winner": out.winner, "reason": out.reason})]

    def _apply(self, a: SymbolAction) -> list[Event]:
        p = self.side
        if type(a) is Resign:
            return self._end_here(Outcome(1 - p, "resign"))
        self._snapshot()
        self._legal = None
        self._gone = False
        self._lost = [False, False]
        self._actor = p
        ev: list[Event] = []
        if type(a) is Move or type(a) is Reach:
            self._do_move(a, ev)
        elif type(a) is Reinforce:
            self._do_reinforce(a.placements, ev)
        elif type(a) is Detonate:
            ev.append(Event(SymbolEvent.DETONATED,
                            {"player": p, "cell": NAMES[a.cell], "cause": "owner"}))
            self._explode([a.cell], ev)
        elif type(a) is Place:
            own = OWNER_BIT if p else 0
            self._set(a.cell, _LEADER_ONE | own)
            self.res[p] -= _LEADER_ONE
            ev.append(Event(SymbolEvent.LEADER_PLACED, {"player": p, "cell": NAMES[a.cell]}))
        elif type(a) is Army:
            units = pack((0, *a.units))
            self.res[p] += units
            self.armies[p] += units
            self.pending[p] = False
            ev.append(Event(SymbolEvent.ARMY_CHOSEN,
                            {"player": p, "army": notation.army_text(a.units, 0)}))
        self.side = 1 - p
        self.counter = 0 if self._gone else self.counter + 1
        k = self.key()
        seen = self._seen.get(k, 0) + 1
        self._seen[k] = seen
        out: Outcome | None = None
        if self._lost[0] and self._lost[1]:
            out = Outcome(None, "both-leaders")
        elif self._lost[0] or self._lost[1]:
            out = Outcome(1 if self._lost[0] else 0, "leader-captured")
        elif seen >= 3:
            out = Outcome(None, "repetition")
        elif self.counter >= NO_CAPTURE_LIMIT:
            out = Outcome(None, "no-capture-limit")
        elif not self._has_action(self.side):
            out = Outcome(None, "no-moves")
        if out is not None:
            out = self._tiebreak(out)
            self._outcome = out
            ev.append(Event(CommonEvent.GAME_OVER, {"winner": out.winner, "reason": out.reason}))
        return ev

    def _tiebreak(self, out: Outcome) -> Outcome:
        """Territorial tie-break variant: more regions wins a draw."""
        if out.winner is not None or "tiebreak" not in self.flags:
            return out
        a, b = self.controlled_regions(0), self.controlled_regions(1)
        if a == b:
            return out
        return Outcome(0 if a > b else 1, out.reason)

    def won_on_tiebreak(self) -> bool:
        """The game ended drawn and the territorial tie-break gave it to the
        player holding more regions (the reason stays the draw's)."""
        out = self._outcome
        return out is not None and out.winner is not None and out.reason in DRAW_REASONS

    def _static_outcome(self) -> Outcome | None:
        """Outcome readable from a position alone (used by from_text)."""
        if any(self.pending):
            return None
        lost = [
            not (self.res[p] & FIELD) and self.leader_cell(p) is None for p in (0, 1)
        ]
        out = None
        if lost[0] and lost[1]:
            out = Outcome(None, "both-leaders")
        elif lost[0] or lost[1]:
            out = Outcome(1 if lost[0] else 0, "leader-captured")
        elif self.counter >= NO_CAPTURE_LIMIT:
            out = Outcome(None, "no-capture-limit")
        elif not self._has_action(self.side):
            out = Outcome(None, "no-moves")
        return None if out is None else self._tiebreak(out)

    def _do_move(self, a: Move | Reach, ev: list[Event]) -> None:
        p = self.side
        own = OWNER_BIT if p else 0
        b = self.board
        src, g = a.src, a.group
        reach = type(a) is Reach
        end = a.dst
        tgt = a.target
        tc = terrain_of(g)
        pm = mask_of(g)
        path = find_path(b, src, tc, pm, p, end, tgt if reach else -1)
        pieces = letters(g, p)
        rest = (b[src] & COUNTS_MASK) - g
        self._set(src, rest | own if rest else 0)
        if end != src:
            ev.append(Event(SymbolEvent.MOVED, {
                "player": p, "frm": NAMES[src], "to": NAMES[end], "pieces": pieces,
                "path": [NAMES[c] for c in path],
            }))
        alive = True
        tv = b[tgt]
        enemy_there = bool(tv) and (tv >= OWNER_BIT) != p
        if reach:
            self._put(end, g | own)
            ev.append(Event(SymbolEvent.REACH_CAPTURE, {
                "player": p, "frm": NAMES[end], "target": NAMES[tgt], "pieces": pieces,
            }))
        if enemy_there:
            foe = 1 - p
            if tv & _DEATH_FIELD:
                extra = []
                if not reach:
                    extra.append((NAMES[tgt], p, pieces))
                    self._lose(p, g)
                ev.append(Event(SymbolEvent.DETONATED, {
                    "player": foe, "cell": NAMES[tgt], "cause": "captured",
                }))
                self._explode([tgt], ev, extra)
                alive = False  # at the centre, or next to it after a reach
            else:
                ev.append(Event(SymbolEvent.CAPTURED, {
                    "cell": NAMES[tgt], "pieces": letters(tv, foe), "player": foe,
                }))
                self._lose(foe, tv & COUNTS_MASK)
                self._set(tgt, 0)
                if not reach:
                    self._set(tgt, g | own)
        elif not reach:
            self._put(end, g | own)
        if alive and g & _FIRE_FIELD and b[end] and (b[end] >= OWNER_BIT) == p:
            self._push(end, ev)

    def _put(self, c: int, v: int) -> None:
        """Add own pieces (with owner bit) to a cell, joining a stack there."""
        old = self.board[c]
        self._set(c, (old + (v & COUNTS_MASK)) if old else v)

    def _push(self, f: int, ev: list[Event]) -> None:
        """Fire: push every adjacent enemy stack one cell away, all at once."""
        p = self.side
        b = self.board
        plan = []
        for n, beyond in PUSH[f]:
            v = b[n]
            if not v or (v >= OWNER_BIT) == p:
                continue
            if v & _DEATH_FIELD:
                plan.append((n, beyond, v, "death"))
            elif beyond < 0:
                plan.append((n, beyond, v, "edge"))
            else:
                w = b[beyond]
                if w and (w >= OWNER_BIT) == p:
                    plan.append((n, beyond, v, "blocked"))
                elif w:
                    plan.append((n, beyond, v, ""))
                elif not terrain_of(v) & TERRAIN[beyond]:
                    plan.append((n, beyond, v, "terrain"))
                else:
                    plan.append((n, beyond, v, ""))
        foe = 1 - p
        blasts = []
        for n, beyond, v, why in plan:
            pieces = letters(v, foe)
            if why == "death":
                ev.append(Event(SymbolEvent.DETONATED,
                                {"player": foe, "cell": NAMES[n], "cause": "pushed"}))
                blasts.append(n)
            elif why:
                ev.append(Event(SymbolEvent.PUSHED_CRUSHED, {
                    "frm": NAMES[n], "pieces": pieces, "why": why, "player": foe,
                }))
                self._lose(foe, v & COUNTS_MASK)
                self._set(n, 0)
            else:
                ev.append(Event(SymbolEvent.PUSHED, {
                    "frm": NAMES[n], "to": NAMES[beyond], "pieces": pieces, "player": foe,
                }))
                self._set(n, 0)
                self._put(beyond, v)
        if blasts:
            self._explode(blasts, ev)

    def _explode(
        self, centres: list[int], ev: list[Event], extra: list[tuple[str, int, str]] | None = None
    ) -> None:
        """Chain explosions: each clears its cell and the 8 around it."""
        b = self.board
        queued = set(centres)
        level = list(centres)
        step = 0
        while level:
            nxt = []
            for c in level:
                removed = list(extra) if extra and step == 0 and c == centres[0] else []
                cells = (c, *NEIGHBOURS[c])
                for x in cells:
                    v = b[x]
                    if not v:
                        continue
                    o = 1 if v >= OWNER_BIT else 0
                    removed.append((NAMES[x], o, letters(v, o)))
                    self._lose(o, v & COUNTS_MASK)
                    self._set(x, 0)
                    if v & _DEATH_FIELD and x not in queued:
                        queued.add(x)
                        nxt.append(x)
                ev.append(Event(SymbolEvent.EXPLODED, {
                    "centre": NAMES[c], "cells": [NAMES[x] for x in cells], "step": step,
                    "removed": removed,
                }))
            level = nxt
            step += 1

    def _do_reinforce(self, placements: tuple[Placement, ...], ev: list[Event]) -> None:
        p = self.side
        own = OWNER_BIT if p else 0
        for cell, t in placements:
            self._put(cell, ONE[t] | own)
            self.res[p] -= ONE[t]
        ev.append(Event(SymbolEvent.REINFORCED, {
            "player": p,
            "placements": [(NAMES[c], letters(ONE[t], p)) for c, t in placements],
        }))

    def agree_draw(self) -> list[Event]:
        """Both players agree to a draw (not an action: it needs both); with the
        territorial tie-break the player holding more regions wins it."""
        if self._outcome is not None:
            raise IllegalActionError("the game is over")
        return self._end_here(self._tiebreak(Outcome(None, "agreement")))

    def resign(self, player: int) -> list[Event]:
        """``player`` gives up, on their turn or not: the other wins ("resign").
        Not an action of the side to move (the ``resign`` action is, for the
        command line); undone by undo()."""
        if self._outcome is not None:
            raise IllegalActionError("the game is over")
        if player not in (0, 1):
            raise IllegalActionError(f"no player {player!r}")
        return self._end_here(Outcome(1 - player, "resign"))

    # ----------------------------------------------------- conveniences
    def piece_totals(self) -> tuple[int, ...]:
        """Per type: board + reserves + removed, both players together."""
        tot = [0] * 6
        for v in [*self.board, *self.res, *self.removed]:
            for t, n in enumerate(counts_of(v & COUNTS_MASK)):
                tot[t] += n
        return tuple(tot)


def _cell(cell: int | str) -> int:
    if isinstance(cell, str):
        if cell not in INDEX:
            raise NotationError(f"no cell {cell!r}")
        return INDEX[cell]
    return cell
