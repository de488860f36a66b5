"""What the Korsar table shows: every card as a sprite in a zone (pile, hands, galleons and their
attacks, loot, removed cards), as one seat sees it.

Events move sprites between zones; they never need the rules, because each event says what moved
where. After each action the zones can be compared with the engine's view (`signature`): they
always agree, which the tests check over many games.
"""

from __future__ import annotations

from bisect import bisect
from dataclasses import dataclass, field
from functools import singledispatchmethod

from game.core import Event, State
from game.korsar import events as ev
from game.korsar.cards import Kind, card_named
from game.korsar.state import Galleon, KorsarState, hand_key
from scenes.core.sprites import CardSprite


@dataclass(eq=False)
class GalleonSlot:
    gid: str
    sprite: CardSprite
    owner: int
    attacks: dict[int, list[CardSprite]] = field(default_factory=dict)  # side -> pirates
    character: CardSprite | None = None
    character_side: int | None = None
    displaced: list[CardSprite] = field(default_factory=list)  # a character being driven off

    def as_galleon(self) -> Galleon:
        """The engine's form of this slot, so the rules decide who controls it."""
        return Galleon(self.gid, card_named(self.sprite.face or "galleon2"), self.owner,
                       {side: [card_named(s.face) for s in sprites if s.face]
                        for side, sprites in self.attacks.items()},
                       card_named(self.character.face) if self.character and self.character.face else None,
                       self.character_side)

    def columns(self) -> list[tuple[int, list[CardSprite]]]:
        """Each attack's column of cards, as the sea shows it (see `column_counts`)."""
        order = column_counts({side: len(cards) for side, cards in self.attacks.items()}, self.character_side
                              if self.character is not None else None)
        out = []
        for side, _n in order:
            cards = list(self.attacks.get(side, []))
            if self.character is not None and self.character_side == side:
                cards.append(self.character)
            out.append((side, cards))
        return out

    def landing(self, side: int, pirate: bool) -> tuple[int, int, int]:
        """Where a card that `side` plays here would lie: (column, place in it, cards in it then).
        A pirate joins the side's pirates (under a captain of the side, if any); a captain or the
        admiral lies on top and sends any other character away (docs/rules/korsar.md 1.6)."""
        counts = {s: len(cards) for s, cards in self.attacks.items()}
        character = self.character_side if self.character is not None else None
        if pirate:
            counts[side] = counts.get(side, 0) + 1
        else:
            character = side
        order = column_counts(counts, character)
        i = next(k for k, (s, _n) in enumerate(order) if s == side)
        n = order[i][1]
        return i, (counts[side] - 1 if pirate else n - 1), n

    def strength(self, side: int) -> int:
        """The attack's strength, as the rules count it (docs/rules/korsar.md 1.5)."""
        return self.as_galleon().strength(side)

    def colour(self, side: int) -> str:
        return self.as_galleon().attack_colour(side) or ""


def column_counts(attacks: dict[int, int], character_side: int | None) -> list[tuple[int, int]]:
    """(side, cards) of each attack column on a galleon, in the order the attacks opened. A captain or
    the admiral lies on top of its side's pirates, or alone in a column of its own (the admiral needs
    no pirate, docs/rules/korsar.md 1.6)."""
    out = [(side, n + (side == character_side)) for side, n in attacks.items() if n]
    if character_side is not None and all(side != character_side for side, _n in out):
        out.append((character_side, 1))
    return out


@dataclass
class Loot:
    sprite: CardSprite
    card: str  # captured galleons lie face down, but their gold is public


