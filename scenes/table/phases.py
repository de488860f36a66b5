"""The table's pacing as explicit phases: what the table is doing now, and what it does next.

Every frame the table gathers the `Facts` (what is left to show, whether the game is over, who is to decide) and
`next_phase` says the phase they lead to; `TableScene` does what each phase asks. A machine's move (an AI's or
the dice) always comes after the news before it has been shown and a pause a person can follow, and is shown only
once the table has settled: its AI may think all the while, in its own process.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Phase(Enum):
    NEWS = "showing news"  # events still to show, or the table still moving
    PAUSE = "pausing before a machine's move"  # a pause a person can follow, before an AI or the dice act
    THINKING = "thinking"  # the machine's move is awaited (an AI thinking); it is applied as soon as it comes
    PERSON = "waiting for a person"  # a person at the screen decides (or a stopped replay waits for a press)
    HANDOVER = "handing over the screen"  # the next person must take the screen before their hand shows
    PHONE = "waiting for a phone"  # a person decides on their phone (scenes/table/phones.py): the table waits
    FINISHED = "finished"  # the game is over: a last look at the table, then the scoring screen


@dataclass(frozen=True)
class Facts:
    """What the table knows at the end of a frame's update, all the phases need."""

    news: bool  # events left to show, a pause after one, or anything on the table still moving
    over: bool  # the game has ended
    person: int | None  # the seat a person must decide for now (None: nobody)
    has_screen: bool  # that person's hand is the one on the screen
    moves_on: bool  # the machines may move the game on (a replay: only while it plays, up to its end)
    pause_over: bool  # the pause before a machine's move has run its time
    on_phone: bool = False  # the person to decide holds their seat on a phone


def next_phase(phase: Phase, facts: Facts) -> Phase:
    """The phase after `phase`, given `facts`. A finished game stays finished; news is shown before anything
    else; then the game over, a person's decision, or a machine's move: first a pause, then thinking."""
    if phase is Phase.FINISHED:
        return phase
    if facts.news:
        return Phase.NEWS
    if facts.over:
        return Phase.FINISHED
    if facts.person is not None:
        if facts.on_phone:
            return Phase.PHONE
        return Phase.PERSON if facts.has_screen else Phase.HANDOVER
    if not facts.moves_on:
        return Phase.PERSON
    if phase is Phase.PAUSE and not facts.pause_over:
        return Phase.PAUSE
    if phase in (Phase.PAUSE, Phase.THINKING):
        return Phase.THINKING
    return Phase.PAUSE
