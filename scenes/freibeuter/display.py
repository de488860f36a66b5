"""What the Freibeuter table shows, as one seat sees it: tokens on the grid points, boats on the
squares and on boarded ships, the Dutchman, hands and piles of sea and Dutchman cards, and each
seat's money, loans, boats and captures.

Events move sprites between zones and change the figures; no rules are needed, because each event
says what moved where. A new sprite carries its `origin` (a seat's supply, a pile) for the table
to start it there; a sprite that leaves the table goes to `leaving` with the place it flies to.
"""

from __future__ import annotations

from game.core import Event
from game.freibeuter import events as ev
from game.freibeuter.components import dutchman_key, sea_key
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
        self.sync(view)

    # -- rebuilding from a view ----------------------------------------------------------------------
    def sync(self, view: FreibeuterState) -> None:
        """Rebuild every zone from `view` (the start, a new viewer, or a repair)."""
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
    def apply(self, e: Event) -> list[CardSprite]:
        """Move what event `e` (as the viewer sees it) moves; returns the sprites that move."""
        if isinstance(e, ev.TurnBegan):
            self.turn = e.seat
        elif isinstance(e, ev.CardPlayed):
            hand = self.hands[e.seat][e.pile]
            s = next((c for c in hand if c.label == e.card), None) or (hand[-1] if hand else card_sprite(e.pile, None))
            if s in hand:
                hand.remove(s)
            s.face, s.label = FRONT[e.pile], e.card
            self.discards[e.pile].append(s)
            return [s]
        elif isinstance(e, ev.CardDrawn):
            pile = self.piles[e.pile]
            s = pile.pop() if pile else card_sprite(e.pile, None)
            if e.card:
                s.face, s.label = FRONT[e.pile], e.card
            hand = self.hands[e.seat][e.pile]
            hand.append(s)
            hand.sort(key=lambda c: KEY[e.pile](c.label or None))
            return [s]
        elif isinstance(e, ev.BoatPlaced):
            s = boat(e.seat)
            s.origin = f"supply:{e.seat}"
            self.boats.setdefault(e.square, []).append(s)
            self.supply[e.seat] -= 1
            return [s]
        elif isinstance(e, ev.ShipBoarded):
            s = boat(e.seat)
            s.origin = f"supply:{e.seat}"
            self.boarders[e.point] = s
            self.supply[e.seat] -= 1
            return [s]
        elif isinstance(e, ev.BankPaid):
            self.treasure[e.seat] += e.amount
        elif isinstance(e, ev.DutchmanPlaced):
            self.dutchman_on = e.square
            return [self.dutchman]
        elif isinstance(e, ev.DutchmanLeft):
            self.dutchman_on = None
            return [self.dutchman]
        elif isinstance(e, ev.TokenEncircled):
            self.pending.append(e.point)
        elif isinstance(e, ev.ShipEscaped | ev.ChestOpened | ev.DoubleTaken):
            self.pending.remove(e.point)
            s = self.tokens.pop(e.point)
            self.aside.append((e.point, s))
            return [s]
        elif isinstance(e, ev.ShipCaptured):
            self.pending.remove(e.point)
            s = self.tokens.pop(e.point)
            self.captured[e.seat].append((e.point, s))
            home = self.boarders.pop(e.point)
            self.leaving.append((home, f"supply:{e.seat}"))
            self.supply[e.seat] += 1
            return [s, home]
        elif isinstance(e, ev.LoanTaken):
            self.loans[e.seat] += e.amount
            self.treasure[e.seat] += e.amount
            self.supply[e.seat] -= e.marker
        elif isinstance(e, ev.Payment):
            self.treasure[e.payer] -= e.amount
            self.treasure[e.payee] += e.amount
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
            out += self.piles[pile] + self.discards[pile]
        for caps in self.captured:
            out += [s for _, s in caps]
        out += [s for _, s in self.aside]
        out += [s for s, _ in self.leaving]
        return out

    def hand_of(self, seat: int) -> list[CardSprite]:
        """A seat's cards as they lie in its hand: sea cards, then Dutchman cards."""
        return self.hands[seat]["sea"] + self.hands[seat]["dutchman"]


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
