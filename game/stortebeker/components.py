"""Störtebeker's components (docs/rules/stortebeker.md 2.1): the 30 ship tiles and the 66 action cards, with their
names in the notation (docs/rules/stortebeker.md 2.7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

PROVISIONS = ("water", "beans", "bread", "meat", "rum", "bananas")
"""The six provision types, which are also the six faces of a colour die (named by provision)."""

PROVISION_COLOURS = {
    "water": "blue", "beans": "green", "bread": "brown", "meat": "red", "rum": "black", "bananas": "yellow",
}

SHIP_COLOURS = {"Y": "yellow", "R": "red", "B": "blue", "G": "green", "P": "purple"}


@dataclass(frozen=True, eq=False)
class Card:
    """One card face; cards with the same face are interchangeable, so a card is its face.

    A provision has a `ptype`; a provision with the pirate symbol (`symbol`) is also a strength-1
    pirate; a plain pirate (`pirate2`..`pirate4`) has no `ptype`. `strength` is what the card adds to
    a boarding total (docs/rules/stortebeker.md 2.3 phase 3): 0 for a plain provision.

    There is one object per face (`card_named`), so cards compare and hash by identity, which
    keeps hands, piles and the thousands of legal trades cheap; copies and pickles stay shared."""

    name: str
    ptype: str = ""
    symbol: bool = False
    strength: int = 0
    order: int = field(default=0, repr=False)  # canonical order: hands, notation

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return card_named, (self.name,)

    def __str__(self) -> str:
        return self.name

    @property
    def is_pirate(self) -> bool:
        """A plain pirate card (placed face down); a pirate-symbol provision is not one."""
        return not self.ptype

    @property
    def is_provision(self) -> bool:
        return bool(self.ptype)

    @property
    def plain_provision(self) -> bool:
        """A provision without the pirate symbol: only these support plain pirates (docs/rules/stortebeker.md 2.3)."""
        return bool(self.ptype) and not self.symbol


def _faces() -> list[Card]:
    faces: list[Card] = []
    for p in PROVISIONS:
        faces.append(Card(p, p, False, 0, len(faces)))
        faces.append(Card(p + "+", p, True, 1, len(faces)))
    for s in (2, 3, 4):
        faces.append(Card(f"pirate{s}", "", False, s, len(faces)))
    return faces


FACES: tuple[Card, ...] = tuple(_faces())
BY_NAME: dict[str, Card] = {c.name: c for c in FACES}

PROVISION_COUNTS = {"water": 13, "beans": 10, "bread": 10, "meat": 8, "rum": 8, "bananas": 7}
# Ruling, docs/rules/stortebeker.md 2.1
SYMBOL_COUNTS = {"water": 2, "beans": 2, "bread": 2, "meat": 2, "rum": 1, "bananas": 1}
PIRATE_COUNTS = {4: 3, 3: 3, 2: 4}


def card_named(name: str) -> Card:
    """The card called `name` in the notation (`meat`, `meat+`, `pirate3`); KeyError if none."""
    return BY_NAME[name]


def plain(ptype: str) -> Card:
    return BY_NAME[ptype]


def with_symbol(ptype: str) -> Card:
    return BY_NAME[ptype + "+"]


def full_deck() -> list[Card]:
    """All 66 action cards in a fixed order (docs/rules/stortebeker.md 2.1 and its ruling on pirate symbols)."""
    deck: list[Card] = []
    for p in PROVISIONS:
        deck += [with_symbol(p)] * SYMBOL_COUNTS[p]
        deck += [plain(p)] * (PROVISION_COUNTS[p] - SYMBOL_COUNTS[p])
    for s, n in PIRATE_COUNTS.items():
        deck += [BY_NAME[f"pirate{s}"]] * n
    return deck


DECK_COUNTS: Counter[Card] = Counter(full_deck())


def card_key(card: Card | None) -> int:
    """Hand order: provisions in PROVISIONS order (plain before symbol), then pirates; hidden first."""
    return -1 if card is None else card.order


# -- ship tiles ------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Tile:
    """A ship tile (docs/rules/stortebeker.md 2.1): `value` in points, `strength` to reach when boarding, and the
    provisions a seat must gather on its side, as (type, count) pairs. One object per tile
    (`tile_named`): tiles compare by identity."""

    tid: str
    value: int
    strength: int
    requirement: tuple[tuple[str, int], ...]

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return tile_named, (self.tid,)

    def __str__(self) -> str:
        return self.tid

    @property
    def colour(self) -> str:
        return SHIP_COLOURS[self.tid[0]]

    def need(self, ptype: str) -> int:
        for p, n in self.requirement:
            if p == ptype:
                return n
        return 0

    def missing(self, ptypes: Iterable[str]) -> dict[str, int]:
        """What a side holding provisions of the types `ptypes` still lacks for the requirement, by type
        (docs/rules/stortebeker.md 2.1): the one source of "what a ship still lacks" for the engine, the agents and
        the view."""
        have = ptypes if type(ptypes) is list else list(ptypes)
        out = {}
        for p, n in self.requirement:
            k = n - have.count(p)
            if k > 0:
                out[p] = k
        return out


# The ruling's tile set (docs/rules/stortebeker.md 2.1): per colour, two base types a/b and a third type c.
# Tiles 1-6: value/strength 2/6, 3/7, 4/8, 5/9, 7/10, 9/11; requirements
# a+b, 2a+b, a+b+c, 2a+b+c, a+2b+c, 2a+2b+c.
_TILE_TYPES = {
    "Y": ("bread", "water", "bananas"),
    "R": ("water", "rum", "beans"),
    "B": ("rum", "bread", "water"),
    "G": ("beans", "meat", "water"),
    "P": ("bananas", "meat", "beans"),
}
_TILE_SHAPES = [
    (2, 6, (1, 1, 0)), (3, 7, (2, 1, 0)), (4, 8, (1, 1, 1)),
    (5, 9, (2, 1, 1)), (7, 10, (1, 2, 1)), (9, 11, (2, 2, 1)),
]


def _tiles() -> list[Tile]:
    tiles = []
    for letter, types in _TILE_TYPES.items():
        for i, (value, strength, counts) in enumerate(_TILE_SHAPES, start=1):
            req = tuple((t, n) for t, n in zip(types, counts) if n)
            tiles.append(Tile(f"{letter}{i}", value, strength, req))
    return tiles


ALL_TILES: tuple[Tile, ...] = tuple(_tiles())
TILES: dict[str, Tile] = {t.tid: t for t in ALL_TILES}


def tile_named(tid: str) -> Tile:
    """The tile with id `tid` (`Y1`..`P6`); KeyError if none."""
    return TILES[tid]
