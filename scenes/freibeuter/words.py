"""Freibeuter in words: token and card names and log lines, through gettext."""

from __future__ import annotations

from functools import singledispatchmethod

from game.core import Action, Event
from game.freibeuter import actions as act
from game.freibeuter import events as ev
from game.freibeuter.board import LINE_SET
from game.freibeuter.components import CHEST, DOUBLE, Token
from scenes.core import theme
from scenes.core.i18n import _
from scenes.table.log import LogLine


def token_label(token: Token) -> str:
    if token.kind == CHEST:
        return _("a pirate chest")
    if token.kind == DOUBLE:
        return _("the double of {value}").format(value=token.value)
    return _("a ship worth {value} (its boarder pays {payment} a boat)").format(value=token.value,
                                                                             payment=token.payment)  # not "20/4"


def line_label(line: str) -> str:
    if line.startswith("row"):
        return _("row {n}").format(n=line[3:])
    return _("column {c}").format(c=line[3:])


def reason_field(name: str, value: object) -> str | None:
    """A field of a reason the rules give (a row or a column) in the player's words; None: as written. Only a
    Dutchman's line: a record's reason quoting a rule's has a "line" of its own, the number of a line of text."""
    return line_label(value) if name == "line" and value in LINE_SET else None


def column_names() -> dict[str, str]:
    """The names the column left of the sea writes above the draw piles and above the card played last."""
    return {"sea": _("Sea cards"), "dutchman": _("Dutchman cards"), "played": _("Last played")}


def card_text(pile: str, card: str) -> str:
    """What a card shows: its square (C5), or its row or column."""
    return card if pile == "sea" else line_label(card)


def action_words(a: Action) -> str:
    """What `a` does, as words that follow "you cannot" ("board the ship at C4:D5"): a reason or a hint
    names a move this way, never by its notation."""
    if isinstance(a, act.Sail):
        if a.loot:
            return _("take 2 from the bank with the sea card {square}").format(square=a.square)
        return _("sail to {square}").format(square=a.square)
    if isinstance(a, act.Dutchman):
        return _("send the Flying Dutchman to {square}").format(square=a.square)
    if isinstance(a, act.Board):
        return _("board the ship at {point}").format(point=a.point)
    if isinstance(a, act.Resolve):
        return _("share the token at {point} next").format(point=a.point)
    if isinstance(a, act.Draw):
        return _("draw a sea card") if a.pile == act.SEA else _("draw a Dutchman card")
    return str(a)


