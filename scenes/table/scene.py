"""The table every game is played at (docs/architecture.md §4): it drives the match, paces itself by phases
(phases.py), shows the match's events one after another, keeps the game log, saves after every action and leads
to the scoring screen. What is a game's own comes from its kit (kit.py): the display model, the layout, the
painter, the words and the sounds. Beside it: deciding.py (a person's decisions), seeing.py (what is drawn and said
of it), privacy.py (whose hand shows), hint.py, undo.py, picking.py.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from game.ai.thinking import FELL_BACK, Thinker
from game.core import Event, State
from game.match import Applied, Match, new_seed
from scenes.core import backdrops
from scenes.core.app import Scene
from scenes.core.assets import svgs
from scenes.core.i18n import _, language, sentence, why_not
from scenes.core.input import BACK, HINT, PAUSE, SCROLL, UNDO, Intent
from scenes.core.names import default_name
from scenes.core.saves import SaveSlot, unwritten_note
from scenes.core.sprites import CardSprite
from scenes.screens.overlays import PauseOverlay
from scenes.table import privacy
from scenes.table.effects import Effects
from scenes.table.hint import Hint
from scenes.table.kit import Display, Layout, Picture, TableKit
from scenes.table.log import GameLog, Telling
from scenes.table.phases import Facts, Phase, next_phase
from scenes.table.picking import Picker
from scenes.table.seeing import Seeing
from scenes.table.tooltips import Tooltips
from scenes.table.undo import undo

if TYPE_CHECKING:
    from scenes.table.phones import PhoneSeats

END_PAUSE = 1.2  # seconds on the final table before the scoring screen
WARM_SHARE = 5  # the art is rendered ahead with its longer side 1/WARM_SHARE of the window's height (a hand's card)
WARM_BUDGET = 0.006  # seconds a frame may spend rendering that art before the machines' first move
KEEP_ART = 200  # images the art cache keeps when a table closes: more than a table and its scoring screen draw

D = TypeVar("D", bound=Display)
L = TypeVar("L", bound=Layout)
P = TypeVar("P", bound=Picture)


class TableScene(Seeing, Scene, Generic[D, L, P]):
    def __init__(self, app, match: Match, kit: type[TableKit[D, L, P]], slot: SaveSlot | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.names = [s.name for s in match.seats]  # the narrators and the painters read this very list
        self._defaults = self._default_names()
        self.slot = slot or SaveSlot()  # where this game is saved after every action (a new file at the first)
        humans = match.human_seats
        # Whose hidden cards are on screen (None: nobody's), and who sits at the bottom of the table.
        self.holder: int | None = humans[0] if len(humans) == 1 else None
        self.viewer: int | None = self.holder if humans else 0
        self.bottom = self.viewer if self.viewer is not None else (humans[0] if humans else 0)
        self.phase = Phase.NEWS
        self.pending: deque[Event | Applied] = deque()  # events to show, each action's followed by the action
        self.wait = 0.0  # seconds before the next event is shown (the one shown last is being taken in)
        self.phase_left = 0.0  # seconds left of the phase's own wait: the pause before a machine's move, the end
        self.message = ""  # a short notice for the person at the screen (an illegal move, ...)
        self._refusal = ""  # the message that said why a move was refused: it goes at the next pick or move
        self.calm = ""  # a message that is news, not a refusal ("1 move taken back"): not said in red
        self.unsaved = ""  # why the last save failed ("" once one works): the scoring sheet says it too
        self.demo = False  # attract mode's game behind the menu: silent, never saved, no scoring screen
        self.when_over: Callable[[Match], None] | None = None  # called once, when the game has ended
        self.telling: Telling  # the log, told from the events in the game's words (made with the kit, below)
        self.effects = Effects()
        self.hints = Hint()  # what the hard AI would play for the person deciding (H)
        self.tips = Tooltips()  # when the tooltip by the pointer shows
        self._memo: dict[str, tuple[Hashable, Any]] = {}  # things worked out once for a moment of the game (`_once`)
        self.kit = kit(self)
        self.telling = Telling(self.kit.words.describe)
        self.display: D = self.kit.new_display(self.view())
        self.layout: L | None = None  # made by `resize`, once the window's size is known
        self.picker = Picker(self.kit.hand_sprites, self.kit.targets_for, self.kit.free_targets, self.act,
                             lambda: self.human_turn() is not None, self.missed, self.playable)
        self.checked = self.repairs = 0  # actions whose display was compared with the engine, and repaired
        self._shown = 0  # events taken from `pending` to be shown (`look`)
        self._z = 0  # the last sprite to move is drawn on top
        self._move_sprites: list[CardSprite] = []  # what the last move put down, marked on the table until the next
        self._move_told = True  # the last action's events have all been shown: the next begin a move
        self._marks_old = False  # a move began: what the one before put down is marked until this one puts down
        self._history_told = False
        self._late: Event | None = None  # an event shown whose log lines wait for its animation (`told_late`)
        self._told_fallback = False  # the message that the AI's process failed has been shown
        self.phones: PhoneSeats | None = None  # the phones holding seats, if the table allows them (`allow_phones`)
        self._phones_kept = False  # the game is over and its scoring screen keeps the phones, for Play again
        if match.minds or match.human_seats:  # AI seats, or a person who may ask for a hint
            match.think_with(self.new_thinker())

    def new_thinker(self) -> Thinker:
        """Who answers for this table's AI seats and hints: an AI process of its own (the app's)."""
        return self.app.new_thinker()

    def _once(self, name: str, key: Hashable, make: Callable[[], Any]) -> Any:
        """`make()`, worked out again only when `key` (the moment it depends on) changed."""
        known = self._memo.get(name)
        if known is None or known[0] != key:
            known = self._memo[name] = (key, make())
        return known[1]

    # -- the screen's lifecycle --------------------------------------------------------------------------------
    def enter(self) -> None:
        """A game picked up again (Continue): the log first tells what happened so far. The game's art not on
        the table yet is rendered ahead (`SvgCache.warm`), at about the size of a card in a hand: in the
        frames' spare time, and before the machines' first move (`Phase.THINKING`)."""
        assert self.layout is not None
        svgs.warm(self.match.game, self.layout.size[1] // WARM_SHARE)
        if not self._history_told:
            self._history_told = True
            self._retell()

    def exit(self) -> None:
        """The table is closed: its AI process stops, another window may play its save (a game no person at the
        screen made a move in is not kept: the Continue list keeps the games people played), and the art it drew
        at sizes no other screen uses is let go."""
        self.match.thinker.close()
        if self.phones is not None and not self._phones_kept:
            self.phones.stop()
        if self.slot.touched or not self.match.human_seats:
            self.slot.close()
        else:
            self.slot.drop()
        svgs.trim(KEEP_ART)

    def prepare(self) -> bool:
        """The felt at the window's size and the window-size layers the table is drawn on, a frame each: made
        in its first draw, they took 20 ms of it at 1920x1080 (a new surface's memory is slow the first time)."""
        size = self.app.screen.get_size()
        before = backdrops.felt.cache_info().misses
        backdrops.felt(size)
        if backdrops.felt.cache_info().misses != before:
            return False
        if not backdrops.layers_ready(size):
            backdrops.make_layer(size)
            return False
        return True

    def resize(self, size: tuple[int, int]) -> None:
        """The table laid out again for the window's new size, at once: what was on its way lands first (a glide
        still running would carry its card on to where the old layout had put it)."""
        self.animator.finish()
        self.layout = self.kit.new_layout(size)
        self.kit.place_all(animate=False)
        self.picker.relaid()

    # -- what the viewer sees ----------------------------------------------------------------------------------
    def view(self) -> State:
        """The game as the viewer may see it now (everything public, and the viewer's own hidden cards),
        observed once per action: every frame draws from it."""
        return self._once("view", (id(self.match.state), len(self.match.record.actions), self.viewer), self.observe)

    def observe(self) -> State:
        """The viewer's view of the game as it stands (a replay may show everything)."""
        return self.match.view(self.viewer)

    def seen(self, event: Event) -> Event:
        """The form of `event` the table shows: as the viewer may see it (a replay may show everything)."""
        return event.seen_by(self.viewer)

    def sees(self, seat: int) -> bool:
        """Whether `seat`'s hidden cards show (the viewer's own, and a team partner's)."""
        return self.viewer is not None and seat in self.rules.partners(self.match.setup, self.viewer)

    def view_changed(self) -> None:
        """The viewer changed: rebuild the display from its view (and turn the table if need be)."""
        self._memo.pop("view", None)
        self.display.sync(self.view())
        self.picker.reset()
        if self.layout is not None:
            if self.layout.bottom != self.bottom:
                self.resize(self.layout.size)
            self.kit.place_all(animate=False)

    # -- showing the news --------------------------------------------------------------------------------------
    def _collect(self) -> None:
        """Take in what the match applied since: its events wait in `pending` to be shown."""
        applied = self.match.take()
        for one in applied:
            self.pending.extend(one.events)
            self.pending.append(one)
        if applied:
            self.autosave()  # before any of it is shown
        if applied and self.match.is_over and self.when_over is not None:
            self.when_over(self.match)  # e.g. --save-record writes the record
            self.when_over = None

    def _show_news(self) -> None:
        """Show the events whose time has come (all of them at the instant speed), each with its log lines and
        sound; when an action's last event has been shown, check the display against the engine."""
        instant = self.speed <= 0
        if self._late is not None and (self.wait <= 0 or instant):
            self.telling.tell(self._late)
            self._late = None
        while self.pending and (self.wait <= 0 or instant):
            item = self.pending.popleft()
            self._shown += 1
            if self._move_told:
                self._move_told = False
                self.log.begin_move()
                self._marks_old = True  # a new move: the last one's marks go once it puts something down
                if self.message and self.message != self.unsaved:
                    self.message = ""  # a refusal or a notice of the moment before: old news now
            if isinstance(item, Applied):
                self._move_told = True
                self.action_done()
                if item.seat == self.viewer:
                    privacy.hide_hands(self)
                continue
            if self.kit.told_late(item) and not instant:
                self._late = item  # said once its animation is over
            else:
                self.telling.tell(item)
            self.wait += self.paced(self.show(self.seen(item)))

    def show(self, event: Event) -> float:
        """Animate one event (already masked for the viewer), with its sound; how long to wait after it."""
        sound = self.kit.sounds.get(type(event))
        if sound is not None and self.speed > 0 and not self.demo:
            self.app.sounds.play(sound)
        self.kit.showing(event)
        self.tips.hold(self.picker.pointer)
        moved = self.display.apply(event)
        for s in moved:  # the latest to move is drawn on top
            self._z += 1
            s.z = self._z
        held = {id(s) for s in self.display.held()}
        if self._marks_old and any(id(s) not in held for s in moved):  # (a card drawn into a hand leaves them)
            self._move_sprites, self._marks_old = [], False
        self._move_sprites.extend(s for s in moved if s not in self._move_sprites)
        self.kit.place_all()
        return self.kit.react(event, moved) if self.layout is not None else 0.0

    def action_done(self) -> None:
        """Every event of an action has been shown: the display must now hold what the engine's view
        holds. It always does (the tests check it); if it ever did not, repair rather than mislead."""
        view = self.view()
        self.checked += 1
        repaired = self.display.signature() != self.kit.view_signature(view)
        if repaired:
            self.repairs += 1
            self.display.sync(view)
            self.kit.place_all(animate=False)
        self.kit.action_shown(repaired)

    @property
    def log(self) -> GameLog:
        return self.telling.log

    def _retell(self) -> None:
        """Tell the log anew (`Telling.retell`): each move told as one, only the last one standing out; events
        not shown yet are left to `_show_news`."""
        self._late = None
        self.telling.retell(self._told())

    def _speak(self) -> None:
        if language() != self.telling.told_in:
            self._rename()
        self.telling.speak(self._told)

    def _default_names(self) -> list[str]:
        return [default_name(i, s.is_human) for i, s in enumerate(self.match.seats)]

    def _rename(self) -> None:
        """The language changed: a seat still called by its default name takes the new language's ("Player 1"
        becomes "Joueur 1"), on the table, in the log and in the final count."""
        now = self._default_names()
        for i, (name, was) in enumerate(zip(self.names, self._defaults, strict=True)):
            if name == was != now[i]:
                self.names[i] = now[i]
                self.match.seats[i] = replace(self.match.seats[i], name=now[i])
        self._defaults = now

    def _told(self) -> list[list[Event]]:
        """The events of each move of the match's history that the table has shown so far."""
        unshown = sum(1 for item in self.pending if not isinstance(item, Applied))
        unshown += sum(len(a.events) for a in self.match.queue)  # applied, not yet taken in
        told = [list(applied.events) for applied in self.match.history]
        while unshown and told:
            cut = min(unshown, len(told[-1]))
            del told[-1][len(told[-1]) - cut:]
            unshown -= cut
            if not told[-1]:
                told.pop()
        return told

    def last_move(self) -> list[CardSprite]:
        """The sprites the last move put on the table (a card by a ship, a boat, a galleon), to mark."""
        if not self._move_sprites:
            return []
        held = {id(s) for s in self.display.held()}
        on_table = {id(s) for s in self.display.sprites()}
        return [s for s in self._move_sprites if id(s) not in held and id(s) in on_table and not s.moving]

    # -- pacing ------------------------------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return self.app.settings.animation_speed

    def paced(self, seconds: float) -> float:
        return 0.0 if self.speed <= 0 else seconds / self.speed

    @property
    def moving(self) -> bool:
        """Anything on the table still moving or still to be shown: events, the pause after one, the animations,
        the flourishes and the game's own motion (Störtebeker's dice)."""
        instant = self.speed <= 0
        return (bool(self.pending or self.effects.items) or self.kit.moving
                or not instant and (self.wait > 0 or self.animator.busy))

    @property
    def moves_on(self) -> bool:
        """Whether the machines may move the game on (a replay: only while it plays)."""
        return True

    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def done(self) -> bool:
        """The game is over and its last look at the table has been taken."""
        return self.phase is Phase.FINISHED and self.phase_left <= 0

    @property
    def still(self) -> bool:
        """Nothing moves and only a person can move the game on (no hint is on its way): the app may rest until
        someone does (a phone's move wakes it)."""
        return self.phase in (Phase.PERSON, Phase.PHONE) and not self.moving and not self.hints.busy

    def update(self, dt: float) -> None:
        """A step of the table: what the match did is taken in and shown event by event, then the phase the
        table is in now does its part (`next_phase`)."""
        super().update(dt)
        self._speak()
        self.effects.update(dt, instant=self.speed <= 0)
        self.tips.update(dt, self.picker.pointer)
        self.kit.update(dt)
        self.wait = max(0.0, self.wait - dt)
        self._collect()
        if self.phones is not None:
            self.phones.update()
        self.match.think_ahead()  # an AI to act starts thinking now, while the table still shows the news
        self._show_news()
        self.hints.update(self)
        self._tell_fallback()
        self._next_phase(dt)

    def _next_phase(self, dt: float) -> None:
        """The phase the table is in now (`next_phase`), and that phase's part: a pause's time runs, the machines
        move, the screen is handed over, the game ends."""
        person = self.match.human_to_act()
        facts = Facts(news=self.moving, over=self.match.is_over, person=person, has_screen=person == self.viewer,
                      moves_on=self.moves_on, pause_over=self.phase_left <= 0,
                      on_phone=self.phones is not None and self.phones.on_phone(person))
        phase = next_phase(self.phase, facts)
        entering, self.phase = phase is not self.phase, phase
        if phase is Phase.PAUSE:
            self.phase_left = self.paced(self.app.settings.ai_pause) if entering else self.phase_left - dt
        elif phase is Phase.THINKING:
            self._machine_move()
        elif phase is Phase.HANDOVER and entering:
            assert person is not None
            privacy.person_decides(self, person)
        elif phase is Phase.PERSON:
            self.picker.settle()
        elif phase is Phase.FINISHED:
            self._finish(entering, dt)

    def _machine_move(self) -> None:
        """The machines' move, as soon as it has come (an AI's answer, or the dice). Before their first move the
        game's art is rendered ahead, a few milliseconds a frame, so no later frame waits for a new card's
        render."""
        if svgs.warming:
            svgs.warm_up(WARM_BUDGET)
            return
        if self.match.advance() is not None:
            self._collect()

    def await_outside(self, seconds: float) -> None:
        """While the machines' move is awaited, wait up to `seconds` for the AI's answer (`Scene.await_outside`)."""
        if self.phase is Phase.THINKING:
            self.match.thinker.wait(seconds)

    def _tell_fallback(self) -> None:
        """Once, if the AI's process failed for good: the machines now play at the normal level, in this one."""
        if self.match.thinker.notice == FELL_BACK and not self._told_fallback:
            self._told_fallback = True
            self.message = _("The AI stopped working twice: the AI seats now play at the normal level.")

    def _finish(self, entering: bool, dt: float) -> None:
        """The game is over: a last look at the table (END_PAUSE), then the scoring screen (not in attract mode).
        A game still saved though over (its record could not be kept: a full disk) is tried again here."""
        if entering:
            if self.slot.path is not None:
                self.autosave()
            self.phase_left = self.paced(END_PAUSE)
            return
        if self.phase_left > 0:
            self.phase_left -= dt
            if self.phase_left > 0:
                return
        if self.demo:
            return
        scoring = self.kit.scoring()
        scoring.offer_again(self.again_label(), self.play_again)
        if self.phones is not None:  # the phones stay joined while the sheet shows: Play again keeps them
            self._phones_kept = True
            scoring.on_exit = self._phones_left
        if self.unsaved:
            later = unwritten_note(self.match.game_id, len(self.match.record.actions))
            scoring.notes.append(f"{sentence(self.unsaved)} {later}".strip())
        self.app.replace(scoring)

    def again_label(self) -> str:
        """What the scoring screen's first button says: it starts `play_again`."""
        return _("Play again")

    def play_again(self) -> None:
        """A new game of this table's game for the same seats, at a new table (from the scoring screen). Phones
        joined to this one hold the same seats at the new one; its join card shows if a seat is not on a phone."""
        m = self.match
        table = TableScene(self.app, Match(m.game, m.setup, m.seats, seed=new_seed()), type(self.kit))
        phones, self.phones = self.phones, None
        self.app.replace(table)
        self.pass_phones(phones, table)

    def rebuilt(self) -> None:
        """The match was rebuilt from its record: show it as it now stands, at once, with its log."""
        self.pending.clear()
        self.wait = 0.0
        self.phase = Phase.NEWS
        self.hints.clear(self.match.thinker)
        self.animator.finish()
        self._retell()
        self.view_changed()
        self._next_phase(0.0)

    def handle(self, intent: Intent) -> None:
        if intent.kind in (HINT, UNDO) and self.message == self._refusal:
            self.message = ""  # the refusal of the last try is old news: it pushed the hint out of the prompt
        if intent.kind == HINT:
            self.hints.ask(self)
        elif intent.kind == UNDO:
            undo(self)
        elif intent.kind == PAUSE or (intent.kind == BACK and self.picker.picked is None):
            self.app.push(PauseOverlay(self.app, self))
        elif intent.kind == SCROLL and self.log.rect is not None and self.log.rect.collidepoint(self.picker.pointer):
            self.log.scroll(-intent.dy * 2)
        elif self.picker.handle(intent):
            if intent.kind == BACK:
                self.tips.hold(self.picker.pointer)  # a card put back: its tooltip goes too, till the pointer moves
            self.kit.place_all()
            if (self.picker.picked is not None or intent.kind == BACK) and self.message == self._refusal:
                self.message = ""  # a card picked anew or put back: the refusal of the last try is old news
        else:
            self.kit.table_intent(intent)

    def autosave(self) -> None:
        """Save after every action (`SaveSlot.save`), but not in tests, headless runs or attract mode."""
        if self.app.persist and not self.demo:
            try:
                self.slot.save(self.match)
                self.unsaved = ""
            except OSError as e:  # a full disk must not stop the game
                self.message = self.unsaved = _("Could not save the game: {error}").format(error=why_not(e))

    # -- the picture ---------------------------------------------------------------------------------------------
    @property
    def covered(self) -> bool:
        """Whether an overlay (pause, pass-the-screen, a dialog) lies over the table."""
        return self.app.top is not self

    @property
    def look(self) -> Hashable | None:
        """While the machines are to move (a pause, an AI thinking) and nothing on the table moves: the events
        shown, the actions taken so far, whose view it is and the prompt's notices. The rest of the picture
        changes only with these, with input other than the pointer's moves or with the window (`Scene.look`); the
        tooltip by the pointer floats over it, apart (`tip`). Otherwise (a person's turn: the places to act on
        breathe) None: drawn every frame."""
        if self.phase not in (Phase.PAUSE, Phase.THINKING) or self.moving:
            return None
        return self._shown, len(self.match.record.actions), self.viewer, tuple(self.notices())
