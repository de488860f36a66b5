"""What one game brings to the shared table (docs/architecture.md §4): its table kit.

`TableScene` (scene.py) is the one table every game is played at, and it composes its game's `TableKit`. The
kit makes the game's display model (sprites in zones, moved by events: `Display`) and its layout (from the game's
Tiled map: `Layout`), holds its painter, its words and its sounds, and says how the game's events look and where a
person's cards may go. A kit reads what every table shares (the match, the seats, the picker, the animator, the
flourishes) through `self.table`; the types say what each part offers the others.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Generic, Protocol, TypeVar

import pygame

from game.core import Action, Event, Rules, State
from game.match import Match
from scenes.core.anim import Animator
from scenes.core.app import App
from scenes.core.input import Intent
from scenes.core.sprites import CardSprite
from scenes.screens.scoring import ScoringScene
from scenes.table.effects import Effects
from scenes.table.log import LogLine
from scenes.table.painting import Sight
from scenes.table.picking import Picker, Target
from scenes.table.tooltips import Said


@dataclass(frozen=True)
class PhoneCard:
    """A card of a hand as a phone shows it (scenes/table/phones.py): its name in the notation, its art (a file under
    assets/art) and its name in words."""

    key: str
    art: str
    label: str


class Display(Protocol):
    """A game's display model: every card, token or tile on the table as a sprite in a zone, as one seat sees it."""

    @property
    def turn(self) -> int | None:
        """Whose turn the display shows (it shows the past until the animations catch up)."""

    def apply(self, event: Event) -> list[CardSprite]:
        """Move the sprites `event` (as the viewer sees it) moves; returns them."""

    def sync(self, view: State) -> None:
        """Rebuild every zone from `view` at once."""

    def signature(self) -> tuple:
        """What the zones hold, to compare with the engine's view (`TableKit.view_signature`)."""

    def sprites(self) -> list[CardSprite]:
        """Every sprite on the table."""

    def held(self) -> list[CardSprite]:
        """The sprites in hands and piles: never marked as the last move (a drawn card)."""


class Layout(Protocol):
    """Where everything goes on a game's table, for a window of `size` with the seat `bottom` at the bottom."""

    size: tuple[int, int]
    bottom: int
    small: int  # the size of the table's small text (labels, the log, tooltips)
    prompt: pygame.Rect  # the panel that says whose turn it is and what to do


class Picture(Protocol):
    """What a game's painter draws in a frame: what every table shows (`sight`), and the game's own parts."""

    @property
    def sight(self) -> Sight: ...

    @property
    def layout(self) -> Layout: ...


D = TypeVar("D", bound=Display)
L = TypeVar("L", bound=Layout)
P = TypeVar("P", bound=Picture)
EventSounds = Mapping[type[Event], str | None]  # each event's sound (assets/sounds/<name>.wav), or None: silent


@dataclass(frozen=True)
class Painter(Generic[P]):
    """A game's painter: it draws the picture the table builds each frame, says what the tooltip by the pointer
    shows, and where a thing named by its key lies (`locate`: what a log line or a lesson's coach points at). It
    changes nothing."""

    paint: Callable[[P, pygame.Surface], None]
    tooltip: Callable[[P], Said | None]
    locate: Callable[[P, str], list[pygame.Rect]] = lambda _picture, _key: []


class Words(Protocol):
    """A game's narrator: the log's lines for each of its events."""

    def describe(self, event: Event) -> list[LogLine]: ...


class Table(Protocol[D, L]):
    """What a kit reads and uses of the table it is part of (TableScene): the match and its seats, the display
    and the layout the kit made, the person's picks, the animations and flourishes."""

    app: App
    match: Match
    rules: Rules
    names: list[str]
    bottom: int  # who sits at the bottom of the table
    display: D
    layout: L | None
    picker: Picker
    animator: Animator
    effects: Effects
    message: str  # the short notice under the prompt (a refused move's reason...)

    @property
    def speed(self) -> float: ...
    def paced(self, seconds: float) -> float: ...
    def legal(self) -> list[Action]: ...
    def allowed(self) -> list[Action]: ...
    def taught(self) -> Action | None: ...
    def reminder(self) -> str: ...
    def human_turn(self) -> int | None: ...
    def submit(self, action: Action) -> bool: ...
    def sight(self) -> Sight: ...
    def view(self) -> State: ...
    def sees(self, seat: int) -> bool: ...


