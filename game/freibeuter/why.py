"""Why an action is not legal now: the message `IllegalAction` carries (RULES.md 3.3-3.4)."""

from __future__ import annotations

from game.core import Action, Reason
from game.freibeuter import actions as act
from game.freibeuter.board import CAPACITY
from game.freibeuter.sharing import encircled_by
from game.freibeuter.state import DRAW, RESOLVE, FreibeuterState


def why_illegal(s: FreibeuterState, action: Action) -> Reason:
    """A message a player can read, for an action that `legal_actions` does not hold."""
    seat = s.turn
    if s.phase == RESOLVE and not isinstance(action, act.Resolve):
        return Reason("first choose which encircled token to share next: {points}", points=", ".join(s.pending))
    if s.phase == DRAW and not isinstance(action, act.Draw):
        return Reason("draw a card first: a sea card or a Dutchman card")
    if isinstance(action, act.Resolve):
        if s.phase != RESOLVE:
            return Reason("no encircled token is waiting to be shared")
        return Reason("{point} is not waiting to be shared: choose among {points}", point=action.point,
                      points=", ".join(s.pending))
    if isinstance(action, act.Draw):
        if s.phase != DRAW:
            return Reason("you draw only after a sail or a Dutchman")
        if action.pile == act.SEA and not s.sea_pile:
            return Reason("the sea pile is empty: draw from the Dutchman pile")
        if action.pile == act.DUTCHMAN and not s.dutch_pile:
            return Reason("the Dutchman pile is empty: draw from the sea pile")
        return Reason("you hold no sea card: you must draw a sea card")
    if s.supply[seat] == 0 and isinstance(action, (act.Board, act.Sail)) and not getattr(action, "loot", False):
        return Reason("you have no boat left in your supply")
    if isinstance(action, act.Board):
        token = s.tokens.get(action.point)
        if token is None:
            return Reason("there is no token at {point} any more", point=action.point)
        if not token.is_ship:
            return Reason("only ships can be boarded, not chests or doubles")
        return Reason("the ship at {point} is already boarded", point=action.point)
    if isinstance(action, act.Sail):
        sq = action.square
        if sq not in s.sea_hands[seat]:
            return Reason("you hold no sea card {square}", square=sq)
        if action.loot:
            return Reason("take 2 from the bank only when {square} already holds a boat", square=sq)
        if CAPACITY[sq] > 1:
            return Reason("{square} holds {n} boats already: take 2 from the bank instead", square=sq, n=CAPACITY[sq])
        return Reason("{square} holds a boat already: take 2 from the bank instead", square=sq)
    if isinstance(action, act.Dutchman):
        if action.line not in s.dutch_hands[seat]:
            return Reason("you hold no Dutchman card {line}", line=action.line)
        if s.occupied(action.square):
            return Reason("the Dutchman goes only on an empty square, and {square} holds a boat", square=action.square)
        if not encircled_by(s, action.square):
            return Reason("the Dutchman on {square} would encircle no token", square=action.square)
    return Reason("{action} is not allowed now", action=action)
