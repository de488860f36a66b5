"""The Korsar table's layout comes from assets/maps/korsar.tmx and fits every window and count."""

from __future__ import annotations

import pygame
import pytest

from scenes.korsar.layout import KorsarLayout
from scenes.korsar.sea import Moored
from scenes.tmx import Viewport, load_map


def test_korsar_map_has_table_areas_and_seats_for_every_count():
    m = load_map("korsar")
    assert m.size == (1280, 720)
    assert set(m.layers["table"]) == {"pile", "removed", "galleons", "log", "self", "hand", "prompt"}
    design = pygame.Rect((0, 0), m.size)
    for players in range(2, 9):
        others = m.layer(f"seats{players}")
        assert len(others) == players - 1
        for r in others:
            assert design.contains(r)
        for a, b in zip(others, others[1:]):
            assert not a.colliderect(b)


def test_korsar_map_areas_do_not_overlap():
    m = load_map("korsar")
    rects = list(m.layers["table"].items()) + list(m.layers["seats8"].items())
    for i, (na, a) in enumerate(rects):
        for nb, b in rects[i + 1:]:
            assert not a.colliderect(b), (na, nb)


def test_viewport_keeps_proportions_and_centres():
    vp = Viewport((1280, 720), (1920, 1200))
    assert vp.scale == 1.5
    r = vp.rect(pygame.Rect(0, 0, 1280, 720))
    assert r.w == 1920 and r.h == 1080 and r.y == 60


@pytest.mark.parametrize("count", [1, 2, 5, 9, 14, 25])
@pytest.mark.parametrize("size", [(1280, 720), (800, 500), (2560, 1440)])
def test_korsar_sea_berths_fit_their_zones_in_the_galleons_area(count, size):
    lay = KorsarLayout(size, 4, 0)
    galleons = [Moored(f"g{i}", i % 4, (2,) * (i % 5)) for i in range(count)]
    sea = lay.sea(galleons, launch=True)
    assert set(sea.berths) == {g.gid for g in galleons} and sea.launch is not None
    for z in sea.zones.values():
        assert lay.galleons.contains(z.rect)
    for g in galleons:
        berth = sea.berths[g.gid]
        assert sea.zones[g.owner].rect.contains(berth.area)
        assert berth.area.contains(berth.galleon)
        for col in berth.columns:
            assert berth.area.contains(col)
    areas = [b.area for b in [*sea.berths.values(), sea.launch]]
    for i, a in enumerate(areas):
        assert a.collidelist(areas[i + 1:]) == -1


@pytest.mark.parametrize("n", [1, 6, 12, 20])
def test_korsar_hand_fits_the_hand_area(n):
    lay = KorsarLayout((1280, 720), 3, 0)
    rects = lay.hand_cards(n)
    assert len(rects) == n
    for r in rects:
        assert lay.hand.contains(r)
