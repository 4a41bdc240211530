"""The keys of the Trojan War's play screen: those it offers at each moment, as
its hint bar shows them (skipping the story: a step, a duel, up to the player's
decision; going on past a card; deciding; the end), and what they do while the
story plays and at a decision.

Tab / RB is the story's skip key only: at a decision it moves nothing (a skip
pressed as the story ends must not shift the focus); the arrows and the d-pad
move it, and Enter waits ``SETTLE`` after a decision opens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from scenes.core.base import Act, InputAction
from scenes.core.i18n import N_, _
from scenes.troy.chronicle_view import CHRONICLE_HINT
from scenes.ui.coach import HINT_HINT
from scenes.ui.hints import Hint
from scenes.ui.play_keys import MENU_HINT, RULES_HINT, UNDO_HINT

if TYPE_CHECKING:
    from scenes.troy.play import TroyPlayScene

SETTLE = 0.4      # seconds a decision is open before Enter takes it: a press meant to
                  # skip the story's end that lands as the decision opens is not a choice
HURRIED = 1.2     # ... when Enter was hurrying the story on: a player tapping through
                  # the beats must not kill a hero with the tap after the last one
# and at any decision, an Enter of a run of taps (enter_guard.QUIET) is still hurrying
SKIP_HINTS = (Hint("Enter", "A", N_("Skip step"), Act.CONFIRM),
              Hint("Tab", "RB", N_("Skip to your decision"), Act.NEXT))
SKIP_DUEL_HINT = Hint("PgUp", "LB", N_("Skip duel"), Act.PREV)
GO_ON_HINT = Hint("Enter", "A", N_("Go on"), Act.CONFIRM)
RESULT_HINT = Hint("Enter", "A", N_("Show the result"), Act.CONFIRM)
DECIDE_HINTS = (Hint("\u2190\u2191\u2192\u2193", "D-pad", N_("Move")),
                Hint("Enter", "A", N_("Select"), Act.CONFIRM))
STANDING = (CHRONICLE_HINT, RULES_HINT, MENU_HINT)   # every bar ends with them


def bar_keys(scene: TroyPlayScene) -> Sequence[Hint]:
    """The keys that work right now: skipping the story, going on, deciding, or the
    end. A game with nobody at the controls (the demo) offers no skip, decision or
    undo keys: there is no one to press them."""
    if not scene.has_person():
        return STANDING
    if scene.busy and scene.summing_up():
        tab = () if scene.skipping.showing() else (SKIP_HINTS[1],)   # the skip is done
        return (GO_ON_HINT, *tab, *STANDING)
    if scene.busy:
        duel = (SKIP_DUEL_HINT,) if scene.duel_rounds_left() else ()
        return (*SKIP_HINTS, *duel, *STANDING)
    if scene.over and scene.referee is None:    # a lesson says what happened itself
        return (RESULT_HINT, *STANDING)
    if scene.decision is None:
        return STANDING
    hint = (HINT_HINT,) if scene.hint_offered() else ()
    undo = (UNDO_HINT,) if scene.can_undo() else ()
    return (*DECIDE_HINTS, *hint, *undo, *STANDING)


def story_key(scene: TroyPlayScene, action: InputAction) -> None:
    """A key while the story plays: Enter (a click) finishes the beat, PgUp / LB (the
    Skip duel button) the duel, Tab / RB everything up to the player's decision, Esc
    opens the pause."""
    a, pos = action.act, action.pos
    skip_duel = scene.frame.skip_duel
    if a == Act.PREV or (a == Act.CLICK and pos is not None and skip_duel is not None
                         and skip_duel.collidepoint(pos)):
        scene.skip_duel()
    elif a in (Act.CONFIRM, Act.CLICK):
        if a == Act.CONFIRM:
            scene.taps.tap()
            # hurrying the beats, not going on past a card that waits for it
            scene.hurried = scene.hurried or not (scene.summing_up()
                                                  or scene.skipping.showing())
        scene.skip_beat()
    elif a == Act.NEXT:
        scene.skip_all()
    elif a == Act.CANCEL:
        scene.open_pause()


def settle_time(scene: TroyPlayScene) -> float:
    """How long a decision is open before Enter takes a choice."""
    return HURRIED if scene.hurried else SETTLE


def decision_key(scene: TroyPlayScene, action: InputAction) -> None:
    """A key at a decision: the arrows move the focus, Enter (a click) takes a choice
    once the decision has been open ``settle_time`` and never as one of a run of taps
    (each would place a hero and move the focus on; any other key ends a run), Esc
    steps back a choice being made or opens the pause. Tab moves nothing here."""
    a = action.act
    d = scene.decision
    if d is None or not d.choices:
        if a == Act.CANCEL:
            scene.open_pause()
        return
    if a == Act.CONFIRM:
        in_run = scene.taps.in_run()
        if not scene.taps.press(settle_time(scene)):
            if in_run and scene.taps.open_for >= SETTLE:    # say why nothing happens
                scene.message = _("Your decision is open: pause a moment, then choose.")
            return      # pressed to skip the story's end, not to choose
    if a in (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT, Act.CLICK, Act.CANCEL):
        scene.hurried = False   # the player is at the decision now, choosing
        scene.taps.calm()
    scene.message = ""
    if a == Act.CANCEL:
        if not d.stage.back():
            scene.open_pause()
    elif a in (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT):
        if d.move(a):
            scene.sound("menu")
    elif a == Act.CONFIRM:
        scene.take_choice(d.focus)
    elif a in (Act.POINT, Act.CLICK) and action.pos is not None:
        i = d.at(action.pos)
        if i is not None:
            d.focus = i
            if a == Act.CLICK:
                scene.take_choice(i)
