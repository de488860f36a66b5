"""Do Korsar's easy and normal seats hoard? (tracker issue 51; docs/ai.md, section 5)

    python -m tests.perf.korsar_hoarding [games]

For all-easy and all-normal tables of 3 and 4 seats (solo), `games` games each (seeds 0..games-1), played
through the match runner, prints per seat and game: the round of its first card played (a galleon
launched, a pirate or character put on a galleon), its largest hand, its longest run of draws, and how
its first plays opened (launch, attack another's galleon, defend its own), and its largest hand after a
draw it chose (another move was legal: with nothing to play the rules make a seat draw). Figures only.
"""

from __future__ import annotations

import statistics
import sys
from collections import Counter

from game import Setup
from game.korsar import actions as act
from game.match import AI, Match, SeatConfig


def seat_figures(match: Match) -> list[dict]:
    """Per seat: first round a card is played, largest hand, longest run of draws, first play's kind."""
    rules = match.rules
    s = rules.new_game(match.setup, match.seed)
    n = match.setup.players
    turns = [0] * n
    first = [None] * n
    largest = [len(h) for h in s.hands]
    run = [0] * n
    longest = [0] * n
    opening: list[str | None] = [None] * n
    chosen = [len(h) for h in s.hands]
    for applied in match.history:
        seat, a = applied.seat, applied.action
        turns[seat] += 1
        if isinstance(a, act.Draw):
            run[seat] += 1
            longest[seat] = max(longest[seat], run[seat])
        else:
            run[seat] = 0
            if isinstance(a, act.Play) and first[seat] is None:
                first[seat] = turns[seat]
                if a.target is None:
                    opening[seat] = "launch"
                else:
                    g = s.galleon(a.target)
                    opening[seat] = "defend" if s.side(g.owner) == s.side(seat) else "attack"
        by_choice = isinstance(a, act.Draw) and len(rules.legal_actions(s)) > 1
        rules.apply(s, a)
        if by_choice:
            chosen[seat] = max(chosen[seat], len(s.hands[seat]))
        largest[seat] = max(largest[seat], len(s.hands[seat]))
    return [{"first": first[i] if first[i] is not None else turns[i] + 1, "largest": largest[i],
             "chosen": chosen[i], "draws": longest[i], "opening": opening[i] or "none"} for i in range(n)]


def measure(level: str, players: int, games: int, seed0: int = 0) -> list[dict]:
    rows = []
    for g in range(games):
        m = Match("korsar", Setup(players, False), [SeatConfig(AI, f"s{i}", level) for i in range(players)], seed0 + g)
        m.run_agents()
        rows += seat_figures(m)
    return rows


def summary(rows: list[dict]) -> str:
    firsts = [r["first"] for r in rows]
    largest = [r["largest"] for r in rows]
    draws = [r["draws"] for r in rows]
    chosen = [r["chosen"] for r in rows]
    openings = Counter(r["opening"] for r in rows)
    return (f"first card played: median round {statistics.median(firsts):.0f}, max {max(firsts)}; "
            f"largest hand: median {statistics.median(largest):.0f}, max {max(largest)}; "
            f"by choice: max {max(chosen)}; "
            f"draws in a row: median {statistics.median(draws):.0f}, max {max(draws)}; "
            f"openings {dict(sorted(openings.items()))}")


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 20
    print(f"korsar hoarding: {games} games per table, seeds 0-{games - 1}, every seat of every game")
    for level in ("easy", "normal"):
        for players in (3, 4):
            print(f"  {level:<6} {players} seats: {summary(measure(level, players, games))}", flush=True)
    m = Match("korsar", Setup(3, False), [SeatConfig(AI, f"s{i}", "normal") for i in range(3)], 7)
    m.run_agents()
    print("  normal 3 seats, seed 7 (issue 51):", seat_figures(m))


if __name__ == "__main__":
    main(sys.argv[1:])