class Narrator:
    def __init__(self, names: list[str]) -> None:
        self.names = names

    def line(self, seat: int, s: str, *about: str) -> LogLine:
        """A line said of `seat`'s move, in its colour, about the things named (else about the seat)."""
        return LogLine(s, theme.seat_colour(seat), about=about or (f"seat:{seat}",))

    @singledispatchmethod
    def describe(self, event: Event) -> list[LogLine]:
        """The log's lines for one event (each kind has its own below: the tests check every kind has one)."""
        raise TypeError(f"the Freibeuter log has no words for {type(event).__name__}")

    @describe.register
    def _turn(self, event: ev.TurnBegan) -> list[LogLine]:
        return [LogLine(_("— {name} —").format(name=self.names[event.seat]), theme.MUTED, heading=True,
                        about=(f"seat:{event.seat}",))]

    @describe.register
    def _played(self, event: ev.CardPlayed) -> list[LogLine]:
        """Which card: where it takes the boat or the Dutchman is told by the event that follows."""
        name = self.names[event.seat]
        if event.pile == "sea":
            text = _("{name} plays the sea card {square}").format(name=name, square=event.card)
        else:
            text = _("{name} plays the Dutchman card {line}").format(name=name, line=line_label(event.card))
        return [self.line(event.seat, text, event.card)]

    @describe.register
    def _boat_placed(self, event: ev.BoatPlaced) -> list[LogLine]:
        return [self.line(event.seat, _("{name} sails to {square}").format(
            name=self.names[event.seat], square=event.square), event.square)]

    @describe.register
    def _boarded(self, event: ev.ShipBoarded) -> list[LogLine]:
        return [self.line(event.seat, _("{name} boards the ship at {point}").format(
            name=self.names[event.seat], point=event.point), event.point)]

    @describe.register
    def _bank_paid(self, event: ev.BankPaid) -> list[LogLine]:
        name = self.names[event.seat]
        if event.reason == "loot":
            return [self.line(event.seat, _("{name} takes {amount} from the bank").format(
                name=name, amount=event.amount))]
        return [LogLine(_("The bank pays {name} {amount}").format(name=name, amount=event.amount), theme.GOLD,
                        about=(f"seat:{event.seat}",))]

    @describe.register
    def _dutchman_placed(self, event: ev.DutchmanPlaced) -> list[LogLine]:
        return [self.line(event.seat, _("{name} sends the Flying Dutchman to {square}").format(
            name=self.names[event.seat], square=event.square), event.square)]

    @describe.register
    def _dutchman_left(self, event: ev.DutchmanLeft) -> list[LogLine]:
        return [LogLine(_("The Flying Dutchman vanishes"), theme.MUTED)]

    @describe.register
    def _encircled(self, event: ev.TokenEncircled) -> list[LogLine]:
        return [LogLine(_("Surrounded at {point}: {token}").format(token=token_label(event.token), point=event.point),
                        theme.WHITE, about=(event.point,))]

    @describe.register
    def _escaped(self, event: ev.ShipEscaped) -> list[LogLine]:
        return [LogLine(_("Nobody boarded it: the ship at {point} escapes").format(point=event.point), theme.MUTED,
                        about=(event.point,))]

    @describe.register
    def _captured(self, event: ev.ShipCaptured) -> list[LogLine]:
        return [LogLine(_("{name} captures the ship at {point} ({value})").format(
            name=self.names[event.seat], point=event.point, value=event.token.value), theme.GOLD,
            about=(event.point, f"seat:{event.seat}"))]

    @describe.register
    def _loan(self, event: ev.LoanTaken) -> list[LogLine]:
        return [LogLine(_("{name} borrows {amount} from the bank").format(
            name=self.names[event.seat], amount=event.amount), theme.DANGER, about=(f"seat:{event.seat}",))]

    @describe.register
    def _payment(self, event: ev.Payment) -> list[LogLine]:
        n = self.names
        return [self.line(event.payer, _("{payer} pays {payee} {amount}").format(
            payer=n[event.payer], payee=n[event.payee], amount=event.amount), f"seat:{event.payer}",
            f"seat:{event.payee}")]

    @describe.register
    def _chest(self, event: ev.ChestOpened) -> list[LogLine]:
        text = _("The last pirate chest is opened!") if event.last else _("A pirate chest is opened")
        return [LogLine(text, theme.GOLD)]

    @describe.register
    def _double(self, event: ev.DoubleTaken) -> list[LogLine]:
        return [LogLine(_("The double of {value} is taken: every captured {value} counts twice").format(
            value=event.value), theme.GOLD)]

    @describe.register
    def _drawn(self, event: ev.CardDrawn) -> list[LogLine]:
        name = self.names[event.seat]
        if event.card is None:
            kind = _("a sea card") if event.pile == "sea" else _("a Dutchman card")
            return [self.line(event.seat, _("{name} draws {card}").format(name=name, card=kind), f"pile:{event.pile}",
                              f"seat:{event.seat}")]
        return [self.line(event.seat, _("{name} draws {card}").format(
            name=name, card=card_text(event.pile, event.card)), f"pile:{event.pile}", f"seat:{event.seat}")]

    @describe.register
    def _skipped(self, event: ev.SeatSkipped) -> list[LogLine]:
        return [LogLine(_("{name} cannot act and passes").format(name=self.names[event.seat]), theme.MUTED,
                        about=(f"seat:{event.seat}",))]

    @describe.register
    def _over(self, event: ev.GameEnded) -> list[LogLine]:
        reasons = {
            "chests": _("the last pirate chest is shared"),
            "piles": _("both piles are empty"),
            "boats": _("a player has no boat left"),
            "stuck": _("nobody can act"),
        }
        return [LogLine(_("The game is over: {why}").format(why=reasons.get(event.reason, event.reason)),
                        theme.GOLD)]
