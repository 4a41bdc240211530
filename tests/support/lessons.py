"""Helpers for the lesson tests: open a lesson headless and make a move in it
the way a player would, by clicking the board."""

from __future__ import annotations

import pygame

from game.essentia.layout import INDEX as ESSENTIA_CELLS
from game.symbol.board import INDEX as SYMBOL_CELLS
from scenes.core import i18n
from scenes.core.base import Act, InputAction
from scenes.essentia.setup import KINDS as SETUP_KINDS
from scenes.lessons.course import load_course
from scenes.lessons.lesson import LessonScene
from scenes.lessons.menu import CourseScene
from scenes.ui.dialogs import ModalMenu
from tests.support import DT, click, key, make_app


def open_lesson(tmp_path, game: str, index: int = 0, lang: str | None = None):
    """A headless app showing lesson ``index`` of ``game`` over its course menu
    (in ``lang``, else the language the app starts in)."""
    app = make_app(tmp_path)
    if lang is not None:
        i18n.set_language(lang)
    menu = CourseScene(game)
    app.push(menu)
    menu.open_lesson(index)
    app.step(DT)
    assert isinstance(app.top, LessonScene)
    return app


SETTLE_STEP = 0.1     # the app's longest frame (MAX_DT): a slow machine's frames


def settle(app, seconds: float = 10.0, dt: float = SETTLE_STEP) -> float:
    """Frames until the lesson waits for the player; the game time it took."""
    spent = 0.0
    while spent < seconds:
        lesson = app.top
        if isinstance(lesson, LessonScene) and lesson.screen.animator.idle \
                and lesson.reply_due is None:
            return spent
        app.step(dt)
        spent += dt
    raise AssertionError("the lesson never settled")


def play_through(app, game: str) -> None:
    """Play the open lesson to its end with its solutions, Enter after each step."""
    lesson = app.top
    while not lesson.finished:
        settle(app, 60.0)                   # a lesson may open on a die being thrown
        if not lesson.step.watch and not lesson.solved:
            play(app, game, lesson.step.accept[0])
        settle(app, 60.0)
        key(app, pygame.K_RETURN)


def _pick_in_modal(app, wanted: str) -> None:
    """A power chooser or a confirmation is up: click the row that reads ``wanted``."""
    menu = app.top
    assert isinstance(menu, ModalMenu), type(menu).__name__
    # the row's words in the language spoken ("forest" is the terrain "Forest")
    words = {w.lower() for w in (wanted, i18n._(wanted), i18n._(wanted.capitalize()))}
    for item, rect in zip(menu.list.shown(), menu.list.rects(), strict=True):
        if any(item.label.lower().startswith(w) for w in words):
            click(app, rect.center)
            return
    raise AssertionError(f"no row {wanted!r} in {[i.label for i in menu.list.shown()]}")


POWERS = {"F": "forest", "T": "plateau", "R": "rocks", "P": "plains", "M": "mountain"}


def play_essentia(app, move: str) -> None:
    lesson = app.top
    board = lesson.screen.board
    if move == "deal":                 # the instant deal: a click on the board
        click(app, board.center(ESSENTIA_CELLS["e5"]))
        return
    if "@" in move:                    # a set-up tile: its kind in the pool, then the cell
        kind, cell = move.split("@")
        if kind:
            pool = lesson.screen.pool_rects()[SETUP_KINDS.index(POWERS[kind])]
            click(app, pool.center)
        click(app, board.center(ESSENTIA_CELLS[cell]))
        return
    origin, dest = move[:2], move[2:4]
    click(app, board.center(ESSENTIA_CELLS[origin]))
    click(app, board.center(ESSENTIA_CELLS[dest]))
    if "=" in move:
        _pick_in_modal(app, POWERS[move.split("=")[1]])
    elif app.top is not lesson:        # leaving the last spring: confirm it
        _pick_in_modal(app, "Move and lose")


def play_symbol(app, move: str) -> None:
    """Click the cells as a player would: the group, then where it goes (for a
    capture by reach: the target, then where the group stops if asked)."""
    lesson = app.top
    screen = lesson.screen

    def tap(cell: str) -> None:
        x, y = screen.view.center(SYMBOL_CELLS[cell])
        click(app, (int(x), int(y)))

    def pick(cell: str) -> None:
        """The group on ``cell`` picked (a refused try leaves it picked already)."""
        if screen.builder.sel != SYMBOL_CELLS[cell]:
            tap(cell)

    for _ in range(3):          # a refused try leaves its choice up: a right click drops it
        if screen.builder.mode == "idle":
            break
        app.dispatch(InputAction(Act.CANCEL, "mouse"))
        app.step(1 / 60)

    if move.startswith("+"):                # Reinforce, each piece's kind and cell, Place
        click(app, screen.chip("reinforce").rect.center)
        for placed in move[1:].split(","):
            cell, letter = placed[:2], placed[2:]
            click(app, screen.chip(f"type:{letter}").rect.center)
            tap(cell)
        click(app, screen.chip("place").rect.center)
        if app.top is not lesson:           # fewer pieces than allowed: asked first
            _pick_in_modal(app, "Place ")
        return
    if move.startswith("L@"):               # the leader, onto its cell
        tap(move[2:])
        return
    if "[" in move:                         # part of a stack: unpick the rest, then go on
        origin, group = move[:2], move[3:move.index("]")]
        pick(origin)
        for k in list(screen.builder.full_stack()):
            for _ in range(9):
                if screen.builder.group.get(k, 0) == group.count(k):
                    break
                click(app, screen.chip(f"pick:{k}").rect.center)
        move = origin + move[move.index("]") + 1:]
        tap(move[3:5])
        return
    if move.startswith("!"):
        tap(move[1:])
        chip = screen.chip("detonate")
        assert chip is not None, "no Detonate chip"
        click(app, chip.rect.center)
        _pick_in_modal(app, "Detonate")
        return
    origin, _, rest = move.partition("-") if "-" in move.split("x")[0] else (
        move.split("x")[0], "", move.split("x")[0] + "x" + move.split("x")[1])
    origin = origin[:2]
    stop, _, target = rest.partition("x")
    pick(origin)
    if target:
        tap(target)
        if screen.builder.mode == "stop":
            tap(stop[:2])
    else:
        tap(rest[:2])


def play_troy(app, move: str) -> None:
    """Click the decision's targets: heroes in the roster then Commit heroes for a
    pick, the two heroes on the board for Cassandra's swap, the challenge for a
    cancel or reveal, the button for the rest."""
    screen = app.top.screen
    assert screen.waiting and screen.choices, "no decision is open"

    def choose(wanted) -> None:
        choice = next((c for c in screen.choices if wanted(c)), None)
        assert choice is not None, f"no choice for {move!r}"
        click(app, choice.rect.center)

    if move.startswith("pick:"):
        for hero in move[5:].split(","):
            choose(lambda c, hero=hero: c.key == ("hero", hero))
        choose(lambda c: c.key == ("commit",))
    elif move.startswith("swap:"):
        for space in move[5:].split(","):
            choose(lambda c, space=space: c.key == ("sw", int(space) - 1))
    else:
        choose(lambda c: c.key == move)


PLAYERS = {"essentia": play_essentia, "symbol": play_symbol, "troy": play_troy}


def play(app, game: str, move: str) -> None:
    PLAYERS[game](app, move)


__all__ = ["load_course", "open_lesson", "play", "settle"]
