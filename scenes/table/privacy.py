"""Whose hidden cards the table shows (docs/architecture.md §4, pass-the-screen). With one person at the screen, theirs;
with several, a pass-the-screen overlay stands between two people's turns, and a person's hand is hidden as
soon as they have moved; team partners see each other's hands and need no screen between them.

The table keeps three seats: `holder` (whose hand is in front of the screen), `viewer` (whose hidden cards
are drawn now; None while nobody's are) and `bottom` (who sits at the bottom of the table)."""

from __future__ import annotations

from typing import Protocol

from game.core import Rules
from game.match import Match
from scenes.core import theme
from scenes.core.app import App
from scenes.screens.overlays import PassScreen
from scenes.table.log import GameLog


class Seating(Protocol):
    """What the table's privacy needs of the table (TableScene)."""

    match: Match
    rules: Rules
    names: list[str]
    holder: int | None
    viewer: int | None
    bottom: int

    @property
    def log(self) -> GameLog: ...

    @property
    def app(self) -> App: ...

    def view_changed(self) -> None: ...


def person_decides(table: Seating, seat: int) -> None:
    """A person must decide for `seat`: show their hand at once if it is in front of the screen (or a
    partner's), else hide everyone's and ask for the screen to be passed."""
    if seat == table.viewer:
        return
    partners = table.rules.partners(table.match.setup, seat)
    if table.holder is not None and table.holder in partners:
        hand_over(table, seat)  # team partners see each other's hands: no privacy screen
        return

    if table.viewer is not None:
        table.viewer = None
        table.view_changed()
    recap = [(line.text, line.colour) for line in table.log.since_turn(seat)]
    table.app.push(PassScreen(table.app, table.names[seat], theme.seat_colour(seat), lambda: hand_over(table, seat),
                              table, recap, seat))  # Esc there: the pause menu, without showing a hand


def hand_over(table: Seating, seat: int) -> None:
    """`seat`'s person has the screen: their hand shows, and they sit at the bottom."""
    table.holder = table.viewer = table.bottom = seat
    table.view_changed()


def hide_hands(table: Seating) -> None:
    """After a person's move, with several people at the screen: hide their hand until the next person has
    taken the screen (a partner who moves next keeps it)."""
    if len(table.match.human_seats) > 1 and table.viewer is not None:
        nxt = table.match.human_to_act()
        if nxt is None or nxt not in table.rules.partners(table.match.setup, table.viewer):
            table.viewer = None
            table.view_changed()
