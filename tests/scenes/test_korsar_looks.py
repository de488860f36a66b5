"""What the Korsar table shows a newcomer, at every window size and in both languages: the empty sea's note whole in
a zone of the sea, each pile's count beside its name, every card of a long hand identifiable by its corner index,
and no galleon's berth reaching out of its owner's zone."""

from __future__ import annotations

import random

import pygame
import pytest

from game import Setup
from game.korsar.state import KorsarState, hand_key
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core import i18n
from scenes.core.sprites import CardArt
from scenes.core.widgets import recording
from scenes.korsar.display import KorsarDisplay
from scenes.korsar.layout import CARD_INDEX, KorsarLayout
from scenes.korsar.painter import KorsarPicture, _empty_sea, _pile_labels
from scenes.korsar.sea import Moored
from scenes.tables import table_for
from tests.scenes.conftest import run_until
from tests.scenes.korsar_crowd import crowd
from tests.scenes.test_painters import _sight

SIZES = [(800, 600), (1280, 720), (1920, 1080), (800, 500)]
TABLES = [(2, False), (3, False), (4, False), (4, True), (5, False), (6, True), (8, True)]


@pytest.fixture(params=["en", "fr"])
def language(request, app):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def _view(players: int, teams: bool, seed: int = 3) -> KorsarState:
    seats = [SeatConfig(HUMAN if i == 0 else AI, f"Seat{i}") for i in range(players)]
    match = Match("korsar", Setup(players, teams), seats, seed)
    return match.rules.observe(match.state, 0)  # type: ignore[return-value]


def _picture(view: KorsarState, size: tuple[int, int], launch: bool) -> KorsarPicture:
    layout = KorsarLayout(size, view.setup.players, 0)
    display = KorsarDisplay(view)
    moored = [Moored(g.gid, g.owner, tuple(len(cards) for _side, cards in g.columns()))
              for g in display.galleons.values()]
    n = view.setup.players
    sight = _sight(n, names=tuple(f"Seat{i}" for i in range(n)), ai=(False,) + (True,) * (n - 1))
    return KorsarPicture(sight, view, display, layout, layout.sea(moored, launch), CardArt("korsar"), ())


# -- K2: the empty sea's note ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("launch", [False, True])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players,teams", TABLES)
def test_korsar_no_galleon_note_lies_whole_inside_a_zone_of_the_sea(app, language, players, teams, size, launch):
    """It was written at the sea's centre, which falls between two zones (cut by their frames) or on a seat's name.
    Now it lies in the viewer's zone, under its name, beside the place kept for the viewer's next galleon, whole."""
    pic = _picture(_view(players, teams), size, launch)
    assert not pic.display.galleons
    surface = pygame.Surface(size)
    with recording() as drawn:
        area = _empty_sea(pic, surface)
    assert area is not None
    zone = pic.sea.zones[0]
    assert zone.rect.contains(area), (zone.rect, area)
    assert not area.colliderect(zone.name)
    if launch:
        assert pic.sea.launch is not None and not area.colliderect(pic.sea.launch.galleon.inflate(16, 16))
    note = i18n._("No galleon at sea")
    assert " ".join(s for _px, s in drawn) == note  # whole: no row cut short with an ellipsis


# -- K5: each pile's count beside its name --------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_korsar_pile_counts_sit_beside_their_names(app, language, size):
    """The removed cards' count was a badge on the corner of their (empty, unframed) place, some 130 pixels under
    its name "Out of the game". Each count now follows its name on the same line, and says the pile's size."""
    view = _view(4, False)
    pic = _picture(view, size, False)
    pic.display.removed = pic.display.pile[:7]
    surface = pygame.Surface(size)
    labels = _pile_labels(pic)
    with recording() as drawn:
        for label in labels:
            label.draw(surface)
    screen = surface.get_rect()
    for label, card in zip(labels, [pic.layout.pile_card(), pic.layout.removed_card()]):
        rows, count = [rect for _row, rect in label.rows], label.pill
        assert screen.contains(count) and all(screen.contains(r) for r in rows)
        assert count.collidelist(rows) == -1
        last = rows[-1]
        assert last.inflate(2 * 8, 0).colliderect(count)  # adjacent: at most 8 pixels apart, on the same line
        assert last.top <= count.centery <= last.bottom
        assert max(r.bottom for r in rows) <= card.top
    texts = [s for _px, s in drawn]
    assert texts == [*(row for row, _r in labels[0].rows), str(len(pic.display.pile)),
                     *(row for row, _r in labels[1].rows), "7"]
    assert " ".join(row for row, _r in labels[1].rows) == i18n._("Out of the game")


# -- K4: a long hand -------------------------------------------------------------------------------------------------

