"""The Störtebeker table read at a glance (newcomers found it busy, its "still needed" icons 17 px at 1280x720): the
icons of what a side lacks are as large as the requirement printed on a ship's tile and grow with the window, clear of
the row's name and cards at every size and number of players; a row that holds nothing yet is quiet, and a side that
holds all its ship requires lies on a green wash."""

from __future__ import annotations

import random

import pygame
import pytest

from game import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from game.stortebeker.agent import StortebekerAgent
from scenes.core import theme
from scenes.core.assets import font
from scenes.stortebeker import painter
from scenes.stortebeker.layout import ICON, WORST_LACK, StortebekerLayout
from scenes.tables import table_for
from tests.scenes.conftest import run_until

GAMES = [(2, 3), (2, 4), (3, 4), (4, 4)]  # players, ships in play (three ships: variant 5, two players only)
NAMES = ["Player 4", "Jo", "Calico", "Player 1"]


@pytest.mark.parametrize("players,ships", GAMES)
@pytest.mark.parametrize("size,least", [((800, 600), 18), ((1280, 720), 24), ((1920, 1080), 36)])
def test_still_needed_icons_are_as_large_as_the_tiles_and_grow_with_the_window(players, ships, size, least):
    """The icons were 16-17 px at 1280x720 beside 22 px icons printed on the tile: at least `ICON` design pixels
    (24 px at 1280x720, 36 at 1920x1080), never less than a line of the seat's name."""
    pygame.font.init()
    lay = StortebekerLayout(size, players, ships, 0, NAMES[:players])
    for slot in range(ships):
        s = lay.status_icon(slot)
        assert s >= least and s >= lay.vp.px(ICON) and s >= lay.label_height(), (slot, s)
        for seat in range(players):
            icons = [r for stack in lay.status_icons(slot, seat, WORST_LACK) for r in stack]
            assert len({r.size for r in icons}) == 1 and icons[0].w == icons[0].h >= lay.label_height()
            if lay.beside:
                assert icons[0].w == s


