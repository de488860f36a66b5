"""Störtebeker's actions and their notation (docs/rules/stortebeker.md 2.7, normative):

- card play: `place meat Y3` · `place pirate4 Y3` · `trade water rum take meat` ·
  `trade water rum beans take meat bread` · `discard water` · `broadside rum Y3`
- dice (chance outcomes): `roll 3 5` (number dice) · `roll rum bananas` (colour dice)
- broadside choices: `steal meat+ s2` · `sink meat+ s2`
- boarding: `board Y3` · `stop`; after a failure: `lose meat+` · `drop pirate2`
- counterattack: `counter Y3 meat bread+` · `decline`

Cards given or taken in a trade and cards added in a counterattack may be written in any order; an
action holds them, and its text writes them, in the canonical card order (components: water, beans, bread,
meat, rum, bananas, each plain before `+`, then the pirates), so equal actions have one text:
`parse(str(a)) == a` always, and `str(parse(t)) == t` for every text in canonical order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from game.core import Action, InvalidActionText, Reason
from game.stortebeker.components import FACES, PROVISIONS, TILES, Card, card_named


def canonical(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """`cards` in the canonical card order (a fast path for up to three cards already in order)."""
    n = len(cards)
    if n < 2 or (n <= 3 and cards[0].order <= cards[1].order and (n < 3 or cards[1].order <= cards[2].order)):
        return tuple(cards)
    return tuple(sorted(cards, key=lambda c: c.order))


def _names(cards: tuple[Card, ...]) -> str:
    return " ".join(c.name for c in cards)


@dataclass(frozen=True)
class Place(Action):
    """Phase 1, place: a card from hand next to ship `ship`, on the seat's own side."""

    card: Card
    ship: str

    def __str__(self) -> str:
        return f"place {self.card} {self.ship}"


@dataclass(frozen=True)
class Trade(Action):
    """Phase 1, trade: discard 2 cards and take 1, or 3 and take 2, from the discard pile.
    Both lists are kept in the canonical card order, whatever order they were given in."""

    give: tuple[Card, ...]
    take: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "give", canonical(self.give))
        object.__setattr__(self, "take", canonical(self.take))
        object.__setattr__(self, "_hash", hash((self.give, self.take)))

    def __hash__(self) -> int:  # kept: legal trades are hashed by the thousand, and are shared objects
        return self._hash  # type: ignore[attr-defined]  # set in __post_init__, past the frozen dataclass

    def __str__(self) -> str:
        return f"trade {_names(self.give)} take {_names(self.take)}"


_TRADES: dict[tuple[Card, ...], dict[tuple[Card, ...], Trade]] = {}


def trade(give: tuple[Card, ...], take: tuple[Card, ...]) -> Trade:
    """The trade giving `give` for `take`, one shared object per way of writing it (there are thousands
    of legal trades at a time: sharing them keeps decoding and comparing them cheap)."""
    t = trades_giving(give).get(take)
    if t is None:
        t = _TRADES[give][take] = Trade(give, take)
    return t


def trades_giving(give: tuple[Card, ...]) -> dict[tuple[Card, ...], Trade]:
    """The shared trades giving `give` made so far, by what they take (for listing many at once)."""
    by_take = _TRADES.get(give)
    if by_take is None:
        by_take = _TRADES[give] = {}
    return by_take


@dataclass(frozen=True)
class Discard(Action):
    """Phase 1, trade: discard a card without taking any."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Broadside(Action):
    """Phase 1, broadside: discard `card` to fire at ship `ship` in phase 2."""

    card: Card
    ship: str

    def __str__(self) -> str:
        return f"broadside {self.card} {self.ship}"


@dataclass(frozen=True)
class RollNumbers(Action):
    """Chance: the two number dice, in order."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"roll {self.a} {self.b}"


@dataclass(frozen=True)
class RollColours(Action):
    """Chance: the two colour dice, in order, each named by its provision."""

    a: str
    b: str

    def __str__(self) -> str:
        return f"roll {self.a} {self.b}"


@dataclass(frozen=True)
class Steal(Action):
    """Broadside: take `card` from seat `victim`'s side onto one's own side."""

    card: Card
    victim: int

    def __str__(self) -> str:
        return f"steal {self.card} s{self.victim}"


@dataclass(frozen=True)
class Sink(Action):
    """Broadside: discard `card` from seat `victim`'s side."""

    card: Card
    victim: int

    def __str__(self) -> str:
        return f"sink {self.card} s{self.victim}"


