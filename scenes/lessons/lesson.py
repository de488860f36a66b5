"""What a lesson is: a game dealt by hand, opponents whose moves are written down, and what the coach says at each
of the person's turns. Each game's lesson (scenes/lessons/<game>.py) is one of these; the lesson's table
(scenes/lessons/table.py) plays it with the game's own engine and table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core import Setup, State


@dataclass(frozen=True)
class Step:
    """One bubble of the coach. `point`: what it points at, as the log names things (a galleon's id, "pile",
    "seat:1", ...) or "card:NAME", a card in the person's hand. `move`: the one move it asks for, in the game's
    notation; None: the person reads it and goes on (Next). Such a bubble comes at the person's next turn, or with
    `after`, as soon as that action of the other seats or the dice has been shown (the outcome of the person's own
    move, told before the others play on)."""

    text: str
    point: tuple[str, ...] = ()
    move: str | None = None
    after: str = ""  # a bubble told as soon as this action (in the notation) has been shown, the others waiting


@dataclass(frozen=True)
class Lesson:
    """A guided game: `opening` deals it, the person sits in seat 0, each other seat plays its written `moves` in
    order, the dice fall as `rolls` says; `steps` (made in the language in use, so a language changed mid-lesson
    is followed) is what the coach says, the taught moves among them in the order the person makes them; the
    last steps are read once the game is over."""

    game: str
    setup: Setup
    names: tuple[str, ...]  # the other seats' names (the person's comes from the settings)
    opening: Callable[[], State]
    moves: dict[int, tuple[str, ...]]
    steps: Callable[[], list[Step]]
    rolls: tuple[str, ...] = ()  # how the dice fall, in the notation, in order (Störtebeker)

    def taught(self) -> list[str]:
        """The person's moves, in order."""
        return [s.move for s in self.steps() if s.move is not None]
