"""What a game's heuristics lend the hard AI's search (game/ai/search.py).

The search itself knows nothing of any game: it determinizes worlds, applies actions and samples dice
through the engine contract. Each game has a `Guide` subclass (listed in game/games.py) for the three things
only the game can say: which actions are worth looking at first, a quick good move to
play ahead with, and what a position is worth.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence

from game.core import Action, Rules, Setup, State


class Guide(ABC):
    scale: float = 10.0
    """A lead in the game's points that makes a win likely: it turns estimated scores into chances of
    winning (a lead of `scale` is worth about 3 to 1)."""
    horizon: int | None = 8
    """How many quick moves (`act`) the search plays ahead from a new node before it judges (`values`);
    None: to the end of the game, which then counts its real result."""
    exploration: float = 1.0
    """How far the search strays from the actions that did best so far (PUCT's constant; rewards are
    chances of winning, 0 to 1)."""
    prior_decay: float = 0.5
    """The prior of the k-th ranked action is prior_decay ** k (then normalised): lower keeps the search
    closer to the heuristic's first choice until the evidence says otherwise."""
    widen_base: float = 1.0
    widen_power: float = 0.5
    """A node searches the first 1 + widen_base * visits ** widen_power of its ranked actions."""
    lazy_rank: bool = True
    """A new node of the tree is first played with `act` and ranked only when it is visited again (most
    are met once); False ranks every new node, a better model of the other seats when `rank` is cheap."""
    nodes_per_game: int = 1
    """How many new nodes one game of the search adds to the tree before it plays on with quick moves. A node
    keyed by a seat's information is met again only in worlds that deal that seat the same hand, so below the
    searching seat's own move almost every node is new, and one node a game leaves the tree one decision deep:
    the next seat answers once (with `lazy_rank` off, as the normal agent would), then everyone plays quick
    moves. More nodes a game let more of the seats after it answer as the normal agent would."""
    root_width: int = 4
    """How many of the best ranked actions the search compares for its own decision."""
    confidence: float = 0.5
    """How many standard errors better (on the same worlds) another candidate must do to overrule
    the first choice. Measured: docs/ai.md, 'Overruling: root_width, confidence, min_gain'."""
    min_gain: float = 0.01
    """And by how much at least, in chances of winning. Made-up worlds are biased (each seat
    plays them as if it saw every card), and that bias does not shrink with more thinking as the standard
    error does: without a floor, a longer search overrules the heuristic on small, consistent, wrong gains."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules

    def tree_shape(self, setup: Setup) -> tuple[bool, int]:
        """`lazy_rank` and `nodes_per_game` for a table of `setup`: a game may grow its tree differently by the
        number of seats."""
        return self.lazy_rank, self.nodes_per_game

    @abstractmethod
    def rank(self, view: State, legal: Sequence[Action]) -> list[Action]:
        """The actions of `legal` worth searching, best first by the game's heuristic judgement, for the
        seat `view.to_act` (a state from `observe`). At least one; with very many legal actions it may
        return only the best few dozen. The search widens along this order."""

    def playout_horizon(self, world: State) -> int | None:
        """How many quick moves a playout from `world` (a made-up full state) plays before it judges:
        `horizon`, unless the game sees its end within reach (None: play to the end, its real result)."""
        return self.horizon

    def rank_root(self, view: State, legal: Sequence[Action], rng: random.Random) -> list[Action]:
        """The search's own decision's candidates, best first (the first is its choice unless the search finds
        better): `rank` unless the game can afford a better judgement once a decision (`rng` for any worlds
        it makes up from `view`)."""
        return self.rank(view, legal)

    @abstractmethod
    def act(self, state: State, rng: random.Random) -> Action:
        # Also the first move tried at a node of the search tree, before the node is ranked.
        """A quick, sensible action for `state.to_act`: the move the search plays ahead with. `state` is
        a full state, a world the searching seat made up with `determinize` (so looking at all of it is
        no cheating: every seat plays the made-up world as if it were known, as in any determinized
        search). Much cheaper than a normal decision is worth more than a little better."""

    @abstractmethod
    def values(self, state: State) -> list[float]:
        """Each seat's expected final score from `state`, in the game's points. `state` is a full state:
        a world the searching seat made up with `determinize`, never the true game."""
