"""Statistics per player name and game, computed from the records of finished games (the records folder
is the one source of truth: nothing else is stored, so deleting a record takes it out of the figures).

Only people count: a seat a person sat in, by the name it had (names compare without regard to case or
surrounding spaces). The AI levels a person played against are the difficulties of the game's AI seats.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from game.history import FinishedGame

RECENT = 20  # scores kept for the chart of recent games


@dataclass
class PlayerStats:
    """One person's figures at one game."""

    name: str
    game: str
    games: int = 0
    wins: int = 0
    total: int = 0
    best: int | None = None
    against: Counter = field(default_factory=Counter)  # AI difficulty -> games with at least one such seat
    recent: list[int] = field(default_factory=list)  # scores, oldest first, the last RECENT games

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def key_of(name: str) -> str:
    return " ".join(name.split()).casefold()


def compute(finished: Iterable[FinishedGame]) -> list[PlayerStats]:
    """Every (person, game) pair's figures, most games first (then by name and game)."""
    table: dict[tuple[str, str], PlayerStats] = {}
    for fg in sorted(finished, key=lambda g: (g.finished_at, g.path.name)):  # oldest first: `recent` in order
        levels = {s.difficulty for s in fg.seats if not s.is_human}
        for seat, cfg in enumerate(fg.seats):
            if not cfg.is_human or not cfg.name.strip():
                continue
            key = (key_of(cfg.name), fg.record.game)
            st = table.setdefault(key, PlayerStats(cfg.name, fg.record.game))
            score = fg.scores[seat]
            st.games += 1
            st.wins += seat in fg.winners
            st.total += score
            st.best = score if st.best is None else max(st.best, score)
            st.against.update(levels)
            st.recent = (st.recent + [score])[-RECENT:]
    return sorted(table.values(), key=lambda s: (-s.games, key_of(s.name), s.game))
