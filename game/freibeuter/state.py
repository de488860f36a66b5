"""Freibeuter's state: the sea (boats, tokens, boarders, the Dutchman), hands, piles and money.

A turn moves through three phases, all decided by the active seat (`to_act == turn`):
`act` (board / sail / dutchman), `resolve` (only while one placement has encircled several tokens
still to share) and `draw` (after a sail or a Dutchman); `over` once the game has ended. A view
made by `observe` has the same shape, each hidden card replaced by None.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.core import Setup, State, seed_from_json, seed_to_json
from game.freibeuter.board import CAPACITY, POINTS
from game.freibeuter.components import (
    BOATS_PER_SEAT,
    CHEST,
    DOUBLE,
    DUTCHMAN_COUNTS,
    SEA_COUNTS,
    START_TREASURE,
    Token,
    all_tokens,
    dutchman_deck,
    dutchman_key,
    sea_deck,
    sea_key,
    token_named,
)

ACT = "act"
RESOLVE = "resolve"
DRAW = "draw"
OVER = "over"

HIDDEN = "?"  # a hidden card in JSON

Placed = tuple[str, Token]  # a token that left the board, with the point it stood on


@dataclass
class FreibeuterState(State):
    tokens: dict[str, Token] = field(default_factory=dict)  # point -> token still on the board
    boarded: dict[str, int] = field(default_factory=dict)  # point -> seat whose boat is on that ship
    boats: dict[str, list[int]] = field(default_factory=dict)  # square -> seats, in placement order
    dutchman: str | None = None  # the Dutchman's square, only while its placement is being shared
    sea_hands: list[list[str | None]] = field(default_factory=list)
    dutch_hands: list[list[str | None]] = field(default_factory=list)
    sea_pile: list[str | None] = field(default_factory=list)  # the top card is the last one
    dutch_pile: list[str | None] = field(default_factory=list)
    sea_discard: list[str] = field(default_factory=list)
    dutch_discard: list[str] = field(default_factory=list)
    treasure: list[int] = field(default_factory=list)
    loans: list[int] = field(default_factory=list)  # borrowed so far; repaid twice at the end
    supply: list[int] = field(default_factory=list)  # boats in front of each seat, ready to place
    captured: list[list[Placed]] = field(default_factory=list)  # ships each seat has taken
    aside: list[Placed] = field(default_factory=list)  # escaped ships, opened chests, taken doubles
    turn: int = 0  # the active seat
    phase: str = ACT
    pending: list[str] = field(default_factory=list)  # encircled points not shared yet
    turns_played: int = 0
    ended: str | None = None  # why the game ended: "chests", "piles", "boats" or "stuck"

    def clone(self) -> FreibeuterState:
        """A copy sharing nothing mutable (tokens are immutable); faster than deepcopy."""
        return FreibeuterState(
            setup=self.setup, seed=self.seed, to_act=self.to_act, viewer=self.viewer,
            tokens=dict(self.tokens), boarded=dict(self.boarded),
            boats={sq: list(b) for sq, b in self.boats.items()}, dutchman=self.dutchman,
            sea_hands=[list(h) for h in self.sea_hands], dutch_hands=[list(h) for h in self.dutch_hands],
            sea_pile=list(self.sea_pile), dutch_pile=list(self.dutch_pile),
            sea_discard=list(self.sea_discard), dutch_discard=list(self.dutch_discard),
            treasure=list(self.treasure), loans=list(self.loans), supply=list(self.supply),
            captured=[list(c) for c in self.captured], aside=list(self.aside), turn=self.turn,
            phase=self.phase, pending=list(self.pending), turns_played=self.turns_played, ended=self.ended,
        )

    # -- reading the sea ----------------------------------------------------------------------
    def boats_on(self, sq: str) -> list[int]:
        return self.boats.get(sq, [])

    def occupied(self, sq: str) -> bool:
        """A square holds a boat: one of the seats' or the Dutchman (docs/rules/freibeuter.md 3.4)."""
        return sq in self.boats or sq == self.dutchman

    def has_room(self, sq: str) -> bool:
        return sq != self.dutchman and len(self.boats_on(sq)) < CAPACITY[sq]

    @property
    def doubles(self) -> list[int]:
        """The values whose double has been taken: every captured ship of that value counts double."""
        return [t.value for _, t in self.aside if t.kind == DOUBLE]

    @property
    def chests_left(self) -> int:
        return sum(t.kind == CHEST for t in self.tokens.values())

    def boats_placed(self, seat: int) -> int:
        """`seat`'s boats on the squares of the sea (they stay there to the end)."""
        return sum(b.count(seat) for b in self.boats.values())


