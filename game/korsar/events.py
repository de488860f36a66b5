"""What happens in a game of Korsar, for the view to animate and the log to tell."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core import Event
from game.korsar.cards import Card


@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int


@dataclass(frozen=True)
class CardDrawn(Event):
    """The top card of the pile joins `seat`'s hand; only the seat (and partner) see which."""

    seat: int
    card: Card | None

    def masked(self) -> Event:
        return replace(self, card=None, audience=None)


@dataclass(frozen=True)
class CardPlayed(Event):
    """A card leaves `seat`'s hand: a galleon becomes galleon `gid`, anything else lands on it."""

    seat: int
    card: Card
    gid: str


@dataclass(frozen=True)
class CharacterRemoved(Event):
    """A captain or the admiral is driven off galleon `gid` by the character just played."""

    gid: str
    card: Card


@dataclass(frozen=True)
class CardDiscarded(Event):
    seat: int
    card: Card


@dataclass(frozen=True)
class GalleonCaptured(Event):
    """Galleon `gid` goes to `seat`'s loot; the cards on it leave the game. `at_end`: the
    share-out when the game ends (docs/rules/korsar.md 1.7) rather than a capture step (1.4)."""

    gid: str
    card: Card
    seat: int
    removed: tuple[Card, ...]
    at_end: bool = False


@dataclass(frozen=True)
class GalleonStays(Event):
    """At the end, a galleon with a tie at the top stays on the table and scores for nobody."""

    gid: str


@dataclass(frozen=True)
class SeatSkipped(Event):
    """Team play, pile empty: a seat with an empty hand is passed over (docs/rules/korsar.md 1.7)."""

    seat: int


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
