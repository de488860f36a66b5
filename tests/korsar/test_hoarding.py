"""Issue 51: easy and normal Korsar seats play like people at a table, not hoarders."""

from __future__ import annotations

import pytest

from game import Setup
from game.match import AI, Match, SeatConfig
from tests.perf.korsar_hoarding import seat_figures


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("players", [3, 4])
def test_normal_and_easy_korsar_seats_play_a_card_within_the_first_rounds_and_keep_hands_human_sized(level, players):
    for seed in (2, 6, 7):
        match = Match("korsar", Setup(players, False), [SeatConfig(AI, f"s{i}", level) for i in range(players)], seed)
        match.run_agents()
        for seat, f in enumerate(seat_figures(match)):
            assert f["first"] <= 5, (seed, seat, f)  # old normal agent, 3 seats: round 13
            # no draw by choice into a hand past 9 or 10 (old: normal 18, easy 14; with nothing to play one must draw)
            assert f["chosen"] <= (9 if level == "easy" else 10), (seed, seat, f)
            assert f["draws"] <= 7, (seed, seat, f)  # old: 12 draws in a row
