"""Symbol's names as a player reads them, in the current language.

The rules package names pieces, sides and terrains in English for its
command line; the screens show them through these tables (keyed by the
engine's letters and codes), translated where they are shown.
"""

from __future__ import annotations

from game.symbol import Detonate, Place, Reinforce
from game.symbol.board import NAMES
from game.symbol.pieces import LETTERS
from game.symbol.unreachable import Unreachable
from scenes.core.i18n import N_, _, pgettext

PIECES = {
    "E": N_("Earth"), "W": N_("Water"), "A": N_("Air"), "F": N_("Fire"),
    "D": N_("Death"), "L": N_("Leader"),
}
"""Each piece's name by its letter (the letters themselves are notation)."""
SIDES = (N_("Player 1"), N_("Player 2"))


def piece_name(letter: str) -> str:
    return _(PIECES[letter.upper()])


def side_name(player: int) -> str:
    return _(SIDES[player])


def side_names() -> tuple[str, str]:
    return side_name(0), side_name(1)


def pieces_text(letters: str) -> str:
    """``"WWe"`` -> ``"2 Water, Earth"`` (case ignored)."""
    up = letters.upper()
    parts = []
    for k in dict.fromkeys(up):
        n = up.count(k)
        # TRANSLATORS: a number of pieces of one kind in a stack, e.g. "2 Water"
        parts.append(pgettext("pieces", "{count} {piece}").format(count=n, piece=piece_name(k))
                     if n > 1 else piece_name(k))
    return ", ".join(parts)


# Why a selected group cannot go to the cell chosen, by the rules' code
# (game/symbol/unreachable.py) and, for one power, which: {to} and {cell} are cells.
_TERRAIN = {
    "earth": N_("Earth stays on land: {to} is in the water."),
    "water": N_("Water stays in the water: {to} is on land."),
}
_ACROSS = {
    "earth": N_("Earth takes a stack in the water only on the coast, beside the land: "
                "{to} is further out."),
    "water": N_("Water takes a stack on land only on the shore, beside the water: {to} "
                "is further in."),
}
_RANGE = {
    "earth": N_("Earth goes at most 2 steps: {to} is too far."),
    "water": N_("Water goes at most 3 cells in a straight line: {to} is too far."),
    "air": N_("Air goes at most 2 cells in a straight line: {to} is too far."),
    "fire": N_("Fire goes 1 cell: {to} is too far."),
    "": N_("{to} is too far for every piece of this group."),
}
_LINE = {
    "water": N_("Water goes in a straight line: {to} is not in line with {frm}."),
    "air": N_("Air goes in a straight line: {to} is not in line with {frm}."),
    "fire": N_("Fire goes in a straight line: {to} is not in line with {frm}."),
    "": N_("This group goes in straight lines: {to} is not in line with {frm}."),
}


def unreachable_text(why: Unreachable, frm: str, to: str) -> str:
    """Why the group on ``frm`` cannot go to ``to``, in one whole sentence."""
    if why.code == "terrain" and why.power in _TERRAIN:
        return _(_TERRAIN[why.power]).format(to=to)
    if why.code == "across" and why.power in _ACROSS:
        return _(_ACROSS[why.power]).format(to=to)
    if why.code == "range":
        return _(_RANGE.get(why.power, _RANGE[""])).format(to=to)
    if why.code == "line":
        return _(_LINE.get(why.power, _LINE[""])).format(to=to, frm=frm)
    if why.code == "blocked" and why.cell is not None:
        return _("The way from {frm} to {to} is blocked on {cell}: nothing passes an enemy "
                 "stack, and earth and water pass only their own ground.").format(
                     frm=frm, to=to, cell=NAMES[why.cell])
    return _("This group has no way from {frm} to {to}.").format(frm=frm, to=to)


def action_words(action: object) -> str:
    """An action as the hint names it: a move in its notation (the board marks its
    cells), the others in words ("Leader on d1", "Reinforce with Water on d1, Earth on
    c2"; no colon, as the hint's title has one)."""
    if isinstance(action, Place):
        return _("Leader on {cell}").format(cell=NAMES[action.cell])
    if isinstance(action, Detonate):
        return _("Detonate the death piece on {cell}").format(cell=NAMES[action.cell])
    if isinstance(action, Reinforce):
        # TRANSLATORS: {placements} lists each piece placed: "Water on d1, Earth on c2"
        return _("Reinforce with {placements}").format(placements=", ".join(
            # TRANSLATORS: a piece placed in a reinforcement: "Water on d1"
            _("{piece} on {cell}").format(piece=piece_name(LETTERS[kind]), cell=NAMES[cell])
            for cell, kind in action.placements))
    return ""
