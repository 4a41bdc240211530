"""Essentia's words on screen: the rules' ids (sides, terrains, end reasons)
turned into the player's language.

The rules package stays language-free (its names are the command-line
contract), so every name shown is looked up here by id and translated when
shown; each table holds whole labels and sentences marked with ``N_``.
"""

from __future__ import annotations

from game.common import Outcome
from game.essentia.layout import NAMES, TERRAIN_NAMES
from game.essentia.notation import action_declared, action_from, action_to
from scenes.core.i18n import N_, _, ngettext

SIDES = (N_("Dawn"), N_("Twilight"))

# TRANSLATORS: a terrain's name, as a label (tile pool, power chooser, cell card).
TERRAINS = {
    "rocks": N_("Rocks"),
    "plateau": N_("Plateau"),
    "mountain": N_("Mountain"),
    "plains": N_("Plains"),
    "forest": N_("Forest"),
    "spring": N_("Spring"),
    "circle": N_("Circle of essence"),
    "hidden": N_("Face down"),
}

# The power card: a terrain and what a golem on it does.
POWER_TEXT = {
    "plains": N_("Plains: slides any distance in all 8 directions"),
    "plateau": N_("Plateau: slides any distance straight (orthogonally)"),
    "rocks": N_("Rocks: steps 1 straight; captures 1 diagonally"),
    "mountain": N_("Mountain: slides any distance diagonally"),
    "forest": N_("Forest: jumps in an L, over anything"),
    "spring": N_("Spring: steps 1 in any direction"),
}

# An empty cell's card: what a golem standing there could do.
GOLEM_HERE = {
    "plains": N_("A golem here slides any distance in all 8 directions."),
    "plateau": N_("A golem here slides any distance straight (orthogonally)."),
    "rocks": N_("A golem here steps 1 straight and captures 1 diagonally."),
    "mountain": N_("A golem here slides any distance diagonally."),
    "forest": N_("A golem here jumps in an L, over anything."),
    "spring": N_("A golem here steps 1 in any direction."),
}

# Short enough for the power chooser's rows and the strategic tile line.
SHORT_POWER = {
    "forest": N_("jumps in an L"),
    "plateau": N_("slides straight"),
    "rocks": N_("steps 1 straight, takes 1 diagonally"),
    "plains": N_("slides in all 8 directions"),
    "mountain": N_("slides diagonally"),
}

HALVES = (N_("Dawn's half (ranks 1–4)"), N_("Twilight's half (ranks 6–9)"))


def side_name(player: int) -> str:
    return _(SIDES[player])


def terrain_name(terrain: str) -> str:
    return _(TERRAINS[terrain]) if terrain in TERRAINS else terrain


def power_text(power: str | None) -> str:
    return _(POWER_TEXT[power]) if power in POWER_TEXT else ""


def move_words(action: int) -> str:
    """A move as the hint names it, in words: "Golem from f2 to f8", and the power a
    circle move declares ("…, power: Plateau" where the notation writes "=T")."""
    frm, to = NAMES[action_from(action)], NAMES[action_to(action)]
    declared = action_declared(action)
    if declared is None:
        return _("Golem from {frm} to {to}").format(frm=frm, to=to)
    # TRANSLATORS: a move entering a circle of essence and the power it declares
    return _("Golem from {frm} to {to}, power: {power}").format(
        frm=frm, to=to, power=terrain_name(TERRAIN_NAMES[declared]))


def reply_words(action: int, captured: bool) -> str:
    """The other side's last move, for the turn card of the person to answer it."""
    if captured:
        # TRANSLATORS: {move} is "Golem from b8 to h2" (and the power a circle declared)
        return _("Their move: {move}, a capture").format(move=move_words(action))
    return _("Their move: {move}").format(move=move_words(action))


def half_name(half: int) -> str:
    return _(HALVES[half])


def short_power(power: str) -> str:
    return _(SHORT_POWER[power])


# Why a selected golem cannot go to the cell clicked, by the engine's code
# (EssentiaState.unreachable); {frm} and {to} are cells, {cell} what stops a slide.
UNREACHABLE = {
    "circle-closed": N_("No golem may stop on the inactive circle {to}."),
    "rocks-capture-straight": N_("From rocks a golem captures only diagonally: the golem "
                                 "on {frm} cannot take {to} straight ahead."),
    "rocks-step-diagonal": N_("From rocks a golem moves diagonally only to capture: {to} "
                              "is empty."),
    "blocked": N_("The way from {frm} to {to} is blocked on {cell}: a slide stops at the "
                  "first thing in its way."),
}
# ... and, for a cell the golem's power does not go to at all, what that power does
OUT_OF_REACH = {
    "plains": N_("The golem on {frm} cannot reach {to}: on plains it slides straight or "
                 "diagonally."),
    "plateau": N_("The golem on {frm} cannot reach {to}: on a plateau it slides along its "
                  "rank or file."),
    "rocks": N_("The golem on {frm} cannot reach {to}: on rocks it steps one cell straight, "
                "or captures one cell diagonally."),
    "mountain": N_("The golem on {frm} cannot reach {to}: on a mountain it slides "
                   "diagonally."),
    "forest": N_("The golem on {frm} cannot reach {to}: in a forest it jumps in an L, two "
                 "cells one way and one to the side."),
    "spring": N_("The golem on {frm} cannot reach {to}: on a spring it moves one cell in "
                 "any direction."),
}


