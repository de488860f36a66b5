"""Short flourishes the tables add over the cards: a ring bursting from a capture, a word rising."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.core.assets import font


@dataclass
class Effect:
    kind: str  # "burst" (a ring that grows), "ring" (the same, quieter) or "flight" (an icon going to `dest`)
    rect: pygame.Rect
    colour: tuple[int, int, int]
    text: str = ""
    t: float = 0.0
    duration: float = 0.9
    dest: pygame.Rect | None = None
    delay: float = 0.0  # seconds before it starts


class Effects:
    def __init__(self) -> None:
        self.items: list[Effect] = []

    def add(self, kind: str, rect: pygame.Rect, colour: tuple[int, int, int], text: str = "",
            duration: float = 0.9, dest: pygame.Rect | None = None, delay: float = 0.0) -> None:
        self.items.append(Effect(kind, rect, colour, text, duration=duration, dest=dest, delay=delay))

    def update(self, dt: float, instant: bool) -> None:
        for e in self.items:
            e.t += e.duration + e.delay if instant else dt
        self.items = [e for e in self.items if e.t < e.duration + e.delay]

    def draw(self, surface: pygame.Surface, text_size: int, icon: pygame.Surface | None = None) -> None:
        for e in self.items:
            if e.t < e.delay:
                continue
            k = (e.t - e.delay) / e.duration
            if e.dest is not None:
                self._flight(surface, e, k, text_size, icon)
                continue
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

    @staticmethod
    def _flight(surface: pygame.Surface, e: Effect, k: float, text_size: int, icon: pygame.Surface | None) -> None:
        """Coins going from a purse to another: an arc from `rect` to `dest`, the amount beside."""
        assert e.dest is not None
        ease = 1 - (1 - k) ** 3
        x = e.rect.centerx + (e.dest.centerx - e.rect.centerx) * ease
        y = e.rect.centery + (e.dest.centery - e.rect.centery) * ease - 40 * (1 - (2 * k - 1) ** 2)
        if icon is not None:
            surface.blit(icon, icon.get_rect(center=(round(x), round(y))))
        if e.text:
            img = font(text_size, True).render(e.text, True, e.colour)
            surface.blit(img, img.get_rect(midleft=(round(x) + (icon.get_width() // 2 + 4 if icon else 0), round(y))))
