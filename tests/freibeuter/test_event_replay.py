"""The view animates only from events: a board rebuilt purely from the (masked) events a viewer
receives always shows what `observe` shows (docs/architecture.md §2, events)."""

from __future__ import annotations

import random

import pytest

from game import Setup
from game.freibeuter import events as ev
from game.freibeuter.components import START_TREASURE
from game.freibeuter.state import FreibeuterState
from game.match import AI, Match, SeatConfig
from tests.freibeuter.scenario import R


class SeenSea:
    """What one viewer can tell from the events alone, starting from the first view."""

    def __init__(self, view: FreibeuterState) -> None:
        self.viewer = view.viewer
        self.tokens = dict(view.tokens)
        self.boarded = dict(view.boarded)
        self.boats = {sq: list(b) for sq, b in view.boats.items()}
        self.dutchman = view.dutchman
        self.hands = {"sea": [list(h) for h in view.sea_hands], "dutchman": [list(h) for h in view.dutch_hands]}
        self.piles = {"sea": len(view.sea_pile), "dutchman": len(view.dutch_pile)}
        self.discards = {"sea": list(view.sea_discard), "dutchman": list(view.dutch_discard)}
        self.treasure = list(view.treasure)
        self.loans = list(view.loans)
        self.supply = list(view.supply)
        self.captured = [list(c) for c in view.captured]
        self.aside = list(view.aside)
        self.pending = list(view.pending)
        self.turn = view.turn
        self.over = False
        self.bank_paid = 0

    def apply(self, e: ev.Event) -> None:
        if isinstance(e, ev.TurnBegan):
            self.turn = e.seat
        elif isinstance(e, ev.CardPlayed):
            hand = self.hands[e.pile][e.seat]
            hand.remove(e.card if e.seat == self.viewer else None)
            self.discards[e.pile].append(e.card)
        elif isinstance(e, ev.CardDrawn):
            assert (e.card is not None) == (e.seat == self.viewer)
            self.piles[e.pile] -= 1
            self.hands[e.pile][e.seat].append(e.card)
        elif isinstance(e, ev.BoatPlaced):
            self.boats.setdefault(e.square, []).append(e.seat)
            self.supply[e.seat] -= 1
        elif isinstance(e, ev.ShipBoarded):
            self.boarded[e.point] = e.seat
            self.supply[e.seat] -= 1
        elif isinstance(e, ev.BankPaid):
            self.treasure[e.seat] += e.amount
            self.bank_paid += e.amount
        elif isinstance(e, ev.DutchmanPlaced):
            self.dutchman = e.square
        elif isinstance(e, ev.DutchmanLeft):
            assert self.dutchman == e.square
            self.dutchman = None
        elif isinstance(e, ev.TokenEncircled):
            assert self.tokens[e.point] == e.token
            self.pending.append(e.point)
        elif isinstance(e, (ev.ShipEscaped, ev.ChestOpened, ev.DoubleTaken)):
            self.pending.remove(e.point)
            self.aside.append((e.point, self.tokens.pop(e.point)))
        elif isinstance(e, ev.ShipCaptured):
            self.pending.remove(e.point)
            assert self.boarded.pop(e.point) == e.seat
            self.captured[e.seat].append((e.point, self.tokens.pop(e.point)))
            self.supply[e.seat] += 1
        elif isinstance(e, ev.LoanTaken):
            self.loans[e.seat] += e.amount
            self.treasure[e.seat] += e.amount
            self.supply[e.seat] -= e.marker
        elif isinstance(e, ev.Payment):
            self.treasure[e.payer] -= e.amount
            self.treasure[e.payee] += e.amount
            assert self.treasure[e.payer] >= 0
        elif isinstance(e, ev.GameEnded):
            self.over = True
        else:
            assert isinstance(e, ev.SeatSkipped), e

    def signature(self) -> tuple:
        return (self.tokens, self.boarded, self.boats, self.dutchman,
                [sorted(h, key=str) for h in self.hands["sea"]], [sorted(h, key=str) for h in self.hands["dutchman"]],
                self.piles, self.discards, self.treasure, self.loans, self.supply, self.captured,
                self.aside, sorted(self.pending), self.turn, self.over)


def signature_of(view: FreibeuterState) -> tuple:
    return (view.tokens, view.boarded, view.boats, view.dutchman,
            [sorted(h, key=str) for h in view.sea_hands], [sorted(h, key=str) for h in view.dutch_hands],
            {"sea": len(view.sea_pile), "dutchman": len(view.dutch_pile)},
            {"sea": view.sea_discard, "dutchman": view.dutch_discard}, view.treasure, view.loans, view.supply,
            view.captured, view.aside, sorted(view.pending), view.turn, view.to_act is None)


@pytest.mark.parametrize("players,viewer", [(2, 0), (3, 2), (4, 1), (4, None)])
def test_freibeuter_board_rebuilt_from_events_matches_the_view(players, viewer):
    for seed in range(6):
        s = R.new_game(Setup(players), seed)
        seen = SeenSea(R.observe(s, viewer))
        rng = random.Random(seed)
        steps = 0
        while not R.is_over(s):
            for e in R.apply(s, rng.choice(R.legal_actions(s))):
                seen.apply(e.seen_by(viewer))
            steps += 1
            assert seen.signature() == signature_of(R.observe(s, viewer)), f"diverged at action {steps}"
            assert sum(seen.treasure) == START_TREASURE * players + seen.bank_paid + sum(seen.loans)
        assert seen.over and steps > 20


@pytest.mark.parametrize("players,viewer", [(2, 1), (4, 3)])
def test_freibeuter_board_rebuilt_from_events_in_agent_games(players, viewer):
    """Agents play real games (loans, several tokens at once, the last chest): the view still follows."""
    for seed in range(2):
        m = Match("freibeuter", Setup(players), [SeatConfig(AI, f"AI {i}", "easy") for i in range(players)], seed)
        seen = SeenSea(m.view(viewer))
        while not m.is_over:
            m.advance()
            for applied in m.take():
                for e in applied.events:
                    seen.apply(e.seen_by(viewer))
                assert seen.signature() == signature_of(m.view(viewer)), applied.text
        assert seen.over
