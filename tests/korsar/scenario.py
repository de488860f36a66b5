"""Building Korsar positions by hand for rule and scenario tests."""

from __future__ import annotations

from collections import Counter

from game.core import Setup
from game.korsar.cards import DECK_COUNTS, card_named, full_deck
from game.korsar.rules import KorsarRules
from game.korsar.state import KorsarState, hand_key

R = KorsarRules()


def cards(names: str) -> list:
    return [card_named(n) for n in names.split()]


def deal(hands: list[str], start: int = 0, teams: bool = False, pile: str | None = None) -> KorsarState:
    """A game whose hands are `hands` (card names), `start` to play. The pile holds `pile` (its top
    card first) or else every other card; in both cases the state accounts for all 78 cards, the
    ones neither in hands nor in the pile lying among the removed cards."""
    dealt = [sorted(cards(h), key=hand_key) for h in hands]
    rest = DECK_COUNTS - Counter(c for h in dealt for c in h)
    if pile is None:
        pile_cards = []
        for c in full_deck():
            if rest[c] > 0:
                pile_cards.append(c)
                rest[c] -= 1
    else:
        pile_cards = cards(pile)
        rest -= Counter(pile_cards)
    assert not (Counter(pile_cards) - DECK_COUNTS), "more copies than the deck holds"
    removed = [] if pile is None else list(rest.elements())
    n = len(hands)
    return KorsarState(
        setup=Setup(n, teams), seed=0, to_act=start, hands=dealt, pile=list(reversed(pile_cards)),
        loot=[[] for _ in range(n)], removed=removed, start=start, turn=start,
    )


def play(state: KorsarState, *texts: str) -> list:
    """Apply each action written in the notation; return all their events."""
    events = []
    for text in texts:
        events += R.apply(state, R.parse_action(state, text))
    return events


def galleon_with_attacks():
    """Seat 0 launched g1 (5 gold); seat 1 attacks it with blue 4, seat 2 with green 2. Seat 0 to act."""
    s = deal(["galleon5 red4 red1", "blue4 blue1", "green2 green3 captain-green"])
    play(s, "play galleon5", "play blue4 g1", "play green2 g1")
    return s
