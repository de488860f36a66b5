"""Benchmarks: speed and memory, printed as figures (never asserted). Run with `make bench`.

    python -m tests.perf            # everything
    python -m tests.perf engine     # one section: engine, agent, hard, window, frames, draw, pointer,
                                    # resize, idle, startup
    python -m tests.perf window korsar 1.0   # the window section for one game, at a hard AI's think time
"""

from __future__ import annotations

import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc

from game import Setup, rules_for
from game.core import CHANCE
from game.games import make_agent

# (game, players, teams, variants) for every figure
CONFIGS = [
    ("korsar", 2, False, ()), ("korsar", 4, True, ()), ("korsar", 8, True, ()),
    ("stortebeker", 2, False, (5,)), ("stortebeker", 4, False, (1, 2)),
    ("freibeuter", 2, False, ()), ("freibeuter", 4, False, ()),
]


def _name(game: str, players: int, teams: bool, variants) -> str:
    extra = " teams" if teams else ""
    extra += f" v{''.join(map(str, variants))}" if variants else ""
    return f"{game} {players}p{extra}"


def _step(rules, s, rng) -> None:
    if s.to_act == CHANCE:
        rules.apply(s, rules.roll(s, rng))
    else:
        rules.apply(s, rng.choice(rules.legal_actions(s)))


def engine() -> None:
    """Random playouts (legal actions, a random one applied with its validation, dice by their odds):
    games and actions per CPU-second, peak memory of one game."""
    print("engine: random playouts, per CPU-second")
    for game, players, teams, variants in CONFIGS:
        rules = rules_for(game)
        setup = Setup(players, teams, frozenset(variants))
        games = actions = 0
        start = time.process_time()
        while time.process_time() - start < 2.0:
            s = rules.new_game(setup, 1000 + games)
            rng = random.Random(games)
            while not rules.is_over(s):
                _step(rules, s, rng)
                actions += 1
            games += 1
        took = time.process_time() - start
        tracemalloc.start()
        s = rules.new_game(setup, 1)
        rng = random.Random(1)
        while not rules.is_over(s):
            _step(rules, s, rng)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        print(f"  {_name(game, players, teams, variants):<22} {games / took:8.1f} games/s"
              f" {actions / took:9.0f} actions/s   peak {peak / 1024:6.0f} KiB a game")


def agent() -> None:
    """The heuristic agents' time per decision, in AI-only games."""
    print("agents (normal): time per decision")
    for game, players, teams, variants in CONFIGS:
        rules = rules_for(game)
        times = []
        for seed in range(4):
            s = rules.new_game(Setup(players, teams, frozenset(variants)), seed)
            agents = [make_agent(rules, i, "normal", random.Random(i)) for i in range(players)]
            rng = random.Random(seed)
            while not rules.is_over(s):
                if s.to_act == CHANCE:
                    _step(rules, s, rng)
                    continue
                view = rules.observe(s, s.to_act)
                t = time.perf_counter()
                a = agents[s.to_act].choose(view)
                times.append((time.perf_counter() - t) * 1000)
                rules.apply(s, a)
        times.sort()
        print(f"  {_name(game, players, teams, variants):<22} median {statistics.median(times):6.2f} ms"
              f"  p95 {times[int(0.95 * (len(times) - 1))]:6.2f} ms  max {times[-1]:6.2f} ms")


def _spread(values: list[float], unit: str = "ms", scale: float = 1000.0) -> str:
    values = sorted(values)
    p95 = values[int(0.95 * (len(values) - 1))]
    return (f"median {statistics.median(values) * scale:7.2f} {unit}  p95 {p95 * scale:7.2f} {unit}"
            f"  max {values[-1] * scale:7.2f} {unit}")


def hard() -> None:
    """The hard AI's decisions at --think 0.25 against normal seats, 2 players: CPU and wall time a
    decision (with the root's ranking), and how many games the search played for each."""
    from game.ai.search import SearchAgent

    print("hard AI at think 0.25 s (2 players, vs normal): time and games a decision")
    for game in ("korsar", "stortebeker", "freibeuter"):
        rules = rules_for(game)
        cpu, wall, games = [], [], []
        for seed in range(2):
            s = rules.new_game(Setup(2), seed)
            agents = [make_agent(rules, 0, "hard", random.Random(seed), think=0.25),
                      make_agent(rules, 1, "normal", random.Random(seed))]
            if not isinstance(agents[0], SearchAgent):
                break
            rng = random.Random(seed)
            while not rules.is_over(s):
                if s.to_act == CHANCE:
                    _step(rules, s, rng)
                    continue
                agent = agents[s.to_act]
                agent_last = getattr(agent, "last", None)
                t, c = time.perf_counter(), time.thread_time()
                a = agent.choose(rules.observe(s, s.to_act))
                if s.to_act == 0:
                    wall.append(time.perf_counter() - t)
                    cpu.append(time.thread_time() - c)
                    if agent.last is not None and agent.last is not agent_last:
                        games.append(agent.last.games)
                rules.apply(s, a)
        if not cpu:
            print(f"  {game:<12} no hard level")
            continue
        print(f"  {game:<12} {len(cpu):4} decisions  CPU {_spread(cpu, 's', 1.0)}")
        print(f"  {'':<12} {'':4}            wall {_spread(wall, 's', 1.0)}")
        if games:
            print(f"  {'':<12} {'':4}            games a searched decision: {_spread(games, '', 1.0)}")


