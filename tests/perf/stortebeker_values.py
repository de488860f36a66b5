"""Benchmark: does Störtebeker's `GUIDE.values` predict the final scores? Printed, never asserted.

    python -m tests.perf.stortebeker_values [games] [players]

Normal agents play `games` games; at every decision the deciding seat's view is made into a world
(`determinize`, as the search does) and judged. Per stage of the game (the share of its decisions
played) it prints, against the real final scores: the correlation of each seat's value with its final
score and of the lead (seat 0 less seat 1) with the final lead; the mean of final minus value (a bias);
the same correlations for the points already taken alone (what `values` must beat); and the log loss of
the win chances the search would make of the values with `scale` (lower is better), with the scale that
would have fitted best; then the log loss over the whole game for each scale (what `scale` is chosen by)."""

from __future__ import annotations

import math
import random
import statistics
import sys

from game import Setup, rules_for
from game.stortebeker.agent import GUIDE
from tests.invariants import decisions, normal_agents

STAGES = ((0.0, 0.25), (0.25, 0.5), (0.5, 0.75), (0.75, 1.0))
SCALES = (1.5, 2.0, 3.0, 4.5, 6.0, 8.0, 11.0, 15.0)


def samples(players: int, games: int) -> list[tuple[float, list[float], list[float], list[int], float]]:
    """(stage, values, points taken, final scores, seat 0's share of the win) at each decision."""
    rules = rules_for("stortebeker")
    guide = GUIDE(rules)
    out = []
    for seed in range(games):
        world_rng = random.Random(seed)
        s = rules.new_game(Setup(players), 1000 + seed)
        rows = []
        agents = normal_agents(rules, (seed * 10 + i for i in range(players)))
        for seat in decisions(rules, s, agents, random.Random(seed)):
            world = rules.determinize(rules.observe(s, seat), seat, world_rng)
            rows.append((guide.values(world), [float(sum(t.value for t in won)) for won in s.won]))
        final = rules.scores(s)
        winners = rules.winners(s)
        win0 = 1.0 / len(winners) if 0 in winners else 0.0
        out += [(i / len(rows), v, p, final, win0) for i, (v, p) in enumerate(rows)]
    return out


def corr(xs: list[float], ys: list[float]) -> float:
    return statistics.correlation(xs, ys) if len(set(xs)) > 1 and len(set(ys)) > 1 else float("nan")


def log_loss(rows: list, scale: float) -> float:
    k = math.log(3.0) / scale
    total = 0.0
    for _, v, _, _, win0 in rows:
        p = 1.0 / (1.0 + math.exp(-k * (v[0] - max(v[1:]))))
        p = min(max(p, 1e-6), 1 - 1e-6)
        total -= win0 * math.log(p) + (1 - win0) * math.log(1 - p)
    return total / len(rows)


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 60
    players = int(argv[1]) if len(argv) > 1 else 2
    data = samples(players, games)
    print(f"stortebeker values vs final scores: {games} games of normal agents, {players} players, "
          f"{len(data)} decisions; GUIDE.scale {GUIDE.scale}")
    print(f"{'stage':<11}{'corr':>7}{'lead corr':>10}{'bias':>7}{'taken corr':>11}{'lead':>6}{'log loss':>10}"
          f"{'best scale':>12}")
    for lo, hi in STAGES:
        rows = [r for r in data if lo <= r[0] < hi]
        values = [v for _, vs, _, _, _ in rows for v in vs]
        taken = [p for _, _, ps, _, _ in rows for p in ps]
        final = [float(f) for _, _, _, fs, _ in rows for f in fs]
        final_lead = [fs[0] - fs[1] for _, _, _, fs, _ in rows]
        lead = corr([vs[0] - vs[1] for _, vs, _, _, _ in rows], final_lead)
        taken_lead = corr([ps[0] - ps[1] for _, _, ps, _, _ in rows], final_lead)
        bias = statistics.fmean(f - v for f, v in zip(final, values))
        best = min(SCALES, key=lambda sc: log_loss(rows, sc))
        print(f"{lo:.2f}-{hi:.2f}  {corr(values, final):7.3f}{lead:10.3f}{bias:7.2f}{corr(taken, final):11.3f}"
              f"{taken_lead:6.3f}{log_loss(rows, GUIDE.scale):10.3f}{best:12.1f}")
    print("log loss over the whole game, by scale: "
          + "  ".join(f"{sc:g}: {log_loss(data, sc):.4f}" for sc in SCALES))

if __name__ == "__main__":
    main(sys.argv[1:])
