"""Make the game's sound effects: `python assets/sounds/make_sounds.py` writes the .wav files beside it.

Every sound is synthesised here from sine waves and seeded noise (no recording, nothing downloaded),
so the same script always writes the same files. 16-bit mono at 22,050 Hz, short and quiet enough to
repeat often: a card drawn and played, a pile shuffled, dice, a broadside, a capture, coins, a chest opening.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22_050
HERE = Path(__file__).resolve().parent


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, volume: float = 0.5, decay: float = 6.0, attack: float = 0.005,
         bend: float = 0.0) -> list[float]:
    """A sine that starts fast and dies away; `bend` slides the pitch (octaves over the sound)."""
    n = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = freq * 2 ** (bend * t / seconds)
        phase += 2 * math.pi * f / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(volume * env * math.sin(phase))
    return out


def noise(seconds: float, volume: float, decay: float, rng: random.Random, smooth: float = 0.0,
          attack: float = 0.002) -> list[float]:
    """Seeded white noise, low-passed by `smooth` (0: hiss, 0.95: rumble), dying away."""
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(volume * env * last)
    return out


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Lay sounds over each other, each starting at its time in seconds."""
    length = max(int(RATE * at) + len(p) for at, p in parts)
    out = [0.0] * length
    for at, p in parts:
        start = int(RATE * at)
        for i, v in enumerate(p):
            out[start + i] += v
    return out


def card_draw(rng: random.Random) -> list[float]:
    """A card slid off the pile: a short swish."""
    return mix((0.0, noise(0.16, 1.4, 22, rng, smooth=0.55, attack=0.03)))


def card_play(rng: random.Random) -> list[float]:
    """A card put down on the table: a soft slap with a little body."""
    return mix((0.0, noise(0.09, 0.55, 45, rng, smooth=0.35)), (0.0, tone(140, 0.12, 0.35, 35)))


def dice(rng: random.Random) -> list[float]:
    """Dice rattling and settling: a run of clicks, closer together and quieter at the end."""
    parts, t = [], 0.0
    for k in range(9):
        parts.append((t, mix((0.0, noise(0.025, 0.5 - 0.04 * k, 120, rng, smooth=0.1)),
                             (0.0, tone(rng.uniform(1800, 2600), 0.03, 0.12, 90)))))
        t += rng.uniform(0.035, 0.07) * (1.0 - k / 14)
    return mix(*parts)


def broadside(rng: random.Random) -> list[float]:
    """A cannon: a sharp crack, then a long low boom."""
    return mix((0.0, noise(0.05, 0.7, 60, rng, smooth=0.2)), (0.0, noise(0.9, 0.9, 4.5, rng, smooth=0.97)),
               (0.0, tone(55, 0.8, 0.5, 5, bend=-0.6)))


def capture(rng: random.Random) -> list[float]:
    """A ship taken: a bright rising arpeggio."""
    notes = [392.0, 493.9, 587.3, 784.0]
    return mix(*[(0.09 * i, tone(f, 0.45, 0.28, 7)) for i, f in enumerate(notes)],
               *[(0.09 * i, tone(2 * f, 0.3, 0.06, 10)) for i, f in enumerate(notes)])


def coins(rng: random.Random) -> list[float]:
    """Coins changing hands: a few metallic clinks."""
    parts = []
    for i in range(5):
        f = rng.uniform(2400, 3400)
        parts.append((0.06 * i + rng.uniform(0, 0.02), mix((0.0, tone(f, 0.22, 0.16, 18)),
                                                           (0.0, tone(f * 1.52, 0.18, 0.08, 22)))))
    return mix(*parts)


def chest(rng: random.Random) -> list[float]:
    """A pirate chest opened: a creaking lid, then coins spilling."""
    creak = [(0.012 * i, tone(180 + 25 * math.sin(i), 0.05, 0.12, 30)) for i in range(14)]
    return mix(*creak, (0.2, coins(rng)), (0.3, coins(rng)))


def shuffle(rng: random.Random) -> list[float]:
    """A pile shuffled: a riffle of many card edges falling fast, then the pile squared with a tap."""
    parts, t = [], 0.0
    for k in range(26):
        parts.append((t, noise(0.02, 0.35 + 0.1 * math.sin(k / 4), 140, rng, smooth=0.4, attack=0.001)))
        t += rng.uniform(0.012, 0.022)
    return mix(*parts, (t + 0.08, card_play(rng)))


SOUNDS = {"card-draw": card_draw, "card-play": card_play, "dice": dice, "broadside": broadside,
          "capture": capture, "coins": coins, "chest": chest, "shuffle": shuffle}


def write(name: str, samples: list[float], folder: Path = HERE) -> Path:
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = 0.8 / peak if peak > 0.8 else 1.0  # never clip
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(32767 * v * scale)) for v in samples))
    return path


def main(folder: Path = HERE) -> None:
    for name, make in SOUNDS.items():
        write(name, make(random.Random(name)), folder)
    print(f"{len(SOUNDS)} sounds written to {folder}")


if __name__ == "__main__":
    main()
