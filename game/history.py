"""The records of finished games, as the history screen, the statistics and `--replay` read them.

A finished game's file is a save plus its outcome: `{game, setup, seed, actions, seats, round, finished_at,
scores, winners}` (scenes/saves.py `keep_record`). Older or hand-made files may lack the seats or the outcome:
the seats then take default names, and the outcome is replayed. A bare record `{game, setup, seed, actions}`
(game/record.py) and a record text (game/record_text.py) open in the replay viewer too.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core import Reason, reason_of
from game.match import AI, SeatConfig
from game.record import RECORD_BYTES, CorruptRecord, Record
from game.record_text import RecordText, read_text
from game.storage import DamagedFile, read_capped, read_json

BYTE_ORDER_MARK = b"\xef\xbb\xbf"  # UTF-8's, which editors on Windows put first: read past


@dataclass(frozen=True)
class FinishedGame:
    """One finished game: its record, who sat where, how it ended and when."""

    path: Path
    record: Record
    seats: tuple[SeatConfig, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    finished_at: float


def _seats(data: dict, players: int) -> tuple[SeatConfig, ...]:
    seats = data.get("seats")
    if seats is None:
        return tuple(SeatConfig(AI, "") for _ in range(players))
    if not isinstance(seats, list) or len(seats) != players:
        raise CorruptRecord(Reason("the record needs one seat for each of the {players} players", players=players))
    try:
        return tuple(SeatConfig.from_json(s) for s in seats)
    except ValueError as e:
        raise CorruptRecord(reason_of(e)) from e


def read_finished(path: Path) -> FinishedGame:
    """A record file (finished game or bare record), every field checked; CorruptRecord with the reason.
    The outcome is taken from the file when it is there and well formed, else by replaying the record."""
    try:
        data = read_json(path, RECORD_BYTES)
    except DamagedFile as e:
        raise CorruptRecord(reason_of(e)) from e
    record = Record.from_json(data)
    players = record.setup.players
    seats = _seats(data, players)
    scores, winners, at = data.get("scores"), data.get("winners"), data.get("finished_at", 0.0)
    if type(at) not in (int, float) or not 0 <= at < 1e11:
        raise CorruptRecord(Reason("the time the game finished is not a number"))
    well_formed = (isinstance(scores, list) and len(scores) == players and all(type(v) is int for v in scores)
                   and isinstance(winners, list) and all(type(w) is int and 0 <= w < players for w in winners))
    if not well_formed:
        state = replay(record)
        from game.games import rules_for

        rules = rules_for(record.game)
        if not rules.is_over(state):
            raise CorruptRecord(Reason("the record's game is not finished"))
        scores, winners = rules.scores(state), rules.winners(state)
    return FinishedGame(path, record, seats, tuple(scores), tuple(winners), float(at))


def replay(record: Record):
    """The record's final state; CorruptRecord (with the reason) if any action does not replay."""
    try:
        return record.replay()
    except CorruptRecord:
        raise
    except (ValueError, LookupError, TypeError, AssertionError) as e:  # a parser refusing the text
        raise CorruptRecord(Reason("the record does not replay: {reason}", reason=reason_of(e)),
                            game=record.game) from e


def list_finished(folder: Path) -> tuple[list[FinishedGame], list[tuple[Path, CorruptRecord]]]:
    """The finished games in `folder`, newest first, and the files that could not be read (with why)."""
    paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    games, damaged = [], []
    for path in paths:
        try:
            games.append(read_finished(path))
        except CorruptRecord as e:
            damaged.append((path, e))
    games.sort(key=lambda g: (g.finished_at, g.path.name), reverse=True)
    return games, damaged


def load_any(path: Path) -> RecordText:
    """A record to replay from any file the game writes: a finished game, a bare record (JSON), or a record
    text. Every action is checked to replay; CorruptRecord with the reason (and the line, for a text)."""
    try:
        start = read_capped(path, RECORD_BYTES)[:64].removeprefix(BYTE_ORDER_MARK).lstrip()  # refuses a folder...
    except FileNotFoundError:
        raise CorruptRecord(Reason("there is no file {name}", name=path.name)) from None
    except DamagedFile as e:
        raise CorruptRecord(reason_of(e)) from e
    if not start.startswith(b"{"):
        return read_text(path)
    finished = read_finished(path)
    replay(finished.record)
    seats = finished.seats
    return RecordText(finished.record, seats)
