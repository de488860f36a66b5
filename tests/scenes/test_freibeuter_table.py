"""The Freibeuter table scene, driven headless through the real app loop."""

from __future__ import annotations

import random

import pygame
import pytest

from game import Setup
from game.freibeuter import actions as act
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core.input import CONFIRM, PICK, POINT, PRESS, RELEASE, Intent
from scenes.freibeuter.painter import Select, encircled
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PassScreen
from scenes.screens.scoring import ScoringScene
from scenes.tables import table_for
from tests.scenes.conftest import run_until


def _match(kinds: str, seed: int = 1) -> Match:
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}") for i, k in enumerate(kinds)]
    return Match("freibeuter", Setup(len(kinds)), seats, seed)


def _turn(app, table):
    run_until(app, lambda: table.human_turn() is not None)


def test_freibeuter_ai_game_plays_to_scoring_through_the_table(app):
    match = _match("aaa", seed=3)
    app.push(MenuScene(app))
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=20000)
    assert match.is_over and table.repairs == 0 and table.checked == len(match.record.actions)
    assert any(row.winner for row in app.top.rows)


def test_freibeuter_picked_sea_card_targets_its_square(app):
    match = _match("haa", seed=2)
    table = table_for(app, match)
    app.push(table)
    _turn(app, table)
    card = next(s for s in table.display.hand_of(0) if s.face == "sea-card")
    app.dispatch(Intent(PICK, pos=card.rect.center))
    assert table.picker.picked is card
    squares = {t.action.square for t in table.picker.targets}
    assert squares == {card.label}
    sail = next(t for t in table.picker.targets if not t.action.loot)
    before = len(match.record.actions)
    app.dispatch(Intent(PICK, pos=sail.rect.center))
    assert match.record.actions[before] == f"sail {card.label}"


def test_freibeuter_dutchman_card_targets_squares_of_its_line_that_surround(app):
    match = _match("haa", seed=5)
    table = table_for(app, match)
    app.push(table)
    rng = random.Random(0)
    for _ in range(40):
        _turn(app, table)
        for s in table.display.hand_of(0):
            if s.face == "dutchman-card" and table.kit.targets_for(s):
                table.picker.pick(s)
                for t in table.picker.targets:
                    assert t.action.line == s.label and encircled(table.kit.picture(), t.action)
                return
        table.picker.choose(rng.choice(table.legal()))
    pytest.skip("no playable Dutchman card came up")


def test_freibeuter_click_a_ship_token_twice_to_board_it(app):
    """The first click picks the ship, the second boards it (test_freibeuter_boarding.py has the rest)."""
    match = _match("haa", seed=4)
    table = table_for(app, match)
    app.push(table)
    _turn(app, table)
    ship = next(t for t in table.kit.free_targets() if isinstance(t.action, Select))
    app.dispatch(Intent(POINT, pos=ship.rect.center))
    before = len(match.record.actions)
    app.dispatch(Intent(PICK, pos=ship.rect.center))
    app.dispatch(Intent(PICK, pos=ship.rect.center))
    assert match.record.actions[before] == f"board {ship.action.point}"


def test_freibeuter_drag_a_card_onto_its_square(app):
    match = _match("haa", seed=2)
    table = table_for(app, match)
    app.push(table)
    _turn(app, table)
    card = next(s for s in table.display.hand_of(0) if s.face == "sea-card" and table.kit.targets_for(s))
    goal = next(t for t in table.kit.targets_for(card) if not getattr(t.action, "loot", False))
    app.dispatch(Intent(PRESS, pos=card.rect.center))
    app.dispatch(Intent(POINT, pos=(card.rect.centerx, card.rect.centery - 60)))
    app.dispatch(Intent(POINT, pos=goal.rect.center))
    before = len(match.record.actions)
    app.dispatch(Intent(RELEASE, pos=goal.rect.center))
    assert match.record.actions[before] == str(goal.action)


