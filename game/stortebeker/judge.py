"""How the Störtebeker agents judge a position, as one seat sees it (its view from `observe`).

The board is judged ship by ship: each side's *equity* in a ship is its value x the chance of completing
the requirement (from how many provisions it lacks) x the chance of reaching the strength with two dice
and its pirates (docs/rules/stortebeker.md 2.3 phase 3). A position is worth my equity minus a share of the strongest
opponent's, plus what the cards in my hand are worth (how much they would add on the board). The facts
of the rules it weighs come from the engine: `Ship.lacking`, `Side.strength`, `dice.at_least`,
`cardplay.may_place`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.stortebeker.cardplay import may_place, placeable
from game.stortebeker.components import FACES, Card
from game.stortebeker.dice import at_least
from game.stortebeker.state import Ship, Side, StortebekerState


@dataclass(frozen=True)
class Weights:
    """The agent's judgement, in points."""

    complete: tuple[float, ...] = (1.0, 0.6, 0.33, 0.17, 0.08, 0.04)  # by provisions still lacking
    future: float = 1.5  # strength a side may yet add before it boards (pirates to come)
    rival: float = 0.45  # weight of the strongest opponent's equity in a ship
    keep: float = 0.25  # a card in hand is worth this share of what it would add on the board now
    card_base: float = 0.12  # ...plus this
    unseen_pirate: float = 2.9  # the expected strength of a face-down pirate I cannot see
    board_margin: float = 0.30  # board when the chance of keeping the ship is at least this
    board_margin_late: float = 0.12  # ...once the reserve is empty (the next capture announces the end)
    fail_cost: float = 1.0  # what a failed boarding costs (lost provisions)
    counter_card: float = 0.45  # what a card added in a counterattack costs
    counter_will: tuple[float, ...] = (0.9, 0.5, 0.3, 0.15)  # an opponent counterattacks, by cards lacking


