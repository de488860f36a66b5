"""Störtebeker's rules (docs/rules/stortebeker.md §2): setup, who decides what, hidden information, notation,
persistence and scoring. The turn itself lives in cardplay.py (phase 1: what may be played, and
playing it), decisions.py (what the later steps and the dice allow) and phases.py (phases 2-6 played
out); the odds of the dice in dice.py."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import (
    CHANCE,
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
from game.stortebeker import actions as act
from game.stortebeker import cardplay, decisions, phases
from game.stortebeker import events as ev
from game.stortebeker.components import ALL_TILES, DECK_COUNTS, Card, Tile, card_key, full_deck
from game.stortebeker.state import (
    OVER,
    PLAY,
    Ship,
    Side,
    StortebekerState,
    state_from_json,
    state_to_json,
)

RESERVE_SIZE = {2: 12, 3: 15, 4: 18}
VARIANTS = frozenset({1, 2, 3, 4, 5})


@dataclass(frozen=True)
class ScoreParts:
    """One seat's score for the scoring screen (docs/rules/stortebeker.md 2.4, variant 1)."""

    ships: tuple[Tile, ...]
    points: int  # the ships' values
    bonuses: tuple[tuple[str, int], ...]  # (ship colour, bonus), variant 1, counted once the game is over
    total: int
    tie_break: int  # ships taken: more ships wins a tie on points


