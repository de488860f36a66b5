"""Benchmark: what Störtebeker's GUIDE costs the hard AI's search, per call (printed, never asserted).

    python -m tests.perf.stortebeker_guide

Positions come from games of normal agents; `rank` and `act` get the deciding seat's view, `values`
a world made up from it (as the search calls them)."""

from __future__ import annotations

import random
import statistics
import time

from game import Setup, rules_for
from game.stortebeker.agent import GUIDE
from tests.invariants import decision_positions


def positions(players: int, variants: frozenset[int], games: int = 3) -> list:
    return decision_positions(rules_for("stortebeker"), Setup(players, variants=variants), range(games))


def _times(calls) -> str:
    times = []
    for call in calls:
        t = time.process_time()
        call()
        times.append((time.process_time() - t) * 1000)
    times.sort()
    return (f"median {statistics.median(times):6.3f} ms  p95 {times[int(0.95 * (len(times) - 1))]:6.3f} ms"
            f"  max {times[-1]:6.3f} ms")


def main() -> None:
    rules = rules_for("stortebeker")
    guide = GUIDE(rules)
    rng = random.Random(0)
    print("stortebeker GUIDE: time per call (CPU)")
    for players, variants in [(2, frozenset({5})), (4, frozenset({1, 2}))]:
        states = positions(players, variants)
        views = [rules.observe(s, s.to_act) for s in states]
        worlds = [rules.determinize(v, v.to_act, rng) for v in views]
        legal = [rules.legal_actions(v) for v in views]
        name = f"{players}p v{''.join(map(str, sorted(variants)))}"
        print(f"  {name:<8} rank    {_times(lambda v=v, la=la: guide.rank(v, la) for v, la in zip(views, legal))}")
        print(f"  {name:<8} act     {_times(lambda v=v: guide.act(v, rng) for v in views)}")
        print(f"  {name:<8} values  {_times(lambda w=w: guide.values(w) for w in worlds)}")


if __name__ == "__main__":
    main()
