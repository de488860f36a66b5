"""The hard AI: information-set Monte Carlo tree search over the engine contract (docs/architecture.md §3).

It knows nothing of any game beyond the contract and the game's `Guide`. The search works in rounds:

1. deal a world: `determinize` the seat's view (hidden cards dealt at random, a made-up seed);
2. in that same world, and with the same dice, try each candidate action at the root: the best few
   the game's own judgement ranks first (`Guide.rank`). Comparing candidates on equal worlds and
   equal dice (paired samples) tells them apart in far fewer games than independent samples would;
3. after the candidate, descend the tree. At each decision the node is the *acting seat's
   information*: that seat's view of the world where the search began, then every event as it was
   shown to that seat. So a seat never chooses by what it could not know, and the searching seat's
   own nodes are shared by every world consistent with what it has seen. A node's actions are taken
   best first in the game's order and widened as the node is visited (progressive widening), chosen
   by PUCT with that order as the prior; dice are sampled by their odds;
4. add the first new node met (or the first few: `Guide.nodes_per_game`), play on with the Guide's quick
   moves (in the made-up world, every seat playing it as if it were known) for a few actions or, near the
   end, to the end (`Guide.playout_horizon`), and judge with `Guide.values`, turned into each seat's chance
   of winning (a finished game counts its real result, win and margin);
5. back that up the path: each node learns what its actions were worth to its own seat.

The decision is the game's first choice unless another candidate did better on the same worlds by
more than `Guide.confidence` standard errors and `Guide.min_gain`: the search overrules the heuristic
only on evidence, and never on a gain too small to stand out from the made-up worlds' bias.
The agent sees only `view` (`observe(state, seat)`): the search starts from it and makes up the rest.
It thinks for `think` seconds of its own CPU time (in the AI's own process: game/ai/worker.py); with one legal
action it answers at once. docs/ai.md explains the search at more length, with what each game's Guide sets and why.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.ai.agent import Agent, Verdict
from game.ai.guide import Guide
from game.core import CHANCE, Action, Event, Rules, State

DEFAULT_THINK = 1.0  # seconds of CPU time a decision, on a 2-core machine
LN3 = math.log(3.0)


def chances(values: Sequence[float], sides: Sequence[int], k: float) -> list[float]:
    """Estimated final scores to each seat's chance of winning: against each other side, a logistic in the lead
    (`k` is ln 3 over the lead worth 3 to 1, `Guide.scale`), multiplied. `sides[s]` is the first seat of `s`'s
    side; partners share their team's chance. With two sides the chances add up to one; with more they add up
    to less (three equal sides 1/4 each), so a playout cut short is judged lower than one played to the end
    (`Search._result`). Shared out to add up to one instead, the search won no more.
    Measured: docs/ai.md, 'From scores to chances of winning'."""
    out = []
    for s, mine in enumerate(values):
        p = 1.0
        for o, theirs in enumerate(values):
            if sides[o] != sides[s] and o == sides[o]:
                p /= 1.0 + math.exp(-k * (mine - theirs))
        out.append(p)
    return out


@dataclass(eq=False)
class Node:
    """The statistics of one seat's information set: for each action, how often it was tried and what
    it brought that seat. A node is first played with the Guide's quick move; it is ranked (which costs
    a normal decision) only when it is visited again and widens: most nodes are met once. A node keeps
    no state: the world that reaches it again shows its seat the same view (the key says so), and the
    tree of a long search stays small for the garbage collector."""

    seat: int
    first: Action
    ranked: Sequence[Action] | None = None
    visits: int = 0
    tried: dict[Action, int] = field(default_factory=dict)
    won: dict[Action, float] = field(default_factory=dict)

    @property
    def ranks_next(self) -> bool:
        """Choosing here now first ranks the node (a normal decision's work, the longest piece of a search)."""
        return self.visits > 0 and self.ranked is None

    def rank(self, order: Sequence[Action]) -> None:
        """The Guide's order of the node's actions (`Guide.ranking`), after the move it was first played with."""
        self.ranked = [self.first, *(a for a in order if a != self.first)]

    def choose(self, g: Guide) -> Action:
        """PUCT over the ranked actions in the current width: the game's order is the prior, so the
        search leaves the heuristic's choice only on evidence. A node visited before is ranked (`rank`)."""
        if self.visits == 0:
            return self.first
        assert self.ranked is not None
        width = min(len(self.ranked), 1 + int(g.widen_base * self.visits ** g.widen_power))
        if width == 1:
            return self.ranked[0]
        mean = sum(self.won.values()) / self.visits
        root_n = math.sqrt(self.visits)
        total = sum(g.prior_decay ** k for k in range(width))
        best, best_score = self.ranked[0], -math.inf
        for k, action in enumerate(self.ranked[:width]):
            n = self.tried.get(action, 0)
            q = self.won[action] / n if n else mean
            score = q + g.exploration * (g.prior_decay ** k / total) * root_n / (1 + n)
            if score > best_score:
                best, best_score = action, score
        return best

    def learn(self, action: Action, reward: float) -> None:
        self.visits += 1
        self.tried[action] = self.tried.get(action, 0) + 1
        self.won[action] = self.won.get(action, 0.0) + reward


class Search:
    """One decision's search, grown a candidate's game at a time from `view` (the seat `seat`'s)."""

    def __init__(self, rules: Rules, guide: Guide, view: State, seat: int, rng: random.Random) -> None:
        self.rules, self.guide, self.view, self.seat, self.rng = rules, guide, view, seat, rng
        self.nodes: dict[tuple[int, int], Node] = {}
        self.games = 0
        players = view.setup.players
        self.sides = [min(rules.partners(view.setup, s)) for s in range(players)]
        self.lazy, self.grow = guide.tree_shape(view.setup)  # how the tree grows at this table
        self.k = LN3 / guide.scale  # a lead to chances of winning (`chances`)
        self.candidates = list(guide.rank_root(view, rules.legal_actions(view), rng)[: max(1, guide.root_width)])
        self.rewards: list[list[float]] = [[] for _ in self.candidates]  # per candidate, one per round
        self._round: tuple[State, list[int], int] | None = None  # the round's world, info keys, dice seed
        self._next = 0  # the candidate whose game comes next in this round

    @property
    def rounds(self) -> int:
        return len(self.rewards[-1])

    # -- one candidate's game ------------------------------------------------------------------------------
    def step(self) -> None:
        """Play one candidate's game of the current round (a new round deals a new world)."""
        if self._round is None or self._next >= len(self.candidates):
            world = self.rules.determinize(self.view, self.seat, self.rng)
            info = [self._info(world, s) for s in range(world.setup.players)]
            self._round, self._next = (world, info, self.rng.getrandbits(32)), 0
        world, info, seed = self._round
        index = self._next
        self._next += 1
        reward = self._game(self.rules.clone(world), list(info), self.candidates[index], random.Random(seed))
        self.rewards[index].append(reward)
        self.games += 1

    def _info(self, world: State, seat: int) -> int:
        """A key for what `seat` knows of `world`: its whole view (the searching seat's is the root's)."""
        if seat == self.seat:
            return 0
        return hash(json.dumps(self.rules.to_json(self.rules.observe(world, seat)), sort_keys=True))

    def _game(self, world: State, info: list[int], first: Action, rng: random.Random) -> float:
        """The candidate `first`, then the tree, then a playout; returns the searching seat's reward."""
        rules = self.rules
        self._see(rules.apply(world, first), info)
        path: list[tuple[Node, Action]] = []
        added = 0
        while not rules.is_over(world):
            actor = world.to_act
            if actor == CHANCE:
                self._see(rules.apply(world, rules.roll(world, rng)), info)
                continue
            assert actor is not None
            node = self.nodes.get((actor, info[actor]))
            fresh = node is None
            if node is None:
                if self.lazy:
                    node = Node(actor, self.guide.act(world, rng))
                else:
                    ranked = self._ranking(world, actor)
                    node = Node(actor, ranked[0], ranked)
                self.nodes[(actor, info[actor])] = node
            elif node.ranks_next:
                node.rank(self._ranking(world, actor))
            action = node.choose(self.guide)
            path.append((node, action))
            self._see(rules.apply(world, action), info)
            if fresh:
                added += 1
                if added >= self.grow:
                    break
        reward = self._playout(world, rng)
        for node, action in path:
            node.learn(action, reward[node.seat])
        return reward[self.seat]

    def _ranking(self, world: State, actor: int) -> list[Action]:
        """The Guide's order of `actor`'s actions in `world`, as that seat sees it."""
        view = self.rules.observe(world, actor)
        return self.guide.rank(view, self.rules.legal_actions(view))

    def _see(self, events: list[Event], info: list[int]) -> None:
        """Each seat's information grows by the events as shown to it (with their kinds: two events of
        different kinds can hold equal fields)."""
        for s in range(len(info)):
            info[s] = hash((info[s], tuple((type(e).__name__, e.seen_by(s)) for e in events)))

    def _playout(self, world: State, rng: random.Random) -> list[float]:
        """Quick moves by the Guide (`Guide.playout_horizon` of them, or to the end), then each seat's chance of
        winning from there."""
        rules = self.rules
        steps = 0
        horizon = self.guide.playout_horizon(world)
        while not rules.is_over(world) and (horizon is None or steps < horizon):
            steps += 1
            if world.to_act == CHANCE:
                rules.apply(world, rules.roll(world, rng))
            else:
                rules.apply(world, self.guide.act(world, rng))
        if rules.is_over(world):
            won = self._result(rules.winners(world), world.setup.players)
            margin = self._chances([float(v) for v in rules.scores(world)])
            return [(a + b) / 2 for a, b in zip(won, margin)]
        return self._chances(self.guide.values(world))

    def _result(self, winners: list[int], players: int) -> list[float]:
        """A finished game: a share of the win (a shared win is split between the sides)."""
        sides = {self.sides[w] for w in winners}
        return [1.0 / len(sides) if s in winners else 0.0 for s in range(players)]

    def _chances(self, values: list[float]) -> list[float]:
        return chances(values, self.sides, self.k)

    # -- the decision ----------------------------------------------------------------------------------------
    def advantages(self) -> list[tuple[float, float]]:
        """Per candidate, its mean reward minus the first choice's over the rounds both played (paired),
        and the standard error of that difference."""
        rounds = self.rounds
        base = self.rewards[0][:rounds]
        out = []
        for rewards in self.rewards:
            diffs = [a - b for a, b in zip(rewards[:rounds], base)]
            if len(diffs) < 2:
                out.append((0.0, math.inf))
                continue
            mean = sum(diffs) / len(diffs)
            var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
            out.append((mean, math.sqrt(var / len(diffs)) if var > 0 else 0.0))
        return out

    def verdict(self, chosen: Action) -> Verdict:
        """`chosen`'s mean reward (its chance of winning) over the rounds every candidate played, and the best
        other candidate's over the same rounds."""
        rounds = self.rounds
        means = [sum(r[:rounds]) / rounds if rounds else 0.0 for r in self.rewards]
        mine = self.candidates.index(chosen)
        others = [i for i in range(len(self.candidates)) if i != mine]
        other = max(others, key=lambda i: means[i]) if others else None
        return Verdict(chosen, means[mine], rounds, self.candidates[other] if other is not None else None,
                       means[other] if other is not None else 0.0, tuple(zip(self.candidates, means)))

    def best(self) -> Action:
        """The first choice, unless another candidate beat it on the same worlds by more than
        `Guide.confidence` standard errors and by `Guide.min_gain` (the clearest such one)."""
        best, best_margin = self.candidates[0], 0.0
        for action, (gain, error) in zip(self.candidates[1:], self.advantages()[1:]):
            margin = gain - max(self.guide.confidence * error, self.guide.min_gain)
            if gain > 0 and margin > best_margin:
                best, best_margin = action, margin
        return best


class SearchAgent(Agent):
    """The hard level: `Search` for `think` seconds of CPU time a decision."""

    def __init__(self, rules: Rules, seat: int, rng: random.Random, guide: Guide, think: float = DEFAULT_THINK,
                 games: int | None = None) -> None:
        super().__init__(rules, seat, rng)
        self.guide = guide
        self.think_s = think
        self.games = games  # a fixed number of games a decision instead of a time: the same answer every time
        self.last: Search | None = None  # the last decision's search, for benchmarks and tests

    def choose(self, view: State) -> Action:
        self.verdict = None  # (an only move has none)
        legal = self.rules.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        self.last = None  # the last decision's tree goes before the next grows
        search = self.last = Search(self.rules, self.guide, view, self.seat, self.rng)
        if len(search.candidates) == 1:
            return search.candidates[0]
        start = time.thread_time()
        while (search.games < self.games) if self.games is not None else (time.thread_time() - start < self.think_s):
            search.step()
        best = search.best()
        self.verdict = search.verdict(best) if search.rounds else None
        return best
