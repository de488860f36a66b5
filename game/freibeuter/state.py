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
from game.freibeuter.board import CAPACITY
from game.freibeuter.components import CHEST, DOUBLE, DUTCHMAN_COUNTS, SEA_COUNTS, Token, token_named

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
