"""A long evening: thirty AI games in one process, through the real scenes and the AI's own process, as a
player's window would play them one after another. What a table keeps must go with it: the memory after the
first three games (the art, rendered once) grows by under 0.2 MB a game over the last twenty.

`make test-slow` runs it and prints the memory after each game."""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest

from game.ai.worker import WorkerThinker
from game.core import Setup
from game.match import AI, Match, SeatConfig
from scenes.screens.menu import MenuScene
from scenes.screens.scoring import ScoringScene
from scenes.tables import table_for

GAMES = [("korsar", 4), ("stortebeker", 2), ("freibeuter", 3)]
EVENING = 30
LAST = 20
MOST_MB_A_GAME = 0.2

pytestmark = [pytest.mark.slow, pytest.mark.evening]


def resident_mb() -> float:
    """The process's resident memory (Linux: /proc/self/statm)."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="reads the memory from Linux's /proc")
def test_thirty_ai_games_in_one_process_keep_no_memory_from_one_game_to_the_next(app, capsys):
    app.new_thinker = WorkerThinker  # as main.py plays: the AI in its own process, one per table
    app.push(MenuScene(app))
    after: list[float] = []
    for i in range(EVENING):
        game, players = GAMES[i % len(GAMES)]
        table = table_for(app, Match(game, Setup(players), [SeatConfig(AI, f"AI {k}") for k in range(players)], i))
        app.push(table)
        for _ in range(200_000):
            if isinstance(app.top, ScoringScene):
                break
            app.frame(1 / 60)
            if app.top is table:
                table.await_outside(1 / 60)
        assert isinstance(app.top, ScoringScene), f"game {i + 1} ({game}) did not end"
        for _ in range(3):
            app.frame(1 / 60)
        app.reset(MenuScene(app))  # back to the menu, as a player starts the next game
        for _ in range(3):
            app.frame(1 / 60)
        gc.collect()
        after.append(resident_mb())
        with capsys.disabled():
            print(f"\n  game {i + 1:2} ({game:<11}) resident memory {after[-1]:6.1f} MB", end="")
    growth = (after[-1] - after[-LAST - 1]) / LAST
    with capsys.disabled():
        print(f"\n  after the first three games {after[2]:.1f} MB; over the last {LAST}: {growth:+.3f} MB a game")
    assert growth < MOST_MB_A_GAME, [round(m, 1) for m in after]
