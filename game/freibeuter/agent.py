"""Freibeuter's agents: the normal one (AGENT), a beginner (EASY) and what the hard AI's search borrows (GUIDE).

The normal agent looks one action ahead through the rules themselves: it deals the hidden cards of its
view at random (`determinize`: they never change what its own action does, only, rarely, whether the next
seat must pass), plays each legal action on a `clone` with `apply`, and scores the result with the
judgement of game/freibeuter/judgement.py (its expected final score less the opponents' average), reading
the card odds from its view, never from the made-up hands. It ends the game (the last chest, its last
boat) only when that wins.
"""

from __future__ import annotations

import random

from game.ai import Agent
from game.core import Action, Rules, State
from game.freibeuter.beginner import BeginnerAgent, choose_pile
from game.freibeuter.guide import FreibeuterGuide
from game.freibeuter.judgement import Weights, card_odds, judge_action
from game.freibeuter.state import DRAW, FreibeuterState


class FreibeuterAgent(Agent):
    def __init__(self, rules: Rules, seat: int, rng: random.Random,
                 weights: Weights | None = None) -> None:
        super().__init__(rules, seat, rng)
        self.w = weights or Weights()

    def choose(self, view: State) -> Action:
        assert isinstance(view, FreibeuterState)
        legal = self.rules.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        if view.phase == DRAW:
            return choose_pile(view, legal)
        world = self.rules.determinize(view, self.seat, self.rng)
        odds = card_odds(view, self.seat, self.w)
        return self.best_of(legal, lambda a: judge_action(self.rules, world, odds, self.w, self.seat, a))


AGENT = FreibeuterAgent
EASY = BeginnerAgent
GUIDE = FreibeuterGuide
