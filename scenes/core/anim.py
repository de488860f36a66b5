"""Tweens: animate(obj, duration, easing, x=..., y=...) (docs/architecture.md §6, pgzero).

Durations are in seconds. A new tween on an attribute replaces the one running on it;
`finish()` jumps every tween to its end, which is also what the "instant" speed does.
A picture that moves by the clock rather than by tweens (a glow breathing) reads it through `now_ms`,
which tells the app that the picture changes every frame.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Easing = Callable[[float], float]
clock_shown = False  # the picture drawn since the app last cleared this shows the clock: it changes every frame


def now_ms() -> float:
    """The clock, in milliseconds, for a picture that shows it (a glow breathing, a cursor blinking): such a
    picture changes every frame (`clock_shown`: the app draws the next frame, `App.unchanged`)."""
    global clock_shown
    clock_shown = True
    return time.perf_counter() * 1000


def pulse() -> float:
    """How strongly a breathing glow shows now, 0.2 to 1 (`now_ms`)."""
    return 0.6 + 0.4 * math.sin(now_ms() / 260)


def _out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


EASINGS: dict[str, Easing] = {
    "linear": lambda t: t,
    "in_quad": lambda t: t * t,
    "out_quad": lambda t: 1 - (1 - t) * (1 - t),
    "in_out_quad": lambda t: 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2,
    "out_cubic": lambda t: 1 - (1 - t) ** 3,
    "in_out_sine": lambda t: -(math.cos(math.pi * t) - 1) / 2,
    "out_back": _out_back,
}


@dataclass
class Tween:
    obj: Any
    attrs: dict[str, tuple[float, float]]
    duration: float
    easing: Easing
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0

    def step(self, dt: float) -> bool:
        """Advance by `dt` seconds; True once finished."""
        self.elapsed = min(self.duration, self.elapsed + dt)
        t = 1.0 if self.duration <= 0 else self.elapsed / self.duration
        k = self.easing(t)
        for name, (a, b) in self.attrs.items():
            setattr(self.obj, name, a + (b - a) * k)
        return self.elapsed >= self.duration


@dataclass
class Animator:
    """The tweens of one scene. `speed` multiplies time; 0 means instant."""

    speed: float = 1.0
    tweens: list[Tween] = field(default_factory=list)

    def animate(self, obj: Any, duration: float, easing: str = "out_cubic",
                on_done: Callable[[], None] | None = None, **attrs: float) -> Tween:
        for tw in self.tweens:  # a new tween on an attribute replaces the old one
            if tw.obj is obj:
                for name in attrs:
                    tw.attrs.pop(name, None)
        self.tweens = [tw for tw in self.tweens if tw.attrs or tw.on_done]
        tween = Tween(obj, {k: (float(getattr(obj, k)), float(v)) for k, v in attrs.items()},
                      duration, EASINGS[easing], on_done)
        if self.speed <= 0 or duration <= 0:
            tween.step(tween.duration)
            if on_done:
                on_done()
            return tween
        self.tweens.append(tween)
        return tween

    def update(self, dt: float) -> None:
        if not self.tweens:
            return
        dt = dt * self.speed if self.speed > 0 else float("inf")
        current, self.tweens = self.tweens, []
        done: list[Tween] = []
        for tw in current:
            (done if tw.step(dt) else self.tweens).append(tw)
        for tw in done:  # callbacks run last: they may start new tweens
            if tw.on_done:
                tw.on_done()

    def finish(self) -> None:
        """Jump every tween to its end (their callbacks run)."""
        while self.tweens:
            tweens, self.tweens = self.tweens, []
            for tw in tweens:
                tw.step(tw.duration)
                if tw.on_done:
                    tw.on_done()

    @property
    def busy(self) -> bool:
        return bool(self.tweens)