def unreachable_text(code: str, power: str | None, frm: str, to: str,
                     cell: str | None) -> str:
    """Why the golem on ``frm`` cannot go to ``to``, in a whole sentence."""
    if code in UNREACHABLE:
        return _(UNREACHABLE[code]).format(frm=frm, to=to, cell=cell or "")
    if power in OUT_OF_REACH:
        return _(OUT_OF_REACH[power]).format(frm=frm, to=to)
    return _("The golem on {frm} cannot reach {to}.").format(frm=frm, to=to)


def side_to_move(player: int) -> str:
    return (_("Dawn to move"), _("Twilight to move"))[player]


def side_places(player: int) -> str:
    return (_("Dawn places a tile"), _("Twilight places a tile"))[player]


def moves_first(player: int) -> str:
    return (_("Dawn moves first"), _("Twilight moves first"))[player]


def not_yours(player: int) -> str:
    """The toast when a person picks the other side's golem."""
    return (_("That is a Dawn golem: pick one of yours"),
            _("That is a Twilight golem: pick one of yours"))[player]


def _said_to_you(friend: bool) -> dict[str, tuple[str, str]]:
    """The reasons said to the person: (when they won, when they lost), the other
    side being the computer or, online, their friend."""
    if friend:
        return {
            "spring-capture": (_("You captured an enemy golem on a spring."),
                               _("Your friend captured your golem on a spring.")),
            "springs-abandoned": (_("Your friend has no golem left on any spring."),
                                  _("You have no golem left on any spring.")),
            "resign": (_("Your friend resigned."), _("You resigned.")),
        }
    return {
        "spring-capture": (_("You captured an enemy golem on a spring."),
                           _("The computer captured your golem on a spring.")),
        "springs-abandoned": (_("The computer has no golem left on any spring."),
                              _("You have no golem left on any spring.")),
        "resign": (_("The computer resigned."), _("You resigned.")),
    }


def reason_text(outcome: Outcome, you: int | None = None, friend: bool = False) -> str:
    """Why the game ended, in plain words (one sentence per winner: the sides'
    names take articles and cases that differ by language). Against the
    computer, or a ``friend`` online, ``you`` is the person's side and the
    sentence speaks to them."""
    w = outcome.winner
    if w is not None and you is not None:
        mine = _said_to_you(friend)
        if outcome.reason in mine:
            return mine[outcome.reason][0 if w == you else 1]
    by_winner = {
        "spring-capture": (_("Dawn captured a Twilight golem on a spring."),
                           _("Twilight captured a Dawn golem on a spring.")),
        "springs-abandoned": (_("Twilight has no golem left on any spring."),
                              _("Dawn has no golem left on any spring.")),
        "resign": (_("Twilight resigned."), _("Dawn resigned.")),
    }
    if w is not None and outcome.reason in by_winner:
        return by_winner[outcome.reason][w]
    return {
        "repetition": _("The same position came up for the third time: a truce."),
        "no-capture-limit": _("100 moves in a row without a capture: a truce."),
        "no-moves": _("The side to move has no legal move: a truce."),
        "agreement": _("Both players agreed to a truce."),
    }.get(outcome.reason, outcome.reason)


def spring_danger(threats: list[tuple[int, int]]) -> str:
    """The first of the enemy's winning captures (``EssentiaState.spring_threats``) as
    a warning, or "" when there is none."""
    return _threat(threats, _("Danger: the golem on {frm} can take yours on the spring "
                              "{spring}!"))


def move_exposes(threats: list[tuple[int, int]]) -> str:
    """What a move would let the enemy do next (its winning captures), or ""."""
    return _threat(threats, _("Then the golem on {frm} could take yours on the spring "
                              "{spring}: you would lose."))


def can_be_taken(takers: tuple[int, ...]) -> str:
    """The enemy golems that could take the golem in focus now."""
    # TRANSLATORS: {cells} lists enemy golems' cells ("d5" or "d5, g8")
    return ngettext("The enemy golem on {cells} can take it.",
                    "The enemy golems on {cells} can take it.", len(takers)).format(
        cells=", ".join(NAMES[c] for c in takers))


def move_hangs(takers: tuple[int, ...]) -> str:
    """The enemy golems that could take the moved golem where it lands, or ""."""
    if not takers:
        return ""
    # TRANSLATORS: {cells} lists enemy golems' cells ("d5" or "d5, g8")
    return ngettext("There the golem on {cells} could take it.",
                    "There the golems on {cells} could take it.", len(takers)).format(
        cells=", ".join(NAMES[c] for c in takers))


def _threat(threats: list[tuple[int, int]], sentence: str) -> str:
    if not threats:
        return ""
    frm, spring = threats[0]
    return sentence.format(frm=NAMES[frm], spring=NAMES[spring])
