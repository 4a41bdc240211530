"""Essentia's lesson adapter: the play screen on a lesson's position, and where
the task card sits (over the tallies and the move list, which a lesson does
not need; the turn card and the terrain's power card stay in view). A set-up
position opens the set-up screen instead (scenes/essentia/setup_lesson.py)."""

from __future__ import annotations

import pygame

from game.essentia import EssentiaState
from game.essentia.layout import NAMES
from game.essentia.notation import action_from, action_to
from scenes.core.i18n import _
from scenes.essentia.play import PlayScene
from scenes.essentia.setup_lesson import SetupLessonScreen
from scenes.essentia.table import PANEL
from scenes.games import GameSetup

LESSON_CARD = pygame.Rect(PANEL.left, PANEL.top + 236, PANEL.w, PANEL.h - 236 - 68)


def wrong_move(state: EssentiaState, action: int, accepted: tuple[int, ...]) -> str:
    """What a refused move did, in one true sentence, against the moves the task
    accepts: another golem than the task's, no capture where one is asked for,
    another capture, or simply another move."""
    if state.phase != "play" or not accepted:
        return ""
    frm, to = NAMES[action_from(action)], NAMES[action_to(action)]
    origins = {action_from(a) for a in accepted}
    if action_from(action) not in origins and len(origins) == 1:
        return _("That moves the golem on {frm}: this task is for the golem on {cell}.").format(
            frm=frm, cell=NAMES[next(iter(origins))])
    if all(state.is_capture(a) for a in accepted):
        if not state.is_capture(action):
            return _("{frm} to {to} captures nothing: this task asks for a capture.").format(
                frm=frm, to=to)
        return _("{frm} to {to} captures, but not the capture this task asks for.").format(
            frm=frm, to=to)
    return _("{frm} to {to} is a legal move, but not the one this task asks for.").format(
        frm=frm, to=to)


def lesson_screen(setup: GameSetup, state: EssentiaState) -> PlayScene | SetupLessonScreen:
    if state.phase == "setup":
        return SetupLessonScreen(setup, state)
    return PlayScene(setup, state)
