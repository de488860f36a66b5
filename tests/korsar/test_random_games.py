"""Thousands of random Korsar games across 2-8 players and team modes, checked at every step."""

from __future__ import annotations

import pytest

from game import Setup
from tests.invariants import play_random_game
from tests.korsar.scenario import R

CONFIGS = [(2, False), (3, False), (4, False), (4, True), (5, False), (6, True), (8, True)]


def _all_78_cards(state) -> None:
    assert R.card_count(state) == 78


@pytest.mark.parametrize("players,teams", CONFIGS)
def test_korsar_random_games_keep_every_invariant(players, teams):
    for seed in range(200):
        final = play_random_game(R, Setup(players, teams), seed, _all_78_cards)
        assert R.is_over(final) and len(R.winners(final)) >= 1


@pytest.mark.slow
@pytest.mark.parametrize("players,teams", CONFIGS)
def test_korsar_random_games_many_more(players, teams):
    for seed in range(1000, 3000):
        play_random_game(R, Setup(players, teams), seed, _all_78_cards)
