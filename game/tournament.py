"""The tournament command: agents play each other through the match runner, seats rotating, and the
results are printed. It is how agents are compared and tuned.

    python -m game.tournament --game korsar --players 4 --agents normal,random --games 200
    python -m game.tournament --game korsar --players 2 --agents hard,normal --games 100 --think 0.25 --json
    python -m game.tournament --game korsar --players 2 --agents hard,normal --games 100 --jobs 2 --json
    python -m game.tournament --game freibeuter --players 3 --agents hard,normal,normal --games 120 --duplicate

Game i seats the lineup rotated by i, so every entrant plays every seat (`hard,normal,normal` puts one
hard agent among two normal ones in a 3-player game). Each game has its own deal, unless --duplicate:
then each deal is played once in every rotation of the lineup (as in duplicate bridge: games 0-2 of a
3-seat lineup share one deal, the same cards and dice), so a lucky deal or seat falls to every entrant
alike and a comparison needs fewer games; use a multiple of the lineup's length. With --json the last
line is one JSON object: per entrant its win rate (a shared win counts as a fraction) with a 95% interval
(from the spread of the deals' results where a deal was played more than once), mean score, and the
time it took per decision (CPU seconds of its own thinking: median, 95th percentile, max). With --jobs N
the games are shared among N processes (one per core): the same games and figures, sooner.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from game.ai import Agent
from game.ai.search import DEFAULT_THINK
from game.core import Action, Rules, Setup, State
from game.games import game_names, make_agent
from game.match import AI, Match, SeatConfig

AgentFactory = Callable[[Rules, int, random.Random], Agent]


@dataclass
class Standing:
    name: str
    games: int = 0
    wins: float = 0.0  # a shared win counts as a fraction
    points: float = 0.0  # sum of (own score - average of the others)
    scores: list[int] = field(default_factory=list)
    outcomes: list[tuple[int, float]] = field(default_factory=list)  # per seat played: (its deal, its share of the win)
    decisions: list[float] = field(default_factory=list)  # CPU seconds of each decision
    decisions_wall: list[float] = field(default_factory=list)  # the same on the clock

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def margin(self) -> float:
        return self.points / self.games if self.games else 0.0

    def ci95(self) -> tuple[float, float]:
        """A 95% interval for the win rate: Wilson's when every result comes from a deal of its own; when
        deals were played more than once (--duplicate, or an entrant in two seats of one game), from the
        spread of the deals' results, since the results of one deal are not independent (a ratio estimate:
        a deal's wins less the rate times its games)."""
        n, p, z = self.games, self.win_rate, 1.96
        if not n:
            return (0.0, 1.0)
        deals: dict[int, list[float]] = {}
        for deal, share in self.outcomes:
            deals.setdefault(deal, []).append(share)
        if len(self.outcomes) > len(deals) > 1:
            k = len(deals)
            spread = sum((sum(v) - p * len(v)) ** 2 for v in deals.values()) * k / (k - 1)
            half = z * math.sqrt(spread) / len(self.outcomes)
            return (max(0.0, p - half), min(1.0, p + half))
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (max(0.0, centre - half), min(1.0, centre + half))

    def summary(self) -> dict:
        times = sorted(self.decisions)
        return {
            "games": self.games,
            "win_rate": round(self.win_rate, 4),
            "ci95": [round(v, 4) for v in self.ci95()],
            "mean_score": round(statistics.fmean(self.scores), 2) if self.scores else 0.0,
            "margin": round(self.margin, 2),
            "decision_s": {
                "median": round(statistics.median(times), 4) if times else 0.0,
                "p95": round(times[min(len(times) - 1, int(0.95 * len(times)))], 4) if times else 0.0,
                "max": round(times[-1], 4) if times else 0.0,
            },
            "decision_wall_max_s": round(max(self.decisions_wall), 4) if self.decisions_wall else 0.0,
        }


class Timed(Agent):
    """An agent whose every decision is timed: CPU time and time on the clock."""

    def __init__(self, inner: Agent, standing: Standing) -> None:
        super().__init__(inner.rules, inner.seat, inner.rng)
        self.inner = inner
        self.standing = standing

    def choose(self, view: State) -> Action:
        cpu, wall = time.thread_time(), time.perf_counter()
        action = self.inner.choose(view)
        self.standing.decisions.append(time.thread_time() - cpu)
        self.standing.decisions_wall.append(time.perf_counter() - wall)
        return action


def by_difficulty(difficulty: str, think: float = DEFAULT_THINK) -> AgentFactory:
    return lambda rules, seat, rng: make_agent(rules, seat, difficulty, rng, think=think)


def play(game: str, setup: Setup, lineup: list[tuple[str, AgentFactory]], games: int, seed: int = 0,
         standings: dict[str, Standing] | None = None,
         progress: Callable[[int, dict[str, Standing]], None] | None = None,
         duplicate: bool = False) -> dict[str, Standing]:
    """Play `games` games (`play_game` 0 to games - 1) and add up each entrant's standing."""
    standings = standings if standings is not None else {}
    for name, _f in lineup:
        standings.setdefault(name, Standing(name))
    for i in range(games):
        _add(standings, play_game(game, setup, lineup, seed, i, duplicate))
        if progress is not None:
            progress(i + 1, standings)
    return standings


