"""Taking a move back at the table (U, X on a gamepad, or the pause menu): the match runner decides how far
(Match.undo_point: back to the last reveal to a person, die roll or AI move), the table (TableScene.undo) then
shows the game as it was, at once, and saves it. The person may take a move back on their turn, or while the
AI seats are still pausing before they answer it. A refusal is said in the prompt, in these words."""

from __future__ import annotations

from typing import Protocol

from game.core import IllegalAction
from game.match import (
    UNDO_AI_MOVED,
    UNDO_DICE,
    UNDO_NOT_YOURS,
    UNDO_NOTHING,
    UNDO_REVEALED,
    UNDO_SEVERAL_PEOPLE,
    Match,
)
from scenes.core.i18n import _, ngettext


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


class Rewinding(Protocol):
    """What taking a move back needs of the table (TableScene)."""

    match: Match
    viewer: int | None
    message: str
    calm: str

    @property
    def finished(self) -> bool: ...
    def rebuilt(self) -> None: ...
    def autosave(self) -> None: ...
    def human_turn(self) -> int | None: ...


def undo_seat(table: Rewinding) -> int | None:
    """Whose moves U takes back: the person deciding now, or else the person the screen belongs to (the AI
    seats may still be pausing before they answer that person's move)."""
    seat = table.human_turn()
    if seat is None and not table.finished and table.viewer in table.match.human_seats:
        seat = table.viewer
    return seat


def can_undo(table: Rewinding) -> bool:
    seat = undo_seat(table)
    return seat is not None and table.match.undo_point(seat).at is not None


def undo(table: Rewinding) -> bool:
    """Take the person's latest move back (and what followed it); False, with a message, if not."""
    seat = undo_seat(table)
    if seat is None:
        table.message = _("Moves are taken back on your turn, once nothing is moving.")
        return False
    try:
        taken = table.match.undo(seat)
    except IllegalAction as e:
        table.message = refusal(str(e))
        return False
    table.rebuilt()
    table.message = table.calm = ngettext("{n} move taken back.", "{n} moves taken back.", taken).format(n=taken)
    table.autosave()
    return True
