"""Freibeuter's rules (docs/rules/freibeuter.md §3). Each method cites the paragraph it implements.

A turn flows through `to_act`, always the active seat: its action (`act`), then, when one placement
has encircled several tokens, one `resolve` per token but the last (`resolve`), then after a sail or
a Dutchman the draw (`draw`). A single encircled token is shared at once.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, NamedTuple

from game.core import (
    Action,
    Event,
    IllegalAction,
    InvalidSetup,
    Reason,
    Rules,
    Setup,
    State,
    forget_seed,
    invent_seed,
)
from game.freibeuter import actions as act
from game.freibeuter import events as ev
from game.freibeuter.board import LINE_SQUARES, POINTS
from game.freibeuter.components import (
    BOATS_PER_SEAT,
    DUTCHMAN_HAND,
    LOOT,
    SEA_HAND,
    START_TREASURE,
    all_tokens,
    dutchman_deck,
    dutchman_key,
    sea_deck,
    sea_key,
)
from game.freibeuter.sharing import (
    closing_squares,
    dutchman_leaves,
    encircles,
    final_scores,
    finish,
    share,
    ship_points,
)
from game.freibeuter.state import (
    ACT,
    DRAW,
    RESOLVE,
    FreibeuterState,
    state_from_json,
    state_to_json,
    unseen_dutchman_cards,
    unseen_sea_cards,
)
from game.freibeuter.why import why_illegal, why_not_draw


class ScoreParts(NamedTuple):
    """One seat's score for the scoring screen (docs/rules/freibeuter.md 3.5)."""

    treasure: int
    ships: int  # captured ship values, doubles applied
    loans: int  # repaid at the end: twice what was borrowed
    total: int


