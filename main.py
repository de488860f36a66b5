"""Pirate Table: start the window at the menu, a game straight from the command line, or a headless
run (for tests, demos and benchmarks) that plays through the real scenes without a display.

    python main.py
    python main.py --game korsar --players 4 --seats human,ai,ai,ai
    python main.py --game korsar --players 5 --seats ai,ai,ai,ai,ai --seed 3 --headless --autoplay \\
        --screenshot out.png

Every bad value on the command line is refused before anything starts, with one line that says why.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

if __package__:  # installed (pip): this file lies in pirate_table/ beside game/, scenes/ and assets/
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

HERE = Path(__file__).resolve().parent
MAX_HEADLESS_FRAMES = 200_000
IMAGE_TYPES = (".png", ".bmp", ".tga", ".jpg", ".jpeg")  # what pygame.image.save writes


# -- the version ---------------------------------------------------------------------------------------


def version_line() -> str:
    """`pirate-table <version> (commit <hash>)`: from the executable's build info, the installed
    package, or the checkout (pyproject.toml and git); the commit only where it is known."""
    version, commit = "", ""
    built = Path(getattr(sys, "_MEIPASS", HERE)) / "version.json"
    if built.is_file():
        try:
            info = json.loads(built.read_text(encoding="utf-8"))
            version, commit = str(info.get("version", "")), str(info.get("commit", ""))
        except (OSError, ValueError, AttributeError):
            pass
    if not version:
        version = _checkout_version() or _installed_version()
    if not commit and (HERE / ".git").exists():
        try:
            commit = subprocess.run(["git", "-C", str(HERE), "rev-parse", "--short=12", "HEAD"], capture_output=True,
                                    text=True, timeout=5).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            commit = ""
    return f"pirate-table {version or 'unknown'}" + (f" (commit {commit})" if commit else "")


def _checkout_version() -> str:
    try:
        found = re.search(r'^version\s*=\s*"([^"]+)"', (HERE / "pyproject.toml").read_text(encoding="utf-8"), re.M)
        return found.group(1) if found else ""
    except OSError:
        return ""


def _installed_version() -> str:
    from importlib import metadata

    try:
        return metadata.version("pirate-table")
    except metadata.PackageNotFoundError:
        return ""


# -- the command line -------------------------------------------------------------------------------------


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        """One line that says what is wrong, and a non-zero exit: no usage block, no traceback."""
        self.exit(2, f"{self.prog}: {message} (see --help)\n")


def game_name(text: str) -> str:
    from game.games import game_names

    if text not in game_names():
        raise argparse.ArgumentTypeError(f"unknown game {text!r}; choose one of {', '.join(game_names())}")
    return text


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def variant_numbers(text: str) -> frozenset[int]:
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not all(p.isdigit() for p in parts):
        raise argparse.ArgumentTypeError(f"takes variant numbers separated by commas, e.g. 1,3, not {text!r}")
    return frozenset(int(p) for p in parts)


def seed_number(text: str) -> int:
    from game.core import SEED_BITS

    if not text.isdigit() or len(text) > 20 or int(text) >= 1 << SEED_BITS:
        raise argparse.ArgumentTypeError(f"takes a whole number from 0 to 2^{SEED_BITS} - 1, not {text[:30]!r}")
    return int(text)


def window_size(text: str) -> tuple[int, int]:
    from scenes.core.settings import MAX_SIZE, MIN_SIZE

    found = re.fullmatch(r"(\d{1,9})[xX](\d{1,9})", text.strip())
    if not found:
        raise argparse.ArgumentTypeError(f"takes WIDTHxHEIGHT, e.g. 1280x720, not {text[:30]!r}")
    w, h = int(found.group(1)), int(found.group(2))
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(f"{w}x{h} is outside {MIN_SIZE[0]}x{MIN_SIZE[1]} to "
                                         f"{MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return w, h


def language(text: str) -> str:
    from scenes.core.i18n import LANGUAGES

    if text not in LANGUAGES:
        raise argparse.ArgumentTypeError(f"unknown language {text[:30]!r}; choose one of {', '.join(LANGUAGES)}")
    return text


def output_file(text: str, types: tuple[str, ...], what: str) -> Path:
    """A file this run will write (`what`, ending in one of `types`), checked before the run starts, so that a
    long run never ends in a failed save."""
    path = Path(text)
    if path.suffix.lower() not in types:
        kinds = f"{', '.join(types[:-1])} or {types[-1]}"
        raise argparse.ArgumentTypeError(f"{text!r}: {what} must end in {kinds}")
    folder = path.parent if str(path.parent) else Path(".")
    shown = text if len(text) <= 60 else f"{text[:28]}...{text[-28:]}"
    try:
        if not folder.is_dir():
            raise argparse.ArgumentTypeError(f"{shown!r}: there is no folder {str(folder)[:60]!r}")
        if len(path.name.encode("utf-8", "surrogateescape")) > name_max(folder):
            raise argparse.ArgumentTypeError(f"{shown!r}: the file name is too long")
        if not os.access(folder, os.W_OK) or path.is_dir():
            raise argparse.ArgumentTypeError(f"{shown!r}: cannot write there")
    except OSError as e:  # a name too long for the system, a folder that cannot be looked into...
        raise argparse.ArgumentTypeError(f"{shown!r}: {e.strerror or e}") from None
    return path


def name_max(folder: Path) -> int:
    """The longest file name, in bytes, the folder's file system takes (255 where the system does not say)."""
    try:
        return os.pathconf(folder, "PC_NAME_MAX")
    except (AttributeError, ValueError, OSError):
        return 255