def dealt(
    sea_hands: list[str],
    tokens: str = "",
    boats: dict[str, list[int]] | None = None,
    boarded: dict[str, int] | None = None,
    dutch_hands: list[str] | None = None,
    sea_pile: str | None = None,
    dutch_pile: str | None = None,
    treasure: list[int] | None = None,
    loans: list[int] | None = None,
    aside: str = "",
    captured: list[str] | None = None,
    turn: int = 0,
    fill: bool = False,
) -> FreibeuterState:
    """A game dealt by hand, for lessons (a position that meets each rule on time) and tests. Hands as card names
    per seat ("C5 D4", "row5"); `tokens` as "C4:D5=ship15 D4:E5=chest"; `boats` square -> seats; `boarded` point
    -> seat. A pile is its cards top first, by default every card in no hand; cards in neither a hand nor a given
    pile lie in the discard piles (played earlier). `aside` and `captured` name tokens already gone; with `fill`
    the other points get the remaining tokens (in the box's order). Supplies follow from the boats out and the
    loans (a first loan keeps a boat)."""
    n = len(sea_hands)
    dutch_hands = dutch_hands if dutch_hands is not None else [""] * n
    placed = {}
    for item in tokens.split():
        p, name = item.split("=")
        placed[p] = token_named(name)
    gone_aside = [token_named(t) for t in aside.split()]
    gone_captured = [[token_named(t) for t in c.split()] for c in (captured or [""] * n)]
    if fill:
        pool = Counter(all_tokens()) - Counter(placed.values()) - Counter(gone_aside)
        pool -= Counter(t for c in gone_captured for t in c)
        rest = list(pool.elements())
        for p in POINTS:
            if p not in placed and rest:
                placed[p] = rest.pop(0)
    placed = {p: placed[p] for p in POINTS if p in placed}
    hands_s: list[list[str | None]] = [sorted(h.split(), key=sea_key) for h in sea_hands]
    hands_d: list[list[str | None]] = [sorted(h.split(), key=dutchman_key) for h in dutch_hands]
    spile, sgone = _pile(sea_deck(), sea_hands, sea_pile)
    dpile, dgone = _pile(dutchman_deck(), dutch_hands, dutch_pile)
    boats = {sq: list(b) for sq, b in (boats or {}).items()}
    boarded = dict(boarded or {})
    loans = list(loans or [0] * n)
    supply = [BOATS_PER_SEAT - sum(b.count(seat) for b in boats.values()) - list(boarded.values()).count(seat)
              - (loans[seat] > 0) for seat in range(n)]
    return FreibeuterState(
        setup=Setup(n), seed=0, to_act=turn, tokens=placed, boarded=boarded, boats=boats,
        sea_hands=hands_s, dutch_hands=hands_d, sea_pile=list(reversed(spile)),
        dutch_pile=list(reversed(dpile)), sea_discard=sgone, dutch_discard=dgone,
        treasure=list(treasure or [START_TREASURE] * n), loans=loans, supply=supply,
        captured=[[("", t) for t in c] for c in gone_captured], aside=[("", t) for t in gone_aside], turn=turn,
    )


def _pile(deck: list[str], hands: list[str], given: str | None) -> tuple[list[str | None], list[str]]:
    """A draw pile (top first) and the cards played before: `given`, or every card in none of the `hands` (in the
    deck's order); the cards in neither lie in the discard."""
    held = [c for h in hands for c in h.split()]
    if Counter(held) - Counter(deck):
        raise ValueError("more copies of a card than the deck holds")
    left = Counter(deck) - Counter(held)
    if given is None:
        pile: list[str] = []
        for c in deck:
            if left[c] > 0:
                pile.append(c)
                left[c] -= 1
        return list(pile), []
    pile = given.split()
    if Counter(pile) - left:
        raise ValueError("more copies of a card than the deck holds")
    left -= Counter(pile)
    return list(pile), sorted(left.elements(), key=lambda c: deck.index(c))


