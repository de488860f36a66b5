"""Benchmark: what a game's GUIDE costs the hard AI's search, per call (printed, never asserted).

    python -m tests.perf.guide_cost [GAME ...]

Positions come from games of normal agents (every game unless told); `rank` gets the deciding seat's view,
`act` and `values` a world made up from it, as the search calls them. CPU time per call."""

from __future__ import annotations

import importlib
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable

from game import Setup, rules_for
from tests.invariants import decision_positions

SEATINGS = {
    "korsar": [Setup(2), Setup(4, True), Setup(5), Setup(8, True)],
    "stortebeker": [Setup(2, variants=frozenset({5})), Setup(4, variants=frozenset({1, 2}))],
    "freibeuter": [Setup(2), Setup(4)],
}
GAMES = 3  # games of normal agents per seating


def spread(call: Callable[..., object], items: Iterable[tuple]) -> str:
    """Median, 95th percentile and longest CPU time of `call(*item)` over the items, in milliseconds."""
    times = []
    for item in items:
        start = time.process_time()
        call(*item)
        times.append((time.process_time() - start) * 1000)
    times.sort()
    return (f"median {statistics.median(times):6.3f} ms  p95 {times[int(0.95 * (len(times) - 1))]:6.3f} ms"
            f"  max {times[-1]:6.3f} ms")


def report(game: str) -> None:
    rules = rules_for(game)
    guide = importlib.import_module(f"game.{game}.agent").GUIDE(rules)
    rng = random.Random(0)
    print(f"{game} GUIDE: time per call (CPU)")
    for setup in SEATINGS[game]:
        views = [rules.observe(s, s.to_act) for s in decision_positions(rules, setup, range(GAMES))]
        worlds = [(rules.determinize(v, v.to_act, rng),) for v in views]
        name = (f"{setup.players}p{' teams' if setup.teams else ''}"
                f"{' v' + ''.join(map(str, sorted(setup.variants))) if setup.variants else ''}")
        print(f"  {name:<9} rank    {spread(guide.rank, [(v, rules.legal_actions(v)) for v in views])}")
        print(f"  {name:<9} act     {spread(lambda w: guide.act(w, rng), worlds)}")
        print(f"  {name:<9} values  {spread(guide.values, worlds)}", flush=True)


if __name__ == "__main__":
    for name in sys.argv[1:] or list(SEATINGS):
        report(name)
