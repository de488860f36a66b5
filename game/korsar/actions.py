"""Korsar's actions and their notation (docs/rules/korsar.md 1.9):
`draw` · `play galleon5` · `play red3 g2` · `play captain-red g2` · `play admiral g2` · `discard red3`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.core import Action, InvalidActionText, Reason
from game.korsar.cards import Card, Kind, card_named


@dataclass(frozen=True)
class Draw(Action):
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Play(Action):
    """Play a card: a galleon in front of oneself (no target), anything else onto galleon `target`."""

    card: Card
    target: str | None = None

    def __str__(self) -> str:
        return f"play {self.card}" if self.target is None else f"play {self.card} {self.target}"


@dataclass(frozen=True)
class Discard(Action):
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


DRAW = Draw()
_PLAYS: dict[tuple[Card, str | None], Play] = {}
_DISCARDS: dict[Card, Discard] = {}


def play(card: Card, target: str | None = None) -> Play:
    """`Play(card, target)`, one object per action, for the legal-action lists the engine makes on every
    step (the targets are galleons on the table: at most 25 ids)."""
    key = (card, target)
    action = _PLAYS.get(key)
    if action is None:
        action = _PLAYS[key] = Play(card, target)
    return action


def discard(card: Card) -> Discard:
    action = _DISCARDS.get(card)
    if action is None:
        action = _DISCARDS[card] = Discard(card)
    return action


_GID = re.compile(r"g[1-9][0-9]*")


def parse(text: str) -> Action:
    """The action written `text`; InvalidActionText (a ValueError) if it is not Korsar notation."""
    words = text.split()
    try:
        if words == ["draw"]:
            return DRAW
        if len(words) in (2, 3) and words[0] == "play":
            card = card_named(words[1])
            if card.kind is Kind.GALLEON:
                if len(words) == 2:
                    return Play(card)
            elif len(words) == 3 and _GID.fullmatch(words[2]):
                return Play(card, words[2])
        if len(words) == 2 and words[0] == "discard":
            return Discard(card_named(words[1]))
    except KeyError:
        pass
    raise InvalidActionText(Reason("not a Korsar action: {text} (e.g. {examples})", text=repr(text)[:60],
                                   examples="'draw', 'play red3 g2', 'discard red3'"))
