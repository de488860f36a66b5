"""Saved games and the records of finished games, in the per-user data folder.

Every game in progress has a save file of its own in `saves/`, rewritten after every action (before it
is shown), so closing the window or a crash never loses a game and starting a new game never discards
another; the menu's Continue lists them. When a game ends, its record goes to `records/` (the newest
RECORDS_KEPT are kept) and its save is removed. A save is a record plus who sat where:
`{game, setup, seed, actions, seats, round, saved_at}`.
"""

from __future__ import annotations

import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.core import Reason, reason_of
from game.match import Match, SeatConfig
from game.record import RECORD_BYTES, CorruptRecord, Record
from game.storage import DamagedFile, read_json, set_aside, write_json_atomically
from scenes.core.i18n import _, say
from scenes.core.names import seat_name
from scenes.core.settings import data_dir

RECORDS_KEPT = 300
LEGACY_AUTOSAVE = "autosave.json"  # the single save of earlier versions: still listed


def saves_dir() -> Path:
    return data_dir() / "saves"


def records_dir() -> Path:
    return data_dir() / "records"


def new_save_path(game: str) -> Path:
    return stamped(saves_dir(), game)


def stamped(folder: Path, game: str) -> Path:
    """A file name of its own: the time (to the nanosecond, so names sort by age), the game, a random tag."""
    now = time.time_ns()
    when = time.strftime("%Y%m%d-%H%M%S", time.localtime(now // 1_000_000_000))
    return folder / f"{when}.{now % 1_000_000_000:09d}-{game}-{secrets.token_hex(3)}.json"


def match_json(match: Match) -> dict:
    data = match.record.to_json()
    data["seats"] = [s.to_json() for s in match.seats]
    data["round"] = match.rules.round_number(match.state)
    data["undo_agreed"] = match.undo_agreed
    return data


def save_match(match: Match, path: Path) -> None:
    data = match_json(match)
    data["saved_at"] = time.time()
    write_json_atomically(path, data)


@dataclass(frozen=True)
class SavedGame:
    """What the list of games in progress shows of one save."""

    path: Path
    record: Record
    seats: tuple[SeatConfig, ...]
    round: int
    saved_at: float
    undo_agreed: bool = False  # the people at the screen agreed that each may take moves back

    @property
    def names(self) -> list[str]:
        return [seat_name(s.name, i, s.is_human) for i, s in enumerate(self.seats)]


def read_save(path: Path) -> SavedGame:
    """A save file, every field checked (not yet replayed); CorruptRecord with the reason if damaged."""
    try:
        data = read_json(path, RECORD_BYTES)
    except DamagedFile as e:
        raise CorruptRecord(reason_of(e)) from e
    record = Record.from_json(data)
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != record.setup.players:
        raise CorruptRecord(Reason("the save needs one seat for each of the {players} players",
                                   players=record.setup.players))
    try:
        configs = tuple(SeatConfig.from_json(s) for s in seats)
    except ValueError as e:
        raise CorruptRecord(reason_of(e)) from e
    round_, saved_at = data.get("round", 1), data.get("saved_at", 0.0)
    if type(round_) is not int or round_ < 1 or type(saved_at) not in (int, float) or not 0 <= saved_at < 1e11:
        raise CorruptRecord(Reason("the round or the time of saving is not a number"))
    return SavedGame(path, record, configs, round_, float(saved_at), data.get("undo_agreed") is True)


def load_match(path: Path) -> Match:
    """The saved match, replayed to where it was; CorruptRecord with the reason if the file is damaged
    or its actions do not replay."""
    saved = read_save(path)
    seats = [SeatConfig(s.kind, name, s.difficulty) for s, name in zip(saved.seats, saved.names)]
    try:
        return Match.from_record(saved.record, seats, saved.undo_agreed)
    except (ValueError, LookupError, TypeError, AssertionError) as e:  # a parser or rule refusing the text
        raise CorruptRecord(Reason("the saved game does not replay: {reason}", reason=reason_of(e)),
                            game=saved.record.game) from e


def plain_why(error: Exception) -> str:
    """Why a file cannot be used, in the player's language, its reason's fields as written."""
    return say(reason_of(error))


def list_saves(why: Callable[[Exception], str] = plain_why) -> tuple[list[SavedGame], list[str]]:
    """The games in progress, newest first, and a notice for each damaged save (which is set aside), saying
    `why` (the menu says a reason in its game's words: scenes/tables.py `say_why`)."""
    paths = sorted(saves_dir().glob("*.json")) if saves_dir().is_dir() else []
    legacy = data_dir() / LEGACY_AUTOSAVE
    if os.path.lexists(legacy):
        paths.append(legacy)
    saves, notices = [], []
    for path in paths:
        try:
            saves.append(read_save(path))
        except CorruptRecord as e:
            notices.append(set_aside_notice(path, e, why))
    saves.sort(key=lambda s: s.saved_at, reverse=True)
    return saves, notices


def set_aside_notice(path: Path, error: Exception, why: Callable[[Exception], str] = plain_why) -> str:
    """Set a damaged save aside and say so, and `why`."""
    aside = set_aside(path)
    where = _(" (kept as {name})").format(name=aside.name) if aside else ""
    return _("A saved game could not be read and was set aside{where}: {error}").format(
        where=where, error=why(error))


def finished_json(match: Match) -> dict:
    """A finished game's record with its seats, when it ended and its outcome (game/history.py reads it)."""
    data = match_json(match)
    data["finished_at"] = time.time()
    data["scores"] = match.rules.scores(match.state)
    data["winners"] = match.rules.winners(match.state)
    return data


def keep_record(match: Match) -> Path:
    """Write a finished game's record (with seats and scores) to records/; keep the newest RECORDS_KEPT."""
    path = stamped(records_dir(), match.game)
    write_json_atomically(path, finished_json(match))
    old = sorted(records_dir().glob("*.json"))[:-RECORDS_KEPT]
    for stale in old:
        stale.unlink(missing_ok=True)
    return path


def save_progress(match: Match, path: Path | None) -> Path | None:
    """A game in progress is saved after every action (to a new file the first time) and its path returned;
    once it is over its record is kept and its save removed (None). Raises OSError (a full disk...); a finished
    game whose record cannot be written is saved as it ended instead, so Continue shows its end and keeps it."""
    if match.is_over:
        try:
            keep_record(match)
        except OSError:
            if path is not None:  # the finished game stays under Continue until its record can be kept
                save_match(match, path)
            raise
        if path is not None:
            path.unlink(missing_ok=True)
        return None
    path = path or new_save_path(match.game)
    save_match(match, path)
    return path


def describe(saved: SavedGame, title: str, now: float | None = None) -> str:
    """One line for the list: game, round, when, then the players (the part that is cut if too long)."""
    return _("{game} · round {round} · {when} · {names}").format(
        game=title, round=saved.round, when=when(saved.saved_at, now), names=", ".join(saved.names))


def when(moment: float, now: float | None = None) -> str:
    """"today 21:04", "yesterday 21:04", or the date and time."""
    at, today = time.localtime(moment), time.localtime(time.time() if now is None else now)
    clock = time.strftime("%H:%M", at)
    days = (time.mktime(today[:3] + (0, 0, 0, 0, 0, -1)) - time.mktime(at[:3] + (0, 0, 0, 0, 0, -1))) / 86400
    if round(days) == 0:
        return _("today {time}").format(time=clock)
    if round(days) == 1:
        return _("yesterday {time}").format(time=clock)
    return time.strftime("%Y-%m-%d %H:%M", at)
