"""Korsar's state: hands, pile, galleons on the table, loot and the removed cards.

A view made by `observe` has the same shape, with each hidden card replaced by None.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.core import Setup, State, seed_from_json, seed_to_json
from game.korsar.cards import DECK_COUNTS, Card, Kind, card_named, full_deck

HIDDEN = "?"  # a hidden card in JSON


@dataclass
class Galleon:
    """A galleon on the table (docs/rules/korsar.md 1.5-1.6). Attacks are keyed by side (seat, or team in team
    play) in the order they were opened; the character is a captain or the admiral."""

    gid: str
    card: Card
    owner: int
    attacks: dict[int, list[Card]] = field(default_factory=dict)
    character: Card | None = None
    character_side: int | None = None

    @property
    def value(self) -> int:
        return self.card.value

    def attack_colour(self, side: int) -> str | None:
        cards = self.attacks.get(side)
        return cards[0].colour if cards else None

    def strength(self, side: int) -> int:
        return sum(c.value for c in self.attacks.get(side, ()))

    def clone(self) -> Galleon:
        return Galleon(self.gid, self.card, self.owner, {k: list(v) for k, v in self.attacks.items()},
                       self.character, self.character_side)

    def cards_on_it(self) -> list[Card]:
        """Every pirate and character lying on the galleon (removed from the game on capture)."""
        cards = [c for pirates in self.attacks.values() for c in pirates]
        if self.character is not None:
            cards.append(self.character)
        return cards


@dataclass
class KorsarState(State):
    hands: list[list[Card | None]] = field(default_factory=list)
    pile: list[Card | None] = field(default_factory=list)  # the top card is the last one
    table: list[Galleon] = field(default_factory=list)
    loot: list[list[Card]] = field(default_factory=list)
    removed: list[Card] = field(default_factory=list)
    start: int = 0
    turn: int = 0  # seat whose turn it is
    turns_played: int = 0
    next_gid: int = 1
    # team play: galleon id -> the partner who added pirates or a character to it this team turn
    touched: dict[str, int] = field(default_factory=dict)

    def clone(self) -> KorsarState:
        """A copy sharing nothing mutable (cards themselves are immutable); faster than deepcopy."""
        return KorsarState(
            setup=self.setup, seed=self.seed, to_act=self.to_act, viewer=self.viewer,
            hands=[list(h) for h in self.hands], pile=list(self.pile),
            table=[g.clone() for g in self.table], loot=[list(p) for p in self.loot],
            removed=list(self.removed), start=self.start, turn=self.turn,
            turns_played=self.turns_played, next_gid=self.next_gid, touched=dict(self.touched),
        )

    def galleon(self, gid: str) -> Galleon | None:
        for g in self.table:
            if g.gid == gid:
                return g
        return None

    def side(self, seat: int) -> int:
        """The side a seat plays for: itself, or its team (seats 0-1 are team 0, ...)."""
        return seat // 2 if self.setup.teams else seat

    def loot_seat(self, side: int) -> int:
        """Whose loot a side's captures go to: the seat, or the team's first partner."""
        return 2 * side if self.setup.teams else side


_KIND_ORDER = {Kind.GALLEON: 0, Kind.PIRATE: 1, Kind.CAPTAIN: 2, Kind.ADMIRAL: 3}
_HAND_ORDER: dict[Card | None, tuple[int, str, int]] = {
    c: (_KIND_ORDER[c.kind], c.colour, c.value) for c in DECK_COUNTS}
_HAND_ORDER[None] = (-1, "", 0)


def hand_key(card: Card | None) -> tuple[int, str, int]:
    """Hand order: galleons by value, then pirates by colour and strength, captains, admiral."""
    return _HAND_ORDER[card]


# -- JSON ------------------------------------------------------------------------------------


def _c(card: Card | None) -> str:
    return HIDDEN if card is None else card.name


def _card(name: str) -> Card | None:
    return None if name == HIDDEN else card_named(name)


def state_to_json(s: KorsarState) -> dict[str, Any]:
    return {
        "setup": s.setup.to_json(),
        **seed_to_json(s),
        "to_act": s.to_act,
        "viewer": s.viewer,
        "hands": [[_c(c) for c in h] for h in s.hands],
        "pile": [_c(c) for c in s.pile],
        "table": [
            {
                "gid": g.gid,
                "card": g.card.name,
                "owner": g.owner,
                "attacks": [[side, [c.name for c in cards]] for side, cards in g.attacks.items()],
                "character": None if g.character is None else g.character.name,
                "character_side": g.character_side,
            }
            for g in s.table
        ],
        "loot": [[c.name for c in pile] for pile in s.loot],
        "removed": [c.name for c in s.removed],
        "start": s.start,
        "turn": s.turn,
        "turns_played": s.turns_played,
        "next_gid": s.next_gid,
        "touched": dict(s.touched),
    }


def state_from_json(d: dict[str, Any]) -> KorsarState:
    return KorsarState(
        setup=Setup.from_json(d["setup"]),
        seed=seed_from_json(d),
        to_act=d["to_act"],
        viewer=d.get("viewer"),
        hands=[[_card(n) for n in h] for h in d["hands"]],
        pile=[_card(n) for n in d["pile"]],
        table=[
            Galleon(
                gid=g["gid"],
                card=card_named(g["card"]),
                owner=int(g["owner"]),
                attacks={int(side): [card_named(n) for n in cards] for side, cards in g["attacks"]},
                character=None if g["character"] is None else card_named(g["character"]),
                character_side=g["character_side"],
            )
            for g in d["table"]
        ],
        loot=[[card_named(n) for n in pile] for pile in d["loot"]],
        removed=[card_named(n) for n in d["removed"]],
        start=int(d["start"]),
        turn=int(d["turn"]),
        turns_played=int(d["turns_played"]),
        next_gid=int(d["next_gid"]),
        touched={k: int(v) for k, v in d["touched"].items()},
    )


def dealt(hands: list[list[Card]], start: int = 0, teams: bool = False,
          pile: list[Card] | None = None) -> KorsarState:
    """A game dealt by hand: each seat's hand, `start` to play, the pile (its top card first; None: every card not
    in a hand, in the deck's order). Every one of the 78 cards is somewhere: those in neither a hand nor a given
    pile lie among the removed cards. For lessons (a deal that meets each rule on time) and tests."""
    held = Counter(c for h in hands for c in h)
    if held - DECK_COUNTS or Counter(pile or ()) - DECK_COUNTS:
        raise ValueError("more copies of a card than the deck holds")
    rest = DECK_COUNTS - held
    if pile is None:
        pile_cards = []
        for c in full_deck():
            if rest[c] > 0:
                pile_cards.append(c)
                rest[c] -= 1
    else:
        pile_cards = list(pile)
        rest -= Counter(pile_cards)
    removed = [] if pile is None else list(rest.elements())
    n = len(hands)
    dealt_hands: list[list[Card | None]] = [sorted(h, key=hand_key) for h in hands]
    return KorsarState(setup=Setup(n, teams), seed=0, to_act=start, hands=dealt_hands, pile=list(reversed(pile_cards)),
                       loot=[[] for _ in range(n)], removed=removed, start=start, turn=start)
