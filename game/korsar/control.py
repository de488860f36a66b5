"""Who holds a galleon, and what may be played onto it (docs/rules/korsar.md 1.5-1.6).

These rules live here once. The engine's legality check, its list of legal actions and its capture steps
call them; so do the agents when they judge who may still take a galleon, and the table when it writes
who holds one. `KorsarRules` offers them as methods (`controller`, `overturning_cards`).
"""

from __future__ import annotations

from game.core import Reason
from game.korsar.cards import ADMIRAL, COLOURS, Card, Kind, captain, pirate
from game.korsar.state import Galleon, KorsarState

_PIRATES = {c: {v: pirate(c, v) for v in range(1, 5)} for c in COLOURS}
_CAPTAINS = {c: captain(c) for c in COLOURS}


def controller(s: KorsarState, g: Galleon) -> int | None:
    """The side that controls galleon `g`, or None on a tie at the top (docs/rules/korsar.md 1.5): the side of the
    captain or admiral on it; else the strictly strongest attack; else, unattacked, its owner's side."""
    if g.character is not None:
        return g.character_side
    if not g.attacks:
        return s.side(g.owner)
    leader, best, tied = None, -1, False
    for side, cards in g.attacks.items():
        strength = sum(c.value for c in cards)
        if strength > best:
            leader, best, tied = side, strength, False
        elif strength == best:
            tied = True
    return None if tied else leader


def pirate_colours(g: Galleon, side: int) -> tuple[str, ...]:
    """docs/rules/korsar.md 1.6, pirates: the colours of pirate `side` may put onto `g`. A side adds to its own attack
    in its colour, or opens one in a colour no other attack there uses (so at most four attacks)."""
    if not g.attacks:
        return COLOURS
    own = g.attacks.get(side)
    if own:
        return (own[0].colour,)
    used = [cards[0].colour for cards in g.attacks.values()]
    return tuple(c for c in COLOURS if c not in used)


def pirate_error(g: Galleon, side: int, colour: str, own: bool = False) -> Reason | None:
    """Why `side` may not put a `colour` pirate onto `g` (`pirate_colours`), or None if it may. `own`: `g` is
    the side's own galleon, so a first pirate there defends it, and the reason says so (not "attack")."""
    if colour in pirate_colours(g, side):
        return None
    mine = g.attack_colour(side)
    if mine is not None:
        return Reason("your pirates on {galleon} are {colour}: add only {colour} ones", galleon=g.gid, colour=mine)
    if own:
        return Reason("{colour} is already attacking your {galleon}: defend it with another colour",
                      colour=colour, galleon=g.gid)
    return Reason("{colour} is already attacking {galleon}: open with another colour", colour=colour, galleon=g.gid)


def placement_error(s: KorsarState, side: int, card: Card, g: Galleon) -> Reason | None:
    """docs/rules/korsar.md 1.6: why `side` may not put `card` onto galleon `g` (None: it may). Whose turn it is, what
    is in hand and the team-turn ruling are the caller's to check (`KorsarRules.why_illegal`)."""
    kind = card.kind
    if kind is Kind.PIRATE:
        return pirate_error(g, side, card.colour, own=s.side(g.owner) == side)
    if kind is Kind.CAPTAIN:
        if g.attack_colour(side) == card.colour:
            return None
        return Reason("a captain needs your {colour} pirates already on {galleon}", colour=card.colour, galleon=g.gid)
    if kind is Kind.ADMIRAL:
        return None if s.side(g.owner) == side else Reason("the admiral goes only onto a galleon you own")
    return Reason("a galleon is played in front of you, not onto another galleon")


def takes_control(g: Galleon, side: int, card: Card) -> bool:
    """Whether `side` controls `g` once it has put `card` (allowed there) onto it (docs/rules/korsar.md 1.5): a captain
    or the admiral always does; a pirate does when no character lies there and its attack becomes the
    strictly strongest."""
    if card.kind is not Kind.PIRATE:
        return True
    if g.character is not None:
        return g.character_side == side
    mine = g.strength(side) + card.value
    return all(g.strength(other) < mine for other in g.attacks if other != side)


def overturning_cards(s: KorsarState, g: Galleon, side: int) -> list[Card]:
    """The card faces with which `side`, playing one onto `g` now, would hold it: those `placement_error`
    allows there and that `takes_control` (docs/rules/korsar.md 1.5-1.6). Asked of a side that does not hold `g`, they
    are the cards that would overturn it, which an agent looks for in the hands that act before the
    galleon's capture step. Answered directly rather than by trying all 21 faces (a hot path of the agents);
    tests/korsar/test_control.py proves the two agree."""
    out: list[Card] = []
    own = g.attack_colour(side)
    if own is not None:
        out.append(_CAPTAINS[own])
    if s.side(g.owner) == side:
        out.append(ADMIRAL)
    if g.character is None:
        best_other = max((g.strength(x) for x in g.attacks if x != side), default=0)
        need = max(1, best_other - g.strength(side) + 1)
    else:
        need = 1 if g.character_side == side else 5  # no pirate overturns a character
    if need <= 4:
        colours = (own,) if own is not None else pirate_colours(g, side)
        out += [_PIRATES[c][v] for c in colours for v in range(need, 5)]
    return out
