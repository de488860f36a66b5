"""Korsar in words: card names and log lines, all through gettext."""

from __future__ import annotations

from functools import singledispatchmethod

from game.core import Action, Event
from game.korsar import actions as act
from game.korsar import events as ev
from game.korsar.cards import ADMIRAL_NAME, CAPTAIN_NAMES, Card, Kind
from scenes.core import theme
from scenes.core.i18n import _, pgettext
from scenes.table.log import LogLine


def colour_name(colour: str) -> str:
    return {"red": _("red"), "blue": _("blue"), "green": _("green"), "yellow": _("yellow")}[colour]


def colour_of(colour: str) -> str:
    """A pirate colour as a reason names it after "of the colour" (French "de couleur verte": the colour word agrees
    with "couleur", feminine)."""
    # Translators: a pirate colour after "of the colour" (French "de couleur …", feminine: verte, bleue).
    return {"red": pgettext("of the colour", "red"), "blue": pgettext("of the colour", "blue"),
            "green": pgettext("of the colour", "green"), "yellow": pgettext("of the colour", "yellow")}[colour]


# Each galleon launched takes the next name: a treasure fleet's ships, proper names the same in every language. The
# notation and the records keep "g1", "g2"...; the table, the log and the reasons say these.
GALLEON_NAMES = ("Santa Ana", "San José", "Atocha", "Trinidad", "Rosario", "San Felipe", "Santa Rosa", "Fortuna",
                 "Esperanza", "San Pedro", "Victoria", "Soledad", "Santiago", "Guadalupe", "San Juan", "Pilar",
                 "Dolores", "Mercedes", "Capitana", "Candelaria", "Santa Cruz", "San Miguel", "Concepción",
                 "Covadonga", "Begoña")


def galleon_name(gid: str) -> str:
    """The name a galleon goes by at the table ("g3" is the Atocha): a name reads as a ship, a code does not."""
    if not (gid[:1] == "g" and gid[1:].isdigit() and int(gid[1:]) >= 1):
        return gid
    n = int(gid[1:]) - 1
    name = GALLEON_NAMES[n % len(GALLEON_NAMES)]
    return name if n < len(GALLEON_NAMES) else f"{name} {n // len(GALLEON_NAMES) + 1}"


def captain_name(colour: str) -> str:
    """The captain's name as players of the language know it: Blackbeard is Barbe-Noire in French; the
    others are names, the same everywhere."""
    name = CAPTAIN_NAMES[colour]
    return _("Blackbeard") if name == "Blackbeard" else name


def card_label(card: Card | None) -> str:
    if card is None:
        return _("a card")
    if card.kind is Kind.GALLEON:
        return _("galleon {gold}").format(gold=card.value)
    if card.kind is Kind.PIRATE:
        return _("{colour} {strength}").format(colour=colour_name(card.colour), strength=card.value)
    if card.kind is Kind.CAPTAIN:
        return _("{name} ({colour} captain)").format(name=captain_name(card.colour), colour=colour_name(card.colour))
    return _("the admiral ({name})").format(name=ADMIRAL_NAME)


def reason_field(name: str, value: object) -> str | None:
    """A field of a reason the rules give (a card, a colour) in the player's words; None: as written."""
    if isinstance(value, Card):
        return card_label(value)
    if name == "colour":
        return colour_of(str(value))
    if name == "galleon":
        return galleon_name(str(value))
    return None


def action_words(a: Action) -> str:
    """What `a` does, as words that follow "you cannot" ("play red 3 on g2"): a reason or a hint names a
    move this way, never by its notation."""
    if isinstance(a, act.Draw):
        return _("draw a card")
    if isinstance(a, act.Play):
        if a.target is None:
            return _("launch {card}").format(card=card_label(a.card))
        return _("play {card} on {gid}").format(card=card_label(a.card), gid=galleon_name(a.target))
    if isinstance(a, act.Discard):
        return _("discard {card}").format(card=card_label(a.card))
    return str(a)


