"""The one adapter over pytmx: a Tiled map's object layers as named rectangles (docs/architecture.md §6, Tuxemon).

Maps are drawn in a design space; `Viewport` maps design rectangles to the window, keeping proportions
and centring, so the layout follows the window. Each table has a wide map (1280x720) and a 4:3 one
(1024x768); `table_map` picks the one whose shape is nearest the window's.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from math import log

import pygame
import pytmx

from scenes.core.assets import asset_path


@dataclass(frozen=True)
class MapLayout:
    name: str
    size: tuple[int, int]
    layers: dict[str, dict[str, pygame.Rect]]
    properties: dict[str, str]

    def rect(self, layer: str, name: str) -> pygame.Rect:
        return self.layers[layer][name].copy()

    def layer(self, layer: str) -> list[pygame.Rect]:
        """A layer's rectangles in the order they appear in the map."""
        return [r.copy() for r in self.layers[layer].values()]


@lru_cache(maxsize=8)
def load_map(name: str) -> MapLayout:
    """`assets/maps/<name>.tmx`, read without loading any image (works with no display)."""
    tiled = pytmx.TiledMap(str(asset_path("maps", f"{name}.tmx")), image_loader=None)
    layers: dict[str, dict[str, pygame.Rect]] = {}
    for group in tiled.objectgroups:
        layers[group.name] = {
            obj.name: pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
            for obj in group
        }
    size = (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight)
    return MapLayout(name, size, layers, dict(tiled.properties))


SHAPES = ("", "-4x3")  # a table's maps: `<game>.tmx`, `<game>-4x3.tmx`


def table_map(game: str, window: tuple[int, int]) -> MapLayout:
    """The game's map whose proportions are nearest the window's (on a log scale, so 16:10 counts as
    wide and 5:4 as 4:3): the one that leaves the smallest empty bands."""
    aspect = window[0] / max(1, window[1])
    maps = [load_map(game + shape) for shape in SHAPES]
    return min(maps, key=lambda m: abs(log(m.size[0] / m.size[1] / aspect)))


@dataclass(frozen=True)
class Viewport:
    """Maps design coordinates to the window: uniform scale, centred."""

    design: tuple[int, int]
    window: tuple[int, int]

    @cached_property
    def scale(self) -> float:
        return min(self.window[0] / self.design[0], self.window[1] / self.design[1])

    @cached_property
    def offset(self) -> tuple[float, float]:
        s = self.scale
        return ((self.window[0] - self.design[0] * s) / 2, (self.window[1] - self.design[1] * s) / 2)

    def rect(self, r: pygame.Rect) -> pygame.Rect:
        s, (ox, oy) = self.scale, self.offset
        return pygame.Rect(round(ox + r.x * s), round(oy + r.y * s), round(r.w * s), round(r.h * s))

    def px(self, v: float) -> int:
        """A design length (margin, card) in window pixels."""
        return max(1, round(v * self.scale))

    def text(self, v: float, least: int) -> int:
        """A design text size scaled to the window, but never below `least`: type shrinks with a small
        window only down to what stays readable (scenes.core.assets.MIN_TEXT_PX), where the layout shrinks on."""
        return max(least, self.px(v))
