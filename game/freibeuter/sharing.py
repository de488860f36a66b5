"""Encircling and sharing (docs/rules/freibeuter.md 3.4) and the end of the game (docs/rules/freibeuter.md 3.5).

Pure functions on a full state, used by the rules and by the agent's look-ahead. A token is
encircled once each of its 4 squares holds a boat (the Dutchman counts); since boats never leave
the sea, only a boat put on an empty square can encircle anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from game.core import Action, Event
from game.freibeuter import actions as act
from game.freibeuter import events as ev
from game.freibeuter.board import AROUND, TOUCHING
from game.freibeuter.components import CHEST, CHEST_PAY, DOUBLE, Token
from game.freibeuter.state import OVER, FreibeuterState

Amount = TypeVar("Amount", int, float)  # the rules pay whole points; the agents expect fractions


def encircled_by(s: FreibeuterState, sq: str) -> list[str]:
    """The points still holding a token whose 4 squares are occupied once `sq` is (point order)."""
    return [p for p in TOUCHING[sq]
            if p in s.tokens and all(x == sq or s.occupied(x) for x in AROUND[p])]


def closing_squares(s: FreibeuterState) -> dict[str, list[str]]:
    """Each empty square whose occupation would encircle at least one token, with those tokens (point
    order): the squares where the Dutchman may go (docs/rules/freibeuter.md 3.3), and where a boat shares at once."""
    out: dict[str, list[str]] = {}
    boats, dutchman = s.boats, s.dutchman
    for p in s.tokens:  # in point order, as dealt
        gap = None
        for x in AROUND[p]:
            if x not in boats and x != dutchman:
                if gap is not None:
                    break
                gap = x
        else:
            if gap is not None:
                out.setdefault(gap, []).append(p)
    return out


def encircles(s: FreibeuterState, action: Action) -> list[str]:
    """The tokens `action` would encircle (docs/rules/freibeuter.md 3.4): only a boat sailed onto an empty square, or
    the Dutchman, can complete one (boats never leave the sea, so a full square changes nothing)."""
    if isinstance(action, act.Dutchman) or (isinstance(action, act.Sail) and not action.loot):
        return [] if s.occupied(action.square) else encircled_by(s, action.square)
    return []


def boats_around(s: FreibeuterState, point: str) -> list[int]:
    """How many boats each seat has on the 4 squares around `point` (the Dutchman is no seat's)."""
    counts = [0] * s.setup.players
    for sq in AROUND[point]:
        for seat in s.boats_on(sq):
            counts[seat] += 1
    return counts


def open_squares(s: FreibeuterState, point: str) -> list[str]:
    """The squares around `point` that hold no boat yet (nor the Dutchman): what it lacks to be encircled."""
    return [sq for sq in AROUND[point] if not s.occupied(sq)]


def ship_payments(token: Token, boats: Sequence[Amount], boarder: int) -> list[Amount]:
    """What the boarder of the ship `token` pays each seat having `boats[seat]` boats around it
    (docs/rules/freibeuter.md 3.4): the ship's payment (1-4) per boat of another seat; its own boats and the Dutchman
    are not paid. The sharing pays it for the boats there; the agents for the boats they expect there."""
    return [0 if seat == boarder else token.payment * b for seat, b in enumerate(boats)]


def chest_payouts(boats: Sequence[Amount]) -> list[Amount]:
    """What the bank pays each seat having `boats[seat]` boats around an opened pirate chest: 2 per boat
    (docs/rules/freibeuter.md 3.4, Ruling; the Dutchman is not paid)."""
    return [CHEST_PAY * b for b in boats]


def shortfall(treasure: Amount, owed: Amount) -> Amount:
    """docs/rules/freibeuter.md 3.4 Loans: what a boarder holding `treasure` must borrow to pay `owed` (repaid
    twice)."""
    return max(0, owed - treasure)


def seats_from(s: FreibeuterState, first: int) -> list[int]:
    """Every seat in turn order, starting with `first`."""
    n = s.setup.players
    return [(first + i) % n for i in range(n)]


def share(s: FreibeuterState, point: str) -> list[Event]:
    """Share the encircled token at `point` (docs/rules/freibeuter.md 3.4); ends the game at the last chest (3.5 a)."""
    token = s.tokens.pop(point)
    if token.kind == CHEST:
        s.aside.append((point, token))
        last = s.chests_left == 0
        events: list[Event] = [ev.ChestOpened(point, last)]
        paid = chest_payouts(boats_around(s, point))
        for seat in seats_from(s, s.turn):
            if paid[seat]:
                s.treasure[seat] += paid[seat]
                events.append(ev.BankPaid(seat, paid[seat], "chest", point))
        if last:
            events += finish(s, "chests")
        return events
    if token.kind == DOUBLE:
        s.aside.append((point, token))
        return [ev.DoubleTaken(point, token.value)]
    boarder = s.boarded.pop(point, None)
    if boarder is None:
        s.aside.append((point, token))
        return [ev.ShipEscaped(point, token)]
    s.captured[boarder].append((point, token))
    s.supply[boarder] += 1
    events = [ev.ShipCaptured(point, token, boarder)]
    owed = ship_payments(token, boats_around(s, point), boarder)
    loan = shortfall(s.treasure[boarder], sum(owed))
    if loan:
        marker = s.loans[boarder] == 0
        s.loans[boarder] += loan
        s.treasure[boarder] += loan
        if marker:
            s.supply[boarder] -= 1
        events.append(ev.LoanTaken(boarder, loan, marker))
    for seat in seats_from(s, boarder)[1:]:
        if owed[seat]:
            s.treasure[boarder] -= owed[seat]
            s.treasure[seat] += owed[seat]
            events.append(ev.Payment(boarder, seat, owed[seat], point))
    return events


def dutchman_leaves(s: FreibeuterState) -> list[Event]:
    """After the sharing the Dutchman goes back beside the board (docs/rules/freibeuter.md 3.3)."""
    if s.dutchman is None:
        return []
    sq, s.dutchman = s.dutchman, None
    return [ev.DutchmanLeft(sq)]


def finish(s: FreibeuterState, reason: str) -> list[Event]:
    """End the game at once (docs/rules/freibeuter.md 3.5); tokens still waiting to be shared stay unshared."""
    events = dutchman_leaves(s)
    s.to_act = None
    s.phase = OVER
    s.ended = reason
    scores = final_scores(s)
    best = max(scores)
    events.append(ev.GameEnded(reason, tuple(scores), tuple(i for i, v in enumerate(scores) if v == best)))
    return events


def ship_points(s: FreibeuterState, seat: int) -> int:
    """The captured ships' values, doubled where the double of that value was taken (docs/rules/freibeuter.md 3.4)."""
    doubles = s.doubles
    return sum(t.value * (2 if t.value in doubles else 1) for _, t in s.captured[seat])


def final_scores(s: FreibeuterState) -> list[int]:
    """Treasure + ships (with doubles) - 2 x loans, per seat (docs/rules/freibeuter.md 3.5)."""
    return [s.treasure[seat] + ship_points(s, seat) - 2 * s.loans[seat] for seat in range(s.setup.players)]
