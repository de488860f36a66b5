"""The banner that marks a prize won (a Korsar galleon captured or brought home, a Störtebeker or Freibeuter ship
captured): over the play area, in the winner's colour, gone after its time, never at the instant speed.

Each table replays an all-AI game (the record decides every move) from just before its first prize."""

from __future__ import annotations

import math

import pygame
import pytest

from game import Setup
from game.match import AI, Match, Replay, SeatConfig
from scenes.core import theme
from scenes.core.assets import font
from scenes.korsar.words import galleon_name
from scenes.screens.replay import ReplayTable
from scenes.table.effects import BANNER, Effect, Effects, banner_time, plaque

PRIZES = {"korsar": "GalleonCaptured", "stortebeker": "ShipCaptured", "freibeuter": "ShipCaptured"}
NAMES = ["Mary", "Jack", "Anne"]


def _area(game: str, layout) -> pygame.Rect:
    """Where the game's banner is centred: the sea, the ships, the board."""
    return {"korsar": lambda: layout.galleons, "stortebeker": lambda: layout.ships_area,
            "freibeuter": lambda: layout.sea}[game]()


def _text_size(game: str, layout) -> int:
    """The text size the game's painter draws its flourishes with."""
    return layout.font if game == "freibeuter" else layout.big


def _before_prize(game: str, seed: int = 3, prize=None):
    """An all-AI game played out, and the number of its actions before the first action that wins a prize
    (`prize(match, event)` says which events count; any of the game's prize events by default)."""
    players = 3 if game == "korsar" else 2
    seats = [SeatConfig(AI, NAMES[i], "normal") for i in range(players)]
    m = Match(game, Setup(players), seats, seed)
    m.run_agents()
    for i, applied in enumerate(m.history):
        for e in applied.events:
            if type(e).__name__ == PRIZES[game] and (prize is None or prize(m.record, i, e)):
                return m.record, seats, i, e
    raise AssertionError("no prize in this game")


def _table(app, game: str, speed: str, size=(800, 600), **kw):
    app.settings.speed = speed
    app.resized(size)
    record, seats, i, event = _before_prize(game, **kw)
    table = ReplayTable(app, Replay(record, seats, i))
    table.playing = True
    app.push(table)
    return table, i, event


def _banners(table) -> list[Effect]:
    return [e for e in table.effects.items if e.kind == "banner"]


@pytest.mark.parametrize("game", sorted(PRIZES))
def test_a_prize_won_shows_a_banner_over_the_play_area_until_its_time_is_up(app, game):
    """The prize's event is shown with a banner naming the winner, in the winner's colour, over the play area and
    inside an 800x600 window; the next move waits until it has gone, and it goes after its time."""
    table, before, event = _table(app, game, "normal")
    for _ in range(3000):
        app.frame(1 / 60)
        if _banners(table):
            break
    (banner,) = _banners(table)
    assert table.match.at == before + 1  # shown with the prize's action
    assert banner.text.startswith(NAMES[event.seat]) and banner.colour == theme.seat_colour(event.seat)
    assert banner.sub.startswith("+")
    window = pygame.Rect((0, 0), app.screen.get_size())
    assert window.size == (800, 600)
    area = _area(game, table.layout)
    assert banner.area == area
    size = _text_size(game, table.layout)
    _img, rect = plaque(banner, size, window)
    assert window.contains(rect) and rect.w <= area.w and rect.center == area.center
    assert area.colliderect(banner.rect)  # the coins burst from the prize's place, in the play area
    actions = len(table.match.record.actions)
    for _ in range(math.ceil(banner.duration * 60) + 2):
        if _banners(table):
            assert len(table.match.record.actions) == actions  # no move starts under the banner
        app.frame(1 / 60)
    assert not _banners(table)


