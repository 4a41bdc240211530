"""Building one action on the board, before it is played: the turn's mode machine.

    idle      pick one of your stacks (or Reinforce from the panel)
    selected  a stack is picked: toggle piece types, choose a destination
    stop      a reach capture can stop on several cells: choose one
    detonate  the stack's death piece is about to go off (the dialog is open)
    reinforce pick pieces from the reserve and drop them on lit cells

Every choice offered comes from the engine's legal actions for the position;
the builder only narrows them down as the player picks, and says in
``message`` what to do next or why a pick did nothing. No pixels here: the
controls map input onto these verbs and the panel shows the result.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from game.common import Event
from game.symbol import Detonate, Move, Place, Reach, Reinforce, SymbolAction, SymbolState
from game.symbol.board import HOME, INDEX, NAMES, rank_of
from game.symbol.events import SymbolEvent
from game.symbol.pieces import DEATH, LETTERS, POWER_TYPES, pack
from scenes.core.i18n import _, ngettext
from scenes.symbol import board as sb
from scenes.symbol.words import piece_name, pieces_text, unreachable_text

Action = SymbolAction
GroupMove = Move | Reach             # a group's move or reach capture
Placement = tuple[int, int]          # (cell, piece type)
#: The pieces that give a group its movement, in the order the engine tries them
POWER_LETTERS = "".join(LETTERS[t] for t in reversed(POWER_TYPES))
DEATH_LETTER = LETTERS[DEATH]


def canon(placements: list[Placement]) -> tuple[Placement, ...]:
    """Placements in the order the engine's reinforcement actions list them."""
    return tuple(sorted(placements, key=lambda p: (NAMES[p[0]], p[1])))


def zone_text(player: int) -> str:
    """``"ranks 1\u20132"``: where the player's leader may go."""
    ranks = sorted({rank_of(c) for c in HOME[player]})
    return _("ranks {first}\u2013{last}").format(first=ranks[0], last=ranks[-1])