def _index_shows(rects: list[pygame.Rect]) -> list[int]:
    """The cards whose corner index (top left) some card drawn after it covers."""
    hidden = []
    for i, r in enumerate(rects):
        index = pygame.Rect(r.x, r.y, round(CARD_INDEX[0] * r.w), round(CARD_INDEX[1] * r.h))
        if index.collidelist(rects[i + 1:]) != -1:
            hidden.append(i)
    return hidden


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080), (1024, 768), (800, 500)])
@pytest.mark.parametrize("n", [14, 17, 20, 30])
@pytest.mark.parametrize("players", [2, 4, 8])
def test_korsar_every_card_of_a_long_hand_shows_its_corner_index(n, size, players):
    """At 800x600 a 20-card hand was one row of 17-pixel slivers, narrower than a card's index. Now each card shows
    its index (value and colour) past the cards drawn after it: in two rows if need be, inside the hand area."""
    lay = KorsarLayout(size, players, 0)
    rects = lay.hand_cards(n)
    assert len(rects) == n and _index_shows(rects) == []
    for r in rects:
        assert lay.hand.contains(r)
    assert min(r.h for r in rects) >= lay.hand.h * 0.5  # no tiny cards either


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_korsar_a_twenty_card_hand_on_the_table_shows_every_index(app, size):
    """The table places the hand where the layout says: every card of a 20-card hand shows its index, in hand
    order (reading order row after row), and the rows' cards are the same size."""
    app.resized(size)
    seats = [SeatConfig(HUMAN if i == 0 else AI, f"P{i}") for i in range(4)]
    match = Match("korsar", Setup(4), seats, 3)
    hand = match.state.hands[0]
    while len(hand) < 20:
        hand.append(match.state.pile.pop())
    hand.sort(key=hand_key)
    match.state.turn = match.state.to_act = 0
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    sprites = table.display.hands[0]
    assert len(sprites) == 20
    rects = [pygame.Rect(s.target) for s in sprites]
    assert _index_shows(rects) == []
    assert len({r.size for r in rects}) == 1
    assert [hand_key(c) for c in hand] == sorted(hand_key(c) for c in hand)


def test_korsar_short_hands_keep_one_row_at_full_size():
    for size in [(800, 600), (1280, 720)]:
        lay = KorsarLayout(size, 4, 0)
        for n in range(1, 13):
            assert {r.h for r in lay.hand_cards(n)} == {round(lay.hand.h * 0.8)}
            assert lay.hand_rows(n)[0] == 1


# -- the sea: a berth never reaches out of its owner's zone -----------------------------------------------------

def test_korsar_a_zone_holds_no_more_rows_than_its_height_has_room_for():
    """The rows were cut at the zone's width rounded to whole pixels, the galleons' size chosen at the width before
    rounding: a row 0.03 pixel too long became a third row in a zone two rows high, and its galleons lay over the
    viewer's zone."""
    lay = KorsarLayout((800, 600), 4, 0)
    galleons = [Moored("g1", 1, (3, 1)), Moored("g2", 3, (4,)), Moored("g3", 3, (3, 4)), Moored("g4", 1, (1, 4, 3, 2)),
                Moored("g5", 1, (1,)), Moored("g6", 2, (1,)), Moored("g7", 1), Moored("g8", 1)]
    sea = lay.sea(galleons, launch=True)
    for g in galleons:
        assert sea.zones[g.owner].rect.contains(sea.berths[g.gid].area), g.gid


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players,teams", TABLES)
def test_korsar_crowded_berths_lie_inside_their_owners_zones(players, teams, size):
    """Crowded tables of every size: each berth (its badges, galleon, attacks and the line under it) lies inside the
    zone of the galleon's owner, the viewer's next galleon's place too."""
    for seed in range(4):
        for galleons in (3, 8, 14):
            seats = [SeatConfig(AI, f"S{i}") for i in range(players)]
            match = Match("korsar", Setup(players, teams), seats, seed)
            crowd(match.state, galleons, random.Random(seed))
            slots = KorsarDisplay(match.state).galleons.values()
            moored = [Moored(g.gid, g.owner, tuple(len(c) for _s, c in g.columns())) for g in slots]
            sea = KorsarLayout(size, players, 0).sea(moored, launch=True)
            assert sea.launch is not None
            for b in [*sea.berths.values(), sea.launch]:
                assert sea.zones[b.owner].rect.contains(b.area), (seed, galleons, b.gid)



# -- the last move's pennant ------------------------------------------------------------------------------------

def test_korsar_the_last_moves_pennant_keeps_off_strengths_names_and_holders(app, monkeypatch):
    """A pirate just played was marked by a pennant above it, right over its attack's strength badge (at 800x600
    the badge could not be read until the next move). The painter now gives the pennant every galleon's name,
    strength badges and holder line to keep clear of."""
    from scenes.korsar import painter

    seats = [SeatConfig(HUMAN if i == 0 else AI, f"S{i}") for i in range(4)]
    match = Match("korsar", Setup(4), seats, 2)
    crowd(match.state, 8, random.Random(2))
    view: KorsarState = match.rules.observe(match.state, 0)  # type: ignore[assignment]
    pic = _picture(view, (800, 600), False)
    seen: list[list[pygame.Rect]] = []
    monkeypatch.setattr(painter.painting, "last_move", lambda sight, surface, clear=(): seen.append(list(clear)))
    painter.paint(pic, pygame.Surface((800, 600)))
    clear = seen[0]
    attacked = 0
    for slot in pic.display.galleons.values():
        berth = pic.sea.berths[slot.gid]
        assert pygame.Rect(berth.title, (1, 1)).collidelist(clear) != -1, slot.gid
        for i, (side, _cards) in enumerate(slot.columns()):
            if slot.attacks.get(side):
                attacked += 1
                assert berth.badge_rect(i) in clear, (slot.gid, i)
    assert attacked
