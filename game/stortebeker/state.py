"""Störtebeker's state: hands, piles, the ships in play with each seat's side, the reserve, the
captured tiles, and where the current turn stands (its step and pending decisions).

A view made by `observe` has the same shape, each hidden card or tile replaced by None.

The turn (docs/rules/stortebeker.md 2.3) is an explicit `step`; `to_act` says who decides it:

  PLAY            the turn seat plays its cards (place, then trade/discard, then a broadside)
  BROADSIDE_ROLL  CHANCE rolls the colour dice of the broadside
  BROADSIDE       the turn seat takes or sinks a provision for the first die in `dice` that hits
  BOARD           the turn seat boards a ship or stops
  BOARD_ROLL      CHANCE rolls the number dice for the attacker (`attacker`: boarder or counterattacker)
  LOSS_ROLL       CHANCE rolls the colour dice after a failed boarding
  LOSE            the turn seat chooses which provision a die in `dice` costs it
  DROP            the turn seat drops pirates it can no longer support
  COUNTER         the seat `queue[0]` counterattacks or declines
  OVER            the game is over (`to_act` None)

Drawing (phase 6) and the replacement of captured ships need no decision and happen at once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from game.core import Setup, State, seed_from_json, seed_to_json
from game.stortebeker.components import (
    ALL_TILES,
    DECK_COUNTS,
    Card,
    Tile,
    card_key,
    card_named,
    full_deck,
    tile_named,
)

HIDDEN = "?"

PLAY = "play"
BROADSIDE_ROLL = "broadside-roll"
BROADSIDE = "broadside"
BOARD = "board"
BOARD_ROLL = "board-roll"
LOSS_ROLL = "loss-roll"
LOSE = "lose"
DROP = "drop"
COUNTER = "counter"
OVER = "over"


@dataclass
class Side:
    """One seat's cards next to one ship: provisions (face up), plain pirates still face down
    (None in a view that may not see them) and plain pirates revealed by a boarding."""

    provisions: list[Card] = field(default_factory=list)
    hidden: list[Card | None] = field(default_factory=list)
    shown: list[Card] = field(default_factory=list)

    def clone(self) -> Side:
        return Side(list(self.provisions), list(self.hidden), list(self.shown))

    def count(self, ptype: str) -> int:
        return sum(1 for c in self.provisions if c.ptype == ptype)

    @property
    def pirates(self) -> int:
        """The number of plain pirates (face down or up)."""
        return len(self.hidden) + len(self.shown)

    @property
    def plain_provisions(self) -> int:
        """Provisions without the pirate symbol: only these back plain pirates (docs/rules/stortebeker.md 2.3 phase
        1)."""
        return [c.symbol for c in self.provisions].count(False)

    def strength(self) -> int:
        """What this side adds to a boarding total (docs/rules/stortebeker.md 2.3 phase 3): its plain pirates' strengths
        + 1 per pirate-symbol provision. A face-down pirate the viewer may not see (None) adds nothing
        here: `unseen` counts those, for an agent to estimate."""
        bonus = sum([c.strength for c in self.provisions])  # a pirate-symbol provision's strength is 1
        if self.hidden:
            bonus += sum([c.strength for c in self.hidden if c is not None])
        if self.shown:
            bonus += sum([c.strength for c in self.shown])
        return bonus

    @property
    def unseen(self) -> int:
        """Face-down pirates whose strength the viewer may not see (docs/rules/stortebeker.md 2.6)."""
        return self.hidden.count(None)

    def cards(self) -> list[Card | None]:
        return [*self.provisions, *self.hidden, *self.shown]

    def __bool__(self) -> bool:
        return bool(self.provisions or self.hidden or self.shown)


_MISSING: dict[tuple[Tile, tuple[Card, ...]], Mapping[str, int]] = {}
_MISSING_KEPT = 1 << 15


@dataclass
class Ship:
    """A ship tile in play and the sides of every seat (index = seat)."""

    tile: Tile
    sides: list[Side]

    @property
    def tid(self) -> str:
        return self.tile.tid

    def clone(self) -> Ship:
        return Ship(self.tile, [s.clone() for s in self.sides])

    def missing(self, seat: int) -> Mapping[str, int]:
        """The provisions `seat` still lacks for the requirement (docs/rules/stortebeker.md 2.1), by type. Read-only:
        the answer is shared, remembered for the tile and the side's provisions (every playout step asks)."""
        key = (self.tile, tuple(self.sides[seat].provisions))
        lacks = _MISSING.get(key)
        if lacks is None:
            if len(_MISSING) > _MISSING_KEPT:
                _MISSING.clear()
            lacks = _MISSING[key] = self.tile.missing([c.ptype for c in key[1]])
        return lacks

    def lacking(self, seat: int) -> int:
        """How many provision cards `seat` still lacks here."""
        return sum(self.missing(seat).values())

    def complete(self, seat: int) -> bool:
        """`seat`'s side holds the whole requirement: it may board (docs/rules/stortebeker.md 2.3 phase 3)."""
        return not self.missing(seat)