def unseen_sea_cards(s: FreibeuterState) -> Counter[str]:
    """The sea cards `s` does not show (docs/rules/freibeuter.md 3.6): for a seat's view, those in the other hands and
    in the pile, the cards it may still meet; `determinize` deals exactly these. A full state shows them all."""
    return _unseen(SEA_COUNTS, [*(c for h in s.sea_hands for c in h), *s.sea_pile, *s.sea_discard])


def unseen_dutchman_cards(s: FreibeuterState) -> Counter[str]:
    """The Dutchman cards `s` does not show, as `unseen_sea_cards`."""
    return _unseen(DUTCHMAN_COUNTS, [*(c for h in s.dutch_hands for c in h), *s.dutch_pile, *s.dutch_discard])


def _unseen(counts: Counter[str], cards: list[str | None]) -> Counter[str]:
    return counts - Counter(c for c in cards if c is not None)


# -- JSON ------------------------------------------------------------------------------------


def _c(card: str | None) -> str:
    return HIDDEN if card is None else card


def _card(name: str) -> str | None:
    return None if name == HIDDEN else name


def _placed(pairs: list[list[str]]) -> list[Placed]:
    return [(p, token_named(t)) for p, t in pairs]


def state_to_json(s: FreibeuterState) -> dict[str, Any]:
    return {
        "setup": s.setup.to_json(),
        **seed_to_json(s),
        "to_act": s.to_act,
        "viewer": s.viewer,
        "tokens": {p: t.name for p, t in s.tokens.items()},
        "boarded": dict(s.boarded),
        "boats": {sq: list(b) for sq, b in s.boats.items()},
        "dutchman": s.dutchman,
        "sea_hands": [[_c(c) for c in h] for h in s.sea_hands],
        "dutch_hands": [[_c(c) for c in h] for h in s.dutch_hands],
        "sea_pile": [_c(c) for c in s.sea_pile],
        "dutch_pile": [_c(c) for c in s.dutch_pile],
        "sea_discard": list(s.sea_discard),
        "dutch_discard": list(s.dutch_discard),
        "treasure": list(s.treasure),
        "loans": list(s.loans),
        "supply": list(s.supply),
        "captured": [[[p, t.name] for p, t in c] for c in s.captured],
        "aside": [[p, t.name] for p, t in s.aside],
        "turn": s.turn,
        "phase": s.phase,
        "pending": list(s.pending),
        "turns_played": s.turns_played,
        "ended": s.ended,
    }


def state_from_json(d: dict[str, Any]) -> FreibeuterState:
    return FreibeuterState(
        setup=Setup.from_json(d["setup"]),
        seed=seed_from_json(d),
        to_act=d["to_act"],
        viewer=d.get("viewer"),
        tokens={p: token_named(t) for p, t in d["tokens"].items()},
        boarded={p: int(seat) for p, seat in d["boarded"].items()},
        boats={sq: [int(x) for x in b] for sq, b in d["boats"].items()},
        dutchman=d["dutchman"],
        sea_hands=[[_card(c) for c in h] for h in d["sea_hands"]],
        dutch_hands=[[_card(c) for c in h] for h in d["dutch_hands"]],
        sea_pile=[_card(c) for c in d["sea_pile"]],
        dutch_pile=[_card(c) for c in d["dutch_pile"]],
        sea_discard=[str(c) for c in d["sea_discard"]],
        dutch_discard=[str(c) for c in d["dutch_discard"]],
        treasure=[int(x) for x in d["treasure"]],
        loans=[int(x) for x in d["loans"]],
        supply=[int(x) for x in d["supply"]],
        captured=[_placed(c) for c in d["captured"]],
        aside=_placed(d["aside"]),
        turn=int(d["turn"]),
        phase=str(d["phase"]),
        pending=[str(p) for p in d["pending"]],
        turns_played=int(d["turns_played"]),
        ended=d["ended"],
    )
