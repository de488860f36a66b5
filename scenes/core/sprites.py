"""Card sprites: a face (an art file) or its back, a rectangle that tweens, and drawing from the
SVG cache. Shared by the three tables."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.core import anim, theme
from scenes.core.anim import Animator
from scenes.core.assets import svgs

CARD_RATIO = 1.4  # height / width of every card (5:7)


@dataclass(eq=False)
class CardSprite:
    """One card on the table. `face` is the art file without extension (e.g. "red3"), or None
    when the card shows its back. Positions are window pixels, floats so that tweens are smooth."""

    face: str | None
    x: float = 0.0
    y: float = 0.0
    w: float = 10.0
    h: float = 14.0
    z: int = 0
    lift: float = 0.0  # raised above its place (hovered or picked in a hand), in pixels
    moving: bool = False
    target: tuple[int, int, int, int] | None = None
    label: str = ""  # printed on the card by the table (a Freibeuter card's square or line)
    origin: str = ""  # where a new sprite comes from, for the table to start it there (e.g. "supply:2")

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y - self.lift), round(self.w), round(self.h))

    @property
    def height(self) -> float:
        """How high a card in flight is above the table, 0 to 1: high while far from its place, settling as it
        lands (its shadow falls further away: a card that flies has weight)."""
        if not self.moving or self.target is None:
            return 0.0
        far = abs(self.target[0] - self.x) + abs(self.target[1] - self.y)
        return min(1.0, far / max(1.0, 2.0 * self.w))

    def place(self, rect: pygame.Rect, animator: Animator | None = None, duration: float = 0.0,
              easing: str = "out_cubic") -> None:
        """Send the sprite to `rect`, gliding there if an animator and a duration are given."""
        target = (rect.x, rect.y, rect.w, rect.h)
        if target == self.target:
            return
        self.target = target
        if animator is None or duration <= 0 or animator.speed <= 0:
            self.x, self.y, self.w, self.h = map(float, target)
            self.moving = False
            return
        self.moving = True

        def arrived() -> None:
            self.moving = False

        animator.animate(self, duration, easing, on_done=arrived, x=rect.x, y=rect.y, w=rect.w, h=rect.h)


class CardArt:
    """Draws card sprites of one game from `assets/art/<game>/`."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}

    def image(self, face: str | None, size: tuple[int, int]) -> pygame.Surface:
        return svgs.get(f"{self.game}/{face or 'back'}.svg", size)

    def draw(self, surface: pygame.Surface, sprite: CardSprite, outline: tuple[int, int, int] | None = None,
             shadow: bool = True, alpha: int = 255) -> None:
        r = sprite.rect
        if r.w < 2 or r.h < 2:
            return
        if shadow:
            up = sprite.height * r.w * 0.16
            surface.blit(self._shadow(r.size), r.move(max(1, r.w // 30) + round(up * 0.6),
                                                      max(2, r.w // 20) + int(sprite.lift * 0.3) + round(up)))
        if sprite.target and (sprite.target[2], sprite.target[3]) != (r.w, r.h):
            img = pygame.transform.smoothscale(self.image(sprite.face, sprite.target[2:]), r.size)
        else:
            img = self.image(sprite.face, r.size)
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, r)
        if outline is not None:
            pygame.draw.rect(surface, outline, r.inflate(6, 6), 3, border_radius=max(3, r.w // 12))

    def _shadow(self, size: tuple[int, int]) -> pygame.Surface:
        sh = self._shadows.get(size)
        if sh is None:
            sh = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(sh, (0, 0, 0, 90), sh.get_rect(), border_radius=max(2, size[0] // 14))
            if len(self._shadows) > 200:
                self._shadows.clear()
            self._shadows[size] = sh
        return sh

    def icon(self, name: str, size: int) -> pygame.Surface:
        return svgs.get(f"{self.game}/{name}.svg", (size, size))


def glow(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] = theme.LEGAL,
         width: int = 3, radius: int = 10, pulse: bool = False) -> None:
    """An outline that marks something as a legal target (or, in HIGHLIGHT, the focused one); its halo breathes
    by the clock if `pulse` (`anim.pulse`)."""
    layer = pygame.Surface(rect.inflate(16, 16).size, pygame.SRCALPHA)
    a = int(90 * (anim.pulse() if pulse else 1.0))
    pygame.draw.rect(layer, (*colour, a), layer.get_rect(), 8, border_radius=radius + 6)
    surface.blit(layer, rect.inflate(16, 16))
    pygame.draw.rect(surface, colour, rect.inflate(4, 4), width, border_radius=radius)
