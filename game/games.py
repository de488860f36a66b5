"""The games there are, listed in one place: each game's rules and its agents at every level.

Everything that needs a game by its name (a saved record, the command line, the menu, an AI seat in the AI's own
process) looks it up here, so a misspelt name fails at import, and a reader or a tool can follow every game from
this list to its code. The view's own list (scenes/tables.py) adds each game's table.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.agent import Agent, RandomAgent
from game.ai.guide import Guide
from game.ai.search import DEFAULT_THINK, SearchAgent
from game.core import Rules
from game.freibeuter.agent import BeginnerAgent as FreibeuterBeginner
from game.freibeuter.agent import FreibeuterAgent, FreibeuterGuide
from game.freibeuter.rules import FreibeuterRules
from game.korsar.agent import KorsarAgent, KorsarBeginner, KorsarGuide
from game.korsar.rules import KorsarRules
from game.stortebeker.agent import Beginner as StortebekerBeginner
from game.stortebeker.agent import StortebekerAgent, StortebekerGuide
from game.stortebeker.rules import StortebekerRules

AgentClass = Callable[[Rules, int, random.Random], Agent]
DIFFICULTIES = ("easy", "normal", "hard")


def _korsar_guide(rules: Rules) -> Guide:
    """Korsar's guide, which reads Korsar's own rules (`make_agent` passes the rules of the game it looks up)."""
    assert isinstance(rules, KorsarRules)
    return KorsarGuide(rules)


@dataclass(frozen=True)
class GameSpec:
    """One game: its rules, its beginner (easy), its heuristic agent (normal), and the guide the hard AI's search
    asks (game/ai/search.py)."""

    name: str
    rules: type[Rules]
    easy: AgentClass
    normal: AgentClass
    guide: Callable[[Rules], Guide]


GAMES: dict[str, GameSpec] = {spec.name: spec for spec in (
    GameSpec("korsar", KorsarRules, KorsarBeginner, KorsarAgent, _korsar_guide),
    GameSpec("stortebeker", StortebekerRules, StortebekerBeginner, StortebekerAgent, StortebekerGuide),
    GameSpec("freibeuter", FreibeuterRules, FreibeuterBeginner, FreibeuterAgent, FreibeuterGuide),
)}


def game_names() -> list[str]:
    """The games there are, in a fixed order (Korsar, Störtebeker, Freibeuter)."""
    return list(GAMES)


def spec_for(name: str) -> GameSpec:
    """The game called `name`; ValueError naming the known ones if there is none."""
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(GAMES)}") from None


def rules_for(name: str) -> Rules:
    """The Rules object of the game called `name` ("korsar", "stortebeker", "freibeuter")."""
    return spec_for(name).rules()


def make_agent(rules: Rules, seat: int, difficulty: str, rng: random.Random, think: float = DEFAULT_THINK) -> Agent:
    """The agent for `rules.name` at `difficulty` ("random", "easy", "normal" or "hard"; `think`: the hard agent's
    seconds of CPU time a decision)."""
    if difficulty == "random":
        return RandomAgent(rules, seat, rng)
    spec = spec_for(rules.name)
    if difficulty == "easy":
        return spec.easy(rules, seat, rng)
    if difficulty == "normal":
        return spec.normal(rules, seat, rng)
    if difficulty == "hard":
        return SearchAgent(rules, seat, rng, spec.guide(rules), think=think)
    raise ValueError(f"unknown difficulty {difficulty!r}; known: random, {', '.join(DIFFICULTIES)}")
