"""Calibrate a game's GUIDE scale: the lead in estimated final score that makes a win about 3 to 1.

    python -m tests.perf.guide_scale GAME [games]

Normal agents play `games` games (60 unless told) for each seating of the game; at every third decision the
guide's `values` of the true position (a full state, as the search's made-up worlds are) are turned into each
seat's chance of winning as the search turns them (`game.ai.search.chances`), shared out to add up to one (with
three sides or more the search's own add up to less), for a range of scales, and scored against who went on to
win: the log loss (the mean of -ln of the chance given to the winner; lower is better; a shared win counts each
winner's share). Printed per seating, for the first, middle and last third of the game and overall, with the loss
of knowing nothing (ln of the number of sides), the guide's scale and the best of the range. A better-foretelling
scale need not play better: Freibeuter's 12 is no better than knowing nothing with three seats, but 28 won no
more games (game/ai/search.py, `chances`). (Störtebeker's values have their own, fuller benchmark:
tests/perf/stortebeker_values.py.)
"""

from __future__ import annotations

import importlib
import math
import random
import sys

from game import Setup, rules_for
from game.ai.guide import Guide
from game.ai.search import LN3, chances
from game.core import Rules
from tests.invariants import decisions, normal_agents

SEATINGS = {"korsar": [Setup(2), Setup(3), Setup(4), Setup(4, True), Setup(6, True)]}
"""The seatings calibrated per game; any other game: 2, 3 and 4 players."""
SCALES = (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 3.0)  # times the guide's scale for the seating

Sample = tuple[float, list[float], list[float]]  # how far the game had gone (0 to 1), values, each seat's win


def samples(rules: Rules, guide: Guide, setup: Setup, games: int) -> list[Sample]:
    """Every third decision of `games` games between normal agents, judged by `guide`."""
    out = []
    for seed in range(games):
        s = rules.new_game(setup, 40_000 + seed)
        agents = normal_agents(rules, range(setup.players))
        seen = [guide.values(s) if i % 3 == 0 else None
                for i, _ in enumerate(decisions(rules, s, agents, random.Random(seed)))]
        winners = rules.winners(s)
        won = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(setup.players)]
        out += [(i / len(seen), v, won) for i, v in enumerate(seen) if v is not None]
    return out


def log_loss(points: list[Sample], sides: list[int], scale: float) -> float:
    """The mean of -ln of the chance the search's chances (`chances`, at `scale`, shared out) gave the winners."""
    k = LN3 / scale
    total = 0.0
    for _, values, won in points:
        p = chances(values, sides, k)
        shared = sum(p[seat] for seat in set(sides))
        total -= sum(w * math.log(max(1e-12, p[seat] / shared)) for seat, w in enumerate(won) if w)
    return total / len(points)


def main(argv: list[str]) -> None:
    if not argv:
        sys.exit(__doc__)
    game = argv[0]
    games = int(argv[1]) if len(argv) > 1 else 60
    rules = rules_for(game)
    guide = importlib.import_module(f"game.{game}.agent").GUIDE(rules)
    print(f"{game}: log loss of the search's chances of winning by scale (points of lead for 3 to 1), "
          f"{games} games of normal agents a seating")
    for setup in SEATINGS.get(game, [Setup(2), Setup(3), Setup(4)]):
        sides = [min(rules.partners(setup, seat)) for seat in range(setup.players)]
        now = guide.scale
        grid = [now * f for f in SCALES]
        pts = samples(rules, guide, setup, games)
        name = f"{setup.players}p{' teams' if setup.teams else ''}"
        print(f"  {name} ({len(pts)} positions; knowing nothing {math.log(len(set(sides))):.3f}; scale now {now:g})")
        for part, (lo, hi) in (("early", (0, 1 / 3)), ("middle", (1 / 3, 2 / 3)), ("late", (2 / 3, 1.01)),
                               ("all", (0, 1.01))):
            chosen = [p for p in pts if lo <= p[0] < hi]
            losses = {scale: log_loss(chosen, sides, scale) for scale in grid}
            best = min(losses, key=losses.__getitem__)
            print(f"    {part:<7}" + "".join(f"{scale:7.1f}:{loss:.3f}" for scale, loss in losses.items())
                  + f"   best {best:g}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
