"""Calibrate Korsar's GUIDE.scale: the lead in estimated final score that makes a win about 3 to 1.

    python -m tests.perf.korsar_scale [games]

Normal agents play; at every decision the guide's `values` of the true position (a full state, as the
search's made-up worlds are) give each seat's lead over the best other side. A logistic curve
P(win) = 1 / (1 + exp(-k * lead)) is fitted to who went on to win; the scale is ln 3 / k. Printed per
player count, for the first, middle and last third of the game and overall.
"""

from __future__ import annotations

import math
import random
import sys

from game import Setup
from game.korsar.agent import GUIDE, KorsarAgent
from game.korsar.rules import KorsarRules

CONFIGS = [(2, False), (3, False), (4, False), (4, True), (6, True)]


def samples(rules: KorsarRules, setup: Setup, games: int) -> list[tuple[float, float, bool]]:
    """(how far the game had gone, 0 to 1; a side's lead in estimated score; did it win) at each decision."""
    guide = GUIDE(rules)
    out = []
    for seed in range(games):
        s = rules.new_game(setup, 40_000 + seed)
        agents = [KorsarAgent(rules, seat, random.Random(seat)) for seat in range(setup.players)]
        leads = []
        while not rules.is_over(s):
            v = guide.values(s)
            seat = s.to_act
            others = [v[o] for o in range(setup.players) if s.side(o) != s.side(seat)]
            leads.append((s.turns_played, v[seat] - max(others), seat))
            rules.apply(s, agents[seat].choose(rules.observe(s, seat)))
        winners = rules.winners(s)
        shared = len({s.side(w) for w in winners})
        for turn, lead, seat in leads:
            if shared == 1:  # shared wins say little either way
                out.append((turn / s.turns_played, lead, seat in winners))
    return out


def fit(points: list[tuple[float, float, bool]]) -> float:
    """The k of the logistic curve most likely to have produced `points` (a grid search)."""
    def loglik(k: float) -> float:
        total = 0.0
        for _, lead, won in points:
            p = 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, k * lead))))
            total += math.log(max(1e-12, p if won else 1.0 - p))
        return total

    return max((k / 1000 for k in range(5, 1000, 5)), key=loglik)


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 60
    rules = KorsarRules()
    print("korsar guide scale (gold of lead for 3 to 1), by part of the game")
    for players, teams in CONFIGS:
        pts = samples(rules, Setup(players, teams), games)
        parts = [[p for p in pts if lo <= p[0] < hi] for lo, hi in ((0, 1 / 3), (1 / 3, 2 / 3), (2 / 3, 1.01))]
        scales = [math.log(3) / fit(part) for part in (*parts, pts)]
        name = f"{players}p{' teams' if teams else ''}"
        print(f"  {name:<9} early {scales[0]:5.1f}  middle {scales[1]:5.1f}  late {scales[2]:5.1f}"
              f"  all {scales[3]:5.1f}   ({len(pts)} decisions)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