class Judge:
    """Equity of the sides in the ships, as seen from `seat`'s view.

    The agent tries placements out on its copy of the view; `touched()` tells the judge the board
    changed (its caches key on `version`). Opponents' equity per ship is cached until `forget(ship)`."""

    def __init__(self, view: StortebekerState, seat: int, w: Weights) -> None:
        self.view, self.seat, self.w = view, seat, w
        # once the end is announced the round is played out (docs/rules/stortebeker.md 2.4): every turn is a last one
        self.last_turn = view.end_announced and view.turn == self.seat
        self.version = self._versions = 0  # the board's version; how many there have been
        self._rivals: dict[str, float] = {}
        self._hands: dict[tuple[int, tuple[int, ...]], float] = {}
        self._equity: dict[tuple, float] = {}
        self._offers: dict[tuple, list[tuple[float, Card]]] = {}
        self._board_offers: dict[int, list[list[tuple[float, Card]]]] = {}

    def touched(self) -> None:
        self.version = self._versions = self._versions + 1

    def rewind(self, version: int) -> None:
        """The board is back as it was at `version` (tried placements taken back): its caches hold again."""
        self.version = version

    def forget(self, ship: Ship) -> None:
        self._rivals.pop(ship.tid, None)
        self.touched()

    def bonus(self, side: Side) -> float:
        """What a side adds to a boarding total, a face-down pirate the view hides counted at its expected
        strength (`Side.strength`, docs/rules/stortebeker.md 2.3 phase 3)."""
        return side.strength() + self.w.unseen_pirate * side.unseen

    def equity(self, ship: Ship, seat: int) -> float:
        """`seat`'s side's share of `ship`: its value x the chance of completing the requirement x the chance
        of reaching the strength. Remembered by the side's cards: the agent tries many placements."""
        side = ship.sides[seat]
        key = (ship.tile, seat, tuple(side.provisions), tuple(side.hidden), tuple(side.shown))
        e = self._equity.get(key)
        if e is None:
            missing = ship.lacking(seat)
            if seat == self.seat and self.last_turn and missing:
                e = 0.0
            else:
                comp = self.w.complete[min(missing, len(self.w.complete) - 1)]
                e = ship.tile.value * comp * at_least(ship.tile.strength - self.bonus(side) - self.w.future)
            self._equity[key] = e
        return e

    def rival(self, ship: Ship) -> float:
        r = self._rivals.get(ship.tid)
        if r is None:
            r = max((self.equity(ship, o) for o in range(len(ship.sides)) if o != self.seat), default=0.0)
            self._rivals[ship.tid] = r
        return r

    def ship_score(self, ship: Ship) -> float:
        mine = self.equity(ship, self.seat)
        rival = self.rival(ship)
        threat = rival / ship.tile.value
        return mine * (1.0 - 0.5 * threat) - self.w.rival * rival

    def board_score(self, view: StortebekerState) -> float:
        return sum(self.ship_score(sh) for sh in view.in_play())

    def place_gain(self, ship: Ship, card: Card) -> float:
        """What placing `card` at `ship` adds (placed and taken back: the board is unchanged)."""
        if not may_place(ship, self.seat, card):
            return 0.0
        return next(g for g, c in self.offers(ship) if c is card)

    def offers(self, ship: Ship) -> list[tuple[float, Card]]:
        """Every card that may go on my side of `ship` (`placeable`) with what it would add to the ship's
        score, best first (of equal gains, the first in card order). That depends only on my side there and
        the strongest rival's equity, so it is remembered by those: `hand_worth` asks again and again."""
        side = ship.sides[self.seat]
        key = (ship.tile, tuple(side.provisions), tuple(side.hidden), tuple(side.shown), self.rival(ship))
        offers = self._offers.get(key)
        if offers is None:
            before = self.ship_score(ship)
            offers = [(self._score_with(ship, c) - before, c) for c in placeable(ship, self.seat, FACES)]
            offers.sort(key=lambda o: (-o[0], o[1].order))
            self._offers[key] = offers
        return offers

    def _score_with(self, ship: Ship, card: Card) -> float:
        """`ship_score` with `card` placed on my side (and taken back)."""
        side = ship.sides[self.seat]
        zone = side.provisions if card.is_provision else side.hidden
        zone.append(card)
        after = self.ship_score(ship)
        zone.pop()
        return after

    def hand_worth(self, hand: list[Card]) -> float:
        """What the cards in hand would add on the board, placed one by one where they add most
        (so a second card for the same slot adds little), scaled by `keep`, plus `card_base` each."""
        key = (self.version, tuple(sorted(c.order for c in hand)))
        worth = self._hands.get(key)
        if worth is not None:
            return worth
        cards = list(hand)
        worth = self.w.card_base * len(cards)
        placed: list[list[Card] | list[Card | None]] = []  # the zones cards were tried in, to take them back
        ships = self.view.in_play()
        offers = self._board_offers.get(self.version)  # the board as it is at this version (see `touched`)
        if offers is None:
            offers = self._board_offers[self.version] = [self.offers(sh) for sh in ships]
        offers = list(offers)
        while cards:
            best: tuple[float, int, int] | None = None  # the best gain; the first card, then ship, of equals
            for si, offer in enumerate(offers):
                for g, c in offer:  # this ship's best card in hand
                    if g <= 0:
                        break
                    if c in cards:
                        if best is None or (g, -c.order, -si) > best:
                            best = (g, -c.order, -si)
                        break
            if best is None:
                break
            g, si = best[0], -best[2]
            c = FACES[-best[1]]
            worth += self.w.keep * g
            cards.remove(c)
            side = ships[si].sides[self.seat]
            zone = side.provisions if c.is_provision else side.hidden
            zone.append(c)
            placed.append(zone)
            offers[si] = self.offers(ships[si])
        for zone in reversed(placed):
            zone.pop()
        self._hands[key] = worth
        return worth

    def card_worth(self, card: Card, hand: list[Card]) -> float:
        """What `card` adds to `hand` (or, if it is in `hand`, what the hand would lose without it)."""
        if card in hand:
            rest = list(hand)
            rest.remove(card)
            return self.hand_worth(hand) - self.hand_worth(rest)
        return self.hand_worth([*hand, card]) - self.hand_worth(hand)


def distinct(cards: list[Card]) -> list[Card]:
    """The different cards among `cards`, in card order (never a set's order: it varies between runs)."""
    return sorted(set(cards), key=lambda c: c.order)
