"""The Störtebeker agents (game/ai): each sees only `observe(state, seat)`.

- AGENT, the normal heuristic agent (normal.py), judging positions with judge.py;
- EASY, a beginner (beginner.py): sensible but short-sighted, greedy for the immediate gain;
- GUIDE, what the hard AI's search borrows (guide.py): the normal agent's ranking, a quick move to play
  ahead with (the beginner's card play, the normal agent's later choices), and each seat's expected final
  score.
"""

from game.stortebeker.beginner import Beginner, quick_move
from game.stortebeker.guide import StortebekerGuide
from game.stortebeker.judge import Judge, Weights
from game.stortebeker.normal import StortebekerAgent

AGENT = StortebekerAgent
EASY = Beginner
GUIDE = StortebekerGuide

__all__ = ["AGENT", "EASY", "GUIDE", "Beginner", "Judge", "StortebekerAgent", "StortebekerGuide", "Weights",
           "quick_move"]