@pytest.mark.parametrize("game", sorted(PRIZES))
def test_no_banner_at_the_instant_speed(app, game):
    """At the instant speed the prize is shown at once, and no banner is ever left on the table."""
    table, before, _event = _table(app, game, "instant")
    for _ in range(3000):
        app.frame(1 / 60)
        assert not _banners(table)
        if table.match.at > before:
            break
    app.frame(1 / 60)
    assert not _banners(table) and table.match.at > before


def test_a_korsar_galleon_brought_home_says_so(app):
    """A galleon taken by the seat that launched it is brought home, not captured."""
    def home(record, i, e):
        replay = Replay(record, [SeatConfig(AI, n) for n in NAMES], i)
        g = replay.state.galleon(e.gid)
        return g is not None and g.owner == e.seat and not e.at_end
    table, _before, event = _table(app, "korsar", "normal", prize=home, seed=5)
    for _ in range(3000):
        app.frame(1 / 60)
        if _banners(table):
            break
    (banner,) = _banners(table)
    assert banner.text == f"{NAMES[event.seat]} brings {galleon_name(event.gid)} home!"  # the galleon by its name


def test_a_banner_is_drawn_from_a_picture_made_once():
    """The plaque and its words are rendered once for the banner (and again only for another text size)."""
    effects = Effects()
    effects.banner(pygame.Rect(100, 100, 500, 300), pygame.Rect(200, 200, 40, 60), (236, 132, 60),
                   "Mary captures a galleon!", "+5 gold", speed=1.0)
    (banner,) = effects.items
    window = pygame.Rect(0, 0, 800, 600)
    first, _ = plaque(banner, 19, window)
    surface = pygame.Surface(window.size)
    for t in (0.05, 0.5, 1.2):
        banner.t = t
        effects.draw(surface, 19)
    assert plaque(banner, 19, window)[0] is first
    assert plaque(banner, 36, window)[0] is not first


def test_a_long_headline_goes_on_two_lines_inside_the_play_area():
    """A headline wider than the play area is split over two lines at its size; one that two lines cannot hold
    either is set smaller, never below the table's text size, and shortened past that: the plaque stays inside
    the area."""
    area, window = pygame.Rect(100, 100, 300, 200), pygame.Rect(0, 0, 800, 600)
    effects = Effects()
    effects.banner(area, pygame.Rect(150, 150, 30, 30), (168, 112, 222),
                   "Bartholomew Roberts the Terrible captures a galleon!", "+5 gold", speed=1.0)
    img, rect = plaque(effects.items[0], 19, window)
    assert area.contains(rect) and img.get_height() >= 2 * font(round(19 * 1.5), True, True).get_height()
    effects.banner(area, pygame.Rect(150, 150, 30, 30), (168, 112, 222),
                   "Bartholomewrobertstheterribleofthesevenseas captures a galleon!", "+5 gold", speed=1.0)
    img, rect = plaque(effects.items[0], 19, window)
    assert area.contains(rect) and img.get_height() >= 2 * font(19, True, True).get_height()


def test_one_banner_at_a_time_and_none_at_the_instant_speed():
    """A newer prize's banner replaces one still showing (the share-out at Korsar's end takes several galleons
    in a row); at the instant speed none is added; a faster speed shortens it, never below what can be read."""
    effects = Effects()
    area, prize = pygame.Rect(0, 0, 400, 300), pygame.Rect(10, 10, 20, 20)
    effects.add("burst", prize, theme.GOLD, "+3")
    effects.banner(area, prize, theme.GOLD, "Mary captures a galleon!", "+3 gold", speed=1.0)
    effects.banner(area, prize, theme.GOLD, "Jack captures a galleon!", "+4 gold", speed=1.0)
    assert [e.text for e in effects.items] == ["+3", "Jack captures a galleon!"]
    effects.banner(area, prize, theme.GOLD, "Anne captures a galleon!", "+2 gold", speed=0.0)
    assert [e.text for e in effects.items] == ["+3", "Jack captures a galleon!"]
    assert banner_time(0.0) == 0 and banner_time(1.0) == BANNER and 0.5 < banner_time(4.0) < BANNER
