"""Game records: `{game, setup, seed, actions}` (DESIGN.md §2). Saves, replays and bug reports are
all records; replaying one through `apply` rebuilds the game exactly."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import Setup, State, rules_for


class CorruptRecord(ValueError):
    """A record file that cannot be read or does not replay."""


@dataclass
class Record:
    game: str
    setup: Setup
    seed: int
    actions: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "setup": self.setup.to_json(), "seed": self.seed, "actions": list(self.actions)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Record:
        try:
            return cls(str(d["game"]), Setup.from_json(d["setup"]), int(d["seed"]), [str(a) for a in d["actions"]])
        except (KeyError, TypeError, ValueError) as e:
            raise CorruptRecord(f"not a game record: {e}") from e

    def replay(self) -> State:
        """The state after every action of the record; CorruptRecord if one is not legal."""
        rules = rules_for(self.game)
        state = rules.new_game(self.setup, self.seed)
        for i, text in enumerate(self.actions):
            try:
                rules.apply(state, rules.parse_action(state, text))
            except ValueError as e:
                raise CorruptRecord(f"action {i + 1} ({text!r}) does not replay: {e}") from e
        return state


def save(record: Record, path: Path) -> None:
    write_json_atomically(path, record.to_json())


def write_json_atomically(path: Path, data: object) -> None:
    """Write to a temporary file in the same folder, then rename: a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load(path: Path) -> Record:
    """Read a record; CorruptRecord (with the reason) if the file is damaged."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise CorruptRecord(f"cannot read {path.name}: {e}") from e
    if not isinstance(data, dict):
        raise CorruptRecord(f"{path.name} is not a game record")
    return Record.from_json(data)
