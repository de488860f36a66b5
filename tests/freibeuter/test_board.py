"""The sea's geometry (docs/rules/freibeuter.md 3.1, 3.7), and the Tiled map agreeing with it."""

from __future__ import annotations

import pygame
import pytest

from game.freibeuter.board import (
    AROUND,
    CAPACITY,
    LINE_SQUARES,
    LINES,
    POINTS,
    SQUARES,
    TOUCHING,
    coords,
    is_outer,
    point,
)
from scenes.core.tmx import load_map


def test_freibeuter_sea_is_7_by_7_squares_a1_to_g7():
    assert len(SQUARES) == 49 == len(set(SQUARES))
    assert SQUARES[0] == "A1" and SQUARES[6] == "G1" and SQUARES[-1] == "G7"
    assert coords("C5") == (2, 4)


def test_freibeuter_outer_ring_holds_one_boat_inner_squares_two():
    outer = [sq for sq in SQUARES if is_outer(sq)]
    assert len(outer) == 24
    assert all(sq[0] in "AG" or sq[1] in "17" for sq in outer)
    assert all(CAPACITY[sq] == 1 for sq in outer)
    inner = [sq for sq in SQUARES if not is_outer(sq)]
    assert len(inner) == 25 and all(CAPACITY[sq] == 2 for sq in inner)


def test_freibeuter_36_inner_grid_points():
    assert len(POINTS) == 36 == len(set(POINTS))
    assert POINTS[0] == "A1:B2" and POINTS[-1] == "F6:G7"


def test_freibeuter_token_named_by_opposite_corners_of_its_block():
    assert AROUND["C4:D5"] == ("C4", "D4", "C5", "D5")
    assert point(2, 3) == "C4:D5"
    for p, squares in AROUND.items():
        a, b = p.split(":")
        assert squares[0] == a and squares[3] == b
        (ca, ra), (cb, rb) = coords(a), coords(b)
        assert cb == ca + 1 and rb == ra + 1


def test_freibeuter_each_square_touches_its_corner_points():
    assert TOUCHING["A1"] == ("A1:B2",)
    assert len(TOUCHING["D4"]) == 4
    assert len(TOUCHING["D1"]) == 2
    assert sum(len(t) for t in TOUCHING.values()) == 36 * 4
    for sq, pts in TOUCHING.items():
        assert all(sq in AROUND[p] for p in pts)


def test_freibeuter_dutchman_lines_are_7_rows_and_7_columns():
    assert len(LINES) == 14
    assert LINE_SQUARES["row5"] == ("A5", "B5", "C5", "D5", "E5", "F5", "G5")
    assert LINE_SQUARES["colC"] == ("C1", "C2", "C3", "C4", "C5", "C6", "C7")


@pytest.mark.parametrize("name, size", [("freibeuter", (1280, 720)), ("freibeuter-4x3", (1024, 768))])
def test_freibeuter_map_agrees_with_the_engine(name, size):
    """assets/maps/freibeuter.tmx: 49 squares and 36 points with the engine's names; each point's
    4 neighbours are the squares whose rectangles touch it. Columns A-G run left to right, rows 1-7
    top to bottom."""
    m = load_map(name)
    assert m.properties["game"] == "freibeuter"
    assert m.size == size
    squares, points = m.layers["squares"], m.layers["points"]
    assert set(squares) == set(SQUARES)
    assert set(points) == set(POINTS)
    for p, r in points.items():
        cx, cy = r.center
        touching = {sq for sq, s in squares.items() if s.left <= cx <= s.right and s.top <= cy <= s.bottom}
        assert touching == set(AROUND[p]), p
    assert squares["A1"].x < squares["B1"].x and squares["A1"].y < squares["A2"].y
    for a in SQUARES:
        for b in SQUARES:
            if a < b:
                assert not squares[a].colliderect(squares[b])


@pytest.mark.parametrize("name", ["freibeuter", "freibeuter-4x3"])
def test_freibeuter_map_has_table_areas_and_seat_panels(name):
    m = load_map(name)
    design = pygame.Rect((0, 0), m.size)
    table = m.layers["table"]
    assert {"log", "hand", "prompt", "dutchman_pile", "sea_pile", "bank"} <= set(table)
    sea = table["sea"]
    assert all(sea.contains(r) for r in m.layers["squares"].values())
    for players in (2, 3, 4):
        panels = m.layer(f"seats{players}")
        assert len(panels) == players
        areas = list(table.values()) + panels
        for i, a in enumerate(areas):
            assert design.contains(a)
            for b in areas[i + 1:]:
                assert not a.colliderect(b)
