"""The view animates only from events: a table rebuilt from the (masked) events a viewer sees must
always hold what `observe` shows that viewer (docs/architecture.md §1; the idea of tests/scenes/test_korsar_display.py,
kept here in pure Python).

`TableModel` starts from the first view and then follows the events alone, moving cards and tiles
between zones exactly as each event says; after every action its signature must equal the one of
`observe(state, viewer)`.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game import CHANCE, Setup
from game.match import AI, Match, SeatConfig
from game.stortebeker import events as ev
from game.stortebeker.state import StortebekerState
from tests.stortebeker.scenario import R


class TableModel:
    """What a display knows: built once from a view, then moved by events only."""

    def __init__(self, view: StortebekerState) -> None:
        self.viewer = view.viewer
        self.hands = [list(h) for h in view.hands]
        self.pile = len(view.pile)
        self.discard: Counter = Counter(view.discard)
        self.taken = list(view.taken)
        self.ships = [None if sh is None else self._ship(sh.tile, [
            (list(sd.provisions), list(sd.hidden), list(sd.shown)) for sd in sh.sides]) for sh in view.ships]
        self.reserve_seen = [t for t in view.reserve if t is not None]
        self.reserve = len(view.reserve)
        self.box = len(view.box)
        self.won = [list(w) for w in view.won]
        self.scores = [sum(t.value for t in w) for w in view.won]
        self.over = False

    @staticmethod
    def _ship(tile, sides):
        return {"tile": tile, "sides": sides}

    def _side(self, tid: str, seat: int):
        for sh in self.ships:
            if sh is not None and sh["tile"].tid == tid:
                return sh["sides"][seat]
        raise AssertionError(f"no ship {tid} on the display")

    def _from_hand(self, seat: int, card) -> None:
        hand = self.hands[seat]
        hand.remove(card if seat == self.viewer else None)

    def apply(self, e) -> None:  # noqa: C901 - one branch per event type, on purpose
        if isinstance(e, ev.CardPlaced):
            self._from_hand(e.seat, e.card)
            prov, hidden, _shown = self._side(e.ship, e.seat)
            (hidden if e.face_down else prov).append(e.card)
        elif isinstance(e, ev.Traded):
            for c in e.given:
                self._from_hand(e.seat, c)
                self.discard[c] += 1
            for c in e.taken:
                assert self.discard[c] > 0
                self.discard[c] -= 1
                self.taken.append(c)
        elif isinstance(e, (ev.CardDiscarded, ev.BroadsideFired)):
            self._from_hand(e.seat, e.card)
            self.discard[e.card] += 1
        elif isinstance(e, (ev.CardStolen, ev.CardSunk)):
            self._side(e.ship, e.victim)[0].remove(e.card)
            if isinstance(e, ev.CardStolen):
                self._side(e.ship, e.seat)[0].append(e.card)
            else:
                self.discard[e.card] += 1
        elif isinstance(e, ev.PiratesRevealed):
            _prov, hidden, shown = self._side(e.ship, e.seat)
            assert len(hidden) == len(e.cards)
            hidden.clear()
            shown.extend(e.cards)
        elif isinstance(e, ev.ProvisionLost):
            self._side(e.ship, e.seat)[0].remove(e.card)
            self.discard[e.card] += 1
        elif isinstance(e, ev.PirateDropped):
            self._side(e.ship, e.seat)[2].remove(e.card)
            self.discard[e.card] += 1
        elif isinstance(e, ev.CounterattackDeclared):
            for c in e.cards:
                self._from_hand(e.seat, c)
                self._side(e.ship, e.seat)[0].append(c)
        elif isinstance(e, ev.ShipCaptured):
            ship = self.ships[e.slot]
            assert ship is not None and ship["tile"] == e.tile
            on_board = Counter((seat, c) for seat, side in enumerate(ship["sides"]) for zone in side for c in zone)
            revealed = Counter((seat, c) for seat, c in e.cards)
            for (seat, c), k in on_board.items():  # the cards the display knew, and hidden ones now shown
                if c is not None:
                    assert revealed[(seat, c)] >= k
            assert sum(on_board.values()) == len(e.cards)
            for _seat, c in e.cards:
                self.discard[c] += 1
            self.ships[e.slot] = None
            self.won[e.seat].append(e.tile)
        elif isinstance(e, ev.ScoreChanged):
            self.scores[e.seat] = e.score
        elif isinstance(e, ev.ShipEntered):
            assert self.reserve_seen and self.reserve_seen[0] == e.tile
            self.reserve_seen.pop(0)
            self.reserve -= 1
            self.ships[e.slot] = self._ship(e.tile, [([], [], []) for _ in self.hands])
        elif isinstance(e, ev.ShipRevealed):
            assert e.position == len(self.reserve_seen)
            self.reserve_seen.append(e.tile)
        elif isinstance(e, ev.TakenJoinHand):
            for c in e.cards:
                self.taken.remove(c)
                self.hands[e.seat].append(c if e.seat == self.viewer else None)
        elif isinstance(e, ev.CardsDrawn):
            self.pile -= len(e.cards)
            assert self.pile >= 0
            self.hands[e.seat].extend(e.cards)
        elif isinstance(e, ev.PileReshuffled):
            assert sum(self.discard.values()) == e.count
            self.pile += e.count
            self.discard = Counter()
        elif isinstance(e, ev.GameEnded):
            self.over = True

    def signature(self) -> tuple:
        def names(cards):
            return tuple(sorted("?" if c is None else c.name for c in cards))

        ships = tuple(None if sh is None else (sh["tile"].tid, tuple(
            (names(p), names(h), names(s)) for p, h, s in sh["sides"])) for sh in self.ships)
        return (tuple(names(h) for h in self.hands), self.pile, names(self.discard.elements()), names(self.taken),
                ships, tuple(t.tid for t in self.reserve_seen), self.reserve, self.box,
                tuple(tuple(t.tid for t in w) for w in self.won), tuple(self.scores))


def signature_of(view: StortebekerState) -> tuple:
    model = TableModel(view)
    model.scores = R.scores(view)  # with the variant 1 bonuses once the game is over
    return model.signature()


def _follow(m_state, step, viewer, rounds: int = 1000) -> None:
    """Drive a game with `step(state)` (applies one action, returns its events) and check the model."""
    model = TableModel(R.observe(m_state, viewer))
    actions = 0
    while not R.is_over(m_state) and m_state.round <= rounds:
        for e in step(m_state):
            model.apply(e.seen_by(viewer))
        actions += 1
        view = R.observe(m_state, viewer)
        assert model.signature() == signature_of(view), f"the display diverged at action {actions}"
    assert model.over == R.is_over(m_state)


@pytest.mark.parametrize("players,variants,viewer", [(2, {5, 2}, 0), (3, {1, 3}, 1), (4, {2, 4}, None), (4, {1}, 3)])
def test_stortebeker_display_follows_events_in_agent_games(players, variants, viewer):
    m = Match("stortebeker", Setup(players, variants=frozenset(variants)),
              [SeatConfig(AI, f"AI {i}") for i in range(players)], seed=players)
    model = TableModel(m.view(viewer))
    steps = 0
    while not m.is_over:
        m.advance()
        for applied in m.take():
            for event in applied.events:
                model.apply(event.seen_by(viewer))
            steps += 1
            assert model.signature() == signature_of(m.view(viewer)), f"diverged at action {steps}"
    assert model.over and model.scores == R.scores(m.state) and steps > 100


@pytest.mark.parametrize("players,viewer", [(2, 1), (4, 0)])
def test_stortebeker_display_follows_events_in_random_games(players, viewer):
    rng = random.Random(players)
    s = R.new_game(Setup(players, variants=frozenset({2})), seed=11)

    def step(state):
        if state.to_act == CHANCE:
            return R.apply(state, R.roll(state, rng))
        return R.apply(state, rng.choice(R.legal_actions(state)))

    _follow(s, step, viewer, rounds=30)


def test_stortebeker_events_of_different_kinds_hash_apart():
    """A steal and a sink of the same card carry the same fields: a history of events hashed to key what a
    seat knows (the hard AI's search) must still tell them apart, or one seat's node would offer actions
    the other history does not allow."""
    from dataclasses import replace

    from game.stortebeker.components import card_named

    meat = card_named("meat")
    twins = [(ev.CardStolen(0, 1, meat, "G2"), ev.CardSunk(0, 1, meat, "G2")),
             (ev.BoardingSucceeded(0, "G2", 9, 7), ev.BoardingFailed(0, "G2", 9, 7)),
             (ev.BoardingAttempted(1, "R3"), ev.CounterattackDeclined(1, "R3")),
             (ev.ProvisionLost(0, meat, "G2"), ev.BroadsideFired(0, meat, "G2")),
             (ev.TurnBegan(2, 5), ev.PileReshuffled(2, 5))]
    for a, b in twins:
        assert a != b and hash((7, (a,))) != hash((7, (b,)))
        assert hash(a) == hash(replace(a))  # equal events still hash alike
