"""The Freibeuter table: the 7x7 sea from the Tiled map, boats, tokens, the Flying Dutchman, cards
and purses.

Sprites live in the display model (display.py) and glide to the places the layout gives them
(layout.py); this module turns events into those moves, coins flying between purses and rings
round surrounded tokens, and a person's clicks, drags and keys into actions. Drawing is in painter.py.
"""

from __future__ import annotations

from functools import singledispatchmethod

import pygame

from game.core import Action, Event, State
from game.freibeuter import actions as act
from game.freibeuter import events as ev
from game.freibeuter.board import LINE_SQUARES
from game.freibeuter.state import FreibeuterState
from scenes.core import theme
from scenes.core.i18n import _, ngettext, say
from scenes.core.input import PICK, Intent
from scenes.core.sprites import CardArt, CardSprite
from scenes.freibeuter.display import PILES, FreibeuterDisplay, signature_of
from scenes.freibeuter.layout import FreibeuterLayout
from scenes.freibeuter.painter import PAINTER, FreibeuterPicture, Select, doubles_note
from scenes.freibeuter.saying import board_label, picked_point
from scenes.freibeuter.scoring import freibeuter_scoring
from scenes.freibeuter.sounds import SOUNDS
from scenes.freibeuter.words import Narrator, action_words, line_label, reason_field
from scenes.screens.scoring import ScoringScene
from scenes.table.effects import BANNER_PAUSE
from scenes.table.kit import PhoneCard, Table, TableKit
from scenes.table.picking import Target

MOVE = 0.45  # seconds a boat or card takes to reach its place at normal speed
COINS = 0.7  # seconds coins take between purses


