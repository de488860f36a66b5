"""Who answers for the seats no person takes: a `Thinker` is asked for a decision and answered later.

The match runner asks it as soon as an agent is to act, and applies the answer once the answer has come and the
table is ready for it. `LocalThinker` answers in this process, when the answer is first wanted (tests, the
tournament); `WorkerThinker` (worker.py) answers from a process of its own, so the window's process only draws.
An agent sees only the view it is asked about: `observe(state, seat)`.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass

from game.ai.agent import Agent, Verdict
from game.core import Action, State
from game.games import make_agent, rules_for

FELL_BACK = "fell-back"  # `Thinker.notice`: the AI's process failed twice; the machines play at the normal level


@dataclass(frozen=True)
class Mind:
    """Who decides: the agent of `difficulty` for `seat` of `game`, thinking `think` seconds of CPU time a hard
    decision and drawing its chances from `seed`. Equal minds are one agent, kept from one decision to the next."""

    game: str
    seat: int
    difficulty: str
    think: float
    seed: str

    def agent(self) -> Agent:
        return make_agent(rules_for(self.game), self.seat, self.difficulty, random.Random(self.seed), self.think)


class Thinker(ABC):
    """Answers decisions: `ask` hands over a question and returns its ticket, `answer` gives the decision once
    it has come (None until then)."""

    notice = ""  # what went wrong, for the view to say (FELL_BACK), or ""

    @abstractmethod
    def ask(self, mind: Mind, view: State) -> int:
        """Start `mind` deciding in `view` (a state from `observe`); the ticket to ask `answer` with."""

    @abstractmethod
    def answer(self, ticket: int) -> Action | None:
        """The decision asked for under `ticket`, once it has come; None while it is still being thought of."""

    def verdict(self, ticket: int) -> Verdict | None:
        """Why the answer to `ticket` was chosen (`Agent.verdict`), once it has come; None for an agent that
        cannot say (and here, where nothing is kept). Asked once, after `answer`."""
        return None

    @abstractmethod
    def drop(self, ticket: int) -> None:
        """The answer to `ticket` is no longer wanted (a move was taken back, a hint's moment passed)."""

    def wait(self, seconds: float) -> None:
        """Wait up to `seconds` for an answer to come (a headless run has nothing else to do meanwhile). Here
        answers come when asked for: nothing to wait for."""
        return None

    def close(self, report: bool = False) -> None:
        """Nothing more will be asked: stop thinking and let go of what thinks (here, nothing). `report`: say
        how much CPU time the thinking took, where that is known apart (worker.py)."""
        return None


class LocalThinker(Thinker):
    """Answers in this process, in one go, when the answer is first wanted. `agents` may be filled beforehand
    (a tournament times its own)."""

    def __init__(self) -> None:
        self.agents: dict[Mind, Agent] = {}
        self._asked: dict[int, tuple[Mind, State]] = {}
        self._verdicts: dict[int, Verdict] = {}  # why each answer given was chosen, until asked
        self._tickets = 0

    def ask(self, mind: Mind, view: State) -> int:
        self._tickets += 1
        self._asked[self._tickets] = (mind, view)
        return self._tickets

    def answer(self, ticket: int) -> Action | None:
        mind, view = self._asked.pop(ticket)
        agent = self.agent(mind)
        action = agent.choose(view)
        if agent.verdict is not None:
            self._verdicts[ticket] = agent.verdict
        return action

    def verdict(self, ticket: int) -> Verdict | None:
        return self._verdicts.pop(ticket, None)

    def drop(self, ticket: int) -> None:
        self._asked.pop(ticket, None)
        self._verdicts.pop(ticket, None)

    def agent(self, mind: Mind) -> Agent:
        """The agent `mind` names, made at its first decision and kept."""
        if mind not in self.agents:
            self.agents[mind] = mind.agent()
        return self.agents[mind]
