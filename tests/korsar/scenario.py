"""Building Korsar positions by hand for rule and scenario tests."""

from __future__ import annotations

from game.korsar.cards import card_named
from game.korsar.rules import KorsarRules
from game.korsar.state import KorsarState, dealt

R = KorsarRules()


def cards(names: str) -> list:
    return [card_named(n) for n in names.split()]


def deal(hands: list[str], start: int = 0, teams: bool = False, pile: str | None = None) -> KorsarState:
    """A game whose hands are `hands` (card names), `start` to play; the pile holds `pile` (its top card first) or
    else every other card (`dealt`)."""
    return dealt([cards(h) for h in hands], start, teams, cards(pile) if pile is not None else None)


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
