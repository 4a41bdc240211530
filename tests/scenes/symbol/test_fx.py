"""Symbol's animations follow the engine's events one step at a time: a captured
group shatters beneath the group that took it, once that group has arrived; each
push and each blast of a chain plays after the one before."""

from __future__ import annotations

import pygame

from game.common import Event
from game.symbol.board import INDEX
from scenes.symbol.board import BoardView, stack_image
from scenes.symbol.fx import Shown, build
from scenes.ui.anim import Anim, Animator, Parallel, Sequence
from scenes.ui.effects import Capture, Slide

DT = 1 / 60


def animate(events: list[Event], shown: Shown) -> Animator:
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    animator = Animator()
    for step in build(events, shown, BoardView(), lambda name: None):
        animator.add(step)
    return animator


def leaves(a: Anim) -> list[Anim]:
    kids = a.children if isinstance(a, (Sequence, Parallel)) else []
    return [a] if not kids else [x for k in kids for x in leaves(k)]


def history(animator: Animator, shown: Shown) -> list[Shown]:
    """The shown board after every frame, until the animation ends."""
    out = [dict(shown)]
    while not animator.idle:
        animator.update(DT)
        if shown != out[-1]:
            out.append(dict(shown))
    return out


def test_a_captured_group_shatters_beneath_the_capturer_after_it_arrives() -> None:
    a1, a4 = INDEX["a1"], INDEX["a4"]
    shown: Shown = {a1: (0, "E"), a4: (1, "W")}
    animator = animate([
        Event("moved", {"player": 0, "frm": "a1", "to": "a4", "pieces": "E",
                        "path": ["a1", "a2", "a3", "a4"]}),
        Event("captured", {"cell": "a4", "pieces": "w", "player": 1}),
    ], shown)
    assert len(animator.queue) == 1                    # the move and its capture, one step
    parts = leaves(animator.queue[0])
    slide = next(p for p in parts if isinstance(p, Slide))
    shatter = next(p for p in parts if isinstance(p, Capture))
    view = BoardView()
    centre = tuple(map(int, view.center(a4)))
    mover_px = stack_image("E", 0, view.cell).get_at((view.cell // 2, view.cell // 2))
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    while not animator.idle:
        if not slide.finished:
            assert shown.get(a4) == (1, "W")           # the victim waits on its cell
            assert not shatter.elapsed
        elif not shatter.finished and shatter.elapsed > 0:
            assert a4 not in shown                     # the animation draws both...
            surface.fill((0, 0, 0, 0))
            animator.draw(surface)
            assert surface.get_at(centre) == mover_px  # ...the capturer over the shards
        animator.update(DT)
    assert shatter.finished and shown == {a4: (0, "E")}


def test_pushes_play_one_after_another_in_the_engines_order() -> None:
    d4, d5, e4, c4, d6, f4 = (INDEX[n] for n in ("d4", "d5", "e4", "c4", "d6", "f4"))
    shown: Shown = {c4: (0, "F"), d5: (1, "W"), e4: (1, "E")}
    events = [
        Event("moved", {"player": 0, "frm": "c4", "to": "d4", "pieces": "F",
                        "path": ["c4", "d4"]}),
        Event("pushed", {"frm": "d5", "to": "d6", "pieces": "w", "player": 1}),
        Event("pushed", {"frm": "e4", "to": "f4", "pieces": "e", "player": 1}),
    ]
    animator = animate(events, shown)
    assert len(animator.queue) == 3
    boards = history(animator, shown)
    first_in_flight = [b for b in boards if d5 not in b and d6 not in b]
    assert first_in_flight and all(b.get(e4) == (1, "E") for b in first_in_flight)
    second_in_flight = [b for b in boards if e4 not in b and f4 not in b]
    assert second_in_flight and all(b.get(d6) == (1, "W") for b in second_in_flight)
    assert boards[-1] == {d4: (0, "F"), d6: (1, "W"), f4: (1, "E")}


def test_a_chain_of_explosions_reads_blast_by_blast() -> None:
    names = ("c3", "d4", "e5", "f6", "d3")
    c3, d4, e5, f6, d3 = (INDEX[n] for n in names)
    shown: Shown = {c3: (1, "D"), d4: (1, "D"), d3: (0, "W"), e5: (0, "E"), f6: (1, "W")}
    around = ["c2", "c4", "b2", "b3", "b4", "d2", "d3", "d4"]
    events = [
        Event("detonated", {"player": 1, "cell": "c3", "cause": "owner"}),
        Event("exploded", {"centre": "c3", "cells": ["c3", *around], "step": 0,
                           "removed": [("c3", 1, "d"), ("d3", 0, "w"), ("d4", 1, "d")]}),
        Event("exploded", {"centre": "d4", "cells": ["d4", "c3", "c4", "c5", "d3", "d5", "e3",
                                                     "e4", "e5"], "step": 1,
                           "removed": [("e5", 0, "e")]}),
    ]
    animator = animate(events, shown)
    assert len(animator.queue) == 3                 # the fuse, then one step per blast
    boards = history(animator, shown)
    first = next(i for i, b in enumerate(boards) if c3 not in b)
    second = next(i for i, b in enumerate(boards) if e5 not in b)
    assert second > first and boards[first].get(e5) == (0, "E")
    assert boards[-1] == {f6: (1, "W")}


def test_a_stack_pushed_off_the_board_says_so_in_the_players_language(monkeypatch) -> None:
    import scenes.symbol.fx as fx
    from scenes.core import i18n
    said: list[str] = []
    real = fx.text
    monkeypatch.setattr(fx, "text", lambda words, *a, **k: (said.append(words),
                                                            real(words, *a, **k))[1])
    b1 = INDEX["b1"]
    events = [
        Event("moved", {"player": 0, "frm": "b3", "to": "b2", "pieces": "F",
                        "path": ["b3", "b2"]}),
        Event("pushed_crushed", {"frm": "b1", "pieces": "e", "why": "edge", "player": 1}),
    ]
    try:
        i18n.set_language("de")
        animate(events, {INDEX["b3"]: (0, "F"), b1: (1, "E")})
    finally:
        i18n.set_language("en")
    assert "vom Brett" in said and "off the board" not in said
