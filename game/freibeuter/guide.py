"""What Freibeuter lends the hard AI's search (game/ai/guide.py): the normal agent's order of the actions,
the beginner's quick move to play ahead with, and the judgement's expected final scores of a world.
What each setting is for and what was measured: docs/ai.md, 'Freibeuter'."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.guide import Guide
from game.core import Action, Rules, Setup, State
from game.freibeuter.beginner import choose_pile, quick_move
from game.freibeuter.judgement import Weights, card_odds, expected_scores, judge_action, world_odds
from game.freibeuter.state import DRAW, FreibeuterState

END_BOATS, END_CARDS = 4, 10  # how near the end a playout plays on to it (`FreibeuterGuide.playout_horizon`)
GROW = {3: 2, 4: 4}  # new nodes a game of the search adds, by the number of seats (`FreibeuterGuide.tree_shape`)


class FreibeuterGuide(Guide):
    scale = 12.0
    """Final scores spread widely (a ship is worth 5 to 40); 12 is the lead that once won 3 games in 4. Scales that
    foretell the winner better with three or four seats (24 to 30) did not play better, nor did 6 or 24 with two.
    Measured: docs/ai.md, Freibeuter, 'Scale'."""
    root_width = 8
    """The search compares the normal agent's best 8 actions, and overrules on the thresholds every game shares
    (game/ai/guide.py): with two seats that overrules about a fifth of the decisions, for about +0.01 chances of
    winning a decision. Measured: docs/ai.md, 'Overruling', and Freibeuter, 'Root width and thresholds'."""

    def __init__(self, rules: Rules, weights: Weights | None = None) -> None:
        super().__init__(rules)
        self.w = weights or Weights()
        self.rng = random.Random(0)  # deals the hidden cards the look-ahead never reads (see agent.py)

    def tree_shape(self, setup: Setup) -> tuple[bool, int]:
        """With three or four seats every new node of the search is ranked at once (not lazily), and a game adds
        `GROW` of them (the searching seat's draw, then the next seats' moves), so the seats after the searching one
        answer as the normal agent would, not with the beginner's quick move. A seat's node is met again only in a
        world that deals it the same hand, so with one new node a game the tree stopped at the first answer and
        every other seat played as a beginner: a candidate that left a seat a good move looked safe. It costs
        rounds (at 1 s about 30-65 a three-seat decision instead of 160-260). The count is uneven on purpose: after
        a sail (its draw is a node of its own) only the next seat answers, after a boarding the seat after it too.
        With two seats, where rounds are fewest, the default did better.
        Measured: docs/ai.md, Freibeuter, 'Tree shape'; the running totals: docs/ai.md, section 8."""
        grow = GROW.get(setup.players)
        return (False, grow) if grow else super().tree_shape(setup)

    def rank(self, view: State, legal: Sequence[Action]) -> list[Action]:
        """Every legal action, best first by the normal agent's one-ply judgement; for the draw only the
        normal agent's pile (docs/rules/freibeuter.md 3.3): which pile matters little, and a single candidate lets the
        search spend its time on the placements. Neither card odds read from the others' play nor weights tuned for
        three or four seats ranked better: docs/ai.md, Freibeuter, 'Ranking and beliefs about the other hands'."""
        assert isinstance(view, FreibeuterState) and view.to_act is not None
        actions = list(legal)
        if len(actions) == 1:
            return actions
        if view.phase == DRAW:
            return [choose_pile(view, actions)]
        seat = view.to_act
        world = self.rules.determinize(view, seat, self.rng)
        odds = card_odds(view, seat, self.w)
        scores = {a: judge_action(self.rules, world, odds, self.w, seat, a) for a in actions}
        return sorted(actions, key=lambda a: -scores[a])

    def playout_horizon(self, world: State) -> int | None:
        """To the end once it is near: a seat with at most END_BOATS boats left (docs/rules/freibeuter.md 3.5 c), at
        most END_CARDS cards left to draw (3.5 b) or one pirate chest left (3.5 a; with four seats a third of the games
        end by the chests). There the judgement's guess of who still fills which square matters most and is worst,
        and the game's real result is a few moves away; and the end game is a plan of several moves (keep boats
        while behind, spend them while ahead) that only playouts to the end see. Measured: docs/ai.md, Freibeuter,
        'Playout horizon and the end game'."""
        assert isinstance(world, FreibeuterState)
        if (min(world.supply) <= END_BOATS or len(world.sea_pile) + len(world.dutch_pile) <= END_CARDS
                or world.chests_left <= 1):
            return None
        return self.horizon

    def act(self, view: State, rng: random.Random) -> Action:
        """The beginner's move: greedy for what a placement pays at once (game/freibeuter/beginner.py)."""
        assert isinstance(view, FreibeuterState)
        return quick_move(self.rules, view, rng)

    def values(self, state: State) -> list[float]:
        """Each seat's expected final score, every seat judged alike and every hand of the world known. (A mix of
        the judgement's parts learned from final results foretold better and won no more: docs/ai.md, Freibeuter,
        'Values'.)"""
        assert isinstance(state, FreibeuterState)
        return expected_scores(state, world_odds(state, self.w), self.w, None)
