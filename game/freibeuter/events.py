"""What happens in a game of Freibeuter, for the view to animate and the log to tell.

Each event says exactly what moved where, so a view can follow the game from events alone:
boats (seat's supply <-> a square or a ship token), the Dutchman, tokens (board -> a seat's
captures or aside), cards (pile -> hand -> discard) and money (seat <-> seat, bank -> seat).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core import Event
from game.freibeuter.components import Token


@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int


@dataclass(frozen=True)
class CardPlayed(Event):
    """`card` leaves `seat`'s hand (the pile it belongs to: "sea" or "dutchman") for its discard pile."""

    seat: int
    pile: str
    card: str


@dataclass(frozen=True)
class BoatPlaced(Event):
    """One of `seat`'s boats goes from its supply onto `square` (after any boats already there)."""

    seat: int
    square: str


@dataclass(frozen=True)
class ShipBoarded(Event):
    """One of `seat`'s boats goes from its supply onto the ship token at `point`."""

    seat: int
    point: str


@dataclass(frozen=True)
class BankPaid(Event):
    """The bank pays `amount` to `seat`: `reason` "loot" (sail ... loot) or "chest" (its boats
    around the chest at `point`)."""

    seat: int
    amount: int
    reason: str
    point: str = ""


@dataclass(frozen=True)
class DutchmanPlaced(Event):
    seat: int
    square: str


@dataclass(frozen=True)
class DutchmanLeft(Event):
    """The Flying Dutchman leaves `square` for its place beside the board."""

    square: str


@dataclass(frozen=True)
class TokenEncircled(Event):
    """Every square around `point` now holds a boat. Shared at once, or (several at a time) in the
    order the active seat chooses."""

    point: str
    token: Token


@dataclass(frozen=True)
class ShipEscaped(Event):
    """An unboarded ship is encircled: it leaves the game, nobody gains."""

    point: str
    token: Token


@dataclass(frozen=True)
class ShipCaptured(Event):
    """`seat` (the boarder) takes the ship token at `point`, and its boat goes back to its supply."""

    point: str
    token: Token
    seat: int


@dataclass(frozen=True)
class LoanTaken(Event):
    """`seat` borrows `amount` from the bank; `marker`: its first loan, which takes one boat out
    of its supply for good."""

    seat: int
    amount: int
    marker: bool


@dataclass(frozen=True)
class Payment(Event):
    """`payer` pays `amount` to `payee` (a boarder to the seats with boats around its ship)."""

    payer: int
    payee: int
    amount: int
    point: str = ""


@dataclass(frozen=True)
class ChestOpened(Event):
    """The pirate chest at `point` leaves the board (aside, face up); `last`: it was the last one."""

    point: str
    last: bool


@dataclass(frozen=True)
class DoubleTaken(Event):
    """The double of `value` at `point` is set aside: every captured ship of that value counts double."""

    point: str
    value: int


@dataclass(frozen=True)
class CardDrawn(Event):
    """The top card of the `pile` ("sea" or "dutchman") joins `seat`'s hand: the pile is public,
    only the seat sees which card."""

    seat: int
    pile: str
    card: str | None

    def masked(self) -> Event:
        return replace(self, card=None, audience=None)


@dataclass(frozen=True)
class SeatSkipped(Event):
    """The seat has no legal action (no sea card left, no Dutchman card that encircles, no ship to
    board): its turn passes."""

    seat: int


@dataclass(frozen=True)
class GameEnded(Event):
    """`reason`: "chests" (the last chest shared), "piles" (a draw from two empty piles), "boats"
    (a seat starts its turn with no boat) or "stuck" (no seat can act)."""

    reason: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]