def window(games: str = "korsar,stortebeker,freibeuter", think: str = "1.0") -> None:
    """A hard-vs-hard game in a window (SDL's dummy video driver: 60 frames a second, as a player has it) at
    1920x1080 and the normal animation speed, its AI in its own process: the main process's share of the CPU the
    whole process tree used (the AI's process reports its own when the table closes), and the frames over 16.7 ms,
    while the AI thought (the table's PAUSE and THINKING phases) and in all. Then the same with another program
    keeping one core busy. A game takes a few minutes at 1 s a decision."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ai.worker import WorkerThinker
    from game.match import AI, Match, SeatConfig
    from scenes.core import i18n
    from scenes.core.app import App
    from scenes.core.settings import Settings
    from scenes.screens.menu import MenuScene
    from scenes.table.phases import Phase
    from scenes.tables import table_for

    i18n.install("en")
    print(f"window: hard vs hard at 1920x1080, 60 frames a second, think {think} s; the main process's share of the"
          " tree's CPU and frames over 16.7 ms")
    for busy in (False, True):
        hog = subprocess.Popen([sys.executable, "-c", "while True: pass"]) if busy else None
        try:
            for game in games.split(","):
                app = App(Settings(speed="normal"), headless=False, size=(1920, 1080), persist=False, art_thread=True)
                app.home = MenuScene
                app.new_thinker = WorkerThinker
                app.push(MenuScene(app))
                seats = [SeatConfig(AI, "Anne", "hard"), SeatConfig(AI, "Jack", "hard")]
                table = table_for(app, Match(game, Setup(2), seats, 3, think=float(think)))
                thinker = table.match.thinker
                cpu, start = time.process_time(), time.perf_counter()
                app.push(table)
                frames, thinking, slow, slow_thinking, longest_thinking = 0, 0, 0, 0, 0.0
                while app.running and not table.finished and frames < 60 * 60 * 30:
                    waiting = app.top is table and table.phase in (Phase.PAUSE, Phase.THINKING)
                    app.run(max_frames=app.frames + 1)
                    ms = app.stats.last_ms
                    frames += 1
                    slow += ms > 1000 / 60
                    if waiting:
                        thinking += 1
                        slow_thinking += ms > 1000 / 60
                        longest_thinking = max(longest_thinking, ms)
                thinker.close(report=True)  # the AI's process, idle once the game is over, says what CPU it used
                app.close()
                main_cpu, wall = time.process_time() - cpu, time.perf_counter() - start
                tree = main_cpu + thinker.cpu_s
                st = app.frame_stats()
                load = "one core busy" if busy else "quiet"
                print(f"  {game:<12} {load:<13} {wall:6.1f} s, {frames} frames: main process {main_cpu:6.1f} s of CPU,"
                      f" the AI's {thinker.cpu_s:6.1f} s: main {main_cpu / tree:5.1%} of the tree")
                print(f"  {'':<12} {'':<13} while the AI thought: {thinking} frames, {slow_thinking} over 16.7 ms,"
                      f" longest {longest_thinking:5.1f} ms; all frames: {slow} over 16.7 ms, longest"
                      f" {st['frame_ms_max']:5.1f} ms, median {st['frame_ms_median']:4.1f} ms")
        finally:
            if hog is not None:
                hog.kill()


def frames() -> None:
    """A whole AI game through the real scenes, headless: frame times."""
    print("headless tables: frame times over a whole game")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for game, players, teams, variants in CONFIGS:
        args = [sys.executable, "main.py", "--game", game, "--players", str(players), "--seats",
                ",".join(["ai"] * players), "--seed", "3", "--headless", "--autoplay"]
        args += ["--teams"] if teams else []
        args += ["--variants", ",".join(map(str, variants))] if variants else []
        out = subprocess.run(args, capture_output=True, text=True, env=env, check=True).stdout.strip().splitlines()[-1]
        line = json.loads(out)
        print(f"  {_name(game, players, teams, variants):<22} {line['frames']:5} frames, median"
              f" {line['frame_ms_median']:6.2f} ms, p95 {line['frame_ms_p95']:6.2f} ms")


def _mid_game_table(game: str, turns: int):
    """A headless app showing `game`'s table with 4 seats, one person at the screen, `turns` of the
    person's decisions into the game (made by an agent), the AI seats' moves applied in between."""
    from game.match import AI, HUMAN, Match, SeatConfig
    from scenes.core import i18n
    from scenes.core.app import App
    from scenes.core.settings import Settings
    from scenes.screens.menu import MenuScene
    from scenes.tables import table_for

    i18n.install("en")
    match = Match(game, Setup(4), [SeatConfig(HUMAN, "Rosa")] + [SeatConfig(AI, f"AI {i}") for i in range(3)], 7)
    person = make_agent(match.rules, 0, "normal", random.Random(0))
    for _ in range(turns):
        match.run_agents()
        if match.is_over:
            break
        match.submit(person.choose(match.view(0)))
    match.run_agents()
    match.take()  # the table starts from the position, not by replaying the history
    app = App(Settings(), headless=True, size=(1280, 720), persist=False)
    app.home = MenuScene
    app.push(MenuScene(app))
    app.push(table_for(app, match))
    return app


def resize() -> None:
    """Resizing a mid-game table, headless: the longest of the 60 frames after each resize (the
    resize itself is handled in the first), and the frames until no scaled stand-in is left."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from scenes.core import assets, backdrops

    print("resize: longest of the 60 frames after each resize; frames until every image is a real render")
    for game in ("korsar", "stortebeker", "freibeuter"):
        assets.svgs.__init__(assets.svgs.limit)  # each game starts from empty caches, as in a fresh process
        backdrops.felt.cache_clear()
        app = _mid_game_table(game, 12)
        for _ in range(30):
            app.frame(1 / 60)
        for size in [(1920, 1080), (3840, 2160), (800, 600), (3840, 2160)]:
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            longest, crisp = 0.0, None
            for i in range(60):
                app.frame(1 / 60)
                longest = max(longest, app.stats.last_ms)
                if crisp is None and not getattr(assets.svgs, "stand_ins", 0):
                    crisp = i + 1
            print(f"  {game:<12} {size[0]:>4}x{size[1]:<4}  longest frame {longest:5.0f} ms"
                  f"  crisp after {crisp or '>60'} frames")


