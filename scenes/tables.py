"""Which table plays a game: the class `TABLE` in `scenes/<game>/table.py`, found by the game's name as
the engine finds its rules (game/core.py rules_for). The menu, the setup screen, the scoring screens'
"play again" and the replay viewer all open tables through here, so no screen imports a table it
leads to, and a table never imports what leads to it. The screens that read records (History, Import,
the saves) find here how a game names the cards and lines a reason quotes (`say_why`)."""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path

from game.core import reason_of
from game.games import game_names
from game.match import Match
from scenes.core.app import Scene
from scenes.core.i18n import say


def table_for(app, match: Match, save_path: Path | None = None) -> Scene:
    """The table scene of `match`'s game: the class `TABLE` in `scenes/<game>/table.py`. A game picked
    up again goes on saving to `save_path`."""
    return importlib.import_module(f"scenes.{match.game}.table").TABLE(app, match, save_path)


def say_why(error: Exception) -> str:
    """Why a file or record cannot be used, in the player's language, a reason quoted from the rules (a card,
    a line) in the words of the game the record plays (`CorruptRecord.game`) when that is known: each
    game's `reason_field` in scenes/<game>/words.py, which its table uses too."""
    game = getattr(error, "game", None)
    words = importlib.import_module(f"scenes.{game}.words") if game in playable_games() else None
    return say(reason_of(error), words.reason_field if words else None)


def playable_games() -> list[str]:
    """The games that have both rules and a table scene."""
    def has_table(game: str) -> bool:
        return (importlib.util.find_spec(f"scenes.{game}") is not None
                and importlib.util.find_spec(f"scenes.{game}.table") is not None)

    return [g for g in game_names() if has_table(g)]
