"""Agents: what sits in a seat that no person takes (DESIGN.md §3), at three levels.

- easy: each game's beginner (`EASY` in game/<name>/agent.py), sensible but short-sighted;
- normal: each game's heuristic agent (`AGENT`);
- hard: the information-set tree search (game/ai/search.py), guided by the game's `GUIDE`.

Every agent sees only `rules.observe(state, seat)` and thinks in slices (game/ai/agent.py).
"""

from __future__ import annotations

import importlib
import random

from game.ai.agent import Agent, RandomAgent, Thinking
from game.ai.search import DEFAULT_THINK, SearchAgent
from game.core import Rules

DIFFICULTIES = ("easy", "normal", "hard")


def make_agent(rules: Rules, seat: int, difficulty: str, rng: random.Random, think: float = DEFAULT_THINK) -> Agent:
    """The agent for `rules.name` at `difficulty` ("random", "easy", "normal" or "hard"; `think`: the hard
    agent's seconds of CPU time a decision).

    Each game's `game/<name>/agent.py` exports `AGENT`, its heuristic agent (normal), `EASY`, a beginner
    (sensible but short-sighted), both constructed as `(rules, seat, rng)`, and `GUIDE`, the Guide class
    the hard agent's search asks (constructed as `(rules)`)."""
    if difficulty == "random":
        return RandomAgent(rules, seat, rng)
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}; known: random, {', '.join(DIFFICULTIES)}")
    module = importlib.import_module(f"game.{rules.name}.agent")
    if difficulty == "easy":
        return module.EASY(rules, seat, rng)
    if difficulty == "hard":
        return SearchAgent(rules, seat, rng, module.GUIDE(rules), think=think)
    return module.AGENT(rules, seat, rng)


__all__ = ["DEFAULT_THINK", "DIFFICULTIES", "Agent", "RandomAgent", "SearchAgent", "Thinking", "make_agent"]
