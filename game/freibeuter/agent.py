"""A heuristic Freibeuter agent: one-ply look-ahead over an estimate of what each token will bring.

It sees only `observe(state, seat)`. It deals the hidden cards once (`determinize`: they never
matter to a placement), plays each legal action on a copy, and scores the result as

  my expected final score - the opponents' average,

where a seat's expected score is its treasure, its captured ships (doubles applied) and minus twice
its loans, plus for every token still on the sea what it should bring that seat once encircled
(RULES.md 3.4): a boarded ship its value to the boarder less a payment per other boat, the
payment to the owners of the other boats, 2 per boat for a chest, the doubled ships for a double.
The squares still open around a token are expected to be filled by the seats that hold their sea
cards. A share is the surer, the fewer squares are open, the likelier a card for each of them is
in some hand or still to come, and the more turns are left (bounded by the cards left to draw and
the smallest supply of boats); an opponent's ship that only my cards can complete is as sure as I
make it, so the agent does not feed it. An unboarded ship is worth most to whoever boards it when
its surroundings are clear, so waiting keeps most of its worth. A finished game, or one that a
seat without boats is about to end, is scored on the real scores with a bonus for winning: the
agent ends the game (the last chest, its last boat) only when that wins.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai import Agent, Thinking
from game.core import Action, Rules, State
from game.freibeuter import actions as act
from game.freibeuter.board import AROUND, SQUARES
from game.freibeuter.components import CHEST, CHEST_PAY, DOUBLE, SEA_COUNTS
from game.freibeuter.sharing import final_scores, ship_points
from game.freibeuter.state import DRAW, FreibeuterState


@dataclass(frozen=True)
class Weights:
    """The agent's judgement, in treasure points."""

    sure: tuple[float, ...] = (1.0, 0.85, 0.7, 0.55, 0.45)  # how sure a token's share is, by open squares
    own_option: float = 0.85  # the share of an unboarded ship's worth I keep by waiting to board it later
    rival_option: float = 0.05  # the share an opponent may take of an unboarded ship by boarding it first
    card_prior: float = 0.15  # the chance weight of a seat filling an open square without its card now
    dutchman_card: float = 3.0  # a Dutchman card in hand
    sea_card: float = 0.3  # a sea card in hand
    boat: float = 0.2  # a boat in supply
    loan_marker: float = 2.0  # the boat a first loan takes away, and the trouble
    win_bonus: float = 40.0  # a finished game that I win
    double_hope: float = 0.5  # how much a boarded ship counts toward a double's worth
    horizon: bool = True  # judge how sure a share is by the turns left, not only by the open squares
    placing: float = 0.7  # the share of the turns left that put a boat on an empty square
    dutchman_fill: float = 0.15  # the chance that a square no card is left for gets the Dutchman
    last_round: float = 0.5  # the chance that a seat holding the card shares a token before a boatless end
    dutchman_cards: int = 1  # draw a Dutchman card while holding fewer than this (and 3 sea cards)


@dataclass
class CardOdds:
    """What the agent expects of the sea cards, worked out from its view once per decision."""

    fillers: dict[str, list[float]]  # square -> each seat's chance of being the one to put a boat there
    held: dict[str, float]  # square -> the chance that some seat holds a card for it now
    held_by_others: dict[str, float]  # the same, leaving my own cards out
    future: dict[str, float]  # square -> the chance that a card for it is still to come (or the Dutchman)


