"""Keyboard, mouse and controller events become one small set of actions.

Scenes never see raw pygame events: ``InputMapper.translate`` turns each event
into ``InputAction`` values (or an ``AppCommand`` the app handles itself, like
fullscreen), and ``InputMapper.update`` produces key-repeat style actions for
held directions, whether held on the keyboard, the d-pad or an analog stick.

Controllers are hot-pluggable: devices are tracked by SDL instance id, events
from unknown ids are treated as a generic pad, and removing an unknown id is
ignored. Pads SDL recognises as game controllers use the standard layout
(A confirm, B cancel, ...); others use the common XInput button numbering.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, auto
from typing import Any

import pygame

from scenes.core.base import Act, InputAction

REPEAT_DELAY = 0.38      # seconds a direction is held before it repeats
REPEAT_INTERVAL = 0.085  # seconds between repeats after that
STICK_PRESS = 0.55       # stick deflection that counts as a press
STICK_RELEASE = 0.35     # ...and that releases it again (hysteresis)

DIRECTIONS = (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT)


class AppCommand(Enum):
    """Requests the app handles itself instead of passing them to a scene."""

    FULLSCREEN = auto()


KEYMAP: dict[int, Act] = {
    pygame.K_UP: Act.UP, pygame.K_w: Act.UP, pygame.K_KP8: Act.UP,
    pygame.K_DOWN: Act.DOWN, pygame.K_s: Act.DOWN, pygame.K_KP2: Act.DOWN,
    pygame.K_LEFT: Act.LEFT, pygame.K_a: Act.LEFT, pygame.K_KP4: Act.LEFT,
    pygame.K_RIGHT: Act.RIGHT, pygame.K_d: Act.RIGHT, pygame.K_KP6: Act.RIGHT,
    pygame.K_RETURN: Act.CONFIRM, pygame.K_KP_ENTER: Act.CONFIRM, pygame.K_SPACE: Act.CONFIRM,
    pygame.K_ESCAPE: Act.CANCEL, pygame.K_BACKSPACE: Act.CANCEL,
    pygame.K_p: Act.MENU,
    pygame.K_TAB: Act.NEXT, pygame.K_PAGEDOWN: Act.NEXT,
    pygame.K_PAGEUP: Act.PREV,
    pygame.K_u: Act.UNDO,
    pygame.K_F1: Act.HELP, pygame.K_h: Act.HELP,
    pygame.K_i: Act.HINT,
    pygame.K_r: Act.REVIEW, pygame.K_c: Act.REVIEW,
}

# SDL game-controller buttons (standard layout, whatever the pad's brand)
CONTROLLER_BUTTONS: dict[int, Act | AppCommand] = {
    pygame.CONTROLLER_BUTTON_A: Act.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: Act.CANCEL,
    pygame.CONTROLLER_BUTTON_X: AppCommand.FULLSCREEN,
    pygame.CONTROLLER_BUTTON_Y: Act.UNDO,
    pygame.CONTROLLER_BUTTON_START: Act.MENU,
    pygame.CONTROLLER_BUTTON_BACK: Act.HELP,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Act.PREV,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Act.NEXT,
    pygame.CONTROLLER_BUTTON_LEFTSTICK: Act.HINT,
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: Act.REVIEW,
    pygame.CONTROLLER_BUTTON_DPAD_UP: Act.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Act.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Act.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Act.RIGHT,
}

# Plain joysticks: the XInput numbering most pads report on every platform
JOY_BUTTONS: dict[int, Act | AppCommand] = {
    0: Act.CONFIRM,   # A / cross
    1: Act.CANCEL,    # B / circle
    2: AppCommand.FULLSCREEN,  # X / square
    3: Act.UNDO,      # Y / triangle
    4: Act.PREV,      # LB
    5: Act.NEXT,      # RB
    6: Act.HELP,      # Back / Select
    7: Act.MENU,      # Start
    8: Act.HINT,      # left stick pressed (L3)
    9: Act.REVIEW,    # right stick pressed (R3)
}


@dataclass
class _Held:
    """A direction held by one source, with its time to the next repeat."""

    act: Act
    device: str
    wait: float
    key: int = 0


class InputMapper:
    """Translates pygame events to actions; tracks pads and held directions.

    ``to_logical`` maps window pixels to the 1280x720 logical surface (None
    when the point falls on the letterbox bars). ``open_device`` opens a pad
    by device index and returns an object with ``get_instance_id()``; tests
    pass a fake one because the dummy video driver has no joysticks.
    """

    def __init__(
        self,
        to_logical: Callable[[tuple[int, int]], tuple[int, int] | None] | None = None,
        open_device: Callable[[int], Any] | None = None,
    ) -> None:
        self.to_logical = to_logical or (lambda pos: pos)
        self.open_device = open_device or open_pad
        self.pads: dict[int, Any] = {}          # instance id -> device object
        self.standard: set[int] = set()         # ids that send CONTROLLER* events
        self.held: dict[tuple[str, Any], _Held] = {}
        self.last_device = "keyboard"
        self.mouse_pos: tuple[int, int] | None = None

    # -- devices -----------------------------------------------------------
    def add_pad(self, device_index: int) -> int | None:
        """Open a newly plugged pad; a pad that cannot be opened is skipped."""
        try:
            dev = self.open_device(device_index)
            iid = int(dev.get_instance_id())
        except (pygame.error, OSError, ValueError, TypeError, AttributeError):
            return None
        self.pads[iid] = dev
        if getattr(dev, "is_standard", False):
            self.standard.add(iid)
        return iid

    def remove_pad(self, instance_id: int) -> bool:
        """Forget an unplugged pad; unknown ids are ignored (False)."""
        self.standard.discard(instance_id)
        for key in [k for k in self.held if k[0] == f"pad{instance_id}"]:
            del self.held[key]
        dev = self.pads.pop(instance_id, None)
        if dev is None:
            return False
        quit_fn = getattr(dev, "quit", None)
        if callable(quit_fn):
            try:
                quit_fn()
            except pygame.error:
                pass
        return True

    # -- events --------------------------------------------------------------
    def translate(self, event: pygame.event.Event) -> list[InputAction | AppCommand]:
        """The actions one event means (often none)."""
        t = event.type
        if t == pygame.KEYDOWN:
            return self._key_down(event)
        if t == pygame.TEXTINPUT:
            text = str(getattr(event, "text", ""))
            return [InputAction(Act.TEXT, "keyboard", text=text)] if text else []
        if t == pygame.KEYUP:
            act = KEYMAP.get(getattr(event, "key", -1))
            if act in DIRECTIONS:
                self.held.pop(("key", act), None)
            return []
        if t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                 pygame.MOUSEWHEEL):
            return self._mouse(event)
        if t == pygame.JOYDEVICEADDED:
            self.add_pad(int(getattr(event, "device_index", -1)))
            return []
        if t == pygame.JOYDEVICEREMOVED:
            self.remove_pad(int(getattr(event, "instance_id", -1)))
            return []
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION,
                 pygame.JOYAXISMOTION):
            iid = int(getattr(event, "instance_id", -1))
            if iid in self.standard:
                return []   # the same press also arrives as a CONTROLLER* event
            return self._joy(event, iid)
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                 pygame.CONTROLLERAXISMOTION):
            return self._controller(event)
        return []

    def update(self, dt: float) -> list[InputAction]:
        """Repeat actions for directions still held after ``dt`` seconds."""
        out: list[InputAction] = []
        for held in self.held.values():
            held.wait -= dt
            while held.wait <= 0:
                out.append(InputAction(held.act, held.device, key=held.key))
                held.wait += REPEAT_INTERVAL
        return out

    def release_all(self) -> None:
        """Forget held directions (e.g. when the window loses focus)."""
        self.held.clear()

    # -- per device ----------------------------------------------------------
    def _press(self, source: tuple[str, Any], act: Act, device: str, key: int = 0
               ) -> InputAction:
        if act in DIRECTIONS:
            self.held[source] = _Held(act, device, REPEAT_DELAY, key)
        return InputAction(act, device, key=key)

    def _key_down(self, event: pygame.event.Event) -> list[InputAction | AppCommand]:
        key = getattr(event, "key", -1)
        mod = getattr(event, "mod", 0)
        self.last_device = "keyboard"
        if key == pygame.K_F11 or (key == pygame.K_RETURN and mod & pygame.KMOD_ALT):
            return [AppCommand.FULLSCREEN]
        if key == pygame.K_TAB and mod & pygame.KMOD_SHIFT:
            return [InputAction(Act.PREV)]
        if key == pygame.K_z and mod & pygame.KMOD_CTRL:
            return [InputAction(Act.UNDO, key=key)]
        if (key == pygame.K_v and mod & (pygame.KMOD_CTRL | pygame.KMOD_META)) or \
                (key == pygame.K_INSERT and mod & pygame.KMOD_SHIFT):
            return [InputAction(Act.PASTE, key=key)]
        act = KEYMAP.get(key)
        if act is None:
            return []
        return [self._press(("key", act), act, "keyboard", key)]

    def _mouse(self, event: pygame.event.Event) -> list[InputAction | AppCommand]:
        if event.type == pygame.MOUSEWHEEL:
            self.last_device = "mouse"
            y = int(getattr(event, "y", 0))
            if y == 0:
                return []
            return [InputAction(Act.SCROLL, "mouse", self.mouse_pos, 1 if y > 0 else -1)]
        raw = getattr(event, "pos", None)
        if raw is None:
            return []
        pos = self.to_logical((int(raw[0]), int(raw[1])))
        if event.type == pygame.MOUSEMOTION:
            if pos is None:
                return []
            self.last_device = "mouse"
            self.mouse_pos = pos
            return [InputAction(Act.POINT, "mouse", pos)]
        button = getattr(event, "button", 1)
        if button in (4, 5):   # old-style wheel buttons; MOUSEWHEEL handles them
            return []
        self.last_device = "mouse"
        if event.type == pygame.MOUSEBUTTONDOWN:
            if button == 1 and pos is not None:
                self.mouse_pos = pos
                return [InputAction(Act.POINT, "mouse", pos)]
            return []
        if button == 1:
            return [InputAction(Act.CLICK, "mouse", pos)] if pos is not None else []
        if button == 3:
            return [InputAction(Act.CANCEL, "mouse", pos)]
        return []

    def _joy(self, event: pygame.event.Event, iid: int) -> list[InputAction | AppCommand]:
        src = f"pad{iid}"
        t = event.type
        if t == pygame.JOYBUTTONDOWN:
            self.last_device = "controller"
            mapped = JOY_BUTTONS.get(int(getattr(event, "button", -1)))
            if isinstance(mapped, Act):
                return [self._press((src, "b"), mapped, "controller")]
            return [mapped] if mapped is not None else []
        if t == pygame.JOYBUTTONUP:
            return []
        if t == pygame.JOYHATMOTION:
            x, y = getattr(event, "value", (0, 0))
            return self._digital_pair(src, "hat", int(x), -int(y))
        axis = int(getattr(event, "axis", -1))
        return self._stick(src, axis, float(getattr(event, "value", 0.0)))

    def _controller(self, event: pygame.event.Event) -> list[InputAction | AppCommand]:
        src = f"pad{int(getattr(event, 'instance_id', -1))}"
        t = event.type
        if t == pygame.CONTROLLERAXISMOTION:
            axis = int(getattr(event, "axis", -1))
            value = float(getattr(event, "value", 0)) / 32767.0
            return self._stick(src, {pygame.CONTROLLER_AXIS_LEFTX: 0,
                                     pygame.CONTROLLER_AXIS_LEFTY: 1}.get(axis, -1), value)
        mapped = CONTROLLER_BUTTONS.get(int(getattr(event, "button", -1)))
        if t == pygame.CONTROLLERBUTTONUP:
            if isinstance(mapped, Act) and mapped in DIRECTIONS:
                self.held.pop((src, mapped), None)
            return []
        self.last_device = "controller"
        if isinstance(mapped, Act):
            return [self._press((src, mapped), mapped, "controller")]
        return [mapped] if mapped is not None else []

    def _digital_pair(self, src: str, name: str, x: int, y: int) -> list[InputAction | AppCommand]:
        """A hat: x/y in -1..1 (y down positive); press what is newly held."""
        out: list[InputAction | AppCommand] = []
        for axis_name, v, neg, pos in (("x", x, Act.LEFT, Act.RIGHT), ("y", y, Act.UP, Act.DOWN)):
            key = (src, f"{name}{axis_name}")
            want = neg if v < 0 else pos if v > 0 else None
            cur = self.held.get(key)
            if want is None:
                self.held.pop(key, None)
            elif cur is None or cur.act != want:
                self.last_device = "controller"
                out.append(self._press(key, want, "controller"))
        return out

    def _stick(self, src: str, axis: int, value: float) -> list[InputAction | AppCommand]:
        """Left stick: axis 0 horizontal, 1 vertical, with dead zone and hysteresis."""
        if axis not in (0, 1):
            return []
        neg, pos = (Act.LEFT, Act.RIGHT) if axis == 0 else (Act.UP, Act.DOWN)
        key = (src, f"stick{axis}")
        cur = self.held.get(key)
        if cur is not None:
            still = value <= -STICK_RELEASE if cur.act == neg else value >= STICK_RELEASE
            if still:
                return []
            self.held.pop(key, None)
        if value <= -STICK_PRESS:
            self.last_device = "controller"
            return [self._press(key, neg, "controller")]
        if value >= STICK_PRESS:
            self.last_device = "controller"
            return [self._press(key, pos, "controller")]
        return []


class _Pad:
    """A plugged pad: the SDL game controller when recognised, else a joystick."""

    def __init__(self, device_index: int) -> None:
        self.controller: Any = None
        self.joystick: Any = None
        self.is_standard = False
        try:
            from pygame._sdl2 import controller as sdl_controller

            if not sdl_controller.get_init():
                sdl_controller.init()
            if sdl_controller.is_controller(device_index):
                self.controller = sdl_controller.Controller(device_index)
                self.is_standard = True
        except (ImportError, pygame.error, AttributeError):
            self.controller = None
        self.joystick = pygame.joystick.Joystick(device_index)
        self.joystick.init()

    def get_instance_id(self) -> int:
        return int(self.joystick.get_instance_id())

    def quit(self) -> None:
        if self.controller is not None:
            self.controller.quit()
        self.joystick.quit()


def open_pad(device_index: int) -> _Pad:
    """Open a real pad by SDL device index (raises pygame.error if absent)."""
    return _Pad(device_index)
