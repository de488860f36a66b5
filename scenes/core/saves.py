"""Saved games and the records of finished games, in the per-user data folder.

Every game in progress has a save file of its own in `saves/`, rewritten after every action (before it
is shown), so closing the window or a crash never loses a game and starting a new game never discards
another; the menu's Continue lists them (the SAVES_KEPT played last; a game left before a person at the screen
made a move is not kept). One window at a time plays a save (`SaveSlot`: a lock beside it).
When a game ends, its record goes to `records/` (the newest RECORDS_KEPT are kept) and its save is removed;
a spare file beside the save keeps room for that record should the disk fill, and a record that still cannot be
written is kept in memory and tried again (`retry_unwritten`). A save is a record plus who sat where:
`{game, setup, seed, actions, seats, round, saved_at, id}`; the id names the game, so it finishes only once.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.core import Reason, reason_of
from game.match import GAME_ID, Match, SeatConfig
from game.record import RECORD_BYTES, CorruptRecord, Record
from game.storage import DamagedFile, FileLock, read_json, set_aside, write_json_atomically
from scenes.core.i18n import _, ngettext, say
from scenes.core.names import seat_name
from scenes.core.settings import data_dir

RECORDS_KEPT = 300
SAVES_KEPT = 30  # games in progress kept: a new one beyond this removes the one played longest ago
SPARE_BYTES = 256_000  # room kept beside a save for its finished game's record: far more than a record takes
LEGACY_AUTOSAVE = "autosave.json"  # the single save of earlier versions: still listed


def saves_dir() -> Path:
    return data_dir() / "saves"


def records_dir() -> Path:
    return data_dir() / "records"


def new_save_path(game: str) -> Path:
    return stamped(saves_dir(), game)


def stamped(folder: Path, game: str, tag: str = "") -> Path:
    """A file name of its own: the time (to the nanosecond, so names sort by age), the game, a tag (random if
    not given)."""
    now = time.time_ns()
    when = time.strftime("%Y%m%d-%H%M%S", time.localtime(now // 1_000_000_000))
    return folder / f"{when}.{now % 1_000_000_000:09d}-{game}-{tag or secrets.token_hex(3)}.json"


def lock_path(save: Path) -> Path:
    """The lock beside a save, held by the window that plays it."""
    return save.with_suffix(".lock")


def spare_path(save: Path) -> Path:
    """The spare file beside a save: room for the finished game's record."""
    return save.with_suffix(".spare")


def match_json(match: Match) -> dict:
    data = match.record.to_json()
    data["seats"] = [s.to_json() for s in match.seats]
    data["round"] = match.rules.round_number(match.state)
    data["undo_agreed"] = match.undo_agreed
    data["id"] = match.game_id
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
    game_id: str = ""  # the game's own name (saves of earlier versions have none)
    elsewhere: bool = False  # another window plays it now

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
    game_id = data.get("id", "")
    if not isinstance(game_id, str) or not (game_id == "" or GAME_ID.fullmatch(game_id)):
        raise CorruptRecord(Reason("the game's id is not one this game writes"))
    return SavedGame(path, record, configs, round_, float(saved_at), data.get("undo_agreed") is True, game_id,
                     FileLock(lock_path(path)).held_elsewhere())


def load_match(path: Path) -> Match:
    """The saved match, replayed to where it was; CorruptRecord with the reason if the file is damaged
    or its actions do not replay."""
    saved = read_save(path)
    seats = [SeatConfig(s.kind, name, s.difficulty) for s, name in zip(saved.seats, saved.names)]
    try:
        return Match.from_record(saved.record, seats, saved.undo_agreed, saved.game_id)
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
            saved = read_save(path)
        except CorruptRecord as e:
            notices.append(set_aside_notice(path, e, why))
            continue
        if saved.game_id and recorded(saved.record.game, saved.game_id):
            slot = SaveSlot.claim(path)
            if slot is not None:  # its game finished, and the window died before removing the save
                slot.drop()
                continue
        saves.append(saved)
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


