"""A table's tooltip: what it says (`Tip`), where it lies (beside what it speaks of, not over it) and when it shows
(`Tooltips`: once the pointer has rested on something, and not over a move being shown, so a tooltip never
hides what the table is doing nor lingers over a token an AI just took)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.core import theme
from scenes.core.widgets import panel, text

REST = 0.35  # seconds the pointer rests on a thing before its tooltip shows
GAP = 6  # pixels between a tooltip and the thing it speaks of


@dataclass(frozen=True)
class Said:
    """What a painter's tooltip says (`Painter.tooltip`), and where the thing it speaks of lies (None: no one
    thing; the tip then keeps off the pointer)."""

    lines: tuple[str, ...]
    near: pygame.Rect | None = None


@dataclass(frozen=True)
class Tip:
    """A tooltip: a dark box of text beside what it speaks of (`near`: its rectangle, x, y, w, h; `by_pointer`
    gives the pointer's), kept inside the window. A table's tip floats over its picture and is drawn apart from
    it (`Scene.tip`): when only the tip moves, the app puts back what it covered and draws it again."""

    lines: tuple[str, ...]
    size: int
    near: tuple[int, int, int, int]

    @staticmethod
    def by_pointer(pointer: tuple[int, int]) -> tuple[int, int, int, int]:
        """The rectangle the mouse's arrow covers at `pointer`: a tip about no thing in particular keeps off it."""
        return pointer[0], pointer[1], 16, 22

    def box(self, surface: pygame.Surface) -> pygame.Rect:
        """Where the tip lies on `surface`: under the thing it speaks of, else above it, else to its right or
        left, else as near as the window allows."""
        screen = surface.get_rect()
        width = max(text(surface, s, (-1000, -1000), self.size, shadow=False).w for s in self.lines) + 20
        box = pygame.Rect(0, 0, min(width, screen.w), min(len(self.lines) * self.size + 12, screen.h))
        thing = pygame.Rect(self.near)
        places = []
        sides = (("midtop", (thing.centerx, thing.bottom + GAP)), ("midbottom", (thing.centerx, thing.top - GAP)),
                 ("midleft", (thing.right + GAP, thing.centery)), ("midright", (thing.left - GAP, thing.centery)))
        for anchor, at in sides:
            place = box.copy()
            setattr(place, anchor, at)
            places.append(place.clamp(screen))
        return next((p for p in places if not p.colliderect(thing)), places[0])

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Draw the tip in its `box`."""
        panel(surface, box, (8, 16, 20, 235), radius=8, border=theme.GOLD, width=1)
        for i, s in enumerate(self.lines):
            text(surface, s, (box.x + 10, box.y + 6 + i * self.size), self.size, theme.WHITE, shadow=False)


class Tooltips:
    """When a table's tooltip shows. It waits until the pointer has rested `REST` seconds; once one shows, the
    pointer moving to another thing shows that one's at once (as in a desktop's menus). A move shown on the
    table hides it until the pointer moves again."""

    def __init__(self) -> None:
        self.pointer: tuple[int, int] | None = None
        self.rest = 0.0  # seconds the pointer has stayed where it is
        self.held = False  # the table moved since the pointer did: no tooltip until it moves
        self.warm = False  # a tooltip is showing: the next thing pointed at shows its own at once

    def update(self, dt: float, pointer: tuple[int, int]) -> None:
        """A step of `dt` seconds with the pointer at `pointer`."""
        if pointer != self.pointer:
            self.pointer, self.rest, self.held = pointer, 0.0, False
        else:
            self.rest += dt

    def hold(self, pointer: tuple[int, int]) -> None:
        """Something moved on the table, the pointer at `pointer`: the tooltip goes, and comes back when the
        pointer moves from there and rests."""
        self.pointer, self.held, self.warm = pointer, True, False

    @property
    def state(self) -> tuple[bool, bool]:
        """What `shown` depends on besides the tip itself (part of the table's tip key)."""
        return self.held, self.rest >= REST

    def shown(self, tip: Tip | None) -> Tip | None:
        """`tip` if it may show now, else None."""
        if tip is None:
            self.warm = False
            return None
        if self.held or not (self.warm or self.rest >= REST):
            return None
        self.warm = True
        return tip