def draw() -> None:
    """A mid-game four-seat table's draw (`App.draw`, every image already rendered at its size), headless: the
    median and the longest of 60 draws, CPU time, at each window size. What a frame spends before any render or
    thinking."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    print("draw: a mid-game four-seat table, CPU ms a draw (median, longest of 60)")
    for game in ("korsar", "stortebeker", "freibeuter"):
        app = _mid_game_table(game, 12)
        for size in [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)]:
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            for _ in range(120):  # the resize, then every image rendered at the new size
                app.frame(1 / 60)
            took = []
            for _ in range(60):
                start = time.thread_time()
                app.draw()
                took.append((time.thread_time() - start) * 1000)
            print(f"  {game:<12} {size[0]:>4}x{size[1]:<4}  median {statistics.median(took):5.2f} ms"
                  f"  longest {max(took):5.2f} ms")


def pointer() -> None:
    """The mouse moving every frame over a four-seat table at 3840x2160, headless, three moves in ten onto something
    on the table (a tooltip), the rest anywhere, the AI in its own process: the frames' times. First while a hard
    seat thinks (1,500 frames of an AI game: the picture stands and only the tooltip is drawn again, `App.retip`),
    then while a hint is thought of for the person at the screen (three hints: the person's turn is drawn every
    frame)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ai.worker import WorkerThinker
    from game.match import AI, HUMAN, Match, SeatConfig
    from scenes.core import i18n
    from scenes.core.app import App
    from scenes.core.input import HINT, Intent
    from scenes.core.settings import Settings
    from scenes.screens.menu import MenuScene
    from scenes.tables import table_for

    i18n.install("en")
    print("the mouse moving every frame at 3840x2160 while a hard AI thinks: frame times")
    for game in ("korsar", "stortebeker", "freibeuter"):
        for hints in (False, True):
            app = App(Settings(speed="fast"), headless=True, size=(3840, 2160), persist=False)
            app.home = MenuScene
            app.new_thinker = WorkerThinker
            first = SeatConfig(HUMAN, "Rosa") if hints else SeatConfig(AI, "Anne", "hard")
            table = table_for(app, Match(game, Setup(4), [first] + [SeatConfig(AI, n, "normal") for n in
                                                                    ("Jack", "Mary", "Calico")], 3, think=1.0))
            app.push(table)
            rng, asked = random.Random(1), 0
            while app.frames < (20000 if hints else 1500) and asked < 4:
                sprites = table.display.sprites()
                pos = (rng.choice(sprites).rect.center if sprites and rng.random() < 0.3 else
                       (rng.randrange(3840), rng.randrange(2160)))
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
                app.frame(1 / 60)
                if app.top is not None:
                    app.top.await_outside(1 / 60)
                if hints and table.human_turn() is not None and not table.hints.busy:
                    if table.hints.action is not None:  # a hint came: the person plays it, then asks again
                        table.picker.choose(table.hints.action)
                        table.hints.action = None
                    else:
                        table.handle(Intent(HINT))
                        asked += 1
            st = app.frame_stats()
            what = f"{asked - 1} hints" if hints else "AI turns"
            app.close()
            print(f"  {game:<12} {what:<9} {app.frames:6} frames ({app.held_frames} drew nothing, {app.tip_frames} only"
                  f" the tooltip), median {st['frame_ms_median']:5.2f} ms, p95 {st['frame_ms_p95']:5.2f} ms,"
                  f" longest {st['frame_ms_max']:6.2f} ms")


