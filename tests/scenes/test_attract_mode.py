"""Attract mode: an AI game played behind an idle menu, stopped by any input, going on to the next game, and dark
enough to be a backdrop."""

from __future__ import annotations

from scenes.core.input import NAVIGATE, Intent
from scenes.screens.menu import MenuScene
from tests.scenes.conftest import run_until


def test_attract_mode_plays_behind_an_idle_menu_and_any_input_stops_it(app):
    from scenes.core.saves import records_dir, saves_dir
    from scenes.screens import menu as menu_mod

    app.persist = True
    app.settings.speed = "fast"
    menu = MenuScene(app)
    app.push(menu)
    frames = int(menu_mod.ATTRACT_AFTER * 60)
    for _ in range(frames - 2):
        app.frame(1 / 60)
    assert menu.demo is None
    run_until(app, lambda: menu.demo is not None and menu.demo.match.record.actions, frames=2000)
    demo = menu.demo
    assert all(not s.is_human for s in demo.match.seats) and app.top is menu
    assert not saves_dir().exists() and not records_dir().exists()  # never saved, never recorded
    app.dispatch(Intent(NAVIGATE, dy=1))
    assert menu.demo is None and menu.idle == 0.0


def test_attract_mode_goes_on_to_the_next_game_without_a_scoring_screen(app):
    menu = MenuScene(app)  # the app fixture plays at instant speed
    app.push(menu)
    menu._start_demo()
    first = menu.demo
    run_until(app, lambda: menu.demo is not first, frames=20_000)
    assert first.match.is_over and app.top is menu and menu.demo is not None


def test_the_game_behind_the_menu_is_a_dark_backdrop(app):
    """In attract mode the game behind the menu was barely dimmed: its log and panels ran through the title and
    the subtitle (issue 51). Away from the menu's own words and buttons it shows at under 35% of its light."""
    menu = MenuScene(app)
    app.push(menu)
    menu._start_demo()
    run_until(app, lambda: len(menu.demo.match.record.actions) > 6)
    bare, over = app.screen.copy(), app.screen.copy()
    menu.demo.draw(bare)
    menu.draw(over)
    w, h = app.screen.get_size()
    spots = [(x, y) for x in range(0, w // 6, 7) for y in range(0, h, 7)]  # the left sixth: felt, piles, panels
    light = sum(sum(bare.get_at(p)[:3]) for p in spots)
    assert sum(sum(over.get_at(p)[:3]) for p in spots) < 0.35 * light
