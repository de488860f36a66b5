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
from functools import singledispatchmethod

import pygame

from game.core import Action, Event, State
from game.stortebeker import actions as act
from game.stortebeker import events as ev
from game.stortebeker.cardplay import CardPlays
from game.stortebeker.components import Card, card_named
from game.stortebeker.state import COUNTER, PLAY, StortebekerState
from scenes.core import theme
from scenes.core.i18n import _, ngettext
from scenes.core.input import PICK, Intent
from scenes.core.sprites import CardArt, CardSprite
from scenes.core.widgets import first_fitting
from scenes.screens.scoring import ScoringScene
from scenes.stortebeker.choices import Greyed, OpenTrade, action_label, choice_rects, why_no_counter, why_no_trade
from scenes.stortebeker.display import StortebekerDisplay, art, signature_of
from scenes.stortebeker.layout import StortebekerLayout, reserve_face_up
from scenes.stortebeker.painter import PAINTER, StortebekerPicture
from scenes.stortebeker.saying import counter_lines, play_lines, step_help
from scenes.stortebeker.scoring import stortebeker_scoring
from scenes.stortebeker.sounds import SOUNDS
from scenes.stortebeker.trade import DiscardBrowser, TradeDialog
from scenes.stortebeker.words import Narrator, action_words, card_label, cards_label, reason_field
from scenes.table.effects import BANNER_PAUSE
from scenes.table.kit import PhoneCard, Table, TableKit
from scenes.table.picking import Target
from scenes.table.tumbling_dice import TUMBLE, DiceCup

MOVE = 0.42  # seconds a card takes to reach its place at normal speed
NUMBER_FACES = tuple(f"die{i}" for i in range(1, 7))
COLOUR_FACES = tuple(f"cdie-{p}" for p in ("water", "beans", "bread", "meat", "rum", "bananas"))


@dataclass
class Marker:
    """A seat's marker on the score track; `pos` glides to each new score."""

    pos: float