class ActionBuilder:
    """The pieces picked so far and what they may still become."""

    def __init__(self, state: SymbolState, sound: Callable[[str], None]) -> None:
        self.state = state
        self.sound = sound
        self.mode = "idle"
        self.sel: int | None = None
        self.group: dict[str, int] = {}
        self.dest: dict[int, list[GroupMove]] = {}
        self.pushes: set[int] = set()     # destinations whose move pushes enemy stacks
        self.stops: list[GroupMove] = []
        self.placed: list[Placement] = []
        self.kind = 0                     # the piece type a reinforcement places next
        self.message = ""
        self.refused = False              # the message says why the last choice did nothing
        self._legal: list[Action] | None = None

    # -- what the position allows ----------------------------------------------------
    def new_position(self) -> None:
        """The position changed (played, undone): forget the cached actions."""
        self._legal = None

    def legal(self) -> list[Action]:
        if self._legal is None:
            self._legal = self.state.legal_actions()
        return self._legal

    def placing_leader(self) -> bool:
        return any(isinstance(a, Place) for a in self.legal())

    def reinforce_actions(self) -> set[tuple[Placement, ...]]:
        return {a.placements for a in self.legal() if isinstance(a, Reinforce)}

    def reinforce_limit(self) -> int:
        return self.state.reinforcement_count()

    def place_options(self) -> set[Placement]:
        """(cell, type) placements that may be added to those already chosen."""
        sets = self.reinforce_actions()
        elems = {e for pl in sets for e in pl}
        return {e for e in elems if canon([*self.placed, e]) in sets}

    def can_detonate(self) -> bool:
        return any(isinstance(a, Detonate) and a.cell == self.sel for a in self.legal())

    def full_stack(self) -> dict[str, int]:
        """Letter -> count of the picked stack, whole."""
        assert self.sel is not None
        return {LETTERS[t]: n for t, n in enumerate(self.state.counts_at(self.sel)) if n}

    def group_letters(self) -> str:
        return "".join(k * n for k, n in sorted(self.group.items(),
                                                 key=lambda kv: LETTERS.index(kv[0])))

    def marks(self) -> dict[int, str]:
        """Cell -> the mark it carries for the choice being made."""
        if self.placing_leader():
            return {a.cell: sb.PLACE for a in self.legal() if isinstance(a, Place)}
        if self.mode == "selected":
            out = {}
            for c, acts in self.dest.items():
                if isinstance(acts[0], Reach):
                    out[c] = sb.REACH
                else:
                    st = self.state.stack_at(c)
                    enemy = st is not None and st[0] != self.state.side
                    out[c] = sb.CAPTURE if enemy else sb.MOVE
            return out
        if self.mode == "stop":
            out = {a.dst: sb.STOP for a in self.stops}
            out[self.stops[0].target] = sb.REACH
            return out
        if self.mode == "reinforce":
            return {c: sb.PLACE for c, t in self.place_options() if t == self.kind}
        if self.mode == "detonate" and self.sel is not None:
            return {self.sel: sb.DETONATE}
        return {}

    def action_at(self, c: int) -> Action | None:
        """The action choosing cell ``c`` leads to now (a reach capture with several
        stops: its first stop, or the stop on ``c``), for the preview."""
        if self.mode == "selected" and c in self.dest:
            return self.dest[c][0]
        if self.mode == "stop" and self.stops:
            return next((a for a in self.stops if a.dst == c),
                        self.stops[0] if c == self.stops[0].target else None)
        return None

    def preview(self, c: int) -> str:
        """What choosing destination ``c`` would do, in words."""
        acts = self.dest[c]
        st = self.state.stack_at(c)
        if isinstance(acts[0], Reach):
            stops = ", ".join(NAMES[a.dst] for a in acts)
            # TRANSLATORS: {cell} is the target cell, {stops} the cells the group may stop on
            return _("{cell}: capture {pieces} by reach, stopping on {stops}.").format(
                cell=NAMES[c], pieces=pieces_text(st[1]) if st else "", stops=stops)
        if st is not None and st[0] != self.state.side:
            if DEATH_LETTER in st[1].upper():
                return _("{cell}: capture {pieces}.\nIt holds death: everything around "
                         "explodes!").format(cell=NAMES[c], pieces=pieces_text(st[1]))
            return _("{cell}: capture {pieces}.").format(cell=NAMES[c],
                                                         pieces=pieces_text(st[1]))
        if c in self.pushes:
            return _("{cell}: move here and push the enemy stacks beside it.").format(
                cell=NAMES[c])
        if st is not None:
            return _("{cell}: join your stack there.").format(cell=NAMES[c])
        return _("{cell}: move here.").format(cell=NAMES[c])

    # -- picking a stack and its pieces ----------------------------------------------
    def select(self, c: int) -> None:
        self.sel = c
        self.mode = "selected"
        self.group = self.full_stack()
        self._compute_dest()
        if not self.dest:
            self._explain_no_moves()
        elif sum(self.group.values()) > 1:     # the piece buttons show for a stack only
            self.message = _("Choose a lit cell. Piece buttons below leave some behind.")
        else:
            self.message = _("Choose a lit cell.")
        self.sound("menu")

    def toggle(self, k: str) -> None:
        """All of a type -> one fewer each press -> none -> all again."""
        full = self.full_stack()
        if k not in self.group:
            self.group[k] = full[k]
        elif self.group[k] > 1:
            self.group[k] -= 1
        else:
            del self.group[k]
        self._compute_dest()
        if self.dest:
            self.message = _("Moving {pieces}.").format(pieces=pieces_text(self.group_letters()))
        else:
            self._explain_no_moves()

    def deselect(self) -> None:
        self.mode = "idle"
        self.sel = None
        self.group = {}
        self.dest, self.pushes = {}, set()
        self.stops = []
        self.placed = []
        self.message = ""

    def back_to_destinations(self) -> None:
        """From choosing where a reach capture stops back to its destinations."""
        self.mode = "selected"

    def _compute_dest(self) -> None:
        self.dest, self.pushes = {}, set()
        if self.sel is None or not self.group:
            return
        g = pack([self.group.get(k, 0) for k in LETTERS])
        for a in self.legal():
            if isinstance(a, (Move, Reach)) and a.src == self.sel and a.group == g:
                self.dest.setdefault(a.target, []).append(a)
        # the engine says which steps push (fire beside enemy stacks): marked apart, so a
        # push, and a death piece it sets off, never comes as a surprise
        for c, acts in self.dest.items():
            if isinstance(acts[0], Move) and any(
                    e.kind in (SymbolEvent.PUSHED, SymbolEvent.PUSHED_CRUSHED)
                    for e in self.state.copy().play(acts[0])):
                self.pushes.add(c)

    def _explain_no_moves(self) -> None:
        letters = self.group_letters()
        if not letters:
            self.message = _("Pick at least one piece type.")
        elif not any(k in letters for k in POWER_LETTERS):
            self.message = (_("Leader and death pieces do not move by themselves: pick them "
                              "together with a moving piece, or Detonate.")
                            if DEATH_LETTER in letters else
                            _("Leader and death pieces do not move by themselves: pick them "
                              "together with a moving piece."))
        elif letters not in self.state.movable_groups(self.sel or 0):
            self.message = _("Those pieces cannot split off: what stays must be able to stand "
                             "here.")
        else:
            self.message = _("This group has nowhere to go.")

    # -- a cell chosen on the board --------------------------------------------------
    def choose(self, c: int) -> Action | None:
        """The player chose cell ``c``: the action to play now, if it completes one."""
        self.refused = False
        if self.placing_leader():
            for a in self.legal():
                if isinstance(a, Place) and a.cell == c:
                    return a
            # TRANSLATORS: {zone} is e.g. "ranks 1–2"
            self.message = _("Your leader goes on an empty cell of your own land "
                             "({zone}).").format(zone=zone_text(self.state.side))
            self.refused = True
            return None
        if self.mode == "reinforce":
            self._choose_placement(c)
            return None
        if self.mode == "stop":
            for a in self.stops:
                if a.dst == c:
                    return a
            if c not in self.dest:      # neither a stop nor another way to go: say so
                self.message = _("Choose where the group stops: one of the lit cells.")
                self.refused = True
                return None
            self.mode = "selected"      # another destination: the group goes there
        if self.mode == "selected":
            if c in self.dest:
                acts = self.dest[c]
                if len(acts) == 1:
                    return acts[0]
                self.mode = "stop"
                self.stops = sorted(acts, key=lambda a: NAMES[a.dst])
                self.message = _("Capture {cell} by reach: the group may stop on any lit "
                                 "cell. Choose one, or a Stop button below.").format(
                                     cell=NAMES[c])
                return None
            if c == self.sel:
                self.deselect()
                return None
        st = self.state.stack_at(c)
        if st is not None and st[0] == self.state.side:
            self.select(c)
        elif self.mode == "selected" and self.sel is not None \
                and self.group_letters() in self.state.movable_groups(self.sel):
            # a try the rules refuse: the group stays picked, and the reason is said
            why = self.state.unreachable(self.sel, self.group_letters(), c)
            self.message = unreachable_text(why, NAMES[self.sel], NAMES[c])
            self.refused = True
            self.sound("cancel")
        else:
            self.deselect()
            if st is not None:
                self.message = _("That stack belongs to your opponent.")
                self.refused = True
        return None

    # -- reinforcement ------------------------------------------------------------
    def start_reinforce(self) -> bool:
        """Begin choosing placements; False when no reinforcement is possible."""
        if not self.reinforce_actions():
            return False
        self.mode = "reinforce"
        self.sel = None
        self.placed = []
        opts = sorted({t for _, t in self.place_options()})
        self.kind = opts[0] if opts else 0
        self.message = self.reinforce_prompt()
        self.sound("menu")
        return True

    def reinforce_prompt(self) -> str:
        n = self.reinforce_limit()
        return ngettext("Place up to {count} piece on the lit cells, then press Place. Piece "
                        "buttons choose the kind.",
                        "Place up to {count} pieces on the lit cells, then press Place. Piece "
                        "buttons choose the kind.", n).format(count=n)

    def reserve_left(self) -> dict[int, int]:
        """Piece type -> how many of the reserve are not placed yet (types held only)."""
        res = self.state.reserve(self.state.side)
        used = Counter(t for _, t in self.placed)
        return {t: res[LETTERS[t]] - used[t] for t in range(1, len(LETTERS))
                if res.get(LETTERS[t], 0)}

    def pick_kind(self, t: int) -> None:
        self.kind = t
        if self.refused and self.mode == "reinforce":     # the refusal was about the last kind
            self.refused, self.message = False, self.reinforce_prompt()

    def reinforcement_full(self) -> bool:
        """Nothing more can be placed: the limit is reached or no cell takes a piece."""
        return self.mode == "reinforce" and bool(self.placed) and (
            len(self.placed) >= self.reinforce_limit() or not self.place_options())

    def _choose_placement(self, c: int) -> None:
        if (c, self.kind) in self.place_options():
            self.placed.append((c, self.kind))
            self.sound("move")
            opts = {t for _, t in self.place_options()}
            if self.kind not in opts and opts:
                self.kind = min(opts)
            if self.reinforcement_full():
                self.message = _("Press Place to confirm. To take a piece back, pick its "
                                 "cell again or use Take back below.")
            else:               # an earlier refusal no longer stands
                self.message = self.reinforce_prompt()
        elif any(pc == c for pc, _kind in self.placed):
            idx = max(i for i, (pc, _kind) in enumerate(self.placed) if pc == c)
            self.placed.pop(idx)
            self.message = self.reinforce_prompt()
        else:
            self.message = _("{piece} cannot be placed on {cell}.").format(
                piece=piece_name(LETTERS[self.kind]), cell=NAMES[c])
            self.refused = True

    def take_back_placement(self) -> None:
        """Undo the last placement of the reinforcement being built."""
        self.placed.pop()
        self.message = self.reinforce_prompt()

    def reinforcement(self) -> Action | None:
        """The reinforcement the placements make, when it is a legal one."""
        pl = canon(self.placed)
        return Reinforce(pl) if pl and pl in self.reinforce_actions() else None



def touched_cells(events: Sequence[Event]) -> list[int]:
    """The cells an action played on (the board marks the last one): where a group
    left and stopped, what it captured by reach, a leader or reinforcements placed,
    a death piece its owner set off."""
    cells: list[str] = []
    for e in events:
        if e.kind == "moved":
            cells += [e["frm"], e["to"]]
        elif e.kind == "reach_capture":
            cells += [e["frm"], e["target"]]
        elif e.kind == "leader_placed" or (e.kind == "detonated" and e["cause"] == "owner"):
            cells.append(e["cell"])
        elif e.kind == "reinforced":
            cells += [c for c, _kind in e["placements"]]
    return [INDEX[c] for c in dict.fromkeys(cells)]
