"""Agents: what sits in a seat that no person takes (docs/architecture.md §3), at three levels.

- easy: each game's beginner, sensible but short-sighted;
- normal: each game's heuristic agent;
- hard: the information-set tree search (search.py), guided by the game's `Guide`.

Which classes play each game at each level is listed in game/games.py (`make_agent`). Every agent sees only
`rules.observe(state, seat)`; a `Thinker` (thinking.py) asks it, in this process or in the AI's own (worker.py).
"""

from game.ai.agent import Agent, RandomAgent
from game.ai.search import DEFAULT_THINK, SearchAgent

__all__ = ["DEFAULT_THINK", "Agent", "RandomAgent", "SearchAgent"]
