"""Freibeuter's one legality predicate (docs/rules/freibeuter.md 3.3-3.4): `why_illegal` says None for a legal action
and otherwise why not, in words a player can read. `apply` validates with it, the draw's piles are derived
from it, and a property test (tests/freibeuter/test_random_games.py) proves that `legal_actions`, which
lists the moves without trying every action, holds exactly the actions it accepts.
"""

from __future__ import annotations

from game.core import Action, Reason
from game.freibeuter import actions as act
from game.freibeuter.board import CAPACITY, LINE_SQUARES
from game.freibeuter.sharing import encircled_by
from game.freibeuter.state import DRAW, RESOLVE, FreibeuterState


def why_illegal(s: FreibeuterState, action: Action) -> Reason | None:
    """None if the seat to act may play `action` now, otherwise the message `IllegalAction` carries."""
    if s.to_act is None:
        return Reason("the game is over")
    if s.phase == RESOLVE:  # docs/rules/freibeuter.md 3.4: the active seat chooses the order of several tokens
        if not isinstance(action, act.Resolve):
            return Reason("first choose which encircled token to share next: {points}", points=", ".join(s.pending))
        if action.point not in s.pending:
            return Reason("{point} is not waiting to be shared: choose among {points}", point=action.point,
                          points=", ".join(s.pending))
        return None
    if s.phase == DRAW:
        if not isinstance(action, act.Draw):
            return Reason("draw a card first: a sea card or a Dutchman card")
        return why_not_draw(s, action.pile)
    if isinstance(action, act.Resolve):
        return Reason("no encircled token is waiting to be shared")
    if isinstance(action, act.Draw):
        return Reason("you draw only after a sail or a Dutchman")
    if isinstance(action, act.Board):
        return why_not_board(s, action.point)
    if isinstance(action, act.Sail):
        return why_not_sail(s, action.square, action.loot)
    if isinstance(action, act.Dutchman):
        return why_not_dutchman(s, action.line, action.square)
    return Reason("{action} is not a Freibeuter action", action=action)


NO_BOAT = Reason("you have no boat left in your supply")


def why_not_board(s: FreibeuterState, point: str) -> Reason | None:
    """docs/rules/freibeuter.md 3.3 Board: one of your boats on a ship token nobody has boarded (not a chest or a
    double)."""
    if s.supply[s.turn] == 0:
        return NO_BOAT
    token = s.tokens.get(point)
    if token is None:
        return Reason("there is no token at {point} any more", point=point)
    if not token.is_ship:
        return Reason("only ships can be boarded, not chests or doubles")
    if point in s.boarded:
        return Reason("the ship at {point} is already boarded", point=point)
    return None


def why_not_sail(s: FreibeuterState, sq: str, loot: bool) -> Reason | None:
    """docs/rules/freibeuter.md 3.3 Sail: a sea card held puts a boat on its square while there is room; on a square
    that already holds a boat the seat may take the loot instead (which needs no boat in supply)."""
    if not loot and s.supply[s.turn] == 0:
        return NO_BOAT
    if sq not in s.sea_hands[s.turn]:
        return Reason("you hold no sea card {square}", square=sq)
    if loot:
        return None if s.boats_on(sq) else Reason("take 2 from the bank only when {square} already holds a boat",
                                                  square=sq)
    if not s.has_room(sq):
        if CAPACITY[sq] > 1:
            return Reason("{square} holds {n} boats already: take 2 from the bank instead", square=sq, n=CAPACITY[sq])
        return Reason("{square} holds a boat already: take 2 from the bank instead", square=sq)
    return None


def why_not_dutchman(s: FreibeuterState, line: str, sq: str) -> Reason | None:
    """docs/rules/freibeuter.md 3.3 Dutchman: a Dutchman card held, on an empty square of its line, only if it
    encircles."""
    if line not in s.dutch_hands[s.turn]:
        return Reason("you hold no Dutchman card {line}", line=line)
    if sq not in LINE_SQUARES[line]:
        return Reason("{square} is not in {line}: the Dutchman goes on a square of its line", square=sq, line=line)
    if s.occupied(sq):
        return Reason("the Dutchman goes only on an empty square, and {square} holds a boat", square=sq)
    if not encircled_by(s, sq):
        return Reason("the Dutchman on {square} would encircle no token", square=sq)
    return None


def why_not_draw(s: FreibeuterState, pile: str) -> Reason | None:
    """docs/rules/freibeuter.md 3.3 the draw: from the pile of one's choice, from the other if one is empty; a seat that
    holds no sea card must draw one while any is left."""
    if pile not in act.PILES:
        return Reason("there is no {pile} pile", pile=pile)
    if pile == act.SEA:
        return None if s.sea_pile else Reason("the sea pile is empty: draw from the Dutchman pile")
    if not s.dutch_pile:
        return Reason("the Dutchman pile is empty: draw from the sea pile")
    if s.sea_pile and not s.sea_hands[s.turn]:
        return Reason("you hold no sea card: you must draw a sea card")
    return None
