"""Korsar's GUIDE for the hard AI's search: time per call of rank, act and values, on the positions of
games between normal agents (views for rank and act, made-up worlds for values).

    python -m tests.perf.korsar_guide
"""

from __future__ import annotations

import random
import statistics
import time

from game import Setup
from game.korsar.agent import GUIDE, KorsarAgent
from game.korsar.rules import KorsarRules

CONFIGS = [(2, False), (4, True), (5, False), (8, True)]


def _times(call, items) -> str:
    times = []
    for item in items:
        t = time.perf_counter()
        call(item)
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return f"median {statistics.median(times):6.3f} ms  p95 {times[int(0.95 * (len(times) - 1))]:6.3f} ms"


def main() -> None:
    rules = KorsarRules()
    guide = GUIDE(rules)
    rng = random.Random(0)
    print("korsar guide: time per call")
    for players, teams in CONFIGS:
        views, worlds = [], []
        for seed in range(3):
            s = rules.new_game(Setup(players, teams), seed)
            agents = [KorsarAgent(rules, seat, random.Random(seat)) for seat in range(players)]
            while not rules.is_over(s):
                view = rules.observe(s, s.to_act)
                views.append(view)
                worlds.append(rules.determinize(view, s.to_act, rng))
                rules.apply(s, agents[s.to_act].choose(view))
        name = f"{players}p{' teams' if teams else ''}"
        print(f"  {name:<9} rank   {_times(lambda v: guide.rank(v, rules.legal_actions(v)), views)}")
        print(f"  {name:<9} act    {_times(lambda v: guide.act(v, rng), views)}")
        print(f"  {name:<9} values {_times(guide.values, worlds)}")


if __name__ == "__main__":
    main()
