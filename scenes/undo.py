"""Taking a move back at the table (U, X on a gamepad, or the pause menu): the match runner decides how far
(Match.undo_point: back to the last reveal to a person, die roll or AI move), the table then shows the game as
it was, at once, and saves it. The person may take a move back on their turn, or while the AI seats are still
pausing before they answer it. A refusal is said in the prompt."""

from __future__ import annotations

from game.core import IllegalAction
from game.match import (
    UNDO_AI_MOVED,
    UNDO_DICE,
    UNDO_NOT_YOURS,
    UNDO_NOTHING,
    UNDO_REVEALED,
    UNDO_SEVERAL_PEOPLE,
)
from scenes.i18n import _, ngettext
from scenes.table import GameLog, TableScene


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


def person_at_screen(table: TableScene) -> int | None:
    """Whose moves U takes back: the person deciding now, or else the person the screen belongs to (the AI
    seats may still be pausing before they answer that person's move)."""
    seat = table.human_turn()
    if seat is None and not table.finished and table.viewer in table.match.human_seats:
        seat = table.viewer
    return seat


def can_undo(table: TableScene) -> bool:
    seat = person_at_screen(table)
    return seat is not None and table.match.undo_point(seat).at is not None


def undo(table: TableScene) -> bool:
    """Take the person's latest move back (and what followed it); False, with a message, if not."""
    seat = person_at_screen(table)
    if seat is None:
        table.message = _("Moves are taken back on your turn, once nothing is moving.")
        return False
    try:
        taken = table.match.undo(seat)
    except IllegalAction as e:
        table.message = refusal(str(e))
        return False
    rewind(table)
    table.message = ngettext("{n} move taken back.", "{n} moves taken back.", taken).format(n=taken)
    if table.app.persist and not table.demo:
        table._save()
    return True


def rewind(table: TableScene) -> None:
    """The match was rebuilt from its record: show it as it now stands, at once, with its log."""
    table.pending.clear()
    table.wait = 0.0
    table.ai_paused = False
    table.finished = False
    table.hint = ""
    table._hinting = None
    table.animator.finish()
    table.log = GameLog()
    for applied in table.match.history:
        for event in applied.events:
            table._log(event)
    table.view_changed()
