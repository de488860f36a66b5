"""Korsar's rules (RULES.md §1). Each method cites the paragraph it implements."""

from __future__ import annotations

import random
from typing import Any

from game.core import (
    Action,
    Event,
    IllegalAction,
    InvalidSetup,
    Rules,
    Setup,
    State,
    forget_seed,
    invent_seed,
    register,
)
from game.korsar import actions as act
from game.korsar import events as ev
from game.korsar.cards import DECK_COUNTS, Card, Kind, full_deck
from game.korsar.state import Galleon, KorsarState, hand_key, state_from_json, state_to_json

HAND_SIZE = 6


@register
class KorsarRules(Rules):
    name = "korsar"
    title = "Korsar"
    min_players = 2
    max_players = 8

    # -- 1.2 players and teams -----------------------------------------------------------
    def check_setup(self, setup: Setup) -> None:
        n = setup.players
        if setup.variants:
            raise InvalidSetup("Korsar has no variants")
        if n == 7:
            raise InvalidSetup("Korsar cannot be played by 7: play with 6 or 8, in teams of two")
        if not 2 <= n <= 8:
            raise InvalidSetup("Korsar is for 2 to 6 or 8 players")
        if n in (6, 8) and not setup.teams:
            raise InvalidSetup(f"with {n} players Korsar is played in teams of two")
        if n in (2, 3, 5) and setup.teams:
            raise InvalidSetup(f"with {n} players everyone plays for themselves")

    # -- 1.3 setup -------------------------------------------------------------------------
    def new_game(self, setup: Setup, seed: int) -> KorsarState:
        self.check_setup(setup)
        rng = random.Random(seed)
        deck: list[Card | None] = list(full_deck())
        rng.shuffle(deck)
        n = setup.players
        hands = [sorted((deck.pop() for _ in range(HAND_SIZE)), key=hand_key) for _ in range(n)]
        start = 2 * rng.randrange(n // 2) if setup.teams else rng.randrange(n)
        return KorsarState(
            setup=setup, seed=seed, to_act=start, hands=hands, pile=deck,
            loot=[[] for _ in range(n)], start=start, turn=start,
        )

    # -- 1.4 / 1.6 what the seat to act may do -------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        s = _korsar(state)
        if s.to_act is None:
            return []
        seat = s.to_act
        side = s.side(seat)
        moves: list[Action] = []
        if s.pile:
            moves.append(act.Draw())
        for card in sorted(set(c for c in s.hands[seat] if c is not None), key=hand_key):
            if card.kind is Kind.GALLEON:
                moves.append(act.Play(card))
                continue
            for g in s.table:
                if self._may_play_on(s, seat, side, card, g):
                    moves.append(act.Play(card, g.gid))
            if not s.pile:
                moves.append(act.Discard(card))
        return moves

    def _may_play_on(self, s: KorsarState, seat: int, side: int, card: Card, g: Galleon) -> bool:
        # Ruling (team play): one partner per galleon within a team turn.
        if s.touched.get(g.gid, seat) != seat:
            return False
        own_colour = g.attack_colour(side)
        if card.kind is Kind.PIRATE:
            if own_colour is not None:
                return card.colour == own_colour
            return all(g.attack_colour(other) != card.colour for other in g.attacks)
        if card.kind is Kind.CAPTAIN:
            return own_colour == card.colour
        if card.kind is Kind.ADMIRAL:
            return s.side(g.owner) == side
        return False

    # -- applying an action ------------------------------------------------------------------
    def apply(self, state: State, action: Action) -> list[Event]:
        s = _korsar(state)
        if s.viewer is not None:
            raise IllegalAction("cannot play on a view: hidden cards are masked")
        if s.to_act is None:
            raise IllegalAction("the game is over")
        if action not in self.legal_actions(s):
            raise IllegalAction(self._why_illegal(s, action))
        seat = s.to_act
        events: list[Event] = []
        if isinstance(action, act.Draw):
            card = s.pile.pop()
            _insert(s.hands[seat], card)
            events.append(ev.CardDrawn(seat, card, audience=self.partners(s.setup, seat)))
        elif isinstance(action, act.Play):
            s.hands[seat].remove(action.card)
            events += self._play(s, seat, action)
        elif isinstance(action, act.Discard):
            s.hands[seat].remove(action.card)
            s.removed.append(action.card)
            events.append(ev.CardDiscarded(seat, action.card))
        s.turns_played += 1
        if self._ended(s):
            events += self._finish(s)
        else:
            events += self._next_turn(s)
        return events

    def _play(self, s: KorsarState, seat: int, action: act.Play) -> list[Event]:
        """RULES.md 1.6: where each kind of card goes."""
        card = action.card
        if card.kind is Kind.GALLEON:
            gid = f"g{s.next_gid}"
            s.next_gid += 1
            s.table.append(Galleon(gid, card, seat))
            return [ev.CardPlayed(seat, card, gid)]
        assert action.target is not None
        g = s.galleon(action.target)
        assert g is not None
        side = s.side(seat)
        if s.setup.teams:
            s.touched[g.gid] = seat
        events: list[Event] = [ev.CardPlayed(seat, card, g.gid)]
        if card.kind is Kind.PIRATE:
            g.attacks.setdefault(side, []).append(card)
        else:  # a captain or the admiral drives off any character already there
            if g.character is not None:
                s.removed.append(g.character)
                events.append(ev.CharacterRemoved(g.gid, g.character))
            g.character, g.character_side = card, side
        return events

    def _why_illegal(self, s: KorsarState, action: Action) -> str:
        seat = s.to_act
        assert seat is not None
        if isinstance(action, act.Draw):
            return "the pile is empty"
        card = getattr(action, "card", None)
        if card is not None and card not in s.hands[seat]:
            return f"{card} is not in your hand"
        if isinstance(action, act.Discard):
            if card is not None and card.kind is Kind.GALLEON:
                return "a galleon can never be discarded"
            return "you may discard only once the pile is empty"
        if isinstance(action, act.Play) and action.target is not None:
            g = s.galleon(action.target)
            if g is None:
                return f"there is no galleon {action.target} on the table"
            if card is not None and card.kind is Kind.GALLEON:
                return "a galleon is played in front of you, not onto another galleon"
            if s.touched.get(g.gid, seat) != seat:
                return f"your partner already played on {g.gid} this team turn"
            if card is not None and card.kind is Kind.PIRATE:
                colour = g.attack_colour(s.side(seat))
                if colour is not None:
                    return f"your pirates on {g.gid} are {colour}: add only {colour} ones"
                return f"{card.colour} is already attacking {g.gid}: open with another colour"
            if card is not None and card.kind is Kind.CAPTAIN:
                return f"a captain needs your {card.colour} pirates already on {g.gid}"
            if card is not None and card.kind is Kind.ADMIRAL:
                return "the admiral goes only onto a galleon you own"
        if isinstance(action, act.Play) and action.target is None:
            return "pirates, captains and the admiral must be played onto a galleon"
        return f"{action} is not allowed now"

    # -- 1.5 control and capture -----------------------------------------------------------------
    def controller(self, s: KorsarState, g: Galleon) -> int | None:
        """The side that controls galleon `g`, or None on a tie at the top (RULES.md 1.5)."""
        if g.character is not None:
            return g.character_side
        if not g.attacks:
            return s.side(g.owner)
        strengths = {side: g.strength(side) for side in g.attacks}
        best = max(strengths.values())
        leaders = [side for side, v in strengths.items() if v == best]
        return leaders[0] if len(leaders) == 1 else None

    def _capture(self, s: KorsarState, g: Galleon, side: int, at_end: bool) -> Event:
        seat = s.loot_seat(side)
        s.table.remove(g)
        removed = g.cards_on_it()
        s.removed.extend(removed)
        s.loot[seat].append(g.card)
        s.touched.pop(g.gid, None)
        return ev.GalleonCaptured(g.gid, g.card, seat, tuple(removed), at_end)

    def _capture_step(self, s: KorsarState, seat: int) -> list[Event]:
        """RULES.md 1.4 step 1; in team play only the first partner captures, for the team."""
        if s.setup.teams and seat % 2:
            return []
        side = s.side(seat)
        won = [g for g in s.table if self.controller(s, g) == side]
        return [self._capture(s, g, side, at_end=False) for g in won]

    # -- turn order and the end (1.4, 1.7) --------------------------------------------------------
    def _next_turn(self, s: KorsarState) -> list[Event]:
        events: list[Event] = []
        seat = s.turn
        n = s.setup.players
        while True:
            seat = (seat + 1) % n
            if s.setup.teams and seat % 2 == 0:
                s.touched.clear()  # a new team turn begins
            events.append(ev.TurnBegan(seat))
            events += self._capture_step(s, seat)
            if s.hands[seat] or s.pile:
                break
            events.append(ev.SeatSkipped(seat))  # team play only: solo games have ended by now
        s.turn = s.to_act = seat
        return events

    def _ended(self, s: KorsarState) -> bool:
        """Ruling 1.7: once the pile is empty the game ends as soon as a hand (team play: both hands
        of one team) is empty."""
        if s.pile:
            return False
        if s.setup.teams:
            return any(not s.hands[2 * t] and not s.hands[2 * t + 1] for t in range(s.setup.players // 2))
        return any(not h for h in s.hands)

    def _finish(self, s: KorsarState) -> list[Event]:
        events: list[Event] = []
        for g in list(s.table):
            side = self.controller(s, g)
            if side is None:
                events.append(ev.GalleonStays(g.gid))
            else:
                events.append(self._capture(s, g, side, at_end=True))
        s.to_act = None
        events.append(ev.GameEnded(tuple(self.scores(s)), tuple(self.winners(s))))
        return events

    # -- 1.7 score -------------------------------------------------------------------------------
    def score_parts(self, state: State) -> list[tuple[int, int]]:
        """Per seat: (gold captured, gold on galleons still in hand)."""
        s = _korsar(state)
        return [
            (sum(c.value for c in s.loot[seat]),
             sum(c.value for c in s.hands[seat] if c is not None and c.kind is Kind.GALLEON))
            for seat in range(s.setup.players)
        ]

    def scores(self, state: State) -> list[int]:
        s = _korsar(state)
        own = [won - held for won, held in self.score_parts(s)]
        if not s.setup.teams:
            return own
        return [own[seat - seat % 2] + own[seat - seat % 2 + 1] for seat in range(s.setup.players)]

    def round_number(self, state: State) -> int:
        """Every seat takes one turn a round (RULES.md 1.4)."""
        s = _korsar(state)
        return s.turns_played // s.setup.players + 1

    # -- 1.8 hidden information --------------------------------------------------------------------
    def observe(self, state: State, seat: int | None) -> KorsarState:
        s = _korsar(state)
        view = s.clone()
        view.viewer = seat
        forget_seed(view)
        sees = self.partners(s.setup, seat) if seat is not None else frozenset()
        for other, hand in enumerate(view.hands):
            if other not in sees:
                view.hands[other] = [None] * len(hand)
        view.pile = [None] * len(s.pile)
        return view

    def determinize(self, view: State, seat: int | None, rng: random.Random) -> KorsarState:
        v = _korsar(view)
        full = v.clone()
        full.viewer = None
        invent_seed(full, rng)
        unknown = dict(DECK_COUNTS)
        for c in self._known_cards(v):
            unknown[c] -= 1
        assert min(unknown.values()) >= 0, "the view shows more copies of a card than the deck has"
        pool = [c for c, k in unknown.items() for _ in range(k)]  # the deck's fixed order: replayable
        rng.shuffle(pool)
        for hand in full.hands:
            for i, c in enumerate(hand):
                if c is None:
                    hand[i] = pool.pop()
            hand.sort(key=hand_key)
        full.pile = [pool.pop() if c is None else c for c in full.pile]
        assert not pool, "the view does not account for all 78 cards"
        return full

    def _known_cards(self, s: KorsarState) -> list[Card]:
        known = [c for h in s.hands for c in h if c is not None]
        known += [c for c in s.pile if c is not None]
        for g in s.table:
            known.append(g.card)
            known += g.cards_on_it()
        known += [c for pile in s.loot for c in pile]
        known += s.removed
        return known

    def card_count(self, state: State) -> int:
        """Every card in every zone, hidden ones included: always 78."""
        s = _korsar(state)
        hidden = sum(c is None for h in s.hands for c in h) + sum(c is None for c in s.pile)
        return len(self._known_cards(s)) + hidden

    # -- 1.9 notation and persistence -------------------------------------------------------------------
    def action_text(self, action: Action) -> str:
        return str(action)

    def parse_action(self, state: State, text: str) -> Action:
        return act.parse(text)

    def to_json(self, state: State) -> dict[str, Any]:
        return state_to_json(_korsar(state))

    def from_json(self, data: dict[str, Any]) -> KorsarState:
        return state_from_json(data)


def _korsar(state: State) -> KorsarState:
    if not isinstance(state, KorsarState):
        raise TypeError(f"not a Korsar state: {type(state).__name__}")
    return state


def _insert(hand: list[Card | None], card: Card) -> None:
    hand.append(card)
    hand.sort(key=hand_key)