def screenshot_file(text: str) -> Path:
    """Where --screenshot saves its picture."""
    return output_file(text, IMAGE_TYPES, "the picture")


RECORD_TYPES = (".json", ".txt")  # a record as the records folder keeps it, or as readable text


def record_out(text: str) -> Path:
    """Where --save-record writes the record."""
    return output_file(text, RECORD_TYPES, "the record file")


def record_in(text: str):
    """A record to replay (finished game, record, or record text), read and replayed before anything starts."""
    from game.history import load_any
    from game.record import CorruptRecord

    try:
        return load_any(Path(text))
    except CorruptRecord as e:
        raise argparse.ArgumentTypeError(f"{text!r}: {e}") from None


def lesson_name(text: str) -> str:
    """--tutorial: a game that has a lesson."""
    from scenes.lessons import LESSONS

    if text.lower() not in LESSONS:
        raise argparse.ArgumentTypeError(f"{text!r}: the lessons are {', '.join(sorted(LESSONS))}")
    return text.lower()


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = Parser(prog="pirate-table", description="Korsar, Störtebeker and Freibeuter at one table.")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--game", type=game_name, help="start this game at once (korsar, stortebeker, freibeuter)")
    p.add_argument("--players", type=positive, help="number of players")
    p.add_argument("--seats", help="per seat: human, or ai (normal), easy, normal or hard; e.g. human,ai,hard,easy")
    p.add_argument("--names", help="comma-separated names per seat")
    p.add_argument("--teams", action="store_true", help="teams of two (Korsar: 4, 6 or 8 players)")
    p.add_argument("--variants", type=variant_numbers, default=frozenset(), help="comma-separated variant numbers")
    p.add_argument("--seed", type=seed_number, help="the game's seed (random if not given)")
    p.add_argument("--headless", action="store_true", help="no window: SDL's dummy drivers")
    p.add_argument("--autoplay", action="store_true", help="AI seats only, instant animations, to the end")
    p.add_argument("--screenshot", type=screenshot_file, help="save a picture (PNG) of the last frame")
    p.add_argument("--frames", type=positive, help="stop after this many frames")
    p.add_argument("--phones", action="store_true",
                   help="let the players hold their seats on their phones (the table shows a code to join)")
    p.add_argument("--lang", type=language, help="language of the interface, en or fr (default: the settings)")
    p.add_argument("--speed", choices=["slow", "normal", "fast", "instant"], help="animation speed")
    p.add_argument("--size", type=window_size, help="window size, e.g. 1600x900 (default: as last time, or 1280x720)")
    p.add_argument("--save-record", type=record_out, metavar="PATH",
                   help="when the game ends, write its record there (.json, or .txt: one action a line)")
    p.add_argument("--replay", type=record_in, metavar="PATH",
                   help="play back a record (.json or .txt) in the viewer; with --headless --autoplay, to the end")
    p.add_argument("--tutorial", type=lesson_name, metavar="GAME",
                   help="the guided first game of GAME (Learn to play); with --headless --autoplay, its taught "
                        "moves played to the end")
    args = p.parse_args(argv)
    if args.tutorial is not None:
        given = [f"--{k}" for k in ("game", "players", "seats", "names", "seed", "replay") if getattr(args, k)]
        given += ["--teams"] * args.teams + ["--variants"] * bool(args.variants)
        given += ["--save-record"] * (args.save_record is not None)
        if given:
            p.error(f"--tutorial deals its own game: leave out {', '.join(given)}")
    elif args.replay is not None:
        given = [f"--{k}" for k in ("game", "players", "seats", "names", "seed") if getattr(args, k) is not None]
        given += ["--teams"] * args.teams + ["--variants"] * bool(args.variants)
        given += ["--save-record"] * (args.save_record is not None)
        if given:
            p.error(f"--replay plays the record's own game: leave out {', '.join(given)}")
    elif not args.game:
        given = [f"--{k}" for k in ("players", "seats", "names", "seed") if getattr(args, k) is not None]
        given += ["--teams"] * args.teams + ["--variants"] * bool(args.variants) + ["--autoplay"] * args.autoplay
        given += ["--save-record"] * (args.save_record is not None)
        if given:
            p.error(f"{', '.join(given)} need --game")
        if args.headless and not args.frames:
            p.error("--headless without --game shows the menu: give --frames N, or a game to play")
    return args


