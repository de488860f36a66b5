"""Tune a game's judgement weights by self-play: coordinate search against the defaults.

    python -m tests.perf.tune GAME [deals] [players] [jobs] [seed=S] [only=name,name] [rounds=R] [name=value ...]

GAME is korsar, stortebeker or freibeuter; its normal agent (`AGENT`) judges with the `Weights` of its
agent module. Each candidate (one weight of the best so far scaled by 0.6 or 1.5; a tuple of chances,
such as how sure a share is, raised to that power instead, so 1 stays 1 and the order holds) plays as
the normal agent with its weights against `players - 1` normal agents with the defaults, each deal once
from every seat (paired: the deal's luck falls on every side). A change is kept when the candidate wins
clearly more than the best so far (by a standard error and 0.01); the best found is then replayed on
other deals (held out), since the search keeps the luckiest of many candidates. `name=value` starts from
other weights. Prints every step. Slow (minutes to hours): run on demand, never in the test suite.
"""

from __future__ import annotations

import dataclasses
import importlib
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any

from game.core import Rules, Setup
from game.games import game_names
from game.tournament import play_game

FACTORS = (0.6, 1.5)


def weights_class(game: str) -> type:
    return importlib.import_module(f"game.{game}.agent").Weights


def _agent(game: str, w: Any, rules: Rules, seat: int, rng: random.Random):
    return importlib.import_module(f"game.{game}.agent").AGENT(rules, seat, rng, weights=w)


def _deal(args: tuple[str, Any, Any, int, int, int]) -> float:
    """The candidate's share of the wins in deal `i`, played once from each seat."""
    game, cand, base, players, seed, i = args
    lineup = [("cand", partial(_agent, game, cand)),
              *((f"base{k}", partial(_agent, game, base)) for k in range(players - 1))]
    won = 0.0
    for turn in range(players):
        order = lineup[turn:] + lineup[:turn]
        won += play_game(game, Setup(players), order, seed, i * players)["cand"].wins
    return won / players


def strength(game: str, cand: Any, base: Any, players: int, deals: int, seed: int,
             pool: ProcessPoolExecutor) -> tuple[float, float]:
    """The candidate's win rate against `players - 1` base agents, and its standard error (over deals)."""
    shares = list(pool.map(_deal, [(game, cand, base, players, seed, i) for i in range(deals)], chunksize=4))
    mean = sum(shares) / deals
    var = sum((x - mean) ** 2 for x in shares) / max(1, deals - 1)
    return mean, math.sqrt(var / deals)


def scaled(w: Any, name: str, factor: float) -> Any:
    """`w` with one weight scaled by `factor` (a tuple of chances: each raised to that power)."""
    old = getattr(w, name)
    if isinstance(old, tuple):
        return dataclasses.replace(w, **{name: tuple(round(v ** factor, 4) for v in old)})
    return dataclasses.replace(w, **{name: round(old * factor, 4)})


def parse(w: Any, name: str, text: str) -> Any:
    """A weight's value from the command line: a number, or a tuple as comma-separated numbers."""
    if isinstance(getattr(w, name), tuple):
        return tuple(float(v) for v in text.split(","))
    return float(text)


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in game_names():
        raise SystemExit(__doc__)
    game, argv = argv[0], argv[1:]
    pos = [a for a in argv if "=" not in a]
    opts = dict(a.split("=", 1) for a in argv if "=" in a)
    deals = int(pos[0]) if pos else 200
    players = int(pos[1]) if len(pos) > 1 else 2
    jobs = int(pos[2]) if len(pos) > 2 else 1
    seed = int(opts.pop("seed", "9000"))
    rounds = int(opts.pop("rounds", "1"))
    cls = weights_class(game)
    names = [f.name for f in dataclasses.fields(cls)]
    only = opts.pop("only").split(",") if "only" in opts else names
    base = cls()
    start = dataclasses.replace(base, **{k: parse(base, k, v) for k, v in opts.items()})
    fair = 1 / players
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        best = start
        best_score, best_se = strength(game, best, base, players, deals, seed, pool) if best != base else (fair, 0.0)
        print(f"{game} {players}p, {deals} deals: start {best_score:.3f} ± {best_se:.3f}  {best}", flush=True)
        for _ in range(rounds):
            for name in only:
                for factor in FACTORS:
                    cand = scaled(best, name, factor)
                    score, se = strength(game, cand, base, players, deals, seed, pool)
                    keep = score > best_score + max(se, 0.01)
                    print(f"{name} x{factor}: {score:.3f} ± {se:.3f}  (best {best_score:.3f})"
                          f"{'  kept' if keep else ''}", flush=True)
                    if keep:
                        best, best_score = cand, score
                        break
        held, held_se = strength(game, best, base, players, deals, seed + 100_000, pool)
        print(f"best {best_score:.3f}; on other deals {held:.3f} ± {held_se:.3f}\n{best}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
