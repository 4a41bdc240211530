"""Helpers for the shell's tests: a headless App and synthetic events."""

from __future__ import annotations

from pathlib import Path

import pygame

from scenes.core import storage
from scenes.core.app import App
from scenes.menus.title import TitleScene

DT = 1 / 60


class FakePad:
    """Stands in for a plugged pad: the dummy video driver has none."""

    def __init__(self, device_index: int, standard: bool = False) -> None:
        self.instance_id = 100 + device_index
        self.is_standard = standard
        self.closed = False

    def get_instance_id(self) -> int:
        return self.instance_id

    def quit(self) -> None:
        self.closed = True


def make_app(tmp_path: Path, title: bool = True) -> App:
    """A headless App with settings in ``tmp_path`` and the title screen pushed."""
    app = App(seed=1, settings_path=tmp_path / "settings.json", audio=False,
              open_device=FakePad)
    pygame.event.clear()
    if title:
        app.push(TitleScene())
    return app


def post(type_: int, **attrs: object) -> None:
    pygame.event.post(pygame.event.Event(type_, attrs))


def key(app: App, k: int, mod: int = 0) -> None:
    """Press and release a key, then run one frame."""
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    app.step(DT)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """Move there, press and release a mouse button (window coordinates)."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.step(DT)


def pad_button(app: App, button: int, instance_id: int = 0) -> None:
    post(pygame.JOYBUTTONDOWN, instance_id=instance_id, button=button)
    post(pygame.JOYBUTTONUP, instance_id=instance_id, button=button)
    app.step(DT)


def stick(app: App, axis: int, value: float, instance_id: int = 0) -> None:
    """Push the left stick, run a frame, and let it go again."""
    post(pygame.JOYAXISMOTION, instance_id=instance_id, axis=axis, value=value)
    app.step(DT)
    post(pygame.JOYAXISMOTION, instance_id=instance_id, axis=axis, value=0.0)
    app.step(DT)


def top_name(app: App) -> str:
    return type(app.top).__name__


def step_until(app, done, seconds: float = 120.0) -> None:
    """Step frames of DT until ``done()`` is true; fail after ``seconds`` of game time.

    Time here is the frames' time, never the wall clock, so a busy machine
    cannot make a test fail (the computer decides inline in tests).
    """
    for _ in range(int(seconds / DT)):
        if done():
            return
        app.step(DT)
    if not done():
        raise AssertionError(f"still waiting after {seconds:g} s of game time")


def card_ready(app, seconds: float = 120.0) -> None:
    """Frames until the end card is up and takes Enter (it ignores Enter for its
    first moments: a press meant to hurry the game's end, or the one that reopened it)."""
    from scenes.ui.result_card import ResultCard

    def ready() -> bool:
        card = app.top
        return isinstance(card, ResultCard) and card.taps.ready()

    step_until(app, ready, seconds)


def refuse_to_read(monkeypatch, *names: str) -> None:
    """Files named ``names`` that exist cannot be read, as the system says for a
    file of another owner or of mode 000 (a test run as root reads them all)."""
    plain = storage.open_to_read

    def guarded(path: Path):
        if Path(path).name in names and Path(path).exists():
            raise PermissionError(13, "Permission denied", str(path))
        return plain(path)

    monkeypatch.setattr(storage, "open_to_read", guarded)
