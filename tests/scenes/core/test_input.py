"""Keyboard, mouse and controller all become the same actions; pads hot-plug."""

from __future__ import annotations

import pygame
import pytest

from scenes.core.base import Act, InputAction
from scenes.core.input import REPEAT_DELAY, REPEAT_INTERVAL, AppCommand, InputMapper
from tests.support import FakePad


def ev(type_: int, **attrs: object) -> pygame.event.Event:
    return pygame.event.Event(type_, attrs)


def acts(out: list) -> list:
    return [o.act if isinstance(o, InputAction) else o for o in out]


@pytest.fixture
def mapper() -> InputMapper:
    return InputMapper(open_device=FakePad)


@pytest.mark.parametrize(("k", "act"), [
    (pygame.K_UP, Act.UP), (pygame.K_w, Act.UP), (pygame.K_DOWN, Act.DOWN),
    (pygame.K_LEFT, Act.LEFT), (pygame.K_d, Act.RIGHT), (pygame.K_RETURN, Act.CONFIRM),
    (pygame.K_SPACE, Act.CONFIRM), (pygame.K_ESCAPE, Act.CANCEL), (pygame.K_p, Act.MENU),
    (pygame.K_TAB, Act.NEXT), (pygame.K_PAGEUP, Act.PREV), (pygame.K_u, Act.UNDO),
    (pygame.K_F1, Act.HELP),
])
def test_keys_map_to_actions(mapper: InputMapper, k: int, act: Act) -> None:
    assert acts(mapper.translate(ev(pygame.KEYDOWN, key=k, mod=0))) == [act]


def test_modified_keys(mapper: InputMapper) -> None:
    assert acts(mapper.translate(ev(pygame.KEYDOWN, key=pygame.K_TAB,
                                    mod=pygame.KMOD_LSHIFT))) == [Act.PREV]
    assert acts(mapper.translate(ev(pygame.KEYDOWN, key=pygame.K_z,
                                    mod=pygame.KMOD_LCTRL))) == [Act.UNDO]
    assert acts(mapper.translate(ev(pygame.KEYDOWN, key=pygame.K_F11, mod=0))) == [
        AppCommand.FULLSCREEN]


def test_unmapped_key_does_nothing(mapper: InputMapper) -> None:
    assert mapper.translate(ev(pygame.KEYDOWN, key=pygame.K_F5, mod=0)) == []


