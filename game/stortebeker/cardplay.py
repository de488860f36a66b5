"""Phase 1 of a Störtebeker turn, playing cards (RULES.md 2.3 phase 1): what the turn seat may do,
why an action is refused, and what it does.

The seat plays exactly 3 cards (all of them if it holds fewer), in the order place -> trade ->
broadside: `stage` 0 while it may still place, 1 once it has traded or discarded, 2 once it has fired
(the broadside is always its last card). Trades take from the discard pile as it was before the
trade (Ruling); the cards taken lie face up in `taken` until phase 6.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations

from game.core import Action, Event
from game.stortebeker import actions as act
from game.stortebeker import events as ev
from game.stortebeker.components import Card
from game.stortebeker.state import Ship, StortebekerState, insert_sorted


def may_place(ship: Ship, seat: int, card: Card) -> bool:
    """A provision only of a required type and within the required count; a plain pirate only while
    the seat's plain pirates there stay <= its plain provisions there (RULES.md 2.3 phase 1)."""
    side = ship.sides[seat]
    if card.is_provision:
        return side.count(card.ptype) < ship.tile.need(card.ptype)
    return side.pirates + 1 <= side.plain_provisions


def why_not_placed(ship: Ship, seat: int, card: Card) -> str:
    if card.is_provision:
        need = ship.tile.need(card.ptype)
        if need == 0:
            return f"{ship.tid} does not require {card.ptype}"
        return f"you already have the {need} {card.ptype} that {ship.tid} requires"
    return (f"a pirate needs a provision without pirate symbol to back it: at {ship.tid} you have "
            f"{ship.sides[seat].plain_provisions} for {ship.sides[seat].pirates} pirate(s)")


def broadside_targets(s: StortebekerState, seat: int) -> list[Ship]:
    """Ships where the seat has at least one provision (RULES.md 2.3 phase 2)."""
    return [sh for sh in s.in_play() if sh.sides[seat].provisions]


def legal(s: StortebekerState) -> list[Action]:
    seat = s.turn
    hand = [c for c in s.hands[seat] if c is not None]
    distinct = sorted(set(hand), key=lambda c: c.order)
    out: list[Action] = []
    if s.cards_left <= 0:
        return out
    if s.stage == 0:
        for card in distinct:
            out += [act.Place(card, sh.tid) for sh in s.in_play() if may_place(sh, seat, card)]
    if s.stage <= 1:
        out += [act.Discard(card) for card in distinct]
        if s.discard and s.cards_left >= 2:
            pile = tuple(sorted(Counter(s.discard).items(), key=lambda kv: kv[0].order))
            out += _trades(tuple(hand), pile, min(3, s.cards_left))
        if s.cards_left == 1:
            targets = broadside_targets(s, seat)
            out += [act.Broadside(card, sh.tid) for card in distinct for sh in targets]
    return out


@lru_cache(maxsize=4096)
def _trades(hand: tuple[Card, ...], pile: tuple[tuple[Card, int], ...], most: int) -> tuple[act.Trade, ...]:
    """Every trade: 2 cards from `hand` for 1 from `pile`, or 3 for 2 (if `most` allows)."""
    out: list[act.Trade] = []
    takes1 = [(c,) for c, _ in pile]
    gives2 = sorted(set(combinations(hand, 2)), key=lambda g: [c.order for c in g])
    for g in gives2:
        out += _row(g, takes1)
    if most >= 3 and sum(k for _, k in pile) >= 2:
        takes2 = [(a, b) for i, (a, ka) in enumerate(pile) for (b, _kb) in pile[i:] if a != b or ka >= 2]
        gives3 = sorted(set(combinations(hand, 3)), key=lambda g: [c.order for c in g])
        for g in gives3:
            out += _row(g, takes2)
    return tuple(out)


def _row(give: tuple[Card, ...], takes: list[tuple[Card, ...]]) -> list[act.Trade]:
    """The trades giving `give` for each of `takes` (shared objects, see `actions.trade`)."""
    row = act.trades_giving(give)
    out = [row.get(t) for t in takes]
    if None in out:
        out = [act.trade(give, t) for t in takes]
    return out  # type: ignore[return-value]


