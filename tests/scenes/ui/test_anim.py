"""Animation toolkit: time-based, frame-rate independent, always finishing."""

from __future__ import annotations

import pygame
import pytest

from scenes.art import troy as troy_art
from scenes.ui import anim, effects

SIZE = (320, 240)


def _img(size: int = 48, color=(200, 120, 60)) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(s, color, (size // 2, size // 2), size // 2 - 2)
    return s


def make_effects() -> dict[str, anim.Anim]:
    """One of every effect, as a game scene would build them."""
    img = _img()
    return {
        "slide": effects.Slide(img, [(40, 40), (120, 40), (120, 160)]),
        "jump": effects.Slide(img, [(40, 160), (120, 60)], duration=0.5, arc=40),
        "push": effects.Push(img, (100, 120), (160, 120)),
        "capture": effects.Capture(img, (160, 120), seed=3),
        "explosion": effects.Explosion((160, 120), radius=60, seed=3),
        "die": effects.DieRoll(7, (200, 120), troy_art.die_faces(48), seed=3),
        "flip": effects.CardFlip(troy_art.card_back((60, 84)),
                              troy_art.hero_card("Hector", 5, 5, "E", 1, (60, 84)), (160, 120)),
        "float": effects.FloatText(_img(20), (160, 120)),
    }


def _run(a: anim.Anim, dt: float, seconds: float) -> None:
    for _ in range(round(seconds / dt)):
        a.update(dt)


def _frame(a: anim.Anim) -> bytes:
    s = pygame.Surface(SIZE, pygame.SRCALPHA)
    a.draw(s)
    return pygame.image.tobytes(s, "RGBA")


def _differing_pixels(a: bytes, b: bytes) -> int:
    return sum(1 for i in range(0, len(a), 4) if a[i:i + 4] != b[i:i + 4])


# ------------------------------------------------------------------ easing

@pytest.mark.parametrize("name", sorted(anim.EASINGS))
def test_easing_starts_at_zero_and_ends_at_one(name):
    f = anim.EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_easing_shapes():
    assert anim.quad_in(0.5) < 0.5 < anim.quad_out(0.5)
    assert anim.cubic_in(0.5) < anim.quad_in(0.5)
    assert anim.cubic_in_out(0.5) == pytest.approx(0.5)
    assert max(anim.back_out(i / 100) for i in range(101)) > 1.05      # overshoots
    assert max(anim.elastic_out(i / 100) for i in range(101)) > 1.0
    assert all(0 <= anim.bounce_out(i / 100) <= 1.0 + 1e-9 for i in range(101))


# ------------------------------------------------------------------ tweens and timelines

def test_tween_reaches_end_value_and_returns_unused_time():
    seen = []
    t = anim.Tween(10, 50, 0.4, anim.quad_out, on_update=seen.append)
    assert t.value == 10 and not t.finished
    t.update(0.2)
    assert 10 < t.value < 50
    rest = t.update(1.0)
    assert t.finished and t.value == 50 and seen[-1] == 50
    assert rest == pytest.approx(0.8)


def test_zero_length_tween_is_already_at_its_end():
    t = anim.Tween(0, 3, 0)
    assert t.finished and t.value == 3


def test_sequence_hands_leftover_time_to_the_next_step():
    a, b = anim.Tween(0, 1, 0.5), anim.Tween(0, 1, 0.5)
    seq = anim.Timeline([a, b])
    seq.update(0.75)
    assert a.finished and b.value == pytest.approx(0.5)
    assert not seq.finished
    seq.update(0.25)
    assert seq.finished and b.value == 1


def test_parallel_ends_with_its_longest_member():
    short, long_ = anim.Delay(0.2), anim.Delay(0.6)
    par = anim.Parallel([short, long_])
    assert par.duration == pytest.approx(0.6)
    par.update(0.3)
    assert short.finished and not par.finished
    par.update(0.3)
    assert par.finished


def test_call_runs_once_at_its_place_in_the_sequence():
    log = []
    seq = anim.Sequence([anim.Delay(0.1), anim.Call(lambda: log.append("boom")), anim.Delay(0.1)])
    seq.update(0.05)
    assert log == []
    seq.update(0.06)
    assert log == ["boom"]
    seq.update(1.0)
    assert log == ["boom"] and seq.finished


def test_restart_plays_again_from_the_start():
    t = anim.Tween(0, 1, 0.3)
    t.update(1)
    t.restart()
    assert not t.finished and t.value == 0


def test_animator_plays_steps_in_order_and_reports_idle_once():
    idle_calls = []
    order = []
    animator = anim.Animator(on_idle=lambda: idle_calls.append(True))
    assert animator.idle
    animator.add(anim.Sequence([anim.Delay(0.2), anim.Call(lambda: order.append(1))]))
    animator.add_parallel(anim.Delay(0.1), anim.Sequence([anim.Delay(0.3),
                                                           anim.Call(lambda: order.append(2))]))
    animator.add(anim.Call(lambda: order.append(3)))
    assert not animator.idle
    for _ in range(9):
        animator.update(0.05)
    assert order == [1] and not animator.idle
    animator.update(0.06)
    assert order == [1, 2, 3] and animator.idle
    assert idle_calls == [True]
    animator.update(0.05)
    assert idle_calls == [True]


def test_animator_names_the_pieces_being_animated_until_done():
    animator = anim.Animator()
    animator.add(effects.Slide(_img(), [(0, 0), (64, 0)], duration=0.3, tag="e2"))
    animator.add(effects.Capture(_img(), (64, 0), tag="e3"))
    assert animator.hidden() == {"e2", "e3"}
    animator.update(0.31)
    assert animator.hidden() == {"e3"}
    animator.update(5)
    assert animator.hidden() == set() and animator.idle


# ------------------------------------------------------------------ effects

@pytest.mark.parametrize("name", list(make_effects()))
def test_every_effect_finishes_when_stepped(name):
    effect = make_effects()[name]
    surface = pygame.Surface(SIZE, pygame.SRCALPHA)
    steps = 0
    while not effect.finished:
        effect.update(1 / 60)
        effect.draw(surface)
        steps += 1
        assert steps < 600, "effect never finished"
    assert abs(steps - effect.duration * 60) <= 1     # ends on time, not later
    effect.draw(surface)   # drawing a finished effect is harmless


@pytest.mark.parametrize("name", list(make_effects()))
def test_effects_do_not_depend_on_frame_rate(name):
    slow, fast = make_effects()[name], make_effects()[name]
    moment = max(1, round(slow.duration * 3)) / 6   # a multiple of both 1/30 and 1/144 s
    _run(slow, 1 / 30, moment)
    _run(fast, 1 / 144, moment)
    assert slow.elapsed == pytest.approx(fast.elapsed, abs=1e-6)
    a, b = _frame(slow), _frame(fast)
    assert _differing_pixels(a, b) <= 20   # at most a few rounding-edge pixels
    _run(slow, 1 / 30, 3)
    _run(fast, 1 / 144, 3)
    assert slow.finished and fast.finished
    assert _frame(slow) == _frame(fast)


def test_slide_follows_its_path_and_ends_on_the_last_point():
    s = effects.Slide(_img(), [(0, 0), (100, 0), (100, 100)], duration=1.0, ease=anim.linear)
    s.update(0.5)
    assert s.pos == pytest.approx((100, 0))
    s.update(0.5)
    assert s.pos == pytest.approx((100, 100))


def test_jump_rises_mid_flight_and_lands():
    s = effects.Slide(_img(), [(0, 100), (100, 100)], duration=1.0, arc=50)
    s.update(0.5)
    assert s.pos[1] < 100 - 40
    s.update(0.5)
    assert s.pos == pytest.approx((100, 100))


def test_push_arrives_one_cell_over_and_squashes_then_settles():
    p = effects.Push(_img(), (0, 0), (64, 0), duration=0.5)
    p.update(0.2)
    assert 0 < p.pos[0] < 64 and p.squash() == 0
    p.update(0.1)
    assert p.pos == (64, 0) and p.squash() != 0
    p.update(1)
    assert p.pos == (64, 0) and p.squash() == 0


def test_capture_shards_fall_and_fade_out():
    c = effects.Capture(_img(), (100, 100), seed=1)
    assert len(c.shards) >= 8
    c.update(c.duration * 0.6)
    ys = [c.shard_state(s)[1] for s in c.shards]
    c.update(c.duration * 0.39)
    later = [c.shard_state(s) for s in c.shards]
    assert all(y2 > y1 for (_, y2, _, _), y1 in zip(later, ys, strict=True))   # gravity wins
    assert all(alpha < 20 for *_, alpha in later)


def test_particles_are_reproducible_from_the_seed():
    a, b, c = (effects.Explosion((160, 120), seed=s) for s in (5, 5, 6))
    for e in (a, b, c):
        e.update(0.3)
    assert _frame(a) == _frame(b)
    assert _frame(a) != _frame(c)


@pytest.mark.parametrize("value", range(10))
def test_die_tumbles_then_settles_on_the_rolled_value(value):
    d = effects.DieRoll(value, (100, 100), troy_art.die_faces(40), seed=value)
    seen = set()
    while not d.finished:
        d.update(1 / 60)
        seen.add(d.shown)
    assert len(seen) >= 5           # it visibly tumbles through faces
    assert d.shown == value and d.angle == 0 and d.pos == pytest.approx((100, 100))


def test_die_rejects_a_face_a_d10_does_not_have():
    with pytest.raises(ValueError):
        effects.DieRoll(10, (0, 0), troy_art.die_faces(40))


def test_card_flip_shows_back_then_front_narrowing_at_the_turn():
    f = effects.CardFlip(_img(color=(0, 0, 200)), _img(color=(200, 0, 0)), (50, 50), duration=0.4)
    f.update(0.1)
    assert not f.showing_front and 0 < f.scale_x < 1
    f.update(0.1)
    assert f.scale_x == pytest.approx(0, abs=0.05)
    f.update(0.1)
    assert f.showing_front
    f.update(0.1)
    assert f.finished and f.showing_front and f.scale_x == pytest.approx(1)


def test_a_sequence_shows_its_first_effect_before_a_leading_callback_runs():
    # A move is queued as [sound, slide] under the moving piece's tag; the board
    # leaves that piece out, so the sequence must draw it from the first frame.
    seq = anim.Sequence([anim.Call(lambda: None), effects.Slide(_img(), [(40, 40), (120, 40)])])
    surface = pygame.Surface(SIZE, pygame.SRCALPHA)
    seq.draw(surface)
    assert surface.get_bounding_rect().collidepoint(40, 40)
