"""Freibeuter in words: token and card names and log lines, through gettext."""

from __future__ import annotations

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
    return _("a ship {value}/{payment}").format(value=token.value, payment=token.payment)


def line_label(line: str) -> str:
    if line.startswith("row"):
        return _("row {n}").format(n=line[3:])
    return _("column {c}").format(c=line[3:])


def reason_field(name: str, value: object) -> str | None:
    """A field of a reason the rules give (a row or a column) in the player's words; None: as written. Only a
    Dutchman's line: a record's reason quoting a rule's has a "line" of its own, the number of a line of text."""
    return line_label(value) if name == "line" and value in LINE_SET else None


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

    def line(self, seat: int, s: str) -> LogLine:
        return LogLine(s, theme.seat_colour(seat))

    def describe(self, e: Event) -> list[LogLine]:
        n = self.names
        if isinstance(e, ev.TurnBegan):
            return [LogLine(_("— {name} —").format(name=n[e.seat]), theme.MUTED, heading=True)]
        if isinstance(e, ev.CardPlayed):
            return []  # told by the boat or the Dutchman that follows
        if isinstance(e, ev.BoatPlaced):
            return [self.line(e.seat, _("{name} sails to {square}").format(name=n[e.seat], square=e.square))]
        if isinstance(e, ev.ShipBoarded):
            return [self.line(e.seat, _("{name} boards the ship at {point}").format(name=n[e.seat], point=e.point))]
        if isinstance(e, ev.BankPaid):
            if e.reason == "loot":
                return [self.line(e.seat, _("{name} takes {amount} from the bank").format(
                    name=n[e.seat], amount=e.amount))]
            return [LogLine(_("The bank pays {name} {amount}").format(name=n[e.seat], amount=e.amount), theme.GOLD)]
        if isinstance(e, ev.DutchmanPlaced):
            return [self.line(e.seat, _("{name} sends the Flying Dutchman to {square}").format(
                name=n[e.seat], square=e.square))]
        if isinstance(e, ev.DutchmanLeft):
            return [LogLine(_("The Flying Dutchman vanishes"), theme.MUTED)]
        if isinstance(e, ev.TokenEncircled):
            return [LogLine(_("Surrounded at {point}: {token}").format(token=token_label(e.token), point=e.point),
                            theme.WHITE)]
        if isinstance(e, ev.ShipEscaped):
            return [LogLine(_("Nobody boarded it: the ship at {point} escapes").format(point=e.point), theme.MUTED)]
        if isinstance(e, ev.ShipCaptured):
            return [LogLine(_("{name} captures the ship at {point} ({value})").format(
                name=n[e.seat], point=e.point, value=e.token.value), theme.GOLD)]
        if isinstance(e, ev.LoanTaken):
            return [LogLine(_("{name} borrows {amount} from the bank").format(name=n[e.seat], amount=e.amount),
                            theme.DANGER)]
        if isinstance(e, ev.Payment):
            return [self.line(e.payer, _("{payer} pays {payee} {amount}").format(
                payer=n[e.payer], payee=n[e.payee], amount=e.amount))]
        if isinstance(e, ev.ChestOpened):
            text = _("The last pirate chest is opened!") if e.last else _("A pirate chest is opened")
            return [LogLine(text, theme.GOLD)]
        if isinstance(e, ev.DoubleTaken):
            return [LogLine(_("The double of {value} is taken: every captured {value} counts twice").format(
                value=e.value), theme.GOLD)]
        if isinstance(e, ev.CardDrawn):
            if e.card is None:
                kind = _("a sea card") if e.pile == "sea" else _("a Dutchman card")
                return [self.line(e.seat, _("{name} draws {card}").format(name=n[e.seat], card=kind))]
            return [self.line(e.seat, _("{name} draws {card}").format(name=n[e.seat], card=card_text(e.pile, e.card)))]
        if isinstance(e, ev.SeatSkipped):
            return [LogLine(_("{name} cannot act and passes").format(name=n[e.seat]), theme.MUTED)]
        if isinstance(e, ev.GameEnded):
            reasons = {
                "chests": _("the last pirate chest is shared"),
                "piles": _("both piles are empty"),
                "boats": _("a player has no boat left"),
                "stuck": _("nobody can act"),
            }
            return [LogLine(_("The game is over: {why}").format(why=reasons.get(e.reason, e.reason)), theme.GOLD)]
        return []
