"""A beginner's Korsar: grab the gold you can hold right now (the EASY agent, and the quick move of GUIDE).

A beginner knows the rules, not the game. For each move it asks one question: how much gold do I hold
on the table right after it (docs/rules/korsar.md 1.5, the rules' own `controller` and `takes_control`)? So it
launches its galleons at once, attacks a galleon when one card takes it, takes back its own, and draws
when nothing else gains. It never wonders what the others will do next, does not count cards, and
knows of the end only that a galleon left in hand costs its gold (1.7). Cheap: no copy of the position,
a few microseconds a move, which is what the hard AI's search wants for playing ahead.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai import Agent
from game.core import Action, State
from game.korsar import actions as act
from game.korsar.cards import Card, Kind
from game.korsar.control import controller, takes_control
from game.korsar.state import KorsarState

DRAW_GAIN = 0.5  # a card drawn is worth a little, so a beginner draws when no move gains gold
FULL_HAND = 8  # holding this many cards, a beginner plays its cheapest card rather than draw once more
CARD_COST = {Kind.PIRATE: 0.1, Kind.CAPTAIN: 1.0, Kind.ADMIRAL: 1.0}  # per skull for a pirate: spend the least


def _spent(card: Card) -> float:
    """What playing or discarding `card` costs a beginner: a little, more for a stronger card."""
    cost = CARD_COST.get(card.kind, 0.0)
    return cost * card.value if card.kind is Kind.PIRATE else cost


def immediate_gains(view: KorsarState, legal: Sequence[Action]) -> list[float]:
    """For the seat to act, the gold on the table each legal action puts in its side's hands right away
    (whoever held it before), less a little for the card spent."""
    seat = view.to_act
    assert seat is not None
    me = view.side(seat)
    galleons = {g.gid: g for g in view.table}
    gains = []
    for a in legal:
        if isinstance(a, act.Draw):
            gains.append(DRAW_GAIN)
            continue
        card: Card = a.card  # type: ignore[attr-defined]
        if isinstance(a, act.Discard):
            gains.append(-_spent(card) - 0.05)
        elif a.target is None:  # type: ignore[attr-defined]
            gains.append(float(card.value))  # a galleon launched is mine until someone attacks it
        else:
            g = galleons[a.target]  # type: ignore[attr-defined]
            holder = controller(view, g)
            gain = 0.0
            if holder != me and takes_control(g, me, card):
                gain = float(g.value)
            gains.append(gain - _spent(card))
    return gains


class KorsarBeginner(Agent):
    """EASY: the move with the largest immediate gain, equal ones at random; with a full hand, no draw
    unless nothing else can be played."""

    def choose(self, view: State) -> Action:
        assert isinstance(view, KorsarState)
        legal = self.rules.legal_actions(view)
        gains = immediate_gains(view, legal)
        if len(view.hands[self.seat]) >= FULL_HAND:  # a person with a full hand plays a card
            gains = [g - 1.0 if isinstance(a, act.Draw) else g for a, g in zip(legal, gains)]
        best = max(gains)
        return self.rng.choice([a for a, g in zip(legal, gains) if g >= best - 1e-9])


def quick_move(view: KorsarState, legal: Sequence[Action], rng: random.Random) -> Action:
    """The beginner's move, with a little chance mixed in so that playouts differ (GUIDE.act)."""
    gains = immediate_gains(view, legal)
    return max(zip(legal, gains), key=lambda ag: ag[1] + 0.3 * rng.random())[0]
