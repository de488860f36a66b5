"""Which decisions after phase 1 the rules allow now (RULES.md 2.3 phases 2-4) and the dice.

`why_illegal` is the one legality predicate of these steps. Each step's legal actions are derived from
it: the candidates the notation can name for the cards and ships involved, filtered by it. So the rule
of each decision is written once, in the function that explains a refusal.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from game.core import Action
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
    BROADSIDE: "steal or sink a provision for the colour die", BOARD: "board a ship or stop",
    LOSE: "choose the provision you lose", DROP: "drop a pirate you can no longer back",
    COUNTER: "counterattack or decline", BROADSIDE_ROLL: "roll the colour dice", LOSS_ROLL: "roll the colour dice",
    BOARD_ROLL: "roll the number dice",
}


def _not_now(s: StortebekerState, action: Action) -> str:
    return f"{action} is not allowed now: {_ASKS.get(s.step, 'wait')}"


def _target(s: StortebekerState) -> Ship:
    ship = s.ship(s.target)
    assert ship is not None, "a broadside or boarding is under way at a ship in play"
    return ship


def _lacks(ship: Ship, seat: int) -> str:
    return ", ".join(f"{k} {p}" for p, k in ship.missing(seat).items()) or "nothing"


# -- the dice --------------------------------------------------------------------------------------------


def chance_outcomes(s: StortebekerState) -> list[tuple[Action, float]]:
    """The number dice for a boarding total, the colour dice for a broadside or a failed boarding."""
    return list(NUMBER_ROLLS if s.step == BOARD_ROLL else COLOUR_ROLLS)


def _why_not_roll(s: StortebekerState, a: Action) -> str | None:
    if s.step == BOARD_ROLL and isinstance(a, act.RollNumbers):
        return None if a.a in NUMBER_FACES and a.b in NUMBER_FACES else f"a die shows 1 to 6, not {a}"
    if s.step in (BROADSIDE_ROLL, LOSS_ROLL) and isinstance(a, act.RollColours):
        return None if a.a in PROVISIONS and a.b in PROVISIONS else f"a colour die shows a provision, not {a}"
    return _not_now(s, a)


# -- phase 2: the broadside's dice --------------------------------------------------------------------------


def _why_not_take(s: StortebekerState, a: Action) -> str | None:
    if not isinstance(a, (act.Steal, act.Sink)):
        return _not_now(s, a)
    return why_not_take(_target(s), s.turn, s.dice[0], a)


def why_not_take(ship: Ship, seat: int, colour: str, a: act.Steal | act.Sink) -> str | None:
    """For a colour die showing `colour` at the broadside's `ship`: remove an opponent's provision of that
    colour; put it on one's own side only while that side still lacks the type (RULES.md 2.3 phase 2)."""
    if a.card.ptype != colour:
        return f"the die shows {colour}: take a {colour} provision"
    if a.victim == seat:
        return "the broadside hits the other seats' provisions, not yours"
    if not 0 <= a.victim < len(ship.sides) or a.card not in ship.sides[a.victim].provisions:
        return f"s{a.victim} has no {a.card} at {ship.tid}"
    if isinstance(a, act.Steal) and colour not in ship.missing(seat):
        return f"you may take {a.card} onto your side only while you still lack {colour} there"
    return None


def takes(ship: Ship, seat: int, colour: str) -> list[Action]:
    """Every steal or sink a die showing `colour` allows the firing `seat` at `ship` (none: the die misses)."""
    return [a for a in _take_candidates(ship) if why_not_take(ship, seat, colour, a) is None]


def _take_candidates(ship: Ship) -> list[act.Steal | act.Sink]:
    return [cls(c, victim) for victim, side in enumerate(ship.sides) for c in _distinct(side.provisions)
            for cls in (act.Steal, act.Sink)]


def _takes(s: StortebekerState) -> list[Action]:
    return list(_take_candidates(_target(s)))


# -- phase 3: boarding and its failure ------------------------------------------------------------------------


