"""A beginner at Störtebeker (EASY), whose quick move is also what the hard AI's search plays ahead with
(GUIDE.act): sensible but short-sighted. It plays for the immediate gain, from its own view and the facts
the rules give (`placeable`, `Ship.missing`, `Side.strength`, the dice odds), and never weighs what the
opponents will do next nor counts cards:

- card play: place the card that brings one of its ships nearest to complete (a valuable ship first), or a
  pirate beside provisions that back it; otherwise shed the cards none of its ships wants: trade two for a
  card of the discard pile that one of them lacks, discard one, or, as the last card, fire it at a ship
  where the others have provisions;
- broadside: take what it lacks, else sink the first provision it may;
- boarding: board the likeliest ship when the dice give an even chance (counterattacks are not foreseen);
- counterattack: when the dice give a fair chance to beat the best total;
- after a failure: keep the provisions that back its pirates; let the weakest pirate go.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai import Agent
from game.core import Action, Rules, State
from game.stortebeker import actions as act
from game.stortebeker.cardplay import CardPlays
from game.stortebeker.components import Card
from game.stortebeker.dice import beating_chance, boarding_chance
from game.stortebeker.state import BOARD, BROADSIDE, COUNTER, DROP, LOSE, PLAY, Ship, StortebekerState

BOARD_AT = 0.5  # board when the chance of reaching the strength is at least this
COUNTER_AT = 0.4  # counterattack when the chance of beating the best total is at least this


def quick_move(rules: Rules, view: StortebekerState, rng: random.Random) -> Action:
    """The beginner's move for `view.to_act` (a view from `observe`): cheap, and always legal."""
    legal = rules.legal_actions(view)
    if len(legal) == 1:
        return legal[0]
    seat = view.to_act
    assert seat is not None and seat >= 0
    step = view.step
    if step == PLAY:
        return _card_play(view, seat, legal, rng)
    if step == BOARD:
        return _boarding(view, seat, legal)
    ship = view.ship(view.target)
    assert ship is not None
    if step == COUNTER:
        return _counter(view, ship, seat, legal)
    if step == BROADSIDE:
        steals = [a for a in legal if isinstance(a, act.Steal)]
        return (steals or legal)[0]
    if step == LOSE:
        side = ship.sides[seat]
        spare = side.plain_provisions > side.pirates  # a plain provision may go without leaving a pirate unbacked
        keep_symbols = [a for a in legal if not a.card.symbol] if spare else []  # type: ignore[attr-defined]
        return (keep_symbols or [a for a in legal if a.card.symbol] or legal)[0]  # type: ignore[attr-defined]
    if step == DROP:
        return min(legal, key=lambda a: a.card.strength)  # type: ignore[attr-defined]
    return legal[0]


def _card_play(view: StortebekerState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    ships = view.in_play()
    singles = legal.singles if isinstance(legal, CardPlays) else list(legal)
    best, value = None, 0.0
    for a in singles:
        if isinstance(a, act.Place):
            ship = view.ship(a.ship)
            assert ship is not None
            v = _place_value(ship, seat, a.card)
            if v > value:
                best, value = a, v
    if best is not None:
        return best
    wanted = _wanted(ships, seat)
    hand = [c for c in view.hands[seat] if c is not None]
    shed = sorted(hand, key=lambda c: (_use(c, wanted, ships, seat), rng.random()))
    if view.cards_left >= 2 and len(shed) >= 2:
        useful = [c for c in dict.fromkeys(view.discard) if wanted.get(c.ptype, 0.0) > 0 and c not in shed[:2]]
        if useful:
            trade = act.trade(tuple(shed[:2]), (max(useful, key=lambda c: wanted[c.ptype]),))
            if trade in legal:
                return trade
    if view.cards_left == 1:
        targets = [(sum(len(side.provisions) for o, side in enumerate(sh.sides) if o != seat), sh.tid)
                   for sh in ships if sh.sides[seat].provisions]
        if targets:
            hits, tid = max(targets)
            fire = act.Broadside(shed[0], tid)
            if hits and fire in legal:
                return fire
    discard = act.Discard(shed[0])
    return discard if discard in legal else singles[0]


def _place_value(ship: Ship, seat: int, card: Card) -> float:
    """A provision it lacks is worth more the nearer the ship is to complete and the more it is worth; a
    pirate, where the side is (nearly) complete, by its strength."""
    lacking = ship.lacking(seat)
    if card.is_provision:
        return ship.tile.value / lacking if lacking else 0.0
    return ship.tile.value * card.strength / 8 if lacking <= 1 else 0.05


def _wanted(ships: list[Ship], seat: int) -> dict[str, float]:
    """How much its ships want each provision type: more for a valuable ship that lacks little."""
    wanted: dict[str, float] = {}
    for ship in ships:
        missing = ship.missing(seat)
        lacking = sum(missing.values())
        for ptype in missing:
            wanted[ptype] = wanted.get(ptype, 0.0) + ship.tile.value / lacking
    return wanted


def _use(card: Card, wanted: dict[str, float], ships: list[Ship], seat: int) -> float:
    if card.is_provision:
        return wanted.get(card.ptype, 0.0)
    return max((sh.tile.value * card.strength / 8 for sh in ships if sh.lacking(seat) <= 1), default=0.1)


def _boarding(view: StortebekerState, seat: int, legal: Sequence[Action]) -> Action:
    best: Action = act.Stop()
    chance = BOARD_AT
    for a in legal:
        if isinstance(a, act.Board):
            ship = view.ship(a.ship)
            assert ship is not None
            c = boarding_chance(ship.tile.strength, ship.sides[seat].strength())
            if c >= chance:
                best, chance = a, c
    return best


def _counter(view: StortebekerState, ship: Ship, seat: int, legal: Sequence[Action]) -> Action:
    best_total = max(t for _, t in view.totals)
    counters = [a for a in legal if isinstance(a, act.Counterattack)]
    if counters:
        a = max(counters, key=lambda a: sum(c.strength for c in a.cards))
        bonus = ship.sides[seat].strength() + sum(c.strength for c in a.cards)
        if beating_chance(best_total, bonus) >= COUNTER_AT:
            return a
    return act.Decline()


class Beginner(Agent):
    """EASY: plays `quick_move`, a beginner's sensible but short-sighted choice."""

    def choose(self, view: State) -> Action:
        assert isinstance(view, StortebekerState)
        return quick_move(self.rules, view, self.rng)
