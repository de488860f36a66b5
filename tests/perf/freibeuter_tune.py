"""Tune the Freibeuter judgement's weights by self-play: coordinate search against the defaults.

    python -m tests.perf.freibeuter_tune [deals] [players] [jobs] [seed=S] [only=name,name] [name=value ...]

Each candidate (one weight of game/freibeuter/judgement.py's `Weights` scaled by 0.6 or 1.5 from the best
so far; for `sure`, its drops from 1) plays the normal agent with its weights against the normal agent with
the defaults, each deal twice with the seats swapped (paired: the deal's luck falls on both sides). A change
is kept when the candidate wins clearly more than the best so far; the best found is then replayed on other
deals (held out), since the search keeps the luckiest of many candidates. `name=value` starts from other
weights. Prints every step. Slow (minutes to hours): run on demand, never in the test suite.
"""

from __future__ import annotations

import dataclasses
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from game.core import Rules, Setup
from game.freibeuter.agent import FreibeuterAgent
from game.freibeuter.judgement import Weights
from game.tournament import play_game

FACTORS = (0.6, 1.5)


def _agent(w: Weights, rules: Rules, seat: int, rng: random.Random) -> FreibeuterAgent:
    return FreibeuterAgent(rules, seat, rng, weights=w)


def _deal(args: tuple[Weights, Weights, int, int, int]) -> float:
    """The candidate's share of the wins in deal `i` played twice, once from each side of the table."""
    cand, base, players, seed, i = args
    lineup = [("cand", partial(_agent, cand)), *((f"base{k}", partial(_agent, base)) for k in range(players - 1))]
    won = 0.0
    for turn in range(players):  # the candidate sits in every seat once, on the same deal
        order = lineup[turn:] + lineup[:turn]
        won += play_game("freibeuter", Setup(players), order, seed, i * players)["cand"].wins
    return won / players


def strength(cand: Weights, base: Weights, players: int, deals: int, seed: int, pool) -> tuple[float, float]:
    """The candidate's win rate against `players - 1` base agents, and its standard error (over deals)."""
    shares = list(pool.map(_deal, [(cand, base, players, seed, i) for i in range(deals)]))
    mean = sum(shares) / deals
    var = sum((x - mean) ** 2 for x in shares) / max(1, deals - 1)
    return mean, math.sqrt(var / deals)


def scaled(w: Weights, name: str, factor: float) -> Weights:
    old = getattr(w, name)
    if isinstance(old, tuple):  # how sure a share is: scale how far each step falls short of certain
        return dataclasses.replace(w, **{name: tuple(round(1 - (1 - v) * factor, 4) for v in old)})
    return dataclasses.replace(w, **{name: round(old * factor, 4)})


def main(argv: list[str]) -> None:
    pos = [a for a in argv if "=" not in a]
    opts = dict(a.split("=", 1) for a in argv if "=" in a)
    deals = int(pos[0]) if pos else 200
    players = int(pos[1]) if len(pos) > 1 else 2
    jobs = int(pos[2]) if len(pos) > 2 else 1
    seed = int(opts.pop("seed", "9000"))
    only = opts.pop("only", "").split(",") if "only" in opts else [f.name for f in dataclasses.fields(Weights)]
    base = Weights()
    start = dataclasses.replace(base, **{k: type(getattr(base, k))(float(v)) for k, v in opts.items()})
    fair = 1 / players
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        best = start
        best_score, best_se = strength(best, base, players, deals, seed, pool) if best != base else (fair, 0.0)
        print(f"start {best_score:.3f} ± {best_se:.3f}  {best}", flush=True)
        for name in only:
            for factor in FACTORS:
                cand = scaled(best, name, factor)
                score, se = strength(cand, base, players, deals, seed, pool)
                keep = score > best_score + max(se, 0.01)
                print(f"{name} x{factor}: {score:.3f} ± {se:.3f}  (best {best_score:.3f}){'  kept' if keep else ''}",
                      flush=True)
                if keep:
                    best, best_score = cand, score
                    break
        held, held_se = strength(best, base, players, deals, seed + 100_000, pool)
        print(f"best {best_score:.3f}; on other deals {held:.3f} ± {held_se:.3f}\n{best}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
