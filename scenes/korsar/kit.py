"""The Korsar table: the scene a game of Korsar is played in.

Sprites live in the display model (display.py) and glide to the places the layout gives them
(layout.py); this module turns events into those moves and a person's clicks, drags and keys into
actions for the match runner. Drawing is in painter.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import singledispatchmethod

import pygame

from game.core import Action, Event, State
from game.korsar import actions as act
from game.korsar import events as ev
from game.korsar.cards import Kind, card_named
from game.korsar.state import KorsarState
from scenes.core import theme
from scenes.core.i18n import _, ngettext
from scenes.core.input import PICK, Intent
from scenes.core.sprites import CardArt, CardSprite
from scenes.korsar.display import KorsarDisplay, signature_of
from scenes.korsar.layout import KorsarLayout
from scenes.korsar.painter import PAINTER, KorsarPicture
from scenes.korsar.scoring import korsar_scoring
from scenes.korsar.sea import Moored, Sea
from scenes.korsar.sounds import SOUNDS
from scenes.korsar.words import Narrator, action_words, card_label, galleon_name, reason_field
from scenes.screens.scoring import ScoringScene
from scenes.table.effects import BANNER_PAUSE
from scenes.table.kit import PhoneCard, Table, TableKit
from scenes.table.picking import Target

MOVE = 0.42  # seconds a card takes to fly to its new place at normal speed


class KorsarKit(TableKit[KorsarDisplay, KorsarLayout, KorsarPicture]):
    painter = PAINTER
    game = "korsar"
    sounds = SOUNDS

    def __init__(self, table: Table[KorsarDisplay, KorsarLayout]) -> None:
        super().__init__(table)
        self.art = CardArt("korsar")
        self.teams = table.match.setup.teams
        self.words = Narrator(table.names, self.teams)
        self.sea: Sea | None = None  # charted by `place_all`, whenever the galleons or the window change
        self._hold = False  # the sea keeps its chart while a card played from the bottom seat lands

    # -- display and layout -------------------------------------------------------------------------
    def new_display(self, view) -> KorsarDisplay:
        return KorsarDisplay(view)

    def new_layout(self, size: tuple[int, int]) -> KorsarLayout:
        self._hold = False  # a held chart belongs to the old window
        return KorsarLayout(size, self.table.match.setup.players, self.table.bottom)

    def view_signature(self, view) -> tuple:
        return signature_of(view)

    def place_all(self, animate: bool = True) -> None:
        """Send every sprite to its place; those that moved glide there."""
        lay = self.table.layout
        if lay is None:
            return
        anim = self.table.animator if animate else None
        d = self.table.display
        pile = lay.pile_card()
        for i, s in enumerate(d.pile):
            depth = min(3, len(d.pile) - 1 - i)
            s.place(pile.move(-depth * 2, -depth * 2), anim, MOVE)
        removed = lay.removed_card()
        for s in d.removed:
            s.place(removed, anim, MOVE)
        for seat, hand in enumerate(d.hands):
            if seat == self.table.bottom:
                rects = lay.hand_cards(len(hand))
            else:
                rects = lay.mini_hand(seat, len(hand), face_up=self.table.sees(seat))
            for s, r in zip(hand, rects):
                if not self.table.picker.dragging(s):
                    s.place(r, anim, MOVE)
        for seat, pile_ in enumerate(d.loot):
            for lt in pile_:
                lt.sprite.place(lay.loot_spot(seat), anim, MOVE)
        self.sea = (self._held_sea() if self._hold else None) or self.chart_sea()
        for slot in d.galleons.values():
            berth = self.sea.berths[slot.gid]
            slot.sprite.place(berth.galleon, anim, MOVE)
            for i, (_side, sprites) in enumerate(slot.columns()):
                for s, r in zip(sprites, berth.column_cards(i, len(sprites))):
                    s.place(r, anim, MOVE)
            for s in slot.displaced:  # driven off by the new character; it leaves the game next
                s.place(berth.galleon.move(0, berth.galleon.h // 4), anim, MOVE)
        self.table.picker.lift()

    def _held_sea(self) -> Sea | None:
        """The sea as it was, with the card just played by the person at the bottom in the place that
        glowed for it; None if it has no such place. The next event re-charts the sea, and everything
        glides to its new place once the card has landed."""
        sea = self.sea
        if sea is None:
            return None
        berths, launch = dict(sea.berths), sea.launch
        for slot in self.table.display.galleons.values():  # a galleon captured meanwhile leaves its berth empty
            if slot.gid not in berths:
                if launch is None:
                    return None
                berths[slot.gid], launch = replace(launch, gid=slot.gid), None
            if len(slot.columns()) > len(berths[slot.gid].columns):
                return None
        return Sea(sea.zones, berths, launch, sea.galleon_w)

    def chart_sea(self) -> Sea:
        """Where every galleon and attack lies now; a berth is kept for the viewer's next galleon while
        the viewer holds one, so that launching it moves nothing else."""
        d = self.table.display
        moored = [Moored(g.gid, g.owner, tuple(len(cards) for _side, cards in g.columns()))
                  for g in d.galleons.values()]
        launch = any(s.face and card_named(s.face).kind is Kind.GALLEON for s in d.hands[self.table.bottom])
        assert self.table.layout is not None
        return self.table.layout.sea(moored, launch)

    # -- events ---------------------------------------------------------------------------------------
    def showing(self, event: Event) -> None:
        """A card played from the bottom seat lands where its place glowed: the sea keeps its chart
        until the action's last event, then re-charts and every card glides to its new place."""
        if isinstance(event, ev.CardPlayed) and event.seat == self.table.bottom:
            self._hold = True

    def action_shown(self, repaired: bool) -> None:
        if self._hold:
            self._hold = False
            self.place_all()

    @singledispatchmethod
    def react(self, event: Event, moved: list[CardSprite]) -> float:
        """Flourishes and the pause after each kind of event (the tests check that every kind has its own)."""
        raise TypeError(f"the Korsar table has no reaction to {type(event).__name__}")

    @react.register(ev.CardDrawn)
    @react.register(ev.CardPlayed)
    @react.register(ev.CharacterRemoved)
    @react.register(ev.CardDiscarded)
    def _moved(self, event: Event, moved: list[CardSprite]) -> float:
        return 0.5 if moved else 0.0

    @react.register
    def _captured(self, event: ev.GalleonCaptured, moved: list[CardSprite]) -> float:
        """The gold goes to the seat's loot (a burst there) and a banner over the sea says who took the galleon,
        or brought it home (the seat or team that launched it); coins burst from where the galleon lay."""
        lay = self.table.layout
        assert lay is not None
        spot = lay.loot_spot(event.seat)
        self.table.effects.add("burst", spot, theme.GOLD, f"+{event.card.value}")
        owner = self.words.owners.get(event.gid) if isinstance(self.words, Narrator) else None
        home = owner == event.seat or (owner is not None and self.teams and owner // 2 == event.seat // 2)
        title = _("{name} brings {galleon} home!") if home else _("{name} captures {galleon}!")
        gold = ngettext("+{n} gold", "+{n} gold", event.card.value).format(n=event.card.value)
        prize = moved[0].rect if moved else spot  # the galleon, as it leaves its berth
        title = title.format(name=self.table.names[event.seat], galleon=galleon_name(event.gid))
        self.table.effects.banner(lay.galleons, prize, theme.seat_colour(event.seat), title, gold, self.table.speed)
        return BANNER_PAUSE

    @react.register
    def _stays(self, event: ev.GalleonStays, moved: list[CardSprite]) -> float:
        slot = self._geometry(event.gid)
        if slot is not None:
            self.table.effects.add("ring", slot, (200, 200, 200), _("tie"))
        return 0.4

    @react.register
    def _turn(self, event: ev.TurnBegan, moved: list[CardSprite]) -> float:
        return 0.12

    @react.register(ev.SeatSkipped)
    @react.register(ev.GameEnded)
    def _pause(self, event: Event, moved: list[CardSprite]) -> float:
        return 0.4

    def _geometry(self, gid: str) -> pygame.Rect | None:
        berth = self.sea.berths.get(gid) if self.sea is not None else None
        return berth.galleon if berth is not None else None

    def scoring(self) -> ScoringScene:
        return korsar_scoring(self.table.app, self.table.match)

    # -- a person's turn --------------------------------------------------------------------------------
    def can_draw(self) -> bool:
        return any(isinstance(a, act.Draw) for a in self.table.legal())

    def hand_sprites(self) -> list[CardSprite]:
        return self.table.display.hands[self.table.bottom]

    def targets_for(self, sprite: CardSprite) -> list[Target]:
        """Where the picked card may go: galleons, a new place at sea, the discard."""
        lay = self.table.layout
        if lay is None or sprite.face is None:
            return []
        card = card_named(sprite.face)
        sea = self.sea if self.sea is not None else self.chart_sea()
        side = self.table.display.side(self.table.bottom)
        out = []
        for a in self.table.legal():
            if isinstance(a, act.Play) and a.card == card:
                if a.target is None and sea.launch is not None:
                    out.append(Target(sea.launch.galleon, a, _("Launch {card}").format(card=card_label(card))))
                elif a.target in sea.berths:
                    out.append(Target(self.landing(a.target, side, card), a, self._play_label(a.target, card)))
            elif isinstance(a, act.Discard) and a.card == card:
                out.append(Target(lay.removed_card(), a, _("Discard {card}").format(card=card_label(card))))
        return out

    def _play_label(self, gid: str, card) -> str:
        """What playing `card` on galleon `gid` does, said as the log will say it: defending one's own (or a
        partner's) galleon, or attacking another seat's."""
        slot = self.table.display.galleons.get(gid)
        owner = slot.owner if slot is not None else None
        if owner is not None and (owner == self.table.bottom or (self.teams and owner // 2 == self.table.bottom // 2)):
            return _("Defend {gid} with {card}").format(gid=galleon_name(gid), card=card_label(card))
        whose = self.table.names[owner] if owner is not None else "?"
        return _("Attack {owner}'s {gid} with {card}").format(owner=whose, gid=galleon_name(gid), card=card_label(card))

    def ways_to_play(self, sprite: CardSprite) -> list:
        """A galleon is launched; anything else goes onto a galleon at sea; any card is discarded once the
        pile is empty (asked last: the discard's refusal says only that the pile is not empty)."""
        if sprite.face is None:
            return []
        card = card_named(sprite.face)
        onto = [act.Play(card, gid) for gid in self.table.display.galleons]
        plays = [act.Play(card, None), *onto] if card.kind is Kind.GALLEON or not onto else onto
        return [*plays, act.Discard(card)]

    def plays_at(self, sprite: CardSprite, pos: tuple[int, int]) -> list:
        """Playing the card onto the galleon whose berth is at `pos`; a galleon dropped anywhere else in the viewer's
        own part of the sea is launched there (its glowing place is only the likeliest spot)."""
        if sprite.face is None or self.sea is None:
            return []
        card = card_named(sprite.face)
        onto = [act.Play(card, gid) for gid, berth in self.sea.berths.items() if berth.area.collidepoint(pos)]
        mine = self.sea.zones.get(self.table.bottom)
        if not onto and card.kind is Kind.GALLEON and mine is not None and mine.rect.collidepoint(pos):
            return [act.Play(card, None)]
        return onto

    def reason_field(self, name: str, value: object) -> str | None:
        return reason_field(name, value)

    def action_words(self, action: Action) -> str:
        return action_words(action)

    def landing(self, gid: str, side: int, card) -> pygame.Rect:
        """The exact place `card`, played by `side` on galleon `gid`, will take in its attack column."""
        assert self.sea is not None  # charted by `place_all` as soon as the table has a layout
        berth = self.sea.berths[gid]
        column, place, n = self.table.display.galleons[gid].landing(side, card.kind is Kind.PIRATE)
        if column >= len(berth.columns):  # a fifth column (three attacks and a lone admiral): rare, on the galleon
            return berth.galleon
        return berth.column_cards(column, n)[place]

    def free_targets(self) -> list[Target]:
        if self.table.layout is None or not self.can_draw():
            return []
        return [Target(self.table.layout.pile_card(), act.Draw(), _("Draw a card"))]

    def table_intent(self, intent: Intent) -> None:
        if intent.kind == PICK:
            for rect, fn in self.prompt_buttons():
                if rect.collidepoint(intent.pos):
                    fn()
                    return

    def prompt_buttons(self) -> list[tuple[pygame.Rect, Callable[[], None]]]:
        """The button in the prompt panel: Draw, or Cancel once a card is picked."""
        lay = self.table.layout
        if lay is None or self.table.human_turn() is None:
            return []
        r = pygame.Rect(0, 0, lay.prompt.w - lay.vp.px(24), lay.vp.px(36))
        r.midbottom = (lay.prompt.centerx, lay.prompt.bottom - lay.vp.px(10))
        if self.table.picker.picked is not None:
            return [(r, self.table.picker.unpick)]
        if self.can_draw():
            return [(r, lambda: self.table.picker.choose(act.Draw()))]
        return []

    def picture(self) -> KorsarPicture | None:
        """What the painter draws this frame (None before the window's size is known)."""
        t = self.table
        if t.layout is None or self.sea is None:
            return None
        buttons = tuple(rect for rect, _action in self.prompt_buttons())
        view = t.view()
        assert isinstance(view, KorsarState)  # the view of a Korsar match
        return KorsarPicture(t.sight(), view, t.display, t.layout, self.sea, self.art, buttons)

    def phone_hand(self, view: State, seat: int) -> list[PhoneCard]:
        assert isinstance(view, KorsarState)
        return [PhoneCard(c.name, f"korsar/{c.name}.svg", card_label(c)) for c in view.hands[seat] if c is not None]

    def phone_cards(self, action: Action) -> tuple[str, ...]:
        return (action.card.name,) if isinstance(action, (act.Play, act.Discard)) else ()
