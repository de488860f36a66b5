"""The hooks a game's table fills in (DESIGN.md §4): its display and layout, how its events look and read,
where a person's cards may go, its words and its scoring screen. `TableScene` (table.py) runs every game's
table through these; each game's table (scenes/<game>/table.py) overrides what it has.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from game.core import Action, Event, Rules, State
from scenes.core.input import Intent
from scenes.table.log import LogLine
from scenes.table.picking import Target

if TYPE_CHECKING:
    from scenes.screens.scoring import ScoringScene  # scoring.py imports the tables, so only for the annotation


class TableHooks:
    """What each game says about its table; the defaults suit a game without the feature."""

    rules: Rules

    def make_display(self, view: State):
        """The game's display model: sprites in zones, moved by `apply(event)`, rebuilt by `sync(view)`."""
        raise NotImplementedError

    def make_layout(self, size: tuple[int, int]):
        """The game's layout for a window of `size`, with the seat `self.bottom` at the bottom."""
        raise NotImplementedError

    def place_all(self, animate: bool = True) -> None:
        """Send every sprite to its place in the layout; those that moved glide there."""

    def view_signature(self, view: State) -> tuple:
        """What the display must hold for `view` (compared with `display.signature()`)."""
        raise NotImplementedError

    def react(self, event: Event, moved: list) -> float:
        """Effects and pauses for one event beyond the moves of its sprites; seconds to wait after it."""
        return 0.45 if moved else 0.0

    def describe(self, event: Event) -> list[LogLine]:
        """The log lines for one event."""
        return []

    def scoring(self) -> ScoringScene:
        raise NotImplementedError

    painter: ModuleType
    """The game's painter (scenes/<game>/painter.py): `paint(picture, surface)` draws what `picture()` gives, and
    `tooltip_lines(picture)` says what the tooltip by the pointer shows."""

    def picture(self):
        """What the painter draws this frame, built from the table (None before the window's size is known)."""
        raise NotImplementedError

    def hand_sprites(self) -> list:
        """The cards the person at the bottom plays from."""
        return []

    def targets_for(self, sprite) -> list[Target]:
        """Where a picked card may go."""
        return []

    def free_targets(self) -> list[Target]:
        """What a person may do without picking a card (draw, board, a choice button)."""
        return []

    def ways_to_play(self, sprite) -> list[Action]:
        """The actions that would play the card `sprite`, legal or not: the rules say why each is refused
        when the card has nowhere to go (the first refusal is shown)."""
        return []

    def decision_title(self, seat: int) -> str:
        """For the game: the prompt's title when `seat` decides something on another's turn ("": its turn)."""
        return ""

    def plays_at(self, sprite, pos: tuple[int, int]) -> list[Action]:
        """For the game: the actions that would play the card `sprite` at `pos` (a galleon, a ship), legal or
        not; a click there that is not a target says why the first is refused."""
        return []

    def reason_field(self, name: str, value: object) -> str | None:
        """A field of a reason the rules give (a card, a colour...) in the game's words; None: as written."""
        return None

    def action_words(self, action: Action) -> str:
        """For the game: what `action` does, in words that follow "you cannot" ("put meat by Y3"). A player
        never reads an action's notation, in a reason or a hint."""
        return self.rules.action_text(action)

    def table_intent(self, intent: Intent) -> None:
        """An intent the hand did not use (a button of the table's own, ...)."""
