"""The judgement remembers what each token brings when one set of odds judges many positions (the normal
agent's and GUIDE.rank's one-ply look-ahead): remembering changes no score, to the last bit."""

from __future__ import annotations

import random
from dataclasses import replace

from game import Setup
from game.freibeuter.judgement import Weights, card_odds, expected_scores
from tests.freibeuter.scenario import R
from tests.invariants import decision_positions


def test_remembered_token_shares_give_every_look_ahead_the_same_scores():
    w = Weights()
    checked = 0
    for players, seed in ((2, 5), (4, 6)):
        for s in decision_positions(R, Setup(players), [seed])[::3]:
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