class StortebekerRules(Rules):
    name = "stortebeker"
    title = "Störtebeker"
    min_players = 2
    max_players = 4

    # -- 2.2 setup, 2.5 variants ------------------------------------------------------------------
    def check_setup(self, setup: Setup) -> None:
        if not 2 <= setup.players <= 4:
            raise InvalidSetup(Reason("Störtebeker is for 2 to 4 players"))
        if setup.teams:
            raise InvalidSetup(Reason("Störtebeker has no team play: everyone plays for themselves"))
        unknown = set(setup.variants) - VARIANTS
        if unknown:
            raise InvalidSetup(Reason("Störtebeker has variants 1 to 5, not {variants}",
                                      variants=", ".join(map(str, sorted(unknown)))))
        if 5 in setup.variants and setup.players != 2:
            raise InvalidSetup(Reason("variant 5 (three ships in play) is for two players only"))

    def new_game(self, setup: Setup, seed: int) -> StortebekerState:
        self.check_setup(setup)
        rng = random.Random(seed)
        tiles: list[Tile | None] = list(ALL_TILES)
        rng.shuffle(tiles)
        n = setup.players
        in_play = 3 if 5 in setup.variants else 4
        deck: list[Card | None] = list(full_deck())
        rng.shuffle(deck)
        hands = [sorted((deck.pop() for _ in range(phases.HAND_SIZE)), key=card_key) for _ in range(n)]
        ships: list[Ship | None] = [Ship(t, [Side() for _ in range(n)]) for t in tiles[:in_play] if t is not None]
        reserve = tiles[in_play:in_play + RESERVE_SIZE[n]]
        s = StortebekerState(
            setup=setup, seed=seed, to_act=0, hands=hands, pile=deck, ships=ships, reserve=reserve,
            box=tiles[in_play + RESERVE_SIZE[n]:], won=[[] for _ in range(n)],
        )
        phases.begin_turn(s, 0)  # seat 0 starts
        phases.advance(s)
        return s

    # -- who decides what -----------------------------------------------------------------------
    def legal_actions(self, state: State) -> Sequence[Action]:
        """Card play: a light sequence whose trades are decoded on demand (cardplay.CardPlays); any other
        step: a list, derived from `why_illegal` (decisions.py)."""
        s = _st(state)
        if s.step == OVER or s.to_act is None:
            return []
        if s.step == PLAY:
            return cardplay.legal(s)
        return decisions.legal(s)

    def chance_outcomes(self, state: State) -> list[tuple[Action, float]]:
        s = _st(state)
        if s.to_act != CHANCE:
            raise IllegalAction("no dice roll is pending")
        return decisions.chance_outcomes(s)

    def apply(self, state: State, action: Action) -> list[Event]:
        s = _st(state)
        if s.viewer is not None:
            raise IllegalAction("cannot play on a view: hidden cards are masked")
        problem = self.why_illegal(s, action)
        if problem is not None:
            raise IllegalAction(problem)
        if s.step == PLAY:
            events = cardplay.apply(s, action)
        else:
            events = phases.apply_decision(s, action)
        events += phases.advance(s)
        if s.step == OVER:
            events += self._finish(s)
        return events

    def why_illegal(self, state: State, action: Action) -> Reason | None:
        """The one legality predicate (core.py): card play in cardplay.py, every later step and the dice
        in decisions.py. None if `action` is legal now, else a message a player can read."""
        s = _st(state)
        if s.to_act is None:
            return Reason("the game is over")
        if s.step == PLAY:
            return cardplay.why_illegal(s, action)
        return decisions.why_illegal(s, action)

    # -- 2.4 end and score --------------------------------------------------------------------------
    def _finish(self, s: StortebekerState) -> list[Event]:
        events: list[Event] = []
        for seat, parts in enumerate(self.score_parts(s)):
            running = parts.points
            for colour, bonus in parts.bonuses:
                running += bonus
                events += [ev.BonusScored(seat, colour, bonus), ev.ScoreChanged(seat, bonus, running)]
        events.append(ev.GameEnded(tuple(self.scores(s)), tuple(self.winners(s)), s.ended_by))
        return events

    def score_parts(self, state: State) -> list[ScoreParts]:
        """Per seat: ships taken, their points, colour bonuses (variant 1, once over), total, tie-break."""
        s = _st(state)
        out = []
        for seat in range(s.players):
            ships = tuple(s.won[seat])
            pts = sum(t.value for t in ships)
            bonuses: list[tuple[str, int]] = []
            if 1 in s.setup.variants and s.step == OVER:
                by_colour: dict[str, list[int]] = {}
                for t in ships:
                    by_colour.setdefault(t.colour, []).append(t.value)
                bonuses = [(c, max(v)) for c, v in by_colour.items() if len(v) >= 3]
            out.append(ScoreParts(ships, pts, tuple(bonuses), pts + sum(b for _, b in bonuses), len(ships)))
        return out

    def scores(self, state: State) -> list[int]:
        return [p.total for p in self.score_parts(state)]

    def winners(self, state: State) -> list[int]:
        """Highest score; tie: more ships; still tied: a shared win (docs/rules/stortebeker.md 2.4)."""
        parts = self.score_parts(state)
        best = max((p.total, p.tie_break) for p in parts)
        return [seat for seat, p in enumerate(parts) if (p.total, p.tie_break) == best]

    def round_number(self, state: State) -> int:
        """The state counts rounds itself: the first round allows no boarding (docs/rules/stortebeker.md 2.3 phase
        3)."""
        return _st(state).round

    # -- 2.6 hidden information -------------------------------------------------------------------------
    def observe(self, state: State, seat: int | None) -> StortebekerState:
        s = _st(state)
        view = s.clone()
        view.viewer = seat
        forget_seed(view)
        for other, hand in enumerate(view.hands):
            if other != seat:
                view.hands[other] = [None] * len(hand)
        view.pile = [None] * len(s.pile)
        for ship in view.in_play():
            for other, side in enumerate(ship.sides):
                if other != seat and side.hidden:
                    side.hidden = [None] * len(side.hidden)
        k = s.face_up
        view.reserve = [t if i < k else None for i, t in enumerate(s.reserve)]
        view.box = [None] * len(s.box)
        return view

    def determinize(self, view: State, seat: int | None, rng: random.Random) -> StortebekerState:
        v = _st(view)
        full = v.clone()
        full.viewer = None
        invent_seed(full, rng)
        unknown = DECK_COUNTS - Counter(self._known_cards(v))
        pool = [c for c in sorted(unknown, key=card_key) for _ in range(unknown[c])]
        rng.shuffle(pool)
        pirates = [c for c in pool if c.is_pirate]
        for ship in full.in_play():  # a face-down card on a ship is always a plain pirate
            for side in ship.sides:
                for i, c in enumerate(side.hidden):
                    if c is None:
                        side.hidden[i] = p = pirates.pop()
                        pool.remove(p)
        for hand in full.hands:
            if None in hand:
                hand[:] = sorted((pool.pop() if c is None else c for c in hand), key=card_key)
        full.pile = [pool.pop() if c is None else c for c in full.pile]
        assert not pool, "the view does not account for all 66 cards"
        known_tiles = set(self._known_tiles(v))
        tiles = [t for t in ALL_TILES if t not in known_tiles]
        rng.shuffle(tiles)
        full.reserve = [tiles.pop() if t is None else t for t in full.reserve]
        full.box = [tiles.pop() if t is None else t for t in full.box]
        assert not tiles, "the view does not account for all 30 tiles"
        return full

    def _known_cards(self, s: StortebekerState) -> list[Card]:
        known = [c for h in s.hands for c in h if c is not None]
        known += [c for c in s.pile if c is not None]
        known += s.discard + s.taken
        for ship in s.in_play():
            known += [c for side in ship.sides for c in side.cards() if c is not None]
        return known

    def _known_tiles(self, s: StortebekerState) -> list[Tile]:
        known = [sh.tile for sh in s.in_play()] + [t for w in s.won for t in w]
        return known + [t for t in s.reserve + s.box if t is not None]

    def card_count(self, state: State) -> int:
        """Every card in every zone, hidden ones included: always 66."""
        s = _st(state)
        hidden = sum(c is None for h in s.hands for c in h) + sum(c is None for c in s.pile)
        hidden += sum(c is None for sh in s.in_play() for side in sh.sides for c in side.hidden)
        return len(self._known_cards(s)) + hidden

    def tile_count(self, state: State) -> int:
        """Every tile in play, in the reserve, in the box or captured: always 30."""
        s = _st(state)
        return len(s.in_play()) + len(s.reserve) + len(s.box) + sum(len(w) for w in s.won)

    # -- 2.7 notation and persistence ----------------------------------------------------------------
    def action_text(self, action: Action) -> str:
        return str(action)

    def parse_action(self, state: State, text: str) -> Action:
        return act.parse(text)

    def to_json(self, state: State) -> dict[str, Any]:
        return state_to_json(_st(state))

    def from_json(self, data: dict[str, Any]) -> StortebekerState:
        return state_from_json(data)


def _st(state: State) -> StortebekerState:
    if not isinstance(state, StortebekerState):
        raise TypeError(f"not a Störtebeker state: {type(state).__name__}")
    return state
