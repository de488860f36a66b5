"""A lesson played at the game's own table: the coach's bubble points at what it speaks of and asks for one move
at a time. Only the taught move can be made (the rest of the hand is dimmed and says the coach's reminder, not an
error); a bubble with nothing to do waits for Next (Enter). The other seats play their written moves. Nothing is
saved; the last bubbles are read over the finished game, then the scoring screen offers a real game with the same
seats. A lesson played to its end is remembered (a tick in the Learn to play menu)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.ai.agent import ScriptedAgent
from game.ai.thinking import LocalThinker, Thinker
from game.core import Action, IllegalAction
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core import settings, theme
from scenes.core.i18n import _, language, sentence
from scenes.core.input import CONFIRM, HINT, NAVIGATE, PICK, Intent
from scenes.core.names import seat_name
from scenes.core.sprites import CardSprite, glow
from scenes.core.widgets import line_height, panel, text, wrap
from scenes.lessons.lesson import Lesson, Step
from scenes.table.painting import Sight
from scenes.table.scene import TableScene
from scenes.table.tooltips import Tip
from scenes.tables import TABLES

PERSON = 0  # the person's seat in every lesson
BUBBLE = (20, 30, 34)  # the coach's bubble: opaque (the log's words showed through)
LESSON_SEED = 1  # the dice, where a lesson has any: the same each time


class LessonTable(TableScene[Any, Any, Any]):
    def __init__(self, app, lesson: Lesson, autoplay: bool = False) -> None:
        self.lesson = lesson
        self.autoplay = autoplay  # the person's part is played too (--tutorial --headless --autoplay, tests)
        self.read = 0  # bubbles with nothing to do read since the person's last move
        self._read_at = 0  # the person's moves when `read` was counted (a move taken back starts it again)
        self.next_button = pygame.Rect(0, 0, 0, 0)
        self.bubble = pygame.Rect(0, 0, 0, 0)
        self.steps_shown = 0  # bubbles read or moves made: the lesson's length, for --tutorial's report
        person = seat_name((app.settings.names or [""])[0], PERSON, True)
        seats = [SeatConfig(HUMAN, person)] + [SeatConfig(AI, name) for name in lesson.names]
        match = Match(lesson.game, lesson.setup, seats, LESSON_SEED, opening=lesson.opening(), rolls=lesson.rolls)
        super().__init__(app, match, TABLES[lesson.game].kit)
        self.picker.sticky = True  # a card clicked off its places stays picked while the coach says where it goes
        self.picker.guided = True  # the coach names the move: Enter, Enter makes it

    def new_thinker(self) -> Thinker:
        """The other seats play their written moves, here; no AI process is started."""
        thinker = LocalThinker()
        for seat, mind in self.match.minds.items():
            thinker.agents[mind] = ScriptedAgent(self.match.rules, seat, self.lesson.moves.get(seat, ()))
        return thinker

    # -- where the lesson stands ------------------------------------------------------------------------------
    def steps(self) -> list[Step]:
        return self._once("steps", language(), self.lesson.steps)

    def moves_made(self) -> int:
        return sum(1 for applied in self.match.history if applied.seat == PERSON)

    def current(self) -> Step | None:
        """The coach's bubble now: the one after the person's last taught move and the bubbles read since."""
        made = self.moves_made()
        if made != self._read_at:
            self.read, self._read_at = 0, made
        steps, i, seen = self.steps(), 0, 0
        while seen < made and i < len(steps):
            seen += steps[i].move is not None
            i += 1
        i += self.read
        return steps[i] if i < len(steps) else None

    def showing(self) -> Step | None:
        """The bubble shown: at the person's turn, over the finished game once everything has been shown, and a
        bubble whose moment has come (`Step.after`) as soon as it has been shown."""
        settled = not self.moving and not self.pending
        if self.human_turn() is not None or (self.match.is_over and settled) or (self.due() and settled):
            return self.current()
        return None

    def due(self) -> bool:
        """The bubble now is told at a moment that has come: its action is the person's last move or came since."""
        step = self.current()
        if step is None or step.move is not None or not step.after:
            return False
        for applied in reversed(self.match.history):
            if applied.text == step.after:
                return True
            if applied.seat == PERSON:
                return False
        return False

    @property
    def moves_on(self) -> bool:
        """The others wait while a bubble about what just happened is read."""
        return not self.due()

    def taught(self) -> Action | None:
        step = self.current()
        seat = self.match.human_to_act()
        if step is None or step.move is None or seat is None:
            return None
        try:
            return self.rules.parse_action(self.match.view(seat), step.move)
        except IllegalAction:
            return None

    def reminder(self) -> str:
        """What the coach says to any other move: not an error, the move it asked for."""
        taught = self.taught()
        if taught is None:
            return _("Read the coach's bubble, then Next (Enter).")
        return _("The coach asks for this first: {move}.").format(move=self.kit.action_words(taught))

    # -- only the taught move ---------------------------------------------------------------------------------
    def legal(self) -> list[Action]:
        """The person's one taught move (nothing while a bubble waits for Next). Should the script and the game
        ever part ways, every legal move: a lesson never leaves the person stuck."""
        every = super().legal()
        step = self.current()
        if not every or step is None:
            return every
        if step.move is None:
            return []
        taught = self.taught()
        return [a for a in every if a == taught] or every

    def sight(self) -> Sight:
        """As at any table, but the prompt reads every move the rules allow now (the pile is not empty because
        the coach asks for another move)."""
        return replace(super().sight(), legal=tuple(self.allowed()))

    def why_unplayable(self, sprite: CardSprite) -> str:
        return self.reminder() if self.human_turn() is not None else ""

    def missed(self, sprite: CardSprite, pos: tuple[int, int]) -> bool:
        """As at any table (a card let go on the galleon or ship itself, beside its glowing place, goes there);
        anything else the coach does not ask for gets the reminder."""
        before, self.message = len(self.match.record.actions), ""
        told = super().missed(sprite, pos)
        if self.human_turn() is not None and len(self.match.record.actions) == before and not self.message:
            self.message = self._refusal = self.reminder()
            return True
        return told

    def notices(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The coach's reminders read as advice, in gold, not as a refusal in red."""
        return [(line, theme.GOLD if colour == theme.DANGER else colour) for line, colour in super().notices()]

    def handle(self, intent: Intent) -> None:
        step = self.showing()
        waiting = step is not None and step.move is None
        asking = step is not None and step.move is not None and self.human_turn() is not None
        other = self.picker.card_at(intent.pos) if intent.kind == PICK and self.human_turn() is not None else None
        if waiting and (intent.kind == CONFIRM or (intent.kind == PICK and self.next_button.collidepoint(intent.pos))):
            self.next()
        elif other is not None and self.picker.picked is None and not self.playable(other):
            self.message = self._refusal = self.reminder()  # a card the coach does not ask for is not even picked
        elif intent.kind == HINT:  # the coach already says the move (and no AI thinks here)
            self.message = self.reminder()
        elif asking and intent.kind in (PICK, NAVIGATE):
            def state() -> tuple:
                p = self.picker
                return len(self.match.record.actions), p.picked, p.focus, p.keyboard, self.message, self.app.top
            before = state()
            super().handle(intent)
            if state() == before and not (intent.kind == PICK and self.bubble.collidepoint(intent.pos)):
                # the arrows with one thing to do, a click on a pile or a token the coach does not ask for: say so
                self.message = self._refusal = self.reminder()
        else:
            super().handle(intent)

    @property
    def tip(self) -> Tip | None:
        """No tooltip over the bubble: a thing under it would cover the coach's words."""
        return None if self.bubble.collidepoint(self.picker.pointer) else super().tip

    def next(self) -> None:
        """The bubble read: the next one (over the finished game, the last one ends the lesson)."""
        self.read += 1
        self.steps_shown += 1
        self.message = self._refusal = ""  # what was said to the bubble before is old news
        self._memo.pop("playable", None)  # worked out for the bubble before: the taught move may be another now

    def submit(self, action: Action) -> bool:
        """A move the coach does not ask for (from a dialog, such as a trade) is met by the reminder."""
        if action not in self.legal():
            self.message = self._refusal = self.reminder()
            return False
        done = super().submit(action)
        self.steps_shown += done
        return done

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.autoplay:
            step = self.showing()
            if step is not None and step.move is None:
                self.next()
            elif step is not None and (taught := self.taught()) is not None and self.human_turn() is not None:
                self.submit(taught)

    # -- the end ----------------------------------------------------------------------------------------------
    def _finish(self, entering: bool, dt: float) -> None:
        """The finished game stays on the table while the coach has something to say; then the lesson is
        remembered and the scoring screen comes, its Play again a real game (`TableScene.play_again`: a new table,
        the other seats then real AI players)."""
        if self.current() is not None:
            return
        if self.lesson.game not in self.app.settings.lessons:
            self.app.settings.lessons.append(self.lesson.game)
            if self.app.persist:
                settings.save(self.app.settings)
        super()._finish(entering, dt)

    def again_label(self) -> str:
        return _("Play a real game")

    def autosave(self) -> None:
        """A lesson is never saved: it starts again from its deal."""

    # -- the bubble -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        step = self.showing() if self.layout is not None else None
        self.next_button = self.bubble = pygame.Rect(0, 0, 0, 0)
        if step is not None and not self.covered:
            self._bubble(surface, step)

    def whereabouts(self, key: str) -> list[pygame.Rect]:
        """Where a thing the coach points at lies: a card of the person's hand ("card:NAME": its face or its
        label), the whole hand, where the taught move is made without a card ("move": a button, a pile), or
        what the game's painter finds (a galleon, a seat, a pile...)."""
        hand = self.kit.hand_sprites()
        if key == "move":  # where the taught move is made without a card: its button, pile or token
            return [t.rect for t in self.picker.free()] if self.human_turn() is not None else []
        if key == "hand":
            rects = [s.rect for s in hand]
            return [rects[0].unionall(rects[1:])] if rects else []
        if key.startswith("card:"):  # by its face, or by what is printed on it (a Freibeuter card's square)
            return [s.rect for s in hand if key[5:] in (s.face, s.label)]
        picture = self.kit.picture()
        return self.kit.painter.locate(picture, key) if picture is not None else []

    def _bubble(self, surface: pygame.Surface, step: Step) -> None:
        """The coach's words in a bubble beside what they point at (each lit, an arrow to the first), with Next
        when there is nothing to do on the table."""
        assert self.layout is not None
        size = max(self.layout.small + 2, 15)
        w, h = surface.get_size()
        width = min(max(280, w * 2 // 5), 620)
        log = self.log.rect
        if not step.point and not self.picker.targets and log is not None and log.w >= 240:
            width = log.w  # a bubble about nothing on the table lies over the log, the table in sight
        pad = max(10, size // 2)
        rows = wrap(step.text, size, width - 2 * pad)
        step_h = line_height(size)
        button_h = step_h + pad if step.move is None else line_height(max(12, size - 3))
        title_h = line_height(size, True)
        box = pygame.Rect(0, 0, width, 2 * pad + title_h + len(rows) * step_h + button_h + (pad if button_h else 0))
        targets = [t.rect for t in self.picker.targets]
        pointed = [r for key in step.point for r in self.whereabouts(key)]
        things = targets or pointed  # a card picked: where it goes (what the words speak of stays in sight too)
        panels = list(getattr(self.layout, "panels", {}).values())
        rather = [self.layout.prompt, *panels, *(s.rect for s in self.last_move())]  # and what was just played
        rather += [log] if things and log is not None else []  # the log tells it too
        box = _place(box, things, [*targets, *pointed, *self.whereabouts("hand")], rather, surface.get_rect(),
                     log if not things and log is not None else None)
        for r in things:
            glow(surface, r, theme.GOLD, radius=8, pulse=True)
        if things:
            _arrow(surface, box, things[0])
        panel(surface, box, BUBBLE, radius=12, border=theme.GOLD, width=2)
        text(surface, _("Coach"), (box.x + pad, box.y + pad), size, theme.GOLD, bold=True, shadow=False)
        y = box.y + pad + title_h
        for row in rows:
            text(surface, row, (box.x + pad, y), size, theme.WHITE, shadow=False)
            y += step_h
        if step.move is None:
            label = _("Next (Enter)")
            bw = text(surface, label, (-1000, -1000), size, bold=True).w + 2 * pad
            self.next_button = pygame.Rect(box.right - pad - bw, box.bottom - pad - button_h, bw, button_h)
            panel(surface, self.next_button, (196, 140, 34), radius=self.next_button.h // 3, border=theme.HIGHLIGHT,
                  width=2)
            text(surface, label, self.next_button.center, size, theme.WHITE, "center", bold=True)
        else:
            text(surface, sentence(_("your move, on the table")), (box.x + pad, box.bottom - pad), max(12, size - 3),
                 theme.MUTED, "bottomleft", shadow=False)
        self.bubble = box


def _place(box: pygame.Rect, things: list[pygame.Rect], keep_clear: list[pygame.Rect],
           rather_clear: list[pygame.Rect], screen: pygame.Rect, aside: pygame.Rect | None = None) -> pygame.Rect:
    """Where the bubble goes: beside what it points at (above, below, right or left of it), else over `aside`
    (the log, for a bubble that points at nothing: the table stays in sight), in the upper middle, the middle or
    the lower middle of the window; inside the window, the place that covers least of those things and of
    `keep_clear` (where a picked card may go, what the words speak of, the hand), then least of `rather_clear` (the
    prompt, the seats' panels, what the last move put down, the log); the nearest of equals."""
    gap = 16
    middle = [pygame.Rect((screen.w - box.w) // 2, y, box.w, box.h)
              for y in (screen.h // 5, (screen.h - box.h) // 2, screen.h * 3 // 5 - box.h // 2)]
    if aside is not None:
        middle.insert(0, pygame.Rect(aside.right - box.w, aside.y, box.w, box.h))
    target = things[0].unionall(things[1:]) if things else middle[0]
    beside = [
        pygame.Rect(target.centerx - box.w // 2, target.y - gap - box.h, box.w, box.h),
        pygame.Rect(target.centerx - box.w // 2, target.bottom + gap, box.w, box.h),
        pygame.Rect(target.right + gap, target.centery - box.h // 2, box.w, box.h),
        pygame.Rect(target.x - gap - box.w, target.centery - box.h // 2, box.w, box.h),
    ] if things else []

    def area(r: pygame.Rect, rects: list[pygame.Rect]) -> int:
        return sum(r.clip(t).w * r.clip(t).h for t in rects)

    placed = [c.clamp(screen) for c in (*beside, *middle)]
    named = [t.inflate(0, 4 * gap) for t in things]  # with the name printed just above or below a thing (a pile's)
    return min(placed, key=lambda r: (area(r, [*named, *keep_clear]), area(r, rather_clear)))


def _arrow(surface: pygame.Surface, box: pygame.Rect, thing: pygame.Rect) -> None:
    """A gold line from the bubble's edge to the nearest point of `thing`, with a head."""
    start = (min(max(thing.centerx, box.x + 12), box.right - 12), min(max(thing.centery, box.y + 12), box.bottom - 12))
    end = (min(max(start[0], thing.x), thing.right), min(max(start[1], thing.y), thing.bottom))
    if box.collidepoint(end) or thing.collidepoint(start):
        return
    pygame.draw.line(surface, theme.GOLD, start, end, 3)
    v = pygame.Vector2(end) - pygame.Vector2(start)
    if v.length() > 1:
        v.scale_to_length(12)
        left, right = v.rotate(150), v.rotate(-150)
        pygame.draw.polygon(surface, theme.GOLD, [end, pygame.Vector2(end) + left, pygame.Vector2(end) + right])
