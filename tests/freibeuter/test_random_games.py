"""Random Freibeuter games across 2-4 players, checked at every step (tests/invariants.py), for the one
legality predicate (`why_illegal` accepts exactly `legal_actions`) and for the game's own accounting:
74 sea cards, 14 Dutchman cards, 36 tokens, 25 boats a seat, money."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game import Setup
from game.freibeuter import actions as act
from game.freibeuter import events as ev
from game.freibeuter.board import AROUND, CAPACITY, LINE_SQUARES
from game.freibeuter.components import BOATS_PER_SEAT, DUTCHMAN_COUNTS, SEA_COUNTS, START_TREASURE, TOKEN_COUNTS
from game.freibeuter.rules import FreibeuterRules
from game.freibeuter.state import ACT, DRAW, OVER, FreibeuterState
from tests.invariants import play_random_game


class Tracked(FreibeuterRules):
    """The rules, keeping count of the money the bank has paid (loot, chests) in every game."""

    def __init__(self) -> None:
        self.bank_paid = 0

    def new_game(self, setup, seed):
        self.bank_paid = 0
        return super().new_game(setup, seed)

    def apply(self, state, action):
        events = super().apply(state, action)
        self.bank_paid += sum(e.amount for e in events if isinstance(e, ev.BankPaid))
        return events


T = Tracked()


def check_accounts(s: FreibeuterState, bank_paid: int | None = None) -> None:
    n = s.setup.players
    if s.viewer is None:
        assert Counter(c for h in s.sea_hands for c in h) + Counter(s.sea_pile) + Counter(s.sea_discard) == SEA_COUNTS
        dutch = Counter(c for h in s.dutch_hands for c in h) + Counter(s.dutch_pile) + Counter(s.dutch_discard)
        assert dutch == DUTCHMAN_COUNTS
    tokens = Counter(s.tokens.values()) + Counter(t for _, t in s.aside) + Counter(t for c in s.captured for _, t in c)
    assert tokens == TOKEN_COUNTS
    for seat in range(n):
        held = s.supply[seat] + s.boats_placed(seat) + list(s.boarded.values()).count(seat) + (s.loans[seat] > 0)
        assert held == BOATS_PER_SEAT and s.supply[seat] >= 0
    assert all(0 < len(b) <= CAPACITY[sq] for sq, b in s.boats.items())
    assert all(s.tokens[p].is_ship for p in s.boarded)
    # money: only the bank (loot, chests) and loans bring money in; payments move it between seats
    if bank_paid is not None:
        assert sum(s.treasure) == START_TREASURE * n + bank_paid + sum(s.loans)
    assert min(s.treasure) >= 0
    if s.phase in (ACT, DRAW):
        assert s.dutchman is None and not s.pending and s.to_act == s.turn
    if s.phase != OVER:  # a token left with all four squares taken is waiting to be shared
        for p in s.tokens:
            if all(s.occupied(sq) for sq in AROUND[p]):
                assert p in s.pending
    else:
        assert s.to_act is None and s.ended in ("chests", "piles", "boats", "stuck")


EVERY_ACTION = [*act.BOARD.values(), *act.SAIL.values(), *act.LOOT.values(), *act.DUTCH.values(),
                *act.RESOLVE.values(), *act.DRAW.values()]
"""Every action the notation can name (docs/rules/freibeuter.md 3.7): 36 boards, 49 sails and loots, 98 Dutchman
placements, 36 resolves, 2 draws."""


def candidates(rng: random.Random):
    """Actions that may or may not be legal: every one the notation names around the position (each
    token, each card the seat to act holds, both piles) and a sample of all the others."""

    def around(s: FreibeuterState) -> list[act.Action]:
        seat = s.turn
        near: list[act.Action] = [*act.DRAW.values()]
        near += [act.BOARD[p] for p in s.tokens] + [act.RESOLVE[p] for p in s.tokens]
        near += [a for sq in s.sea_hands[seat] if sq for a in (act.SAIL[sq], act.LOOT[sq])]
        near += [act.DUTCH[line, sq] for line in s.dutch_hands[seat] if line for sq in LINE_SQUARES[line]]
        return near + rng.sample(EVERY_ACTION, 24)

    return around


@pytest.mark.parametrize("players", [2, 3, 4])
def test_freibeuter_random_games_keep_every_invariant(players):
    for seed in range(20):
        final = play_random_game(T, Setup(players), seed, lambda s: check_accounts(s, T.bank_paid),
                                 candidates=candidates(random.Random(seed)))
        assert T.is_over(final) and T.winners(final)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_freibeuter_random_games_many_more(players):
    for seed in range(1000, 1600):
        play_random_game(T, Setup(players), seed, lambda s: check_accounts(s, T.bank_paid),
                         candidates=candidates(random.Random(seed)))
