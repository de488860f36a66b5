"""Short flourishes the tables add over the cards: a ring bursting from a capture, a word rising."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.assets import font


@dataclass
class Effect:
    kind: str  # "burst" (a ring that grows) or "ring" (the same, for a quieter moment)
    rect: pygame.Rect
    colour: tuple[int, int, int]
    text: str = ""
    t: float = 0.0
    duration: float = 0.9


class Effects:
    def __init__(self) -> None:
        self.items: list[Effect] = []

    def add(self, kind: str, rect: pygame.Rect, colour: tuple[int, int, int], text: str = "",
            duration: float = 0.9) -> None:
        self.items.append(Effect(kind, rect, colour, text, duration=duration))

    def update(self, dt: float, instant: bool) -> None:
        for e in self.items:
            e.t += e.duration if instant else dt
        self.items = [e for e in self.items if e.t < e.duration]

    def draw(self, surface: pygame.Surface, text_size: int) -> None:
        for e in self.items:
            k = e.t / e.duration
            alpha = int(255 * (1 - k))
            r = e.rect.inflate(int(e.rect.w * 1.2 * k), int(e.rect.h * 1.2 * k))
            layer = pygame.Surface(r.inflate(8, 8).size, pygame.SRCALPHA)
            pygame.draw.ellipse(layer, (*e.colour, alpha), layer.get_rect().inflate(-4, -4),
                                4 if e.kind == "burst" else 2)
            surface.blit(layer, r.inflate(8, 8))
            if e.text:
                img = font(text_size, True).render(e.text, True, e.colour)
                img.set_alpha(alpha)
                surface.blit(img, img.get_rect(midbottom=(e.rect.centerx, e.rect.y - int(30 * k))))
