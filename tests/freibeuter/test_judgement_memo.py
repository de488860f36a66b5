"""The judgement remembers what each token brings when one set of odds judges many positions (the normal
agent's and GUIDE.rank's one-ply look-ahead): remembering changes no score, to the last bit."""

from __future__ import annotations

import random
from dataclasses import replace

from game import CHANCE, Setup
from game.freibeuter.agent import FreibeuterAgent
from game.freibeuter.judgement import Weights, card_odds, expected_scores
from tests.freibeuter.scenario import R


def _positions(players: int, seed: int) -> list:
    """Every position of a game between normal agents."""
    s = R.new_game(Setup(players), seed)
    agents = [FreibeuterAgent(R, i, random.Random(i)) for i in range(players)]
    dice = random.Random(seed)
    out = []
    while not R.is_over(s):
        if s.to_act == CHANCE:
            actions, weights = zip(*R.chance_outcomes(s))
            R.apply(s, dice.choices(actions, weights)[0])
            continue
        out.append(s.clone())
        R.apply(s, agents[s.to_act].choose(R.observe(s, s.to_act)))
    return out


def test_remembered_token_shares_give_every_look_ahead_the_same_scores():
    w = Weights()
    checked = 0
    for players, seed in ((2, 5), (4, 6)):
        for s in _positions(players, seed)[::3]:
            seat = s.to_act
            view = R.observe(s, seat)
            world = R.determinize(view, seat, random.Random(seed))
            odds = card_odds(view, seat, w)
            fresh = replace(odds, shares=None)  # the same odds, nothing remembered
            for a in list(R.legal_actions(world))[:12]:
                after = R.clone(world)
                R.apply(after, a)
                for judge in (seat, None):
                    assert expected_scores(after, odds, w, judge) == expected_scores(after, fresh, w, judge)
                    checked += 1
            assert odds.shares, "the look-ahead remembered what the tokens bring"
    assert checked > 500
