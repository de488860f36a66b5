"""Pirate Table: start the window at the menu, a game straight from the command line, or a headless
run (for tests, demos and benchmarks) that plays through the real scenes without a display.

    python main.py
    python main.py --game korsar --players 4 --seats human,ai,ai,ai
    python main.py --game korsar --players 5 --seats ai,ai,ai,ai,ai --seed 3 --headless --autoplay \\
        --screenshot out.png
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys

MAX_HEADLESS_FRAMES = 200_000


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="pirate-table", description="Korsar, Störtebeker and Freibeuter at one table.")
    p.add_argument("--game", help="start this game at once (korsar)")
    p.add_argument("--players", type=int, help="number of players")
    p.add_argument("--seats", help="comma-separated human or ai per seat, e.g. human,ai,ai,ai")
    p.add_argument("--names", help="comma-separated names per seat")
    p.add_argument("--teams", action="store_true", help="teams of two (Korsar: 4, 6 or 8 players)")
    p.add_argument("--variants", default="", help="comma-separated variant numbers")
    p.add_argument("--seed", type=int, help="the game's seed (random if not given)")
    p.add_argument("--headless", action="store_true", help="no window: SDL's dummy drivers")
    p.add_argument("--autoplay", action="store_true", help="AI seats only, instant animations, to the end")
    p.add_argument("--screenshot", help="save a PNG of the last frame")
    p.add_argument("--frames", type=int, help="stop after this many frames")
    p.add_argument("--lang", help="language of the interface (e.g. en)")
    p.add_argument("--speed", choices=["slow", "normal", "fast", "instant"], help="animation speed")
    p.add_argument("--size", default="1280x720", help="window size, e.g. 1600x900")
    return p.parse_args(argv)


def seats_from(args: argparse.Namespace, players: int) -> list:
    from game.match import AI, HUMAN, SeatConfig
    from scenes.menu import ai_name

    kinds = [k.strip().lower() for k in args.seats.split(",")] if args.seats else ["human"] + ["ai"] * (players - 1)
    if len(kinds) != players:
        raise SystemExit(f"--seats lists {len(kinds)} seats but --players is {players}")
    bad = [k for k in kinds if k not in ("human", "ai")]
    if bad:
        raise SystemExit(f"--seats takes human or ai for each seat, not {', '.join(bad)}")
    names = [n.strip() for n in args.names.split(",")] if args.names else []
    seats = []
    for seat, kind in enumerate(kinds):
        name = names[seat] if seat < len(names) and names[seat] else (
            f"Player {seat + 1}" if kind == "human" else ai_name(seat))
        seats.append(SeatConfig(HUMAN if kind == "human" else AI, name))
    return seats


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from game.core import InvalidSetup, Setup, rules_for
    from game.match import Match
    from scenes import i18n
    from scenes import settings as settings_mod
    from scenes.app import App
    from scenes.menu import MenuScene, table_for
    from scenes.scoring import ScoringScene

    try:
        size = tuple(int(v) for v in args.size.lower().split("x"))
        assert len(size) == 2
    except (ValueError, AssertionError):
        raise SystemExit(f"--size takes WIDTHxHEIGHT, e.g. 1280x720, not {args.size!r}") from None

    settings = settings_mod.Settings() if args.headless else settings_mod.load()
    i18n.install(args.lang or settings.language or None)
    if args.autoplay:
        settings.speed = "instant"
    elif args.speed:
        settings.speed = args.speed

    match = None
    if args.game:
        try:
            rules = rules_for(args.game)
        except ValueError as e:
            raise SystemExit(str(e)) from None
        players = args.players or 4
        variants = frozenset(int(v) for v in args.variants.split(",") if v.strip())
        setup = Setup(players, args.teams, variants)
        try:
            rules.check_setup(setup)
        except InvalidSetup as e:
            raise SystemExit(f"cannot start {rules.title}: {e}") from None
        seats = seats_from(args, players)
        if (args.headless or args.autoplay) and any(s.is_human for s in seats):
            raise SystemExit("a headless or autoplay run has nobody at the screen: every seat must be ai "
                             "(e.g. --seats ai,ai,ai,ai)")
        seed = args.seed if args.seed is not None else random.randrange(1 << 30)
        match = Match(args.game, setup, seats, seed)
    elif args.headless:
        raise SystemExit("--headless needs a game: e.g. --game korsar --players 4 --seats ai,ai,ai,ai --autoplay")

    app = App(settings, headless=args.headless, size=size, persist=not args.headless)  # type: ignore[arg-type]
    app.push(MenuScene(app))
    if match is not None:
        app.push(table_for(app, match))

    if args.headless:
        limit = args.frames or MAX_HEADLESS_FRAMES
        extra = 0
        while app.running and app.frames < limit:
            app.frame(1 / 60)
            if isinstance(app.top, ScoringScene):
                extra += 1
                if extra > 2:
                    break
        if args.screenshot:
            app.screenshot(args.screenshot)
        over = match is not None and match.is_over
        line = {
            "game": args.game,
            "seed": match.seed if match else None,
            "over": over,
            "scores": match.rules.scores(match.state) if over else None,
            "winners": match.rules.winners(match.state) if over else None,
            "actions": len(match.record.actions) if match else 0,
            "frames": app.frames,
            **app.frame_stats(),
        }
        print(json.dumps(line))
        return 0
    app.run(args.frames)
    if args.screenshot:
        app.screenshot(args.screenshot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
