"""Essentia's move animations never lose sight of a golem the board hides, show a
capture in the order it happens and a declared power large."""

from __future__ import annotations

import pygame

from game.common import Event
from game.essentia.layout import INDEX
from scenes.essentia.board import GOLEM_SIZE, BoardView
from scenes.essentia.fx import PowerStamp, move_anims
from scenes.ui.anim import Animator, Parallel, Sequence
from scenes.ui.effects import Capture, Slide

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


def _capture_steps(events: list[Event]) -> tuple[BoardView, Animator]:
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    board = BoardView()
    animator = Animator()
    for step in move_anims(board, events, lambda name: None):
        animator.add(step)
    return board, animator


def _parts(animator: Animator) -> tuple[Slide, Capture]:
    seq = animator.queue[0]
    assert isinstance(seq, Sequence)
    slide = next(e for c in seq.children if isinstance(c, Parallel) for e in c.children
                 if isinstance(e, Slide))
    shatter = next(e for c in seq.children if isinstance(c, Parallel) for e in c.children
                   if isinstance(e, Capture))
    return slide, shatter


def test_the_victim_waits_under_the_capturer_and_shatters_beneath_it_after_arrival() -> None:
    board, animator = _capture_steps([
        Event("moved", {"player": 0, "frm": "c2", "to": "c6", "path": ["c2", "c3", "c4", "c5",
                                                                      "c6"], "jump": False}),
        Event("captured", {"cell": "c6", "player": 1}),
    ])
    slide, shatter = _parts(animator)
    centre = board.center(INDEX["c6"])
    mover_px = board.golem_image(0).get_at((GOLEM_SIZE // 2, GOLEM_SIZE // 2))
    victim_px = board.golem_image(1).get_at((GOLEM_SIZE // 2, GOLEM_SIZE // 2))
    assert mover_px != victim_px
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    t = 0.0
    arrived = shattering = None
    while not animator.idle:
        surface.fill((0, 0, 0, 0))
        animator.draw(surface)
        seen = surface.get_at(centre)
        if not slide.finished and slide.progress < 0.5:
            assert seen == victim_px, "the victim stands on its cell while the capturer comes"
        if shatter.elapsed > 0 and not shatter.finished:
            shattering = t if shattering is None else shattering
            assert seen == mover_px, "the capturer stands over the shards, never under them"
        animator.update(DT)
        t += DT
        if slide.finished and arrived is None:
            arrived = t
    assert arrived is not None and shattering is not None
    assert shattering >= arrived            # the victim breaks only once the capturer is there
    assert shatter.duration >= 0.8          # and long enough to see


def test_a_declared_power_is_shown_large_on_its_circle() -> None:
    board, animator = _capture_steps([
        Event("moved", {"player": 0, "frm": "c4", "to": "c5", "path": ["c4", "c5"],
                        "jump": False}),
        Event("power_declared", {"cell": "c5", "power": "plateau", "player": 0}),
    ])
    assert len(animator.queue) == 2
    stamp = animator.queue[1]
    assert isinstance(stamp, PowerStamp)
    assert stamp.icon.get_width() > board.cell        # larger than the cell itself
    assert stamp.label.get_height() >= 36             # its name in large letters
    assert stamp.duration >= 1.5                      # long enough to notice and read
    stamp.update(stamp.duration * 0.8)                # still large near its end
    assert stamp.scale == 1.0
    stamp.update(stamp.duration)
    assert stamp.finished
