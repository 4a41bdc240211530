"""Synthesise the game's short sound effects into assets/sounds/*.wav.

Pure Python (math, random, wave, struct), seeded, so running it again gives
byte-identical files. 16-bit mono 22050 Hz, each well under a second. The
sounds are soft on purpose: gentle attacks, low-passed noise, no square
waves, peaks at about -5 dBFS.

Usage: python tools/make_sounds.py [OUT_DIR]
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 0.55


def _n(seconds: float) -> int:
    return int(RATE * seconds)


def sine(freq: Callable[[float], float] | float, seconds: float) -> list[float]:
    """A sine whose frequency may glide (freq as a function of time)."""
    out, phase = [], 0.0
    for i in range(_n(seconds)):
        f = freq(i / RATE) if callable(freq) else freq
        phase += math.tau * f / RATE
        out.append(math.sin(phase))
    return out


def noise(seconds: float, rng: random.Random, smooth: float = 0.0) -> list[float]:
    """White noise through a one-pole low-pass (``smooth`` 0..1, higher = darker)."""
    out, y = [], 0.0
    for _ in range(_n(seconds)):
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(y)
    return out


def env(samples: list[float], attack: float = 0.004, decay: float = 8.0,
        release: float = 0.01) -> list[float]:
    """Soft attack, exponential decay, short fade at the end (no clicks)."""
    n = len(samples)
    a, r = max(1, _n(attack)), max(1, _n(release))
    out = []
    for i, s in enumerate(samples):
        g = math.exp(-decay * i / RATE)
        if i < a:
            g *= i / a
        if i > n - r:
            g *= (n - i) / r
        out.append(s * g)
    return out


def mix(*layers: tuple[list[float], float], offset: list[float] | None = None) -> list[float]:
    """Sum layers with gains; ``offset`` delays each layer by seconds."""
    offs = offset or [0.0] * len(layers)
    n = max(len(s) + _n(o) for (s, _), o in zip(layers, offs, strict=True))
    out = [0.0] * n
    for (s, gain), o in zip(layers, offs, strict=True):
        start = _n(o)
        for i, v in enumerate(s):
            out[start + i] += v * gain
    return out


def normalise(samples: list[float], peak: float = PEAK) -> list[float]:
    m = max(1e-9, max(abs(s) for s in samples))
    return [s * peak / m for s in samples]


def tone(freq: float, seconds: float, decay: float, harmonics: float = 0.25) -> list[float]:
    """A mellow bell-ish tone: fundamental plus a soft octave."""
    return env(mix((sine(freq, seconds), 1.0), (sine(freq * 2, seconds), harmonics)),
               decay=decay)


def make_all() -> dict[str, list[float]]:
    rng = random.Random(2024)
    sounds: dict[str, list[float]] = {}
    # a wooden piece set down: low knock + tiny click
    sounds["move"] = mix((env(sine(lambda t: 300 - 500 * t, 0.14), decay=30), 1.0),
                         (env(noise(0.03, rng, 0.6), attack=0.001, decay=120), 0.35))
    # capture: the piece cracks (bright noise) and the pitch falls away
    sounds["capture"] = mix((env(noise(0.35, rng, 0.35), attack=0.001, decay=14), 0.6),
                            (env(sine(lambda t: 520 - 700 * t, 0.35), decay=9), 0.8),
                            (env(sine(lambda t: 780 - 900 * t, 0.25), decay=14), 0.3))
    # push: a scrape then a dull bump
    sounds["push"] = mix((env(noise(0.22, rng, 0.85), attack=0.04, decay=6), 0.9),
                         (env(sine(lambda t: 140 - 120 * t, 0.2), decay=18), 1.0),
                         offset=[0.0, 0.15])
    # explosion: deep boom sweeping down under dark rumbling noise
    sounds["explosion"] = mix((env(noise(0.9, rng, 0.93), attack=0.005, decay=4.5), 1.0),
                              (env(sine(lambda t: 90 * math.exp(-2.5 * t) + 30, 0.9), decay=4),
                               0.9),
                              (env(noise(0.08, rng, 0.3), attack=0.001, decay=50), 0.25))
    # dice: a handful of small clicks slowing down, then the settle
    layers, offs, t = [], [], 0.0
    for i in range(9):
        pitch = rng.uniform(1400, 2200)
        click = env(mix((sine(pitch, 0.03), 0.6), (noise(0.03, rng, 0.2), 0.5)),
                    attack=0.0008, decay=160)
        layers.append((click, 1.0 - i * 0.06))
        offs.append(t)
        t += 0.035 + i * 0.012 + rng.uniform(0, 0.02)
    layers.append((env(sine(420, 0.1), decay=40), 0.5))
    offs.append(t)
    sounds["dice"] = mix(*layers, offset=offs)
    # menu: a soft blip
    sounds["menu"] = tone(880, 0.08, decay=45, harmonics=0.15)
    # flip: a quick swish (noise swelling and fading)
    sw = noise(0.18, rng, 0.7)
    n = len(sw)
    sounds["flip"] = [s * math.sin(math.pi * i / n) ** 2 for i, s in enumerate(sw)]
    # confirm / cancel: two notes up / down
    sounds["confirm"] = mix((tone(660, 0.12, 28), 1.0), (tone(990, 0.18, 20), 1.0),
                            offset=[0.0, 0.07])
    sounds["cancel"] = mix((tone(520, 0.12, 28), 1.0), (tone(390, 0.18, 20), 1.0),
                           offset=[0.0, 0.07])
    # win: a bright major arpeggio
    notes = [523.25, 659.25, 783.99, 1046.5]
    sounds["win"] = mix(*[(tone(f, 0.5 if i < 3 else 0.7, 6), 1.0) for i, f in enumerate(notes)],
                        offset=[0.0, 0.09, 0.18, 0.27])
    return {k: normalise(v) for k, v in sounds.items()}


def write_wav(path: Path, samples: list[float]) -> None:
    data = b"".join(struct.pack("<h", max(-32767, min(32767, int(s * 32767)))) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)


def main(out_dir: str | None = None) -> None:
    out = Path(out_dir) if out_dir else Path(__file__).resolve().parent.parent / "assets" / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    for name, samples in make_all().items():
        write_wav(out / f"{name}.wav", samples)
        print(f"{name}.wav {len(samples) / RATE:.2f}s")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None)
