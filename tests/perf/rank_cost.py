"""Benchmark: what one `GUIDE.rank` costs the hard AI's search (printed, never asserted).

    python -m tests.perf.rank_cost                 # Störtebeker and Freibeuter
    python -m tests.perf.rank_cost stortebeker     # one game

The search ranks a node of its tree within one slice of a frame's work (game/ai/search.py), so the
slowest rankings are what can make a frame overrun. Positions come from games between normal agents;
`rank` gets the deciding seat's view and its legal actions, as the search calls it. CPU time of this
thread, per call: median, 99th percentile and max, per game and configuration.
"""

from __future__ import annotations

import statistics
import sys
import time

from game import Setup, rules_for
from tests.invariants import decision_positions

CONFIGS = {
    "stortebeker": [(2, ()), (2, (5,)), (4, (1, 2))],
    "freibeuter": [(2, ()), (3, ()), (4, ())],
}
GAMES = 3


def rank_times(game: str, setup: Setup) -> list[float]:
    """Seconds of CPU per `rank` call, one per position with more than one legal action."""
    import importlib

    rules = rules_for(game)
    guide = importlib.import_module(f"game.{game}.agent").GUIDE(rules)
    times = []
    for s in decision_positions(rules, setup, range(GAMES)):
        view = rules.observe(s, s.to_act)
        legal = rules.legal_actions(view)
        if len(legal) < 2:
            continue
        t = time.thread_time()
        guide.rank(view, legal)
        times.append(time.thread_time() - t)
    return times


def main(games: list[str]) -> None:
    print("GUIDE.rank: CPU ms a call, on positions of normal-vs-normal games")
    for game in games:
        for players, variants in CONFIGS[game]:
            times = sorted(rank_times(game, Setup(players, variants=frozenset(variants))))
            p99 = times[int(0.99 * (len(times) - 1))]
            name = f"{game} {players}p" + (f" v{''.join(map(str, variants))}" if variants else "")
            print(f"  {name:<20} {len(times):5} calls  median {statistics.median(times) * 1e3:6.2f} ms"
                  f"  p99 {p99 * 1e3:6.2f} ms  max {times[-1] * 1e3:6.2f} ms")


if __name__ == "__main__":
    main(sys.argv[1:] or list(CONFIGS))
