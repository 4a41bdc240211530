"""The keys every play screen shares, and the hint bars that name them.

One scheme for the three games, so the hint bar always tells the truth:

- arrows / d-pad move the board cursor or the focus;
- Enter / A selects; during an animation it finishes the animation at once;
- Esc / B steps back (deselect), or opens the menu when nothing is selected;
- Tab / RB moves the focus to the next thing you can act on (Essentia: your
  next golem that can move; Symbol: board and panel buttons); in Troy, whose
  story runs between decisions, it only skips the story to the next decision;
- U / Y undo, F1 / Back rules, P / Start menu; each also has a clickable chip.
"""

from __future__ import annotations

from collections.abc import Sequence

from scenes.core.base import Act
from scenes.core.i18n import N_
from scenes.ui.hints import Hint, HintBar

# TRANSLATORS: hint bar labels on the play screens (short: they share one line)
CURSOR_HINT = Hint("\u2190\u2191\u2192\u2193", "D-pad", N_("Cursor"))
UNDO_HINT = Hint("U", "Y", N_("Undo"), Act.UNDO)
RULES_HINT = Hint("F1", "Back", N_("Rules"), Act.HELP)
MENU_HINT = Hint("P", "Start", N_("Menu"), Act.MENU)
# TRANSLATORS: hint bar: finish the animation at once
SKIP_HINT = Hint("Enter", "A", N_("Skip"), Act.CONFIRM)

# While an animation plays: what still works.
ANIMATING_HINTS = (SKIP_HINT, RULES_HINT, MENU_HINT)
# After the game, while the player looks at the final board.
END_HINTS = (Hint("Enter", "A", N_("Show the result"), Act.CONFIRM), RULES_HINT, MENU_HINT)


def is_skip(act: Act) -> bool:
    """Enter / A and Tab / RB during an animation finish it."""
    return act in (Act.CONFIRM, Act.NEXT)


# The hints a bar of a play screen ends with: they keep their place at the bar's
# right end while the others come and go (Undo among them, so a click meant for a
# hint that has just gone never lands on it).
STANDING_HINTS = (UNDO_HINT, RULES_HINT, MENU_HINT)


class HintBars:
    """Hint bars by content: the same bar object (with its click areas from the
    last draw) comes back while a screen's hints stay the same. The ``standing``
    hints a bar ends with stand still at its right end from one bar to the next."""

    def __init__(self, standing: Sequence[Hint] = STANDING_HINTS) -> None:
        self.standing = tuple(standing)
        self._bars: dict[tuple[Hint, ...], HintBar] = {}

    def get(self, hints: Sequence[Hint]) -> HintBar:
        key = tuple(hints)
        if key not in self._bars:
            trailing = 0
            while trailing < len(key) and key[len(key) - 1 - trailing] in self.standing:
                trailing += 1
            self._bars[key] = HintBar(key, standing=trailing)
        return self._bars[key]