class TableKit(ABC, Generic[D, L, P]):
    """One game's part of the table (see the module's docstring). A new kit is made for each table."""

    game: ClassVar[str]
    sounds: ClassVar[EventSounds]
    painter: Painter[P]  # the game's painter
    words: Words  # the game's narrator, naming the table's players (made by the kit)

    def __init__(self, table: Table[D, L]) -> None:
        self.table = table

    # -- the parts -----------------------------------------------------------------------------------------
    @abstractmethod
    def new_display(self, view: State) -> D:
        """The game's display model of `view`."""

    @abstractmethod
    def new_layout(self, size: tuple[int, int]) -> L:
        """The game's layout for a window of `size`, with the seat `table.bottom` at the bottom."""

    @abstractmethod
    def place_all(self, animate: bool = True) -> None:
        """Send every sprite to its place in the layout; those that moved glide there."""

    @abstractmethod
    def view_signature(self, view: State) -> tuple:
        """What the display must hold for `view` (compared with `display.signature()`)."""

    @abstractmethod
    def picture(self) -> P | None:
        """What the painter draws this frame (None before the window's size is known)."""

    @abstractmethod
    def scoring(self) -> ScoringScene:
        """The game's scoring screen for the finished match."""

    # -- events ----------------------------------------------------------------------------------------------
    def showing(self, event: Event) -> None:
        """`event` is about to be shown (before the display moves its sprites)."""

    def told_late(self, event: Event) -> bool:
        """Whether the log says `event` only once its animation is over (a roll, once the dice have landed)."""
        return False

    def react(self, event: Event, moved: list[CardSprite]) -> float:
        """Flourishes and pauses for one event beyond the moves of its sprites; seconds to wait after it."""
        return 0.45 if moved else 0.0

    def action_shown(self, repaired: bool) -> None:
        """Every event of an action has been shown (`repaired`: the display was rebuilt from the engine's view)."""

    def update(self, dt: float) -> None:
        """A step of the game's own motion (dice tumbling, boats flying home)."""

    @property
    def moving(self) -> bool:
        """Whether something of the game's own still moves on the table."""
        return False

    # -- a person's decisions ----------------------------------------------------------------------------------
    def hand_sprites(self) -> list[CardSprite]:
        """The cards the person at the bottom plays from."""
        return []

    def targets_for(self, sprite: CardSprite) -> list[Target]:
        """Where a picked card may go."""
        return []

    def free_targets(self) -> list[Target]:
        """What a person may do without picking a card (draw, board, a choice button)."""
        return []

    def ways_to_play(self, sprite: CardSprite) -> list[Action]:
        """The actions that would play the card `sprite`, legal or not: the rules say why each is refused when the
        card has nowhere to go (the first refusal is shown)."""
        return []

    def plays_at(self, sprite: CardSprite, pos: tuple[int, int]) -> list[Action]:
        """The actions that would play the card `sprite` at `pos` (a galleon, a ship), legal or not; a click there
        that is not a target says why the first is refused."""
        return []

    def why_missed(self, sprite: CardSprite, pos: tuple[int, int]) -> str | None:
        """Why the picked card `sprite` cannot go to `pos`, when only the game can say it (None: the rules' reason
        for `plays_at`)."""
        return None

    def why_unplayable(self, sprite: CardSprite) -> str | None:
        """Why the card `sprite` cannot be played now, when the game says it better than the rules' first refusal
        (None: the rules' words)."""
        return None

    def act(self, action: Action) -> bool:
        """A person's choice that is not a move of the game (a button opening a dialog): whether it was one."""
        return False

    def table_intent(self, intent: Intent) -> None:
        """An intent the hand did not use (a button of the table's own, ...)."""

    def turn_end_question(self, action: Action) -> str:
        """The question to ask before `action` if it ends the person's turn by choice while other moves remain
        ("": it does not, or nothing else could be done)."""
        return ""

    def decision_title(self, seat: int) -> str:
        """The prompt's title when `seat` decides something on another's turn ("": its turn)."""
        return ""

    # -- a phone's hand (scenes/table/phones.py) ---------------------------------------------------------------
    def phone_hand(self, view: State, seat: int) -> list[PhoneCard]:
        """The cards `seat` holds, as its phone shows them."""
        return []

    def phone_cards(self, action: Action) -> tuple[str, ...]:
        """The names of the hand's cards `action` plays: a phone lists a card's moves under the card."""
        return ()

    def phone_help(self, view: State, seat: int, legal: Sequence[Action]) -> list[str]:
        """What the seat deciding is asked, in the prompt's words, for its phone (none: "Your move" says it)."""
        return []

    def phone_trade(self, view: State, legal: Sequence[Action]) -> tuple[list[PhoneCard], list[Action]]:
        """Moves too many to list that a phone puts together itself (Störtebeker's trades): the cards it may take,
        and the legal moves left to list. This default: nothing to put together."""
        return [], list(legal)

    # -- words -------------------------------------------------------------------------------------------------
    def reason_field(self, name: str, value: object) -> str | None:
        """A field of a reason the rules give (a card, a colour...) in the game's words; None: as written."""
        return None

    def action_words(self, action: Action) -> str:
        """What `action` does, in words that follow "you cannot" ("put meat by Y3"). A player never reads an
        action's notation, in a reason or a hint."""
        return self.table.rules.action_text(action)

