"""What the Trojan War's prompt says when no decision of this player's is open
(whose turn it is, and why), and why undo refuses: words only, chosen from the
game's setup and moves."""

from __future__ import annotations

from collections.abc import Sequence

from scenes.core.i18n import _
from scenes.core.replay import Move
from scenes.games import GameSetup


def awaiting(setup: GameSetup, actor: int, lesson: bool) -> tuple[str, str]:
    """(title, explanation) while the side ``actor`` decides elsewhere: the friend
    online, the computer thinking, or (in a lesson) a reply the lesson stops at."""
    if setup.online:
        return ((_("Your friend decides for the Greeks\u2026"),
                 _("Your friend decides for the Trojans\u2026"))[actor], "")
    if lesson:      # the other side plays only its replies
        return ((_("Now the Greeks would decide"), _("Now the Trojans would decide"))[actor],
                _("The lesson stops before their decision: go on when you are ready."))
    return ((_("The Greeks are thinking\u2026"), _("The Trojans are thinking\u2026"))[actor], "")


def nothing_to_undo(setup: GameSetup, moves: Sequence[Move], floor_event: str) -> str:
    """The true reason undo has nothing to take back: the opponent's secret picks
    since, or else the chance shown (a die, a god, a hidden hero turned up) that undo
    would let a player peek past (``floor_event``)."""
    mine = [i for i, m in enumerate(moves) if setup.is_human(m.player)]
    if not mine:
        return _("Nothing to undo")
    if any(not setup.is_human(m.player) and m.text.startswith("pick:")
           for m in moves[mine[-1] + 1:]):
        return _("Nothing to undo: your opponent has chosen heroes in secret since")
    return {"god_drawn": _("Nothing to undo: the gods have been drawn since"),
            "hero_revealed": _("Nothing to undo: the heroes have been revealed since"),
            }.get(floor_event, _("Nothing to undo: the dice have spoken since"))