def idle() -> None:
    """A table waiting for a person, in a window (the dummy driver's) as a player has it, for 4 s of the
    clock: frames a second and the share of a core it costs, resting (`App.resting`) and not."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import scenes.core.app as app_mod
    from game.match import AI, HUMAN, Match, SeatConfig
    from scenes.core import i18n
    from scenes.core.settings import Settings
    from scenes.screens.menu import MenuScene
    from scenes.tables import table_for

    print("idle: a table waiting for a person at 1920x1080, 4 s of the clock")
    i18n.install("en")
    rest_after = app_mod.REST_AFTER
    app = app_mod.App(Settings(speed="fast"), headless=False, size=(1920, 1080), persist=False)
    app.home = MenuScene
    app.push(MenuScene(app))
    for game in ("korsar", "stortebeker", "freibeuter"):
        for rests in (False, True):
            app_mod.REST_AFTER = rest_after if rests else math.inf
            seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Anne", "easy"), SeatConfig(AI, "Jack", "easy")]
            table = table_for(app, Match(game, Setup(3), seats, 4))
            app.push(table)
            while table.human_turn() is None:
                app.run(max_frames=app.frames + 1)
            frames, cpu, start = app.frames, time.process_time(), time.perf_counter()
            while time.perf_counter() - start < 4.0:
                app.run(max_frames=app.frames + 1)
            wall = time.perf_counter() - start
            how = "resting" if rests else "never resting"
            print(f"  {game:<12} {how:<14} {(app.frames - frames) / wall:4.0f} frames/s"
                  f"  {(time.process_time() - cpu) / wall:4.0%} of a core")
            app.pop()
    app_mod.REST_AFTER = rest_after
    app.quit()


def startup() -> None:
    """Start-up to the first menu frame, from source and (if built) the single executable, in empty
    user folders: the whole process, as a player waits for it."""
    print("start-up to the first menu frame (whole process, 7 runs)")
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, XDG_DATA_HOME=f"{home}/data", XDG_CONFIG_HOME=f"{home}/config")
        runs = {"source": [sys.executable, "main.py"]}
        if os.path.exists("dist/pirate-table"):
            runs["executable"] = [os.path.abspath("dist/pirate-table")]
        for name, cmd in runs.items():
            times = []
            for _ in range(7):
                t = time.perf_counter()
                subprocess.run(cmd + ["--headless", "--frames", "1"], env=env, capture_output=True, check=True)
                times.append(time.perf_counter() - t)
            times.sort()
            print(f"  {name:<12} min {times[0]:5.2f} s  median {statistics.median(times):5.2f} s"
                  f"  max {times[-1]:5.2f} s")


SECTIONS = {"engine": engine, "agent": agent, "hard": hard, "window": window, "frames": frames, "draw": draw,
            "pointer": pointer, "resize": resize, "idle": idle, "startup": startup}


if __name__ == "__main__":
    if len(sys.argv) > 2:  # one section, with its arguments
        SECTIONS[sys.argv[1]](*sys.argv[2:])
    else:
        for name in sys.argv[1:] or list(SECTIONS):
            SECTIONS[name]()
