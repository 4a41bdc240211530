"""The Essentia game state: setup phase, play, outcome, undo, notation.

One mutable state object covers the whole game, from the first tile placed
to the end, so that undo can walk back to the start of setup and the computer
can take part in setup through the same ``legal_actions``/``play`` verbs.

Hot-path representation (play phase):
- ``_occ``: 72 ints, 0/1 for a golem, or a vacancy marker: EMPTY, ACTIVE
  (vacant active circle), PASS (inactive circle a slide crosses) or BLOCK
  (sealed circle). Markers let move generation handle circles with the same
  comparisons it already makes.
- ``_power``: 72 power codes, the terrain's own, or the power declared by the
  golem standing on an active circle (NO_POWER when vacant).
- ``_pieces``: one set of cells per player; ``_on_spring``: golems on springs.
- ``_hash``: incremental Zobrist hash of golems, declared powers, side to move
  and terrain; it is ``key()`` and drives the repetition count.
- Actions are ``EssentiaAction`` objects made once (game/essentia/actions.py):
  the generator walks the layout's target cells and reads each move from
  ``MOVES[frm][to]``, never making one; the engine decodes them with the same
  bit operations.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from game.common import CommonEvent, Event, IllegalActionError, NotationError, Outcome, Previews
from game.essentia.actions import (
    DEAL,
    DEAL_ACTION,
    DECLARATIONS,
    MOVES,
    PLACEMENTS,
    SETUP,
    EssentiaAction,
    action_of,
)
from game.essentia.events import EssentiaEvent
from game.essentia.layout import (
    CELLS,
    CIRCLE,
    DEFAULT_LAYOUT,
    FILES,
    FOREST,
    HIDDEN,
    HOME,
    KNIGHT,
    LINE,
    NAMES,
    NO_POWER,
    ROCKS,
    SLIDE_RAYS,
    SPRING,
    STEP_ALL,
    STEP_DIAG,
    STEP_ORTH,
    TERRAIN_NAMES,
    TILE_TERRAINS,
    Layout,
    cell_index,
    half_of,
)
from game.essentia.notation import (
    MAX_MOVE_NUMBER,
    SETUP_MODES,
    Position,
    format_action,
    format_golems,
    format_terrain,
    format_tiles,
    parse_action,
    parse_position,
)

EMPTY, ACTIVE, PASS, BLOCK = 2, 3, 4, 5
DAWN, TWILIGHT = 0, 1
SIDE_NAMES = ("Dawn", "Twilight")
NO_CAPTURE_LIMIT = 100
REPETITIONS = 3

_rng = random.Random(0x5EED_E55E)
ZG = [[_rng.getrandbits(62) for _ in range(CELLS)] for _ in range(2)]
ZC = [[_rng.getrandbits(62) for _ in range(6)] for _ in range(CELLS)]
ZT = [[_rng.getrandbits(62) for _ in range(8)] for _ in range(CELLS)]
ZSIDE = _rng.getrandbits(62)
del _rng

_WIN = {(p, r): Outcome(p, r) for p in (0, 1) for r in ("spring-capture", "springs-abandoned")}
_DRAW = {r: Outcome(None, r) for r in ("repetition", "no-capture-limit", "no-moves", "agreement")}
_RESIGN = (Outcome(1, "resign"), Outcome(0, "resign"))   # by the player who gives up
_PATHS = {k: [NAMES[c] for c in v] for k, v in LINE.items()}


class EssentiaState(Previews):
    """A whole game of Essentia: setup, then play, with undo to the very start."""

    # ----------------------------------------------------------------- creation
    def __init__(self) -> None:
        """Use ``new_game`` or ``from_text``; this only makes an empty shell."""
        self._circles = "on"
        self._terrain: list[int] = DEFAULT_LAYOUT.terrain()
        self._phase = "setup"
        self._mode: str | None = None
        self._seed = 0
        self._tiles: list[int] = DEFAULT_LAYOUT.tile_counts()
        self._pool: list[int] = list(self._tiles)
        self._placed = 0
        self._history: list[tuple[Any, ...]] = []
        self._clear_play()

    def _clear_play(self) -> None:
        self._occ: list[int] = []
        self._power: list[int] = []
        self._pieces: list[set[int]] = [set(), set()]
        self._on_spring = [0, 0]
        self._side = DAWN
        self._clock = 0
        self._fullmove = 1
        self._hash = 0
        self._rep: dict[int, int] = {}
        self._result: Outcome | None = None
        self._legal: tuple[EssentiaAction, ...] | None = None

    @classmethod
    def new_game(
        cls,
        circles: bool = True,
        variant: str | None = None,
        setup: str = "random",
        seed: int | None = None,
        layout: Layout = DEFAULT_LAYOUT,
    ) -> EssentiaState:
        """A game at the start of setup.

        circles: active (True) or inactive (False); variant: None, "wild"
        (active circles grant any power) or "sealed" (inactive circles also
        stop slides); setup: "random" (hidden alternate placement), "instant"
        (one deal action) or "strategic"; seed drives every chance event.
        """
        if variant not in (None, "wild", "sealed"):
            raise ValueError(f"unknown variant: {variant!r}")
        if variant == "wild" and not circles:
            raise ValueError("the wild variant needs active circles")
        if variant == "sealed" and circles:
            raise ValueError("the sealed variant needs inactive circles")
        if setup not in SETUP_MODES:
            raise ValueError(f"setup must be one of {SETUP_MODES}: {setup!r}")
        state = cls()
        state._circles = variant or ("on" if circles else "off")
        state._mode = setup
        state._seed = random.SystemRandom().getrandbits(32) if seed is None else int(seed)
        if state._seed < 0:
            raise ValueError("seed must not be negative")
        state._terrain = layout.terrain()
        state._tiles = layout.tile_counts()
        state._pool = list(state._tiles)
        if sum(state._tiles) == 0 and setup != "instant":
            state._begin_play(random.Random(state._seed), [])
        return state

    @classmethod
    def from_text(cls, text: str) -> EssentiaState:
        """Parse a play position or a setup position; raises NotationError."""
        pos = parse_position(text)
        state = cls()
        state._circles = pos.circles
        state._terrain = pos.terrain
        if pos.setup_mode is None:
            state._phase = "play"
            state._init_play(pos)
        else:
            state._load_setup(pos)
        return state

    def _load_setup(self, pos: Position) -> None:
        self._mode = pos.setup_mode
        self._seed = pos.seed
        self._tiles = pos.tiles
        terrain = pos.terrain
        placed = [terrain.count(t) for t in range(HIDDEN + 1)]
        hidden = placed[HIDDEN]
        visible = sum(placed[t] for t in TILE_TERRAINS)
        if self._mode == "instant" and hidden + visible:
            raise NotationError("an instant setup has no tiles before the deal")
        if self._mode == "random" and visible:
            raise NotationError("tiles placed in random setup stay face down ('?')")
        room = sum(1 for t in terrain if t not in (SPRING, CIRCLE))
        if sum(self._tiles) > room:
            raise NotationError(
                f"the tile set holds {sum(self._tiles)} tiles; the board has {room} cells for them"
            )
        home = [c for r in HOME[0] + HOME[1] for c in range(r * FILES, (r + 1) * FILES)]
        if any(terrain[c] == CIRCLE for c in home):
            raise NotationError("a circle may not lie on a home rank (golems start there)")
        self._pool = [self._tiles[t] - placed[t] if t in TILE_TERRAINS else 0 for t in range(8)]
        if any(n < 0 for n in self._pool) or hidden > sum(self._tiles):
            raise NotationError("more tiles on the board than in the tile set")
        self._placed = hidden + visible
        total = sum(self._tiles)
        if self._placed >= total and (self._mode != "instant" or total == 0):
            raise NotationError("every tile is placed: write the play position instead")
        if self._mode == "random":
            self._pool = [0] * 8
        if pos.side != self._setup_side():
            raise NotationError("wrong side to place: Dawn places first and sides alternate")

    def _init_play(self, pos: Position) -> None:
        """Build the play-phase tables from terrain, golems and declared powers."""
        self._clear_play()
        terrain = self._terrain
        active = self._circles in ("on", "wild")
        vacant = {"off": PASS, "sealed": BLOCK, "on": ACTIVE, "wild": ACTIVE}[self._circles]
        self._vacant = [vacant if t == CIRCLE else EMPTY for t in terrain]
        self._is_spring = [t == SPRING for t in terrain]
        self._is_circle = [t == CIRCLE for t in terrain]
        self._declared = DECLARATIONS[self._circles]
        self._occ = list(self._vacant)
        self._power = [NO_POWER if t == CIRCLE else t for t in terrain]
        h = 0
        for c, t in enumerate(terrain):
            h ^= ZT[c][t]
        for c, g in enumerate(pos.golems):
            if g is None:
                continue
            self._occ[c] = g
            self._pieces[g].add(c)
            h ^= ZG[g][c]
            if terrain[c] == SPRING:
                self._on_spring[g] += 1
        for c, p in pos.powers.items():
            self._power[c] = p
            h ^= ZC[c][p]
        assert active or not pos.powers
        self._side = pos.side
        if pos.side:
            h ^= ZSIDE
        self._hash = h
        self._rep = {h: 1}
        self._clock = pos.clock
        self._fullmove = pos.fullmove
        self._result = self._static_outcome()

    def _static_outcome(self) -> Outcome | None:
        """Outcome of a position reached without a move (loaded or just set up)."""
        me, opp = self._side ^ 1, self._side
        if self._on_spring[me] == 0:
            return _WIN[opp, "springs-abandoned"]
        if self._on_spring[opp] == 0:
            return _WIN[me, "springs-abandoned"]
        if self._clock >= NO_CAPTURE_LIMIT:
            return _DRAW["no-capture-limit"]
        if not self._has_move(self._side):
            return _DRAW["no-moves"]
        return None

    # ------------------------------------------------------------ common verbs
    def to_move(self) -> int | None:
        """Player to decide: the placer in setup, the mover in play; None when over."""
        if self._phase == "setup":
            return self._setup_side()
        return None if self._result is not None else self._side

    def outcome(self) -> Outcome | None:
        """Winner and reason once the game is over, else None."""
        return self._result

    def legal_actions(self) -> tuple[EssentiaAction, ...]:
        """Setup placements or play moves, in a stable order; empty when over."""
        if self._legal is None:
            if self._phase == "setup":
                self._legal = self._setup_actions()
            elif self._result is not None:
                self._legal = ()
            else:
                self._legal = self._generate(self._side)
        return self._legal

    def play(self, action: int) -> list[Event]:
        """Apply a legal action and return what happened, in animation order
        (an int equal to a legal action is taken as that action)."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal:
            raise IllegalActionError(self._illegal_reason(action))
        if type(action) is not EssentiaAction:
            action = action_of(action)
        if self._phase == "setup":
            return self._play_setup(action)
        frm, to = action & 127, action >> 7 & 127
        me = self._side
        victim = self._occ[to]
        jump = self._power[frm] == FOREST
        self.push(action)
        events = [
            Event(
                EssentiaEvent.MOVED,
                {
                    "player": me,
                    "frm": NAMES[frm],
                    "to": NAMES[to],
                    "path": [NAMES[frm], NAMES[to]] if jump else list(_PATHS[frm, to]),
                    "jump": jump,
                },
            )
        ]
        if victim < 2:
            events.append(Event(EssentiaEvent.CAPTURED, {"cell": NAMES[to], "player": victim}))
        if action >> 14:
            power = TERRAIN_NAMES[(action >> 14) - 1]
            declared = {"cell": NAMES[to], "power": power, "player": me}
            events.append(Event(EssentiaEvent.POWER_DECLARED, declared))
        if self._result is not None:
            events.append(self._game_over_event())
        return events

    def _illegal_reason(self, action: object) -> str:
        if not isinstance(action, int) or action < 0:
            return f"not an Essentia action: {action!r}"
        try:
            text = format_action(action)
        except (IndexError, ValueError):
            return f"not an Essentia action: {action!r}"
        if self._phase == "play" and self._result is not None:
            return f"the game is over; {text} is not allowed"
        return f"illegal {'setup action' if self._phase == 'setup' else 'move'}: {text}"

    def _game_over_event(self) -> Event:
        r = self._result
        assert r is not None
        return Event(CommonEvent.GAME_OVER, {"winner": r.winner, "reason": r.reason})

    def undo(self) -> None:
        """Take back the last action (setup or play)."""
        if not self._history:
            raise IllegalActionError("nothing to undo")
        entry = self._history[-1]
        if isinstance(entry[0], int):
            self.pop()
            return
        self._history.pop()
        if entry[0] in ("truce", "resign"):
            self._result = None
            self._legal = None
            return
        _, _, terrain, pool, placed = entry
        self._phase = "setup"
        self._terrain, self._pool, self._placed = list(terrain), list(pool), placed
        self._clear_play()

    def copy(self) -> EssentiaState:
        """An independent state with the same position and history."""
        new = EssentiaState.__new__(EssentiaState)
        new.__dict__.update(self.__dict__)
        new._terrain = list(self._terrain)
        new._pool = list(self._pool)
        new._history = list(self._history)
        new._occ = list(self._occ)
        new._power = list(self._power)
        new._pieces = [set(self._pieces[0]), set(self._pieces[1])]
        new._on_spring = list(self._on_spring)
        new._rep = dict(self._rep)
        return new

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EssentiaState):
            return NotImplemented
        return (
            self.to_text() == other.to_text()
            and self._result == other._result
            and self._rep == other._rep
            and self.history == other.history
        )

    __hash__ = None  # type: ignore[assignment]

    def key(self) -> Hashable:
        """Position identity: the Zobrist hash in play, the text in setup."""
        return self._hash if self._phase == "play" else self.to_text()

    def action_text(self, action: int) -> str:
        """Notation of an action (``b2b3``, ``e4f5=T``, ``T@c3``, ``@c3``, ``deal``)."""
        try:
            return format_action(action)
        except (IndexError, ValueError, TypeError):
            raise NotationError(f"not an Essentia action: {action!r}") from None

    def parse_action(self, text: str) -> EssentiaAction:
        """Notation -> action; raises NotationError for malformed text."""
        return parse_action(text)

    def to_text(self) -> str:
        """The one-line position (rules page format), or the setup extension."""
        if self._phase == "setup":
            return " ".join(
                (
                    "setup",
                    self._mode or "random",
                    format_terrain(self._terrain),
                    "DW"[self._setup_side()],
                    self._circles,
                    str(self._seed),
                    format_tiles(self._tiles),
                )
            )
        golems = [o if o < 2 else None for o in self._occ]
        circles = self._circles + "".join(
            f":{NAMES[c]}={'RTMPF'[self._power[c]]}"
            for c in range(CELLS)
            if self._is_circle[c] and self._occ[c] < 2
        )
        return " ".join(
            (
                format_terrain(self._terrain),
                format_golems(golems),
                "DW"[self._side],
                circles,
                str(self._clock),
                str(self._fullmove),
            )
        )

    def seat_text(self) -> str:
        """The position text a player may hold while the seed stays secret: in
        set-up the seed is written as 0 (it would foretell the face-down tiles,
        the deal and the first player); a play position has no seed to hide."""
        if self._phase != "setup":
            return self.to_text()
        fields = self.to_text().split(" ")
        fields[5] = "0"
        return " ".join(fields)

    def __repr__(self) -> str:
        return f"EssentiaState.from_text({self.to_text()!r})"

    # ------------------------------------------------------------ play: hot path
    def _generate(
        self, me: int, cells: list[int] | None = None
    ) -> tuple[EssentiaAction, ...]:
        """All legal moves of ``me`` (of its golems on ``cells`` if given), ordered
        by origin cell then direction (a circle's declarations in power order)."""
        occ, power, declared, is_circle = self._occ, self._power, self._declared, self._is_circle
        opp = me ^ 1
        out: list[EssentiaAction] = []
        app, ext = out.append, out.extend
        for c in sorted(self._pieces[me]) if cells is None else cells:
            pw = power[c]
            move = MOVES[c]
            if pw == ROCKS:
                for t in STEP_ORTH[c]:
                    o = occ[t]
                    if o == EMPTY:
                        app(move[t])
                    elif o == ACTIVE:
                        ext(declared[move[t]])
                for t in STEP_DIAG[c]:
                    if occ[t] == opp:
                        if is_circle[t]:
                            ext(declared[move[t]])
                        else:
                            app(move[t])
            elif pw >= FOREST:
                for t in (KNIGHT if pw == FOREST else STEP_ALL)[c]:
                    o = occ[t]
                    if o == EMPTY or (o == opp and not is_circle[t]):
                        app(move[t])
                    elif o == ACTIVE or o == opp:
                        ext(declared[move[t]])
            else:
                for ray in SLIDE_RAYS[pw][c]:
                    for t in ray:
                        o = occ[t]
                        if o == EMPTY:
                            app(move[t])
                        elif o == opp:
                            if is_circle[t]:
                                ext(declared[move[t]])
                            else:
                                app(move[t])
                            break
                        elif o == ACTIVE:
                            ext(declared[move[t]])
                        elif o != PASS:
                            break
        return tuple(out)

    def _has_move(self, me: int) -> bool:
        """Whether ``me`` has any legal move; stops at the first one found."""
        occ, power = self._occ, self._power
        opp = me ^ 1
        for c in self._pieces[me]:
            pw = power[c]
            if pw == ROCKS:
                for t in STEP_ORTH[c]:
                    o = occ[t]
                    if o == EMPTY or o == ACTIVE:
                        return True
                for t in STEP_DIAG[c]:
                    if occ[t] == opp:
                        return True
            elif pw >= FOREST:
                for t in (KNIGHT if pw == FOREST else STEP_ALL)[c]:
                    o = occ[t]
                    if o == EMPTY or o == ACTIVE or o == opp:
                        return True
            else:
                for ray in SLIDE_RAYS[pw][c]:
                    for t in ray:
                        o = occ[t]
                        if o == EMPTY or o == ACTIVE or o == opp:
                            return True
                        if o != PASS:
                            break
        return False

    def push(self, action: int) -> None:
        """Apply a play move taken from legal_actions(), without checks or events.

        The fast path for search: play() is push() plus validation and events.
        """
        frm, to, d = action & 127, action >> 7 & 127, action >> 14
        occ, power = self._occ, self._power
        me = self._side
        opp = me ^ 1
        victim = occ[to]
        pf, pt = power[frm], power[to]
        h = self._hash
        self._history.append((action, victim, pf, pt, self._clock, self._fullmove, self._result, h))
        h ^= ZSIDE ^ ZG[me][frm] ^ ZG[me][to]
        occ[frm] = self._vacant[frm]
        occ[to] = me
        pieces = self._pieces[me]
        pieces.remove(frm)
        pieces.add(to)
        is_spring, on_spring = self._is_spring, self._on_spring
        if is_spring[frm]:
            on_spring[me] -= 1
        result = None
        if victim < 2:
            h ^= ZG[opp][to]
            self._pieces[opp].remove(to)
            self._clock = 0
            if is_spring[to]:
                on_spring[opp] -= 1
                on_spring[me] += 1
                result = _WIN[me, "spring-capture"]
        else:
            self._clock += 1
            if is_spring[to]:
                on_spring[me] += 1
        if self._is_circle[frm]:
            h ^= ZC[frm][pf]
            power[frm] = NO_POWER
        if d:
            if pt != NO_POWER:
                h ^= ZC[to][pt]
            power[to] = d - 1
            h ^= ZC[to][d - 1]
        if me and self._fullmove < MAX_MOVE_NUMBER:  # stops where the notation ends
            self._fullmove += 1
        self._side = opp
        self._hash = h
        rep = self._rep
        n = rep.get(h, 0) + 1
        rep[h] = n
        self._legal = None
        if result is None:
            if on_spring[me] == 0:
                result = _WIN[opp, "springs-abandoned"]
            elif on_spring[opp] == 0:
                result = _WIN[me, "springs-abandoned"]
            elif n >= REPETITIONS:
                result = _DRAW["repetition"]
            elif self._clock >= NO_CAPTURE_LIMIT:
                result = _DRAW["no-capture-limit"]
            elif not self._has_move(opp):
                result = _DRAW["no-moves"]
        self._result = result

    def pop(self) -> None:
        """Take back the last push()ed play move."""
        action, victim, pf, pt, clock, fullmove, result, old = self._history.pop()
        frm, to = action & 127, action >> 7 & 127
        rep = self._rep
        h = self._hash
        n = rep[h]
        if n == 1:
            del rep[h]
        else:
            rep[h] = n - 1
        opp = self._side
        me = opp ^ 1
        occ = self._occ
        occ[to] = victim
        occ[frm] = me
        pieces = self._pieces[me]
        pieces.remove(to)
        pieces.add(frm)
        is_spring, on_spring = self._is_spring, self._on_spring
        if is_spring[to]:
            on_spring[me] -= 1
        if is_spring[frm]:
            on_spring[me] += 1
        if victim < 2:
            self._pieces[opp].add(to)
            if is_spring[to]:
                on_spring[opp] += 1
        power = self._power
        power[frm] = pf
        power[to] = pt
        self._hash = old
        self._side = me
        self._clock = clock
        self._fullmove = fullmove
        self._result = result
        self._legal = None

    def agree_draw(self) -> list[Event]:
        """Both players agree to a truce: the game ends drawn (reason
        ``agreement``), undoable like a move; never among the legal actions."""
        self._end_by_choice("truce", _DRAW["agreement"])
        return [self._game_over_event()]

    agree_truce = agree_draw
    """The rules page's name for the agreed draw."""

    def resign(self, player: int) -> list[Event]:
        """``player`` gives up: the other side wins (reason ``resign``), on either
        side's turn; undoable like a move; never among the legal actions."""
        if player not in (DAWN, TWILIGHT):
            raise IllegalActionError(f"no such player: {player!r}")
        self._end_by_choice("resign", _RESIGN[player])
        return [self._game_over_event()]

    def _end_by_choice(self, kind: str, result: Outcome) -> None:
        if self._phase != "play" or self._result is not None:
            word = "a truce can be agreed" if kind == "truce" else "a player can resign"
            raise IllegalActionError(f"{word} only while the game is played")
        self._history.append((kind, result))
        self._result = result
        self._legal = None

    # ----------------------------------------------------------------- setup
    def _setup_side(self) -> int:
        return 0 if self._mode == "instant" else self._placed % 2

    def _free_cells(self) -> list[int]:
        return [c for c in range(CELLS) if self._terrain[c] == ROCKS]

    def due_half(self, player: int | None = None) -> int:
        """Strategic setup: whose half (0 Dawn, 1 Twilight) the player's next tile is due in.

        A player's tiles alternate own half, opponent's half, ...; every
        placement advances the alternation, rank 5 included.
        """
        p = self._setup_side() if player is None else player
        own_count = (self._placed + (1 - p)) // 2  # placements already made by p
        return p if own_count % 2 == 0 else 1 - p

    def placement_cells(self) -> list[str]:
        """Cells where the current setup placement may go (strategic or random)."""
        return [NAMES[c] for c in self._placement_cells()]

    def _placement_cells(self) -> list[int]:
        if self._phase != "setup" or self._mode == "instant":
            return []
        free = self._free_cells()
        if self._mode == "random":
            return free
        due = self.due_half()
        in_due = [c for c in free if half_of(c) == due]
        if not in_due:
            return free
        return [c for c in free if half_of(c) in (due, None)]

    def setup_pairs(self) -> int | None:
        """How many two-action sequences start here, when both are tile placements.

        Counted from the pool and the free cells of each half instead of
        playing every placement: perft over a strategic set-up otherwise
        makes about 150 x 150 placements per two plies. None when the next
        action may end the set-up (or there is none to count).
        """
        if self._phase != "setup" or self._mode == "instant" or self.tiles_left() < 2:
            return None
        cells = self._placement_cells()
        free = self._free_cells()
        if self._mode == "random":
            return len(cells) * (len(free) - 1)
        nxt = 1 - self._setup_side()
        own = (self._placed + 1 + (1 - nxt)) // 2  # placements nxt has made after this one
        due = nxt if own % 2 == 0 else 1 - nxt
        in_due = sum(1 for c in free if half_of(c) == due)
        middle = sum(1 for c in free if half_of(c) is None)
        cell_total = 0
        for c in cells:
            left = in_due - (half_of(c) == due)
            cell_total += len(free) - 1 if left == 0 else left + middle - (half_of(c) is None)
        kinds = [t for t in TILE_TERRAINS if self._pool[t] > 0]
        terrain_total = sum(len(kinds) - (self._pool[t] == 1) for t in kinds)
        return terrain_total * cell_total

    def _setup_actions(self) -> tuple[EssentiaAction, ...]:
        if self._mode == "instant":
            return (DEAL_ACTION,)
        cells = self._placement_cells()
        if self._mode == "random":
            hidden = PLACEMENTS[HIDDEN]
            return tuple(hidden[c] for c in cells)
        return tuple(
            PLACEMENTS[t][c] for t in TILE_TERRAINS if self._pool[t] > 0 for c in cells
        )

    def _play_setup(self, action: int) -> list[Event]:
        self._history.append(("setup", action, list(self._terrain), list(self._pool), self._placed))
        self._legal = None
        player = self._setup_side()
        rng = random.Random(self._seed)
        events: list[Event] = []
        if action == DEAL:
            free = self._free_cells()
            bag = self._bag()
            cells = sorted(rng.sample(free, len(bag)))
            rng.shuffle(bag)
            for c, t in zip(cells, bag, strict=True):
                self._terrain[c] = t
                events.append(_placed_event(c, t, player))
            self._placed = len(bag)
            self._begin_play(rng, events)
            return events
        cell, terrain = action & 127, action >> 7 & 7
        self._terrain[cell] = terrain
        self._placed += 1
        events.append(_placed_event(cell, terrain, player))
        if terrain != HIDDEN:
            self._pool[terrain] -= 1
        if self._placed < sum(self._tiles):
            return events
        if self._mode == "random":
            bag = self._bag()
            rng.shuffle(bag)
            hidden = [c for c in range(CELLS) if self._terrain[c] == HIDDEN]
            for c, t in zip(hidden, bag, strict=True):
                self._terrain[c] = t
                revealed = {"cell": NAMES[c], "terrain": TERRAIN_NAMES[t]}
                events.append(Event(EssentiaEvent.TILE_REVEALED, revealed))
        self._begin_play(rng, events)
        return events

    def _bag(self) -> list[int]:
        return [t for t in TILE_TERRAINS for _ in range(self._tiles[t])]

    def _begin_play(self, rng: random.Random, events: list[Event]) -> None:
        """Golems onto their home ranks, the first player drawn, play begins."""
        golems: list[int | None] = [None] * CELLS
        placed: list[list[str]] = [[], []]
        for player, ranks in enumerate(HOME):
            for r in ranks:
                for f in range(FILES):
                    golems[r * FILES + f] = player
                    placed[player].append(NAMES[r * FILES + f])
        first = rng.randrange(2)
        self._phase = "play"
        self._pool = [0] * 8
        self._init_play(Position(self._terrain, self._circles, first, None, golems))
        events.append(Event(EssentiaEvent.GOLEMS_PLACED, {"cells": placed}))
        events.append(Event(EssentiaEvent.FIRST_PLAYER, {"player": first}))
        if self._result is not None:
            events.append(self._game_over_event())

    # ------------------------------------------------------------- inspection
    @property
    def phase(self) -> str:
        """'setup' while tiles are being placed, then 'play' (also once over)."""
        return self._phase

    @property
    def setup_mode(self) -> str | None:
        """'random', 'instant' or 'strategic'; None for a game loaded mid-play."""
        return self._mode

    @property
    def circles(self) -> str:
        """Circle state for the whole game: 'off', 'sealed', 'on' or 'wild'."""
        return self._circles

    @property
    def seed(self) -> int:
        """Seed of the game's chance events (tile shuffle, deal, first-player draw)."""
        return self._seed

    @property
    def history(self) -> list[EssentiaAction | str]:
        """Actions taken so far, oldest first: actions, 'truce' for an agreed
        truce, 'resign' for a resignation."""
        out: list[EssentiaAction | str] = []
        for e in self._history:
            if isinstance(e[0], int):
                out.append(action_of(e[0]))
            else:
                out.append(e[1] if e[0] == "setup" else e[0])
        return out

    def pool(self) -> dict[str, int]:
        """Strategic setup: face-up tiles left, by terrain name (empty otherwise)."""
        if self._phase != "setup" or self._mode != "strategic":
            return {}
        return {TERRAIN_NAMES[t]: self._pool[t] for t in TILE_TERRAINS}

    def tiles_left(self) -> int:
        """Tiles still to place during setup."""
        return sum(self._tiles) - self._placed if self._phase == "setup" else 0

    def hidden_cells(self) -> list[str]:
        """Random setup: cells holding a face-down tile (revealed when the last is down)."""
        return [NAMES[c] for c in range(CELLS) if self._terrain[c] == HIDDEN]

    def terrain_at(self, cell: str | int) -> str:
        """Terrain name of a cell: rocks (an uncovered cell), plateau, ..., 'hidden'."""
        return TERRAIN_NAMES[self._terrain[cell_index(cell)]]

    def golem_at(self, cell: str | int) -> int | None:
        """Owner of the golem on a cell (0 Dawn, 1 Twilight) or None."""
        if self._phase != "play":
            return None
        o = self._occ[cell_index(cell)]
        return o if o < 2 else None

    def power_at(self, cell: str | int) -> str | None:
        """Power a golem standing on the cell has (or would have) right now.

        None for a cell no golem may stand on or use yet: an inactive circle,
        a vacant active circle (the power is declared on entering), a
        face-down tile.
        """
        c = cell_index(cell)
        t = self._terrain[c]
        if t == HIDDEN:
            return None
        if t == CIRCLE:
            if self._phase != "play" or self._occ[c] > 1:
                return None
            return TERRAIN_NAMES[self._power[c]]
        return TERRAIN_NAMES[t]

    def moves_from(self, cell: str | int) -> list[EssentiaAction]:
        """Legal moves of the golem on ``cell`` for the side to move."""
        c = cell_index(cell)
        if self._phase != "play":
            return []
        return [a for a in self.legal_actions() if a & 127 == c]

    def unreachable(self, frm: str | int, to: str | int) -> tuple[str, str | None]:
        """Why the golem on ``frm`` has no move to ``to`` (ask only when it has none),
        as a code the screens put in words, with the cell that stops it, if one does:

        - ``circle-closed``: ``to`` is an inactive circle, where no golem stops;
        - ``own``: a golem of its own side stands on ``to``;
        - ``rocks-capture-straight``: from rocks, an enemy straight ahead (rocks
          capture only diagonally);
        - ``rocks-step-diagonal``: from rocks, an empty cell diagonally (rocks step
          only straight);
        - ``blocked``: ``to`` lies on one of the golem's slides, which stops first
          at the cell given (a golem, or a sealed circle);
        - ``out-of-reach``: ``to`` is nowhere the golem's power goes.
        """
        c, t = cell_index(frm), cell_index(to)
        occ, pw = self._occ, self._power[c]
        me = occ[c]
        if occ[t] in (PASS, BLOCK):
            return "circle-closed", None
        if occ[t] == me:
            return "own", None
        if pw == ROCKS:
            if t in STEP_ORTH[c] and occ[t] == me ^ 1:
                return "rocks-capture-straight", None
            if t in STEP_DIAG[c] and occ[t] in (EMPTY, ACTIVE):
                return "rocks-step-diagonal", None
            return "out-of-reach", None
        if pw < FOREST and pw != NO_POWER:
            for ray in SLIDE_RAYS[pw][c]:
                if t in ray:
                    for x in ray[:ray.index(t)]:
                        if occ[x] not in (EMPTY, ACTIVE, PASS):
                            return "blocked", NAMES[x]
        return "out-of-reach", None

    def golem_moves(self, cell: str | int) -> list[EssentiaAction]:
        """Moves the golem on ``cell`` has, whoever's turn it is: the side to
        move's legal moves, or what an idle golem threatens were it its turn.
        Empty for an empty cell, during setup and once the game is over."""
        c = cell_index(cell)
        if self._phase != "play" or self._result is not None or self._occ[c] > 1:
            return []
        owner = self._occ[c]
        if owner == self._side:
            return self.moves_from(c)
        return list(self._generate(owner, [c]))

    def movable_golems(self) -> list[int]:
        """Cells of the side to move's golems that have a legal move, in cell order."""
        if self._phase != "play":
            return []
        return sorted({a & 127 for a in self.legal_actions()})

    def is_capture(self, action: int) -> bool:
        """Whether a play move (legal now, or threatened) lands on a golem and takes it."""
        if self._phase != "play" or action & SETUP:
            return False
        return self._occ[action >> 7 & 127] < 2

    def golem_count(self, player: int) -> int:
        """Golems the player has on the board (0 before the golems march in)."""
        return len(self._pieces[player]) if self._phase == "play" else 0

    def abandons_springs(self, action: int) -> bool:
        """Whether a move leaves its own side with no golem on a spring (it then loses)."""
        if self._phase != "play" or action & SETUP:
            return False
        frm, to = action & 127, action >> 7 & 127
        return (
            self._is_spring[frm]
            and not self._is_spring[to]
            and self._on_spring[self._side] == 1
        )

    def springs_held(self, player: int) -> int:
        """Number of springs the player's golems stand on."""
        return self._on_spring[player] if self._phase == "play" else 0

    def capture_threats(self, victim: int) -> list[tuple[int, int]]:
        """(attacker, cell) cells of every capture the enemy could make, were it its
        turn, of a golem of ``victim``'s. Empty outside play and once the game is over."""
        if self._phase != "play" or self._result is not None:
            return []
        enemy = 1 - victim
        return list(dict.fromkeys(
            (c, a >> 7 & 127) for c in range(len(self._occ)) if self._occ[c] == enemy
            for a in self.golem_moves(c) if self._occ[a >> 7 & 127] == victim))

    def spring_threats(self, victim: int) -> list[tuple[int, int]]:
        """(attacker, spring) cells of every capture the enemy could make, were it its
        turn, of a golem of ``victim``'s standing on a spring: each would win the enemy
        the game at once. Empty outside play and once the game is over."""
        return [(c, t) for c, t in self.capture_threats(victim) if self._is_spring[t]]


def _placed_event(cell: int, terrain: int, player: int) -> Event:
    hidden = terrain == HIDDEN
    return Event(
        EssentiaEvent.TILE_PLACED,
        {
            "cell": NAMES[cell],
            "terrain": None if hidden else TERRAIN_NAMES[terrain],
            "hidden": hidden,
            "player": player,
        },
    )


def new_game(
    circles: bool = True,
    variant: str | None = None,
    setup: str = "random",
    seed: int | None = None,
    layout: Layout = DEFAULT_LAYOUT,
) -> EssentiaState:
    """Shortcut for ``EssentiaState.new_game``."""
    return EssentiaState.new_game(circles, variant, setup, seed, layout)


def dealt_game(seed: int, circles: bool = True, variant: str | None = None) -> EssentiaState:
    """A game already in play from an instant random deal (tests, bench, quick play)."""
    state = new_game(circles, variant, "instant", seed)
    state.play(DEAL_ACTION)
    return state


__all__ = ["EssentiaState", "new_game", "dealt_game", "DAWN", "TWILIGHT", "SIDE_NAMES"]