@pytest.mark.parametrize("players,ships", GAMES)
@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720), (1920, 1080)])
def test_still_needed_icons_keep_clear_of_the_name_and_the_cards(players, ships, size):
    """However large, a row's icons lie in the row, clear of its seat's name written whole (at 800x600 the larger
    icons cut "Player 1" short: they get smaller first, down to the name's line), of each other (but for the half
    each stacked icon leaves of the one before) and of its cards, however many, and of every other row."""
    pygame.font.init()
    lay = StortebekerLayout(size, players, ships, 0, NAMES[:players])
    for slot in range(ships):
        rows = [lay.side_row(slot, seat) for seat in range(players)]
        for seat, row in enumerate(rows):
            for counts in (WORST_LACK, [1], [2, 1], [1, 1, 1]):
                name = lay.side_label(slot, seat)
                assert font(lay.small).size(NAMES[seat])[0] <= lay.name_width(slot, seat, counts)  # never cut
                name.w = font(lay.small).size(NAMES[seat])[0]
                icons = [r for stack in lay.status_icons(slot, seat, counts) for r in stack]
                assert all(row.contains(r) and not r.colliderect(name) for r in icons), (seat, counts, name, icons)
                assert all(r.collidelist(rows[:seat] + rows[seat + 1:]) < 0 for r in icons)
                for a, b in zip(icons, icons[1:]):
                    assert not a.colliderect(b) or (a.y == b.y and b.x - a.x >= a.w // 2), (a, b)
                for n in range(1, 11):
                    cards = lay.side_cards(slot, seat, n, counts)
                    assert all(c.collidelist(icons) < 0 and not c.colliderect(name) for c in cards), (seat, n)


def _mid_game(app, size, kinds: str, seed: int):
    """A table at `size` a few turns in, cards lying by the ships."""
    app.resized(size)
    seats = [SeatConfig(HUMAN if k == "h" else AI, NAMES[i]) for i, k in enumerate(kinds)]
    table = table_for(app, Match("stortebeker", Setup(len(kinds)), seats, seed))
    app.push(table)
    agent = StortebekerAgent(table.rules, 0, random.Random(seed))
    for _ in range(400):
        run_until(app, lambda: table.human_turn() is not None or table.match.is_over, frames=20000)
        ships = [sh for sh in table.display.ships if sh is not None]
        sides = [sh.sides[s] for sh in ships for s in range(len(kinds))]
        ready = any(sh.sides[s].all() and not sh.lacks(s) for sh in ships for s in range(len(kinds)))
        if ready and any(not side.all() for side in sides) and sum(bool(side.all()) for side in sides) >= 3:
            return table
        table.picker.choose(agent.choose(table.match.view(0)))
    raise AssertionError("no moment with a side ready to board beside empty ones")


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_rows_that_hold_nothing_are_quiet_and_a_ready_side_stands_out(app, monkeypatch, size):
    """Every row's name was written bold in its seat's full colour, sixteen of them at four players: a row that holds
    no card is named in a faded tint of its seat's colour (a row with cards in the full colour), none in bold; a side
    that holds everything its ship requires lies on a green wash, and no other row does."""
    table = _mid_game(app, size, "haa", seed=4)
    names: list[tuple[str, pygame.Rect, tuple, bool]] = []
    write = painter.text

    def text(surface, words, pos, size, colour=theme.WHITE, *args, **kwargs):
        r = write(surface, words, pos, size, colour, *args, **kwargs)
        names.append((words, r, tuple(colour), kwargs.get("bold", False)))
        return r

    washes: list[pygame.Rect] = []
    blit = pygame.Surface.blit

    class Spy(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):
            if isinstance(dest, pygame.Rect) and source.get_size() == dest.size and source.get_at(
                    (dest.w // 2, dest.h // 2)) == pygame.Color(*painter.READY_WASH):
                washes.append(pygame.Rect(dest))
            return blit(self, source, dest, *args, **kwargs)

    monkeypatch.setattr(painter, "text", text)
    table.draw(Spy(size))
    lay = table.layout
    ready = []
    for slot, sh in enumerate(table.display.ships):
        if sh is None:
            continue
        for seat in range(3):
            row = lay.side_row(slot, seat)
            [(_w, _r, colour, bold)] = [n for n in names if n[0] == NAMES[seat] and row.contains(n[1])]
            full = theme.seat_colour(seat)
            assert colour == (full if sh.sides[seat].all() else painter.quiet(full)) and not bold, (slot, seat)
            if sh.sides[seat].all() and not sh.lacks(seat):
                ready.append(row)
    assert ready and sorted(map(tuple, washes)) == sorted(map(tuple, ready))


def test_a_quiet_tint_is_dimmer_than_the_seats_colour_and_still_its_own():
    """The faded name stays readable and tells the seats apart: each quiet tint is darker than its seat's colour,
    brighter than the felt, and no two seats' tints are alike."""
    felt = sum(painter.QUIET_TO)
    tints = [painter.quiet(theme.seat_colour(s)) for s in range(4)]
    for seat, tint in enumerate(tints):
        assert felt + 60 < sum(tint) < sum(theme.seat_colour(seat))
    assert len(set(tints)) == 4


def test_markers_on_one_score_show_each_half_in_sight(monkeypatch):
    """Tester 9: Jack and Mary both at 5 showed as one marker (they lay 4 pixels apart)."""
    import pygame

    from scenes.stortebeker import track as track_module
    from scenes.stortebeker.layout import StortebekerLayout

    pygame.font.init()
    lay = StortebekerLayout((1280, 720), 3, 4, 0)
    drawn: list[tuple[tuple[int, int], int]] = []
    real = pygame.draw.circle

    def circle(surface, colour, centre, radius, width=0):
        if colour not in ((0, 0, 0),) and width == 0:
            drawn.append((tuple(centre), radius))
        return real(surface, colour, centre, radius, width)

    monkeypatch.setattr(track_module.pygame.draw, "circle", circle)
    track_module.track(pygame.Surface((1280, 720)), lay, (5.0, 5.0, 5.0), False)
    assert len(drawn) == 3
    (a, r), (b, _r), (c, _r2) = drawn
    assert b[0] - a[0] >= r and c[0] - b[0] >= r  # each marker's other half shows beside the next