def write_record(match, path: Path) -> bool:
    """--save-record: the finished game's record, as the records folder keeps it (.json) or as text (.txt).
    Whether it was written (if not, one line says why and the run ends with a failure)."""
    from game.record_text import to_text
    from game.storage import write_json_atomically
    from scenes.core.saves import finished_json

    try:
        if path.suffix.lower() == ".txt":
            path.write_text(to_text(match.record, match.seats), encoding="utf-8")
        else:
            write_json_atomically(path, finished_json(match))
    except OSError as e:
        print(f"pirate-table: could not write the record {str(path)[:80]!r}: {e.strerror or e}", file=sys.stderr)
        return False
    return True


def seats_from(args: argparse.Namespace, players: int) -> list:
    from game.games import DIFFICULTIES
    from game.match import AI, HUMAN, SeatConfig
    from scenes.core.names import seat_name

    kinds = [k.strip().lower() for k in args.seats.split(",")] if args.seats else ["human"] + ["ai"] * (players - 1)
    if len(kinds) != players:
        raise SystemExit(f"--seats lists {len(kinds)} seats but --players is {players}")
    bad = [k for k in kinds if k not in ("human", "ai", *DIFFICULTIES)]
    if bad:
        raise SystemExit(f"--seats takes human, ai, easy, normal or hard for each seat, not {', '.join(bad)[:60]}")
    names = args.names.split(",") if args.names else []
    if len(names) > players:
        raise SystemExit(f"--names lists {len(names)} names but --players is {players}")
    names += [""] * (players - len(names))
    return [SeatConfig(HUMAN, seat_name(name, seat, True)) if kind == "human"
            else SeatConfig(AI, seat_name(name, seat, False), "normal" if kind == "ai" else kind)
            for seat, (kind, name) in enumerate(zip(kinds, names))]


def match_from(args: argparse.Namespace):
    """The game the command line asks for, or None for the menu."""
    from game.core import InvalidSetup, Setup
    from game.games import rules_for
    from game.match import Match, new_seed

    if not args.game:
        return None
    rules = rules_for(args.game)
    players = args.players or 4
    setup = Setup(players, args.teams, args.variants)
    try:
        rules.check_setup(setup)
    except InvalidSetup as e:
        from scenes.core.i18n import _, say

        raise SystemExit(_("cannot start {game}: {why}").format(game=rules.title, why=say(e.args[0]))) from None
    seats = seats_from(args, players)
    if (args.headless or args.autoplay) and any(s.is_human for s in seats):
        raise SystemExit("a headless or autoplay run has nobody at the screen: every seat must be ai "
                         "(e.g. --seats ai,ai,ai,ai)")
    return Match(args.game, setup, seats, args.seed if args.seed is not None else new_seed())


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the one-file executable started again as the AI's process: that, and no more
    args = parse_args(argv)
    if args.version:
        print(version_line())
        return 0
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    settings, notice = open_settings(args)
    match = match_from(args)  # a setup the game cannot use stops here, before any window opens
    app = open_app(args, settings, notice)
    match, viewer = open_start(app, args, match)
    try:
        if args.headless:
            run_headless(app, match, args.frames or MAX_HEADLESS_FRAMES, viewer)
        else:
            from scenes.core import settings

            try:
                app.run(args.frames)
            except KeyboardInterrupt:  # Ctrl+C in the terminal that started it: as closing the window, no traceback
                settings.save(app.settings)
                return 130
            settings.save(app.settings)  # the window's size, for the next start
            app.close()
            unwritten_at_exit()
        if args.screenshot:
            save_screenshot(app, args.screenshot)
        if args.headless:
            print(json.dumps(lesson_report(viewer) if args.tutorial else headless_report(app, match)))
        return 1 if getattr(args, "record_failed", False) else 0
    finally:
        app.close()  # every screen closed: a table's AI process stops


def unwritten_at_exit() -> None:
    """A game that ended on a full disk and whose record is still in memory: a last try, else say where it is."""
    from scenes.core import saves

    saves.retry_unwritten()
    for left in saves.UNWRITTEN.values():
        where = f"; its last save that fit is under Continue ({left.save.name})" if left.save else ""
        print(f"pirate-table: the disk is still full: a finished {left.game} game's record was not written{where}",
              file=sys.stderr)


