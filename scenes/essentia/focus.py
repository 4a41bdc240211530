"""What the play screen shows about the cell in focus: the golem's moves (or
an idle golem's threats) as marks on the board, and the words of the power
card. Computed from the rules when the state, the focus or the device changes,
never while drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from game.essentia import SIDE_NAMES, EssentiaState
from game.essentia.layout import NAMES
from game.essentia.notation import action_declared, action_to
from scenes.essentia.board import CAPTURE, CIRCLE, MOVE, POWER_TEXT


def marks_for(state: EssentiaState, moves: list[int]) -> dict[int, str]:
    """Destination -> how to mark it: a capture, a circle entry (a power is
    declared there) or a plain move."""
    out: dict[int, str] = {}
    for a in moves:
        to = action_to(a)
        if state.is_capture(a):
            out[to] = CAPTURE
        elif action_declared(a) is not None:
            out[to] = CIRCLE
        else:
            out.setdefault(to, MOVE)
    return out


def open_circles(state: EssentiaState) -> tuple[int, ...]:
    """The circles a golem of the side to move may enter now: the engine's legal
    moves that declare a power there."""
    if state.outcome() is not None or state.to_move() is None:
        return ()
    return tuple(sorted({action_to(a) for a in state.legal_actions()
                         if action_declared(a) is not None}))


@dataclass(frozen=True)
class Focus:
    """The cell in focus and what the board and the power card say about it."""

    cell: int
    moves: list[int] = field(default_factory=list)
    marks: dict[int, str] = field(default_factory=dict)
    faint: bool = False          # an idle golem's threats, or moves not yours to make
    power: str | None = None
    title: str = ""
    detail: str = ""
    circles: tuple[int, ...] = ()    # circles the person to move may enter now


def focus_on(state: EssentiaState, cell: int, selected: int | None, my_turn: bool,
             prompt: Callable[[str, str], str]) -> Focus:
    """The focus on ``cell``; ``my_turn``: a person at the screen moves now;
    ``prompt`` words an instruction for the device in hand."""
    focus = _focus_on(state, cell, selected, my_turn, prompt)
    if not my_turn:
        return focus
    return replace(focus, circles=open_circles(state))


def _focus_on(state: EssentiaState, cell: int, selected: int | None, my_turn: bool,
              prompt: Callable[[str, str], str]) -> Focus:
    name = NAMES[cell]
    owner = state.golem_at(cell)
    power = state.power_at(cell)
    terrain = state.terrain_at(cell)
    if owner is None:
        if terrain == "circle":
            detail = ("An active circle: a golem entering it chooses its power."
                      if state.circles in ("on", "wild") else
                      "An inactive circle: no golem may stop here.")
            return Focus(cell, title=f"{name}: circle of essence", detail=detail)
        text = POWER_TEXT.get(power or "", "").split(": ", 1)[-1]
        detail = f"A golem here {text[0].lower() + text[1:]}." if text else ""
        return Focus(cell, power=power, title=f"{name}: {terrain}", detail=detail)
    moves = state.golem_moves(cell)
    marks = marks_for(state, moves)
    caps = sum(1 for k in marks.values() if k == CAPTURE)
    n = len(marks)
    mine = owner == state.to_move() and my_turn
    head = f"{SIDE_NAMES[owner]} golem on {name}"
    if cell == selected:
        head = f"Selected: {head}"
    count = f"{n} destination{'s' if n != 1 else ''}"
    if caps:
        count += f", {caps} capture{'s' if caps != 1 else ''}"
    if mine and cell != selected and n:
        count += f" — {prompt('click to select', 'press {key} to select')}"
    elif cell == selected:
        count += " — pick a marked cell"
    line = POWER_TEXT.get(power or "", "")
    return Focus(cell, moves, marks, faint=selected is None and not mine, power=power,
                 title=head, detail=f"{line}. {count}.")
