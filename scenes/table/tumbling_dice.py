"""Dice on the table: they tumble for a moment and land on the engine's chance outcome.

The result is never chosen here: the match runner sampled it (a CHANCE action) and the event says
what it is; the tumbling faces before it are only for show.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from scenes.core.sprites import CardArt

TUMBLE = 0.7  # seconds a die tumbles at normal speed
FLIP = 0.07  # seconds between shown faces while it tumbles


@dataclass(eq=False)
class Die:
    faces: tuple[str, ...]  # the art files this die can show
    face: str
    rect: pygame.Rect
    left: float = 0.0  # seconds of tumbling left
    _flip: float = 0.0

    @property
    def rolling(self) -> bool:
        return self.left > 0

    def roll(self, result: str, duration: float) -> None:
        """Tumble for `duration` seconds (0: at once), then show `result`."""
        self.result = result
        self.left = duration
        if duration <= 0:
            self.face = result

    def update(self, dt: float, rng: random.Random) -> None:
        if self.left <= 0:
            return
        self.left -= dt
        self._flip -= dt
        if self.left <= 0:
            self.face = self.result
        elif self._flip <= 0:
            self._flip = FLIP
            self.face = rng.choice(self.faces)

    def draw(self, surface: pygame.Surface, art: CardArt) -> None:
        r = self.rect
        if self.rolling:  # a little hop and wobble while tumbling
            hop = abs(math.sin(self.left * 14)) * r.h * 0.25
            r = r.move(round(math.sin(self.left * 23) * r.w * 0.08), -round(hop))
        surface.blit(art.icon(self.face, r.w), r)


class DiceCup:
    """The dice of one table, drawn where the table puts them."""

    def __init__(self, art: CardArt, seed: int = 0) -> None:
        self.art = art
        self.dice: list[Die] = []
        self.rng = random.Random(seed)

    def set(self, faces: tuple[str, ...], results: list[str], rects: list[pygame.Rect], duration: float) -> None:
        self.dice = [Die(faces, faces[0], r) for r in rects]
        for die, result in zip(self.dice, results):
            die.roll(result, duration)

    def place(self, rects: list[pygame.Rect]) -> None:
        """Move the dice to new places (the window changed), rolling or not: a die never stays where
        an old layout put it."""
        for die, r in zip(self.dice, rects):
            die.rect = r

    @property
    def rolling(self) -> bool:
        return any(d.rolling for d in self.dice)

    def update(self, dt: float) -> None:
        for d in self.dice:
            d.update(dt, self.rng)

    def draw(self, surface: pygame.Surface) -> None:
        for d in self.dice:
            d.draw(surface, self.art)
