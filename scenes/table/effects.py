"""Short flourishes the tables add over the cards: a ring bursting from a capture, a word rising, coins flying
from a purse to another, and the banner that marks a prize won (a galleon or a ship taken)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from scenes.core import theme
from scenes.core.anim import EASINGS
from scenes.core.assets import font, text_px
from scenes.core.widgets import fit

BANNER = 1.3  # seconds a prize's banner shows at the normal speed: it pops in, holds and fades out
BANNER_PAUSE = 1.0  # the pause after the event that shows one: the next event comes as the banner fades
BANNER_IN, BANNER_OUT = 0.16, 0.78  # of its time: the pop in ends, the fade out begins
COINS = 10  # coins bursting from the prize
COINS_FALL = 0.85  # of the banner's time: the coins have fallen and faded out
PLAQUE = (26, 18, 12, 235)  # the banner's dark plaque
GOLD_DARK = (150, 104, 24)


@dataclass
class Effect:
    # "burst" (a ring that grows), "ring" (the same, quieter), "flight" (an icon going to `dest`) or "banner"
    # (a plaque over `area` saying `text` and `sub`, coins bursting from `rect`)
    kind: str
    rect: pygame.Rect
    colour: tuple[int, int, int]
    text: str = ""
    t: float = 0.0
    duration: float = 0.9
    dest: pygame.Rect | None = None
    delay: float = 0.0  # seconds before it starts
    sub: str = ""  # a banner's second line
    area: pygame.Rect | None = None  # where a banner is centred: the play area
    art: tuple[tuple, pygame.Surface] | None = field(default=None, repr=False, compare=False)  # a banner's plaque
    coins: bool = True  # a banner's coins burst from the prize (not where the prize is points, not money)


def banner_time(speed: float) -> float:
    """How long a banner shows at the table's animation `speed`: `BANNER` at the normal speed, shorter when
    faster (never too short to read), longer when slower; 0 at the instant speed (none shows)."""
    if speed <= 0:
        return 0.0
    return min(1.8, max(0.7, BANNER / speed))


class Effects:
    def __init__(self) -> None:
        self.items: list[Effect] = []

    def add(self, kind: str, rect: pygame.Rect, colour: tuple[int, int, int], text: str = "",
            duration: float = 0.9, dest: pygame.Rect | None = None, delay: float = 0.0) -> None:
        self.items.append(Effect(kind, rect, colour, text, duration=duration, dest=dest, delay=delay))

    def banner(self, area: pygame.Rect, prize: pygame.Rect, colour: tuple[int, int, int], text: str, sub: str,
               speed: float, coins: bool = True) -> None:
        """A prize won: `text` (in the seat's `colour`) and `sub` on a plaque centred over the play `area`, coins
        bursting from the `prize`'s place. One banner at a time (a newer prize replaces it); none at the instant
        speed (`speed` 0)."""
        duration = banner_time(speed)
        if duration <= 0:
            return
        self.items = [e for e in self.items if e.kind != "banner"]
        self.items.append(Effect("banner", pygame.Rect(prize), colour, text, duration=duration, sub=sub,
                                 area=pygame.Rect(area), coins=coins))

    def update(self, dt: float, instant: bool) -> None:
        for e in self.items:
            e.t += e.duration + e.delay if instant else dt
        self.items = [e for e in self.items if e.t < e.duration + e.delay]

    def draw(self, surface: pygame.Surface, text_size: int, icon: pygame.Surface | None = None) -> None:
        for e in self.items:
            if e.t < e.delay:
                continue
            k = (e.t - e.delay) / e.duration
            if e.kind == "banner":
                _banner(surface, e, k, text_size, icon)
                continue
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


# -- the banner -------------------------------------------------------------------------------------------------


def plaque(e: Effect, text_size: int, bounds: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
    """A banner's plaque at its full size, and where it lies when it holds: centred over its area, inside
    `bounds` (the window). Its text is sized from the table's `text_size`, narrowed to fit the area; the picture
    is made once for a text size and area, and kept on the effect."""
    area = e.area if e.area is not None else bounds
    key = (text_size, area.size, bounds.size)
    if e.art is None or e.art[0] != key:
        e.art = key, _plaque_art(e, text_size, min(area.w, bounds.w))
    img = e.art[1]
    rect = img.get_rect(center=area.center)
    return img, rect.clamp(bounds)


def _plaque_art(e: Effect, text_size: int, room: int) -> pygame.Surface:
    """The plaque: a dark board with a gold border, the headline in the seat's colour, the prize in gold below."""
    pad = max(6, text_size * 2 // 3)
    widest = max(1, room - 2 * pad - 4)
    heads = _headline(e.text, round(text_size * 1.5), text_size, widest, e.colour)
    sub = _line(e.sub, round(text_size * 1.1), text_size, widest, theme.GOLD) if e.sub else None
    gap = pad // 3
    head_h = sum(img.get_height() for img in heads)
    w = max([img.get_width() for img in heads] + [sub.get_width() if sub else 0]) + 2 * pad
    h = head_h + (gap + sub.get_height() if sub else 0) + pad * 3 // 2
    w = min(room, max(w, h * 3))
    art = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, h // 5)
    border = max(2, text_size // 9)
    pygame.draw.rect(art, PLAQUE, art.get_rect(), border_radius=radius)
    pygame.draw.rect(art, theme.GOLD, art.get_rect(), border, border_radius=radius)
    inner = art.get_rect().inflate(-2 * border - 4, -2 * border - 4)
    pygame.draw.rect(art, GOLD_DARK, inner, 1, border_radius=max(2, radius - border - 2))
    for x in (0, w):  # a gold stud at each end
        stud = max(3, border * 2)
        pygame.draw.polygon(art, theme.GOLD, [(x - stud, h // 2), (x, h // 2 - stud), (x + stud, h // 2),
                                              (x, h // 2 + stud)])
    y = pad * 3 // 4
    for img in heads:
        art.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height()
    if sub is not None:
        art.blit(sub, sub.get_rect(midtop=(w // 2, y + gap)))
    return art


def _headline(s: str, size: int, least: int, widest: int, colour: tuple[int, int, int]) -> list[pygame.Surface]:
    """A banner's headline: on one line, or on two split where they are most even, at `size`; smaller (down to
    `least`) only when two lines do not fit either, and shortened past that."""
    for n in range(size, least - 1, -1):
        f = font(n, True, True)
        for lines in ((s,), _halves(s, f)):
            if lines and max(f.size(line)[0] for line in lines) <= widest:
                return [_line(line, n, n, widest, colour, display=True) for line in lines]
    return [_line(line, least, least, widest, colour, display=True)
            for line in _halves(s, font(least, True, True)) or (s,)]


def _halves(s: str, f: pygame.font.Font) -> tuple[str, ...]:
    """`s` split into two lines at the space that makes the wider one narrowest; () for a single word."""
    words = s.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(splits, key=lambda p: max(f.size(p[0])[0], f.size(p[1])[0]), default=())


def _line(s: str, size: int, least: int, widest: int, colour: tuple[int, int, int],
          display: bool = False) -> pygame.Surface:
    """One line of a banner with its shadow: at `size`, smaller down to `least` if it is wider than `widest`
    pixels, and shortened past that."""
    while size > least and font(size, True, display).size(s)[0] > widest:
        size -= 1
    s = fit(s, size, True, widest, display)
    f = font(size, True, display)
    try:
        img = f.render(s, True, colour)
        dark = f.render(s, True, theme.SHADOW)
    except (pygame.error, ValueError):  # nothing a font can draw
        return pygame.Surface((0, f.get_height()), pygame.SRCALPHA)
    drop = max(1, text_px(size) // 14)
    out = pygame.Surface((img.get_width() + drop, img.get_height() + drop), pygame.SRCALPHA)
    out.blit(dark, (drop, drop))
    out.blit(img, (0, 0))
    return out


def _banner(surface: pygame.Surface, e: Effect, k: float, text_size: int, icon: pygame.Surface | None) -> None:
    """A banner `k` of the way through its time: the plaque pops in (a slight overshoot), holds, then rises a
    little as it fades; coins burst from the prize's place and fall."""
    img, rect = plaque(e, text_size, surface.get_rect())
    if k < BANNER_IN:
        u = k / BANNER_IN
        scale, alpha = 0.55 + 0.45 * EASINGS["out_back"](u), min(1.0, 2 * u)
    elif k > BANNER_OUT:
        u = (k - BANNER_OUT) / (1 - BANNER_OUT)
        scale, alpha = 1.0, 1 - u
        rect = rect.move(0, -round(rect.h * 0.25 * u))
    else:
        scale, alpha = 1.0, 1.0
    if scale != 1.0:
        size = (max(1, round(img.get_width() * scale)), max(1, round(img.get_height() * scale)))
        img = pygame.transform.smoothscale(img, size)
        rect = img.get_rect(center=rect.center)
    if e.coins:
        _coins(surface, e, k, text_size, icon)  # under the plaque: they never cross its words
    img.set_alpha(round(255 * alpha))
    surface.blit(img, rect)


def _coins(surface: pygame.Surface, e: Effect, k: float, text_size: int, icon: pygame.Surface | None) -> None:
    """A handful of gold coins thrown up from the prize's place, spinning, falling and fading out."""
    u = k / COINS_FALL
    if u >= 1:
        return
    reach = max(text_size * 3, (e.area.h if e.area is not None else e.rect.h * 3) // 4)
    r = max(4, text_size * 2 // 5)
    alpha = round(255 * min(1.0, (1 - u) / 0.35))
    x0, y0 = e.rect.center
    for i in range(COINS):
        spread = (i - (COINS - 1) / 2) / ((COINS - 1) / 2)  # -1 (left) to 1 (right)
        lift = 0.75 + 0.45 * ((i * 0.618) % 1)
        x = x0 + spread * reach * u
        y = y0 - reach * 5.0 * lift * u + reach * 8.5 * u * u  # up to about its height, then down past the start
        turn = abs(math.cos(math.pi * (3 * u + i * 0.37)))
        if icon is not None:
            coin = pygame.transform.scale(icon, (max(1, round(icon.get_width() * (0.25 + 0.75 * turn))),
                                                 icon.get_height()))
        else:
            coin = _coin(r, max(1, round(2 * r * (0.25 + 0.75 * turn))))
        coin.set_alpha(alpha)
        surface.blit(coin, coin.get_rect(center=(round(x), round(y))))


@lru_cache(maxsize=256)
def _coin(r: int, width: int) -> pygame.Surface:
    """A gold coin of radius `r`, seen turned so that it is `width` pixels wide."""
    img = pygame.Surface((width, 2 * r), pygame.SRCALPHA)
    full = img.get_rect()
    pygame.draw.ellipse(img, GOLD_DARK, full)
    pygame.draw.ellipse(img, theme.GOLD, full.inflate(-max(2, width // 5), -max(2, r // 3)))
    if width > r:
        glint = max(1, r // 3)
        pygame.draw.circle(img, theme.WHITE, (width // 3, r * 2 // 3), glint)
    return img
