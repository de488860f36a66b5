"""The derived facts the rules offer agents and the table (docs/rules/korsar.md 1.5-1.8): who may still take a
galleon, whose turns are left, which cards are unseen. Each is checked against the rules played out."""

from __future__ import annotations

import random

import pytest

from game import Setup
from game.korsar.cards import DECK_COUNTS, Kind
from game.korsar.control import placement_error, takes_control
from tests.korsar.scenario import R, deal, play

CONFIGS = [(2, False), (3, False), (4, True), (5, False), (8, True)]
FACES = [c for c in DECK_COUNTS if c.kind is not Kind.GALLEON]


def positions(players: int, teams: bool, games: int):
    """Every position of `games` random games."""
    for seed in range(games):
        s = R.new_game(Setup(players, teams), seed)
        rng = random.Random(seed)
        while not R.is_over(s):
            yield s
            R.apply(s, rng.choice(R.legal_actions(s)))


@pytest.mark.parametrize("players,teams", CONFIGS)
def test_korsar_overturning_cards_are_the_allowed_faces_that_take_control(players, teams):
    for s in positions(players, teams, 8):
        for g in s.table:
            for side in {s.side(seat) for seat in range(players)}:
                expected = {c for c in FACES if placement_error(s, side, c, g) is None and takes_control(g, side, c)}
                assert set(R.overturning_cards(s, g, side)) == expected


def test_korsar_overturning_cards_of_a_contested_galleon():
    s = deal(["galleon5 red4 red1", "blue2 blue1", "green2 green3 captain-green"])
    play(s, "play galleon5", "play blue2 g1", "play green2 g1")  # blue 2 and green 2 tie on g1
    g = s.galleon("g1")
    names = [c.name for c in R.overturning_cards(s, g, 1)]  # blue: its captain, or one more skull
    assert names == ["captain-blue", "blue1", "blue2", "blue3", "blue4"]
    names = [c.name for c in R.overturning_cards(s, g, 0)]  # the owner: admiral, or a new colour beating 2
    assert names == ["admiral", "red3", "red4", "yellow3", "yellow4"]


@pytest.mark.parametrize("players,teams", CONFIGS)
def test_korsar_coming_turns_with_the_pile_empty_are_the_turns_played_to_the_end(players, teams):
    rng = random.Random(1)
    checked = 0
    for s in positions(players, teams, 12):
        if s.pile:
            continue
        expected = R.coming_turns(s)
        world = R.clone(s)
        seen = []
        while not R.is_over(world):
            seen.append(world.to_act)
            R.apply(world, rng.choice(R.legal_actions(world)))
        assert seen == expected
        checked += 1
    assert checked > 12


def test_korsar_coming_turns_while_the_pile_lasts_are_one_round():
    s = R.new_game(Setup(5), seed=3)
    assert R.coming_turns(s) == [(s.to_act + i) % 5 for i in range(5)]


@pytest.mark.parametrize("players,teams", CONFIGS)
def test_korsar_unseen_cards_are_the_hidden_ones(players, teams):
    for s in positions(players, teams, 5):
        seat = s.to_act
        view = R.observe(s, seat)
        hidden = [c for other, h in enumerate(s.hands) if other not in R.partners(s.setup, seat) for c in h]
        assert R.unseen(view) == type(R.unseen(view))(hidden + s.pile)
        assert not R.unseen(s)  # the full state hides nothing
