"""The window-size surfaces a screen is drawn on: the felt, the layers kept for each window size, a table's
backdrop (felt, panels and art in one opaque layer) and its tints. Made once per size and reused, as making a
new window-size surface takes milliseconds the frame does not have."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.core import theme, widgets
from scenes.core.widgets import Colour

FELT_SCALE = 2  # the felt's vignette is drawn at half the window's size, then scaled up


@lru_cache(maxsize=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """Green baize with a soft vignette, made once per window size. The vignette is drawn at half the
    size and scaled up, which nobody can tell apart: 24 ellipses at full size took over 100 ms at 4K,
    all in the frame after a resize; at half size, with the scaling, about a tenth of that."""
    w, h = size
    sw, sh = w // FELT_SCALE + 1, h // FELT_SCALE + 1
    small = pygame.Surface((sw, sh))
    small.fill(theme.FELT)
    steps = 24
    for i in range(steps):
        t = i / steps
        shade = tuple(int(a + (b - a) * t) for a, b in zip(theme.FELT_DARK, theme.FELT))
        r = pygame.Rect(0, 0, int(sw * (1.25 - 0.55 * t)), int(sh * (1.25 - 0.55 * t)))
        r.center = (sw // 2, sh // 2)
        pygame.draw.ellipse(small, shade, r)
    grain = _grain()
    gw, gh = grain.get_size()
    for y in range(0, sh, gh):
        for x in range(0, sw, gw):
            small.blit(grain, (x, y))
    return pygame.transform.scale(small, size)


GRAIN = 96  # the side of the felt's grain tile, at the half size the felt is made at


@lru_cache(maxsize=1)
def _grain() -> pygame.Surface:
    """The baize's weave: faint lighter and darker fibres on a transparent tile, the same every run (a fixed
    seed), laid over the vignette so the table reads as cloth rather than flat colour."""
    rng = random.Random(7)
    tile = pygame.Surface((GRAIN, GRAIN), pygame.SRCALPHA)
    for _ in range(GRAIN * GRAIN // 3):
        x, y = rng.randrange(GRAIN), rng.randrange(GRAIN)
        light = rng.random() < 0.5
        colour = (255, 255, 255, rng.randint(5, 12)) if light else (0, 0, 0, rng.randint(8, 18))
        length = rng.choice((1, 1, 2, 3))
        dx, dy = rng.choice(((1, 0), (0, 1)))
        for k in range(length):
            tile.set_at(((x + k * dx) % GRAIN, (y + k * dy) % GRAIN), colour)
    return tile


Fill = tuple[tuple[int, int, int, int], Colour, int]  # a panel's fill: where, its colour, its corners' radius


LAYERS = 2  # window-size layers kept for the backdrop and its tinted copy (`layer`)
_layers: dict[tuple[int, int], list[pygame.Surface]] = {}  # the current window size's layers
_made = [0]  # backdrops made so far: a layer drawn again is a new backdrop (`tinted`)


def layers_ready(size: tuple[int, int]) -> bool:
    """Whether the window-size layers the tables draw on exist for `size` (`make_layer` makes them)."""
    return len(_layers.get(size, ())) >= LAYERS


def make_layer(size: tuple[int, int]) -> None:
    """Make one more window-size layer, its memory touched once: a new 8 MB surface at 1920x1080 costs about 5 ms
    the first time it is written, so a screen being prepared makes them in frames of their own
    (`App._prepare`), not in its first draw. A new window size drops the old size's."""
    layers = _layers.setdefault(size, [])
    for other in [s for s in _layers if s != size]:
        del _layers[other]
    layer = pygame.Surface(size)
    layer.fill(theme.FELT)
    layers.append(layer)


def layer(size: tuple[int, int], i: int) -> pygame.Surface:
    """The `i`th window-size layer for `size` (made now if it is missing)."""
    while len(_layers.get(size, ())) <= i:
        make_layer(size)
    return _layers[size][i]


@lru_cache(maxsize=1)
def backdrop(size: tuple[int, int], fills: tuple[Fill, ...],
             art: tuple[tuple[pygame.Surface, tuple[int, int]], ...] = ()) -> pygame.Surface:
    """The felt with panels filled in, then `art` laid on it (each image at its top left), made once for its
    size, panels and images, on the window-size layer kept for it: a table blits this one opaque layer each frame
    where it blitted the felt and then a dozen translucent panels (blending those took 2.5-3 ms a frame at
    2560x1440). An image is the art cache's own surface: when a stand-in is replaced by its real render, the
    layer is made again."""
    bottom = layer(size, 0)
    bottom.blit(felt(size), (0, 0))
    for rect, colour, radius in fills:  # each blended once here: not kept by `_translucent` (12 MB at 4K for one)
        widgets._fill(bottom, pygame.Rect(rect), colour, radius, widgets._rounded)
    for image, topleft in art:
        bottom.blit(image, topleft)
    _made[0] += 1
    return bottom


@dataclass
class _Tinted:
    """The one layer `tinted` keeps: the backdrop it was made on (which one: `_made`), the tints laid on it."""

    base: int = -1
    tints: tuple[Fill, ...] = ()


_tinted = _Tinted()


def tinted(base: pygame.Surface, tints: tuple[Fill, ...]) -> pygame.Surface:
    """`base` (the `backdrop`) with translucent `tints` laid over it in order: fills that change more often than the
    rest of it (a Korsar seat's zone of the sea follows the galleons). Made on the second window-size layer; when
    only the tints change, mended in place: within the bounds of the old and the new ones, `base` is put back and
    the new ones laid again, which leaves every pixel as a fresh copy would. Blending the zones each frame took
    3-4 ms at 3840x2160; making a whole backdrop again each time they moved, 20-35 ms."""
    t = _tinted
    top = layer(base.get_size(), 1)
    if t.base != _made[0]:
        top.blit(base, (0, 0))
    elif t.tints == tints:
        return top
    else:
        rects = [pygame.Rect(rect) for rect, _colour, _radius in (*t.tints, *tints)]
        if rects:
            bounds = rects[0].unionall(rects[1:])
            top.blit(base, bounds, bounds)
    for rect, colour, radius in tints:
        widgets._fill(top, pygame.Rect(rect), colour, radius, widgets._rounded)
    t.base, t.tints = _made[0], tints
    return top
