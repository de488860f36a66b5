"""Störtebeker's score track: its 44 spaces, drawn once per window size, and each seat's marker on it."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from scenes.core import colour_blind, theme
from scenes.core.widgets import text
from scenes.stortebeker.layout import TRACK, StortebekerLayout


def track(surface: pygame.Surface, lay: StortebekerLayout, markers: Sequence[float], colour_blind_mode: bool) -> None:
    """The 44-space score track with each seat's marker (`markers`: gliding to its score); past 44 a marker goes
    round again (docs/rules/stortebeker.md 2.1)."""
    surface.blit(_track_spaces(lay.track_area.size, tuple(tuple(lay.track_cell(i).move(
        -lay.track_area.x, -lay.track_area.y)) for i in range(TRACK))), lay.track_area)
    at: dict[int, int] = {}
    for seat, pos in enumerate(markers):
        space = int(round(pos)) % TRACK
        r = lay.track_cell(space)
        k = at.get(space, 0)
        at[space] = k + 1
        radius = max(5, r.h // 3)
        centre = (r.centerx + k * radius, r.centery - k * 2)  # markers on one space fan out, each half in sight
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius)
        if colour_blind_mode:
            colour_blind.seat_symbol(surface, seat, centre, 2 * radius + 2)
        else:
            pygame.draw.circle(surface, theme.seat_colour(seat), centre, radius)
            pygame.draw.circle(surface, theme.INK, centre, radius, 1)


@lru_cache(maxsize=4)
def _track_spaces(size: tuple[int, int], cells: tuple[tuple[int, int, int, int], ...]) -> pygame.Surface:
    """The empty track, drawn once per window size."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    for space, cell in enumerate(cells):
        r = pygame.Rect(cell)
        pygame.draw.rect(layer, (30, 60, 70) if space % 5 else (60, 90, 96), r, border_radius=3)
        if space % 5 == 0:
            text(layer, str(space), r.center, max(9, r.h // 2), theme.MUTED, "center", shadow=False)
    return layer
