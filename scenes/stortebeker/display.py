"""What the Störtebeker table shows, as one seat sees it: hands, the draw and discard piles, the
cards taken in a trade, the ships in play with every seat's side (provisions, face-down pirates,
revealed pirates), the reserve, the ships won and the scores.

Events move sprites between zones; each event says what moved where, so no rules are needed here.
A card sprite's `label` is its name in the notation (`meat+`) and its face the art file
(`meat-plus`); a card whose face the viewer may not see shows its back.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import singledispatchmethod

from game.core import Event, State
from game.stortebeker import events as ev
from game.stortebeker.components import Card, Tile, card_key, card_named, tile_named
from game.stortebeker.state import StortebekerState
from scenes.core.sprites import CardSprite

BACK = "back"
TILE_BACK = "tile-back"


def art(name: str) -> str:
    return name.replace("+", "-plus")


def card(c: Card | None) -> CardSprite:
    return CardSprite(BACK) if c is None else CardSprite(art(c.name), label=c.name)


def show(s: CardSprite, c: Card) -> None:
    s.face, s.label = art(c.name), c.name


def tile(t: Tile | None) -> CardSprite:
    return CardSprite(TILE_BACK) if t is None else CardSprite(t.tid, label=t.tid)


@dataclass(eq=False)
class SideView:
    provisions: list[CardSprite] = field(default_factory=list)
    hidden: list[CardSprite] = field(default_factory=list)  # face down (the owner sees its faces)
    shown: list[CardSprite] = field(default_factory=list)  # revealed by a boarding

    def all(self) -> list[CardSprite]:
        return self.provisions + self.hidden + self.shown


@dataclass(eq=False)
class ShipView:
    tile: CardSprite
    sides: list[SideView]

    @property
    def tid(self) -> str:
        return self.tile.label

    def missing(self, seat: int) -> list[str]:
        """The provisions `seat` still lacks here, one entry per card (public: provisions lie face up;
        the rule is `Tile.missing`)."""
        have = [card_named(s.label).ptype for s in self.sides[seat].provisions if s.label]
        return [p for p, n in tile_named(self.tid).missing(have).items() for _ in range(n)]

    def lacks(self, seat: int) -> list[tuple[str, int]]:
        """What `seat` still lacks here by kind, in the order the tile lists them, with how many of each."""
        missing = self.missing(seat)
        return [(p, missing.count(p)) for p in dict.fromkeys(missing)]

    def most_lacked(self) -> list[int]:
        """The most a side holding a card here can lack, by kind, as the layout lays out status icons (the widest of
        the requirement less one card: an icon a card, those of a kind stacked, each over half the one before): the
        room the icons of a row by this ship may take, whatever is placed (`StortebekerLayout.side_cards`)."""
        need = [n for _p, n in tile_named(self.tid).requirement]
        less = [[k - (i == j) for i, k in enumerate(need) if k - (i == j)] for j in range(len(need))]
        return max(less, key=lambda counts: sum(1 + (k - 1) / 2 for k in counts) + 0.1 * len(counts))

    def room_kept(self, seat: int, adding: str | None = None) -> list[int]:
        """The status icons the layout keeps room for beside `seat`'s cards here (with the card `adding` placed
        too): the one tick once nothing is lacking (a row full of cards then spreads over the room the icons left:
        tester 8 saw six cards squeezed to slivers beside a lone tick), else the most a side can lack."""
        have = [card_named(s.label).ptype for s in self.sides[seat].provisions if s.label]
        if adding is not None and not card_named(adding).is_pirate:  # a provision lies face up, among those
            have.append(card_named(adding).ptype)
        return [1] if have and not tile_named(self.tid).missing(have) else self.most_lacked()

    def status_counts(self, seat: int) -> list[int]:
        """The status icons the seat's row shows by this ship, as the layout lays them out: how many cards of each
        kind it lacks (a stack of icons a kind), or `[1]`, the one tick; none while it has no card here."""
        if not self.sides[seat].all():
            return []
        return [n for _p, n in self.lacks(seat)] or [1]


class StortebekerDisplay:
    def __init__(self, view: StortebekerState) -> None:
        self.players = view.setup.players
        self.viewer = view.viewer
        self.sync(view)

    def sync(self, view: State) -> None:
        """Rebuild every zone from `view`: the start, a new viewer, or a repair."""
        assert isinstance(view, StortebekerState)  # the table syncs each display with its own game's views
        self.viewer = view.viewer
        self.hands = [[card(c) for c in h] for h in view.hands]
        self.pile = [card(None) for _ in view.pile]
        self.discard = [card(c) for c in view.discard]
        self.taken = [card(c) for c in view.taken]
        self.ships: list[ShipView | None] = [
            None if sh is None else ShipView(tile(sh.tile), [
                SideView([card(c) for c in sd.provisions], [card(c) for c in sd.hidden], [card(c) for c in sd.shown])
                for sd in sh.sides])
            for sh in view.ships]
        self.reserve = [tile(t) for t in view.reserve]
        self.box = len(view.box)
        self.won = [[tile(t) for t in w] for w in view.won]
        self.scores = [sum(t.value for t in w) for w in view.won]
        self.turn = view.turn
        self.round = view.round
        self.leaving: list[CardSprite] = []  # tiles flying to a seat's panel, dropped once there

    # -- finding things ---------------------------------------------------------------------------------
    def ship(self, tid: str) -> ShipView:
        for sh in self.ships:
            if sh is not None and sh.tid == tid:
                return sh
        raise KeyError(tid)

    def slot_of(self, tid: str) -> int:
        return next(i for i, sh in enumerate(self.ships) if sh is not None and sh.tid == tid)

    def ship_slot(self, tid: str) -> int | None:
        """The slot of ship `tid`, None once it has left play."""
        return next((i for i, sh in enumerate(self.ships) if sh is not None and sh.tid == tid), None)

    def _take(self, zone: list[CardSprite], c: Card | None) -> CardSprite:
        """Take the sprite of card `c` from `zone` (any hidden one if the viewer cannot see it)."""
        name = None if c is None else c.name
        for s in reversed(zone):
            if s.label == name or (name is None and not s.label):
                zone.remove(s)
                return s
        s = zone.pop() if zone else card(None)
        return s

    def _off_side(self, side: SideView, c: Card) -> CardSprite:
        """The sprite of `c` on a seat's side: a known card by its name, else a face-down one."""
        for zone in (side.provisions, side.shown, side.hidden):
            for x in zone:
                if x.label == c.name:
                    zone.remove(x)
                    return x
        return side.hidden.pop()

    def _to_hand(self, seat: int, s: CardSprite) -> None:
        hand = self.hands[seat]
        hand.append(s)
        hand.sort(key=lambda x: card_key(card_named(x.label) if x.label else None))

    def _discard(self, s: CardSprite, c: Card) -> None:
        show(s, c)
        self.discard.append(s)

    # -- events ---------------------------------------------------------------------------------------
    def apply(self, event: Event) -> list[CardSprite]:
        """Move what `event` (as the viewer sees it) moves; returns the sprites that move (none for an event that
        moves no card: a die rolled, a boarding attempted...). Each kind of event has its own way below (the tests
        check that every kind has one)."""
        return self._apply(event)

    @singledispatchmethod
    def _apply(self, event: Event) -> list[CardSprite]:
        raise TypeError(f"the Störtebeker display has no way to show {type(event).__name__}")

    @_apply.register
    def _turn_began(self, e: ev.TurnBegan) -> list[CardSprite]:
        self.turn, self.round = e.seat, e.round
        return []

    @_apply.register
    def _card_placed(self, e: ev.CardPlaced) -> list[CardSprite]:
        """From the hand to the seat's side of a ship: a provision face up, a pirate face down."""
        s = self._take(self.hands[e.seat], e.card)
        if e.card is not None:
            show(s, e.card)
        side = self.ship(e.ship).sides[e.seat]
        (side.hidden if e.face_down else side.provisions).append(s)
        return [s]

    @_apply.register
    def _traded(self, e: ev.Traded) -> list[CardSprite]:
        """The cards given go to the discard pile; those taken come from it, as it was before (ruling 2.3),
        and lie in front of the seat until its turn ends."""
        moved = []
        for c in e.given:
            s = self._take(self.hands[e.seat], c)
            self._discard(s, c)
            moved.append(s)
        before = self.discard[:len(self.discard) - len(e.given)]
        for c in e.taken:
            s = next(x for x in reversed(before) if x.label == c.name)
            before.remove(s)
            self.discard.remove(s)
            self.taken.append(s)
            moved.append(s)
        return moved

    @_apply.register(ev.CardDiscarded)
    @_apply.register(ev.BroadsideFired)
    def _card_discarded(self, e: ev.CardDiscarded | ev.BroadsideFired) -> list[CardSprite]:
        """A card played onto the discard pile, for nothing or to fire a broadside."""
        s = self._take(self.hands[e.seat], e.card)
        self._discard(s, e.card)
        return [s]

    @_apply.register
    def _card_stolen(self, e: ev.CardStolen) -> list[CardSprite]:
        """A broadside's die takes a provision off a victim's side, onto the firing seat's side."""
        sh = self.ship(e.ship)
        s = self._take(sh.sides[e.victim].provisions, e.card)
        sh.sides[e.seat].provisions.append(s)
        return [s]

    @_apply.register
    def _card_sunk(self, e: ev.CardSunk) -> list[CardSprite]:
        """A broadside's die sinks a provision off a victim's side: onto the discard pile."""
        s = self._take(self.ship(e.ship).sides[e.victim].provisions, e.card)
        self._discard(s, e.card)
        return [s]

    @_apply.register
    def _pirates_revealed(self, e: ev.PiratesRevealed) -> list[CardSprite]:
        side = self.ship(e.ship).sides[e.seat]
        for s, c in zip(side.hidden, e.cards):
            show(s, c)
        side.shown += side.hidden
        side.hidden = []
        return list(side.shown)

    @_apply.register
    def _provision_lost(self, e: ev.ProvisionLost) -> list[CardSprite]:
        s = self._take(self.ship(e.ship).sides[e.seat].provisions, e.card)
        self._discard(s, e.card)
        return [s]

    @_apply.register
    def _pirate_dropped(self, e: ev.PirateDropped) -> list[CardSprite]:
        s = self._take(self.ship(e.ship).sides[e.seat].shown, e.card)
        self._discard(s, e.card)
        return [s]

    @_apply.register
    def _counterattack_declared(self, e: ev.CounterattackDeclared) -> list[CardSprite]:
        """The provisions a counterattacker adds from its hand, face up on its side."""
        side = self.ship(e.ship).sides[e.seat]
        moved = []
        for c in e.cards:
            s = self._take(self.hands[e.seat], c)
            show(s, c)
            side.provisions.append(s)
            moved.append(s)
        return moved

    @_apply.register
    def _ship_captured(self, e: ev.ShipCaptured) -> list[CardSprite]:
        """The tile to the winner, every card on the ship to the discard pile."""
        sh = self.ships[e.slot]
        assert sh is not None
        moved = []
        for seat, c in e.cards:
            s = self._off_side(sh.sides[seat], c)
            self._discard(s, c)
            moved.append(s)
        self.ships[e.slot] = None
        self.won[e.seat].append(sh.tile)
        return [sh.tile, *moved]

    @_apply.register
    def _score_changed(self, e: ev.ScoreChanged) -> list[CardSprite]:
        self.scores[e.seat] = e.score
        return []

    @_apply.register
    def _ship_entered(self, e: ev.ShipEntered) -> list[CardSprite]:
        """The reserve's first tile sails into the captured ship's slot."""
        s = self.reserve.pop(0)
        s.face, s.label = e.tile.tid, e.tile.tid
        self.ships[e.slot] = ShipView(s, [SideView() for _ in range(self.players)])
        return [s]

    @_apply.register
    def _ship_revealed(self, e: ev.ShipRevealed) -> list[CardSprite]:
        s = self.reserve[e.position]
        s.face, s.label = e.tile.tid, e.tile.tid
        return [s]

    @_apply.register
    def _taken_join_hand(self, e: ev.TakenJoinHand) -> list[CardSprite]:
        """The traded cards join the hand (phase 6); in another seat's hand they are hidden again."""
        moved = []
        for c in e.cards:
            s = self._take(self.taken, c)
            if e.seat != self.viewer:
                s.face, s.label = BACK, ""
            moved.append(s)
            self._to_hand(e.seat, s)
        return moved

    @_apply.register
    def _cards_drawn(self, e: ev.CardsDrawn) -> list[CardSprite]:
        moved = []
        for c in e.cards:
            s = self.pile.pop() if self.pile else card(None)
            if c is not None:
                show(s, c)
            self._to_hand(e.seat, s)
            moved.append(s)
        return moved

    @_apply.register
    def _pile_reshuffled(self, e: ev.PileReshuffled) -> list[CardSprite]:
        """The discard pile, face down, becomes the draw pile."""
        for s in self.discard:
            s.face, s.label = BACK, ""
        self.pile = self.discard + self.pile
        self.discard = []
        return list(self.pile)

    @_apply.register(ev.DiceRolled)
    @_apply.register(ev.DieMissed)
    @_apply.register(ev.BoardingAttempted)
    @_apply.register(ev.AttackTotal)
    @_apply.register(ev.BoardingSucceeded)
    @_apply.register(ev.BoardingFailed)
    @_apply.register(ev.CounterattackDeclined)
    @_apply.register(ev.EndAnnounced)
    @_apply.register(ev.BonusScored)
    @_apply.register(ev.GameEnded)
    def _nothing_moves(self, e: Event) -> list[CardSprite]:
        """Dice, totals, outcomes and announcements: no card moves (the kit and the log show them)."""
        return []

    # -- reading -------------------------------------------------------------------------------------
    def held(self) -> list[CardSprite]:
        """The sprites in hands and piles (never marked as the last move)."""
        return [s for hand in self.hands for s in hand] + list(self.pile)

    def sprites(self) -> list[CardSprite]:
        out = self.pile + self.discard + self.taken + self.reserve + self.leaving
        for h in self.hands:
            out += h
        for sh in self.ships:
            if sh is not None:
                out.append(sh.tile)
                for side in sh.sides:
                    out += side.all()
        for w in self.won:
            out += w
        return out

    def signature(self) -> tuple:
        def names(sprites: list[CardSprite]) -> tuple[str, ...]:
            return tuple(sorted(s.label or "?" for s in sprites))

        ships = tuple(None if sh is None else (sh.tid, tuple(
            (names(sd.provisions), names(sd.hidden), names(sd.shown)) for sd in sh.sides)) for sh in self.ships)
        return (tuple(names(h) for h in self.hands), len(self.pile), names(self.discard), names(self.taken), ships,
                tuple(s.label for s in self.reserve if s.label), len(self.reserve),
                tuple(tuple(t.label for t in w) for w in self.won), tuple(self.scores))



def signature_of(view: StortebekerState, scores: list[int]) -> tuple:
    """The same figures as `StortebekerDisplay.signature`, read from an engine view."""
    def names(cards) -> tuple[str, ...]:
        return tuple(sorted("?" if c is None else c.name for c in cards))

    ships = tuple(None if sh is None else (sh.tid, tuple(
        (names(sd.provisions), names(sd.hidden), names(sd.shown)) for sd in sh.sides)) for sh in view.ships)
    return (tuple(names(h) for h in view.hands), len(view.pile), names(Counter(view.discard).elements()),
            names(view.taken), ships, tuple(t.tid for t in view.reserve if t is not None), len(view.reserve),
            tuple(tuple(t.tid for t in w) for w in view.won), tuple(scores))
