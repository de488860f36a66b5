"""Phases 2-6 of a Störtebeker turn and the turn order (docs/rules/stortebeker.md 2.3-2.5): the broadside, boarding,
counterattacks, scoring, replacing captured ships, drawing, and the end of the game.

`advance` runs every step that needs no decision (a forced choice included) until some seat, or
CHANCE, must decide; the rest of the module applies one decision at a step.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core import CHANCE, Action, Event
from game.stortebeker import actions as act
from game.stortebeker import decisions
from game.stortebeker import events as ev
from game.stortebeker.cardplay import join_taken
from game.stortebeker.components import Card
from game.stortebeker.state import (
    BOARD,
    BOARD_ROLL,
    BROADSIDE,
    BROADSIDE_ROLL,
    COUNTER,
    DROP,
    LOSE,
    LOSS_ROLL,
    OVER,
    PLAY,
    Ship,
    Side,
    StortebekerState,
    insert_sorted,
)

HAND_SIZE = 6
CARDS_PER_TURN = 3
MAX_ROUNDS = 100  # Ruling (engine safeguard), docs/rules/stortebeker.md 2.4
_ALONE = tuple(frozenset({seat}) for seat in range(4))  # the audience of a seat's own draw


def points(s: StortebekerState, seat: int) -> int:
    return sum(t.value for t in s.won[seat])


def boardable(s: StortebekerState) -> list[Ship]:
    """Ships the turn seat may board now (docs/rules/stortebeker.md 2.3 phase 3; the rule is
    `decisions.why_illegal`'s)."""
    if s.round == 1 or s.boarding_over:
        return []
    return [sh for sh in s.ships if sh is not None and decisions.why_not_board(s, sh, explain=False) is None]


# -- applying one decision -------------------------------------------------------------------------


def apply_decision(s: StortebekerState, action: Action) -> list[Event]:
    """Apply a legal action at a step after phase 1 (legality checked by the caller)."""
    seat = s.turn
    if isinstance(action, act.RollColours):
        dice = (action.a, action.b)
        purpose = "broadside" if s.step == BROADSIDE_ROLL else "loss"
        s.dice = list(dice)
        s.step = BROADSIDE if s.step == BROADSIDE_ROLL else LOSE
        return [ev.DiceRolled(seat, dice, purpose, s.target or "")]
    if isinstance(action, act.RollNumbers):
        return _attack_total(s, action)
    ship = s.ship(s.target) if s.target else None
    if isinstance(action, (act.Steal, act.Sink)):
        assert ship is not None
        s.dice.pop(0)
        return _take_from(s, ship, action)
    if isinstance(action, act.Lose):
        assert ship is not None
        s.dice.pop(0)
        ship.sides[seat].provisions.remove(action.card)
        s.discard.append(action.card)
        return [ev.ProvisionLost(seat, action.card, ship.tid)]
    if isinstance(action, act.Drop):
        assert ship is not None
        ship.sides[seat].shown.remove(action.card)
        s.discard.append(action.card)
        return [ev.PirateDropped(seat, action.card, ship.tid)]
    if isinstance(action, act.Board):
        ship = s.ship(action.ship)
        assert ship is not None
        s.attempted.append(ship.tid)
        s.target = ship.tid
        s.totals = []
        events: list[Event] = [ev.BoardingAttempted(seat, ship.tid)]
        return events + _roll_for(s, ship, seat)
    if isinstance(action, act.Stop):
        s.boarding_over = True
        return []
    if isinstance(action, act.Counterattack):
        assert ship is not None
        who = s.queue[0]
        added = act.canonical(action.cards)
        for c in added:
            s.hands[who].remove(c)
            ship.sides[who].provisions.append(c)
        events = [ev.CounterattackDeclared(who, ship.tid, added)]
        return events + _roll_for(s, ship, who)
    assert isinstance(action, act.Decline)
    who = s.queue.pop(0)
    return [ev.CounterattackDeclined(who, s.target or "")]


def _take_from(s: StortebekerState, ship: Ship, action: act.Steal | act.Sink) -> list[Event]:
    ship.sides[action.victim].provisions.remove(action.card)
    if isinstance(action, act.Steal):
        ship.sides[s.turn].provisions.append(action.card)
        return [ev.CardStolen(s.turn, action.victim, action.card, ship.tid)]
    s.discard.append(action.card)
    return [ev.CardSunk(s.turn, action.victim, action.card, ship.tid)]


def _roll_for(s: StortebekerState, ship: Ship, seat: int) -> list[Event]:
    """Reveal the attacker's pirates there (they stay face up), then CHANCE rolls its number dice."""
    side = ship.sides[seat]
    events: list[Event] = []
    if side.hidden:
        cards = tuple(c for c in side.hidden if c is not None)
        side.shown.extend(cards)
        side.hidden = []
        events.append(ev.PiratesRevealed(seat, ship.tid, cards))
    s.attacker = seat
    s.step = BOARD_ROLL
    return events


def _attack_total(s: StortebekerState, roll: act.RollNumbers) -> list[Event]:
    ship = s.ship(s.target)
    assert ship is not None and s.attacker is not None
    seat = s.attacker
    bonus = ship.sides[seat].strength()
    total = roll.a + roll.b + bonus
    s.totals.append([seat, total])
    purpose = "boarding" if seat == s.turn else "counter"
    events: list[Event] = [ev.DiceRolled(seat, (roll.a, roll.b), purpose, ship.tid),
                           ev.AttackTotal(seat, ship.tid, roll.a + roll.b, bonus, total)]
    s.attacker = None
    if seat != s.turn:
        s.queue.pop(0)
        s.step = COUNTER
        return events
    strength = ship.tile.strength
    if total < strength:
        s.step = LOSS_ROLL
        return events + [ev.BoardingFailed(seat, ship.tid, total, strength)]
    n = s.players
    others = [(seat + i) % n for i in range(1, n)]
    s.queue = [o for o in others if ship.sides[o]]
    s.step = COUNTER
    return events + [ev.BoardingSucceeded(seat, ship.tid, total, strength)]


# -- the steps that need no decision -----------------------------------------------------------------


def advance(s: StortebekerState) -> list[Event]:
    """Run forced steps until a seat (or CHANCE) must decide, or the game is over."""
    events: list[Event] = []
    while not _FORCED[s.step](s, events):
        pass
    return events


# Each step below runs what needs no decision at its step, adding its events to `events`, and says whether
# someone must now decide (`to_act` then says who) or the game is over; False: on to the next step.


def _game_over(s: StortebekerState, events: list[Event]) -> bool:
    """The end (docs/rules/stortebeker.md 2.4): nobody acts any more."""
    s.to_act = None
    return True


def _dice_to_roll(s: StortebekerState, events: list[Event]) -> bool:
    """The colour dice of a broadside (phase 2) or of a failed boarding (phase 3), the number dice of a
    boarding or a counterattack (phases 3-4): CHANCE rolls them."""
    s.to_act = CHANCE
    return True


def _play_cards(s: StortebekerState, events: list[Event]) -> bool:
    """Phase 1, play cards: the turn seat plays while it has cards left to play; then the broadside
    (phase 2) if it fired one, else boarding (phase 3)."""
    if s.cards_left > 0:
        s.to_act = s.turn
        return True
    if s.stage == 2:
        s.step = BROADSIDE_ROLL
    else:
        s.step, s.target = BOARD, None
    return False


def _colour_dice(s: StortebekerState, events: list[Event]) -> bool:
    """Phase 2, broadside, and a failure in phase 3, boarding: each colour die in turn costs a provision of
    its colour there; a die that finds none misses, a die with one choice is applied at once, else the turn
    seat chooses. The dice spent, a broadside goes on to boarding, a failed boarding to dropping pirates."""
    if s.dice:
        colour = s.dice[0]
        options = decisions.legal(s)
        if not options:
            s.dice.pop(0)
            events.append(ev.DieMissed(s.turn, colour, s.target or ""))
        elif len(options) == 1:
            events.extend(apply_decision(s, options[0]))
        else:
            s.to_act = s.turn
            return True
        return False
    if s.step == BROADSIDE:
        s.step, s.target = BOARD, None
    else:
        s.step = DROP
    return False


def _drop_pirates(s: StortebekerState, events: list[Event]) -> bool:
    """Phase 3, boarding, after a failure: while the seat has more plain pirates than plain provisions there,
    it drops one (its choice; a forced one at once). Then boarding goes on, unless variant 3 ends it."""
    options = decisions.legal(s)
    if len(options) > 1:
        s.to_act = s.turn
        return True
    if options:
        events.extend(apply_decision(s, options[0]))
        return False
    if 3 in s.setup.variants:  # variant 3: a failed boarding ends the seat's boarding
        s.boarding_over = True
    s.step, s.target = BOARD, None
    return False


def _counterattacks(s: StortebekerState, events: list[Event]) -> bool:
    """Phase 4, counterattack: each seat in the queue that may counterattack at all decides in turn; when all
    have decided, the ship is taken (phase 5, `_resolve_capture`)."""
    ship = s.ship(s.target)
    assert ship is not None
    while s.queue and not decisions.may_counter_at_all(s, ship, s.queue[0]):
        s.queue.pop(0)
    if s.queue:
        s.to_act = s.queue[0]
        return True
    events.extend(_resolve_capture(s, ship))
    return False


def _boarding(s: StortebekerState, events: list[Event]) -> bool:
    """Phase 3, boarding: the turn seat boards or stops while a ship may be boarded; then its turn ends
    (phases 5-6, `_end_turn`)."""
    if boardable(s):
        s.to_act = s.turn
        return True
    events.extend(_end_turn(s))
    return False


_FORCED: dict[str, Callable[[StortebekerState, list[Event]], bool]] = {
    OVER: _game_over,
    BROADSIDE_ROLL: _dice_to_roll, BOARD_ROLL: _dice_to_roll, LOSS_ROLL: _dice_to_roll,
    PLAY: _play_cards,
    BROADSIDE: _colour_dice, LOSE: _colour_dice,
    DROP: _drop_pirates,
    COUNTER: _counterattacks,
    BOARD: _boarding,
}


def _resolve_capture(s: StortebekerState, ship: Ship) -> list[Event]:
    """The highest total takes the ship; a tie goes to the tied seat earliest in order from the
    boarding seat (Ruling, docs/rules/stortebeker.md 2.3 phase 4) - `totals` is in that order. Phase 5 follows."""
    best = max(t for _, t in s.totals)
    winner = next(seat for seat, t in s.totals if t == best)
    slot = s.slot_of(ship.tid)
    cards = tuple((seat, c) for seat, side in enumerate(ship.sides) for c in side.cards() if c is not None)
    s.discard.extend(c for _, c in cards)
    s.ships[slot] = None
    s.captured.append(slot)
    s.won[winner].append(ship.tile)
    countered = winner != s.turn
    events: list[Event] = [
        ev.ShipCaptured(winner, ship.tile, slot, cards, countered),
        ev.ScoreChanged(winner, ship.tile.value, points(s, winner)),
    ]
    if not s.reserve and not s.end_announced:  # docs/rules/stortebeker.md 2.4
        s.end_announced = True
        events.append(ev.EndAnnounced(winner, ship.tid))
    if countered and 4 in s.setup.variants:  # variant 4
        s.boarding_over = True
    s.totals, s.target = [], None
    s.step = BOARD
    return events


def _end_turn(s: StortebekerState) -> list[Event]:
    """End of boarding: replace captured ships (phase 5), draw (phase 6), then the next turn or the end."""
    events = _replace_ships(s)
    events += join_taken(s)
    events += _draw(s, s.turn)
    n = s.players
    if s.turn == n - 1 and (s.end_announced or s.round >= MAX_ROUNDS):
        s.ended_by = "reserve" if s.end_announced else "safeguard"
        s.step = OVER
        return events
    seat = (s.turn + 1) % n
    if seat == 0:
        s.round += 1
    return events + begin_turn(s, seat)


def begin_turn(s: StortebekerState, seat: int) -> list[Event]:
    s.turn = seat
    s.step = PLAY
    s.cards_left = min(CARDS_PER_TURN, len(s.hands[seat]))  # Ruling: all of them if fewer than 3
    s.stage = 0
    s.target, s.attacker = None, None
    s.dice, s.attempted, s.captured, s.totals, s.queue = [], [], [], [], []
    s.boarding_over = False
    return [ev.TurnBegan(seat, s.round)]


def _replace_ships(s: StortebekerState) -> list[Event]:
    """Each captured ship is replaced from the reserve, in the order of capture; the next reserve
    tile is revealed (the next three with variant 2)."""
    events: list[Event] = []
    for slot in s.captured:
        if not s.reserve:
            break
        tile = s.reserve.pop(0)
        assert tile is not None
        s.ships[slot] = Ship(tile, [Side() for _ in range(s.players)])
        events.append(ev.ShipEntered(slot, tile))
        k = s.face_up
        if len(s.reserve) >= k:
            revealed = s.reserve[k - 1]
            assert revealed is not None
            events.append(ev.ShipRevealed(revealed, k - 1))
    s.captured = []
    return events


def _draw(s: StortebekerState, seat: int) -> list[Event]:
    """Draw up to 6; an empty draw pile is replaced by the shuffled discard pile, shuffled from
    (game seed, reshuffle count) so replays are exact (docs/rules/stortebeker.md 2.3 phase 6)."""
    events: list[Event] = []
    hand = s.hands[seat]
    while len(hand) < HAND_SIZE:
        if not s.pile:
            if not s.discard:
                break
            s.reshuffles += 1
            pile: list[Card | None] = list(s.discard)
            random.Random(f"stortebeker:{s.seed}:reshuffle:{s.reshuffles}").shuffle(pile)
            s.pile, s.discard = pile, []
            events.append(ev.PileReshuffled(len(pile), s.reshuffles))
            continue
        k = min(HAND_SIZE - len(hand), len(s.pile))
        drawn: list[Card] = s.pile[-k:]  # type: ignore[assignment]  # the true pile: every card known
        del s.pile[-k:]
        drawn.reverse()  # the top card (the pile's last) first
        events.append(ev.CardsDrawn(seat, tuple(drawn), audience=_ALONE[seat]))
        insert_sorted(hand, drawn)
    return events
