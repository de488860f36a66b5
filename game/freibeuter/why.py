"""Why an action is not legal now: the message `IllegalAction` carries (RULES.md 3.3-3.4)."""

from __future__ import annotations

from game.core import Action
from game.freibeuter import actions as act
from game.freibeuter.board import CAPACITY
from game.freibeuter.sharing import encircled_by
from game.freibeuter.state import DRAW, RESOLVE, FreibeuterState


def why_illegal(s: FreibeuterState, action: Action) -> str:
    """A message a player can read, for an action that `legal_actions` does not hold."""
    seat = s.turn
    if s.phase == RESOLVE and not isinstance(action, act.Resolve):
        return f"first choose which encircled token to share next: {', '.join(s.pending)}"
    if s.phase == DRAW and not isinstance(action, act.Draw):
        return "draw a card first: 'draw sea' or 'draw dutchman'"
    if isinstance(action, act.Resolve):
        if s.phase != RESOLVE:
            return "no encircled token is waiting to be shared"
        return f"{action.point} is not waiting to be shared: choose among {', '.join(s.pending)}"
    if isinstance(action, act.Draw):
        if s.phase != DRAW:
            return "you draw only after a sail or a Dutchman"
        if action.pile == act.SEA and not s.sea_pile:
            return "the sea pile is empty: draw from the Dutchman pile"
        if action.pile == act.DUTCHMAN and not s.dutch_pile:
            return "the Dutchman pile is empty: draw from the sea pile"
        return "you hold no sea card: you must draw a sea card"
    if s.supply[seat] == 0 and isinstance(action, (act.Board, act.Sail)) and not getattr(action, "loot", False):
        return "you have no boat left in your supply"
    if isinstance(action, act.Board):
        token = s.tokens.get(action.point)
        if token is None:
            return f"there is no token at {action.point} any more"
        if not token.is_ship:
            return "only ships can be boarded, not chests or doubles"
        return f"the ship at {action.point} is already boarded"
    if isinstance(action, act.Sail):
        sq = action.square
        if sq not in s.sea_hands[seat]:
            return f"you hold no sea card {sq}"
        if action.loot:
            return f"take 2 from the bank only when {sq} already holds a boat"
        return f"{sq} holds {CAPACITY[sq]} boat{'s' if CAPACITY[sq] > 1 else ''} already: play 'sail {sq} loot'"
    if isinstance(action, act.Dutchman):
        if action.line not in s.dutch_hands[seat]:
            return f"you hold no Dutchman card {action.line}"
        if s.occupied(action.square):
            return f"the Dutchman goes only on an empty square, and {action.square} holds a boat"
        if not encircled_by(s, action.square):
            return f"the Dutchman on {action.square} would encircle no token"
    return f"{action} is not allowed now"
