"""The two sides' names as the screens show them, in the player's language."""

from __future__ import annotations

from scenes.core.i18n import N_, _

SIDES = (N_("Greeks"), N_("Trojans"))


def side_name(side: int) -> str:
    """'Greeks' or 'Trojans' in the current language (a label, not inside a sentence)."""
    return _(SIDES[side])
