"""Calibrate Freibeuter's GUIDE.scale: the lead in estimated final score that makes a win about 3 to 1.

    python -m tests.perf.freibeuter_scale [games]

Normal agents play; at every decision the guide's `values` of the true position (a full state, as the
search's made-up worlds are) give the seat to act its lead over the best other seat. A logistic curve
P(win) = 1 / (1 + exp(-k * lead)) is fitted to who went on to win; the scale is ln 3 / k. Printed per
player count, for the first, middle and last third of the game and overall.
"""

from __future__ import annotations

import math
import random
import sys

from game import Setup
from game.freibeuter.agent import GUIDE, FreibeuterAgent
from game.freibeuter.rules import FreibeuterRules


def samples(rules: FreibeuterRules, players: int, games: int) -> list[tuple[float, float, bool]]:
    """(how far the game had gone, 0 to 1; a seat's lead in estimated score; did it win) at each decision."""
    guide = GUIDE(rules)
    out = []
    for seed in range(games):
        s = rules.new_game(Setup(players), 40_000 + seed)
        agents = [FreibeuterAgent(rules, seat, random.Random(seat)) for seat in range(players)]
        leads = []
        while not rules.is_over(s):
            v = guide.values(s)
            seat = s.to_act
            leads.append((s.turns_played, v[seat] - max(v[o] for o in range(players) if o != seat), seat))
            rules.apply(s, agents[seat].choose(rules.observe(s, seat)))
        winners = rules.winners(s)
        for turn, lead, seat in leads:
            if len(winners) == 1:  # shared wins say little either way
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

    return max((k / 2000 for k in range(5, 2000, 5)), key=loglik)


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 40
    rules = FreibeuterRules()
    print("freibeuter guide scale (points of lead for 3 to 1), by part of the game")
    for players in (2, 3, 4):
        pts = samples(rules, players, games)
        parts = [[p for p in pts if lo <= p[0] < hi] for lo, hi in ((0, 1 / 3), (1 / 3, 2 / 3), (2 / 3, 1.01))]
        scales = [math.log(3) / fit(part) for part in (*parts, pts)]
        print(f"  {players}p  early {scales[0]:5.1f}  middle {scales[1]:5.1f}  late {scales[2]:5.1f}"
              f"  all {scales[3]:5.1f}   ({len(pts)} decisions)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
