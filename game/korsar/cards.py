"""Korsar's 78 cards (docs/rules/korsar.md 1.1) and their names in the notation (docs/rules/korsar.md 1.9)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum


class Kind(str, Enum):
    GALLEON = "galleon"
    PIRATE = "pirate"
    CAPTAIN = "captain"
    ADMIRAL = "admiral"


COLOURS = ("red", "blue", "green", "yellow")

CAPTAIN_NAMES = {
    "yellow": "Blackbeard",
    "red": "l'Olonnais",
    "blue": "Anne Bonny",
    "green": "Henry Morgan",
}
ADMIRAL_NAME = "Robert Maynard"


@dataclass(frozen=True, eq=False)
class Card:
    """One card face. Cards with the same face are interchangeable, so a card is its face.

    There is one object per face (`galleon`, `pirate`, `captain`, ADMIRAL, `card_named`), so cards compare
    and hash by identity, in C: hands, counts of unseen cards and legal actions are searched on every
    action and every look-ahead. Copies and pickles stay the same object."""

    kind: Kind
    colour: str = ""
    value: int = 0  # gold for a galleon, skulls for a pirate
    name: str = field(init=False, repr=False)  # its name in the notation

    def __post_init__(self) -> None:
        if (self.kind, self.colour, self.value) in _FACES:
            raise ValueError(f"there is one {_name(self.kind, self.colour, self.value)}: use card_named()")
        object.__setattr__(self, "name", _name(self.kind, self.colour, self.value))

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return card_named, (self.name,)

    def __lt__(self, other: Card) -> bool:
        return (self.kind.value, self.colour, self.value) < (other.kind.value, other.colour, other.value)

    def __str__(self) -> str:
        return self.name


def _name(kind: Kind, colour: str, value: int) -> str:
    """The card's name in the notation (docs/rules/korsar.md 1.9)."""
    if kind is Kind.GALLEON:
        return f"galleon{value}"
    if kind is Kind.PIRATE:
        return f"{colour}{value}"
    if kind is Kind.CAPTAIN:
        return f"captain-{colour}"
    return "admiral"


def _face(kind: Kind, colour: str, value: int) -> Card:
    """The one Card object of a face."""
    key = (kind, colour, value)
    card = _FACES.get(key)
    if card is None:
        card = _FACES[key] = Card(kind, colour, value)
    return card


_FACES: dict[tuple[Kind, str, int], Card] = {}


def galleon(value: int) -> Card:
    return _face(Kind.GALLEON, "", value)


def pirate(colour: str, strength: int) -> Card:
    return _face(Kind.PIRATE, colour, strength)


def captain(colour: str) -> Card:
    return _face(Kind.CAPTAIN, colour, 0)


ADMIRAL = _face(Kind.ADMIRAL, "", 0)

GALLEON_COUNTS = {2: 5, 3: 6, 4: 5, 5: 5, 6: 2, 7: 1, 8: 1}
PIRATE_COUNTS = {1: 2, 2: 4, 3: 4, 4: 2}


def full_deck() -> list[Card]:
    """All 78 cards in a fixed order (docs/rules/korsar.md 1.1)."""
    deck = [galleon(v) for v, n in GALLEON_COUNTS.items() for _ in range(n)]
    deck += [pirate(c, s) for c in COLOURS for s, n in PIRATE_COUNTS.items() for _ in range(n)]
    deck += [captain(c) for c in COLOURS]
    deck.append(ADMIRAL)
    return deck


DECK_COUNTS: Counter[Card] = Counter(full_deck())
BY_NAME: dict[str, Card] = {c.name: c for c in DECK_COUNTS}


def card_named(name: str) -> Card:
    """The card called `name` in the notation; KeyError if there is none."""
    return BY_NAME[name]
