"""What sits in a seat that no person takes: the agent interface (DESIGN.md §3).

An agent sees only `rules.observe(state, seat)`. It thinks in slices: `think` is a generator that
yields between batches of work (so a window keeps its frame rate) and returns its action. What it yields
is None, or, when it knows its next slice will be long, that slice's expected CPU seconds: a window then
starts it only in a frame with room for it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator
from typing import Any, TypeVar

from game.core import Action, Rules, State

Thinking = Generator[float | None, None, Action]
T = TypeVar("T")


def finished(work: Generator[Any, None, T]) -> T:
    """Run work done in pieces (a generator that yields between them) to its end, in one go: what it returns."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value


class Agent(ABC):
    def __init__(self, rules: Rules, seat: int, rng: random.Random) -> None:
        self.rules = rules
        self.seat = seat
        self.rng = rng

    def best_of(self, actions: list[Action], score: Callable[[Action], float], batch: int = 8) -> Thinking:
        """The action with the best score, yielding after every `batch` of them."""
        best, best_score = actions[0], float("-inf")
        for i, action in enumerate(actions):
            value = score(action)
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
        return finished(self.think(view))


class RandomAgent(Agent):
    """A uniformly random legal action: the baseline every real agent must beat."""

    def think(self, view: State) -> Thinking:
        return self.rng.choice(self.rules.legal_actions(view))
        yield  # pragma: no cover - makes this a generator
