"""Symbol's names as a player reads them, in the current language.

The rules package names pieces, sides and terrains in English for its
command line; the screens show them through these tables (keyed by the
engine's letters and codes), translated where they are shown.
"""

from __future__ import annotations

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
