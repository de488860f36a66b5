"""A heuristic Störtebeker agent. It sees only `observe(state, seat)`.

The board is judged ship by ship (`Judge`): each side's *equity* in a ship is its value x the chance
of completing the requirement (from how many provisions it lacks) x the chance of reaching the
strength with two dice and its pirates (RULES.md 2.3 phase 3). A position is worth my equity minus a
share of the strongest opponent's, plus what the cards in my hand are worth (how much they would
add on the board). Each decision picks the best option under that judgement:

- card play (phase 1): a plan for the whole turn - the best placements first, then the least useful
  cards traded (taking the most useful ones from the discard pile), discarded or fired as a broadside
  at the ship where it hurts opponents most;
- broadside choices: the steal or sink that most improves the position;
- boarding: the chance of reaching the strength and surviving the counterattacks it can foresee;
- counterattack: the chance of beating the best total so far, against the cards it costs;
- after a failure: the loss that costs the least strength.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.ai import Agent, Thinking
from game.core import Action, Rules, State
from game.stortebeker import actions as act
from game.stortebeker.cardplay import may_place
from game.stortebeker.components import PROVISIONS, Card
from game.stortebeker.decisions import MAX_COUNTER_CARDS
from game.stortebeker.state import BOARD, BROADSIDE, COUNTER, DROP, LOSE, PLAY, Ship, Side, StortebekerState

# P(2d6 >= k) for k = 0..13
_SUMS = Counter(a + b for a in range(1, 7) for b in range(1, 7))
AT_LEAST = [sum(n for t, n in _SUMS.items() if t >= k) / 36 for k in range(14)]
DICE = [(t, n / 36) for t, n in sorted(_SUMS.items())]


def p_at_least(k: float) -> float:
    """P(2d6 >= k)."""
    k = int(k + 0.999)
    return 1.0 if k <= 2 else 0.0 if k > 12 else AT_LEAST[k]


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
        # once the end is announced the round is played out (RULES.md 2.4): every turn is a last one
        self.last_turn = view.end_announced and view.turn == self.seat
        self.version = 0
        self._rivals: dict[str, float] = {}
        self._hands: dict[tuple[int, tuple[int, ...]], float] = {}

    def touched(self) -> None:
        self.version += 1

    def forget(self, ship: Ship) -> None:
        self._rivals.pop(ship.tid, None)
        self.touched()

    def bonus(self, side: Side, seat: int) -> float:
        if seat == self.seat:
            return side.strength()
        known = sum(c.strength for c in side.shown) + side.symbols
        return known + sum(self.w.unseen_pirate if c is None else c.strength for c in side.hidden)

    def equity(self, ship: Ship, seat: int) -> float:
        side = ship.sides[seat]
        missing = sum(max(0, n - side.count(p)) for p, n in ship.tile.requirement)
        if seat == self.seat and self.last_turn and missing:
            return 0.0
        comp = self.w.complete[min(missing, len(self.w.complete) - 1)]
        return ship.tile.value * comp * p_at_least(ship.tile.strength - self.bonus(side, seat) - self.w.future)

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
        side = ship.sides[self.seat]
        before = self.ship_score(ship)
        zone = side.provisions if card.is_provision else side.hidden
        zone.append(card)
        after = self.ship_score(ship)
        zone.pop()
        return after - before

    def hand_worth(self, hand: list[Card]) -> float:
        """What the cards in hand would add on the board, placed one by one where they add most
        (so a second card for the same slot adds little), scaled by `keep`, plus `card_base` each."""
        key = (self.version, tuple(sorted(c.order for c in hand)))
        worth = self._hands.get(key)
        if worth is not None:
            return worth
        cards = list(hand)
        worth = self.w.card_base * len(cards)
        placed: list[list[Card]] = []
        ships = self.view.in_play()
        while cards:
            best: tuple[float, Card, Ship] | None = None
            for c in _distinct(cards):
                for sh in ships:
                    g = self.place_gain(sh, c)
                    if g > 0 and (best is None or g > best[0]):
                        best = (g, c, sh)
            if best is None:
                break
            g, c, sh = best
            worth += self.w.keep * g
            cards.remove(c)
            side = sh.sides[self.seat]
            zone = side.provisions if c.is_provision else side.hidden
            zone.append(c)
            placed.append(zone)
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


class StortebekerAgent(Agent):
    def __init__(self, rules: Rules, seat: int, rng: random.Random, noise: float = 0.0,
                 weights: Weights | None = None) -> None:
        super().__init__(rules, seat, rng, noise)
        self.w = weights or Weights()

    def think(self, view: State) -> Thinking:
        assert isinstance(view, StortebekerState)
        legal = self.rules.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        yield
        v = view.clone()  # the agent tries things out on its own copy of its view
        judge = Judge(v, self.seat, self.w)
        step = v.step
        if step == PLAY:
            choice = yield from self._card_play(v, judge, legal)
        elif step == BROADSIDE:
            choice = self._best_by(legal, lambda a: self._after_take(v, judge, a))
        elif step == BOARD:
            choice = self._boarding(v, judge, legal)
        elif step == LOSE:
            choice = self._best_by(legal, lambda a: -self._loss_cost(v, a))
        elif step == DROP:
            choice = min(legal, key=lambda a: a.card.strength)  # type: ignore[attr-defined]
        elif step == COUNTER:
            choice = self._counter(v, legal)
        else:
            choice = legal[0]
        if choice not in legal:  # never: but an agent must not break the game
            choice = legal[0]
        return choice

    def _best_by(self, legal: list[Action], score) -> Action:  # type: ignore[no-untyped-def]
        return max(legal, key=lambda a: self.judged(score(a)))

    # -- phase 1: a plan for the turn's cards ----------------------------------------------------------
    def _card_play(self, v: StortebekerState, judge: Judge, legal: list[Action]) -> Thinking:
        """Plans with 0, 1, ... placements (the best first), the rest disposed of; yields between plans."""
        plans: list[tuple[float, Action]] = []
        hand = [c for c in v.hands[self.seat] if c is not None]
        base = judge.board_score(v)
        placed: list[act.Place] = []
        board_gain = 0.0
        for k in range(v.cards_left + 1):  # k placements, then the other cards disposed of
            rest = list(hand)
            value, first = self._disposal(v, judge, rest, v.cards_left - k)
            if first is not None or k == v.cards_left:
                plans.append((board_gain + value, placed[0] if placed else first))  # type: ignore[arg-type]
            if k == v.cards_left or v.stage > 0:
                break
            yield
            best = self._best_placement(v, judge, hand)
            if best is None:
                break
            gain, place = best
            ship = v.ship(place.ship)
            assert ship is not None
            side = ship.sides[self.seat]
            (side.provisions if place.card.is_provision else side.hidden).append(place.card)
            judge.touched()
            hand.remove(place.card)
            placed.append(place)
            board_gain = judge.board_score(v) - base
        allowed = set(legal)
        options = [(self.judged(val), a) for val, a in plans if a is not None and a in allowed]
        if not options:
            return legal[0]
        return max(options, key=lambda x: x[0])[1]

    def _best_placement(self, v: StortebekerState, judge: Judge, hand: list[Card]) -> tuple[float, act.Place] | None:
        best: tuple[float, act.Place] | None = None
        for card in _distinct(hand):
            for ship in v.in_play():
                if may_place(ship, self.seat, card):
                    gain = judge.place_gain(ship, card)
                    if best is None or gain > best[0]:
                        best = (gain, act.Place(card, ship.tid))
        return best

    def _disposal(self, v: StortebekerState, judge: Judge, hand: list[Card], n: int) -> tuple[float, Action | None]:
        """The best way to get rid of `n` cards (trade, discard, broadside), as (value of the hand kept
        plus what is gained, its first action)."""
        if n == 0:
            return judge.hand_worth(hand), None
        keep, junk = list(hand), []
        for _ in range(n):  # shed the card whose loss costs least, one at a time
            c = min(_distinct(keep), key=lambda c: (judge.card_worth(c, keep), c.order))
            keep.remove(c)
            junk.append(c)
        kept = judge.hand_worth(keep)
        options: list[tuple[float, Action]] = []
        broadside = self._broadside(v, judge, junk[-1]) if v.stage < 2 else None
        if n == 1:
            options.append((kept, act.Discard(junk[0])))
            if broadside:
                options.append((kept + broadside[0], broadside[1]))
        pile = Counter(v.discard)
        for c in junk:  # never take back a card like one given: a swap gains nothing
            pile.pop(c, None)
        if n >= 2 and pile and v.stage < 2:
            first = max(_distinct(list(pile)), key=lambda c: (judge.card_worth(c, keep), -c.order))
            one = judge.hand_worth([*keep, first]) - kept
            options.append((kept + one, act.trade(tuple(junk[:2]), (first,))))  # then any third card goes
            if n == 3:
                if broadside:
                    options.append((kept + one + broadside[0], act.trade(tuple(junk[:2]), (first,))))
                pile[first] -= 1
                rest = [c for c in _distinct(list(pile)) if pile[c] > 0]
                if rest:
                    with_first = [*keep, first]
                    second = max(rest, key=lambda c: (judge.card_worth(c, with_first), -c.order))
                    two = judge.hand_worth([*with_first, second]) - kept
                    options.append((kept + two, act.trade(tuple(junk), (first, second))))
        if n >= 2:
            options.append((kept + (broadside[0] if broadside else 0.0), act.Discard(junk[0])))
        return max(options, key=lambda o: o[0])

    def _broadside(self, v: StortebekerState, judge: Judge, card: Card) -> tuple[float, Action] | None:
        """The ship to fire at and the expected gain: each colour die takes the best card it can."""
        best: tuple[float, Action] | None = None
        for ship in v.in_play():
            if not ship.sides[self.seat].provisions:
                continue
            base = judge.ship_score(ship)
            gain = 0.0
            for colour in PROVISIONS:
                options = self._take_options(v, ship, colour)
                if options:
                    gain += max(self._take_gain(judge, ship, a) for a in options) - base
            gain = 2 * gain / 6  # two dice, each a colour out of six
            if best is None or gain > best[0]:
                best = (gain, act.Broadside(card, ship.tid))
        return best

    def _take_options(self, v: StortebekerState, ship: Ship, colour: str) -> list[Action]:
        may_steal = ship.sides[self.seat].count(colour) < ship.tile.need(colour)
        out: list[Action] = []
        for o, side in enumerate(ship.sides):
            if o != self.seat:
                for c in _distinct([c for c in side.provisions if c.ptype == colour]):
                    out.append(act.Sink(c, o))
                    if may_steal:
                        out.append(act.Steal(c, o))
        return out

    def _take_gain(self, judge: Judge, ship: Ship, a: act.Steal | act.Sink) -> float:
        victim = ship.sides[a.victim].provisions
        victim.remove(a.card)
        mine = ship.sides[self.seat].provisions
        if isinstance(a, act.Steal):
            mine.append(a.card)
        judge.forget(ship)
        score = judge.ship_score(ship)
        if isinstance(a, act.Steal):
            mine.pop()
        victim.append(a.card)
        judge.forget(ship)
        return score

    # -- phase 2 choices -----------------------------------------------------------------------------
    def _after_take(self, v: StortebekerState, judge: Judge, a: Action) -> float:
        ship = v.ship(v.target)
        assert ship is not None and isinstance(a, (act.Steal, act.Sink))
        return self._take_gain(judge, ship, a)

    # -- phase 3: boarding --------------------------------------------------------------------------
    def keep_chance(self, v: StortebekerState, ship: Ship) -> float:
        """The chance of reaching the strength and keeping the ship through the counterattacks."""
        side = ship.sides[self.seat]
        b = side.strength()
        rivals = []
        for o, other in enumerate(ship.sides):
            if o == self.seat or not other:
                continue
            missing = sum(ship.missing(o).values())
            if missing > MAX_COUNTER_CARDS or missing > len(v.hands[o]):
                continue
            known = sum(c.strength for c in other.shown) + other.symbols
            their = known + self.w.unseen_pirate * len(other.hidden) + 0.3 * missing
            rivals.append((self.w.counter_will[missing], their))
        total = 0.0
        for d, p in DICE:
            mine = d + b
            if mine < ship.tile.strength:
                continue
            keep = 1.0
            for will, their in rivals:
                keep *= 1.0 - will * p_at_least(mine + 1 - their)
            total += p * keep
        return total

    def _boarding(self, v: StortebekerState, judge: Judge, legal: list[Action]) -> Action:
        best: tuple[float, Action] | None = None
        margin = self.w.board_margin_late if not v.reserve else self.w.board_margin
        for a in legal:
            if not isinstance(a, act.Board):
                continue
            ship = v.ship(a.ship)
            assert ship is not None
            keep = self.keep_chance(v, ship)
            success = p_at_least(ship.tile.strength - ship.sides[self.seat].strength())
            if keep < margin and not (judge.last_turn and keep > 0):
                continue
            ev = self.judged(keep * ship.tile.value - (1 - success) * self.w.fail_cost)
            if best is None or ev > best[0]:
                best = (ev, a)
        return act.Stop() if best is None else best[1]

    def _loss_cost(self, v: StortebekerState, a: Action) -> float:
        """Strength lost: the symbol's 1, or the weakest pirate a plain provision no longer backs."""
        ship = v.ship(v.target)
        assert ship is not None and isinstance(a, act.Lose)
        side = ship.sides[self.seat]
        if a.card.symbol:
            return 1.0
        if side.pirates > side.plain_provisions - 1:
            return min(c.strength for c in side.shown) if side.shown else 0.0
        return 0.0

    # -- phase 4: counterattack -------------------------------------------------------------------------
    def _counter(self, v: StortebekerState, legal: list[Action]) -> Action:
        ship = v.ship(v.target)
        assert ship is not None
        best_total = max(t for _, t in v.totals)
        side = ship.sides[self.seat]
        base = side.strength()
        best: tuple[float, Action] = (0.0, act.Decline())
        for a in legal:
            if not isinstance(a, act.Counterattack):
                continue
            b = base + sum(c.strength for c in a.cards)
            win = p_at_least(best_total + 1 - b)
            value = self.judged(win * ship.tile.value - self.w.counter_card * len(a.cards))
            if value > best[0]:
                best = (value, a)
        return best[1]


def _distinct(cards: list[Card]) -> list[Card]:
    """The different cards among `cards`, in card order (never a set's order: it varies between runs)."""
    return sorted(set(cards), key=lambda c: c.order)


AGENT = StortebekerAgent

__all__ = ["AGENT", "StortebekerAgent", "Weights"]