def play_game(game: str, setup: Setup, lineup: list[tuple[str, AgentFactory]], seed: int,
              i: int, duplicate: bool = False) -> dict[str, Standing]:
    """Game i of a tournament: the lineup rotated by i (so every entrant plays every seat), the deal
    `seed + i` (`duplicate`: `seed + i // len(lineup)`, each deal once in every rotation), each seat's agent
    its own random numbers from (deal, seat); each entrant's standing in that game alone. In team play the
    lineup is given per team and both partners get the same entrant."""
    standings = {name: Standing(name) for name, _f in lineup}
    n = setup.players
    rot = i % len(lineup)
    deal = seed + (i // len(lineup) if duplicate else i)
    entrants = lineup[rot:] + lineup[:rot]
    per_seat = [entrants[(seat // 2 if setup.teams else seat) % len(entrants)] for seat in range(n)]
    match = Match(game, setup, [SeatConfig(AI, name) for name, _f in per_seat], deal)
    for seat, (name, factory) in enumerate(per_seat):
        agent = factory(match.rules, seat, random.Random(f"t:{deal}:{seat}"))
        match.play_with(seat, Timed(agent, standings[name]))
    match.run_agents()
    scores = match.rules.scores(match.state)
    winners = match.rules.winners(match.state)
    for seat, (name, _f) in enumerate(per_seat):
        if setup.teams and seat % 2:
            continue
        st = standings[name]
        st.games += 1
        st.scores.append(scores[seat])
        others = [scores[o] for o in range(n) if o != seat and not (setup.teams and o // 2 == seat // 2)]
        st.points += scores[seat] - sum(others) / len(others)
        share = 1 / len({w // 2 if setup.teams else w for w in winners}) if seat in winners else 0.0
        st.wins += share
        st.outcomes.append((deal, share))
    return standings


def _add(standings: dict[str, Standing], game: dict[str, Standing]) -> None:
    for name, g in game.items():
        st = standings.setdefault(name, Standing(name))
        st.games += g.games
        st.wins += g.wins
        st.points += g.points
        st.scores += g.scores
        st.outcomes += g.outcomes
        st.decisions += g.decisions
        st.decisions_wall += g.decisions_wall


def _game_by_levels(args: tuple[str, Setup, tuple[str, ...], float, int, int, bool]) -> dict[str, Standing]:
    """`play_game` in a worker process: the lineup by level names (agent factories do not cross processes)."""
    game, setup, names, think, seed, i, duplicate = args
    return play_game(game, setup, [(name, by_difficulty(name, think)) for name in names], seed, i, duplicate)


def play_levels(game: str, setup: Setup, names: list[str], games: int, seed: int = 0, think: float = DEFAULT_THINK,
                jobs: int = 1, progress: Callable[[int, dict[str, Standing]], None] | None = None,
                duplicate: bool = False) -> dict[str, Standing]:
    """`play` with the agents of the levels `names`, its games shared among `jobs` processes. Each game is
    the same whichever process plays it (its deal and random numbers depend on its number only), and every
    agent's thinking is timed in its own process's CPU time, so the figures do not depend on `jobs` (but
    for a hard agent's time budget, which makes it choose a little differently from run to run anyway)."""
    if jobs <= 1:
        return play(game, setup, [(name, by_difficulty(name, think)) for name in names], games, seed,
                    progress=progress, duplicate=duplicate)
    standings = {name: Standing(name) for name in names}
    work = [(game, setup, tuple(names), think, seed, i, duplicate) for i in range(games)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for done, result in enumerate(pool.map(_game_by_levels, work), 1):
            _add(standings, result)
            if progress is not None:
                progress(done, standings)
    return standings


def report(standings: dict[str, Standing]) -> str:
    lines = [f"{'entrant':<16}{'games':>7}{'win rate':>10}{'95% interval':>16}{'margin':>9}{'decision max':>14}"]
    for st in sorted(standings.values(), key=lambda s: -s.win_rate):
        lo, hi = st.ci95()
        slowest = f"{max(st.decisions):.3f} s" if st.decisions else "-"
        lines.append(f"{st.name:<16}{st.games:>7}{st.win_rate:>10.3f}{f'[{lo:.2f}, {hi:.2f}]':>16}"
                     f"{st.margin:>9.2f}{slowest:>14}")
    return "\n".join(lines)


def progress_printer(games: int) -> Callable[[int, dict[str, Standing]], None]:
    """A `progress` for `play`: a line after every game, each entrant's wins so far."""

    def progress(done: int, standings: dict[str, Standing]) -> None:
        print(f"{done}/{games}: " + ", ".join(f"{s.name} {s.wins:g}" for s in standings.values()), flush=True)

    return progress


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tournament")
    p.add_argument("--game", default="korsar", choices=game_names())
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--teams", action="store_true")
    p.add_argument("--agents", default="normal,random",
                   help="comma-separated difficulties (random, easy, normal, hard), one per seat in turn")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--think", type=float, default=DEFAULT_THINK, help="seconds of CPU time a hard decision")
    p.add_argument("--json", action="store_true", help="the last line is the results as one JSON object")
    p.add_argument("--progress", action="store_true", help="a line after every game")
    p.add_argument("--jobs", type=int, default=1, help="games played at once, each in its own process")
    p.add_argument("--duplicate", action="store_true",
                   help="each deal played once in every rotation of the lineup (fewer games for a comparison)")
    args = p.parse_args(argv)
    names = [a.strip() for a in args.agents.split(",")]
    standings = play_levels(args.game, Setup(args.players, args.teams), names, args.games, args.seed, args.think,
                            args.jobs, progress=progress_printer(args.games) if args.progress else None,
                            duplicate=args.duplicate)
    print(report(standings))
    if args.json:
        print(json.dumps({"game": args.game, "players": args.players, "games": args.games, "think": args.think,
                          "duplicate": args.duplicate,
                          "agents": {name: st.summary() for name, st in standings.items()}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