def test_held_key_repeats_after_a_delay_then_steadily(mapper: InputMapper) -> None:
    mapper.translate(ev(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    assert mapper.update(REPEAT_DELAY - 0.01) == []
    first = mapper.update(0.02)
    assert acts(first) == [Act.DOWN]
    assert len(mapper.update(REPEAT_INTERVAL * 3)) == 3
    mapper.translate(ev(pygame.KEYUP, key=pygame.K_DOWN, mod=0))
    assert mapper.update(5.0) == []


def test_repeat_count_does_not_depend_on_frame_rate() -> None:
    counts = []
    for fps in (30, 60, 144):
        m = InputMapper()
        m.translate(ev(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
        n = sum(len(m.update(1 / fps)) for _ in range(fps))   # one second held
        counts.append(n)
    assert max(counts) - min(counts) <= 1 and counts[0] > 3


def test_mouse_is_mapped_to_logical_coordinates() -> None:
    m = InputMapper(to_logical=lambda p: None if p[0] < 100 else (p[0] - 100, p[1]))
    out = m.translate(ev(pygame.MOUSEMOTION, pos=(300, 50), rel=(0, 0), buttons=(0, 0, 0)))
    assert out == [InputAction(Act.POINT, "mouse", (200, 50))]
    assert m.translate(ev(pygame.MOUSEBUTTONUP, pos=(300, 50), button=1)) == [
        InputAction(Act.CLICK, "mouse", (200, 50))]
    assert m.translate(ev(pygame.MOUSEBUTTONUP, pos=(50, 50), button=1)) == []   # on a bar
    assert acts(m.translate(ev(pygame.MOUSEBUTTONUP, pos=(300, 50), button=3))) == [Act.CANCEL]
    wheel = m.translate(ev(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert acts(wheel) == [Act.SCROLL] and wheel[0].value == -1
    assert m.last_device == "mouse"


@pytest.mark.parametrize(("button", "act"), [
    (0, Act.CONFIRM), (1, Act.CANCEL), (3, Act.UNDO), (4, Act.PREV), (5, Act.NEXT),
    (6, Act.HELP), (7, Act.MENU), (2, AppCommand.FULLSCREEN),
])
def test_joystick_buttons(mapper: InputMapper, button: int, act: object) -> None:
    out = mapper.translate(ev(pygame.JOYBUTTONDOWN, instance_id=0, button=button))
    assert acts(out) == [act]
    assert mapper.last_device == "controller"


def test_hat_gives_directions_and_repeats_while_held(mapper: InputMapper) -> None:
    assert acts(mapper.translate(ev(pygame.JOYHATMOTION, instance_id=0, hat=0,
                                    value=(0, 1)))) == [Act.UP]
    assert acts(mapper.update(REPEAT_DELAY + 0.001)) == [Act.UP]
    assert acts(mapper.translate(ev(pygame.JOYHATMOTION, instance_id=0, hat=0,
                                    value=(1, 0)))) == [Act.RIGHT]
    assert mapper.translate(ev(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 0))) == []
    assert mapper.update(5.0) == []


def test_stick_has_a_dead_zone_and_hysteresis(mapper: InputMapper) -> None:
    def axis(a: int, v: float) -> list:
        return acts(mapper.translate(ev(pygame.JOYAXISMOTION, instance_id=0, axis=a, value=v)))

    assert axis(1, 0.3) == []              # drift inside the dead zone
    assert axis(1, 0.8) == [Act.DOWN]
    assert axis(1, 0.9) == []              # still held: no second press
    assert axis(1, 0.45) == []             # between the thresholds: still held
    assert len(mapper.update(REPEAT_DELAY + REPEAT_INTERVAL)) == 2
    assert axis(1, 0.1) == []              # released
    assert mapper.update(2.0) == []
    assert axis(0, -1.0) == [Act.LEFT]
    assert axis(3, 1.0) == []              # right stick is not a direction


def test_standard_controller_events(mapper: InputMapper) -> None:
    def btn(b: int) -> list:
        return acts(mapper.translate(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=5, button=b)))

    assert btn(pygame.CONTROLLER_BUTTON_A) == [Act.CONFIRM]
    assert btn(pygame.CONTROLLER_BUTTON_START) == [Act.MENU]
    assert btn(pygame.CONTROLLER_BUTTON_DPAD_LEFT) == [Act.LEFT]
    out = mapper.translate(ev(pygame.CONTROLLERAXISMOTION, instance_id=5,
                              axis=pygame.CONTROLLER_AXIS_LEFTY, value=-30000))
    assert acts(out) == [Act.UP]


def test_hot_plug_added_removed_and_unknown_ids(mapper: InputMapper) -> None:
    mapper.translate(ev(pygame.JOYDEVICEADDED, device_index=0))
    mapper.translate(ev(pygame.JOYDEVICEADDED, device_index=1))
    assert set(mapper.pads) == {100, 101}
    pad = mapper.pads[100]
    # the new pad works at once
    assert acts(mapper.translate(ev(pygame.JOYBUTTONDOWN, instance_id=100, button=0))) == [
        Act.CONFIRM]
    mapper.translate(ev(pygame.JOYHATMOTION, instance_id=100, hat=0, value=(0, -1)))
    mapper.translate(ev(pygame.JOYDEVICEREMOVED, instance_id=100))
    assert set(mapper.pads) == {101} and pad.closed
    assert mapper.update(5.0) == []        # its held direction went with it
    mapper.translate(ev(pygame.JOYDEVICEREMOVED, instance_id=999))   # unknown: ignored
    mapper.translate(ev(pygame.JOYDEVICEREMOVED, instance_id=100))   # twice: ignored
    assert set(mapper.pads) == {101}


def test_pad_that_fails_to_open_is_skipped() -> None:
    def broken(_index: int) -> object:
        raise pygame.error("no such device")

    m = InputMapper(open_device=broken)
    assert m.translate(ev(pygame.JOYDEVICEADDED, device_index=7)) == []
    assert m.pads == {}


def test_real_open_of_a_missing_pad_is_harmless() -> None:
    pygame.joystick.init()
    m = InputMapper()
    m.translate(ev(pygame.JOYDEVICEADDED, device_index=42))
    assert m.pads == {}


def test_standard_pad_joy_events_are_not_doubled(mapper: InputMapper) -> None:
    mapper.open_device = lambda i: FakePad(i, standard=True)
    mapper.translate(ev(pygame.JOYDEVICEADDED, device_index=3))
    assert mapper.translate(ev(pygame.JOYBUTTONDOWN, instance_id=103, button=0)) == []
    assert acts(mapper.translate(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=103,
                                    button=pygame.CONTROLLER_BUTTON_A))) == [Act.CONFIRM]
