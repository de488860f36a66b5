"""Störtebeker in words: card and ship names and log lines, through gettext."""

from __future__ import annotations

from functools import singledispatchmethod

from game.core import Action, Event
from game.stortebeker import actions as act
from game.stortebeker import events as ev
from game.stortebeker.components import Card
from scenes.core import theme
from scenes.core.i18n import _, ngettext, pgettext
from scenes.table.log import LogLine


def provision_name(ptype: str) -> str:
    return {"water": _("water"), "beans": _("beans"), "bread": _("bread"), "meat": _("meat"), "rum": _("rum"),
            "bananas": _("bananas")}[ptype]


def card_label(c: Card | None) -> str:
    if c is None:
        return _("a card")
    if c.is_pirate:
        return _("{n} pirates").format(n=c.strength)  # one card, a crew of n (tester 9: "pirates (4)" read oddly)
    if c.symbol:
        return _("{provision} with a pirate").format(provision=provision_name(c.ptype))
    return provision_name(c.ptype)


def cards_label(cards) -> str:
    return ", ".join(card_label(c) for c in cards)


def amounts_label(amounts) -> str:
    """Provisions by kind with how many of each, as a requirement or a lack is said: "2 meat, rum"."""
    return ", ".join(f"{n} {provision_name(p)}" if n > 1 else provision_name(p) for p, n in amounts)


def reason_field(name: str, value: object) -> str | None:
    """A field of a reason the rules give (a card, a provision) in the player's words; None: as written."""
    if isinstance(value, Card):
        return card_label(value)
    if name in ("colour", "provision", "lacks"):
        return provision_name(str(value))
    return None


def action_words(a: Action, names: list[str]) -> str:  # noqa: C901 - one branch per action
    """What `a` does, as words that follow "you cannot" ("put meat by Y3"): a reason or a hint names a
    move this way, never by its notation."""
    if isinstance(a, act.Place):
        return _("put {card} by {ship}").format(card=card_label(a.card), ship=a.ship)
    if isinstance(a, act.Trade):
        return _("trade {given} for {taken}").format(given=cards_label(a.give), taken=cards_label(a.take))
    if isinstance(a, act.Discard):
        return _("discard {card}").format(card=card_label(a.card))
    if isinstance(a, act.Broadside):
        return _("fire a broadside at {ship} with {card}").format(ship=a.ship, card=card_label(a.card))
    if isinstance(a, (act.RollNumbers, act.RollColours)):
        return _("roll the dice")
    if isinstance(a, act.Steal):
        return _("take {card} from {name}").format(card=card_label(a.card), name=names[a.victim])
    if isinstance(a, act.Sink):
        return _("sink {card} of {name}").format(card=card_label(a.card), name=names[a.victim])
    if isinstance(a, act.Board):
        return _("board {ship}").format(ship=a.ship)
    if isinstance(a, act.Stop):
        return _("stop boarding")
    if isinstance(a, act.Lose):
        return _("lose {card}").format(card=card_label(a.card))
    if isinstance(a, act.Drop):
        return _("let {card} go").format(card=card_label(a.card))
    if isinstance(a, act.Counterattack):
        if a.cards:
            return _("counterattack at {ship}, adding {cards}").format(ship=a.ship, cards=cards_label(a.cards))
        return _("counterattack at {ship}").format(ship=a.ship)
    if isinstance(a, act.Decline):
        return _("decline the counterattack")
    return str(a)