def recorded(game: str, game_id: str) -> Path | None:
    """The record of the finished game `game_id`, if it was kept."""
    found = sorted(records_dir().glob(f"*-{game}-{game_id}.json")) if records_dir().is_dir() else []
    return found[0] if found else None


def keep_record(match: Match) -> Path:
    """Write a finished game's record (with seats and scores) to records/, named by the game's id: a game finished
    a second time replaces its record. Keep the newest RECORDS_KEPT."""
    return keep_finished(match.game, match.game_id, finished_json(match))


def keep_finished(game: str, game_id: str, data: dict) -> Path:
    path = recorded(game, game_id) or stamped(records_dir(), game, game_id)
    write_json_atomically(path, data)
    old = sorted(records_dir().glob("*.json"))[:-RECORDS_KEPT]
    for stale in old:
        stale.unlink(missing_ok=True)
    return path


IMPORTED = "imported-"  # how the id of an imported game begins (`keep_imported`)


def imported_id(record: Record) -> str:
    """The id of an imported game: made from the record itself (game, options, seed, moves), so the same record
    imported twice is one game in the History."""
    text = json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"))
    return IMPORTED + hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def is_imported(path: Path) -> bool:
    """Whether the record file at `path` is a game imported into the History (`keep_imported`)."""
    return f"-{IMPORTED}" in path.name


def keep_imported(record: Record, seats: tuple[SeatConfig, ...], scores: list[int], winners: list[int],
                  known: list[Record]) -> Path | None:
    """Keep a finished game imported from a file in the History, marked as imported and named by its content
    (`imported_id`): imported again, it replaces itself. None when a game of the History (`known`) is that
    record already (a game played here, exported, then imported). OSError if it cannot be written."""
    if record in known:
        return None
    game_id = imported_id(record)
    data = record.to_json()
    data.update(seats=[s.to_json() for s in seats], id=game_id, imported=True, finished_at=time.time(),
                scores=list(scores), winners=list(winners))
    return keep_finished(record.game, game_id, data)


@dataclass
class Unwritten:
    """A finished game whose record could not be written yet (a full disk): kept in memory until it can be."""

    game: str
    game_id: str
    data: dict
    save: Path | None  # its save, removed once the record is kept
    saved_actions: int  # how many of its actions that save holds (the last save that fit)


UNWRITTEN: dict[str, Unwritten] = {}  # by game id


def retry_unwritten() -> list[str]:
    """Write the records kept in memory, now that there may be room; a notice for each game now in the History."""
    notices = []
    for game_id, left in list(UNWRITTEN.items()):
        try:
            keep_finished(left.game, game_id, left.data)
        except OSError:
            continue
        del UNWRITTEN[game_id]
        slot = SaveSlot.claim(left.save) if left.save is not None else None
        if slot is not None:  # unless another window plays it again: it finishes there, as the same game
            slot.drop()
        notices.append(_("A game that ended while the disk was full is now in the History."))
    return notices


