"""Korsar's levels against each other: the normal agent against the beginner (EASY), and against itself
with the other choice of letting the opponent answer in made-up worlds (`KorsarAgent.answering`: with
two sides it does, so the variant does not; with more it does not, so the variant does).

    python -m tests.perf.korsar_levels [games]

Prints win rates and margins per player count (seats rotate, as in `python -m game.tournament`).
"""

from __future__ import annotations

import sys
import time

from game import Setup
from game.korsar.agent import KorsarAgent
from game.tournament import by_difficulty, play

CONFIGS = [(2, False), (3, False), (4, False), (4, True), (6, True)]


class OtherChoice(KorsarAgent):
    def answering(self, view) -> int:
        return 0 if super().answering(view) else self.worlds


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 100
    normal = ("normal", by_difficulty("normal"))
    print(f"korsar levels: the normal agent's win rate and margin over {games} games")
    for players, teams in CONFIGS:
        name = f"{players}p{' teams' if teams else ''}"
        for other in (("easy", by_difficulty("easy")), ("variant", OtherChoice)):
            start = time.process_time()
            st = play("korsar", Setup(players, teams), [normal, other], games, seed=9000)["normal"]
            took = time.process_time() - start
            print(f"  {name:<9} vs {other[0]:<8} win rate {st.win_rate:5.3f}  margin {st.margin:+6.2f}"
                  f"   ({took:5.1f} CPU-s)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