class Narrator:
    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.ship = ""  # the ship a broadside or a boarding being told is at: its dice and cards speak of it

    def line(self, seat: int, s: str, *about: str) -> LogLine:
        """A line said of `seat`'s move, in its colour, about the things named (else about the seat)."""
        return LogLine(s, theme.seat_colour(seat), about=about or (f"seat:{seat}",))

    def _there(self) -> tuple[str, ...]:
        return (self.ship,) if self.ship else ()

    @singledispatchmethod
    def describe(self, event: Event) -> list[LogLine]:
        """The log's lines for one event (each kind has its own below: the tests check every kind has one)."""
        raise TypeError(f"the Störtebeker log has no words for {type(event).__name__}")

    @describe.register
    def _turn(self, e: ev.TurnBegan) -> list[LogLine]:
        self.ship = ""
        return [LogLine(_("— {name}, round {round} —").format(name=self.names[e.seat], round=e.round), theme.MUTED,
                        heading=True, about=(f"seat:{e.seat}",))]

    @describe.register
    def _placed(self, e: ev.CardPlaced) -> list[LogLine]:
        what = _("a pirate, face down") if e.face_down and e.card is None else card_label(e.card)
        return [self.line(e.seat, _("{name} puts {card} by {ship}").format(
            name=self.names[e.seat], card=what, ship=e.ship), e.ship)]

    @describe.register
    def _traded(self, e: ev.Traded) -> list[LogLine]:
        return [self.line(e.seat, _("{name} trades {given} for {taken}").format(
            name=self.names[e.seat], given=cards_label(e.given), taken=cards_label(e.taken)))]

    @describe.register
    def _discarded(self, e: ev.CardDiscarded) -> list[LogLine]:
        return [self.line(e.seat, _("{name} discards {card}").format(name=self.names[e.seat], card=card_label(e.card)),
                          "discard")]

    @describe.register
    def _broadside(self, e: ev.BroadsideFired) -> list[LogLine]:
        self.ship = e.ship
        return [self.line(e.seat, _("{name} fires a broadside at {ship}").format(name=self.names[e.seat], ship=e.ship),
                          e.ship)]

    @describe.register
    def _dice(self, e: ev.DiceRolled) -> list[LogLine]:
        dice = " & ".join(provision_name(d) if isinstance(d, str) else str(d) for d in e.dice)
        return [LogLine(_("Dice: {dice}").format(dice=dice), theme.WHITE, about=("dice", *self._there()))]

    @describe.register
    def _stolen(self, e: ev.CardStolen) -> list[LogLine]:
        return [self.line(e.seat, _("{name} takes {card} from {victim}").format(
            name=self.names[e.seat], card=card_label(e.card), victim=self.names[e.victim]), *self._there())]

    @describe.register
    def _sunk(self, e: ev.CardSunk) -> list[LogLine]:
        return [self.line(e.seat, _("{name} sinks {victim}'s {card}").format(
            name=self.names[e.seat], card=card_label(e.card), victim=self.names[e.victim]), *self._there())]

    @describe.register
    def _missed(self, e: ev.DieMissed) -> list[LogLine]:
        return [LogLine(_("No {provision} there: that die misses").format(provision=provision_name(e.colour)),
                        theme.MUTED, about=self._there())]

    @describe.register
    def _boarding(self, e: ev.BoardingAttempted) -> list[LogLine]:
        self.ship = e.ship
        return [self.line(e.seat, _("{name} boards {ship}!").format(name=self.names[e.seat], ship=e.ship), e.ship)]

    @describe.register
    def _revealed(self, e: ev.PiratesRevealed) -> list[LogLine]:
        return [self.line(e.seat, _("{name} reveals {cards}").format(
            name=self.names[e.seat], cards=cards_label(e.cards)), *self._there())]

    @describe.register
    def _total(self, e: ev.AttackTotal) -> list[LogLine]:
        return [self.line(e.seat, _("{name}: dice {dice} + pirates {pirates} = {total}").format(
            name=self.names[e.seat], dice=e.dice, pirates=e.pirates, total=e.total), *self._there())]

    @describe.register
    def _succeeded(self, e: ev.BoardingSucceeded) -> list[LogLine]:
        said = _("{total} reaches {strength}: the boarding succeeds") if e.total == e.strength else \
            _("{total} beats {strength}: the boarding succeeds")  # a tie reaches the strength (tester 9: "6 beats 6")
        return [LogLine(said.format(total=e.total, strength=e.strength), theme.LEGAL, about=self._there())]

    @describe.register
    def _failed(self, e: ev.BoardingFailed) -> list[LogLine]:
        return [LogLine(_("{total} is short of {strength}: the boarding fails").format(
            total=e.total, strength=e.strength), theme.DANGER, about=self._there())]

    @describe.register
    def _lost(self, e: ev.ProvisionLost) -> list[LogLine]:
        return [self.line(e.seat, _("{name} loses {card}").format(name=self.names[e.seat], card=card_label(e.card)),
                          *self._there())]

    @describe.register
    def _dropped(self, e: ev.PirateDropped) -> list[LogLine]:
        return [self.line(e.seat, _("{name} lets {card} go").format(name=self.names[e.seat], card=card_label(e.card)),
                          *self._there())]

    @describe.register
    def _counterattack(self, e: ev.CounterattackDeclared) -> list[LogLine]:
        added = cards_label(e.cards) if e.cards else _("nothing")
        return [self.line(e.seat, _("{name} counterattacks, adding {cards}").format(
            name=self.names[e.seat], cards=added), *self._there())]

    @describe.register
    def _declined(self, e: ev.CounterattackDeclined) -> list[LogLine]:
        return [self.line(e.seat, _("{name} does not counterattack").format(name=self.names[e.seat]), *self._there())]

    @describe.register
    def _captured(self, e: ev.ShipCaptured) -> list[LogLine]:
        how = _("{name} takes {ship} by counterattack") if e.counterattack else _("{name} takes {ship}")
        return [LogLine(how.format(name=self.names[e.seat], ship=e.tile.tid) + f" (+{e.tile.value})", theme.GOLD,
                        about=(f"seat:{e.seat}",))]

    @describe.register
    def _score(self, e: ev.ScoreChanged) -> list[LogLine]:
        return [LogLine(ngettext("{name} now has {n} point", "{name} now has {n} points", e.score).format(
            name=self.names[e.seat], n=e.score), theme.MUTED, about=(f"seat:{e.seat}",))]

    @describe.register
    def _end_announced(self, e: ev.EndAnnounced) -> list[LogLine]:
        return [LogLine(_("The reserve is empty: this round is the last"), theme.GOLD)]

    @describe.register
    def _entered(self, e: ev.ShipEntered) -> list[LogLine]:
        return [LogLine(_("{ship} sails in from the reserve").format(ship=e.tile.tid), theme.MUTED,
                        about=(e.tile.tid,))]

    @describe.register
    def _ship_revealed(self, e: ev.ShipRevealed) -> list[LogLine]:
        return [LogLine(_("{ship} turns face up in the reserve").format(ship=e.tile.tid), theme.MUTED,
                        about=(e.tile.tid,))]

    @describe.register
    def _taken_join_hand(self, e: ev.TakenJoinHand) -> list[LogLine]:
        return [self.line(e.seat, _("{name} takes {cards} into hand").format(
            name=self.names[e.seat], cards=cards_label(e.cards)))]

    @describe.register
    def _drawn(self, e: ev.CardsDrawn) -> list[LogLine]:
        n, k = self.names, len(e.cards)
        if all(c is None for c in e.cards):
            drew = ngettext("{name} draws {n} card", "{name} draws {n} cards", k).format(name=n[e.seat], n=k)
            return [self.line(e.seat, drew, "pile", f"seat:{e.seat}")] if k else []
        return [self.line(e.seat, _("{name} draws {cards}").format(name=n[e.seat], cards=cards_label(e.cards)), "pile",
                          f"seat:{e.seat}")]

    @describe.register
    def _reshuffled(self, e: ev.PileReshuffled) -> list[LogLine]:
        return [LogLine(_("The discard pile is shuffled into a new draw pile"), theme.HIGHLIGHT, about=("pile",))]

    @describe.register
    def _bonus(self, e: ev.BonusScored) -> list[LogLine]:
        return [LogLine(_("{name}: bonus {points} for three {colour} ships").format(
            name=self.names[e.seat], points=e.points, colour=ship_colour(e.colour)), theme.GOLD,
            about=(f"seat:{e.seat}",))]

    @describe.register
    def _over(self, e: ev.GameEnded) -> list[LogLine]:
        return [LogLine(_("The game is over"), theme.GOLD)]


