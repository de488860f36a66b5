"""What sits in a seat that no person takes: the agent interface (docs/architecture.md §3).

An agent sees only `rules.observe(state, seat)` and answers with its action (`choose`). A table asks it in the
AI's own process (game/ai/worker.py), so however long it thinks, no frame waits for it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.core import Action, IllegalAction, Rules, State


@dataclass(frozen=True)
class Verdict:
    """Why a searching agent chose its move, from the search's own figures: the move's chance of winning over
    the deals it played out (`rounds`), and the next best move's over the same deals (a hint says them)."""

    action: Action
    chance: float
    rounds: int
    runner_up: Action | None = None
    runner_up_chance: float = 0.0
    chances: tuple[tuple[Action, float], ...] = ()  # every move the search compared, with its chance

    def chance_of(self, action: Action) -> float | None:
        """The chance the search found for `action` (None: it was not among the moves compared)."""
        return next((c for a, c in self.chances if a == action), None)


class Agent(ABC):
    def __init__(self, rules: Rules, seat: int, rng: random.Random) -> None:
        self.rules = rules
        self.seat = seat
        self.rng = rng
        self.verdict: Verdict | None = None  # why the last move was chosen, for an agent that can say it

    @staticmethod
    def best_of(actions: Sequence[Action], score: Callable[[Action], float]) -> Action:
        """The action with the best score (the first of equals)."""
        best, best_score = actions[0], float("-inf")
        for action in actions:
            value = score(action)
            if value > best_score:
                best, best_score = action, value
        return best

    @abstractmethod
    def choose(self, view: State) -> Action:
        """The action for `view` (a state from `observe`, `view.to_act == self.seat`)."""


class RandomAgent(Agent):
    """A uniformly random legal action: the baseline every real agent must beat."""

    def choose(self, view: State) -> Action:
        return self.rng.choice(self.rules.legal_actions(view))


class ScriptedAgent(Agent):
    """A seat whose moves are written down beforehand, in the notation: a lesson's opponent, whose moves must meet
    each rule on time. Its moves are taken in order; past the last one, or when the written move is not legal
    (the person did something the script did not foresee), it plays the first legal action."""

    def __init__(self, rules: Rules, seat: int, moves: Sequence[str]) -> None:
        super().__init__(rules, seat, random.Random(0))
        self.moves = list(moves)
        self.played = 0  # the written moves played so far

    def choose(self, view: State) -> Action:
        legal = self.rules.legal_actions(view)
        if self.played < len(self.moves):
            text = self.moves[self.played]
            self.played += 1
            try:
                action = self.rules.parse_action(view, text)
            except (IllegalAction, ValueError):
                return legal[0]
            if action in legal:
                return action
        return legal[0]
