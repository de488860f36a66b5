"""Building Störtebeker positions by hand for rule and scenario tests (dice are forced with `roll`)."""

from __future__ import annotations

from game.stortebeker import phases
from game.stortebeker.components import ALL_TILES, card_named, tile_named
from game.stortebeker.rules import RESERVE_SIZE, StortebekerRules
from game.stortebeker.state import Ship, Side, StortebekerState, dealt

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
    in_play = []
    for tid in ships.split():
        ship = Ship(tile_named(tid), [Side() for _ in range(n)])
        for seat, names in (sides or {}).get(tid, {}).items():
            side = ship.sides[seat]
            for name in names.split():
                card = card_named(name.lstrip("^"))
                (side.shown if name.startswith("^") else side.provisions if card.is_provision else side.hidden
                 ).append(card)
        in_play.append(ship)
    won_tiles = [[tile_named(t) for t in (won or {}).get(seat, "").split()] for seat in range(n)]
    if reserve is None:
        taken_ids = {sh.tid for sh in in_play} | {t.tid for w in won_tiles for t in w}
        res = [t for t in ALL_TILES if t.tid not in taken_ids][:RESERVE_SIZE[n]]
    else:
        res = [tile_named(t) for t in reserve.split()]
    s = dealt([cards(h) for h in hands], in_play, discard=cards(discard), pile=cards(pile), reserve=res,
              won=won_tiles, turn=turn, round=round, variants=variants, seed=seed)
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