class KorsarDisplay:
    def __init__(self, view: KorsarState) -> None:
        self.players = view.setup.players
        self.teams = view.setup.teams
        self.pile: list[CardSprite] = []
        self.hands: list[list[CardSprite]] = []
        self.galleons: dict[str, GalleonSlot] = {}
        self.loot: list[list[Loot]] = []
        self.removed: list[CardSprite] = []
        self.turn = view.turn
        self.sync(view)

    def side(self, seat: int) -> int:
        return seat // 2 if self.teams else seat

    # -- rebuilding from a view -------------------------------------------------------------------
    def sync(self, view: State) -> None:
        """Rebuild every zone from `view`, keeping the sprites (and so their places) that still fit."""
        assert isinstance(view, KorsarState)  # the table shares every game's Display protocol: a view is a State
        old = self._by_place()

        def sprite(place: tuple, face: str | None) -> CardSprite:
            for s in old.get(place, []):
                if s.face == face:
                    old[place].remove(s)
                    return s
            return CardSprite(face)

        def name(card) -> str | None:
            return None if card is None else card.name

        self.pile = [sprite(("pile",), None) for _ in view.pile]
        self.hands = [[sprite(("hand", seat), name(c)) for c in hand] for seat, hand in enumerate(view.hands)]
        self.galleons = {}
        for g in view.table:
            slot = GalleonSlot(g.gid, sprite(("galleon", g.gid), g.card.name), g.owner)
            for side, cards in g.attacks.items():
                slot.attacks[side] = [sprite(("attack", g.gid, side), c.name) for c in cards]
            if g.character is not None:
                slot.character = sprite(("character", g.gid), g.character.name)
                slot.character_side = g.character_side
            self.galleons[g.gid] = slot
        self.loot = [[Loot(sprite(("loot", seat), None), c.name) for c in pile] for seat, pile in enumerate(view.loot)]
        self.removed = [sprite(("removed",), c.name) for c in view.removed]
        self.turn = view.turn

    def _by_place(self) -> dict[tuple, list[CardSprite]]:
        places: dict[tuple, list[CardSprite]] = {("pile",): list(self.pile), ("removed",): list(self.removed)}
        for seat, hand in enumerate(self.hands):
            places[("hand", seat)] = list(hand)
        for seat, pile in enumerate(self.loot):
            places[("loot", seat)] = [lt.sprite for lt in pile]
        for slot in self.galleons.values():
            places[("galleon", slot.gid)] = [slot.sprite]
            for side, sprites in slot.attacks.items():
                places[("attack", slot.gid, side)] = list(sprites)
            places[("character", slot.gid)] = [slot.character] if slot.character else []
        return places

    def signature(self) -> tuple:
        """The faces in every zone, to compare with `signature_of(view)`."""
        return (
            len(self.pile),
            tuple(tuple(s.face for s in hand) for hand in self.hands),
            tuple(
                (g.gid, g.sprite.face, g.owner,
                 tuple((side, tuple(s.face for s in sprites)) for side, sprites in g.attacks.items()),
                 g.character.face if g.character else None, g.character_side)
                for g in self.galleons.values()
            ),
            tuple(tuple(lt.card for lt in pile) for pile in self.loot),
            tuple(s.face for s in self.removed),
        )

    # -- events --------------------------------------------------------------------------------
    def apply(self, event: Event) -> list[CardSprite]:
        """Move the sprites that `event` (as the viewer sees it) moves; returns them. Each kind of event has its
        own way below (the tests check that every kind has one)."""
        return self._apply(event)

    @singledispatchmethod
    def _apply(self, event: Event) -> list[CardSprite]:
        raise TypeError(f"the Korsar display has no way to show {type(event).__name__}")

    @_apply.register
    def _drawn(self, event: ev.CardDrawn) -> list[CardSprite]:
        s = self.pile.pop() if self.pile else CardSprite(None)
        s.face = event.card.name if event.card else None
        self._into_hand(event.seat, s)
        return [s]

    @_apply.register
    def _played(self, event: ev.CardPlayed) -> list[CardSprite]:
        s = self._out_of_hand(event.seat, event.card.name)
        card = event.card
        if card.kind is Kind.GALLEON:
            self.galleons[event.gid] = GalleonSlot(event.gid, s, event.seat)
        else:
            slot = self.galleons[event.gid]
            side = self.side(event.seat)
            if card.kind is Kind.PIRATE:
                slot.attacks.setdefault(side, []).append(s)
            else:
                if slot.character is not None:
                    slot.displaced.append(slot.character)
                slot.character, slot.character_side = s, side
        return [s]

    @_apply.register
    def _driven_off(self, event: ev.CharacterRemoved) -> list[CardSprite]:
        gone = self.galleons[event.gid].displaced.pop(0)
        self.removed.append(gone)
        return [gone]

    @_apply.register
    def _discarded(self, event: ev.CardDiscarded) -> list[CardSprite]:
        s = self._out_of_hand(event.seat, event.card.name)
        self.removed.append(s)
        return [s]

    @_apply.register
    def _captured(self, event: ev.GalleonCaptured) -> list[CardSprite]:
        slot = self.galleons.pop(event.gid)
        moved = [s for sprites in slot.attacks.values() for s in sprites]
        if slot.character is not None:
            moved.append(slot.character)
        self.removed.extend(moved)
        slot.sprite.face = None  # face down in the loot
        self.loot[event.seat].append(Loot(slot.sprite, event.card.name))
        return [slot.sprite, *moved]

    @_apply.register
    def _turn(self, event: ev.TurnBegan) -> list[CardSprite]:
        self.turn = event.seat
        return []

    @_apply.register(ev.GalleonStays)
    @_apply.register(ev.SeatSkipped)
    @_apply.register(ev.GameEnded)
    def _nothing_moves(self, event: Event) -> list[CardSprite]:
        return []

    def _into_hand(self, seat: int, s: CardSprite) -> None:
        hand = self.hands[seat]
        keys = [hand_key(card_named(x.face) if x.face else None) for x in hand]
        hand.insert(bisect(keys, hand_key(card_named(s.face) if s.face else None)), s)

    def _out_of_hand(self, seat: int, face: str) -> CardSprite:
        hand = self.hands[seat]
        for s in hand:
            if s.face == face:
                hand.remove(s)
                return s
        s = hand.pop() if hand else CardSprite(None)  # a hidden hand: any back will do
        s.face = face
        return s

    # -- reading --------------------------------------------------------------------------------
    def gold(self, seat: int) -> int:
        return sum(card_named(lt.card).value for lt in self.loot[seat])

    def held(self) -> list[CardSprite]:
        """The sprites in hands and piles (never marked as the last move)."""
        return [s for hand in self.hands for s in hand] + list(self.pile)

    def sprites(self) -> list[CardSprite]:
        out = list(self.pile) + list(self.removed)
        for hand in self.hands:
            out += hand
        for pile in self.loot:
            out += [lt.sprite for lt in pile]
        for slot in self.galleons.values():
            out.append(slot.sprite)
            out += [s for sprites in slot.attacks.values() for s in sprites]
            out += slot.displaced
            if slot.character:
                out.append(slot.character)
        return out


def signature_of(view: KorsarState) -> tuple:
    """The faces in every zone of an engine view, as `KorsarDisplay.signature` lists them."""
    def name(card) -> str | None:
        return None if card is None else card.name

    return (
        len(view.pile),
        tuple(tuple(name(c) for c in hand) for hand in view.hands),
        tuple(
            (g.gid, g.card.name, g.owner,
             tuple((side, tuple(c.name for c in cards)) for side, cards in g.attacks.items()),
             name(g.character), g.character_side)
            for g in view.table
        ),
        tuple(tuple(c.name for c in pile) for pile in view.loot),
        tuple(c.name for c in view.removed),
    )
