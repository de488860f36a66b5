"""Agents: what sits in a seat that no person takes (DESIGN.md §3).

An agent sees only `rules.observe(state, seat)`. It thinks in slices: `think` is a generator that
yields between batches of work (so a window keeps its frame rate) and returns its action.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator

from game.core import Action, Rules, State

Thinking = Generator[None, None, Action]

DIFFICULTIES = ("easy", "normal")


class Agent(ABC):
    def __init__(self, rules: Rules, seat: int, rng: random.Random, noise: float = 0.0) -> None:
        self.rules = rules
        self.seat = seat
        self.rng = rng
        self.noise = noise  # added to every judgement: the easy difficulty

    def judged(self, score: float) -> float:
        """`score` as this agent sees it: blurred by its noise, if any."""
        return score + self.rng.gauss(0.0, self.noise) if self.noise else score

    def best_of(self, actions: list[Action], score: Callable[[Action], float], batch: int = 8) -> Thinking:
        """The action with the best (judged) score, yielding after every `batch` of them."""
        best, best_score = actions[0], float("-inf")
        for i, action in enumerate(actions):
            value = self.judged(score(action))
            if value > best_score:
                best, best_score = action, value
            if i % batch == batch - 1:
                yield
        return best

    @abstractmethod
    def think(self, view: State) -> Thinking:
        """Choose an action for `view` (a state from `observe`, `view.to_act == self.seat`)."""

    def choose(self, view: State) -> Action:
        """Run `think` to the end in one go (tests, tournaments, headless play)."""
        gen = self.think(view)
        while True:
            try:
                next(gen)
            except StopIteration as done:
                return done.value


class RandomAgent(Agent):
    """A uniformly random legal action: the baseline every real agent must beat."""

    def think(self, view: State) -> Thinking:
        return self.rng.choice(self.rules.legal_actions(view))
        yield  # pragma: no cover - makes this a generator


EASY_NOISE = 2.0  # until a game has a beginner of its own (EASY): normal judgement blurred by this much


def make_agent(rules: Rules, seat: int, difficulty: str, rng: random.Random) -> Agent:
    """The agent for `rules.name` at `difficulty` ("random", "easy" or "normal").

    Each game's `game/<name>/agent.py` exports `AGENT`, its heuristic agent (normal), and `EASY`, a
    beginner: sensible but short-sighted. Both are constructed as `(rules, seat, rng)`."""
    if difficulty == "random":
        return RandomAgent(rules, seat, rng)
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}; known: random, {', '.join(DIFFICULTIES)}")
    module = importlib.import_module(f"game.{rules.name}.agent")
    if difficulty == "easy":
        easy = getattr(module, "EASY", None)
        return easy(rules, seat, rng) if easy else module.AGENT(rules, seat, rng, noise=EASY_NOISE)
    return module.AGENT(rules, seat, rng)
