"""Tester 4: a window resized while a card was on its way left card backs where the old layout had put them. Every
sprite ends where the new layout places it."""

from __future__ import annotations

import pytest

from game import Setup
from game.match import AI, Match, SeatConfig
from scenes.core.settings import Settings
from scenes.screens.menu import MenuScene
from scenes.tables import table_for


@pytest.mark.parametrize("game", ["korsar", "stortebeker", "freibeuter"])
def test_cards_on_their_way_when_the_window_is_resized_end_in_the_new_layout(app, game):
    app.settings = Settings(speed="normal")
    app.push(MenuScene(app))
    table = table_for(app, Match(game, Setup(3), [SeatConfig(AI, f"S{i}", "easy") for i in range(3)], 4))
    app.push(table)
    for _ in range(3000):
        app.frame(1 / 60)
        if any(s.moving for s in table.display.sprites()):
            break
    assert any(s.moving for s in table.display.sprites())
    app.resized((900, 560))
    for _ in range(6):  # a few frames: whatever was on its way has landed
        app.frame(1 / 60)
    table.animator.finish()
    stray = [s for s in table.display.sprites() if s.target is not None and (s.x, s.y, s.w, s.h) != s.target]
    assert not stray
