"""Game records: `{game, setup, seed, actions}` (docs/architecture.md §2). Saves, replays and bug reports are
all records; replaying one through `apply` rebuilds the game exactly."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import SEED_BITS, Reason, Setup, State, reason_of
from game.games import game_names, rules_for
from game.storage import DamagedFile, read_json, write_json_atomically

RECORD_BYTES = 4_000_000  # far more than the longest game needs; a larger file is not ours
MAX_ACTIONS = 100_000
MAX_ACTION_TEXT = 200


class CorruptRecord(DamagedFile):
    """A record file that cannot be read or does not replay. `game`: the game it records, once that is known,
    so a view can name the game's cards or lines that the reason quotes in the player's words."""

    def __init__(self, reason: str, game: str | None = None) -> None:
        super().__init__(reason)
        self.game = game


@dataclass
class Record:
    game: str
    setup: Setup
    seed: int
    actions: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "setup": self.setup.to_json(), "seed": self.seed, "actions": list(self.actions)}

    @classmethod
    def from_json(cls, d: object) -> Record:
        """A record from JSON, every field checked: CorruptRecord (with the reason) for an unknown game,
        options the game does not allow, a seed that is not a whole number in range, or actions that are
        not a list of short texts. Whether the actions replay is `replay`'s to say."""
        if not isinstance(d, dict):
            raise CorruptRecord(Reason("not a game record"))
        game = d.get("game")
        if game not in game_names():
            raise CorruptRecord(Reason("unknown game {game}", game=repr(game)[:40]))
        try:
            setup = Setup.from_json(d.get("setup"))
            rules_for(game).check_setup(setup)
        except ValueError as e:
            raise CorruptRecord(Reason("bad options: {reason}", reason=reason_of(e))) from e
        seed = d.get("seed")
        if type(seed) is not int or not 0 <= seed < 1 << SEED_BITS:
            raise CorruptRecord(Reason("the seed must be a whole number from 0 to 2^{bits} - 1", bits=SEED_BITS))
        actions = d.get("actions")
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS or not all(
                isinstance(a, str) and len(a) <= MAX_ACTION_TEXT for a in actions):
            raise CorruptRecord(Reason("the actions must be a list of texts"))
        return cls(game, setup, seed, list(actions))

    def replay(self) -> State:
        """The state after every action of the record; CorruptRecord if one is not legal."""
        rules = rules_for(self.game)
        state = rules.new_game(self.setup, self.seed)
        for i, text in enumerate(self.actions):
            try:
                rules.apply(state, rules.parse_action(state, text))
            except ValueError as e:
                raise CorruptRecord(Reason("action {number} ({text}) does not replay: {reason}", number=i + 1,
                                           text=repr(text), reason=reason_of(e)), game=self.game) from e
        return state


def save(record: Record, path: Path) -> None:
    write_json_atomically(path, record.to_json())


def load(path: Path) -> Record:
    """Read a record; CorruptRecord (with the reason) if the file is damaged."""
    try:
        data = read_json(path, RECORD_BYTES)
    except DamagedFile as e:
        raise CorruptRecord(reason_of(e)) from e
    return Record.from_json(data)
