"""Korsar: every rule and ruling of docs/rules/korsar.md §1.1-1.3 (cards, players and teams, setup),
each in a test that names it."""


from __future__ import annotations

from collections import Counter

import pytest

from game import InvalidSetup, Setup
from game.korsar.cards import DECK_COUNTS, Kind, full_deck
from tests.korsar.scenario import R

# -- 1.1 cards --------------------------------------------------------------------------------------


def test_korsar_deck_has_78_cards():
    assert len(full_deck()) == 78


def test_korsar_galleons_25_worth_100_gold():
    galleons = [c for c in full_deck() if c.kind is Kind.GALLEON]
    assert len(galleons) == 25
    assert sum(c.value for c in galleons) == 100
    assert Counter(c.value for c in galleons) == {2: 5, 3: 6, 4: 5, 5: 5, 6: 2, 7: 1, 8: 1}


def test_korsar_pirates_12_per_colour():
    pirates = [c for c in full_deck() if c.kind is Kind.PIRATE]
    assert len(pirates) == 48
    for colour in ("red", "blue", "green", "yellow"):
        assert Counter(c.value for c in pirates if c.colour == colour) == {1: 2, 2: 4, 3: 4, 4: 2}


def test_korsar_four_captains_and_one_admiral():
    assert sorted(c.name for c in full_deck() if c.kind is Kind.CAPTAIN) == [
        "captain-blue", "captain-green", "captain-red", "captain-yellow"]
    assert [c.name for c in full_deck() if c.kind is Kind.ADMIRAL] == ["admiral"]


# -- 1.2 players and teams --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 5])
def test_korsar_2_3_5_players_play_solo(players):
    R.check_setup(Setup(players))
    with pytest.raises(InvalidSetup):
        R.check_setup(Setup(players, teams=True))


def test_korsar_4_players_solo_or_teams():
    R.check_setup(Setup(4))
    R.check_setup(Setup(4, teams=True))


@pytest.mark.parametrize("players", [6, 8])
def test_korsar_6_and_8_players_play_in_teams(players):
    R.check_setup(Setup(players, teams=True))
    with pytest.raises(InvalidSetup, match="teams"):
        R.check_setup(Setup(players))


def test_korsar_7_players_refused_with_a_clear_message():
    for teams in (False, True):
        with pytest.raises(InvalidSetup, match="7"):
            R.new_game(Setup(7, teams), seed=1)


@pytest.mark.parametrize("players", [1, 9])
def test_korsar_refuses_too_few_or_too_many(players):
    with pytest.raises(InvalidSetup):
        R.check_setup(Setup(players))


def test_korsar_partners_sit_side_by_side():
    s = R.new_game(Setup(6, teams=True), seed=3)
    assert [s.side(seat) for seat in range(6)] == [0, 0, 1, 1, 2, 2]
    assert [s.loot_seat(t) for t in range(3)] == [0, 2, 4]  # the first partner keeps the loot


# -- 1.3 setup --------------------------------------------------------------------------------------


@pytest.mark.parametrize("players,teams", [(2, False), (5, False), (8, True)])
def test_korsar_setup_deals_six_each_rest_is_pile(players, teams):
    s = R.new_game(Setup(players, teams), seed=11)
    assert all(len(h) == 6 for h in s.hands)
    assert len(s.pile) == 78 - 6 * players
    assert Counter(c for h in s.hands for c in h) + Counter(s.pile) == DECK_COUNTS


def test_korsar_starting_seat_drawn_from_seed():
    starts = {R.new_game(Setup(5), seed).start for seed in range(60)}
    assert starts == set(range(5))
    assert R.new_game(Setup(5), 42).start == R.new_game(Setup(5), 42).start
    s = R.new_game(Setup(5), 42)
    assert s.to_act == s.turn == s.start


def test_korsar_team_starting_seat_is_a_first_partner():
    starts = {R.new_game(Setup(8, teams=True), seed).start for seed in range(60)}
    assert starts == {0, 2, 4, 6}
