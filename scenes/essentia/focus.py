"""What the play screen shows about the cell in focus: the golem's moves (or
an idle golem's threats) as marks on the board, and the words of the power
card. Computed from the rules when the state, the focus or the device changes,
never while drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from game.essentia import EssentiaAction, EssentiaState
from game.essentia.layout import NAMES
from scenes.core.i18n import _, ngettext
from scenes.essentia.board import CAPTURE, CIRCLE, MOVE
from scenes.essentia.words import (
    GOLEM_HERE,
    can_be_taken,
    move_exposes,
    move_hangs,
    power_text,
    spring_danger,
    terrain_name,
)


def marks_for(state: EssentiaState, moves: Sequence[EssentiaAction]) -> dict[int, str]:
    """Destination -> how to mark it: a capture, a circle entry (a power is
    declared there) or a plain move."""
    out: dict[int, str] = {}
    for a in moves:
        if state.is_capture(a):
            out[a.to] = CAPTURE
        elif a.declared is not None:
            out[a.to] = CIRCLE
        else:
            out.setdefault(a.to, MOVE)
    return out


def open_circles(state: EssentiaState) -> tuple[int, ...]:
    """The circles a golem of the side to move may enter now: the engine's legal
    moves that declare a power there."""
    if state.outcome() is not None or state.to_move() is None:
        return ()
    return tuple(sorted({a.to for a in state.legal_actions() if a.declared is not None}))


@dataclass(frozen=True)
class Focus:
    """The cell in focus and what the board and the power card say about it."""

    cell: int
    moves: list[EssentiaAction] = field(default_factory=list)
    marks: dict[int, str] = field(default_factory=dict)
    faint: bool = False          # an idle golem's threats, or moves not yours to make
    power: str | None = None
    title: str = ""
    detail: tuple[str, ...] = ()     # the card's sentences, each a whole message
    warning: str = ""                # a move to this cell would lose the game next move
    loses: bool = False              # ... or at once (no golem of the mover's on a spring)
    taken: bool = False              # ... or only the golem moved: it could be taken there
    danger: str = ""                 # the enemy can win next move as things stand
    threats: tuple[tuple[int, int], ...] = ()   # (enemy cell, spring or cell) of the
                                                # warning or else the danger, ringed
    circles: tuple[int, ...] = ()    # circles the person to move may enter now
    open_to: tuple[int, ...] = ()    # the mover's golems off the springs an enemy golem
                                     # could take now (ringed on the board)


def focus_on(state: EssentiaState, cell: int, selected: int | None, my_turn: bool,
             device: str, target: int | None = None) -> Focus:
    """The focus on ``cell``; ``my_turn``: a person at the screen moves now;
    ``device`` ("mouse", "keyboard" or "controller") words the instruction;
    ``target``: the cell under the cursor, where the selected golem would go."""
    focus = _focus_on(state, cell, selected, my_turn, device)
    if not my_turn:
        return focus
    me = state.to_move()
    now = state.spring_threats(me) if me is not None else []
    then, loses, takers = exposed(state, selected, target) \
        if selected is not None and target is not None else ([], False, ())
    warning = _("This move loses at once: no golem of yours would be left on a spring.") \
        if loses else move_exposes(then) or move_hangs(takers)
    hangs = tuple((t, target) for t in takers if target is not None)
    attacks = state.capture_threats(me) if me is not None else []
    open_to = tuple(sorted({v for _a, v in attacks} - {v for _a, v in now}))
    detail = focus.detail
    aimed = selected is not None and target != selected and \
        any(a.to == target for a in focus.moves)     # the selected golem's, in focus
    if aimed and not warning and not loses:      # a safe destination says so too
        detail = (*detail[:2], _("No enemy golem could take it there."))
    if cell in open_to and selected is None:     # the golem pointed at can be taken now
        detail = (detail[0], can_be_taken(tuple(sorted(a for a, v in attacks if v == cell))),
                  *detail[2:])    # in place of its count of destinations
    return replace(focus, circles=open_circles(state), warning=warning, loses=loses,
                   taken=bool(takers) and not then, danger=spring_danger(now),
                   threats=tuple(then or hangs or now), open_to=open_to, detail=detail)


def exposed(state: EssentiaState, frm: int, to: int
            ) -> tuple[list[tuple[int, int]], bool, tuple[int, ...]]:
    """What moving the golem on ``frm`` to ``to`` would allow: the enemy's winning
    captures next move (of the mover's golems on springs), whether the move itself
    loses (it leaves no golem of the mover's on a spring), and the enemy golems
    that could take the moved golem where it lands (the engine's legal captures).
    Nothing for a move that wins, or for no move of that golem's."""
    me = state.to_move()
    move = next((a for a in state.golem_moves(frm) if a.to == to), None)
    if move is None or me is None:
        return [], False, ()
    after = state.copy()
    after.play(move)
    outcome = after.outcome()
    if outcome is not None:
        return [], outcome.winner is not None and outcome.winner != me, ()
    takers = tuple(sorted({a.frm for a in after.legal_actions()
                           if a.to == to and after.is_capture(a)}))
    return after.spring_threats(me), False, takers


def golem_title(owner: int, cell: str, selected: bool) -> str:
    if selected:
        return (_("Selected: Dawn golem on {cell}"),
                _("Selected: Twilight golem on {cell}"))[owner].format(cell=cell)
    return (_("Dawn golem on {cell}"), _("Twilight golem on {cell}"))[owner].format(cell=cell)


def count_text(n: int, caps: int) -> str:
    """How many cells the golem can reach, and how many of them are captures."""
    if caps == 1:
        # TRANSLATORS: one of the {n} destinations is a capture ({caps} is 1).
        return ngettext("{n} destination, {caps} of them a capture",
                        "{n} destinations, {caps} of them a capture", n).format(n=n, caps=caps)
    if caps:
        # TRANSLATORS: {caps} (two or more) of the {n} destinations are captures.
        return _("{n} destinations, {caps} of them captures").format(n=n, caps=caps)
    return ngettext("{n} destination", "{n} destinations", n).format(n=n)


def instruction(device: str) -> str:
    """What to do next with the golem under the cursor, for the device in hand."""
    if device == "mouse":
        return _("Click to select it.")
    if device == "controller":
        return _("Press A to select it.")
    return _("Press Enter to select it.")


def _focus_on(state: EssentiaState, cell: int, selected: int | None, my_turn: bool,
              device: str) -> Focus:
    name = NAMES[cell]
    owner = state.golem_at(cell)
    power = state.power_at(cell)
    terrain = state.terrain_at(cell)
    if owner is None:
        if terrain == "circle":
            detail = (_("An active circle: a golem entering it chooses its power.")
                      if state.circles in ("on", "wild") else
                      _("An inactive circle: no golem may stop here."))
            title = _("{cell}: circle of essence").format(cell=name)
            return Focus(cell, title=title, detail=(detail,))
        here = (_(GOLEM_HERE[power]),) if power in GOLEM_HERE else ()
        # TRANSLATORS: an empty cell's card: its name and its terrain.
        title = _("{cell}: {terrain}").format(cell=name, terrain=terrain_name(terrain))
        return Focus(cell, power=power, title=title, detail=here)
    moves = state.golem_moves(cell)
    marks = marks_for(state, moves)
    caps = sum(1 for k in marks.values() if k == CAPTURE)
    n = len(marks)
    mine = owner == state.to_move() and my_turn
    over = state.outcome() is not None          # no golem moves any more: no count
    lines = [power_text(power), "" if over else count_text(n, caps)]
    if mine and cell != selected and n:
        lines.append(instruction(device))
    elif cell == selected:
        lines.append(_("Pick a marked cell."))
    return Focus(cell, moves, marks, faint=selected is None and not mine, power=power,
                 title=golem_title(owner, name, cell == selected),
                 detail=tuple(line for line in lines if line))
