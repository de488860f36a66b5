"""A person's decisions at the table, TableScene's part (scene.py): who decides now and what they may do (a lesson
narrows it to the move it teaches), which cards have somewhere to go and why the others have not, what a card let go
off its glowing places means, and a move handed to the match runner (`submit`), asked again first when it ends a turn
by choice."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

from game.core import Action, Event, IllegalAction, Rules, reason_of
from game.match import Applied, Match
from scenes.core.app import App
from scenes.core.i18n import _, say, sentence
from scenes.core.saves import SaveSlot
from scenes.core.sprites import CardSprite
from scenes.screens.overlays import ConfirmOverlay
from scenes.table.hint import Hint
from scenes.table.kit import Layout, TableKit
from scenes.table.phases import Phase
from scenes.table.picking import Picker

if TYPE_CHECKING:
    from scenes.table.phones import PhoneSeats


class Deciding:
    """Mixed into TableScene, whose own (scene.py) are the attributes below."""

    app: App
    match: Match
    rules: Rules
    phase: Phase
    pending: deque[Event | Applied]
    viewer: int | None
    kit: TableKit[Any, Any, Any]
    layout: Layout | None
    picker: Picker
    message: str
    _refusal: str
    slot: SaveSlot
    hints: Hint
    _once: Callable[[str, Hashable, Callable[[], Any]], Any]
    _collect: Callable[[], None]
    holder: int | None
    bottom: int
    phones: PhoneSeats | None
    view_changed: Callable[[], None]

    def human_turn(self) -> int | None:
        """The seat a person at the screen decides for now (nothing else is moving)."""
        if self.phase is not Phase.PERSON or self.pending:
            return None
        seat = self.match.human_to_act()
        return seat if seat is not None and seat == self.viewer else None

    def legal(self) -> list[Action]:
        """The legal actions of the person deciding now (empty while nobody at the screen decides)."""
        seat = self.human_turn()
        if seat is None:
            return []
        return self._once("legal", (seat, len(self.match.record.actions)),
                          lambda: self.rules.legal_actions(self.match.view(seat)))

    def reminder(self) -> str:
        """What a lesson's coach says to a move it does not ask for; nothing at a real table."""
        return ""

    def taught(self) -> Action | None:
        """The move a lesson's coach asks for now (a dialog lights its parts); none at a real table."""
        return None

    def allowed(self) -> list[Action]:
        """Every move the rules allow the person deciding now: `legal` itself, except at a lesson, whose `legal` is
        the one taught move. Whether a step is a decision at all (a draw from the only pile) is judged on these."""
        return Deciding.legal(self)

    def playable(self, sprite: CardSprite) -> bool:
        """Whether the card `sprite` in the person's hand has somewhere to go now (the others are dimmed)."""
        known = self._once("playable", (len(self.match.record.actions), self.viewer, self.layout is not None), dict)
        if id(sprite) not in known:
            known[id(sprite)] = bool(self.kit.targets_for(sprite))
        return known[id(sprite)]

    def why_unplayable(self, sprite: CardSprite) -> str:
        """Why the card `sprite` cannot be played now: the game's words, or the rules' ("" if nothing says)."""
        seat = self.human_turn()
        if seat is None:
            return ""
        game_says = self.kit.why_unplayable(sprite)
        if game_says is not None:
            return game_says
        view = self.match.view(seat)
        for action in self.kit.ways_to_play(sprite):
            why = self.rules.why_illegal(view, action)
            if why is not None:
                return self.say(why)
        return ""

    def missed(self, sprite: CardSprite, pos: tuple[int, int]) -> bool:
        """The picked card was clicked somewhere off its glowing places: on a galleon or ship where it may go, it
        goes there; on a place for cards where it may not, say why not. True if a reason was said: the card then
        stays picked, for the click on the right place (tester 8: a misclick put it back in the hand)."""
        seat = self.human_turn()
        if seat is None:
            return False
        own = self.kit.why_missed(sprite, pos)
        if own:
            self.message = self._refusal = own
            return True
        view = self.match.view(seat)
        glowing = [t.action for t in self.picker.targets]
        for action in self.kit.plays_at(sprite, pos):
            why = self.rules.why_illegal(view, action)
            if why is None and action in glowing:  # the galleon or ship itself, beside its glowing place: play there
                self.picker.choose(action)
                return False
            if why is not None:
                self.message = self._refusal = self.say(why)
                return True
        if not self.picker.targets:  # a card with nowhere to go, let go anywhere: say again why (it went silently)
            self.message = self._refusal = sentence(self.why_unplayable(sprite))
        return False

    def say(self, reason: str) -> str:
        """A reason the rules give, in the player's language and the game's words: an action it names is
        said as `action_words` says it."""
        def field(name: str, value: object) -> str | None:
            return self.kit.action_words(value) if isinstance(value, Action) else self.kit.reason_field(name, value)
        return say(reason, field)

    def act(self, action: Action) -> None:
        """A person's move, from the hand or a button: asked again first if it ends the turn by choice and
        the settings want that asked (a confirm overlay)."""
        if self.kit.act(action):
            return
        question = self.kit.turn_end_question(action) if self.app.settings.confirm_turn_end else ""
        if question:
            self.app.push(ConfirmOverlay(self.app, question, _("End the turn"), lambda: self.submit(action)))
            return
        self.submit(action)

    def submit(self, action: Action) -> bool:
        """A person's action; False (with a message) if the rules refuse it."""
        try:
            self.match.submit(action)
        except IllegalAction as e:
            self.message = self._refusal = self.say(reason_of(e))
            return False
        self.message = ""
        self.person_moved()
        return True

    def person_moved(self) -> None:
        """A person's move was taken, at the screen or from a phone: the game is theirs to keep now, the hint is old
        news, and the move is shown."""
        self.slot.touched = True
        self.hints.clear(self.match.thinker)
        self._collect()
        self.phase = Phase.NEWS

    def allow_phones(self, host: str | None = None, port: int | None = None) -> PhoneSeats:
        """Let the players hold their seats on their phones (scenes/table/phones.py): the server starts now. Its
        modules are loaded only then: a table without phones starts no sooner for them."""
        from scenes.table.phones import PhoneSeats
        phones = self.phones = PhoneSeats(self, host, port)  # type: ignore[arg-type]
        phones.start()
        return phones

    def pass_phones(self, phones: PhoneSeats | None, table: Any) -> None:
        """Play again: the phones joined to this table hold the same seats at `table`; its join card shows if a
        seat is not on a phone."""
        if phones is not None and phones.server.running:
            phones.rebind(table)
            if any(seat not in phones.server.holdings() for seat in table.match.human_seats):
                from scenes.screens.join_phones import JoinPhones
                self.app.push(JoinPhones(self.app, phones))

    def _phones_left(self) -> None:
        """The scoring screen goes: unless Play again took the phones on, they are let go now."""
        if self.phones is not None:
            self.phones.stop()

    def ask(self, question: str, yes: str, on_yes: Callable[[], object], on_no: Callable[[], object],
            stands: Callable[[], bool], careful: bool = False) -> None:
        """A question for the people at the screen (the phones ask it: a second phone for a seat, a phone away),
        gone by itself once it no longer `stands`."""
        self.app.push(ConfirmOverlay(self.app, question, yes, on_yes, on_no, stands, careful))

    def phones_changed(self) -> None:
        """A phone took a seat or gave one back: a seat on a phone is never shown on the screen; a person alone at
        the table, back from their phone, has the screen again (as at a solo table's start)."""
        if self.phones is None:
            return
        on_phone = self.phones.on_phone
        if on_phone(self.holder):
            self.holder = None
        if on_phone(self.viewer):
            self.viewer = None
            self.view_changed()
        humans = self.match.human_seats
        if len(humans) == 1 and not self.phones.held and self.viewer is None:
            self.holder = self.viewer = self.bottom = humans[0]
            self.view_changed()
