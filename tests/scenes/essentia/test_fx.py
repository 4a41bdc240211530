"""Essentia's move animations never lose sight of a golem the board hides."""

from __future__ import annotations

import pygame

from game.common import Event
from game.essentia.layout import INDEX
from scenes.essentia.board import BoardView
from scenes.essentia.fx import move_anims
from scenes.ui.anim import Animator

DT = 1 / 60


def test_a_capturing_golem_is_drawn_on_every_frame_until_the_capture_is_over() -> None:
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    board = BoardView()
    events = [
        Event("moved", {"player": 0, "frm": "c2", "to": "c5", "path": ["c2", "c3", "c4", "c5"],
                        "jump": False}),
        Event("captured", {"cell": "c5", "player": 1}),
    ]
    animator = Animator()
    for step in move_anims(board, events, lambda name: None):
        animator.add(step)
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    frames = 0
    while ("golem", INDEX["c5"]) in animator.hidden():
        surface.fill((0, 0, 0, 0))
        animator.draw(surface)
        assert surface.get_bounding_rect().width > 0, f"golem blinked out at frame {frames}"
        animator.update(DT)
        frames += 1
    assert frames > 30          # the slide and the shattering both took time
    # the last drawn frame still showed the capturer on its new cell
    rect = board.cell_rect(INDEX["c5"])
    assert surface.subsurface(rect).get_bounding_rect().width > 0
