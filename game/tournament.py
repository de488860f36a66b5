"""The tournament command: agents play each other through the match runner, seats rotating, and the
results are printed. It is how agents are compared and tuned.

    python -m game.tournament --game korsar --players 4 --agents normal,random --games 200
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

from game.ai import Agent, make_agent
from game.core import Rules, Setup
from game.match import AI, Match, SeatConfig

AgentFactory = Callable[[Rules, int, random.Random], Agent]


@dataclass
class Standing:
    name: str
    games: int = 0
    wins: float = 0.0  # a shared win counts as a fraction
    points: float = 0.0  # sum of (own score - average of the others)
    scores: list[int] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def margin(self) -> float:
        return self.points / self.games if self.games else 0.0


def by_difficulty(difficulty: str) -> AgentFactory:
    return lambda rules, seat, rng: make_agent(rules, seat, difficulty, rng)


def play(game: str, setup: Setup, lineup: list[tuple[str, AgentFactory]], games: int, seed: int = 0,
         standings: dict[str, Standing] | None = None) -> dict[str, Standing]:
    """Play `games` games; game i seats the lineup rotated by i, so every entrant plays every seat.
    In team play the lineup is given per team and both partners get the same entrant."""
    standings = standings if standings is not None else {}
    for name, _f in lineup:
        standings.setdefault(name, Standing(name))
    n = setup.players
    for i in range(games):
        rot = i % len(lineup)
        entrants = lineup[rot:] + lineup[:rot]
        per_seat = [entrants[(seat // 2 if setup.teams else seat) % len(entrants)] for seat in range(n)]
        match = Match(game, setup, [SeatConfig(AI, name) for name, _f in per_seat], seed + i)
        for seat, (_name, factory) in enumerate(per_seat):
            match.agents[seat] = factory(match.rules, seat, random.Random(f"t:{seed + i}:{seat}"))
        match.run_agents()
        scores = match.rules.scores(match.state)
        winners = match.rules.winners(match.state)
        seen: set[str] = set()
        for seat, (name, _f) in enumerate(per_seat):
            if setup.teams and seat % 2:
                continue
            st = standings[name]
            st.games += 1
            st.scores.append(scores[seat])
            others = [scores[o] for o in range(n) if o != seat and not (setup.teams and o // 2 == seat // 2)]
            st.points += scores[seat] - sum(others) / len(others)
            if seat in winners:
                st.wins += 1 / len({w // 2 if setup.teams else w for w in winners})
            seen.add(name)
    return standings


def report(standings: dict[str, Standing]) -> str:
    lines = [f"{'entrant':<16}{'games':>7}{'win rate':>10}{'margin':>9}"]
    for st in sorted(standings.values(), key=lambda s: -s.win_rate):
        lines.append(f"{st.name:<16}{st.games:>7}{st.win_rate:>10.3f}{st.margin:>9.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tournament")
    p.add_argument("--game", default="korsar")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--teams", action="store_true")
    p.add_argument("--agents", default="normal,random", help="comma-separated difficulties (random, easy, normal)")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    names = [a.strip() for a in args.agents.split(",")]
    lineup = [(name, by_difficulty(name)) for name in names]
    standings = play(args.game, Setup(args.players, args.teams), lineup, args.games, args.seed)
    print(report(standings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
