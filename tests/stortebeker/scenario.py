"""Building Störtebeker positions by hand for rule and scenario tests (dice are forced with `roll`)."""

from __future__ import annotations

from collections import Counter

from game.core import Setup
from game.stortebeker import phases
from game.stortebeker.components import ALL_TILES, DECK_COUNTS, card_key, card_named, full_deck, tile_named
from game.stortebeker.rules import RESERVE_SIZE, StortebekerRules
from game.stortebeker.state import Ship, Side, StortebekerState

R = StortebekerRules()


def cards(names: str) -> list:
    return [card_named(n) for n in names.split()]


def table(
    hands: list[str],
    ships: str = "Y3 R3 B3 G3",
    sides: dict[str, dict[int, str]] | None = None,
    discard: str = "",
    pile: str = "",
    reserve: str | None = None,
    variants: tuple[int, ...] = (),
    round: int = 2,
    turn: int = 0,
    won: dict[int, str] | None = None,
    seed: int = 0,
) -> StortebekerState:
    """A position at the start of `turn`'s turn in round `round` (2 by default: boarding allowed).

    `ships`: the tiles in play; `sides`: per ship, per seat, the cards beside it (plain pirates lie face
    down; write `^pirate3` for a revealed one); `pile`: the draw pile from its top card (every card
    not placed anywhere else lies below, so all 66 cards are always accounted for); `reserve`: the
    reserve, next tile first (by default the next unused tiles); the other tiles are in the box."""
    n = len(hands)
    setup = Setup(n, variants=frozenset(variants))
    used: Counter = Counter()
    dealt = [sorted(cards(h), key=card_key) for h in hands]
    for h in dealt:
        used.update(h)
    in_play = []
    for tid in ships.split():
        ship = Ship(tile_named(tid), [Side() for _ in range(n)])
        for seat, names in (sides or {}).get(tid, {}).items():
            side = ship.sides[seat]
            for name in names.split():
                if name.startswith("^"):
                    side.shown.append(card_named(name[1:]))
                    used[card_named(name[1:])] += 1
                    continue
                card = card_named(name)
                (side.provisions if card.is_provision else side.hidden).append(card)
                used[card] += 1
        in_play.append(ship)
    discarded = cards(discard)
    used.update(discarded)
    top = cards(pile)
    used.update(top)
    assert not (used - DECK_COUNTS), f"more copies than the deck holds: {used - DECK_COUNTS}"
    rest = DECK_COUNTS - used
    below = []
    for c in full_deck():
        if rest[c] > 0:
            below.append(c)
            rest[c] -= 1
    won_tiles = [[tile_named(t) for t in (won or {}).get(seat, "").split()] for seat in range(n)]
    taken_ids = {sh.tid for sh in in_play} | {t.tid for w in won_tiles for t in w}
    if reserve is None:
        free = [t for t in ALL_TILES if t.tid not in taken_ids]
        res = free[:RESERVE_SIZE[n]]
    else:
        res = [tile_named(t) for t in reserve.split()]
    res_ids = {t.tid for t in res}
    box = [t for t in ALL_TILES if t.tid not in taken_ids | res_ids]
    s = StortebekerState(
        setup=setup, seed=seed, to_act=turn, hands=dealt, pile=list(reversed(below)) + list(reversed(top)),
        discard=discarded, ships=in_play, reserve=res, box=box, won=won_tiles, round=round,
    )
    phases.begin_turn(s, turn)
    phases.advance(s)
    return s


def play(state: StortebekerState, *texts: str) -> list:
    """Apply each action written in the notation; return all their events."""
    events = []
    for text in texts:
        events += R.apply(state, R.parse_action(state, text))
    return events


def of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


R3_FULL = "water rum beans"  # R3's whole requirement


def board_table(extra0="", round=2, variants=(), **kw):
    """Seat 0 holds R3's requirement (plus `extra0`) and three breads to play before boarding."""
    sides = kw.pop("sides", {"R3": {0: f"{R3_FULL} {extra0}".strip()}})
    return table(["bread bread bread", "bread", "bread"], ships="R3 Y1 B1 G1", sides=sides, round=round,
                 variants=variants, **kw)


def counter_table(players=4, variants=(), sides=None, hands=None):
    """Seat 0 has boarded R3 with 8: the others, with cards there, are asked to counterattack."""
    hands = hands or ["bread bread bread", "water rum beans", "water+ rum beans+", "water rum beans"][:players]
    sides = sides or {"R3": {0: R3_FULL, 1: "water rum", 2: "rum", 3: "water"}}
    s = table(hands, ships="R3 Y1 B1 G1", sides=sides, variants=variants)
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 4 4")
    return s
