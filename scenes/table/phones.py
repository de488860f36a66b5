"""Phones as private hands, the table's side (docs/phones.md): the table starts the phones' server (phones/server.py)
when it opens and stops it when it closes, tells each phone its seat's news, and applies the moves the phones send
through the match runner, as a click on the table would be. A seat a phone holds is never shown on the screen: no
hand, no privacy screen; the table names who is choosing.

Each seat's message is built from `observe(state, seat)`: the view in the engine's own JSON, the log's lines as that
seat may read them, the seat's hand and its legal moves in the table's words and notation. Nothing of another
seat's hidden cards, nor the seed, ever goes in one (tests/scenes/test_phones.py reads every message of whole games).
"""

from __future__ import annotations

import socket
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import PurePath
from typing import Any, Protocol

import pygame

from game.core import CHANCE, Action, IllegalAction, Rules, State, reason_of
from game.match import Match
from phones.lobby import Lobby
from phones.server import PORT, Holding, PhoneServer, nearby
from scenes.core import theme
from scenes.core.assets import asset_path
from scenes.core.i18n import _, language, ngettext, say, sentence, why_not
from scenes.core.sprites import CardSprite
from scenes.table.kit import PhoneCard, TableKit
from scenes.table.log import GameLog
from scenes.table.phases import Phase


class PhoneTable(Protocol):
    """What the phones need of their table (TableScene)."""

    match: Match
    rules: Rules
    names: list[str]
    kit: TableKit[Any, Any, Any]
    phase: Phase
    holder: int | None
    phones: PhoneSeats | None
    _shown: int  # events shown so far: a phone's news changes with them

    @property
    def log(self) -> GameLog: ...

    def say(self, reason: str) -> str: ...

    def person_moved(self) -> None: ...

    def phones_changed(self) -> None: ...

    def ask(self, question: str, yes: str, on_yes: Callable[[], object], on_no: Callable[[], object],
            stands: Callable[[], bool], careful: bool = False) -> None: ...

GONE_AFTER = 60.0  # seconds a phone may stay away before the screen offers to take its seat back
LOG_LINES = 30  # the log's latest lines a phone shows (fewer: from the first turn's heading among them)


def lan_address() -> str:
    """This machine's address on the local network (the one its traffic leaves by; nothing is sent), or 127.0.0.1
    when it has none: then only this machine can join."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.168.255.255", 9))  # a local-network address: no packet goes anywhere
        address = str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
    return address if nearby(address) else "127.0.0.1"


def page_words() -> dict[str, str]:
    """What the phone page says, in the table's language (it has no catalog of its own)."""
    return {
        "join": _("Join the table"), "code": _("The code on the TV"), "go": _("Join"),
        "seats": _("Which seat is yours?"), "held": _("held by a phone"), "asking": _("Asking the TV…"),
        "reconnecting": _("Reconnecting…"), "released": _("This seat is back on the TV's screen."),
        "moved": _("Another phone took this seat."), "final": _("Final scores"),
        "hand": _("Your hand"), "log": _("What happened"), "trade": _("Trade"),
        "give": _("Give 2 or 3 cards of your hand"),
        "take": _("Take 1 or 2 of the discard pile (one fewer than you give)"),
        "cancel": _("Cancel"), "tap": _("Tap a card to see its moves."), "other": _("Other moves"),
        "closed": _("The table has closed. To play again, join the next table with its new code."),
    }


