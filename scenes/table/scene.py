"""What every game's table scene shares (DESIGN.md §4): driving the match, pacing the AI, showing events one
after another, the game log, pause, autosave and the way to scoring. Beside it: table_hooks.py (what each game
fills in), privacy.py (whose hand shows), hint.py, undo.py. A game's table subclasses `TableScene` and fills in
the hooks of `TableHooks`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from pathlib import Path

from game.core import Action, Event, IllegalAction, State, reason_of
from game.match import Applied, Match
from scenes.core.app import Scene
from scenes.core.assets import svgs
from scenes.core.collecting import set_aside
from scenes.core.i18n import _, say, sentence, why_not
from scenes.core.input import BACK, HINT, PAUSE, SCROLL, UNDO, Intent
from scenes.core.saves import save_progress
from scenes.screens.overlays import ConfirmOverlay, PauseOverlay
from scenes.table import privacy
from scenes.table.effects import Effects
from scenes.table.hint import Hint
from scenes.table.hooks import TableHooks
from scenes.table.log import GameLog, LogLine
from scenes.table.painting import Tip
from scenes.table.picking import Picker
from scenes.table.picture import TablePicture
from scenes.table.undo import undo

END_PAUSE = 1.2  # seconds on the final table before the scoring screen
WARM_SHARE = 5  # the art is rendered ahead with its longer side 1/WARM_SHARE of the window's height (a hand's card)


class TableScene(TablePicture, TableHooks, Scene):
    game_title = ""

    def __init__(self, app, match: Match, save_path: Path | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.names = [s.name for s in match.seats]
        self.save_path = save_path  # where this game is saved after every action (a new file if None)
        self.log = GameLog()
        self.pending: deque[Event] = deque()
        self.wait = 0.0
        self.ai_paused = False
        self._machines_due = False  # this frame's updates found the machines' move due: `think` makes it
        self.finished = False
        humans = match.human_seats
        # Whose hidden cards are on screen (None: nobody's), and who sits at the bottom of the table.
        self.holder: int | None = humans[0] if len(humans) == 1 else None
        self.viewer: int | None = self.holder if humans else 0
        self.bottom = self.viewer if self.viewer is not None else (humans[0] if humans else 0)
        self.message = ""  # a short notice for the person at the screen (an illegal move, ...)
        self.unsaved = ""  # why the last save failed ("" once one works): the scoring sheet says it too
        self.hints = Hint()  # what the hard AI would play for the person deciding (H)
        self._legal: tuple[int, list[Action]] | None = None
        self._legal_at = -1
        self._view: tuple[State, tuple, State] | None = None  # the viewer's view until the game or the viewer moves
        self.display = self.make_display(self.view())
        self.layout = None  # made by `resize`, once the window's size is known
        self.picker = Picker(self.hand_sprites, self.targets_for, self.free_targets, self.act,
                             lambda: self.human_turn() is not None, self.missed)
        self.effects = Effects()
        self.checked = self.repairs = 0  # actions whose display was compared with the engine, and repaired
        self._z = 0
        self._history_told = False
        self._playable: tuple[object, dict[int, bool]] = (None, {})
        self._move_sprites: list = []  # what the last move put down, marked on the table until the next
        self._move_told = True  # the last action's events have all been shown: the next begin a move
        self.demo = False  # attract mode's game behind the menu: silent, never saved, no scoring screen
        self.when_over: Callable[[Match], None] | None = None  # called once, when the game has ended
        self._first_frame = -1  # the app's frame in which the table was put on screen (see enter)
        self._shown = 0  # events taken from `pending` to be shown (`look`)
        self._pointed: tuple[Hashable, Tip | None] | None = None  # the last `tip`, with what it was worked out for
        self._was_settled = True  # `settled` as the last frame drew the table (`_let_machines_move`)

    # -- saying why, and sitting down again -----------------------------------------------------------
    def missed(self, sprite, pos: tuple[int, int]) -> None:
        """The picked card was clicked somewhere it cannot go: if that is a place for cards, say why not."""
        seat = self.human_turn()
        if seat is None:
            return
        view = self.match.view(seat)
        for action in self.plays_at(sprite, pos):
            why = self.rules.why_illegal(view, action)
            if why is not None:
                self.message = self.say(why)
                return

    def say(self, reason: str) -> str:
        """A reason the rules give, in the player's language and the game's words: an action it names is
        said as `action_words` says it."""
        def field(name: str, value: object) -> str | None:
            return self.action_words(value) if isinstance(value, Action) else self.reason_field(name, value)
        return say(reason, field)

    def enter(self) -> None:
        """A game picked up again (Continue): the log first tells what happened so far. The game's art not on
        the table yet is rendered ahead (`SvgCache.warm`), at about the size of a card in a hand: in the
        frames' spare time, and before the machines' first move in the time they would think (`think`)."""
        self._first_frame = self.app.frames  # the table's first draw is its heaviest: no AI thinks in that frame
        svgs.warm(self.match.game, self.layout.size[1] // WARM_SHARE)
        if not self._history_told:
            self._history_told = True
            for applied in self.match.history:
                self.log.begin_move()
                for event in applied.events:
                    self._log(event)

    # -- the display --------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self.make_layout(size)
        self.place_all(animate=False)

    def view_changed(self) -> None:
        """The viewer changed: rebuild the display from its view (and turn the table if need be)."""
        self._view = None
        self.display.sync(self.view())
        self.picker.reset()
        if self.layout is not None:
            if self.layout.bottom != self.bottom:
                self.resize(self.layout.size)
            self.place_all(animate=False)

    def seen(self, event: Event) -> Event:
        """The form of `event` the table shows: as the viewer may see it (a replay may show everything)."""
        return event.seen_by(self.viewer)

    def show(self, event: Event) -> float:
        """Animate one event (already masked for the viewer), with its sound; return how long to wait
        after it."""
        if self.speed > 0 and not self.demo:
            self.app.sounds.react(event)
        moved = self.display.apply(event)
        for s in moved:  # the latest to move is drawn on top
            self._z += 1
            s.z = self._z
        self._move_sprites.extend(s for s in moved if s not in self._move_sprites)
        self.place_all()
        return self.react(event, moved) if self.layout is not None else 0.0

    def action_done(self, applied: Applied) -> None:
        """Every event of an action has been shown: the display must now hold what the engine's view
        holds. It always does (the tests check it); if it ever did not, repair rather than mislead."""
        view = self.view()
        self.checked += 1
        if self.display.signature() != self.view_signature(view):
            self.repairs += 1
            self.display.sync(view)
            self.place_all(animate=False)

    def my_turn(self) -> int | None:
        return self.human_turn()

    def held(self) -> list:
        """For the game: sprites in hands and piles, never marked as the last move (a drawn card)."""
        hands = getattr(self.display, "hands", [])
        pile = getattr(self.display, "pile", [])
        return [s for h in hands for s in h] + list(pile)

    def last_move(self) -> list:
        """The sprites the last move put on the table (a card by a ship, a boat, a galleon), to mark."""
        if not self._move_sprites:
            return []
        held = {id(s) for s in self.held()}
        on_table = {id(s) for s in self.display.sprites()}
        return [s for s in self._move_sprites if id(s) not in held and id(s) in on_table and not s.moving]

    @property
    def covered(self) -> bool:
        """Whether an overlay (pause, pass-the-screen, a dialog) lies over the table."""
        return self.app.top is not self

    def playable(self, sprite) -> bool:
        """Whether the card `sprite` in the person's hand has somewhere to go now (the others are dimmed)."""
        key = (len(self.match.record.actions), self.viewer, self.layout is not None)
        if self._playable[0] != key:
            self._playable = (key, {})
        known = self._playable[1]
        if id(sprite) not in known:
            known[id(sprite)] = bool(self.targets_for(sprite))
        return known[id(sprite)]

    def why_unplayable(self, sprite) -> str:
        """Why the card `sprite` cannot be played now, in the rules' words ("" if nothing says)."""
        seat = self.human_turn()
        if seat is None:
            return ""
        view = self.match.view(seat)
        for action in self.ways_to_play(sprite):
            why = self.rules.why_illegal(view, action)
            if why is not None:
                return self.say(why)
        return ""

    def act(self, action: Action) -> None:
        """A person's move, from the hand or a button: asked again first if it ends the turn by choice and
        the settings want that asked (a confirm overlay)."""
        question = self.turn_end_question(action) if self.app.settings.confirm_turn_end else ""
        if question:

            self.app.push(ConfirmOverlay(self.app, question, _("End the turn"), lambda: self.submit(action)))
            return
        self.submit(action)

    def turn_end_question(self, action: Action) -> str:
        """For the game: the question to ask before `action` if it ends the person's turn by choice while
        other moves remain ("": it does not, or nothing else could be done)."""
        return ""

    def handle_table(self, intent: Intent) -> None:
        if self.picker.handle(intent):
            self.place_all()
        else:
            self.table_intent(intent)

    # -- the match ---------------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return self.app.settings.animation_speed

    def paced(self, seconds: float) -> float:
        return 0.0 if self.speed <= 0 else seconds / self.speed

    @property
    def settled(self) -> bool:
        """Calm, and no hint being thought of (the table may still pause after them: `wait`)."""
        return self.calm and not self.hints.busy

    @property
    def calm(self) -> bool:
        """Every event shown, every animation and effect done: nothing on the table moves."""
        return super().settled and not self.pending and not self.effects.items

    @property
    def still(self) -> bool:
        """Settled, the pause after the last event over, and the game waits for a person (`waits`): the app
        may rest until someone moves."""
        return self.settled and self.wait <= 0 and self.waits

    @property
    def waits(self) -> bool:
        """Nothing but a person can move the game on: one of them is to act, or the game is over."""
        return self.match.human_to_act() is not None or self.match.is_over

    def human_turn(self) -> int | None:
        """The seat a person at the screen decides for now (nothing else is moving)."""
        if self.pending or self.wait > 0 or self.finished:
            return None
        seat = self.match.human_to_act()
        return seat if seat is not None and seat == self.viewer else None

    def legal(self) -> list[Action]:
        """The legal actions of the person deciding now (empty while nobody at the screen decides)."""
        seat = self.human_turn()
        if seat is None:
            return []
        if self._legal is None or self._legal[0] != seat or self._legal_at != len(self.match.record.actions):
            self._legal = (seat, self.rules.legal_actions(self.match.view(seat)))
            self._legal_at = len(self.match.record.actions)
        return self._legal[1]

    def submit(self, action: Action) -> bool:
        """A person's action; False (with a message) if the rules refuse it."""
        try:
            self.match.submit(action)
        except IllegalAction as e:
            self.message = self.say(reason_of(e))
            return False
        self.message = ""
        self.hints.clear()
        self.ai_paused = False
        self._collect()
        return True

    def update(self, dt: float) -> None:
        self._was_settled = self.settled  # as the last frame drew it
        super().update(dt)
        self.effects.update(dt, instant=self.speed <= 0)
        self.wait = max(0.0, self.wait - dt)
        self._collect()
        instant, shown = self.speed <= 0, self._shown
        while self.pending and (self.wait <= 0 or instant):
            event = self.pending.popleft()
            self._shown += 1
            if self._move_told:
                self._move_told = False
                self.log.begin_move()
                if not isinstance(event, _ActionDone):
                    self._move_sprites = []  # a new move: the last one's marks go
            if isinstance(event, _ActionDone):
                self._move_told = True
                self.action_done(event.applied)
                if event.applied.seat == self.viewer:
                    privacy.hide_hands(self)
                continue
            self._log(event)
            self.wait += self.paced(self.show(self.seen(event)))
        if self.pending or (self.wait > 0 and not instant) or self.animator.busy and not instant:
            return
        if self.match.is_over:
            self._finish()
            return
        seat = self.match.human_to_act()
        if seat is not None:
            privacy.person_decides(self, seat)
            return
        if self._shown == shown:  # news shown in this frame (all at once, at the instant speed) is drawn first
            self._let_machines_move()

    def _log(self, event: Event) -> None:
        public = self.describe(event.seen_by(None))
        if event.audience is None:
            for line in public:
                self.log.add(line)
            return
        secret = self.describe(event)
        for i, line in enumerate(public):
            hidden = secret[i].text if i < len(secret) else line.text
            self.log.add(LogLine(line.text, line.colour, hidden, event.audience, line.heading))

    def _collect(self) -> None:
        applied = self.match.take()
        for one in applied:
            self.pending.extend(one.events)
            self.pending.append(_ActionDone(one))
        if applied:
            self.autosave()  # before any of it is shown
        if applied and self.match.is_over and self.when_over is not None:
            self.when_over(self.match)  # e.g. --save-record writes the record
            self.when_over = None

    def _let_machines_move(self) -> None:
        """Chance and AI seats: after a pause a person can follow, think within a frame budget (`think`,
        after the frame's draw). A move an AI chose lands in the next frame, which does nothing else, and
        thinking starts in a frame after the one that showed the last news, once the table is `settled`:
        applying and drawing a move's news never share a frame with thinking, and a frame in which an AI thinks
        draws nothing unless input comes (`Scene.look`)."""
        if self.app.frames <= self._first_frame:  # the table's first draw takes that frame's time
            return
        if self.match.chosen is not None:
            self.match.advance()
            self.ai_paused = False
            self._collect()
            set_aside()  # the search that chose it
            return
        if not self.ai_paused and self.speed > 0:
            self.ai_paused = True
            self.wait = self.paced(self.app.settings.ai_pause)
            return
        if not (self.settled and self._was_settled):  # a flourish outlasting the pause (`effects`, dice) ends
            return  # first, and the frame that draws its end thinks not
        self._machines_due = True

    def think(self) -> None:
        """After the frame's draw, in what it left (`Scene.think`): a hint's thinking, or the machines' move
        if this frame's updates found it due: a chance action, or a piece of an AI's thinking at a time."""
        self.hints.think(self)
        if not self._machines_due:
            return
        self._machines_due = False
        if svgs.warming:
            # The machines' time goes to the game's art first (`enter`), a render at a time: a tile first drawn
            # in a frame where an AI thinks would overrun that frame by its render.
            self.within_frame(svgs.warm_up, lambda: svgs.render_s)
            return

        def move() -> bool:
            if self.match.queue or self.match.advance() is not None:
                return True
            return self.match.chosen is not None or self.match.human_to_act() is not None or self.match.is_over

        if self.within_frame(move, lambda: self.match.next_slice_s) and self.match.chosen is None:
            self.ai_paused = False
            self._collect()

    def within_frame(self, work: Callable[[], bool], expect: Callable[[], float] = lambda: 0.0) -> bool:
        """A piece of an AI's thinking at a time, as long as this frame has room (`App.within_frame`)."""
        return self.app.within_frame(work, expect)

    # -- ending, saving, pausing ---------------------------------------------------------------------
    def _finish(self) -> None:
        if not self.finished:
            self.finished = True
            if self.save_path is not None:  # over, yet still saved: its record could not be kept (a full disk)
                self.autosave()  # when it ended, or in an earlier session: try again
            self.wait = self.paced(END_PAUSE)
            return
        if not self.demo:
            scoring = self.scoring()
            if self.unsaved:
                kept = self.save_path is not None and self.save_path.exists()
                later = _("It waits under “Continue a game” until it can join the History.") if kept else ""
                scoring.notes.append(f"{sentence(self.unsaved)} {later}".strip())
            self.app.replace(scoring)

    def autosave(self) -> None:
        """Save after every action (saves.save_progress), but not in tests, headless runs or attract mode."""
        if self.app.persist and not self.demo:
            try:
                self.save_path = save_progress(self.match, self.save_path)
                self.unsaved = ""
            except OSError as e:  # a full disk must not stop the game
                self.message = self.unsaved = _("Could not save the game: {error}").format(error=why_not(e))

    def handle(self, intent: Intent) -> None:
        if intent.kind == HINT:
            self.hints.ask(self)
            return
        if intent.kind == UNDO:
            undo(self)
            return
        if intent.kind == PAUSE or (intent.kind == BACK and not self.wants_back()):

            self.app.push(PauseOverlay(self.app, self))
            return
        if intent.kind == SCROLL and self.log.rect is not None and self.log.rect.collidepoint(self.picker.pointer):
            self.log.scroll(-intent.dy * 2)
            return
        self.handle_table(intent)

    def wants_back(self) -> bool:
        """True if the table uses Back itself: to drop a picked card."""
        return self.picker.picked is not None

    def view(self) -> State:
        """The game as the viewer may see it now (everything public, and the viewer's own hidden cards),
        observed once per action: every frame draws from it."""
        state, key = self.match.state, (len(self.match.record.actions), self.viewer)
        if self._view is None or self._view[0] is not state or self._view[1] != key:
            self._view = (state, key, self.observe())
        return self._view[2]

    def observe(self) -> State:
        """The viewer's view of the game as it stands (a replay may show everything)."""
        return self.match.view(self.viewer)

    def rebuilt(self) -> None:
        """The match was rebuilt from its record: show it as it now stands, at once, with its log."""
        self.pending.clear()
        self.wait = 0.0
        self.ai_paused = False
        self.finished = False
        self.hints.clear()
        self.animator.finish()
        self.log = GameLog()
        for applied in self.match.history:
            for event in applied.events:
                self._log(event)
        self.view_changed()


@dataclass(frozen=True)
class _ActionDone(Event):
    """Marks, in the queue of events to show, the end of one action's events."""

    applied: Applied | None = None