def open_settings(args: argparse.Namespace):
    """The settings and a notice about them, with their language (or the command line's) installed, before the
    seats are named (a seat with no name given is "Joueur 1" in French). A headless run starts from the default
    settings and never saves them."""
    from scenes.core import i18n
    from scenes.core import settings as settings_mod

    settings, notice = (settings_mod.Settings(), "") if args.headless else settings_mod.load()
    i18n.install(args.lang or settings.language or None)
    return settings, notice


def open_app(args: argparse.Namespace, settings=None, notice: str = ""):
    """The app at the menu, in the settings' size and speed unless the command line says otherwise (the
    settings read now if not given: `open_settings`)."""
    from game.ai.worker import WorkerThinker
    from scenes.core.app import DEFAULT_SIZE, App
    from scenes.screens.menu import MenuScene

    if settings is None:
        settings, notice = open_settings(args)

    if args.autoplay:
        settings.for_now = "instant"  # this run only: the player's own speed stays what it was
    elif args.speed:
        settings.for_now = args.speed
    size = args.size or (tuple(settings.window) if settings.window else DEFAULT_SIZE)
    app = App(settings, headless=args.headless, size=size, persist=not args.headless, art_thread=True)
    app.home = MenuScene
    app.new_thinker = WorkerThinker  # each table's AI thinks in a process of its own
    if settings.fullscreen:
        app.set_fullscreen(True)
    app.push(MenuScene(app, notice))
    return app


def open_start(app, args: argparse.Namespace, match):
    """Over the menu: the game's table (it writes its record at the end with --save-record), or the replay
    viewer for --replay. Returns the match being played or replayed (None: the menu) and the viewer."""
    from scenes.tables import table_for

    if match is not None:
        table = table_for(app, match)
        if args.save_record is not None:
            def keep(m) -> None:
                if not write_record(m, args.save_record):
                    args.record_failed = True  # the run ends with a failure

            table.when_over = keep
        app.push(table)
        if args.phones and match.human_seats:
            from scenes.screens.join_phones import offer_phones
            phones = offer_phones(app, table)
            print(f"phones: {phones.error}" if phones.error else
                  f"phones: {phones.address} (code {phones.lobby.code})", flush=True)
        return match, None
    if args.tutorial is not None:
        from scenes.lessons import LESSONS
        from scenes.lessons.table import LessonTable

        lesson = LessonTable(app, LESSONS[args.tutorial], autoplay=args.autoplay)
        app.push(lesson)
        return lesson.match, lesson
    if args.replay is not None:
        from scenes.screens.replay import ReplayScene

        viewer = ReplayScene(app, args.replay, playing=True)
        app.push(viewer)
        return viewer.replay, viewer
    return None, None


def save_screenshot(app, path: Path) -> None:
    """--screenshot: the last frame; a failed save is one line, not a traceback."""
    try:
        app.screenshot(path)
    except (OSError, RuntimeError, ValueError) as e:  # pygame.error is a RuntimeError
        raise SystemExit(f"could not save the picture {str(path)!r}: {e}") from None


def run_headless(app, match, limit: int, viewer=None) -> None:
    """Frames as fast as the machine allows (while only the AI can move the game on, a frame's time at most is
    spent waiting for it), until the limit or a few frames into the scoring screen (a replay: a few frames after
    its last action has been shown)."""
    from scenes.screens.scoring import ScoringScene

    extra = 0
    while app.running and app.frames < limit:
        app.frame(1 / 60)
        if app.top is not None:
            app.top.await_outside(1 / 60)  # no frame is drawn while nothing but the AI can move the game on
        if isinstance(app.top, ScoringScene) or getattr(viewer, "idle", False):
            extra += 1
            if extra > 2:
                break


def lesson_report(lesson) -> dict:
    """--tutorial --headless: the lesson, how many of its steps were taken (bubbles read, moves made), whether
    its game ended."""
    return {"tutorial": lesson.lesson.game, "steps": lesson.steps_shown, "over": lesson.match.is_over}


def headless_report(app, match) -> dict:
    over = match is not None and match.is_over
    return {
        "game": match.game if match else None,
        "seed": match.seed if match else None,
        "over": over,
        "scores": match.rules.scores(match.state) if over else None,
        "winners": match.rules.winners(match.state) if over else None,
        "actions": len(match.record.actions) if match else 0,
        "frames": app.frames,
        "frames_held": app.held_frames,
        **app.frame_stats(),
    }


if __name__ == "__main__":
    sys.exit(main())
