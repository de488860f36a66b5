"""What the Freibeuter table shows, as one seat sees it: tokens on the grid points, boats on the
squares and on boarded ships, the Dutchman, hands and piles of sea and Dutchman cards, and each
seat's money, loans, boats and captures.

Events move sprites between zones and change the figures; no rules are needed, because each event
says what moved where. A new sprite carries its `origin` (a seat's supply, a pile) for the table
to start it there; a sprite that leaves the table goes to `leaving` with the place it flies to.
"""

from __future__ import annotations

from functools import singledispatchmethod

from game.core import Event, State
from game.freibeuter import events as ev
from game.freibeuter.components import dutchman_key, sea_key, token_named
from game.freibeuter.state import FreibeuterState
from scenes.core.sprites import CardSprite

PILES = ("sea", "dutchman")
BACK = {"sea": "sea-back", "dutchman": "dutchman-back"}
FRONT = {"sea": "sea-card", "dutchman": "dutchman-card"}
KEY = {"sea": sea_key, "dutchman": dutchman_key}


def card_sprite(pile: str, card: str | None) -> CardSprite:
    return CardSprite(FRONT[pile] if card else BACK[pile], label=card or "")


def boat(seat: int) -> CardSprite:
    return CardSprite(f"boat-{seat}")


class FreibeuterDisplay:
    def __init__(self, view: FreibeuterState) -> None:
        self.players = view.setup.players
        self.dutchman = CardSprite("dutchman", origin="dutchman-rest")
        self.leaving: list[tuple[CardSprite, str]] = []  # sprites flying off the table, and where to
        self.played: list[CardSprite] = []  # the cards played (both kinds' discards), in the order they were played
        self.sync(view)

    # -- rebuilding from a view ----------------------------------------------------------------------
    def sync(self, view: State) -> None:
        """Rebuild every zone from `view` (the start, a new viewer, or a repair)."""
        assert isinstance(view, FreibeuterState)  # the table shares every game's Display protocol: a view is a State
        self.tokens = {p: CardSprite(t.name) for p, t in view.tokens.items()}
        self.boarders = {p: boat(seat) for p, seat in view.boarded.items()}
        self.boats = {sq: [boat(seat) for seat in seats] for sq, seats in view.boats.items()}
        self.dutchman_on = view.dutchman
        self.hands = [{"sea": [card_sprite("sea", c) for c in view.sea_hands[seat]],
                       "dutchman": [card_sprite("dutchman", c) for c in view.dutch_hands[seat]]}
                      for seat in range(self.players)]
        self.piles = {"sea": [card_sprite("sea", None) for _ in view.sea_pile],
                      "dutchman": [card_sprite("dutchman", None) for _ in view.dutch_pile]}
        self.discards = {"sea": [card_sprite("sea", c) for c in view.sea_discard],
                         "dutchman": [card_sprite("dutchman", c) for c in view.dutch_discard]}
        self.played = in_order(self.discards["sea"] + self.discards["dutchman"],
                               [(s.face, s.label) for s in self.played])
        self.treasure = list(view.treasure)
        self.loans = list(view.loans)
        self.supply = list(view.supply)
        self.captured = [[(p, CardSprite(t.name)) for p, t in caps] for caps in view.captured]
        self.aside = [(p, CardSprite(t.name)) for p, t in view.aside]
        self.pending = list(view.pending)
        self.turn = view.turn
        self.leaving = []

    def signature(self) -> tuple:
        return (
            {p: s.face for p, s in self.tokens.items()},
            {p: self.seat_of(s) for p, s in self.boarders.items()},
            {sq: [self.seat_of(s) for s in b] for sq, b in self.boats.items()},
            self.dutchman_on,
            [[s.label or None for s in h["sea"]] for h in self.hands],
            [[s.label or None for s in h["dutchman"]] for h in self.hands],
            {p: len(v) for p, v in self.piles.items()},
            {p: [s.label for s in v] for p, v in self.discards.items()},
            self.treasure, self.loans, self.supply,
            [[(p, s.face) for p, s in caps] for caps in self.captured],
            [(p, s.face) for p, s in self.aside],
            sorted(self.pending), self.turn,
        )

    @staticmethod
    def seat_of(sprite: CardSprite) -> int:
        """Whose boat `sprite` is (its art names the seat: boat-2)."""
        return int(sprite.face.split("-")[1]) if sprite.face else -1

    # -- events ------------------------------------------------------------------------------------
    def apply(self, event: Event) -> list[CardSprite]:
        """Move what `event` (as the viewer sees it) moves; returns the sprites that move. Each kind of event has
        its own way below (the tests check that every kind has one)."""
        return self._apply(event)

    @singledispatchmethod
    def _apply(self, event: Event) -> list[CardSprite]:
        raise TypeError(f"the Freibeuter display has no way to show {type(event).__name__}")

    @_apply.register
    def _turn(self, event: ev.TurnBegan) -> list[CardSprite]:
        self.turn = event.seat
        return []

    @_apply.register
    def _played(self, event: ev.CardPlayed) -> list[CardSprite]:
        hand = self.hands[event.seat][event.pile]
        s = next((c for c in hand if c.label == event.card), None) or (
            hand[-1] if hand else card_sprite(event.pile, None))
        if s in hand:
            hand.remove(s)
        s.face, s.label = FRONT[event.pile], event.card
        self.discards[event.pile].append(s)
        self.played.append(s)
        return [s]

    @_apply.register
    def _drawn(self, event: ev.CardDrawn) -> list[CardSprite]:
        pile = self.piles[event.pile]
        s = pile.pop() if pile else card_sprite(event.pile, None)
        if event.card:
            s.face, s.label = FRONT[event.pile], event.card
        hand = self.hands[event.seat][event.pile]
        hand.append(s)
        hand.sort(key=lambda c: KEY[event.pile](c.label or None))
        return [s]

    @_apply.register
    def _boat_placed(self, event: ev.BoatPlaced) -> list[CardSprite]:
        s = boat(event.seat)
        s.origin = f"supply:{event.seat}"
        self.boats.setdefault(event.square, []).append(s)
        self.supply[event.seat] -= 1
        return [s]

    @_apply.register
    def _boarded(self, event: ev.ShipBoarded) -> list[CardSprite]:
        s = boat(event.seat)
        s.origin = f"supply:{event.seat}"
        self.boarders[event.point] = s
        self.supply[event.seat] -= 1
        return [s]

    @_apply.register
    def _bank_paid(self, event: ev.BankPaid) -> list[CardSprite]:
        self.treasure[event.seat] += event.amount
        return []

    @_apply.register
    def _dutchman_placed(self, event: ev.DutchmanPlaced) -> list[CardSprite]:
        self.dutchman_on = event.square
        return [self.dutchman]

    @_apply.register
    def _dutchman_left(self, event: ev.DutchmanLeft) -> list[CardSprite]:
        self.dutchman_on = None
        return [self.dutchman]

    @_apply.register
    def _encircled(self, event: ev.TokenEncircled) -> list[CardSprite]:
        self.pending.append(event.point)
        return []

    @_apply.register(ev.ShipEscaped)
    @_apply.register(ev.ChestOpened)
    @_apply.register(ev.DoubleTaken)
    def _set_aside(self, event: ev.ShipEscaped | ev.ChestOpened | ev.DoubleTaken) -> list[CardSprite]:
        self.pending.remove(event.point)
        s = self.tokens.pop(event.point)
        self.aside.append((event.point, s))
        return [s]

    @_apply.register
    def _captured(self, event: ev.ShipCaptured) -> list[CardSprite]:
        self.pending.remove(event.point)
        s = self.tokens.pop(event.point)
        self.captured[event.seat].append((event.point, s))
        home = self.boarders.pop(event.point)
        self.leaving.append((home, f"supply:{event.seat}"))
        self.supply[event.seat] += 1
        return [s, home]

    @_apply.register
    def _loan(self, event: ev.LoanTaken) -> list[CardSprite]:
        self.loans[event.seat] += event.amount
        self.treasure[event.seat] += event.amount
        self.supply[event.seat] -= event.marker
        return []

    @_apply.register
    def _payment(self, event: ev.Payment) -> list[CardSprite]:
        self.treasure[event.payer] -= event.amount
        self.treasure[event.payee] += event.amount
        return []

    @_apply.register(ev.SeatSkipped)
    @_apply.register(ev.GameEnded)
    def _nothing_moves(self, event: Event) -> list[CardSprite]:
        return []

    # -- reading -------------------------------------------------------------------------------------
    def held(self) -> list[CardSprite]:
        """The sprites in hands and piles (never marked as the last move)."""
        return [s for seat in range(len(self.hands)) for s in self.hand_of(seat)] + [
            s for pile in self.piles.values() for s in pile]

    def sprites(self) -> list[CardSprite]:
        out = [*self.tokens.values(), *self.boarders.values(), self.dutchman]
        for b in self.boats.values():
            out += b
        for h in self.hands:
            out += h["sea"] + h["dutchman"]
        for pile in PILES:
            out += self.piles[pile]
        out += self.played
        for caps in self.captured:
            out += [s for _, s in caps]
        out += [s for _, s in self.aside]
        out += [s for s, _ in self.leaving]
        return out

    def hand_of(self, seat: int) -> list[CardSprite]:
        """A seat's cards as they lie in its hand: sea cards, then Dutchman cards."""
        return self.hands[seat]["sea"] + self.hands[seat]["dutchman"]


