"""Phase 1 of a Störtebeker turn, playing cards (docs/rules/stortebeker.md 2.3 phase 1): what the turn seat may do,
why an action is refused, and what it does.

The seat plays exactly 3 cards (all of them if it holds fewer), in the order place -> trade ->
broadside: `stage` 0 while it may still place, 1 once it has traded or discarded, 2 once it has fired
(the broadside is always its last card). Trades take from the discard pile as it was before the
trade (Ruling); the cards taken lie face up in `taken` until phase 6.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, overload

from game.core import Action, Event, Reason
from game.stortebeker import actions as act
from game.stortebeker import events as ev
from game.stortebeker.components import FACES, Card, Tile
from game.stortebeker.picks import Picks
from game.stortebeker.state import Ship, Side, StortebekerState, insert_sorted


def placeable(ship: Ship, seat: int, cards: Sequence[Card]) -> list[Card]:
    """The cards of `cards` (in card order: plain pirates last) the seat may place at `ship`: a provision
    only of a type the seat's side still lacks there (`provision_places`); a plain pirate only while
    `backs_a_pirate` (docs/rules/stortebeker.md 2.3 phase 1)."""
    fits = provision_places(ship, seat)
    out = [c for c in cards if c in fits]
    if cards and cards[-1].is_pirate and backs_a_pirate(ship.sides[seat]):
        out += [c for c in cards if c.is_pirate]
    return out


def provision_places(ship: Ship, seat: int) -> Mapping[Card, act.Place]:
    """The provisions the seat may place at `ship`, each with its shared `place` action: those of a type
    its side still lacks there, so within the required count (docs/rules/stortebeker.md 2.3 phase 1). Read-only:
    remembered per tile and side's provisions, as `Ship.missing` is (every playout step asks, for every ship)."""
    key = (ship.tile, tuple(ship.sides[seat].provisions))
    fits = _FITS.get(key)
    if fits is None:
        if len(_FITS) > _FITS_KEPT:
            _FITS.clear()
        lacks, tid = ship.missing(seat), ship.tid
        fits = _FITS[key] = {c: _PLACES[c, tid] for c in FACES if c.ptype in lacks}
    return fits


_FITS: dict[tuple[Tile, tuple[Card, ...]], dict[Card, act.Place]] = {}
_FITS_KEPT = 1 << 12


def backs_a_pirate(side: Side) -> bool:
    """A plain pirate may join `side` while its plain pirates stay <= its plain provisions, the provisions
    without pirate symbol (docs/rules/stortebeker.md 2.3 phase 1)."""
    return bool(side.provisions) and len(side.hidden) + len(side.shown) < side.plain_provisions


def may_place(ship: Ship, seat: int, card: Card) -> bool:
    return bool(placeable(ship, seat, (card,)))


def why_not_placed(ship: Ship, seat: int, card: Card) -> Reason:
    if card.is_provision:
        need = ship.tile.need(card.ptype)
        if need == 0:
            return Reason("{ship} does not require {provision}", ship=ship.tid, provision=card.ptype)
        return Reason("you already have the {n} {provision} that {ship} requires", n=need, provision=card.ptype,
                      ship=ship.tid)
    side = ship.sides[seat]
    if side.plain_provisions == 0:  # "you have 0 for 0 pirates" read as a riddle (tester 8)
        return Reason("a pirate needs a provision without pirate symbol beside it: place one at {ship} first",
                      ship=ship.tid)
    return Reason("each pirate needs a provision without pirate symbol of its own: at {ship} your {provisions} "
                  "already back {pirates} pirates", ship=ship.tid, provisions=side.plain_provisions,
                  pirates=side.pirates)


def may_fire_at(ship: Ship, seat: int) -> bool:
    """A broadside is fired at a ship where the seat has at least one provision (docs/rules/stortebeker.md 2.3 phase
    2)."""
    return bool(ship.sides[seat].provisions)