class FreibeuterRules(Rules):
    name = "freibeuter"
    title = "Freibeuter"
    min_players = 2
    max_players = 4

    def check_setup(self, setup: Setup) -> None:
        if setup.teams:
            raise InvalidSetup(Reason("Freibeuter has no teams: everyone plays for themselves"))
        if setup.variants:
            raise InvalidSetup(Reason("Freibeuter has no variants"))
        if not self.min_players <= setup.players <= self.max_players:
            raise InvalidSetup(Reason("Freibeuter is for 2 to 4 players"))

    # -- 3.2 setup -------------------------------------------------------------------------------
    def new_game(self, setup: Setup, seed: int) -> FreibeuterState:
        self.check_setup(setup)
        rng = random.Random(seed)
        tokens = all_tokens()
        rng.shuffle(tokens)
        sea: list[str | None] = list(sea_deck())
        dutch: list[str | None] = list(dutchman_deck())
        rng.shuffle(sea)
        rng.shuffle(dutch)
        n = setup.players
        return FreibeuterState(
            setup=setup, seed=seed, to_act=0,
            tokens=dict(zip(POINTS, tokens)),
            sea_hands=[sorted((sea.pop() for _ in range(SEA_HAND)), key=sea_key) for _ in range(n)],
            dutch_hands=[sorted((dutch.pop() for _ in range(DUTCHMAN_HAND)), key=dutchman_key) for _ in range(n)],
            sea_pile=sea, dutch_pile=dutch,
            treasure=[START_TREASURE] * n, loans=[0] * n, supply=[BOATS_PER_SEAT] * n,
            captured=[[] for _ in range(n)],
        )

    # -- 3.3 / 3.4 what the seat to act may do ---------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        """Board any unboarded ship; sail with each sea card held (placing where there is room, taking
        the loot where a boat already is); the Dutchman where it encircles (docs/rules/freibeuter.md 3.3); then the
        choice of the next token to share (3.4) or of the pile to draw from."""
        s = _freibeuter(state)
        if s.to_act is None:
            return []
        if s.phase == RESOLVE:
            return [act.RESOLVE[p] for p in s.pending]
        if s.phase == DRAW:
            return [act.DRAW[pile] for pile in self.draw_piles(s)]
        return list(_moves(s))

    def why_illegal(self, state: State, action: Action) -> Reason | None:
        """The one legality predicate (game/freibeuter/why.py): `legal_actions` lists exactly what it accepts."""
        return why_illegal(_freibeuter(state), action)

    def draw_piles(self, s: FreibeuterState) -> list[str]:
        """The piles the active seat may draw from (docs/rules/freibeuter.md 3.3): the other one when one is empty;
        only the sea pile while the seat holds no sea card and sea cards are left."""
        return [pile for pile in act.PILES if why_not_draw(s, pile) is None]

    # -- applying an action ----------------------------------------------------------------------
    def apply(self, state: State, action: Action) -> list[Event]:
        """Validate through `why_illegal`, then play `action` (docs/rules/freibeuter.md 3.3-3.5)."""
        s = _freibeuter(state)
        if s.viewer is not None:
            raise IllegalAction("cannot play on a view: hidden cards are masked")
        why = why_illegal(s, action)
        if why is not None:
            raise IllegalAction(why)
        return self._play(s, action)

    def _play(self, s: FreibeuterState, action: Action) -> list[Event]:
        """Play `action`, known to be legal."""
        seat = s.turn
        if isinstance(action, act.Board):
            s.supply[seat] -= 1
            s.boarded[action.point] = seat
            return [ev.ShipBoarded(seat, action.point), *self._next_turn(s)]
        if isinstance(action, act.Resolve):
            s.pending.remove(action.point)
            events: list[Event] = share(s, action.point)
            return events if s.to_act is None else events + self._share_pending(s)
        if isinstance(action, act.Draw):
            pile, hand, key = ((s.sea_pile, s.sea_hands[seat], sea_key) if action.pile == act.SEA
                               else (s.dutch_pile, s.dutch_hands[seat], dutchman_key))
            card = pile.pop()
            hand.append(card)
            hand.sort(key=key)
            return [ev.CardDrawn(seat, action.pile, card, audience=frozenset({seat})), *self._next_turn(s)]
        circled = encircles(s, action)
        if isinstance(action, act.Sail):
            s.sea_hands[seat].remove(action.square)
            s.sea_discard.append(action.square)
            events = [ev.CardPlayed(seat, act.SEA, action.square)]
            if action.loot:
                s.treasure[seat] += LOOT
                return events + [ev.BankPaid(seat, LOOT, "loot")] + self._after_sharing(s)
            s.boats.setdefault(action.square, []).append(seat)
            s.supply[seat] -= 1
            events.append(ev.BoatPlaced(seat, action.square))
        else:
            assert isinstance(action, act.Dutchman)
            s.dutch_hands[seat].remove(action.line)
            s.dutch_discard.append(action.line)
            s.dutchman = action.square
            events = [ev.CardPlayed(seat, act.DUTCHMAN, action.line), ev.DutchmanPlaced(seat, action.square)]
        events += [ev.TokenEncircled(p, s.tokens[p]) for p in circled]
        s.pending = circled
        return events + self._share_pending(s)

    def _share_pending(self, s: FreibeuterState) -> list[Event]:
        """docs/rules/freibeuter.md 3.4: share the encircled tokens; the active seat chooses the order of several."""
        events: list[Event] = []
        while s.pending:
            if len(s.pending) > 1:
                s.phase = RESOLVE
                return events
            events += share(s, s.pending.pop())
            if s.to_act is None:  # the last chest: the game is over (docs/rules/freibeuter.md 3.5 a)
                return events
        return events + self._after_sharing(s)

    def _after_sharing(self, s: FreibeuterState) -> list[Event]:
        """The Dutchman leaves, then the seat draws; two empty piles end the game (docs/rules/freibeuter.md 3.5 b)."""
        events = dutchman_leaves(s)
        if not self.draw_piles(s):
            return events + finish(s, "piles")
        s.phase = DRAW
        return events

    def _next_turn(self, s: FreibeuterState) -> list[Event]:
        """The next seat clockwise; no boat in supply ends the game (docs/rules/freibeuter.md 3.5 c). Ruling: a seat
        with no legal action passes; when no seat can act the game ends."""
        s.turns_played += 1
        events: list[Event] = []
        for _ in range(s.setup.players):
            s.turn = s.to_act = (s.turn + 1) % s.setup.players
            s.phase = ACT
            events.append(ev.TurnBegan(s.turn))
            if s.supply[s.turn] == 0:
                return events + finish(s, "boats")
            if next(_moves(s), None) is not None:
                return events
            events.append(ev.SeatSkipped(s.turn))
        return events + finish(s, "stuck")

    # -- 3.5 score ---------------------------------------------------------------------------------
    def score_parts(self, state: State) -> list[ScoreParts]:
        s = _freibeuter(state)
        parts = []
        for seat in range(s.setup.players):
            ships = ship_points(s, seat)
            parts.append(ScoreParts(s.treasure[seat], ships, 2 * s.loans[seat],
                                    s.treasure[seat] + ships - 2 * s.loans[seat]))
        return parts

    def scores(self, state: State) -> list[int]:
        return final_scores(_freibeuter(state))

    def round_number(self, state: State) -> int:
        """Every seat takes one turn a round (docs/rules/freibeuter.md 3.3); a seat that must pass is not counted."""
        s = _freibeuter(state)
        return s.turns_played // s.setup.players + 1

    # -- 3.6 hidden information --------------------------------------------------------------------
    def observe(self, state: State, seat: int | None) -> FreibeuterState:
        s = _freibeuter(state)
        view = s.clone()
        view.viewer = seat
        forget_seed(view)
        for other in range(s.setup.players):
            if other != seat:
                view.sea_hands[other] = [None] * len(s.sea_hands[other])
                view.dutch_hands[other] = [None] * len(s.dutch_hands[other])
        view.sea_pile = [None] * len(s.sea_pile)
        view.dutch_pile = [None] * len(s.dutch_pile)
        return view

    def determinize(self, view: State, seat: int | None, rng: random.Random) -> FreibeuterState:
        v = _freibeuter(view)
        full = v.clone()
        full.viewer = None
        invent_seed(full, rng)
        for hands, pile, unseen, key in ((full.sea_hands, full.sea_pile, unseen_sea_cards(v), sea_key),
                                         (full.dutch_hands, full.dutch_pile, unseen_dutchman_cards(v), dutchman_key)):
            pool = [c for c in sorted(unseen, key=key) for _ in range(unseen[c])]  # a fixed order: replayable
            rng.shuffle(pool)
            for hand in hands:
                for i, c in enumerate(hand):
                    if c is None:
                        hand[i] = pool.pop()
                hand.sort(key=key)
            pile[:] = [pool.pop() if c is None else c for c in pile]
            assert not pool, "the view does not account for every card"
        return full

    # -- 3.7 notation and persistence --------------------------------------------------------------
    def action_text(self, action: Action) -> str:
        return str(action)

    def parse_action(self, state: State, text: str) -> Action:
        return act.parse(text)

    def to_json(self, state: State) -> dict[str, Any]:
        return state_to_json(_freibeuter(state))

    def from_json(self, data: dict[str, Any]) -> FreibeuterState:
        return state_from_json(data)


def _moves(s: FreibeuterState) -> Iterator[Action]:
    """The legal actions of the `act` phase (docs/rules/freibeuter.md 3.3), listed without trying every action:
    boarding, then sailing, then the Dutchman (the costliest to find, so that asking whether a seat must pass
    stops at its first move)."""
    seat = s.turn
    boats = s.supply[seat] > 0
    if boats:
        for p, token in s.tokens.items():  # in point order, as dealt
            if token.is_ship and p not in s.boarded:
                yield act.BOARD[p]
    for sq in dict.fromkeys(s.sea_hands[seat]):  # hands are kept in square order
        if sq is None:
            continue
        if boats and s.has_room(sq):
            yield act.SAIL[sq]
        if sq in s.boats:
            yield act.LOOT[sq]
    lines = [line for line in s.dutch_hands[seat] if line is not None]
    if lines:
        closing = closing_squares(s)
        for line in dict.fromkeys(lines):
            for sq in LINE_SQUARES[line]:
                if sq in closing:
                    yield act.DUTCH[line, sq]


def _freibeuter(state: State) -> FreibeuterState:
    if not isinstance(state, FreibeuterState):
        raise TypeError(f"not a Freibeuter state: {type(state).__name__}")
    return state