@dataclass(frozen=True)
class Board(Action):
    ship: str

    def __str__(self) -> str:
        return f"board {self.ship}"


@dataclass(frozen=True)
class Stop(Action):
    """End this turn's boarding."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class Lose(Action):
    """After a failed boarding: the provision a colour die costs the seat."""

    card: Card

    def __str__(self) -> str:
        return f"lose {self.card}"


@dataclass(frozen=True)
class Drop(Action):
    """After a failed boarding: a pirate the seat can no longer support."""

    card: Card

    def __str__(self) -> str:
        return f"drop {self.card}"


@dataclass(frozen=True)
class Counterattack(Action):
    """Counterattack on `ship`, first adding `cards` (provisions) from hand, kept in the canonical order."""

    ship: str
    cards: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", canonical(self.cards))

    def __str__(self) -> str:
        return f"counter {self.ship} {_names(self.cards)}".rstrip()


@dataclass(frozen=True)
class Decline(Action):
    def __str__(self) -> str:
        return "decline"


# One shared object per single-card play, as for trades: listing the legal plays looks them up.
PLACES: dict[tuple[Card, str], Place] = {(c, t): Place(c, t) for c in FACES for t in TILES}
DISCARDS: dict[Card, Discard] = {c: Discard(c) for c in FACES}
BROADSIDES: dict[tuple[Card, str], Broadside] = {(c, t): Broadside(c, t) for c in FACES for t in TILES}

_SEAT = re.compile(r"s([0-3])")
_DIE = {str(i): i for i in range(1, 7)}


def _ship(word: str) -> str:
    if word not in TILES:
        raise KeyError(word)
    return word


def _provision(word: str) -> Card:
    card = card_named(word)
    if not card.is_provision:
        raise KeyError(word)
    return card


def _pirate(word: str) -> Card:
    card = card_named(word)
    if not card.is_pirate:
        raise KeyError(word)
    return card


def _seat(word: str) -> int:
    m = _SEAT.fullmatch(word)
    if m is None:
        raise KeyError(word)
    return int(m.group(1))


def _parse_words(w: list[str]) -> Action | None:
    head, n = w[0], len(w)
    if head == "place" and n == 3:
        return Place(card_named(w[1]), _ship(w[2]))
    if head == "trade" and "take" in w:
        i = w.index("take")
        give, take = [card_named(x) for x in w[1:i]], [card_named(x) for x in w[i + 1:]]
        if (len(give), len(take)) in ((2, 1), (3, 2)):
            return trade(tuple(give), tuple(take))
        return None
    if head == "discard" and n == 2:
        return Discard(card_named(w[1]))
    if head == "broadside" and n == 3:
        return Broadside(card_named(w[1]), _ship(w[2]))
    if head == "roll" and n == 3:
        if w[1] in _DIE and w[2] in _DIE:
            return RollNumbers(_DIE[w[1]], _DIE[w[2]])
        if w[1] in PROVISIONS and w[2] in PROVISIONS:
            return RollColours(w[1], w[2])
        return None
    if head in ("steal", "sink") and n == 3:
        cls = Steal if head == "steal" else Sink
        return cls(_provision(w[1]), _seat(w[2]))
    if head == "board" and n == 2:
        return Board(_ship(w[1]))
    if w == ["stop"]:
        return Stop()
    if head == "lose" and n == 2:
        return Lose(_provision(w[1]))
    if head == "drop" and n == 2:
        return Drop(_pirate(w[1]))
    if head == "counter" and 2 <= n <= 5:
        return Counterattack(_ship(w[1]), tuple(_provision(x) for x in w[2:]))
    if w == ["decline"]:
        return Decline()
    return None


@lru_cache(maxsize=1 << 16)
def parse(text: str) -> Action:
    """The action written `text`; InvalidActionText (a ValueError) if it is not Störtebeker notation."""
    words = text.split()
    action = None
    if words:
        try:
            action = _parse_words(words)
        except KeyError:
            action = None
    if action is None:
        raise InvalidActionText(Reason(
            "not a Störtebeker action: {text} (e.g. {examples})", text=repr(text)[:60],
            examples="'place meat Y3', 'trade water rum take meat', 'broadside rum Y3', 'board Y3', 'stop', "
                     "'counter Y3 meat', 'decline'"))
    return action
