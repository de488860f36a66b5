"""A person playing from their hand, shared by the tables: point at a card to lift it, click to pick
it, see the places it may go glow, click one (or drag the card there); arrows and Enter do the
same, Esc drops the pick. "Free" targets (the pile, to draw) need no pick.

The table supplies what is in the hand, where a card may go and what to do with the chosen
action; the picker only keeps track of pointer, focus and pick.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.core import Action
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PICK, POINT, PRESS, RELEASE, Intent
from scenes.core.sprites import CardSprite

DRAG_SLOP = 8  # pixels the pointer travels before a press on a card becomes a drag
NO_AIM = -1  # the focus of a picked card whose first place Enter must show before it plays there
HAND_GAP = 14  # pixels beside a hand's card that still pick it (the gaps between the cards of a row)


@dataclass
class Target:
    """Somewhere the picked card (or no card, for a free target) can go, and the action for it; `leads_to`: the
    game's move it leads to when the action is only a first step (a ship selected before it is boarded);
    `aimed_first`: Enter plays it only once the keyboard's focus has shown it (a broadside, a discard: a second
    Enter on a picked card must not throw it away unseen, testers 6 and 8)."""

    rect: pygame.Rect
    action: Action
    label: str
    leads_to: Action | None = None
    aimed_first: bool = False

    def plays(self, move: Action) -> bool:
        """Whether this target plays `move`, at once or as its first step (a hint points at it)."""
        return move in (self.action, self.leads_to)


@dataclass(frozen=True)
class Picks:
    """The picker as a painter sees it in one frame: a copy, so drawing cannot pick, drop or play.
    `free` (what needs no card) is listed only while a person may act; `focus` is the keyboard's target,
    None while the mouse is in use."""

    pointer: tuple[int, int]
    active: bool
    picked: CardSprite | None
    targets: tuple[Target, ...]  # where the picked card may go
    free: tuple[Target, ...]
    focus: Target | None
    focused_card: CardSprite | None  # the keyboard's card in the hand
    hovered_card: CardSprite | None  # the hand's card under the pointer
    pressed: bool  # the pointer is down on a card (it may become a drag)
    dragged: CardSprite | None  # the card being dragged, once it has moved
    keyboard: bool = False  # the keyboard is in use (its focus shows)

    def dragging(self, sprite: CardSprite) -> bool:
        return sprite is self.dragged


@dataclass
class Drag:
    sprite: CardSprite
    grab: tuple[int, int]
    start: tuple[int, int]
    moved: bool = False


class Picker:
    def __init__(self, hand: Callable[[], list[CardSprite]], targets_for: Callable[[CardSprite], list[Target]],
                 free: Callable[[], list[Target]], act: Callable[[Action], None],
                 may_act: Callable[[], bool],
                 missed: Callable[[CardSprite, tuple[int, int]], bool] | None = None,
                 playable: Callable[[CardSprite], bool] | None = None) -> None:
        self.hand = hand
        self.playable = playable  # the hand cards with somewhere to go: the arrows pass the others by
        self.missed = missed  # told when a picked card is dropped or clicked where it cannot go: True if it said why
        self.may_act = may_act
        self.targets_for = targets_for
        self.free = free
        self.act = act
        self.picked: CardSprite | None = None
        self.targets: list[Target] = []
        self.focus = 0  # a hand card, then the free targets; or a target once a card is picked
        self.drag: Drag | None = None
        self.pointer = (0, 0)
        self.keyboard = False  # the focus shows only once the keyboard is in use; the mouse hides it
        self.settled: tuple[int, int] | None = None  # where the pointer was when a card was put back (`unpick`)
        self.sticky = False  # a card clicked off its places stays picked (a lesson: the coach then says where)
        self.guided = False  # a coach names the move (a lesson): Enter needs no aim first (`Target.aimed_first`)

    # -- state ------------------------------------------------------------------------------------
    def pick(self, sprite: CardSprite) -> None:
        if sprite is self.picked:
            self.unpick()
            return
        self.picked = sprite
        self.targets = self.targets_for(sprite)
        self.focus = NO_AIM if self.targets and self.targets[0].aimed_first and not self.guided else 0

    def relaid(self) -> None:
        """The table was laid out again (a resize): the places the picked card may go are where they now lie."""
        if self.picked is not None:
            self.targets = self.targets_for(self.picked)

    def unpick(self) -> None:
        """Put the picked card back. It lies down in the hand even with the pointer still on it (it looked picked
        still, lifted by the hover), until the pointer moves."""
        if self.picked is not None:
            hand = self.hand()
            self.focus = hand.index(self.picked) if self.picked in hand else 0
            self.settled = self.pointer
        self.picked = None
        self.targets = []

    @property
    def active(self) -> bool:
        """A person at the screen may act now."""
        return self.may_act()

    def reset(self) -> None:
        self.unpick()
        self.drag = None

    def choose(self, action: Action) -> None:
        self.reset()
        self.act(action)
        self.focus = min(self.focus, max(0, len(self.hand()) - 1))

    @property
    def focused_target(self) -> Target | None:
        if self.picked is not None:
            return self.targets[self.focus % len(self.targets)] if self.targets and self.focus != NO_AIM else None
        free = self.free()
        i = self.focus - len(self.hand())
        return free[i] if 0 <= i < len(free) else None

    def focused_card(self) -> CardSprite | None:
        hand = self.hand()
        if self.active and self.keyboard and self.picked is None and self.focus < len(hand):
            return hand[self.focus]
        return None

    def dragging(self, sprite: CardSprite) -> bool:
        return self.drag is not None and self.drag.moved and self.drag.sprite is sprite

    @property
    def shown(self) -> tuple:
        """What of the picker the table shows, as a key: where the pointer is (the card under it rises, the place
        under it is lit, a tooltip follows it), the card picked, the focus and whether it shows, and a card held
        or dragged."""
        drag = (id(self.drag.sprite), self.drag.moved) if self.drag is not None else None
        picked = id(self.picked) if self.picked is not None else None
        return self.pointer, picked, tuple(id(t) for t in self.targets), self.focus, self.keyboard, drag

    def seen(self) -> Picks:
        """This frame's picks, for the painter."""
        active = self.active
        dragged = self.drag.sprite if self.drag is not None and self.drag.moved else None
        return Picks(self.pointer, active, self.picked, tuple(self.targets), tuple(self.free()) if active else (),
                     self.focused_target if self.keyboard else None, self.focused_card(), self.card_at(self.pointer),
                     self.drag is not None, dragged, self.keyboard)

    def card_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The hand's card under `pos`, or the nearest one when `pos` falls in the gap between two cards of a row
        (a click there picked nothing, and the hand moves under the pointer after every play)."""
        hand = self.hand()
        for s in reversed(hand):
            if s.rect.collidepoint(pos):
                return s
        near = [s for s in hand if s.rect.inflate(2 * HAND_GAP, 0).collidepoint(pos)]
        return min(near, key=lambda s: abs(s.rect.centerx - pos[0])) if near else None

    def lift(self) -> None:
        """Raise the pointed, focused and picked cards a little above the hand."""
        hovered = self.card_at(self.pointer) if self.active and self.pointer != self.settled else None
        focused = self.focused_card()
        for s in self.hand():
            up = s is self.picked or s is hovered or s is focused
            s.lift = (s.h * (0.22 if s is self.picked else 0.12)) if up else 0.0

    # -- input ----------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        """Use the intent if it concerns the hand; False lets the table try it."""
        if intent.kind == POINT:
            self.settled = None if intent.pos != self.settled else self.settled
            self.pointer = intent.pos
            self.keyboard = False
            self._drag_to(intent.pos)
            self.lift()
            return False
        # the first arrow, or at a table with no coach the first Enter, shows the focus before anything moves or is
        # played (tester 8: a first Enter drew a card, the focus unseen on the pile)
        first_key = intent.kind in ((NAVIGATE,) if self.guided else (NAVIGATE, CONFIRM)) and not self.keyboard
        if intent.kind in (NAVIGATE, CONFIRM):
            self.keyboard = True
        if not self.active:
            self.drag = None
            return False
        if first_key:  # on the first card (or target) that can be played
            if self.picked is None:
                stops = self._stops()
                self.focus = stops[0] if stops else 0
            self.lift()
            return True
        used = True
        if intent.kind == PRESS:
            s = self.card_at(intent.pos)
            if s is not None and s.face is not None:
                self.drag = Drag(s, (intent.pos[0] - s.rect.x, intent.pos[1] - s.rect.y), intent.pos)
            used = False
        elif intent.kind == RELEASE:
            used = self._drop(intent.pos)
        elif intent.kind == PICK:
            used = self._click(intent.pos)
        elif intent.kind == NAVIGATE:
            self._navigate(intent.dx or intent.dy)
        elif intent.kind == CONFIRM:
            self._confirm()
        elif intent.kind == BACK:
            used = self.picked is not None
            self.unpick()
        else:
            used = False
        self.lift()
        return used

    def _click(self, pos: tuple[int, int]) -> bool:
        for t in self.targets if self.picked is not None else self.free():
            if t.rect.inflate(8, 8).collidepoint(pos):
                self.choose(t.action)
                return True
        s = self.card_at(pos)
        if s is not None and s.face is not None:
            self.pick(s)
            return True
        if self.picked is not None:
            picked = self.picked
            told = self.missed is not None and self.missed(picked, pos)
            if not (self.sticky or told) and self.picked is picked:  # a reason said: it stays picked for the next click
                self.unpick()
        return False

    def _drag_to(self, pos: tuple[int, int]) -> None:
        d = self.drag
        if d is None:
            return
        if not d.moved and abs(pos[0] - d.start[0]) + abs(pos[1] - d.start[1]) > DRAG_SLOP:
            d.moved = True
            if self.picked is not d.sprite:
                self.pick(d.sprite)
        if d.moved:
            d.sprite.x, d.sprite.y = pos[0] - d.grab[0], pos[1] - d.grab[1] + d.sprite.lift
            d.sprite.target = None

    def _drop(self, pos: tuple[int, int]) -> bool:
        d, self.drag = self.drag, None
        if d is None or not d.moved:
            return False
        for t in self.targets:
            if t.rect.inflate(8, 8).collidepoint(pos):
                self.choose(t.action)
                return True
        if self.missed is not None and self.picked is not None:
            self.missed(self.picked, pos)
        self.unpick()
        return True

    def _navigate(self, d: int) -> None:
        if self.picked is not None:
            if self.targets:
                self.focus = (0 if d > 0 else len(self.targets) - 1) if self.focus == NO_AIM else \
                    (self.focus + d) % len(self.targets)
            return
        stops = self._stops()
        if not stops:
            return
        if self.focus not in stops:  # the focus sat on a card that has nowhere to go now: the nearest stop
            later = [i for i in stops if (i > self.focus) == (d > 0) and i != self.focus]
            self.focus = (min(later) if d > 0 else max(later)) if later else stops[0 if d > 0 else -1]
            return
        self.focus = stops[(stops.index(self.focus) + d) % len(stops)]

    def settle(self) -> None:
        """The keyboard's focus on a card that has nowhere to go now (the card before it was played, a lesson's
        coach asks for another) moves to the nearest that has: Enter then plays what the gold glow shows (the
        first Enter too, before the focus shows)."""
        if self.picked is not None:
            return
        stops = self._stops()
        if stops and self.focus not in stops:
            self.focus = min(stops, key=lambda i: (abs(i - self.focus), i))
            self.lift()

    def _stops(self) -> list[int]:
        """Where the arrows go while no card is picked: the hand's cards that can be played (every card, if none
        can: the arrows then still read the hand) and the free targets after them."""
        hand = self.hand()
        cards = [i for i, s in enumerate(hand) if self.playable is None or self.playable(s)]
        if not cards and not self.free():
            cards = list(range(len(hand)))
        return cards + [len(hand) + i for i in range(len(self.free()))]

    def _confirm(self) -> None:
        if self.picked is not None:
            if self.focus == NO_AIM:  # nothing aimed at yet: this Enter shows the first place, the next plays it
                self.focus = 0
            elif self.targets:
                self.choose(self.targets[self.focus % len(self.targets)].action)
            return
        hand = self.hand()
        stops = self._stops()
        if stops and self.focus not in stops:  # the focus sat on a card with nowhere to go: Enter goes to one that has
            self.focus = stops[0]
            return
        if self.focus < len(hand):
            if hand[self.focus].face is not None:
                self.pick(hand[self.focus])
        elif self.focused_target is not None:
            self.choose(self.focused_target.action)