def ship_colour(colour: str) -> str:
    """The colour of several ships ("three {colour} ships"): its own context, as French agrees the
    adjective with the ships (trois navires bleus) and Korsar's colours are said of one card."""
    # Translators: a colour said of several ships (plural).
    return {"yellow": pgettext("ships", "yellow"), "red": pgettext("ships", "red"), "blue": pgettext("ships", "blue"),
            "green": pgettext("ships", "green"), "purple": pgettext("ships", "purple")}.get(colour, colour)


def variant_names() -> dict[int, str]:
    """The five variants of docs/rules/stortebeker.md 2.5, by number, as the setup screen offers them."""
    return {
        1: _("1 Colour bonus"),
        2: _("2 Three ships ahead"),
        3: _("3 A failed boarding ends boarding"),
        4: _("4 A counterattack ends boarding"),
        5: _("5 Two players, 3 ships"),
    }


def variant_help() -> dict[int, str]:
    """What each variant changes, in one line for the setup screen (docs/rules/stortebeker.md 2.5)."""
    return {
        1: _("At the end, three or more ships of one colour score a bonus: the highest value among them."),
        2: _("The top three reserve ships lie face up, so everyone sees what comes next."),
        3: _("A boarding that fails ends your boarding for the turn."),
        4: _("A successful counterattack against you ends your boarding for the turn."),
        5: _("For two players: three ships in play instead of four."),
    }