def in_order(cards: list[CardSprite], before: list[tuple[str | None, str]]) -> list[CardSprite]:
    """The played `cards` in the order they were played: those the table showed `before` (their faces and
    labels, in order) first, as they were; the rest (a view does not say which came last) after them."""
    left = list(cards)
    out = []
    for face, label in before:
        s = next((c for c in left if (c.face, c.label) == (face, label)), None)
        if s is not None:
            left.remove(s)
            out.append(s)
    return out + left


def signature_of(view: FreibeuterState) -> tuple:
    """The same figures as `FreibeuterDisplay.signature`, read from an engine view."""
    return (
        {p: t.name for p, t in view.tokens.items()},
        dict(view.boarded),
        {sq: list(b) for sq, b in view.boats.items()},
        view.dutchman,
        [list(h) for h in view.sea_hands],
        [list(h) for h in view.dutch_hands],
        {"sea": len(view.sea_pile), "dutchman": len(view.dutch_pile)},
        {"sea": list(view.sea_discard), "dutchman": list(view.dutch_discard)},
        list(view.treasure), list(view.loans), list(view.supply),
        [[(p, t.name) for p, t in caps] for caps in view.captured],
        [(p, t.name) for p, t in view.aside],
        sorted(view.pending), view.turn,
    )


def doubles_taken(d: FreibeuterDisplay) -> list[int]:
    """The values whose double has been set aside, in order."""
    return sorted(token_named(s.face).value for _p, s in d.aside if s.face and s.face.startswith("double"))


def ships_now(d: FreibeuterDisplay, seat: int) -> int:
    """What the seat's captured ships are worth now, as the table shows them: twice where their double was taken."""
    doubled = set(doubles_taken(d))
    return sum(v * (2 if v in doubled else 1) for v in (token_named(s.face).value for _p, s in d.captured[seat]
                                                         if s.face))


def score_now(d: FreibeuterDisplay, seat: int) -> int:
    """What the seat would score if the game ended now, as the table shows it (tester 8: no running score): its
    coins, its ships (`ships_now`), less twice its loans (docs/rules/freibeuter.md 3.5)."""
    return d.treasure[seat] + ships_now(d, seat) - 2 * d.loans[seat]
