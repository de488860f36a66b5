"""The model: rules engines, match runner, AI and records. Pure Python; never imports pygame."""

from game.core import (
    CHANCE,
    Action,
    Event,
    IllegalAction,
    InvalidActionText,
    InvalidSetup,
    Rules,
    Setup,
    State,
)
from game.games import game_names, rules_for

__all__ = [
    "CHANCE", "Action", "Event", "IllegalAction", "InvalidActionText", "InvalidSetup", "Rules",
    "Setup", "State", "game_names", "rules_for",
]
