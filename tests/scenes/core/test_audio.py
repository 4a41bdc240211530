"""Sounds: present, small, reproducible, and never a reason to crash."""

from __future__ import annotations

import importlib.util
import wave

import pygame
import pytest

from scenes.core import audio
from scenes.core.resources import resource_path

_spec = importlib.util.spec_from_file_location(
    "make_sounds", resource_path("tools", "make_sounds.py"))
assert _spec is not None and _spec.loader is not None
make_sounds = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_sounds)

REQUIRED = ("move", "capture", "push", "explosion", "dice", "menu", "flip")


@pytest.mark.parametrize("name", audio.SOUND_NAMES)
def test_each_effect_is_a_short_small_mono_wav(name):
    path = resource_path("assets", "sounds", f"{name}.wav")
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        assert 0 < w.getnframes() / w.getframerate() < 1.0


def test_committed_sounds_match_the_generator(tmp_path):
    make_sounds.main(str(tmp_path))
    for name in audio.SOUND_NAMES:
        committed = resource_path("assets", "sounds", f"{name}.wav").read_bytes()
        assert (tmp_path / f"{name}.wav").read_bytes() == committed, name


def test_sounds_play_without_a_real_audio_device():
    sounds = audio.Sounds(volume=0.5)
    for name in (*REQUIRED, "no-such-sound"):
        sounds.play(name)
    sounds.set_volume(2.0)
    assert sounds.volume == 1.0
    sounds.set_volume(-1)
    assert sounds.volume == 0.0
    sounds.play("move")          # muted: quietly nothing


def test_a_failing_mixer_leaves_the_game_silent_not_broken(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sounds = audio.Sounds()
    assert not sounds.available
    sounds.play("explosion")
    sounds.set_volume(0.3)
    assert sounds.volume == 0.3
