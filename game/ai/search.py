"""The hard AI: information-set Monte Carlo tree search over the engine contract (DESIGN.md §3).

It knows nothing of any game beyond the contract and the game's `Guide`. Each iteration:

1. deals a world: `determinize` the seat's view (hidden cards dealt at random, a made-up seed);
2. descends the tree. At each decision the node is the *acting seat's information*: that seat's view
   of the world where the search began, then every event as it was shown to that seat. So a seat
   never chooses by what it could not know, and the searching seat's own nodes are shared by every
   world consistent with what it has seen. A node's actions are taken best first in the game's own
   order (`Guide.rank`) and widened as the node is visited (progressive widening), chosen by UCB1;
   dice are sampled by their odds;
3. adds the first new node it meets, plays on with the Guide's quick moves (in the made-up world,
   every seat playing it as if it were known) for a few actions or to the end, and judges the position
   with `Guide.values`, turned into each seat's chance of winning (a finished game counts its real
   result, win and margin);
4. backs that up the path: each node learns what its actions were worth to its own seat.

The agent sees only `view` (`observe(state, seat)`): the search starts from it and makes up all the
rest. It thinks for `think` seconds of its own CPU time, in slices of a few milliseconds, so a window
keeps its frame rate; with one legal action it answers at once.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.ai.agent import Agent, Thinking
from game.ai.guide import Guide
from game.core import CHANCE, Action, Event, Rules, State

DEFAULT_THINK = 1.0  # seconds of CPU time a decision, on a 2-core machine
SLICE = 0.002  # seconds of thinking between yields: a frame waits at most about this (plus one iteration)
LN3 = math.log(3.0)


@dataclass(eq=False)
class Node:
    """The statistics of one seat's information set: for each action, how often it was tried and what
    it brought that seat."""

    seat: int
    ranked: Sequence[Action]
    visits: int = 0
    tried: dict[Action, int] = field(default_factory=dict)
    won: dict[Action, float] = field(default_factory=dict)

    def choose(self, s: Guide) -> Action:
        """PUCT over the ranked actions in the current width: the game's order is the prior, so the
        search leaves the heuristic's choice only on evidence."""
        width = min(len(self.ranked), 1 + int(s.widen_base * self.visits ** s.widen_power))
        if self.visits == 0:
            return self.ranked[0]
        mean = sum(self.won.values()) / self.visits
        root_n = math.sqrt(self.visits)
        total = sum(s.prior_decay ** k for k in range(width))
        best, best_score = self.ranked[0], -math.inf
        for k, action in enumerate(self.ranked[:width]):
            n = self.tried.get(action, 0)
            q = self.won[action] / n if n else mean
            score = q + s.exploration * (s.prior_decay ** k / total) * root_n / (1 + n)
            if score > best_score:
                best, best_score = action, score
        return best

    def learn(self, action: Action, reward: float) -> None:
        self.visits += 1
        self.tried[action] = self.tried.get(action, 0) + 1
        self.won[action] = self.won.get(action, 0.0) + reward

    def best(self) -> Action:
        """The most tried action; ties go to the better ranked."""
        order = {a: i for i, a in enumerate(self.ranked)}
        return max(self.tried, key=lambda a: (self.tried[a], -order[a]))