def why_illegal(s: StortebekerState, action: Action) -> str | None:
    """None if `action` is a legal card play now, else a message a player can read."""
    seat = s.turn
    hand = Counter(c for c in s.hands[seat] if c is not None)
    if isinstance(action, act.Place):
        if s.stage > 0:
            return "cards are placed before trading and firing: placing is over for this turn"
        if hand[action.card] == 0:
            return f"{action.card} is not in your hand"
        ship = s.ship(action.ship)
        if ship is None:
            return f"{action.ship} is not in play"
        if not may_place(ship, seat, action.card):
            return why_not_placed(ship, seat, action.card)
        return None
    if isinstance(action, (act.Discard, act.Trade, act.Broadside)) and s.stage > 1:
        return "the broadside is the last card of the turn"
    if isinstance(action, act.Discard):
        return None if hand[action.card] else f"{action.card} is not in your hand"
    if isinstance(action, act.Trade):
        if len(action.give) > s.cards_left:
            return f"you have only {s.cards_left} card(s) left to play this turn"
        if Counter(action.give) - hand:
            return "you do not hold every card you want to give"
        if Counter(action.take) - Counter(s.discard):
            return "the discard pile does not hold every card you want to take"
        return None
    if isinstance(action, act.Broadside):
        if s.cards_left != 1:
            return "the broadside comes last: play your other cards first"
        if hand[action.card] == 0:
            return f"{action.card} is not in your hand"
        ship = s.ship(action.ship)
        if ship is None:
            return f"{action.ship} is not in play"
        if not ship.sides[seat].provisions:
            return f"fire only at a ship where you have a provision, not at {action.ship}"
        return None
    return f"{action} is not a card play: play {s.cards_left} more card(s)"


def apply(s: StortebekerState, action: Action) -> list[Event]:
    """Play a legal card action (checked by `why_illegal`)."""
    seat = s.turn
    hand = s.hands[seat]
    if isinstance(action, act.Place):
        hand.remove(action.card)
        ship = s.ship(action.ship)
        assert ship is not None
        side = ship.sides[seat]
        s.cards_left -= 1
        if action.card.is_provision:
            side.provisions.append(action.card)
            return [ev.CardPlaced(seat, action.card, action.ship)]
        side.hidden.append(action.card)
        return [ev.CardPlaced(seat, action.card, action.ship, face_down=True, audience=frozenset({seat}))]
    s.stage = max(s.stage, 1)
    if isinstance(action, act.Discard):
        hand.remove(action.card)
        s.discard.append(action.card)
        s.cards_left -= 1
        return [ev.CardDiscarded(seat, action.card)]
    if isinstance(action, act.Trade):
        give, take = act.canonical(action.give), act.canonical(action.take)  # equal trades, equal results
        for c in take:  # from the pile as it was before this trade (Ruling)
            _remove_last(s.discard, c)
        for c in give:
            hand.remove(c)
            s.discard.append(c)
        s.taken.extend(take)
        s.cards_left -= len(give)
        return [ev.Traded(seat, give, take)]
    assert isinstance(action, act.Broadside)
    hand.remove(action.card)
    s.discard.append(action.card)
    s.cards_left -= 1
    s.stage = 2
    s.target = action.ship
    return [ev.BroadsideFired(seat, action.card, action.ship)]


def _remove_last(pile: list[Card], card: Card) -> None:
    for i in range(len(pile) - 1, -1, -1):
        if pile[i] == card:
            del pile[i]
            return
    raise ValueError(card)


def join_taken(s: StortebekerState) -> list[Event]:
    """Phase 6: the traded cards join the hand."""
    if not s.taken:
        return []
    cards = tuple(s.taken)
    insert_sorted(s.hands[s.turn], cards)
    s.taken = []
    return [ev.TakenJoinHand(s.turn, cards)]