def test_freibeuter_person_chooses_the_pile_to_draw(app):
    match = _match("haa", seed=2)
    table = table_for(app, match)
    app.push(table)
    for _ in range(30):
        _turn(app, table)
        draws = [t for t in table.kit.free_targets() if isinstance(t.action, act.Draw)]
        if len(draws) == 2:
            before = len(match.record.actions)
            app.dispatch(Intent(PICK, pos=draws[1].rect.center))
            assert match.record.actions[before] == "draw dutchman"
            return
        sails = [a for a in table.legal() if isinstance(a, act.Sail)]
        table.picker.choose(sails[0] if sails else table.legal()[0])
    pytest.fail("never had to choose a pile")


def test_freibeuter_a_forced_draw_is_taken_for_the_person(app):
    match = _match("haa", seed=2)
    table = table_for(app, match)
    app.push(table)
    _turn(app, table)
    state = match.state
    state.dutch_pile.clear()  # only the sea pile is left: the draw is no choice
    sail = next(a for a in table.legal() if isinstance(a, act.Sail))
    table.picker.choose(sail)
    run_until(app, lambda: match.state.turn != 0 or match.is_over)
    assert match.record.actions[match.record.actions.index(str(sail)) + 1] == "draw sea"


def test_freibeuter_pass_the_screen_between_two_people(app):
    match = _match("hah", seed=6)
    table = table_for(app, match)
    app.push(table)
    seen = set()
    for _ in range(4):
        run_until(app, lambda: isinstance(app.top, PassScreen) or table.human_turn() is not None)
        if isinstance(app.top, PassScreen):
            assert all(not s.label for h in table.display.hands for s in h["sea"] + h["dutchman"])
            app.dispatch(Intent(CONFIRM))
            continue
        seat = table.human_turn()
        seen.add(seat)
        table.picker.choose(table.legal()[0])
    assert seen == {0, 2}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 500)])
def test_freibeuter_table_fits_the_window(app, size):
    app.resized(size)
    table = table_for(app, _match("aaaa", seed=3))
    app.push(table)
    for _ in range(30):
        app.frame(1 / 60)
    screen = pygame.Rect((0, 0), app.screen.get_size())
    lay = table.layout
    for r in [lay.sea, lay.sea_pile, lay.dutchman_pile, lay.bank, lay.aside, lay.log, lay.hand, lay.prompt,
              *lay.panels.values(), lay.dutchman_rest()]:
        assert screen.contains(r)
    for s in table.display.sprites():
        if s.target:
            assert screen.contains(pygame.Rect(s.target)), s


def test_freibeuter_a_card_dragged_off_the_window_is_drawn_and_dropped_back(app):
    """While a button is held, the pointer may leave the window (the system keeps reporting it): a Dutchman
    card dragged past the right edge, at 800x600 in French ("colonne G" needs the wider cartouche there),
    is drawn where the pointer is without reading the window's pixels off the window, which closed the game
    before (found by random input), and dropped there it goes back to the hand, nothing played."""
    from scenes.core import i18n

    i18n.install("fr")
    app.resized((800, 600))
    match = _match("haa", seed=5)
    table = table_for(app, match)
    app.push(table)
    _turn(app, table)
    card = next(s for s in table.display.hand_of(0) if s.face == "dutchman-card")
    before = len(match.record.actions)
    app.dispatch(Intent(PRESS, pos=card.rect.center))
    for x in (card.rect.centerx + 40, 830, 900, 1150):
        app.dispatch(Intent(POINT, pos=(x, card.rect.centery)))
        app.frame(1 / 60)
    assert not app.screen.get_rect().collidepoint(card.rect.center)  # the card went with the pointer
    app.dispatch(Intent(RELEASE, pos=(1150, card.rect.centery)))
    for _ in range(30):
        app.frame(1 / 60)
    assert len(match.record.actions) == before and card in table.display.hand_of(0)
    assert app.screen.get_rect().contains(card.rect)