class Search:
    """One decision's tree, grown an iteration at a time from `view` (the seat `seat`'s)."""

    def __init__(self, rules: Rules, guide: Guide, view: State, seat: int, rng: random.Random) -> None:
        self.rules, self.guide, self.view, self.seat, self.rng = rules, guide, view, seat, rng
        self.nodes: dict[tuple[int, int], Node] = {}
        self.iterations = 0
        players = view.setup.players
        self.sides = [min(rules.partners(view.setup, s)) for s in range(players)]
        self.root_key = 0
        self.root = self._node(self.seat, self.root_key, view)

    def _node(self, seat: int, key: int, view: State) -> Node:
        node = Node(seat, self.guide.rank(view, self.rules.legal_actions(view)))
        self.nodes[(seat, key)] = node
        return node

    def _info(self, world: State, seat: int) -> int:
        """A key for what `seat` knows of `world`: its whole view."""
        if seat == self.seat:
            return self.root_key
        return hash(json.dumps(self.rules.to_json(self.rules.observe(world, seat)), sort_keys=True))

    def iterate(self) -> None:
        rules = self.rules
        world = rules.determinize(self.view, self.seat, self.rng)
        players = world.setup.players
        info = [self._info(world, s) for s in range(players)]
        path: list[tuple[Node, Action]] = []
        while not rules.is_over(world):
            actor = world.to_act
            if actor == CHANCE:
                self._roll(world, info)
                continue
            assert actor is not None
            node = self.nodes.get((actor, info[actor]))
            fresh = node is None
            if node is None:
                node = self._node(actor, info[actor], rules.observe(world, actor))
            action = node.choose(self.guide)
            path.append((node, action))
            self._see(rules.apply(world, action), info)
            if fresh:
                break
        reward = self._playout(world)
        for node, action in path:
            node.learn(action, reward[node.seat])
        self.iterations += 1

    def _roll(self, world: State, info: list[int]) -> None:
        actions, weights = zip(*self.rules.chance_outcomes(world))
        self._see(self.rules.apply(world, self.rng.choices(actions, weights)[0]), info)

    def _see(self, events: list[Event], info: list[int]) -> None:
        """Each seat's information grows by the events as shown to it."""
        for s in range(len(info)):
            info[s] = hash((info[s], tuple(e.seen_by(s) for e in events)))

    def _playout(self, world: State) -> list[float]:
        """Quick moves by the Guide (`horizon` of them, or to the end), then each seat's chance of
        winning from there."""
        rules = self.rules
        steps = 0
        while not rules.is_over(world) and (self.guide.horizon is None or steps < self.guide.horizon):
            steps += 1
            if world.to_act == CHANCE:
                actions, weights = zip(*rules.chance_outcomes(world))
                rules.apply(world, self.rng.choices(actions, weights)[0])
            else:
                rules.apply(world, self.guide.act(world, self.rng))
        if rules.is_over(world):
            won = self._result(rules.winners(world), world.setup.players)
            margin = self._chances([float(v) for v in rules.scores(world)])
            return [(a + b) / 2 for a, b in zip(won, margin)]
        return self._chances(self.guide.values(world))

    def _result(self, winners: list[int], players: int) -> list[float]:
        """A finished game: a share of the win (a shared win is split), but the margin counts too,
        which tells a close game from a rout and so learns from fewer games."""
        sides = {self.sides[w] for w in winners}
        return [1.0 / len(sides) if s in winners else 0.0 for s in range(players)]

    def _chances(self, values: list[float]) -> list[float]:
        """Estimated final scores to chances of winning: against each other side, a logistic in the
        lead (a lead of `Guide.scale` is worth 3 to 1); partners share their team's chance."""
        k = LN3 / self.guide.scale
        out = []
        for s, mine in enumerate(values):
            p = 1.0
            for o, theirs in enumerate(values):
                if self.sides[o] != self.sides[s] and o == self.sides[o]:
                    p /= 1.0 + math.exp(-k * (mine - theirs))
            out.append(p)
        return out

    def best(self) -> Action:
        return self.root.best() if self.root.tried else self.root.ranked[0]


class SearchAgent(Agent):
    """The hard level: `Search` for `think` seconds of CPU time a decision."""

    def __init__(self, rules: Rules, seat: int, rng: random.Random, guide: Guide, think: float = DEFAULT_THINK) -> None:
        super().__init__(rules, seat, rng)
        self.guide = guide
        self.think_s = think
        self.last: Search | None = None  # the last decision's search, for benchmarks and tests

    def think(self, view: State) -> Thinking:
        legal = self.rules.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        search = self.last = Search(self.rules, self.guide, view, self.seat, self.rng)
        spent = 0.0
        while spent < self.think_s:
            start = time.thread_time()
            while time.thread_time() - start < SLICE:
                search.iterate()
            spent += time.thread_time() - start
            yield
        return search.best()