class Narrator:
    """Log lines for the events of one game, naming its players."""

    def __init__(self, names: list[str], teams: bool) -> None:
        self.names = names
        self.teams = teams
        self.owners: dict[str, int] = {}  # gid -> the seat that launched it, learnt from the launches told

    def line(self, seat: int, s: str, *about: str) -> LogLine:
        """A line said of `seat`'s move, in its colour, about the things named (else about the seat)."""
        return LogLine(s, theme.seat_colour(seat), about=about or (f"seat:{seat}",))

    @singledispatchmethod
    def describe(self, event: Event) -> list[LogLine]:
        """The log's lines for one event (each kind has its own below: the tests check every kind has one)."""
        raise TypeError(f"the Korsar log has no words for {type(event).__name__}")

    @describe.register
    def _turn(self, event: ev.TurnBegan) -> list[LogLine]:
        return [LogLine(_("— {name} —").format(name=self.names[event.seat]), theme.MUTED, heading=True,
                        about=(f"seat:{event.seat}",))]

    @describe.register
    def _drawn(self, event: ev.CardDrawn) -> list[LogLine]:
        name = self.names[event.seat]
        if event.card is None:
            return [self.line(event.seat, _("{name} draws a card").format(name=name), "pile", f"seat:{event.seat}")]
        return [self.line(event.seat, _("{name} draws {card}").format(name=name, card=card_label(event.card)), "pile",
                          f"seat:{event.seat}")]

    @describe.register
    def _card_played(self, event: ev.CardPlayed) -> list[LogLine]:
        return [self.line(event.seat, self._played(event), event.gid)]

    @describe.register
    def _driven_off(self, event: ev.CharacterRemoved) -> list[LogLine]:
        said = _("{card} is driven off {gid}").format(card=card_label(event.card), gid=galleon_name(event.gid))
        return [LogLine(said[:1].upper() + said[1:], about=(event.gid, "removed"))]  # "the admiral…" starts a line

    @describe.register
    def _discarded(self, event: ev.CardDiscarded) -> list[LogLine]:
        return [self.line(event.seat, _("{name} discards {card}").format(
            name=self.names[event.seat], card=card_label(event.card)), "removed")]

    @describe.register
    def _captured(self, event: ev.GalleonCaptured) -> list[LogLine]:
        """A galleon taken, or brought home by the seat (or team) that launched it: not a capture."""
        owner = self.owners.get(event.gid)
        if event.at_end:
            text = _("At the end, {gid} ({gold} gold) goes to {name}")
        elif owner == event.seat:
            text = _("{name} brings {gid} home ({gold} gold)")
        elif owner is not None and self.teams and owner // 2 == event.seat // 2:
            text = _("{name} brings {owner}'s {gid} home ({gold} gold)")
        else:
            text = _("{name} captures {gid} ({gold} gold)")
        whose = self.names[owner] if owner is not None else "?"
        return [LogLine(text.format(name=self.names[event.seat], gid=galleon_name(event.gid), gold=event.card.value,
                                    owner=whose),
                        theme.GOLD, about=(event.gid, f"seat:{event.seat}"))]

    @describe.register
    def _stays(self, event: ev.GalleonStays) -> list[LogLine]:
        said = _("{gid} stays on the table: a tie at the top")
        return [LogLine(said.format(gid=galleon_name(event.gid)), theme.MUTED, about=(event.gid,))]

    @describe.register
    def _skipped(self, event: ev.SeatSkipped) -> list[LogLine]:
        return [LogLine(_("{name} has no cards left and is skipped").format(name=self.names[event.seat]),
                        theme.MUTED, about=(f"seat:{event.seat}",))]

    @describe.register
    def _over(self, event: ev.GameEnded) -> list[LogLine]:
        return [LogLine(_("The game is over"), theme.GOLD)]

    def _played(self, e: ev.CardPlayed) -> str:
        name = self.names[e.seat]
        card = e.card
        if card.kind is Kind.GALLEON:
            self.owners[e.gid] = e.seat
            return _("{name} launches {gid} ({gold} gold)").format(name=name, gold=card.value, gid=galleon_name(e.gid))
        owner = self.owners.get(e.gid)
        whose = self.names[owner] if owner is not None else "?"
        own = owner is not None and (owner == e.seat or (self.teams and owner // 2 == e.seat // 2))
        if card.kind is Kind.PIRATE:
            text = _("{name} defends {gid} with {card}") if own else _("{name} attacks {owner}'s {gid} with {card}")
        else:
            text = _("{name} plays {card} on {gid}")
        return text.format(name=name, gid=galleon_name(e.gid), card=card_label(card), owner=whose)
