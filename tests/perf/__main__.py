"""Benchmarks: speed and memory, printed as figures (never asserted). Run with `make bench`.

    python -m tests.perf            # everything
    python -m tests.perf engine     # one section: engine, agent, frames
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time
import tracemalloc

from game import Setup, rules_for
from game.ai import make_agent

CONFIGS = [(2, False), (4, False), (4, True), (8, True)]


def engine() -> None:
    """Random playouts: games and actions per second, peak memory of one game."""
    rules = rules_for("korsar")
    print("korsar engine: random playouts")
    for players, teams in CONFIGS:
        games = actions = 0
        start = time.perf_counter()
        while time.perf_counter() - start < 2.0:
            s = rules.new_game(Setup(players, teams), games)
            rng = random.Random(games)
            while not rules.is_over(s):
                rules.apply(s, rng.choice(rules.legal_actions(s)))
                actions += 1
            games += 1
        took = time.perf_counter() - start
        print(f"  {players}p{' teams' if teams else ''}: {games / took:8.1f} games/s {actions / took:10.0f} actions/s")
    tracemalloc.start()
    s = rules.new_game(Setup(8, True), 1)
    rng = random.Random(1)
    while not rules.is_over(s):
        rules.apply(s, rng.choice(rules.legal_actions(s)))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"  peak memory of one 8-player game: {peak / 1024:.0f} KiB")


def agent() -> None:
    """The heuristic agent's time per decision."""
    rules = rules_for("korsar")
    print("korsar agent (normal): time per decision")
    for players, teams in CONFIGS:
        times = []
        for seed in range(8):
            s = rules.new_game(Setup(players, teams), seed)
            agents = [make_agent(rules, i, "normal", random.Random(i)) for i in range(players)]
            while not rules.is_over(s):
                view = rules.observe(s, s.to_act)
                t = time.perf_counter()
                a = agents[s.to_act].choose(view)
                times.append((time.perf_counter() - t) * 1000)
                rules.apply(s, a)
        times.sort()
        print(f"  {players}p{' teams' if teams else ''}: median {statistics.median(times):6.2f} ms"
              f"  p95 {times[int(0.95 * (len(times) - 1))]:6.2f} ms  max {times[-1]:6.2f} ms")


def frames() -> None:
    """A whole AI game through the real scenes, headless: frame times."""
    print("headless table: frame times over a whole game")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for players, teams in CONFIGS:
        args = [sys.executable, "main.py", "--game", "korsar", "--players", str(players), "--seats",
                ",".join(["ai"] * players), "--seed", "3", "--headless", "--autoplay"] + (["--teams"] if teams else [])
        out = subprocess.run(args, capture_output=True, text=True, env=env, check=True).stdout.strip().splitlines()[-1]
        line = json.loads(out)
        print(f"  {players}p{' teams' if teams else ''}: {line['frames']} frames, median {line['frame_ms_median']} ms,"
              f" p95 {line['frame_ms_p95']} ms")


SECTIONS = {"engine": engine, "agent": agent, "frames": frames}


if __name__ == "__main__":
    for name in sys.argv[1:] or list(SECTIONS):
        SECTIONS[name]()
