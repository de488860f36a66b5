"""Taking a move back at the table (U, X on a gamepad, or the pause menu): the match runner decides how far
(Match.undo_point: back to the last reveal to a person, die roll or AI move), the table (TableScene.undo) then
shows the game as it was, at once, and saves it. The person may take a move back on their turn, or while the
AI seats are still pausing before they answer it. A refusal is said in the prompt, in these words."""

from __future__ import annotations

from game.match import (
    UNDO_AI_MOVED,
    UNDO_DICE,
    UNDO_NOT_YOURS,
    UNDO_NOTHING,
    UNDO_REVEALED,
    UNDO_SEVERAL_PEOPLE,
)
from scenes.i18n import _


def refusal(why: str) -> str:
    """Why a move cannot be taken back, in words."""
    return {
        UNDO_NOT_YOURS: _("Only the person at the screen can take their own move back."),
        UNDO_SEVERAL_PEOPLE: _("With several people at the screen, moves are taken back only if everyone agreed "
                               "at the start (new game options)."),
        UNDO_DICE: _("Dice were rolled since: that move stays."),
        UNDO_REVEALED: _("You have seen hidden cards since: that move stays."),
        UNDO_AI_MOVED: _("The others have played since: that move stays."),
        UNDO_NOTHING: _("There is no move of yours to take back."),
    }.get(why, why)
