"""Freibeuter's components (docs/rules/freibeuter.md 3.1): the 36 tokens, the 74 sea cards and the 14 Dutchman cards.

A card is its name in the notation: a sea card is the square it names (`C5`), a Dutchman card the
line it names (`row5`, `colC`). Cards with the same name are interchangeable.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.freibeuter.board import CAPACITY, LINE_ORDER, LINES, SQUARE_ORDER, SQUARES

SHIP = "ship"
CHEST = "chest"
DOUBLE = "double"

VALUES = (5, 10, 15, 20)
SHIPS_PER_VALUE = 7
CHESTS = 4

BOATS_PER_SEAT = 25
START_TREASURE = 20
SEA_HAND = 4
DUTCHMAN_HAND = 1
LOOT = 2  # taken from the bank instead of placing a boat (docs/rules/freibeuter.md 3.3)
CHEST_PAY = 2  # the bank pays this per boat around an encircled chest (docs/rules/freibeuter.md 3.4)


@dataclass(frozen=True, order=True)
class Token:
    """A token on a grid point: a ship (value 5-20, payment value/5), a pirate chest or a double."""

    kind: str
    value: int = 0  # a ship's value; the value a double doubles; 0 for a chest
    name: str = field(init=False, compare=False, repr=False)
    # only ships can be boarded (docs/rules/freibeuter.md 3.3)
    is_ship: bool = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", self.kind if self.kind == CHEST else f"{self.kind}{self.value}")
        object.__setattr__(self, "is_ship", self.kind == SHIP)

    @property
    def payment(self) -> int:
        """What a boarder pays per boat of another seat around the ship: 1, 2, 3 or 4."""
        return self.value // 5 if self.kind == SHIP else 0

    def __str__(self) -> str:
        return self.name


def ship(value: int) -> Token:
    return TOKENS_BY_NAME[f"ship{value}"]


CHEST_TOKEN = Token(CHEST)


def all_tokens() -> list[Token]:
    """The 36 tokens in a fixed order: 28 ships (7 of each value), 4 chests, 4 doubles."""
    tokens = [Token(SHIP, v) for v in VALUES for _ in range(SHIPS_PER_VALUE)]
    tokens += [CHEST_TOKEN] * CHESTS
    tokens += [Token(DOUBLE, v) for v in VALUES]
    return tokens


TOKEN_COUNTS: Counter[Token] = Counter(all_tokens())
TOKENS_BY_NAME: dict[str, Token] = {t.name: t for t in TOKEN_COUNTS}


def token_named(name: str) -> Token:
    """The token called `name` (`ship15`, `chest`, `double10`); KeyError if there is none."""
    return TOKENS_BY_NAME[name]


def sea_deck() -> list[str]:
    """The 74 sea cards: one for each outer square, two for each inner square (docs/rules/freibeuter.md 3.1)."""
    return [sq for sq in SQUARES for _ in range(CAPACITY[sq])]


def dutchman_deck() -> list[str]:
    """The 14 Dutchman cards: one per row, one per column."""
    return list(LINES)


SEA_COUNTS: Counter[str] = Counter(sea_deck())
DUTCHMAN_COUNTS: Counter[str] = Counter(dutchman_deck())


def sea_key(card: str | None) -> int:
    """Hand order of sea cards: by square, row by row; hidden cards first."""
    return -1 if card is None else SQUARE_ORDER[card]


def dutchman_key(card: str | None) -> int:
    """Hand order of Dutchman cards: rows then columns; hidden cards first."""
    return -1 if card is None else LINE_ORDER[card]
