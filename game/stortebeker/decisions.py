"""Which decisions after phase 1 the rules allow now (docs/rules/stortebeker.md 2.3 phases 2-4) and the dice.

`why_illegal` is the one legality predicate of these steps. Each step's legal actions are derived from
it: the candidates the notation can name for the cards and ships involved, filtered by it. So the rule
of each decision is written once, in the function that explains a refusal.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Literal, overload

from game.core import Action, Listing, Reason
from game.stortebeker import actions as act
from game.stortebeker.components import PROVISIONS, Card
from game.stortebeker.dice import COLOUR_ROLLS, NUMBER_FACES, NUMBER_ROLLS
from game.stortebeker.state import (
    BOARD,
    BOARD_ROLL,
    BROADSIDE,
    BROADSIDE_ROLL,
    COUNTER,
    DROP,
    LOSE,
    LOSS_ROLL,
    Ship,
    StortebekerState,
)

MAX_COUNTER_CARDS = 3

_ASKS = {
    BROADSIDE: Reason("steal or sink a provision for the colour die"), BOARD: Reason("board a ship or stop"),
    LOSE: Reason("choose the provision you lose"), DROP: Reason("drop a pirate you can no longer back"),
    COUNTER: Reason("counterattack or decline"), BROADSIDE_ROLL: Reason("roll the colour dice"),
    LOSS_ROLL: Reason("roll the colour dice"), BOARD_ROLL: Reason("roll the number dice"),
}


_WAIT = Reason("wait")


def _not_now(s: StortebekerState, action: Action) -> Reason:
    return Reason("you cannot {action} now: {ask}", action=action, ask=_ASKS.get(s.step, _WAIT))


def _target(s: StortebekerState) -> Ship:
    ship = s.ship(s.target)
    assert ship is not None, "a broadside or boarding is under way at a ship in play"
    return ship


def _lacks(ship: Ship, seat: int) -> Listing:
    return Listing((k, p) for p, k in ship.missing(seat).items())


# -- the dice --------------------------------------------------------------------------------------------


def chance_outcomes(s: StortebekerState) -> list[tuple[Action, float]]:
    """The number dice for a boarding total, the colour dice for a broadside or a failed boarding."""
    return list(NUMBER_ROLLS if s.step == BOARD_ROLL else COLOUR_ROLLS)


def _why_not_roll(s: StortebekerState, a: Action) -> Reason | None:
    if s.step == BOARD_ROLL and isinstance(a, act.RollNumbers):
        return None if a.a in NUMBER_FACES and a.b in NUMBER_FACES else Reason("a die shows 1 to 6, not {roll}", roll=a)
    if s.step in (BROADSIDE_ROLL, LOSS_ROLL) and isinstance(a, act.RollColours):
        if a.a in PROVISIONS and a.b in PROVISIONS:
            return None
        return Reason("a colour die shows a provision, not {roll}", roll=a)
    return _not_now(s, a)


# -- phase 2: the broadside's dice --------------------------------------------------------------------------


def _why_not_take(s: StortebekerState, a: Action) -> Reason | None:
    if not isinstance(a, (act.Steal, act.Sink)):
        return _not_now(s, a)
    return why_not_take(_target(s), s.turn, s.dice[0], a)


def why_not_take(ship: Ship, seat: int, colour: str, a: act.Steal | act.Sink) -> Reason | None:
    """For a colour die showing `colour` at the broadside's `ship`: remove an opponent's provision of that
    colour; put it on one's own side only while that side still lacks the type (docs/rules/stortebeker.md 2.3 phase
    2)."""
    if a.card.ptype != colour:
        return Reason("the die shows {colour}: take a {colour} provision", colour=colour)
    if a.victim == seat:
        return Reason("the broadside hits the other seats' provisions, not yours")
    if not 0 <= a.victim < len(ship.sides) or a.card not in ship.sides[a.victim].provisions:
        return Reason("that player has no {card} at {ship}", card=a.card, ship=ship.tid)
    if isinstance(a, act.Steal) and colour not in ship.missing(seat):
        return Reason("you may take {card} onto your side only while you still lack {colour} there", card=a.card,
                      colour=colour)
    return None


def takes(ship: Ship, seat: int, colour: str) -> list[Action]:
    """Every steal or sink a die showing `colour` allows the firing `seat` at `ship` (none: the die misses)."""
    return [a for a in _take_candidates(ship, colour) if why_not_take(ship, seat, colour, a) is None]


def _take_candidates(ship: Ship, colour: str) -> list[act.Steal | act.Sink]:
    """Every steal and sink of a provision of the die's colour lying at `ship` (`why_not_take` sorts them)."""
    return [cls(c, victim) for victim, side in enumerate(ship.sides) for c in _distinct(side.provisions)
            if c.ptype == colour for cls in (act.Steal, act.Sink)]


def _takes(s: StortebekerState) -> list[Action]:
    return list(_take_candidates(_target(s), s.dice[0]))


# -- phase 3: boarding and its failure ------------------------------------------------------------------------


def _why_not_board(s: StortebekerState, a: Action) -> Reason | None:
    if isinstance(a, act.Stop):
        return None
    if not isinstance(a, act.Board):
        return _not_now(s, a)
    ship = s.ship(a.ship)
    return Reason("{ship} is not in play", ship=a.ship) if ship is None else why_not_board(s, ship)


