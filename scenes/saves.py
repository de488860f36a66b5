"""The autosaved game: the match's record plus who sat where, rewritten after every action, so
closing the window (or a crash) never loses a game. Menu → Continue replays it."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

from game.match import Match, SeatConfig
from game.record import CorruptRecord, Record, write_json_atomically
from scenes.settings import data_dir


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def save_match(match: Match, path: Path | None = None) -> None:
    data = match.record.to_json()
    data["seats"] = [asdict(s) for s in match.seats]
    write_json_atomically(path or autosave_path(), data)


def load_match(path: Path | None = None) -> Match:
    """The saved match, replayed; CorruptRecord with the reason if the file is damaged."""
    path = path or autosave_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise CorruptRecord(f"cannot read {path.name}: {e}") from e
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        raise CorruptRecord(f"{path.name} is not a saved game")
    record = Record.from_json(data)
    try:
        seats = [SeatConfig(**s) for s in data["seats"]]
        return Match.from_record(record, seats)
    except (TypeError, ValueError, KeyError) as e:
        raise CorruptRecord(f"the saved game does not replay: {e}") from e
