"""The Störtebeker table: ships in play with every seat's side, the reserve, the piles, the score
track and the dice.

Sprites live in the display model (display.py) and glide to the places the layout gives them
(layout.py). Card play is picking (scenes/table/picking.py): a card's targets are the viewer's side of
the ships, the discard pile and the ships a broadside may hit; trades go through a dialog
(trade.py); every other decision (broadside, boarding, losses, counterattacks) is a row of
buttons above the hand. Drawing is in painter.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.core import Action, Event
from game.match import Applied
from game.stortebeker import actions as act
from game.stortebeker import events as ev
from game.stortebeker.cardplay import CardPlays
from game.stortebeker.components import card_named
from game.stortebeker.state import COUNTER, PLAY
from scenes.core import theme
from scenes.core.i18n import _
from scenes.core.input import PICK, Intent
from scenes.core.sprites import CardArt, CardSprite
from scenes.screens.scoring import ScoringScene
from scenes.stortebeker import painter
from scenes.stortebeker.choices import action_label, choice_rects
from scenes.stortebeker.display import StortebekerDisplay, signature_of
from scenes.stortebeker.layout import StortebekerLayout
from scenes.stortebeker.painter import StortebekerPicture
from scenes.stortebeker.scoring import stortebeker_scoring
from scenes.stortebeker.trade import DiscardBrowser, TradeDialog
from scenes.stortebeker.words import Narrator, action_words, reason_field
from scenes.table.log import LogLine
from scenes.table.picking import Target
from scenes.table.scene import TableScene
from scenes.table.tumbling_dice import TUMBLE, DiceCup

MOVE = 0.42  # seconds a card takes to reach its place at normal speed
NUMBER_FACES = tuple(f"die{i}" for i in range(1, 7))
COLOUR_FACES = tuple(f"cdie-{p}" for p in ("water", "beans", "bread", "meat", "rum", "bananas"))


@dataclass
class Marker:
    """A seat's marker on the score track; `pos` glides to each new score."""

    pos: float


@dataclass(frozen=True)
class OpenTrade(Action):
    """Not a move: the button that opens the trade dialog."""


@dataclass(frozen=True)
class BrowseDiscard(Action):
    """Not a move: a look through the discard pile."""


