"""Tune the Korsar agent's weights by self-play: coordinate search against a fixed opponent.

    python -m tests.perf.korsar_tune [games]

Each candidate plays 2-player and 4-player games (same seeds for every candidate) against the
current defaults; a change is kept when it wins clearly more often. Prints each step and the best
weights found. Slow (minutes): run on demand, not in the test suite.
"""

from __future__ import annotations

import dataclasses
import sys

from game.core import Setup
from game.korsar.agent import KorsarAgent, Weights
from game.tournament import play


def strength(w: Weights, base: Weights, games: int) -> float:
    """How often `w` wins against `base`, scaled so that 0.5 means as good (2 and 4 players)."""
    lineup = [("cand", lambda r, s, g: KorsarAgent(r, s, g, weights=w)),
              ("base", lambda r, s, g: KorsarAgent(r, s, g, weights=base))]
    two = play("korsar", Setup(2), lineup, games, seed=5000)["cand"].win_rate
    four = play("korsar", Setup(4), lineup, games, seed=7000)["cand"].win_rate * 2
    return (two + four) / 2


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 100
    base = Weights()
    best, best_score = base, 0.5
    for _round in range(2):
        for f in dataclasses.fields(Weights):
            for factor in (0.6, 1.5):
                cand = dataclasses.replace(best, **{f.name: getattr(best, f.name) * factor})
                score = strength(cand, base, games)
                print(f"{f.name} x{factor}: {score:.3f} (best {best_score:.3f})", flush=True)
                if score > best_score + 0.02:
                    best, best_score = cand, score
    print("best", best, best_score)


if __name__ == "__main__":
    main(sys.argv[1:])