def _why_not_board(s: StortebekerState, a: Action) -> str | None:
    if isinstance(a, act.Stop):
        return None
    if not isinstance(a, act.Board):
        return _not_now(s, a)
    ship = s.ship(a.ship)
    return f"{a.ship} is not in play" if ship is None else why_not_board(s, ship)


def why_not_board(s: StortebekerState, ship: Ship, explain: bool = True) -> str | None:
    """Not in the first round; only where the seat's side holds the whole requirement; each ship once a
    turn; and not after variant 3 or 4 ended the seat's boarding (RULES.md 2.3 phase 3, 2.5). Without
    `explain`, a refusal is just "no" (the end of every turn asks this of every ship)."""
    if s.round == 1:
        return "no boarding during the first round"
    if s.boarding_over:
        return "your boarding is over for this turn"
    if ship.tid in s.attempted:
        return f"you already boarded {ship.tid} this turn"
    missing = ship.missing(s.turn)
    if missing:
        return f"your side of {ship.tid} lacks {_lacks(ship, s.turn)}" if explain else "no"
    return None


def _boardings(s: StortebekerState) -> list[Action]:
    return [*(act.Board(sh.tid) for sh in s.in_play()), act.Stop()]


def _why_not_lose(s: StortebekerState, a: Action) -> str | None:
    """After a failure, each colour die costs the seat one of its provisions of that colour there."""
    if not isinstance(a, act.Lose):
        return _not_now(s, a)
    colour, ship = s.dice[0], _target(s)
    if a.card.ptype != colour:
        return f"the die shows {colour}: lose a {colour} provision"
    if a.card not in ship.sides[s.turn].provisions:
        return f"you have no {a.card} at {ship.tid}"
    return None


def _losses(s: StortebekerState) -> list[Action]:
    return [act.Lose(c) for c in _distinct(_target(s).sides[s.turn].provisions)]


def _why_not_drop(s: StortebekerState, a: Action) -> str | None:
    """Then, while the seat has more plain pirates than plain provisions there, it drops one."""
    if not isinstance(a, act.Drop):
        return _not_now(s, a)
    ship = _target(s)
    side = ship.sides[s.turn]
    if side.pirates <= side.plain_provisions:
        return f"your pirates at {ship.tid} are all backed by provisions"
    if a.card not in side.shown:
        return f"you have no {a.card} at {ship.tid}"
    return None


def _drops(s: StortebekerState) -> list[Action]:
    return [act.Drop(c) for c in _distinct(_target(s).sides[s.turn].shown)]


# -- phase 4: counterattack -----------------------------------------------------------------------------------


def _why_not_counter(s: StortebekerState, a: Action) -> str | None:
    """Decline, or add from hand exactly the provisions still missing there (at most 3; pirate-symbol
    provisions allowed, plain pirates not), then roll (RULES.md 2.3 phase 4)."""
    if isinstance(a, act.Decline):
        return None
    if not isinstance(a, act.Counterattack):
        return _not_now(s, a)
    ship, seat = _target(s), s.queue[0]
    if a.ship != ship.tid:
        return f"the counterattack is on {ship.tid}"
    missing = ship.missing(seat)
    added = [c.ptype for c in a.cards]
    if (len(a.cards) > MAX_COUNTER_CARDS or not all(added)
            or any(added.count(p) != k for p, k in missing.items()) or len(added) != sum(missing.values())):
        return f"add from your hand exactly the provisions you lack ({_lacks(ship, seat)}), at most 3"
    hand = s.hands[seat]
    if any(hand.count(c) < a.cards.count(c) for c in a.cards):
        return "you do not hold every card you want to add"
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

_STEPS: dict[str, tuple[Callable[[StortebekerState, Action], str | None], Callable[[StortebekerState], list[Action]]]]
_STEPS = {
    BROADSIDE: (_why_not_take, _takes), BOARD: (_why_not_board, _boardings), LOSE: (_why_not_lose, _losses),
    DROP: (_why_not_drop, _drops), COUNTER: (_why_not_counter, _counters),
}


_ROLLS = frozenset({BROADSIDE_ROLL, BOARD_ROLL, LOSS_ROLL})


def why_illegal(s: StortebekerState, action: Action) -> str | None:
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