class CardPlays(Sequence[Action]):
    """The legal card plays of the turn seat (docs/rules/stortebeker.md 2.3 phase 1) as a light sequence (core.py allows
    it): the few single-card plays (places, discards, broadsides, in that order) are listed in `singles`;
    the trades come after them and are never all built. With a full hand and a long discard pile there
    are thousands, but they form at most two rows, every give of 2 cards against every take of 1 and
    every give of 3 against every take of 2 (`rows`, each a pair of `Picks`), so their count is a
    product and an index decodes to one trade: a random playout pays for the singles and one trade."""

    __slots__ = ("singles", "rows", "_sizes", "_len")

    def __init__(self, singles: list[Action], rows: Iterable[tuple[Picks, Picks]] = ()) -> None:
        self.singles = singles
        self.rows = []
        self._sizes = []  # per row: how many takes, how many trades
        n = len(singles)
        for gives, takes in rows:
            size = gives._len * takes._len
            if size:
                self.rows.append((gives, takes))
                self._sizes.append((takes._len, size))
                n += size
        self._len = n

    def __len__(self) -> int:
        return self._len

    @property
    def trades(self) -> int:
        """How many of the actions are trades."""
        return self._len - len(self.singles)

    @overload
    def __getitem__(self, i: int) -> Action: ...
    @overload
    def __getitem__(self, i: slice) -> list[Action]: ...
    def __getitem__(self, i: int | slice) -> Action | list[Action]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self._len))]
        if i < 0:
            i += self._len
        if not 0 <= i < self._len:
            raise IndexError(i)
        i -= len(self.singles)
        if i < 0:
            return self.singles[i]
        for (gives, takes), (n, size) in zip(self.rows, self._sizes):
            if i < size:
                return _trade(gives.pick(i // n), takes.pick(i % n))
            i -= size
        raise IndexError(i)  # pragma: no cover - the length says otherwise

    def __iter__(self) -> Iterator[Action]:
        yield from self.singles
        for gives, takes in self.rows:
            every_take = list(takes)
            for give in gives:
                made = act.trades_giving(give)
                for take in every_take:
                    yield made.get(take) or _trade(give, take)

    def __contains__(self, action: object) -> bool:
        if isinstance(action, act.Trade):
            return any(action.give in gives and action.take in takes for gives, takes in self.rows)
        return action in self.singles

    def __repr__(self) -> str:
        return f"CardPlays({len(self.singles)} single plays, {self.trades} trades)"


def legal(s: StortebekerState) -> CardPlays:
    """Every legal card play now (see `CardPlays`); `why_illegal` accepts exactly these (a property test,
    tests/stortebeker/test_random_games.py, proves it). Every playout step asks: the provisions each side
    still takes are remembered per side (`provision_places`), and what the hand offers whatever the table
    for the last few hands (`_offer`: a search meets its seat's hand again and again)."""
    left = s.cards_left
    if left <= 0 or s.stage > 1:
        return CardPlays([])
    seat = s.turn
    hand = s.hands[seat]
    if None in hand:  # a view of another seat: only the seat's own cards are known
        hand = [c for c in hand if c is not None]
    offer = _offer(tuple(hand))  # type: ignore[arg-type]  # no None is left in it (filtered just above)
    distinct = offer.distinct
    singles: list[Action] = []
    if s.stage == 0:  # what `placeable` allows at each ship, its places shared
        pirates = offer.pirates
        for sh in s.ships:
            if sh is not None:
                fits: Mapping[Card, act.Place] | None = _FITS.get((sh.tile, tuple(sh.sides[seat].provisions)))
                if fits is None:
                    fits = provision_places(sh, seat)
                if fits:
                    singles += map(fits.__getitem__, filter(fits.__contains__, distinct))
                if pirates and backs_a_pirate(sh.sides[seat]):
                    tid = sh.tid
                    singles += [_PLACES[c, tid] for c in pirates]
    singles += offer.discards
    if left == 1:
        targets = [sh.tid for sh in s.ships if sh is not None and may_fire_at(sh, seat)]
        singles += [_BROADSIDES[c, t] for c in distinct for t in targets]
        return CardPlays(singles)
    discard = s.discard
    if not discard:
        return CardPlays(singles)
    if left == 2:
        return CardPlays(singles, [(offer.gives2, Picks.of(discard, 1)[0])])
    takes1, takes2 = Picks.of(discard, 1, 2)
    return CardPlays(singles, [(offer.gives2, takes1), (offer.gives3, takes2)])


class _Offer:
    """What a hand offers whatever the table: its different cards in card order (its plain pirates apart),
    their discards, and its picks of 2 and of 3 cards to give in a trade."""

    __slots__ = ("distinct", "pirates", "discards", "gives2", "gives3")

    def __init__(self, hand: tuple[Card, ...]) -> None:
        self.distinct = kinds = tuple(dict.fromkeys(hand))  # hands are kept in card order
        self.pirates = tuple([c for c in kinds if c.is_pirate])
        self.discards = [_DISCARDS[c] for c in kinds]
        self.gives2, self.gives3 = Picks.of(hand, 2, 3, kinds=kinds)


_OFFERS: dict[tuple[Card, ...], _Offer] = {}
_OFFERS_KEPT = 1 << 8  # few: many long-lived objects make the garbage collector's full passes (frames) longer


def _offer(hand: tuple[Card, ...]) -> _Offer:
    offer = _OFFERS.get(hand)
    if offer is None:
        if len(_OFFERS) > _OFFERS_KEPT:
            _OFFERS.clear()
        offer = _OFFERS[hand] = _Offer(hand)
    return offer


_PLACES, _DISCARDS, _BROADSIDES, _trade = act.PLACES, act.DISCARDS, act.BROADSIDES, act.trade


def _holds(zone: list, cards: tuple[Card, ...]) -> bool:
    """`zone` holds every card of `cards`, as many times as it appears there."""
    for c in cards:
        if zone.count(c) < cards.count(c):
            return False
    return True


def why_illegal(s: StortebekerState, action: Action) -> Reason | None:
    """None if `action` is a legal card play now, else a message a player can read."""
    check = _CHECKS.get(type(action))
    if check is not None:
        return check(s, action)
    if s.cards_left == 1:
        return Reason("you cannot {action} now: play 1 more card", action=action)
    return Reason("you cannot {action} now: play {n} more cards", action=action, n=s.cards_left)


BROADSIDE_LAST = Reason("the broadside is the last card of the turn")


def _why_not_place(s: StortebekerState, a: act.Place) -> Reason | None:
    """Cards are placed first (then trades, then the broadside), next to a ship in play (`may_place`)."""
    if s.stage > 0:
        return Reason("cards are placed before trading and firing: placing is over for this turn")
    if a.card not in s.hands[s.turn]:
        return Reason("{card} is not in your hand", card=a.card)
    ship = s.ship(a.ship)
    if ship is None:
        return Reason("{ship} is not in play", ship=a.ship)
    return None if may_place(ship, s.turn, a.card) else why_not_placed(ship, s.turn, a.card)


def _why_not_discard(s: StortebekerState, a: act.Discard) -> Reason | None:
    """Cards may be discarded without taking any, before the broadside."""
    if s.stage > 1:
        return BROADSIDE_LAST
    return None if a.card in s.hands[s.turn] else Reason("{card} is not in your hand", card=a.card)


def _why_not_trade(s: StortebekerState, a: act.Trade) -> Reason | None:
    """Give 2 cards and take 1, or 3 and take 2, from the discard pile as it was before this trade
    (Ruling), with enough cards left to play this turn, before the broadside."""
    if s.stage > 1:
        return BROADSIDE_LAST
    if (len(a.give), len(a.take)) not in ((2, 1), (3, 2)):
        return Reason("give 2 cards and take 1, or give 3 and take 2")
    if len(a.give) > s.cards_left:
        if s.cards_left == 1:
            return Reason("you have only 1 card left to play this turn")
        return Reason("you have only {n} cards left to play this turn", n=s.cards_left)
    if not _holds(s.hands[s.turn], a.give):
        return Reason("you do not hold every card you want to give")
    if not _holds(s.discard, a.take):
        return Reason("the discard pile does not hold every card you want to take")
    return None


def _why_not_broadside(s: StortebekerState, a: act.Broadside) -> Reason | None:
    """At most one broadside, the turn's last card, fired at a ship where the seat has a provision."""
    if s.stage > 1:
        return BROADSIDE_LAST
    if s.cards_left != 1:
        return Reason("the broadside comes last: play your other cards first")
    if a.card not in s.hands[s.turn]:
        return Reason("{card} is not in your hand", card=a.card)
    ship = s.ship(a.ship)
    if ship is None:
        return Reason("{ship} is not in play", ship=a.ship)
    if may_fire_at(ship, s.turn):
        return None
    return Reason("fire only at a ship where you have a provision, not at {ship}", ship=a.ship)


_CHECKS: dict[type, Callable[[StortebekerState, Any], Reason | None]] = {
    act.Place: _why_not_place, act.Discard: _why_not_discard, act.Trade: _why_not_trade,
    act.Broadside: _why_not_broadside,
}


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
        give, take = action.give, action.take
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
    """Take the latest copy of `card` off the pile."""
    del pile[len(pile) - 1 - pile[::-1].index(card)]


def join_taken(s: StortebekerState) -> list[Event]:
    """Phase 6: the traded cards join the hand."""
    if not s.taken:
        return []
    cards = tuple(s.taken)
    insert_sorted(s.hands[s.turn], cards)
    s.taken = []
    return [ev.TakenJoinHand(s.turn, cards)]