class FreibeuterKit(TableKit[FreibeuterDisplay, FreibeuterLayout, FreibeuterPicture]):
    painter = PAINTER
    game = "freibeuter"
    sounds = SOUNDS

    def __init__(self, table: Table[FreibeuterDisplay, FreibeuterLayout]) -> None:
        super().__init__(table)
        self.art = CardArt("freibeuter")
        self.coin_art = CardArt("korsar")
        self.words = Narrator(table.names)
        self._heard: tuple[int, tuple[int, int]] | None = None  # the frame and place of the last click missed
        self._focused_at = -1  # the moment (actions so far) the keyboard's focus was put on the piles
        self._keyboard = False  # whether the keyboard was in use at the last frame (`_focus_free`)

    # -- display and layout -------------------------------------------------------------------------
    def new_display(self, view) -> FreibeuterDisplay:
        return FreibeuterDisplay(view)

    def new_layout(self, size: tuple[int, int]) -> FreibeuterLayout:
        return FreibeuterLayout(size, self.table.match.setup.players, self.table.bottom)

    def view_signature(self, view) -> tuple:
        return signature_of(view)

    def origin(self, where: str) -> pygame.Rect:
        lay = self.table.layout
        assert lay is not None
        if where.startswith("supply:"):
            return lay.supply_spot(int(where.split(":")[1]))
        return lay.dutchman_rest()

    def place_all(self, animate: bool = True) -> None:
        """Send every sprite to its place; those that moved glide there."""
        lay = self.table.layout
        if lay is None:
            return
        anim = self.table.animator if animate else None
        d = self.table.display

        def put(s: CardSprite, r: pygame.Rect) -> None:
            if s.target is None and s.origin:  # a newcomer starts where it comes from
                s.place(self.origin(s.origin))
            s.place(r, anim, MOVE)

        for p, s in d.tokens.items():
            put(s, lay.token(p))
        for p, s in d.boarders.items():
            put(s, lay.boarder(p))
        for sq, boats in d.boats.items():
            for s, r in zip(boats, lay.boats_in(sq, len(boats))):
                put(s, r)
        put(d.dutchman, lay.dutchman_on(d.dutchman_on) if d.dutchman_on else lay.dutchman_rest())
        for pile in PILES:
            for i, s in enumerate(d.piles[pile]):
                depth = min(2, len(d.piles[pile]) - 1 - i)
                put(s, lay.pile(pile).move(-depth * 2, -depth * 2))
        for s in d.played:
            put(s, lay.played())
        for seat, hand in enumerate(d.hands):
            if seat == self.table.bottom:
                rects = lay.hand_cards(len(hand["sea"]), len(hand["dutchman"]))
            else:
                rects = lay.mini_hand(seat, len(hand["sea"]), len(hand["dutchman"]))
            for s, r in zip(d.hand_of(seat), rects):
                if not self.table.picker.dragging(s):
                    put(s, r)
        for seat, caps in enumerate(d.captured):
            for (_point, s), r in zip(caps, lay.captured(seat, len(caps))):
                put(s, r)
        for (_point, s), r in zip(d.aside, lay.aside_tokens(len(d.aside), len(doubles_note(lay, d)))):
            put(s, r)
        for s, where in list(d.leaving):
            if not s.moving and s.target == tuple(self.origin(where)):
                d.leaving.remove((s, where))  # arrived home
            else:
                put(s, self.origin(where))
        self.table.picker.lift()

    # -- events ---------------------------------------------------------------------------------------
    @singledispatchmethod
    def react(self, event: Event, moved: list[CardSprite]) -> float:
        """Flourishes and the pause after each kind of event (the tests check that every kind has its own)."""
        raise TypeError(f"the Freibeuter table has no reaction to {type(event).__name__}")

    @react.register(ev.CardPlayed)
    @react.register(ev.CardDrawn)
    @react.register(ev.BoatPlaced)
    @react.register(ev.ShipBoarded)
    @react.register(ev.DutchmanPlaced)
    @react.register(ev.DutchmanLeft)
    def _moved(self, event: Event, moved: list[CardSprite]) -> float:
        return 0.45 if moved else 0.0

    @react.register
    def _encircled(self, event: ev.TokenEncircled, moved: list[CardSprite]) -> float:
        lay = self.table.layout
        assert lay is not None
        ring = lay.token(event.point).inflate(lay.square // 3, lay.square // 3)
        self.table.effects.add("ring", ring, theme.HIGHLIGHT)
        return 0.35

    @react.register
    def _captured(self, event: ev.ShipCaptured, moved: list[CardSprite]) -> float:
        """The boarder takes the ship token (a ring where it lay) and a banner over the sea says so, with the
        points the ship is worth at the end. No coins burst: the ship is points, not money, and the payments
        that follow fly coins between the panels (tester 8 read a shower of coins, then saw their money fall)."""
        lay = self.table.layout
        assert lay is not None
        token = lay.token(event.point)
        self.table.effects.add("burst", token, theme.seat_colour(event.seat))
        points = ngettext("+{n} point at the end", "+{n} points at the end", event.token.value).format(
            n=event.token.value)
        self.table.effects.banner(lay.sea, token, theme.seat_colour(event.seat),
                                  _("{name} captures a ship!").format(name=self.table.names[event.seat]), points,
                                  self.table.speed, coins=False)
        return BANNER_PAUSE

    @react.register
    def _bank_paid(self, event: ev.BankPaid, moved: list[CardSprite]) -> float:
        lay = self.table.layout
        assert lay is not None
        self._coins(lay.bank, lay.panels[event.seat], event.amount)
        return 0.3

    @react.register
    def _payment(self, event: ev.Payment, moved: list[CardSprite]) -> float:
        lay = self.table.layout
        assert lay is not None
        self._coins(lay.panels[event.payer], lay.panels[event.payee], event.amount)
        return 0.3

    @react.register
    def _loan(self, event: ev.LoanTaken, moved: list[CardSprite]) -> float:
        lay = self.table.layout
        assert lay is not None
        self._coins(lay.bank, lay.panels[event.seat], event.amount, theme.DANGER)
        return 0.45

    @react.register(ev.ChestOpened)
    @react.register(ev.DoubleTaken)
    @react.register(ev.ShipEscaped)
    def _set_aside(self, event: Event, moved: list[CardSprite]) -> float:
        return 0.5

    @react.register
    def _turn(self, event: ev.TurnBegan, moved: list[CardSprite]) -> float:
        return 0.1

    @react.register(ev.SeatSkipped)
    @react.register(ev.GameEnded)
    def _pause(self, event: Event, moved: list[CardSprite]) -> float:
        return 0.4

    def _coins(self, src: pygame.Rect, dest: pygame.Rect, amount: int, colour=theme.GOLD) -> None:
        self.table.effects.add("flight", src, colour, f"+{amount}", duration=COINS, dest=dest)

    def update(self, dt: float) -> None:
        if self.table.display.leaving:
            self.place_all()
        self._auto_draw()
        self._focus_free()

    @property
    def moving(self) -> bool:
        return bool(self.table.display.leaving)  # boats flying back to the supply

    def _auto_draw(self) -> None:
        """A draw with one pile allowed is no decision: take it for the person (a lesson's draw too, only when the
        rules leave no choice: its taught draw from one of two piles waits under the coach's bubble)."""
        legal = self.table.allowed()
        if len(legal) == 1 and isinstance(legal[0], act.Draw):
            self.table.submit(legal[0])

    def _focus_free(self) -> None:
        """While no card may be played (a draw, or the order of a sharing, is due), the keyboard's focus goes at
        once to the first pile or token to choose, at every size: Enter takes it, the arrows go to the other.
        The first arrow pressed after the mouse was used shows the focus on the hand's first card (`Picker`):
        then too it goes to the piles."""
        picker = self.table.picker
        keyboard, self._keyboard = self._keyboard, picker.keyboard
        legal = self.table.legal()
        if not legal or picker.picked is not None or any(isinstance(a, (act.Sail, act.Dutchman)) for a in legal):
            return
        moment = len(self.table.match.record.actions)
        if moment != self._focused_at or (picker.keyboard and not keyboard and picker.focus == 0):
            self._focused_at = moment
            picker.focus = len(self.hand_sprites())

    def scoring(self) -> ScoringScene:
        return freibeuter_scoring(self.table.app, self.table.match)

    # -- a person's turn --------------------------------------------------------------------------------
    def hand_sprites(self) -> list[CardSprite]:
        return self.table.display.hand_of(self.table.bottom)

    def targets_for(self, sprite: CardSprite) -> list[Target]:
        """A sea card goes to its square (or takes 2 at the bank); a Dutchman card to the squares of
        its line where it surrounds something; a ship picked to be boarded, to itself and its Board button."""
        lay = self.table.layout
        if lay is None:
            return []
        point = picked_point(self.table.display, sprite)
        if point is not None:
            board = act.Board(point)
            if board not in self.table.legal():
                return []
            label = _("Board the ship at {point}").format(point=point)
            return [Target(lay.token(point), board, label), Target(lay.board_button(point, board_label()), board,
                                                                     label)]
        if not sprite.label:
            return []
        out = []
        for a in self.table.legal():
            if isinstance(a, act.Sail) and a.square == sprite.label:
                if a.loot:
                    out.append(Target(lay.bank, a, _("Take 2 from the bank")))
                else:
                    out.append(Target(lay.squares[a.square], a, _("Sail to {square}").format(square=a.square)))
            elif isinstance(a, act.Dutchman) and a.line == sprite.label:
                out.append(Target(lay.squares[a.square], a, _("The Dutchman to {square}").format(square=a.square)))
        return out

    def act(self, action: Action) -> bool:
        """A first click (or Enter) on a ship that may be boarded picks it: boarding waits for a second."""
        if not isinstance(action, Select):
            return False
        token = self.table.display.tokens.get(action.point)
        if token is not None and act.Board(action.point) in self.table.legal():
            self.table.picker.pick(token)
            self.table.message = ""
        return True

    def turn_end_question(self, action: Action) -> str:
        """Boarding a ship is the whole turn (no card, no draw): asked, as a click on a token does it."""
        if isinstance(action, act.Board):
            return _("Board the ship at {point}? That is your whole turn.").format(point=action.point)
        return ""

    def ways_to_play(self, sprite: CardSprite) -> list[Action]:
        if not sprite.label or picked_point(self.table.display, sprite) is not None:
            return []
        if sprite.face == "sea-card":
            return [act.Sail(sprite.label), act.Sail(sprite.label, loot=True)]
        return [act.Dutchman(sprite.label, square) for square in LINE_SQUARES.get(sprite.label, ())]

    def plays_at(self, sprite: CardSprite, pos: tuple[int, int]) -> list[Action]:
        """The card's play at `pos`, legal or not, so that a click or a drop there that is refused says why in
        the rules' words: a sea card sails to its own square (anywhere on the sea) or takes 2 at the bank, a
        Dutchman card goes to the square under the pointer."""
        lay = self.table.layout
        if lay is None or not sprite.label or picked_point(self.table.display, sprite) is not None:
            return []
        if sprite.face == "sea-card":
            if lay.bank.collidepoint(pos):
                return [act.Sail(sprite.label, loot=True)]
            return [act.Sail(sprite.label)] if self._square_at(pos) is not None else []
        square = self._square_at(pos)
        if square is None and lay.bank.collidepoint(pos) and sprite.label in LINE_SQUARES:
            square = LINE_SQUARES[sprite.label][0]  # while a draw or a sharing is due: the rules say that first
        return [act.Dutchman(sprite.label, square)] if square is not None else []

    def why_missed(self, sprite: CardSprite, pos: tuple[int, int]) -> str | None:
        """What the rules cannot say of a click or drop that does not fit, in the game's own words (None: the
        rules' reason for `plays_at`), while cards are played: a sea card taken to another square than its own,
        a Dutchman card to the bank. A ship picked to be boarded is let go: a click on another ship picks that one
        (`table_intent`)."""
        if picked_point(self.table.display, sprite) is not None:
            return None
        self._heard = (self.table.app.frames, pos)  # this click is answered: `table_intent` does not answer it again
        square = self._square_at(pos)
        playing = any(isinstance(a, (act.Sail, act.Dutchman, act.Board)) for a in self.table.legal())
        if sprite.face == "sea-card" and sprite.label and square not in (None, sprite.label) and playing:
            return _("the sea card {card} sails only to {card}, not to {square}").format(card=sprite.label,
                                                                                       square=square)
        lay = self.table.layout
        if sprite.face != "sea-card" and lay is not None and lay.bank.collidepoint(pos) and playing:
            return _("a Dutchman card takes nothing from the bank: only a sea card whose square holds a boat does")
        return None

    def _square_at(self, pos: tuple[int, int]) -> str | None:
        lay = self.table.layout
        if lay is None:
            return None
        return next((name for name, r in lay.squares.items() if r.collidepoint(pos)), None)

    def table_intent(self, intent: Intent) -> None:
        """A click on a token that cannot be boarded now, with no card picked, says why (the rules' words; in a
        lesson, a token to share that the coach does not ask for, the coach's reminder); on a ship that can (another
        ship was picked), picks it."""
        lay = self.table.layout
        seat = self.table.human_turn()
        heard, self._heard = self._heard, None
        if intent.kind != PICK or lay is None or seat is None or self.table.picker.picked is not None \
                or heard == (self.table.app.frames, intent.pos):
            return
        point = next((p for p in self.table.display.tokens if lay.token(p).collidepoint(intent.pos)), None)
        if point is None:
            return
        if act.Resolve(point) in self.table.allowed():  # a lesson's coach asks to share another token first
            self.table.message = self.table.reminder()
            return
        why = self.table.rules.why_illegal(self.table.match.view(seat), act.Board(point))
        if why is not None:
            self.table.message = say(why, self._field)
        else:
            self.act(Select(point))

    def _field(self, name: str, value: object) -> str | None:
        return action_words(value) if isinstance(value, Action) else reason_field(name, value)

    def reason_field(self, name: str, value: object) -> str | None:
        return reason_field(name, value)

    def action_words(self, action: Action) -> str:
        return action_words(action)

    def why_unplayable(self, sprite: CardSprite) -> str | None:
        """A Dutchman card whose line has no square where the Dutchman would encircle a token says so,
        rather than what is wrong with one square of it."""
        playing = any(isinstance(a, (act.Sail, act.Dutchman)) for a in self.table.legal())
        if playing and sprite.face != "sea-card" and sprite.label in LINE_SQUARES:
            return _("the Dutchman goes only where it completes a ring of boats around a token, and no free square "
                     "of {line} would: this Dutchman card cannot be played now").format(line=line_label(sprite.label))
        return None

    def free_targets(self) -> list[Target]:
        """What needs no card: picking a ship to board (`Select`), choosing the next token to share, drawing."""
        lay = self.table.layout
        if lay is None:
            return []
        out = []
        for a in self.table.legal():
            if isinstance(a, act.Board):
                out.append(Target(lay.token(a.point), Select(a.point),
                                  _("Board the ship at {point}").format(point=a.point), leads_to=a))
            elif isinstance(a, act.Resolve):
                out.append(Target(lay.token(a.point), a, _("Share {point} next").format(point=a.point)))
            elif isinstance(a, act.Draw):
                label = _("Draw a sea card") if a.pile == act.SEA else _("Draw a Dutchman card")
                out.append(Target(lay.pile(a.pile), a, label))
        return out

    def picture(self) -> FreibeuterPicture | None:
        """What the painter draws this frame (None before the window's size is known)."""
        t = self.table
        if t.layout is None:
            return None
        view = t.view()
        assert isinstance(view, FreibeuterState)  # the match at a Freibeuter table is a game of Freibeuter
        return FreibeuterPicture(t.sight(), view, t.display, t.layout, self.art, self.coin_art)

    def phone_hand(self, view: State, seat: int) -> list[PhoneCard]:
        assert isinstance(view, FreibeuterState)
        return ([PhoneCard(sq, "freibeuter/sea-card.svg", sq) for sq in view.sea_hands[seat] if sq] +
                [PhoneCard(line, "freibeuter/dutchman-card.svg", line_label(line))
                 for line in view.dutch_hands[seat] if line])

    def phone_cards(self, action: Action) -> tuple[str, ...]:
        if isinstance(action, act.Sail):
            return (action.square,)
        return (action.line,) if isinstance(action, act.Dutchman) else ()
