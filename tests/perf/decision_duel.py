"""Benchmark: does the hard AI's search choose better than the normal agent, decision by decision? Printed,
never asserted.

    python -m tests.perf.decision_duel GAME [positions] [think] [name=value ...]

Takes `positions` decisions (with a choice to make) from games between normal agents, and at each lets the
hard agent (GUIDE's class attributes overridden by the `name=value` pairs, as in search_tune.py) and the
normal agent choose. Where they choose differently, both moves are played on by normal agents to the end,
`rollouts=R` times each (16 unless told), in the same worlds (the cards the deciding seat cannot see dealt
anew, as it would have to imagine them) on the same dice and random numbers (paired), and the
deciding seat's results (a win 1, a shared win its share) compared. It prints how often the search
overruled, what an overrule gained in chances of winning (mean and standard error) and in points, and the
gain per decision: a far cheaper and steadier comparison of search settings than whole tournaments, where
most decisions are the same and each game is one noisy bit. `seed=S` picks the games, `games=N` gives the
search a fixed number of games instead of `think` seconds (the same choices on a busy machine), `players=N`
seats N players (2 unless told), `end=1` keeps only the decisions whose playouts run to the end of the game
(`Guide.playout_horizon` None there). Freibeuter's search gains most there: with three seats, +0.027 a decision
on 150 end-game decisions at 1 s, where over all decisions it gained +0.000 to +0.007 in four runs.

The figures are noisy. The search thinks by CPU time, so which decisions it overrules changes from run to
run: Freibeuter's settings at 1 s on seed 1 gave +0.011 a decision once and +0.007 when run again, with
nothing changed that alters a choice (`games=N` makes a run repeatable, not its sample of decisions less
small). A difference under about 0.004 a decision between two settings is not evidence; check a winner on a
second seed (seed=500) and then over 100 tournament games. Gains do not
add up over a game either: Freibeuter's +0.007 over about 34 decisions a seat came to 0.65, not 0.75, of
100 games against normal agents. Nor does the duel see a plan: it plays one decision differently, then
normal agents. Freibeuter's end-game playouts (game/freibeuter/guide.py) gained +0.004 an end-game decision
here and 0.61 -> 0.80 of 100 games at 0.25 s.
"""

from __future__ import annotations

import importlib
import math
import random
import statistics
import sys

from game.ai.search import SearchAgent
from game.core import Action, Rules, Setup, State
from game.games import make_agent, rules_for
from tests.invariants import decision_positions, decisions, normal_agents
from tests.perf.search_tune import guide_with


def played_out(rules: Rules, state: State, action: Action, seat: int, seed: int) -> tuple[float, float]:
    """`action` in a world `seat` cannot tell from `state` (its hidden cards dealt anew from `seed`), then
    normal agents to the end: `seat`'s share of the win and its margin over the best other score."""
    s = rules.determinize(rules.observe(state, seat), seat, random.Random(f"world:{seed}"))
    rules.apply(s, action)
    agents = normal_agents(rules, (f"duel:{seed}:{x}" for x in range(s.setup.players)))
    for _ in decisions(rules, s, agents, random.Random(f"dice:{seed}")):
        pass
    winners = rules.winners(s)
    scores = rules.scores(s)
    won = 1.0 / len(winners) if seat in winners else 0.0
    return won, scores[seat] - max(v for x, v in enumerate(scores) if x != seat)


def main(argv: list[str]) -> None:
    pos = [a for a in argv if "=" not in a]
    if not pos:
        sys.exit(__doc__)
    game = pos.pop(0)
    wanted = int(pos[0]) if pos else 100
    think = float(pos[1]) if len(pos) > 1 else 0.25
    overrides = dict(a.split("=", 1) for a in argv if "=" in a)
    seed = int(overrides.pop("seed", "1"))
    rollouts = int(overrides.pop("rollouts", "16"))
    players = int(overrides.pop("players", "2"))
    end = overrides.pop("end", "0") == "1"
    games = int(overrides["games"]) if "games" in overrides else None
    overrides.pop("games", None)
    module = importlib.import_module(f"game.{game}.agent")
    rules = rules_for(game)
    guide = guide_with(module.GUIDE, overrides)(rules)
    setup = Setup(players)
    chosen: list[State] = []
    g = seed
    while len(chosen) < wanted:  # every third decision with a choice, a game at a time
        states = [s for s in decision_positions(rules, setup, [g]) if len(rules.legal_actions(s)) > 1
                  and (not end or guide.playout_horizon(s) is None)]
        chosen += states[g % 3::3]
        g += 1
    chosen = chosen[:wanted]
    gains: list[float] = []
    margins: list[float] = []
    for i, state in enumerate(chosen):
        seat = state.to_act
        view = rules.observe(state, seat)
        normal = make_agent(rules, seat, "normal", random.Random(f"n:{i}")).choose(view)
        hard = SearchAgent(rules, seat, random.Random(f"h:{i}"), guide, think=think, games=games).choose(view)
        if hard == normal:
            continue
        pairs = [(played_out(rules, state, hard, seat, r), played_out(rules, state, normal, seat, r))
                 for r in range(rollouts)]
        gains.append(statistics.fmean(h[0] - n[0] for h, n in pairs))
        margins.append(statistics.fmean(h[1] - n[1] for h, n in pairs))
        print(f"  {i:4} {rules.action_text(normal):>24} -> {rules.action_text(hard):<24} "
              f"win {gains[-1]:+.3f} margin {margins[-1]:+.1f}", flush=True)
    n = len(chosen)
    k = len(gains)
    mean = statistics.fmean(gains) if gains else 0.0
    se = statistics.stdev(gains) / math.sqrt(k) if k > 1 else math.inf
    points = statistics.fmean(margins) if margins else 0.0
    points_se = statistics.stdev(margins) / math.sqrt(k) if k > 1 else math.inf
    where = " end" if end else ""
    print(f"{game} {players}p {overrides} think {think} games {games} seed {seed}{where}: {n} decisions, "
          f"overruled {k} ({k / n:.3f}); an overrule gains {mean:+.4f} ± {se:.4f} in chances of winning, "
          f"{points:+.2f} ± {points_se:.2f} points; per decision {mean * k / n:+.4f}")


if __name__ == "__main__":
    main(sys.argv[1:])