class StortebekerTable(TableScene):
    painter = painter
    game_title = "Störtebeker"

    def __init__(self, app, match, save_path=None) -> None:
        super().__init__(app, match, save_path)
        self.art = CardArt("stortebeker")
        self.narrator = Narrator(self.names)
        self.dice = DiceCup(self.art, match.seed)
        self.dice_note = ""  # the last total rolled, shown by the dice
        self.markers = [Marker(float(s)) for s in self.display.scores]  # on the score track, tweened

    # -- display and layout -------------------------------------------------------------------------
    def make_display(self, view) -> StortebekerDisplay:
        return StortebekerDisplay(view)

    def make_layout(self, size: tuple[int, int]) -> StortebekerLayout:
        return StortebekerLayout(size, self.match.setup.players, len(self.display.ships), self.bottom)

    def view_signature(self, view) -> tuple:
        return signature_of(view, self.rules.scores(self.match.state))

    def place_all(self, animate: bool = True) -> None:
        lay = self.layout
        if lay is None:
            return
        self.dice.place(lay.dice())  # dice on the table follow the window, rolling or not
        anim = self.animator if animate else None
        d = self.display
        for i, s in enumerate(d.pile):
            depth = min(3, len(d.pile) - 1 - i)
            s.place(lay.pile().move(-depth * 2, -depth * 2), anim, MOVE)
        for s in d.discard:
            s.place(lay.discard(), anim, MOVE)
        face_up = 3 if 2 in self.match.setup.variants else 1
        for i, s in enumerate(d.reserve):
            s.place(lay.reserve(i, face_up), anim, MOVE)
        for slot, sh in enumerate(d.ships):
            if sh is None:
                continue
            sh.tile.place(lay.tile(slot), anim, MOVE)
            for seat, side in enumerate(sh.sides):
                cards = side.all()
                icons = max(1, len(sh.missing(seat))) if cards else 0
                for s, r in zip(cards, lay.side_cards(slot, seat, len(cards), icons)):
                    s.place(r, anim, MOVE)
        for seat, hand in enumerate(d.hands):
            rects = lay.hand_cards(len(hand)) if seat == self.bottom else lay.mini_hand(seat, len(hand))
            for s, r in zip(hand, rects):
                if not self.picker.dragging(s):
                    s.place(r, anim, MOVE)
        for s, r in zip(d.taken, lay.taken(d.turn, len(d.taken))):
            s.place(r, anim, MOVE)
        for seat, tiles in enumerate(d.won):
            for s, r in zip(tiles, lay.won(seat, len(tiles))):
                s.place(r, anim, MOVE)
        self.picker.lift()

    # -- events ---------------------------------------------------------------------------------------
    def react(self, event: Event, moved: list) -> float:
        lay = self.layout
        if isinstance(event, ev.DiceRolled):
            faces = NUMBER_FACES if isinstance(event.dice[0], int) else COLOUR_FACES
            results = [f"die{d}" if isinstance(d, int) else f"cdie-{d}" for d in event.dice]
            self.dice.set(faces, results, lay.dice(), self.paced(TUMBLE))
            self.dice_note = ""
            return TUMBLE + 0.15
        if isinstance(event, ev.AttackTotal):
            self.dice_note = _("{name}: {dice} + {pirates} = {total}").format(
                name=self.names[event.seat], dice=event.dice, pirates=event.pirates, total=event.total)
            return 0.5
        if isinstance(event, ev.BoardingSucceeded | ev.BoardingFailed):
            ok = isinstance(event, ev.BoardingSucceeded)
            r = self._tile_rect(event.ship)
            if r is not None:
                self.effects.add("ring", r, theme.LEGAL if ok else theme.DANGER, _("aboard!") if ok else _("repelled"))
            return 0.7
        if isinstance(event, ev.ShipCaptured):
            self.effects.add("burst", lay.panels[event.seat], theme.GOLD, f"+{event.tile.value}")
            return 0.8
        if isinstance(event, ev.ScoreChanged):
            self.animator.animate(self.markers[event.seat], 0.6, "in_out_quad", pos=float(event.score))
            return 0.3
        if isinstance(event, ev.DieMissed):
            return 0.3
        if isinstance(event, ev.TurnBegan):
            return 0.15
        if isinstance(event, ev.EndAnnounced | ev.GameEnded | ev.BonusScored):
            return 0.6
        return 0.45 if moved else 0.0

    def _tile_rect(self, tid: str) -> pygame.Rect | None:
        slot = self.display.ship_slot(tid)
        return self.layout.tile(slot) if slot is not None and self.layout is not None else None

    def describe(self, event: Event) -> list[LogLine]:
        return self.narrator.describe(event)

    def action_done(self, applied: Applied) -> None:
        repairs = self.repairs
        super().action_done(applied)
        if self.repairs != repairs:
            self.markers = [Marker(float(s)) for s in self.display.scores]

    def update(self, dt: float) -> None:
        super().update(dt)
        self.dice.update(dt if self.speed > 0 else 10.0)

    @property
    def moving(self) -> bool:
        return super().moving or self.dice.rolling

    def scoring(self) -> ScoringScene:
        return stortebeker_scoring(self.app, self.match)

    # -- a person's decisions ------------------------------------------------------------------------
    def step(self) -> str:
        return self.match.state.step  # type: ignore[attr-defined,no-any-return]

    def hand_sprites(self) -> list[CardSprite]:
        return self.display.hands[self.bottom]

    def targets_for(self, sprite: CardSprite) -> list[Target]:
        """Card play: a card may go to the viewer's side of a ship, to the discard pile, or fire at a ship."""
        lay = self.layout
        if lay is None or not sprite.label or self.step() != PLAY:
            return []
        out = []
        for a in _single_plays(self.legal()):
            if getattr(a, "card", None) is None or a.card.name != sprite.label:
                continue
            if isinstance(a, act.Place):
                slot = self.display.slot_of(a.ship)
                out.append(Target(lay.side_row(slot, self.bottom), a,
                                  _("Place it on your side of {ship}").format(ship=a.ship)))
            elif isinstance(a, act.Discard):
                out.append(Target(lay.discard(), a, _("Discard it, taking nothing in exchange")))
            elif isinstance(a, act.Broadside):
                slot = self.display.slot_of(a.ship)
                out.append(Target(lay.tile(slot), a,
                                  _("Discard it to fire a broadside at {ship}").format(ship=a.ship)))
        return out

    def ways_to_play(self, sprite: CardSprite) -> list[Action]:
        """By a ship in play, then the discard (a card can always be discarded while cards are played: the
        discard's refusal says the step is another)."""
        if not sprite.label:
            return []
        card = card_named(sprite.label)
        return [*(act.Place(card, sh.tid) for sh in self.match.state.in_play()), act.Discard(card)]

    def plays_at(self, sprite: CardSprite, pos: tuple[int, int]) -> list[Action]:
        lay = self.layout
        if lay is None or not sprite.label:
            return []
        card = card_named(sprite.label)
        return [act.Place(card, sh.tid) for slot, sh in enumerate(self.display.ships)
                if sh is not None and lay.columns[slot].collidepoint(pos)]

    def decision_title(self, seat: int) -> str:
        """A counterattack is decided on the boarding seat's turn: the title says what is asked."""
        if self.step() == COUNTER:
            return _("{name}, counterattack?").format(name=self.names[seat])
        return ""

    reason_field = staticmethod(reason_field)

    def action_words(self, action: Action) -> str:
        return action_words(action, self.names)

    def choices(self) -> list[tuple[str, Action]]:
        """The decisions shown as buttons above the hand."""
        legal = self.legal()
        if not legal:
            return []
        if self.step() == PLAY:
            trades = legal.trades if isinstance(legal, CardPlays) else sum(isinstance(a, act.Trade) for a in legal)
            return [(_("Trade…"), OpenTrade())] if trades else []
        view = self.match.view(self.my_turn())
        return [(action_label(view, a, self.names), a) for a in legal]

    def free_targets(self) -> list[Target]:
        lay = self.layout
        if lay is None:
            return []
        out = []
        options = self.choices()
        for (label, a), r in zip(options, choice_rects(lay.choices_area, len(options), lay.vp.px(8))):
            out.append(Target(r, a, label))
        if self.step() != PLAY:
            for a in self.legal():
                if isinstance(a, act.Board):
                    r = self._tile_rect(a.ship)
                    if r is not None:
                        out.append(Target(r, a, _("Board {ship}").format(ship=a.ship)))
        return out

    def act(self, action: Action) -> None:
        if isinstance(action, OpenTrade):

            seat = self.my_turn()
            if seat is not None:
                self.app.push(TradeDialog(self.app, self, seat))
            return
        super().act(action)

    def turn_end_question(self, action: Action) -> str:
        """Stopping the boarding ends the turn; asked while a ship could still be boarded."""
        if isinstance(action, act.Stop) and any(isinstance(a, act.Board) for a in self.legal()):
            return _("Stop boarding and end your turn? A ship can still be boarded.")
        return ""

    def table_intent(self, intent: Intent) -> None:
        if intent.kind == PICK and self.layout is not None and self.layout.discard().collidepoint(intent.pos):

            self.app.push(DiscardBrowser(self.app, self))

    def picture(self) -> StortebekerPicture | None:
        """What the painter draws this frame (None before the window's size is known)."""
        if self.layout is None:
            return None
        return StortebekerPicture(self.sight(), self.view(), self.display, self.layout, self.art,
                                  tuple(m.pos for m in self.markers), self.dice, self.dice_note)



def _single_plays(legal: Sequence[Action]) -> Sequence[Action]:
    """The card plays other than trades: never the thousands of trades (the trade dialog builds one)."""
    return legal.singles if isinstance(legal, CardPlays) else legal


TABLE = StortebekerTable