class FreibeuterAgent(Agent):
    def __init__(self, rules: Rules, seat: int, rng: random.Random, noise: float = 0.0,
                 weights: Weights | None = None) -> None:
        super().__init__(rules, seat, rng, noise)
        self.w = weights or Weights()

    def think(self, view: State) -> Thinking:
        assert isinstance(view, FreibeuterState)
        legal = self.rules.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        if view.phase == DRAW:
            return self.draw(view, legal)
        base = self.rules.determinize(view, self.seat, self.rng)
        self.odds = self.card_odds(view)
        return (yield from self.best_of(legal, lambda a: self.score(base, a)))

    # -- the draw (RULES.md 3.3) --------------------------------------------------------------------
    def draw(self, view: FreibeuterState, legal: list[Action]) -> Action:
        """A Dutchman card while I hold few and have sea cards enough; otherwise a sea card."""
        me = self.seat
        if (len(view.dutch_hands[me]) < self.w.dutchman_cards and len(view.sea_hands[me]) >= 3
                and act.Draw(act.DUTCHMAN) in legal):
            return act.Draw(act.DUTCHMAN)
        return act.Draw(act.SEA) if act.Draw(act.SEA) in legal else legal[0]

    # -- scoring an action ----------------------------------------------------------------------------
    def score(self, base: FreibeuterState, action: Action) -> float:
        after = self.rules.clone(base)
        self.rules.apply(after, action)
        return self.evaluate(after)

    def evaluate(self, s: FreibeuterState) -> float:
        n = s.setup.players
        me = self.seat
        if s.to_act is None:
            worth = [float(x) for x in final_scores(s)]
        elif min(s.supply) == 0:  # a seat without boats ends the game when its turn comes (RULES.md 3.5 c)
            worth = self.expected(s, last_round=True)
        else:
            worth = self.expected(s)
            others = [worth[x] for x in range(n) if x != me]
            return worth[me] - sum(others) / len(others)
        others = [worth[x] for x in range(n) if x != me]
        won = worth[me] >= max(others)
        return worth[me] - sum(others) / len(others) + (self.w.win_bonus if won else -self.w.win_bonus)

    def expected(self, s: FreibeuterState, last_round: bool = False) -> list[float]:
        """Each seat's expected final score. In the `last_round` only tokens one boat away from being
        encircled may still be shared, by a seat holding the card."""
        w, odds = self.w, self.odds
        n = s.setup.players
        worth = [float(s.treasure[x] + ship_points(s, x) - 2 * s.loans[x]) for x in range(n)]
        costs = [0.0] * n  # expected payments for each seat's boarded ships
        if not last_round:
            for x in range(n):
                worth[x] += w.boat * s.supply[x] + w.sea_card * len(s.sea_hands[x])
                worth[x] += w.dutchman_card * len(s.dutch_hands[x])
        doubles = s.doubles
        fill = self._fill_rate(s) if w.horizon else 1.0
        for p, token in s.tokens.items():
            boats, open_squares = self._around(s, p)
            sure = w.sure[len(open_squares)]
            if last_round:
                if len(open_squares) > 1 or (open_squares and p not in s.boarded and token.kind != CHEST):
                    continue
                held = odds.held_by_others if s.boarded.get(p, self.seat) != self.seat else odds.held
                sure = w.last_round * held[open_squares[0]] if open_squares else 1.0
            elif w.horizon:
                # an opponent's ship waits for my cards only if I choose to help it
                held = odds.held_by_others if s.boarded.get(p, self.seat) != self.seat else odds.held
                for sq in open_squares:
                    sure *= 1.0 - (1.0 - fill * odds.future[sq]) * (1.0 - held[sq])
            expect = [boats[x] + sum(odds.fillers[sq][x] for sq in open_squares) for x in range(n)]
            if token.kind == CHEST:
                for x in range(n):
                    worth[x] += sure * CHEST_PAY * expect[x]
            elif token.kind == DOUBLE:
                for x in range(n):
                    count = sum(t.value == token.value for _, t in s.captured[x])
                    count += w.double_hope * sum(s.tokens[q].value == token.value
                                                 for q, b in s.boarded.items() if b == x)
                    worth[x] += sure * token.value * count
            else:
                value = token.value * (2 if token.value in doubles else 1)
                boarder = s.boarded.get(p)
                if boarder is not None:
                    paid = [token.payment * expect[x] if x != boarder else 0.0 for x in range(n)]
                    worth[boarder] += sure * (value - sum(paid))
                    costs[boarder] += sure * sum(paid)
                    for x in range(n):
                        worth[x] += sure * paid[x]
                else:
                    for x in range(n):
                        net = value - token.payment * (sum(expect) - expect[x])
                        if net > 0:
                            share = w.own_option if x == self.seat else w.rival_option
                            worth[x] += share * sure * net
        for x in range(n):
            short = costs[x] - s.treasure[x]
            if short > 0:  # what cannot be paid is borrowed, and repaid twice
                worth[x] -= short + (w.loan_marker if s.loans[x] == 0 else 0.0)
        return worth

    def _fill_rate(self, s: FreibeuterState) -> float:
        """The share of the empty squares that should still get a boat before the game ends: the
        turns left are bounded by the cards left to draw and by the smallest supply of boats."""
        n = s.setup.players
        turns = min(1.3 * (len(s.sea_pile) + len(s.dutch_pile)), n * (min(s.supply) + 1))
        empty = sum(1 for sq in SQUARES if sq not in s.boats) or 1
        return min(1.0, self.w.placing * turns / empty)

    def _around(self, s: FreibeuterState, p: str) -> tuple[list[int], list[str]]:
        boats = [0] * s.setup.players
        open_squares = []
        for sq in AROUND[p]:
            seats = s.boats.get(sq)
            if seats:
                for x in seats:
                    boats[x] += 1
            elif sq != s.dutchman:
                open_squares.append(sq)
        return boats, open_squares

    def card_odds(self, view: FreibeuterState) -> CardOdds:
        """Who is likely to put a boat on each square, from the sea cards it holds (mine known, the
        others' expected from the unseen cards), and how likely a card for it is to come at all."""
        n = view.setup.players
        me = self.seat
        mine = [c for c in view.sea_hands[me] if c is not None]
        unseen = dict(SEA_COUNTS)
        for c in [*view.sea_discard, *mine]:
            unseen[c] -= 1
        total = sum(unseen.values()) or 1
        hidden = [len(view.sea_hands[x]) if x != me else 0 for x in range(n)]
        prior = self.w.card_prior
        odds = CardOdds({}, {}, {}, {})
        for sq in SQUARES:
            weights = [(mine.count(sq) if x == me else unseen[sq] * hidden[x] / total) + prior for x in range(n)]
            t = sum(weights)
            odds.fillers[sq] = [v / t for v in weights]
            odds.held[sq] = min(1.0, t - n * prior)
            odds.held_by_others[sq] = min(1.0, t - weights[me] - (n - 1) * prior)
            odds.future[sq] = max(self.w.dutchman_fill, unseen[sq] / SEA_COUNTS[sq])
        return odds

AGENT = FreibeuterAgent
