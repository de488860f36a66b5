"""What happens in a game of Störtebeker, for the view to animate and the log to tell.

Each event says exactly what moved from where to where, so a display can follow the table from
the events alone (tests/stortebeker/test_event_replay.py). Zones: each seat's hand, the draw pile,
the discard pile, the cards taken in a trade (face up in front of the turn seat), each ship slot
with every seat's side (provisions, face-down pirates, revealed pirates), the reserve, the box and
each seat's captured tiles. Events carrying a hidden card name their `audience` (docs/rules/stortebeker.md 2.6).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from game.core import Event
from game.stortebeker.components import Card, Tile


@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    round: int


@dataclass(frozen=True)
class CardPlaced(Event):
    """Phase 1: hand -> the seat's side of `ship`. A plain pirate lies face down: only the seat
    sees `card` (the others get None)."""

    seat: int
    card: Card | None
    ship: str
    face_down: bool = False

    def masked(self) -> Event:
        return replace(self, card=None, audience=None)


@dataclass(frozen=True)
class Traded(Event):
    """Phase 1: `given` hand -> discard pile; then `taken` discard pile -> face up in front of the seat."""

    seat: int
    given: tuple[Card, ...]
    taken: tuple[Card, ...]


@dataclass(frozen=True)
class CardDiscarded(Event):
    """Phase 1: hand -> discard pile, nothing taken."""

    seat: int
    card: Card


@dataclass(frozen=True)
class BroadsideFired(Event):
    """Phase 1: `card` hand -> discard pile, to fire at `ship` in phase 2."""

    seat: int
    card: Card
    ship: str


@dataclass(frozen=True)
class DiceRolled(Event):
    """`purpose`: "broadside", "loss" (colour dice), "boarding" or "counter" (number dice)."""

    seat: int
    dice: tuple[int, int] | tuple[str, str]
    purpose: str
    ship: str


@dataclass(frozen=True)
class CardStolen(Event):
    """Broadside: `card` from `victim`'s side of `ship` -> the firing seat's side."""

    seat: int
    victim: int
    card: Card
    ship: str


@dataclass(frozen=True)
class CardSunk(Event):
    """Broadside: `card` from `victim`'s side of `ship` -> discard pile."""

    seat: int
    victim: int
    card: Card
    ship: str


@dataclass(frozen=True)
class DieMissed(Event):
    """A colour die that takes nothing (no such provision where it counts)."""

    seat: int
    colour: str
    ship: str


@dataclass(frozen=True)
class BoardingAttempted(Event):
    seat: int
    ship: str


@dataclass(frozen=True)
class PiratesRevealed(Event):
    """The seat's face-down pirates at `ship` turn face up, where they stay."""

    seat: int
    ship: str
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class AttackTotal(Event):
    """Total = dice + plain pirates + 1 per pirate-symbol provision (docs/rules/stortebeker.md 2.3 phase 3)."""

    seat: int
    ship: str
    dice: int
    pirates: int
    total: int


@dataclass(frozen=True)
class BoardingSucceeded(Event):
    seat: int
    ship: str
    total: int
    strength: int


@dataclass(frozen=True)
class BoardingFailed(Event):
    seat: int
    ship: str
    total: int
    strength: int


@dataclass(frozen=True)
class ProvisionLost(Event):
    """After a failure: `card` from the seat's side of `ship` -> discard pile."""

    seat: int
    card: Card
    ship: str


@dataclass(frozen=True)
class PirateDropped(Event):
    """After a failure: a revealed pirate from the seat's side of `ship` -> discard pile."""

    seat: int
    card: Card
    ship: str


@dataclass(frozen=True)
class CounterattackDeclared(Event):
    """`cards` hand -> the seat's side of `ship` (face up), before it reveals and rolls."""

    seat: int
    ship: str
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class CounterattackDeclined(Event):
    seat: int
    ship: str


@dataclass(frozen=True)
class ShipCaptured(Event):
    """`tile` leaves slot `slot` for `seat`'s captured ships; every card on it, (seat, card) for
    each side, goes to the discard pile (face-down pirates are revealed doing so)."""

    seat: int
    tile: Tile
    slot: int
    cards: tuple[tuple[int, Card], ...]
    counterattack: bool = False


@dataclass(frozen=True)
class ScoreChanged(Event):
    seat: int
    delta: int
    score: int


@dataclass(frozen=True)
class EndAnnounced(Event):
    """The reserve is empty and a ship was captured: the round is played to its end (docs/rules/stortebeker.md 2.4)."""

    seat: int
    ship: str


@dataclass(frozen=True)
class ShipEntered(Event):
    """The reserve's next tile -> slot `slot`, with no cards beside it."""

    slot: int
    tile: Tile


@dataclass(frozen=True)
class ShipRevealed(Event):
    """The reserve tile at `position` (0: next to enter) turns face up."""

    tile: Tile
    position: int


@dataclass(frozen=True)
class TakenJoinHand(Event):
    """Phase 6: the cards taken in a trade -> the seat's hand."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class CardsDrawn(Event):
    """Phase 6: the top `len(cards)` cards of the draw pile -> the seat's hand; others see None."""

    seat: int
    cards: tuple[Card | None, ...]

    def masked(self) -> Event:
        return replace(self, cards=(None,) * len(self.cards), audience=None)


@dataclass(frozen=True)
class PileReshuffled(Event):
    """The whole discard pile (`count` cards) -> a new face-down draw pile (the `number`th shuffle)."""

    count: int
    number: int


@dataclass(frozen=True)
class BonusScored(Event):
    """Variant 1: three or more ships of `colour` score the highest value among them."""

    seat: int
    colour: str
    points: int


@dataclass(frozen=True)
class GameEnded(Event):
    """`reason`: "reserve" (docs/rules/stortebeker.md 2.4) or "safeguard" (the 100-round ruling)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str


def _hash_with_kind(event: Event) -> int:
    """An event hashes with its kind. Events of different kinds may carry the same fields (a steal and a
    sink of the same card; a boarding that succeeds or fails with the same total), and a history of events
    is hashed to key what a seat knows (the hard AI's search): two histories must not pass for one."""
    return hash((type(event).__name__, *(getattr(event, f.name) for f in fields(event))))


for _kind in [k for k in list(globals().values()) if isinstance(k, type) and issubclass(k, Event) and k is not Event]:
    _kind.__hash__ = _hash_with_kind  # type: ignore[assignment]  # typed for Event, set on Event kinds only