@dataclass
class StortebekerState(State):
    hands: list[list[Card | None]] = field(default_factory=list)
    pile: list[Card | None] = field(default_factory=list)  # the draw pile; its top card is the last one
    discard: list[Card] = field(default_factory=list)  # public; the latest card is the last one
    taken: list[Card] = field(default_factory=list)  # traded for this turn, face up in front of `turn`
    ships: list[Ship | None] = field(default_factory=list)  # the slots in play; None: captured, empty
    reserve: list[Tile | None] = field(default_factory=list)  # the next ship first
    box: list[Tile | None] = field(default_factory=list)  # tiles back in the box, never seen
    won: list[list[Tile]] = field(default_factory=list)
    turn: int = 0
    round: int = 1
    step: str = PLAY
    cards_left: int = 3  # cards the turn seat must still play (docs/rules/stortebeker.md 2.3 phase 1)
    stage: int = 0  # 0: may still place; 1: trading (placing is over); 2: the broadside was fired
    target: str | None = None  # the ship of the broadside or of the boarding in progress
    dice: list[str] = field(default_factory=list)  # colour dice still to resolve, in order
    attempted: list[str] = field(default_factory=list)  # ships boarded this turn
    captured: list[int] = field(default_factory=list)  # slots captured this turn, in order
    attacker: int | None = None  # who rolls at BOARD_ROLL
    totals: list[list[int]] = field(default_factory=list)  # [seat, total] of this boarding, boarder first
    queue: list[int] = field(default_factory=list)  # seats still to decide on a counterattack
    boarding_over: bool = False  # variants 3 and 4 ended the seat's boarding this turn
    reshuffles: int = 0
    end_announced: bool = False
    ended_by: str = ""  # "reserve" or "safeguard" once over

    # -- helpers -----------------------------------------------------------------------------------
    def clone(self) -> StortebekerState:
        """A copy sharing nothing mutable (cards and tiles are immutable); faster than deepcopy."""
        return StortebekerState(
            setup=self.setup, seed=self.seed, to_act=self.to_act, viewer=self.viewer,
            hands=[list(h) for h in self.hands], pile=list(self.pile), discard=list(self.discard),
            taken=list(self.taken), ships=[None if s is None else s.clone() for s in self.ships],
            reserve=list(self.reserve), box=list(self.box), won=[list(w) for w in self.won],
            turn=self.turn, round=self.round, step=self.step, cards_left=self.cards_left, stage=self.stage,
            target=self.target, dice=list(self.dice), attempted=list(self.attempted),
            captured=list(self.captured), attacker=self.attacker, totals=[list(t) for t in self.totals],
            queue=list(self.queue), boarding_over=self.boarding_over, reshuffles=self.reshuffles,
            end_announced=self.end_announced, ended_by=self.ended_by,
        )

    @property
    def players(self) -> int:
        return self.setup.players

    def ship(self, tid: str | None) -> Ship | None:
        for s in self.ships:
            if s is not None and s.tid == tid:
                return s
        return None

    def slot_of(self, tid: str) -> int:
        for i, s in enumerate(self.ships):
            if s is not None and s.tid == tid:
                return i
        raise KeyError(tid)

    def in_play(self) -> list[Ship]:
        return [s for s in self.ships if s is not None]

    @property
    def face_up(self) -> int:
        """How many reserve tiles lie face up: the top one, or three with variant 2."""
        return 3 if 2 in self.setup.variants else 1


def dealt(hands: Sequence[Sequence[Card]], ships: Sequence[Ship], *, discard: Sequence[Card] = (),
          pile: Sequence[Card] = (), reserve: Sequence[Tile] = (), won: Sequence[Sequence[Tile]] = (),
          turn: int = 0, round: int = 1, variants: Sequence[int] = (), seed: int = 0) -> StortebekerState:
    """A game dealt by hand, at the start of `turn`'s turn in round `round`: each seat's hand, the ships in play
    with the cards already beside them, the discard pile (its latest card last), the top of the draw pile (its top
    card first), the reserve (the next ship first), the ships each seat has won. Every one of the 66 cards is
    somewhere: those given nowhere lie in the draw pile below `pile`, in the deck's order; the tiles given nowhere
    are in the box. For lessons (a position that meets each rule on time) and tests. A turn seat with no card to
    play is not moved on (`phases.advance` does that)."""
    from game.stortebeker.phases import begin_turn  # phases builds on this module

    n = len(hands)
    placed = [c for sh in ships for side in sh.sides for c in side.cards() if c is not None]
    if any(len(sh.sides) != n for sh in ships) or any(None in side.hidden for sh in ships for side in sh.sides):
        raise ValueError("every ship needs a side for each seat, every card at it known")
    given = Counter([*(c for h in hands for c in h), *placed, *discard, *pile])
    if given - DECK_COUNTS:
        raise ValueError(f"more copies than the deck holds: {dict(given - DECK_COUNTS)}")
    tiles = {*(sh.tile for sh in ships), *reserve, *(t for w in won for t in w)}
    rest = DECK_COUNTS - given
    below: list[Card | None] = []
    for c in full_deck():
        if rest[c] > 0:
            below.append(c)
            rest[c] -= 1
    s = StortebekerState(
        setup=Setup(n, variants=frozenset(variants)), seed=seed, to_act=turn,
        hands=[sorted(h, key=card_key) for h in hands], pile=[*reversed(below), *reversed(pile)],
        discard=list(discard), ships=[sh.clone() for sh in ships], reserve=list(reserve),
        box=[t for t in ALL_TILES if t not in tiles], won=[list(w) for w in won] or [[] for _ in range(n)],
        round=round,
    )
    begin_turn(s, turn)
    s.to_act = turn
    return s