@overload
def why_not_board(s: StortebekerState, ship: Ship, explain: Literal[True] = True) -> Reason | None: ...
@overload
def why_not_board(s: StortebekerState, ship: Ship, explain: bool) -> str | None: ...
def why_not_board(s: StortebekerState, ship: Ship, explain: bool = True) -> str | None:
    """Not in the first round; only where the seat's side holds the whole requirement; each ship once a
    turn; and not after variant 3 or 4 ended the seat's boarding (docs/rules/stortebeker.md 2.3 phase 3, 2.5). Without
    `explain`, a refusal is just "no" (the end of every turn asks this of every ship)."""
    if s.round == 1:
        return Reason("no boarding during the first round")
    if s.boarding_over:
        return Reason("your boarding is over for this turn")
    if s.attempted and ship.tid in s.attempted:
        return Reason("you already boarded {ship} this turn", ship=ship.tid)
    if ship.missing(s.turn):
        if not explain:
            return "no"
        return Reason("your side of {ship} lacks {lacks}", ship=ship.tid, lacks=_lacks(ship, s.turn))
    return None


def _boardings(s: StortebekerState) -> list[Action]:
    return [*(act.Board(sh.tid) for sh in s.in_play()), act.Stop()]


def _why_not_lose(s: StortebekerState, a: Action) -> Reason | None:
    """After a failure, each colour die costs the seat one of its provisions of that colour there."""
    if not isinstance(a, act.Lose):
        return _not_now(s, a)
    colour, ship = s.dice[0], _target(s)
    if a.card.ptype != colour:
        return Reason("the die shows {colour}: lose a {colour} provision", colour=colour)
    if a.card not in ship.sides[s.turn].provisions:
        return Reason("you have no {card} at {ship}", card=a.card, ship=ship.tid)
    return None


def _losses(s: StortebekerState) -> list[Action]:
    return [act.Lose(c) for c in _distinct(_target(s).sides[s.turn].provisions)]


def _why_not_drop(s: StortebekerState, a: Action) -> Reason | None:
    """Then, while the seat has more plain pirates than plain provisions there, it drops one."""
    if not isinstance(a, act.Drop):
        return _not_now(s, a)
    ship = _target(s)
    side = ship.sides[s.turn]
    if side.pirates <= side.plain_provisions:
        return Reason("your pirates at {ship} are all backed by provisions", ship=ship.tid)
    if a.card not in side.shown:
        return Reason("you have no {card} at {ship}", card=a.card, ship=ship.tid)
    return None


def _drops(s: StortebekerState) -> list[Action]:
    return [act.Drop(c) for c in _distinct(_target(s).sides[s.turn].shown)]


# -- phase 4: counterattack -----------------------------------------------------------------------------------


def _why_not_counter(s: StortebekerState, a: Action) -> Reason | None:
    """Decline, or add from hand exactly the provisions still missing there (at most 3; pirate-symbol
    provisions allowed, plain pirates not), then roll (docs/rules/stortebeker.md 2.3 phase 4)."""
    if isinstance(a, act.Decline):
        return None
    if not isinstance(a, act.Counterattack):
        return _not_now(s, a)
    ship, seat = _target(s), s.queue[0]
    if a.ship != ship.tid:
        return Reason("the counterattack is on {ship}", ship=ship.tid)
    missing = ship.missing(seat)
    added = [c.ptype for c in a.cards]
    if (len(a.cards) > MAX_COUNTER_CARDS or not all(added)
            or any(added.count(p) != k for p, k in missing.items()) or len(added) != sum(missing.values())):
        return Reason("add from your hand exactly the provisions you lack ({lacks}), at most 3",
                      lacks=_lacks(ship, seat))
    hand = s.hands[seat]
    if any(hand.count(c) < a.cards.count(c) for c in a.cards):
        return Reason("you do not hold every card you want to add")
    return None


def _counters(s: StortebekerState) -> list[Action]:
    tid = _target(s).tid
    provisions = [c for c in s.hands[s.queue[0]] if c is not None and c.is_provision]
    adds = dict.fromkeys(combo for k in range(MAX_COUNTER_CARDS + 1) for combo in combinations(provisions, k))
    return [act.Decline(), *(act.Counterattack(tid, combo) for combo in adds)]


def may_counter_at_all(s: StortebekerState, ship: Ship, seat: int) -> bool:
    """What everyone can see: a seat whose side lacks more than 3 provisions, or more than the cards
    in its hand, cannot counterattack, and is not asked (the hand's contents are never revealed)."""
    need = ship.lacking(seat)
    return need <= MAX_COUNTER_CARDS and need <= len(s.hands[seat])


# -- every step after phase 1 ------------------------------------------------------------------------------------

_STEPS: dict[str, tuple[Callable[[StortebekerState, Action], Reason | None],
                        Callable[[StortebekerState], list[Action]]]]
_STEPS = {
    BROADSIDE: (_why_not_take, _takes), BOARD: (_why_not_board, _boardings), LOSE: (_why_not_lose, _losses),
    DROP: (_why_not_drop, _drops), COUNTER: (_why_not_counter, _counters),
}


_ROLLS = frozenset({BROADSIDE_ROLL, BOARD_ROLL, LOSS_ROLL})


def why_illegal(s: StortebekerState, action: Action) -> Reason | None:
    """None if `action` is legal now at a step after phase 1 (the dice included), else why not."""
    if s.step in _ROLLS:
        return _why_not_roll(s, action)
    check = _STEPS.get(s.step)
    return _not_now(s, action) if check is None else check[0](s, action)


def legal(s: StortebekerState) -> list[Action]:
    """The candidates of the step that `why_illegal` accepts (the dice: every roll)."""
    if s.step in _ROLLS:
        return [a for a, _ in chance_outcomes(s)]
    check, candidates = _STEPS[s.step]
    return [a for a in candidates(s) if check(s, a) is None]


def _distinct(cards: list[Card]) -> list[Card]:
    """The different cards among `cards`, in card order (never a set's order: it varies between runs)."""
    return sorted(set(cards), key=lambda c: c.order)