class SaveSlot:
    """Where one game in progress is saved after every action, and the window's hold on it: a lock beside the
    save, so a second window does not open the same game, and a spare file, room for the record at its end."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path  # None until the first save
        self.lock = FileLock(lock_path(path)) if path is not None else None
        self.saved_actions = 0  # actions in the save as it stands (the last one written, or the one continued)
        self.touched = path is not None  # a person made a move in this game (a game continued was kept before)

    @classmethod
    def claim(cls, path: Path) -> SaveSlot | None:
        """The slot of an existing save, held by this window; None if another window plays it."""
        slot = cls(path)
        assert slot.lock is not None
        return slot if slot.lock.acquire() else None

    def save(self, match: Match) -> None:
        """Save the game in progress, or keep the finished game's record and remove the save. OSError (a full
        disk...); a finished game whose record cannot be written is kept in memory (UNWRITTEN) and tried again."""
        if match.is_over:
            self._finish(match)
            return
        if self.path is None:
            path = new_save_path(match.game)
            lock = FileLock(lock_path(path))
            lock.acquire()
            try:
                save_match(match, path)
            except OSError:
                lock.release()
                raise
            self.path, self.lock = path, lock
            _make_spare(spare_path(path))
            _keep_newest_saves()
        else:
            save_match(match, self.path)
        self.saved_actions = len(match.record.actions)

    def _finish(self, match: Match) -> None:
        try:
            keep_record(match)
        except OSError:
            spare = spare_path(self.path) if self.path is not None else None
            if spare is None or not os.path.exists(spare):
                self._keep_in_memory(match)
                raise
            spare.unlink(missing_ok=True)  # its room is the record's
            try:
                keep_record(match)
            except OSError:
                self._keep_in_memory(match)
                raise
        UNWRITTEN.pop(match.game_id, None)
        self.drop()

    def _keep_in_memory(self, match: Match) -> None:
        """The record could not be written: keep it in memory, and save the game as it ended if that still fits
        (Continue then shows its end, and finishing it there keeps the record)."""
        if self.path is not None:
            try:
                save_match(match, self.path)
                self.saved_actions = len(match.record.actions)
            except OSError:
                pass
        UNWRITTEN[match.game_id] = Unwritten(match.game, match.game_id, finished_json(match), self.path,
                                             self.saved_actions)

    def drop(self) -> None:
        """The game is over (or its save stale): remove the save, its spare and its lock (held by this slot)."""
        if self.path is not None:
            self.path.unlink(missing_ok=True)
            spare_path(self.path).unlink(missing_ok=True)
        self.close()
        self.path = None

    def close(self) -> None:
        """The window lets go of the game (its table closes)."""
        if self.lock is not None:
            self.lock.release()


def _keep_newest_saves() -> None:
    """Remove the games in progress played longest ago beyond SAVES_KEPT (not one another window plays). By the
    files' times, without reading them: it runs in the frame of a new game's first move."""
    def played(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return float("inf")  # gone meanwhile: nothing to remove
    for path in sorted(saves_dir().glob("*.json"), key=played, reverse=True)[SAVES_KEPT:]:
        slot = SaveSlot.claim(path)
        if slot is not None:
            slot.drop()


def _make_spare(path: Path) -> None:
    """Keep SPARE_BYTES of the disk beside a new save; a disk too full for it goes without."""
    try:
        with open(path, "wb") as f:
            f.write(bytes(SPARE_BYTES))
    except OSError:
        path.unlink(missing_ok=True)


def unwritten_note(game_id: str, actions: int) -> str:
    """What the scoring sheet says, after why it failed, of a finished game whose record could not be written
    (`actions`: the game's): where the game is now, truly. "" if it was written after all."""
    left = UNWRITTEN.get(game_id)
    if left is None:
        return ""
    kept = _("The result is kept while the game runs and joins the History as soon as there is room (the menu "
             "tries again).")
    if left.save is None or not left.save.exists():
        return kept
    behind = actions - left.saved_actions
    if behind <= 0:
        return kept + " " + _("Should the game close first, “Continue a game” holds it as it ended.")
    return kept + " " + ngettext(
        "Should the game close first, “Continue a game” holds its last save, {n} move before the end.",
        "Should the game close first, “Continue a game” holds its last save, {n} moves before the end.",
        behind).format(n=behind)


def describe(saved: SavedGame, title: str, now: float | None = None) -> str:
    """One line for the list: game, round and moves played (two games of one minute read apart: tester 9), when,
    then the players (the part that is cut if too long)."""
    moves = len(saved.record.actions)
    where = ngettext("round {round}, {n} move", "round {round}, {n} moves", moves).format(round=saved.round, n=moves)
    return _("{game} · {where} · {when} · {names}").format(
        game=title, where=where, when=when(saved.saved_at, now), names=", ".join(saved.names))


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
