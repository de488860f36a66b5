"""A hint (H, or Y on a gamepad): what the hard AI would play for the person deciding now. It thinks over
the next frames, as an AI seat does, within the table's frame budget, and sees only that person's view;
then the table says the move and points at it. A move played, or taken back, ends the hint."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from game.ai import make_agent
from game.ai.agent import Thinking
from game.core import Action, Rules
from game.match import Match
from scenes.core.i18n import _
from scenes.table.picking import Picker, Target

HINT_THINK = 1.0  # seconds of CPU time the hard AI thinks about a hint


class Deciding(Protocol):
    """What a hint needs of the table it helps at (TableScene)."""

    rules: Rules
    match: Match
    picker: Picker

    def human_turn(self) -> int | None: ...
    def within_frame(self, work: Callable[[], bool], expect: Callable[[], float]) -> bool: ...
    def hand_sprites(self) -> list: ...
    def targets_for(self, sprite) -> Sequence[Target]: ...
    def free_targets(self) -> Sequence[Target]: ...
    def action_words(self, action: Action) -> str: ...


class Hint:
    def __init__(self) -> None:
        self.text = ""  # the hinted move in words, or that the AI is thinking of one
        self.action: Action | None = None
        self._asked: tuple[int, Thinking] | None = None  # (actions played when asked, the search)
        self._next_s = 0.0  # how long the search expects its next slice to take

    @property
    def busy(self) -> bool:
        """A hint was asked for and is still being thought of."""
        return self._asked is not None

    def clear(self) -> None:
        self.text, self._asked = "", None

    def ask(self, table: Deciding) -> None:
        seat = table.human_turn()
        if seat is None or self._asked is not None:
            return
        agent = make_agent(table.rules, seat, "hard", random.Random(), think=HINT_THINK)
        self._asked = (len(table.match.record.actions), agent.think(table.match.view(seat)))
        self.text = _("Thinking of a hint…")

    def think(self, table: Deciding) -> None:
        """A frame's share of thinking, if a hint is wanted and its moment has not passed."""
        if self._asked is None:
            return
        asked_at, thinking = self._asked
        if asked_at != len(table.match.record.actions) or table.human_turn() is None:
            self.clear()  # the moment has passed
            return

        def step() -> bool:
            try:
                self._next_s = next(thinking) or 0.0
                return False
            except StopIteration as done:
                self._asked = None
                self.show(table, done.value)
                return True

        table.within_frame(step, lambda: self._next_s)

    def show(self, table: Deciding, action: Action) -> None:
        """Say the hinted move and point at it: its card picked, the keyboard focus on its target."""
        self.action = action
        picker = table.picker
        hand = table.hand_sprites()
        for sprite in hand:
            for i, target in enumerate(table.targets_for(sprite)):
                if target.action == action:
                    picker.pick(sprite)
                    picker.focus, picker.keyboard = i, True
                    self.text = _("Hint: {move}").format(move=target.label)
                    return
        picker.unpick()
        for i, target in enumerate(table.free_targets()):
            if target.action == action:
                picker.focus, picker.keyboard = len(hand) + i, True
                self.text = _("Hint: {move}").format(move=target.label)
                return
        words = table.action_words(action)  # a move with no place on the table (a trade): said in words
        self.text = _("Hint: {move}").format(move=words[:1].upper() + words[1:])