class PhoneSeats:
    """The phones of one table: the server, the seats they hold, and what each was told last."""

    def __init__(self, table: PhoneTable, host: str | None = None, port: int | None = None) -> None:
        self.table = table
        match = table.match
        self.lobby = Lobby({s: table.names[s] for s in match.human_seats})
        self.server = PhoneServer(self.lobby, asset_path(), host=host or lan_address(),
                                  port=PORT if port is None else port, say=lambda reason: sentence(say(reason)),
                                  wake=_wake, hello={"words": page_words(), "language": language(),
                                                     "colours": [_hex(theme.seat_colour(s))
                                                                 for s in range(len(table.names))]})
        self.error = ""  # why the server could not start ("" while it runs)
        self.held: dict[int, Holding] = {}
        self._told: dict[int, Any] = {}  # seat -> the moment its phone was last told of
        self._asked: set[int] = set()  # asks the screen has put to the players
        self._offered: set[int] = set()  # seats whose phone is gone, offered back to the screen

    # -- the server's life ------------------------------------------------------------------------------------------
    def start(self) -> None:
        try:
            self.server.start()
        except OSError as e:  # no port free, say, or no network: the table plays on without phones
            self.error = _("Phones cannot join: {error}").format(error=why_not(e) if e.errno else reason_of(e))

    def stop(self) -> None:
        """The table closes: each phone is told how the game stands (its end, say), then the server stops."""
        if self.server.running:
            self._tell_news()
        self.server.stop()

    @property
    def address(self) -> str:
        return f"http://{self.server.host}:{self.server.port}"

    @property
    def join_link(self) -> str:
        """What the QR code holds: the address, with the code after # (a browser never sends it anywhere)."""
        return f"{self.address}/#{self.lobby.code}"

    def rebind(self, table: PhoneTable) -> None:
        """The phones go on to `table`, a new game for the same seats (Play again): each keeps its seat."""
        self.table = table
        table.phones = self
        self._told.clear()
        self._asked.clear()
        self._offered.clear()
        self.held = {}  # taken in anew by the new table's first update (`_follow`)

    def on_phone(self, seat: int | None) -> bool:
        return seat is not None and seat in self.held

    # -- each frame -------------------------------------------------------------------------------------------------
    def update(self) -> None:
        """Take in the phones' moves, follow who holds which seat, answer the screen's part, tell each phone its
        news once something changed."""
        if not self.server.running:
            return
        self._follow()
        while not self.server.moves.empty():
            move = self.server.moves.get_nowait()
            self._move(move.seat, move.action, move.moment)
        self._ask_the_screen()
        self._tell_news()

    def covered(self) -> None:
        """Each frame an overlay lies over the table (the join card): who holds which seat is followed and the
        phones are told the news; their moves wait for the table."""
        if self.server.running:
            self._follow()
            self._ask_the_screen()
            self._tell_news()

    def _follow(self) -> None:
        held = self.server.holdings()
        if held.keys() != self.held.keys():
            self.held = held
            self.table.phones_changed()
            self._told.clear()
        self.held = held

    def _tell_news(self) -> None:
        news = {}
        for seat in self.held:
            moment = self._moment(seat)
            if self._told.get(seat) != moment:
                self._told[seat] = moment
                news[seat] = self.news(seat)
        if news:
            self.server.publish(news)

    def _moment(self, seat: int) -> tuple[Any, ...]:
        t = self.table
        return (len(t.match.record.actions), t._shown, t.phase, language(), self.deciding(seat))

    def deciding(self, seat: int) -> bool:
        """Whether `seat`'s phone may move now: it is to decide and the table has shown what came before."""
        return self.table.phase is Phase.PHONE and self.table.match.human_to_act() == seat

    def _move(self, seat: int, text: str, moment: int) -> None:
        """A phone's move: applied through the match runner if it is its seat's, at the moment it saw, and legal;
        otherwise refused, with the reason, like a bad click."""
        t = self.table
        if seat not in self.held:
            return
        try:
            if not self.deciding(seat):
                raise IllegalAction(_("it is not your move now"))
            if moment != len(t.match.record.actions):
                raise IllegalAction(_("the table has moved on: look again"))
            action = t.rules.parse_action(t.match.state, text)
            why = t.rules.why_illegal(t.match.view(seat), action)
            if why is not None:
                raise IllegalAction(why)
            t.match.submit(action)
        except IllegalAction as e:
            self.server.tell(seat, {"type": "refused", "reason": sentence(t.say(reason_of(e)))})
            self._told.pop(seat, None)
            return
        if t.holder is not None and seat not in t.rules.partners(t.match.setup, t.holder):
            t.holder = None  # another person moved: who plays at the screen next takes it again, others looking away
        t.person_moved()

    def _ask_the_screen(self) -> None:
        """A second phone for a held seat waits for the screen's OK; a phone away for GONE_AFTER gets its seat
        offered back to the screen."""
        for ask in self.server.asks():
            if ask.number not in self._asked:
                self._asked.add(ask.number)
                question = _("Another phone asks for {name}'s seat. Let it take the seat?").format(
                    name=self.table.names[ask.seat])
                self.table.ask(question, _("Let it"), partial(self.server.answer, ask.number, True),
                               partial(self.server.answer, ask.number, False),
                               partial(self._still_asked, ask.number), careful=True)
        now = time.monotonic()
        for seat, holding in self.held.items():
            if not holding.connected and now - holding.since > GONE_AFTER and seat not in self._offered:
                self._offered.add(seat)
                question = _("{name}'s phone has been away for a minute. Play that seat on the screen again?").format(
                    name=self.table.names[seat])
                self.table.ask(question, _("Back to the screen"), partial(self.take_back, seat),
                               partial(self._offered.discard, seat), partial(self._still_away, seat))
            elif holding.connected:
                self._offered.discard(seat)

    def _still_asked(self, number: int) -> bool:
        """While the screen's question is up: the phones hear the news; is that phone still asking?"""
        self.covered()
        return any(ask.number == number for ask in self.server.asks())

    def _still_away(self, seat: int) -> bool:
        self.covered()
        holding = self.held.get(seat)
        return holding is not None and not holding.connected

    def take_back(self, seat: int) -> None:
        """`seat` is played on the screen again (its phone is let go)."""
        self.server.release(seat)
        self.held.pop(seat, None)
        self._told.pop(seat, None)
        self.table.phones_changed()

    def notices(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The prompt's lines for the phones: who is choosing on a phone, why phones cannot join, or (help, the
        first to give way) where they join."""
        if self.error:
            return [(self.error, theme.DANGER)]
        lines = []
        seat = self.table.match.human_to_act()
        if self.table.phase is Phase.PHONE and seat is not None:
            name = self.table.names[seat]
            away = seat in self.held and not self.held[seat].connected
            lines.append((_("{name}'s phone is away: waiting for it").format(name=name) if away else
                          _("{name} is choosing on their phone").format(name=name), theme.GOLD))
        lines.append((_("Phones join at {address} with the code {code} (Esc: Phones)").format(
            address=self.address.removeprefix("http://"), code=self.lobby.code), theme.MUTED))
        return lines

    # -- what a phone is told ---------------------------------------------------------------------------------------
    def news(self, seat: int) -> dict[str, Any]:
        """`seat`'s message now: built from its view alone, and the log's lines as it may read them."""
        t = self.table
        view = t.match.view(seat)
        deciding = self.deciding(seat)
        legal = t.rules.legal_actions(view) if deciding else []
        trade, listed = t.kit.phone_trade(view, legal)
        to_act = t.match.state.to_act
        over = t.match.is_over
        if over:
            won = [t.names[s] for s in t.rules.winners(t.match.state)]
            prompt = ngettext("Game over: {names} wins", "Game over: {names} win", len(won)).format(
                names=", ".join(won))
        elif deciding:
            prompt = _("Your move")
        elif to_act is None or to_act == CHANCE:
            prompt = _("The dice are rolling")
        else:
            prompt = _("{name} is choosing").format(name=t.names[to_act])
        words = {"words": page_words(), "language": language()} if language() != self.server.hello["language"] else {}
        return {
            **words,  # the language was changed at the table: the page's own words change too
            "type": "table", "game": t.match.game, "seat": seat, "moment": len(t.match.record.actions),
            "names": list(t.names), "colours": [_hex(theme.seat_colour(s)) for s in range(len(t.names))],
            "view": t.rules.to_json(view), "deciding": deciding, "prompt": prompt, "over": over,
            "help": t.kit.phone_help(view, seat, legal) if deciding else [],
            "log": self._log(seat), "hand": [self._card(c, view, legal) for c in t.kit.phone_hand(view, seat)],
            "moves": [{"action": t.rules.action_text(a), "words": sentence(t.kit.action_words(a)).rstrip("."),
                       "cards": list(t.kit.phone_cards(a))} for a in listed],
            "trade": [_card(c) for c in trade],
            "scores": list(t.rules.scores(view)),  # public in every game: the score track, the gold, the ships
            "winners": sorted(t.rules.winners(t.match.state)) if over else [],
        }

    def _log(self, seat: int) -> list[dict[str, Any]]:
        """The log's latest lines as `seat` may read them, from the start of a turn: a page that lists the newest turn
        first would otherwise put lines cut from their turn's heading under another turn's."""
        lines = list(self.table.log.lines)
        if len(lines) > LOG_LINES:  # cut: from the first whole turn
            lines = lines[-LOG_LINES:]
            lines = lines[next((i for i, ln in enumerate(lines) if ln.heading), 0):]
        return [{"text": ln.secret if ln.secret and ln.audience is not None and seat in ln.audience else ln.text,
                 "heading": ln.heading} for ln in lines]


    def _card(self, card: PhoneCard, view: State, legal: Sequence[Action]) -> dict[str, str]:
        """A card of the hand, and while its seat decides, why it cannot be played now if it cannot (the
        table's words: the first reason the rules give for one of its plays, as a click on the table says)."""
        said = _card(card)
        if not legal or any(card.key in self.table.kit.phone_cards(a) for a in legal):
            return said
        sprite = CardSprite(PurePath(card.art).stem, label=card.key)  # as the table's display names it
        for action in self.table.kit.ways_to_play(sprite):
            why = self.table.rules.why_illegal(view, action)
            if why is not None:
                return {**said, "why": sentence(self.table.say(why))}
        return said


def _card(c: PhoneCard) -> dict[str, str]:
    return {"key": c.key, "art": c.art, "label": c.label}


def _hex(colour: tuple[int, ...]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


def _wake() -> None:
    """A phone's move came: wake a resting window (posting an event is safe from another thread)."""
    try:
        pygame.event.post(pygame.event.Event(pygame.USEREVENT, phones=True))
    except pygame.error:
        pass
