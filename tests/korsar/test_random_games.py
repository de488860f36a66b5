"""Thousands of random Korsar games across 2-8 players and team modes, checked at every step."""

from __future__ import annotations

import pytest

from game import Setup
from game.korsar.actions import Discard, Draw, Play
from game.korsar.cards import ADMIRAL, captain, galleon, pirate
from tests.invariants import play_random_game
from tests.korsar.scenario import R

CONFIGS = [(2, False), (3, False), (4, False), (4, True), (5, False), (6, True), (8, True)]

# cards that may or may not be in the hand: one of each kind, so refusals of every kind are tried
STRANGERS = [galleon(8), pirate("red", 4), pirate("yellow", 1), captain("blue"), ADMIRAL]


def _all_78_cards(state) -> None:
    assert R.card_count(state) == 78


def candidates(state) -> list:
    """Every action the notation can name for the cards of the hand to act and a few others, on every
    galleon of the table and one that does not exist: a superset of the legal actions, for checking
    that `why_illegal` accepts exactly the listed ones (one legality predicate)."""
    cards = {c for c in state.hands[state.to_act] if c is not None} | set(STRANGERS)
    gids = [g.gid for g in state.table] + [f"g{state.next_gid}"]
    out: list = [Draw()]
    for c in sorted(cards):
        out += [Play(c), Discard(c)] + [Play(c, gid) for gid in gids]
    return out


@pytest.mark.parametrize("players,teams", CONFIGS)
def test_korsar_random_games_keep_every_invariant(players, teams):
    for seed in range(200):
        # half the games also check the one legality predicate (it costs as much as the rest together)
        final = play_random_game(R, Setup(players, teams), seed, _all_78_cards,
                                 candidates=candidates if seed < 100 else None)
        assert R.is_over(final) and len(R.winners(final)) >= 1


@pytest.mark.slow
@pytest.mark.parametrize("players,teams", CONFIGS)
def test_korsar_random_games_many_more(players, teams):
    for seed in range(1000, 3000):
        play_random_game(R, Setup(players, teams), seed, _all_78_cards, candidates=candidates)
