"""A beginner at Freibeuter (EASY), and the quick move the hard AI's search plays ahead with (GUIDE.act).

A beginner sees the sea as it is now. It takes what a placement pays at once (a chest it surrounds, its own
ship captured, the payments for its boats round another seat's ship), less what that hands the others;
boards a ship only when its own cards can nearly close it; sails next to the ships it has boarded and the
chests; otherwise takes the loot or plays any card. It counts no cards and never asks what the others will
do next. The engine's helpers (game/freibeuter/sharing.py) say what a placement encircles and what is
paid; no rule is copied here. A move costs a few hundredths of a millisecond.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai import Agent
from game.core import Action, Rules, State
from game.freibeuter import actions as act
from game.freibeuter.board import AROUND, TOUCHING
from game.freibeuter.components import CHEST, DOUBLE, LOOT
from game.freibeuter.sharing import boats_around, chest_payouts, closing_squares, open_squares, ship_payments
from game.freibeuter.state import DRAW, RESOLVE, FreibeuterState

SKIP = -1.0  # what a move the beginner sees no point in scores


def choose_pile(view: FreibeuterState, legal: Sequence[Action]) -> Action:
    """The draw (docs/rules/freibeuter.md 3.3): a Dutchman card while holding none and at least three sea cards, else a
    sea card. Played on from the other pile instead, no band of the game did better: docs/ai.md, Freibeuter, 'The
    draw'."""
    seat = view.turn
    dutchman, sea = act.DRAW[act.DUTCHMAN], act.DRAW[act.SEA]
    if not view.dutch_hands[seat] and len(view.sea_hands[seat]) >= 3 and dutchman in legal:
        return dutchman
    return sea if sea in legal else legal[0]


def sharing_gain(s: FreibeuterState, seat: int, point: str, boat: bool) -> float:
    """What sharing the token at `point` at once brings `seat` less what it brings the others (docs/rules/freibeuter.md
    3.4), with one more boat of `seat`'s around it if `boat`."""
    counts = boats_around(s, point)
    if boat:
        counts[seat] += 1
    token = s.tokens[point]
    if token.kind == CHEST:
        gains = chest_payouts(counts)
    elif token.kind == DOUBLE:
        gains = [token.value * sum(t.value == token.value for _, t in c) for c in s.captured]
    else:
        boarder = s.boarded.get(point)
        if boarder is None:  # an unboarded ship escapes: nobody gains
            return 0.0
        gains = ship_payments(token, counts, boarder)
        gains[boarder] += token.value * (2 if token.value in s.doubles else 1) - sum(gains)
    return 2 * gains[seat] - sum(gains)


def _board(s: FreibeuterState, seat: int, point: str) -> float:
    """A ship worth boarding is one the seat's own cards can close but for one square, where it has the
    most boats."""
    hand, missing = s.sea_hands[seat], 0
    for sq in AROUND[point]:  # most ships are not worth it: said before counting their boats
        if sq not in hand and not s.occupied(sq):  # an open square (sharing.open_squares) without my card
            missing += 1
            if missing > 1:
                return SKIP
    counts = boats_around(s, point)
    if 2 * counts[seat] < sum(counts):
        return SKIP
    token = s.tokens[point]
    return 0.3 * token.value - token.payment * (sum(counts) - counts[seat])


def _sail(s: FreibeuterState, seat: int, sq: str) -> float:
    """Sailing next to the seat's boarded ships (the closer to encircled, the better) and to the chests."""
    score = 0.0
    for p in TOUCHING[sq]:
        token = s.tokens.get(p)
        if token is None:
            continue
        if token.kind == CHEST:
            score += 1.0
        elif s.boarded.get(p) == seat:
            score += 0.5 * token.value / len(open_squares(s, p))
    return score


def quick_move(rules: Rules, view: FreibeuterState, rng: random.Random) -> Action:
    """The beginner's move for the seat to act in `view` (a state from `observe`)."""
    legal = rules.legal_actions(view)
    if len(legal) == 1:
        return legal[0]
    if view.phase == DRAW:
        return choose_pile(view, legal)
    seat = view.turn
    if view.phase == RESOLVE:
        return max(legal, key=lambda a: _resolve(view, seat, a))
    closing = closing_squares(view)
    best, best_score = legal[0], float("-inf")
    for a in legal:
        score = _placement(view, seat, a, closing) + rng.random() * 0.01  # ties broken at random
        if score > best_score:
            best, best_score = a, score
    return best


def _resolve(s: FreibeuterState, seat: int, a: Action) -> tuple[bool, float]:
    """The token to share first: the best, but the last chest (which ends the game) last."""
    assert isinstance(a, act.Resolve)
    ends = s.chests_left == 1 and s.tokens[a.point].kind == CHEST
    return not ends, sharing_gain(s, seat, a.point, False)


def _placement(s: FreibeuterState, seat: int, a: Action, closing: dict[str, list[str]]) -> float:
    if isinstance(a, act.Board):
        return _board(s, seat, a.point)
    if isinstance(a, act.Dutchman):
        gain = sum(sharing_gain(s, seat, p, False) for p in closing[a.square])
        return gain if gain > 0 else SKIP
    assert isinstance(a, act.Sail)
    if a.loot:
        return LOOT
    if a.square in closing:
        return sum(sharing_gain(s, seat, p, True) for p in closing[a.square])
    return _sail(s, seat, a.square)


class BeginnerAgent(Agent):
    """EASY: sensible but short-sighted (see the module's docstring)."""

    def choose(self, view: State) -> Action:
        assert isinstance(view, FreibeuterState)
        return quick_move(self.rules, view, self.rng)
