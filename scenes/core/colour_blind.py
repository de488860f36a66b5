"""Colour-blind mode (Settings → Colour-blind symbols): every seat colour and every colour the games
give a meaning to (Korsar's pirates, Störtebeker's ships) is paired with a shape, drawn here with pygame
in the flat, outlined style of the art. A seat keeps its shape at every table, as it keeps its colour."""

from __future__ import annotations

import math

import pygame

from scenes.core import theme

Point = tuple[float, float]


def _regular(n: int, start: float = -90.0, radius: float = 1.0) -> list[Point]:
    return [(radius * math.cos(math.radians(start + 360 * i / n)), radius * math.sin(math.radians(start + 360 * i / n)))
            for i in range(n)]


def _star(points: int = 5, inner: float = 0.45) -> list[Point]:
    outer = _regular(points)
    inside = _regular(points, -90 + 180 / points, inner)
    return [p for pair in zip(outer, inside) for p in pair]


_PLUS = [(-0.35, -1), (0.35, -1), (0.35, -0.35), (1, -0.35), (1, 0.35), (0.35, 0.35), (0.35, 1), (-0.35, 1),
         (-0.35, 0.35), (-1, 0.35), (-1, -0.35), (-0.35, -0.35)]

SHAPES: dict[str, list[Point] | None] = {
    "circle": None,
    "square": [(-0.85, -0.85), (0.85, -0.85), (0.85, 0.85), (-0.85, 0.85)],
    "triangle": [(0, -1), (1, 0.8), (-1, 0.8)],
    "diamond": [(0, -1), (1, 0), (0, 1), (-1, 0)],
    "star": _star(),
    "plus": _PLUS,
    "hexagon": _regular(6, 0),
    "chevron": [(-1, -0.6), (0, 0.2), (1, -0.6), (1, 0.3), (0, 1.1), (-1, 0.3)],
}
SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "star", "plus", "hexagon", "chevron"]
COLOUR_SHAPES = {"red": "triangle", "blue": "circle", "green": "diamond", "yellow": "star", "purple": "hexagon",
                 "black": "plus", "brown": "square"}


def shape(surface: pygame.Surface, name: str, centre: tuple[int, int], size: int, fill: tuple[int, int, int],
          outline: tuple[int, int, int] = theme.INK) -> pygame.Rect:
    """The shape `name` filled with `fill`, `size` pixels across, outlined; returns where it went."""
    r = max(3, size // 2)
    cx, cy = centre
    points = SHAPES.get(name)
    if points is None:
        pygame.draw.circle(surface, fill, centre, r)
        pygame.draw.circle(surface, outline, centre, r, max(1, r // 5))
    else:
        poly = [(cx + x * r, cy + y * r) for x, y in points]
        pygame.draw.polygon(surface, fill, poly)
        pygame.draw.polygon(surface, outline, poly, max(1, r // 5))
    return pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)


def seat_shape(seat: int) -> str:
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


def seat_symbol(surface: pygame.Surface, seat: int, centre: tuple[int, int], size: int) -> pygame.Rect:
    """The seat's shape in its colour."""
    return shape(surface, seat_shape(seat), centre, size, theme.seat_colour(seat))


def colour_symbol(surface: pygame.Surface, colour: str, centre: tuple[int, int], size: int,
                  fill: tuple[int, int, int] = theme.WHITE) -> pygame.Rect:
    """The shape that stands for a game colour (a pirate's, a ship's), in `fill`, over any background."""
    return shape(surface, COLOUR_SHAPES.get(colour, "plus"), centre, size, fill)


def marker(surface: pygame.Surface, seat: int, centre: tuple[int, int], size: int) -> None:
    """The dot that stands for a seat (setup, scoring, a score token): the plain colour, or with colour-blind
    symbols its shape."""
    seat_symbol(surface, seat, centre, size)
