"""Damaged files through the real app: whatever a crash, a full disk, a bad copy or a curious player leaves in
the user folders, the game starts, lists, replays and resumes what it can and sets the rest aside.

    python -m tests.scenes.damaged_files [first seed] [last seed]

Each run starts from good files of every kind, made by the game itself (the settings; a game in progress of each
title; a finished game's record of each title; exported records, as text and as JSON), damages one to three of
them at random (a value of the wrong kind or size, a key or list item gone or doubled, the text cut short, bytes
changed), now and then puts something that is not a file among them (a folder, a link to nowhere or to itself, a
named pipe, a link to /dev/zero), then opens the game as a player would: the settings, the menu and its list of
games in progress, Continue on each of them, the history, a replay of each finished game stepped through, the
statistics, and Import of each exported file, drawing a few frames of each. It prints what each run damaged and,
for an exception, the traceback and the seed that plays it again. tests/scenes/test_damaged_files.py runs a few
seeds in the suite.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sys
import tempfile
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from game.core import Setup
from game.match import AI, HUMAN, Match, SeatConfig

ODD_VALUES = (None, True, False, 0, -1, 1, 2, 7, 10**30, -(10**30), 0.5, float("nan"), "", "x", "korsar",
              "play admiral g99", "\u202e\u0000", "9" * 5000, [], [1], ["x"], {}, {"a": 1}, [[[]]])
GAMES = (("korsar", 3), ("stortebeker", 2), ("freibeuter", 3))


# -- the good files ---------------------------------------------------------------------------------------------
def make_files(seed: int = 1) -> None:
    """Good files of every kind in the user folders (which the caller points somewhere private)."""
    from game.history import list_finished
    from scenes.core import settings as settings_mod
    from scenes.core.saves import keep_record, new_save_path, records_dir, save_match
    from scenes.screens.history_screen import export, exports_dir

    settings_mod.save(settings_mod.Settings(speed="fast", language="fr", names=["Rosa", "Jack"], volume=40))
    for game, players in GAMES:
        seats = [SeatConfig(AI, f"P{i}", "easy") for i in range(players)]
        match = Match(game, Setup(players), seats, seed)
        match.run_agents()
        keep_record(match)
        half = Match(game, Setup(players), list(seats), seed + 1)
        while len(half.record.actions) < 12:
            half.advance()
        half.seats[0] = SeatConfig(HUMAN, "Rosa")  # resumed, the AI seats play on to her turn, and no further
        save_match(half, new_save_path(game))
    finished, _ = list_finished(records_dir())
    for fg in finished:
        export(fg)
    exports_dir().mkdir(parents=True, exist_ok=True)
    shutil.copy(finished[0].path, exports_dir() / "a-record.json")


def user_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file())


# -- the damage -------------------------------------------------------------------------------------------------
def _places(node: object, path: tuple = ()) -> list[tuple]:
    """Every place in a JSON value: the path of keys and indexes to it."""
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _places(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _places(v, (*path, i))
    return out


def damage_json(data: object, rng: random.Random) -> tuple[object, str]:
    """One change to a place of `data`: another value, gone, doubled, or (a list) shuffled or cut short. The
    place is drawn by its kind first (a seat's name, an action...), so the long lists do not take every draw."""
    kinds: dict[tuple, list[tuple]] = {}
    for place in _places(data):
        kinds.setdefault(tuple("#" if isinstance(k, int) else k for k in place), []).append(place)
    place = rng.choice(kinds[rng.choice(sorted(kinds, key=str))])
    if not place:
        return rng.choice(ODD_VALUES), "the whole file replaced"
    parent = data
    for key in place[:-1]:
        parent = parent[key]  # type: ignore[index]
    key, how = place[-1], rng.random()
    where = "/".join(map(str, place))
    if how < 0.55:
        value = rng.choice(ODD_VALUES)
        parent[key] = value  # type: ignore[index]
        return data, f"{where} = {json.dumps(value)[:40]}"
    if how < 0.75:
        del parent[key]  # type: ignore[union-attr]
        return data, f"{where} removed"
    if isinstance(parent, list):
        if how < 0.85:
            parent.insert(key, parent[key])
            return data, f"{where} doubled"
        if how < 0.93:
            rng.shuffle(parent)
            return data, f"{where}: its list shuffled"
        del parent[key:]
        return data, f"{where}: its list cut there"
    parent[f"{key}_"] = parent[key]  # type: ignore[index]
    return data, f"{where}: a key added beside it"


def damage_bytes(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    how = rng.random()
    at = rng.randrange(len(raw) + 1)
    if how < 0.3:
        return raw[:at], f"cut at byte {at}"
    if how < 0.5:
        return b"", "emptied"
    if how < 0.8 and raw:
        at = min(at, len(raw) - 1)
        return raw[:at] + bytes([rng.randrange(256)]) + raw[at + 1:], f"byte {at} changed"
    junk = rng.choice((b"\xff\xfe", b"\x00", b"}", b"\n\n", "é".encode("latin-1"), b"[" * 50))
    return raw[:at] + junk + raw[at:], f"{junk[:8]!r} put in at byte {at}"


def damage_text(text: str, rng: random.Random) -> tuple[str, str]:
    """A record as text: a line gone, doubled or swapped with the next, or one of its words changed."""
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    how = rng.random()
    if how < 0.25:
        del lines[i]
        return "\n".join(lines), f"line {i + 1} removed"
    if how < 0.45:
        lines.insert(i, lines[i])
        return "\n".join(lines), f"line {i + 1} doubled"
    if how < 0.6 and i + 1 < len(lines):
        lines[i], lines[i + 1] = lines[i + 1], lines[i]
        return "\n".join(lines), f"lines {i + 1} and {i + 2} swapped"
    words = lines[i].split(" ")
    j = rng.randrange(len(words))
    words[j] = str(rng.choice(ODD_VALUES))
    lines[i] = " ".join(words)
    return "\n".join(lines), f"line {i + 1}, word {j + 1} = {words[j][:40]!r}"


ODD_ENTRIES = ("a folder", "a link to nowhere", "a link to itself", "a named pipe", "a link to /dev/zero")


def odd_entry(folder: Path, rng: random.Random, name: str | None = None) -> str:
    """Something in a user folder that is not a file, under a name the game reads (`name`: a good file's,
    which it replaces): what and where."""
    kind = rng.choice(ODD_ENTRIES)
    suffix = rng.choice((".json", ".txt")) if folder.name == "exports" else ".json"  # the others read .json only
    path = folder / (name or f"odd-{rng.randrange(1000)}{suffix}")
    if name is not None:
        path.unlink()
    folder.mkdir(parents=True, exist_ok=True)
    if kind == "a folder":
        path.mkdir()
    elif kind == "a link to nowhere":
        os.symlink(folder / "gone", path)
    elif kind == "a link to itself":
        os.symlink(path, path)
    elif kind == "a named pipe":
        os.mkfifo(path)
    else:
        os.symlink("/dev/zero", path)
    return f"{kind} as {folder.name}/{path.name}"


def damage(path: Path, rng: random.Random) -> str:
    """Damage one file in place, as its kind allows; what was done."""
    raw = path.read_bytes()
    if rng.random() < 0.25:
        raw, what = damage_bytes(raw, rng)
        path.write_bytes(raw)
        return what
    if path.suffix == ".txt":
        text, what = damage_text(raw.decode("utf-8"), rng)
        path.write_text(text, encoding="utf-8")
        return what
    data, what = damage_json(json.loads(raw), rng)
    path.write_text(json.dumps(data), encoding="utf-8")
    return what


# -- the player -------------------------------------------------------------------------------------------------
@dataclass
class Visit:
    """What a visit reached: the games in progress it sat down at, the finished games and imported files it
    replayed, and the screens it drew."""

    resumed: int = 0
    replayed: int = 0
    imported: int = 0
    screens: set[str] = field(default_factory=set)


def visit(frames: int = 8) -> Visit:
    """Open the game on the user folders as they are and go everywhere a file is read."""
    from main import open_app, parse_args
    from scenes.core import i18n
    from scenes.screens.history_screen import HistoryScene, ImportOverlay
    from scenes.screens.menu import MenuScene, resume
    from scenes.screens.replay import ReplayScene
    from scenes.table.scene import TableScene

    out = Visit()
    language = i18n.language()
    app = open_app(parse_args([]))  # as the game starts: the settings read, their window and language

    def draw(n: int = frames) -> None:
        for _ in range(n):
            app.frame(1 / 60)
            out.screens.add(type(app.top).__name__)

    def watch(replay: ReplayScene) -> None:
        draw()
        replay.go_to(replay.total)
        draw(2)
        replay.jump_round(-1)
        replay.step_back()
        replay.next_watch()
        draw(2)
        replay.go_to(0)
        replay.step()
        draw(2)

    try:
        app.reset(MenuScene(app))
        draw()
        for saved in list(app.top.saves):
            resume(app, saved.path)
            out.resumed += isinstance(app.top, TableScene)
            draw(frames * 4)  # the AI seats play on
            app.reset(MenuScene(app))
        app.push(HistoryScene(app))
        draw()
        history = app.top
        for fg in list(history.games):
            history.replay(fg)
            if isinstance(app.top, ReplayScene):
                out.replayed += 1
                watch(app.top)
                app.pop()
        history.statistics()
        draw()
        app.reset(MenuScene(app))
        app.push(HistoryScene(app))
        app.push(ImportOverlay(app))
        for path in list(app.top.files):
            app.top.pick(path)
            if isinstance(app.top, ReplayScene):
                out.imported += 1
                watch(app.top)
            while not isinstance(app.top, HistoryScene):
                app.pop()
            app.push(ImportOverlay(app))
        draw()
    finally:
        app.quit()
        i18n.install(language)
    return out


def run(seed: int, pristine: Path, root: Path) -> tuple[list[str], Visit]:
    """One run: the good files again, one to three of them damaged, then a visit; what was damaged, and what the
    visit reached. A damaged file costs only itself: no file left whole is set aside, and each is played on,
    replayed or imported."""
    rng = random.Random(seed)
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(pristine, root)
    files = user_files(root)
    done = []
    damaged = rng.sample(files, rng.choice((1, 1, 2, 3)))
    for path in damaged:
        done.append(f"{path.relative_to(root)}: {damage(path, rng)}")
    if rng.random() < 0.3:
        done.append(odd_entry(rng.choice(sorted({p.parent for p in files})), rng))
    if rng.random() < 0.15:  # a good file (the settings, a save...) itself replaced
        path = rng.choice([p for p in files if p not in damaged])
        damaged.append(path)
        done.append(odd_entry(path.parent, rng, path.name))
    seen = visit()
    lost = [p for p in files if p not in damaged and list(p.parent.glob(f"{p.name}.damaged-*"))]
    assert not lost, f"good files set aside: {[str(p.relative_to(root)) for p in lost]}"
    whole = [p for p in files if p not in damaged]
    for folder, reached in (("saves", seen.resumed), ("records", seen.replayed), ("exports", seen.imported)):
        good = sum(p.parent.name == folder for p in whole)
        assert reached >= good, f"{folder}: {good} good files, only {reached} opened"
    return done, seen


def point_user_folders(root: Path) -> None:
    os.environ["XDG_DATA_HOME"], os.environ["XDG_CONFIG_HOME"] = f"{root}/data", f"{root}/config"


def main(argv: list[str]) -> int:
    first, last = (int(argv[0]), int(argv[1])) if len(argv) > 1 else (0, 50)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    folder = Path(tempfile.mkdtemp(prefix="pirate-table-damaged-"))
    pristine, root = folder / "good", folder / "run"
    point_user_folders(pristine)
    make_files()
    point_user_folders(root)
    failed = 0
    for seed in range(first, last):
        try:
            done, seen = run(seed, pristine, root)
        except Exception:
            failed += 1
            print(f"seed {seed}: CRASH (python -m tests.scenes.damaged_files {seed} {seed + 1})")
            traceback.print_exc()
            continue
        print(f"seed {seed}: {'; '.join(done)} -> resumed {seen.resumed}, replayed {seen.replayed}, imported "
              f"{seen.imported}", flush=True)
    shutil.rmtree(folder, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
