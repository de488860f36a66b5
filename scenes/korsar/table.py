"""The Korsar table: the scene a game of Korsar is played in.

Sprites live in the display model (display.py) and glide to the places the layout gives them
(layout.py); this module turns events into those moves and a person's clicks, drags and keys into
actions for the match runner. Drawing is in painter.py.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import Action, Event
from game.korsar import actions as act
from game.korsar import events as ev
from game.korsar.cards import card_named
from game.match import Applied
from scenes.i18n import _
from scenes.input import BACK, CONFIRM, NAVIGATE, PICK, POINT, PRESS, RELEASE, Intent
from scenes.korsar.display import KorsarDisplay, signature_of
from scenes.korsar.layout import KorsarLayout
from scenes.korsar.words import Narrator, card_label, rules_summary
from scenes.sprites import CardArt, CardSprite
from scenes.table import LogLine, TableScene

MOVE = 0.42  # seconds a card takes to fly to its new place at normal speed
DRAG_SLOP = 8


@dataclass
class Target:
    """Somewhere the picked card can go, and the action that puts it there."""

    rect: pygame.Rect
    action: Action
    label: str


@dataclass
class Effect:
    """A short flourish: a ring bursting from a captured galleon, a word rising."""

    kind: str
    rect: pygame.Rect
    colour: tuple[int, int, int]
    text: str = ""
    t: float = 0.0
    duration: float = 0.9


@dataclass
class Drag:
    sprite: CardSprite
    grab: tuple[int, int]
    start: tuple[int, int]
    moved: bool = False


class KorsarTable(TableScene):
    game_title = "Korsar"

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.art = CardArt("korsar")
        self.display = KorsarDisplay(self.view())
        self.teams = match.setup.teams
        self.narrator = Narrator(self.names, self.teams, self._owner_of)
        self.layout: KorsarLayout | None = None
        self.picked: CardSprite | None = None
        self.focus = 0  # keyboard focus: a hand card (or the pile), or a target once a card is picked
        self.targets: list[Target] = []
        self.drag: Drag | None = None
        self.pointer = (0, 0)
        self.effects: list[Effect] = []
        self._z = 0
        self._legal: tuple[int, list[Action]] | None = None
        self.checked = self.repairs = 0  # actions whose display was compared with the engine, and repaired

    # -- layout ------------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.layout = KorsarLayout(size, self.match.setup.players, self.bottom)
        self.place_all(animate=False)

    def view_changed(self) -> None:
        self.display.sync(self.view())
        self.unpick()
        if self.layout is not None:
            if self.layout.bottom != self.bottom:
                self.layout = KorsarLayout(self.layout.size, self.match.setup.players, self.bottom)
            self.place_all(animate=False)

    def place_all(self, animate: bool = True) -> None:
        """Send every sprite to its place; those that moved glide there."""
        lay = self.layout
        if lay is None:
            return
        anim = self.animator if animate else None
        d = self.display
        pile = lay.pile_card()
        for i, s in enumerate(d.pile):
            depth = min(3, len(d.pile) - 1 - i)
            s.place(pile.move(-depth * 2, -depth * 2), anim, MOVE)
        removed = lay.removed_card()
        for s in d.removed:
            s.place(removed, anim, MOVE)
        for seat, hand in enumerate(d.hands):
            if seat == self.bottom:
                rects = lay.hand_cards(len(hand))
            else:
                rects = lay.mini_hand(seat, len(hand), face_up=self.sees(seat))
            for s, r in zip(hand, rects):
                if self.drag is None or s is not self.drag.sprite:
                    s.place(r, anim, MOVE)
        for seat, pile_ in enumerate(d.loot):
            for lt in pile_:
                lt.sprite.place(lay.loot_spot(seat), anim, MOVE)
        slots = lay.slots(len(d.galleons))
        for slot, geo in zip(d.galleons.values(), slots):
            slot.sprite.place(geo.galleon, anim, MOVE)
            for i, sprites in enumerate(slot.attacks.values()):
                for s, r in zip(sprites, geo.column_cards(i, len(sprites))):
                    s.place(r, anim, MOVE)
            if slot.character is not None:
                slot.character.place(geo.character(), anim, MOVE)
            for s in slot.displaced:
                s.place(geo.character().move(geo.galleon.w // 3, 0), anim, MOVE)
        self._lift_hand()

    def _lift_hand(self) -> None:
        hovered = self.card_at(self.pointer) if self.my_turn() is not None else None
        for i, s in enumerate(self.display.hands[self.bottom]):
            focused = self.picked is None and self.my_turn() is not None and self.focus == i
            up = s is self.picked or s is hovered or focused
            s.lift = (s.h * (0.22 if s is self.picked else 0.12)) if up else 0.0

    def sees(self, seat: int) -> bool:
        return self.viewer is not None and seat in self.rules.partners(self.match.setup, self.viewer)

    # -- events ---------------------------------------------------------------------------------------
    def show(self, event: Event) -> float:
        moved = self.display.apply(event)
        for s in moved:
            self._z += 1
            s.z = self._z
        self.place_all()
        if self.layout is None:
            return 0.0
        if isinstance(event, ev.GalleonCaptured):
            spot = self.layout.loot_spot(event.seat)
            self.effects.append(Effect("burst", spot, (242, 193, 46), f"+{event.card.value}"))
            return 0.75
        if isinstance(event, ev.GalleonStays):
            slot = self._geometry(event.gid)
            if slot is not None:
                self.effects.append(Effect("ring", slot, (200, 200, 200), _("tie")))
            return 0.4
        if isinstance(event, ev.TurnBegan):
            return 0.12
        if isinstance(event, ev.SeatSkipped | ev.GameEnded):
            return 0.4
        return 0.5 if moved else 0.0

    def describe(self, event: Event) -> list[LogLine]:
        return self.narrator.describe(event)

    def action_done(self, applied: Applied) -> None:
        view = self.view()
        self.checked += 1
        if self.display.signature() != signature_of(view):  # never expected: repair rather than mislead
            self.repairs += 1
            self.display.sync(view)
            self.place_all(animate=False)
        self._legal = None

    def _owner_of(self, gid: str) -> int | None:
        slot = self.display.galleons.get(gid)
        return slot.owner if slot else None

    def _geometry(self, gid: str) -> pygame.Rect | None:
        if self.layout is None:
            return None
        for slot, geo in zip(self.display.galleons.values(), self.layout.slots(len(self.display.galleons))):
            if slot.gid == gid:
                return geo.galleon
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        for e in self.effects:
            e.t += dt if self.speed > 0 else e.duration
        self.effects = [e for e in self.effects if e.t < e.duration]

    def scoring(self):
        from scenes.korsar.scoring import korsar_scoring

        return korsar_scoring(self.app, self.match)

    def rules_summary(self) -> str:
        return rules_summary()

    # -- a person's turn --------------------------------------------------------------------------------
    def my_turn(self) -> int | None:
        return self.human_turn()

    def legal(self) -> list[Action]:
        seat = self.my_turn()
        if seat is None:
            return []
        if self._legal is None or self._legal[0] != seat:
            self._legal = (seat, self.rules.legal_actions(self.match.view(seat)))
        return self._legal[1]

    def can_draw(self) -> bool:
        return any(isinstance(a, act.Draw) for a in self.legal())

    def pick(self, sprite: CardSprite) -> None:
        if sprite is self.picked:
            self.unpick()
            return
        self.picked = sprite
        self.targets = self._targets_for(sprite)
        self.focus = 0
        self._lift_hand()

    def unpick(self) -> None:
        if self.picked is not None:
            hand = self.display.hands[self.bottom]
            self.focus = hand.index(self.picked) if self.picked in hand else 0
        self.picked = None
        self.targets = []
        self._lift_hand()

    def _targets_for(self, sprite: CardSprite) -> list[Target]:
        lay = self.layout
        if lay is None or sprite.face is None:
            return []
        card = card_named(sprite.face)
        slots = dict(zip(self.display.galleons, lay.slots(len(self.display.galleons) + 1)))
        ghost = lay.slots(len(self.display.galleons) + 1)[-1].galleon
        out = []
        for a in self.legal():
            if isinstance(a, act.Play) and a.card == card:
                if a.target is None:
                    out.append(Target(ghost, a, _("Launch {card}").format(card=card_label(card))))
                elif a.target in slots:
                    out.append(Target(slots[a.target].galleon, a, _("Play on {gid}").format(gid=a.target)))
            elif isinstance(a, act.Discard) and a.card == card:
                out.append(Target(lay.removed_card(), a, _("Discard {card}").format(card=card_label(card))))
        return out

    def act(self, action: Action) -> None:
        self.unpick()
        if self.submit(action):
            self.focus = min(self.focus, max(0, len(self.display.hands[self.bottom]) - 1))

    def card_at(self, pos: tuple[int, int]) -> CardSprite | None:
        for s in reversed(self.display.hands[self.bottom]):
            if s.rect.collidepoint(pos):
                return s
        return None

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for t in self.targets:
            if t.rect.inflate(8, 8).collidepoint(pos):
                return t
        return None

    def wants_back(self) -> bool:
        return self.picked is not None

    def handle_table(self, intent: Intent) -> None:
        if intent.kind == POINT:
            self.pointer = intent.pos
            self._drag_to(intent.pos)
        if self.my_turn() is None:
            self.drag = None
            return
        if intent.kind == PRESS:
            s = self.card_at(intent.pos)
            if s is not None and s.face is not None:
                self.drag = Drag(s, (intent.pos[0] - s.rect.x, intent.pos[1] - s.rect.y), intent.pos)
        elif intent.kind == RELEASE:
            self._drop(intent.pos)
        elif intent.kind == PICK:
            self._click(intent.pos)
        elif intent.kind == NAVIGATE:
            self._navigate(intent.dx or intent.dy)
        elif intent.kind == CONFIRM:
            self._confirm()
        elif intent.kind == BACK:
            self.unpick()
        self._lift_hand()

    def _click(self, pos: tuple[int, int]) -> None:
        target = self.target_at(pos)
        if target is not None:
            self.act(target.action)
            return
        s = self.card_at(pos)
        if s is not None and s.face is not None:
            self.pick(s)
        elif self.layout is not None and self.layout.pile.collidepoint(pos) and self.can_draw():
            self.act(act.Draw())
        elif self.prompt_button_at(pos) is not None:
            self.prompt_button_at(pos)()
        else:
            self.unpick()

    def prompt_button_at(self, pos: tuple[int, int]):
        for rect, fn in self.prompt_buttons():
            if rect.collidepoint(pos):
                return fn
        return None

    def prompt_buttons(self) -> list[tuple[pygame.Rect, object]]:
        """The buttons in the prompt panel: Draw, or Cancel once a card is picked."""
        lay = self.layout
        if lay is None or self.my_turn() is None:
            return []
        r = pygame.Rect(0, 0, lay.prompt.w - lay.vp.px(24), lay.vp.px(36))
        r.midbottom = (lay.prompt.centerx, lay.prompt.bottom - lay.vp.px(10))
        if self.picked is not None:
            return [(r, self.unpick)]
        if self.can_draw():
            return [(r, lambda: self.act(act.Draw()))]
        return []

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
            self._z += 1
            d.sprite.z = self._z

    def _drop(self, pos: tuple[int, int]) -> None:
        d, self.drag = self.drag, None
        if d is None or not d.moved:
            return
        target = self.target_at(pos)
        if target is not None:
            self.act(target.action)
        else:
            self.unpick()
        self.place_all()

    def _focusables(self) -> int:
        return len(self.display.hands[self.bottom]) + (1 if self.can_draw() else 0)

    def _navigate(self, d: int) -> None:
        if self.picked is not None:
            if self.targets:
                self.focus = (self.focus + d) % len(self.targets)
            return
        n = self._focusables()
        if n:
            self.focus = (self.focus + d) % n

    def _confirm(self) -> None:
        if self.picked is not None:
            if self.targets:
                self.act(self.targets[self.focus % len(self.targets)].action)
            return
        hand = self.display.hands[self.bottom]
        if self.focus < len(hand):
            if hand[self.focus].face is not None:
                self.pick(hand[self.focus])
        elif self.can_draw():
            self.act(act.Draw())

    def draw(self, surface: pygame.Surface) -> None:
        from scenes.korsar.painter import paint

        paint(self, surface)


TABLE = KorsarTable
