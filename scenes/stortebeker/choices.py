"""The decisions of a Störtebeker turn that are not card play, as button labels with the odds a
player would work out at the table: the engine's (game/stortebeker/dice.py, `Side.strength`)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import Action
from game.stortebeker import actions as act
from game.stortebeker.decisions import MAX_COUNTER_CARDS
from game.stortebeker.dice import beating_chance, boarding_chance
from game.stortebeker.state import StortebekerState
from scenes.core.assets import font
from scenes.core.i18n import _, share
from scenes.stortebeker.words import action_words, amounts_label, card_label, cards_label


@dataclass(frozen=True)
class OpenTrade(Action):
    """Not a move: the button that opens the trade dialog."""


@dataclass(frozen=True)
class Greyed(Action):
    """Not a move: a button shown disabled, `why` saying why: the trade button while no trade is allowed (the
    prompt offers trading, so a button that is missing would leave a person wondering), or in a lesson a choice the
    coach does not ask for now (the prompt names both choices)."""

    why: str


def why_no_trade(view: StortebekerState) -> str:
    """Why the seat to play cards cannot trade now (docs/rules/stortebeker.md 2.3 phase 1: a trade takes 1 or 2
    cards from the discard pile and gives 2 or 3 of the turn's cards)."""
    if not view.discard:
        return _("No trade now: the discard pile is empty, so there is nothing to take.")
    if view.cards_left < 2:
        return _("No trade now: a trade gives 2 or 3 cards, and you have only 1 card left to play this turn.")
    return _("No trade is possible now.")


def why_no_counter(view: StortebekerState, seat: int) -> str:
    """Why `seat`, asked on a boarding of another, cannot counterattack ("" if it can): a counterattack first adds from
    the hand exactly the provisions the seat still lacks at that ship, at most 3 (docs/rules/stortebeker.md 2.3
    phase 4), so a hand without them leaves only letting the ship go."""
    ship = view.ship(view.target) if view.target else None
    if ship is None:
        return ""
    missing = ship.missing(seat)
    hand = [c for c in view.hands[seat] if c is not None and c.is_provision]
    short = any(sum(c.ptype == p for c in hand) < k for p, k in missing.items())
    if not short and sum(missing.values()) <= MAX_COUNTER_CARDS:  # (a seat lacking more is not asked)
        return ""
    held = {p: sum(c.ptype == p for c in hand) for p in missing}
    short_of = [(p, k - held[p]) for p, k in missing.items() if held[p] < k]  # only what the hand cannot give
    if not short_of:  # (a seat lacking more than a counterattack adds is not asked)
        return _("No counterattack is possible: you still lack more than {n} cards at {ship} ({lacks}).").format(
            n=MAX_COUNTER_CARDS, ship=ship.tid, lacks=amounts_label(missing.items()))
    return _("No counterattack is possible: your hand does not hold what you still lack at {ship} ({lacks})."
             ).format(ship=ship.tid, lacks=amounts_label(short_of))


def pirates_on(view: StortebekerState, seat: int, ship: str) -> int:
    """What `seat`'s cards at `ship` add to a boarding total (`Side.strength`: the seat sees its own
    face-down pirates)."""
    sh = view.ship(ship)
    return 0 if sh is None else sh.sides[seat].strength()


def action_label(view: StortebekerState, a: Action, names: list[str]) -> str:
    seat = view.to_act if view.to_act is not None and view.to_act >= 0 else view.turn
    if isinstance(a, act.Steal):
        return _("Take {card} from {name}").format(card=card_label(a.card), name=names[a.victim])
    if isinstance(a, act.Sink):
        return _("Sink {name}'s {card}").format(card=card_label(a.card), name=names[a.victim])
    if isinstance(a, act.Board):
        ship = view.ship(a.ship)
        assert ship is not None  # a ship boarded is in play
        chance = share(boarding_chance(ship.tile.strength, pirates_on(view, seat, a.ship)))
        return _("Board {ship} ({chance:.0%})").format(ship=a.ship, chance=chance)
    if isinstance(a, act.Stop):
        return _("Stop boarding")
    if isinstance(a, act.Lose):
        return _("Lose {card}").format(card=card_label(a.card))
    if isinstance(a, act.Drop):
        return _("Let {card} go").format(card=card_label(a.card))
    if isinstance(a, act.Counterattack):
        best = max((total for _seat, total in view.totals), default=0)
        extra = sum(c.strength for c in a.cards)
        chance = share(beating_chance(best, pirates_on(view, seat, a.ship) + extra))
        if not a.cards:  # the side lacks nothing there
            return _("Counterattack ({chance:.0%} to beat {best})").format(chance=chance, best=best)
        return _("Counterattack, adding {cards} ({chance:.0%} to beat {best})").format(
            cards=cards_label(a.cards), chance=chance, best=best)
    if isinstance(a, act.Decline):
        if why_no_counter(view, seat):  # the only way on: no refusal to click, the prompt says why
            return _("OK, no counterattack")
        return _("Do not counterattack")
    words = action_words(a, names)  # a move that is no button of its own: said in words all the same
    return words[:1].upper() + words[1:]


def choice_rects(area: pygame.Rect, labels: list[str], gap: int, size: int) -> list[pygame.Rect]:
    """Buttons side by side in `area`, centred, each as wide as its label in `size` (bold) needs and at least a
    third of the area; when they do not all fit, the short labels are whole and the long ones share the rest (on two
    lines: the painter's `_label`)."""
    if not labels:
        return []
    f = font(size, True)
    need = [max(area.w // 3, f.size(label)[0] + 2 * size) for label in labels]
    room = area.w - gap * (len(labels) - 1)
    if sum(need) > room:  # the short labels whole, the long ones share what is left
        need = [f.size(label)[0] + 2 * size for label in labels]
        left, fair = room, 0
        for i, w in enumerate(sorted(need)):
            fair = left // (len(need) - i)
            if w > fair:
                break
            left -= w
        need = [min(w, fair) for w in need]
    x = area.centerx - (sum(need) + gap * (len(labels) - 1)) // 2
    rects = []
    for w in need:
        rects.append(pygame.Rect(x, area.y, w, area.h))
        x += w + gap
    return rects
