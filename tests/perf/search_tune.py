"""Benchmark: what limits a game's hard AI, printed (never asserted).

    python -m tests.perf.search_tune GAME [games] [think] [players] [name=value ...]

Plays the hard agent of GAME (korsar, stortebeker, freibeuter) against normal ones (seats rotating, as
the tournament does) with GUIDE's class attributes overridden by the `name=value` pairs (e.g. `scale=6
horizon=4`; `seed=S` picks the games), and prints the win rate, then per kind of decision (the state's
step or phase): how many there were, the search's games and rounds per decision, and how often its
decision overruled the Guide's first choice."""

from __future__ import annotations

import importlib
import statistics
import sys
from collections import defaultdict

from game.ai.search import SearchAgent
from game.core import Action, Setup, State
from game.games import make_agent
from game.tournament import play


class Watched(SearchAgent):
    """The hard agent, its searches' figures kept per kind of decision (the state's step or phase)."""

    stats: dict[str, list[tuple[int, int, bool]]] = defaultdict(list)

    def choose(self, view: State) -> Action:
        self.last = None
        action = super().choose(view)
        if self.last is not None:
            s = self.last
            self.stats[_kind(view)].append((s.games, s.rounds, action != s.candidates[0]))  # type: ignore[attr-defined]
        return action


def _kind(view: State) -> str:
    return str(getattr(view, "step", None) or getattr(view, "phase", None) or "decision")


def guide_with(GUIDE: type, overrides: dict[str, str]) -> type:
    """GUIDE with some class attributes changed (each parsed as its default's type; horizon may be None)."""
    fields: dict[str, object] = {}
    for name, text in overrides.items():
        old = getattr(GUIDE, name)
        if text == "None":
            fields[name] = None
        elif isinstance(old, bool):
            fields[name] = text == "True"
        elif isinstance(old, int) or name == "horizon":
            fields[name] = int(text)
        else:
            fields[name] = float(text)
    return type("Tuned", (GUIDE,), fields)


def main(argv: list[str]) -> None:
    pos = [a for a in argv if "=" not in a]
    if not pos:
        sys.exit(__doc__)
    game = pos.pop(0)
    games = int(pos[0]) if pos else 20
    think = float(pos[1]) if len(pos) > 1 else 0.1
    players = int(pos[2]) if len(pos) > 2 else 2
    overrides = dict(a.split("=", 1) for a in argv if "=" in a)
    seed = int(overrides.pop("seed", "1"))
    guide = guide_with(importlib.import_module(f"game.{game}.agent").GUIDE, overrides)
    hard = ("hard", lambda r, s, g: Watched(r, s, g, guide(r), think=think))
    normal = ("normal", lambda r, s, g: make_agent(r, s, "normal", g))
    lineup = [hard] + [normal] * (players - 1)
    st = play(game, Setup(players), lineup, games, seed=seed)
    h = st["hard"]
    print(f"{game} {overrides} think {think} {players}p: hard wins {h.wins:g}/{h.games} ({h.win_rate:.3f}), "
          f"margin {h.margin:.2f}", flush=True)
    for step, rows in sorted(Watched.stats.items()):
        g = [r[0] for r in rows]
        print(f"  step {step:<3} {len(rows):5} decisions  games median {statistics.median(g):6.0f}  "
              f"rounds median {statistics.median(r[1] for r in rows):5.0f}  "
              f"overruled {sum(r[2] for r in rows) / len(rows):.3f}")


if __name__ == "__main__":
    main(sys.argv[1:])
