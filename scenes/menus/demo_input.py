"""What ends the demo: any real input, caught before the key map.

The key map turns only known keys into actions, and a mouse press reaches
scenes as a pointer move plus a click on release. An attract screen needs
more: *any* key, any mouse or pad button, a stick pushed past its dead zone
or the mouse moved more than a jitter. ``InputTap`` sits in front of the
app's ``InputMapper.translate`` while the demo runs and catches those raw
events; what it catches reaches no scene.

The press that ends the demo is usually still held when the title comes
back, so the tap stays in place after the demo until that press is let go
and swallows its release (a mouse button up would otherwise be a click on
the menu; a stick still pushed would move the focus). Everything else goes
through as usual, and the tap removes itself once nothing is held.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

import pygame

MOTION_SLOP = 16        # window pixels the mouse may drift before it counts as input
DEAD_ZONE = 0.5         # stick deflection (of 1.0) that counts as a push
STICK_REST = 0.35       # ...and below which a pushed stick is let go again
LATCH_LIMIT = 8         # held presses tracked at most (a stuck device cannot grow this)

JOY_STICK_AXES = (0, 1, 2, 3)   # both sticks; plain pads' triggers may rest at -1
CONTROLLER_AXES = (
    pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY,
    pygame.CONTROLLER_AXIS_RIGHTX, pygame.CONTROLLER_AXIS_RIGHTY,
    pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT,
)


class MotionGate:
    """Mouse motion counts as input only past ``slop`` pixels from where it
    was first seen: a nudged desk is not a player."""

    def __init__(self, slop: float = MOTION_SLOP) -> None:
        self.slop = slop
        self.anchor: tuple[int, int] | None = None

    def moved(self, pos: tuple[int, int]) -> bool:
        if self.anchor is None:
            self.anchor = pos
            return False
        return math.dist(self.anchor, pos) > self.slop

    def reset(self) -> None:
        self.anchor = None


class InputTap:
    """Catches raw input for the demo (see the module docstring).

    ``InputTap.attach(mapper, on_input)`` installs the tap on the app's
    mapper (or re-arms the one still draining there); ``on_input`` is
    called once per real input while armed. ``disarm()`` when the demo
    ends: from then on only the releases of held presses are swallowed.
    """

    def __init__(self, mapper: Any) -> None:
        self.mapper = mapper
        self.original: Callable[[pygame.event.Event], list[Any]] = mapper.translate
        self.on_input: Callable[[], None] | None = None
        self.held: set[Hashable] = set()
        self.gate = MotionGate()

    @classmethod
    def attach(cls, mapper: Any, on_input: Callable[[], None]) -> InputTap:
        current = getattr(mapper, "translate", None)
        tap = getattr(current, "__self__", None)
        if not isinstance(tap, InputTap):
            tap = cls(mapper)
            mapper.translate = tap.translate
        tap.on_input = on_input
        tap.gate.reset()
        return tap

    @property
    def armed(self) -> bool:
        return self.on_input is not None

    @property
    def installed(self) -> bool:
        return self.mapper.__dict__.get("translate") == self.translate

    def disarm(self) -> None:
        self.on_input = None
        self._settle()

    def detach(self) -> None:
        """Hand the mapper back its own translate."""
        if self.installed:
            del self.mapper.translate

    def _settle(self) -> None:
        if not self.armed and not self.held:
            self.detach()

    # -- events ------------------------------------------------------------------
    def translate(self, event: pygame.event.Event) -> list[Any]:
        """The tap's stand-in for ``InputMapper.translate``."""
        if self._releases(event):
            self._settle()
            return []
        if not self.armed:
            out = self.original(event)
            self._settle()
            return out
        press = self._press(event)
        if press is None:
            if _is_input(event):
                return []        # a small mouse drift, a release: the demo ignores it
            return self.original(event)   # pads plugged or unplugged, and the like
        if press is not False and len(self.held) < LATCH_LIMIT:
            self.held.add(press)
        callback = self.on_input
        if callback is not None:
            callback()
        return []

    def _press(self, event: pygame.event.Event) -> Hashable | bool | None:
        """What real input ``event`` is: a held key to latch, False for input
        with nothing to release (a wheel turn), None for no input."""
        t = event.type
        iid = getattr(event, "instance_id", -1)
        if t == pygame.KEYDOWN:
            return ("key", getattr(event, "key", -1))
        if t == pygame.MOUSEBUTTONDOWN:
            button = getattr(event, "button", 1)
            return ("mouse", button) if button in (1, 2, 3) else False
        if t == pygame.MOUSEWHEEL:
            return False
        if t == pygame.MOUSEMOTION:
            pos = getattr(event, "pos", None)
            if pos is None or not self.gate.moved((int(pos[0]), int(pos[1]))):
                return None
            buttons = getattr(event, "buttons", (0, 0, 0))
            held = [i + 1 for i, down in enumerate(buttons[:3]) if down]
            return ("mouse", held[0]) if held else False
        if t == pygame.JOYBUTTONDOWN:
            return ("joy", iid, getattr(event, "button", -1))
        if t == pygame.CONTROLLERBUTTONDOWN:
            return ("pad", iid, getattr(event, "button", -1))
        if t == pygame.JOYHATMOTION:
            return ("hat", iid, getattr(event, "hat", 0)) if _hat_pushed(event) else None
        if t in (pygame.JOYAXISMOTION, pygame.CONTROLLERAXISMOTION):
            axis = getattr(event, "axis", -1)
            if axis not in (JOY_STICK_AXES if t == pygame.JOYAXISMOTION else CONTROLLER_AXES):
                return None
            return ("axis", iid, t, axis) if abs(_axis_value(event)) >= DEAD_ZONE else None
        return None

    def _releases(self, event: pygame.event.Event) -> bool:
        """Swallow (and forget) the release of a press the tap latched."""
        if not self.held:
            return False
        t = event.type
        iid = getattr(event, "instance_id", -1)
        if t == pygame.KEYUP:
            return self._forget(("key", getattr(event, "key", -1)))
        if t == pygame.MOUSEBUTTONUP:
            return self._forget(("mouse", getattr(event, "button", 1)))
        if t == pygame.JOYBUTTONUP:
            return self._forget(("joy", iid, getattr(event, "button", -1)))
        if t == pygame.CONTROLLERBUTTONUP:
            return self._forget(("pad", iid, getattr(event, "button", -1)))
        if t == pygame.JOYHATMOTION:
            key: Hashable = ("hat", iid, getattr(event, "hat", 0))
            if key in self.held:
                if not _hat_pushed(event):
                    self.held.discard(key)
                return True
            return False
        if t in (pygame.JOYAXISMOTION, pygame.CONTROLLERAXISMOTION):
            key = ("axis", iid, t, getattr(event, "axis", -1))
            if key in self.held:
                if abs(_axis_value(event)) < STICK_REST:
                    self.held.discard(key)
                return True
            return False
        if t == pygame.JOYDEVICEREMOVED:   # its releases will never come
            self.held = {k for k in self.held if not _from_pad(k, iid)}
        return False

    def _forget(self, key: Hashable) -> bool:
        if key in self.held:
            self.held.discard(key)
            return True
        return False


def _from_pad(key: Hashable, iid: int) -> bool:
    return isinstance(key, tuple) and key[0] in ("joy", "pad", "hat", "axis") and key[1] == iid


def _is_input(event: pygame.event.Event) -> bool:
    """Events from a person's hands (which the armed tap keeps from scenes)."""
    return event.type in (
        pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP,
        pygame.JOYHATMOTION, pygame.JOYAXISMOTION, pygame.CONTROLLERBUTTONDOWN,
        pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION,
    )


def _hat_pushed(event: pygame.event.Event) -> bool:
    x, y = getattr(event, "value", (0, 0))
    return bool(x or y)


def _axis_value(event: pygame.event.Event) -> float:
    """Stick deflection in -1..1, whichever event type carried it."""
    value = float(getattr(event, "value", 0.0))
    return value / 32767.0 if event.type == pygame.CONTROLLERAXISMOTION else value
