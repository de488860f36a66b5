"""Calibrate a game's GUIDE.scale: the lead in estimated final score that makes a win about 3 to 1.

    python -m tests.perf.guide_scale GAME [games]

Normal agents play `games` games (60 unless told) for each seating of the game; at every decision the guide's
`values` of the true position (a full state, as the search's made-up worlds are) give the seat to act its lead
over the best other side. A logistic curve P(win) = 1 / (1 + exp(-k * lead)) is fitted to who went on to win;
the scale is ln 3 / k. Printed per seating, for the first, middle and last third of the game and overall.
(Störtebeker's values have their own, fuller benchmark: tests/perf/stortebeker_values.py.)
"""

from __future__ import annotations

import importlib
import math
import random
import sys

from game import CHANCE, Setup, rules_for
from game.ai import make_agent
from game.core import Rules

SEATINGS = {"korsar": [Setup(2), Setup(3), Setup(4), Setup(4, True), Setup(6, True)]}
"""The seatings calibrated per game; any other game: 2, 3 and 4 players."""


def samples(rules: Rules, setup: Setup, games: int) -> list[tuple[float, float, bool]]:
    """(how far the game had gone, 0 to 1; a side's lead in estimated score; did it win) at each decision."""
    guide = importlib.import_module(f"game.{rules.name}.agent").GUIDE(rules)
    side = [min(rules.partners(setup, seat)) for seat in range(setup.players)]
    out = []
    for seed in range(games):
        s = rules.new_game(setup, 40_000 + seed)
        agents = [make_agent(rules, seat, "normal", random.Random(seat)) for seat in range(setup.players)]
        dice = random.Random(seed)
        leads = []
        while not rules.is_over(s):
            if s.to_act == CHANCE:
                actions, weights = zip(*rules.chance_outcomes(s))
                rules.apply(s, dice.choices(actions, weights)[0])
                continue
            seat = s.to_act
            assert seat is not None
            v = guide.values(s)
            others = [v[o] for o in range(setup.players) if side[o] != side[seat]]
            leads.append((len(leads), v[seat] - max(others), seat))
            rules.apply(s, agents[seat].choose(rules.observe(s, seat)))
        winners = rules.winners(s)
        if len({side[w] for w in winners}) != 1:  # shared wins say little either way
            continue
        out += [(i / len(leads), lead, seat in winners) for i, lead, seat in leads]
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
    if not argv:
        sys.exit(__doc__)
    game = argv[0]
    games = int(argv[1]) if len(argv) > 1 else 60
    rules = rules_for(game)
    print(f"{game} guide scale (points of lead for 3 to 1), by part of the game; GUIDE.scale now "
          f"{importlib.import_module(f'game.{game}.agent').GUIDE.scale:g}")
    for setup in SEATINGS.get(game, [Setup(2), Setup(3), Setup(4)]):
        pts = samples(rules, setup, games)
        parts = [[p for p in pts if lo <= p[0] < hi] for lo, hi in ((0, 1 / 3), (1 / 3, 2 / 3), (2 / 3, 1.01))]
        scales = [math.log(3) / fit(part) if part else math.nan for part in (*parts, pts)]
        name = f"{setup.players}p{' teams' if setup.teams else ''}"
        print(f"  {name:<9} early {scales[0]:5.1f}  middle {scales[1]:5.1f}  late {scales[2]:5.1f}"
              f"  all {scales[3]:5.1f}   ({len(pts)} decisions)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