class StortebekerKit(TableKit[StortebekerDisplay, StortebekerLayout, StortebekerPicture]):
    painter = PAINTER
    game = "stortebeker"
    sounds = SOUNDS

    def __init__(self, table: Table[StortebekerDisplay, StortebekerLayout]) -> None:
        super().__init__(table)
        self.art = CardArt("stortebeker")
        self.words = Narrator(table.names)
        self.dice = DiceCup(self.art, table.match.seed)
        self.dice_note = ""  # the last total rolled, shown by the dice
        self.markers: list[Marker] = []  # on the score track, tweened
        self._note: tuple[str, int] = ("", -1)  # a calm word in the prompt, and the moment (actions played) it is for

    # -- display and layout -------------------------------------------------------------------------
    def new_display(self, view) -> StortebekerDisplay:
        display = StortebekerDisplay(view)
        self.markers = [Marker(float(s)) for s in display.scores]
        return display

    def new_layout(self, size: tuple[int, int]) -> StortebekerLayout:
        return StortebekerLayout(size, self.table.match.setup.players, len(self.table.display.ships), self.table.bottom,
                                 self.table.names)

    def view_signature(self, view) -> tuple:
        return signature_of(view, self.table.rules.scores(self.table.match.state))

    def place_all(self, animate: bool = True) -> None:
        lay = self.table.layout
        if lay is None:
            return
        self.dice.place(lay.dice())  # dice on the table follow the window, rolling or not
        anim = self.table.animator if animate else None
        d = self.table.display
        for i, s in enumerate(d.pile):
            depth = min(3, len(d.pile) - 1 - i)
            s.place(lay.pile().move(-depth * 2, -depth * 2), anim, MOVE)
        for s in d.discard:
            s.place(lay.discard(), anim, MOVE)
        face_up = reserve_face_up(self.table.match.setup.variants)
        for i, s in enumerate(d.reserve):
            s.place(lay.reserve(i, face_up), anim, MOVE)
        for slot, sh in enumerate(d.ships):
            if sh is None:
                continue
            sh.tile.place(lay.tile(slot), anim, MOVE)
            for seat, side in enumerate(sh.sides):
                cards = side.all()
                for s, r in zip(cards, lay.side_cards(slot, seat, len(cards), sh.room_kept(seat))):
                    s.place(r, anim, MOVE)
        for seat, hand in enumerate(d.hands):
            rects = lay.hand_cards(len(hand)) if seat == self.table.bottom else lay.mini_hand(seat, len(hand))
            for s, r in zip(hand, rects):
                if not self.table.picker.dragging(s):
                    s.place(r, anim, MOVE)
        for s, r in zip(d.taken, lay.taken(d.turn, len(d.taken))):
            s.place(r, anim, MOVE)
        for seat, tiles in enumerate(d.won):
            for s, r in zip(tiles, lay.won(seat, len(tiles))):
                s.place(r, anim, MOVE)
        self.table.picker.lift()

    # -- events ---------------------------------------------------------------------------------------
    @singledispatchmethod
    def react(self, event: Event, moved: list[CardSprite]) -> float:
        """Flourishes and the pause after each kind of event (the tests check that every kind has its own)."""
        raise TypeError(f"the Störtebeker table has no reaction to {type(event).__name__}")

    @react.register(ev.CardPlaced)
    @react.register(ev.Traded)
    @react.register(ev.CardDiscarded)
    @react.register(ev.BroadsideFired)
    @react.register(ev.CardStolen)
    @react.register(ev.CardSunk)
    @react.register(ev.BoardingAttempted)
    @react.register(ev.PiratesRevealed)
    @react.register(ev.ProvisionLost)
    @react.register(ev.PirateDropped)
    @react.register(ev.CounterattackDeclared)
    @react.register(ev.CounterattackDeclined)
    @react.register(ev.ShipEntered)
    @react.register(ev.ShipRevealed)
    @react.register(ev.TakenJoinHand)
    @react.register(ev.CardsDrawn)
    def _moved(self, event: Event, moved: list[CardSprite]) -> float:
        """Cards moving (or, for a boarding attempted or a counterattack declined, none): a pause if any did."""
        return 0.45 if moved else 0.0

    @react.register
    def _reshuffled(self, event: ev.PileReshuffled, moved: list[CardSprite]) -> float:
        """The discard pile flies to the draw pile, which says it was shuffled (a muted log line went unseen)."""
        lay = self.table.layout
        assert lay is not None
        self.table.effects.add("ring", lay.pile(), theme.GOLD, _("shuffled!"), duration=1.4)
        return 0.9

    def told_late(self, event: Event) -> bool:
        """The log says a roll once the dice have landed (it gave the faces away while they tumbled)."""
        return isinstance(event, ev.DiceRolled)

    @react.register
    def _dice_rolled(self, event: ev.DiceRolled, moved: list[CardSprite]) -> float:
        assert self.table.layout is not None
        faces = NUMBER_FACES if isinstance(event.dice[0], int) else COLOUR_FACES
        results = [f"die{d}" if isinstance(d, int) else f"cdie-{d}" for d in event.dice]
        self.dice.set(faces, results, self.table.layout.dice(), self.table.paced(TUMBLE))
        self.dice_note = ""
        return TUMBLE + 0.15

    @react.register
    def _attack_total(self, event: ev.AttackTotal, moved: list[CardSprite]) -> float:
        self.dice_note = _("{name}: {dice} + {pirates} = {total}").format(
            name=self.table.names[event.seat], dice=event.dice, pirates=event.pirates, total=event.total)
        return 0.5

    @react.register
    def _boarded(self, event: ev.BoardingSucceeded, moved: list[CardSprite]) -> float:
        r = self._tile_rect(event.ship)
        if r is not None:
            self.table.effects.add("ring", r, theme.LEGAL, _("aboard!"))
        return 0.7

    @react.register
    def _repelled(self, event: ev.BoardingFailed, moved: list[CardSprite]) -> float:
        r = self._tile_rect(event.ship)
        if r is not None:
            self.table.effects.add("ring", r, theme.DANGER, _("repelled"))
        return 0.7

    @react.register
    def _ship_captured(self, event: ev.ShipCaptured, moved: list[CardSprite]) -> float:
        """The points go to the seat's panel (a burst there) and a banner over the ships says who took the ship
        (by counterattack, if so); coins burst from where its tile lay."""
        lay = self.table.layout
        assert lay is not None
        self.table.effects.add("burst", lay.panels[event.seat], theme.GOLD, f"+{event.tile.value}")
        title = _("{name} captures a ship by counterattack!") if event.counterattack else _("{name} captures a ship!")
        points = ngettext("+{n} point", "+{n} points", event.tile.value).format(n=event.tile.value)
        prize = lay.tile(event.slot) if 0 <= event.slot < len(lay.columns) else lay.panels[event.seat]
        self.table.effects.banner(lay.ships_area, prize, theme.seat_colour(event.seat),
                                  title.format(name=self.table.names[event.seat]), points, self.table.speed)
        return BANNER_PAUSE

    @react.register
    def _score_changed(self, event: ev.ScoreChanged, moved: list[CardSprite]) -> float:
        self.table.animator.animate(self.markers[event.seat], 0.6, "in_out_quad", pos=float(event.score))
        return 0.3

    @react.register
    def _die_missed(self, event: ev.DieMissed, moved: list[CardSprite]) -> float:
        return 0.3

    @react.register
    def _turn(self, event: ev.TurnBegan, moved: list[CardSprite]) -> float:
        return 0.15

    @react.register(ev.EndAnnounced)
    @react.register(ev.GameEnded)
    @react.register(ev.BonusScored)
    def _announced(self, event: Event, moved: list[CardSprite]) -> float:
        return 0.6

    def _tile_rect(self, tid: str) -> pygame.Rect | None:
        slot = self.table.display.ship_slot(tid)
        return self.table.layout.tile(slot) if slot is not None and self.table.layout is not None else None

    def action_shown(self, repaired: bool) -> None:
        if repaired:
            self.markers = [Marker(float(s)) for s in self.table.display.scores]

    def update(self, dt: float) -> None:
        self.dice.update(dt if self.table.speed > 0 else 10.0)

    @property
    def moving(self) -> bool:
        return self.dice.rolling

    def scoring(self) -> ScoringScene:
        return stortebeker_scoring(self.table.app, self.table.match)

    # -- a person's decisions ------------------------------------------------------------------------
    def state(self) -> StortebekerState:
        """The match's true state: the table's match is a game of Störtebeker."""
        state = self.table.match.state
        assert isinstance(state, StortebekerState)
        return state

    def step(self) -> str:
        return self.state().step

    def hand_sprites(self) -> list[CardSprite]:
        return self.table.display.hands[self.table.bottom]

    def targets_for(self, sprite: CardSprite) -> list[Target]:
        """Card play: a card may go to the viewer's side of a ship, fire at a ship, or go to the discard pile, in
        that order (the keyboard's focus goes to the first)."""
        lay = self.table.layout
        if lay is None or not sprite.label or self.step() != PLAY:
            return []
        out = []
        for a in _single_plays(self.table.legal()):
            card = getattr(a, "card", None)  # a trade gives and takes several: never here
            if card is None or card.name != sprite.label:
                continue
            if isinstance(a, act.Place):
                slot = self.table.display.slot_of(a.ship)
                out.append(Target(lay.side_row(slot, self.table.bottom), a,
                                  _("Place it on your side of {ship}").format(ship=a.ship)))
            elif isinstance(a, act.Discard):
                out.append(Target(lay.discard(), a, _("Discard it, taking nothing in exchange"), aimed_first=True))
            elif isinstance(a, act.Broadside):
                slot = self.table.display.slot_of(a.ship)
                out.append(Target(lay.tile(slot), a,
                                  _("Discard it to fire a broadside at {ship}").format(ship=a.ship), aimed_first=True))
        # Enter takes the first: a ship, never the discard first; a broadside or a discard only once it is shown
        order = (act.Place, act.Broadside, act.Discard)
        return sorted(out, key=lambda t: (next(i for i, kind in enumerate(order) if isinstance(t.action, kind)),
                                          self._still_lacking(t.action)))

    def _still_lacking(self, action: Action) -> int:
        """How many provisions the person's side would still lack by the ship a placement aims at: Enter, Enter
        puts a card where it completes the most (tester 9: the leftmost ship came first, not the one it completes)."""
        if not isinstance(action, act.Place):
            return 0
        sh = self.table.display.ships[self.table.display.slot_of(action.ship)]
        if sh is None:
            return 0
        missing = sh.missing(self.table.bottom)
        return len(missing) - (action.card.ptype in missing and not action.card.is_pirate)

    def ways_to_play(self, sprite: CardSprite) -> list[Action]:
        """By a ship in play, then the discard (a card can always be discarded while cards are played: the
        discard's refusal says the step is another)."""
        if not sprite.label:
            return []
        card = card_named(sprite.label)
        return [*(act.Place(card, sh.tid) for sh in self.state().in_play()), act.Discard(card)]

    def plays_at(self, sprite: CardSprite, pos: tuple[int, int]) -> list[Action]:
        """A click or a drop anywhere in a ship's column (its tile, any seat's row, the gap beside it) aims at that
        ship: the card goes to the person's own side of it, or the rules say why it may not."""
        lay = self.table.layout
        slot = self._column_at(pos)
        if lay is None or not sprite.label or slot is None:
            return []
        sh = self.table.display.ships[slot]
        return [] if sh is None else [act.Place(card_named(sprite.label), sh.tid)]

    def _column_at(self, pos: tuple[int, int]) -> int | None:
        """The ship's column at `pos`, or the nearest one from a gap between columns."""
        lay = self.table.layout
        if lay is None:
            return None
        span = lay.columns[0].unionall(lay.columns)
        if not span.collidepoint(pos):
            return None
        return min(range(len(lay.columns)), key=lambda i: abs(lay.columns[i].centerx - pos[0]))

    def why_missed(self, sprite: CardSprite, pos: tuple[int, int]) -> str | None:
        """A click in a ship's column where that ship was captured and its place is empty: says so."""
        slot = self._column_at(pos)
        if slot is not None and self.table.display.ships[slot] is None and self.step() == PLAY:
            return _("No ship is in play there any more: the reserve had none left to take its place.")
        return None

    def decision_title(self, seat: int) -> str:
        """A counterattack is decided on the boarding seat's turn: the title says what is asked (or, where the hand
        allows none, that there is nothing to decide)."""
        if self.step() != COUNTER:
            return ""
        view = self.table.view()  # the seat deciding is the viewer's (`human_turn`)
        assert isinstance(view, StortebekerState)
        name = self.table.names[seat]
        if why_no_counter(view, seat):
            options = [_("{name}, no counterattack possible").format(name=name), _("No counterattack possible"),
                       _("No counterattack")]
        else:
            options = [_("{name}, counterattack?").format(name=name), _("Counterattack?")]
        lay = self.table.layout
        if lay is None:
            return options[0]
        return first_fitting(options, lay.font, lay.prompt.w - 2 * lay.vp.px(10), bold=True)

    def reason_field(self, name: str, value: object) -> str | None:
        return reason_field(name, value)

    def action_words(self, action: Action) -> str:
        return action_words(action, self.table.names)

    def choices(self) -> list[tuple[str, Action]]:
        """The decisions shown as buttons above the hand (the trade button while cards are played, if a trade is
        possible)."""
        return [(label, a) for label, a, _r in self._buttons() if not isinstance(a, Greyed)]

    def disabled(self) -> list[Target]:
        """Buttons shown greyed: the trade button while cards are played and no trade is possible (the prompt's
        help speaks of trading: a missing button would leave a person wondering), and in a lesson the choices the
        coach does not ask for now. Its tooltip, or a click, says why; the keyboard's focus passes it by."""
        return [Target(r, a, label) for label, a, r in self._buttons() if isinstance(a, Greyed)]

    def _buttons(self) -> list[tuple[str, Action, pygame.Rect]]:
        """The buttons above the hand, side by side, each with its label and its action (`Greyed` if disabled)."""
        lay = self.table.layout
        legal = self.table.legal()
        if lay is None or not legal:
            return []
        view = self.table.view()  # the person deciding is the viewer (`human_turn`)
        assert isinstance(view, StortebekerState)
        buttons: list[tuple[str, Action]]
        if self.step() == PLAY:
            if _trades(legal):
                trade: Action = OpenTrade()
            else:  # in a lesson, trades the rules allow but the coach does not ask for now
                trade = Greyed(self.table.reminder() if _trades(self.table.allowed()) else why_no_trade(view))
            buttons = [(_("Trade…"), trade)]
        else:
            buttons = [(action_label(view, a, self.table.names), a if a in legal else Greyed(self.table.reminder()))
                       for a in self.table.allowed()]
        rects = choice_rects(lay.choices_area, [label for label, _a in buttons], lay.vp.px(8), lay.small)
        return [(label, a, r) for (label, a), r in zip(buttons, rects)]

    def free_targets(self) -> list[Target]:
        lay = self.table.layout
        if lay is None:
            return []
        out = [Target(r, a, label) for label, a, r in self._buttons() if not isinstance(a, Greyed)]
        if self.step() != PLAY:
            for a in self.table.legal():
                if isinstance(a, act.Board):
                    tile = self._tile_rect(a.ship)
                    if tile is not None:
                        out.append(Target(tile, a, _("Board {ship}").format(ship=a.ship)))
        return out

    def act(self, action: Action) -> bool:
        """The trade button opens the trade dialog; greyed, it says why there is no trade, calmly."""
        if isinstance(action, Greyed):
            if action.why == self.table.reminder():  # a lesson's choice not taught: the coach's reminder, once
                self.table.message = action.why
            else:
                self.say_calmly(action.why)
            return True
        if not isinstance(action, OpenTrade):
            return False
        seat = self.table.human_turn()
        if seat is not None:
            self.table.app.push(TradeDialog(self.table.app, self.table, self.art, seat))
        return True

    def say_calmly(self, words: str) -> None:
        """A word in the prompt that is no refusal (it is not red), until the next move."""
        self._note = (words, len(self.table.match.record.actions))

    def note(self) -> str:
        words, at = self._note
        return words if at == len(self.table.match.record.actions) else ""

    def turn_end_question(self, action: Action) -> str:
        """Stopping the boarding ends the turn; asked while a ship could still be boarded."""
        if isinstance(action, act.Stop) and any(isinstance(a, act.Board) for a in self.table.legal()):
            return _("Stop boarding and end your turn? A ship can still be boarded.")
        return ""

    def table_intent(self, intent: Intent) -> None:
        """A click on the discard pile looks through it; one on the greyed trade button says why there is none."""
        lay = self.table.layout
        if intent.kind != PICK or lay is None:
            return
        for t in self.disabled():
            if t.rect.collidepoint(intent.pos):
                self.act(t.action)
                return
        if lay.discard().collidepoint(intent.pos):
            self.table.app.push(DiscardBrowser(self.table.app, self.table, self.art))

    def picture(self) -> StortebekerPicture | None:
        """What the painter draws this frame (None before the window's size is known)."""
        t = self.table
        if t.layout is None:
            return None
        view = t.view()
        assert isinstance(view, StortebekerState)
        return StortebekerPicture(t.sight(), view, t.display, t.layout, self.art,
                                  tuple(m.pos for m in self.markers), self.dice, self.dice_note,
                                  tuple(self.disabled()), self.note())

    def phone_hand(self, view: State, seat: int) -> list[PhoneCard]:
        assert isinstance(view, StortebekerState)
        return [phone_card(c) for c in view.hands[seat] if c is not None]

    def phone_help(self, view: State, seat: int, legal: Sequence[Action]) -> list[str]:
        """The prompt's own words: the cards left to play, a counterattack asked (and why there is none), a step's
        help; and the cards traded this turn, waiting to join the hand."""
        assert isinstance(view, StortebekerState)
        if view.step == PLAY:
            lines = play_lines(view, _single_plays(legal))
        elif view.step == COUNTER:
            lines = counter_lines(view, self.table.names)
        else:
            lines = [(step_help(view.step), theme.WHITE)]
        said = [text for text, _colour in lines if text]
        if view.taken and seat == view.turn:
            said.append(_("Traded, joining your hand at the turn's end: {cards}.").format(
                cards=cards_label(view.taken)))
        return said

    def phone_cards(self, action: Action) -> tuple[str, ...]:
        if isinstance(action, (act.Place, act.Discard, act.Broadside)):
            return (action.card.name,)
        if isinstance(action, act.Counterattack):
            return tuple(c.name for c in action.cards)
        return tuple(c.name for c in action.give) if isinstance(action, act.Trade) else ()

    def phone_trade(self, view: State, legal: Sequence[Action]) -> tuple[list[PhoneCard], list[Action]]:
        """A trade gives 2 or 3 cards of the hand for 1 or 2 of the discard pile: the phone picks them itself (the
        thousands of trades are never listed)."""
        assert isinstance(view, StortebekerState)
        rest = [a for a in _single_plays(legal) if not isinstance(a, act.Trade)]
        if not _trades(legal):
            return [], rest
        return [phone_card(c) for c in sorted(set(view.discard), key=lambda c: c.name)], rest


def _trades(legal: Sequence[Action]) -> int:
    return legal.trades if isinstance(legal, CardPlays) else sum(isinstance(a, act.Trade) for a in legal)


def _single_plays(legal: Sequence[Action]) -> Sequence[Action]:
    """The card plays other than trades: never the thousands of trades (the trade dialog builds one)."""
    return legal.singles if isinstance(legal, CardPlays) else legal


def phone_card(c: Card) -> PhoneCard:
    return PhoneCard(c.name, f"stortebeker/{art(c.name)}.svg", card_label(c))
