"""The normal Störtebeker agent: it judges positions with `Judge` (judge.py) and sees only
`observe(state, seat)`. Each decision ranks its options under that judgement, best first:

- card play (phase 1): a plan for the whole turn - the best placements first, then the least useful
  cards traded (taking the most useful ones from the discard pile), discarded or fired as a broadside
  at the ship where it hurts opponents most;
- broadside choices: the steal or sink that most improves the position;
- boarding: the chance of reaching the strength and surviving the counterattacks it can foresee;
- counterattack: the chance of beating the best total so far, against the cards it costs;
- after a failure: the loss that costs the least strength.

`ranking` gives the whole order (the hard AI's search widens along it, guide.py); `think` plays its first.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from game.ai import Agent
from game.core import Action, Rules, State
from game.stortebeker import actions as act
from game.stortebeker.cardplay import CardPlays, may_place
from game.stortebeker.components import PROVISIONS, Card
from game.stortebeker.decisions import may_counter_at_all, takes
from game.stortebeker.dice import TWO_DICE, beating_chance, boarding_chance
from game.stortebeker.judge import Judge, Weights, distinct
from game.stortebeker.state import BOARD, BROADSIDE, COUNTER, DROP, LOSE, PLAY, Ship, StortebekerState


class StortebekerAgent(Agent):
    def __init__(self, rules: Rules, seat: int, rng: random.Random, weights: Weights | None = None) -> None:
        super().__init__(rules, seat, rng)
        self.w = weights or Weights()

    def choose(self, view: State) -> Action:
        assert isinstance(view, StortebekerState)
        legal = self.rules.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        ranked = self.ranking(view, legal)
        choice = ranked[0] if ranked else legal[0]
        return choice if choice in legal else legal[0]  # never otherwise: but an agent must not break the game

    def ranking(self, view: StortebekerState, legal: Sequence[Action], wide: bool = False) -> list[Action]:
        """The actions of `legal` worth playing, best first (the first is this agent's choice). At card play
        these are its plans' first moves and, if `wide`, the other single-card plays and the trades of its
        least useful cards for the pile's most useful ones: never every trade."""
        v = view.clone()  # the agent tries things out on its own copy of its view
        judge = Judge(v, self.seat, self.w)
        self._sheds: dict[tuple[int, tuple[int, ...]], list[Card]] = {}
        step = v.step
        if step == PLAY:
            return self._card_play(v, judge, legal, wide)
        if step == BOARD:
            return self._boarding(v, judge, legal)
        if step == COUNTER:
            return self._counter(v, legal)
        if step == BROADSIDE:
            scored = [(self._after_take(v, judge, a), a) for a in legal]
        elif step == LOSE:
            scored = [(-self._loss_cost(v, a), a) for a in legal]
        elif step == DROP:
            scored = [(-a.card.strength, a) for a in legal]  # type: ignore[attr-defined]
        else:
            scored = [(0.0, a) for a in legal]
        return best_first(scored)

    # -- phase 1: a plan for the turn's cards ----------------------------------------------------------
    def _card_play(self, v: StortebekerState, judge: Judge, legal: Sequence[Action], wide: bool) -> list[Action]:
        """Plans with 0, 1, ... placements (the best first), the rest disposed of."""
        plans: list[tuple[float, Action]] = []
        hand = [c for c in v.hands[self.seat] if c is not None]
        start = judge.version
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
        for zone, card in [(sh.sides[self.seat], p.card) for p in placed for sh in [v.ship(p.ship)] if sh]:
            (zone.provisions if card.is_provision else zone.hidden).remove(card)
        judge.rewind(start)  # the board as it was
        ranked = best_first([(val, a) for val, a in plans if a is not None and a in legal])
        if wide and isinstance(legal, CardPlays):
            ranked += self._other_card_plays(v, judge, legal)
        return _unique(ranked)

    def _best_placement(self, v: StortebekerState, judge: Judge, hand: list[Card]) -> tuple[float, act.Place] | None:
        best: tuple[float, act.Place] | None = None
        for card in distinct(hand):
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
        keep, junk = self._shed(judge, hand, n)
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
            first = max(distinct(list(pile)), key=lambda c: (judge.card_worth(c, keep), -c.order))
            one = judge.hand_worth([*keep, first]) - kept
            options.append((kept + one, act.trade(tuple(junk[:2]), (first,))))  # then any third card goes
            if n == 3:
                if broadside:
                    options.append((kept + one + broadside[0], act.trade(tuple(junk[:2]), (first,))))
                pile[first] -= 1
                rest = [c for c in distinct(list(pile)) if pile[c] > 0]
                if rest:
                    with_first = [*keep, first]
                    second = max(rest, key=lambda c: (judge.card_worth(c, with_first), -c.order))
                    two = judge.hand_worth([*with_first, second]) - kept
                    options.append((kept + two, act.trade(tuple(junk), (first, second))))
        if n >= 2:
            options.append((kept + (broadside[0] if broadside else 0.0), act.Discard(junk[0])))
        return max(options, key=lambda o: o[0])

    def _shed(self, judge: Judge, hand: list[Card], n: int) -> tuple[list[Card], list[Card]]:
        """(the cards kept, the `n` cards shed): the card whose loss costs least goes first, one at a time
        (so the first cards shed are the same however many go: the order is remembered and extended)."""
        key = (judge.version, tuple(sorted(c.order for c in hand)))
        junk = self._sheds.get(key, [])
        keep = list(hand)
        for c in junk[:n]:
            keep.remove(c)
        while len(junk) < min(n, len(hand)):
            c = min(distinct(keep), key=lambda c: (judge.card_worth(c, keep), c.order))
            keep.remove(c)
            junk = [*junk, c]
        self._sheds[key] = junk
        return keep, junk[:n]

    def _other_card_plays(self, v: StortebekerState, judge: Judge, legal: CardPlays) -> list[Action]:
        """After the plans: the other placements by what they add, trades of the least useful cards for
        the pile's most useful ones, broadsides, then discards of the least useful cards first."""
        hand = [c for c in v.hands[self.seat] if c is not None]
        places = [(judge.place_gain(sh, a.card), a) for a in legal.singles if isinstance(a, act.Place)
                  for sh in [v.ship(a.ship)] if sh is not None]
        keep, junk = self._shed(judge, hand, 4)
        # a provision none of my ships lacks would never be placed: it is worth the base of any card
        lacks = {p for sh in v.in_play() for p in sh.missing(self.seat)}
        worth = {c: judge.card_worth(c, keep) if c.is_pirate or c.ptype in lacks else self.w.card_base
                 for c in distinct(list(v.discard))}
        wanted = sorted(worth, key=lambda c: (-worth[c], c.order))[:3]
        gives = [tuple(g) for k in (2, 3) for g in _subsets(junk, k)]
        gets = [(c,) for c in wanted] + [tuple(t) for t in _subsets([c for c in wanted for _ in (0, 1)], 2)]
        trades = [(sum(worth.get(c, 0.0) for c in t) - len(g) * 0.01, act.trade(g, t))
                  for g in gives for t in gets if len(t) == len(g) - 1]
        fires = [(0.0, a) for a in legal.singles if isinstance(a, act.Broadside) and a.card in junk[:2]]
        discards = [act.Discard(c) for c in junk]
        return (best_first(places) + best_first([x for x in trades if x[1] in legal]) + [a for _, a in fires]
                + [a for a in discards if a in legal])

    def _broadside(self, v: StortebekerState, judge: Judge, card: Card) -> tuple[float, Action] | None:
        """The ship to fire at and the expected gain: each colour die takes the best card it can."""
        best: tuple[float, Action] | None = None
        for ship in v.in_play():
            if not ship.sides[self.seat].provisions:
                continue
            base = judge.ship_score(ship)
            gain = 0.0
            for colour in PROVISIONS:
                options = takes(ship, self.seat, colour)
                if options:
                    gain += max(self._take_gain(judge, ship, a) for a in options) - base  # type: ignore[arg-type]
            gain = 2 * gain / 6  # two dice, each a colour out of six
            if best is None or gain > best[0]:
                best = (gain, act.Broadside(card, ship.tid))
        return best

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
        """The chance of reaching the strength and keeping the ship through the counterattacks it can
        foresee: seats with cards there that may counterattack (`may_counter_at_all`)."""
        judge = Judge(v, self.seat, self.w)
        b = ship.sides[self.seat].strength()
        rivals = []
        for o, other in enumerate(ship.sides):
            if o == self.seat or not other or not may_counter_at_all(v, ship, o):
                continue
            missing = ship.lacking(o)
            rivals.append((self.w.counter_will[missing], judge.bonus(other) + 0.3 * missing))
        total = 0.0
        for d, p in TWO_DICE:
            mine = d + b
            if mine < ship.tile.strength:
                continue
            keep = 1.0
            for will, their in rivals:
                keep *= 1.0 - will * beating_chance(mine, their)
            total += p * keep
        return total

    def _boarding(self, v: StortebekerState, judge: Judge, legal: Sequence[Action]) -> list[Action]:
        """Boards worth it (the chance of keeping the ship at least the margin, or any on a last turn) by
        expected gain, then stopping, then the others."""
        margin = self.w.board_margin_late if not v.reserve else self.w.board_margin
        worth: list[tuple[float, Action]] = []
        long_shots: list[tuple[float, Action]] = []
        for a in legal:
            if not isinstance(a, act.Board):
                continue
            ship = v.ship(a.ship)
            assert ship is not None
            keep = self.keep_chance(v, ship)
            success = boarding_chance(ship.tile.strength, ship.sides[self.seat].strength())
            ev = keep * ship.tile.value - (1 - success) * self.w.fail_cost
            (worth if keep >= margin or (judge.last_turn and keep > 0) else long_shots).append((ev, a))
        return best_first(worth) + [act.Stop()] + best_first(long_shots)

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
    def _counter(self, v: StortebekerState, legal: Sequence[Action]) -> list[Action]:
        """Counterattacks worth more than they cost (the chance of beating the best total so far x the
        ship's value, less the cards added), then declining, then the others."""
        ship = v.ship(v.target)
        assert ship is not None
        best_total = max(t for _, t in v.totals)
        base = ship.sides[self.seat].strength()
        scored = []
        for a in legal:
            if isinstance(a, act.Counterattack):
                win = beating_chance(best_total, base + sum(c.strength for c in a.cards))
                scored.append((win * ship.tile.value - self.w.counter_card * len(a.cards), a))
        return (best_first([x for x in scored if x[0] > 0]) + [act.Decline()]
                + best_first([x for x in scored if x[0] <= 0]))


def best_first(scored: Sequence[tuple[float, Action]]) -> list[Action]:
    """The actions by score, highest first; equal scores keep their order (the first of equals wins)."""
    return [a for _, a in sorted(scored, key=lambda x: -x[0])]


def _unique(actions: list[Action]) -> list[Action]:
    return list(dict.fromkeys(actions))


def _subsets(cards: list[Card], k: int) -> list[tuple[Card, ...]]:
    """The different sets of `k` of `cards`, each in card order, in a fixed order (never a set's)."""
    return list(dict.fromkeys(combinations(sorted(cards, key=lambda c: c.order), k)))
