"""Korsar's agents, each seeing only `observe(state, seat)` (docs/rules/korsar.md 1.8).

- AGENT, the normal agent: for every legal action it plays the action on its view through the rules
  (`judgement.look_ahead`) and judges the position after it (`judgement.Judgement`): for each galleon
  its gold times its side's expected share less the opponents' average, plus the gold captured, plus
  what its hand is worth. With two sides it also lets the opponent answer, in a few worlds made up by
  `determinize`.
- EASY, a beginner (game/korsar/beginner.py): the largest immediate gain, nothing more.
- GUIDE, what the hard AI's search borrows (game/korsar/guide.py).
"""

from __future__ import annotations

import random

from game.ai import Agent
from game.core import Action, Rules, State
from game.korsar.beginner import KorsarBeginner
from game.korsar.guide import KorsarGuide
from game.korsar.judgement import Judgement, Weights, answers_count, look_ahead
from game.korsar.state import KorsarState

__all__ = ["AGENT", "EASY", "GUIDE", "KorsarAgent", "Weights", "look_ahead"]


class KorsarAgent(Agent):
    def __init__(self, rules: Rules, seat: int, rng: random.Random,
                 weights: Weights | None = None) -> None:
        super().__init__(rules, seat, rng)
        self.judgement = Judgement(rules, weights)  # type: ignore[arg-type]
        self.w = self.judgement.w

    worlds = 4
    """Made-up worlds in which the opponent answers each move, when that counts (`answers_count`). The
    answer is the beginner's greedy move. Against this agent over 600 two-seat games (seeds 5000-5599):
    16 worlds won 0.525 [0.49-0.56], margin +1.7, for four times the work; answering with the opponent's
    own one-ply judgement instead won 0.27, margin -18.5 (so wary of every answer that it keeps its
    galleons in hand)."""

    def choose(self, view: State) -> Action:
        assert isinstance(view, KorsarState)
        rules = self.rules
        unseen = rules.unseen(view)  # type: ignore[attr-defined]  # the same for every move I make
        worlds = [rules.determinize(view, self.seat, self.rng) for _ in range(self.answering(view))]
        return self.best_of(rules.legal_actions(view), lambda a: self.judgement.action_value(view, a, unseen, worlds))

    def answering(self, view: KorsarState) -> int:
        """How many worlds the opponent answers in: `worlds` when there are two sides, else none."""
        return self.worlds if answers_count(view.setup) else 0

    def score(self, view: KorsarState, action: Action) -> float:
        """How good `action` is for this seat, by its judgement."""
        return self.judgement.action_value(view, action, self.rules.unseen(view))  # type: ignore[attr-defined]


AGENT = KorsarAgent
EASY = KorsarBeginner
GUIDE = KorsarGuide