def insert_sorted(hand: list[Card | None], cards: list[Card] | tuple[Card, ...]) -> None:
    hand.extend(cards)
    hand.sort(key=card_key if None in hand else _ORDER)


_ORDER = attrgetter("order")


# -- JSON ------------------------------------------------------------------------------------------


def _c(card: Card | None) -> str:
    return HIDDEN if card is None else card.name


def _card(name: str) -> Card | None:
    return None if name == HIDDEN else card_named(name)


def _t(tile: Tile | None) -> str:
    return HIDDEN if tile is None else tile.tid


def _tile(tid: str) -> Tile | None:
    return None if tid == HIDDEN else tile_named(tid)


def _side_json(side: Side) -> dict[str, list[str]]:
    return {"provisions": [c.name for c in side.provisions], "hidden": [_c(c) for c in side.hidden],
            "shown": [c.name for c in side.shown]}


def _side(d: dict[str, list[str]]) -> Side:
    return Side([card_named(n) for n in d["provisions"]], [_card(n) for n in d["hidden"]],
                [card_named(n) for n in d["shown"]])


def state_to_json(s: StortebekerState) -> dict[str, Any]:
    return {
        "setup": s.setup.to_json(), **seed_to_json(s), "to_act": s.to_act, "viewer": s.viewer,
        "hands": [[_c(c) for c in h] for h in s.hands],
        "pile": [_c(c) for c in s.pile],
        "discard": [c.name for c in s.discard],
        "taken": [c.name for c in s.taken],
        "ships": [None if sh is None else {"tile": sh.tid, "sides": [_side_json(x) for x in sh.sides]}
                  for sh in s.ships],
        "reserve": [_t(t) for t in s.reserve],
        "box": [_t(t) for t in s.box],
        "won": [[t.tid for t in w] for w in s.won],
        "turn": s.turn, "round": s.round, "step": s.step, "cards_left": s.cards_left, "stage": s.stage,
        "target": s.target, "dice": list(s.dice), "attempted": list(s.attempted), "captured": list(s.captured),
        "attacker": s.attacker, "totals": [list(t) for t in s.totals], "queue": list(s.queue),
        "boarding_over": s.boarding_over, "reshuffles": s.reshuffles, "end_announced": s.end_announced,
        "ended_by": s.ended_by,
    }


def state_from_json(d: dict[str, Any]) -> StortebekerState:
    return StortebekerState(
        setup=Setup.from_json(d["setup"]), seed=seed_from_json(d), to_act=d["to_act"], viewer=d.get("viewer"),
        hands=[[_card(n) for n in h] for h in d["hands"]],
        pile=[_card(n) for n in d["pile"]],
        discard=[card_named(n) for n in d["discard"]],
        taken=[card_named(n) for n in d["taken"]],
        ships=[None if sh is None else Ship(tile_named(sh["tile"]), [_side(x) for x in sh["sides"]])
               for sh in d["ships"]],
        reserve=[_tile(t) for t in d["reserve"]],
        box=[_tile(t) for t in d["box"]],
        won=[[tile_named(t) for t in w] for w in d["won"]],
        turn=int(d["turn"]), round=int(d["round"]), step=str(d["step"]), cards_left=int(d["cards_left"]),
        stage=int(d["stage"]), target=d["target"], dice=list(d["dice"]), attempted=list(d["attempted"]),
        captured=[int(x) for x in d["captured"]], attacker=d["attacker"],
        totals=[[int(a), int(b)] for a, b in d["totals"]], queue=[int(x) for x in d["queue"]],
        boarding_over=bool(d["boarding_over"]), reshuffles=int(d["reshuffles"]),
        end_announced=bool(d["end_announced"]), ended_by=str(d["ended_by"]),
    )
