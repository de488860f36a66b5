"""A log line under the pointer lights what it speaks of on the table (tester 3: "g1", "G4", "D2:E3" read like code
until one sees which thing they are). Each game's narrator says what a line is about; the painter finds it."""

from __future__ import annotations

import pygame
import pytest

from game import Setup
from game.freibeuter import events as fev
from game.korsar import events as kev
from game.korsar.cards import card_named
from game.match import AI, HUMAN, Match, SeatConfig
from game.stortebeker import events as sev
from scenes.core.input import POINT, Intent
from scenes.table import painting
from scenes.table.log import GameLog, LogLine
from scenes.tables import table_for
from tests.korsar.scenario import deal, play
from tests.scenes.conftest import run_until


def _table(app, game: str, state=None):
    match = Match(game, Setup(2, False), [SeatConfig(HUMAN, "Ann"), SeatConfig(AI, "Bo")], 3)
    if state is not None:
        match.state = state
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    return table


def _lit_by_hovering(app, table, monkeypatch, text: str) -> list[pygame.Rect]:
    """Point at the log entry that says `text`; what the table lights in the next frame."""
    table.draw(app.screen)
    area = next(area for area, _about in table.log.spots if table.log.rect is not None and _said(table, area) == text)
    app.dispatch(Intent(POINT, pos=area.center))
    lit: list[pygame.Rect] = []
    real = painting.glow
    monkeypatch.setattr(painting, "glow", lambda surface, rect, *a, **k: lit.append(rect) or real(
        surface, rect, *a, **k))
    table.draw(app.screen)
    return lit


def _said(table, area: pygame.Rect) -> str:
    """The text of the log entry drawn in `area` (the log's lines, newest last, match its spots, newest first)."""
    spots = [a for a, _about in table.log.spots]
    return list(reversed(table.log.lines))[spots.index(area)].text


def test_hovering_a_korsar_line_lights_its_galleon(app, monkeypatch):
    s = deal(["galleon5 yellow2 blue3", "galleon3 red1 green2"])
    play(s, "play galleon5", "play galleon3")
    table = _table(app, "korsar", s)
    table.telling.tell(kev.CardPlayed(1, card_named("galleon3"), "g2"))
    lit = _lit_by_hovering(app, table, monkeypatch, "Bo launches San José (3 gold)")
    assert lit == [table.kit.sea.berths["g2"].area]


def test_hovering_a_stortebeker_line_lights_its_ship(app, monkeypatch):
    table = _table(app, "stortebeker")
    ship = table.display.ships[1]
    assert ship is not None
    table.telling.tell(sev.CardPlaced(1, None, ship.tid, face_down=True))
    lit = _lit_by_hovering(app, table, monkeypatch, f"Bo puts a pirate, face down by {ship.tid}")
    assert lit == [table.layout.columns[1]]


def test_hovering_a_freibeuter_line_lights_its_square(app, monkeypatch):
    table = _table(app, "freibeuter")
    table.telling.tell(fev.BoatPlaced(1, "D4"))
    lit = _lit_by_hovering(app, table, monkeypatch, "Bo sails to D4")
    assert lit == [table.layout.squares["D4"]]


def test_a_line_about_nothing_on_the_table_lights_nothing(app, monkeypatch):
    """A line about a galleon gone from the sea (captured since) lights only what is still there: the captor."""
    table = _table(app, "korsar", deal(["galleon5 yellow2", "red1 green2"]))
    table.telling.tell(kev.GalleonCaptured("g9", card_named("galleon4"), 1, ()))
    lit = _lit_by_hovering(app, table, monkeypatch, "Bo captures Esperanza (4 gold)")
    assert lit == [table.layout.panels[1]]


@pytest.mark.parametrize("pointer", [(5, 5), None])
def test_the_log_lights_no_entry_away_from_the_pointer(pointer):
    """Only the entry under the pointer is lit: away from the log (or with no pointer) `about_at` finds nothing."""
    log = GameLog()
    log.add(LogLine("Bo sails to D4", about=("D4",)))
    surface = pygame.Surface((400, 300))
    log.draw(surface, pygame.Rect(200, 0, 200, 300), 14, "Log", None, pointer)
    (area, about), = log.spots
    assert about == ("D4",) and log.about_at(area.center) == ("D4",)
    assert log.about_at((5, 5)) == ()
