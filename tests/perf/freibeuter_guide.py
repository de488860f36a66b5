"""Benchmark: what Freibeuter's GUIDE costs the hard AI's search, per call (printed, never asserted).

    python -m tests.perf.freibeuter_guide

Positions come from games of normal agents; `rank` gets the deciding seat's view, `act` and `values` a
world made up from it (as the search calls them)."""

from __future__ import annotations

import random
import statistics
import time

from game import Setup, rules_for
from game.ai import make_agent
from game.freibeuter.agent import GUIDE


def positions(players: int, games: int = 2) -> list:
    rules = rules_for("freibeuter")
    out = []
    for seed in range(games):
        s = rules.new_game(Setup(players), seed)
        agents = [make_agent(rules, i, "normal", random.Random(i)) for i in range(players)]
        while not rules.is_over(s):
            out.append(s.clone())
            rules.apply(s, agents[s.to_act].choose(rules.observe(s, s.to_act)))
    return out


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
    rules = rules_for("freibeuter")
    guide = GUIDE(rules)
    rng = random.Random(0)
    print("freibeuter GUIDE: time per call (CPU)")
    for players in (2, 4):
        states = positions(players)
        views = [rules.observe(s, s.to_act) for s in states]
        worlds = [rules.determinize(v, v.to_act, rng) for v in views]
        legal = [rules.legal_actions(v) for v in views]
        name = f"{players}p"
        print(f"  {name:<4} rank    {_times(lambda v=v, la=la: guide.rank(v, la) for v, la in zip(views, legal))}")
        print(f"  {name:<4} act     {_times(lambda w=w: guide.act(w, rng) for w in worlds)}")
        print(f"  {name:<4} values  {_times(lambda w=w: guide.values(w) for w in worlds)}")


if __name__ == "__main__":
    main()
