"""The games' tables, listed in one place (as game/games.py lists their rules and agents): each game's table kit
and the words the screens around the tables borrow from it. The menu, the setup screen, the history and the
replay viewer open tables through here; a table's scoring screen plays again through its own table. The screens
that read records (History, Import, the saves) find here how a game names the cards and lines a reason quotes
(`say_why`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core import reason_of
from game.games import game_names
from game.match import Match
from scenes.core.i18n import say
from scenes.core.saves import SaveSlot
from scenes.freibeuter import words as freibeuter_words
from scenes.freibeuter.kit import FreibeuterKit
from scenes.korsar import words as korsar_words
from scenes.korsar.kit import KorsarKit
from scenes.stortebeker import words as stortebeker_words
from scenes.stortebeker.kit import StortebekerKit
from scenes.table.kit import TableKit
from scenes.table.scene import TableScene


def _none() -> dict[int, str]:
    return {}


@dataclass(frozen=True)
class TableSpec:
    """One game's view: its table kit, how its reasons name its cards and lines, and its variants' names and
    what each changes (the setup screen's options)."""

    kit: type[TableKit[Any, Any, Any]]
    reason_field: Callable[[str, object], str | None]
    variant_names: Callable[[], dict[int, str]] = _none
    variant_help: Callable[[], dict[int, str]] = _none


TABLES: dict[str, TableSpec] = {
    "korsar": TableSpec(KorsarKit, korsar_words.reason_field),
    "stortebeker": TableSpec(StortebekerKit, stortebeker_words.reason_field, stortebeker_words.variant_names,
                             stortebeker_words.variant_help),
    "freibeuter": TableSpec(FreibeuterKit, freibeuter_words.reason_field),
}


def playable_games() -> list[str]:
    """The games that have both rules and a table, in the rules' order."""
    return [g for g in game_names() if g in TABLES]


def table_for(app, match: Match, slot: SaveSlot | None = None) -> TableScene[Any, Any, Any]:
    """The table of `match`'s game. A game picked up again goes on saving to its `slot`."""
    return TableScene(app, match, TABLES[match.game].kit, slot)


def say_why(error: Exception) -> str:
    """Why a file or record cannot be used, in the player's language, a reason quoted from the rules (a card,
    a line) in the words of the game the record plays (`CorruptRecord.game`) when that is known."""
    spec = TABLES.get(getattr(error, "game", None) or "")
    return say(reason_of(error), spec.reason_field if spec is not None else None)
