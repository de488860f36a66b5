"""The tables' layouts come from assets/maps (a wide and a 4:3 map per game) and fit every window and
count; the Korsar table's sea and hand fit their areas."""

from __future__ import annotations

import pygame
import pytest

from scenes.core.tmx import Viewport, load_map, table_map
from scenes.korsar.layout import KorsarLayout
from scenes.korsar.sea import Moored

KORSAR_MAPS = ["korsar", "korsar-4x3"]


@pytest.mark.parametrize("window, design", [
    ((1280, 720), (1280, 720)), ((1920, 1080), (1280, 720)), ((1920, 1200), (1280, 720)), ((800, 500), (1280, 720)),
    ((800, 600), (1024, 768)), ((1024, 768), (1024, 768)), ((1280, 1024), (1024, 768)),
])
@pytest.mark.parametrize("game", ["korsar", "stortebeker", "freibeuter"])
def test_each_table_uses_the_map_whose_shape_is_nearest_the_window(game, window, design):
    m = table_map(game, window)
    assert m.properties["game"] == game and m.size == design


@pytest.mark.parametrize("game", ["korsar", "stortebeker", "freibeuter"])
def test_a_4_3_window_is_filled_not_banded(game):
    """At 800x600 the wide map would leave 75-pixel bands above and below the table; the 4:3 map fills
    the window, and its table areas reach within a few pixels of every edge."""
    m = table_map(game, (800, 600))
    vp = Viewport(m.size, (800, 600))
    areas = [vp.rect(r) for layer in m.layers.values() for r in layer.values()]
    covered = areas[0].unionall(areas[1:])
    assert covered.top <= 12 and covered.bottom >= 588 and covered.left <= 12 and covered.right >= 788
    wide = Viewport(load_map(game).size, (800, 600))
    assert vp.scale > wide.scale * 1.2  # and everything on it is drawn larger


@pytest.mark.parametrize("name", KORSAR_MAPS)
def test_korsar_map_has_table_areas_and_seats_for_every_count(name):
    m = load_map(name)
    assert set(m.layers["table"]) == {"pile", "removed", "galleons", "log", "self", "hand", "prompt"}
    design = pygame.Rect((0, 0), m.size)
    for players in range(2, 9):
        others = m.layer(f"seats{players}")
        assert len(others) == players - 1
        for r in others:
            assert design.contains(r)
        for a, b in zip(others, others[1:]):
            assert not a.colliderect(b)


@pytest.mark.parametrize("name", KORSAR_MAPS)
def test_korsar_map_areas_do_not_overlap(name):
    m = load_map(name)
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
@pytest.mark.parametrize("size", [(1280, 720), (800, 500), (800, 600), (2560, 1440)])
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


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("n", [1, 6, 12, 20])
def test_korsar_hand_fits_the_hand_area(n, size):
    lay = KorsarLayout(size, 3, 0)
    rects = lay.hand_cards(n)
    assert len(rects) == n
    for r in rects:
        assert lay.hand.contains(r)


@pytest.mark.parametrize("name", ["stortebeker", "stortebeker-4x3"])
def test_stortebeker_map_areas_fit_and_do_not_overlap(name):
    m = load_map(name)
    design = pygame.Rect((0, 0), m.size)
    table = m.layers["table"]
    for ships in (3, 4):
        assert all(table["ships"].contains(r) for r in m.layer(f"ships{ships}"))
    for players in (2, 3, 4):
        others = m.layer(f"seats{players}")
        assert len(others) == players - 1
        areas = list(table.items()) + list(m.layers[f"seats{players}"].items())
        for i, (na, a) in enumerate(areas):
            assert design.contains(a), na
            for nb, b in areas[i + 1:]:
                assert not a.colliderect(b), (na, nb)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_korsar_bands_without_galleons_keep_only_their_names_and_a_line(size):
    """Eight seats, galleons only in front of two of the upper tier's seats: the bands that hold none (the
    lower tier, the viewer's) are only as tall as their names and one line more (readable, not a sliver), and
    the galleons are drawn larger than when every band holds one."""
    lay = KorsarLayout(size, 8, 0)
    top = lay.top_seats()
    few = [Moored("g1", top[0], (2, 1)), Moored("g2", top[2], (3,))]
    sea = lay.sea(few, launch=False)
    header = sea.zones[0].name.h
    upper = sea.zones[top[0]].rect.y
    quiet = [sea.zones[s].rect.h for s in top if s not in (top[0], top[2]) and sea.zones[s].rect.y > upper]
    quiet.append(sea.zones[0].rect.h)
    assert quiet and all(h <= 2 * header + 2 * lay.vp.px(6) for h in quiet)
    everywhere = lay.sea([*few, Moored("g3", top[1]), Moored("g4", 0)], launch=False)
    assert sea.galleon_w > everywhere.galleon_w * 1.3
