"""Korsar's rules (docs/rules/korsar.md §1). Each method cites the paragraph it implements."""

from __future__ import annotations

import random
from bisect import insort
from collections import Counter
from typing import Any

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
from game.korsar import actions as act
from game.korsar import events as ev
from game.korsar.cards import DECK_COUNTS, Card, Kind, full_deck
from game.korsar.control import controller, overturning_cards, pirate_colours, placement_error
from game.korsar.state import Galleon, KorsarState, hand_key, state_from_json, state_to_json

HAND_SIZE = 6


class KorsarRules(Rules):
    name = "korsar"
    title = "Korsar"
    min_players = 2
    max_players = 8

    # -- 1.2 players and teams -----------------------------------------------------------
    def check_setup(self, setup: Setup) -> None:
        n = setup.players
        if setup.variants:
            raise InvalidSetup(Reason("Korsar has no variants"))
        if n == 7:
            raise InvalidSetup(Reason("Korsar cannot be played by 7: play with 6 or 8, in teams of two"))
        if not 2 <= n <= 8:
            raise InvalidSetup(Reason("Korsar is for 2 to 6 or 8 players"))
        if n in (6, 8) and not setup.teams:
            raise InvalidSetup(Reason("with {n} players Korsar is played in teams of two", n=n))
        if n in (2, 3, 5) and setup.teams:
            raise InvalidSetup(Reason("with {n} players everyone plays for themselves", n=n))

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
        """docs/rules/korsar.md 1.4: draw while the pile lasts; play a galleon, or another card onto a galleon that
        accepts it (1.6: `pirate_colours`, a captain on its colour's attack, the admiral on one's own
        galleon; the team ruling); discard anything but a galleon once the pile is empty. The rules of
        `why_illegal`, listed fast (tests/korsar/test_random_games.py proves the two agree)."""
        s = _korsar(state)
        seat = s.to_act
        if seat is None:
            return []
        side = s.side(seat)
        moves: list[Action] = [act.DRAW] if s.pile else []
        # what each galleon this seat may touch accepts from its side (docs/rules/korsar.md 1.6 and the team ruling)
        berths = [(g.gid, pirate_colours(g, side), g.attack_colour(side), s.side(g.owner) == side)
                  for g in s.table if s.touched.get(g.gid, seat) == seat]
        last = None
        for card in s.hands[seat]:  # a hand is kept sorted: copies of a card lie together
            if card is None or card is last:
                continue
            last = card
            kind = card.kind
            if kind is Kind.GALLEON:
                moves.append(act.play(card))
                continue
            colour = card.colour
            for gid, colours, own, owned in berths:
                if kind is Kind.PIRATE:
                    fits = colour in colours
                elif kind is Kind.CAPTAIN:
                    fits = colour == own
                else:
                    fits = owned
                if fits:
                    moves.append(act.play(card, gid))
            if not s.pile:
                moves.append(act.discard(card))
        return moves

    def why_illegal(self, state: State, action: Action) -> Reason | None:
        """None if the seat to act may take `action` now, else why not (docs/rules/korsar.md 1.4, 1.6 and the team
        ruling). The one legality predicate, checked directly; `apply` validates with it."""
        s = _korsar(state)
        seat = s.to_act
        if seat is None:
            return Reason("the game is over")
        kind = type(action)
        if kind is act.Draw:
            return None if s.pile else Reason("the pile is empty")
        if kind is not act.Play and kind is not act.Discard:
            return Reason("{action} is not a Korsar action", action=action)
        card: Card = action.card  # type: ignore[attr-defined]
        if card not in s.hands[seat]:
            return Reason("{card} is not in your hand", card=card)
        if kind is act.Discard:
            if card.kind is Kind.GALLEON:
                return Reason("a galleon can never be discarded")
            return Reason("you may discard only once the pile is empty") if s.pile else None
        target = action.target  # type: ignore[attr-defined]
        if target is None:
            if card.kind is Kind.GALLEON:
                return None
            return Reason("pirates, captains and the admiral must be played onto a galleon")
        g = s.galleon(target)
        if g is None:
            return Reason("there is no galleon {galleon} on the table", galleon=target)
        if card.kind is not Kind.GALLEON and s.touched.get(g.gid, seat) != seat:
            return Reason("your partner already played on {galleon} this team turn", galleon=g.gid)
        return placement_error(s, s.side(seat), card, g)

    # -- applying an action ------------------------------------------------------------------
    def apply(self, state: State, action: Action) -> list[Event]:
        s = _korsar(state)
        if s.viewer is not None:
            raise IllegalAction("cannot play on a view: hidden cards are masked")
        why = self.why_illegal(s, action)
        if why is not None:
            raise IllegalAction(why)
        seat = s.to_act
        assert seat is not None
        events: list[Event] = []
        if isinstance(action, act.Draw):
            card = s.pile.pop()
            insort(s.hands[seat], card, key=hand_key)
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
        """docs/rules/korsar.md 1.6: where each kind of card goes."""
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

    # -- 1.5 control and capture -----------------------------------------------------------------
    def controller(self, state: State, g: Galleon) -> int | None:
        """The side that controls galleon `g`, or None on a tie at the top (docs/rules/korsar.md 1.5)."""
        return controller(_korsar(state), g)

    def overturning_cards(self, state: State, g: Galleon, side: int) -> list[Card]:
        """The cards with which `side`, playing one onto `g` now, would hold it (docs/rules/korsar.md 1.5-1.6)."""
        return overturning_cards(_korsar(state), g, side)

    def _capture(self, s: KorsarState, g: Galleon, side: int, at_end: bool) -> Event:
        seat = s.loot_seat(side)
        s.table.remove(g)
        removed = g.cards_on_it()
        s.removed.extend(removed)
        s.loot[seat].append(g.card)
        s.touched.pop(g.gid, None)
        return ev.GalleonCaptured(g.gid, g.card, seat, tuple(removed), at_end)

    def _capture_step(self, s: KorsarState, seat: int) -> list[Event]:
        """docs/rules/korsar.md 1.4 step 1; in team play only the first partner captures, for the team."""
        if s.setup.teams and seat % 2:
            return []
        side = s.side(seat)
        won = [g for g in s.table if controller(s, g) == side]
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
            if _takes_turn(len(s.hands[seat]), len(s.pile)):
                break
            events.append(ev.SeatSkipped(seat))  # team play only: solo games have ended by now
        s.turn = s.to_act = seat
        return events

    def _ended(self, s: KorsarState) -> bool:
        return not s.pile and hands_out(s.setup, [len(h) for h in s.hands])

    def coming_turns(self, state: State) -> list[int]:
        """The seats whose turns come, in order, from the seat to act (none once the game is over).

        Once the pile is empty this is exact, up to the end (docs/rules/korsar.md 1.7): every turn then sheds one card,
        a seat whose hand is empty is skipped (team play), and the game ends as soon as `hands_out`. While
        the pile lasts nobody is skipped and nobody knows when it will run out: then it is one round."""
        s = _korsar(state)
        seat = s.to_act
        if seat is None:
            return []
        n = s.setup.players
        if s.pile:
            return [(seat + i) % n for i in range(n)]
        sizes = [len(h) for h in s.hands]
        turns: list[int] = []
        while True:  # each round sheds cards until some hand runs out: this ends
            if _takes_turn(sizes[seat], 0):
                turns.append(seat)
                sizes[seat] -= 1
                if not sizes[seat] and hands_out(s.setup, sizes):
                    return turns
            seat = (seat + 1) % n

    def _finish(self, s: KorsarState) -> list[Event]:
        events: list[Event] = []
        for g in list(s.table):
            side = controller(s, g)
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
        """Every seat takes one turn a round (docs/rules/korsar.md 1.4)."""
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
        pool = list(self.unseen(v).elements())  # in the deck's fixed order: replayable
        rng.shuffle(pool)
        for hand in full.hands:
            for i, c in enumerate(hand):
                if c is None:
                    hand[i] = pool.pop()
            hand.sort(key=hand_key)
        full.pile = [pool.pop() if c is None else c for c in full.pile]
        assert not pool, "the view does not account for all 78 cards"
        return full

    def unseen(self, view: State) -> Counter[Card]:
        """The cards a view does not show: the 78 (docs/rules/korsar.md 1.1) less every card in sight (1.8). They lie
        in the hidden hands and the pile, in some order; a full state shows them all."""
        s = _korsar(view)
        known = self._known_cards(s)
        unseen = DECK_COUNTS - Counter(known)
        # Σ max(shown, in deck) over the faces is 78 exactly when no face is shown more often than it exists
        assert unseen.total() + len(known) == DECK_COUNTS.total(), "the view shows more copies than the deck has"
        return unseen

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


def hands_out(setup: Setup, sizes: list[int]) -> bool:
    """Ruling 1.7: once the pile is empty, whether the game ends, with hands of these sizes: some hand is
    empty (team play: both hands of one team)."""
    if setup.teams:
        return any(sizes[t] == 0 and sizes[t + 1] == 0 for t in range(0, setup.players, 2))
    return 0 in sizes


def _takes_turn(hand_size: int, pile_size: int) -> bool:
    """docs/rules/korsar.md 1.7: a seat with an empty hand draws while it can; once the pile is empty it is skipped."""
    return hand_size > 0 or pile_size > 0


def _korsar(state: State) -> KorsarState:
    if not isinstance(state, KorsarState):
        raise TypeError(f"not a Korsar state: {type(state).__name__}")
    return state
