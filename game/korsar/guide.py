"""What Korsar's heuristics lend the hard AI's search (game/ai/guide.py): the normal agent's order of the
moves, the beginner's quick move to play ahead with, and the normal agent's judgement as scores.
What each setting is for and what was measured: docs/ai.md, 'Korsar'."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.guide import Guide
from game.core import Action, State
from game.korsar.beginner import quick_move
from game.korsar.judgement import Judgement, Weights, answers_count
from game.korsar.rules import KorsarRules
from game.korsar.state import KorsarState

END_PILE = 10  # how near the end a playout plays on to it (`KorsarGuide.playout_horizon`)


class KorsarGuide(Guide):
    rules: KorsarRules
    lazy_rank = False  # ranking is cheap here, and the other seats' first answers are better for it
    # One new node a game (game/ai/guide.py `nodes_per_game`), so the tree is one answer deep: with two seats a
    # decision at 1 s plays 500-1,800 rounds of its 8 candidates, and thinking longer changes little; more nodes
    # a game did no better (docs/ai.md, Korsar, 'Tree shape').
    root_answers = 4
    """With two sides the search's own candidates are ranked as the normal agent ranks its moves: after the
    opponent's answer in this many made-up worlds (0: as any other node, without answers). So the search's
    first choice is the normal agent's, overruled only on evidence."""
    root_width = 8
    """The search compares the best 8 candidates and overrules on the thresholds every game shares
    (game/ai/guide.py). Every common kind of overrule gains on average, so none is left out of the candidates
    (as Störtebeker leaves out its trades), and no other setting tried did better.
    Measured: docs/ai.md, 'Overruling', and Korsar, 'Root width and what else was flat'."""
    scale = 6.0
    """In gold: a seat whose estimated final score (`values`) leads the best other side's by 5 to 7 gold,
    depending on the number of players, goes on to win about 3 times in 4. 9 to 12 foretells the winner a little
    better, but a better-foretelling scale did not play better in Freibeuter, so 6 is kept.
    Measured: docs/ai.md, Korsar, 'Scale'."""

    def __init__(self, rules: KorsarRules, weights: Weights | None = None) -> None:
        super().__init__(rules)
        self.judgement = Judgement(rules, weights)

    def rank(self, view: State, legal: Sequence[Action]) -> list[Action]:
        """Every legal action (there are a few dozen at most), best first by the normal agent's judgement of
        the position after it. Without the opponent's answer in made-up worlds, which the normal agent
        adds when there are two sides: the search plays the answers itself, and ranks far more often."""
        return self._judged(view, legal, [])

    def rank_root(self, view: State, legal: Sequence[Action], rng: random.Random) -> list[Action]:
        """As the normal agent ranks: after the opponent's answer in `root_answers` worlds with two sides."""
        answers = self.root_answers if answers_count(view.setup) else 0
        return self._judged(view, legal, [self.rules.determinize(view, view.to_act, rng) for _ in range(answers)])

    def _judged(self, view: State, legal: Sequence[Action], worlds: list[KorsarState]) -> list[Action]:
        assert isinstance(view, KorsarState)
        unseen = self.rules.unseen(view)
        values = {a: self.judgement.action_value(view, a, unseen, worlds) for a in legal}
        return sorted(legal, key=lambda a: -values[a])

    def playout_horizon(self, world: State) -> int | None:
        """To the end once the pile holds at most END_PILE cards (about 27 moves from the end with two normal
        seats, 29 with four; docs/rules/korsar.md 1.7): there who takes each galleon still at sea is decided, and the
        judgement's guess of it is worst. It helped at 0.25 s with two seats and at 1 s with four; with two at
        1 s it ties. An exact end-game search found no better move there: the search already plays the end
        perfectly. Measured: docs/ai.md, Korsar, 'Playout horizon and the end game'."""
        assert isinstance(world, KorsarState)
        return None if len(world.pile) <= END_PILE else self.horizon

    def act(self, view: State, rng: random.Random) -> Action:
        """The beginner's move (game/korsar/beginner.py): the largest immediate gain, a little at random."""
        assert isinstance(view, KorsarState)
        return quick_move(view, self.rules.legal_actions(view), rng)

    def values(self, state: State) -> list[float]:
        """Each seat's expected final score (team play: its team's): gold captured, each galleon at sea
        weighted by its expected share, and what the hands are worth (game/korsar/judgement.py).

        In a made-up full world a threat is certain or absent (the hands are known); over the worlds that
        averages out to the normal agent's odds. Each seat judged on its own view instead, or the threats'
        interest halved or dropped, did no better: docs/ai.md, Korsar, 'Values'."""
        assert isinstance(state, KorsarState)
        return self.judgement.values(state)
